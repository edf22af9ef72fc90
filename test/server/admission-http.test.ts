import { connect, type Socket } from "node:net";
import { request } from "undici";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";

const KEY = "admission-key";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A check whose headers arrive but whose body never does: it holds or waits for an admission slot. */
function stalledCheck(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /v0/data-assets/check-compliance HTTP/1.1\r\nHost: ${hostname}\r\nX-API-KEY: ${KEY}\r\n` +
          "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
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

  it("gets a slot back from a client that went away while waiting for it", async () => {
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
});
