// Every one of the 20 endpoints over a real socket: the test server checks the
// method, path, X-API-KEY, query and body it receives, and answers a valid response.
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, type OperationId } from "../../src/api/endpoints.js";
import { type ApiClient, createClient } from "../../src/client/index.js";
import * as ex from "../api/examples.js";
import { problem, sendJson, startServer, type TestServer } from "./http-server.js";

const API_KEY = "csk_test_5f2d8c";

interface RoundTrip {
  call: (client: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  /** The JSON body the server must receive; undefined means no body. */
  body?: unknown;
  response: unknown;
  /** What the client must return, when validation changes the response (defaults applied). */
  expected?: unknown;
}

const checkBody = {
  assets: [ex.assetInput],
  responseType: "DETAILED" as const,
  prLink: "https://github.com/a/b/pull/1",
};
const configSelector = { config_type: "contract-sync", language: "python", repo: "acme/shop" };

const trips: Record<OperationId, RoundTrip> = {
  getComponent: {
    call: (c) => c.getComponent({ params: { id: ex.ids.component } }),
    method: "GET",
    path: `/v0/component/${ex.ids.component}`,
    response: ex.component,
  },
  getContractByDataAsset: {
    call: (c) =>
      c.getContractByDataAsset({
        params: { id: "postgres://prod.db:5432:shop.public.orders" },
        query: { status: "ACTIVE" },
      }),
    method: "GET",
    path: "/v0/contract/data-asset/postgres%3A%2F%2Fprod.db%3A5432%3Ashop.public.orders",
    query: { status: "ACTIVE" },
    response: { ...ex.contract, enforcementLevel: undefined },
    expected: { ...ex.contract, enforcementLevel: "INACTIVE" },
  },
  createContracts: {
    call: (c) => c.createContracts([ex.contractCreate, { ...ex.contractCreate, id: ex.ids.parentRow }]),
    method: "POST",
    path: "/v0/contract",
    body: [ex.contractCreate, { ...ex.contractCreate, id: ex.ids.parentRow }],
    response: { message: "2 contracts created", contractIds: [ex.ids.contract, ex.ids.parentRow] },
  },
  listContracts: {
    call: (c) =>
      c.listContracts({ query: { sourceType: "postgres", limit: 10, offset: 20, status: "ACTIVE" } }),
    method: "GET",
    path: "/v0/contracts",
    query: { sourceType: "postgres", limit: "10", offset: "20", status: "ACTIVE" },
    response: [ex.contract],
  },
  inferContract: {
    call: (c) => c.inferContract({ params: { id: ex.ids.asset } }),
    method: "GET",
    path: `/v0/data-asset/${ex.ids.asset}/infer-contract`,
    response: {
      contractId: ex.ids.contract,
      contractSpec: ex.contractSpec,
      contractSpecRaw: "{}",
      status: "ACTIVE",
    },
  },
  checkAssetsCompliance: {
    call: (c) => c.checkAssetsCompliance(checkBody),
    method: "POST",
    path: "/v0/data-assets/check-compliance",
    body: { ...checkBody, includeUnchangedAssets: false },
    response: ex.checkResults,
  },
  registerAssets: {
    call: (c) => c.registerAssets({ assets: [ex.assetInput] }),
    method: "POST",
    path: "/v0/data-assets/register",
    body: { assets: [ex.assetInput] },
    response: {
      asset_registration_outcomes: [{ data_asset_resource_name: ex.resourceName }],
    },
  },
  checkContractCompliance: {
    call: (c) =>
      c.checkContractCompliance({
        contract: {
          contractSchema: ex.contractSpec.schema,
          dataAssetResourceName: "postgres://prod.db:5432:x",
        },
      }),
    method: "POST",
    path: "/v0/contract/check-compliance",
    body: {
      contract: {
        contractSchema: ex.contractSpec.schema,
        dataAssetResourceName: "postgres://prod.db:5432:x",
      },
    },
    response: { violations: [ex.complianceViolation] },
  },
  registerS3Assets: {
    call: (c) => c.registerS3Assets({ assets: [ex.objectStorageAsset], dry_run: true }),
    method: "POST",
    path: "/v0/data-asset/register/s3",
    body: { assets: [ex.objectStorageAsset], dry_run: true },
    response: {
      message: "dry run: 1 asset",
      registered: ["s3://acme-lake:exports/orders/*.parquet"],
      success: true,
    },
  },
  bulkCheckContractCompliance: {
    call: (c) =>
      c.bulkCheckContractCompliance({
        contract: { contractSchema: ex.contractSpec.schema, dataAssetResourceNames: ["a", "b"] },
      }),
    method: "POST",
    path: "/v0/contract/bulk-check-compliance",
    body: { contract: { contractSchema: ex.contractSpec.schema, dataAssetResourceNames: ["a", "b"] } },
    response: { results: { a: { violations: [ex.complianceViolation] }, b: { error: "no such asset" } } },
  },
  exportLineage: {
    call: (c) => c.exportLineage({ query: { run_id: ex.ids.run } }),
    method: "GET",
    path: "/v0/lineage/export",
    query: { run_id: ex.ids.run },
    response: { timestamp: "2026-11-20T10:15:00.000Z", items: [ex.component] },
  },
  updateAction: {
    call: (c) => c.updateAction({ ...ex.action, isActive: false }),
    method: "PUT",
    path: "/v0/action",
    body: { ...ex.action, isActive: false },
    response: { actionId: ex.action.actionId },
  },
  createAction: {
    call: (c) => c.createAction(ex.actionCreate),
    method: "POST",
    path: "/v0/action",
    body: ex.actionCreate,
    response: { actionId: "act_02" },
  },
  putSsoSettings: {
    call: (c) =>
      c.putSsoSettings({ type: "SAML", identityProvider: "okta", metadataDocumentEndpointUrl: "https://x" }),
    method: "PUT",
    path: "/v0/settings/sso",
    body: { type: "SAML", identityProvider: "okta", metadataDocumentEndpointUrl: "https://x" },
    response: { type: "SAML", identityProvider: "okta", metadataDocumentEndpointUrl: "https://x" },
  },
  listDataAssets: {
    call: (c) => c.listDataAssets(),
    method: "GET",
    path: "/v0/data-assets",
    query: { limit: "50", offset: "0" },
    response: [ex.listedDataAsset],
  },
  ingestTelemetry: {
    call: (c) => c.ingestTelemetry({ data: { command: "check" }, type: "SCA_PRIME" }),
    method: "POST",
    path: "/v0/telemetry/ingest",
    body: { data: { command: "check" }, type: "SCA_PRIME" },
    response: { id: ex.ids.telemetry },
  },
  getConfig: {
    call: (c) => c.getConfig(configSelector),
    method: "GET",
    path: "/v0/config",
    body: configSelector,
    response: ex.configurationRecord,
  },
  listWebhooks: {
    call: (c) => c.listWebhooks(),
    method: "GET",
    path: "/v0/webhooks",
    response: { webhooks: [ex.webhookEndpoint] },
  },
  listNotifications: {
    call: (c) => c.listNotifications({ query: { limit: 5, orderBy: "createdAt", orderDir: "desc" } }),
    method: "GET",
    path: "/v0/notifications",
    query: { limit: "5", offset: "0", orderBy: "createdAt", orderDir: "desc" },
    response: { notifications: [ex.notification] },
  },
  testWebhook: {
    call: (c) => c.testWebhook({ eventType: "contract.violation" }),
    method: "POST",
    path: "/v0/webhooks/test",
    body: { eventType: "contract.violation" },
    response: { messageId: "msg_2Yh7" },
  },
};

describe("client round trip of every seed endpoint", () => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startServer();
    client = createClient({ baseUrl: server.url, apiKey: API_KEY, userAgent: "roundtrip-test/1.0" });
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it("covers all 20 operations", () => {
    expect(Object.keys(trips).sort()).toEqual(Object.keys(endpoints).sort());
  });

  for (const [operationId, trip] of Object.entries(trips)) {
    it(`${operationId}: ${trip.method} ${trip.path}`, async () => {
      server.handle((request, response) => {
        // The server side of the check: anything unexpected is a 400 the client would throw.
        const mismatches: string[] = [];
        if (request.method !== trip.method) mismatches.push(`method ${request.method}`);
        if (request.path !== trip.path) mismatches.push(`path ${request.path}`);
        if (request.headers["x-api-key"] !== API_KEY) mismatches.push("x-api-key");
        if (!isDeepStrictEqual(request.query, trip.query ?? {}))
          mismatches.push(`query ${JSON.stringify(request.query)}`);
        const body = request.body === "" ? undefined : JSON.parse(request.body);
        if (!isDeepStrictEqual(body, trip.body)) mismatches.push(`body ${request.body}`);
        if (trip.body !== undefined && request.headers["content-type"] !== "application/json") {
          mismatches.push("content-type");
        }
        if (mismatches.length > 0)
          sendJson(response, 400, problem(400, "Unexpected request", mismatches.join(", ")));
        else sendJson(response, 200, trip.response);
      });
      const result = await trip.call(client);
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]?.headers["user-agent"]).toBe("roundtrip-test/1.0");
      expect(result).toEqual(trip.expected ?? JSON.parse(JSON.stringify(trip.response)));
    });
  }
});

describe("client methods for extension endpoints", () => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startServer();
    client = createClient({ baseUrl: server.url, apiKey: API_KEY });
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it("calls an extension operation and accepts its 201", async () => {
    const created = { ...ex.webhookEndpoint, id: "wh_02" };
    server.handle((request, response) => {
      if (request.method === "POST" && request.path === "/v0/webhooks") sendJson(response, 201, created);
      else sendJson(response, 404, problem(404, "Not Found", request.path));
    });
    const body = { url: "https://hooks.acme.example/x", name: "x" };
    await expect(client.createWebhook(body)).resolves.toEqual(created);
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual(body);
  });

  it("calls by operation id through call()", async () => {
    server.handle((request, response) => sendJson(response, 200, { webhooks: [], path: request.path }));
    await expect(client.call("listWebhooks", {})).resolves.toEqual({ webhooks: [] });
    expect(server.requests[0]?.path).toBe("/v0/webhooks");
  });
});
