import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub } from "../support/fake-github.js";

// The fake itself: it must refuse what GitHub would refuse, or the port tests prove nothing.
describe("fake GitHub API", () => {
  let fake: FakeGitHub;
  const repo = { owner: "acme", repo: "shop" };
  const headers = { authorization: "token t0k3n", "content-type": "application/json" };

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: "t0k3n" });
    fake.addPullRequest({ ...repo, number: 7 });
  });
  afterAll(() => fake.close());

  async function send(method: string, path: string, body?: string, extra: Record<string, string> = {}) {
    const response = await fetch(`${fake.url}${path}`, { method, headers: { ...headers, ...extra }, body });
    return { status: response.status, json: (await response.json()) as { message: string } };
  }

  it("accepts a valid comment and answers like GitHub", async () => {
    const { status, json } = await send("POST", "/repos/acme/shop/issues/7/comments", '{"body":"hello"}');
    expect(status).toBe(201);
    expect(json).toMatchObject({ body: "hello", user: { login: "github-actions[bot]", type: "Bot" } });
    expect(fake.commentsOn(repo, 7).map((c) => c.body)).toEqual(["hello"]);
  });

  it("refuses a comment without a body (422), naming the field", async () => {
    const { status, json } = await send("POST", "/repos/acme/shop/issues/7/comments", '{"text":"hi"}');
    expect(status).toBe(422);
    expect(json.message).toContain("body.body");
    expect(fake.requests.at(-1)?.problems[0]?.location).toBe("body.body");
  });

  it("refuses a body of the wrong type (422)", async () => {
    const { status, json } = await send("PATCH", "/repos/acme/shop/issues/comments/1", '{"body":42}');
    expect(status).toBe(422);
    expect(json.message).toMatch(/body\.body: must be string/);
  });

  it("refuses broken JSON and non-JSON bodies (400)", async () => {
    expect((await send("POST", "/repos/acme/shop/issues/7/comments", "{body:")).status).toBe(400);
    const plain = await send("POST", "/repos/acme/shop/issues/7/comments", "body", {
      "content-type": "text/plain",
    });
    expect(plain.status).toBe(400);
    expect(plain.json.message).toContain("text/plain");
  });

  it("refuses bad and unknown query parameters (400)", async () => {
    const bad = await send("GET", "/repos/acme/shop/issues/7/comments?per_page=lots");
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain("query.per_page");
    const unknown = await send("GET", "/repos/acme/shop/issues/7/comments?perpage=10");
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toContain("query.perpage");
  });

  it("answers 404 for paths GitHub does not have, bad path parameters and unknown objects", async () => {
    expect((await send("GET", "/repos/acme/shop/issue/7/comments")).status).toBe(404);
    expect((await send("PATCH", "/repos/acme/shop/issues/comments/abc", '{"body":"x"}')).status).toBe(404);
    expect((await send("GET", "/repos/acme/shop/pulls/99")).status).toBe(404);
    expect(fake.requests.at(-3)?.problems[0]?.message).toContain("not in GitHub's REST API");
    expect(fake.requests.at(-2)?.problems[0]?.location).toBe("path.comment_id");
  });

  it("needs the token", async () => {
    expect(
      (await send("GET", "/repos/acme/shop/pulls/7", undefined, { authorization: "token wrong" })).status,
    ).toBe(401);
  });

  it("pages lists with a Link header", async () => {
    for (let i = 0; i < 5; i++) fake.addComment({ ...repo, issue: 7, user: "someone", body: `c${i}` });
    const response = await fetch(`${fake.url}/repos/acme/shop/issues/7/comments?per_page=2&page=2`, {
      headers,
    });
    const page = (await response.json()) as Array<{ body: string }>;
    expect(page.map((c) => c.body)).toEqual(["c1", "c2"]);
    expect(response.headers.get("link")).toMatch(
      /page=3>; rel="next".*page=3>; rel="last".*rel="first".*rel="prev"/,
    );
  });
});
