import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { processStartTime } from "../../src/store/lock.js";
import { MIGRATIONS, migrate } from "../../src/store/migrations.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { createTestDatabase } from "./databases.js";

const serverUrl = inject("databaseUrl");

/** The same assertions for both adapters: the port's contract. */
function storeContract(name: string, open: () => Promise<Store>) {
  describe(name, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    it("applies every migration once and records it", async () => {
      expect(await migrate(store)).toEqual([]);
      const rows = await store.query<{ version: number }>(
        "SELECT version FROM schema_migrations ORDER BY version",
      );
      expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      const ws = await store.query<{ name: string }>("SELECT name FROM workspaces");
      expect(ws.map((w) => w.name)).toContain("default");
    });

    it("commits a transaction that resolves and rolls back one that throws", async () => {
      await store.transaction(async (tx) => {
        await tx.query("INSERT INTO workspaces (id, name) VALUES (gen_random_uuid(), 'kept')");
      });
      await expect(
        store.transaction(async (tx) => {
          await tx.query("INSERT INTO workspaces (id, name) VALUES (gen_random_uuid(), 'dropped')");
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      const names = (await store.query<{ name: string }>("SELECT name FROM workspaces")).map((r) => r.name);
      expect(names).toContain("kept");
      expect(names).not.toContain("dropped");
    });

    it("passes jsonb, arrays and timestamps through the same way", async () => {
      const [row] = await store.query<{ j: { a: number[] }; arr: string[]; t: Date; n: number }>(
        "SELECT $1::jsonb AS j, $2::text[] AS arr, now() AS t, 7::bigint AS n",
        [JSON.stringify({ a: [1, 2] }), ["x", "y"]],
      );
      expect(row).toMatchObject({ j: { a: [1, 2] }, arr: ["x", "y"], n: 7 });
      expect(row?.t).toBeInstanceOf(Date);
    });
  });
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

let pgliteDir = "";
storeContract("PGlite store (on disk)", async () => {
  pgliteDir = await mkdtemp(join(tmpdir(), "cs-store-"));
  dirs.push(pgliteDir);
  return openStore({ dataDir: pgliteDir });
});

describe.skipIf(!serverUrl)("PostgreSQL", () => {
  storeContract("PostgreSQL store", async () =>
    openStore({ databaseUrl: await createTestDatabase(serverUrl!, "cs_store") }),
  );

  it("migrates once when several servers start together", async () => {
    const url = await createTestDatabase(serverUrl!, "cs_race");
    const stores = await Promise.all([1, 2, 3].map(() => openStore({ databaseUrl: url })));
    const rows = await stores[0]!.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
    expect(rows[0]?.n).toBe(MIGRATIONS.length);
    await Promise.all(stores.map((s) => s.close()));
  });
});

describe("PGlite data dir lock", () => {
  it("refuses a second opening of a data dir in use, and takes over after close", async () => {
    const dir = pgliteDir;
    const first = await openStore({ dataDir: dir });
    await expect(openStore({ dataDir: dir })).rejects.toThrow(/in use by process/);
    await first.close();
    const second = await openStore({ dataDir: dir });
    // The rows written before survive the reopening.
    const names = (await second.query<{ name: string }>("SELECT name FROM workspaces")).map((r) => r.name);
    expect(names).toContain("kept");
    await second.close();
  });
});

describe("PGlite data dir lock knows its owner beyond the pid", () => {
  const lockIn = async (text: string) => {
    const dir = await mkdtemp(join(tmpdir(), "cs-lock-"));
    await writeFile(join(dir, "contract-sync.lock"), text);
    return dir;
  };

  it("takes over a stale lock naming this process's own pid (the server is PID 1 in a container)", async () => {
    const dir = await lockIn(String(process.pid));
    const store = await openStore({ dataDir: dir });
    const owner = JSON.parse(await readFile(join(dir, "contract-sync.lock"), "utf8"));
    expect(owner).toEqual({ pid: process.pid, start: processStartTime(process.pid) });
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }, 180_000);

  it.skipIf(processStartTime(process.pid) === null)(
    "takes over a lock whose pid now belongs to another process, and keeps one whose owner runs",
    async () => {
      const other = spawn("sleep", ["30"], { stdio: "ignore" });
      try {
        const pid = other.pid!;
        const start = processStartTime(pid)!;
        const reused = await lockIn(JSON.stringify({ pid, start: start - 1 }));
        const store = await openStore({ dataDir: reused });
        await store.close();
        const held = await lockIn(JSON.stringify({ pid, start }));
        await expect(openStore({ dataDir: held })).rejects.toThrow(`in use by process ${pid}`);
        await rm(reused, { recursive: true, force: true });
        await rm(held, { recursive: true, force: true });
      } finally {
        other.kill();
      }
    },
    // Two data dirs are initialised: seconds each on a busy machine.
    180_000,
  );
});
