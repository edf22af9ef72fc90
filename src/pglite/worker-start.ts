import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { vendorDir } from "../vendor.js";
import {
  cacheDataDirFolder,
  copyDataDir,
  dataDirCacheFolder,
  fillDataDir,
  notePGliteInitdb,
  PLAIN_KEY,
  pgliteCacheFile,
  readCachedDataDir,
  shippedDataDirKey,
  snapshotCacheFile,
  writeCachedDataDir,
} from "./data-dir.js";
import type { PGliteHostOptions, SqlSession } from "./host-types.js";
import { WORKER_SOURCE } from "./worker-source.js";

/**
 * Getting a host's worker ready from a data directory: which source its
 * folder is filled from (seed folder, cached folder, shipped data directory,
 * snapshot, initdb), and what is cached for the next process. The host's
 * worker messaging stays in host.ts; these functions reach it only through
 * `WorkerStarter`.
 */

/** A worker loading PGlite before it is told what to open; `gone` settles if it dies meanwhile. */
export interface EarlyWorker {
  worker: Worker;
  gone: Promise<Error>;
}

/**
 * PGlite's WebAssembly as the process's first worker compiled it. Later workers (a restart after a
 * statement ran out of time, another extension set, the next embedded store of a process that runs
 * many: the tests) get it with their workerData and instantiate it without compiling the 9 MB
 * module again: 10 store starts in one process, 8.2-9.5 -> 6.5-6.6 CPU-s (load ~14).
 */
let compiledWasm: CompiledWasm | undefined;

/** A WebAssembly.Module, only passed between threads here (the project's lib has no WebAssembly types). */
export type CompiledWasm = object;

/** Keeps the module a worker compiled, for the workers started after it. */
export function keepCompiledWasm(module: CompiledWasm | undefined): void {
  if (module) compiledWasm ??= module;
}

/** A worker that loads PGlite and waits for what to open (see worker-source.ts). */
export function loadingWorker(): EarlyWorker {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { moduleUrl: pgliteModuleUrl(), wasmModule: compiledWasm },
  });
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

/** What the scratch folder was filled from: the cache, the shipped data directory, or initdb. */
export type DataDirOrigin = "cache" | "shipped" | "initdb";

/** The parts of the host that starting a worker drives (its private worker messaging, handed over). */
export interface WorkerStarter {
  /** `initdb`: the folder is empty and nothing is loaded into it, so the worker runs initdb. */
  spawnWorker(cached: Uint8Array | undefined, initdb?: boolean): Promise<void>;
  /** Posts a request to the worker just started (the snapshot's preparation). */
  send(request: Record<string, unknown>, timeoutMs: number): Promise<{ rows?: unknown[]; dump?: Uint8Array }>;
  /** Terminates the worker, if one is running. */
  stopWorker(): Promise<void>;
  /** Records what the scratch folder was filled from. */
  noteOrigin(origin: DataDirOrigin): void;
  /** The host was abandoned: a failed start is not retried from another data directory. */
  abandoned(): boolean;
}

/** Starts a worker, from the snapshot when there is one cached, else prepared and cached. */
export async function spawnFromDataDir(options: PGliteHostOptions, host: WorkerStarter): Promise<void> {
  const { dataDir, snapshot } = options;
  // A data directory that already holds a database is reopened (after a restart: what was committed).
  if (dataDir && existsSync(join(dataDir, "PG_VERSION"))) return host.spawnWorker(undefined);
  const cacheFile = options.cacheFile ?? pgliteCacheFile();
  if (dataDir && options.temporary && (await spawnFromSeed(options, dataDir, host))) return;
  if (dataDir && options.temporary && (await spawnFromFolder(options, dataDir, cacheFile, host))) return;
  const snapshotFile = snapshot ? snapshotCacheFile(cacheFile, snapshot.key) : undefined;
  const prepared = snapshotFile ? await readCachedDataDir(snapshotFile) : undefined;
  if (prepared) {
    try {
      return await host.spawnWorker(prepared);
    } catch (error) {
      if (host.abandoned()) throw error;
      // A snapshot that no longer loads (PGlite upgraded): dropped, prepared again.
      await rm(snapshotFile as string, { force: true });
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  }
  // The plain initialised data directory for a scratch instance or a new folder (the store's own
  // on-disk folder has always started from initdb: keep that).
  const plain = dataDir && !options.temporary ? undefined : await readCachedDataDir(cacheFile);
  await host.spawnWorker(plain, plain === undefined);
  if (!snapshot || !snapshotFile) return;
  const session: SqlSession = {
    exec: async (sql) => {
      await host.send({ op: "exec", sql }, 300_000);
    },
    query: async <T>(sql: string, params: unknown[] = []) => {
      const { rows } = await host.send({ op: "query", sql, params }, 300_000);
      return { rows: (rows ?? []) as T[] };
    },
  };
  await snapshot.prepare(session);
  const { dump } = await host.send({ op: "dump" }, 300_000).catch(() => ({ dump: undefined }));
  if (!dump) return;
  await writeCachedDataDir(dump, snapshotFile);
  if (options.temporary) await cacheDataDirFolder(dump, snapshot.key, cacheFile);
}

/** Starts on a copy of the cached data folder; false (the scratch folder emptied again) when it does not serve. */
async function spawnFromSeed(
  options: PGliteHostOptions,
  dataDir: string,
  host: WorkerStarter,
): Promise<boolean> {
  const seed = options.seedFolder;
  if (!seed || !existsSync(join(seed, "PG_VERSION"))) return false;
  try {
    await copyDataDir(seed, dataDir);
    await host.spawnWorker(undefined);
    host.noteOrigin("cache");
    return true;
  } catch (error) {
    await host.stopWorker();
    if (host.abandoned()) throw error;
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    return false;
  }
}

/**
 * Fills an empty scratch folder with a prepared data directory (the cached
 * plain folder of the snapshot's key, else the one shipped with dist/) and
 * opens it on disk, far cheaper than initdb (`npm run bench -- pglite-startup`, rows "startPGlite, warm cache: ..."
 * and "initdb in memory ..."). A reader's instance
 * (no snapshot) takes the store's shipped one too: it empties the database
 * inside the transaction it rolls back. False when none serves or it does
 * not open (the folder is then emptied for initdb).
 */
async function spawnFromFolder(
  options: PGliteHostOptions,
  dataDir: string,
  cacheFile: string,
  host: WorkerStarter,
): Promise<boolean> {
  const { snapshot } = options;
  const start = options.start ?? {};
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
      await host.spawnWorker(undefined);
      host.noteOrigin(source);
      return true;
    } catch (error) {
      if (host.abandoned()) throw error;
      await rm(dataDirCacheFolder(cacheFile, key), { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    }
  }
  notePGliteInitdb();
  host.noteOrigin("initdb");
  return false;
}

/** A freshly initialised data directory, cached for the next process (as a dump and as a folder). */
export async function cacheFreshDataDir(options: PGliteHostOptions, dump: Uint8Array): Promise<void> {
  await writeCachedDataDir(dump, options.cacheFile);
  if (options.temporary) await cacheDataDirFolder(dump, PLAIN_KEY, options.cacheFile ?? pgliteCacheFile());
}
