// `serve` processes on a small PostgreSQL of this file's own: connections exhausted, a
// connection killed under a request, readiness and a graceful shutdown with a request in flight.
// Requests are held in the database by a table lock the test takes, so what each request meets
// is decided by the test, not by timing.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPostgresBin, type OwnCluster, startOwnCluster } from "../support/pg-cluster.js";
import { type Answer, ask, isRetryable503, type ServeProcess, startServeProcess } from "./serve-process.js";

const KEY = "db-saturation-key";
const SERVERS = 3;
const POOL = 6;

let cluster: OwnCluster;
/** The test's own session, to look at and act on the servers' sessions. */
let admin: pg.Client;
const servers: ServeProcess[] = [];
const clients: pg.Client[] = [];

function serve(
  flags: string[] = ["--log-level", "error", "--pool-size", String(POOL)],
): Promise<ServeProcess> {
  return startServeProcess(["--database-url", cluster.url, ...flags], { CONTRACT_SYNC_API_KEY: KEY });
}

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url });
  client.on("error", () => {});
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  cluster = await startOwnCluster({ max_connections: "20" });
  admin = await connect();
  servers.push(...(await Promise.all(Array.from({ length: SERVERS }, serve))));
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => {})));
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
  await cluster?.remove();
}, 60_000);

/** Holds an exclusive lock on the components table until the returned function is called. */
async function lockComponents(): Promise<() => Promise<void>> {
  const locker = await connect();
  await locker.query("BEGIN");
  await locker.query("LOCK TABLE components IN ACCESS EXCLUSIVE MODE");
  return async () => {
    await locker.query("COMMIT");
    await locker.end();
  };
}

/** The servers' backends waiting for a lock (a request held by lockComponents). */
async function waitingBackends(): Promise<number[]> {
  const rows = await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE application_name = 'contract-sync' AND wait_event_type = 'Lock'",
  );
  return rows.rows.map((r) => r.pid);
}

/** Polls until `done` holds, at most 200 times 50 ms apart; returns whether it did. */
async function until(done: () => Promise<boolean> | boolean): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const component = (server: ServeProcess, id: string) => ask(`${server.url}/v0/component/${id}`, { key: KEY });

describe.skipIf(!findPostgresBin())("serve on a starved or failing PostgreSQL", () => {
  it("answers 503 with Retry-After, not 500, when max_connections is exhausted, and recovers", async () => {
    const id = randomUUID();
    const put = await ask(`${servers[0]!.url}/v0/component`, { method: "PUT", key: KEY, body: { id } });
    expect(put.status).toBe(200);
    const unlock = await lockComponents();
    // Every slot left is taken by the test: a server gets no connection beyond those it holds.
    const fillers: pg.Client[] = [];
    let refusal: unknown;
    for (let i = 0; i < 20 && refusal === undefined; i++) {
      await connect().then(
        (c) => fillers.push(c),
        (error: unknown) => {
          refusal = error;
        },
      );
    }
    expect((refusal as { code?: string }).code).toBe("53300");
    // More requests than each server holds connections: the rest cannot get one.
    const answers: Answer[] = [];
    const requests = servers.flatMap((server) =>
      Array.from({ length: POOL }, () => component(server, id).then((a) => answers.push(a))),
    );
    const total = servers.length * POOL;
    expect(await until(async () => answers.length + (await waitingBackends()).length === total)).toBe(true);
    await unlock();
    await Promise.all(requests);
    expect(answers.filter((a) => a.status !== 200 && !isRetryable503(a))).toEqual([]);
    expect(answers.filter(isRetryable503).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    await Promise.all(fillers.map((c) => c.end()));
    for (const server of servers) {
      expect((await component(server, id)).status).toBe(200);
      expect(server.alive()).toBe(true);
    }
  }, 60_000);

  it("retries a read whose connection was killed, on a fresh one; a write gets 503", async () => {
    const id = randomUUID();
    const server = servers[0]!;
    expect((await ask(`${server.url}/v0/component`, { method: "PUT", key: KEY, body: { id } })).status).toBe(
      200,
    );
    const unlock = await lockComponents();
    const read = component(server, id);
    const write = ask(`${server.url}/v0/component`, { method: "PUT", key: KEY, body: { id: randomUUID() } });
    let first: number[] = [];
    expect(
      await until(async () => {
        first = await waitingBackends();
        return first.length === 2;
      }),
    ).toBe(true);
    await admin.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [first]);
    // The write is answered at once; the read is asked again and waits for the lock anew.
    const written = await write;
    expect(isRetryable503(written), written.body).toBe(true);
    expect(await until(async () => (await waitingBackends()).some((pid) => !first.includes(pid)))).toBe(true);
    await unlock();
    const answer = await read;
    expect(answer.status, answer.body).toBe(200);
    expect(server.alive()).toBe(true);
  }, 60_000);

  it("answers 503 for a request past the acquire timeout or the statement timeout", async () => {
    const server = await serve([
      "--log-level",
      "warn",
      "--pool-size",
      "1",
      "--pool-acquire-timeout-ms",
      "300",
      "--statement-timeout-ms",
      "1000",
    ]);
    try {
      const id = randomUUID();
      expect(
        (await ask(`${server.url}/v0/component`, { method: "PUT", key: KEY, body: { id } })).status,
      ).toBe(200);
      const unlock = await lockComponents();
      // The first holds the one connection, waiting for the lock until its statement times out;
      // the second waits for that connection until the acquire timeout.
      const held = component(server, id);
      expect(await until(async () => (await waitingBackends()).length === 1)).toBe(true);
      const queued = await component(server, id);
      expect(isRetryable503(queued), queued.body).toBe(true);
      const timedOut = await held;
      expect(isRetryable503(timedOut), timedOut.body).toBe(true);
      await unlock();
      expect((await component(server, id)).status).toBe(200);
      // The log names the cause: the statement timeout's SQLSTATE, the pool's own message.
      expect(server.output().stdout).toContain('"code":"57014"');
      expect(server.output().stdout).toContain("timeout exceeded when trying to connect");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 60_000);

  it("migrates at start past its statement timeout (waiting for another server's migration)", async () => {
    await admin.query("CREATE DATABASE migrate_wait");
    const url = new URL(cluster.url);
    url.pathname = "/migrate_wait";
    // The test holds the migration lock, as a server migrating at that moment would.
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    clients.push(holder);
    await holder.query("SELECT pg_advisory_lock(7412903)");
    const starting = startServeProcess(
      ["--database-url", url.toString(), "--log-level", "error", "--statement-timeout-ms", "500"],
      { CONTRACT_SYNC_API_KEY: KEY },
    );
    starting.catch(() => {});
    const waitedPastTimeout = await until(async () => {
      const { rows } = await admin.query(
        `SELECT 1 FROM pg_stat_activity WHERE application_name = 'contract-sync' AND datname = 'migrate_wait'
           AND wait_event_type = 'Lock' AND now() - query_start > interval '1 second'`,
      );
      return rows.length === 1;
    });
    expect(waitedPastTimeout).toBe(true);
    await holder.end();
    const server = await starting;
    servers.push(server);
    expect((await ask(`${server.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it("is not ready while the database lacks a migration it needs, and ready again once it has it", async () => {
    const server = servers[1]!;
    expect((await ask(`${server.url}/readyz`)).status).toBe(200);
    const [last] = (
      await admin.query<{ version: number; name: string }>(
        "DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name",
      )
    ).rows;
    try {
      const notReady = await ask(`${server.url}/readyz`);
      expect(isRetryable503(notReady), notReady.body).toBe(true);
      expect(notReady.body).toContain(`lacks migrations ${last!.version}`);
      expect((await ask(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await admin.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        last!.version,
        last!.name,
      ]);
    }
    expect((await ask(`${server.url}/readyz`)).status).toBe(200);
  });

  it("on SIGTERM stops accepting, answers the request in flight, then exits 0", async () => {
    const server = await serve();
    const id = randomUUID();
    expect((await ask(`${server.url}/v0/component`, { method: "PUT", key: KEY, body: { id } })).status).toBe(
      200,
    );
    const unlock = await lockComponents();
    const inFlight = component(server, id);
    expect(await until(async () => (await waitingBackends()).length === 1)).toBe(true);
    server.child.kill("SIGTERM");
    expect(await until(() => server.output().stderr.includes("shutting down"))).toBe(true);
    // The listener is closed: a new connection is refused while the request is still held.
    expect(await until(async () => (await ask(`${server.url}/healthz`)).status === 0)).toBe(true);
    expect(server.alive()).toBe(true);
    await unlock();
    const answer = await inFlight;
    expect(answer.status, answer.body).toBe(200);
    expect(await server.exited).toBe(0);
  }, 60_000);
});
