import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { type HostSnapshot, PGliteHost } from "./host.js";
import { scratchParent } from "./settings.js";
import { registerSharedHostCloser } from "./shared-closer.js";

/**
 * The process's one PGlite, started when something first needs it: the
 * embedded store and the Postgres reader share it (each instance costs a
 * start and a few hundred MB: `npm run bench -- action`, row "PGlite floor: ..."). The reader works inside a transaction that it
 * rolls back (see schema/readers/postgres/instance.ts), so the store's rows
 * are never touched by SQL read from a repository.
 *
 * Its data directory is a scratch folder (settings.ts: /dev/shm when it has room), not
 * PGlite's in-memory file system: when a
 * statement of a pull request runs past its budget, the worker is terminated
 * and restarted on the same folder, so what the store had committed is still
 * there (the reader's open transaction is what crash recovery drops). Nothing
 * is lost, and the store needs no re-seeding.
 */
let shared: { host: PGliteHost; storeClaimed: boolean } | undefined;

function create(
  snapshot: HostSnapshot | undefined,
  seedFolder?: string,
): { host: PGliteHost; storeClaimed: boolean } {
  const dataDir = mkdtempSync(join(scratchParent(), "contract-sync-pglite-"));
  // No contrib extension at start: the reader asks for those its SQL creates (ensureExtensions).
  return {
    host: new PGliteHost({ dataDir, temporary: true, snapshot, seedFolder, extensions: [] }),
    storeClaimed: false,
  };
}

/**
 * Makes the shared host start from `seedFolder` (a data directory the Postgres
 * reader cached), if nothing made it yet: true when it will.
 */
export function seedSharedPGliteHost(seedFolder: string): boolean {
  if (shared) return false;
  shared = create(undefined, seedFolder);
  return true;
}

/** Whether the shared host exists and no store holds it (what it commits is nobody's but the reader's). */
export function sharedHostUnclaimed(): boolean {
  return shared !== undefined && !shared.storeClaimed;
}

/** The shared host for a reader (started on its first call). */
export function sharedPGliteHost(): PGliteHost {
  shared ??= create(undefined);
  return shared.host;
}

/**
 * The shared host for an embedded store, or undefined when another store
 * already holds it (the caller then starts its own). Started from `snapshot`
 * when the store is first to need it. `release` closes it: the next store
 * starts empty.
 */
export function claimSharedPGliteHost(
  snapshot: HostSnapshot,
): { host: PGliteHost; release(): Promise<void> } | undefined {
  shared ??= create(snapshot);
  const claimed = shared;
  if (claimed.storeClaimed) return undefined;
  claimed.storeClaimed = true;
  return {
    host: claimed.host,
    release: async () => {
      if (shared === claimed) shared = undefined;
      await claimed.host.closeWhenFree();
    },
  };
}

/** Closes the shared host unless a store holds it (the store closes it then). */
export async function closeSharedPGliteHost(): Promise<void> {
  const current = shared;
  if (!current || current.storeClaimed) return;
  shared = undefined;
  await current.host.closeWhenFree();
}

registerSharedHostCloser(closeSharedPGliteHost);

/**
 * Stops the shared host at once, started or still starting (an embedded service warmed in the
 * background and then not needed): whoever awaits its start gets an error and releases it.
 */
export function abandonSharedPGliteHost(): void {
  shared?.host.abandon();
}
