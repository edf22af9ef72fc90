// Consumers told (docs/intended-changes.md "Intended changes"): the bundled action, against the reference server over
// HTTP, publishes contracts with their consumers and the waiver ledger on a merge; a pull request
// that then breaks an asset gets a comment naming who depends on it (the contract's consumers and
// the service's lineage components), as inert text: a name with `@` mentions nobody.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, createClient } from "../../src/client/client.js";
import { type RunningServer, startServer } from "../../src/server/start.js";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/port.js";
import { FakeGitHub } from "../support/fake-github.js";
import {
  type ActionResult,
  DEMO_BASE,
  DEMO_HEAD,
  pullRequestEvent,
  pushEvent,
  runBundledAction,
  TOKEN,
  Upstream,
} from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const API_KEY = "e2e-key-consumers-0123456789";
const RUN_TIMEOUT = 120_000;
const ORDERS = "postgres://shop-db:5432:postgres.public.orders";
const EVENTS = "avro://github.com/acme/shop:schemas/order_created.avsc:com.acme.shop.OrderCreated";
const WORD_JOINER = "\u2060";

const LEDGER = `waivers:
  - rule: INCOMPATIBLE_TYPE
    asset: ${EVENTS}
    field: order_id
    expected: int64
    actual: string
    reason: the CRM sync reads order ids as strings since CRM-12
    approvedBy: [crm-lead]
    expires: 2999-12-31
`;

describe.sequential("consumers of a broken asset named in the comment (bundled action, remote service)", () => {
  let store: Store;
  let server: RunningServer;
  let client: ApiClient;
  let fake: FakeGitHub;
  let upstream: Upstream;
  let first: string;
  let merged: string;
  let head: string;
  const folders: string[] = [];

  beforeAll(async () => {
    store = await openStore({});
    server = await startServer({ store, port: 0, apiKeys: [API_KEY], delivery: false, logLevel: "silent" });
    client = createClient({ baseUrl: server.url, apiKey: API_KEY });
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    first = upstream.repo.write({ "README.md": "# shop\n" }).commit("Start the shop");
    upstream.overlay(DEMO_BASE);
    const orders = readFileSync(join(DEMO_BASE, "contracts/orders.yaml"), "utf8");
    merged = upstream.repo
      .write({
        "contracts/orders.yaml": `${orders}consumers:
  - name: finance nightly report
    team: "@acme/finance"
    contact: "#finance-data"
  - name: churn model
`,
        ".github/contract-waivers.yml": LEDGER,
      })
      .commit("Contracts with their consumers, and an accepted break of OrderCreated");
    upstream.push("refs/heads/main");
    upstream.repo.git(["checkout", "--quiet", "-b", "drop-currency"]);
    head = upstream.overlay(DEMO_HEAD).commit("Drop currency from orders; order ids as strings");
    upstream.push("refs/heads/drop-currency");
    fake.addPullRequest({ ...REPO, number: 42, headSha: head, baseSha: merged, author: "hanna" });
  }, RUN_TIMEOUT);

  afterAll(async () => {
    await client?.close();
    await server?.close();
    await store?.close();
    await fake?.close();
    upstream?.repo.cleanup();
    for (const dir of [upstream?.origin, ...folders]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function run(sha: string, eventName: string, event: unknown): Promise<ActionResult> {
    const workspace = upstream.checkout(sha);
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName,
      event,
      inputs: { "api-url": server.url, "api-key": API_KEY },
      githubApiUrl: fake.url,
    });
  }

  it(
    "publishes the contracts with their consumers, and the ledger's waiver with the contract it names",
    async () => {
      const result = await run(merged, "push", pushEvent({ before: first, after: merged }));
      expect(result.code, result.stdout + result.stderr).toBe(0);
      const orders = await client.getContractByDataAsset({ params: { id: ORDERS } });
      expect(orders.contractSpec.consumers?.map((c) => c.name)).toEqual([
        "finance nightly report",
        "churn model",
      ]);
      const events = await client.getContractByDataAsset({ params: { id: EVENTS } });
      expect(events.waivers).toEqual([
        expect.objectContaining({ field: "order_id", reason: expect.stringContaining("CRM-12") }),
      ]);
      expect(orders.waivers).toBeUndefined();
    },
    RUN_TIMEOUT,
  );

  it(
    "names each broken asset's consumers and lineage in the comment, as text that mentions nobody",
    async () => {
      // The service's lineage: a job reading orders (its name starts with an @), and the API writing them.
      await client.putComponent({
        id: "5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4",
        name: "@acme/ml churn features",
        type: "job",
        ingresses: [{ id: "6c1d2e3f-4a5b-4c6d-9e7f-8091a2b3c4d5", dataAssetResourceName: ORDERS }],
      });
      await client.putComponent({
        id: "7d2e3f4a-5b6c-4d7e-8f80-91a2b3c4d5e6",
        name: "orders_api",
        type: "service",
        egresses: [{ id: "8e3f4a5b-6c7d-4e8f-9091-a2b3c4d5e6f7", dataAssetResourceName: ORDERS }],
      });
      const result = await run(
        head,
        "pull_request",
        pullRequestEvent({ action: "synchronize", number: 42, base: merged, head }),
      );
      // Orders is broken at BLOCK: the step fails; the OrderCreated break is waived.
      expect(result.code, result.stdout + result.stderr).not.toBe(0);
      expect(fake.requests.flatMap((r) => r.problems)).toEqual([]);
      const body = fake.commentsOn(REPO, 42)[0]?.body ?? "";
      const section = body.slice(body.indexOf("### Who depends on the broken assets"));
      expect(section.startsWith("### Who depends on the broken assets")).toBe(true);
      const rowOf = (asset: string) =>
        section.split("\n").find((line) => line.startsWith(`| \`${asset}\``)) ?? "";
      expect(rowOf(ORDERS)).toContain("finance nightly report");
      expect(rowOf(ORDERS)).toContain("churn model");
      expect(rowOf(ORDERS)).toContain(`@${WORD_JOINER}acme/ml churn features (job)`);
      expect(rowOf(ORDERS)).toContain("orders_api (service)");
      // The contract's team and contact: inert, no mention of @acme and no link to issue #finance.
      expect(rowOf(ORDERS)).toContain(`@${WORD_JOINER}acme/finance`);
      expect(rowOf(ORDERS)).toContain(`#${WORD_JOINER}finance-data`);
      // No mention anywhere: a team (`@org/team`) is only ever written with the joiner after the `@`.
      expect(body).not.toContain("@acme/");
      // The waived break is an accepted one: its asset is named too (no consumers, no lineage known).
      expect(rowOf(EVENTS)).toContain("none known");
      expect(body).toContain("🤝 Waived");
    },
    RUN_TIMEOUT,
  );
});
