// The bundled action on pull requests with the embedded service (no api-url):
// contracts come from the repository at the base commit.
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import {
  type ActionResult,
  type Annotation,
  DEMO_BASE,
  demoUpstream,
  pullRequestEvent,
  pushEvent,
  runBundledAction,
  TOKEN,
  type Upstream,
} from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const MARKER = "<!-- contract-sync";
// Each run is a node process starting PGlite (twice: service and postgres reader); the machine is shared.
const RUN_TIMEOUT = 120_000;

function at(annotations: Annotation[], file: string): Annotation[] {
  return annotations.filter((a) => a.file === file);
}

function expectValidGitHubCalls(fake: FakeGitHub): void {
  expect(fake.requests.flatMap((r) => r.problems)).toEqual([]);
}

describe.sequential("action on pull requests, embedded service", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  let head: string;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    ({ upstream, base, head } = demoUpstream());
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  function checkout(sha: string, shallow = true): string {
    const dir = upstream.checkout(sha, { shallow });
    folders.push(dir);
    return dir;
  }

  it(
    "BLOCK fails, ALERT warns, INACTIVE is ignored; one sticky comment edited across three runs of a shallow checkout",
    async () => {
      fake.addPullRequest({ ...REPO, number: 42, headSha: head, baseSha: base, author: "hanna" });
      fake.addComment({ ...REPO, issue: 42, user: "alice", body: "Why does currency go away?" });
      const run = (action: "opened" | "synchronize", sha: string): Promise<ActionResult> =>
        runBundledAction({
          workspace: checkout(sha),
          eventName: "pull_request",
          event: pullRequestEvent({ action, number: 42, base, head: sha }),
          githubApiUrl: fake.url,
        });

      // Run 1: the demo pull request as opened.
      const first = await run("opened", head);
      expect(first.code, first.stdout + first.stderr).toBe(1);
      // Depth 1 has no base commit: the action must have fetched it.
      expect(first.stdout).toMatch(/fetched history: git fetch .*--depth=\d+ origin/);
      // Four violations and the ALERT finding of the new unreadable Avro file beside a contracted record.
      expect(first.outputs).toMatchObject({ verdict: "block", violations: "5", "contracts-published": "0" });
      expect(first.failures).toEqual([expect.stringMatching(/5 contract violations, verdict BLOCK/)]);
      // BLOCK: errors on the lines that broke the orders contract, in the pull request's own file
      // (the dropped column at its DROP statement, issue 10).
      const migrations = [
        ...at(first.annotations, "db/migrations/003_drop_currency.sql"),
        ...at(first.annotations, "db/migrations/001_create_orders.sql"),
      ];
      expect(migrations.map((a) => [a.level, a.file, a.line, a.title?.split(":")[0]]).sort()).toEqual([
        ["error", "db/migrations/003_drop_currency.sql", 2, "Required field missing"],
        ["error", "db/migrations/003_drop_currency.sql", 3, "Constraint broken"],
      ]);
      // ALERT: warnings, on the Avro lines.
      expect(
        at(first.annotations, "schemas/order_created.avsc").map((a) => [
          a.level,
          a.line,
          a.title?.split(":")[0],
        ]),
      ).toEqual([
        ["warning", 7, "Incompatible type"],
        ["warning", 10, "Enum value removed"],
      ]);
      // INACTIVE: the customer contract lost its field `name`, and nobody is told.
      expect(at(first.annotations, "proto/customer.proto")).toEqual([]);
      // The unreadable file is named with its line: new beside the ALERT-contracted record, it warns.
      expect(at(first.annotations, "schemas/refund_issued.avsc")).toEqual([
        expect.objectContaining({ level: "warning", line: 7, title: "Contracted schema file unreadable" }),
      ]);
      expect(first.summary).toContain("shop.orders");
      // The report output is the comment's markdown, as a file for later steps.
      expect(first.report).toContain("shop.orders");

      const ours = () => fake.commentsOn(REPO, 42).filter((c) => c.body.includes(MARKER));
      expect(ours()).toHaveLength(1);
      const comment = ours()[0];
      expect(first.outputs["comment-url"]).toBe(
        `https://github.com/acme/shop/pull/42#issuecomment-${comment?.id}`,
      );
      expect(comment?.body).toContain("shop.orders");
      expect(comment?.body).toContain("events.OrderCreated");
      expect(comment?.body).not.toContain("acme.shop.Customer");
      expect(comment?.body).toContain("refund_issued.avsc");
      expect(comment?.body).toContain(first.report?.trim());

      // Run 2: a push to the branch restores the Avro schema; the orders table still breaks its contract.
      upstream.repo.git(["checkout", "--quiet", base, "--", "schemas/order_created.avsc"]);
      const second = upstream.commit("Keep order_id a long");
      upstream.push("refs/heads/drop-currency");
      const secondRun = await run("synchronize", second);
      expect(secondRun.code).toBe(1);
      // The orders table's two violations and the unreadable refund_issued.avsc's finding.
      expect(secondRun.outputs).toMatchObject({ verdict: "block", violations: "3" });
      expect(at(secondRun.annotations, "schemas/order_created.avsc")).toEqual([]);
      expect(ours()).toHaveLength(1);
      expect(ours()[0]?.id).toBe(comment?.id);
      // The record's violations are gone; only the unreadable neighbour's finding still names its contract.
      expect(ours()[0]?.body).not.toContain("<b>ALERT</b>");

      // Nothing so far needed an owner's approval: the reviews were never asked for.
      expect(fake.calls("pulls/list-reviews")).toHaveLength(0);

      // Run 3: the contract is updated in the same pull request (a break: a new major version) and the
      // broken file removed.
      upstream.repo
        .write({
          "contracts/orders.yaml": readFileSync(`${DEMO_BASE}/contracts/orders.yaml`, "utf8")
            .replace('version: "1.2.0"', 'version: "2.0.0"')
            .replace("maxLength: 32", "maxLength: 16")
            .replace("  - name: currency\n    type: string\n", ""),
        })
        .remove("schemas/refund_issued.avsc");
      const third = upstream.commit("Update the orders contract");
      upstream.push("refs/heads/drop-currency");
      // Dropping currency from the contract is a breaking change of it: an owner must approve, and
      // the demo's contract names no approver on GitHub, so the comment says how to name one.
      const thirdRun = await run("synchronize", third);
      expect(thirdRun.code, thirdRun.stdout + thirdRun.stderr).toBe(1);
      expect(thirdRun.outputs).toMatchObject({ verdict: "block", violations: "1" });
      expect(thirdRun.annotations.filter((a) => a.level === "error" && a.file).map((a) => a.title)).toEqual([
        "Owner approval required: contract shop.orders",
      ]);
      expect(ours()[0]?.body).toContain("No GitHub approver is known for contract shop.orders at the base");
      // A change that needs an approval has the reviews read, once per run.
      expect(fake.calls("pulls/list-reviews")).toHaveLength(1);
      expect(ours()).toHaveLength(1);
      expect(ours()[0]?.id).toBe(comment?.id);
      expect(ours()[0]?.body).not.toContain("shop.orders`: ");
      expect(ours()[0]?.body).not.toContain("refund_issued.avsc");
      expect(thirdRun.outputs["comment-url"]).toBe(first.outputs["comment-url"]);

      expect(fake.calls("issues/create-comment")).toHaveLength(1);
      expect(fake.calls("issues/update-comment")).toHaveLength(2);
      expect(fake.commentsOn(REPO, 42)).toHaveLength(2); // alice's and ours
      expectValidGitHubCalls(fake);
    },
    3 * RUN_TIMEOUT,
  );

  it(
    "checks renamed and deleted schema files: the contract's asset is gone, fail-on alert fails the step",
    async () => {
      upstream.repo.git(["checkout", "--quiet", "-b", "reorganise", base]);
      mkdirSync(join(upstream.repo.dir, "schemas/events"));
      upstream.repo.git(["mv", "schemas/order_created.avsc", "schemas/events/order_created.avsc"]);
      upstream.repo.git(["rm", "--quiet", "proto/customer.proto"]);
      const sha = upstream.commit("Move events into schemas/events; drop the customer proto");
      upstream.push("refs/heads/reorganise");
      const changed = upstream.repo.git(["diff", "--name-status", "-M", base, sha]);
      expect(changed).toMatch(/^R\d+\tschemas\/order_created.avsc\tschemas\/events\/order_created.avsc$/m);
      fake.addPullRequest({ ...REPO, number: 43, headSha: sha, baseSha: base });

      const result = await runBundledAction({
        workspace: checkout(sha, false),
        eventName: "pull_request",
        event: pullRequestEvent({ action: "opened", number: 43, base, head: sha }),
        inputs: { "fail-on": "alert" },
        githubApiUrl: fake.url,
      });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs.verdict).toBe("alert");
      expect(result.failures).toEqual([expect.stringMatching(/verdict ALERT/)]);
      // The asset moved with its file (issue 10): reported as moved at the new file, with the
      // contract to update; its fields are not reported missing.
      const moved = result.annotations.filter((a) => a.title?.startsWith("Asset moved"));
      expect(moved.map((a) => [a.level, a.file, a.title])).toEqual([
        ["warning", "schemas/events/order_created.avsc", "Asset moved: update contract events.OrderCreated"],
      ]);
      expect(moved[0]?.message).toContain("contracts/order-created.yaml");
      expect(result.annotations.filter((a) => a.title?.startsWith("Required field missing"))).toEqual([]);
      expect(at(result.annotations, "schemas/order_created.avsc")).toEqual([]);
      // The deleted proto's contract is INACTIVE: nothing about it.
      expect(
        result.annotations.filter((a) => a.file === "proto/customer.proto" || a.message.includes("Customer")),
      ).toEqual([]);
      const body = fake.commentsOn(REPO, 43)[0]?.body ?? "";
      expect(body).toContain("events.OrderCreated");
      expect(body).not.toMatch(/MISSING_REQUIRED_PROPERTY/);
      // No link to a file the head does not have.
      expect(body).not.toContain(`blob/${sha}/schemas/order_created.avsc`);
      expectValidGitHubCalls(fake);
    },
    RUN_TIMEOUT,
  );

  it(
    "checks a fork's pull request without secrets: embedded service, read-only token",
    async () => {
      // A fork's head is not on any branch of the repository, only under refs/pull/N/head.
      upstream.repo.git(["checkout", "--quiet", "--detach", head]);
      upstream.repo.write({
        "db/migrations/004_index.sql": "CREATE INDEX orders_status ON orders (status);\n",
      });
      const sha = upstream.commit("Index order status");
      upstream.push("refs/pull/44/head");
      // actions/checkout checks out GitHub's test merge (refs/pull/N/merge), depth 1: neither base nor head is there.
      upstream.repo.git(["checkout", "--quiet", "--detach", base]);
      upstream.repo.git(["merge", "--quiet", "--no-ff", "-m", `Merge ${sha} into ${base}`, sha]);
      const testMerge = upstream.repo.head();
      upstream.push("refs/pull/44/merge");
      fake.addPullRequest({ ...REPO, number: 44, headSha: sha, baseSha: base, headRef: "main" });
      const before = fake.requests.length;

      const result = await runBundledAction({
        workspace: checkout(testMerge),
        eventName: "pull_request",
        event: pullRequestEvent({
          action: "opened",
          number: 44,
          base,
          head: sha,
          headRepository: "hanna/shop",
        }),
        // The workflow names a service, but a fork's run gets no api-key and a token GitHub refuses to write with.
        inputs: { "api-url": "https://contracts.acme.example", "github-token": "ghs_read-only" },
        githubApiUrl: fake.url,
      });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs.verdict).toBe("block");
      expect(result.stdout).toMatch(/fetched history: git fetch .*--depth=\d+ origin/);
      expect(result.annotations).toContainEqual(
        expect.objectContaining({ level: "notice", message: expect.stringMatching(/fork/) }),
      );
      expect(result.annotations).toContainEqual(
        expect.objectContaining({
          level: "warning",
          message: expect.stringMatching(/could not write the pull request comment/),
        }),
      );
      expect(result.summary).toContain("shop.orders");
      expect(fake.commentsOn(REPO, 44)).toEqual([]);
      const calls = fake.requests.slice(before);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((r) => r.status === 401)).toBe(true);
    },
    RUN_TIMEOUT,
  );

  it(
    "validates the contracts of a push to main without a service, and keeps nothing",
    async () => {
      const result = await runBundledAction({
        workspace: checkout(base),
        eventName: "push",
        event: pushEvent({ before: "0".repeat(40), after: base }),
        githubApiUrl: fake.url,
      });
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs["contracts-published"]).toBe("3");
      expect(result.annotations).toContainEqual(
        expect.objectContaining({ level: "notice", message: expect.stringMatching(/No api-url/) }),
      );
      // The plan table of the reconcile: every contract of the repository, created.
      expect(result.summary).toMatch(/\| shop\.orders \| create \|/);
      // GitHub knows no pull request for the commit: asked once, nothing written.
      expect(fake.requests.at(-1)?.operationId).toBe("repos/list-pull-requests-associated-with-commit");
      expectValidGitHubCalls(fake);
    },
    RUN_TIMEOUT,
  );

  it(
    "stays quiet on a pull request that touches no schema: no comment, a pass",
    async () => {
      upstream.repo.git(["checkout", "--quiet", "-B", "docs", base]);
      const sha = upstream.repo
        .write({ "README.md": "# shop\n\nHow orders flow.\n" })
        .commit("Document the shop");
      upstream.push("refs/heads/docs");
      fake.addPullRequest({ ...REPO, number: 47, headSha: sha, baseSha: base });
      const result = await runBundledAction({
        workspace: checkout(sha),
        eventName: "pull_request",
        event: pullRequestEvent({ action: "opened", number: 47, base, head: sha }),
        githubApiUrl: fake.url,
      });
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs).toMatchObject({
        verdict: "pass",
        violations: "0",
        "assets-checked": "0",
        "comment-url": "",
      });
      expect(result.annotations).toEqual([]);
      // It looked for an earlier comment to update, found none, and created none.
      expect(fake.commentsOn(REPO, 47)).toEqual([]);
      expect(fake.calls("issues/list-comments").at(-1)?.path).toBe("/repos/acme/shop/issues/47/comments");
      expectValidGitHubCalls(fake);
    },
    RUN_TIMEOUT,
  );
});
