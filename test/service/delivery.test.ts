import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer } from "../../src/server/start.js";
import { createDeliveryWorker } from "../../src/service/delivery.js";
import { createService, type Service } from "../../src/service/index.js";
import { DEFAULT_WORKSPACE_ID, ensureWorkspace } from "../../src/service/keys.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { createTestDatabase } from "../store/databases.js";
import { asset, contract, ORDER_FIELDS } from "./fixtures.js";
import { startReceiver } from "./receiver.js";

const serverUrl = inject("databaseUrl");

/** A check that breaks the contract (email missing), so active actions notify. */
async function violate(service: Service, workspaceId: string, table: string) {
  await service.createContracts({ workspaceId }, { body: contract(table, ORDER_FIELDS) });
  const [result] = await service.checkAssetsCompliance(
    { workspaceId },
    {
      body: {
        assets: [asset(table, [{ type: "int64", name: "id" }])],
        responseType: "DETAILED",
        includeUnchangedAssets: true,
        prLink: "https://github.com/acme/shop/pull/7",
      },
    },
  );
  expect(result).toMatchObject({ responseType: "DETAILED", status: "NON_COMPLIANT" });
}

async function notifications(service: Service, workspaceId: string) {
  const { notifications } = await service.listNotifications(
    { workspaceId },
    { query: { limit: 500, offset: 0, orderBy: "createdAt", orderDir: "asc" } },
  );
  return notifications;
}

describe("webhook delivery on PGlite", () => {
  let store: Store;
  let service: Service;
  beforeAll(async () => {
    store = await openStore({});
    service = createService(store, { allowPrivateWebhooks: true });
  });
  afterAll(async () => {
    await store?.close();
  });

  it("signs a test message so that the standardwebhooks package verifies it", async () => {
    const receiver = await startReceiver();
    const workspaceId = await ensureWorkspace(store, "signing");
    const caller = { workspaceId };
    const hook = await service.createWebhook(caller, { body: { url: receiver.url, name: "ci" } });
    const { messageId } = await service.testWebhook(caller, { body: { eventType: "contract.test" } });
    const worker = createDeliveryWorker(store, { allowPrivate: true, autoStart: false });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    await receiver.close();

    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0]!;
    expect(headers["webhook-id"]).toBe(messageId);
    const verified = new Webhook(hook.secret).verify(body, headers as Record<string, string>);
    expect(verified).toMatchObject({ type: "contract.test", data: { test: true } });
    const otherSecret = `whsec_${Buffer.from("another secret of 24 byte").toString("base64")}`;
    expect(() => new Webhook(otherSecret).verify(body, headers as Record<string, string>)).toThrow();
  });

  it("retries a failing receiver with backoff, then marks the notification FAILED", async () => {
    const receiver = await startReceiver(() => 500);
    const workspaceId = await ensureWorkspace(store, "failing");
    const caller = { workspaceId };
    await service.createWebhook(caller, { body: { url: receiver.url, name: "down" } });
    await service.createAction(caller, {
      body: {
        name: "page the owners",
        triggers: [{ triggerType: "source", triggerValues: ["postgres"] }],
        destinations: [{ destinationType: "chat", chatChannelIds: ["C1"] }],
      },
    });
    await violate(service, workspaceId, "orders");
    expect((await notifications(service, workspaceId)).map((n) => n.status)).toEqual(["PENDING"]);

    const worker = createDeliveryWorker(store, {
      allowPrivate: true,
      autoStart: false,
      maxAttempts: 3,
      backoffBaseMs: 30,
    });
    const deadline = Date.now() + 10_000;
    while ((await notifications(service, workspaceId))[0]?.status === "PENDING" && Date.now() < deadline) {
      await worker.runOnce();
      await new Promise((r) => setTimeout(r, 20));
    }
    await worker.stop();
    await receiver.close();

    const [notification] = await notifications(service, workspaceId);
    expect(notification).toMatchObject({ status: "FAILED", retryCount: 2, actionName: "page the owners" });
    expect(receiver.received).toHaveLength(3);
    // One message, retried: the same webhook-id every time, so receivers can dedupe.
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
  });

  it("marks a notification SENT once a retry gets through, counting the retries", async () => {
    const receiver = await startReceiver((n) => (n <= 2 ? 503 : 204));
    const workspaceId = await ensureWorkspace(store, "flaky");
    const caller = { workspaceId };
    await service.createWebhook(caller, { body: { url: receiver.url, name: "flaky" } });
    await service.createAction(caller, {
      body: {
        name: "notify",
        triggers: [{ triggerType: "violationType", triggerValues: ["MISSING_REQUIRED_PROPERTY"] }],
        destinations: [{ destinationType: "chat", chatChannelIds: ["C2"] }],
      },
    });
    await violate(service, workspaceId, "payments");
    const worker = createDeliveryWorker(store, { allowPrivate: true, autoStart: false, backoffBaseMs: 10 });
    const deadline = Date.now() + 10_000;
    while ((await notifications(service, workspaceId))[0]?.status === "PENDING" && Date.now() < deadline) {
      await worker.runOnce();
      await new Promise((r) => setTimeout(r, 15));
    }
    await worker.stop();
    await receiver.close();
    expect(await notifications(service, workspaceId)).toMatchObject([{ status: "SENT", retryCount: 2 }]);
    expect(receiver.received).toHaveLength(3);
  });

  it("refuses private targets unless allowed, when saving and when sending", async () => {
    const strict = createService(store, { allowPrivateWebhooks: false });
    await expect(
      strict.createWebhook(
        { workspaceId: DEFAULT_WORKSPACE_ID },
        { body: { url: "http://127.0.0.1:9/x", name: "x" } },
      ),
    ).rejects.toMatchObject({ status: 400, errors: [{ pointer: "/body/url" }] });
    await expect(
      strict.createWebhook(
        { workspaceId: DEFAULT_WORKSPACE_ID },
        { body: { url: "http://10.1.2.3/x", name: "x" } },
      ),
    ).rejects.toMatchObject({ status: 400 });

    // Saved while allowed, sent by a worker that is not: nothing reaches the receiver.
    const receiver = await startReceiver();
    const workspaceId = await ensureWorkspace(store, "private");
    await service.createWebhook({ workspaceId }, { body: { url: receiver.url, name: "local" } });
    await service.testWebhook({ workspaceId }, { body: { eventType: "x" } });
    const worker = createDeliveryWorker(store, { allowPrivate: false, autoStart: false, maxAttempts: 1 });
    await worker.runOnce();
    await worker.stop();
    await receiver.close();
    expect(receiver.received).toHaveLength(0);
    const rows = await store.query<{ status: string; last_error: string }>(
      "SELECT status, last_error FROM outbox WHERE workspace_id = $1",
      [workspaceId],
    );
    expect(rows).toEqual([{ status: "FAILED", last_error: expect.stringMatching(/private/) }]);
  });
  it("lets the delivery in flight finish before the server's close() resolves", async () => {
    const receiver = await startReceiver(() => 200, 400);
    const server = await startServer({
      store,
      port: 0,
      allowPrivateWebhooks: true,
      logLevel: "silent",
      delivery: { pollMs: 20 },
    });
    const workspaceId = await ensureWorkspace(store, "shutdown");
    await server.service.createWebhook({ workspaceId }, { body: { url: receiver.url, name: "slow" } });
    await server.service.testWebhook({ workspaceId }, { body: { eventType: "bye" } });
    const deadline = Date.now() + 5_000;
    while (receiver.received.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(receiver.received).toHaveLength(1);
    // The receiver is still holding its answer back: close() must wait for it and record SENT.
    await server.close();
    const rows = await store.query<{ status: string }>("SELECT status FROM outbox WHERE workspace_id = $1", [
      workspaceId,
    ]);
    expect(rows).toEqual([{ status: "SENT" }]);
    await receiver.close();
  });
});

describe.skipIf(!serverUrl)("webhook delivery on PostgreSQL", () => {
  it("two workers (two pools, as two processes) never send one notification twice", async () => {
    const url = await createTestDatabase(serverUrl!, "cs_delivery");
    const first = await openStore({ databaseUrl: url });
    const second = await openStore({ databaseUrl: url });
    const service = createService(first, { allowPrivateWebhooks: true });
    const receiver = await startReceiver(() => 200, 5);
    const workspaceId = await ensureWorkspace(first, "busy");
    const caller = { workspaceId };
    await service.createWebhook(caller, { body: { url: receiver.url, name: "hook" } });
    for (let i = 0; i < 20; i++) {
      await service.createAction(caller, {
        body: {
          name: `action ${i}`,
          triggers: [{ triggerType: "source", triggerValues: [] }],
          destinations: [{ destinationType: "chat", chatChannelIds: [`C${i}`] }],
        },
      });
    }
    await violate(service, workspaceId, "orders");
    await violate(service, workspaceId, "refunds");
    expect(await notifications(service, workspaceId)).toHaveLength(40);

    const workers = [first, second, first, second].map((s) =>
      createDeliveryWorker(s, { allowPrivate: true, autoStart: false, batchSize: 3 }),
    );
    // Every worker keeps claiming until the outbox is empty, all at the same time.
    await Promise.all(
      workers.map(async (w) => {
        while ((await w.runOnce()) > 0) {}
      }),
    );
    await Promise.all(workers.map((w) => w.stop()));
    await receiver.close();

    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    const all = await notifications(service, workspaceId);
    expect(all.every((n) => n.status === "SENT" && n.retryCount === 0)).toBe(true);
    await first.close();
    await second.close();
  });
});
