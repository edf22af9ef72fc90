// PGlite started in this process (not in the worker host that contract-sync runs it in): what the
// benches compare the worker against (`pglite-startup`, `readers`). The data directory it opens
// comes from src/pglite/data-dir.ts, as the worker's does.
import { rmSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { PGlite } from "@electric-sql/pglite";
import {
  cacheDataDirFolder,
  type DataDirSource,
  dataDirCacheFolder,
  fillDataDir,
  notePGliteInitdb,
  notePGliteStart,
  PLAIN_KEY,
  pgliteCacheFile,
  type StartOptions,
  stderrNotice,
} from "../src/pglite/data-dir.js";
import { pgliteSettings, scratchParent } from "../src/pglite/settings.js";
import { loadPGliteModule } from "../src/vendor.js";

/** How long a start took and where its data directory came from. */
export interface PGliteStart {
  ms: number;
  fromCache: boolean;
  /** Where the data directory came from: the cache folder, the shipped one, or a fresh initdb. */
  source: DataDirSource | "initdb";
}

/**
 * A prepared state of the data directory (the store's migrations applied),
 * cached under its key: a start opens it instead of preparing again. The key
 * must change whenever `prepare` would do otherwise.
 */
export interface PGliteSnapshot {
  key: string;
  prepare(db: PGlite): Promise<void>;
}

const scratchFolders = new Set<string>();
let exitHook = false;

/** A scratch folder for one instance's data directory, removed at close or at process exit. */
async function scratchFolder(): Promise<string> {
  if (!exitHook) {
    exitHook = true;
    process.once("exit", () => {
      for (const folder of scratchFolders) rmSync(folder, { recursive: true, force: true });
    });
  }
  const folder = await mkdtemp(join(scratchParent(), "contract-sync-pglite-"));
  scratchFolders.add(folder);
  return folder;
}

async function dropScratch(folder: string): Promise<void> {
  scratchFolders.delete(folder);
  await rm(folder, { recursive: true, force: true });
}

/**
 * Starts a PGlite on a scratch copy of the data directory cached under the
 * snapshot's key (or the plain one), filled from the shipped data directory or
 * else by initdb (then prepared, and cached for the next process).
 */
export async function startPGlite(
  cacheFile = pgliteCacheFile(),
  snapshot?: PGliteSnapshot,
  options: StartOptions = {},
): Promise<{ db: PGlite; start: PGliteStart }> {
  notePGliteStart();
  const { PGlite } = await loadPGliteModule();
  const t0 = performance.now();
  const key = snapshot?.key ?? PLAIN_KEY;
  const target = await scratchFolder();
  const closing = (db: PGlite) => {
    // The scratch folder goes with the instance.
    const close = db.close.bind(db);
    db.close = async () => {
      await close();
      await dropScratch(target);
    };
    return db;
  };
  const source = await fillDataDir(target, key, { cacheFile, ...options });
  if (source) {
    try {
      const db = await PGlite.create(target, {
        startParams: [...PGlite.defaultStartParams, ...pgliteSettings()],
      });
      return { db: closing(db), start: { ms: performance.now() - t0, fromCache: true, source } };
    } catch (error) {
      (options.notice ?? stderrNotice)(
        `the ${source} PGlite data directory did not open (${String(error)}); initialising a new one`,
      );
      await rm(dataDirCacheFolder(cacheFile, key), { recursive: true, force: true });
      await rm(target, { recursive: true, force: true });
      await mkdir(target, { recursive: true });
    }
  }
  notePGliteInitdb();
  const db = closing(
    await PGlite.create(target, { startParams: [...PGlite.defaultStartParams, ...pgliteSettings()] }),
  );
  const ms = performance.now() - t0;
  await snapshot?.prepare(db);
  await cacheDataDirOf(db, cacheFile, key);
  return { db, start: { ms: snapshot ? performance.now() - t0 : ms, fromCache: false, source: "initdb" } };
}

/** Caches a freshly initialised (and prepared) data directory as a plain folder; failures ignored. */
async function cacheDataDirOf(db: PGlite, cacheFile: string, key: string): Promise<void> {
  try {
    const dump = await db.dumpDataDir("none");
    await cacheDataDirFolder(new Uint8Array(await dump.arrayBuffer()), key, cacheFile);
  } catch {
    // A read-only home is fine: the next process pays initdb again.
  }
}
