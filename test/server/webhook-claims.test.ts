// Webhook claims across `serve` processes on one PostgreSQL: a killed server's claim is sent by
// another once its (configurable) lease ends; a server stopped by SIGTERM releases its claim,
// so another sends it at once.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../store/databases.js";
import { serverUrl } from "./harness.js";
import { ask, type ServeProcess, startServeProcess } from "./serve-process.js";

const KEY = "webhook-claims-key";
const started: ServeProcess[] = [];
const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const server of started) if (server.alive()) server.child.kill("SIGKILL");
  await Promise.all(started.map((s) => s.exited));
  for (const close of closers) await close();
});

async function serve(databaseUrl: string, flags: string[] = []): Promise<ServeProcess> {
  const server = await startServeProcess(
    ["--database-url", databaseUrl, "--log-level", "error", "--allow-private-webhooks", ...flags],
    { CONTRACT_SYNC_API_KEY: KEY },
  );
  started.push(server);
  return server;
}

/** A receiver that never answers its first request (the sender is then stopped) and 200s the rest. */
async function startHangingReceiver() {
  const received: IncomingHttpHeaders[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received.push(req.headers);
      if (received.length === 1) held.push(res);
      else res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

/** Polls until `done` holds, at most `attempts` times 100 ms apart; returns whether it did. */
async function until(done: () => boolean, attempts = 300): Promise<boolean> {
  for (let i = 0; i < attempts && !done(); i++) await new Promise((r) => setTimeout(r, 100));
  return done();
}

async function queueTestMessage(server: ServeProcess, receiverUrl: string): Promise<void> {
  const hook = await ask(`${server.url}/v0/webhooks`, {
    method: "POST",
    key: KEY,
    body: { url: receiverUrl, name: "claims" },
  });
  expect(hook.status, hook.body).toBe(201);
  const sent = await ask(`${server.url}/v0/webhooks/test`, {
    method: "POST",
    key: KEY,
    body: { eventType: "claims.test" },
  });
  expect(sent.status, sent.body).toBe(200);
}

/** The outbox once no row is PENDING any more (asked at most 50 times, 100 ms apart). */
async function settledOutbox(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const read = async () =>
      (await client.query<{ status: string; attempts: number }>("SELECT status, attempts FROM outbox")).rows;
    let rows = await read();
    for (let i = 0; i < 50 && rows.some((r) => r.status === "PENDING"); i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await read();
    }
    return rows;
  } finally {
    await client.end();
  }
}

// Each scenario outlasts a lease or a stop's grace (a few seconds) and starts two servers.
const SCENARIO_MS = 90_000;

describe.skipIf(!serverUrl)("webhook claims of servers that go away", () => {
  it(
    "a killed server's claim is sent by another once its --webhook-lease-ms ends",
    async () => {
      const databaseUrl = await createTestDatabase(serverUrl!, "cs_claims_kill");
      const receiver = await startHangingReceiver();
      const first = await serve(databaseUrl, ["--webhook-lease-ms", "2000"]);
      await queueTestMessage(first, receiver.url);
      expect(await until(() => receiver.received.length === 1)).toBe(true);
      first.child.kill("SIGKILL");
      await first.exited;
      // Bounded well below the default lease (60 s): only the configured one lets this pass.
      await serve(databaseUrl);
      expect(await until(() => receiver.received.length >= 2)).toBe(true);
      expect(receiver.received[1]?.["webhook-id"]).toBe(receiver.received[0]?.["webhook-id"]);
      // Two attempts: the killed server's claim counted, its lease ran out.
      expect(await settledOutbox(databaseUrl)).toEqual([{ status: "SENT", attempts: 2 }]);
    },
    SCENARIO_MS,
  );

  it(
    "a server stopped by SIGTERM releases its claim: another sends it without waiting for the lease",
    async () => {
      const databaseUrl = await createTestDatabase(serverUrl!, "cs_claims_term");
      const receiver = await startHangingReceiver();
      const first = await serve(databaseUrl);
      await queueTestMessage(first, receiver.url);
      expect(await until(() => receiver.received.length === 1)).toBe(true);
      // Stopped at once, while its attempt still waits on the receiver: the second server starts
      // after, as starting one on a loaded machine can outlast the 10 s request timeout (the
      // attempt would then end as a failure, and count).
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      await serve(databaseUrl);
      // The lease is the default 60 s: within this bound only a released claim is sent again.
      expect(await until(() => receiver.received.length >= 2)).toBe(true);
      expect(receiver.received[1]?.["webhook-id"]).toBe(receiver.received[0]?.["webhook-id"]);
      // The released attempt is not counted: the second server's is the first.
      expect(await settledOutbox(databaseUrl)).toEqual([{ status: "SENT", attempts: 1 }]);
    },
    SCENARIO_MS,
  );
});
