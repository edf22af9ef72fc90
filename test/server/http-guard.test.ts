import { randomUUID } from "node:crypto";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ENDPOINTS } from "../../src/server/app.js";
import { startServer } from "../../src/server/start.js";
import { SCHEMA_VERSION } from "../../src/store/migrations.js";
import { asset, contract, ORDER_FIELDS } from "../service/fixtures.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

const PROBLEM = "application/problem+json";

/** A path of the table with its placeholders filled by a well-formed id. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());

describe.each(BACKENDS)("auth, validation, limits and tenancy over HTTP (%s)", (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_guard");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers /healthz, /readyz and /openapi.json without a key", async () => {
    expect(await t.raw("GET", "/healthz")).toMatchObject({ status: 200, json: { status: "ok" } });
    expect(await t.raw("GET", "/readyz")).toMatchObject({
      status: 200,
      json: { status: "ready", schemaVersion: SCHEMA_VERSION },
    });
    const doc = await t.raw("GET", "/openapi.json");
    expect(doc.status).toBe(200);
    const paths = (doc.json as { paths: Record<string, Record<string, { operationId?: string }>> }).paths;
    const ops = Object.values(paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ops).toEqual(expect.arrayContaining(Object.keys(ALL_ENDPOINTS)));
  });

  it("answers 401 problem+json on every endpoint without a key and with a wrong one, the same way", async () => {
    const guarded = Object.entries(ALL_ENDPOINTS).filter(([, spec]) => !spec.public);
    expect(guarded.length).toBeGreaterThanOrEqual(20);
    for (const [operationId, spec] of guarded) {
      const path = concrete(spec.path);
      const body = spec.method === "GET" && !spec.body ? undefined : {};
      const missing = await t.raw(spec.method, path, { body });
      const wrong = await t.raw(spec.method, path, { body, key: `${t.key}x` });
      for (const answer of [missing, wrong]) {
        expect({ operationId, status: answer.status }).toEqual({ operationId, status: 401 });
        expect(answer.headers["content-type"]).toContain(PROBLEM);
      }
      expect(wrong.json).toEqual(missing.json);
    }
  });

  it("answers 400 problem+json with JSON pointers for bad input", async () => {
    const bad = async (method: string, path: string, body: unknown) => {
      const answer = await t.raw(method, path, { key: t.key, body });
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toContain(PROBLEM);
      return (answer.json as { errors: { pointer: string }[] }).errors.map((e) => e.pointer);
    };
    expect(await bad("POST", "/v0/contract", '{"id": ')).toEqual(["/body"]);
    const good = contract("orders", ORDER_FIELDS);
    expect(await bad("POST", "/v0/contract", { ...good, status: 5 })).toEqual(["/body/status"]);
    expect(await bad("POST", "/v0/contract", { ...good, status: "LIVE" })).toEqual(["/body/status"]);
    expect(await bad("POST", "/v0/contract", { ...good, id: "not-a-uuid" })).toEqual(["/body/id"]);
    expect(await bad("POST", "/v0/contract", { ...good, gitHash: "abc123" })).toEqual(["/body/gitHash"]);
    expect(await bad("POST", "/v0/contract", [good, { ...good, gitHash: "a".repeat(41) }])).toEqual([
      "/body/1/gitHash",
    ]);
    expect(
      await bad("POST", "/v0/data-assets/check-compliance", {
        assets: [asset("t", [])],
        responseType: "SHORT",
      }),
    ).toEqual(["/body/responseType"]);
    expect(await bad("GET", "/v0/contracts?limit=1.5", undefined)).toEqual(["/query/limit"]);
    expect(await bad("GET", "/v0/contracts?limit=501", undefined)).toEqual(["/query/limit"]);
    expect(await bad("GET", "/v0/data-assets?offset=-1", undefined)).toEqual(["/query/offset"]);
    expect(await bad("GET", "/v0/data-asset/nope/infer-contract", undefined)).toEqual(["/params/id"]);
    expect(await bad("GET", "/v0/lineage/export?run_id=42", undefined)).toEqual(["/query/run_id"]);
    expect(await bad("GET", "/v0/notifications?orderBy=password", undefined)).toEqual(["/query/orderBy"]);
    expect(await bad("GET", "/v0/notifications?orderDir=sideways", undefined)).toEqual(["/query/orderDir"]);
    expect(await bad("POST", "/v0/contract", undefined)).toEqual(["/body"]);
  });

  it("answers 413 for a body over the limit and 404 problem+json for unknown routes", async () => {
    const huge = {
      assets: [asset("big", [{ type: "string", name: "x".repeat(300 * 1024) }])],
      responseType: "DETAILED",
    };
    const answer = await t.raw("POST", "/v0/data-assets/check-compliance", { key: t.key, body: huge });
    expect(answer.status, answer.text).toBe(413);
    expect(answer.headers["content-type"]).toContain(PROBLEM);
    // The harness's server takes 256 KiB bodies: the 413 names that limit.
    expect(answer.json).toMatchObject({ limit: { name: "requestBodyBytes", maximum: 256 * 1024 } });
    const missing = await t.raw("GET", "/v0/nothing-here", { key: t.key });
    expect(missing).toMatchObject({ status: 404, json: { status: 404 } });
  });

  it("tags every answer with a request id, keeping a well-formed one the caller sent", async () => {
    const mine = await t.raw("GET", "/healthz", { headers: { "x-request-id": "req-123" } });
    expect(mine.headers["x-request-id"]).toBe("req-123");
    const generated = await t.raw("GET", "/healthz", { headers: { "x-request-id": "bad id\twith tab" } });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 429 with Retry-After past a workspace's rate limit, other workspaces unaffected", async () => {
    const limited = await startServer({
      store: t.store,
      port: 0,
      apiKeys: [t.key],
      logLevel: "silent",
      delivery: false,
      rateLimit: { requestsPerSecond: 0.5, burst: 2 },
    });
    try {
      const get = (key: string) =>
        request(`${limited.url}/v0/webhooks`, { headers: { "x-api-key": key } }).then(async (r) => {
          await r.body.dump();
          return { status: r.statusCode, retryAfter: r.headers["retry-after"] };
        });
      expect((await get(t.key)).status).toBe(200);
      expect((await get(t.key)).status).toBe(200);
      expect(await get(t.key)).toEqual({ status: 429, retryAfter: "2" });
      expect((await get(t.otherKey)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("a request without a key, or with a wrong one, is answered 401 with a problem that says a valid X-API-KEY header is required", async () => {
    for (const key of [undefined, `${t.key}x`]) {
      const answer = await t.raw("GET", "/v0/contracts", { key });
      expect(answer.status).toBe(401);
      expect(answer.headers["content-type"]).toContain(PROBLEM);
      expect(answer.json).toEqual({
        type: "about:blank",
        title: "Unauthorized",
        status: 401,
        detail: "a valid X-API-KEY header is required",
      });
    }
  });

  it("a request past the rate limit is answered 429 with a problem that says how many seconds to wait", async () => {
    const limited = await startServer({
      store: t.store,
      port: 0,
      apiKeys: [t.key],
      logLevel: "silent",
      delivery: false,
      rateLimit: { requestsPerSecond: 0.25, burst: 1 },
    });
    try {
      const get = () =>
        request(`${limited.url}/v0/webhooks`, { headers: { "x-api-key": t.key } }).then(async (r) => ({
          status: r.statusCode,
          retryAfter: r.headers["retry-after"],
          contentType: r.headers["content-type"],
          json: (await r.body.json()) as unknown,
        }));
      expect((await get()).status).toBe(200);
      expect(await get()).toEqual({
        status: 429,
        retryAfter: "4",
        contentType: expect.stringContaining(PROBLEM),
        json: {
          type: "about:blank",
          title: "Too Many Requests",
          status: 429,
          detail: "rate limit exceeded; retry in 4 s",
        },
      });
    } finally {
      await limited.close();
    }
  });

  it("keeps workspaces apart", async () => {
    const mine = contract("isolated", ORDER_FIELDS);
    await t.client.createContracts(mine);
    await t.client.registerAssets({ assets: [asset("isolated", ORDER_FIELDS)] });
    await t.client.createConfiguration({
      config_type: "cli",
      language: "ts",
      repo: "acme/shop",
      version: "1",
      config_value: { a: 1 },
    });
    const componentId = randomUUID();
    await t.client.putComponent({ id: componentId, runId: randomUUID(), name: "etl" });

    expect(await t.otherClient.listContracts()).toEqual([]);
    expect(await t.otherClient.listDataAssets()).toEqual([]);
    const notFound = async (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ status: 404 });
    await notFound(t.otherClient.getContractByDataAsset({ params: { id: "postgres://db:isolated" } }));
    await notFound(t.otherClient.listContractVersions({ params: { id: mine.id } }));
    await notFound(t.otherClient.getComponent({ params: { id: componentId } }));
    await notFound(t.otherClient.getConfig({ config_type: "cli", language: "ts", repo: "acme/shop" }));
    // The same contract id in another workspace is another contract.
    await t.otherClient.createContracts({ ...mine, status: "DRAFT" });
    const [theirs] = await t.otherClient.listContracts();
    const [ours] = await t.client.listContracts({ query: { resourcesLocation: "postgres://db:isolated" } });
    expect(theirs?.status).toBe("DRAFT");
    expect(ours?.status).toBe("ACTIVE");
  });

  it("accepts keys created through the API and refuses them once revoked", async () => {
    const created = await t.client.createApiKey({ label: "ci" });
    expect((await t.raw("GET", "/v0/contracts", { key: created.key })).status).toBe(200);
    const { apiKeys } = await t.client.listApiKeys();
    expect(apiKeys.map((k) => k.id)).toContain(created.id);
    expect(JSON.stringify(apiKeys)).not.toContain(created.key);
    await t.client.revokeApiKey({ params: { id: created.id } });
    expect((await t.raw("GET", "/v0/contracts", { key: created.key })).status).toBe(401);
    // Keys are stored hashed: the plain key is nowhere in the table.
    const rows = await t.store.query<{ key_hash: string }>("SELECT key_hash FROM api_keys");
    expect(rows.some((r) => r.key_hash === created.key)).toBe(false);
  });
});
