// The Prisma schema reader (issue 55): the parser's problems at their lines, every scalar and default
// as Prisma Migrate writes it per database, and agreement with the migration SQL Prisma generated
// for the same schema (the shop fixture's web/prisma), read by the same Postgres reader.
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { diffSchemas } from "../../../src/compliance/diff.js";
import { directorySource, memorySource } from "../../../src/schema/fs-source.js";
import { closeReaders, readAssets, toWireNode } from "../../../src/schema/index.js";
import { type Dialect, renderDdl } from "../../../src/schema/readers/described/ddl.js";
import { prisma } from "../../../src/schema/readers/described/prisma.js";
import { parsePrisma } from "../../../src/schema/readers/described/prisma-parse.js";

const SHOP = fileURLToPath(new URL("../frameworks/shop/", import.meta.url));
afterAll(() => closeReaders());

const PROVIDER: Record<Dialect, string> = { postgres: "postgresql", mysql: "mysql", mssql: "sqlserver" };
/** A datasource of the dialect's provider, in a file of its own (the schema's lines stay as written). */
const datasource = (dialect: Dialect) => `datasource db {\n  provider = "${PROVIDER[dialect]}"\n}\n`;

async function ddlOf(schema: string, dialect: Dialect = "postgres") {
  const files = memorySource({ "schema.prisma": schema, "db.prisma": datasource(dialect) });
  const description = await prisma.describe({ path: "schema.prisma", text: schema, dialect, files });
  return { ...description, ddl: renderDdl(dialect, description).text };
}

describe("Prisma types and defaults, as Prisma Migrate writes them", () => {
  it("enumerates every scalar for each database", async () => {
    const expected: Record<string, Record<Dialect, string>> = {
      String: { postgres: "TEXT", mysql: "VARCHAR(191)", mssql: "NVARCHAR(1000)" },
      Int: { postgres: "INTEGER", mysql: "INTEGER", mssql: "INT" },
      BigInt: { postgres: "BIGINT", mysql: "BIGINT", mssql: "BIGINT" },
      Float: { postgres: "DOUBLE PRECISION", mysql: "DOUBLE", mssql: "FLOAT" },
      Decimal: { postgres: "DECIMAL(65,30)", mysql: "DECIMAL(65,30)", mssql: "DECIMAL(32,16)" },
      Boolean: { postgres: "BOOLEAN", mysql: "BOOLEAN", mssql: "BIT" },
      DateTime: { postgres: "TIMESTAMP(3)", mysql: "DATETIME(3)", mssql: "DATETIME2" },
      Json: { postgres: "JSONB", mysql: "JSON", mssql: "NVARCHAR(max)" },
      Bytes: { postgres: "BYTEA", mysql: "LONGBLOB", mssql: "VARBINARY(max)" },
    };
    for (const [scalar, byDialect] of Object.entries(expected))
      for (const [dialect, sql] of Object.entries(byDialect)) {
        const { tables, diagnostics } = await ddlOf(
          `model T {\n  id Int @id\n  f ${scalar}\n  g ${scalar}?\n}\n`,
          dialect as Dialect,
        );
        expect(diagnostics).toEqual([]);
        expect(tables[0]?.columns.slice(1).map((c) => [c.sqlType, c.notNull, c.line])).toEqual([
          [sql, true, 3],
          [sql, false, 4],
        ]);
      }
  });

  it("enumerates the defaults: database ones written, client-side ones (uuid, cuid) not", async () => {
    const { tables } = await ddlOf(
      `enum Kind {\n  A\n  B @map("bee")\n}\nmodel T {\n  a Int @id @default(autoincrement())\n  b DateTime @default(now())\n  c String @default(uuid())\n  d String @default(cuid())\n  e String @default("it's")\n  f Int @default(-3)\n  g Boolean @default(true)\n  h Kind @default(B)\n  i String[] @default([])\n  j String @default(dbgenerated("gen_random_uuid()")) @db.Uuid\n  k BigInt @default(autoincrement())\n}\n`,
    );
    expect(tables[0]?.columns.map((c) => [c.name, c.sqlType, c.default])).toEqual([
      ["a", "SERIAL", undefined],
      ["b", "TIMESTAMP(3)", "CURRENT_TIMESTAMP"],
      ["c", "TEXT", undefined],
      ["d", "TEXT", undefined],
      ["e", "TEXT", "'it''s'"],
      ["f", "INTEGER", "-3"],
      ["g", "BOOLEAN", "true"],
      ["h", '"Kind"', "'bee'"],
      ["i", "TEXT[]", "ARRAY[]::TEXT[]"],
      ["j", "UUID", "gen_random_uuid()"],
      ["k", "BIGSERIAL", undefined],
    ]);
  });

  it("maps names (@map, @@map, @@schema), compound keys, and leaves relations and views out", async () => {
    const { tables, enums, ddl } = await ddlOf(
      `model Author {\n  id Int @id\n  posts Post[]\n  @@map(name: "authors")\n  @@schema("blog")\n}\nmodel Post {\n  authorId Int @map("author_id")\n  slug String @db.VarChar(80)\n  author Author @relation(fields: [authorId], references: [id])\n  @@id([authorId, slug])\n}\nview Recent {\n  slug String\n}\nenum E {\n  X\n  @@schema("blog")\n}\n`,
    );
    expect(tables.map((t) => [t.schema, t.name, t.columns.map((c) => c.name), t.primaryKey])).toEqual([
      ["blog", "authors", ["id"], ["id"]],
      [undefined, "Post", ["author_id", "slug"], ["author_id", "slug"]],
    ]);
    expect(enums.map((e) => [e.schema, e.name, e.values])).toEqual([["blog", "E", ["X"]]]);
    expect(ddl).toContain('CREATE SCHEMA IF NOT EXISTS "blog";');
    expect(ddl).toContain('CREATE TYPE "blog"."E" AS ENUM (\'X\');');
  });

  it("MySQL writes an enum inline; a list on MySQL is a problem at its line", async () => {
    const { tables, diagnostics } = await ddlOf(
      `model T {\n  id Int @id @default(autoincrement())\n  r R\n  l Int[]\n}\nenum R {\n  A\n  B\n}\n`,
      "mysql",
    );
    expect(tables[0]?.columns.map((c) => c.sqlType)).toEqual(["INTEGER AUTO_INCREMENT", "ENUM('A','B')"]);
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [4, "Prisma schema: l: a list (Int[]) is a Postgres array; mysql has none"],
    ]);
  });
});

describe("the parser fails closed, at the line, in bounded work", () => {
  it("enumerates malformed shapes, each a problem at its line", async () => {
    const cases: [string, number, RegExp][] = [
      ['model A {\n  id Int @id\n  s String @default("open\n}\n', 3, /string is not closed/],
      ["model A {\n  id Int @id\n}\nmodle B {\n  x Int\n}\n", 4, /expected a block/],
      ["model A {\n  id Int @id\n  lonely\n}\n", 3, /has no type/],
      ["model A {\n  id Int @id\n  x Int # comment\n}\n", 3, /unexpected "#"/],
      ["model A {\n  id Int @id\n  x Money\n}\n", 3, /type Money is no scalar/],
      ["model A {\n  id Int @id\n", 2, /not closed with "}"/],
    ];
    for (const [schema, line, message] of cases) {
      const { diagnostics } = await ddlOf(schema);
      expect(
        diagnostics.some((d) => d.line === line && message.test(d.message)),
        `${schema}: ${JSON.stringify(diagnostics)}`,
      ).toBe(true);
    }
  });

  it("hostile nesting and size stay bounded", () => {
    const deep = `model A {\n  id Int @id @default(${"[".repeat(50_000)})\n}\n`;
    const parsed = parsePrisma(deep);
    expect(parsed.problems.some((p) => /nested deeper/.test(p.message))).toBe(true);
    const wide = `model A {\n${Array.from({ length: 20_000 }, (_, i) => `  f${i} Int`).join("\n")}\n}\n`;
    expect(parsePrisma(wide).blocks[0]?.fields).toHaveLength(20_000);
  });
});

describe("the datasource says the database (attack55 F12) and a problem is said once", () => {
  // [case, schema.prisma, other files of the folder, problems (line: pattern)]
  const cases: [string, string, Record<string, string>, RegExp[]][] = [
    ["provider agrees", `${datasource("postgres")}model A {\n  id Int @id\n}\n`, {}, []],
    [
      "provider changed to mysql",
      `${datasource("mysql")}model A {\n  id Int @id\n}\n`,
      {},
      [/^2: .*provider is "mysql", but the rule reads this schema as PostgreSQL/],
    ],
    [
      "provider sqlite, datasource in this file without models",
      datasource("postgres").replace("postgresql", "sqlite"),
      {},
      [/^2: .*provider is "sqlite"/],
    ],
    [
      "datasource removed",
      "model A {\n  id Int @id\n}\n",
      {},
      [/^1: .*no datasource in this file or its folder/],
    ],
    [
      "datasource in another file of the folder",
      "model A {\n  id Int @id\n}\n",
      { "prisma/schema/db.prisma": datasource("postgres") },
      [],
    ],
    ["an enum-only file needs no datasource", "enum E {\n  X\n}\n", {}, []],
    [
      "3 KB of binary noise: one problem, at line 1",
      `\u0001\u0002\u00ff#%&${"\u0007".repeat(3000)}`,
      {},
      [/^1: .*unexpected/],
    ],
    [
      "an attribute nested past the budget: one problem at its line, none cascaded",
      `${datasource("postgres")}model A {\n  id Int @id @default(${"[".repeat(40)}1${"]".repeat(40)})\n}\n`,
      {},
      [/^5: .*nested deeper than 32/],
    ],
  ];
  for (const [name, schema, others, problems] of cases)
    it(name, async () => {
      const path = "prisma/schema/schema.prisma";
      const files = memorySource({ [path]: schema, ...others });
      const described = await prisma.describe({ path, text: schema, dialect: "postgres", files });
      const got = described.diagnostics.map((d) => `${d.line}: ${d.message}`);
      expect(got, JSON.stringify(got)).toHaveLength(problems.length);
      problems.forEach((p, i) => {
        expect(got[i]).toMatch(p);
      });
    });
});

describe("agreement with Prisma's own migration SQL (shop/web/prisma)", () => {
  it("the same tables, columns, types, nullability and defaults; each column at its schema.prisma line", async () => {
    const files = directorySource(SHOP);
    const options = {
      files,
      dataSourceOf: () => "db",
      membersOf: () => (file: string) => file.endsWith("/migration.sql"),
    };
    const described = await readAssets(
      [{ path: "web/prisma/schema.prisma", sourceType: "postgres" }],
      options,
    );
    const migrated = await readAssets([{ path: "web/prisma/migrations", sourceType: "postgres" }], options);
    expect(described.diagnostics).toEqual([]);
    expect(migrated.diagnostics).toEqual([]);
    const names = (assets: typeof described.assets) => assets.map((a) => a.resourceName).sort();
    expect(names(described.assets)).toEqual(names(migrated.assets));
    expect(names(described.assets)).toEqual([
      "postgres://db:postgres.public.customers",
      "postgres://db:postgres.public.order_lines",
      "postgres://db:postgres.public.orders",
    ]);
    for (const asset of migrated.assets) {
      const twin = described.assets.find((a) => a.resourceName === asset.resourceName);
      expect(diffSchemas(toWireNode(asset.schema), toWireNode(twin!.schema), "postgres"), asset.path).toEqual(
        [],
      );
    }
    const orders = described.assets.find((a) => a.path.endsWith(".orders"));
    expect(orders?.file).toBe("web/prisma/schema.prisma");
    expect(orders?.line).toBe(26);
    expect(orders?.schema.fields?.map((f) => [f.name, f.line, f.optional ?? false])).toEqual([
      ["id", 27, false],
      ["customer_id", 28, false],
      ["status", 30, false],
      ["total", 31, false],
      ["note", 32, true],
      ["paid_at", 33, true],
    ]);
  });
});
