import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { PGlite } from "@electric-sql/pglite";
import { loadPGliteModule } from "../../../vendor.js";

/**
 * One PGlite instance per process, shared by every postgres read and reset
 * between reads. A fresh PGlite runs initdb (~3.5 s here); loading a dumped,
 * already initialised data directory takes ~0.7 s. The dump is not committed
 * (a tarball with timestamps would make dist/ irreproducible): the first start
 * on a machine writes it to the cache folder, later starts load it. A dump
 * that no longer loads (PGlite upgraded) is replaced.
 */
export interface PGliteStart {
  ms: number;
  fromCache: boolean;
}

let instance: Promise<{ db: PGlite; start: PGliteStart }> | undefined;
let queue: Promise<unknown> = Promise.resolve();

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
