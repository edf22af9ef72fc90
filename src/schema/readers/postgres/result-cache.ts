import { createHash } from "node:crypto";
import { readdirSync, rmSync, statSync } from "node:fs";
import { mkdir, readFile, rename, rm, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { identityOfFiles } from "../../../code-identity.js";
import { pgliteCacheFile } from "../../../pglite/data-dir.js";
import { pgliteModuleUrl } from "../../../pglite/host.js";
import type { ReadResult } from "../../model.js";

/**
 * Results of Postgres reads cached by content, so that a later run reading
 * the same migrations (a pull request's base, unchanged since the last run; a
 * check run again) does not replay them. The key hashes everything a result
 * depends on: the files replayed (paths and texts, in order; those too large
 * to read), the read's settings, and the code that reads them (this reader's
 * modules and PGlite's). A cached file is used only when it names that key
 * and has a result's shape; anything else is a miss and the folder is
 * replayed (a damaged or missing cache costs the replay, never a wrong
 * result). Reads that ran out of time are not cached: a timeout is not a
 * property of the files. `CONTRACT_SYNC_READ_CACHE=0` turns the cache off
 * (the test suite runs with it off, but for the tests of the cache).
 */
const FORMAT = "postgres-read-v1";
/**
 * Entries kept: the newest, by when they were last written or used. A monorepo's publish reads
 * each of its table files once (a result of a few KB each): room for thousands of them.
 */
const KEEP = 16_384;
/** Writes between two prunes (each lists and stats the whole folder); a process's first write prunes. */
const PRUNE_EVERY = 1_024;
let writesSincePrune = PRUNE_EVERY;

export interface ReadKey {
  path: string;
  dataSource: string;
  database: string;
  views: boolean;
  /** Each listed file and its text (undefined: too large to read, reported as `fileProblems`). */
  listed: readonly { file: string; text: string | undefined }[];
  fileProblems: readonly string[];
}

export function readCacheEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CONTRACT_SYNC_READ_CACHE !== "0" && env.CONTRACT_SYNC_READ_CACHE !== "false";
}

/** The folder of cached results: `CONTRACT_SYNC_READ_CACHE_DIR`, else beside PGlite's cached data directory. */
export function readCacheFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTRACT_SYNC_READ_CACHE_DIR ?? join(dirname(pgliteCacheFile(env)), FORMAT);
}

export function readCacheKey(read: ReadKey): string {
  const hash = createHash("sha256").update(`${FORMAT}\n${codeIdentity()}\n`);
  hash.update(JSON.stringify([read.path, read.dataSource, read.database, read.views, read.fileProblems]));
  for (const { file, text } of read.listed) {
    const textHash = text === undefined ? "-" : createHash("sha256").update(text).digest("hex");
    hash.update(`\n${JSON.stringify(file)} ${textHash}`);
  }
  return hash.digest("hex");
}

/** The cached result under `key`, or undefined (missing, damaged, or for another key). */
export async function cachedRead(key: string, folder = readCacheFolder()): Promise<ReadResult | undefined> {
  const file = join(folder, `${key}.json`);
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const entry = JSON.parse(text) as { key?: unknown; result?: { assets?: unknown; diagnostics?: unknown } };
    const result = entry.result;
    if (entry.key !== key || !Array.isArray(result?.assets) || !Array.isArray(result?.diagnostics))
      throw new Error("not an entry of this key");
    // Used: kept longer than entries not read since.
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return result as ReadResult;
  } catch {
    await rm(file, { force: true });
    return undefined;
  }
}

/** Caches a result under `key` (atomically; a read-only or full disk only costs the next run a replay). */
export async function cacheRead(key: string, result: ReadResult, folder = readCacheFolder()): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    const partial = join(folder, `${key}.${process.pid}.tmp`);
    await writeFile(partial, JSON.stringify({ key, result }));
    await rename(partial, join(folder, `${key}.json`));
    if (++writesSincePrune >= PRUNE_EVERY) {
      writesSincePrune = 0;
      pruneReadCache(folder);
    }
  } catch {
    // Not cached: the next run replays.
  }
}

/** Deletes all but the `keep` newest entries (by when each was last written or used). */
export function pruneReadCache(folder: string, keep = KEEP): void {
  const entries = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ path: join(folder, name), at: statSync(join(folder, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of entries.slice(keep)) rmSync(old.path, { force: true });
}

let identity: string | undefined;

/**
 * What identifies the code a result came from: the text of this reader's
 * modules (from source: the files of the reader; bundled: the chunk that holds
 * it) and of PGlite's entry module and package.json (its version).
 */
function codeIdentity(): string {
  if (identity) return identity;
  const here = fileURLToPath(import.meta.url);
  const folder = dirname(here);
  const reader = here.endsWith(".ts")
    ? [
        ...readdirSync(folder)
          .sort()
          .filter((name) => name.endsWith(".ts"))
          .map((name) => join(folder, name)),
        join(folder, "..", "postgres.ts"),
      ]
    : [here];
  const pglite = fileURLToPath(pgliteModuleUrl());
  identity = identityOfFiles([...reader, pglite, join(dirname(pglite), "..", "package.json")]);
  return identity;
}
