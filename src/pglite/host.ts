import { createRequire } from "node:module";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { readCachedDataDir, writeCachedDataDir } from "../pglite-start.js";
import { vendorDir } from "../vendor.js";
import { WORKER_SOURCE } from "./worker-source.js";

/**
 * PGlite in a worker thread that can be terminated. SQL from a pull request
 * may loop forever inside PGlite's WebAssembly, where no JavaScript timer of
 * the same thread would ever run again; a worker can be stopped from outside
 * whatever it is doing. Every call takes a wall-clock timeout; on expiry the
 * thread is terminated, the call rejects with a `SqlTimeout`, and `restart()`
 * brings up a fresh instance (from the cached data directory, ~0.7 s).
 *
 * One host is meant to be the process's only PGlite: callers take turns
 * through `exclusive()`.
 */

/** Contrib extensions PGlite ships as bundles, loaded so that `CREATE EXTENSION` of them works. */
export const PGLITE_EXTENSIONS = ["citext", "uuid-ossp", "pgcrypto", "pg_trgm", "hstore", "ltree"] as const;

export interface PGliteHostOptions {
  /** An on-disk data directory (the store); default: in memory, from the cached initialised one. */
  dataDir?: string | undefined;
  /** Cache file of the initialised data directory (default: pgliteCacheFile()). */
  cacheFile?: string | undefined;
  extensions?: readonly string[] | undefined;
}

/** Postgres rejected the SQL. `position` is 1-based in the SQL text, when Postgres names one. */
export class SqlError extends Error {
  constructor(
    message: string,
    readonly position: number | undefined,
  ) {
    super(message);
    this.name = "SqlError";
  }
}

/** The call ran past its budget; the worker was terminated. `index`: the statement running then. */
export class SqlTimeout extends Error {
  constructor(
    readonly ms: number,
    readonly index?: number,
  ) {
    super(`did not finish within ${ms} ms`);
    this.name = "SqlTimeout";
  }
}

interface WireError {
  message: string;
  position?: number | undefined;
}

interface Pending {
  resolve(value: { rows?: unknown[] }): void;
  reject(error: Error): void;
  onEvent?: (event: { type: "started" | "done"; index: number; error?: WireError }) => void;
}

/** The outcome of one statement run by `each`: undefined when it succeeded. */
export type StatementOutcome = SqlError | undefined;

function pgliteModuleUrl(): string {
  const vendored = vendorDir("pglite");
  if (vendored) return pathToFileURL(join(vendored, "index.js")).href;
  // A variable, so that the bundler leaves this source-only lookup alone.
  const specifier = "@electric-sql/pglite";
  return pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href.replace(
    /index\.cjs$/,
    "index.js",
  );
}

export class PGliteHost {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private turn: Promise<unknown> = Promise.resolve();
  /** Milliseconds the last start took, and whether it came from the cached data directory. */
  lastStart: { ms: number; fromCache: boolean } | undefined;
  /** How many times a worker was started (tests: a run starts at most one). */
  starts = 0;

  constructor(private readonly options: PGliteHostOptions = {}) {}

  /** Starts the worker if it is not running; resolves when PGlite is ready. */
  start(): Promise<void> {
    this.ready ??= this.spawn().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async spawn(): Promise<void> {
    const t0 = performance.now();
    this.starts++;
    const cached = this.options.dataDir ? undefined : await readCachedDataDir(this.options.cacheFile);
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        moduleUrl: pgliteModuleUrl(),
        dataDir: this.options.dataDir,
        cached,
        extensions: this.options.extensions ?? PGLITE_EXTENSIONS,
      },
    });
    this.worker = worker;
    await new Promise<void>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the PGlite worker exited (${code}) while starting`)));
      worker.on("message", (message: { type?: string; dump?: Uint8Array; error?: WireError }) => {
        if (message.type === "ready") {
          this.lastStart = { ms: performance.now() - t0, fromCache: message.dump === undefined };
          if (message.dump) void writeCachedDataDir(message.dump, this.options.cacheFile);
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
    error?: WireError;
  }): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.type) {
      pending.onEvent?.({ type: message.type, index: message.index ?? 0, error: message.error });
      return;
    }
    this.pending.delete(message.id);
    if (message.ok) pending.resolve({ rows: message.rows });
    else pending.reject(new SqlError(message.error?.message ?? "failed", message.error?.position));
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
  ): Promise<{ rows?: unknown[] }> {
    await this.start();
    const worker = this.worker;
    if (!worker) throw new Error("the PGlite worker is not running");
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new SqlTimeout(timeoutMs, running?.()));
        void this.terminate();
      }, timeoutMs);
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          fn(value);
        };
      this.pending.set(id, { resolve: settle(resolve), reject: settle(reject), onEvent });
      worker.postMessage({ id, ...request });
    });
  }

  /** Runs SQL (any number of statements, one implicit transaction). Rejects with SqlError or SqlTimeout. */
  async exec(sql: string, timeoutMs: number): Promise<void> {
    await this.call({ op: "exec", sql }, timeoutMs);
  }

  async query<T>(sql: string, params: unknown[] = [], timeoutMs = 60_000): Promise<{ rows: T[] }> {
    const { rows } = await this.call({ op: "query", sql, params }, timeoutMs);
    return { rows: (rows ?? []) as T[] };
  }

  /**
   * Runs statements one by one; a rejected statement does not stop the others.
   * `onDone(index, outcome)` reports each as it finishes. On timeout the
   * rejection's `index` names the statement that was running.
   */
  async each(
    statements: readonly string[],
    timeoutMs: number,
    onDone: (index: number, outcome: StatementOutcome) => void,
  ): Promise<void> {
    let running: number | undefined;
    await this.call(
      { op: "each", statements },
      timeoutMs,
      (event) => {
        if (event.type === "started") running = event.index;
        else {
          running = undefined;
          onDone(
            event.index,
            event.error ? new SqlError(event.error.message, event.error.position) : undefined,
          );
        }
      },
      () => running,
    );
  }

  /** Runs `work` with the host to itself: callers take turns. */
  exclusive<T>(work: (host: PGliteHost) => Promise<T>): Promise<T> {
    const run = this.turn.then(() => work(this));
    this.turn = run.catch(() => undefined);
    return run;
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
    if (this.worker && this.options.dataDir) await this.call({ op: "close" }, 30_000).catch(() => undefined);
    await this.terminate();
  }
}
