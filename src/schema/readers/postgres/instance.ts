import { PGliteHost } from "../../../pglite/host.js";
import { type PGliteStart, pgliteCacheFile, startPGlite } from "../../../pglite-start.js";

export { type PGliteStart, pgliteCacheFile, startPGlite };

/** One PGlite host per process, shared by every postgres read and reset between reads. */
let host: PGliteHost | undefined;

const USER_SCHEMAS = `nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp%'`;
const RESET_MS = 60_000;

/**
 * Empties the database: user tables first, in batches (one DROP SCHEMA
 * CASCADE over thousands of tables runs out of lock slots), then the schemas
 * and extensions. When that fails, a fresh instance is as good.
 */
async function reset(db: PGliteHost): Promise<void> {
  try {
    await db.exec("ROLLBACK; RESET ALL;", RESET_MS).catch(() => undefined);
    const tables = await db.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${USER_SCHEMAS}`,
    );
    for (let i = 0; i < tables.rows.length; i += 200) {
      const batch = tables.rows.slice(i, i + 200).map((r) => r.name);
      await db.exec(`DROP TABLE IF EXISTS ${batch.join(", ")} CASCADE`, RESET_MS).catch(async () => {
        // Views and foreign tables among them: drop one by one.
        for (const name of batch) {
          for (const kind of ["TABLE", "VIEW", "MATERIALIZED VIEW", "FOREIGN TABLE"]) {
            await db.exec(`DROP ${kind} IF EXISTS ${name} CASCADE`, RESET_MS).catch(() => undefined);
          }
        }
      });
    }
    const extensions = await db.query<{ name: string }>(
      "SELECT format('%I', extname) AS name FROM pg_extension WHERE extname <> 'plpgsql'",
    );
    for (const { name } of extensions.rows) await db.exec(`DROP EXTENSION ${name} CASCADE`, RESET_MS);
    const schemas = await db.query<{ name: string }>(
      `SELECT format('%I', nspname) AS name FROM pg_namespace WHERE ${USER_SCHEMAS}`,
    );
    for (const { name } of schemas.rows) await db.exec(`DROP SCHEMA ${name} CASCADE`, RESET_MS);
    await db.exec("CREATE SCHEMA public", RESET_MS);
  } catch {
    await db.restart();
  }
}

/** The process's PGlite host of the postgres reader (started on first use). */
export function readerHost(): PGliteHost {
  host ??= new PGliteHost();
  return host;
}

/**
 * Runs `work` on the shared host with exclusive use of it, starting from an
 * empty database. A PGlite instance serves one database, so the reset drops
 * the user schemas instead of switching to a fresh database.
 */
export function withPGlite<T>(work: (db: PGliteHost) => Promise<T>): Promise<T> {
  return readerHost().exclusive(async (db) => {
    await db.start();
    await reset(db);
    return work(db);
  });
}

/** Closes the shared host (if started) so the process can exit. */
export async function closePGlite(): Promise<void> {
  const current = host;
  host = undefined;
  await current?.exclusive((db) => db.close());
}
