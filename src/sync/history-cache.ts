import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { identityOfFiles } from "../code-identity.js";
import { pgliteCacheFile } from "../pglite/data-dir.js";
import type { ReadAsset } from "../schema/model.js";
import type { ReadInputs } from "./read-inputs.js";

/**
 * The assets of each earlier version of a read target, kept across runs by the Git object the
 * target's path names at that version (a blob, or a migration folder's tree), with every other
 * file the read used and their fingerprint (read-inputs.ts): an entry is used only where each of
 * those is the same (a sibling .avsc's named type, an import), so it never goes stale. One file per
 * target (its path and how it is read), in `history-v2/` of the cache folder beside PGlite's (docs/configure.md), off with
 * `CONTRACT_SYNC_READ_CACHE=0` like the other read caches. A file written by other reader code is
 * never read (it holds the code's identity); a damaged one costs the reads, never a wrong answer.
 */
const FORMAT = "history-v2";
/** Versions kept per target: the newest by when they were read (an old line's versions go first). */
const KEEP = 4_096;
/**
 * Bytes kept per target file: the newest entries that fit (attack54 F11: 40 versions of a 4.5 MB
 * schema made a 190 MB file, read and rewritten whole on every run). What does not fit is read again.
 */
export const HISTORY_CACHE_BYTES = 32 * 1024 * 1024;

/** One version's read: its assets, the inputs it used and their fingerprint then. */
export interface CachedRead {
  inputs: ReadInputs;
  fingerprint: string;
  assets: ReadAsset[];
}

export interface VersionCache {
  get(object: string): CachedRead | undefined;
  set(object: string, read: CachedRead): void;
  /** Writes what was added (atomically); nothing when nothing was. */
  save(): Promise<void>;
  /** Entries read from disk and added this run, for the bench and the tests. */
  readonly stats: { loaded: number; added: number };
}

export function historyCacheEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CONTRACT_SYNC_READ_CACHE !== "0" && env.CONTRACT_SYNC_READ_CACHE !== "false";
}

export function historyCacheFolder(env: NodeJS.ProcessEnv = process.env): string {
  return join(dirname(pgliteCacheFile(env)), FORMAT);
}

/** The cache of one read target: `describe` names everything its read depends on but the object. */
export async function openVersionCache(
  describe: unknown,
  env: NodeJS.ProcessEnv = process.env,
  maxBytes = HISTORY_CACHE_BYTES,
): Promise<VersionCache> {
  const enabled = historyCacheEnabled(env);
  const key = createHash("sha256")
    .update(`${FORMAT}\n${codeIdentity()}\n${JSON.stringify(describe)}`)
    .digest("hex");
  const file = join(historyCacheFolder(env), `${key.slice(0, 40)}.json`);
  const entries = enabled ? await load(file, key) : new Map<string, CachedRead>();
  const stats = { loaded: entries.size, added: 0 };
  return {
    stats,
    get: (object) => entries.get(object),
    set(object, read) {
      // Re-inserted last: Map order is the order of use, and pruning drops the first.
      entries.delete(object);
      entries.set(object, read);
      stats.added += 1;
    },
    async save() {
      if (!enabled || stats.added === 0) return;
      const kept = newestWithin([...entries].slice(-KEEP), maxBytes);
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(temporary, `{"key":${JSON.stringify(key)},"entries":[${kept.join(",")}]}`);
        await rename(temporary, file);
      } catch {
        // Not cached: the next run reads the versions again.
        await rm(temporary, { force: true }).catch(() => {});
      }
    },
  };
}

/** The newest entries whose JSON fits in `maxBytes`, oldest first (the order of use kept). */
function newestWithin(entries: Array<[string, CachedRead]>, maxBytes: number): string[] {
  const kept: string[] = [];
  let bytes = 0;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const text = JSON.stringify(entries[i]);
    bytes += Buffer.byteLength(text) + 1;
    if (bytes > maxBytes) break;
    kept.unshift(text);
  }
  return kept;
}

const isRead = (value: unknown): value is CachedRead => {
  const read = value as Partial<CachedRead> | null;
  return (
    typeof read === "object" &&
    read !== null &&
    typeof read.fingerprint === "string" &&
    Array.isArray(read.assets) &&
    Array.isArray(read.inputs?.files) &&
    Array.isArray(read.inputs?.folders) &&
    Array.isArray(read.inputs?.trees)
  );
};

async function load(file: string, key: string): Promise<Map<string, CachedRead>> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return new Map();
  try {
    const stored = JSON.parse(text) as { key?: unknown; entries?: unknown };
    if (stored.key !== key || !Array.isArray(stored.entries)) return new Map();
    const entries = new Map<string, CachedRead>();
    for (const entry of stored.entries as unknown[]) {
      if (!Array.isArray(entry) || typeof entry[0] !== "string" || !isRead(entry[1])) return new Map();
      entries.set(entry[0], entry[1]);
    }
    return entries;
  } catch {
    return new Map();
  }
}

let identity: string | undefined;

/** The readers' code (src/schema from source, else the bundle holding this module). */
function codeIdentity(): string {
  if (identity) return identity;
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith(".ts")) {
    identity = identityOfFiles([here]);
    return identity;
  }
  const schema = join(dirname(here), "..", "schema");
  const files = readdirSync(schema, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts"))
    .sort()
    .map((name) => join(schema, name));
  identity = identityOfFiles([here, ...files]);
  return identity;
}
