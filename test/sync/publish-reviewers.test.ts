// Who the publish names as having approved a merged change (docs/intended-changes.md "Owner approval":
// the contract's `reviewers`, the `contract.break_accepted` event's): those who approved what was
// merged, the merged pull request's final head. An approval of an older commit, or of another pull
// request that holds the commit (open, or closed unmerged, on another branch), is no consent to it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitHubApi } from "../../src/github/github-api.js";
import type { GitPort } from "../../src/sync/ports.js";
import { provenanceByFile } from "../../src/sync/reconcile-apply.js";
import type { PlanEntry } from "../../src/sync/reconcile-plan.js";
import { FakeGitHub } from "../support/fake-github.js";
import { virtualClock } from "../support/github-rate-limits.js";

const repo = { owner: "acme", repo: "shop" };
const [OLD, HEAD, MERGE, OTHER] = ["1", "2", "3", "4"].map((c) => c.repeat(40)) as [
  string,
  string,
  string,
  string,
];

/** The commit that last changed the contract file is `commit`; Git says nothing else of interest. */
const gitWith = (commit: string): GitPort =>
  ({
    lastChanges: async (_rev: string, paths: readonly string[]) => new Map(paths.map((p) => [p, commit])),
    provenance: async (sha: string) => ({
      sha,
      author: { name: "Ada", email: "ada@example.com", date: "2026-01-01T00:00:00Z" },
      committer: { name: "Cy", email: "cy@example.com", date: "2026-01-01T00:00:00Z" },
      subject: "change",
    }),
  }) as unknown as GitPort;

describe("the reviewers a publish names", () => {
  let fake: FakeGitHub;
  let github: GitHubApi;
  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: "secret" });
    github = new GitHubApi({
      token: "secret",
      repository: "acme/shop",
      baseUrl: fake.url,
      clock: virtualClock(),
    });
    // #7: merged; alice approved an older commit and said nothing since, bob approved the merged head,
    // carol (no owner of anything here) approved the head too: reviewers are who approved the head.
    fake.addPullRequest({
      ...repo,
      number: 7,
      state: "closed",
      headSha: HEAD,
      mergeCommitSha: MERGE,
      mergedAt: "2026-03-04T05:06:07Z",
      commits: [OLD, HEAD],
    });
    fake.addReview({ ...repo, pull: 7, user: "alice", state: "APPROVED", commitId: OLD });
    fake.addReview({ ...repo, pull: 7, user: "bob", state: "APPROVED", commitId: HEAD });
    // #9: open, to another branch, holds OTHER; alice approved it there.
    fake.addPullRequest({ ...repo, number: 9, headSha: OTHER, baseRef: "sandbox", commits: [OTHER] });
    fake.addReview({ ...repo, pull: 9, user: "alice", state: "APPROVED", commitId: OTHER });
  });
  afterAll(() => fake.close());

  const reviewersOf = async (commit: string) => {
    const entries = [{ filePath: "contracts/orders.yaml" }] as unknown as PlanEntry[];
    const provenance = await provenanceByFile(entries, {
      after: commit,
      gitRepo: undefined,
      git: gitWith(commit),
      github,
    });
    return provenance.get("contracts/orders.yaml")?.reviewers;
  };

  it("a merged pull request: those who approved its final head, not an older commit", async () => {
    expect(await reviewersOf(MERGE)).toEqual(["bob"]);
  });

  it("a commit an open pull request to another branch holds: no one (its approvals are not this merge's)", async () => {
    expect(await reviewersOf(OTHER)).toEqual([]);
  });
});
