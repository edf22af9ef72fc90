import { pgliteCacheFile } from "../../../pglite/data-dir.js";
import { type PGliteHost, SqlError, SqlTimeout } from "../../../pglite/host.js";
import { EXTENSION_REQUIRES } from "../../../pglite/host-types.js";
import { closeSharedPGliteHost, sharedPGliteHost } from "../../../pglite/shared.js";

export { pgliteCacheFile };

export const USER_SCHEMAS = `nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp%'`;
const RESET_MS = 60_000;

/**
 * Empties the database inside the read's transaction, in one round trip to the worker (a publish
 * of a monorepo opens 1,500 reads; six round trips each were 13 ms of every read): user tables,
 * views and foreign tables one by one, by kind, then the extensions and the schemas, and a fresh
 * public schema. The host is the process's shared one: these are the embedded store's tables,
 * and the ROLLBACK at the end of the read brings every one of them back.
 */
const EMPTY_DATABASE = `DO $scratch$
DECLARE item record;
BEGIN
  FOR item IN SELECT format('%I.%I', n.nspname, c.relname) AS name,
      CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE'
        ELSE 'TABLE' END AS kind
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${USER_SCHEMAS} LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE', item.kind, item.name);
  END LOOP;
  FOR item IN SELECT format('%I', extname) AS name FROM pg_extension WHERE extname <> 'plpgsql' LOOP
    EXECUTE format('DROP EXTENSION IF EXISTS %s CASCADE', item.name);
  END LOOP;
  FOR item IN SELECT format('%I', nspname) AS name FROM pg_namespace WHERE ${USER_SCHEMAS} LOOP
    EXECUTE format('DROP SCHEMA IF EXISTS %s CASCADE', item.name);
  END LOOP;
  CREATE SCHEMA public;
END
$scratch$`;

/** Opens the read's transaction and empties the database inside it (EMPTY_DATABASE). */
export async function beginScratch(db: PGliteHost): Promise<void> {
  await db.exec(`BEGIN;\n${EMPTY_DATABASE}`, RESET_MS);
}

/**
 * Runs SQL inside the read's transaction under a savepoint: when Postgres
 * rejects it, only its own effects are undone and the transaction goes on.
 * Rejects as the SQL did. The SQL must not end the transaction (guarded).
 */
export async function savepointed(db: PGliteHost, sql: string, timeoutMs: number): Promise<void> {
  // The savepoint on its own: a syntax error rejects a whole multi-statement string, savepoint
  // included, and the transaction would then be left aborted with nothing to roll back to.
  await db.exec("SAVEPOINT replay_batch", timeoutMs, true);
  try {
    await db.exec(`${sql}\n;RELEASE SAVEPOINT replay_batch`, timeoutMs, true);
  } catch (error) {
    if (error instanceof SqlTimeout || escaped(error)) throw error;
    await db.exec("ROLLBACK TO SAVEPOINT replay_batch; RELEASE SAVEPOINT replay_batch", timeoutMs, true);
    throw error;
  }
}

/** Whether SQL from a repository ended the read's transaction (a COMMIT that got past the filter). */
export function escaped(error: unknown): boolean {
  return error instanceof SqlError && error.code === "escaped";
}

/** The process's PGlite host (shared with the embedded store; started on first use). */
export function readerHost(): PGliteHost {
  return sharedPGliteHost();
}

/**
 * Runs `work` on the shared host with exclusive use of it, inside a
 * transaction that starts from an empty database and is rolled back at the
 * end, whatever happened: a read leaves nothing behind, and the store's rows
 * are never visible to, nor changed by, SQL read from a repository. A PGlite
 * instance serves one database, so the read hides the others' tables inside
 * its transaction instead of switching to a fresh database. `begin` opens the
 * transaction (a cached replay state opens its own: see state-cache.ts).
 */
export function withPGlite<T>(
  work: (db: PGliteHost) => Promise<T>,
  extensions: readonly string[] = [],
  begin: (db: PGliteHost) => Promise<void> = beginScratch,
): Promise<T> {
  const host = readerHost();
  return host.exclusive(async (db) => {
    await db.ensureExtensions(extensions);
    await db.start();
    await db.exec("ROLLBACK; RESET ALL;", RESET_MS).catch(() => undefined);
    try {
      await begin(db);
      return await work(db);
    } catch (error) {
      // The read's transaction was ended from inside: what it had hidden (the embedded store's
      // tables) may be gone for good. Nothing may use this instance again: fail closed.
      if (escaped(error)) db.poison(new Error(`PGlite was left unusable: ${(error as Error).message}`));
      throw error;
    } finally {
      // Rolled back before anyone else uses the host (the embedded store, the next read), and not
      // at all when the process closes it first: its folder is deleted. A terminated worker (a
      // statement ran past its budget) took the transaction with it.
      db.leaveForNextTurn(async () => {
        if (db.running) await db.exec("ROLLBACK; RESET ALL;", RESET_MS).catch(() => db.restart());
      });
    }
  });
}

/** Closes the shared host (if started and no store holds it) so the process can exit. */
export async function closePGlite(): Promise<void> {
  await closeSharedPGliteHost();
}

/**
 * Extensions whose types or functions the SQL uses: a migration history often creates them outside
 * the files read (graphile-migrate's afterReset.sql, a Docker init script, a managed database).
 */
const USED_EXTENSIONS: readonly [name: string, use: RegExp][] = [
  ["citext", /\bcitext\b/i],
  ["hstore", /\bhstore\b/i],
  ["ltree", /\bl(tree|query)\b/i],
  ["uuid-ossp", /\buuid_generate_v[1345]\w*\s*\(/i],
  ["pgcrypto", /\b(gen_salt|crypt|pgp_sym_encrypt|pgp_sym_decrypt)\s*\(/i],
  ["pg_trgm", /\b(gin|gist)_trgm_ops\b/i],
];

/** The extensions the SQL uses without creating them, created first so that its files read. */
export function extensionsUsedNotCreated(texts: readonly string[]): string[] {
  const created = new Set(extensionsCreatedIn(texts));
  const used = USED_EXTENSIONS.filter(([name, use]) => !created.has(name) && texts.some((t) => use.test(t)));
  // What a created extension requires (earthdistance: cube), as a server that has it installed would.
  const required = [...created]
    .flatMap((name) => EXTENSION_REQUIRES[name] ?? [])
    .filter((n) => !created.has(n));
  return [...new Set([...required, ...used.map(([name]) => name)])];
}

/** Contrib extensions the SQL creates (`CREATE EXTENSION [IF NOT EXISTS] name`): the host loads only those. */
export function extensionsCreatedIn(texts: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/\bcreate\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?/gi)) {
      names.add((m[1] as string).toLowerCase());
    }
  }
  return [...names].sort();
}
