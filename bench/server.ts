// The reference server under load from this machine (autocannon in a worker
// thread, server in this process): requests/s and latency for check-compliance
// (10 assets x 50 fields) and contract listing, on PGlite and PostgreSQL, beside
// a bare fastify route receiving the same request and returning the same answer
// (its peer), with the ratio and the load average.
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import Fastify from "fastify";
import { request } from "undici";
import type { ContractCreate } from "../src/api/resources.js";
import type { SchemaNode } from "../src/api/schema-node.js";
import { type RunningServer, startServer } from "../src/server/start.js";
import { openStore } from "../src/store/open.js";
import type { Store } from "../src/store/port.js";
import type { BenchSuite } from "./suites.js";

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const DURATION_S = Number(process.env.BENCH_SERVER_SECONDS ?? 5);
const KEY = "bench-key";

const fields: SchemaNode[] = Array.from({ length: 50 }, (_, i) => ({
  type: i % 3 === 0 ? "int64" : "string",
  name: `field_${i}`,
  optional: i % 5 === 0,
}));
const table = (i: number) => `shop.table_${i}`;
const checkBody = JSON.stringify({
  responseType: "DETAILED",
  includeUnchangedAssets: true,
  assets: Array.from({ length: 10 }, (_, i) => ({
    source_type: "postgres",
    data_asset_resource_name: { source_type: "postgres", data_source: "db", path: table(i) },
    schema: { type: "struct", fields },
  })),
});

async function seed(server: RunningServer): Promise<void> {
  const contracts: ContractCreate[] = Array.from({ length: 100 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    status: "ACTIVE",
    enforcementLevel: "BLOCK",
    contractSpec: { name: `table_${i}`, dataAssetResourceName: `postgres://db:${table(i)}`, schema: fields },
  }));
  await server.service.createContracts(
    { workspaceId: "00000000-0000-4000-8000-000000000001" },
    { body: contracts },
  );
}

async function load(url: string, method: "GET" | "POST", body?: string) {
  const result = await autocannon({
    url,
    method,
    connections: 10,
    duration: DURATION_S,
    workers: 1,
    headers: { "x-api-key": KEY, "content-type": "application/json" },
    ...(body ? { body } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${method} ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
  };
}

/** A PostgreSQL server for the bench: CONTRACT_SYNC_BENCH_DATABASE_URL, else a throw-away cluster. */
export async function postgres(): Promise<{ url: string | undefined; stop: () => Promise<void> }> {
  const given = process.env.CONTRACT_SYNC_BENCH_DATABASE_URL ?? process.env.CONTRACT_SYNC_TEST_DATABASE_URL;
  if (given) return { url: given, stop: async () => {} };
  const setup = (await import("../test/setup/postgres.js")).default;
  let url: string | undefined;
  // The vitest global setup, reused: it only needs somewhere to put the URL.
  const project = { provide: (_: string, value: string | undefined) => (url = value) };
  const stop = await setup(project as unknown as Parameters<typeof setup>[0]);
  return { url, stop };
}

/** Answers `path` once from the real server: the bare peer route returns exactly this text. */
async function answerOf(url: string, method: "GET" | "POST", body?: string): Promise<string> {
  const answer = await request(url, {
    method,
    headers: { "x-api-key": KEY, "content-type": "application/json" },
    ...(body ? { body } : {}),
  });
  if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode}`);
  return answer.body.text();
}

/**
 * The peer of each measured route: a bare fastify route that receives the same
 * request (the 49 KB body parsed as JSON) and returns the same answer text.
 */
async function bareTwin(
  checkAnswer: string,
  listAnswer: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const bare = Fastify({ bodyLimit: 1024 * 1024 });
  bare.post("/check", async (_request, reply) => reply.type("application/json").send(checkAnswer));
  bare.get("/list", async (_request, reply) => reply.type("application/json").send(listAnswer));
  await bare.listen({ host: "127.0.0.1", port: 0 });
  const address = bare.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => bare.close() };
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

export async function measure(label: string, store: Store): Promise<Record<string, string | number>[]> {
  const server = await startServer({ store, port: 0, apiKeys: [KEY], logLevel: "warn", delivery: false });
  try {
    await seed(server);
    const checkUrl = `${server.url}/v0/data-assets/check-compliance`;
    const listUrl = `${server.url}/v0/contracts?limit=50`;
    const twin = await bareTwin(await answerOf(checkUrl, "POST", checkBody), await answerOf(listUrl, "GET"));
    const rows: Record<string, string | number>[] = [];
    try {
      for (const [name, real, peer, method, body] of [
        ["check-compliance 10x50, 49 KB", checkUrl, `${twin.url}/check`, "POST", checkBody],
        ["list contracts limit=50", listUrl, `${twin.url}/list`, "GET", undefined],
      ] as const) {
        // Peer, real, peer again: the ratio uses the mean of both peer runs (the load drifts).
        const peerBefore = await load(peer, method, body);
        const ours = await load(real, method, body);
        const peerAfter = await load(peer, method, body);
        const peerRate = (peerBefore["req/s"] + peerAfter["req/s"]) / 2;
        rows.push({
          case: `${name} (${label})`,
          "req/s": ours["req/s"],
          "bare peer req/s": Math.round(peerRate),
          ratio: Number((ours["req/s"] / peerRate).toFixed(2)),
          "p50 ms": ours["p50 ms"],
          "p99 ms": ours["p99 ms"],
          "load avg": loadAverage(),
        });
      }
    } finally {
      await twin.close();
    }
    return rows;
  } finally {
    // Requests autocannon gave up on may still be running: let them end before the store closes.
    await new Promise((r) => setTimeout(r, 2_000));
    await server.close();
    await store.close();
  }
}

/** A check whose 10 assets each miss every field of their contract: every request records violations. */
const violatingBody = JSON.stringify({
  responseType: "DETAILED",
  includeUnchangedAssets: true,
  assets: Array.from({ length: 10 }, (_, i) => ({
    source_type: "postgres",
    data_asset_resource_name: { source_type: "postgres", data_source: "db", path: table(i) },
    schema: { type: "struct", fields: [{ type: "string", name: "unrelated" }] },
  })),
});

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);

async function storeFootprint(store: Store): Promise<{ bytes: number; rows: number }> {
  const [size] = await store.query<{ bytes: number; rows: number }>(
    `SELECT pg_database_size(current_database())::float8 AS bytes,
       ((SELECT count(*) FROM contract_violations) + (SELECT count(*) FROM change_log_events))::int AS rows`,
  );
  return size ?? { bytes: 0, rows: 0 };
}

/**
 * Issue 11's load test: 20 clients send violating check-compliance requests
 * for LOAD_SECONDS while /healthz is asked every 50 ms; reports /healthz p99
 * and how the store grew per request.
 */
async function loadTest(label: string, store: Store): Promise<Record<string, string | number>> {
  const server = await startServer({ store, port: 0, apiKeys: [KEY], logLevel: "warn", delivery: false });
  try {
    await seed(server);
    const before = await storeFootprint(store);
    const latencies: number[] = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        const answer = await request(`${server.url}/healthz`);
        await answer.body.dump();
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const result = await autocannon({
      url: `${server.url}/v0/data-assets/check-compliance`,
      method: "POST",
      connections: 20,
      duration: LOAD_SECONDS,
      workers: 1,
      headers: { "x-api-key": KEY, "content-type": "application/json" },
      body: violatingBody,
    });
    running = false;
    await probe;
    const after = await storeFootprint(store);
    latencies.sort((a, b) => a - b);
    const requests = Math.max(1, result.requests.average * LOAD_SECONDS);
    return {
      case: `load: 20 clients x ${LOAD_SECONDS} s violating checks (${label})`,
      "req/s": Math.round(result.requests.average),
      "p99 ms": result.latency.p99,
      "healthz p99 ms": Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
      "healthz max ms": Math.round(latencies.at(-1) ?? 0),
      "store rows/request": Number(((after.rows - before.rows) / requests).toFixed(1)),
      "store KB/request": Number(((after.bytes - before.bytes) / 1024 / requests).toFixed(1)),
      errors: result.non2xx + result.errors,
      "load avg": loadAverage(),
    };
  } finally {
    // Requests autocannon gave up on may still be running: let them end before the store closes.
    await new Promise((r) => setTimeout(r, 2_000));
    await server.close();
    await store.close();
  }
}

export const serverBench: BenchSuite = {
  name: "server",
  async run() {
    const rows: Record<string, string | number>[] = [];
    rows.push(...(await measure("PGlite", await openStore({}))));
    rows.push(await loadTest("PGlite", await openStore({})));
    const pg = await postgres();
    try {
      if (pg.url) rows.push(...(await measure("PostgreSQL", await openStore({ databaseUrl: pg.url }))));
      if (pg.url) rows.push(await loadTest("PostgreSQL", await openStore({ databaseUrl: pg.url })));
      else
        rows.push({ case: "PostgreSQL: not installed, skipped", "req/s": "-", "p50 ms": "-", "p99 ms": "-" });
    } finally {
      await pg.stop();
    }
    return rows;
  },
};
