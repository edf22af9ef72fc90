// Facts for a gate rule's test (src/sync/check/facts.ts), in memory: a repository at each end as a
// map of files, its configuration read from them, no service. A test overrides what its rule reads.
import type { CheckComplianceResult } from "../../src/api/resources.js";
import { loadConfig } from "../../src/config/index.js";
import { type LoadedContract, parseContractFile } from "../../src/contracts/index.js";
import type { RepoFiles } from "../../src/git/files.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { SourceMap } from "../../src/sync/asset-reads.js";
import type { CheckRun } from "../../src/sync/check/check-run.js";
import type { CheckStart } from "../../src/sync/check/check-start.js";
import type { ChangedContracts } from "../../src/sync/check/contract-changes.js";
import type { BaseFacts, CheckFacts, UnreadableHead } from "../../src/sync/check/facts.js";
import { silentLogger } from "../../src/sync/ports.js";
import { readWaiverLedger, utcToday } from "../../src/waivers/ledger.js";

export const CONFIG_FILE = ".github/contract-sync.yml";
export const SHOP = "github.com/acme/shop";
export const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: ${SHOP}
`;

/** One version of a repository, in memory. */
export function repoFiles(files: Record<string, string>): RepoFiles {
  const paths = Object.keys(files).sort();
  return {
    ...memorySource(files),
    listAll: async (dir = "") => paths.filter((p) => dir === "" || p.startsWith(`${dir}/`)),
  };
}

/** A contract of one file, parsed (its errors fail the test: a rule's test builds valid contracts). */
export function contractAt(
  file: string,
  names: readonly string[],
  { id = "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e", name = "orders", level = "ALERT", version = "1.0.0" } = {},
): LoadedContract {
  const text = `id: ${id}
name: ${name}
version: ${version}
dataAssetResourceNameList:
${names.map((n) => `  - ${JSON.stringify(n)}`).join("\n")}
enforcementLevel: ${level}
schema:
  - name: id
    type: int64
`;
  const { contracts, diagnostics } = parseContractFile(text, file);
  if (diagnostics.length > 0) throw new Error(JSON.stringify(diagnostics));
  return contracts[0] as LoadedContract;
}

export interface FactsInput {
  base?: Record<string, string>;
  head?: Record<string, string>;
  changedFiles?: Partial<ChangedContracts>;
  run?: Partial<CheckRun>;
  unreadableHead?: Partial<UnreadableHead>;
  results?: CheckComplianceResult[];
  atBase?: Partial<BaseFacts>;
  compatibility?: CheckFacts["compatibility"];
  /** The run's day (default: today in UTC). */
  today?: string;
}

/** The facts of a check whose base and head hold `base` and `head` (each with CONFIG unless it has its own). */
export async function checkFacts(input: FactsInput = {}): Promise<CheckFacts> {
  const baseFiles = repoFiles({ [CONFIG_FILE]: CONFIG, ...input.base });
  const headFiles = repoFiles({ [CONFIG_FILE]: CONFIG, ...input.head });
  const [base, head] = await Promise.all([
    loadConfig(baseFiles, CONFIG_FILE),
    loadConfig(headFiles, CONFIG_FILE),
  ]);
  const changed = (await baseFiles.readText(CONFIG_FILE)) !== (await headFiles.readText(CONFIG_FILE));
  const request = { base: "base", head: "head", configPath: CONFIG_FILE, embedded: true };
  const sources = new SourceMap(base.rules);
  const start: CheckStart = {
    request,
    config: { base, head, changed },
    sources,
    changes: { contractFiles: [], schemaFiles: [], baseTargets: [], headTargets: [] },
    changedCount: 0,
    consentFilesChanged: false,
    headFiles,
    baseFiles,
    ledgers: { base: await readWaiverLedger(baseFiles), head: await readWaiverLedger(headFiles) },
    today: input.today ?? utcToday(),
  };
  const run: CheckRun = {
    request,
    service: {} as CheckRun["service"],
    log: silentLogger,
    sources,
    baseFiles,
    versions: { base: [], head: [], headDiagnostics: [], baseDiagnostics: [] },
    changedFiles: { base: [], head: [], diagnostics: [], renamedOutOfGlob: new Map(), ...input.changedFiles },
    contractsById: new Map(),
    baseContracts: [],
    baseScope: { loaded: true },
    moves: [],
    unreadableTargets: new Set(),
    today: start.today,
    ...input.run,
  };
  return {
    start,
    run,
    unreadableHead: {
      findings: [],
      rest: [],
      unreadableTargets: new Set(),
      broken: [],
      ...input.unreadableHead,
    },
    results: input.results ?? [],
    atBase: { unreadable: { findings: [], rest: [] }, changedContracts: [], ledger: [], ...input.atBase },
    compatibility: input.compatibility ?? [],
  };
}
