// The waiver ledger end to end (docs/intended-changes.md "The waiver ledger"): the bundled action on real
// repositories against the fake GitHub. A break the base's ledger waives passes, shown apart with
// its reason and expiry and counted in `waived`, not in `violations`; a waiver in the same ledger
// that matches nothing is reported stale, not counted; once the waiver's day is past, the same
// break blocks again and says which waiver expired.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { type ActionResult, pullRequestEvent, runBundledAction, TOKEN, Upstream } from "./harness.js";

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

const CONTRACT = `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
version: 1.0.0
dataAssetResourceName: ${ORDER}
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: total
    type: int64
`;

const LEDGER = ".github/contract-waivers.yml";
/** The ledger: `total` waived until `expires`, and a waiver of `id`, which nothing here breaks. */
const ledger = (expires: string) => `waivers:
  - rule: MISSING_REQUIRED_PROPERTY
    asset: ${ORDER}
    field: total
    expected: present
    actual: missing
    reason: totals move to the invoices topic (DATA-31)
    approvedBy: [alice]
    expires: ${expires}
  - rule: MISSING_REQUIRED_PROPERTY
    asset: ${ORDER}
    field: id
    expected: present
    actual: missing
    reason: ids are reissued (DATA-7)
    approvedBy: [alice]
    expires: 2999-12-31
`;

describe.sequential("the waiver ledger with the bundled action", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  /** main with the ledger's `total` waiver expiring on `expires`; a pull request dropping `total` from the record. */
  async function dropTotal(number: number, expires: string): Promise<ActionResult> {
    upstream.repo.git(["checkout", "--quiet", "-B", "main"]);
    const base = upstream.repo
      .write({
        ".github/contract-sync.yml": CONFIG,
        "schemas/order.avsc": orderAvsc(["id", "total"]),
        "contracts/orders.yaml": CONTRACT,
        [LEDGER]: ledger(expires),
      })
      .commit(`ledger until ${expires}`);
    upstream.push("refs/heads/main");
    upstream.repo.git(["checkout", "--quiet", "-B", `drop-total-${number}`, base]);
    const head = upstream.repo.write({ "schemas/order.avsc": orderAvsc(["id"]) }).commit("drop total");
    upstream.push(`refs/heads/drop-total-${number}`);
    fake.addPullRequest({ ...REPO, number, headSha: head, baseSha: base });
    const workspace = upstream.checkout(head);
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number, base, head }),
      githubApiUrl: fake.url,
      env: { GITHUB_SHA: head },
    });
  }

  it(
    "a waived break passes, shown apart with its reason and expiry; a waiver that matches nothing is stale",
    async () => {
      const result = await dropTotal(51, "2999-12-31");
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs).toMatchObject({ verdict: "pass", violations: "0", waived: "1" });
      const comment = fake.commentsOn(REPO, 51)[0]?.body ?? "";
      expect(comment).toContain("Waived: 1 finding the contracts' owners accepted (not counted)");
      expect(comment).toContain("totals move to the invoices topic (DATA-31)");
      expect(comment).toContain("2999-12-31");
      // The waiver of `id` matches no finding of this check: listed as stale, not counted.
      expect(comment).toContain("WAIVER_STALE");
      expect(result.annotations.filter((a) => a.level === "error" && a.file)).toEqual([]);
      expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
    },
    RUN_TIMEOUT,
  );

  it(
    "after the waiver's day the same break blocks again and names the waiver that expired",
    async () => {
      const result = await dropTotal(52, "2020-01-31");
      expect(result.code).toBe(1);
      expect(result.outputs).toMatchObject({ verdict: "block", violations: "1", waived: "0" });
      const comment = fake.commentsOn(REPO, 52)[0]?.body ?? "";
      // The comment says why the accepted break blocks again, under the contract's table.
      expect(comment).toContain(`The waiver of \`total\` at \`${LEDGER}:2\` expired on 2020-01-31`);
      expect(result.annotations.map((a) => a.message)).toContainEqual(
        expect.stringContaining(`(the waiver at ${LEDGER}:2 expired on 2020-01-31)`),
      );
      const errors = result.annotations.filter((a) => a.level === "error" && a.file);
      expect(errors.map((a) => a.file)).toEqual(["schemas/order.avsc"]);
    },
    RUN_TIMEOUT,
  );
});
