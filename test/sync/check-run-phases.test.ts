// The check's phases that judge moves, contracts pointing at nothing and the base assets a changed
// contract needs, over small in-memory repositories (no Git, no service unless one is asked).
import { describe, expect, it } from "vitest";
import type { CheckComplianceResult, EnforcementLevel } from "../../src/api/resources.js";
import { ConfigRules, parseConfig } from "../../src/config/config.js";
import { type LoadedContract, parseContractFile } from "../../src/contracts/index.js";
import type { RepoFiles } from "../../src/git/files.js";
import { memorySource } from "../../src/schema/fs-source.js";
import type { ReadAsset } from "../../src/schema/model.js";
import { readRepositoryAssets, SourceMap } from "../../src/sync/asset-reads.js";
import type { CheckRun } from "../../src/sync/check/check-run.js";
import type { ChangedContracts } from "../../src/sync/check/contract-changes.js";
import { contractRef } from "../../src/sync/check/contract-ref.js";
import { movedAssets } from "../../src/sync/check/moves.js";
import { movedFindings } from "../../src/sync/check/rules/asset-moved.js";
import { pointsAtNothing } from "../../src/sync/check/rules/contract-points-at-no-asset.js";
import { checkChangedContracts, contractedBaseAssets } from "../../src/sync/check/service-answers.js";
import { type ServicePort, silentLogger } from "../../src/sync/ports.js";
import { countedReads } from "../support/counted-files.js";

const SHOP = "github.com/acme/shop";
const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: ${SHOP}
`;
const sources = () => new SourceMap(new ConfigRules(parseConfig(CONFIG, ".github/contract-sync.yml").config));

const nameOf = (path: string, record: string) => `avro://${SHOP}:${path}:acme.${record}`;
const ORDERS = nameOf("schemas/orders.avsc", "Order");
const MOVED_ORDERS = nameOf("schemas/events/orders.avsc", "Order");
const REFUNDS = nameOf("schemas/refunds.avsc", "Refund");
const PAYMENTS = nameOf("schemas/payments.avsc", "Payment");

const avsc = (record: string) =>
  JSON.stringify({ type: "record", name: record, namespace: "acme", fields: [{ name: "id", type: "long" }] });
const SCHEMAS = {
  "schemas/orders.avsc": avsc("Order"),
  "schemas/refunds.avsc": avsc("Refund"),
  "schemas/payments.avsc": avsc("Payment"),
};

/** One version of a repository, in memory. */
function repoFiles(files: Record<string, string>): RepoFiles {
  const paths = Object.keys(files).sort();
  return {
    ...memorySource(files),
    listAll: async (dir = "") => paths.filter((p) => dir === "" || p.startsWith(`${dir}/`)),
  };
}

const read = (files: Record<string, string>) => readRepositoryAssets(repoFiles(files), sources());

function contract(
  file: string,
  names: readonly string[],
  { id = "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e", name = "orders", level = "ALERT" } = {},
): LoadedContract {
  const text = `id: ${id}
name: ${name}
dataAssetResourceNameList:
${names.map((n) => `  - ${JSON.stringify(n)}`).join("\n")}
enforcementLevel: ${level}
schema:
  - name: id
    type: int64
`;
  const { contracts, diagnostics } = parseContractFile(text, file);
  expect(diagnostics).toEqual([]);
  return contracts[0]!;
}

const ordersContract = (names: readonly string[] = [ORDERS]) => contract("contracts/orders.yaml", names);
const paymentsContract = (names: readonly string[] = [PAYMENTS]) =>
  contract("contracts/payments.yaml", names, {
    id: "9d1e2f30-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
    name: "payments",
    level: "BLOCK",
  });

/** A service that must not be asked anything. */
const untouchable = new Proxy({} as ServicePort, {
  get: (_target, name) => () => Promise.reject(new Error(`the service was asked: ${String(name)}`)),
});

/** The contract files a pull request changed, as they are at its head. */
const changedHead = (head: LoadedContract[]): ChangedContracts => ({
  base: [],
  head,
  diagnostics: [],
  renamedOutOfGlob: new Map(),
});

function runOf(parts: Partial<CheckRun>): CheckRun {
  return {
    request: { base: "base", head: "head", configPath: ".github/contract-sync.yml", embedded: true },
    service: untouchable,
    log: silentLogger,
    sources: sources(),
    baseFiles: repoFiles({}),
    versions: { base: [], head: [], headDiagnostics: [], baseDiagnostics: [] },
    changedFiles: changedHead([]),
    contractsById: new Map(),
    baseContracts: [],
    baseScope: { loaded: true },
    moves: [],
    unreadableTargets: new Set(),
    today: "2026-11-28",
    ...parts,
  };
}

function detailed(asset: string, loaded: LoadedContract, level: EnforcementLevel): CheckComplianceResult {
  return {
    dataAssetNamespace: SHOP,
    dataAssetResourceName: asset,
    dataAssetPath: asset.slice(`avro://${SHOP}:`.length),
    responseType: "DETAILED",
    contractId: loaded.contract.id,
    contractName: loaded.contract.name,
    enforcementLevel: level,
    status: "COMPLIANT",
    violations: [],
  };
}

function noContract(asset: string): CheckComplianceResult {
  return {
    dataAssetNamespace: SHOP,
    dataAssetResourceName: asset,
    dataAssetPath: asset.slice(`avro://${SHOP}:`.length),
    responseType: "NO_CONTRACT",
  };
}

describe("a moved asset whose contract still names the old place", () => {
  /** schemas/orders.avsc renamed to schemas/events/orders.avsc, its contract held by id. */
  async function movedOrders(changed: LoadedContract[] = []) {
    const base = await read({ "schemas/orders.avsc": SCHEMAS["schemas/orders.avsc"] });
    const head = await read({ "schemas/events/orders.avsc": SCHEMAS["schemas/orders.avsc"] });
    const moves = movedAssets(
      [{ status: "renamed", path: "schemas/events/orders.avsc", previousPath: "schemas/orders.avsc" }],
      base,
      head,
    );
    expect(moves.map((m) => [m.from.resourceName, m.to.resourceName])).toEqual([[ORDERS, MOVED_ORDERS]]);
    const orders = ordersContract();
    const payments = paymentsContract();
    const run = runOf({
      versions: { base, head, headDiagnostics: [], baseDiagnostics: [] },
      moves,
      changedFiles: changedHead(changed),
      contractsById: new Map([orders, payments].map((c) => [c.contract.id, c])),
    });
    return { run, orders, payments };
  }

  const movedFinding = (contractName: string, level: EnforcementLevel) =>
    expect.objectContaining({
      rule: "ASSET_MOVED",
      level,
      asset: ORDERS,
      file: "schemas/events/orders.avsc",
      title: `Asset moved: update contract ${contractName}`,
    });

  it("is a finding at the level of the contract the service held the old name to, not of another answer's", async () => {
    const { run, orders, payments } = await movedOrders();
    const findings = movedFindings(run, [
      detailed(PAYMENTS, payments, "BLOCK"),
      detailed(ORDERS, orders, "ALERT"),
    ]);
    expect(findings).toEqual([movedFinding("orders", "ALERT")]);
    expect(findings[0]?.message).toContain("contracts/orders.yaml");
  });

  it("is judged by the DETAILED answer about the old name, past any other answer about it", async () => {
    const { run, orders } = await movedOrders();
    expect(movedFindings(run, [noContract(ORDERS), detailed(ORDERS, orders, "ALERT")])).toEqual([
      movedFinding("orders", "ALERT"),
    ]);
  });

  it("is no finding once the pull request updates that contract to the new name", async () => {
    const { run, orders } = await movedOrders([ordersContract([MOVED_ORDERS])]);
    expect(movedFindings(run, [detailed(ORDERS, orders, "ALERT")])).toEqual([]);
  });

  it("is still a finding when the pull request edits that contract but keeps the old name", async () => {
    const { run, orders } = await movedOrders([ordersContract([ORDERS, REFUNDS])]);
    expect(movedFindings(run, [detailed(ORDERS, orders, "ALERT")])).toEqual([
      movedFinding("orders", "ALERT"),
    ]);
  });

  it("is still a finding when another contract the pull request changes names the new place", async () => {
    const { run, orders } = await movedOrders([paymentsContract([PAYMENTS, MOVED_ORDERS])]);
    expect(movedFindings(run, [detailed(ORDERS, orders, "ALERT")])).toEqual([
      movedFinding("orders", "ALERT"),
    ]);
  });
});

describe("a changed contract that points at no asset", () => {
  it("is told about the asset no file yields, though another asset it names changed", async () => {
    const head = await read({ "schemas/orders.avsc": SCHEMAS["schemas/orders.avsc"] });
    const run = runOf({
      versions: { base: head, head, headDiagnostics: [], baseDiagnostics: [] },
      changedFiles: changedHead([ordersContract([ORDERS, REFUNDS])]),
    });
    const findings = await pointsAtNothing(
      run,
      repoFiles({ "schemas/orders.avsc": SCHEMAS["schemas/orders.avsc"] }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "CONTRACT_POINTS_AT_NO_ASSET",
        level: "ALERT",
        asset: REFUNDS,
        file: "contracts/orders.yaml",
        title: "Contract points at no asset: contract orders",
      }),
    ]);
  });

  it("is not told so about an asset the pull request removes (the removal is reported as such)", async () => {
    // refunds.avsc is deleted by the pull request; payments.avsc is unchanged, so not among the changed files.
    const base = await read({ "schemas/refunds.avsc": SCHEMAS["schemas/refunds.avsc"] });
    const run = runOf({
      versions: { base, head: [], headDiagnostics: [], baseDiagnostics: [] },
      changedFiles: changedHead([paymentsContract([PAYMENTS, REFUNDS])]),
    });
    const heads = repoFiles({ "schemas/payments.avsc": SCHEMAS["schemas/payments.avsc"] });
    expect(await pointsAtNothing(run, heads)).toEqual([]);
  });
});

describe("the base assets an embedded check finds for the contracts a pull request edits", () => {
  it("are those the changed contracts name that no changed file holds, and no others", async () => {
    const baseFiles = repoFiles(SCHEMAS);
    const run = runOf({
      baseFiles,
      changedFiles: changedHead([ordersContract([REFUNDS])]),
    });
    const found = await contractedBaseAssets(run);
    expect(found.map((a) => [a.resourceName, a.file])).toEqual([[REFUNDS, "schemas/refunds.avsc"]]);
  });

  it("are none, and no schema file is read, when the changed files hold every asset the contracts name", async () => {
    const base: ReadAsset[] = await read({ "schemas/orders.avsc": SCHEMAS["schemas/orders.avsc"] });
    const { files, reads } = countedReads(repoFiles(SCHEMAS));
    const run = runOf({
      baseFiles: files,
      versions: { base, head: base, headDiagnostics: [], baseDiagnostics: [] },
      changedFiles: changedHead([ordersContract([ORDERS])]),
    });
    expect(await contractedBaseAssets(run)).toEqual([]);
    expect(reads).toEqual([]);
  });
});

describe("the changed contracts checked beside the asset checks", () => {
  it("leave out a contract whose every asset an asset check judged: the service is asked about the others only", async () => {
    const orders = ordersContract();
    const payments = paymentsContract();
    // The names each bulk check asks about; the fake service knows none of them (no results).
    const asked: string[][] = [];
    const service = new Proxy({} as ServicePort, {
      get: (_target, name) =>
        name === "bulkCheckContractCompliance"
          ? async (body: { contract: { dataAssetResourceNames: string[] } }) => {
              asked.push(body.contract.dataAssetResourceNames);
              return { results: {} };
            }
          : () => Promise.reject(new Error(`the service was asked: ${String(name)}`)),
    });
    const run = runOf({
      service,
      changedFiles: changedHead([orders, payments]),
    });
    const done = [
      { asset: ORDERS, file: "schemas/orders.avsc", contract: contractRef(orders), violations: [] },
    ];
    expect(await checkChangedContracts(run, done, new Map())).toEqual([]);
    expect(asked).toEqual([[PAYMENTS]]);
  });
});
