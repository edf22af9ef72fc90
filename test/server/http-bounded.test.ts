import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/api/limits.js";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { asset, contract } from "../service/fixtures.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

const PROBLEM = "application/problem+json";
const fieldsOf = (n: number, prefix = "f"): SchemaNode[] =>
  Array.from({ length: n }, (_, i) => ({ type: "int64", name: `${prefix}${i}` }));

describe.each(BACKENDS)("bounded work per request (%s)", (backend) => {
  let t: TestServer;
  /** The same store with the default body limit (1 MiB), as `serve` runs. */
  let full: RunningServer;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_bounded");
    full = await startServer({
      store: t.store,
      port: 0,
      apiKeys: [t.key],
      logLevel: "silent",
      delivery: false,
    });
  });
  afterAll(async () => {
    await full?.close();
    await t?.close();
  });

  const post = async (path: string, body: unknown) => {
    const response = await request(`${full.url}${path}`, {
      method: path === "/v0/component" ? "PUT" : "POST",
      headers: { "x-api-key": t.key, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await response.body.text();
    return {
      status: response.statusCode,
      type: response.headers["content-type"],
      text,
      json: JSON.parse(text),
    };
  };

  it("answers 413 problem+json past the items a request may carry", async () => {
    const tooMany = Array.from({ length: LIMITS.assetsPerRequest + 1 }, (_, i) => asset(`t${i}`, []));
    for (const path of ["/v0/data-assets/check-compliance", "/v0/data-assets/register"]) {
      const answer = await post(path, { assets: tooMany, responseType: "DETAILED" });
      expect(answer.status, answer.text.slice(0, 200)).toBe(413);
      expect(answer.type).toContain(PROBLEM);
      expect(answer.json).toMatchObject({
        errors: [{ pointer: "/body/assets" }],
        limit: { name: "assetsPerRequest", maximum: LIMITS.assetsPerRequest },
      });
    }
    const names = Array.from({ length: LIMITS.namesPerBulkCheck + 1 }, (_, i) => `postgres://db:t${i}`);
    const bulk = await post("/v0/contract/bulk-check-compliance", {
      contract: { contractSchema: [], dataAssetResourceNames: names },
    });
    expect(bulk.status).toBe(413);
    expect(bulk.json).toMatchObject({
      errors: [{ pointer: "/body/contract/dataAssetResourceNames" }],
      limit: { name: "namesPerBulkCheck", maximum: LIMITS.namesPerBulkCheck },
    });
    const contracts = Array.from({ length: LIMITS.contractsPerRequest + 1 }, (_, i) => contract(`c${i}`, []));
    const refused = await post("/v0/contract", contracts);
    expect(refused.status).toBe(413);
    expect(refused.json).toMatchObject({
      limit: { name: "contractsPerRequest", maximum: LIMITS.contractsPerRequest },
    });
  });

  it("answers 400 for a schema of more fields than the documented maximum, nested ones counted", async () => {
    // Half at the top, half nested one level down: only the count of both is over the limit.
    const half = Math.ceil(LIMITS.schemaNodes / 2);
    const fields: SchemaNode[] = [
      ...fieldsOf(half),
      { type: "struct", name: "inner", fields: fieldsOf(half) },
    ];
    const answer = await post("/v0/data-assets/register", { assets: [asset("wide", fields)] });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ errors: [{ pointer: "/body/assets/0/schema" }] });
    const contractAnswer = await post("/v0/contract", contract("wide", fields));
    expect(contractAnswer.status).toBe(400);
    expect(contractAnswer.json).toMatchObject({ errors: [{ pointer: "/body/contractSpec/schema" }] });
  });

  it("writes a capped sample of violation rows per check, with the total counted", async () => {
    const wide = contract("wide_stored", fieldsOf(LIMITS.schemaNodes - 1));
    expect((await post("/v0/contract", wide)).status).toBe(200);
    const answer = await post("/v0/data-assets/check-compliance", {
      assets: [asset("wide_stored", [])],
      responseType: "DETAILED",
      includeUnchangedAssets: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.json[0].violations).toHaveLength(LIMITS.schemaNodes - 1);
    const rows = await t.store.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contract_violations WHERE contract_id = $1",
      [wide.id],
    );
    expect(rows[0]?.n).toBe(LIMITS.violationsStoredPerCheck);
    const events = await t.store.query<{ payload: { violationCount: number; violations: unknown[] } }>(
      "SELECT payload FROM change_log_events WHERE contract_id = $1",
      [wide.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.payload.violationCount).toBe(LIMITS.schemaNodes - 1);
    expect(events[0]?.payload.violations).toHaveLength(LIMITS.violationsStoredPerCheck);
  });

  it("answers /healthz while a heavy check is in flight, before the check completes", async () => {
    const count = 150;
    const contracts = Array.from({ length: count }, (_, i) => contract(`heavy_${i}`, fieldsOf(40)));
    expect((await post("/v0/contract", contracts)).status).toBe(200);
    // Every asset misses every field: each one is checked, recorded and answered.
    const body = JSON.stringify({
      assets: Array.from({ length: count }, (_, i) => asset(`heavy_${i}`, fieldsOf(40, "other"))),
      responseType: "DETAILED",
      includeUnchangedAssets: true,
    });
    let heavyDone = 0;
    const heavy = request(`${full.url}/v0/data-assets/check-compliance`, {
      method: "POST",
      headers: { "x-api-key": t.key, "content-type": "application/json" },
      body,
    }).then(async (r) => {
      await r.body.dump();
      heavyDone = performance.now();
      return r.statusCode;
    });
    // Wait until the server is busy with it (its first violation rows are written).
    while ((await t.store.query("SELECT 1 FROM change_log_events LIMIT 1")).length === 0 && heavyDone === 0) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const health = await request(`${full.url}/healthz`);
    const healthDone = performance.now();
    expect(health.statusCode).toBe(200);
    await health.body.dump();
    expect(await heavy).toBe(200);
    expect(healthDone).toBeLessThan(heavyDone);
  }, 180_000);
});
