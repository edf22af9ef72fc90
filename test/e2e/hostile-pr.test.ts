// The bundled action on a pull request whose content is hostile: names the service cannot
// store, control characters meant for the log, and a comment by someone else carrying the
// action's marker. The check is made, and reported in full, as data.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentMarker } from "../../src/report/comment-marker.js";
import { FakeGitHub } from "../support/fake-github.js";
import { DEMO_BASE, pullRequestEvent, runBundledAction, TOKEN, Upstream } from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const MARKER = commentMarker("Data contracts", "check");
/** Control characters a terminal or the log viewer would act on; only line ends may be written raw. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters
const RAW_CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const NUL_CONTRACT = `id: 2b7e4c1a-5d3f-4e8a-9b6c-1f2e3d4c5b6a
name: "ord\\0ers"
dataAssetResourceName: avro://github.com/acme/shop:schemas/order_created.avsc:com.acme.shop.OrderCreated
enforcementLevel: BLOCK
schema:
  - name: order_id
    type: int64
`;

const ESCAPE_CONTRACT = `id: 7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f
name: "cust\\e[2J\\e]0;pwned\\aomers"
dataAssetResourceName: protobuf://github.com/acme/shop:proto/customer.proto:acme.shop.Customer
enforcementLevel: BLOCK
schema:
  - name: id
    type: string
  - name: "loyalty\\e[31m_tier"
    type: string
`;

describe.sequential("action on a hostile pull request", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  let head: string;
  let workspace: string;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: TOKEN });
    upstream = Upstream.create().overlay(DEMO_BASE);
    base = upstream.commit("the demo");
    upstream.push("refs/heads/main");
    upstream.repo.git(["checkout", "--quiet", "-b", "hostile"]);
    const avsc = join(upstream.repo.dir, "schemas/order_created.avsc");
    const schema = JSON.parse(readFileSync(avsc, "utf8")) as { fields: unknown[] };
    schema.fields.push({ name: "f".repeat(300), type: ["null", "string"], default: null });
    writeFileSync(avsc, JSON.stringify(schema, null, 2));
    upstream.repo.write({ "contracts/nul.yaml": NUL_CONTRACT, "contracts/escape.yaml": ESCAPE_CONTRACT });
    head = upstream.commit("names the service cannot store, and escape codes");
    upstream.push("refs/heads/hostile");
    workspace = upstream.checkout(head);
  });
  afterAll(async () => {
    await fake.close();
    upstream.repo.cleanup();
    for (const dir of [upstream.origin, workspace]) rmSync(dir, { recursive: true, force: true });
  });

  it("reports unstorable names as findings with the full report, escapes every log line, and keeps to its own comment", async () => {
    fake.addPullRequest({ ...REPO, number: 35, headSha: head, baseSha: base });
    const planted = fake.addComment({ ...REPO, issue: 35, user: "mallory", body: `${MARKER}\nAll clear!` });
    const result = await runBundledAction({
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ action: "opened", number: 35, base, head }),
      githubApiUrl: fake.url,
      inputs: { "fail-on": "never" },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.outputs.verdict).toBe("block");
    expect(Number(result.outputs.violations)).toBeGreaterThan(0);
    expect(result.summary).toContain("U+0000");

    // Findings at the file and line of each name the service cannot store.
    const nul = result.annotations.find((a) => a.file === "contracts/nul.yaml");
    expect(nul).toMatchObject({ level: "error", line: 2, message: expect.stringContaining("U+0000 (NUL)") });
    const long = result.annotations.find((a) => a.file === "schemas/order_created.avsc");
    expect(long?.message).toContain("(300 characters): must be at most 256 characters");
    // The contract with escape codes in its names is checked, its names shown escaped.
    expect(result.stdout).toContain("cust\\u001b[2J\\u001b]0;pwned\\u0007omers");
    expect(result.stdout).toContain("loyalty\\u001b[31m_tier");
    expect(result.stdout).not.toMatch(RAW_CONTROL);

    // Mallory's comment carries the marker: left alone and named; the action writes its own.
    expect(planted.body).toBe(`${MARKER}\nAll clear!`);
    expect(fake.calls("issues/update-comment")).toEqual([]);
    const comments = fake.commentsOn(REPO, 35);
    expect(comments.map((c) => c.user)).toEqual(["mallory", "github-actions[bot]"]);
    expect(result.outputs["comment-url"]).toContain(`#issuecomment-${comments[1]?.id}`);
    expect(comments[1]?.body).toContain("U+0000");
    const notice = result.annotations.find((a) => a.level === "notice" && a.message.includes("mallory"));
    expect(notice?.message).toContain(`#issuecomment-${planted.id} by mallory`);
    expect(fake.requests.flatMap((r) => r.problems)).toEqual([]);
  }, 180_000);
});
