// The organisation under load (issue 56): REPLICAS server processes on one PostgreSQL, loaded by
// bench/org/copy-load.ts, and a mixed load spread over them: lists paged by key, contracts fetched by
// asset, check-compliance of 10 assets, while one writer publishes into workspace 0. Reports p50/p99
// per kind, errors, lost writes (each acknowledged publish is read back after), each replica's peak
// RSS, and what a request costs the database (buffers touched per request).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { Agent, request } from "undici";
import { listAll } from "./read-back.js";
import { apiKeyOf, contractOf, countsOf, fieldsOf, type OrgShape, uuidOf } from "./shape.js";

export const REPLICAS = 3;
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface Replica {
  url: string;
  child: ChildProcess;
}

/** Starts `n` replicas, each a process of its own on the database at `databaseUrl`. */
export async function startReplicas(databaseUrl: string, n = REPLICAS): Promise<Replica[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const child = spawn(
        process.execPath,
        ["--import", "./scripts/register-ts.mjs", "bench/org/replica.ts", databaseUrl],
        { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
      );
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).once("line", resolve);
        child.once("exit", (code) => reject(new Error(`replica exited with code ${code}`)));
      });
      return { url: (JSON.parse(line) as { url: string }).url, child };
    }),
  );
}

export async function stopReplicas(replicas: readonly Replica[]): Promise<void> {
  await Promise.all(
    replicas.map(
      (r) =>
        new Promise<void>((resolve) => {
          if (r.child.exitCode !== null) return resolve();
          r.child.once("exit", () => resolve());
          r.child.kill("SIGTERM");
        }),
    ),
  );
}

/** A process's peak resident set (VmHWM) and CPU milliseconds so far, from /proc (Linux). */
export function processUse(pid: number | undefined): { peakMb: number; cpuMs: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    const ticks = Number(stat[11]) + Number(stat[12]);
    return { peakMb: Math.round(peakKb / 1024), cpuMs: ticks * 10 };
  } catch {
    return { peakMb: 0, cpuMs: 0 };
  }
}

type Kind = "list" | "fetch" | "check" | "publish";
const READ_KINDS: Kind[] = ["list", "fetch", "check"];

/** A seeded generator for the load's choices (mulberry32). */
function chooser(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

export interface LoadOptions {
  shape: OrgShape;
  /** Workspaces loaded: 0 is published into, 1.. are read (0 too when it is the only one). */
  workspaces: number;
  seconds: number;
  /** Concurrent readers (each waits for its answer before its next request). */
  readers: number;
}

export interface KindResult {
  kind: Kind;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rate: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

/** One reader's request of `kind` against a workspace of the organisation. */
function readRequest(shape: OrgShape, kind: Kind, w: number, pick: (n: number) => number) {
  const counts = countsOf(shape);
  if (kind === "list") {
    // A page of 50 by key from a contract anywhere in the list: the same cost at any depth.
    const after = contractOf(shape, w, pick(counts.contracts)).id;
    return { method: "GET" as const, path: `/v0/contracts?limit=50&after=${after}` };
  }
  if (kind === "fetch") {
    const name = encodeURIComponent(contractOf(shape, w, pick(counts.contracts)).resourceName);
    return { method: "GET" as const, path: `/v0/contract/data-asset/${name}` };
  }
  // Ten of the workspace's assets, each with a field added: compliant, and judged (not NO_CHANGE).
  const fields = [...fieldsOf(shape, w), { name: "added", type: "string", optional: true }];
  const first = pick(counts.contracts - 10);
  const assets = Array.from({ length: Math.min(10, counts.contracts) }, (_, k) => {
    const c = contractOf(shape, w, first + k);
    return {
      source_type: "postgres",
      data_asset_resource_name: { source_type: "postgres", data_source: c.dataSource, path: c.path },
      schema: { type: "struct", fields },
    };
  });
  return {
    method: "POST" as const,
    path: "/v0/data-assets/check-compliance",
    body: JSON.stringify({ responseType: "DETAILED", assets }),
  };
}

/** Runs the mixed load; returns per-kind results and the publishes acknowledged (id -> version). */
export async function mixedLoad(replicas: readonly Replica[], options: LoadOptions) {
  const { shape } = options;
  const dispatcher = new Agent({ connections: options.readers + 2 });
  const keyOf = (w: number) => apiKeyOf(shape, w);
  const latencies = new Map<Kind, number[]>(
    ["list", "fetch", "check", "publish"].map((k) => [k as Kind, []]),
  );
  const errors = new Map<Kind, number>();
  let turn = 0;
  const send = async (
    kind: Kind,
    w: number,
    req: { method: "GET" | "POST"; path: string; body?: string },
  ) => {
    const base = replicas[turn++ % replicas.length]!.url;
    const started = performance.now();
    try {
      const answer = await request(`${base}${req.path}`, {
        method: req.method,
        dispatcher,
        headers: { "x-api-key": keyOf(w), "content-type": "application/json" },
        ...(req.body ? { body: req.body } : {}),
      });
      await answer.body.dump();
      if (answer.statusCode !== 200) errors.set(kind, (errors.get(kind) ?? 0) + 1);
      else latencies.get(kind)!.push(performance.now() - started);
      return answer.statusCode === 200;
    } catch {
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
      return false;
    }
  };
  const until = performance.now() + options.seconds * 1000;
  const readFrom = options.workspaces > 1 ? 1 : 0;
  const readers = Array.from({ length: options.readers }, async (_, r) => {
    const pick = chooser(r + 1);
    while (performance.now() < until) {
      const kind = READ_KINDS[pick(READ_KINDS.length)]!;
      const w = readFrom + pick(options.workspaces - readFrom);
      await send(kind, w, readRequest(shape, kind, w, pick));
    }
  });
  // The writer: batches of 10 into workspace 0, new contracts and new versions of ones it published.
  const acknowledged = new Map<string, string>();
  const writer = (async () => {
    for (let batch = 0; performance.now() < until; batch++) {
      const body = Array.from({ length: 10 }, (_, k) => {
        const n = batch % 2 === 0 ? batch * 5 + k : (batch - 1) * 5 + k;
        const c = contractOf(shape, 0, 1_000_000 + n);
        return {
          id: uuidOf(shape.seed, "published", n),
          status: "ACTIVE",
          version: `1.${batch}.0`,
          contractSpec: {
            name: `published_${n}`,
            dataAssetResourceName: c.resourceName,
            schema: fieldsOf(shape, 0),
          },
        };
      });
      if (await send("publish", 0, { method: "POST", path: "/v0/contract", body: JSON.stringify(body) })) {
        for (const c of body) acknowledged.set(c.id, c.version);
      }
    }
  })();
  await Promise.all([...readers, writer]);
  await dispatcher.close();
  const results: KindResult[] = [...latencies].map(([kind, times]) => {
    times.sort((a, b) => a - b);
    return {
      kind,
      requests: times.length + (errors.get(kind) ?? 0),
      errors: errors.get(kind) ?? 0,
      p50: Number(percentile(times, 0.5).toFixed(1)),
      p99: Number(percentile(times, 0.99).toFixed(1)),
      rate: Math.round(times.length / options.seconds),
    };
  });
  return { results, acknowledged, keyOf };
}

/** Publishes acknowledged but not read back at their version (through every replica's listing). */
export async function lostWrites(
  replicas: readonly Replica[],
  key: string,
  acknowledged: ReadonlyMap<string, string>,
): Promise<number> {
  let lost = 0;
  for (const replica of replicas) {
    const listed = new Map(
      (await listAll(replica.url, key, "/v0/contracts", 500)).map((c) => [c.id as string, c.version]),
    );
    for (const [id, version] of acknowledged) if (listed.get(id) !== version) lost++;
  }
  return lost;
}

/** Buffers (8 kB pages) the database has touched so far: read from disk or found in its cache. */
export async function buffersTouched(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT (blks_hit + blks_read)::text AS n FROM pg_stat_database WHERE datname = current_database()",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
