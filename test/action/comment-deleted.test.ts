// The sticky comment deleted while a run edits it (docs/workflow.md "Limits and rate limits"): the list
// found it, the edit answers 404. The report is written as a new comment and the notice names
// what happened, not the token's permissions. A duplicate a racing run already deleted is no
// error either. GitHub is the fake, which checks every request against GitHub's description.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionIO } from "../../src/action/action-io.js";
import { postComment } from "../../src/action/comment.js";
import { ACTIONS_BOT, GitHubApi } from "../../src/github/github-api.js";
import { commentMarker } from "../../src/report/comment-marker.js";
import { FakeGitHub } from "../support/fake-github.js";
import { virtualClock } from "../support/github-rate-limits.js";

const repo = { owner: "acme", repo: "shop" };
const marker = commentMarker("Data contracts", "check");

function recordingIO(): ActionIO & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info: ${m}`),
    warning: (m) => lines.push(`warning: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
    notice: (m) => lines.push(`notice: ${m}`),
    setOutput: () => {},
    setFailed: (m) => lines.push(`failed: ${m}`),
    setSecret: () => {},
    appendSummary: async () => {},
  };
}

describe("the sticky comment deleted during a run", () => {
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

  it.each([true, false])(
    "is written anew (createIfMissing %s: it existed when listed), and the notice says it was deleted",
    async (createIfMissing) => {
      const number = createIfMissing ? 11 : 12;
      fake.addPullRequest({ ...repo, number });
      const old = fake.addComment({
        ...repo,
        issue: number,
        user: ACTIONS_BOT,
        body: `${marker}\nold report`,
      });
      fake.beforeNext("issues/update-comment", () => fake.deleteComment(old.id));
      const io = recordingIO();
      const url = await postComment({ enabled: true, io, github }, number, marker, {
        comment: "new report",
        createIfMissing,
      });
      const comments = fake.commentsOn(repo, number);
      expect(comments.map((c) => c.body)).toEqual([`${marker}\nnew report`]);
      expect(url).toContain(`#issuecomment-${comments[0]?.id}`);
      expect(fake.calls("issues/update-comment").at(-1)?.status).toBe(404);
      const notices = io.lines.filter((l) => l.startsWith("notice:") || l.startsWith("warning:"));
      expect(notices).toEqual([
        `notice: The pull request comment https://github.com/acme/shop/pull/${number}#issuecomment-${old.id} was deleted while this run was updating it (GitHub answered 404 to the edit): the report was written as a new comment, ${url}`,
      ]);
      expect(io.lines.join("\n")).not.toMatch(/token|permission/i);
      expect(fake.requests.filter((r) => r.problems.length > 0)).toEqual([]);
    },
  );

  it("a duplicate that a racing run already deleted is no error", async () => {
    fake.addPullRequest({ ...repo, number: 13 });
    fake.addComment({ ...repo, issue: 13, user: ACTIONS_BOT, body: `${marker}\nfirst` });
    const duplicate = fake.addComment({ ...repo, issue: 13, user: ACTIONS_BOT, body: `${marker}\nsecond` });
    fake.beforeNext("issues/delete-comment", () => fake.deleteComment(duplicate.id));
    const io = recordingIO();
    await postComment({ enabled: true, io, github }, 13, marker, { comment: "third", createIfMissing: true });
    expect(fake.commentsOn(repo, 13).map((c) => c.body)).toEqual([`${marker}\nthird`]);
    expect(fake.calls("issues/delete-comment").at(-1)?.status).toBe(404);
    expect(io.lines.filter((l) => !l.startsWith("info:"))).toEqual([]);
  });
});
