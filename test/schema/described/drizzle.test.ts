// The Drizzle reader (issue 55): every builder and method as drizzle-kit writes it, the problems at
// their lines, and agreement with drizzle-kit's SQL kept beside the schema (shop/inventory).
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { diffSchemas } from "../../../src/compliance/diff.js";
import { directorySource, memorySource } from "../../../src/schema/fs-source.js";
import { closeReaders, readAssets, toWireNode } from "../../../src/schema/index.js";
import type { Dialect } from "../../../src/schema/readers/described/ddl.js";
import { drizzle } from "../../../src/schema/readers/described/drizzle.js";

const SHOP = fileURLToPath(new URL("../frameworks/shop/", import.meta.url));
afterAll(() => closeReaders());

async function describeText(text: string, dialect: Dialect = "postgres") {
  const files = memorySource({ "schema.ts": text });
  return drizzle.describe({ path: "schema.ts", text, dialect, files });
}

const PG = 'import { pgTable } from "drizzle-orm/pg-core";\n';

describe("Drizzle builders, as drizzle-kit writes them", () => {
  it("enumerates the Postgres builders and methods", async () => {
    const cases: [string, string, boolean, string | undefined][] = [
      ['serial("c")', "serial", false, undefined],
      ['integer("c").notNull()', "integer", true, undefined],
      ['bigint("c", { mode: "number" })', "bigint", false, undefined],
      ['varchar("c", { length: 20 })', "varchar(20)", false, undefined],
      ["varchar()", "varchar", false, undefined],
      ['char("c", { length: 2 })', "char(2)", false, undefined],
      [
        'timestamp("c", { withTimezone: true, precision: 6 })',
        "timestamp(6) with time zone",
        false,
        undefined,
      ],
      ['numeric("c", { precision: 8, scale: 3 })', "numeric(8, 3)", false, undefined],
      ['doublePrecision("c")', "double precision", false, undefined],
      ['uuid("c").defaultRandom()', "uuid", false, "gen_random_uuid()"],
      ['timestamp("c").defaultNow()', "timestamp", false, "now()"],
      ['text("c").default("it\'s")', "text", false, "'it''s'"],
      ['integer("c").default(-1)', "integer", false, "-1"],
      ['jsonb("c").default({ a: 1 })', "jsonb", false, `'{"a":1}'`],
      ['text("c").array()', "text[]", false, undefined],
      ['integer("c").generatedAlwaysAsIdentity()', "integer GENERATED ALWAYS AS IDENTITY", true, undefined],
      ['text("c").$defaultFn(() => "x")', "text", false, undefined],
    ];
    for (const [builder, sqlType, notNull, defaultSql] of cases) {
      const { tables, diagnostics } = await describeText(
        `${PG}export const t = pgTable("t", {\n  c: ${builder},\n});\n`,
      );
      expect(diagnostics, builder).toEqual([]);
      expect(tables[0]?.columns[0], builder).toEqual({
        name: "c",
        sqlType,
        notNull,
        default: defaultSql,
        line: 3,
      });
    }
  });

  it("names a column by its argument else its key; primaryKey and compound keys; pgSchema tables", async () => {
    const { tables } = await describeText(
      `${PG}const s = pgSchema("billing");\nexport const a = s.table("invoices", {\n  id: serial().primaryKey(),\n  customerId: integer("customer_id"),\n});\nexport const b = pgTable("b", (t) => ({\n  x: t.integer().notNull(),\n  y: t.text("why").notNull(),\n}), (t) => [primaryKey({ columns: [t.x, t.y] })]);\n`,
    );
    expect(tables.map((t) => [t.schema, t.name, t.columns.map((c) => c.name), t.primaryKey])).toEqual([
      ["billing", "invoices", ["id", "customer_id"], ["id"]],
      [undefined, "b", ["x", "why"], ["x", "why"]],
    ]);
  });

  it("MySQL tables: builders, inline enums, autoincrement", async () => {
    const { tables, diagnostics } = await describeText(
      'import { mysqlTable, mysqlEnum } from "drizzle-orm/mysql-core";\nexport const t = mysqlTable("t", {\n  id: int("id").autoincrement().primaryKey(),\n  s: mysqlEnum("s", ["a", "b"]),\n  n: varchar("n", { length: 9 }),\n});\n',
      "mysql",
    );
    expect(diagnostics).toEqual([]);
    expect(tables[0]?.columns.map((c) => c.sqlType)).toEqual([
      "int AUTO_INCREMENT",
      "enum('a','b')",
      "varchar(9)",
    ]);
  });

  it("enumerates what it cannot read, each a problem at its line", async () => {
    const cases: [string, number, RegExp][] = [
      ['export const t = pgTable("t", {\n  c: point("c"),\n});\n', 3, /column type point\(\) is not read/],
      ["export const t = pgTable(name, {\n  c: text(),\n});\n", 2, /name is not a string literal/],
      ['export const t = pgTable("t", {\n  c: text().default(someValue),\n});\n', 3, /not a literal/],
      [
        'export const t = mysqlTable("t", {\n  c: text(),\n});\n',
        2,
        /is a mysql table; the rule reads this file as postgres/,
      ],
      ['export const t = pgTable("t", {\n  c: text(,\n});\n', 3, /syntax error/],
      ['export const t = pgTable("t", columns);\n', 2, /not an object literal/],
    ];
    for (const [body, line, message] of cases) {
      const { diagnostics } = await describeText(`${PG}${body}`);
      expect(
        diagnostics.some((d) => d.line === line && message.test(d.message)),
        `${body}: ${JSON.stringify(diagnostics)}`,
      ).toBe(true);
    }
  });

  it("init's database: the table function, SQLite said", async () => {
    const database = (text: string) =>
      drizzle.database!({
        path: "src/db/schema.ts",
        text,
        paths: ["drizzle.config.ts", "src/db/schema.ts"],
        readText: async () => undefined,
      });
    expect(await database(`${PG}pgTable("a", {})`)).toEqual({ project: ".", dialect: "postgres" });
    expect((await database('import "drizzle-orm/sqlite-core";\nsqliteTable("a", {})')).why).toMatch(
      /SQLite: not a database/,
    );
  });
});

describe("agreement with drizzle-kit's SQL (shop/inventory)", () => {
  it("the same tables, columns, types, nullability and defaults; each column at its schema.ts line", async () => {
    const options = { files: directorySource(SHOP), dataSourceOf: () => "db" };
    const described = await readAssets(
      [{ path: "inventory/src/db/schema.ts", sourceType: "postgres" }],
      options,
    );
    const generated = await readAssets([{ path: "inventory/drizzle", sourceType: "postgres" }], options);
    expect(described.diagnostics).toEqual([]);
    expect(generated.diagnostics).toEqual([]);
    expect(described.assets.map((a) => a.path).sort()).toEqual(generated.assets.map((a) => a.path).sort());
    expect(described.assets).toHaveLength(3);
    for (const asset of generated.assets) {
      const twin = described.assets.find((a) => a.path === asset.path)!;
      expect(diffSchemas(toWireNode(asset.schema), toWireNode(twin.schema), "postgres"), asset.path).toEqual(
        [],
      );
    }
    const stock = described.assets.find((a) => a.path.endsWith(".stock_items"));
    expect(stock?.schema.fields?.map((f) => [f.name, f.line])).toEqual([
      ["id", 27],
      ["warehouse_id", 28],
      ["sku", 31],
      ["state", 32],
      ["unit_cost", 33],
      ["labels", 34],
      ["counted_at", 35],
    ]);
  });
});
