// Who may consent is itself protected (issue 48, docs/intended-changes.md "Who may consent", "The waiver ledger"):
// the six ways a pull request author got a break past an owner, each through the bundled action
// against the fake GitHub. Each pull request blocks until an approver of the base approves its
// latest commit; an approval by the people the pull request names does not count.
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
const X = "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e";
const Z = "0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f";
const LEDGER = ".github/contract-waivers.yml";

const CONFIG = (owners = "[acme/data-owners]") => `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
owners:
  orders@acme.example: ${owners}
`;

const orderAvsc = (fields: Record<string, string>) =>
  `${JSON.stringify({ type: "record", name: "Order", namespace: "acme", fields: Object.entries(fields).map(([name, type]) => ({ name, type })) }, null, 2)}\n`;
const FIELDS = { id: "long", total: "long", note: "long", amount: "string" };

/** Contract X (the orders team's) and contract Z (finance's), both BLOCK on the one record. */
const contractX = (approvers = "[alice]") => `id: ${X}
name: orders
version: 1.0.0
owner: orders@acme.example
approvers: ${approvers}
dataAssetResourceName: ${ORDER}
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: total
    type: int64
  - name: amount
    type: string
`;
const CONTRACT_Z = `id: ${Z}
name: orders-for-finance
version: 1.0.0
approvers: [carol]
dataAssetResourceName: ${ORDER}
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: note
    type: int64
`;

/** The base's ledger: X's owner accepted `total` dropped from X, and `amount` turned from string to int64. */
const entryTotal = (scope = `    contract: ${X}\n`, reason = "totals move to the invoices topic (DATA-31)") =>
  `  - rule: MISSING_REQUIRED_PROPERTY
    asset: ${ORDER}
    field: total
${scope}    expected: present
    actual: missing
    reason: ${reason}
    approvedBy: [alice]
    expires: 2999-12-31
`;
const entryAmount = (actual = "int64") => `  - rule: INCOMPATIBLE_TYPE
    asset: ${ORDER}
    field: amount
    contract: ${X}
    expected: string
    actual: ${actual}
    reason: amounts are counted in cents from now on (DATA-40)
    approvedBy: [alice]
    expires: 2999-12-31
`;
const ledger = (...entries: string[]) => `waivers:\n${entries.join("")}`;

describe.sequential("who may consent, with the bundled action", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    fake.addTeamMember("acme/data-owners", "bob");
    upstream = Upstream.create();
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG(),
      "schemas/order.avsc": orderAvsc(FIELDS),
      "contracts/orders.yaml": contractX(),
      "contracts/finance/orders.yaml": CONTRACT_Z,
      [LEDGER]: ledger(entryTotal(), entryAmount()),
    });
    base = upstream.commit("orders");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  /** A pull request off main with these files: its number's head commit. */
  function open(number: number, files: Record<string, string>): string {
    upstream.repo.git(["checkout", "--quiet", "-B", `pr-${number}`, base]);
    const head = upstream.repo.write(files).commit(`pr ${number}`);
    upstream.push(`refs/heads/pr-${number}`);
    fake.addPullRequest({ ...REPO, number, headSha: head, baseSha: base, author: "hanna" });
    return head;
  }

  /** A run of the pull request's check (a review's run when `reviewer` approved). */
  async function run(number: number, head: string, reviewer?: string): Promise<ActionResult> {
    if (reviewer)
      fake.addReview({ ...REPO, pull: number, user: reviewer, state: "APPROVED", commitId: head });
    const workspace = upstream.checkout(head);
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: reviewer ? "pull_request_review" : "pull_request",
      event: reviewer
        ? pullRequestReviewEvent({ number, base, head, reviewer, action: "submitted", state: "approved" })
        : pullRequestEvent({ action: "synchronize", number, base, head }),
      githubApiUrl: fake.url,
      env: { GITHUB_SHA: head },
    });
  }

  /** Blocks when opened and when approved by each of `others`; passes once each of `owners` approved too. */
  async function blocksUntil(
    number: number,
    head: string,
    expected: { says: string[]; others: string[]; owners: string[] },
  ): Promise<ActionResult> {
    const opened = await run(number, head);
    expect(opened.code, opened.stdout + opened.stderr).toBe(1);
    expect(opened.outputs.verdict).toBe("block");
    // The summary is markdown: a PR's text is inert there, so ">" reaches it as "&#62;".
    const summaryText = opened.summary.replaceAll("&#62;", ">");
    for (const text of expected.says) expect(summaryText).toContain(text);
    for (const login of expected.others) {
      const byOther = await run(number, head, login);
      expect([login, byOther.code]).toEqual([login, 1]);
    }
    const [last, ...firsts] = [...expected.owners].reverse();
    for (const login of firsts.reverse()) {
      const partly = await run(number, head, login);
      expect([login, partly.code]).toEqual([login, 1]);
    }
    const approved = await run(number, head, last);
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    expect(approved.outputs.verdict).toBe("pass");
    expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
    return approved;
  }

  it(
    "1. a pull request that only replaces the contract's approvers needs the base's approvers",
    async () => {
      const head = open(61, { "contracts/orders.yaml": contractX("[mallory]") });
      await blocksUntil(61, head, {
        says: ["Owner approval required: contract orders", "changes its approvers (alice -> mallory)"],
        others: ["mallory"],
        owners: ["alice"],
      });
    },
    RUN_TIMEOUT * 3,
  );

  it(
    "2. a pull request that only rewrites the configuration's owners entry needs the base's owners",
    async () => {
      const head = open(62, { ".github/contract-sync.yml": CONFIG("[mallory]") });
      await blocksUntil(62, head, {
        says: [
          "changes who approves it through the configuration's owners (alice, acme/data-owners -> alice, mallory)",
        ],
        others: ["mallory"],
        owners: ["bob"],
      });
    },
    RUN_TIMEOUT * 3,
  );

  it(
    "3. deleting a waiver's contract: scope needs the owners of every contract it can then match",
    async () => {
      const head = open(63, { [LEDGER]: ledger(entryTotal(""), entryAmount()) });
      await blocksUntil(63, head, {
        says: [`adds or changes the waiver at ${LEDGER}:2`, "contract orders-for-finance"],
        others: ["mallory"],
        owners: ["alice", "carol"],
      });
    },
    RUN_TIMEOUT * 4,
  );

  it(
    "4. a new waiver without contract: or field, approved by one contract's owner, waits for the other's",
    async () => {
      const blanket = `  - rule: MISSING_REQUIRED_PROPERTY
    asset: ${ORDER}
    reason: the order record is being reshaped (DATA-50)
    approvedBy: [alice]
    expires: 2999-12-31
`;
      const head = open(64, { [LEDGER]: ledger(entryTotal(), entryAmount(), blanket) });
      await blocksUntil(64, head, {
        says: [`adds or changes the waiver at ${LEDGER}:20`, "contract orders-for-finance"],
        others: [],
        owners: ["alice", "carol"],
      });
    },
    RUN_TIMEOUT * 3,
  );

  it(
    "5. rewording a waiver's reason needs the base's owners",
    async () => {
      const head = open(65, {
        [LEDGER]: ledger(entryTotal(undefined, "the owners said any break is fine"), entryAmount()),
      });
      await blocksUntil(65, head, {
        says: [`adds or changes the waiver at ${LEDGER}:2`],
        others: ["mallory"],
        owners: ["alice"],
      });
    },
    RUN_TIMEOUT * 3,
  );

  it(
    "6. a waiver of string -> int64 does not waive string -> bool on the same field; recording it needs the owners",
    async () => {
      const head = open(66, { "schemas/order.avsc": orderAvsc({ ...FIELDS, amount: "boolean" }) });
      const opened = await run(66, head);
      expect(opened.code, opened.stdout + opened.stderr).toBe(1);
      expect(opened.outputs.waived).toBe("0");
      // The finding says why the waiver does not apply: in its annotation (the comment's table shows both changes).
      expect(opened.stdout).toContain("accepts string -> int64, and this pull request does string -> bool");
      // The author records the new change in the entry: that is a change of the waiver, for its owners.
      upstream.repo.write({ [LEDGER]: ledger(entryTotal(), entryAmount("bool")) });
      const recorded = upstream.commit("record the new change");
      upstream.push("refs/heads/pr-66");
      fake.setHead({ ...REPO, pull: 66, headSha: recorded });
      const approved = await blocksUntil(66, recorded, {
        says: [`adds or changes the waiver at ${LEDGER}:11`],
        others: ["mallory"],
        owners: ["alice"],
      });
      expect(approved.outputs.waived).toBe("1");
      // The waived section shows what was accepted beside what the pull request does now.
      const comment = (fake.commentsOn(REPO, 66).at(-1)?.body ?? "").replaceAll("&#62;", ">");
      expect(comment).toContain("| Accepted | Now |");
      expect(comment).toContain("string -> bool | string -> bool");
    },
    RUN_TIMEOUT * 4,
  );
});
