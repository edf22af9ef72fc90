import { rm } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import type { Worker } from "node:worker_threads";
import { notePGliteStart } from "./data-dir.js";
import {
  DEFAULT_EXTENSIONS,
  type EachOptions,
  EXTENSION_REQUIRES,
  extensionBundle,
  type PGliteHostOptions,
  SqlError,
  type SqlSession,
  SqlTimeout,
  type StatementOutcome,
  shipsExtension,
} from "./host-types.js";
import { pgliteSettings } from "./settings.js";
import {
  type CompiledWasm,
  cacheFreshDataDir,
  type EarlyWorker,
  keepCompiledWasm,
  loadingWorker,
  spawnFromDataDir,
} from "./worker-start.js";

// Re-exported: the rest of the code imports these from here.
export type {
  EachOptions,
  HostSnapshot,
  PGliteHostOptions,
  SqlSession,
  StatementOutcome,
} from "./host-types.js";
export { PGLITE_EXTENSIONS, SqlError, SqlTimeout, shipsExtension } from "./host-types.js";
export { pgliteModuleUrl } from "./worker-start.js";

interface WireError {
  message: string;
  position?: number | undefined;
  code?: string | undefined;
}

const sqlError = (error: WireError | undefined) =>
  new SqlError(error?.message ?? "failed", error?.position, error?.code);

/** What a starting worker posts (worker-source.ts): "ready" or "failed", else an answer. */
interface StartMessage {
  type?: string;
  dump?: Uint8Array;
  error?: WireError;
  fromCache?: boolean;
  wasmModule?: CompiledWasm;
}

interface Pending {
  resolve(value: { rows?: unknown[]; dump?: Uint8Array }): void;
  reject(error: Error): void;
  onEvent?: (event: { type: "started" | "done"; index: number; error?: WireError }) => void;
}

/**
 * PGlite in a worker thread that can be terminated. SQL from a pull request
 * may loop forever inside PGlite's WebAssembly, where no JavaScript timer of
 * the same thread would ever run again; a worker can be stopped from outside
 * whatever it is doing. Every call takes a wall-clock timeout; on expiry the
 * thread is terminated, the call rejects with a `SqlTimeout`, and `restart()`
 * brings up a fresh instance (from the cached data directory: `npm run bench -- pglite-startup`,
 * row "startPGlite, warm cache").
 *
 * One host is meant to be the process's only PGlite (see shared.ts): callers
 * take turns through `exclusive()`, and `transaction()` holds the host from
 * BEGIN to COMMIT so that no other caller's statement lands inside it.
 */
export class PGliteHost {
  private worker: Worker | undefined;
  private early: EarlyWorker | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private turn: Promise<unknown> = Promise.resolve();
  /** What the last caller left for the next one to do first (`leaveForNextTurn`). */
  private leftover: (() => Promise<void>) | undefined;
  private poisoned: Error | undefined;
  /** Set by abandon(): no worker starts any more, and a start in progress fails. */
  private abandoned: Error | undefined;
  /**
   * Milliseconds the last start took, whether it came from the cached data directory, and whether
   * its worker compiled PGlite's WebAssembly (only the process's first worker does: worker-start.ts).
   */
  lastStart: { ms: number; fromCache: boolean; compiledWasm: boolean } | undefined;
  /** What the scratch folder was filled from: the cache, the shipped data directory, or initdb. */
  source: "cache" | "shipped" | "initdb" | undefined;
  /** How many times a worker was started (tests: a run starts at most one). */
  starts = 0;

  constructor(private readonly options: PGliteHostOptions = {}) {}

  /** Extensions loaded beyond `options.extensions`, because SQL to replay creates them. */
  private readonly extraExtensions = new Set<string>();

  private extensions(): string[] {
    return [...new Set([...(this.options.extensions ?? DEFAULT_EXTENSIONS), ...this.extraExtensions])];
  }

  /** The contrib bundles the worker loads (several extensions may share one). */
  private bundles(): string[] {
    return [...new Set(this.extensions().map(extensionBundle))];
  }

  /**
   * Makes sure the named contrib extensions are loadable: each bundle costs
   * start-up time, so a host made without them loads them only when
   * SQL about to be replayed creates one. A running worker is closed cleanly
   * and started again on the same data directory (what was committed stays);
   * an in-memory one takes them at its next start. Names PGlite does not ship
   * are left to fail as `CREATE EXTENSION` fails.
   */
  async ensureExtensions(names: readonly string[]): Promise<void> {
    const loaded = new Set(this.extensions());
    const wanted = names.flatMap((n) => [n, ...(EXTENSION_REQUIRES[n] ?? [])]);
    const missing = [...new Set(wanted)].filter(
      (n) => n !== "plpgsql" && shipsExtension(n) && !loaded.has(n),
    );
    if (missing.length === 0) return;
    for (const name of missing) this.extraExtensions.add(name);
    if (!this.worker || !this.options.dataDir) return;
    await this.send({ op: "close" }, 30_000).catch(() => undefined);
    await this.terminate();
    await this.start();
  }

  /** Starts the worker if it is not running; resolves when PGlite is ready. */
  start(): Promise<void> {
    this.ready ??= this.spawn().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  /**
   * Starts a worker, from the snapshot when there is one cached, else prepared and cached. The
   * worker loads PGlite while the data directory is copied (both measured by `npm run bench --
   * pglite-startup`); one left unused
   * (every way to open failed) is stopped.
   */
  private async spawn(): Promise<void> {
    this.early ??= loadingWorker();
    try {
      await this.spawnFrom();
    } finally {
      const unused = this.early;
      this.early = undefined;
      if (unused) void unused.worker.terminate();
    }
  }

  /** Fills the data directory and starts a worker on it (worker-start.ts), through this host's messaging. */
  private spawnFrom(): Promise<void> {
    return spawnFromDataDir(this.options, {
      spawnWorker: (cached, initdb) => this.spawnWorker(cached, initdb),
      send: (request, timeoutMs) => this.send(request, timeoutMs),
      stopWorker: async () => {
        if (this.worker) await this.terminate();
      },
      noteOrigin: (origin) => {
        this.source = origin;
      },
      abandoned: () => this.abandoned !== undefined,
    });
  }

  /** The on-disk data directory, when the host has one. */
  get dataDirectory(): string | undefined {
    return this.options.dataDir;
  }

  /** `initdb`: the folder is empty and nothing is loaded into it, so the worker runs initdb. */
  private async spawnWorker(cached: Uint8Array | undefined, initdb = false): Promise<void> {
    if (this.abandoned) throw this.abandoned;
    const t0 = performance.now();
    this.starts++;
    notePGliteStart();
    const { worker, gone } = this.early ?? loadingWorker();
    this.early = undefined;
    worker.postMessage({
      dataDir: this.options.dataDir,
      cached,
      // A fresh scratch folder's initdb is worth caching like an in-memory one's (only then: a dump
      // of a folder that was copied or reopened costs a whole dump and gains nothing).
      dumpFresh: this.options.temporary === true && initdb,
      extensions: this.bundles(),
      settings: pgliteSettings(),
    });
    this.worker = worker;
    await new Promise<void>((resolve, reject) => {
      void gone.then(reject);
      worker.on("message", (message: StartMessage) => {
        if (message.type === "ready") {
          keepCompiledWasm(message.wasmModule);
          this.lastStart = {
            ms: performance.now() - t0,
            fromCache: message.fromCache === true,
            compiledWasm: message.wasmModule !== undefined,
          };
          if (message.dump) void cacheFreshDataDir(this.options, message.dump);
          resolve();
        } else if (message.type === "failed") {
          reject(new Error(`PGlite did not start: ${message.error?.message}`));
        } else {
          this.dispatch(message as never);
        }
      });
    });
    worker.removeAllListeners("error");
    worker.removeAllListeners("exit");
    // Events of a worker already replaced (terminated, restarted) concern no one.
    worker.on("error", (error) => {
      if (this.worker === worker) this.fail(error);
    });
    worker.on("exit", () => {
      if (this.worker === worker) this.fail(new Error("the PGlite worker exited"));
    });
    worker.unref();
  }

  private dispatch(message: {
    id: number;
    ok?: boolean;
    type?: "started" | "done";
    index?: number;
    rows?: unknown[];
    dump?: Uint8Array;
    error?: WireError;
  }): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.type) {
      pending.onEvent?.({ type: message.type, index: message.index ?? 0, error: message.error });
      return;
    }
    this.pending.delete(message.id);
    if (message.ok) pending.resolve({ rows: message.rows, dump: message.dump });
    else pending.reject(sqlError(message.error));
  }

  private fail(error: Error): void {
    this.worker = undefined;
    this.ready = undefined;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  private async call(
    request: Record<string, unknown>,
    timeoutMs: number,
    onEvent?: Pending["onEvent"],
    running?: () => number | undefined,
    statementMs?: () => number,
  ): Promise<{ rows?: unknown[]; dump?: Uint8Array }> {
    if (this.poisoned) throw this.poisoned;
    await this.start();
    return this.send(request, timeoutMs, onEvent, running, statementMs);
  }

  /**
   * Posts a request to the running worker (during start-up too, for the snapshot's preparation).
   * `statementMs`: the timer starts again, for that many ms, at each "started" event (a budget per
   * statement of an `each`, not one for the whole list).
   */
  private send(
    request: Record<string, unknown>,
    timeoutMs: number,
    onEvent?: Pending["onEvent"],
    running?: () => number | undefined,
    statementMs?: () => number,
  ): Promise<{ rows?: unknown[]; dump?: Uint8Array }> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error("the PGlite worker is not running"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const arm = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          this.pending.delete(id);
          reject(new SqlTimeout(ms, running?.()));
          void this.terminate();
        }, ms);
      };
      arm(timeoutMs);
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          fn(value);
        };
      const events: Pending["onEvent"] =
        statementMs && onEvent
          ? (event) => {
              if (event.type === "started") arm(statementMs());
              onEvent(event);
            }
          : onEvent;
      this.pending.set(id, { resolve: settle(resolve), reject: settle(reject), onEvent: events });
      worker.postMessage({ id, ...request });
    });
  }

  /**
   * Runs SQL (any number of statements, one implicit transaction). Rejects with SqlError or
   * SqlTimeout. `guarded`: the SQL runs in a transaction the caller opened and must leave it open.
   */
  async exec(sql: string, timeoutMs: number, guarded = false): Promise<void> {
    await this.call({ op: "exec", sql, guard: guarded }, timeoutMs);
  }

  async query<T>(sql: string, params: unknown[] = [], timeoutMs = 60_000): Promise<{ rows: T[] }> {
    const { rows } = await this.call({ op: "query", sql, params }, timeoutMs);
    return { rows: (rows ?? []) as T[] };
  }

  /**
   * Runs statements one by one; a rejected statement does not stop the others.
   * `onDone(index, outcome)` reports each as it finishes. `timeoutMs` is each
   * statement's budget (its timer starts when the worker starts it), cut to what
   * is left before `deadline` (performance.now()) when one is given: a long list
   * of quick statements never times out as a whole. On timeout the rejection's
   * `index` names the statement that was running. `guarded`: inside a
   * transaction the caller opened, none may end it; each statement under a
   * savepoint unless `savepoints` is false.
   */
  async each(
    statements: readonly string[],
    timeoutMs: number,
    onDone: (index: number, outcome: StatementOutcome) => void,
    options: EachOptions = {},
  ): Promise<void> {
    const { guarded = false, stopAtError = false, deadline, savepoints = guarded } = options;
    let running: number | undefined;
    const statementMs = () =>
      deadline === undefined ? timeoutMs : Math.max(1, Math.min(timeoutMs, deadline - performance.now()));
    await this.call(
      { op: "each", statements, guard: guarded, savepoints, stopAtError },
      statementMs(),
      (event) => {
        if (event.type === "started") running = event.index;
        else {
          running = undefined;
          onDone(event.index, event.error ? sqlError(event.error) : undefined);
        }
      },
      () => running,
      statementMs,
    );
  }

  /** Runs `work` with the host to itself: callers take turns. */
  exclusive<T>(work: (host: PGliteHost) => Promise<T>): Promise<T> {
    return this.nextTurn(async () => {
      const leftover = this.leftover;
      this.leftover = undefined;
      await leftover?.();
      return work(this);
    });
  }

  /**
   * Work the current turn leaves to whoever takes the next one, done before it: the Postgres
   * reader's ROLLBACK of a replay (PostgreSQL unlinks every file the transaction made, which grows
   * with the tables: `npm run bench -- readers`, row "postgres: 2000 CREATE TABLEs, one file"), which a run that reads and exits never needs, as a temporary host's
   * folder is deleted whole (`closeWhenFree`).
   */
  leaveForNextTurn(work: () => Promise<void>): void {
    this.leftover = work;
  }

  /** Closes the host after the current turn; a temporary one skips what that turn left to do. */
  closeWhenFree(): Promise<void> {
    if (!this.options.temporary) return this.exclusive((host) => host.close());
    return this.nextTurn(() => {
      this.leftover = undefined;
      return this.close();
    });
  }

  private nextTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /**
   * Runs `work` in one transaction with the host to itself: committed when it
   * resolves, rolled back when it throws. Statements inside go through the
   * session given to `work`, not through `exclusive` (which would wait for this).
   */
  transaction<T>(work: (session: SqlSession) => Promise<T>, timeoutMs: number): Promise<T> {
    return this.exclusive(async () => {
      // Not awaited: the worker answers in order, so the first statement follows BEGIN anyway,
      // and a transaction costs one round trip less (every caller waits for each one).
      const begun = this.exec("BEGIN", timeoutMs);
      begun.catch(() => undefined);
      const session: SqlSession = {
        exec: (sql) => this.exec(sql, timeoutMs),
        query: (sql, params) => this.query(sql, params, timeoutMs),
      };
      try {
        const result = await work(session);
        await begun;
        await this.exec("COMMIT", timeoutMs);
        return result;
      } catch (error) {
        await this.exec("ROLLBACK", timeoutMs).catch(() => undefined);
        throw error;
      }
    });
  }

  /** Refuses every later call with `error` (its state can no longer be trusted), and stops the worker. */
  poison(error: Error): void {
    this.poisoned = error;
    void this.terminate();
  }

  /**
   * Stops the host for good, started or still starting (its start then fails rather than
   * going on to another data directory): for a start nobody needs any more.
   */
  abandon(): void {
    this.abandoned ??= new Error("PGlite was stopped: nothing needed it");
    const early = this.early;
    this.early = undefined;
    void early?.worker.terminate();
    void this.terminate();
  }

  /** Whether the worker is running (a closed or never started host is not). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Stops the worker at once, whatever it is doing. */
  async terminate(): Promise<void> {
    const worker = this.worker;
    this.fail(new Error("the PGlite worker was terminated"));
    await worker?.terminate();
  }

  /** A fresh instance: terminates the current worker and starts a new one. */
  async restart(): Promise<void> {
    await this.terminate();
    await this.start();
  }

  /** Closes PGlite cleanly when it has an on-disk data directory to flush, then ends the worker. */
  async close(): Promise<void> {
    const { dataDir, temporary } = this.options;
    if (this.worker && dataDir && !temporary) await this.send({ op: "close" }, 30_000).catch(() => undefined);
    await this.terminate();
    if (dataDir && temporary) await rm(dataDir, { recursive: true, force: true });
  }
}
