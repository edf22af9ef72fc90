// A break accepted by its merge over real HTTP sockets: runPublish sends a contract whose schema
// breaks its previous version, from a real repository, with the approving reviewers GitHub (the
// fake, checked against GitHub's OpenAPI description) gives for the merged pull request; the
// service fires `contract.break_accepted` with `occasion: "contract"` to a real webhook receiver.
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractBreakAccepted } from "../../src/api/events.js";
import { GitRepository } from "../../src/git/git-repository.js";
import { GitHubApi } from "../../src/github/github-api.js";
import { closeReaders } from "../../src/schema/index.js";
import { runPublish } from "../../src/sync/publish.js";
import { startReceiver } from "../service/receiver.js";
import { FakeGitHub } from "../support/fake-github.js";
import { TestRepo } from "../support/git-repo.js";
import { BACKENDS, startTestServer, type TestServer } from "./harness.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/base/", import.meta.url));
const ORDERS = "postgres://shop-db:5432:postgres.public.orders";
const ORDERS_ID = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const REPO_URL = "https://github.com/acme/shop";
const shop = { owner: "acme", repo: "shop" };

async function until(done: () => boolean, tries = 200): Promise<boolean> {
  for (let i = 0; i < tries && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  return done();
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe.each(BACKENDS)("a break accepted by its merge over HTTP (%s)", (backend) => {
  let t: TestServer;
  let repo: TestRepo;
  let fake: FakeGitHub;
  let github: GitHubApi;
  let orders: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    t = await startTestServer(backend, "cs_approved_breaks");
    receiver = await startReceiver();
    await t.client.createWebhook({ url: receiver.url, name: "breaks" });
    fake = await FakeGitHub.start({ token: "secret" });
    github = new GitHubApi({ token: "secret", repository: "acme/shop", baseUrl: fake.url });
    repo = TestRepo.init();
    cpSync(DEMO, repo.dir, { recursive: true });
    orders = readFileSync(join(DEMO, "contracts/orders.yaml"), "utf8");
    repo.write({ "contracts/orders.yaml": `${orders}consumers:\n  - name: finance nightly report\n` });
    repo.commit("orders with its consumers");
    orders = readFileSync(join(repo.dir, "contracts/orders.yaml"), "utf8");
  }, 60_000);
  afterAll(async () => {
    await receiver?.close();
    await fake?.close();
    await t?.close();
    await closeReaders();
    repo?.cleanup();
  });

  const publish = (withGitHub: boolean) =>
    runPublish(
      { after: repo.head(), configPath: ".github/contract-sync.yml", repositoryUrl: REPO_URL },
      { git: new GitRepository(repo.dir), service: t.client, ...(withGitHub ? { github } : {}) },
    );
  const accepted = () =>
    receiver.received
      .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
      .filter((m) => m.type === "contract.break_accepted");
  /** Commits a new orders contract as the merge of pull request `number`, approved as `reviews` say. */
  const merge = (
    number: number,
    edit: (text: string) => string,
    reviews: Array<{ user: string; state: "APPROVED" | "COMMENTED" | "CHANGES_REQUESTED" }>,
  ) => {
    orders = edit(orders);
    repo.write({ "contracts/orders.yaml": orders });
    const sha = repo.commit(`merge #${number}`);
    const mergedAt = "2026-11-20T10:00:00Z";
    fake.addPullRequest({ ...shop, number, state: "closed", mergedAt, mergeCommitSha: sha, commits: [sha] });
    for (const review of reviews) fake.addReview({ ...shop, pull: number, ...review });
    return { sha, mergedAt };
  };

  it("publishes the contract as it is: a new contract breaks nothing and fires nothing", async () => {
    const outcome = await publish(true);
    expect(outcome.plan.entries.find((e) => e.id === ORDERS_ID)?.action).toBe("create");
    await settle();
    expect(accepted()).toEqual([]);
  });

  it("fires contract.break_accepted once for a merged break, with its changes, versions and approvers", async () => {
    const { sha, mergedAt } = merge(
      12,
      (text) =>
        text
          .replace('version: "1.2.0"', 'version: "2.0.0"')
          .replace("  - name: currency\n    type: string\n", "")
          .replace("maxLength: 32", "maxLength: 16"),
      [
        { user: "bob", state: "COMMENTED" },
        { user: "ada", state: "APPROVED" },
        { user: "eve", state: "CHANGES_REQUESTED" },
      ],
    );
    const outcome = await publish(true);
    expect(outcome.plan.entries.find((e) => e.id === ORDERS_ID)?.action).toBe("update");
    expect(await until(() => accepted().length === 1)).toBe(true);
    const data = ContractBreakAccepted.parse(accepted()[0]?.data);
    expect(data).toMatchObject({
      occasion: "contract",
      contractId: ORDERS_ID,
      contractName: "shop.orders",
      previousVersion: "1.2.0",
      contractVersion: "2.0.0",
      dataAssetResourceNames: [ORDERS],
      consumers: [{ name: "finance nightly report" }],
      reviewers: ["ada"],
      gitRepo: REPO_URL,
      gitHash: sha,
      filePath: "contracts/orders.yaml",
      mergedAt: new Date(mergedAt).toISOString().replace(".000Z", "Z"),
    });
    expect(data.changes.map((c) => `${c.kind} ${c.field}`).sort()).toEqual(
      ["FIELD_REMOVED currency", "CONSTRAINT_CHANGED status"].sort(),
    );
  });

  it("fires nothing when the same contract is published again, or when a change adds an optional field", async () => {
    const again = await publish(true);
    expect(again.plan.counts.update).toBe(0);
    merge(
      13,
      (text) =>
        text
          .replace('version: "2.0.0"', 'version: "2.1.0"')
          .replace("schema:\n", "schema:\n  - name: note\n    type: string\n    optional: true\n"),
      [{ user: "ada", state: "APPROVED" }],
    );
    const additive = await publish(true);
    expect(additive.plan.entries.find((e) => e.id === ORDERS_ID)?.action).toBe("update");
    const stored = await t.client.getContractByDataAsset({ params: { id: ORDERS } });
    expect(stored.version).toBe("2.1.0");
    await settle();
    expect(accepted()).toHaveLength(1);
  });

  it("fires for a break published without GitHub (the CLI), with no reviewers", async () => {
    orders = orders
      .replace('version: "2.1.0"', 'version: "3.0.0"')
      .replace("  - name: created_at\n    type: timestamp64\n", "");
    repo.write({ "contracts/orders.yaml": orders });
    repo.commit("drop created_at");
    await publish(false);
    expect(await until(() => accepted().length === 2)).toBe(true);
    const data = ContractBreakAccepted.parse(accepted()[1]?.data);
    expect(data).toMatchObject({ previousVersion: "2.1.0", contractVersion: "3.0.0", reviewers: [] });
    expect(data.changes.map((c) => `${c.kind} ${c.field}`)).toEqual(["FIELD_REMOVED created_at"]);
    // The change log holds one BREAK_ACCEPTED event per accepted break, the webhook's id.
    const rows = await t.store.query<{ id: string; payload: { occasion: string } }>(
      "SELECT id, payload FROM change_log_events WHERE event_type = 'BREAK_ACCEPTED' ORDER BY created_at",
    );
    expect(rows.map((r) => r.payload.occasion)).toEqual(["contract", "contract"]);
    expect(rows.map((r) => r.id)).toEqual(accepted().map((m) => m.data.changeLogEventId));
  });

  it("fires one event of each occasion for a merge that breaks the schema and waives the break", async () => {
    merge(
      14,
      (text) =>
        text.replace('version: "3.0.0"', 'version: "4.0.0"').replace(/ {2}- name: total\n(?: {4}.*\n)+/, ""),
      [{ user: "ada", state: "APPROVED" }],
    );
    expect(orders).not.toContain("name: total");
    repo.write({
      ".github/contract-waivers.yml": `waivers:
  - rule: MISSING_REQUIRED_PROPERTY
    asset: ${ORDERS}
    field: total
    reason: totals move to the invoices table
    approvedBy: ada
    expires: 2098-12-31
`,
    });
    repo.commit("the ledger of #14");
    await publish(true);
    expect(await until(() => accepted().length === 4)).toBe(true);
    const [first, second] = accepted()
      .slice(2)
      .map((m) => m.data);
    const byOccasion = new Map([first, second].map((d) => [d?.occasion, d]));
    expect([...byOccasion.keys()].sort()).toEqual(["contract", "waiver"]);
    expect(ContractBreakAccepted.parse(byOccasion.get("contract"))).toMatchObject({
      previousVersion: "3.0.0",
      contractVersion: "4.0.0",
      changes: [expect.objectContaining({ kind: "FIELD_REMOVED", field: "total" })],
      reviewers: ["ada"],
    });
    expect(byOccasion.get("waiver")?.waivers).toEqual([expect.objectContaining({ field: "total" })]);
  });
});
