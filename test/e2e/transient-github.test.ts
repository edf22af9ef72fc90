// A passing GitHub failure on the reviews list, end to end (the bundled action, the fake GitHub):
// one server error is asked again and the approved pull request passes; a reviews list that
// never answers blocks the break, and the finding names the cause (docs/intended-changes.md "Owner approval").
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub, type RefusalAnswer } from "../support/fake-github.js";
import { type ActionResult, pullRequestReviewEvent, runBundledAction, TOKEN, Upstream } from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;
const ORDER = "avro://github.com/acme/shop:schemas/order.avsc:acme.Order";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;

const orderAvsc = (fields: string[]) =>
  `${JSON.stringify({ type: "record", name: "Order", namespace: "acme", fields: fields.map((name) => ({ name, type: "long" })) }, null, 2)}\n`;

// The break raises the major version, so the owner's approval is all it needs.
const contract = (fields: string[], version: string) => `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
version: ${version}
owner: orders@acme.example
approvers: [alice]
dataAssetResourceName: ${ORDER}
enforcementLevel: BLOCK
schema:
${fields.map((f) => `  - name: ${f}\n    type: int64\n`).join("")}`;

const SERVER_ERROR: RefusalAnswer = { status: 500, body: { message: "Server Error" }, headers: {} };

describe.sequential("server errors of GitHub's reviews list, with the bundled action", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": orderAvsc(["id", "total"]),
      "contracts/orders.yaml": contract(["id", "total"], "1.0.0"),
    });
    base = upstream.commit("orders");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  /** A pull request that drops `total` (a break, at 2.0.0), approved on its head by alice; the review's run. */
  async function approvedBreak(number: number): Promise<ActionResult> {
    upstream.repo.git(["checkout", "--quiet", "-B", `drop-total-${number}`, base]);
    const head = upstream.repo
      .write({ "schemas/order.avsc": orderAvsc(["id"]), "contracts/orders.yaml": contract(["id"], "2.0.0") })
      .commit(`drop total ${number}`);
    upstream.push(`refs/heads/drop-total-${number}`);
    fake.addPullRequest({ ...REPO, number, headSha: head, baseSha: base, author: "hanna" });
    fake.addReview({ ...REPO, pull: number, user: "alice", state: "APPROVED", commitId: head });
    const workspace = upstream.checkout(head);
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: "pull_request_review",
      event: pullRequestReviewEvent({
        number,
        base,
        head,
        reviewer: "alice",
        action: "submitted",
        state: "approved",
      }),
      githubApiUrl: fake.url,
      env: { GITHUB_SHA: head },
    });
  }

  const reviewStatuses = (number: number) =>
    fake
      .calls("pulls/list-reviews")
      .filter((r) => r.path === `/repos/acme/shop/pulls/${number}/reviews`)
      .map((r) => r.status);

  it(
    "asks again after one 500 and passes the approved pull request",
    async () => {
      fake.refuseNext("pulls/list-reviews", SERVER_ERROR);
      const result = await approvedBreak(51);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs.verdict).toBe("pass");
      expect(result.summary).toContain("Approved on the latest commit by alice");
      expect(reviewStatuses(51)).toEqual([500, 200]);
    },
    RUN_TIMEOUT,
  );

  it(
    "blocks, naming GitHub's server error and the retries, when the reviews list always answers 500",
    async () => {
      fake.refuseNext("pulls/list-reviews", SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, SERVER_ERROR);
      const result = await approvedBreak(52);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs.verdict).toBe("block");
      expect(result.summary).toContain("Owner approval required: contract orders");
      expect(result.summary).toContain(
        "could not be read (GitHub GET pulls/52/reviews in acme/shop failed with 500: Server Error (GitHub server error 500, asked 4 times))",
      );
      expect(result.summary).toContain("run the check again when GitHub answers");
      expect(reviewStatuses(52)).toEqual([500, 500, 500, 500]);
      expect(fake.requests.filter((r) => r.problems.length > 0)).toEqual([]);
    },
    RUN_TIMEOUT,
  );
});
