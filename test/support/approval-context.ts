// The approval step's inputs for its tests (test/sync/approval-*.test.ts): contracts parsed from
// small files, the base configuration, the changed contract files, the ledger at base and head,
// and a pull request's reviews.
import { expect } from "vitest";
import type { EnforcementLevel } from "../../src/api/resources.js";
import { ConfigRules, parseConfig } from "../../src/config/config.js";
import type { LoadedConfig } from "../../src/config/index.js";
import { type LoadedContract, parseContractFile } from "../../src/contracts/index.js";
import type { RepoFiles } from "../../src/git/files.js";
import type { CheckReport } from "../../src/outcome/model.js";
import type { ApprovalContext } from "../../src/sync/check/approvals.js";
import type { ChangedContracts } from "../../src/sync/check/contract-changes.js";
import type { ApprovalPort } from "../../src/sync/ports.js";
import { DEFAULT_WAIVER_FILE, ledgerOfText, utcToday } from "../../src/waivers/ledger.js";

export const HEAD = "c0ffee".padEnd(40, "0");
export const ORDERS = "avro://github.com/acme/shop:schemas/orders.avsc:acme.Order";
export const USERS = "avro://github.com/acme/shop:schemas/users.avsc:acme.User";
export const ORDERS_ID = "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e";
export const AUDIT_ID = "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5f";
export const USERS_ID = "0c1d2e3f-0000-4000-8000-000000000001";

export interface ContractSpec {
  id?: string;
  name?: string;
  asset?: string;
  level?: EnforcementLevel;
  status?: string;
  owner?: string;
  approvers?: string[];
  /** Field names; a trailing `?` makes the field optional. */
  fields?: string[];
  file?: string;
}

export function contract(spec: ContractSpec = {}): LoadedContract {
  const { id = ORDERS_ID, name = "orders", asset = ORDERS, level = "BLOCK", status = "ACTIVE" } = spec;
  const fields = (spec.fields ?? ["id", "total"]).map((f) =>
    f.endsWith("?")
      ? `  - name: ${f.slice(0, -1)}\n    type: int64\n    optional: true\n`
      : `  - name: ${f}\n    type: int64\n`,
  );
  const text = [
    `id: ${id}`,
    `name: ${name}`,
    ...(spec.owner ? [`owner: ${spec.owner}`] : []),
    ...(spec.approvers ? [`approvers: [${spec.approvers.join(", ")}]`] : []),
    `dataAssetResourceName: ${asset}`,
    `enforcementLevel: ${level}`,
    `status: ${status}`,
    "schema:",
    fields.join(""),
  ].join("\n");
  const { contracts, diagnostics } = parseContractFile(text, spec.file ?? `contracts/${name}.yaml`);
  expect(diagnostics).toEqual([]);
  return contracts[0]!;
}

export function configOf(extra = ""): LoadedConfig {
  const { config, diagnostics } = parseConfig(
    `contracts: ["contracts/**/*.yaml"]\nsources:\n  - glob: "schemas/**/*.avsc"\n    type: avro\n    dataSource: github.com/acme/shop\n${extra}`,
    ".github/contract-sync.yml",
  );
  expect(diagnostics).toEqual([]);
  return { config, rules: new ConfigRules(config), diagnostics: [], found: true };
}

export function filesOf(files: Record<string, string>): RepoFiles {
  const paths = Object.keys(files).sort();
  return {
    readText: async (path) => files[path],
    list: async (dir) =>
      paths.filter((p) => p.startsWith(`${dir}/`) && !p.slice(dir.length + 1).includes("/")),
    listAll: async () => paths,
  };
}

export function changedOf(base: LoadedContract[], head: LoadedContract[]): ChangedContracts {
  return { base, head, diagnostics: [], renamedOutOfGlob: new Map() };
}

export function contextOf(
  options: {
    baseContracts?: LoadedContract[];
    changed?: ChangedContracts;
    ledger?: { base?: string; head?: string };
    config?: LoadedConfig;
    headConfig?: LoadedConfig;
    /** Further files at each end (CODEOWNERS). */
    files?: { base?: Record<string, string>; head?: Record<string, string> };
    /** The run's day (default: today in UTC). */
    today?: string;
  } = {},
): ApprovalContext {
  const ledger = (text: string | undefined, more: Record<string, string> = {}) =>
    filesOf({ ...more, ...(text === undefined ? {} : { [DEFAULT_WAIVER_FILE]: text }) });
  const config = options.config ?? configOf();
  return {
    config,
    headConfig: options.headConfig ?? config,
    changedFiles: options.changed ?? changedOf([], []),
    baseContracts: options.baseContracts ?? [],
    baseScope: { loaded: true },
    baseFiles: ledger(options.ledger?.base, options.files?.base),
    headFiles: ledger(options.ledger?.head, options.files?.head),
    ledgers: { base: ledgerOfText(options.ledger?.base), head: ledgerOfText(options.ledger?.head) },
    today: options.today ?? utcToday(),
  };
}

export const reportOf = (parts: Partial<CheckReport> = {}): CheckReport => ({
  checks: [],
  uncontracted: [],
  unreadable: [],
  ...parts,
});

export const approvedBy = (...logins: string[]): ApprovalPort => ({
  approvals: async () => ({ readable: true, headSha: HEAD, approvedBy: logins, isMember: async () => false }),
});

export const approvalsIn = (report: CheckReport) =>
  (report.findings ?? []).filter((f) => f.rule === "OWNER_APPROVAL_REQUIRED");
