// Rails' db/schema.rb (issue 55): read from tree-sitter's Ruby tree into the SQL the adapter runs,
// agreeing with the db/structure.sql Rails dumps for the same database; what it cannot read is a
// problem at its line.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { diffSchemas } from "../../../src/compliance/diff.js";
import { directorySource, memorySource } from "../../../src/schema/fs-source.js";
import { closeReaders, readAssets, toWireNode } from "../../../src/schema/index.js";
import type { SqlDialect } from "../../../src/schema/readers/frameworks/aligned-sql.js";
import { parseRailsSchema } from "../../../src/schema/readers/frameworks/rails-schema.js";
import { nativeType, railsSql } from "../../../src/schema/readers/frameworks/rails-sql.js";
import { isToolTable } from "../../../src/sync/init-layouts.js";

const FIXTURES = fileURLToPath(new URL("../frameworks/", import.meta.url));
afterAll(() => closeReaders());

const schema = (body: string) => `ActiveRecord::Schema[7.2].define(version: 1) do\n${body}end\n`;

describe("agreement with the structure.sql Rails dumps (rails-shop)", () => {
  it("the same tables, columns, types, nullability and defaults; each column at its schema.rb line", async () => {
    const files = directorySource(`${FIXTURES}rails-shop/`);
    const described = await readAssets([{ path: "db/schema.rb", sourceType: "postgres" }], {
      files,
      dataSourceOf: () => "db",
      viewsOf: () => true,
    });
    const structure = readFileSync(`${FIXTURES}rails-shop-structure.sql`, "utf8");
    const dumped = await readAssets([{ path: "db/structure.sql", sourceType: "postgres" }], {
      files: memorySource({ "db/structure.sql": structure }),
      dataSourceOf: () => "db",
      viewsOf: () => true,
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
      "postgres://db:postgres.public.customer_totals",
      "postgres://db:postgres.public.customers",
      "postgres://db:postgres.public.order_lines",
      "postgres://db:postgres.public.orders",
      "postgres://db:postgres.public.products",
    ]);
    for (const asset of described.assets) {
      const twin = dumped.assets.find((a) => a.resourceName === asset.resourceName);
      expect(diffSchemas(toWireNode(twin!.schema), toWireNode(asset.schema), "postgres"), asset.path).toEqual(
        [],
      );
      expect(asset.file).toBe("db/schema.rb");
    }
    const orders = described.assets.find((a) => a.path.endsWith(".orders"));
    expect(orders?.line).toBe(40);
    expect(orders?.schema.fields?.map((f) => [f.name, f.line, f.optional ?? false])).toEqual([
      ["id", 40, false],
      ["customer_id", 41, false],
      ["status", 42, false],
      ["total", 43, false],
      ["tags", 44, true],
      ["metadata", 45, false],
      ["note", 46, true],
      ["paid_at", 47, true],
      ["created_at", 48, false],
      ["updated_at", 49, false],
    ]);
  }, 120_000);
});

describe("the adapters' types", () => {
  it("enumerates every DSL type for each database", () => {
    const expected: Record<string, Record<SqlDialect, string>> = {
      string: { postgres: "character varying", mysql: "varchar(255)", mssql: "nvarchar(4000)" },
      text: { postgres: "text", mysql: "text", mssql: "nvarchar(max)" },
      integer: { postgres: "integer", mysql: "int", mssql: "int" },
      bigint: { postgres: "bigint", mysql: "bigint", mssql: "bigint" },
      float: { postgres: "double precision", mysql: "float", mssql: "float" },
      decimal: { postgres: "numeric", mysql: "decimal", mssql: "decimal" },
      datetime: { postgres: "timestamp(6)", mysql: "datetime(6)", mssql: "datetime2(6)" },
      time: { postgres: "time", mysql: "time", mssql: "time(7)" },
      date: { postgres: "date", mysql: "date", mssql: "date" },
      binary: { postgres: "bytea", mysql: "blob", mssql: "varbinary(max)" },
      boolean: { postgres: "boolean", mysql: "tinyint(1)", mssql: "bit" },
      json: { postgres: "json", mysql: "json", mssql: "nvarchar(max)" },
    };
    for (const [type, byDialect] of Object.entries(expected))
      for (const [dialect, sql] of Object.entries(byDialect))
        expect(nativeType(type, {}, dialect as SqlDialect), `${type} ${dialect}`).toBe(sql);
    expect(nativeType("string", { limit: 40 }, "postgres")).toBe("character varying(40)");
    expect(nativeType("integer", { limit: 8 }, "mysql")).toBe("bigint");
    expect(nativeType("decimal", { precision: 10, scale: 2 }, "mssql")).toBe("decimal(10, 2)");
    expect(nativeType("datetime", { precision: null }, "postgres")).toBe("timestamp");
    expect(nativeType("jsonb", {}, "mysql")).toBeUndefined();
  });

  it("reads the same schema.rb as MySQL and SQL Server, each column at its line", async () => {
    const text = schema(
      '  create_table "users", force: :cascade do |t|\n    t.string "email", null: false\n    t.references "account", null: false\n    t.timestamps\n  end\n',
    );
    for (const dialect of ["mysql", "mssql"] as const) {
      const read = await readAssets([{ path: "db/schema.rb", sourceType: dialect }], {
        files: memorySource({ "db/schema.rb": text }),
        dataSourceOf: () => "db",
      });
      expect(read.diagnostics, dialect).toEqual([]);
      expect(
        read.assets[0]?.schema.fields?.map((f) => [f.name, f.line, f.optional ?? false]),
        dialect,
      ).toEqual([
        ["id", 2, false],
        ["email", 3, false],
        ["account_id", 4, false],
        ["created_at", 5, false],
        ["updated_at", 5, false],
      ]);
    }
  });
});

describe("fails closed: what it cannot read is a problem at its line", () => {
  it("enumerates the shapes it does not read", async () => {
    const cases: [string, number, RegExp][] = [
      [schema('  create_table "a" do |t|\n    t.string "x",\n  end\n'), 1, /Ruby syntax error/],
      ['create_table "a" do |t|\nend\n', 1, /no `ActiveRecord::Schema.define/],
      [
        schema('  create_table "a" do |t|\n    t.money_bag "x"\n  end\n'),
        3,
        /t\.money_bag "x": not a column type/,
      ],
      [
        schema('  create_table "a" do |t|\n    t.string name_from_ruby\n  end\n'),
        3,
        /without a literal name/,
      ],
      [schema('  create_table "a" do |t|\n    puts "hi"\n  end\n'), 3, /inside create_table: not read/],
      [schema('  execute "CREATE TABLE b (x int)"\n'), 2, /not a statement this reader knows/],
      [schema('  create_view "v", sql_definition: compute_it\n'), 2, /create_view without/],
    ];
    for (const [text, line, message] of cases) {
      const parsed = await parseRailsSchema(text);
      const problems = [...parsed.problems, ...railsSql(parsed.statements, "postgres").problems];
      expect(
        problems.some((p) => p.line === line && message.test(p.message)),
        `${text}: ${JSON.stringify(problems)}`,
      ).toBe(true);
    }
  });

  it("a hostile file: deep nesting and many tables stay bounded", async () => {
    const deep = schema(
      `  create_table "a", comment: ${"[".repeat(5_000)}${"]".repeat(5_000)} do |t|\n  end\n`,
    );
    const parsed = await parseRailsSchema(deep);
    expect(parsed.statements).toHaveLength(1);
    const wide = schema(
      Array.from(
        { length: 3_000 },
        (_, i) => `  create_table "t${i}" do |t|\n    t.string "x"\n  end\n`,
      ).join(""),
    );
    expect((await parseRailsSchema(wide)).statements).toHaveLength(3_000);
  });
});
