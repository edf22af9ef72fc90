// The typed client against a real local HTTP server: throughput and latency of a
// call (validation included), and the cost of validating large responses.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { z } from "zod";
import { buildOpenApiDocument } from "../src/api/openapi.js";
import { Contract } from "../src/api/resources.js";
import { createClient } from "../src/client/index.js";
import * as ex from "../test/api/examples.js";
import type { BenchSuite } from "./suites.js";

const contracts50 = JSON.stringify(Array.from({ length: 50 }, () => ex.contract));
const webhooks = JSON.stringify({ webhooks: [ex.webhookEndpoint] });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(name: string, count: number, concurrency: number, call: () => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) {
        const start = performance.now();
        await call();
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    case: name,
    requests: count,
    concurrency,
    "req/s": Math.round(count / seconds),
    "p50 ms": Number(percentile(latencies, 50).toFixed(2)),
    "p99 ms": Number(percentile(latencies, 99).toFixed(2)),
  };
}

export const client: BenchSuite = {
  name: "client",
  async run() {
    const server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        const body = request.url?.startsWith("/v0/contracts") ? contracts50 : webhooks;
        response.writeHead(200, {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        });
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const api = createClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: "bench" });
    const rows: Record<string, string | number>[] = [];
    try {
      await measure("warm-up", 200, 4, () => api.listWebhooks());
      rows.push(await measure("listWebhooks (1 item)", 3000, 1, () => api.listWebhooks()));
      rows.push(await measure("listWebhooks (1 item)", 3000, 16, () => api.listWebhooks()));
      rows.push(await measure("listContracts (50 contracts, 114 KB)", 500, 1, () => api.listContracts()));
      rows.push(await measure("listContracts (50 contracts, 114 KB)", 500, 8, () => api.listContracts()));
    } finally {
      await api.close();
      server.close();
    }

    const many = JSON.parse(JSON.stringify(Array.from({ length: 1000 }, () => ex.contract)));
    const t0 = performance.now();
    z.array(Contract).parse(many);
    const validateMs = performance.now() - t0;
    rows.push({ case: "validate 1000 contracts (zod)", "p50 ms": Number(validateMs.toFixed(1)) });

    const t1 = performance.now();
    buildOpenApiDocument();
    rows.push({ case: "build OpenAPI document", "p50 ms": Number((performance.now() - t1).toFixed(1)) });
    return rows;
  },
};
