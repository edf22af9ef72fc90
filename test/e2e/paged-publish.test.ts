// `contract-sync publish` against a real server with a small body limit (16 KiB), so paging is
// exercised without huge data: the repository's assets come to ~10x the limit. Through a
// recording proxy (what went over the wire), with real Git.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatResourceName } from "../../src/api/resource-name.js";
import type { AssetInput } from "../../src/api/resources.js";
import { main } from "../../src/cli/main.js";
import { type ApiClient, createClient } from "../../src/client/client.js";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { capture } from "../cli/run-cli.js";
import { generatedRepo } from "../support/contract-repo.js";
import { TestRepo } from "../support/git-repo.js";
import { FailingProxy, type SeenRequest } from "./service-proxy.js";

const KEY = "paged-publish-key";
const BODY_LIMIT = 16 * 1024;
const COUNT = 40;
/** Fields per asset: ~4.6 KB of JSON each, 40 of them ~11x the body limit. */
const FIELDS = 70;
const REPO_URL = "https://github.com/acme/platform";
// Paging is the client's and the HTTP layer's: this walks it once, on the store `serve` starts with
// (PGlite). The store's two backends are held to the same answers by test/store and test/server.

interface PublishResult {
  create: number;
  update: number;
  unchanged: number;
  assetsRegistered: number;
  assets?: { create: number; update: number; unchanged: number };
  notApplied?: { contracts: unknown[]; assets: string[] };
}

const posts = (seen: readonly SeenRequest[]) => seen.filter((r) => r.method === "POST");
const registrations = (seen: readonly SeenRequest[]) =>
  posts(seen).filter((r) => r.path === "/v0/data-assets/register");
/** Resource names of the assets in the registrations the server accepted. */
const assetsSent = (seen: readonly SeenRequest[]) =>
  registrations(seen)
    .filter((r) => r.answered === 200)
    .flatMap((r) => (JSON.parse(r.body) as { assets: AssetInput[] }).assets)
    .map((a) => formatResourceName(a.data_asset_resource_name));

describe("publish to a server with a 16 KiB body limit", () => {
  let store: Store;
  let server: RunningServer;
  let client: ApiClient;
  let repo: TestRepo;
  const generated = generatedRepo(COUNT, FIELDS);

  beforeAll(async () => {
    store = await openStore({});
    server = await startServer({
      store,
      port: 0,
      apiKeys: [KEY],
      delivery: false,
      logLevel: "silent",
      bodyLimit: BODY_LIMIT,
    });
    client = createClient({ baseUrl: server.url, apiKey: KEY });
    repo = TestRepo.init();
    repo.write(generated.files).commit(`${COUNT} contracts over Avro, Protobuf, JSON Schema and Postgres`);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await server?.close();
    await store?.close();
    repo?.cleanup();
  });

  /** One `contract-sync publish` through a recording proxy (which may fail requests on purpose). */
  const publish = async (fails?: (request: SeenRequest) => boolean, ...flags: string[]) => {
    const proxy = await FailingProxy.start(server.url, { status: 500, ...(fails ? { fails } : {}) });
    try {
      const io = capture(repo.dir, { CONTRACT_SYNC_API_KEY: KEY });
      const code = await main(["publish", "--api-url", proxy.url, "--repo-url", REPO_URL, ...flags], io);
      return { code, io, seen: proxy.seen, result: JSON.parse(io.out || "{}") as PublishResult };
    } finally {
      await proxy.close();
    }
  };

  const heldAssets = async () => client.listDataAssets({ query: { limit: 500 } });

  it("the server states its limits: /openapi.json, and a 413 that names the limit", async () => {
    const document = (await client.getOpenApi()) as { info: Record<string, unknown> };
    expect(document.info["x-limits"]).toEqual({
      requestBodyBytes: BODY_LIMIT,
      assetsPerRequest: 1000,
      contractsPerRequest: 1000,
      namesPerBulkCheck: 1000,
    });
    const response = await fetch(`${server.url}/v0/data-assets/register`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": KEY },
      body: JSON.stringify({ assets: [], prLink: "x".repeat(BODY_LIMIT) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(await response.json()).toMatchObject({
      status: 413,
      limit: { name: "requestBodyBytes", maximum: BODY_LIMIT },
      detail: expect.stringContaining(`${BODY_LIMIT} bytes`),
    });
  });

  it("first publish: assets ~10x the body limit go in pages that fit it, halved after a 413", async () => {
    const { code, io, seen, result } = await publish();
    expect(io.err).not.toContain("warning");
    expect(code).toBe(0);
    expect(result).toMatchObject({ create: COUNT, assetsRegistered: COUNT });
    expect(result.assets).toEqual({ create: COUNT, update: 0, unchanged: 0 });
    const assetBytes = registrations(seen)
      .filter((r) => r.answered === 200)
      .reduce((sum, r) => sum + Buffer.byteLength(r.body), 0);
    expect(assetBytes).toBeGreaterThan(10 * BODY_LIMIT);
    // The first pages were refused whole (413), then every page the server took fits the limit.
    expect(posts(seen).some((r) => r.answered === 413)).toBe(true);
    for (const request of posts(seen).filter((r) => r.answered === 200))
      expect(Buffer.byteLength(request.body)).toBeLessThanOrEqual(BODY_LIMIT);
    expect(new Set(assetsSent(seen)).size).toBe(COUNT);
    const held = await heldAssets();
    expect(held.map((a) => a.dataAssetResourceName).sort()).toEqual([...generated.assets].sort());
  }, 120_000);

  it("the same commit again sends nothing: no contract write, no registration", async () => {
    const { code, io, seen, result } = await publish();
    expect(code).toBe(0);
    expect(result.assets).toEqual({ create: 0, update: 0, unchanged: COUNT });
    expect(result.assetsRegistered).toBe(0);
    expect(posts(seen)).toEqual([]);
    expect(io.err).toContain(`nothing to do: ${COUNT} contracts unchanged`);
  }, 120_000);

  it("after 10 changed schemas, exactly those 10 assets are sent", async () => {
    const changed = new Map([0, 1, 2, 3, 4, 5, 6, 7, 10, 11].map((i) => [i, 1]));
    repo.write(generatedRepo(COUNT, FIELDS, changed).files).commit("10 assets gain a field");
    const { code, seen, result } = await publish(undefined, "--max-request-items", "3");
    expect(code).toBe(0);
    expect(result).toMatchObject({ create: 0, update: 0, unchanged: COUNT, assetsRegistered: 10 });
    expect(result.assets).toEqual({ create: 0, update: 10, unchanged: COUNT - 10 });
    expect(assetsSent(seen).sort()).toEqual([...changed.keys()].map((i) => generated.assets[i]).sort());
    // --max-request-items 3: no request carries more.
    for (const request of registrations(seen))
      expect((JSON.parse(request.body) as { assets: unknown[] }).assets.length).toBeLessThanOrEqual(3);
  }, 120_000);

  it("a server failing on page 3: exit 1, what was and was not applied, and the next run finishes", async () => {
    const everyOne = new Map(Array.from({ length: COUNT }, (_, i) => [i, 2]));
    repo.write(generatedRepo(COUNT, FIELDS, everyOne).files).commit("every asset gains another field");
    let pages = 0;
    const failing = (request: SeenRequest) =>
      request.method === "POST" && request.path === "/v0/data-assets/register" && ++pages === 3;
    // Pages of 2 assets that fit the limit from the start, so page 3 is a page of assets.
    const broken = await publish(failing, "--max-request-bytes", "12000");
    expect(broken.code).toBe(1);
    const notApplied = broken.result.notApplied?.assets ?? [];
    expect(notApplied.length).toBeGreaterThanOrEqual(2);
    expect(broken.result.assetsRegistered + notApplied.length).toBe(COUNT);
    expect(broken.io.err).toMatch(
      new RegExp(
        `service failed after ${broken.result.assetsRegistered} of ${COUNT} asset registration items: registerAssets: HTTP 500`,
      ),
    );
    expect(broken.io.err).toContain(
      `not applied: 0 contracts, ${notApplied.length} assets (run publish again to finish)`,
    );
    // What was reported applied is registered as the repository has it; the rest is not.
    const applied = new Set(assetsSent(broken.seen));
    expect(applied.size).toBe(broken.result.assetsRegistered);
    for (const name of notApplied) expect(applied.has(name)).toBe(false);

    const rerun = await publish();
    expect(rerun.code).toBe(0);
    expect(rerun.result.assets).toEqual({
      create: 0,
      update: notApplied.length,
      unchanged: COUNT - notApplied.length,
    });
    expect(new Set(assetsSent(rerun.seen))).toEqual(new Set(notApplied));
    const settled = await publish();
    expect(settled.result.assets).toEqual({ create: 0, update: 0, unchanged: COUNT });
    expect(posts(settled.seen)).toEqual([]);
  }, 180_000);

  it("an asset too large for the server even alone is an error naming it; the rest is published", async () => {
    const huge = new Map([[8, 600]]);
    repo.write(generatedRepo(COUNT, FIELDS, huge).files).commit("asset 8 grows past the body limit");
    const { code, io, result } = await publish();
    expect(code).toBe(1);
    expect(io.err).toContain("schemas/e8.avsc");
    expect(io.err).toMatch(
      /too large for the service: \d+ bytes encoded, refused even alone \(.*requestBodyBytes/,
    );
    expect(result.notApplied).toBeUndefined();
    expect(result.assets?.update).toBe(COUNT);
    expect(result.assetsRegistered).toBe(COUNT - 1);
  }, 120_000);

  it("a pull request check against the server pages its registrations and checks the same way", async () => {
    const base = repo.head();
    const everyOne = new Map(Array.from({ length: COUNT }, (_, i) => [i, 3]));
    const head = repo.write(generatedRepo(COUNT, FIELDS, everyOne).files).commit("every asset gains fields");
    const proxy = await FailingProxy.start(server.url, { status: 500 });
    try {
      const io = capture(repo.dir, { CONTRACT_SYNC_API_KEY: KEY });
      const args = ["check", "--api-url", proxy.url, "--base", base, "--head", head, "--format", "json"];
      const code = await main(args, io);
      expect(io.err).not.toContain("failed");
      expect(code).toBe(0);
      expect((JSON.parse(io.out) as { assetsChecked: number }).assetsChecked).toBe(COUNT);
      const checks = posts(proxy.seen).filter((r) => r.path === "/v0/data-assets/check-compliance");
      const checked = checks.filter((r) => r.answered === 200);
      expect(checked.length).toBeGreaterThan(1);
      const assets = checked.flatMap((r) => (JSON.parse(r.body) as { assets: AssetInput[] }).assets);
      expect(new Set(assets.map((a) => formatResourceName(a.data_asset_resource_name)))).toEqual(
        new Set(generated.assets),
      );
      for (const request of posts(proxy.seen).filter((r) => r.answered === 200))
        expect(Buffer.byteLength(request.body)).toBeLessThanOrEqual(BODY_LIMIT);
    } finally {
      await proxy.close();
    }
  }, 120_000);

  it("a check of an asset too large for the server even alone stops, naming the asset (exit 2)", async () => {
    const base = repo.head();
    const huge = new Map([[5, 600]]);
    const head = repo
      .write(generatedRepo(COUNT, FIELDS, huge).files)
      .commit("asset 5 grows past the body limit");
    const io = capture(repo.dir, { CONTRACT_SYNC_API_KEY: KEY });
    const code = await main(["check", "--api-url", server.url, "--base", base, "--head", head], io);
    expect(code).toBe(2);
    expect(io.err).toContain(`${generated.assets[5]} cannot be checked: too large for the service`);
    repo.git(["reset", "--quiet", "--hard", base]);
  }, 120_000);

  it("a limit that is not a positive integer is a usage error naming the flag", async () => {
    const { code, io } = await publish(undefined, "--max-request-bytes", "1MB");
    expect(code).toBe(2);
    expect(io.err).toContain("--max-request-bytes must be an integer >= 1, got '1MB'");
  });

  it("a contract too large for the server even alone is an error naming its file; the rest is written", async () => {
    const fields = Array.from({ length: 700 }, (_, f) => `  - name: wide_${f}\n    type: int64\n`).join("");
    repo.write({
      "contracts/wide.yaml": `id: 00000000-0000-4000-9000-000000000001\nname: platform.wide\nstatus: ACTIVE\nenforcementLevel: BLOCK\ndataAssetResourceName: postgres://elsewhere:5432:public.wide\nschema:\n${fields}`,
      "contracts/narrow.yaml":
        "id: 00000000-0000-4000-9000-000000000002\nname: platform.narrow\nstatus: ACTIVE\nenforcementLevel: BLOCK\ndataAssetResourceName: postgres://elsewhere:5432:public.narrow\nschema:\n  - name: id\n    type: int64\n",
    });
    repo.commit("a contract wider than the body limit, and a narrow one");
    const { code, io, result } = await publish();
    expect(code).toBe(1);
    expect(io.err).toMatch(
      /contracts\/wide\.yaml.*contract platform\.wide: too large for the service: \d+ bytes encoded/,
    );
    expect(result.notApplied).toBeUndefined();
    expect((result as unknown as { published: Array<{ name: string }> }).published).toEqual([
      expect.objectContaining({ name: "platform.narrow" }),
    ]);
    const held = await client.listContracts({ query: { limit: 500 } });
    expect(held.map((c) => c.contractSpec.name)).toContain("platform.narrow");
    expect(held.map((c) => c.contractSpec.name)).not.toContain("platform.wide");
  }, 120_000);
});
