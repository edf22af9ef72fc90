// What a check reads of the base (sync/check/broken-base-contracts.ts, existing-debt.ts) and what
// it asks a remote service (service-work.ts), from small inputs: no Git, no service.
import { describe, expect, it } from "vitest";
import { parseContractFile } from "../../src/contracts/index.js";
import type { RepoFiles } from "../../src/git/files.js";
import type { AssetCheck } from "../../src/outcome/model.js";
import { memorySource } from "../../src/schema/fs-source.js";
import type { Diagnostic, ReadAsset, SchemaTree } from "../../src/schema/model.js";
import { brokenBaseContracts } from "../../src/sync/check/broken-base-contracts.js";
import type { CheckRun } from "../../src/sync/check/check-run.js";
import { baseViolations } from "../../src/sync/check/existing-debt.js";
import { brokenContractFindings } from "../../src/sync/check/rules/contract-invalid.js";
import { serviceWork } from "../../src/sync/check/service-work.js";

const ORDERS = "postgres://db:5432:shop.public.orders";
const ID = "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e";

const files = (texts: Record<string, string>) => memorySource(texts) as RepoFiles;
const error = (file: string, message: string, line?: number): Diagnostic => ({
  file,
  line,
  severity: "error",
  message,
});

function ordersAsset(columns: string[]): ReadAsset {
  const schema: SchemaTree = { type: "struct", fields: columns.map((name) => ({ name, type: "int64" })) };
  return {
    sourceType: "postgres",
    resourceName: ORDERS,
    dataSource: "db:5432",
    path: "shop.public.orders",
    file: "db/orders.sql",
    schema,
  };
}

describe("brokenBaseContracts: which base contract files protect nothing", () => {
  it("lists a file once, by its first error, and never for warnings or files the pull request changes", async () => {
    const text = `dataAssetResourceName: ${ORDERS}\n`;
    const broken = await brokenBaseContracts(
      [
        { file: "contracts/warned.yaml", severity: "warning", message: "unknown key" },
        error("contracts/changed.yaml", "bad indentation", 2),
        error("contracts/orders.yaml", "unknown key 'shema'", 3),
        error("contracts/orders.yaml", "missing schema", 9),
      ],
      files({
        "contracts/warned.yaml": text,
        "contracts/changed.yaml": text,
        "contracts/orders.yaml": text,
      }),
      new Set(["contracts/changed.yaml"]),
    );
    expect(broken).toEqual([
      {
        file: "contracts/orders.yaml",
        line: 3,
        message: "unknown key 'shema'",
        resourceNames: [ORDERS],
        level: "BLOCK",
      },
    ]);
  });

  it("reads each resource name the broken file states once, in any quoting or list form, and its level", async () => {
    const text = [
      "- id: one",
      `  dataAssetResourceName: "${ORDERS}"`,
      "  enforcementLevel: alert",
      "  shema: []",
      "- id: two",
      `  dataAssetResourceName: ${ORDERS}  # the same table`,
      "  dataAssets:",
      "    - dataAssetResourceName: 'postgres://db:5432:shop.public.refunds'",
      "",
    ].join("\n");
    const [broken] = await brokenBaseContracts(
      [error("contracts/orders.yaml", "unknown key 'shema'", 4)],
      files({ "contracts/orders.yaml": text }),
      new Set(),
    );
    expect(broken?.resourceNames).toEqual([ORDERS, "postgres://db:5432:shop.public.refunds"]);
    expect(broken?.level).toBe("ALERT");
  });

  it("reads only the first 256 KiB of a broken file for what it meant to guard", async () => {
    const text = `# ${"x".repeat(256 * 1024)}\ndataAssetResourceName: ${ORDERS}\nenforcementLevel: ALERT\n`;
    const [broken] = await brokenBaseContracts(
      [error("contracts/huge.yaml", "file too large")],
      files({ "contracts/huge.yaml": text }),
      new Set(),
    );
    expect(broken).toMatchObject({ resourceNames: [], level: "BLOCK" });
  });

  it("guards nothing it can name, at BLOCK, when the file cannot be read at all", async () => {
    const [broken] = await brokenBaseContracts(
      [error("contracts/gone.yaml", "unreadable")],
      files({}),
      new Set(),
    );
    expect(broken).toMatchObject({ file: "contracts/gone.yaml", resourceNames: [], level: "BLOCK" });
  });
});

describe("brokenContractFindings: the finding a pull request gets", () => {
  it("names the assets it changes that the broken file guards, at the level the file states", () => {
    const broken = [
      {
        file: "contracts/orders.yaml",
        line: 3,
        message: "unknown key 'shema'",
        resourceNames: [ORDERS, "postgres://db:5432:shop.public.refunds"],
        level: "ALERT" as const,
      },
    ];
    const findings = brokenContractFindings(broken, {
      base: [ordersAsset(["id"])],
      head: [ordersAsset(["id", "total"])],
    });
    expect(findings).toMatchObject([
      {
        rule: "CONTRACT_INVALID",
        level: "ALERT",
        file: "contracts/orders.yaml",
        line: 3,
        message: `the contract file cannot be read at the base commit (unknown key 'shema'), so it has protected nothing; this pull request changes ${ORDERS}, which it names: fix the contract file so the change can be checked`,
      },
    ]);
  });
});

/** A base contract on the orders table requiring `total`, with `level` its stated enforcement (none when undefined). */
function baseContract(level: string | undefined) {
  const text = [
    `id: ${ID}`,
    "name: orders",
    "status: ACTIVE",
    ...(level ? [`enforcementLevel: ${level}`] : []),
    `dataAssetResourceName: ${ORDERS}`,
    "schema:",
    "  - name: id",
    "    type: int64",
    "  - name: total",
    "    type: int64",
    "",
  ].join("\n");
  const { contracts, diagnostics } = parseContractFile(text, "contracts/orders.yaml");
  expect(diagnostics).toEqual([]);
  return contracts;
}

/** The check's run as far as existing debt reads it: the base's contracts are loaded already. */
function debtRun(level: string | undefined, base: ReadAsset[]): CheckRun {
  return {
    versions: { base, head: [] },
    baseContracts: baseContract(level),
    baseScope: { loaded: true },
  } as unknown as CheckRun;
}

const orderCheck: AssetCheck = {
  asset: ORDERS,
  contract: { id: ID, name: "orders", enforcementLevel: "BLOCK" },
  violations: [],
};

describe("baseViolations: the debt the base already has", () => {
  it("counts a base violation of a contract in force at a stated level", async () => {
    const debt = await baseViolations(debtRun("BLOCK", [ordersAsset(["id"])]), [orderCheck], []);
    expect(debt.map((f) => [f.asset, f.field])).toEqual([[ORDERS, "total"]]);
  });

  it("owes nothing to a base contract that states no enforcement level (INACTIVE)", async () => {
    const debt = await baseViolations(debtRun(undefined, [ordersAsset(["id"])]), [orderCheck], []);
    expect(debt).toEqual([]);
  });
});

describe("serviceWork: what a check asks a remote service", () => {
  it("asks a remote service about every asset, even one no contract the check knows names", () => {
    const asset = ordersAsset(["id"]);
    const run = {
      request: { embedded: false },
      versions: { base: [], head: [asset] },
      moves: [],
      sources: { targetOf: () => undefined },
      unreadableTargets: new Set<string>(),
      contractsById: new Map(),
      changedFiles: { base: [], head: [] },
    } as unknown as CheckRun;
    const work = serviceWork(run, []);
    expect(work.needed).toBe(true);
    expect(work.answered).toEqual([]);
    expect(work.asked).toHaveLength(1);
    expect(work.checked.map((c) => c.asset.resourceName)).toEqual([ORDERS]);
  });
});
