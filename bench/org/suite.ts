// `npm run bench -- org-scale` (issue 56): the organisation grown to 10,000, 100,000 and 1,000,000
// contract rows (10, 100, 1,000 workspaces of bench/org/shape.ts, loaded by COPY), and at each size
// REPLICAS servers under the mixed load of bench/org/load.ts. One row per kind and size beside its
// target; BENCH_ORG_MAX_ROWS stops the growth early, BENCH_ORG_SECONDS and BENCH_ORG_READERS set
// the load (docs/service.md "At an organisation's scale").
import { loadavg } from "node:os";
import pg from "pg";
import { postgres } from "../server.js";
import type { BenchSuite } from "../suites.js";
import { copyLoad } from "./copy-load.js";
import {
  buffersTouched,
  lostWrites,
  mixedLoad,
  processUse,
  REPLICAS,
  startReplicas,
  stopReplicas,
} from "./load.js";
import { apiKeyOf, ISSUE_ROWS_PER_WORKSPACE, type OrgShape } from "./shape.js";

const MAX_ROWS = Number(process.env.BENCH_ORG_MAX_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_ORG_SECONDS ?? 30);
const READERS = Number(process.env.BENCH_ORG_READERS ?? 12);
const WARMUP_SECONDS = Math.min(10, Math.ceil(SECONDS / 5));
const SIZES = [10_000, 100_000, 1_000_000].filter((n) => n <= MAX_ROWS);
const TARGET_MS = 25;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

/** A fresh database on the bench's PostgreSQL server. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `org_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`).finally(() => client.end());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function measureAt(url: string, shape: OrgShape, workspaces: number) {
  const rows: Record<string, string | number>[] = [];
  const replicas = await startReplicas(url);
  try {
    // Unmeasured: each replica's first requests compile code and fill its caches.
    await mixedLoad(replicas, { shape, workspaces, seconds: WARMUP_SECONDS, readers: READERS });
    const buffersBefore = await buffersTouched(url);
    const cpuBefore = replicas.map((r) => processUse(r.child.pid).cpuMs);
    const { results, acknowledged } = await mixedLoad(replicas, {
      shape,
      workspaces,
      seconds: SECONDS,
      readers: READERS,
    });
    const requests = results.reduce((n, r) => n + r.requests, 0);
    const buffers = (await buffersTouched(url)) - buffersBefore;
    const use = replicas.map((r, i) => ({ ...processUse(r.child.pid), cpu0: cpuBefore[i]! }));
    const cpuMs = use.reduce((n, u) => n + u.cpuMs - u.cpu0, 0);
    const lost = await lostWrites(replicas, apiKeyOf(shape, 0), acknowledged);
    for (const r of results) {
      const isRead = r.kind !== "publish";
      const meets = r.errors === 0 && (isRead ? r.p99 <= TARGET_MS : lost === 0);
      rows.push({
        "contract rows": workspaces * shape.rowsPerWorkspace,
        kind: r.kind,
        target: isRead ? `p99 <= ${TARGET_MS} ms, no error` : "no error, none lost",
        meets: meets ? "yes" : "NO",
        requests: r.requests,
        "req/s": r.rate,
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.errors,
        lost: isRead ? "-" : `${lost} of ${acknowledged.size}`,
        // What a request costs, all kinds together: flat from 10,000 to 1,000,000 rows is the target.
        "buffers/request": Number((buffers / requests).toFixed(1)),
        "replica CPU ms/request": Number((cpuMs / requests).toFixed(2)),
        [`RSS peak MB (${REPLICAS} replicas)`]: use.map((u) => u.peakMb).join(" / "),
        "load avg": load(),
      });
    }
  } finally {
    await stopReplicas(replicas);
  }
  return rows;
}

export const orgScaleBench: BenchSuite = {
  name: "org-scale",
  async run() {
    const pg = await postgres();
    if (!pg.url) return [{ case: "PostgreSQL: not installed, skipped" }];
    const rows: Record<string, string | number>[] = [];
    try {
      const url = await freshDatabase(pg.url);
      const shape: OrgShape = {
        seed: "org-bench",
        workspaces: 0,
        rowsPerWorkspace: ISSUE_ROWS_PER_WORKSPACE,
      };
      let loaded = 0;
      for (const size of SIZES) {
        const workspaces = size / ISSUE_ROWS_PER_WORKSPACE;
        const started = performance.now();
        const written = await copyLoad(url, { ...shape, workspaces }, { from: loaded, to: workspaces });
        process.stderr.write(
          `org-scale: ${size} contract rows loaded in ${Math.round((performance.now() - started) / 1000)} s ${JSON.stringify(written)}\n`,
        );
        loaded = workspaces;
        rows.push(...(await measureAt(url, { ...shape, workspaces }, workspaces)));
      }
    } finally {
      await pg.stop();
    }
    return rows;
  },
};
