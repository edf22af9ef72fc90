// Review comments (a ```suggestion lives only in one) through GitHubApi against the fake GitHub,
// whose diff comes from a real repository: placed on a line of the diff, refused (422) outside it,
// edited in place, and listed as this token's only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitHubApi, GitHubError } from "../../src/github/github-api.js";
import { FakeGitHub, gitPullDiff } from "../support/fake-github.js";
import { TestRepo } from "../support/git-repo.js";
import { virtualClock } from "../support/github-rate-limits.js";

const REPO = { owner: "acme", repo: "shop" };
const FILE = "contracts/orders.yaml";
const lines = (n: number, changed: Record<number, string> = {}) =>
  `${Array.from({ length: n }, (_, i) => changed[i + 1] ?? `line ${i + 1}`).join("\n")}\n`;

describe("review comments against the fake GitHub", () => {
  let fake: FakeGitHub;
  let github: GitHubApi;
  let repo: TestRepo;
  let base: string;
  let head: string;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: "secret" });
    github = new GitHubApi({
      token: "secret",
      repository: "acme/shop",
      baseUrl: fake.url,
      clock: virtualClock(),
    });
    repo = TestRepo.init();
    base = repo.write({ [FILE]: lines(30) }).commit("base");
    // Line 20 changes: the diff's hunk holds lines 17 to 23 (three lines of context each side).
    head = repo.write({ [FILE]: lines(30, { 20: "line twenty" }) }).commit("head");
    fake.addPullRequest({ ...REPO, number: 7, headSha: head, baseSha: base });
    fake.reviewComments.setDiff({ ...REPO, pull: 7 }, gitPullDiff(repo.dir, base));
  });
  afterAll(async () => {
    await fake.close();
    repo.cleanup();
  });

  it("places a comment on a line of the diff, context lines included, and edits it in place", async () => {
    const marker = "<!-- m:1 -->";
    const created = await github.createReviewComment(7, {
      commitId: head,
      path: FILE,
      line: 17,
      body: `${marker}\nv1`,
    });
    expect(created).toMatchObject({ path: FILE, line: 17, commitId: head });
    expect(created.url).toBe(`https://github.com/acme/shop/pull/7#discussion_r${created.id}`);
    const updated = await github.updateReviewComment(created.id, `${marker}\nv2`);
    expect(updated).toMatchObject({ id: created.id, line: 17, body: `${marker}\nv2` });
    expect((await github.reviewComments(7, marker)).map((c) => c.body)).toEqual([`${marker}\nv2`]);
    expect(fake.calls("pulls/create-review-comment")[0]?.body).toEqual({
      body: `${marker}\nv1`,
      commit_id: head,
      path: FILE,
      line: 17,
      side: "RIGHT",
    });
    expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
  });

  it("is refused with 422 on a line outside the diff, as GitHub refuses it", async () => {
    const refused = await github
      .createReviewComment(7, { commitId: head, path: FILE, line: 3, body: "x" })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GitHubError);
    expect((refused as GitHubError).status).toBe(422);
    expect((refused as GitHubError).message).toContain("must be part of the diff");
    expect(
      await github.createReviewComment(7, { commitId: head, path: FILE, line: 23, body: "y" }),
    ).toBeTruthy();
    await expect(
      github.createReviewComment(7, { commitId: head, path: FILE, line: 24, body: "z" }),
    ).rejects.toThrow(/422/);
  });

  it("lists only this token's comments that carry the marker", async () => {
    const marker = "<!-- m:others -->";
    fake.reviewComments.comments.push({
      ...REPO,
      pull: 7,
      id: 99_001,
      user: "mallory",
      body: `${marker}\npasted`,
      path: FILE,
      line: 20,
      commitId: head,
      createdAt: "2026-01-01T00:00:00Z",
      updatedAt: "2026-01-01T00:00:00Z",
    });
    expect(await github.reviewComments(7, marker)).toEqual([]);
  });

  it("shows a comment as outdated (no line) once a later commit changes its line", async () => {
    const marker = "<!-- m:outdated -->";
    await github.createReviewComment(7, { commitId: head, path: FILE, line: 20, body: marker });
    const later = repo.write({ [FILE]: lines(30, { 20: "line 20, again" }) }).commit("later");
    fake.addPullRequest({ ...REPO, number: 7, headSha: later, baseSha: base, commits: [head, later] });
    const [outdated] = await github.reviewComments(7, marker);
    expect(outdated?.line).toBeUndefined();
    expect(outdated?.commitId).toBe(head);
  });
});
