// The bundled action judges the merge result (docs/rules.md "The merge result: what is judged"): with GitHub's merge
// ref checked out (refs/pull/N/merge, GITHUB_SHA) it checks that merge as it is; with the branch
// tip checked out it computes the merge itself. Either way a branch behind main is not blamed for
// main's changes, and a merge that conflicts blocks.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";
import { CURRENCY_FIELD, NOTE_FIELD, orderAvsc, orderEventContract } from "../support/order-schema.js";
import { pullRequestEvent, runBundledAction, TOKEN, Upstream } from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;

describe.sequential("the bundled action checks the merge of a branch behind main", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  let head: string;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": orderAvsc(),
      "contracts/order_events.yaml": orderEventContract(false),
    });
    const forkPoint = upstream.commit("orders");
    // The branch adds an optional field at the end of the record ...
    upstream.repo.git(["checkout", "--quiet", "-b", "add-note"]);
    upstream.repo.write({ "schemas/order.avsc": orderAvsc([], [NOTE_FIELD]) });
    head = upstream.commit("add note");
    upstream.push("refs/heads/add-note");
    // ... while main added a required field near the top of the same file, and its contract.
    upstream.repo.git(["checkout", "--quiet", "-B", "main", forkPoint]);
    upstream.repo.write({
      "schemas/order.avsc": orderAvsc([CURRENCY_FIELD]),
      "contracts/order_events.yaml": orderEventContract(true),
    });
    base = upstream.commit("currency is required");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the action on pull request `number` with `checkedOut` as the checkout (and GITHUB_SHA). */
  async function check(number: number, prHead: string, checkedOut: string) {
    fake.addPullRequest({ ...REPO, number, headSha: prHead, baseSha: base, author: "hanna" });
    const workspace = upstream.checkout(checkedOut);
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number, base, head: prHead }),
      githubApiUrl: fake.url,
      env: { GITHUB_SHA: checkedOut },
    });
  }

  /** GitHub's merge ref: the head merged into the base tip, the base first. */
  function mergeRef(number: number): string {
    upstream.repo.git(["checkout", "--quiet", "--detach", base]);
    upstream.repo.git(["merge", "--quiet", "--no-ff", "--no-edit", head]);
    const merge = upstream.repo.head();
    upstream.push(`refs/pull/${number}/merge`);
    return merge;
  }

  it(
    "with the branch tip checked out, the merge is computed and the pull request passes",
    async () => {
      const result = await check(61, head, head);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs.verdict).toBe("pass");
      expect(result.stdout).toContain("the head is behind the base: checking their merge");
      expect(result.summary).not.toContain("currency");
    },
    RUN_TIMEOUT,
  );

  it(
    "with GitHub's merge ref checked out (shallow), that merge is checked as it is and the pull request passes",
    async () => {
      const merge = mergeRef(62);
      const result = await check(62, head, merge);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.outputs.verdict).toBe("pass");
      expect(result.stdout).not.toContain("checking their merge");
      expect(result.summary).not.toContain("currency");
    },
    RUN_TIMEOUT,
  );

  it(
    "a branch whose merge conflicts blocks with 'rebase on the base branch'",
    async () => {
      upstream.repo.git(["checkout", "--quiet", "-B", "add-region", `${head}~1`]);
      upstream.repo.write({ "schemas/order.avsc": orderAvsc([`{ "name": "region", "type": "string" }`]) });
      const conflicting = upstream.commit("add region");
      upstream.push("refs/heads/add-region");
      const result = await check(63, conflicting, conflicting);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs.verdict).toBe("block");
      const conflict = result.annotations.find((a) => a.file === "schemas/order.avsc");
      expect(conflict?.level).toBe("error");
      expect(conflict?.message).toContain("rebase on the base branch");
    },
    RUN_TIMEOUT,
  );
});
