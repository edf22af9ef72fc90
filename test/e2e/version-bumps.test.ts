// The version rule through the bundled action (docs/intended-changes.md "Intended changes"): a pull request that breaks
// its contract without a new major version blocks, with the version to write offered as a review
// suggestion on the contract's `version:` line (kept up to date by a second run, never posted twice,
// resolved once the version is right); where the line is outside the pull request's diff, GitHub
// refuses a review comment (422) and the sticky comment alone shows the line. A version lowered by
// semver's precedence (2.0.0-rc.10 -> 2.0.0-rc.9: numeric identifiers compare as numbers) blocks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub, gitPullDiff } from "../support/fake-github.js";
import { TOKEN, Upstream } from "./harness.js";
import { PullRequestRuns } from "./pull-request-runs.js";

const REPO = { owner: "acme", repo: "shop" };
const RUN_TIMEOUT = 120_000;
const FILE = "contracts/orders.yaml";

const CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;

const orderAvsc = (fields: string[]) =>
  `${JSON.stringify({ type: "record", name: "Order", namespace: "acme", fields: fields.map((name) => ({ name, type: "long" })) }, null, 2)}\n`;

/** The contract, its `version:` on line 3 and its fields from line 7 on. */
const contract = (version: string, fields: string[]) => `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
version: ${version}
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: BLOCK
schema:
${fields.map((name) => `  - name: ${name}\n    type: int64\n`).join("")}`;

const SUGGESTION = "```suggestion\nversion: 2.0.0\n```";

describe.sequential("the bundled action asks for the version a contract's change needs", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let runs: PullRequestRuns;
  let base: string;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create();
    runs = new PullRequestRuns(fake, upstream);
    upstream.repo.write({
      ".github/contract-sync.yml": CONFIG,
      "schemas/order.avsc": orderAvsc(["id", "total", "note"]),
      [FILE]: contract("1.4.2", ["id", "total", "note"]),
    });
    base = upstream.commit("orders 1.4.2");
    upstream.push("refs/heads/main");
  });
  afterAll(async () => {
    await fake.close();
    runs.cleanup();
  });

  /** A commit of branch `name` (from `from`) with the record's and the contract's fields and version. */
  function commit(name: string, from: string, version: string, fields: string[]): string {
    upstream.repo.git(["checkout", "--quiet", "-B", name, from]);
    const head = upstream.repo
      .write({ "schemas/order.avsc": orderAvsc(fields), [FILE]: contract(version, fields) })
      .commit(`${fields.join(", ")} at ${version}`);
    upstream.push(`refs/heads/${name}`);
    return head;
  }

  async function check(number: number, head: string, onto = { base: "", mergeRef: false }) {
    const target = onto.base || base;
    fake.reviewComments.setDiff({ ...REPO, pull: number }, gitPullDiff(upstream.repo.dir, target));
    const checkedOut = onto.mergeRef ? runs.mergeRef(number, target, head) : head;
    const result = await runs.check(number, { base: target, head, checkedOut });
    const sticky = fake.commentsOn(REPO, number).map((c) => c.body);
    return { ...result, sticky, suggestions: fake.reviewComments.on(REPO, number) };
  }

  it(
    "blocks a break under a minor version, suggests 2.0.0 on the version line, edits it on the next run; 2.0.0 meets the rule",
    async () => {
      const first = await check(61, commit("drop-total", base, "1.5.0", ["id", "note"]));
      expect(first.code, first.stdout + first.stderr).toBe(1);
      expect(first.outputs.verdict).toBe("block");
      expect(first.annotations).toContainEqual(
        expect.objectContaining({
          level: "error",
          file: FILE,
          line: 3,
          title: expect.stringContaining("Contract version not bumped"),
        }),
      );
      expect(first.sticky.join("\n")).toContain("CONTRACT_VERSION_NOT_BUMPED");
      expect(first.sticky.join("\n")).toContain("Suggested line 3: `version: 2.0.0`.");
      expect(first.suggestions).toHaveLength(1);
      const [suggestion] = first.suggestions;
      expect(suggestion).toMatchObject({ path: FILE, line: 3, user: "github-actions[bot]" });
      expect(suggestion?.body).toContain(SUGGESTION);
      expect(suggestion?.body).toContain("FIELD_REMOVED total");
      expect(first.stdout).toContain("review suggestion created");

      // A second commit that also drops `note`: the same comment is edited, none is added.
      const secondHead = commit("drop-total", fake.reviewComments.on(REPO, 61)[0]?.commitId ?? "", "1.5.0", [
        "id",
      ]);
      const second = await check(61, secondHead);
      expect(second.code).toBe(1);
      expect(second.suggestions).toHaveLength(1);
      expect(second.suggestions[0]?.id).toBe(suggestion?.id);
      expect(second.suggestions[0]?.body).toContain("FIELD_REMOVED note");
      expect(second.suggestions[0]?.body).toContain(SUGGESTION);
      expect(fake.calls("pulls/create-review-comment")).toHaveLength(1);
      expect(fake.calls("pulls/update-review-comment")).toHaveLength(1);
      expect(second.stdout).toContain("review suggestion updated");

      // With the major version the version rule is met and the suggestion says it is no longer current;
      // the break still waits for an owner's approval (docs/intended-changes.md "Owner approval"), and that is all.
      const third = await check(61, commit("drop-total", secondHead, "2.0.0", ["id"]));
      expect(third.code, third.stdout + third.stderr).toBe(1);
      expect(third.sticky.join("\n")).not.toContain("CONTRACT_VERSION_NOT_BUMPED");
      expect(third.annotations.filter((a) => a.level === "error" && a.file).map((a) => a.title)).toEqual([
        "Owner approval required: contract orders",
      ]);
      expect(third.suggestions).toHaveLength(1);
      expect(third.suggestions[0]?.body).not.toContain("```suggestion");
      expect(third.suggestions[0]?.body).toContain("No longer current");
      expect(fake.calls("pulls/create-review-comment")).toHaveLength(1);
      expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
    },
    RUN_TIMEOUT * 3,
  );

  it(
    "keeps the suggestion in the sticky comment when the version line is outside the diff (GitHub's 422)",
    async () => {
      const result = await check(62, commit("drop-note", base, "1.4.2", ["id", "total"]));
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.sticky.join("\n")).toContain("Suggested line 3: `version: 2.0.0`.");
      const posted = fake
        .calls("pulls/create-review-comment")
        .filter((r) => r.path.endsWith("/pulls/62/comments"));
      expect(posted.map((r) => r.status)).toEqual([422]);
      expect(result.suggestions).toEqual([]);
      expect(result.stdout).toContain("no review suggestion for contracts/orders.yaml:3");
      expect(result.stdout).toContain("must be part of the diff");
    },
    RUN_TIMEOUT,
  );

  it(
    "puts the suggestion on the head's line with GitHub's merge ref checked out (shallow), main having moved on",
    async () => {
      const head = commit("drop-total-63", base, "1.5.0", ["id", "note"]);
      upstream.repo.git(["checkout", "--quiet", "-B", "main", base]);
      const moved = upstream.repo.write({ "README.md": "shop\n" }).commit("readme");
      upstream.push("refs/heads/main");
      const result = await check(63, head, { base: moved, mergeRef: true });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.suggestions.map((c) => [c.path, c.line, c.commitId])).toEqual([[FILE, 3, head]]);
      expect(result.suggestions[0]?.body).toContain(SUGGESTION);
    },
    RUN_TIMEOUT,
  );

  it(
    "blocks a version lowered from 2.0.0-rc.10 to 2.0.0-rc.9, nothing else changed",
    async () => {
      upstream.repo.git(["checkout", "--quiet", "-B", "rc-base", base]);
      const rcBase = upstream.repo
        .write({ [FILE]: contract("2.0.0-rc.10", ["id", "total", "note"]) })
        .commit("orders 2.0.0-rc.10");
      upstream.push("refs/heads/rc-base");
      const head = commit("rc-9", rcBase, "2.0.0-rc.9", ["id", "total", "note"]);
      const result = await check(64, head, { base: rcBase, mergeRef: false });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.outputs.verdict).toBe("block");
      const sticky = result.sticky.join("\n");
      expect(sticky).toContain("CONTRACT_VERSION_NOT_BUMPED");
      expect(sticky).toContain("its version goes down from 2.0.0-rc.10 to 2.0.0-rc.9");
      expect(result.annotations).toContainEqual(
        expect.objectContaining({ level: "error", file: FILE, line: 3 }),
      );
      expect(result.annotations.filter((a) => a.level === "error" && a.file).map((a) => a.title)).toEqual([
        "Contract version not bumped: contract orders",
      ]);
    },
    RUN_TIMEOUT,
  );
});
