// GitHub's passing failures on the reads owner approval rests on (the reviews list, team
// memberships), against the fake GitHub: a server error (5xx) is asked again by
// @octokit/plugin-retry (1, 4 and 9 s later), a secondary rate limit by the throttling plugin
// within the run's wait budget; what never recovers fails closed with its cause named. Told by
// the requests GitHub saw and what the check concluded, on a virtual clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readApprovals } from "../../src/github/approvals.js";
import { GitHubApi } from "../../src/github/github-api.js";
import { commentMarker } from "../../src/report/comment-marker.js";
import { FakeGitHub, rateLimitAnswer } from "../support/fake-github.js";
import { type RefusalAnswer, virtualClock } from "../support/github-rate-limits.js";

const repo = { owner: "acme", repo: "shop" };
const HEAD = "2".repeat(40);

/** A server error as GitHub answers one (`retry-after` when it names a wait). */
const serverError = (status: number, retryAfter?: number): RefusalAnswer => ({
  status,
  body: { message: status === 500 ? "Server Error" : "Service Unavailable" },
  headers: retryAfter === undefined ? {} : { "retry-after": String(retryAfter) },
});

describe("transient GitHub failures of owner approval's reads", () => {
  let fake: FakeGitHub;
  let pull = 100;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: "secret" });
    fake.addTeamMember("acme/data-owners", "mia");
  });
  afterAll(() => fake.close());

  /** A pull request approved on its head by alice, and a client of its own (its own wait budget). */
  function approvedPull(rateLimitWaitMs?: number) {
    pull++;
    fake.addPullRequest({ ...repo, number: pull, headSha: HEAD });
    fake.addReview({ ...repo, pull, user: "alice", state: "APPROVED", commitId: HEAD });
    const clock = virtualClock();
    const github = new GitHubApi({
      token: "secret",
      repository: "acme/shop",
      baseUrl: fake.url,
      clock,
      rateLimitWaitMs,
    });
    return { github, clock, number: pull };
  }

  const statusesOf = (operationId: string, path: string) =>
    fake
      .calls(operationId)
      .filter((r) => r.path === path)
      .map((r) => r.status);

  it.each([500, 502, 503, 504])("reads the approval after one %i on the reviews list", async (status) => {
    const { github, number } = approvedPull();
    fake.refuseNext("pulls/list-reviews", serverError(status));
    const approvals = await readApprovals(github, number, HEAD);
    expect(approvals.readable && approvals.approvedBy).toEqual(["alice"]);
    expect(statusesOf("pulls/list-reviews", `/repos/acme/shop/pulls/${number}/reviews`)).toEqual([
      status,
      200,
    ]);
  });

  it("reads the approval after server errors twice and a secondary rate limit", async () => {
    const { github, number } = approvedPull();
    fake.refuseNext(
      "pulls/list-reviews",
      serverError(502),
      rateLimitAnswer({ secondary: { status: 429, retryAfter: 1 } }),
      serverError(500),
      rateLimitAnswer({ secondary: { status: 403 } }),
    );
    const approvals = await readApprovals(github, number, HEAD);
    expect(approvals.readable && approvals.approvedBy).toEqual(["alice"]);
    expect(statusesOf("pulls/list-reviews", `/repos/acme/shop/pulls/${number}/reviews`)).toEqual([
      502, 429, 500, 403, 200,
    ]);
  });

  it("a server error's waits are plugin-retry's; only a rate limit's come out of the budget", async () => {
    const { github, clock, number } = approvedPull();
    fake.refuseNext(
      "pulls/list-reviews",
      serverError(503, 7),
      rateLimitAnswer({ secondary: { status: 403 } }),
    );
    const approvals = await readApprovals(github, number, HEAD);
    expect(approvals.readable && approvals.approvedBy).toEqual(["alice"]);
    expect(clock.sleeps).toEqual([60_000]);
  });

  it("fails closed, naming the server error and the retries, when the reviews list never recovers", async () => {
    const { github, number } = approvedPull();
    // As many as are asked (the first and three more): a refusal left over would answer the next test.
    fake.refuseNext("pulls/list-reviews", ...Array.from({ length: 4 }, () => serverError(500)));
    const approvals = await readApprovals(github, number, HEAD);
    expect(approvals.readable).toBe(false);
    const reason = approvals.readable ? "" : approvals.reason;
    expect(reason).toMatch(
      new RegExp(
        `reviews of pull request #${number} could not be read \\(GitHub GET pulls/${number}/reviews`,
      ),
    );
    expect(reason).toContain("failed with 500: Server Error (GitHub server error 500, asked 4 times)");
    expect(reason).toContain("run the check again when GitHub answers");
    expect(reason).not.toContain("the token needs");
    expect(statusesOf("pulls/list-reviews", `/repos/acme/shop/pulls/${number}/reviews`)).toEqual([
      500, 500, 500, 500,
    ]);
  });

  it("asks again after server errors even when the rate-limit budget is spent", async () => {
    const { github, clock, number } = approvedPull(0);
    fake.refuseNext("pulls/list-reviews", serverError(502), serverError(502));
    const approvals = await readApprovals(github, number, HEAD);
    expect(approvals.readable && approvals.approvedBy).toEqual(["alice"]);
    expect(clock.sleeps).toEqual([]);
    expect(statusesOf("pulls/list-reviews", `/repos/acme/shop/pulls/${number}/reviews`)).toEqual([
      502, 502, 200,
    ]);
  });

  it("reads a team membership after a server error; one that never answers is unknown, not 'no'", async () => {
    const { github, number } = approvedPull();
    const approvals = await readApprovals(github, number, HEAD);
    if (!approvals.readable) throw new Error(approvals.reason);
    fake.refuseNext("teams/get-membership-for-user-in-org", serverError(502));
    expect(await approvals.isMember("acme", "data-owners", "mia")).toBe(true);
    fake.refuseNext(
      "teams/get-membership-for-user-in-org",
      ...Array.from({ length: 4 }, () => serverError(500)),
    );
    expect(await approvals.isMember("acme", "data-owners", "zoe")).toBe("unknown");
    expect(
      statusesOf("teams/get-membership-for-user-in-org", "/orgs/acme/teams/data-owners/memberships/mia"),
    ).toEqual([502, 200]);
    expect(
      statusesOf("teams/get-membership-for-user-in-org", "/orgs/acme/teams/data-owners/memberships/zoe"),
    ).toEqual([500, 500, 500, 500]);
  });

  it("asks a refusal (403 without a rate limit) once, and names the token", async () => {
    const { github, number } = approvedPull();
    fake.refuseNext("pulls/list-reviews", {
      status: 403,
      body: {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest",
      },
      headers: {},
    });
    const approvals = await readApprovals(github, number, HEAD);
    expect(!approvals.readable && approvals.reason).toContain("the token needs pull-requests: read");
    expect(statusesOf("pulls/list-reviews", `/repos/acme/shop/pulls/${number}/reviews`)).toEqual([403]);
  });

  it("repeats a write GitHub answered with a server error (plugin-retry: writes too)", async () => {
    const { github, number } = approvedPull();
    fake.refuseNext("issues/create-comment", serverError(502));
    const result = await github.upsertStickyComment(number, commentMarker("w", "j"), "report");
    expect(result?.action).toBe("created");
    expect(
      fake
        .calls("issues/create-comment")
        .filter((r) => r.path.endsWith(`/${number}/comments`))
        .map((r) => r.status),
    ).toEqual([502, 201]);
    expect(fake.commentsOn(repo, number)).toHaveLength(1);
  });
});
