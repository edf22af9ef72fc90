// Schemas kept in frameworks (issue 55), on one repository laid out as a shop monorepo: a Prisma
// storefront (web/, schema.prisma + prisma/migrations), a Drizzle inventory service (inventory/,
// src/db/schema.ts + drizzle-kit's drizzle/), a Django reviews app (backend/). One init, then two
// checks: a break made in each framework's own style (exit 1, each field at its line in the
// description), and harmless additions in each (exit 0). The CLI runs in-process, three times.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { main } from "../../src/cli/main.js";
import { closeReaders } from "../../src/schema/index.js";
import { fixtureFiles } from "../support/fixture-files.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const SHOP = fileURLToPath(new URL("../schema/frameworks/shop/", import.meta.url));

/**
 * Two more projects, written here (attack55): a Prisma schema folder (prismaSchemaFolder: the
 * datasource, the enums and the models each in a file) and a Drizzle service whose tables spread a
 * column helper imported from another file and whose drizzle.config.ts later sets a casing.
 */
const PROJECTS = {
  "catalog/prisma/schema/schema.prisma":
    'generator client {\n  provider = "prisma-client-js"\n  previewFeatures = ["prismaSchemaFolder"]\n}\n\ndatasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n',
  "catalog/prisma/schema/enums.prisma": 'enum Role {\n  USER\n  ADMIN @map("administrator")\n}\n',
  "catalog/prisma/schema/user.prisma":
    'model User {\n  id    Int    @id @default(autoincrement())\n  email String\n  role  Role   @default(USER)\n  posts Post[]\n\n  @@map("users")\n}\n',
  "catalog/prisma/schema/post.prisma":
    'model Post {\n  id         Int      @id @default(autoincrement())\n  authorId   Int      @map("author_id")\n  author     User     @relation(fields: [authorId], references: [id])\n  categoryId Int      @map("category_id")\n  category   Category @relation(fields: [categoryId], references: [id])\n\n  @@map("posts")\n}\n\nmodel Category {\n  id   Int    @id @default(autoincrement())\n  name String\n  posts Post[]\n\n  @@map("categories")\n}\n',
  "ledger/drizzle.config.ts":
    'import { defineConfig } from "drizzle-kit";\n\nexport default defineConfig({\n  dialect: "postgresql",\n  schema: "./src/schema.ts",\n});\n',
  "ledger/src/columns.ts":
    'import { text, timestamp } from "drizzle-orm/pg-core";\n\nexport const audit = {\n  created_by: text("created_by").notNull(),\n  note: text("note"),\n  created_at: timestamp("created_at").defaultNow().notNull(),\n};\n',
  "ledger/src/schema.ts":
    'import { integer, pgTable as table, serial, timestamp } from "drizzle-orm/pg-core";\nimport { audit } from "./columns";\n\nexport const entries = table("entries", {\n  id: serial("id").primaryKey(),\n  postedAt: timestamp(),\n  amount: integer("amount").notNull(),\n  ...audit,\n});\n',
};

const repo = TestRepo.init().write({ ...fixtureFiles(SHOP), ...PROJECTS });
afterAll(async () => {
  repo.cleanup();
  await closeReaders();
});
const read = (path: string) => readFileSync(join(repo.dir, path), "utf8");
const edit = (path: string, from: string, to: string) => {
  const text = read(path);
  expect(text, `${path} holds ${from}`).toContain(from);
  return { [path]: text.replace(from, to) };
};

/** drizzle-kit lists each migration it writes in meta/_journal.json (its migrator applies only those). */
function journaled(tag: string) {
  const path = "inventory/drizzle/meta/_journal.json";
  const journal = JSON.parse(read(path)) as { entries: Record<string, unknown>[] };
  journal.entries.push({
    idx: journal.entries.length,
    version: "7",
    when: 1720000000000,
    tag,
    breakpoints: true,
  });
  return { [path]: `${JSON.stringify(journal, null, 2)}\n` };
}

interface Finding {
  rule: string;
  field?: string;
  file?: string;
  line?: number;
  asset?: string;
}

async function check(base: string, head: string) {
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
  return { code, io, findings: (JSON.parse(io.out) as { findings: Finding[] }).findings };
}

describe("init and check on a Prisma + Drizzle + Django monorepo", () => {
  let onboarded = "";

  it("init: one rule per description, typed by its database, on the data source of its migrations; ACTIVE/BLOCK contracts", async () => {
    repo.commit("a shop");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    expect(await main(["init", "--status", "ACTIVE", "--level", "BLOCK"], io), io.err).toBe(0);
    const config = parse(read(".github/contract-sync.yml")) as {
      sources: { glob: string; type: string; dataSource: string; migrations?: boolean }[];
    };
    const rule = (glob: string) => config.sources.find((s) => s.glob === glob);
    expect(config.sources.map((s) => [s.glob, s.type, s.migrations ?? false])).toEqual([
      ["backend/reviews/models.py", "postgres", false],
      // One rule for the Prisma schema folder, whichever file holds what.
      ["catalog/prisma/schema/*.prisma", "postgres", false],
      ["inventory/src/db/schema.ts", "postgres", false],
      ["ledger/src/schema.ts", "postgres", false],
      ["web/prisma/schema.prisma", "postgres", false],
      ["web/prisma/migrations/*/migration.sql", "postgres", true],
      ["inventory/drizzle/*.sql", "postgres", true],
    ]);
    // One database per project: a description shares its data source with the SQL it generates.
    expect(rule("web/prisma/schema.prisma")?.dataSource).toBe(
      rule("web/prisma/migrations/*/migration.sql")?.dataSource,
    );
    expect(rule("inventory/src/db/schema.ts")?.dataSource).toBe(rule("inventory/drizzle/*.sql")?.dataSource);
    expect(new Set(config.sources.map((s) => s.dataSource)).size).toBe(5);
    // The descriptions and their SQL agree: no definition of a table is said to differ.
    expect(io.out).not.toMatch(/otherwise than|cannot be read/);
    expect(io.out).not.toMatch(/left out backend\/reviews\/(apps|migrations)/);
    const contracts = readdirSync(join(repo.dir, "contracts")).map((f) => read(`contracts/${f}`));
    expect(contracts).toHaveLength(14);
    for (const contract of contracts) {
      expect(contract).toMatch(/^status: ACTIVE$/m);
      expect(contract).toMatch(/^enforcementLevel: BLOCK$/m);
    }
    const names = contracts
      .map((c) => /dataAssetResourceName: (\S+)/.exec(c)?.[1]?.replace(/^.*\./, ""))
      .sort();
    expect(names).toEqual([
      "bin_assignments",
      "categories",
      "customers",
      "entries",
      "order_lines",
      "orders",
      "posts",
      "product_reviews",
      "product_reviews_tags",
      "reviews_product",
      "reviews_tag",
      "stock_items",
      "users",
      "warehouses",
    ]);
    // The spread helper's columns are the table's (attack55 F4), under the renamed pgTable (F11).
    const entries = contracts.find((c) => /dataAssetResourceName: \S+\.entries$/m.test(c)) ?? "";
    for (const column of ["postedAt", "amount", "created_by", "note", "created_at"])
      expect(entries).toMatch(new RegExp(`name: ${column}$`, "m"));
    onboarded = repo.commit("contracts");
  });

  it("a break in each framework's style fails, each field at its line in the description", async () => {
    repo.write({
      // Prisma: a column dropped from the model, with the migration `prisma migrate dev` writes.
      ...edit("web/prisma/schema.prisma", "  name      String?\n", ""),
      "web/prisma/migrations/20240601120000_drop_name/migration.sql":
        '-- AlterTable\nALTER TABLE "customers" DROP COLUMN "name";\n',
      // Drizzle: a column narrowed, with drizzle-kit's migration.
      ...edit(
        "inventory/src/db/schema.ts",
        'varchar("sku", { length: 64 })',
        'varchar("sku", { length: 32 })',
      ),
      "inventory/drizzle/0002_short_skus.sql":
        'ALTER TABLE "stock_items" ALTER COLUMN "sku" SET DATA TYPE varchar(32);',
      ...journaled("0002_short_skus"),
      // Prisma schema folder: an enum value removed in its own file (F1); the provider changed (F12).
      ...edit("catalog/prisma/schema/enums.prisma", '  ADMIN @map("administrator")\n', ""),
      ...edit("catalog/prisma/schema/schema.prisma", '"postgresql"', '"mysql"'),
      // Drizzle: a column removed from the imported helper (F4); drizzle-kit's casing set (F3).
      ...edit("ledger/src/columns.ts", '  note: text("note"),\n', ""),
      ...edit(
        "ledger/drizzle.config.ts",
        '  dialect: "postgresql",\n',
        '  dialect: "postgresql",\n  casing: "snake_case",\n',
      ),
      // Django: a column narrowed (makemigrations writes a Python migration: the models are read).
      ...edit(
        "backend/reviews/models.py",
        "title = models.CharField(max_length=200)",
        "title = models.CharField(max_length=80)",
      ),
    });
    const head = repo.commit("shorter skus and titles, no names");
    const { code, findings, io } = await check(onboarded, head);
    expect(code, io.err).toBe(1);
    const at = findings.map((f) => [f.field, f.file, f.line]);
    expect(at).toContainEqual(["sku", "inventory/src/db/schema.ts", 31]);
    expect(at).toContainEqual(["title", "backend/reviews/models.py", 15]);
    expect(findings.some((f) => f.field === "name" && f.file === "web/prisma/schema.prisma")).toBe(true);
    const on = (table: string, field: string) =>
      findings.some((f) => f.asset?.endsWith(`.${table}`) && f.field === field);
    expect(on("users", "role"), JSON.stringify(findings)).toBe(true);
    expect(on("entries", "note"), JSON.stringify(findings)).toBe(true);
    expect(on("entries", "postedAt"), JSON.stringify(findings)).toBe(true);
    // The only problem reading: the provider, at its line.
    expect(
      findings.filter((f) => f.rule === "SCHEMA_UNREADABLE").map((f) => [f.file, f.line]),
      JSON.stringify(findings),
    ).toEqual([["catalog/prisma/schema/schema.prisma", 7]]);
    repo.git(["reset", "--hard", onboarded]);
  });

  it("a change to a file the models are read with (the app's apps.py) is checked: every key narrowed", async () => {
    repo.write(edit("backend/reviews/apps.py", "models.BigAutoField", "models.AutoField"));
    const head = repo.commit("reviews: AutoField");
    const { code, findings, io } = await check(onboarded, head);
    expect(code, io.err).toBe(1);
    expect(io.err).toMatch(/1 changed files: 1 schema files/);
    const narrowed = findings
      .filter((f) => f.file === "backend/reviews/models.py")
      .map((f) => [f.field, f.line]);
    // Each table's id (at its class line), and the keys pointing at them.
    for (const at of [
      ["id", 13],
      ["id", 24],
      ["id", 40],
      ["product_id", 27],
      ["review_id", 33],
      ["tag_id", 33],
    ])
      expect(narrowed, JSON.stringify(findings)).toContainEqual(at);
    repo.git(["reset", "--hard", onboarded]);
  });

  it("harmless additions in each framework pass", async () => {
    repo.write({
      ...edit(
        "web/prisma/schema.prisma",
        "  name      String?\n",
        "  name      String?\n  phone     String?\n",
      ),
      "web/prisma/migrations/20240601120000_add_phone/migration.sql":
        '-- AlterTable\nALTER TABLE "customers" ADD COLUMN     "phone" TEXT;\n',
      ...edit(
        "inventory/src/db/schema.ts",
        "    note: text(),\n",
        '    note: text(),\n    shelf: varchar("shelf", { length: 8 }),\n',
      ),
      "inventory/drizzle/0002_shelves.sql": 'ALTER TABLE "bin_assignments" ADD COLUMN "shelf" varchar(8);',
      ...journaled("0002_shelves"),
      // A model moved to a file of its own in the Prisma schema folder (F2): the same schema.
      "catalog/prisma/schema/post.prisma": `${read("catalog/prisma/schema/post.prisma").split("\n\nmodel Category")[0]}\n`,
      "catalog/prisma/schema/category.prisma":
        'model Category {\n  id   Int    @id @default(autoincrement())\n  name String\n  posts Post[]\n\n  @@map("categories")\n}\n',
      ...edit(
        "backend/reviews/models.py",
        "    description = models.TextField(blank=True)\n",
        "    description = models.TextField(blank=True)\n    subtitle = models.CharField(max_length=120, null=True, blank=True)\n",
      ),
    });
    const head = repo.commit("phones, shelves, subtitles");
    const { code, findings, io } = await check(onboarded, head);
    expect(findings.filter((f) => f.rule === "SCHEMA_UNREADABLE")).toEqual([]);
    expect(code, io.out).toBe(0);
  });
});
