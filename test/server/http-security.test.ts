import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/api/limits.js";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { asset, contract, ORDER_FIELDS } from "../service/fixtures.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

const PROBLEM = "application/problem+json";

/** `n` random characters of the CJK block: 3 UTF-8 bytes each, and nothing for a compressor to find. */
function incompressible(n: number): string {
  return Array.from({ length: n }, () =>
    String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000)),
  ).join("");
}

/** Sends raw bytes and returns the status line, headers and body of the answer. */
function rawHttp(url: string, text: string): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head, body });
    });
  });
}

describe.each(BACKENDS)("hostile input to the service (%s)", (backend) => {
  let t: TestServer;
  let strict: RunningServer;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_security");
    // The same store behind a server that refuses private webhook targets (the default).
    strict = await startServer({
      store: t.store,
      port: 0,
      apiKeys: [t.key],
      logLevel: "silent",
      delivery: false,
    });
  });
  afterAll(async () => {
    await strict?.close();
    await t?.close();
  });

  it("refuses over-long resource names and selectors with 400 problem+json, not a 500", async () => {
    const long = incompressible(3_000);
    const bad = contract("long", ORDER_FIELDS);
    bad.contractSpec.dataAssetResourceName = `postgres://db:${long}`;
    const answer = await t.raw("POST", "/v0/contract", { key: t.key, body: bad });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.headers["content-type"]).toContain(PROBLEM);
    expect(answer.json).toMatchObject({ errors: [{ pointer: "/body/contractSpec/dataAssetResourceName" }] });

    const config = { config_type: long, language: "ts", repo: "acme/shop", version: "1", config_value: {} };
    const created = await t.raw("POST", "/v0/config", { key: t.key, body: config });
    expect(created.status, created.text).toBe(400);
    expect(created.json).toMatchObject({ errors: [{ pointer: "/body/config_type" }] });
    const selected = await t.raw("GET", "/v0/config", {
      key: t.key,
      body: { ...config, version: undefined },
    });
    expect(selected.status).toBe(400);
  });

  it("stores and finds names of the documented maximum length, incompressible (no index row overflows)", async () => {
    const name = `postgres://db:${incompressible(LIMITS.resourceName - "postgres://db:".length)}`;
    expect(name.length).toBe(LIMITS.resourceName);
    const mine = contract("max", ORDER_FIELDS);
    mine.contractSpec.dataAssetResourceName = name;
    const created = await t.raw("POST", "/v0/contract", { key: t.key, body: mine });
    expect(created.status, created.text).toBe(200);
    // Endpoint 2 takes the name in its path, percent-encoded (9 characters per character here).
    const found = await t.raw("GET", `/v0/contract/data-asset/${encodeURIComponent(name)}`, { key: t.key });
    expect(found.status, found.text.slice(0, 300)).toBe(200);
    expect((found.json as { id: string }).id).toBe(mine.id);
    // Characters of 4 UTF-8 bytes: 12 characters each in the path.
    const astral = `postgres://db:${"😀".repeat(LIMITS.resourceName - "postgres://db:".length)}`;
    const wide = contract("astral", ORDER_FIELDS);
    wide.contractSpec.dataAssetResourceName = astral;
    expect((await t.raw("POST", "/v0/contract", { key: t.key, body: wide })).status).toBe(200);
    const foundAstral = await t.raw("GET", `/v0/contract/data-asset/${encodeURIComponent(astral)}`, {
      key: t.key,
    });
    expect(foundAstral.status, foundAstral.text.slice(0, 300)).toBe(200);

    const path = incompressible(LIMITS.resourcePath);
    const dataSource = incompressible(LIMITS.dataSource);
    const big = asset(path, ORDER_FIELDS);
    big.data_asset_resource_name.data_source = dataSource;
    const registered = await t.raw("POST", "/v0/data-assets/register", {
      key: t.key,
      body: { assets: [big] },
    });
    expect(registered.status, registered.text.slice(0, 300)).toBe(200);
    expect(registered.json).toEqual({
      asset_registration_outcomes: [{ data_asset_resource_name: big.data_asset_resource_name }],
    });
    const config = {
      config_type: incompressible(LIMITS.selector),
      language: incompressible(LIMITS.selector),
      repo: incompressible(LIMITS.location),
      version: incompressible(LIMITS.selector),
      config_value: { a: 1 },
    };
    expect((await t.raw("POST", "/v0/config", { key: t.key, body: config })).status).toBe(201);
    const { config_value, ...selector } = config;
    const got = await t.raw("GET", "/v0/config", { key: t.key, body: selector });
    expect(got).toMatchObject({ status: 200, json: { config_value: { a: 1 } } });
  });

  it("answers the framework's own refusals as problem+json: bad %-encoding, 414, 431", async () => {
    const badEncoding = await t.raw("GET", "/v0/contract/data-asset/%E0%A4%A", { key: t.key });
    expect(badEncoding.status).toBe(400);
    expect(badEncoding.headers["content-type"]).toContain(PROBLEM);
    expect(badEncoding.json).toMatchObject({ status: 400, title: "Bad Request" });

    const tooLong = await t.raw(
      "GET",
      `/v0/contract/data-asset/${"a".repeat(LIMITS.resourceName * 12 + 1)}`,
      {
        key: t.key,
      },
    );
    expect(tooLong.status).toBe(414);
    expect(tooLong.headers["content-type"]).toContain(PROBLEM);
    expect(tooLong.json).toMatchObject({ status: 414 });

    const headers = await rawHttp(
      t.url,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Padding: ${"p".repeat(40_000)}\r\n\r\n`,
    );
    expect(headers.status).toBe(431);
    expect(headers.head.toLowerCase()).toContain(PROBLEM);
    expect(JSON.parse(headers.body)).toMatchObject({ status: 431, title: "Request Header Fields Too Large" });

    const garbage = await rawHttp(t.url, "NOT HTTP AT ALL\r\n\r\n");
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toMatchObject({ status: 400 });
  });

  it.each([
    "http://localhost./hook",
    "http://LOCALHOST/hook",
    "http://[::127.0.0.1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://[64:ff9b::127.0.0.1]/hook",
    "http://[64:ff9b::a00:1]/hook",
    "http://[2002:7f00:1::]/hook",
    "http://[2002:a9fe:a9fe::]/hook",
    "http://[fd00::1]/hook",
    "http://[fe80::1]/hook",
    "http://ip6-localhost/hook",
    "http://localhost6/hook",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://2130706433/hook",
    "http://0x7f.1/hook",
    "http://100.64.0.1/hook",
  ])("refuses the webhook target %s at registration", async (url) => {
    const answer = await rawPost(strict.url, t.key, "/v0/webhooks", { url, name: "evil" });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json).toMatchObject({ errors: [{ pointer: "/body/url" }] });
  });

  it("accepts a public webhook target on the strict server", async () => {
    const answer = await rawPost(strict.url, t.key, "/v0/webhooks", {
      url: "https://hooks.example.com/x",
      name: "ok",
    });
    expect(answer.status, answer.text).toBe(201);
  });

  it.each(["host", "Content-Length", "transfer-encoding"])("refuses the webhook header %s", async (name) => {
    const answer = await t.raw("POST", "/v0/webhooks", {
      key: t.key,
      body: { url: "https://hooks.example.com/x", name: "h", headers: { [name]: "1" } },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json).toMatchObject({ errors: [{ pointer: `/body/headers/${name}` }] });
  });

  it("keeps a resource named __proto__ in a bulk check's results", async () => {
    const answer = await t.raw("POST", "/v0/contract/bulk-check-compliance", {
      key: t.key,
      body: {
        contract: { contractSchema: ORDER_FIELDS, dataAssetResourceNames: ["__proto__", "constructor"] },
      },
    });
    expect(answer.status, answer.text).toBe(200);
    const results = (JSON.parse(answer.text) as { results: Record<string, unknown> }).results;
    expect(Object.keys(results).sort()).toEqual(["__proto__", "constructor"]);
    expect(Object.getOwnPropertyDescriptor(results, "__proto__")?.value).toEqual({
      error: "data asset '__proto__' is not registered",
    });
  });

  it("does not reveal that another workspace uses a component id", async () => {
    const id = randomUUID();
    const theirs = { id, name: "theirs", runId: randomUUID() };
    expect((await t.raw("PUT", "/v0/component", { key: t.otherKey, body: theirs })).status).toBe(200);
    // The same id is free in this workspace, as any unused id is.
    const mine = { id, name: "mine", runId: randomUUID() };
    const answer = await t.raw("PUT", "/v0/component", { key: t.key, body: mine });
    expect(answer.status, answer.text).toBe(200);
    expect((await t.raw("GET", `/v0/component/${id}`, { key: t.key })).json).toMatchObject({ name: "mine" });
    expect((await t.raw("GET", `/v0/component/${id}`, { key: t.otherKey })).json).toMatchObject({
      name: "theirs",
    });
  });
});

async function rawPost(base: string, key: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, text, json };
}
