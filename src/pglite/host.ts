import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { pgliteSettings } from "../pglite-settings.js";
import {
  cacheDataDirFolder,
  copyDataDir,
  dataDirCacheFolder,
  fillDataDir,
  notePGliteInitdb,
  notePGliteStart,
  PLAIN_KEY,
  pgliteCacheFile,
  readCachedDataDir,
  type StartOptions,
  shippedDataDirKey,
  snapshotCacheFile,
  writeCachedDataDir,
} from "../pglite-start.js";
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
 * One host is meant to be the process's only PGlite (see shared.ts): callers
 * take turns through `exclusive()`, and `transaction()` holds the host from
 * BEGIN to COMMIT so that no other caller's statement lands inside it.
 */

/** Contrib extensions PGlite ships as bundles, loaded so that `CREATE EXTENSION` of them works. */
export const PGLITE_EXTENSIONS = ["citext", "uuid-ossp", "pgcrypto", "pg_trgm", "hstore", "ltree"] as const;

export interface PGliteHostOptions {
  /** An on-disk data directory (the store); default: in memory, from the cached initialised one. */
  dataDir?: string | undefined;
  /** Cache file of the initialised data directory (default: pgliteCacheFile()). */
  cacheFile?: string | undefined;
  extensions?: readonly string[] | undefined;
  /** A prepared state to start from (the store's migrations applied), cached under its key. */
  snapshot?: HostSnapshot | undefined;
  /**
   * A data directory folder to start from before any other (a cached state of
   * the Postgres reader's, see schema/readers/postgres/state-cache.ts): copied
   * into the empty scratch `dataDir`; passed over when it does not open.
   */
  seedFolder?: string | undefined;
  /** `dataDir` is this host's scratch folder: removed at close. */
  temporary?: boolean | undefined;
  /** Where the shipped data directory is and where notices go (default: dist/'s, stderr). */
  start?: StartOptions | undefined;
}

/** What a snapshot's `prepare` runs its SQL through (the host is not started for others yet). */
export interface SqlSession {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * A prepared state of the data directory, cached beside the plain one under
 * its key (the same file as `startPGlite`'s snapshot of that key). The key
 * must change whenever `prepare` would do otherwise.
 */
export interface HostSnapshot {
  key: string;
  prepare(db: SqlSession): Promise<void>;
}

/** Postgres rejected the SQL. `position` is 1-based in the SQL text, when Postgres names one. */
export class SqlError extends Error {
  constructor(
    message: string,
    readonly position: number | undefined,
    /** The SQLSTATE (`23505`, ...); "escaped" when guarded SQL ended the host's transaction. */
    readonly code?: string | undefined,
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
  code?: string | undefined;
}

const sqlError = (error: WireError | undefined) =>
  new SqlError(error?.message ?? "failed", error?.position, error?.code);

interface Pending {
  resolve(value: { rows?: unknown[]; dump?: Uint8Array }): void;
  reject(error: Error): void;
  onEvent?: (event: { type: "started" | "done"; index: number; error?: WireError }) => void;
}

/** The outcome of one statement run by `each`: undefined when it succeeded. */
export type StatementOutcome = SqlError | undefined;

/** A worker that loads PGlite and waits for what to open (see worker-source.ts). */
function loadingWorker(): EarlyWorker {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl: pgliteModuleUrl() } });
  const gone = new Promise<Error>((resolve) => {
    worker.once("error", resolve);
    worker.once("exit", (code) => resolve(new Error(`the PGlite worker exited (${code}) while starting`)));
  });
  return { worker, gone };
}

/** The URL PGlite is imported from (the bundle's vendored copy, else node_modules). */
export function pgliteModuleUrl(): string {
  const vendored = vendorDir("pglite");
  if (vendored) return pathToFileURL(join(vendored, "index.js")).href;
  // A variable, so that the bundler leaves this source-only lookup alone.
  const specifier = "@electric-sql/pglite";
  return pathToFileURL(createRequire(import.meta.url).resolve(specifier)).href.replace(
    /index\.cjs$/,
    "index.js",
  );
}

/** A worker loading PGlite before it is told what to open; `gone` settles if it dies meanwhile. */
interface EarlyWorker {
  worker: Worker;
  gone: Promise<Error>;
}

export class PGliteHost {
  private worker: Worker | undefined;
  private early: EarlyWorker | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private turn: Promise<unknown> = Promise.resolve();
  private poisoned: Error | undefined;
  /** Set by abandon(): no worker starts any more, and a start in progress fails. */
  private abandoned: Error | undefined;
  /** Milliseconds the last start took, and whether it came from the cached data directory. */
  lastStart: { ms: number; fromCache: boolean } | undefined;
  /** What the scratch folder was filled from: the cache, the shipped data directory, or initdb. */
  source: "cache" | "shipped" | "initdb" | undefined;
  /** How many times a worker was started (tests: a run starts at most one). */
  starts = 0;

  constructor(private readonly options: PGliteHostOptions = {}) {}

  /** Extensions loaded beyond `options.extensions`, because SQL to replay creates them. */
  private readonly extraExtensions = new Set<string>();

  private extensions(): string[] {
    return [...new Set([...(this.options.extensions ?? PGLITE_EXTENSIONS), ...this.extraExtensions])];
  }

  /**
   * Makes sure the named contrib extensions are loadable: each bundle costs
   * start-up time (~0.2 s), so a host made without them loads them only when
   * SQL about to be replayed creates one. A running worker is closed cleanly
   * and started again on the same data directory (what was committed stays);
   * an in-memory one takes them at its next start. Names PGlite does not ship
   * are left to fail as `CREATE EXTENSION` fails.
   */
  async ensureExtensions(names: readonly string[]): Promise<void> {
    const loaded = new Set(this.extensions());
    const missing = names.filter(
      (n) => (PGLITE_EXTENSIONS as readonly string[]).includes(n) && !loaded.has(n),
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
   * worker loads PGlite while the data directory is copied (each ~0.1-0.3 s); one left unused
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

  private async spawnFrom(): Promise<void> {
    const { dataDir, snapshot } = this.options;
    // A data directory that already holds a database is reopened (after a restart: what was committed).
    if (dataDir && existsSync(join(dataDir, "PG_VERSION"))) return this.spawnWorker(undefined);
    const cacheFile = this.options.cacheFile ?? pgliteCacheFile();
    if (dataDir && this.options.temporary && (await this.spawnFromSeed(dataDir))) return;
    if (dataDir && this.options.temporary && (await this.spawnFromFolder(dataDir, cacheFile))) return;
    const snapshotFile = snapshot ? snapshotCacheFile(cacheFile, snapshot.key) : undefined;
    const prepared = snapshotFile ? await readCachedDataDir(snapshotFile) : undefined;
    if (prepared) {
      try {
        return await this.spawnWorker(prepared);
      } catch (error) {
        if (this.abandoned) throw error;
        // A snapshot that no longer loads (PGlite upgraded): dropped, prepared again.
        await rm(snapshotFile as string, { force: true });
        if (dataDir) await rm(dataDir, { recursive: true, force: true });
      }
    }
    // The plain initialised data directory for a scratch instance or a new folder (the store's own
    // on-disk folder has always started from initdb: keep that).
    const plain = dataDir && !this.options.temporary ? undefined : await readCachedDataDir(cacheFile);
    await this.spawnWorker(plain, plain === undefined);
    if (!snapshot || !snapshotFile) return;
    const session: SqlSession = {
      exec: async (sql) => {
        await this.send({ op: "exec", sql }, 300_000);
      },
      query: async <T>(sql: string, params: unknown[] = []) => {
        const { rows } = await this.send({ op: "query", sql, params }, 300_000);
        return { rows: (rows ?? []) as T[] };
      },
    };
    await snapshot.prepare(session);
    const { dump } = await this.send({ op: "dump" }, 300_000).catch(() => ({ dump: undefined }));
    if (!dump) return;
    await writeCachedDataDir(dump, snapshotFile);
    if (this.options.temporary) await cacheDataDirFolder(dump, snapshot.key, cacheFile);
  }

  /** Starts on a copy of the seed folder; false (the scratch folder emptied again) when it does not serve. */
  private async spawnFromSeed(dataDir: string): Promise<boolean> {
    const seed = this.options.seedFolder;
    if (!seed || !existsSync(join(seed, "PG_VERSION"))) return false;
    try {
      await copyDataDir(seed, dataDir);
      await this.spawnWorker(undefined);
      this.source = "cache";
      return true;
    } catch (error) {
      if (this.worker) await this.terminate();
      if (this.abandoned) throw error;
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
      return false;
    }
  }

  /** The on-disk data directory, when the host has one. */
  get dataDirectory(): string | undefined {
    return this.options.dataDir;
  }

  /**
   * Fills an empty scratch folder with a prepared data directory (the cached
   * plain folder of the snapshot's key, else the one shipped with dist/) and
   * opens it on disk: ~0.6 s where initdb costs seconds. A reader's instance
   * (no snapshot) takes the store's shipped one too: it empties the database
   * inside the transaction it rolls back. False when none serves or it does
   * not open (the folder is then emptied for initdb).
   */
  private async spawnFromFolder(dataDir: string, cacheFile: string): Promise<boolean> {
    const { snapshot } = this.options;
    const start = this.options.start ?? {};
    const keys = snapshot ? [snapshot.key] : [PLAIN_KEY, await shippedDataDirKey(start)];
    for (const key of new Set(keys)) {
      if (!key) continue;
      const source = await fillDataDir(dataDir, key, { ...start, cacheFile }).catch(() => undefined);
      if (!source) {
        // A copy cut short (the cache folder replaced meanwhile by another process) leaves nothing behind.
        await rm(dataDir, { recursive: true, force: true });
        await mkdir(dataDir, { recursive: true });
        continue;
      }
      try {
        await this.spawnWorker(undefined);
        this.source = source;
        return true;
      } catch (error) {
        if (this.abandoned) throw error;
        await rm(dataDirCacheFolder(cacheFile, key), { recursive: true, force: true });
        await rm(dataDir, { recursive: true, force: true });
        await mkdir(dataDir, { recursive: true });
      }
    }
    notePGliteInitdb();
    this.source = "initdb";
    return false;
  }

  /** A freshly initialised data directory, cached for the next process (as a dump and as a folder). */
  private async cacheFresh(dump: Uint8Array): Promise<void> {
    await writeCachedDataDir(dump, this.options.cacheFile);
    if (this.options.temporary)
      await cacheDataDirFolder(dump, PLAIN_KEY, this.options.cacheFile ?? pgliteCacheFile());
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
      // of a folder that was copied or reopened costs ~1 s and gains nothing).
      dumpFresh: this.options.temporary === true && initdb,
      extensions: this.extensions(),
      settings: pgliteSettings(),
    });
    this.worker = worker;
    await new Promise<void>((resolve, reject) => {
      void gone.then(reject);
      worker.on(
        "message",
        (message: { type?: string; dump?: Uint8Array; error?: WireError; fromCache?: boolean }) => {
          if (message.type === "ready") {
            this.lastStart = { ms: performance.now() - t0, fromCache: message.fromCache === true };
            if (message.dump) void this.cacheFresh(message.dump);
            resolve();
          } else if (message.type === "failed") {
            reject(new Error(`PGlite did not start: ${message.error?.message}`));
          } else {
            this.dispatch(message as never);
          }
        },
      );
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
  ): Promise<{ rows?: unknown[]; dump?: Uint8Array }> {
    if (this.poisoned) throw this.poisoned;
    await this.start();
    return this.send(request, timeoutMs, onEvent, running);
  }

  /** Posts a request to the running worker (during start-up too, for the snapshot's preparation). */
  private send(
    request: Record<string, unknown>,
    timeoutMs: number,
    onEvent?: Pending["onEvent"],
    running?: () => number | undefined,
  ): Promise<{ rows?: unknown[]; dump?: Uint8Array }> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error("the PGlite worker is not running"));
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
   * `onDone(index, outcome)` reports each as it finishes. On timeout the
   * rejection's `index` names the statement that was running. `guarded`: inside a
   * transaction the caller opened, each statement under a savepoint, none may end it.
   */
  async each(
    statements: readonly string[],
    timeoutMs: number,
    onDone: (index: number, outcome: StatementOutcome) => void,
    guarded = false,
  ): Promise<void> {
    let running: number | undefined;
    await this.call(
      { op: "each", statements, guard: guarded, savepoints: guarded },
      timeoutMs,
      (event) => {
        if (event.type === "started") running = event.index;
        else {
          running = undefined;
          onDone(event.index, event.error ? sqlError(event.error) : undefined);
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
