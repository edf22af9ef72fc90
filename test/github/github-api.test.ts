import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedLogins, readApprovals } from "../../src/github/approvals.js";
import { GitHubApi, GitHubError } from "../../src/github/github-api.js";
import { commentMarker as stickyCommentMarker } from "../../src/report/comment-marker.js";
import { FakeGitHub } from "../support/fake-github.js";
import { virtualClock } from "../support/github-rate-limits.js";

describe("GitHubApi against the fake GitHub API", () => {
  let fake: FakeGitHub;
  let github: GitHubApi;
  const repo = { owner: "acme", repo: "shop" };
  const marker = stickyCommentMarker("Data contracts", "check");

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: "secret" });
    // A virtual clock: the second between writes is recorded, not spent.
    github = new GitHubApi({
      token: "secret",
      repository: "acme/shop",
      baseUrl: fake.url,
      clock: virtualClock(),
    });
  });
  afterAll(() => fake.close());

  it("edits the sticky comment instead of adding another, across three runs", async () => {
    fake.addPullRequest({ ...repo, number: 1 });
    fake.addComment({ ...repo, issue: 1, user: "alice", body: "LGTM, but see the report" });
    const first = await github.upsertStickyComment(1, marker, "report v1");
    const second = await github.upsertStickyComment(1, marker, "report v2");
    const third = await github.upsertStickyComment(1, marker, "report v3");
    expect([first?.action, second?.action, third?.action]).toEqual(["created", "updated", "updated"]);
    expect(second?.id).toBe(first?.id);
    expect(third?.url).toBe(`https://github.com/acme/shop/pull/1#issuecomment-${first?.id}`);
    const ours = fake.commentsOn(repo, 1).filter((c) => c.body.includes(marker));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.body).toBe(`${marker}\nreport v3`);
    expect(fake.calls("issues/create-comment")).toHaveLength(1);
    expect(fake.calls("issues/update-comment")).toHaveLength(2);
    expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
  });

  it("leaves an identical comment alone", async () => {
    fake.addPullRequest({ ...repo, number: 2 });
    await github.upsertStickyComment(2, marker, "same");
    const updatesBefore = fake.calls("issues/update-comment").length;
    expect((await github.upsertStickyComment(2, marker, "same"))?.action).toBe("unchanged");
    expect(fake.calls("issues/update-comment")).toHaveLength(updatesBefore);
  });

  it("finds the marker beyond the first 100 comments", async () => {
    fake.addPullRequest({ ...repo, number: 3 });
    for (let i = 0; i < 140; i++) fake.addComment({ ...repo, issue: 3, user: "bob", body: `chatter ${i}` });
    const old = fake.addComment({
      ...repo,
      issue: 3,
      user: "github-actions[bot]",
      body: `${marker}\nold report`,
    });
    for (let i = 0; i < 30; i++) fake.addComment({ ...repo, issue: 3, user: "bob", body: `more ${i}` });
    const result = await github.upsertStickyComment(3, marker, "new report");
    expect(result).toMatchObject({ id: old.id, action: "updated" });
    expect(fake.commentsOn(repo, 3)).toHaveLength(171);
    expect(old.body).toBe(`${marker}\nnew report`);
    const pages = fake
      .calls("issues/list-comments")
      .filter((r) => r.path === "/repos/acme/shop/issues/3/comments");
    expect(pages.map((r) => r.query.page ?? "1")).toEqual(["1", "2"]);
  });

  it("keeps markers of other workflows and jobs apart", async () => {
    fake.addPullRequest({ ...repo, number: 4 });
    await github.upsertStickyComment(4, marker, "check job");
    await github.upsertStickyComment(
      4,
      stickyCommentMarker("Data contracts", "check (ubuntu)"),
      "matrix job",
    );
    expect(fake.commentsOn(repo, 4)).toHaveLength(2);
  });

  it("creates nothing on a clean pull request when createIfMissing is false", async () => {
    fake.addPullRequest({ ...repo, number: 5 });
    expect(
      await github.upsertStickyComment(5, marker, "all good", { createIfMissing: false }),
    ).toBeUndefined();
    expect(fake.commentsOn(repo, 5)).toHaveLength(0);
    // ...but still updates an earlier report, so a fixed PR does not keep a stale failure
    await github.upsertStickyComment(5, marker, "2 violations");
    const fixed = await github.upsertStickyComment(5, marker, "all good", { createIfMissing: false });
    expect(fixed?.action).toBe("updated");
    expect(fake.commentsOn(repo, 5).map((c) => c.body)).toEqual([`${marker}\nall good`]);
  });

  it("leaves a marker comment by another account alone, names it, and writes its own", async () => {
    fake.addPullRequest({ ...repo, number: 20 });
    const planted = fake.addComment({ ...repo, issue: 20, user: "mallory", body: `${marker}\nall clear!` });
    const foreign: Array<{ url: string; author: string }> = [];
    const onForeignMarker = (c: { url: string; author: string }) => foreign.push(c);
    const first = await github.upsertStickyComment(20, marker, "2 violations", { onForeignMarker });
    expect(first?.action).toBe("created");
    expect(first?.id).not.toBe(planted.id);
    expect(planted.body).toBe(`${marker}\nall clear!`);
    expect(foreign).toEqual([
      { url: expect.stringContaining(`#issuecomment-${planted.id}`), author: "mallory" },
    ]);
    // Its own comment is found again by its author, after the planted one.
    const second = await github.upsertStickyComment(20, marker, "1 violation", { onForeignMarker });
    expect(second).toMatchObject({ id: first?.id, action: "updated" });
    expect(fake.calls("issues/update-comment").map((r) => r.path)).not.toContain(
      `/repos/acme/shop/issues/comments/${planted.id}`,
    );
    // GITHUB_TOKEN may not read GET /user (403): the Actions bot is the author, asked once.
    expect(fake.calls("users/get-authenticated").map((r) => r.status)).toEqual([403]);
  });

  it("with a user's token, the comments of that user are ours and the Actions bot's are not", async () => {
    const asUser = await FakeGitHub.start({ token: "pat", actor: "ci-user" });
    try {
      const api = new GitHubApi({
        token: "pat",
        repository: "acme/shop",
        baseUrl: asUser.url,
        clock: virtualClock(),
      });
      asUser.addPullRequest({ ...repo, number: 1 });
      const bot = asUser.addComment({
        ...repo,
        issue: 1,
        user: "github-actions[bot]",
        body: `${marker}\nold`,
      });
      const mine = asUser.addComment({ ...repo, issue: 1, user: "ci-user", body: `${marker}\nmine` });
      const foreign: string[] = [];
      const result = await api.upsertStickyComment(1, marker, "new", {
        onForeignMarker: (c) => foreign.push(c.author),
      });
      expect(result).toMatchObject({ id: mine.id, action: "updated" });
      expect(bot.body).toBe(`${marker}\nold`);
      expect(foreign).toEqual(["github-actions[bot]"]);
      expect(asUser.requests.every((r) => r.problems.length === 0)).toBe(true);
    } finally {
      await asUser.close();
    }
  });

  it("approving reviewers are those whose latest verdict is APPROVED", async () => {
    fake.addPullRequest({ ...repo, number: 6 });
    const review = (
      user: string | null,
      state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "DISMISSED",
    ) => fake.addReview({ ...repo, pull: 6, user, state });
    review("carol", "CHANGES_REQUESTED");
    review("carol", "APPROVED"); // changed her mind: approves
    review("dave", "APPROVED");
    review("dave", "CHANGES_REQUESTED"); // withdrew
    review("erin", "APPROVED");
    review("erin", "COMMENTED"); // a later comment keeps the approval (as on GitHub)
    review("frank", "APPROVED");
    review("frank", "DISMISSED");
    review(null, "APPROVED"); // deleted account
    review("grace", "COMMENTED");
    expect(await github.approvingReviewers(6)).toEqual(["carol", "erin"]);
  });

  it("pages through more than 100 reviews", async () => {
    fake.addPullRequest({ ...repo, number: 8 });
    for (let i = 0; i < 120; i++) fake.addReview({ ...repo, pull: 8, user: `u${i}`, state: "COMMENTED" });
    fake.addReview({ ...repo, pull: 8, user: "late", state: "APPROVED" });
    expect(await github.approvingReviewers(8)).toEqual(["late"]);
  });

  it("reads every page of reviews for the latest commit's approvals: a withdrawal or an approval past the first page counts", async () => {
    const head = "a".repeat(40);
    const approvalsOf = async (
      pull: number,
      reviews: Array<[string, "APPROVED" | "CHANGES_REQUESTED" | "DISMISSED"]>,
    ) => {
      fake.addPullRequest({ ...repo, number: pull, headSha: head });
      fake.addReview({ ...repo, pull, user: "alice", state: "APPROVED", commitId: head });
      // carol's comments push what follows past the first page (100, the most GitHub gives).
      for (let i = 0; i < 140; i++) fake.addReview({ ...repo, pull, user: "carol", state: "COMMENTED" });
      for (const [user, state] of reviews) fake.addReview({ ...repo, pull, user, state, commitId: head });
      const approvals = await readApprovals(github, pull, head);
      return approvals.readable ? approvals.approvedBy : approvals.reason;
    };
    expect(await approvalsOf(12, [])).toEqual(["alice"]);
    expect(await approvalsOf(13, [["alice", "CHANGES_REQUESTED"]])).toEqual([]);
    expect(await approvalsOf(14, [["alice", "DISMISSED"]])).toEqual([]);
    expect(await approvalsOf(15, [["bob", "APPROVED"]])).toEqual(["alice", "bob"]);
    expect(fake.calls("pulls/list-reviews").length).toBeGreaterThanOrEqual(8);
  });

  it("finds the pull request of a commit: the merged one for a merge commit", async () => {
    fake.addPullRequest({
      ...repo,
      number: 10,
      state: "closed",
      headSha: "c".repeat(40),
      commits: ["c".repeat(40)],
    });
    fake.addPullRequest({
      ...repo,
      number: 11,
      state: "closed",
      headSha: "d".repeat(40),
      mergeCommitSha: "e".repeat(40),
      mergedAt: "2026-02-03T04:05:06Z",
      author: "hanna",
      commits: ["d".repeat(40)],
    });
    const merged = await github.findPullRequestForCommit("e".repeat(40));
    expect(merged).toEqual({
      number: 11,
      url: "https://github.com/acme/shop/pull/11",
      title: "Pull request 11",
      state: "closed",
      author: "hanna",
      headSha: "d".repeat(40),
      headRef: "feature-11",
      baseSha: "b".repeat(40),
      baseRef: "main",
      mergedAt: "2026-02-03T04:05:06Z",
      mergeCommitSha: "e".repeat(40),
    });
    expect((await github.findPullRequestForCommit("c".repeat(40)))?.number).toBe(10);
    expect(await github.findPullRequestForCommit("f".repeat(40))).toBeUndefined();
    expect((await github.pullRequest(11)).mergedAt).toBe("2026-02-03T04:05:06Z");
  });

  it("reports API failures with the call, the repository and the status", async () => {
    const error = await github.pullRequest(999).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).status).toBe(404);
    expect((error as GitHubError).message).toMatch(/GET pulls\/999 in acme\/shop failed with 404/);
    const wrongToken = new GitHubApi({ token: "nope", repository: "acme/shop", baseUrl: fake.url });
    await expect(wrongToken.approvingReviewers(6)).rejects.toThrow(/401/);
  });

  it("takes the API root from GITHUB_API_URL", async () => {
    const saved = process.env.GITHUB_API_URL;
    process.env.GITHUB_API_URL = `${fake.url}/`;
    try {
      const fromEnv = new GitHubApi({ token: "secret", repository: "acme/shop" });
      expect((await fromEnv.pullRequest(11)).number).toBe(11);
    } finally {
      if (saved === undefined) delete process.env.GITHUB_API_URL;
      else process.env.GITHUB_API_URL = saved;
    }
    expect(() => new GitHubApi({ token: "x", repository: "acme" })).toThrow(/owner\/repo/);
  });
});

describe("GitHubApi on GitHub Enterprise Server", () => {
  it("calls and pages under the API root's path (/api/v3)", async () => {
    const ghes = await FakeGitHub.start({ token: "secret", apiPrefix: "/api/v3" });
    try {
      const repo = { owner: "acme", repo: "shop" };
      const marker = stickyCommentMarker("Data contracts", "check");
      ghes.addPullRequest({ ...repo, number: 5 });
      for (let i = 0; i < 120; i++) ghes.addComment({ ...repo, issue: 5, user: "bob", body: `chatter ${i}` });
      ghes.addReview({ ...repo, pull: 5, user: "alice", state: "APPROVED" });
      const github = new GitHubApi({
        token: "secret",
        repository: "acme/shop",
        baseUrl: `${ghes.url}/`,
        clock: virtualClock(),
      });
      expect(ghes.url).toMatch(/\/api\/v3$/);
      expect((await github.upsertStickyComment(5, marker, "report"))?.action).toBe("created");
      expect(await github.approvingReviewers(5)).toEqual(["alice"]);
      // Both pages of comments (the Link header's next is under the root too), the review, the comment.
      expect(ghes.requests.map((r) => `${r.method} ${r.operationId} ${r.status}`)).toEqual([
        "GET issues/list-comments 200",
        "GET issues/list-comments 200",
        "POST issues/create-comment 201",
        "GET pulls/list-reviews 200",
      ]);
      expect(ghes.requests.flatMap((r) => r.problems)).toEqual([]);
    } finally {
      await ghes.close();
    }
  });
});

describe("GitHubApi without an answer", () => {
  it("a refused connection is a GitHubError naming the call, without a status", async () => {
    // A loopback port just freed: nothing listens there (fetch refuses port 9, discard, outright).
    // Asked again after 1, 4 and 9 s of a virtual clock.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = new GitHubApi({
      token: "t",
      repository: "acme/shop",
      baseUrl: `http://127.0.0.1:${port}`,
      clock: virtualClock(),
    });
    const error = await nowhere.upsertStickyComment(1, "<!-- m -->", "x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).status).toBeUndefined();
    expect((error as GitHubError).message).toMatch(
      /GET issues\/1\/comments in acme\/shop failed: .*ECONNREFUSED.* \(no answer, asked 4 times\)$/,
    );
  });
});

describe("sticky comment marker and approvers", () => {
  it("encodes parts so the marker stays one HTML comment", () => {
    expect(stickyCommentMarker("CI", "check")).toBe("<!-- contract-sync:CI:check -->");
    const odd = stickyCommentMarker("a --> b", "x:y");
    expect(odd.match(/-->/g)).toHaveLength(1);
    expect(odd).toBe("<!-- contract-sync:a%20--%3E%20b:x%3Ay -->");
  });

  it("ignores pending reviews", () => {
    expect(
      approvedLogins([
        { login: "a", state: "APPROVED", commitId: "c1" },
        { login: "a", state: "PENDING", commitId: "c1" },
      ]),
    ).toEqual(["a"]);
  });
});
