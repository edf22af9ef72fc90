import { afterEach, describe, expect, it, vi } from "vitest";
import { type EachOptions, type PGliteHost, SqlError, SqlTimeout } from "../../src/pglite/host.js";
import { LineIndex } from "../../src/schema/reader-helpers.js";
import { DdlPlaces } from "../../src/schema/readers/postgres/ddl-lines.js";
import type { PreparedFile } from "../../src/schema/readers/postgres/dump.js";
import { replayFiles } from "../../src/schema/readers/postgres/replay.js";
import { splitSql } from "../../src/schema/readers/sql/statements.js";

/**
 * The replay's scheduling on a simulated PGlite (issue 55, F10): each statement costs simulated
 * milliseconds on a clock that `performance.now()` reads, a call over its budget "terminates the
 * worker" (the transaction is gone), and a savepoint outside a transaction is rejected as Postgres
 * rejects it. What it counts (statements run, restarts) is the replay's work, whatever the load.
 */
class SimulatedHost {
  clock = 0;
  inTransaction = true; // the read opened its transaction before the replay
  restarts = 0;
  statementsRun = 0;
  constructor(private readonly cost: (statement: string) => number) {}

  private spend(ms: number, budget: number, index?: number): void {
    if (ms <= budget) {
      this.clock += ms;
      return;
    }
    this.clock += budget;
    this.inTransaction = false;
    throw new SqlTimeout(budget, index);
  }

  async restart(): Promise<void> {
    this.restarts++;
    this.inTransaction = false;
  }

  async exec(sql: string, timeoutMs: number): Promise<void> {
    if (sql.startsWith("BEGIN")) {
      this.inTransaction = true;
      return;
    }
    if (!this.inTransaction)
      throw new SqlError("SAVEPOINT can only be used in transaction blocks", undefined);
    const statements = sql.split(";").filter((s) => !/SAVEPOINT/.test(s)); // no ";" inside these
    this.spend(
      statements.reduce((ms, s) => ms + this.cost(s), 0),
      timeoutMs,
    );
    this.statementsRun += statements.length;
  }

  async each(
    statements: readonly string[],
    timeoutMs: number,
    onDone: (index: number, outcome: undefined) => void,
    { guarded = false, deadline }: EachOptions = {},
  ): Promise<void> {
    if (guarded && !this.inTransaction)
      throw new SqlError("SAVEPOINT can only be used in transaction blocks", undefined);
    for (const [index, statement] of statements.entries()) {
      const budget =
        deadline === undefined ? timeoutMs : Math.max(1, Math.min(timeoutMs, deadline - this.clock));
      this.spend(this.cost(statement), budget, index);
      this.statementsRun++;
      onDone(index, undefined);
    }
  }
}

const prepared = (file: string, text: string): PreparedFile => ({
  file,
  lines: new LineIndex(text),
  statements: splitSql(text, "postgres"),
});

async function replay(host: SimulatedHost, files: PreparedFile[], budget: { fileMs: number; runMs: number }) {
  vi.spyOn(performance, "now").mockImplementation(() => host.clock);
  const diagnostics: { file: string; line?: number | undefined; message: string }[] = [];
  const places = new DdlPlaces();
  await replayFiles(host as unknown as PGliteHost, files, budget, places, diagnostics as never);
  return { diagnostics: diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`), places };
}

afterEach(() => vi.restoreAllMocks());

describe("replay budgets (simulated PGlite)", () => {
  // 15 ms a CREATE TABLE, as measured on a loaded machine: 2,000 in one exec (one Prisma schema)
  // took 30 s, past the 20 s budget, and every retry replayed what came before.
  it.each([500, 1000, 2000, 4000])(
    "replays %i CREATE TABLEs of one file once each, with no restart",
    async (n) => {
      const host = new SimulatedHost(() => 15);
      const text = Array.from({ length: n }, (_, i) => `CREATE TABLE t${i} (id int);\n`).join("");
      const { diagnostics, places } = await replay(host, [prepared("schema.sql", text)], {
        fileMs: 20_000,
        runMs: 180_000,
      });
      expect(diagnostics).toEqual([]);
      expect({ run: host.statementsRun, restarts: host.restarts }).toEqual({ run: n, restarts: 0 });
      expect(places.tables.size).toBe(n);
    },
  );

  it("gives each statement of a batch its own budget: no restart when none alone is slow", async () => {
    // 30 statements of 100 ms: 3 s as one batch, past a 1 s budget (it was one exec, stopped at 1 s).
    const host = new SimulatedHost(() => 100);
    const text = Array.from({ length: 30 }, (_, i) => `CREATE TABLE t${i} (id int);\n`).join("");
    const { diagnostics } = await replay(host, [prepared("m/001.sql", text)], {
      fileMs: 1000,
      runMs: 180_000,
    });
    expect(diagnostics).toEqual([]);
    expect({ run: host.statementsRun, restarts: host.restarts }).toEqual({ run: 30, restarts: 0 });
  });

  // Once a statement is stopped, what had succeeded is replayed on a fresh worker; when that cannot
  // finish within the read's budget, the rest is reported, never run outside the read's transaction
  // (it was: "SAVEPOINT can only be used in transaction blocks", an internal error).
  // The batch runs a, b, c (2.7 s) and stops at slow (3.7 s); one by one, a, b, c again (6.4 s) and
  // slow is stopped (7.4 s); a, b, c cannot be replayed within what is left (0.6 s).
  it("reports the rest as not replayed when the state cannot be rebuilt in time, with no internal error", async () => {
    const host = new SimulatedHost((s) => (/slow/.test(s) ? Number.POSITIVE_INFINITY : 900));
    const files = [
      prepared(
        "m/001.sql",
        "CREATE TABLE a (id int);\nCREATE TABLE b (id int);\nCREATE TABLE c (id int);\nSELECT slow();\nCREATE TABLE after (id int);\n",
      ),
      prepared("m/002.sql", "CREATE TABLE later (id int);\n"),
    ];
    const { diagnostics } = await replay(host, files, { fileMs: 1000, runMs: 8000 });
    expect(diagnostics).toEqual([
      "m/001.sql:4 the statement did not finish within 1000 ms and was stopped (a statement's time budget, CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS)",
      "m/001.sql:5 not replayed: the read's time budget of 8000 ms was spent (CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS)",
      "m/002.sql:1 not replayed: the read's time budget of 8000 ms was spent (CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS)",
    ]);
  });
});
