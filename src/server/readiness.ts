import { missingMigrations, SCHEMA_VERSION } from "../store/migrations.js";
import { type Store, sqlState } from "../store/port.js";

export type Readiness = { ready: true; schemaVersion: number } | { ready: false; reason: string };

/**
 * Whether this server can serve requests that need the database: it answers, and its schema
 * has every migration this code needs. Asked afresh on every call (no cache), so it turns false
 * during an outage and true again once the database is back. PGlite lives in this process and
 * was migrated when it opened: it is ready while it is open.
 */
export async function readiness(store: Store): Promise<Readiness> {
  try {
    if (store.kind === "pglite") {
      await store.ping();
      return { ready: true, schemaVersion: SCHEMA_VERSION };
    }
    const missing = await missingMigrations(store);
    if (missing.length > 0) {
      return {
        ready: false,
        reason: `the database lacks migrations ${missing.join(", ")} this server needs`,
      };
    }
    return { ready: true, schemaVersion: SCHEMA_VERSION };
  } catch (error) {
    // Anyone may ask (no key): the code says enough, the message would name hosts and ports.
    const code = sqlState(error);
    return { ready: false, reason: `the database is not reachable${code ? ` (${code})` : ""}` };
  }
}
