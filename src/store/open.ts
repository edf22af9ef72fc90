import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { lockDataDir } from "./lock.js";
import { migrate } from "./migrations.js";
import { openPGliteStore } from "./pglite.js";
import type { Store } from "./port.js";
import type { PoolOptions } from "./postgres.js";

export interface StoreOptions extends PoolOptions {
  /** A PostgreSQL server; when absent the data lives in PGlite under `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite's folder (created when missing); in memory when neither option is given. */
  dataDir?: string | undefined;
  /** In memory: use the process's shared PGlite, which the Postgres reader uses too (the embedded service). */
  shared?: boolean | undefined;
}

/** Opens the store the options name and applies the migrations. */
export async function openStore(options: StoreOptions): Promise<Store> {
  let store: Store;
  if (options.databaseUrl) {
    // pg loads only for a server on PostgreSQL, not for the embedded service (its start: `npm run bench -- action`, row "README-only PR check, embedded service").
    const { openPostgresStore } = await import("./postgres.js");
    store = await openPostgresStore(options.databaseUrl, options);
  } else if (options.dataDir) {
    const dir = resolve(options.dataDir);
    await mkdir(dir, { recursive: true });
    const unlock = await lockDataDir(dir);
    try {
      const pglite = await openPGliteStore({ dataDir: dir });
      store = {
        ...pglite,
        close: async () => {
          await pglite.close();
          await unlock();
        },
      };
    } catch (error) {
      await unlock();
      throw error;
    }
  } else {
    store = await openPGliteStore({ shared: options.shared });
  }
  try {
    await migrate(store);
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
  return store;
}
