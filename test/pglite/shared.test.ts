import { afterAll, describe, expect, it } from "vitest";
import { pgliteStartCount } from "../../src/pglite/data-dir.js";
import { PGliteHost, SqlError } from "../../src/pglite/host.js";
import { sharedPGliteHost } from "../../src/pglite/shared.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";
import { openStore } from "../../src/store/open.js";

afterAll(() => closeReaders());

const WORKSPACE = "00000000-0000-4000-8000-000000000001";
const tablesOf = (assets: { path: string }[]) => assets.map((a) => a.path.split(".").at(-1)).sort();

/** A Postgres read of `files` (a migration folder `m`) in this process, as a check makes it. */
const read = (files: Record<string, string>, fileMs = 60_000) =>
  readAssets([{ path: "m", sourceType: "postgres" }], {
    files: memorySource(files),
    dataSourceOf: () => "db",
    limits: { sqlBudget: { fileMs, runMs: 120_000 } },
  });

// Issue 13: one PGlite per run. The embedded store and the Postgres reader share the process's
// instance; issue 11: SQL from a pull request must neither see nor change what the store holds.
describe("the process's one PGlite, shared by the embedded store and the Postgres reader", () => {
  it("replays a PR's SQL in the store's instance without seeing or changing the store's tables", async () => {
    const before = pgliteStartCount();
    const store = await openStore({ shared: true });
    try {
      await store.query(
        "INSERT INTO api_keys (id, workspace_id, key_hash) VALUES (gen_random_uuid(), $1, 'kept')",
        [WORKSPACE],
      );
      // The PR's tables share names with the store's, and it drops and empties the store's.
      const { assets, diagnostics } = await read({
        "m/001.sql":
          "CREATE TABLE workspaces (id int PRIMARY KEY, label text);\nCREATE TABLE orders (id int);\n",
        "m/002.sql": "DROP TABLE IF EXISTS contracts CASCADE;\nDELETE FROM api_keys;\n",
      });
      expect(tablesOf(assets)).toEqual(["orders", "workspaces"]);
      expect(assets.find((a) => a.path.endsWith(".workspaces"))?.schema.fields?.map((f) => f.name)).toEqual([
        "id",
        "label",
      ]);
      // `DELETE FROM api_keys` names a table the PR never made: Postgres rejects it there.
      expect(diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual(["m/002.sql:2"]);
      expect(await store.query("SELECT key_hash FROM api_keys")).toEqual([{ key_hash: "kept" }]);
      expect(await store.query<{ n: number }>("SELECT count(*)::int AS n FROM contracts")).toEqual([
        { n: 0 },
      ]);
      expect(pgliteStartCount() - before).toBe(1);
    } finally {
      await store.close();
    }
  }, 300_000);

  it("stops a statement past its budget and restarts the worker without losing the store's rows", async () => {
    const store = await openStore({ shared: true });
    try {
      await store.query(
        "INSERT INTO api_keys (id, workspace_id, key_hash) VALUES (gen_random_uuid(), $1, 'before')",
        [WORKSPACE],
      );
      const { assets, diagnostics } = await read(
        { "m/001.sql": "CREATE TABLE t (id int);\nSELECT pg_sleep(100000);\nCREATE TABLE u (id int);\n" },
        1500,
      );
      expect(tablesOf(assets)).toEqual(["t", "u"]);
      expect(diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual(["m/001.sql:2"]);
      // The terminated worker reopened the same data directory: the committed row is there.
      await store.query(
        "INSERT INTO api_keys (id, workspace_id, key_hash) VALUES (gen_random_uuid(), $1, 'after')",
        [WORKSPACE],
      );
      const rows = await store.query<{ key_hash: string }>("SELECT key_hash FROM api_keys ORDER BY key_hash");
      expect(rows.map((r) => r.key_hash)).toEqual(["after", "before"]);
    } finally {
      await store.close();
    }
  }, 300_000);

  it("a second embedded store in the process gets its own instance, and each starts empty", async () => {
    const first = await openStore({ shared: true });
    const second = await openStore({ shared: true });
    try {
      await first.query(
        "INSERT INTO api_keys (id, workspace_id, key_hash) VALUES (gen_random_uuid(), $1, 'one')",
        [WORKSPACE],
      );
      expect(await second.query("SELECT key_hash FROM api_keys")).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
    const third = await openStore({ shared: true });
    try {
      expect(await third.query("SELECT key_hash FROM api_keys")).toEqual([]);
    } finally {
      await third.close();
    }
  }, 300_000);
});

describe("guarded SQL on a host", () => {
  const host = new PGliteHost({ extensions: [] });
  afterAll(() => host.close());

  it("refuses SQL that ends the caller's transaction, and a poisoned host refuses everything after", async () => {
    await host.exec("BEGIN", 60_000);
    const error = await host.exec("CREATE TABLE x (id int); COMMIT", 60_000, true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqlError);
    expect((error as SqlError).code).toBe("escaped");
    host.poison(new Error("unusable"));
    await expect(host.query("SELECT 1")).rejects.toThrow("unusable");
  }, 300_000);

  // A read's ROLLBACK unlinks every file its SQL made (slow for many tables): it is left to
  // whoever uses the instance next, and skipped when the process closes the instance first.
  it("rolls a read back before the next one runs, and not at all when the instance is closed after it", async () => {
    await closeReaders();
    const host = sharedPGliteHost();
    const executed: string[] = [];
    const exec = host.exec.bind(host);
    host.exec = (sql, ...rest) => {
      executed.push(sql);
      return exec(sql, ...rest);
    };
    // A replay's statements go through `each` (a budget per statement).
    const each = host.each.bind(host);
    host.each = (statements, ...rest) => {
      executed.push(...statements);
      return each(statements, ...rest);
    };
    const first = await read({ "m/001.sql": "CREATE TABLE first_read (id int);\n" });
    const second = await read({ "m/001.sql": "CREATE TABLE second_read (id int);\n" });
    // The second read starts from an empty database: the first's table was rolled back.
    expect([tablesOf(first.assets), tablesOf(second.assets)]).toEqual([["first_read"], ["second_read"]]);
    await closeReaders();
    const rollbacks = executed.flatMap((sql, i) => (sql.startsWith("ROLLBACK; RESET ALL;") ? [i] : []));
    const at = (table: string) => executed.findIndex((sql) => sql.includes(`CREATE TABLE ${table}`));
    expect(at("first_read")).toBeGreaterThan(-1);
    // Between them: the ROLLBACK the first read left, then the second read's own before its BEGIN.
    expect(rollbacks.filter((i) => i > at("first_read") && i < at("second_read"))).toHaveLength(2);
    expect(rollbacks.filter((i) => i > at("second_read"))).toEqual([]);
  }, 300_000);
});
