import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import type { PGliteHost } from "../../../pglite/host.js";
import { pgliteCacheFile } from "../../../pglite-start.js";
import type { Diagnostic } from "../../model.js";
import type { DdlPlaces } from "./ddl-lines.js";
import type { PreparedFile } from "./dump.js";
import { escaped, savepointed } from "./instance.js";
import { type ReplayBudget, replayFiles } from "./replay.js";

/**
 * The replay of a migration folder, cached by the folder's content (issue 13:
 * a PR adding one migration to 2,000 replayed all 2,000 twice, base and head).
 *
 * After a clean replay that took long enough to be worth it, the state is
 * dumped as SQL (pg_dump, inside the read's transaction) and cached under the
 * hash of the ordered (path, content) of the files and Postgres's version. A
 * later read whose files begin with the same files, in the same order (the
 * head of a PR that appends migrations, the same folder read again), restores
 * that dump and replays only the files after them. Anything else (a file
 * edited, inserted or renamed before the last cached one) hashes differently
 * and replays in full.
 *
 * Fail closed: a prefix is only cached when every one of its statements
 * succeeded (so the diagnostics and places of the files it covers are those
 * of the files themselves, recomputed) and none changes session settings
 * (pg_dump would not carry them over); an entry that does not parse, does
 * not match its checksum or does not restore is dropped with a notice, and
 * the folder is replayed in full. Entries expire after a day: a default of
 * `'now'` is frozen into the dump at the moment it was made (see
 * isReplayTimeLiteral in postgres.ts, which allows two days).
 */

const FORMAT = "contract-sync-replay-v1";
/** Entries kept; the oldest beyond that are removed when one is written. */
const MAX_ENTRIES = 8;
const MAX_SQL_BYTES = 64 * 1024 * 1024;
const MAX_AGE_MS = 24 * 3_600_000;
/** A replay shorter than this is not dumped: pg_dump itself costs ~0.5-1 s. */
const DEFAULT_WORTH_MS = 1_000;

interface Entry {
  format: string;
  count: number;
  hash: string;
  createdAt: number;
  sqlSha256: string;
  sql: string;
}

export interface ReplayCacheOptions {
  /** The cache folder (default: `replay-v1` beside the PGlite cache). */
  dir?: string | undefined;
  /** Dump only replays that took at least this long (default 1 s; env CONTRACT_SYNC_REPLAY_CACHE_MIN_MS). */
  worthMs?: number | undefined;
  notice?: ((message: string) => void) | undefined;
}

/** What the last cached replay did (benches and tests look). */
export const replayCacheStats = { restored: 0, dumped: 0, restoredFiles: 0, restoreMs: 0, dumpMs: 0 };

/** `$CONTRACT_SYNC_REPLAY_CACHE_DIR`, else `replay-v1` beside the PGlite cache. */
export function replayCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTRACT_SYNC_REPLAY_CACHE_DIR ?? join(dirname(pgliteCacheFile(env)), "replay-v1");
}

/** chain[k]: the hash of the first k files (path and content, in order), seeded with `seed`. */
export function prefixHashes(seed: string, files: readonly { file: string; text: string }[]): string[] {
  let hash = createHash("sha256").update(`${FORMAT}\0${seed}`).digest("hex");
  const chain = [hash];
  for (const { file, text } of files) {
    hash = createHash("sha256").update(`${hash}\0${file}\0${text.length}\0`).update(text).digest("hex");
    chain.push(hash);
  }
  return chain;
}

// Session settings would hold for the files after them in a full replay, but not after a restore.
const SESSION_SETTING = /^(set|reset)\b|\bset_config\s*\(/i;

/**
 * Replays `prepared` (the files of `inputs`, in order) on `db` inside the
 * read's transaction, from the longest cached prefix when there is one.
 */
export async function replayCached(
  db: PGliteHost,
  inputs: readonly { file: string; text: string }[],
  prepared: readonly PreparedFile[],
  budget: ReplayBudget,
  places: DdlPlaces,
  diagnostics: Diagnostic[],
  options: ReplayCacheOptions = {},
): Promise<void> {
  if (inputs.length < 2 || inputs.length !== prepared.length)
    return replayFiles(db, prepared, budget, places, diagnostics);
  const dir = options.dir ?? replayCacheDir();
  const notice = options.notice ?? ((m: string) => process.stderr.write(`contract-sync: ${m}\n`));
  const { rows } = await db.query<{ v: string }>("SELECT current_setting('server_version') AS v", [], 60_000);
  const chain = prefixHashes(rows[0]?.v ?? "", inputs);
  const cleanUpTo = cleanPrefixLength(prepared);

  let from = 0;
  const applied: string[] = [];
  const hit = await findEntry(dir, chain, cleanUpTo, notice);
  if (hit) {
    const t0 = performance.now();
    const restored = await savepointed(db, `${hit.sql}\n;RESET ALL`, Math.max(budget.fileMs, 60_000)).then(
      () => true,
      (error: unknown) => {
        if (escaped(error)) throw error;
        return false;
      },
    );
    if (restored) {
      from = hit.count;
      applied.push(hit.sql, "RESET ALL");
      // Every statement of the cached files succeeded when the entry was made.
      for (const file of prepared.slice(0, from))
        for (const statement of file.statements) places.apply(file.file, file.lines, statement);
      replayCacheStats.restored++;
      replayCacheStats.restoreMs = performance.now() - t0;
      replayCacheStats.restoredFiles += from;
    } else {
      notice(`the cached replay of ${hit.count} migration files did not restore; replaying them`);
      await rm(entryPath(dir, hit), { force: true });
    }
  }

  const before = diagnostics.length;
  const t0 = performance.now();
  await replayFiles(db, prepared.slice(from), budget, places, diagnostics, applied);
  const spent = performance.now() - t0;
  const worthMs = options.worthMs ?? envWorthMs();
  const count = prepared.length;
  if (diagnostics.length !== before || cleanUpTo < count || spent < worthMs || from === count) return;
  let sql: string;
  const t1 = performance.now();
  try {
    sql = await db.pgDump(Math.max(budget.fileMs, 60_000));
    replayCacheStats.dumpMs = performance.now() - t1;
  } catch (error) {
    // pg_dump ended the read's transaction: the caller poisons the instance (fail closed).
    if (escaped(error)) throw error;
    return;
  }
  if (await writeEntry(dir, { count, hash: chain[count] as string, sql })) replayCacheStats.dumped++;
}

function envWorthMs(): number {
  const n = Number(process.env.CONTRACT_SYNC_REPLAY_CACHE_MIN_MS);
  return process.env.CONTRACT_SYNC_REPLAY_CACHE_MIN_MS !== undefined && Number.isFinite(n) && n >= 0
    ? n
    : DEFAULT_WORTH_MS;
}

/** How many leading files hold no statement that changes session settings. */
function cleanPrefixLength(prepared: readonly PreparedFile[]): number {
  const index = prepared.findIndex((file) => file.statements.some((st) => SESSION_SETTING.test(st.masked)));
  return index === -1 ? prepared.length : index;
}

const entryPath = (dir: string, entry: { count: number; hash: string }) =>
  join(dir, `${entry.count}-${entry.hash}.json`);

/** The cached entry for the longest prefix of `chain` (at most `upTo` files), if a sound one exists. */
async function findEntry(
  dir: string,
  chain: readonly string[],
  upTo: number,
  notice: (message: string) => void,
): Promise<Entry | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const candidates = names
    .map((name) => /^(\d+)-([0-9a-f]{64})\.json$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ count: Number(m[1]), hash: m[2] as string }))
    .filter((c) => c.count >= 1 && c.count <= upTo && chain[c.count] === c.hash)
    .sort((a, b) => b.count - a.count);
  for (const candidate of candidates) {
    const path = entryPath(dir, candidate);
    const entry = await readEntry(path);
    if (entry === "expired") {
      await rm(path, { force: true });
      continue;
    }
    if (entry && entry.count === candidate.count && entry.hash === candidate.hash) return entry;
    notice(`ignored a damaged cache entry of a migration replay (${path}); replaying instead`);
    await rm(path, { force: true });
  }
  return undefined;
}

async function readEntry(path: string): Promise<Entry | "expired" | undefined> {
  try {
    const entry = JSON.parse(await readFile(path, "utf8")) as Partial<Entry>;
    if (entry.format !== FORMAT || typeof entry.sql !== "string" || typeof entry.createdAt !== "number")
      return undefined;
    if (Date.now() - entry.createdAt > MAX_AGE_MS || entry.createdAt > Date.now() + 60_000) return "expired";
    const sum = createHash("sha256").update(entry.sql).digest("hex");
    return sum === entry.sqlSha256 ? (entry as Entry) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes an entry atomically and keeps the folder to MAX_ENTRIES; false when it could not. */
async function writeEntry(
  dir: string,
  entry: { count: number; hash: string; sql: string },
): Promise<boolean> {
  if (Buffer.byteLength(entry.sql) > MAX_SQL_BYTES) return false;
  try {
    await mkdir(dir, { recursive: true });
    const full: Entry = {
      format: FORMAT,
      ...entry,
      createdAt: Date.now(),
      sqlSha256: createHash("sha256").update(entry.sql).digest("hex"),
    };
    const path = entryPath(dir, entry);
    const partial = `${path}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(full));
    await rename(partial, path);
    await prune(dir);
    return true;
  } catch {
    return false; // a read-only cache: the next run replays again
  }
}

async function prune(dir: string): Promise<void> {
  const names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  if (names.length <= MAX_ENTRIES) return;
  const dated = await Promise.all(
    names.map(async (name) => ({
      name,
      at: (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0,
    })),
  );
  dated.sort((a, b) => b.at - a.at);
  for (const { name } of dated.slice(MAX_ENTRIES)) await rm(join(dir, name), { force: true });
}
