// A closing server answers the request in flight, and refuses one arriving on that busy
// keep-alive connection as problem+json 503 with Retry-After (the client retries elsewhere).
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { serverUrl, startTestServer, type TestServer } from "./harness.js";

let t: TestServer | undefined;
afterAll(async () => {
  await t?.close();
});

/** Polls until `done` holds, at most 200 times 50 ms apart; returns whether it did. */
async function until(done: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe.skipIf(!serverUrl)("draining on close", () => {
  it("answers the request in flight and refuses the next one on its connection with 503 problem+json", async () => {
    t = await startTestServer("postgres", "cs_drain");
    const store = t.store;
    const id = randomUUID();
    await t.client.putComponent({ id });
    // A table lock holds the request in the database while the server closes.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((r) => {
      locked = r;
    });
    const lock = store.transaction(async (tx) => {
      await tx.exec("LOCK TABLE components IN ACCESS EXCLUSIVE MODE");
      locked();
      await held;
    });
    await lockTaken;
    const { port } = new URL(t.url);
    const socket = connect(Number(port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
    });
    const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write(`GET /v0/component/${id} HTTP/1.1\r\nHost: x\r\nX-API-KEY: ${t.key}\r\n\r\n`);
    const waiting = async () =>
      (
        await store.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )
      )[0]?.n === 1;
    expect(await until(waiting)).toBe(true);
    const closed = t.server.close();
    const refused = () =>
      new Promise<boolean>((resolve) => {
        const probe = connect(Number(port), "127.0.0.1");
        probe.once("connect", () => {
          probe.destroy();
          resolve(false);
        });
        probe.once("error", () => resolve(true));
      });
    expect(await until(refused)).toBe(true);
    socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    release();
    await lock;
    await closed;
    await ended;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]).toMatch(/\r\ncontent-type: application\/problem\+json/i);
    expect(answers[1]).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(answers[1]).toContain('"status":503');
    const running = t;
    t = undefined;
    await running.close();
  });
});
