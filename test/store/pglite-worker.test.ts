import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";

let store: Store;
beforeAll(async () => {
  store = await openStore({});
}, 300_000);
afterAll(() => store?.close());

// Issue 11: the event loop stays free while PGlite works (it runs in a worker thread), and the
// one PGlite connection is shared fairly: a transaction holds it from BEGIN to COMMIT.
describe("the PGlite store in a worker thread", () => {
  it("keeps the event loop turning while a statement runs", async () => {
    let ticks = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      ticks++;
      setImmediate(spin);
    };
    setImmediate(spin);
    const ticksAtStart = ticks;
    const [row] = await store.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM generate_series(1, 3000000)",
    );
    done = true;
    expect(row?.n).toBe("3000000");
    // On this thread, the statement would have run start to end with no turn of the loop.
    expect(ticks - ticksAtStart).toBeGreaterThan(10);
  }, 300_000);

  it("runs another caller's statement after a transaction, never inside it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = store
      .transaction(async (tx) => {
        await tx.query("CREATE TABLE inside_tx (id int)");
        await tx.query("INSERT INTO inside_tx VALUES (1)");
        await gate;
        throw new Error("roll back");
      })
      .catch((error: Error) => error.message);
    // Issued while the transaction is open: it waits for the rollback instead of seeing its table.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = store.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_class WHERE relname = 'inside_tx'",
    );
    release();
    expect(await rolledBack).toBe("roll back");
    expect(await outside).toEqual([{ n: 0 }]);
  }, 300_000);

  it("passes the SQLSTATE of a rejected statement (the service tells a unique violation apart)", async () => {
    await store.exec("CREATE TABLE uniq (id int PRIMARY KEY); INSERT INTO uniq VALUES (1)");
    const error = await store.query("INSERT INTO uniq VALUES (1)").catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe("23505");
  }, 300_000);
});
