import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GitHubApi, GitHubError } from "../../src/github/github-api.js";
import { commentMarker } from "../../src/report/comment-marker.js";
import { FakeGitHub, rateLimitAnswer } from "../support/fake-github.js";
import { virtualClock } from "../support/github-rate-limits.js";

// GitHub's rate limits as @octokit/plugin-throttling meets them and the run's budget answers it,
// on a virtual clock (src/github/wait-budget.ts): the waits are recorded, not spent.
describe("GitHub's rate limits, against the fake GitHub API", () => {
  let fake: FakeGitHub;
  const repo = { owner: "acme", repo: "shop" };
  const marker = commentMarker("Data contracts", "check");
  let pull = 0;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: "secret" });
  });
  afterAll(() => fake.close());
  afterEach(() => vi.useRealTimers());

  function setUp(rateLimitWaitMs?: number) {
    const clock = virtualClock();
    const github = new GitHubApi({
      token: "secret",
      repository: "acme/shop",
      baseUrl: fake.url,
      clock,
      rateLimitWaitMs,
    });
    pull++;
    fake.addPullRequest({ ...repo, number: pull });
    return { clock, github, number: pull };
  }

  it("waits retry-after on a 429 of the comment list, then writes the comment", async () => {
    const { clock, github, number } = setUp();
    fake.refuseNext("issues/list-comments", rateLimitAnswer({ secondary: { status: 429, retryAfter: 1 } }));
    const result = await github.upsertStickyComment(number, marker, "report");
    expect(result?.action).toBe("created");
    expect(clock.sleeps).toEqual([1000]);
    expect(fake.commentsOn(repo, number)).toHaveLength(1);
  });

  it("waits retry-after on a 403 secondary limit of the POST, and posts once", async () => {
    const { clock, github, number } = setUp();
    fake.refuseNext("issues/create-comment", rateLimitAnswer({ secondary: { status: 403, retryAfter: 7 } }));
    expect((await github.upsertStickyComment(number, marker, "report"))?.action).toBe("created");
    expect(clock.sleeps).toEqual([7000]);
    expect(fake.commentsOn(repo, number)).toHaveLength(1);
  });

  it("without retry-after waits a minute each time (the plugin's fixed wait)", async () => {
    const { clock, github, number } = setUp();
    fake.refuseNext(
      "issues/list-comments",
      rateLimitAnswer({ secondary: { status: 429 } }),
      rateLimitAnswer({ secondary: { status: 403 } }),
    );
    expect((await github.upsertStickyComment(number, marker, "report"))?.action).toBe("created");
    expect(clock.sleeps).toEqual([60_000, 60_000]);
  });

  it("a fifth secondary limit of one call is not waited: it fails, naming the retries", async () => {
    const { clock, github, number } = setUp();
    fake.refuseNext(
      "issues/list-comments",
      ...Array.from({ length: 5 }, () => rateLimitAnswer({ secondary: { status: 429 } })),
    );
    const error = await github.upsertStickyComment(number, marker, "report").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).rateLimited).toBe(true);
    expect((error as GitHubError).message).toMatch(
      new RegExp(
        `GET /repos/acme/shop/issues/${number}/comments: still rate limited \\(secondary limit\\) after 4 retries`,
      ),
    );
    expect(clock.sleeps).toEqual([60_000, 60_000, 60_000, 60_000]);
    expect(fake.commentsOn(repo, number)).toHaveLength(0);
  });

  it("waits for x-ratelimit-reset on a primary limit, and a second past it", async () => {
    // The plugin reads the reset against Date.now(): a frozen Date makes the wait exact.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const { clock, github, number } = setUp();
    const reset = Math.floor(Date.now() / 1000) + 42;
    fake.refuseNext("issues/list-comments", rateLimitAnswer({ primary: { resetEpochSeconds: reset } }));
    expect((await github.upsertStickyComment(number, marker, "report"))?.action).toBe("created");
    expect(clock.sleeps).toEqual([43_000]);
  });

  it("the waits of a run share its budget: a wait that fits no longer is refused", async () => {
    const { clock, github, number } = setUp(100_000);
    fake.refuseNext("issues/list-comments", rateLimitAnswer({ secondary: { status: 429 } }));
    fake.refuseNext("issues/create-comment", rateLimitAnswer({ secondary: { status: 403 } }));
    const error = await github.upsertStickyComment(number, marker, "report").catch((e: unknown) => e);
    expect((error as GitHubError).message).toMatch(
      /POST issues\/\d+\/comments .*wait 60 s, more than the 40 s left of input 'rate-limit-wait' \(100 s\)/,
    );
    expect(clock.sleeps).toEqual([60_000]);
  });

  it("gives up, saying why, when the wait would pass the budget; nothing is written", async () => {
    const { clock, github, number } = setUp(30_000);
    fake.refuseNext("issues/list-comments", rateLimitAnswer({ secondary: { status: 429 } }));
    const error = await github.upsertStickyComment(number, marker, "report").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).rateLimited).toBe(true);
    expect((error as GitHubError).message).toMatch(
      /wait 60 s, more than the 30 s left of input 'rate-limit-wait'/,
    );
    expect((error as GitHubError).message).not.toMatch(/does the token have/);
    expect(clock.sleeps).toEqual([]);
    expect(fake.commentsOn(repo, number)).toHaveLength(0);
  });

  it("heals a race: the oldest own comment is updated, the newer own ones deleted, others' kept", async () => {
    const { clock, github, number } = setUp();
    const bot = "github-actions[bot]";
    const oldest = fake.addComment({ ...repo, issue: number, user: bot, body: `${marker}\nrun 1` });
    const pasted = fake.addComment({ ...repo, issue: number, user: "mallory", body: `${marker}\nfake` });
    const racer = fake.addComment({ ...repo, issue: number, user: bot, body: `${marker}\nrun 2` });
    const foreign: string[] = [];
    const result = await github.upsertStickyComment(number, marker, "run 3", {
      onForeignMarker: (c) => foreign.push(c.author),
    });
    expect(result).toMatchObject({
      id: oldest.id,
      action: "updated",
      deleted: [racer.id].map((id) => expect.stringContaining(String(id))),
    });
    expect(fake.commentsOn(repo, number).map((c) => c.id)).toEqual([oldest.id, pasted.id]);
    expect(oldest.body).toBe(`${marker}\nrun 3`);
    expect(pasted.body).toBe(`${marker}\nfake`);
    expect(foreign).toEqual(["mallory"]);
    expect(clock.sleeps).toEqual([]);
    expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
  });

  it("a second run after the heal finds one comment and deletes nothing", async () => {
    const { github, number } = setUp();
    const first = await github.upsertStickyComment(number, marker, "one");
    fake.addComment({ ...repo, issue: number, user: "github-actions[bot]", body: `${marker}\nraced` });
    await github.upsertStickyComment(number, marker, "two");
    const again = await github.upsertStickyComment(number, marker, "three");
    expect(again).toMatchObject({ id: first?.id, deleted: [] });
    expect(fake.commentsOn(repo, number)).toHaveLength(1);
  });
});

describe("writes spaced as the throttling plugin spaces them", () => {
  let fake: FakeGitHub;
  const repo = { owner: "acme", repo: "shop" };
  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: "secret" });
  });
  afterAll(() => fake.close());

  it("one second between writes, three between those that notify (at 20 ms a second)", async () => {
    const scale = 20;
    const github = new GitHubApi({
      token: "secret",
      repository: "acme/shop",
      baseUrl: fake.url,
      clock: { msPerSecond: scale },
    });
    fake.addPullRequest({ ...repo, number: 1 });
    const bot = "github-actions[bot]";
    const a = commentMarker("A", "check");
    const b = commentMarker("B", "check");
    fake.addComment({ ...repo, issue: 1, user: bot, body: `${a}\nold` });
    fake.addComment({ ...repo, issue: 1, user: bot, body: `${a}\nraced` });
    await github.upsertStickyComment(1, a, "new"); // PATCH, then DELETE: writes
    await github.upsertStickyComment(1, b, "first"); // POST: a write that notifies
    await github.upsertStickyComment(1, commentMarker("C", "check"), "second"); // and another
    const writes = fake.requests.filter((r) => r.method !== "GET");
    expect(writes.map((r) => r.operationId)).toEqual([
      "issues/update-comment",
      "issues/delete-comment",
      "issues/create-comment",
      "issues/create-comment",
    ]);
    const gaps = writes.slice(1).map((r, i) => r.arrivedAt - (writes[i]?.arrivedAt ?? 0));
    // Bottleneck's minTime is a floor between starts; a timer may fire a millisecond early.
    expect(gaps[0]).toBeGreaterThanOrEqual(scale - 2);
    expect(gaps[2]).toBeGreaterThanOrEqual(3 * scale - 2);
  });
});
