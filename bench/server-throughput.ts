// The server's throughput rows of issue 13 without issue 11's load test:
// check-compliance and list contracts beside their bare fastify peers (bench/server.ts
// measures them), and the embedded seeding the action does (1,000 contracts and
// 1,000 assets through the service's bulk endpoints), on PGlite and PostgreSQL.
import { loadavg } from "node:os";
import type { ContractCreate } from "../src/api/resources.js";
import type { SchemaNode } from "../src/api/schema-node.js";
import { createService } from "../src/service/index.js";
import { openStore } from "../src/store/open.js";
import type { Store } from "../src/store/port.js";
import { measure, postgres } from "./server.js";
import type { BenchSuite } from "./suites.js";

const SEEDED = 1_000;
const caller = { workspaceId: "00000000-0000-4000-8000-000000000001" };
const fields: SchemaNode[] = Array.from({ length: 20 }, (_, i) => ({ type: "string", name: `f${i}` }));

/** Seeds SEEDED contracts and SEEDED assets in batches of 100, as the action's embedded run does. */
async function seeding(label: string, store: Store): Promise<Record<string, string | number>> {
  const service = createService(store);
  const started = performance.now();
  for (let batch = 0; batch < SEEDED / 100; batch++) {
    const ids = Array.from({ length: 100 }, (_, i) => batch * 100 + i);
    const contracts: ContractCreate[] = ids.map((i) => ({
      id: `00000000-0000-4000-9000-${String(i).padStart(12, "0")}`,
      status: "ACTIVE",
      enforcementLevel: "BLOCK",
      contractSpec: { name: `t${i}`, dataAssetResourceName: `postgres://db:seed.t${i}`, schema: fields },
    }));
    await service.createContracts(caller, { body: contracts });
    await service.registerAssets(caller, {
      body: {
        assets: ids.map((i) => ({
          source_type: "postgres",
          data_asset_resource_name: { source_type: "postgres", data_source: "db", path: `seed.t${i}` },
          schema: { type: "struct", fields },
        })),
      },
    } as Parameters<typeof service.registerAssets>[1]);
  }
  const ms = performance.now() - started;
  await store.close();
  return {
    case: `seed ${SEEDED} contracts + ${SEEDED} assets, batches of 100 (${label})`,
    "total ms": Math.round(ms),
    "ms per row": Number((ms / (2 * SEEDED)).toFixed(2)),
    "load avg": loadavg()
      .map((n) => n.toFixed(1))
      .join(" "),
  };
}

export const serverThroughputBench: BenchSuite = {
  name: "server-throughput",
  async run() {
    const rows: Record<string, string | number>[] = [];
    rows.push(...(await measure("PGlite", await openStore({}))));
    rows.push(await seeding("PGlite", await openStore({})));
    const pg = await postgres();
    try {
      if (pg.url) {
        rows.push(...(await measure("PostgreSQL", await openStore({ databaseUrl: pg.url }))));
        rows.push(await seeding("PostgreSQL", await openStore({ databaseUrl: pg.url })));
      } else rows.push({ case: "PostgreSQL: not installed, skipped" });
    } finally {
      await pg.stop();
    }
    return rows;
  },
};
