import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { copyDataDir } from "../../../pglite/data-dir.js";
import type { PGliteHost } from "../../../pglite/host.js";
import type { SavedReplay } from "./folder-replay.js";
import { USER_SCHEMAS } from "./instance.js";
import { readCacheFolder } from "./result-cache.js";

/**
 * The database state a migration folder's replay left, cached across runs so
 * that a pull request adding migrations to a folder an earlier run replayed
 * applies only its own (the base's result comes from the read cache).
 *
 * The replay runs in the reader's transaction, where the embedded store's
 * tables are dropped (instance.ts). When no store holds the process's PGlite
 * yet, that transaction is committed with the replay's schemas renamed to
 * `cs_<key>_<schema>` (and an empty `public` for the store, which creates its
 * tables at start), and the data directory is copied to the cache. A later run
 * starts its one PGlite from that copy; a read on it renames the schemas back
 * inside its transaction (rolled back at the end), restores the session
 * settings the replay left, and goes on. Nothing is committed unless it stays
 * inside the renamed schemas: a replay that changed anything of the whole
 * database (event triggers, roles, settings, casts, pg_catalog), left
 * temporary objects or prepared statements, or broke a deferred constraint is
 * not cached. The state is used only when its key (the read cache's, which
 * covers the files, the settings and the code) matches and its schemas are
 * there; else the folder is replayed.
 */
const MS = 60_000;

export interface ReplayState extends SavedReplay {
  key: string;
  /** The replay's schemas, as named in the SQL. */
  schemas: string[];
  /** Session settings the replay left (`SET`, pg_dump's empty search_path). */
  settings: [string, string][];
}

/** The state could not be opened (missing schemas, a setting that does not take). */
export class StateMissing extends Error {}

const prefixOf = (key: string) => `cs_${key.slice(0, 12)}_`;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const folderOf = (key: string) => join(readCacheFolder(), `state-${key.slice(0, 40)}`);

// Whole-database objects (and pg_catalog's functions, operators and types, which a superuser's SQL
// could redefine) and session leftovers a committed replay must not have changed.
const GLOBALS = `SELECT concat_ws('/',
  (SELECT count(*) FROM pg_event_trigger), (SELECT count(*) FROM pg_db_role_setting),
  (SELECT count(*) FROM pg_authid), (SELECT count(*) FROM pg_cast), (SELECT count(*) FROM pg_language),
  (SELECT count(*) FROM pg_foreign_data_wrapper), (SELECT count(*) FROM pg_foreign_server),
  (SELECT count(*) FROM pg_publication), (SELECT count(*) FROM pg_tablespace),
  (SELECT count(*) FROM pg_proc WHERE pronamespace = 'pg_catalog'::regnamespace),
  (SELECT count(*) FROM pg_class WHERE relnamespace = 'pg_catalog'::regnamespace),
  (SELECT count(*) FROM pg_class WHERE relpersistence = 't'), (SELECT count(*) FROM pg_prepared_statements),
  (SELECT count(*) FROM pg_am), (SELECT count(*) FROM pg_extension
    WHERE extnamespace = 'pg_catalog'::regnamespace),
  (SELECT md5(string_agg(concat_ws(' ', oid, proname, pronamespace, provolatile, proowner, prosrc, proconfig),
    ',' ORDER BY oid)) FROM pg_proc WHERE pronamespace = 'pg_catalog'::regnamespace),
  (SELECT md5(string_agg(concat_ws(' ', oid, oprname, oprcode), ',' ORDER BY oid)) FROM pg_operator
    WHERE oprnamespace = 'pg_catalog'::regnamespace),
  (SELECT md5(string_agg(concat_ws(' ', oid, typname, typinput), ',' ORDER BY oid)) FROM pg_type
    WHERE typnamespace = 'pg_catalog'::regnamespace)
) AS print`;

export async function globalsPrint(db: PGliteHost): Promise<string> {
  return (await db.query<{ print: string }>(GLOBALS, [], MS)).rows[0]?.print ?? "";
}

/** The cached state of `key`, when both its folder and its description are there and name it. */
export async function findState(key: string): Promise<{ folder: string; state: ReplayState } | undefined> {
  const folder = folderOf(key);
  try {
    const state = JSON.parse(await readFile(`${folder}.json`, "utf8")) as ReplayState;
    const lists = [
      state.schemas,
      state.settings,
      state.places,
      state.fileProblems,
      state.refused,
      state.rejected,
    ];
    if (state.key !== key || !lists.every(Array.isArray)) return undefined;
    if (!existsSync(join(folder, "PG_VERSION"))) return undefined;
    const now = new Date();
    await utimes(`${folder}.json`, now, now).catch(() => undefined);
    return { folder, state };
  } catch {
    return undefined;
  }
}

/** Drops the state of `key` (it did not open): the next run that replays the base caches it again. */
export async function dropState(key: string): Promise<void> {
  const folder = folderOf(key);
  await rm(`${folder}.json`, { force: true });
  await rm(folder, { recursive: true, force: true });
}

/**
 * Commits the open read's transaction as the state of `key` (schemas renamed)
 * and caches the data directory; undefined, with nothing changed, when the
 * replay cannot be kept so (see above). `globalsBefore`: globalsPrint before the replay.
 */
export async function commitState(
  db: PGliteHost,
  key: string,
  globalsBefore: string,
  saved: SavedReplay,
): Promise<ReplayState | undefined> {
  const prefix = prefixOf(key);
  let state: ReplayState;
  await db.exec("SAVEPOINT cs_state", MS, true);
  try {
    if ((await globalsPrint(db)) !== globalsBefore) throw new Error("whole-database objects changed");
    await db.exec("SET CONSTRAINTS ALL IMMEDIATE", MS, true);
    const settings = await db.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE source = 'session' ORDER BY name",
      [],
      MS,
    );
    const schemas = (
      await db.query<{ name: string }>(
        `SELECT nspname AS name FROM pg_namespace WHERE ${USER_SCHEMAS}`,
        [],
        MS,
      )
    ).rows.map((r) => r.name);
    if (schemas.some((name) => Buffer.byteLength(prefix + name) > 63))
      throw new Error("a schema name too long");
    for (const name of schemas)
      await db.exec(`ALTER SCHEMA ${quote(name)} RENAME TO ${quote(prefix + name)}`, MS, true);
    await db.exec("CREATE SCHEMA public; RELEASE SAVEPOINT cs_state", MS, true);
    state = { key, schemas, settings: settings.rows.map((r) => [r.name, r.setting]), ...saved };
  } catch {
    await db.exec("ROLLBACK TO SAVEPOINT cs_state; RELEASE SAVEPOINT cs_state", MS, true);
    return undefined;
  }
  await db.exec("COMMIT", MS);
  await persist(db, state).catch(() => undefined);
  return state;
}

/** Copies the (checkpointed) data directory and its description into the cache, atomically. */
async function persist(db: PGliteHost, state: ReplayState): Promise<void> {
  const dataDir = db.dataDirectory;
  if (!dataDir) return;
  await db.exec("CHECKPOINT", MS);
  const folder = folderOf(state.key);
  const partial = `${folder}.${process.pid}.tmp`;
  try {
    await rm(partial, { recursive: true, force: true });
    await copyDataDir(dataDir, partial);
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
    await writeFile(`${partial}.json`, JSON.stringify(state));
    await rename(`${partial}.json`, `${folder}.json`);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  await pruneStates();
}

/** States kept (a data directory each, tens of MB): the newest by when they were written or used. */
const KEEP_STATES = 3;

async function pruneStates(): Promise<void> {
  const folder = readCacheFolder();
  const names = (await readdir(folder)).filter((name) => /^state-[0-9a-f]+\.json$/.test(name));
  const dated = await Promise.all(
    names.map(async (name) => ({
      name,
      at: (await stat(join(folder, name)).catch(() => undefined))?.mtimeMs ?? 0,
    })),
  );
  dated.sort((a, b) => b.at - a.at);
  for (const { name } of dated.slice(KEEP_STATES)) {
    await rm(join(folder, name), { force: true });
    await rm(join(folder, name.replace(/\.json$/, "")), { recursive: true, force: true });
  }
}

/** Opens a read's transaction on the committed state: its schemas named as in the SQL, its settings back. */
export function stateBegin(state: ReplayState): (db: PGliteHost) => Promise<void> {
  const prefix = prefixOf(state.key);
  return async (db) => {
    await db.exec("BEGIN", MS);
    const found = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = ANY($1)",
      [state.schemas.map((name) => prefix + name)],
      MS,
    );
    if (found.rows[0]?.n !== state.schemas.length)
      throw new StateMissing("the cached replay state is not there");
    try {
      await db.exec("DROP SCHEMA IF EXISTS public CASCADE", MS, true);
      for (const name of state.schemas)
        await db.exec(`ALTER SCHEMA ${quote(prefix + name)} RENAME TO ${quote(name)}`, MS, true);
      for (const [name, setting] of state.settings)
        await db.query("SELECT set_config($1, $2, false)", [name, setting], MS);
    } catch (error) {
      throw new StateMissing(`the cached replay state does not open: ${String(error)}`);
    }
  };
}
