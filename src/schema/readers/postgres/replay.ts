import { performance } from "node:perf_hooks";
import { type PGliteHost, SqlError, SqlTimeout } from "../../../pglite/host.js";
import type { Diagnostic } from "../../model.js";
import { errorDiagnostic, errorMessage } from "../../reader-helpers.js";
import type { SqlStatement } from "../sql/statements.js";
import type { DdlPlaces } from "./ddl-lines.js";
import type { PreparedFile } from "./dump.js";
import { beginScratch, savepointed } from "./instance.js";
import type { StandInRepair } from "./stand-in-repair.js";

/**
 * Wall-clock budgets of a replay. A statement (or a batch of files) that runs
 * past `fileMs` is stopped by terminating PGlite's worker; the statements after
 * it get a fresh `fileMs`. Nothing runs once `runMs` is spent.
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

// A batch is several files in one exec (one round trip, one implicit transaction).
const BATCH_BYTES = 256 * 1024;
const BATCH_FILES = 400;

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

  const recover = async () => {
    await host.restart();
    await (session.begin ?? beginScratch)(host);
    if (applied.length === 0) return;
    const timeout = Math.max(remaining(), budget.fileMs);
    const ok = await savepointed(host, applied.join(";\n"), timeout).then(
      () => true,
      () => false,
    );
    // Statements that succeeded alone but not in one batch.
    if (!ok) await host.each(applied, timeout, () => undefined, true);
  };

  const replayOneByOne = async (prepared: PreparedFile) => {
    let from = 0;
    while (from < prepared.statements.length) {
      if (remaining() <= 0) return spent(prepared, from);
      const chunk = prepared.statements.slice(from);
      let failed: { index: number; error: SqlError } | undefined;
      try {
        // Stops at a rejected statement: what it missed is stood in before the statements after it run.
        await host.each(
          chunk.map((st) => st.text),
          Math.min(budget.fileMs, remaining()),
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
          true,
          true,
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
            `the statement did not finish within ${Math.round(error.ms)} ms and was stopped (${ranOut ? "the read's" : "a statement's"} time budget)`,
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

  const spent = (prepared: PreparedFile, from: number) => {
    session.timedOut = true;
    const statement = prepared.statements[from];
    diagnostics.push(
      errorDiagnostic(
        prepared.file,
        `not replayed: the read's time budget of ${budget.runMs} ms was spent`,
        statement ? prepared.lines.lineAt(statement.start) : undefined,
      ),
    );
  };

  for (const batch of batches(files)) {
    if (remaining() <= 0) {
      for (const prepared of batch) spent(prepared, 0);
      continue;
    }
    const sql = batch.flatMap((p) => p.statements.map((st) => st.text)).join(";\n");
    if (sql !== "") {
      const outcome = await savepointed(host, sql, Math.min(budget.fileMs, remaining())).then(
        () => "ok" as const,
        (error: unknown) => {
          if (error instanceof SqlError && error.code === "escaped") throw error;
          return error instanceof SqlTimeout ? ("timeout" as const) : ("rejected" as const);
        },
      );
      if (outcome === "ok") {
        applied.push(sql);
        for (const prepared of batch) {
          for (const statement of prepared.statements) places.apply(prepared.file, prepared.lines, statement);
        }
        continue;
      }
      if (outcome === "timeout") {
        session.timedOut = true;
        await recover();
      }
    }
    for (const prepared of batch) await replayOneByOne(prepared);
  }
}

function* batches(files: readonly PreparedFile[]): Generator<PreparedFile[]> {
  let batch: PreparedFile[] = [];
  let bytes = 0;
  for (const prepared of files) {
    const size = prepared.statements.reduce((n, st) => n + st.text.length, 0);
    if (batch.length > 0 && (bytes + size > BATCH_BYTES || batch.length >= BATCH_FILES)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(prepared);
    bytes += size;
  }
  if (batch.length > 0) yield batch;
}
