import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperationId } from "../../src/api/endpoints.js";
import { asset, contract, ORDER_FIELDS } from "../service/fixtures.js";
import { startReceiver } from "../service/receiver.js";
import { BACKENDS, eventually, startTestServer, type TestServer } from "./harness.js";

/** Operation ids this suite calls over the socket; the last test checks that all 20 are among them. */
const exercised = new Set<OperationId>();
const use = (op: OperationId) => exercised.add(op);

describe.each(BACKENDS)("the 20 endpoints over HTTP (%s)", (backend) => {
  let t: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_endpoints");
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it("upserts contracts: idempotent, versioned, fetched by asset and listed with filters", async () => {
    use("createContracts");
    use("getContractByDataAsset");
    use("listContracts");
    const orders = contract("orders", ORDER_FIELDS, { version: "1" });
    const first = await t.client.createContracts(orders);
    expect(first).toEqual({ message: "1 created, 0 updated, 0 unchanged", contractIds: [orders.id] });
    expect((await t.client.createContracts(orders)).message).toBe("0 created, 0 updated, 1 unchanged");
    expect((await t.client.listContractVersions({ params: { id: orders.id } })).versions).toHaveLength(1);

    await t.client.createContracts({ ...orders, version: "2" });
    const { versions } = await t.client.listContractVersions({ params: { id: orders.id } });
    expect(versions.map((v) => v.version)).toEqual(["2", "1"]);
    expect(versions[0]?.parentRowId).toEqual(expect.any(String));
    expect(versions[1]?.parentRowId).toBeUndefined();

    const users = contract("users", ORDER_FIELDS, { status: "DRAFT" });
    const events = contract("events", ORDER_FIELDS);
    events.contractSpec.dataAssetResourceName = "avro://kafka:events.Order";
    const both = await t.client.createContracts([users, events]);
    expect(both.contractIds).toEqual([users.id, events.id]);

    const byName = await t.client.getContractByDataAsset({ params: { id: "postgres://db:orders" } });
    expect(byName).toMatchObject({ id: orders.id, version: "2", status: "ACTIVE", violations: [] });
    expect(byName.contractSpecRaw).toContain('"orders"');
    await expect(
      t.client.getContractByDataAsset({
        params: { id: "postgres://db:orders" },
        query: { status: "ARCHIVED" },
      }),
    ).rejects.toMatchObject({ status: 404 });

    const ids = async (query: Record<string, string | number>) =>
      (await t.client.listContracts({ query })).map((c) => c.id);
    expect(await ids({})).toEqual([orders.id, users.id, events.id]);
    expect(await ids({ sourceType: "avro" })).toEqual([events.id]);
    expect(await ids({ status: "DRAFT" })).toEqual([users.id]);
    expect(await ids({ resourcesLocation: "postgres://db:" })).toEqual([orders.id, users.id]);
    expect(await ids({ limit: 1, offset: 1 })).toEqual([users.id]);
  });

  it("loses no version under 20 concurrent POSTs of one contract id", async () => {
    const base = contract("ledger", ORDER_FIELDS);
    const bodies = Array.from({ length: 20 }, (_, i) => ({ ...base, version: String(i + 1) }));
    await Promise.all(bodies.map((b) => t.client.createContracts(b)));
    const { versions } = await t.client.listContractVersions({ params: { id: base.id } });
    expect(versions.map((v) => v.version).sort((a, b) => Number(a) - Number(b))).toEqual(
      bodies.map((b) => b.version),
    );
    // One linear chain: 19 versions point at 19 different parents, one is the root.
    const parents = versions.map((v) => v.parentRowId).filter(Boolean);
    expect(parents).toHaveLength(19);
    expect(new Set(parents).size).toBe(19);
  });

  it("registers assets with per-asset outcomes, lists them and infers a contract", async () => {
    use("registerAssets");
    use("listDataAssets");
    use("inferContract");
    const mismatched = { ...asset("broken", ORDER_FIELDS), source_type: "mysql" as const };
    const { asset_registration_outcomes: outcomes } = await t.client.registerAssets({
      assets: [asset("orders", ORDER_FIELDS), mismatched, asset("audit", ORDER_FIELDS)],
      prLink: "https://github.com/acme/shop/pull/1",
    });
    expect(outcomes.map((o) => o.error)).toEqual([
      undefined,
      expect.stringMatching(/source_type/),
      undefined,
    ]);
    const listed = await t.client.listDataAssets();
    expect(listed.map((a) => a.dataAssetResourceName)).toEqual([
      "postgres://db:orders",
      "postgres://db:audit",
    ]);
    const orders = (
      await t.client.listContracts({ query: { resourcesLocation: "postgres://db:orders" } })
    )[0];
    expect(listed[0]).toMatchObject({
      domain: "db",
      path: "orders",
      type: "postgres",
      contractId: orders?.id,
    });
    expect(listed[1]?.contractId).toBeUndefined();
    expect(await t.client.listDataAssets({ query: { limit: 1, offset: 1 } })).toHaveLength(1);

    const inferred = await t.client.inferContract({ params: { id: listed[1]!.id } });
    expect(inferred).toMatchObject({
      status: "ACTIVE",
      contractSpec: { dataAssetResourceName: "postgres://db:audit", schema: ORDER_FIELDS },
    });
    const byId = await t.client.getContractByDataAsset({ params: { id: listed[0]!.id } });
    expect(byId.id).toBe(orders?.id);
    await expect(t.client.inferContract({ params: { id: randomUUID() } })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("registers object-storage assets, writing nothing on a dry run", async () => {
    use("registerS3Assets");
    const s3 = {
      bucket: "lake",
      pattern: "events/*.parquet",
      schema: { type: "struct" as const, fields: ORDER_FIELDS },
    };
    const before = (await t.client.listDataAssets({ query: { limit: 500 } })).length;
    const dry = await t.client.registerS3Assets({ assets: [s3], dry_run: true });
    expect(dry).toMatchObject({ success: true, registered: ["s3://lake:events/*.parquet"] });
    expect(dry.message).toMatch(/dry run/);
    expect(await t.client.listDataAssets({ query: { limit: 500 } })).toHaveLength(before);
    const rows = await t.store.query("SELECT id FROM data_assets WHERE resource_name LIKE 's3://%'");
    expect(rows).toHaveLength(0);
    const real = await t.client.registerS3Assets({ assets: [s3] });
    expect(real.success).toBe(true);
    expect(await t.client.listDataAssets({ query: { limit: 500 } })).toHaveLength(before + 1);
  });

  it("checks assets in all three result variants and records violations as events", async () => {
    use("checkAssetsCompliance");
    const narrowed = asset("orders", [{ type: "int32", name: "id" }]);
    const unchanged = asset("orders", ORDER_FIELDS);
    const prLink = "https://github.com/acme/shop/pull/9";
    const detailed = await t.client.checkAssetsCompliance({
      assets: [narrowed, asset("nobody", ORDER_FIELDS), unchanged],
      responseType: "DETAILED",
      prLink,
    });
    expect(detailed[0]).toMatchObject({
      responseType: "DETAILED",
      status: "NON_COMPLIANT",
      enforcementLevel: "BLOCK",
      contractName: "orders",
      contractVersion: "2",
    });
    const kinds =
      detailed[0]?.responseType === "DETAILED" ? detailed[0].violations.map((v) => v.violationType) : [];
    expect(kinds.sort()).toEqual(["INCOMPATIBLE_TYPE", "MISSING_REQUIRED_PROPERTY"]);
    expect(detailed[1]).toEqual({
      responseType: "NO_CONTRACT",
      dataAssetNamespace: "db",
      dataAssetResourceName: "postgres://db:nobody",
      dataAssetPath: "nobody",
    });
    expect(detailed[2]).toMatchObject({ responseType: "DETAILED", status: "NO_CHANGE", violations: [] });

    const again = await t.client.checkAssetsCompliance({
      assets: [unchanged],
      responseType: "DETAILED",
      includeUnchangedAssets: true,
    });
    expect(again[0]).toMatchObject({ status: "COMPLIANT" });

    const [markdown] = await t.client.checkAssetsCompliance({
      assets: [narrowed],
      responseType: "COMMENT_MARKDOWN",
    });
    expect(markdown).toMatchObject({
      responseType: "COMMENT_MARKDOWN",
      shouldBlock: true,
      shouldAlert: false,
    });
    expect(markdown?.responseType === "COMMENT_MARKDOWN" && markdown.markdown).toMatch(/email/);

    const withEvents = await t.client.getContractByDataAsset({ params: { id: "postgres://db:orders" } });
    expect(withEvents.violations.length).toBe(4);
    expect(withEvents.violations).toContainEqual(
      expect.objectContaining({
        eventType: "VIOLATION",
        entityType: "DATA_CONTRACT",
        violationType: "MISSING_REQUIRED_PROPERTY",
        contractFieldName: "email",
        dataAssetResourceName: "postgres://db:orders",
        prLink,
      }),
    );
    // The listing carries the same events, newest first, as the contract fetched by its asset.
    const [listed] = await t.client.listContracts({ query: { resourcesLocation: "postgres://db:orders" } });
    expect(listed?.violations).toEqual(withEvents.violations);
  });

  it("checks a contract schema against one and several registered assets", async () => {
    use("checkContractCompliance");
    use("bulkCheckContractCompliance");
    const schema = [...ORDER_FIELDS, { type: "string" as const, name: "currency" }];
    const single = await t.client.checkContractCompliance({
      contract: { contractSchema: schema, dataAssetResourceName: "postgres://db:audit" },
    });
    expect(single.violations).toEqual([
      expect.objectContaining({ field: "currency", violationType: "MISSING_REQUIRED_PROPERTY" }),
    ]);
    await expect(
      t.client.checkContractCompliance({
        contract: { contractSchema: schema, dataAssetResourceName: "x://y:z" },
      }),
    ).rejects.toMatchObject({ status: 404 });
    const bulk = await t.client.bulkCheckContractCompliance({
      contract: { contractSchema: ORDER_FIELDS, dataAssetResourceNames: ["postgres://db:audit", "x://y:z"] },
    });
    expect(bulk.results).toEqual({
      "postgres://db:audit": { violations: [] },
      "x://y:z": { error: expect.stringMatching(/not registered/) },
    });
  });

  it("serves lineage components by id and exports them by run", async () => {
    use("getComponent");
    use("exportLineage");
    const runId = randomUUID();
    const component = {
      id: randomUUID(),
      runId,
      name: "load orders",
      type: "job",
      ingresses: [
        { id: randomUUID(), kind: "table", schema: { type: "struct" as const, fields: ORDER_FIELDS } },
      ],
      metadata: { extras: { owner: "data" } },
    };
    await t.client.putComponent(component);
    await t.client.putComponent({ id: randomUUID(), runId: randomUUID(), name: "other run" });
    expect(await t.client.getComponent({ params: { id: component.id } })).toEqual(component);
    const exported = await t.client.exportLineage({ query: { run_id: runId } });
    expect(exported.items).toEqual([component]);
    expect(Date.parse(exported.timestamp)).not.toBeNaN();
    await expect(t.client.getComponent({ params: { id: randomUUID() } })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("creates and updates actions, and stores SSO settings", async () => {
    use("createAction");
    use("updateAction");
    use("putSsoSettings");
    const body = {
      name: "tell the channel",
      triggers: [{ triggerType: "source", triggerValues: ["postgres"] }],
      destinations: [{ destinationType: "chat", chatChannelIds: ["C1"] }],
    };
    const { actionId } = await t.client.createAction(body);
    expect((await t.client.listActions()).actions).toEqual([{ actionId, ...body, isActive: true }]);
    await t.client.updateAction({ actionId, ...body, isActive: false });
    expect((await t.client.listActions()).actions[0]?.isActive).toBe(false);
    await t.client.updateAction({ actionId, ...body, isActive: true });
    await expect(t.client.updateAction({ actionId: "nope", ...body, isActive: true })).rejects.toMatchObject({
      status: 404,
    });

    const sso = {
      type: "SAML" as const,
      identityProvider: "okta",
      metadataDocumentEndpointUrl: "https://idp/x.xml",
    };
    expect(await t.client.putSsoSettings(sso)).toEqual(sso);
    expect(await t.client.getSsoSettings()).toEqual(sso);
    const bad = await t.raw("PUT", "/v0/settings/sso", {
      key: t.key,
      body: { ...sso, metadataDocumentEndpointUrl: "not a url" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ errors: [{ pointer: "/body/metadataDocumentEndpointUrl" }] });
  });

  it("lists webhooks, sends a signed test message and delivers notifications", async () => {
    use("listWebhooks");
    use("testWebhook");
    use("listNotifications");
    await expect(t.client.testWebhook({ eventType: "ping" })).rejects.toMatchObject({ status: 409 });
    const hook = await t.client.createWebhook({
      url: receiver.url,
      name: "receiver",
      headers: { "x-team": "data" },
    });
    expect((await t.client.listWebhooks()).webhooks).toEqual([hook]);
    const { messageId } = await t.client.testWebhook({ eventType: "ping" });
    const test = await eventually(async () =>
      receiver.received.find((r) => r.headers["webhook-id"] === messageId),
    );
    expect(test.headers["x-team"]).toBe("data");
    expect(new Webhook(hook.secret).verify(test.body, test.headers as Record<string, string>)).toMatchObject({
      type: "ping",
    });

    // The active action of the test above matches postgres sources: a violating check notifies.
    await t.client.checkAssetsCompliance({ assets: [asset("orders", [])], responseType: "DETAILED" });
    const sent = await eventually(async () => {
      const { notifications } = await t.client.listNotifications();
      return notifications.length > 0 && notifications.every((n) => n.status === "SENT") && notifications;
    });
    expect(sent[0]).toMatchObject({ actionName: "tell the channel", retryCount: 0 });
    const delivered = receiver.received.filter((r) => JSON.parse(r.body).type === "contract.violation");
    expect(delivered.length).toBe(sent.length);

    const asc = await t.client.listNotifications({
      query: { orderBy: "createdAt", orderDir: "asc", limit: 1 },
    });
    expect(asc.notifications).toHaveLength(1);
    await t.client.deleteWebhook({ params: { id: hook.id } });
    expect((await t.client.listWebhooks()).webhooks).toEqual([]);
  });

  it("ingests telemetry idempotently by id", async () => {
    use("ingestTelemetry");
    const id = randomUUID();
    const point = { id, type: "SCA_PRIME" as const, data: { files: 3 } };
    expect(await t.client.ingestTelemetry(point)).toEqual({ id });
    expect(await t.client.ingestTelemetry(point)).toEqual({ id });
    const rows = await t.store.query("SELECT id FROM telemetry WHERE id = $1", [id]);
    expect(rows).toHaveLength(1);
    await expect(t.client.ingestTelemetry({ ...point, data: { files: 4 } })).rejects.toMatchObject({
      status: 409,
    });
    const fresh = await t.client.ingestTelemetry({ type: "SERVICE_CLIENT", data: {} });
    expect(fresh.id).not.toBe(id);
  });

  it("returns a configuration by version, or the latest one", async () => {
    use("getConfig");
    const selector = { config_type: "sync", language: "python", repo: "acme/etl" };
    await t.client.createConfiguration({ ...selector, version: "1", config_value: { strict: false } });
    await t.client.createConfiguration({ ...selector, version: "2", config_value: { strict: true } });
    expect(await t.client.getConfig(selector)).toMatchObject({
      version: "2",
      config_value: { strict: true },
    });
    expect(await t.client.getConfig({ ...selector, version: "1" })).toMatchObject({
      config_value: { strict: false },
    });
    await expect(t.client.getConfig({ ...selector, version: "3" })).rejects.toMatchObject({ status: 404 });
    await expect(
      t.client.createConfiguration({ ...selector, version: "1", config_value: {} }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("exercised all 20 seed endpoints", async () => {
    const { OPERATION_IDS } = await import("../../src/api/endpoints.js");
    expect([...exercised].sort()).toEqual([...OPERATION_IDS].sort());
  });
});
