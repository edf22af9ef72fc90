// Consumers and accepted breaks over real HTTP sockets: the lineage question a check asks for a
// broken asset (dataAssetImpact), and the waiver ledger published with its contracts by runPublish
// from a real repository, stored by the service and fired as `contract.break_accepted` webhooks.
import { randomUUID } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { closeReaders } from "../../src/schema/index.js";
import type { Logger } from "../../src/sync/ports.js";
import { runPublish } from "../../src/sync/publish.js";
import { startReceiver } from "../service/receiver.js";
import { TestRepo } from "../support/git-repo.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/base/", import.meta.url));
const ORDERS = "postgres://shop-db:5432:postgres.public.orders";
const ORDERS_ID = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const REPO_URL = "https://github.com/acme/shop";

async function until(done: () => boolean, tries = 200): Promise<boolean> {
  for (let i = 0; i < tries && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  return done();
}

const ledger = (expires: string) => `waivers:
  - rule: MISSING_REQUIRED_PROPERTY
    asset: ${ORDERS}
    field: currency
    reason: finance reads currency from the ledger table since DATA-7
    approvedBy: [ada, acme/data-owners]
    expires: ${expires}
  - fingerprint: 0123456789abcdef
    reason: an entry that names no contract the publish can tell
    approvedBy: bob
    expires: 2027-01-01
`;

describe.each(BACKENDS)("consumers and accepted breaks over HTTP (%s)", (backend) => {
  let t: TestServer;
  let repo: TestRepo;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_accepted_breaks");
    receiver = await startReceiver();
    await t.client.createWebhook({ url: receiver.url, name: "breaks" });
    repo = TestRepo.init();
    cpSync(DEMO, repo.dir, { recursive: true });
    const orders = readFileSync(join(DEMO, "contracts/orders.yaml"), "utf8");
    repo.write({
      "contracts/orders.yaml": `${orders}consumers:
  - name: finance nightly report
    team: "@acme/finance"
    contact: "#finance-data"
  - name: churn model
  - name: warehouse export
`,
    });
    repo.commit("orders with its consumers");
  }, 60_000);
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
    await closeReaders();
    repo?.cleanup();
  });

  const publish = (log?: Logger) =>
    runPublish(
      { after: repo.head(), configPath: ".github/contract-sync.yml", repositoryUrl: REPO_URL },
      { git: new GitRepository(repo.dir), service: t.client, ...(log ? { log } : {}) },
    );
  const accepted = () =>
    receiver.received
      .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
      .filter((m) => m.type === "contract.break_accepted");

  it("publishes a contract's consumers and answers who depends on its asset, capped with the whole counts", async () => {
    await publish();
    const readers = ["nightly_finance", "churn_features", "export_job"];
    for (const [i, name] of readers.entries()) {
      await t.client.putComponent({
        id: randomUUID(),
        name,
        type: "job",
        ingresses: [{ id: randomUUID(), kind: "postgres", dataAssetResourceName: ORDERS }],
        egresses: i === 0 ? [{ id: randomUUID(), dataAssetResourceName: "s3://lake:finance/*.parquet" }] : [],
      });
    }
    await t.client.putComponent({
      id: randomUUID(),
      name: "orders_api",
      egresses: [{ id: randomUUID(), dataAssetResourceName: ORDERS }],
    });
    // Another workspace's component on the same asset is none of this one's lineage.
    await t.otherClient.putComponent({
      id: randomUUID(),
      name: "someone_else",
      ingresses: [{ id: randomUUID(), dataAssetResourceName: ORDERS }],
    });
    const unknown = "postgres://shop-db:5432:postgres.public.nothing";
    const { results } = await t.client.dataAssetImpact({
      dataAssetResourceNames: [ORDERS, unknown],
      limit: 2,
    });
    expect(results).toEqual([
      {
        dataAssetResourceName: ORDERS,
        readers: [
          expect.objectContaining({ name: "nightly_finance", type: "job" }),
          expect.objectContaining({ name: "churn_features" }),
        ],
        readerCount: 3,
        writers: [expect.objectContaining({ name: "orders_api" })],
        writerCount: 1,
        consumers: [
          {
            name: "finance nightly report",
            team: "@acme/finance",
            contact: "#finance-data",
            contractId: ORDERS_ID,
            contractName: "shop.orders",
          },
          { name: "churn model", contractId: ORDERS_ID, contractName: "shop.orders" },
        ],
        consumerCount: 3,
      },
      {
        dataAssetResourceName: unknown,
        readers: [],
        readerCount: 0,
        writers: [],
        writerCount: 0,
        consumers: [],
        consumerCount: 0,
      },
    ]);
  });

  it("publishes the ledger's entries with the contract they name and fires contract.break_accepted once", async () => {
    repo.write({ ".github/contract-waivers.yml": ledger("2098-12-31") });
    repo.commit("accept the currency break");
    const log = { lines: [] as string[], info: () => {}, warn: (m: string) => log.lines.push(m) };
    const outcome = await publish(log);
    expect(outcome.plan.entries.find((e) => e.id === ORDERS_ID)).toMatchObject({
      action: "update",
      reason: "waivers changed",
    });
    // The fingerprint-only entry names no contract: published with none, and the log says so.
    expect(log.lines).toEqual([expect.stringContaining("line 8 of the waiver ledger names no contract")]);
    const stored = await t.client.getContractByDataAsset({ params: { id: ORDERS } });
    expect(stored.waivers).toEqual([
      {
        rule: "MISSING_REQUIRED_PROPERTY",
        asset: ORDERS,
        field: "currency",
        reason: "finance reads currency from the ledger table since DATA-7",
        approvedBy: ["ada", "acme/data-owners"],
        expires: "2098-12-31",
        file: ".github/contract-waivers.yml",
      },
    ]);
    expect(await until(() => accepted().length === 1)).toBe(true);
    expect(accepted()[0]?.data).toMatchObject({
      contractId: ORDERS_ID,
      contractName: "shop.orders",
      contractVersion: "1.2.0",
      dataAssetResourceNames: [ORDERS],
      waivers: [expect.objectContaining({ field: "currency", expires: "2098-12-31" })],
      consumers: expect.arrayContaining([expect.objectContaining({ name: "churn model" })]),
      gitRepo: REPO_URL,
    });
    // The other contracts got no waiver and no event.
    const others = (await t.client.listContracts()).filter((c) => c.id !== ORDERS_ID);
    expect(others.map((c) => c.waivers)).toEqual(others.map(() => undefined));
  });

  it("accepts nothing again when the same ledger is published, and fires again when a waiver is extended", async () => {
    const again = await publish();
    expect(again.plan.counts.update).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(accepted()).toHaveLength(1);
    repo.write({ ".github/contract-waivers.yml": ledger("2099-03-31") });
    repo.commit("extend the currency waiver");
    await publish();
    expect(await until(() => accepted().length === 2)).toBe(true);
    expect(accepted()[1]?.data.waivers).toEqual([expect.objectContaining({ expires: "2099-03-31" })]);
    const { versions } = await t.client.listContractVersions({ params: { id: ORDERS_ID } });
    expect(versions.map((v) => v.waivers?.[0]?.expires)).toEqual(["2099-03-31", "2098-12-31", undefined]);
  });

  it("keeps the published waivers when the ledger cannot be read, and says why", async () => {
    repo.write({ ".github/contract-waivers.yml": "waivers:\n  - reason: no\n" });
    repo.commit("break the ledger");
    const outcome = await publish();
    expect(outcome.plan.counts.update).toBe(0);
    expect(outcome.diagnostics).toContainEqual(
      expect.objectContaining({ file: ".github/contract-waivers.yml", severity: "error" }),
    );
    const stored = await t.client.getContractByDataAsset({ params: { id: ORDERS } });
    expect(stored.waivers?.[0]?.expires).toBe("2099-03-31");
  });

  it("fires contract.break_accepted once when the waived break reaches the registered asset (the merge)", async () => {
    const stored = await t.client.getContractByDataAsset({ params: { id: ORDERS } });
    const fields = stored.contractSpec.schema ?? [];
    const asset = (withCurrency: boolean) => ({
      source_type: "postgres" as const,
      data_asset_resource_name: {
        source_type: "postgres" as const,
        data_source: "shop-db:5432",
        path: "postgres.public.orders",
      },
      schema: {
        type: "struct" as const,
        fields: fields.filter((f) => withCurrency || f.name !== "currency"),
      },
    });
    const prLink = `${REPO_URL}/pull/9`;
    const before = accepted().length;
    await t.client.registerAssets({ assets: [asset(true)] });
    await t.client.registerAssets({ assets: [asset(false)], prLink });
    expect(await until(() => accepted().length === before + 1)).toBe(true);
    expect(accepted().at(-1)?.data).toMatchObject({
      occasion: "asset",
      contractId: ORDERS_ID,
      dataAssetResourceName: ORDERS,
      violations: [
        expect.objectContaining({ violationType: "MISSING_REQUIRED_PROPERTY", field: "currency" }),
      ],
      waivers: [expect.objectContaining({ field: "currency" })],
      prLink,
    });
    // Registered again as it is: no new violation, nothing accepted again.
    await t.client.registerAssets({ assets: [asset(false)], prLink });
    await new Promise((r) => setTimeout(r, 300));
    expect(accepted()).toHaveLength(before + 1);
  });
});
