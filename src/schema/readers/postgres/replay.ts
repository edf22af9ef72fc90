import { performance } from "node:perf_hooks";
import { type PGliteHost, SqlError, SqlTimeout } from "../../../pglite/host.js";
import type { Diagnostic } from "../../model.js";
import { errorDiagnostic, errorMessage } from "../../reader-helpers.js";
import type { SqlStatement } from "../sql/statements.js";
import type { DdlPlaces } from "./ddl-lines.js";
import type { PreparedFile } from "./dump.js";
import { beginScratch, escaped, savepointed } from "./instance.js";
import type { StandInRepair } from "./stand-in-repair.js";

/**
 * Wall-clock budgets of a replay. A statement that runs past `fileMs`
 * (`CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS`) is stopped by terminating PGlite's worker; each statement
 * after it gets a fresh `fileMs`. A batch of statements run in one exec gets `fileMs` too, and one
 * that runs past it is run again statement by statement, each with its own budget, so only a
 * statement alone is ever reported as too slow. Nothing runs once `runMs`
 * (`CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS`) is spent.
 */
export interface ReplayBudget {
  fileMs: number;
  runMs: number;
}

export const DEFAULT_REPLAY_BUDGET: ReplayBudget = { fileMs: 20_000, runMs: 180_000 };

/** Budgets from `CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS` / `CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS`, else the defaults. */
export function replayBudgetFromEnv(env: NodeJS.ProcessEnv = process.env): ReplayBudget {
  const ms = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    fileMs: ms(env.CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS, DEFAULT_REPLAY_BUDGET.fileMs),
    runMs: ms(env.CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS, DEFAULT_REPLAY_BUDGET.runMs),
  };
}

/** A replay that goes on in several calls: what succeeded so far (a restart replays it), and the read's deadline. */
export interface ReplaySession {
  applied: string[];
  /** performance.now() when the read's `runMs` is spent (default: `runMs` from the call). */
  deadline?: number | undefined;
  /** Set when SQL ran past a budget: the outcome depended on time, not only on the files. */
  timedOut?: boolean | undefined;
  /** Opens the read's transaction after a worker restart, before `applied` (default: beginScratch). */
  begin?: ((host: PGliteHost) => Promise<void>) | undefined;
  /** Stands in what a rejected statement missed (stand-in-repair.ts); without it, a rejection is reported. */
  repair?: StandInRepair | undefined;
}

// A batch is statements of one or more files in one exec (one round trip, one implicit
// transaction). Few enough statements that a batch of plain DDL stays well inside one statement's
// budget on a loaded machine (a CREATE TABLE takes 5-20 ms in PGlite): a batch over its budget costs
// that budget and is replayed statement by statement.
const BATCH_BYTES = 256 * 1024;
const BATCH_STATEMENTS = 200;

/** Statements `from` to `to` (exclusive) of one prepared file. */
interface Segment {
  prepared: PreparedFile;
  from: number;
  to: number;
}

/**
 * Replays prepared files in order on `host`. Files go in batches, one exec
 * each; a batch that Postgres rejects (or that times out) is replayed file by
 * file, statement by statement, to find and report the statements at fault.
 * Everything runs inside the read's transaction (see instance.ts), guarded:
 * SQL that would end it is an error. After a termination the worker is
 * restarted (the transaction is gone with it), a new one is opened and what
 * had succeeded is replayed again, so the rest of the read goes on from the
 * same state. A replay that continues an earlier one in the same transaction
 * passes the earlier one's session (see ReplaySession).
 */
let filesReplayed = 0;

/** How many files this process has replayed (tests: a shared replay does not replay a folder twice). */
export function replayedFileCount(): number {
  return filesReplayed;
}

export async function replayFiles(
  host: PGliteHost,
  files: readonly PreparedFile[],
  budget: ReplayBudget,
  places: DdlPlaces,
  diagnostics: Diagnostic[],
  session: ReplaySession = { applied: [] },
): Promise<void> {
  const { applied } = session;
  filesReplayed += files.length;
  const deadline = session.deadline ?? performance.now() + budget.runMs;
  const remaining = () => deadline - performance.now();

  /** Set when what had succeeded could not be replayed again after a restart: nothing more runs. */
  let lost = false;
  /**
   * A fresh worker in the state the replay had reached. What had succeeded is replayed in one
   * exec, else (it succeeded statement by statement but not as one batch) one by one; when that
   * does not finish within what is left of the read's budget, the state is lost and the rest of
   * the read is reported as not replayed (never run on a worker left without the transaction).
   */
  const recover = async () => {
    try {
      await host.restart();
      await (session.begin ?? beginScratch)(host);
      if (applied.length === 0) return;
      const timeout = Math.max(remaining(), budget.fileMs);
      const batched = await savepointed(host, applied.join(";\n"), timeout).then(
        () => "ok" as const,
        (error: unknown) => (error instanceof SqlError ? ("rejected" as const) : error),
      );
      if (batched === "ok") return;
      if (batched !== "rejected") throw batched;
      await host.each(applied, timeout, () => undefined, { guarded: true });
    } catch (error) {
      if (!(error instanceof SqlTimeout)) throw error;
      lost = true;
    }
  };
  const stopped = () => lost || remaining() <= 0;

  const replayOneByOne = async ({ prepared, from: start, to }: Segment) => {
    let from = start;
    while (from < to) {
      if (stopped()) return spent(prepared, from);
      const chunk = prepared.statements.slice(from, to);
      let failed: { index: number; error: SqlError } | undefined;
      try {
        // Stops at a rejected statement: what it missed is stood in before the statements after it run.
        await host.each(
          chunk.map((st) => st.text),
          budget.fileMs,
          (index, outcome) => {
            const statement = chunk[index];
            if (!statement) return;
            if (outcome) {
              failed = { index, error: outcome };
              return;
            }
            applied.push(statement.text);
            places.apply(prepared.file, prepared.lines, statement);
          },
          { guarded: true, stopAtError: true, deadline },
        );
        if (!failed) return;
        const statement = chunk[failed.index];
        if (statement) await settle(prepared, statement, failed.error);
        from += failed.index + 1;
      } catch (error) {
        if (!(error instanceof SqlTimeout)) throw error;
        session.timedOut = true;
        // A timeout during a repair concerns the statement that failed, not the chunk's first.
        const index = failed?.index ?? error.index ?? 0;
        const statement = chunk[index];
        const ranOut = remaining() <= 0;
        diagnostics.push({
          ...errorDiagnostic(
            prepared.file,
            `the statement did not finish within ${Math.round(error.ms)} ms and was stopped (${ranOut ? "the read's time budget, CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS" : "a statement's time budget, CONTRACT_SYNC_SQL_FILE_TIMEOUT_MS"})`,
            prepared.lines.lineAt(statement?.start ?? 0),
          ),
          statement: statement?.text,
        });
        await recover();
        from += index + 1;
      }
    }
  };

  /** A rejected statement: repaired with stand-ins and applied, skipped with a warning, or reported. */
  const settle = async (prepared: PreparedFile, statement: SqlStatement, error: SqlError) => {
    const outcome = session.repair
      ? await session.repair.repair(host, statement, error, Math.min(budget.fileMs, Math.max(remaining(), 1)))
      : ({ kind: "failed", error } as const);
    if (outcome.kind === "applied") {
      applied.push(outcome.sql);
      places.apply(prepared.file, prepared.lines, outcome.statement);
    } else if (outcome.kind === "skipped") {
      diagnostics.push({
        file: prepared.file,
        line: prepared.lines.lineAt(statement.start),
        severity: "warning",
        message: outcome.message,
      });
    } else {
      rejected(prepared, statement, outcome.error);
    }
  };

  const rejected = (prepared: PreparedFile, statement: SqlStatement, error: SqlError) => {
    const position = Number(error.position);
    const offset = statement.start + (Number.isFinite(position) && position > 0 ? position - 1 : 0);
    diagnostics.push({
      ...errorDiagnostic(
        prepared.file,
        `Postgres rejected the statement: ${errorMessage(error)}`,
        prepared.lines.lineAt(offset),
      ),
      statement: statement.text,
    });
  };

  // A file spanning batches is reported once, where its replay stopped.
  const reportedSpent = new Set<PreparedFile>();
  const spent = (prepared: PreparedFile, from: number) => {
    session.timedOut = true;
    if (reportedSpent.has(prepared)) return;
    reportedSpent.add(prepared);
    const statement = prepared.statements[from];
    diagnostics.push(
      errorDiagnostic(
        prepared.file,
        `not replayed: the read's time budget of ${budget.runMs} ms was spent (CONTRACT_SYNC_SQL_RUN_TIMEOUT_MS)`,
        statement ? prepared.lines.lineAt(statement.start) : undefined,
      ),
    );
  };

  /**
   * A batch's statements one after another under one savepoint, each with its own budget, stopping
   * at the first one Postgres rejects: "ok", or "rejected" (its effects undone) / "timeout" (the
   * worker gone), after which the batch is replayed statement by statement to report and repair.
   */
  const runBatch = async (texts: readonly string[]): Promise<"ok" | "rejected" | "timeout"> => {
    const ms = Math.max(1, Math.min(budget.fileMs, remaining()));
    try {
      await host.exec("SAVEPOINT replay_batch", ms, true);
      let rejected = false;
      await host.each(
        texts,
        budget.fileMs,
        (_, outcome) => {
          if (outcome) rejected = true;
        },
        { guarded: true, savepoints: false, stopAtError: true, deadline },
      );
      if (!rejected) {
        await host.exec("RELEASE SAVEPOINT replay_batch", ms, true);
        return "ok";
      }
      await host.exec("ROLLBACK TO SAVEPOINT replay_batch; RELEASE SAVEPOINT replay_batch", ms, true);
      return "rejected";
    } catch (error) {
      if (error instanceof SqlTimeout) return "timeout";
      if (escaped(error) || !(error instanceof SqlError)) throw error;
      return "rejected";
    }
  };

  for (const batch of batches(files)) {
    if (stopped()) {
      for (const segment of batch) spent(segment.prepared, segment.from);
      continue;
    }
    const texts = batch.flatMap((s) => s.prepared.statements.slice(s.from, s.to).map((st) => st.text));
    if (texts.length > 0) {
      const outcome = await runBatch(texts);
      if (outcome === "ok") {
        applied.push(...texts);
        for (const { prepared, from, to } of batch) {
          for (const statement of prepared.statements.slice(from, to))
            places.apply(prepared.file, prepared.lines, statement);
        }
        continue;
      }
      if (outcome === "timeout") await recover();
    }
    for (const segment of batch) await replayOneByOne(segment);
  }
}

/**
 * The files' statements in batches of at most BATCH_STATEMENTS statements and about BATCH_BYTES
 * (a larger statement is a batch alone); a file may span batches. A file without statements is a
 * segment of its own, so that it is reported when the read's budget is spent before it.
 */
function* batches(files: readonly PreparedFile[]): Generator<Segment[]> {
  let batch: Segment[] = [];
  let count = 0;
  let bytes = 0;
  for (const prepared of files) {
    const { statements } = prepared;
    let from = 0;
    do {
      let to = from;
      while (to < statements.length && count < BATCH_STATEMENTS) {
        const size = statements[to]?.text.length ?? 0;
        if (count > 0 && bytes + size > BATCH_BYTES) break;
        count++;
        bytes += size;
        to++;
      }
      if (to > from || statements.length === 0) batch.push({ prepared, from, to });
      if (to < statements.length) {
        yield batch;
        batch = [];
        count = 0;
        bytes = 0;
      }
      from = to;
    } while (from < statements.length);
  }
  if (batch.length > 0) yield batch;
}
