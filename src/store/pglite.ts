import { createHash } from "node:crypto";
import { type HostSnapshot, PGliteHost, type SqlSession } from "../pglite/host.js";
import { claimSharedPGliteHost } from "../pglite/shared.js";
import { MIGRATIONS, migrate } from "./migrations.js";
import { LocalChanges, type Queryable, type Store } from "./port.js";

/** A store statement's budget: past it the worker is stopped (a hung PGlite, not a slow query). */
const STORE_MS = 300_000;

/**
 * What the prepared data directory holds besides the migrations: only the `postgres` database.
 * initdb's template0 and template1 (nothing here creates a database) were two thirds of its
 * files, and every scratch start copies the folder, at a cost per file (`npm run bench --
 * pglite-startup`, rows "scratch data directory: ...").
 */
const DATABASES_KEPT = "postgres-only";

/**
 * In memory the store starts from a cached data directory with the migrations
 * already applied (applying them at every start dominated it: `npm run bench -- readers`, row
 * "PGlite start: cached data dir (later runs)"), keyed by the migration set.
 */
const migrated: HostSnapshot = {
  key: `store-${createHash("sha256")
    .update(`${JSON.stringify(MIGRATIONS)}\n${DATABASES_KEPT}`)
    .digest("hex")
    .slice(0, 16)}`,
  prepare: async (db) => {
    await migrate(sessionStore(db));
    await dropTemplateDatabases(db);
  },
};

/** Drops template0 and template1 (each its own statement: DROP DATABASE runs outside a transaction). */
async function dropTemplateDatabases(db: SqlSession): Promise<void> {
  await db.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  for (const name of ["template0", "template1"]) await db.exec(`DROP DATABASE IF EXISTS ${name}`);
  await db.exec("CHECKPOINT");
}

export interface PGliteStoreOptions {
  /** PGlite's folder; in memory without one. */
  dataDir?: string | undefined;
  /** The process's shared PGlite (the embedded service: the Postgres reader uses it too). */
  shared?: boolean | undefined;
}

/**
 * Embedded PostgreSQL (PGlite), kept on disk in `dataDir`, else in memory or
 * in the process's shared instance. PGlite runs in a worker thread (see
 * pglite/host.ts), so the event loop stays free while it works; it is a single
 * connection, so every statement and transaction takes its turn through the
 * host (a transaction holds it from BEGIN to COMMIT). Each statement is synced
 * to the file system before it resolves (PGlite's default, not
 * `relaxedDurability`), which is what makes an acknowledged write survive a
 * kill -9.
 */
export async function openPGliteStore(options: PGliteStoreOptions = {}): Promise<Store> {
  const claimed = !options.dataDir && options.shared ? claimSharedPGliteHost(migrated) : undefined;
  const host =
    claimed?.host ??
    // The store needs none of the contrib extensions the reader loads for SQL from repositories.
    new PGliteHost({
      extensions: [],
      ...(options.dataDir ? { dataDir: options.dataDir } : { snapshot: migrated }),
    });
  try {
    await host.exclusive((h) => h.start());
  } catch (error) {
    await (claimed ? claimed.release() : host.close());
    throw error;
  }
  return storeOver(host, () => (claimed ? claimed.release() : host.closeWhenFree()));
}

function storeOver(host: PGliteHost, close: () => Promise<void>): Store {
  let closed = false;
  return {
    kind: "pglite",
    // One process holds a PGlite database (in memory, or a data directory it has locked): it is the only writer.
    localChanges: new LocalChanges(),
    query: (sql, params) =>
      host.exclusive(async () => (await host.query(sql, params, STORE_MS)).rows as never),
    exec: (sql) => host.exclusive(() => host.exec(sql, STORE_MS)),
    transaction: (fn) => host.transaction((session) => fn(scoped(session)), STORE_MS),
    // Health is not queued behind other requests: the worker answers them in turn.
    ping: async () => {
      if (closed) throw new Error("PGlite is closed");
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

function scoped(session: SqlSession): Queryable {
  return {
    query: async (sql, params) => (await session.query(sql, params)).rows as never,
    exec: async (sql) => {
      await session.exec(sql);
    },
  };
}

/** The store over a snapshot's session while it is prepared (one user, nothing else running). */
function sessionStore(session: SqlSession): Store {
  return {
    kind: "pglite",
    ...scoped(session),
    transaction: async (fn) => {
      await session.exec("BEGIN");
      try {
        const result = await fn(scoped(session));
        await session.exec("COMMIT");
        return result;
      } catch (error) {
        await session.exec("ROLLBACK").catch(() => undefined);
        throw error;
      }
    },
    ping: async () => {},
    close: async () => {},
  };
}

/** The store's prepared data directory state (scripts/pglite-datadir.mjs ships it made). */
export { migrated as storeSnapshot };
