import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { type PGliteSnapshot, startPGlite } from "../pglite-start.js";
import { loadPGliteModule } from "../vendor.js";
import { MIGRATIONS, migrate } from "./migrations.js";
import type { Queryable, Store } from "./port.js";

/**
 * In memory the store starts from a cached data directory with the migrations
 * already applied (they took ~0.8 s at every start), keyed by the migration set.
 */
const migrated: PGliteSnapshot = {
  key: `store-${createHash("sha256").update(JSON.stringify(MIGRATIONS)).digest("hex").slice(0, 16)}`,
  prepare: async (db) => {
    await migrate(storeOver(db));
  },
};

/**
 * Embedded PostgreSQL (PGlite) kept on disk in `dataDir` (in memory without one).
 * PGlite is a single connection: its `transaction` holds a mutex, and plain
 * queries wait for it, so transactions are serialized. Each statement is synced
 * to the file system before it resolves (PGlite's default, not
 * `relaxedDurability`), which is what makes an acknowledged write survive a
 * kill -9.
 */
export async function openPGliteStore(dataDir?: string): Promise<Store> {
  const { PGlite } = await loadPGliteModule();
  // In memory, start from the cached initialised and migrated data directory (initdb costs seconds;
  // the embedded service of every action run starts one).
  const db = dataDir ? await PGlite.create(dataDir) : (await startPGlite(undefined, migrated)).db;
  return storeOver(db);
}

function storeOver(db: PGlite): Store {
  const run = async <Row extends object>(q: Pick<typeof db, "query">, sql: string, params?: unknown[]) => {
    const { rows } = await q.query<Row>(sql, params);
    // PGlite runs on this thread and resolves without I/O: yield between statements so
    // other requests (/healthz) are served while a long request works through many.
    await new Promise((resolve) => setImmediate(resolve));
    return rows;
  };
  return {
    kind: "pglite",
    query: (sql, params) => run(db, sql, params),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction((tx) => {
        const scoped: Queryable = {
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        };
        return fn(scoped);
      }),
    ping: async () => {
      if (db.closed) throw new Error("PGlite is closed");
    },
    close: () => db.close(),
  };
}

/** The store's prepared data directory state (scripts/pglite-datadir.mjs ships it made). */
export { migrated as storeSnapshot };
