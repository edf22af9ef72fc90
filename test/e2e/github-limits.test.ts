// The bundled action against GitHub's limits as GitHub answers them: rate limits
// (waited out, or past the run's budget said plainly), two runs that raced, a run
// with no token; the failure message points at what was really written.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentMarker } from "../../src/report/comment-marker.js";
import { FakeGitHub, rateLimitAnswer } from "../support/fake-github.js";
import {
  type ActionResult,
  demoUpstream,
  pullRequestEvent,
  runBundledAction,
  type Upstream,
} from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const MARKER = commentMarker("Data contracts", "check");
const BOT = "github-actions[bot]";
// Each run is a node process starting PGlite; the machine is shared.
const RUN_TIMEOUT = 120_000;

describe.sequential("action against GitHub's limits", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  let head: string;
  const folders: string[] = [];

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: "ghs_e2e-token" });
    ({ upstream, base, head } = demoUpstream());
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  function run(
    number: number,
    inputs: Record<string, string> = {},
    headRepository?: string,
  ): Promise<ActionResult> {
    fake.addPullRequest({ ...REPO, number, headSha: head, baseSha: base });
    const workspace = upstream.checkout(head, { shallow: true });
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({
        action: "synchronize",
        number,
        base,
        head,
        ...(headRepository ? { headRepository } : {}),
      }),
      githubApiUrl: fake.url,
      inputs,
    });
  }

  function errors(result: ActionResult) {
    return result.annotations.filter((a) => a.level === "error");
  }

  it(
    "waits out a 429 of the comment list and a 403 secondary limit of the POST, then comments",
    async () => {
      fake.refuseNext("issues/list-comments", rateLimitAnswer({ secondary: { status: 429, retryAfter: 1 } }));
      fake.refuseNext(
        "issues/create-comment",
        rateLimitAnswer({ secondary: { status: 403, retryAfter: 1 } }),
      );
      const result = await run(61);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(fake.commentsOn(REPO, 61)).toHaveLength(1);
      expect(result.outputs["comment-url"]).toMatch(/#issuecomment-\d+$/);
      expect(fake.calls("issues/create-comment").filter((r) => r.path.endsWith("/61/comments"))).toHaveLength(
        2,
      );
      // The step's failure message is the first error, so GitHub's ten shown errors include it.
      expect(errors(result)[0]?.file).toBeUndefined();
      expect(result.failures).toEqual([expect.stringMatching(/; see the pull request comment$/)]);
      expect(fake.requests.flatMap((r) => r.problems)).toEqual([]);
    },
    RUN_TIMEOUT,
  );

  it(
    "past input rate-limit-wait, says what it could not write; the verdict stands and points at the summary",
    async () => {
      fake.refuseNext("issues/list-comments", rateLimitAnswer({ secondary: { status: 403 } }));
      const result = await run(62, { "rate-limit-wait": "10" });
      expect(result.code).toBe(1);
      expect(fake.commentsOn(REPO, 62)).toHaveLength(0);
      expect(result.outputs["comment-url"]).toBe("");
      expect(result.annotations).toContainEqual(
        expect.objectContaining({
          level: "warning",
          message: expect.stringMatching(
            /could not write the pull request comment .*secondary rate limit asks to wait 60 s, more than the 10 s left of input 'rate-limit-wait'.*the job summary has the report/,
          ),
        }),
      );
      expect(result.failures).toEqual([expect.stringMatching(/; see the job summary$/)]);
      expect(result.summary).toContain("❌");
    },
    RUN_TIMEOUT,
  );

  it(
    "heals two racing runs' comments: the oldest updated, the newer deleted, someone else's kept",
    async () => {
      fake.addPullRequest({ ...REPO, number: 63, headSha: head, baseSha: base });
      const oldest = fake.addComment({ ...REPO, issue: 63, user: BOT, body: `${MARKER}\nrun A` });
      const pasted = fake.addComment({ ...REPO, issue: 63, user: "mallory", body: `${MARKER}\nnot ours` });
      fake.addComment({ ...REPO, issue: 63, user: BOT, body: `${MARKER}\nrun B` });
      const result = await run(63);
      expect(result.code).toBe(1);
      expect(fake.commentsOn(REPO, 63).map((c) => c.id)).toEqual([oldest.id, pasted.id]);
      expect(oldest.body).toContain("Data contracts");
      expect(pasted.body).toBe(`${MARKER}\nnot ours`);
      expect(result.outputs["comment-url"]).toMatch(new RegExp(`#issuecomment-${oldest.id}$`));
      expect(fake.requests.flatMap((r) => r.problems)).toEqual([]);
    },
    RUN_TIMEOUT,
  );

  it(
    "with no token, one notice says why no comment was written and how to get one",
    async () => {
      const result = await run(64, { "github-token": "" });
      expect(result.code).toBe(1);
      const why = result.annotations.filter((a) => a.message.includes("No pull request comment was written"));
      expect(why).toEqual([
        expect.objectContaining({
          level: "notice",
          message: expect.stringMatching(/no github-token.*pull-requests: write/),
        }),
      ]);
      expect(result.failures).toEqual([expect.stringMatching(/; see the job summary$/)]);
    },
    RUN_TIMEOUT,
  );

  it(
    "on a fork's pull request (read-only token), one notice says why no comment was written",
    async () => {
      // What GitHub answers a fork's GITHUB_TOKEN that tries to comment.
      fake.refuseNext("issues/create-comment", {
        status: 403,
        body: {
          message: "Resource not accessible by integration",
          documentation_url: "https://docs.github.com/rest",
        },
        headers: {},
      });
      const result = await run(65, {}, "hanna/shop");
      expect(result.code).toBe(1);
      expect(fake.commentsOn(REPO, 65)).toHaveLength(0);
      const why = result.annotations.filter((a) => a.message.includes("No pull request comment was written"));
      expect(why).toEqual([
        expect.objectContaining({
          level: "notice",
          message: expect.stringMatching(
            /may not write to this pull request.*Resource not accessible by integration.*fork/,
          ),
        }),
      ]);
      expect(result.annotations.some((a) => a.message.includes("could not write"))).toBe(false);
      expect(result.failures).toEqual([expect.stringMatching(/; see the job summary$/)]);
    },
    RUN_TIMEOUT,
  );
});
