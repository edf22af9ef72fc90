// Liquibase changelogs (issue 55): XML, YAML, JSON and formatted SQL, run in include order into the
// SQL Liquibase runs, agreeing with its `update-sql` output for the same changelog (kept as a
// fixture); what it cannot read is a problem at its file and line, in bounded work.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { diffSchemas } from "../../../src/compliance/diff.js";
import { directorySource, memorySource } from "../../../src/schema/fs-source.js";
import { closeReaders, readAssets, toWireNode } from "../../../src/schema/index.js";
import { forDatabase, liquibaseFiles } from "../../../src/schema/readers/frameworks/liquibase.js";
import { dataType } from "../../../src/schema/readers/frameworks/liquibase-sql.js";
import { isToolTable } from "../../../src/sync/init-layouts.js";

const FIXTURES = fileURLToPath(new URL("../frameworks/", import.meta.url));
const CHANGELOG = "src/main/resources/db/changelog";
afterAll(() => closeReaders());

describe("agreement with Liquibase's update-sql (liquibase-inventory)", () => {
  it("the same tables, columns, types and nullability; each column at its changelog's line", async () => {
    const files = directorySource(`${FIXTURES}liquibase-inventory/`);
    const described = await readAssets([{ path: CHANGELOG, sourceType: "postgres" }], {
      files,
      dataSourceOf: () => "db",
    });
    const update = readFileSync(`${FIXTURES}liquibase-inventory-update.sql`, "utf8");
    const dumped = await readAssets([{ path: "update.sql", sourceType: "postgres" }], {
      files: memorySource({ "update.sql": update }),
      dataSourceOf: () => "db",
    });
    expect(described.diagnostics).toEqual([]);
    expect(dumped.diagnostics).toEqual([]);
    const names = (assets: typeof described.assets) =>
      assets
        .filter((a) => !isToolTable(a.path))
        .map((a) => a.resourceName)
        .sort();
    expect(names(described.assets)).toEqual(names(dumped.assets));
    expect(names(described.assets)).toEqual([
      "postgres://db:postgres.public.audit_log",
      "postgres://db:postgres.public.items",
      "postgres://db:postgres.public.stock_levels",
      "postgres://db:postgres.public.warehouses",
    ]);
    for (const asset of described.assets) {
      const twin = dumped.assets.find((a) => a.resourceName === asset.resourceName);
      expect(diffSchemas(toWireNode(twin!.schema), toWireNode(asset.schema), "postgres"), asset.path).toEqual(
        [],
      );
    }
    const place = (table: string) =>
      described.assets
        .find((a) => a.path.endsWith(`.${table}`))
        ?.schema.fields?.map((f) => [f.name, `${f.file ?? ""}:${f.line}`, f.optional ?? false]);
    const xml = `${CHANGELOG}/changes/001-warehouses.xml`;
    const json = `${CHANGELOG}/later/003-items-cleanup.json`;
    expect(place("items")).toEqual([
      ["id", ":27", false],
      ["sku", `${json}:16`, false],
      ["details", `${json}:9`, true],
      ["active", ":34", false],
      ["unit_price", ":37", true],
      ["barcode", ":39", true],
    ]);
    const items = described.assets.find((a) => a.path.endsWith(".items"));
    expect(items?.file).toBe(xml);
    const stock = described.assets.find((a) => a.path.endsWith(".stock_levels"));
    expect(stock?.file).toBe(`${CHANGELOG}/changes/002-stock.yaml`);
    expect(place("stock_levels")).toEqual([
      ["warehouse_id", ":9", false],
      ["item_id", ":14", false],
      ["quantity", ":19", false],
      ["counted_at", ":25", true],
      ["reserved", ":50", false],
    ]);
  }, 120_000);
});

describe("types and databases", () => {
  it("enumerates Liquibase's own type names for each database", () => {
    const expected: Record<string, [string, string, string]> = {
      int: ["integer", "int", "int"],
      datetime: ["timestamp", "datetime", "datetime"],
      clob: ["text", "longtext", "varchar(max)"],
      blob: ["bytea", "longblob", "varbinary(max)"],
      boolean: ["boolean", "bit(1)", "bit"],
      uuid: ["uuid", "char(36)", "uniqueidentifier"],
      currency: ["numeric(19, 4)", "decimal(19, 4)", "money"],
      "java.sql.Types.VARCHAR(20)": ["VARCHAR(20)", "VARCHAR(20)", "VARCHAR(20)"],
      "varchar(50)": ["varchar(50)", "varchar(50)", "varchar(50)"],
    };
    for (const [type, [postgres, mysql, mssql]] of Object.entries(expected)) {
      expect([dataType(type, "postgres"), dataType(type, "mysql"), dataType(type, "mssql")], type).toEqual([
        postgres,
        mysql,
        mssql,
      ]);
    }
  });

  it("enumerates dbms filters", () => {
    const cases: [string | undefined, boolean][] = [
      [undefined, true],
      ["postgresql", true],
      ["h2, postgresql", true],
      ["mysql", false],
      ["!mysql", true],
      ["!postgresql", false],
      ["all", true],
      ["none", false],
    ];
    for (const [dbms, runs] of cases) expect(forDatabase(dbms, "postgres"), String(dbms)).toBe(runs);
  });
});

describe("fails closed, in bounded work", () => {
  const log = (body: string) =>
    `<databaseChangeLog xmlns="http://www.liquibase.org/xml/ns/dbchangelog">\n${body}</databaseChangeLog>\n`;
  async function problems(files: Record<string, string>, root = "master.xml") {
    const read = await liquibaseFiles(
      [root],
      { path: root, sourceType: "postgres", dataSource: "db", files: memorySource(files) },
      "postgres",
    );
    return read.diagnostics.map((d) => `${d.file}:${d.line ?? ""} ${d.message}`);
  }

  it("enumerates what it does not read, each at its file and line", async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        {
          "master.xml": log(
            '  <changeSet id="1" author="a">\n    <createTable tableName="t">\n  </changeSet>\n',
          ),
        },
        /^master\.xml:4 not well-formed XML/,
      ],
      [
        {
          "master.xml": log(
            '  <changeSet id="1" author="a">\n    <mergeColumns tableName="t"/>\n  </changeSet>\n',
          ),
        },
        /^master\.xml:3 Liquibase change mergeColumns: not a change this reader knows/,
      ],
      [
        { "master.xml": log('  <include file="missing.xml" relativeToChangelogFile="true"/>\n') },
        /^master\.xml:2 included changelog missing\.xml not found/,
      ],
      [
        {
          "master.xml": log('  <include file="b.xml" relativeToChangelogFile="true"/>\n'),
          "b.xml": log('  <include file="master.xml" relativeToChangelogFile="true"/>\n'),
        },
        /^b\.xml:2 master\.xml includes itself \(master\.xml -> b\.xml -> master\.xml\)/,
      ],
      [
        {
          "master.xml": log(
            `  <changeSet id="1" author="a">\n    <createTable tableName="t">\n      <column name="c" type="\${ghost}"/>\n    </createTable>\n  </changeSet>\n`,
          ),
        },
        /^master\.xml:4 property \$\{ghost\} is not defined/,
      ],
      [
        { "master.xml": log('  <includeAll path="nowhere/" relativeToChangelogFile="true"/>\n') },
        /^master\.xml:2 includeAll nowhere\/: no changelog found/,
      ],
      [
        { "master.xml": `<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa">]>\n${log("")}` },
        /^master\.xml:2 a DOCTYPE declaring entities/,
      ],
      [
        {
          "master.yaml":
            "databaseChangeLog:\n  - changeSet:\n      id: 1\n      changes:\n        - customChange:\n            class: x.Y\n",
        },
        /^master\.yaml:5 Liquibase change customChange/,
      ],
      [{ "master.yaml": "databaseChangeLog:\n  - changeSet: [\n" }, /^master\.yaml:\d+ not valid YAML\/JSON/],
      [
        {
          "master.json":
            '{"databaseChangeLog": [{"changeSet": {"id": "1", "changes": [{"addLookupTable": {}}]}}]}',
        },
        /^master\.json:1 Liquibase change addLookupTable/,
      ],
    ];
    for (const [files, expected] of cases) {
      const root = Object.keys(files)[0] ?? "";
      const said = await problems(files, root);
      expect(
        said.some((p) => expected.test(p)),
        `${JSON.stringify(files)}: ${JSON.stringify(said)}`,
      ).toBe(true);
    }
  });

  it("deep nesting, include chains and includeAll over many files stay bounded", async () => {
    const deep = log(`${"<a>".repeat(50)}${"</a>".repeat(50)}\n`);
    expect((await problems({ "master.xml": deep })).some((p) => /nested deeper than 32/.test(p))).toBe(true);
    const chain: Record<string, string> = {};
    for (let i = 0; i < 60; i++)
      chain[`c${i}.xml`] = log(`  <include file="c${i + 1}.xml" relativeToChangelogFile="true"/>\n`);
    chain["c60.xml"] = log("");
    expect((await problems(chain, "c0.xml")).some((p) => /includes nested deeper than 32/.test(p))).toBe(
      true,
    );
    const many: Record<string, string> = {
      "master.xml": log('  <includeAll path="all/" relativeToChangelogFile="true"/>\n'),
    };
    for (let i = 0; i < 1_100; i++) many[`all/${String(i).padStart(4, "0")}.xml`] = log("");
    expect((await problems(many)).some((p) => /more than 1000 changelog files/.test(p))).toBe(true);
  });
});
