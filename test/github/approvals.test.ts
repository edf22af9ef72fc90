// Who approved a pull request's latest commit, read from the fake GitHub over HTTP (every
// request checked against GitHub's OpenAPI description): the latest verdict per reviewer, the
// commit it was given on, dismissals, team memberships, and a token that cannot read reviews.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readApprovals } from "../../src/github/approvals.js";
import { GitHubApi } from "../../src/github/github-api.js";
import { FakeGitHub } from "../support/fake-github.js";
import { virtualClock } from "../support/github-rate-limits.js";

const repo = { owner: "acme", repo: "shop" };
const OLD = "1".repeat(40);
const HEAD = "2".repeat(40);

describe("readApprovals over GitHub's reviews API", () => {
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
  });
  afterAll(() => fake.close());

  it("counts only the latest verdict of each reviewer, given on the head commit", async () => {
    fake.addPullRequest({ ...repo, number: 11, headSha: HEAD });
    const review = (user: string, state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED", commitId = HEAD) =>
      fake.addReview({ ...repo, pull: 11, user, state, commitId });
    review("olga", "APPROVED", OLD); // approved an older commit, said nothing since
    review("carol", "CHANGES_REQUESTED");
    review("carol", "APPROVED"); // changed her mind on the head
    review("dave", "APPROVED");
    review("dave", "CHANGES_REQUESTED"); // withdrew
    review("erin", "APPROVED");
    review("erin", "COMMENTED"); // a comment keeps the approval
    const frank = review("frank", "APPROVED");
    fake.dismissReview({ ...repo, pull: 11, id: frank.id });
    const approvals = await readApprovals(github, 11, HEAD);
    expect(approvals.readable && approvals.approvedBy).toEqual(["carol", "erin"]);
    expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
  });

  it("asks GitHub for team memberships: active counts, pending and none do not", async () => {
    fake.addPullRequest({ ...repo, number: 12, headSha: HEAD });
    fake.addTeamMember("acme/data-owners", "Mia");
    fake.addTeamMember("acme/data-owners", "ned", "pending");
    const approvals = await readApprovals(github, 12, HEAD);
    if (!approvals.readable) throw new Error(approvals.reason);
    expect(await approvals.isMember("acme", "data-owners", "mia")).toBe(true);
    expect(await approvals.isMember("acme", "data-owners", "ned")).toBe(false);
    expect(await approvals.isMember("acme", "data-owners", "zoe")).toBe(false);
    expect(await approvals.isMember("acme", "other-team", "mia")).toBe(false);
    const asked = fake.calls("teams/get-membership-for-user-in-org");
    expect(asked.map((r) => r.path)).toContain("/orgs/acme/teams/data-owners/memberships/mia");
    expect(asked.every((r) => r.problems.length === 0)).toBe(true);
  });

  it("says it cannot read memberships when GitHub refuses the token (403), rather than 'not a member'", async () => {
    fake.addPullRequest({ ...repo, number: 13, headSha: HEAD });
    fake.addTeamMember("acme/data-owners", "mia");
    const approvals = await readApprovals(github, 13, HEAD);
    if (!approvals.readable) throw new Error(approvals.reason);
    fake.refuseNext("teams/get-membership-for-user-in-org", {
      status: 403,
      body: {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest",
      },
      headers: {},
    });
    expect(await approvals.isMember("acme", "data-owners", "mia")).toBe("unknown");
  });

  it("is unreadable, with the reason, when the reviews cannot be read", async () => {
    fake.addPullRequest({ ...repo, number: 14, headSha: HEAD });
    fake.refuseNext("pulls/list-reviews", {
      status: 403,
      body: {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest",
      },
      headers: {},
    });
    const refused = await readApprovals(github, 14, HEAD);
    expect(refused.readable).toBe(false);
    expect(!refused.readable && refused.reason).toMatch(/reviews of pull request #14 could not be read.*403/);
    const missing = await readApprovals(github, 999, HEAD);
    expect(!missing.readable && missing.reason).toMatch(/404/);
  });
});

describe("the check's own token approves nothing", () => {
  let fake: FakeGitHub;
  let github: GitHubApi;
  beforeAll(async () => {
    // The token is bob's (a person's token with members: read, as organisations give): GET /user says bob.
    fake = await FakeGitHub.start({ token: "bobs-token", actor: "bob" });
    github = new GitHubApi({
      token: "bobs-token",
      repository: "acme/shop",
      baseUrl: fake.url,
      clock: virtualClock(),
    });
  });
  afterAll(() => fake.close());

  it("an approval by the token's account is not counted, and the reason says why", async () => {
    fake.addPullRequest({ ...repo, number: 21, headSha: HEAD });
    fake.addReview({ ...repo, pull: 21, user: "bob", state: "APPROVED", commitId: HEAD });
    fake.addReview({ ...repo, pull: 21, user: "alice", state: "APPROVED", commitId: HEAD });
    const approvals = await readApprovals(github, 21, HEAD);
    expect(approvals).toMatchObject({
      readable: true,
      approvedBy: ["alice"],
      notCounted: expect.stringContaining(
        "The approval of bob does not count: it is the account of the check's own github-token",
      ),
    });
  });
});
