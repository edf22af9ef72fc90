// Tenancy over real HTTP (issue 33): every endpoint of the endpoint tables, the seed's 20 and the
// extensions, called with a second workspace's key and aimed at the first's rows, answers none of
// them and changes none of them. A new endpoint without a probe here fails the first test.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPath, type EndpointSpec, endpoints } from "../../src/api/endpoints.js";
import { extensionEndpoints } from "../../src/api/extensions.js";
import { contract, ORDER_FIELDS } from "../service/fixtures.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

const ALL: Record<string, EndpointSpec> = { ...endpoints, ...extensionEndpoints };
type AnyOperation = keyof typeof endpoints | keyof typeof extensionEndpoints;

/**
 * The first workspace's rows. `marker` is in its resource names (which the second workspace's probes
 * name); `secret` is in the rows' content (names, fields, values), which no probe holds.
 */
interface Rows {
  marker: string;
  secret: string;
  resourceName: string;
  contractId: string;
  assetId: string;
  componentId: string;
  runId: string;
  webhookId: string;
  actionId: string;
  apiKeyId: string;
}

interface Probe {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The first workspace's own call shows its rows here: proof the second's answer could have leaked them. */
  reads?: true;
}

const configSelector = (r: Pick<Rows, "marker">) => ({
  config_type: "cli",
  language: "ts",
  repo: `acme/${r.marker}`,
});
const assetOf = (r: Pick<Rows, "marker">, fields = ORDER_FIELDS) => ({
  source_type: "postgres" as const,
  data_asset_resource_name: { source_type: "postgres" as const, data_source: "db", path: r.marker },
  schema: { type: "struct" as const, fields },
});

/** One request per endpoint, aimed at the first workspace's rows. */
const PROBES: Record<AnyOperation, (r: Rows) => Probe> = {
  getComponent: (r) => ({ params: { id: r.componentId }, reads: true }),
  getContractByDataAsset: (r) => ({ params: { id: r.resourceName }, reads: true }),
  createContracts: (r) => ({ body: { ...contract("theirs", ORDER_FIELDS), id: r.contractId } }),
  listContracts: () => ({ reads: true }),
  inferContract: (r) => ({ params: { id: r.assetId }, reads: true }),
  checkAssetsCompliance: (r) => ({ body: { assets: [assetOf(r, [])], responseType: "DETAILED" } }),
  registerAssets: () => ({ body: { assets: [] } }),
  checkContractCompliance: (r) => ({
    body: { contract: { contractSchema: [], dataAssetResourceName: r.resourceName } },
  }),
  registerS3Assets: () => ({
    body: {
      assets: [{ schema: { type: "struct", fields: [] }, pattern: "x/*.parquet", bucket: "b" }],
      dry_run: true,
    },
  }),
  bulkCheckContractCompliance: (r) => ({
    body: { contract: { contractSchema: [], dataAssetResourceNames: [r.resourceName] } },
  }),
  exportLineage: (r) => ({ query: { run_id: r.runId }, reads: true }),
  updateAction: (r) => ({
    body: { actionId: r.actionId, name: "taken over", triggers: [], destinations: [], isActive: false },
  }),
  createAction: () => ({ body: { name: "theirs", triggers: [], destinations: [] } }),
  putSsoSettings: () => ({
    body: { type: "SAML", identityProvider: "theirs", metadataDocumentEndpointUrl: "https://idp.example/x" },
  }),
  listDataAssets: () => ({ reads: true }),
  ingestTelemetry: () => ({ body: { data: { command: "check" }, type: "SCA_PRIME" } }),
  getConfig: (r) => ({ body: configSelector(r), reads: true }),
  listWebhooks: () => ({ reads: true }),
  listNotifications: () => ({ reads: true }),
  testWebhook: () => ({ body: { eventType: "ping" } }),
  healthz: () => ({}),
  readyz: () => ({}),
  getOpenApi: () => ({}),
  listContractVersions: (r) => ({ params: { id: r.contractId }, reads: true }),
  createWebhook: () => ({ body: { url: "http://127.0.0.1:9/theirs", name: "theirs" } }),
  deleteWebhook: (r) => ({ params: { id: r.webhookId } }),
  createConfiguration: (r) => ({
    body: { ...configSelector(r), version: "1", config_value: { theirs: true } },
  }),
  putComponent: (r) => ({ body: { id: r.componentId, runId: randomUUID(), name: "theirs" } }),
  dataAssetImpact: (r) => ({ body: { dataAssetResourceNames: [r.resourceName] }, reads: true }),
  listActions: () => ({ reads: true }),
  getSsoSettings: () => ({ reads: true }),
  createApiKey: () => ({ body: { label: "theirs" } }),
  listApiKeys: () => ({ reads: true }),
  revokeApiKey: (r) => ({ params: { id: r.apiKeyId } }),
};

/** Rows of every kind in the first workspace, each holding the secret. */
async function seedFirstWorkspace(t: TestServer): Promise<Rows> {
  const marker = `tenant_a_${randomBytes(6).toString("hex")}`;
  const secret = `secret_${randomBytes(6).toString("hex")}`;
  const resourceName = `postgres://db:${marker}`;
  const fields = [...ORDER_FIELDS, { type: "string" as const, name: secret }];
  const mine = contract(marker, fields, { version: "1" });
  mine.contractSpec.name = secret;
  await t.client.createContracts(mine);
  const partial = { marker };
  await t.client.registerAssets({ assets: [assetOf(partial, fields)] });
  const assetId = (await t.client.listDataAssets()).find((a) => a.dataAssetResourceName === resourceName)?.id;
  const componentId = randomUUID();
  const runId = randomUUID();
  await t.client.putComponent({
    id: componentId,
    runId,
    name: secret,
    ingresses: [{ id: randomUUID(), dataAssetResourceName: resourceName }],
  });
  await t.client.createConfiguration({ ...configSelector(partial), version: "1", config_value: { secret } });
  const hook = await t.client.createWebhook({ url: `http://127.0.0.1:9/${secret}`, name: secret });
  const { actionId } = await t.client.createAction({
    name: secret,
    triggers: [{ triggerType: "source", triggerValues: [resourceName] }],
    destinations: [{ destinationType: "chat", chatChannelIds: [secret] }],
  });
  await t.client.putSsoSettings({
    type: "SAML",
    identityProvider: secret,
    metadataDocumentEndpointUrl: `https://idp.example/${secret}`,
  });
  const key = await t.client.createApiKey({ label: secret });
  // A violation of the contract by its own asset: a notification of the action above.
  await t.client.checkAssetsCompliance({ assets: [assetOf(partial, [])], responseType: "DETAILED" });
  expect(assetId).toBeDefined();
  return {
    marker,
    secret,
    resourceName,
    contractId: mine.id,
    assetId: assetId!,
    componentId,
    runId,
    webhookId: hook.id,
    actionId,
    apiKeyId: key.id,
  };
}

/** What of the first workspace's rows an answer shows, beyond what its request (and earlier ones) named. */
function shown(r: Rows, text: string, request: string, sentSoFar: string): string[] {
  const ids = [r.contractId, r.assetId, r.componentId, r.webhookId, r.actionId, r.apiKeyId];
  return [
    ...(text.includes(r.secret) ? ["a row's content"] : []),
    ...(text.includes(r.marker) && !request.includes(r.marker) ? ["a resource name"] : []),
    ...ids.filter((id) => text.includes(id) && !sentSoFar.includes(id)).map((id) => `id ${id}`),
  ];
}

function requestOf(spec: EndpointSpec, probe: Probe): string {
  const query = probe.query ? `?${new URLSearchParams(probe.query)}` : "";
  return `${buildPath(spec.path, probe.params)}${query}`;
}

describe.each(BACKENDS)("workspaces kept apart at every endpoint (%s)", (backend) => {
  let t: TestServer;
  let rows: Rows;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_tenancy");
    rows = await seedFirstWorkspace(t);
  });
  afterAll(async () => t?.close());

  it("has a probe for every endpoint of both tables", () => {
    expect(Object.keys(PROBES).sort()).toEqual(Object.keys(ALL).sort());
  });

  it("answers the second workspace's key with none of the first's rows, at every endpoint", async () => {
    // Ids the second workspace sent so far are its own to see (a contract id it reused is its contract).
    let sent = "";
    const leaks: string[] = [];
    for (const [operation, spec] of Object.entries(ALL)) {
      const probe = PROBES[operation as AnyOperation](rows);
      sent += JSON.stringify(probe);
      const answer = await t.raw(spec.method, requestOf(spec, probe), { key: t.otherKey, body: probe.body });
      if (answer.status >= 500) leaks.push(`${operation}: ${answer.status}`);
      leaks.push(
        ...shown(rows, answer.text, JSON.stringify(probe), sent).map((what) => `${operation}: ${what}`),
      );
    }
    expect(leaks).toEqual([]);
  });

  it("leaves every row of the first workspace as it was", async () => {
    const { webhooks } = await t.client.listWebhooks();
    expect(webhooks.map((w) => w.id)).toContain(rows.webhookId);
    const { actions } = await t.client.listActions();
    expect(actions).toContainEqual(
      expect.objectContaining({ actionId: rows.actionId, name: rows.secret, isActive: true }),
    );
    expect((await t.client.listApiKeys()).apiKeys.map((k) => k.id)).toContain(rows.apiKeyId);
    expect(await t.client.getSsoSettings()).toMatchObject({ identityProvider: rows.secret });
    expect(await t.client.getComponent({ params: { id: rows.componentId } })).toMatchObject({
      name: rows.secret,
    });
    const [ours] = await t.client.listContracts({ query: { resourcesLocation: rows.resourceName } });
    expect(ours).toMatchObject({ id: rows.contractId, status: "ACTIVE" });
  });

  it("shows the first workspace its own rows at every reading endpoint: the checks above could fail", async () => {
    const unseen: string[] = [];
    for (const [operation, spec] of Object.entries(ALL)) {
      const probe = PROBES[operation as AnyOperation](rows);
      if (!probe.reads) continue;
      const request = JSON.stringify(probe);
      const answer = await t.raw(spec.method, requestOf(spec, probe), { key: t.key, body: probe.body });
      if (shown(rows, answer.text, request, request).length === 0)
        unseen.push(`${operation}: ${answer.status}`);
    }
    expect(unseen).toEqual([]);
  });
});
