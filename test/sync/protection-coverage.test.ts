// Protection the pull request takes away through the configuration or a new contract (README
// "Security model — the pull request"): a rule that reads a contracted file differently, contract
// globs that stop reading a contract, a weaker contract added beside a stricter one.
import { describe, expect, it } from "vitest";
import type { EnforcementLevel } from "../../src/api/resources.js";
import { ConfigRules, parseConfig } from "../../src/config/config.js";
import { type LoadedContract, parseContractFile } from "../../src/contracts/index.js";
import type { RepoFiles } from "../../src/git/files.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { SourceMap } from "../../src/sync/asset-reads.js";
import { configChanged } from "../../src/sync/check/rules/config-changed.js";
import {
  coverageWeakenings,
  plantedIgnores,
  shadowingContracts,
  unreadContracts,
} from "../../src/sync/check/rules/protection-weakened.js";

const CONFIG = ".github/contract-sync.yml";
const ORDERS = "avro://github.com/acme/shop:schemas/orders.avsc:acme.Order";
const ORDERS_AVSC = JSON.stringify({
  type: "record",
  name: "Order",
  namespace: "acme",
  fields: [{ name: "id", type: "long" }],
});

let ids = 0;
/**
 * A contract on `asset`, in `file` (else `contracts/<name>.yaml`); `level` undefined leaves
 * enforcementLevel out (INACTIVE by default).
 */
function contract(
  level: EnforcementLevel | undefined,
  { name = "orders", asset = ORDERS, status = "ACTIVE", file = "" } = {},
): LoadedContract {
  ids += 1;
  const text = `id: 5b0c6a52-3c1e-4a43-9f7e-${String(ids).padStart(12, "0")}
name: ${name}
dataAssetResourceName: ${asset}
${level ? `enforcementLevel: ${level}\n` : ""}status: ${status}
schema:
  - name: id
    type: int64
`;
  const { contracts, diagnostics } = parseContractFile(text, file || `contracts/${name}.yaml`);
  expect(diagnostics).toEqual([]);
  return contracts[0]!;
}

const sources = (yaml: string) => new SourceMap(new ConfigRules(parseConfig(yaml, CONFIG).config), "local");

function headFiles(files: Record<string, string>): RepoFiles {
  const source = memorySource(files);
  return { ...source, listAll: async (dir = "") => (await source.listAll?.(dir)) ?? [] };
}

describe("a configuration change that stops reading a contracted asset as the base did", () => {
  const avro = `sources:\n  - glob: "schemas/*.avsc"\n    type: avro\n    dataSource: github.com/acme/shop\n`;
  const asJsonSchema = avro.replace("type: avro", "type: json_schema");
  const weakenings = (head: string, contracts: LoadedContract[], base = avro) =>
    coverageWeakenings({
      headFiles: headFiles({ "schemas/orders.avsc": ORDERS_AVSC }),
      baseSources: sources(base),
      headSources: sources(head),
      contracts,
      protect: "contract",
      configFile: CONFIG,
    });

  it("a rule that reads the contracted file as another type is a finding on the configuration, naming the asset's file", async () => {
    const orders = contract("ALERT");
    expect(await weakenings(asJsonSchema, [orders])).toEqual([
      {
        rule: "PROTECTION_WEAKENED",
        level: "ALERT",
        file: CONFIG,
        line: undefined,
        title: "Protection weakened: contract orders",
        message: `the configuration of this pull request no longer reads ${ORDERS} (schemas/orders.avsc) as the base's does: coverage removed`,
        contract: expect.objectContaining({ name: "orders", filePath: "contracts/orders.yaml" }),
        asset: ORDERS,
      },
    ]);
  });

  it("an unchanged rule weakens nothing", async () => {
    expect(await weakenings(avro, [contract("BLOCK")])).toEqual([]);
  });

  it("a contract at INACTIVE, written or by default, loses no protection", async () => {
    const inactive = contract("INACTIVE", { name: "orders_inactive" });
    const unset = contract(undefined, { name: "orders_unset" });
    const block = contract("BLOCK", { name: "orders_block" });
    expect(await weakenings(asJsonSchema, [inactive, unset])).toEqual([]);
    expect((await weakenings(asJsonSchema, [inactive, block, unset])).map((f) => f.title)).toEqual([
      "Protection weakened: contract orders_block",
    ]);
  });
});

describe("a configuration change to a migration folder", () => {
  const ORDERS_TABLE = "mysql://shop-db:orders";
  const REFUNDS_TABLE = "mysql://shop-db:refunds";
  const migrations = {
    "db/migrations/001_orders.sql": "CREATE TABLE orders (id INT NOT NULL);",
    "db/migrations/002_refunds.sql": "CREATE TABLE refunds (id INT NOT NULL);",
  };
  const folder = `sources:\n  - glob: "db/migrations/*.sql"\n    type: mysql\n    dataSource: shop-db\n    migrations: true\n`;
  const weakenings = (head: string, contracts: LoadedContract[]) =>
    coverageWeakenings({
      headFiles: headFiles(migrations),
      baseSources: sources(folder),
      headSources: sources(head),
      contracts,
      protect: "contract",
      configFile: CONFIG,
    });

  it("reading its files one by one instead of as one history is a finding on each contracted table", async () => {
    const fileByFile = folder.replace("    migrations: true\n", "");
    const findings = await weakenings(fileByFile, [
      contract("BLOCK", { asset: ORDERS_TABLE }),
      contract("NOTIFY", { name: "refunds", asset: REFUNDS_TABLE }),
    ]);
    expect(findings.map((f) => [f.asset, f.level, f.message])).toEqual([
      [
        ORDERS_TABLE,
        "BLOCK",
        `the configuration of this pull request no longer reads ${ORDERS_TABLE} (db/migrations/001_orders.sql) as the base's does: coverage removed`,
      ],
      [
        REFUNDS_TABLE,
        "NOTIFY",
        `the configuration of this pull request no longer reads ${REFUNDS_TABLE} (db/migrations/002_refunds.sql) as the base's does: coverage removed`,
      ],
    ]);
  });

  it("ignoring one migration of the folder is one finding per contract on its tables, not one per file left", async () => {
    const ignoring = `${folder}ignore:\n  - "db/migrations/002_refunds.sql"\n`;
    const findings = await weakenings(ignoring, [
      contract("BLOCK", { name: "refunds", asset: REFUNDS_TABLE }),
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        level: "BLOCK",
        asset: REFUNDS_TABLE,
        message: `the configuration of this pull request no longer reads ${REFUNDS_TABLE} (db/migrations/002_refunds.sql) as the base's does: coverage removed`,
      }),
    ]);
  });

  it("a migration folder read the same way weakens nothing", async () => {
    expect(await weakenings(folder, [contract("BLOCK", { asset: ORDERS_TABLE })])).toEqual([]);
  });
});

describe("base contracts the head's contracts globs no longer read", () => {
  const unread = (contracts: LoadedContract[]) => unreadContracts(contracts, () => false, "contract", CONFIG);

  it("each one in force is a finding on the configuration at its level", () => {
    expect(unread([contract("NOTIFY")])).toEqual([
      {
        rule: "PROTECTION_WEAKENED",
        level: "NOTIFY",
        file: CONFIG,
        line: undefined,
        title: "Protection weakened: contract orders",
        message:
          "the configuration of this pull request no longer reads the contract file contracts/orders.yaml (its contracts globs changed): the contract (NOTIFY) would not be enforced after the merge",
        contract: expect.objectContaining({ name: "orders" }),
        asset: undefined,
      },
    ]);
  });

  it("one at INACTIVE, written or by default, is none", () => {
    const findings = unread([
      contract("INACTIVE", { name: "inactive" }),
      contract(undefined, { name: "unset" }),
      contract("RECORD", { name: "recorded" }),
    ]);
    expect(findings.map((f) => f.title)).toEqual(["Protection weakened: contract recorded"]);
  });

  it("one the head still reads is none", () => {
    expect(unreadContracts([contract("BLOCK")], () => true, "contract", CONFIG)).toEqual([]);
  });
});

describe("a contract the pull request adds beside one that governs the asset", () => {
  const adding = (added: LoadedContract, base: LoadedContract[]) =>
    shadowingContracts(
      { base: [], head: [added], diagnostics: [], renamedOutOfGlob: new Map() },
      base,
      "contract",
    );
  const added = (level: EnforcementLevel) =>
    contract(level, { name: "orders_lax", file: "contracts/lax.yaml" });

  it("at a lower level is a weakening of the governing contract, at the added contract's place", () => {
    const governing = contract("BLOCK");
    const lax = added("ALERT");
    expect(adding(lax, [governing])).toEqual([
      {
        rule: "PROTECTION_WEAKENED",
        level: "BLOCK",
        file: "contracts/lax.yaml",
        line: 1,
        title: "Protection weakened: contract orders",
        message: `contract orders_lax (ALERT) is added on ${ORDERS}, which this contract governs at BLOCK: a second, weaker contract on the asset`,
        contract: expect.objectContaining({ name: "orders" }),
        asset: ORDERS,
      },
    ]);
  });

  it("at the same or a higher level weakens nothing", () => {
    expect(adding(added("ALERT"), [contract("ALERT")])).toEqual([]);
    expect(adding(added("BLOCK"), [contract("NOTIFY")])).toEqual([]);
  });

  it("beside a DRAFT or ARCHIVED contract weakens nothing: that one governs nothing", () => {
    expect(adding(added("RECORD"), [contract("BLOCK", { status: "DRAFT" })])).toEqual([]);
    expect(adding(added("RECORD"), [contract("BLOCK", { status: "ARCHIVED" })])).toEqual([]);
  });

  it("a second file reusing the governing contract's id is not a contract beside itself", () => {
    // The duplicate id is an error of its own (the contract loader's); it shadows nothing.
    const governing = contract("BLOCK");
    const lax = added("RECORD");
    const reused = { ...lax, contract: { ...lax.contract, id: governing.contract.id } };
    expect(adding(reused, [governing])).toEqual([]);
    expect(adding(lax, [governing]).map((f) => f.title)).toEqual(["Protection weakened: contract orders"]);
  });

  it("a stricter contract on another asset is not shadowed", () => {
    const refunds = contract("BLOCK", {
      name: "refunds",
      asset: "avro://github.com/acme/shop:schemas/refunds.avsc:acme.Refund",
    });
    expect(adding(added("RECORD"), [refunds])).toEqual([]);
  });
});

describe("a configuration change", () => {
  it("is listed, not counted, and says the base's configuration was enforced", () => {
    expect(configChanged(CONFIG)).toEqual({
      rule: "CONFIG_CHANGED",
      level: "INACTIVE",
      file: CONFIG,
      title: "Configuration changed",
      message:
        "this pull request changes the configuration; the check enforced the base commit's configuration, the change applies after the merge",
    });
  });
});

describe("an ignore pattern that matches no migration yet but can hide the next one", () => {
  const ORDERS_TABLE = "postgres://shop-db:5432:postgres.public.orders";
  const base = `sources:
  - glob: "db/migrations/*.sql"
    type: postgres
    migrations: true
    dataSource: shop-db:5432
`;
  const FILES = {
    "db/migrations/001_orders.sql": "CREATE TABLE orders (id bigint NOT NULL, currency char(3) NOT NULL);\n",
    "db/migrations/002_note.sql": "ALTER TABLE orders ADD COLUMN note text;\n",
    "docs/readme.md": "# shop\n",
  };
  const planted = (ignore: string[], contracts: LoadedContract[], baseIgnore: string[] = []) =>
    plantedIgnores({
      headFiles: headFiles(FILES),
      baseSources: sources(baseIgnore.length ? `${base}ignore: ${JSON.stringify(baseIgnore)}\n` : base),
      headIgnore: ignore,
      contracts,
      protect: "contract",
      configFile: CONFIG,
    });

  it("is a weakening of each contract in force on the folder's tables, naming the pattern", async () => {
    const orders = contract("BLOCK", { asset: ORDERS_TABLE });
    const findings = await planted(["db/migrations/*_hotfix_*.sql"], [orders]);
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "PROTECTION_WEAKENED",
        level: "BLOCK",
        file: CONFIG,
        asset: ORDERS_TABLE,
        message: expect.stringContaining(
          "ignores db/migrations/*_hotfix_*.sql, which matches no file of db/migrations yet but can match a migration added there later",
        ),
      }),
    ]);
    // Every form that can reach the folder: a wider glob, a literal path not there yet.
    for (const pattern of ["**/*_hotfix_*.sql", "db/*/9*.sql", "db/migrations/999_later.sql"])
      expect(await planted([pattern], [orders]), pattern).toHaveLength(1);
  });

  it("is nothing for a pattern elsewhere, one the base has, one matching files now, or a contract out of force", async () => {
    const orders = contract("BLOCK", { asset: ORDERS_TABLE });
    expect(await planted(["docs/**", "db/seeds/*.sql"], [orders])).toEqual([]);
    expect(await planted(["db/migrations/*.down.sql"], [orders], ["db/migrations/*.down.sql"])).toEqual([]);
    // Matching a file now: coverageWeakenings reads the folder without it (the coverage removed).
    expect(await planted(["db/migrations/002_*.sql"], [orders])).toEqual([]);
    expect(
      await planted(["db/migrations/*_hotfix_*.sql"], [contract(undefined, { asset: ORDERS_TABLE })]),
    ).toEqual([]);
  });
});
