// The bundled action against the reference server over HTTP (api-url + api-key):
// publish on merge with Git provenance, then pull request checks against what
// was published, through a proxy that fails on purpose.
// One sequential story on one server (each step builds on the published state), hence one file.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contract } from "../../src/api/resources.js";
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
  ROOT,
  runBundledAction,
  TOKEN,
  Upstream,
} from "./harness.js";
import { FailingProxy } from "./service-proxy.js";

const REPO = { owner: "acme", repo: "shop" };
const API_KEY = "e2e-key-0123456789abcdef";
const RUN_TIMEOUT = 120_000;
const MERGED_AT = "2026-11-20T10:15:00Z";
const REPO_URL = "https://github.com/acme/shop";

describe.sequential("action against the reference server over HTTP", () => {
  let store: Store;
  let server: RunningServer;
  let client: ApiClient;
  let fake: FakeGitHub;
  let upstream: Upstream;
  let first: string; // main before the contracts came
  let merged: string; // the merge commit of pull request 41 that added them
  let head: string; // pull request 42's head: the demo's breaking changes
  const folders: string[] = [];

  beforeAll(async () => {
    store = await openStore({});
    server = await startServer({ store, port: 0, apiKeys: [API_KEY], delivery: false, logLevel: "silent" });
    client = createClient({ baseUrl: server.url, apiKey: API_KEY });
    fake = await FakeGitHub.start({ token: TOKEN });

    upstream = Upstream.create();
    first = upstream.repo.write({ "README.md": "# shop\n" }).commit("Start the shop");
    upstream.push("refs/heads/main");
    upstream.repo.git(["checkout", "--quiet", "-b", "add-contracts"]);
    const added = upstream.overlay(DEMO_BASE).commit("Orders, events and customers with their contracts");
    upstream.repo.git(["checkout", "--quiet", "main"]);
    upstream.repo.git([
      "merge",
      "--quiet",
      "--no-ff",
      "-m",
      "Merge pull request #41 from acme/add-contracts",
      "add-contracts",
    ]);
    merged = upstream.repo.head();
    upstream.push("refs/heads/main");
    upstream.repo.git(["checkout", "--quiet", "-b", "drop-currency"]);
    head = upstream.overlay(DEMO_HEAD).commit("Drop currency from orders; add refund_issued event");
    upstream.push("refs/heads/drop-currency");
    upstream.repo.git(["checkout", "--quiet", "main"]);

    fake.addPullRequest({
      ...REPO,
      number: 41,
      state: "closed",
      author: "hanna",
      headRef: "add-contracts",
      headSha: added,
      baseSha: first,
      commits: [added],
      mergedAt: MERGED_AT,
      mergeCommitSha: merged,
      mergedBy: "bob",
    });
    fake.addReview({ ...REPO, pull: 41, user: "bob", state: "APPROVED" });
    fake.addReview({ ...REPO, pull: 41, user: "carol", state: "CHANGES_REQUESTED" });
    fake.addReview({ ...REPO, pull: 41, user: "dave", state: "COMMENTED" });
    fake.addReview({ ...REPO, pull: 41, user: "carol", state: "APPROVED" });
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

  function checkout(sha: string): string {
    const dir = upstream.checkout(sha);
    folders.push(dir);
    return dir;
  }

  const remote = (apiUrl = server.url) => ({ "api-url": apiUrl, "api-key": API_KEY });

  function publish(before: string, after: string): Promise<ActionResult> {
    return runBundledAction({
      workspace: checkout(after),
      eventName: "push",
      event: pushEvent({ before, after }),
      inputs: remote(),
      githubApiUrl: fake.url,
    });
  }

  function checkPullRequest(apiUrl: string, inputs: Record<string, string> = {}): Promise<ActionResult> {
    return runBundledAction({
      workspace: checkout(head),
      eventName: "pull_request",
      event: pullRequestEvent({ action: "synchronize", number: 42, base: merged, head }),
      inputs: { ...remote(apiUrl), ...inputs },
      githubApiUrl: fake.url,
    });
  }

  async function contracts(): Promise<Map<string, Contract>> {
    const list = await client.listContracts({ query: { status: "ACTIVE,DEPRECATED,ARCHIVED,DRAFT" } });
    return new Map(list.map((c) => [c.contractSpec.name ?? c.id, c]));
  }

  async function contractRows(): Promise<number> {
    const [row] = await store.query<{ n: number }>("SELECT count(*)::int AS n FROM contracts");
    return row?.n ?? -1;
  }

  it(
    "publishes the merged contracts with their exact Git provenance, and registers the assets",
    async () => {
      const result = await publish(first, merged);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs["contracts-published"]).toBe("3");
      expect(result.outputs["contracts-created"]).toBe("3");
      expect(result.outputs["contracts-unchanged"]).toBe("0");

      const byName = await contracts();
      expect([...byName.keys()].sort()).toEqual(["acme.shop.Customer", "events.OrderCreated", "shop.orders"]);
      const files: Record<string, string> = {
        "shop.orders": "contracts/orders.yaml",
        "events.OrderCreated": "contracts/order-created.yaml",
        "acme.shop.Customer": "contracts/customer.yaml",
      };
      for (const [name, filePath] of Object.entries(files)) {
        const contract = byName.get(name);
        expect({
          gitHash: contract?.gitHash,
          gitRepo: contract?.gitRepo,
          gitUser: contract?.gitUser,
          reviewers: contract?.reviewers,
          mergedAt: contract?.mergedAt,
          filePath: contract?.filePath,
          fileUri: contract?.fileUri,
          status: contract?.status,
          parentRowId: contract?.parentRowId,
        }).toEqual({
          gitHash: merged,
          gitRepo: REPO_URL,
          // The pull request's author, not the committer of the merge.
          gitUser: "hanna",
          // Latest verdict per reviewer: carol re-approved, dave only commented.
          reviewers: ["bob", "carol"],
          mergedAt: MERGED_AT,
          filePath,
          fileUri: `${REPO_URL}/blob/${merged}/${filePath}`,
          status: "ACTIVE",
          parentRowId: undefined,
        });
      }
      expect(byName.get("shop.orders")?.enforcementLevel).toBe("BLOCK");

      const assets = await client.listDataAssets({ query: {} });
      const names = assets.map((a) => `${a.type}://${a.domain}:${a.path}`).sort();
      expect(names).toEqual([
        "avro://github.com/acme/shop:schemas/order_created.avsc:com.acme.shop.OrderCreated",
        "postgres://shop-db:5432:postgres.public.orders",
        "protobuf://github.com/acme/shop:proto/customer.proto:acme.shop.Customer",
      ]);
      expect(fake.requests.flatMap((r) => r.problems)).toEqual([]);
    },
    RUN_TIMEOUT,
  );

  it(
    "publishes idempotently: the same push again adds no contract version",
    async () => {
      const rows = await contractRows();
      const before = await contracts();
      const result = await publish(first, merged);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(await contractRows()).toBe(rows);
      for (const key of ["published", "created", "updated", "archived"])
        expect(result.outputs[`contracts-${key}`]).toBe("0");
      expect(result.outputs["contracts-unchanged"]).toBe("3");
      expect(result.stdout).toContain("nothing to do: 3 contracts unchanged");
      const after = await contracts();
      for (const [name, contract] of before) {
        expect(after.get(name)?.updatedAt).toBe(contract.updatedAt);
        expect(after.get(name)?.parentRowId).toBeUndefined();
      }
    },
    RUN_TIMEOUT,
  );

  it(
    "checks a pull request against the published contracts: BLOCK fails, ALERT warns, INACTIVE ignored",
    async () => {
      const result = await checkPullRequest(server.url);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      // Four violations and the ALERT finding of the new unreadable Avro file beside a contracted record.
      expect(result.outputs).toMatchObject({ verdict: "block", violations: "5" });
      // The key is masked before anything else is printed, and never printed otherwise.
      expect(result.stdout.split("\n")[0]).toBe(`::add-mask::${API_KEY}`);
      expect(result.stdout.split(API_KEY)).toHaveLength(2);
      const levels = result.annotations
        .filter((a) => a.file !== undefined && a.file !== "schemas/refund_issued.avsc")
        .map((a) => `${a.level} ${a.file}:${a.line}`)
        .sort();
      expect(levels).toEqual([
        "error db/migrations/003_drop_currency.sql:2",
        "error db/migrations/003_drop_currency.sql:3",
        "warning schemas/order_created.avsc:10",
        "warning schemas/order_created.avsc:7",
      ]);
      // The service recorded the violations on the contracts the pull request broke.
      const byName = await contracts();
      expect(byName.get("shop.orders")?.violations.length).toBeGreaterThan(0);
      const comment = fake.commentsOn(REPO, 42);
      expect(comment).toHaveLength(1);
      expect(comment[0]?.body).toContain("shop.orders");
      expect(fake.requests.flatMap((r) => r.problems)).toEqual([]);
    },
    RUN_TIMEOUT,
  );

  it(
    "lets fail-on never report a BLOCK verdict without failing the step",
    async () => {
      const result = await checkPullRequest(server.url, { "fail-on": "never" });
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs.verdict).toBe("block");
      expect(result.failures).toEqual([]);
      expect(result.annotations).toContainEqual(
        expect.objectContaining({ level: "warning", message: expect.stringMatching(/verdict BLOCK/) }),
      );
    },
    RUN_TIMEOUT,
  );

  it(
    "retries a service answering 503, then goes on",
    async () => {
      const proxy = await FailingProxy.start(server.url, { failures: 2, status: 503 });
      try {
        const result = await checkPullRequest(proxy.url);
        expect(result.code, result.stdout + result.stderr).toBe(1);
        expect(result.outputs.verdict).toBe("block");
        expect(proxy.seen.slice(0, 3).map((r) => r.answered)).toEqual([503, 503, 200]);
        // The retried request is the same request.
        expect(new Set(proxy.seen.slice(0, 3).map((r) => `${r.method} ${r.path}`)).size).toBe(1);
      } finally {
        await proxy.close();
      }
    },
    RUN_TIMEOUT,
  );

  it(
    "reports a service that keeps failing: the step fails with a plain message, no crash",
    async () => {
      const proxy = await FailingProxy.start(server.url, { failures: Number.POSITIVE_INFINITY, status: 503 });
      try {
        const result = await checkPullRequest(proxy.url);
        expect(result.code).toBe(1);
        expect(result.failures).toHaveLength(1);
        expect(result.failures[0]).toMatch(/Data Contract Service failed/);
        expect(result.failures[0]).toMatch(/503/);
        expect(result.stdout + result.stderr).not.toMatch(/^\s+at /m);
        expect(result.outputs.verdict).toBeUndefined();
        // The client's policy: four attempts of the one request, then it gives up.
        expect(proxy.seen).toHaveLength(4);
      } finally {
        await proxy.close();
      }
    },
    RUN_TIMEOUT,
  );

  it(
    "archives a contract whose file a merge deleted",
    async () => {
      upstream.repo.git(["checkout", "--quiet", "-b", "retire-customer", merged]);
      upstream.repo.git(["rm", "--quiet", "contracts/customer.yaml"]);
      const retired = upstream.commit("Retire the customer contract");
      upstream.repo.git(["checkout", "--quiet", "main"]);
      upstream.repo.git(["merge", "--quiet", "--no-ff", "-m", "Merge pull request #45", "retire-customer"]);
      const mergedAgain = upstream.repo.head();
      upstream.push("refs/heads/main");
      fake.addPullRequest({
        ...REPO,
        number: 45,
        state: "closed",
        author: "carol",
        headSha: retired,
        baseSha: merged,
        commits: [retired],
        mergedAt: "2026-11-21T08:00:00Z",
        mergeCommitSha: mergedAgain,
      });
      fake.addReview({ ...REPO, pull: 45, user: "bob", state: "APPROVED" });
      const rows = await contractRows();

      const result = await publish(merged, mergedAgain);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs["contracts-published"]).toBe("1");
      expect(result.outputs["contracts-archived"]).toBe("1");
      expect(result.outputs["contracts-unchanged"]).toBe("2");
      expect(result.summary).toContain("| acme.shop.Customer | archive |");
      const byName = await contracts();
      const customer = byName.get("acme.shop.Customer");
      expect(customer).toMatchObject({
        status: "ARCHIVED",
        gitHash: mergedAgain,
        gitUser: "carol",
        reviewers: ["bob"],
        mergedAt: "2026-11-21T08:00:00Z",
      });
      expect(customer?.parentRowId).toBeDefined();
      // The others are untouched: still the first merge's rows.
      expect(byName.get("shop.orders")?.gitHash).toBe(merged);
      expect(await contractRows()).toBe(rows + 1);
    },
    RUN_TIMEOUT,
  );

  it(
    "publishes the good contracts of a merge and names the broken file and line",
    async () => {
      const before = upstream.repo.head();
      upstream.repo.git(["checkout", "--quiet", "-b", "events-v4", before]);
      const orderCreated = readFileSync(join(upstream.repo.dir, "contracts/order-created.yaml"), "utf8");
      upstream.repo.write({
        "contracts/order-created.yaml": orderCreated.replace('version: "3"', 'version: "4"'),
        "contracts/broken.yaml": readFileSync(join(ROOT, "fixtures/contracts/invalid/broken.yaml"), "utf8"),
      });
      upstream.commit("Events v4, and a contract in progress");
      upstream.repo.git(["checkout", "--quiet", "main"]);
      upstream.repo.git(["merge", "--quiet", "--no-ff", "-m", "Merge pull request #46", "events-v4"]);
      const after = upstream.repo.head();
      upstream.push("refs/heads/main");
      const rows = await contractRows();

      const result = await publish(before, after);
      expect(result.code).toBe(1);
      const broken = result.annotations.filter((a) => a.file === "contracts/broken.yaml");
      expect(broken.length).toBeGreaterThan(0);
      expect(broken.every((a) => a.level === "error" && typeof a.line === "number" && a.line > 1)).toBe(true);
      expect(broken.map((a) => a.message).join("\n")).toMatch(/enforcementLevel/);
      expect(result.failures).toEqual([expect.stringMatching(/could not be published/)]);
      // The valid change still went out, as a new version of its contract.
      const events = (await contracts()).get("events.OrderCreated");
      expect(events).toMatchObject({
        version: "4",
        gitHash: after,
        filePath: "contracts/order-created.yaml",
      });
      expect(events?.parentRowId).toBeDefined();
      expect((await contracts()).has("broken")).toBe(false);
      expect(await contractRows()).toBe(rows + 1);
    },
    RUN_TIMEOUT,
  );

  it(
    "does nothing on a push to another branch, and says why a bad payload cannot be used",
    async () => {
      const rows = await contractRows();
      const feature = await runBundledAction({
        workspace: checkout(head),
        eventName: "push",
        event: { ...(pushEvent({ before: merged, after: head }) as object), ref: "refs/heads/drop-currency" },
        inputs: remote(),
        githubApiUrl: fake.url,
      });
      expect(feature.code).toBe(0);
      expect(feature.stdout).toMatch(/nothing to do for 'push'/);
      expect(await contractRows()).toBe(rows);

      const event = pullRequestEvent({ action: "opened", number: 42, base: merged, head }) as {
        pull_request: { head: Record<string, unknown> };
      };
      delete event.pull_request.head.sha;
      const bad = await runBundledAction({
        workspace: checkout(head),
        eventName: "pull_request",
        event,
        inputs: remote(),
        githubApiUrl: fake.url,
      });
      expect(bad.code).toBe(1);
      expect(bad.failures).toEqual([
        expect.stringMatching(/pull_request event payload is not usable: pull_request\.head\.sha/),
      ]);
      expect(bad.stdout + bad.stderr).not.toMatch(/^\s+at /m);
    },
    RUN_TIMEOUT,
  );

  it(
    "fails a publish whose provenance GitHub refuses, naming the call, and publishes nothing half-known",
    async () => {
      const rows = await contractRows();
      const result = await runBundledAction({
        workspace: checkout(merged),
        eventName: "push",
        event: pushEvent({ before: first, after: merged }),
        inputs: { ...remote(), "github-token": "ghs_revoked" },
        githubApiUrl: fake.url,
      });
      expect(result.code).toBe(1);
      expect(result.failures).toEqual([
        expect.stringMatching(/GitHub GET commits\/[0-9a-f]{40}\/pulls in acme\/shop failed with 401/),
      ]);
      expect(result.stdout + result.stderr).not.toMatch(/^\s+at /m);
      expect(await contractRows()).toBe(rows);
    },
    RUN_TIMEOUT,
  );
});
