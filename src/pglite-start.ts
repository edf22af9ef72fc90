import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { PGlite } from "@electric-sql/pglite";
import { loadPGliteModule } from "./vendor.js";

/**
 * Starting PGlite: a fresh one runs initdb (~3.5 s here); loading a dumped,
 * already initialised data directory takes ~0.7 s. The dump is not committed
 * (a tarball with timestamps would make dist/ irreproducible): the first start
 * on a machine writes it to the cache folder, later starts load it. A dump
 * that no longer loads (PGlite upgraded) is replaced.
 */
export interface PGliteStart {
  ms: number;
  fromCache: boolean;
}

/**
 * A prepared state of the data directory (the store's migrations applied),
 * cached beside the plain one under its key: a start loads it instead of
 * preparing again. The key must change whenever `prepare` would do otherwise.
 */
export interface PGliteSnapshot {
  key: string;
  prepare(db: PGlite): Promise<void>;
}

let started = 0;

/** How many PGlite instances this process has started (tests assert a run's budget of them). */
export function pgliteStartCount(): number {
  return started;
}

export function pgliteCacheFile(env: NodeJS.ProcessEnv = process.env): string {
  const dir =
    env.CONTRACT_SYNC_CACHE_DIR ?? join(env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "contract-sync");
  return join(dir, "pglite-datadir-v1.tar.gz");
}

/**
 * Starts a PGlite from the cached data directory if there is one, else from
 * scratch (and caches it). With a snapshot: from the snapshot's own cache
 * file, else from the plain start prepared (and that cached too).
 */
export async function startPGlite(
  cacheFile = pgliteCacheFile(),
  snapshot?: PGliteSnapshot,
): Promise<{ db: PGlite; start: PGliteStart }> {
  started++;
  if (!snapshot) return startPlain(cacheFile);
  const t0 = performance.now();
  const snapshotFile = cacheFile.replace(/\.tar\.gz$/, `-${snapshot.key}.tar.gz`);
  const loaded = await loadDump(snapshotFile);
  if (loaded) return { db: loaded, start: { ms: performance.now() - t0, fromCache: true } };
  const plain = await startPlain(cacheFile);
  await snapshot.prepare(plain.db);
  await saveDump(plain.db, snapshotFile);
  return { db: plain.db, start: { ms: performance.now() - t0, fromCache: plain.start.fromCache } };
}

async function startPlain(cacheFile: string): Promise<{ db: PGlite; start: PGliteStart }> {
  const { PGlite } = await loadPGliteModule();
  const t0 = performance.now();
  const loaded = await loadDump(cacheFile);
  if (loaded) return { db: loaded, start: { ms: performance.now() - t0, fromCache: true } };
  const db = await PGlite.create();
  const ms = performance.now() - t0;
  await saveDump(db, cacheFile);
  return { db, start: { ms, fromCache: false } };
}

/** The cached initialised data directory (gzipped tarball), or undefined when there is none. */
export async function readCachedDataDir(cacheFile = pgliteCacheFile()): Promise<Uint8Array | undefined> {
  const bytes = await readFile(cacheFile).catch(() => undefined);
  return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
}

/** Writes a dump of a freshly initialised data directory to the cache (atomically; failures ignored). */
export async function writeCachedDataDir(dump: Uint8Array, cacheFile = pgliteCacheFile()): Promise<void> {
  try {
    await mkdir(join(cacheFile, ".."), { recursive: true });
    const partial = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(partial, dump);
    await rename(partial, cacheFile);
  } catch {
    // A read-only home is fine: the next process pays initdb again.
  }
}

/** A PGlite on a dumped data directory; undefined when there is none or it no longer loads (then removed). */
async function loadDump(file: string): Promise<PGlite | undefined> {
  const cached = await readCachedDataDir(file);
  if (!cached) return undefined;
  const { PGlite } = await loadPGliteModule();
  try {
    return await PGlite.create({ loadDataDir: new Blob([cached]) });
  } catch {
    await rm(file, { force: true });
    return undefined;
  }
}

async function saveDump(db: PGlite, file: string): Promise<void> {
  const dump = await db.dumpDataDir("gzip").catch(() => undefined);
  if (dump) await writeCachedDataDir(new Uint8Array(await dump.arrayBuffer()), file);
}

/** The cache file of a snapshot under `key`, beside the plain one (as `startPGlite` names it). */
export function snapshotCacheFile(cacheFile: string, key: string): string {
  return cacheFile.replace(/\.tar\.gz$/, `-${key}.tar.gz`);
}

/** Counts a PGlite started elsewhere (in a worker thread) in `pgliteStartCount()`. */
export function notePGliteStart(): void {
  started++;
}
