// Owner approval end to end (README "Intended changes: waivers and owner approval"): the bundled
// action on real repositories against the fake GitHub (reviews with their commit, team
// memberships, every request checked against GitHub's OpenAPI description). An intended break
// blocks until an owner approves the pull request's latest commit, then passes on the
// pull_request_review run, editing the same comment; an approval by someone else, or of an
// older commit, does not count; without a token the check says so and blocks.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import {
  type ActionResult,
  pullRequestEvent,
  pullRequestReviewEvent,
  runBundledAction,
  TOKEN,
  Upstream,
} from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;
const ORDER = "avro://github.com/acme/shop:schemas/order.avsc:acme.Order";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
owners:
  orders@acme.example: [acme/data-owners]
`;

const orderAvsc = (fields: string[]) =>
  `${JSON.stringify({ type: "record", name: "Order", namespace: "acme", fields: fields.map((name) => ({ name, type: "long" })) }, null, 2)}\n`;

// A break of the contract raises its major version (the version rule), so only the approval is in question.
const contract = (
  fields: string[],
  level = "BLOCK",
  version = "1.0.0",
) => `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
version: ${version}
owner: orders@acme.example
approvers: [alice]
dataAssetResourceName: ${ORDER}
enforcementLevel: ${level}
schema:
${fields.map((f) => `  - name: ${f}\n    type: int64\n`).join("")}`;

const LEDGER = ".github/contract-waivers.yml";
const WAIVER = `waivers:
  - rule: MISSING_REQUIRED_PROPERTY
    asset: ${ORDER}
    field: total
    expected: present
    actual: missing
    reason: totals move to the invoices topic (DATA-31)
    approvedBy: [alice]
    expires: 2999-12-31
`;

describe.sequential("owner approval with the bundled action", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    fake.addTeamMember("acme/data-owners", "bob");
    upstream = Upstream.create();
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": orderAvsc(["id", "total"]),
      "contracts/orders.yaml": contract(["id", "total"]),
    });
    base = upstream.commit("orders");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  /** A branch off main with these files: its head commit. */
  function branch(name: string, files: Record<string, string>): string {
    upstream.repo.git(["checkout", "--quiet", "-B", name, base]);
    const head = upstream.repo.write(files).commit(name);
    upstream.push(`refs/heads/${name}`);
    return head;
  }

  async function run(
    number: number,
    head: string,
    review?: { reviewer: string; action?: "submitted" | "dismissed" },
    inputs: Record<string, string> = {},
  ): Promise<ActionResult> {
    const workspace = upstream.checkout(head);
    folders.push(workspace);
    const event = review
      ? pullRequestReviewEvent({
          number,
          base,
          head,
          reviewer: review.reviewer,
          action: review.action ?? "submitted",
          state: review.action === "dismissed" ? "dismissed" : "approved",
        })
      : pullRequestEvent({ action: "synchronize", number, base, head });
    return runBundledAction({
      workspace,
      eventName: review ? "pull_request_review" : "pull_request",
      event,
      inputs,
      githubApiUrl: fake.url,
      env: { GITHUB_SHA: head },
    });
  }

  const approve = (number: number, user: string, commitId?: string) =>
    fake.addReview({ ...REPO, pull: number, user, state: "APPROVED", ...(commitId ? { commitId } : {}) });

  it(
    "an intended break blocks until an owner approves the latest commit; others' and older approvals do not count",
    async () => {
      const first = branch("drop-total", {
        "schemas/order.avsc": orderAvsc(["id"]),
        "contracts/orders.yaml": contract(["id"], "BLOCK", "2.0.0"),
      });
      fake.addPullRequest({ ...REPO, number: 31, headSha: first, baseSha: base, author: "hanna" });
      const opened = await run(31, first);
      expect(opened.code, opened.stdout + opened.stderr).toBe(1);
      expect(opened.outputs.verdict).toBe("block");
      expect(opened.summary).toContain("Owner approval required: contract orders");
      expect(opened.summary).toContain("alice, acme/data-owners");
      expect(opened.summary).toContain("changes the contract in a breaking way");

      // Someone who is not an approver approves: still blocked, and the comment says whose approval did not count.
      approve(31, "mallory");
      const byOther = await run(31, first, { reviewer: "mallory" });
      expect(byOther.code).toBe(1);
      expect(byOther.summary).toContain("do not count");

      // Alice approves, then a new commit is pushed: her approval was of the older commit.
      approve(31, "alice");
      upstream.repo.write({ "README.md": "orders without totals\n" });
      const second = upstream.commit("readme");
      upstream.push("refs/heads/drop-total");
      fake.setHead({ ...REPO, pull: 31, headSha: second });
      const pushed = await run(31, second);
      expect(pushed.code).toBe(1);
      expect(pushed.summary).toContain(`None of them has approved the latest commit ${second.slice(0, 7)}`);

      // Bob, a member of acme/data-owners, approves the latest commit: the review run passes.
      approve(31, "bob", second);
      const approved = await run(31, second, { reviewer: "bob" });
      expect(approved.code, approved.stdout + approved.stderr).toBe(0);
      expect(approved.outputs.verdict).toBe("pass");
      expect(approved.summary).toContain("Approved on the latest commit by bob (member of acme/data-owners)");
      const comments = fake.commentsOn(REPO, 31);
      expect(comments).toHaveLength(1);
      expect(comments[0]?.body).toContain("Approved on the latest commit by bob");
      expect(comments[0]?.body).not.toContain("@bob");
      const asked = fake.calls("teams/get-membership-for-user-in-org");
      expect(asked.length).toBeGreaterThan(0);
      expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
    },
    RUN_TIMEOUT * 4,
  );

  it(
    "a weakening (a lowered level) passes once an approver approves, listed, not counted; a dismissed approval blocks again",
    async () => {
      const head = branch("lower", { "contracts/orders.yaml": contract(["id", "total"], "ALERT", "2.0.0") });
      fake.addPullRequest({ ...REPO, number: 32, headSha: head, baseSha: base, author: "hanna" });
      const blocked = await run(32, head);
      expect(blocked.code).toBe(1);
      expect(blocked.summary).toContain(
        "weakens its protection: enforcementLevel lowered from BLOCK to ALERT",
      );
      const review = approve(32, "alice");
      const passed = await run(32, head, { reviewer: "alice" });
      expect(passed.code, passed.stdout + passed.stderr).toBe(0);
      expect(passed.outputs.violations).toBe("0");
      expect(passed.summary).toContain("(approved by alice)");
      // The approval is dismissed: the run of the dismissal blocks again.
      fake.dismissReview({ ...REPO, pull: 32, id: review.id });
      const dismissed = await run(32, head, { reviewer: "alice", action: "dismissed" });
      expect(dismissed.code).toBe(1);
      expect(dismissed.summary).toContain("None of them has approved the latest commit");
    },
    RUN_TIMEOUT * 2,
  );

  it(
    "a waiver the pull request adds applies to its own break once an owner approves it",
    async () => {
      const head = branch("waive-total", { "schemas/order.avsc": orderAvsc(["id"]), [LEDGER]: WAIVER });
      fake.addPullRequest({ ...REPO, number: 33, headSha: head, baseSha: base, author: "hanna" });
      const blocked = await run(33, head);
      expect(blocked.code).toBe(1);
      expect(blocked.outputs.waived).toBe("0");
      expect(blocked.summary).toContain(`adds or changes the waiver at ${LEDGER}:2`);
      approve(33, "alice");
      const passed = await run(33, head, { reviewer: "alice" });
      expect(passed.code, passed.stdout + passed.stderr).toBe(0);
      expect(passed.outputs.waived).toBe("1");
      expect(passed.summary).toContain("totals move to the invoices topic (DATA-31)");
    },
    RUN_TIMEOUT * 2,
  );

  it(
    "without a token that can read reviews, the check says so and blocks, even with an owner's approval",
    async () => {
      const head = branch("drop-total-no-token", {
        "schemas/order.avsc": orderAvsc(["id"]),
        "contracts/orders.yaml": contract(["id"], "BLOCK", "2.0.0"),
      });
      fake.addPullRequest({ ...REPO, number: 34, headSha: head, baseSha: base, author: "hanna" });
      approve(34, "alice");
      const noToken = await run(34, head, undefined, { "github-token": "" });
      expect(noToken.code).toBe(1);
      expect(noToken.summary).toContain("there is no github-token to read the pull request's reviews with");
      fake.refuseNext("pulls/list-reviews", {
        status: 403,
        body: {
          message: "Resource not accessible by integration",
          documentation_url: "https://docs.github.com/rest",
        },
        headers: {},
      });
      const refused = await run(34, head);
      expect(refused.code).toBe(1);
      expect(refused.summary).toContain(
        "could not be read (GitHub GET pulls/34/reviews in acme/shop failed with 403",
      );
    },
    RUN_TIMEOUT * 2,
  );
});
