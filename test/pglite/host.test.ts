import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PGliteHost, SqlError, SqlTimeout } from "../../src/pglite/host.js";
import { useServerSettings } from "../../src/pglite/settings.js";

const host = new PGliteHost();
afterAll(() => host.close());

describe("PGlite in a terminable worker", () => {
  it("runs SQL, reports Postgres errors with their position, and stops a loop that never yields", async () => {
    await host.exec("CREATE TABLE kept (id int)", 30_000);
    const error = await host.exec("SELECT nope FROM kept", 30_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqlError);
    expect((error as SqlError).position).toBe(8);

    const stuck = await host.exec("DO $$ BEGIN LOOP END LOOP; END $$", 500).catch((e: unknown) => e);
    expect(stuck).toBeInstanceOf(SqlTimeout);
    expect(host.starts).toBe(1);
    // The file's process starts here: its first worker compiles PGlite's WebAssembly.
    expect(host.lastStart?.compiledWasm).toBe(true);

    // The next call starts a fresh instance: the stuck one is gone, and so is its state.
    const { rows } = await host.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_class WHERE relname = 'kept'",
    );
    expect(rows).toEqual([{ n: 0 }]);
    expect(host.starts).toBe(2);
    // The restarted worker instantiates the module the first one compiled.
    expect(host.lastStart?.compiledWasm).toBe(false);
  }, 300_000);

  it("names the statement that was running when `each` ran out of time", async () => {
    const done: [number, string | undefined][] = [];
    const error = await host
      .each(
        [
          "CREATE TABLE a (id int)",
          "CREATE TABLE a (id int)",
          "SELECT pg_sleep(1000)",
          "CREATE TABLE b (id int)",
        ],
        5000,
        (i, outcome) => done.push([i, outcome?.message]),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqlTimeout);
    expect((error as SqlTimeout).index).toBe(2);
    expect(done).toEqual([
      [0, undefined],
      [1, 'relation "a" already exists'],
    ]);
  }, 300_000);

  // Issue 55 F10: one timer for the whole list made 2,000 quick CREATE TABLEs time out as if one
  // statement were slow, and each retry replayed everything before it (quadratic).
  it("gives `each` a budget per statement: quick statements that together outlast it all run", async () => {
    await host.query("SELECT 1"); // the previous test left no worker running
    const started = host.starts;
    const done: number[] = [];
    const sleeps = Array.from({ length: 12 }, () => "SELECT pg_sleep(0.1)");
    await host.each(sleeps, 600, (i, outcome) => {
      if (!outcome) done.push(i);
    });
    expect(done).toEqual(sleeps.map((_, i) => i));
    expect(host.starts).toBe(started);
    // The deadline still bounds the list: the statement running when it passes is named.
    const error = await host
      .each(sleeps, 600, () => undefined, { deadline: performance.now() + 350 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqlTimeout);
    expect((error as SqlTimeout).index).toBeTypeOf("number");
    expect((error as SqlTimeout).ms).toBeLessThan(600);
  }, 300_000);

  it("starts Postgres with 16MB of shared buffers (their memory is touched at start), and serve's with 128MB", async () => {
    const show = async (h: PGliteHost) =>
      (await h.query<{ shared_buffers: string }>("SHOW shared_buffers")).rows[0]?.shared_buffers;
    expect(await show(host)).toBe("16MB");
    useServerSettings();
    const served = new PGliteHost();
    try {
      expect(await show(served)).toBe("128MB");
    } finally {
      await served.close();
    }
  }, 300_000);

  it("abandon stops a start in progress for good, running or not, and close still removes the scratch folder", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "host-abandon-"));
    const abandoned = new PGliteHost({ dataDir, temporary: true, extensions: [] });
    const starting = abandoned.start();
    abandoned.abandon();
    await expect(starting).rejects.toThrow("nothing needed it");
    await expect(abandoned.start()).rejects.toThrow("nothing needed it");
    expect(abandoned.running).toBe(false);
    await abandoned.close();
    expect(existsSync(dataDir)).toBe(false);
    // Abandoned once running: the worker is gone and calls are refused.
    const started = new PGliteHost({ extensions: [] });
    await started.start();
    expect(started.running).toBe(true);
    started.abandon();
    expect(started.running).toBe(false);
    await expect(started.query("SELECT 1")).rejects.toThrow();
    await started.close();
  }, 300_000);
});
