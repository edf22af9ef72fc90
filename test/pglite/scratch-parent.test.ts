// Where a one-shot run's PGlite scratch data directory goes (src/pglite/settings.ts): the memory
// file system when it has room, else the temp folder; `serve`'s store stays on disk.
import { existsSync, mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchParent, useServerSettings } from "../../src/pglite/settings.js";
import { claimSharedPGliteHost } from "../../src/pglite/shared.js";
import { storeSnapshot } from "../../src/store/pglite.js";

const work = mkdtempSync(join(tmpdir(), "scratch-parent-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Whether this machine's /dev/shm has the room the setting asks for (1 GiB free). */
function memoryFsHasRoom(): boolean {
  try {
    const stats = statfsSync("/dev/shm");
    return stats.bavail * stats.bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

describe("the scratch data directory's parent", () => {
  it("is CONTRACT_SYNC_SCRATCH_DIR when set", () => {
    expect(scratchParent({ CONTRACT_SYNC_SCRATCH_DIR: work })).toBe(work);
  });

  it("is /dev/shm for a one-shot run when it has room, else the temp folder; the shared store's folder is made there and removed at close", async () => {
    const expected = memoryFsHasRoom() ? "/dev/shm" : tmpdir();
    expect(scratchParent({})).toBe(expected);
    const claimed = claimSharedPGliteHost(storeSnapshot);
    expect(claimed).toBeDefined();
    const host = claimed?.host;
    const folder = host?.dataDirectory ?? "";
    expect(folder.startsWith(`${expected}/contract-sync-pglite-`)).toBe(true);
    try {
      await host?.exclusive((h) => h.start());
      const rows = await host?.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM schema_migrations",
        [],
        60_000,
      );
      expect(rows?.rows[0]?.n).toBeGreaterThan(0);
      expect(existsSync(join(folder, "PG_VERSION"))).toBe(true);
    } finally {
      await claimed?.release();
    }
    expect(existsSync(folder)).toBe(false);
  }, 120_000);

  it("is the temp folder for serve, whose store lives long and may grow", () => {
    useServerSettings();
    expect(scratchParent({})).toBe(tmpdir());
    expect(scratchParent({ CONTRACT_SYNC_SCRATCH_DIR: work })).toBe(work);
  });
});
