import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";
import { replayCacheDir, replayCacheStats } from "../../src/schema/readers/postgres/replay-cache.js";

// Issue 13: the base replay of a migration folder is cached by the folder's content, and a head
// that appends migrations replays only those on top. What is read must be what a full replay reads.
const ROOT = join(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "replay-cache-"));
const savedEnv = { ...process.env };
afterAll(async () => {
  await closeReaders();
  process.env = savedEnv;
  rmSync(work, { recursive: true, force: true });
});

/** A fresh, empty replay cache; every clean replay is worth caching (the fixtures are small). */
beforeEach(() => {
  process.env.CONTRACT_SYNC_CACHE_DIR = mkdtempSync(join(work, "cache-"));
  process.env.CONTRACT_SYNC_REPLAY_CACHE_MIN_MS = "0";
});

const read = (files: Record<string, string>, path = "m") =>
  readAssets([{ path, sourceType: "postgres" }], {
    files: memorySource(files),
    dataSourceOf: () => "db",
    viewsOf: () => true,
  });

/** A full replay, with no cache to restore from and none written. */
async function fullRead(files: Record<string, string>) {
  const dir = process.env.CONTRACT_SYNC_CACHE_DIR;
  process.env.CONTRACT_SYNC_CACHE_DIR = mkdtempSync(join(work, "none-"));
  process.env.CONTRACT_SYNC_REPLAY_CACHE_MIN_MS = String(Number.MAX_SAFE_INTEGER);
  try {
    return await read(files);
  } finally {
    process.env.CONTRACT_SYNC_CACHE_DIR = dir;
    process.env.CONTRACT_SYNC_REPLAY_CACHE_MIN_MS = "0";
  }
}

const entries = () => (existsSync(replayCacheDir()) ? readdirSync(replayCacheDir()) : []);

function folder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(join(ROOT, dir)))
    files[`m/${name}`] = readFileSync(join(ROOT, dir, name), "utf8");
  return files;
}

/** Shapes a dump must carry over exactly: extensions, types, domains, views, partitions, comments, renames. */
const RICH: Record<string, string> = {
  "m/001_init.sql": [
    'CREATE EXTENSION IF NOT EXISTS "uuid-ossp";',
    "CREATE EXTENSION IF NOT EXISTS citext;",
    "CREATE SCHEMA billing;",
    "CREATE TYPE billing.state AS ENUM ('open', 'paid');",
    "CREATE DOMAIN email AS citext CHECK (VALUE ~ '@');",
    "CREATE TABLE customers (id serial PRIMARY KEY, mail email NOT NULL, made timestamp DEFAULT 'now', legacy int);",
    "COMMENT ON TABLE customers IS 'who buys';",
    "COMMENT ON COLUMN customers.mail IS 'where receipts go';",
    "CREATE TABLE billing.invoices (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, customer int REFERENCES customers(id),",
    "  state billing.state NOT NULL DEFAULT 'open', cents int NOT NULL, euros numeric(12,2) GENERATED ALWAYS AS (cents / 100.0) STORED,",
    "  token uuid DEFAULT uuid_generate_v4());",
    "INSERT INTO customers (mail) VALUES ('a@b');",
    "",
  ].join("\n"),
  "m/002_evolve.sql": [
    "ALTER TABLE customers DROP COLUMN legacy;",
    "ALTER TABLE customers RENAME COLUMN made TO created_at;",
    "ALTER TABLE customers ADD COLUMN nick varchar(40) NOT NULL DEFAULT 'x';",
    "CREATE TABLE events (id bigint NOT NULL, day date NOT NULL) PARTITION BY RANGE (day);",
    "CREATE TABLE events_2024 PARTITION OF events FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');",
    "CREATE VIEW paid AS SELECT i.id, c.mail FROM billing.invoices i JOIN customers c ON c.id = i.customer WHERE i.state = 'paid';",
    "CREATE MATERIALIZED VIEW totals AS SELECT customer, sum(cents) AS cents FROM billing.invoices GROUP BY customer;",
    "",
  ].join("\n"),
};
// Needs the row 002 kept (a NOT NULL column added to a table with data works only with its default).
const APPENDED = {
  "m/003_more.sql":
    "ALTER TABLE customers ADD COLUMN tier int NOT NULL DEFAULT 1;\nALTER TABLE events ADD COLUMN note text;\n",
};

describe("the replay of a migration folder cached by its content", () => {
  // The appended file sorts last in each folder's own naming scheme.
  const appendedTable = (name: string) => ({
    [name]: "CREATE TABLE appended (id int PRIMARY KEY, at date);\n",
  });
  for (const [name, files, appended] of [
    ["a synthetic folder of many shapes", RICH, APPENDED],
    [
      "fixtures/schemas/postgres/migrations",
      folder("fixtures/schemas/postgres/migrations"),
      appendedTable("m/V11__appended.sql"),
    ],
    ["examples/db/migrations", folder("examples/db/migrations"), appendedTable("m/003_appended.sql")],
  ] as const) {
    it(`reads ${name} plus an appended migration as a full replay does, replaying only the new file`, async () => {
      const base = await read(files);
      expect(base).toEqual(await fullRead(files));
      expect(entries()).toHaveLength(1);
      const head = { ...files, ...appended };
      const restored = replayCacheStats.restored;
      const restoredFiles = replayCacheStats.restoredFiles;
      const cached = await read(head);
      expect(replayCacheStats.restored).toBe(restored + 1);
      expect(replayCacheStats.restoredFiles - restoredFiles).toBe(
        Object.keys(files).filter((f) => !/down\.sql$/.test(f)).length,
      );
      expect(cached).toEqual(await fullRead(head));
    }, 120_000);
  }

  it("replays in full when the head edits a file the cache covers, and reads what a full replay reads", async () => {
    await read(RICH);
    const edited = {
      ...RICH,
      "m/001_init.sql": `${RICH["m/001_init.sql"]}CREATE TABLE extra (id int);\n`,
      ...APPENDED,
    };
    const restored = replayCacheStats.restored;
    const result = await read(edited);
    expect(replayCacheStats.restored).toBe(restored);
    expect(result.assets.map((a) => a.path)).toContain("postgres.public.extra");
    expect(result).toEqual(await fullRead(edited));
  }, 120_000);

  it("does not cache a folder whose replay had errors, nor one that changes session settings", async () => {
    await read({ ...RICH, "m/002_evolve.sql": "ALTER TABLE nowhere ADD COLUMN x int;\n" });
    await read({
      "m/001.sql": "SET search_path TO billing, public;\n",
      "m/002.sql": "CREATE SCHEMA billing; CREATE TABLE t (id int);\n",
    });
    expect(entries()).toEqual([]);
  }, 120_000);

  it("ignores a damaged cache entry with a notice and replays in full", async () => {
    await read(RICH);
    const [entry] = readdirSync(replayCacheDir());
    const path = join(replayCacheDir(), entry as string);
    const damaged = JSON.parse(readFileSync(path, "utf8"));
    damaged.sql = damaged.sql.replace("CREATE TABLE public.customers", "CREATE TABLE public.strangers");
    writeFileSync(path, JSON.stringify(damaged));
    const notices: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) =>
      notices.push(String(chunk)) > 0) as typeof process.stderr.write;
    const restored = replayCacheStats.restored;
    let result: Awaited<ReturnType<typeof read>>;
    try {
      result = await read({ ...RICH, ...APPENDED });
    } finally {
      process.stderr.write = write;
    }
    expect(replayCacheStats.restored).toBe(restored);
    expect(notices.join("")).toMatch(/damaged cache entry/);
    expect(result.assets.map((a) => a.path)).not.toContain("postgres.public.strangers");
    expect(result).toEqual(await fullRead({ ...RICH, ...APPENDED }));
  }, 120_000);
});
