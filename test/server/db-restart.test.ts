// Three `serve` processes on one PostgreSQL of this file's own, which is stopped, started and
// restarted under read and write load: no server crashes, every answer is 200 or a 503
// problem+json with Retry-After, and they recover without a restart of their own.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPostgresBin, type OwnCluster, startOwnCluster } from "../support/pg-cluster.js";
import {
  type Answer,
  ask,
  askUntil,
  isRetryable503,
  type ServeProcess,
  startLoad,
  startServeProcess,
} from "./serve-process.js";

const KEY = "db-restart-key";
const SERVERS = 3;

let cluster: OwnCluster;
const servers: ServeProcess[] = [];

beforeAll(async () => {
  cluster = await startOwnCluster({ max_connections: "60" });
  const started = await Promise.all(
    Array.from({ length: SERVERS }, () =>
      startServeProcess(
        [
          "--database-url",
          cluster.url,
          "--log-level",
          "error",
          "--pool-size",
          "8",
          "--allow-private-webhooks",
        ],
        {
          CONTRACT_SYNC_API_KEY: KEY,
        },
      ),
    ),
  );
  servers.push(...started);
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
  await cluster?.remove();
}, 60_000);

const serverOf = (n: number) => servers[n % SERVERS]!;

function putComponent(n: number, id: string): Promise<Answer> {
  return ask(`${serverOf(n).url}/v0/component`, { method: "PUT", key: KEY, body: { id, name: `c-${id}` } });
}

/** The answers that are neither 200 nor the database's 503, for an assertion naming them. */
function unexpected(answers: readonly Answer[]): Answer[] {
  return answers.filter((a) => a.status !== 200 && !isRetryable503(a));
}

/**
 * Runs the load through a stop of the database (answers while it is down are 503, readiness
 * false, liveness and metrics up), its start, then a `pg_ctl restart -m fast` with the load on.
 */
async function outageUnderLoad(load: ReturnType<typeof startLoad>) {
  expect(await load.awaitAnswers(0, 30)).toBe(true);
  await cluster.stop();
  const atStop = load.answers.length;
  expect(await load.awaitAnswers(atStop, 20)).toBe(true);
  for (const server of servers) {
    const ready = await ask(`${server.url}/readyz`);
    expect(isRetryable503(ready), ready.body).toBe(true);
    expect(ready.body).toContain("not reachable");
    expect(ready.body).not.toContain("127.0.0.1");
    expect((await ask(`${server.url}/healthz`)).status).toBe(200);
    const metrics = await ask(`${server.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain("contract_sync_outbox_depth");
  }
  const duringOutage = load.answers.slice(atStop);
  await cluster.start();
  for (const server of servers) {
    expect((await askUntil(`${server.url}/readyz`, (a) => a.status === 200)).status).toBe(200);
  }
  const afterStart = load.answers.length;
  expect(await load.awaitAnswers(afterStart, 30)).toBe(true);
  await cluster.restart();
  const afterRestart = load.answers.length;
  expect(await load.awaitAnswers(afterRestart, 30)).toBe(true);
  for (const server of servers) {
    expect((await askUntil(`${server.url}/readyz`, (a) => a.status === 200)).status).toBe(200);
  }
  const answers = await load.stop();
  // Errors in the log are for bugs: an outage logs warnings only (the servers run at level error).
  for (const server of servers) expect(server.output().stdout).toBe("");
  return { answers, duringOutage };
}

describe.skipIf(!findPostgresBin())("a database restart under load", () => {
  it("under read load: only 200 or 503 with Retry-After, and reads work again after it", async () => {
    const id = randomUUID();
    expect((await putComponent(0, id)).status).toBe(200);
    const load = startLoad(6, (n) => ask(`${serverOf(n).url}/v0/component/${id}`, { key: KEY }));
    const { answers, duringOutage } = await outageUnderLoad(load);
    expect(unexpected(answers)).toEqual([]);
    // The database was down while these were answered: none of them can have been a 200.
    expect(duringOutage.filter(isRetryable503).length).toBeGreaterThan(0);
    for (const server of servers) expect(server.alive(), server.output().stdout).toBe(true);
    for (let n = 0; n < SERVERS; n++) {
      expect((await ask(`${serverOf(n).url}/v0/component/${id}`, { key: KEY })).status).toBe(200);
    }
  }, 120_000);

  it("under write load: no crash, and every acknowledged write is there afterwards", async () => {
    // Test messages are written in a transaction (and their failed deliveries settled in one): a
    // connection cut inside one must not take the process down. Port 9 refuses the deliveries.
    const hook = await ask(`${servers[0]!.url}/v0/webhooks`, {
      method: "POST",
      key: KEY,
      body: { url: "http://127.0.0.1:9/hook", name: "refused" },
    });
    expect(hook.status, hook.body).toBe(201);
    // A component's 200 body is replaced by the id it acknowledged, to read back afterwards.
    const load = startLoad(6, (n) => {
      if (n % 2 === 1) {
        return ask(`${serverOf(n).url}/v0/webhooks/test`, {
          method: "POST",
          key: KEY,
          body: { eventType: "t" },
        });
      }
      const id = randomUUID();
      return putComponent(n, id).then((answer) => ({
        ...answer,
        body: answer.status === 200 ? id : answer.body,
      }));
    });
    const { answers, duringOutage } = await outageUnderLoad(load);
    expect(unexpected(answers)).toEqual([]);
    expect(duringOutage.filter(isRetryable503).length).toBeGreaterThan(0);
    for (const server of servers) expect(server.alive(), server.output().stdout).toBe(true);
    const acknowledged = answers
      .filter((a) => a.status === 200 && !a.body.startsWith("{"))
      .map((a) => a.body);
    expect(acknowledged.length).toBeGreaterThan(0);
    const lost: string[] = [];
    for (const [i, id] of acknowledged.entries()) {
      const read = await ask(`${serverOf(i).url}/v0/component/${id}`, { key: KEY });
      if (read.status !== 200) lost.push(`${id}: ${read.status}`);
    }
    expect(lost).toEqual([]);
  }, 120_000);
});
