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

export function pgliteCacheFile(env: NodeJS.ProcessEnv = process.env): string {
  const dir =
    env.CONTRACT_SYNC_CACHE_DIR ?? join(env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "contract-sync");
  return join(dir, "pglite-datadir-v1.tar.gz");
}

/** Starts a PGlite from the cached data directory if there is one, else from scratch (and caches it). */
export async function startPGlite(
  cacheFile = pgliteCacheFile(),
): Promise<{ db: PGlite; start: PGliteStart }> {
  const { PGlite } = await loadPGliteModule();
  const t0 = performance.now();
  const cached = await readFile(cacheFile).catch(() => undefined);
  if (cached) {
    try {
      const db = await PGlite.create({ loadDataDir: new Blob([cached]) });
      return { db, start: { ms: performance.now() - t0, fromCache: true } };
    } catch {
      await rm(cacheFile, { force: true });
    }
  }
  const db = await PGlite.create();
  const ms = performance.now() - t0;
  try {
    const dump = await db.dumpDataDir("gzip");
    await mkdir(join(cacheFile, ".."), { recursive: true });
    const partial = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, cacheFile);
  } catch {
    // A read-only home is fine: the next process pays initdb again.
  }
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
