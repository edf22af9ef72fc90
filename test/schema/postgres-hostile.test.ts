import { afterAll, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";

afterAll(() => closeReaders());

const tablesOf = (assets: { path: string }[]) => assets.map((a) => a.path.split(".").at(-1)).sort();
const where = (diagnostics: { file: string; line?: number | undefined; message: string }[]) =>
  diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`);

// SQL from a pull request is untrusted: each of these hung the reader with no report (issue 11).
describe("postgres reader on hostile SQL", () => {
  it("stops a DO loop, pg_sleep and an endless recursive CTE, refuses COPY ... PROGRAM, and reads the rest", async () => {
    const files = memorySource({
      "m/001_loop.sql":
        "CREATE TABLE before_loop (id int);\nDO $$ BEGIN LOOP END LOOP; END $$;\nCREATE TABLE after_loop (id int);\n",
      "m/002_sleep.sql": "CREATE TABLE sleeper (id int);\n\nSELECT pg_sleep(100000);\n",
      "m/003_cte.sql":
        "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)\nSELECT count(*) FROM r;\n",
      "m/004_program.sql": "CREATE TABLE victim (line text);\nCOPY victim FROM PROGRAM 'cat /etc/passwd';\n",
      "m/005_last.sql": "CREATE TABLE last_one (id int);\n",
    });
    const { assets, diagnostics } = await readAssets([{ path: "m", sourceType: "postgres" }], {
      files,
      dataSourceOf: () => "db",
      limits: { sqlBudget: { fileMs: 1500, runMs: 120_000 } },
    });
    expect(tablesOf(assets)).toEqual(["after_loop", "before_loop", "last_one", "sleeper", "victim"]);
    expect(where(diagnostics)).toEqual([
      "m/004_program.sql:2 COPY ... PROGRAM refused: SQL read from a repository runs no programs",
      "m/001_loop.sql:2 the statement did not finish within 1500 ms and was stopped (a statement's time budget, CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS)",
      "m/002_sleep.sql:3 the statement did not finish within 1500 ms and was stopped (a statement's time budget, CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS)",
      "m/003_cte.sql:1 the statement did not finish within 1500 ms and was stopped (a statement's time budget, CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS)",
    ]);
    // Bounded: the attacks cost their budgets and worker restarts, not 100,000 s (no timing asserted:
    // the test's own timeout is the bound, generous for a loaded machine).
  }, 600_000);

  // A rollback undoes what came before it: replayed with transaction control skipped, a column
  // dropped, re-added and rolled back to before the re-add would read as kept (docs-only attack 29).
  it("refuses every rollback, to a savepoint or of the whole transaction, at its line; skips the rest of transaction control", async () => {
    const files = memorySource({
      "m/001.sql": "CREATE TABLE orders (id int, currency char(3));\n",
      "m/002.sql":
        "ALTER TABLE orders DROP COLUMN currency;\nSAVEPOINT s;\nALTER TABLE orders ADD COLUMN currency char(3);\nROLLBACK TO SAVEPOINT s;\n",
      "m/003.sql": "BEGIN;\nCREATE TABLE dry_run (id int);\nrollback;\n",
      "m/004.sql": "START TRANSACTION;\nCREATE TABLE aborted (id int);\nABORT;\n",
      "m/005.sql": "BEGIN;\nSAVEPOINT a;\nCREATE TABLE kept (id int);\nRELEASE SAVEPOINT a;\nCOMMIT;\nEND;\n",
    });
    const { diagnostics } = await readAssets([{ path: "m", sourceType: "postgres" }], {
      files,
      dataSourceOf: () => "db",
    });
    const refused =
      "ROLLBACK refused: it undoes statements before it, which a replay that skips transaction control would keep; write the migration without it";
    expect(where(diagnostics)).toEqual([
      `m/002.sql:4 ${refused}`,
      `m/003.sql:3 ${refused}`,
      `m/004.sql:3 ${refused}`,
    ]);
    // Attributed by the statement as written (an unchanged one at the base is the base's).
    expect(diagnostics.map((d) => d.statement)).toEqual(["ROLLBACK TO SAVEPOINT s", "rollback", "ABORT"]);
  });

  it("holds the read's budget: what is left is reported, not run", async () => {
    const files = memorySource({
      "m/001.sql": "SELECT pg_sleep(100000);\nCREATE TABLE late (id int);\n",
      "m/002.sql": "CREATE TABLE later (id int);\n",
    });
    const { assets, diagnostics } = await readAssets([{ path: "m", sourceType: "postgres" }], {
      files,
      dataSourceOf: () => "db",
      limits: { sqlBudget: { fileMs: 60_000, runMs: 1500 } },
    });
    expect(assets).toEqual([]);
    expect(where(diagnostics)).toEqual([
      "m/001.sql:1 not replayed: the read's time budget of 1500 ms was spent (CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS)",
      "m/002.sql:1 not replayed: the read's time budget of 1500 ms was spent (CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS)",
    ]);
  }, 300_000);

  it("reads a pg_dump file as a dump: COPY data blocks, \\. and psql meta-commands skipped, owners of unknown roles ignored", async () => {
    const dump = [
      "--",
      "-- PostgreSQL database dump",
      "--",
      "\\restrict AbCdEf123",
      "SET statement_timeout = 0;",
      "SELECT pg_catalog.set_config('search_path', '', false);",
      "\\connect shop",
      "CREATE TABLE public.customer (",
      "    id integer NOT NULL,",
      "    name text",
      ");",
      "ALTER TABLE public.customer OWNER TO shop_owner;",
      "COPY public.customer (id, name) FROM stdin;",
      "1\tO'Brien; DROP TABLE x;",
      "2\t\\N",
      "\\.",
      "CREATE TABLE public.orders (id integer NOT NULL, customer_id integer);",
      "GRANT SELECT ON public.orders TO reporting;",
      "ALTER TABLE ONLY public.customer ADD CONSTRAINT customer_pkey PRIMARY KEY (id);",
      "\\unrestrict AbCdEf123",
      "",
    ].join("\n");
    const { assets, diagnostics } = await readAssets([{ path: "dump.sql", sourceType: "postgres" }], {
      files: memorySource({ "dump.sql": dump }),
      dataSourceOf: () => "db",
    });
    expect(diagnostics).toEqual([]);
    expect(tablesOf(assets)).toEqual(["customer", "orders"]);
    const customer = assets.find((a) => a.path.endsWith(".customer"));
    expect(customer?.line).toBe(8);
    expect(customer?.schema.fields?.map((f) => [f.name, f.line, f.constraints?.primaryKey])).toEqual([
      ["id", 9, true],
      ["name", 10, undefined],
    ]);
  }, 120_000);

  // Each psql meta-command that runs SQL the replay does not read: an error at its line, the rest read.
  const RUNS_SQL = [
    "\\i db/hotfix/drop_currency.sql",
    "\\ir ../hotfix.sql",
    "\\include x.sql",
    "\\include_relative x.sql",
    "\\gexec",
  ];
  it("reports each psql meta-command that runs SQL of its own at its line, and reads the rest", async () => {
    const text = [
      "CREATE TABLE public.orders (id integer NOT NULL, currency text);",
      ...RUNS_SQL,
      "\\echo done",
      "\\set ON_ERROR_STOP on",
      "",
    ].join("\n");
    const { assets, diagnostics } = await readAssets([{ path: "m/001.sql", sourceType: "postgres" }], {
      files: memorySource({ "m/001.sql": text }),
      dataSourceOf: () => "db",
    });
    expect(tablesOf(assets)).toEqual(["orders"]);
    expect(diagnostics.map((d) => [d.severity, d.line, d.statement])).toEqual(
      RUNS_SQL.map((command, i) => ["error", i + 2, command]),
    );
    expect(diagnostics[0]?.message).toMatch(/^psql's \\i runs SQL the replay does not read/);
  }, 120_000);
});
