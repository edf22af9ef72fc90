import type { PGlite } from "@electric-sql/pglite";
import { type PGliteStart, pgliteCacheFile, startPGlite } from "../../../pglite-start.js";

export { type PGliteStart, pgliteCacheFile, startPGlite };

/** One PGlite instance per process, shared by every postgres read and reset between reads. */
let instance: Promise<{ db: PGlite; start: PGliteStart }> | undefined;
let queue: Promise<unknown> = Promise.resolve();

const USER_SCHEMAS = `nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp%'`;

/**
 * Empties the database: user tables first, in batches (one DROP SCHEMA
 * CASCADE over thousands of tables runs out of lock slots), then the schemas.
 */
async function reset(db: PGlite): Promise<void> {
  await db.exec("ROLLBACK; RESET ALL;").catch(() => undefined);
  const tables = await db.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${USER_SCHEMAS}`,
  );
  for (let i = 0; i < tables.rows.length; i += 200) {
    const batch = tables.rows.slice(i, i + 200).map((r) => r.name);
    await db.exec(`DROP TABLE IF EXISTS ${batch.join(", ")} CASCADE`).catch(async () => {
      // Views and foreign tables among them: drop one by one.
      for (const name of batch) {
        for (const kind of ["TABLE", "VIEW", "MATERIALIZED VIEW", "FOREIGN TABLE"]) {
          await db.exec(`DROP ${kind} IF EXISTS ${name} CASCADE`).catch(() => undefined);
        }
      }
    });
  }
  const schemas = await db.query<{ name: string }>(
    `SELECT format('%I', nspname) AS name FROM pg_namespace WHERE ${USER_SCHEMAS}`,
  );
  for (const { name } of schemas.rows) await db.exec(`DROP SCHEMA ${name} CASCADE`);
  await db.exec("CREATE SCHEMA public");
}

/**
 * Runs `work` on the shared instance with exclusive use of it, starting from
 * an empty database. A PGlite instance serves one database, so the reset drops
 * the user schemas instead of switching to a fresh database.
 */
export function withPGlite<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
  instance ??= startPGlite().catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  const run = queue.then(async () => {
    const { db } = await instance!;
    await reset(db);
    return work(db);
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Closes the shared instance (if started) so the process can exit. */
export async function closePGlite(): Promise<void> {
  const current = instance;
  instance = undefined;
  if (!current) return;
  await queue;
  const { db } = await current.catch(() => ({ db: undefined }));
  await db?.close();
}
