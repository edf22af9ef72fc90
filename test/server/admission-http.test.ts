import { connect, type Socket } from "node:net";
import { request } from "undici";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { createApiKey } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { contract, ORDER_FIELDS } from "../service/fixtures.js";

const KEY = "admission-key";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A check whose headers arrive but whose body is still arriving (`length` bytes announced, one sent). */
function stalledCheck(url: string, key = KEY, length = 100): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /v0/data-assets/check-compliance HTTP/1.1\r\nHost: ${hostname}\r\nX-API-KEY: ${key}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`,
      );
      resolve(socket);
    });
    socket.on("error", reject);
  });
}

describe("the admission gate over HTTP", () => {
  let store: Store;
  let server: RunningServer;
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it("gets every slot back from clients that went away before their bodies arrived", async () => {
    store = await openStore({});
    server = await startServer({
      store,
      port: 0,
      apiKeys: [KEY],
      logLevel: "silent",
      delivery: false,
      maxConcurrentWrites: 1,
    });
    const holder = await stalledCheck(server.url);
    await pause(100);
    // Queued behind the holder, then gone (autocannon ending a run leaves such requests).
    const waiter = await stalledCheck(server.url);
    await pause(100);
    waiter.destroy();
    await pause(100);
    // The slot passes to the waiter that left: it must come back.
    holder.destroy();
    await pause(100);
    const answer = await request(`${server.url}/v0/data-assets/check-compliance`, {
      method: "POST",
      headers: { "x-api-key": KEY, "content-type": "application/json" },
      body: JSON.stringify({ assets: [], responseType: "DETAILED" }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual([]);
  });

  it("lets another workspace write while one trickles large bodies into every slot", async () => {
    const { key: otherKey } = await createApiKey(store, "victim");
    const slow = await startServer({
      store,
      port: 0,
      apiKeys: [KEY],
      logLevel: "silent",
      delivery: false,
      maxConcurrentWrites: 2,
    });
    // Eight authenticated checks announcing ~1 MB each and sending a byte every 50 ms: four times the slots.
    const attackers = await Promise.all(
      Array.from({ length: 8 }, () => stalledCheck(slow.url, KEY, 1_000_000)),
    );
    const trickle = setInterval(() => {
      for (const socket of attackers) if (!socket.destroyed) socket.write(" ");
    }, 50);
    try {
      await pause(200);
      for (let i = 0; i < 10; i++) {
        const answer = await request(`${slow.url}/v0/contract`, {
          method: "POST",
          headers: { "x-api-key": otherKey, "content-type": "application/json" },
          body: JSON.stringify(contract(`victim_${i}`, ORDER_FIELDS)),
          // Waiting behind the attackers would last until their 30 s request timeout.
          signal: AbortSignal.timeout(5_000),
        });
        await answer.body.dump();
        expect(answer.statusCode).toBe(200);
      }
    } finally {
      clearInterval(trickle);
      for (const socket of attackers) socket.destroy();
      await slow.close();
    }
  });
});
