import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeliveryWorker, type DeliveryOptions } from "../../src/service/delivery.js";
import { createService } from "../../src/service/index.js";
import { ensureWorkspace } from "../../src/service/keys.js";
import { isPrivateAddress, webhookUrlProblem } from "../../src/service/webhook-target.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { startReceiver } from "./receiver.js";

describe("webhook targets are classified at connect time", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({});
  });
  afterAll(async () => {
    await store?.close();
  });

  it.each([
    ["127.0.0.1", true],
    ["::7f00:1", true],
    ["::ffff:7f00:1", true],
    ["64:ff9b::7f00:1", true],
    ["64:ff9b:1::a00:1", true],
    ["2002:7f00:1::", true],
    ["2002:a00:1::", true],
    ["2001::1", true],
    ["fd12::1", true],
    ["169.254.169.254", true],
    ["8.8.8.8", false],
    ["2606:4700:4700::1111", false],
    ["64:ff9b::808:808", false],
    ["2002:808:808::", false],
  ])("isPrivateAddress(%s) is %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  /** Saves a webhook for `url` (a public-looking name) and sends one message with a worker using `lookup`. */
  async function deliverVia(url: string, lookup: NonNullable<DeliveryOptions["lookup"]>) {
    const workspaceId = await ensureWorkspace(store, `ws-${Math.random()}`);
    const strict = createService(store, { allowPrivateWebhooks: false });
    // A name, not an address: registration cannot know where it will resolve.
    expect(webhookUrlProblem(url, false)).toBeUndefined();
    await strict.createWebhook({ workspaceId }, { body: { url, name: "rebinding" } });
    await strict.testWebhook({ workspaceId }, { body: { eventType: "x" } });
    const worker = createDeliveryWorker(store, { autoStart: false, maxAttempts: 1, lookup });
    await worker.runOnce();
    await worker.stop();
    return store.query<{ status: string; last_error: string }>(
      "SELECT status, last_error FROM outbox WHERE workspace_id = $1",
      [workspaceId],
    );
  }

  it("refuses a name that resolves to loopback when delivering (DNS rebinding)", async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    const rows = await deliverVia(`http://hooks.rebind.test:${port}/hook`, (_host, _options, callback) =>
      callback(null, [
        { address: "93.184.216.34", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ]),
    );
    await receiver.close();
    expect(receiver.received).toHaveLength(0);
    expect(rows).toEqual([
      { status: "FAILED", last_error: expect.stringMatching(/private address 127\.0\.0\.1/) },
    ]);
  });

  it("refuses a name that resolves to a NAT64 address of loopback", async () => {
    const rows = await deliverVia("http://nat64.rebind.test:9/hook", (_host, _options, callback) =>
      callback(null, [{ address: "64:ff9b::7f00:1", family: 6 }]),
    );
    expect(rows).toEqual([{ status: "FAILED", last_error: expect.stringMatching(/private address/) }]);
  });

  it("connects to the address it checked, so an allowed target is reached", async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    const workspaceId = await ensureWorkspace(store, "allowed");
    const service = createService(store, { allowPrivateWebhooks: true });
    await service.createWebhook(
      { workspaceId },
      { body: { url: `http://receiver.test:${port}/hook`, name: "ok" } },
    );
    await service.testWebhook({ workspaceId }, { body: { eventType: "x" } });
    const worker = createDeliveryWorker(store, {
      autoStart: false,
      allowPrivate: true,
      lookup: (_host, _options, callback) => callback(null, [{ address: "127.0.0.1", family: 4 }]),
    });
    await worker.runOnce();
    await worker.stop();
    await receiver.close();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers.host).toBe(`receiver.test:${port}`);
  });
});
