import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultDeps } from "../../src/action/deps.js";
import { type ActionIO, runAction } from "../../src/action/run-action.js";
import { readSettings } from "../../src/action/settings.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { RELAY_ARTIFACT, RELAY_REPORT_FILE, relayReportJson } from "../../src/report/relay-report.js";
import { FakeGitHub, rateLimitAnswer } from "../support/fake-github.js";

/** Mode relay in-process: the real GitHub adapter against the fake GitHub (artifacts included). */

const REPO = { owner: "acme", repo: "shop" };
const FORK = { owner: "forker", repo: "shop" };
const HEAD = "c".repeat(40);
const RUN_ID = 9000000001;
const TOKEN = "ghs_relay-token";
const MARKER = "<!-- contract-sync:Data%20contracts:check -->";

/** A report as a fork could write it: text meant to run, ping and link. */
function hostileReport(): CheckReport {
  return {
    checks: [
      {
        asset: "postgres://db:public.orders<script>alert(1)</script>",
        file: "db/orders.sql",
        contract: { name: "orders @octocat", enforcementLevel: "BLOCK", filePath: "contracts/orders.yaml" },
        violations: [
          {
            field: "currency",
            violationType: "MISSING_REQUIRED_PROPERTY",
            message: "gone [click](https://evil.example) ![x](https://evil.example/x.png) @acme/admins",
            file: "db/orders.sql",
            line: 3,
          },
        ],
      },
    ],
    uncontracted: [],
    unreadable: [],
  };
}

function relayJson(overrides: Record<string, unknown> = {}, report: CheckReport = hostileReport()): string {
  const json = JSON.parse(
    relayReportJson({ pullRequest: 12, headSha: HEAD, job: "check", assetsChecked: 1, report }),
  ) as Record<string, unknown>;
  return JSON.stringify({ ...json, ...overrides });
}

const zipOf = (text: string): Uint8Array => zipSync({ [RELAY_REPORT_FILE]: strToU8(text) });

interface Recorded extends ActionIO {
  lines: string[];
  outputs: Record<string, string>;
}

function recordingIO(): Recorded {
  const io: Recorded = {
    lines: [],
    outputs: {},
    info: (m) => io.lines.push(`info: ${m}`),
    warning: (m) => io.lines.push(`warning: ${m}`),
    error: (m) => io.lines.push(`error: ${m}`),
    notice: (m) => io.lines.push(`notice: ${m}`),
    setOutput: (name, value) => {
      io.outputs[name] = value;
    },
    setFailed: (m) => io.lines.push(`failed: ${m}`),
    setSecret: () => {},
    appendSummary: async () => {},
  };
  return io;
}

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await FakeGitHub.start({ token: TOKEN });
  fake.addPullRequest({ ...REPO, number: 12, headSha: HEAD, headRepository: FORK });
});
afterEach(() => fake.close());

async function relay(
  options: { zip?: Uint8Array; pullRequests?: number[]; headSha?: string; triggeredBy?: string } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), "relay-"));
  const event = JSON.parse(
    readFileSync(new URL("../../fixtures/events/workflow_run.completed.json", import.meta.url), "utf8"),
  ) as { workflow_run: { head_sha: string; event: string; pull_requests: Array<{ number: number }> } };
  event.workflow_run.head_sha = options.headSha ?? HEAD;
  if (options.triggeredBy) event.workflow_run.event = options.triggeredBy;
  event.workflow_run.pull_requests = (options.pullRequests ?? []).map((number) => ({ number }));
  writeFileSync(join(dir, "event.json"), JSON.stringify(event));
  if (options.zip) fake.artifacts.add({ ...REPO, runId: RUN_ID, name: RELAY_ARTIFACT, zip: options.zip });
  const inputs: Record<string, string> = { mode: "relay", "github-token": TOKEN };
  const io = recordingIO();
  const env = {
    GITHUB_EVENT_NAME: "workflow_run",
    GITHUB_EVENT_PATH: join(dir, "event.json"),
    GITHUB_REPOSITORY: "acme/shop",
    GITHUB_API_URL: fake.url,
    GITHUB_SERVER_URL: "https://github.com",
  };
  const run = runAction(
    readSettings((name) => inputs[name] ?? "", dir),
    env,
    io,
    defaultDeps,
  );
  return { io, run };
}

const invalidRequests = () => fake.requests.filter((r) => r.problems.length > 0);

describe("mode relay", () => {
  it("posts the fork's report as the sticky comment, rendered inert, fetched without the token from storage", async () => {
    const { io, run } = await relay({ zip: zipOf(relayJson()) });
    await run;
    const [comment] = fake.commentsOn(REPO, 12);
    expect(comment?.body.startsWith(MARKER)).toBe(true);
    expect(comment?.body).not.toContain("<script>");
    expect(comment?.body).not.toMatch(/\]\(https:\/\/evil|@acme\/admins|@octocat/);
    expect(comment?.body).toContain("MISSING_REQUIRED_PROPERTY");
    expect(comment?.body).toContain("https://github.com/acme/shop/blob/cccccccc");
    expect(io.outputs["comment-url"]).toMatch(/#issuecomment-/);
    expect(io.outputs.verdict).toBe("block");
    expect(fake.artifacts.blobRequests).toEqual([
      { path: expect.stringMatching(/^\/blob\//), authorization: undefined },
    ]);
    expect(invalidRequests()).toEqual([]);

    // A second relay of the same run edits the one comment.
    await (await relay()).run;
    expect(fake.commentsOn(REPO, 12)).toHaveLength(1);
  });

  it("refuses a report of another shape (an unknown key, a link of the service's own)", async () => {
    // The check never writes a contract's fileUri (relayReportJson): a report with one is forged.
    const text = relayJson().replace('"filePath"', '"fileUri":"https://evil.example/c","filePath"');
    const { run } = await relay({ zip: zipOf(text) });
    await expect(run).rejects.toThrow(/refused, and no comment was written: .*Unrecognized key.*fileUri/);
    await expect((await relay({ zip: zipOf(relayJson({ pullRequest: "12" })) })).run).rejects.toThrow(
      /pullRequest: Invalid input: expected number/,
    );
    await expect((await relay({ zip: zipOf("<html>") })).run).rejects.toThrow(/not JSON/);
    await expect((await relay({ zip: strToU8("not a zip") })).run).rejects.toThrow(/not a readable zip/);
    const elsewhere = zipSync({ "report/contract-sync-relay.json": strToU8(relayJson()) });
    await expect((await relay({ zip: elsewhere })).run).rejects.toThrow(
      /the artifact holds no contract-sync-relay.json$/,
    );
    expect(fake.commentsOn(REPO, 12)).toEqual([]);
  });

  it("refuses an oversized report, and inflates no more than the bound", async () => {
    const huge = relayJson({ padding: " ".repeat(9 * 1024 * 1024) });
    const { run } = await relay({ zip: zipOf(huge) });
    await expect(run).rejects.toThrow(/contract-sync-relay.json is 94\d{5} bytes, over 8388608/);
    // Noise does not compress: a zip past its own bound is not downloaded.
    const downloads = fake.calls("actions/download-artifact").length;
    const noise = zipSync({ [RELAY_REPORT_FILE]: randomBytes(1024 * 1024 + 1) }, { level: 0 });
    await expect((await relay({ zip: noise })).run).rejects.toThrow(
      /the artifact is 10\d{5} bytes, over 1048576/,
    );
    expect(fake.calls("actions/download-artifact")).toHaveLength(downloads);
    const longText = hostileReport();
    (longText.checks[0] as { asset: string }).asset = "x".repeat(5000);
    await expect((await relay({ zip: zipOf(relayJson({}, longText)) })).run).rejects.toThrow(
      /checks.0.asset: Too big/,
    );
    expect(fake.commentsOn(REPO, 12)).toEqual([]);
  });

  it("never comments on a pull request whose head is not the run's (a forged number)", async () => {
    fake.addPullRequest({ ...REPO, number: 13, headSha: "d".repeat(40), headRepository: FORK });
    fake.addPullRequest({ ...REPO, number: 14, headSha: HEAD });
    const aimed = await relay({ zip: zipOf(relayJson({ pullRequest: 14 })) });
    await expect(aimed.run).rejects.toThrow(/#14 has its head in acme\/shop, not in forker\/shop/);
    // The newest artifact of the run is the one read.
    const listed = await relay({ pullRequests: [12], zip: zipOf(relayJson({ pullRequest: 13 })) });
    await expect(listed.run).rejects.toThrow(/names pull request #13, but the run belongs to #12/);
    const otherCommit = await relay({ zip: zipOf(relayJson({ headSha: "e".repeat(40) })) });
    await expect(otherCommit.run).rejects.toThrow(/made for commit e{40}, but the run checked c{40}/);
    for (const number of [12, 13, 14]) expect(fake.commentsOn(REPO, number)).toEqual([]);
  });

  it("says so and writes nothing when the pull request has moved on to a newer commit", async () => {
    fake.addPullRequest({ ...REPO, number: 12, headSha: "f".repeat(40), headRepository: FORK });
    const moved = await relay({ zip: zipOf(relayJson()) });
    await moved.run;
    expect(moved.io.lines).toContainEqual(
      expect.stringMatching(/^notice: No comment relayed: pull request #12 has moved on to f{40}/),
    );
    expect(fake.commentsOn(REPO, 12)).toEqual([]);
  });

  it("says so when the run left no report (cancelled, or a workflow without the upload)", async () => {
    const none = await relay();
    await none.run;
    expect(none.io.lines).toEqual([
      expect.stringMatching(
        /^notice: No comment relayed: run 9000000001 has no artifact 'contract-sync-relay'/,
      ),
    ]);
    expect(fake.commentsOn(REPO, 12)).toEqual([]);
  });

  it("says so when the run's report has expired", async () => {
    fake.artifacts.add({
      ...REPO,
      runId: RUN_ID,
      name: RELAY_ARTIFACT,
      zip: zipOf(relayJson()),
      expired: true,
    });
    const expired = await relay();
    await expired.run;
    expect(expired.io.lines).toEqual([
      expect.stringMatching(/^notice: No comment relayed: run 9000000001 has no unexpired artifact/),
    ]);
    expect(fake.calls("actions/download-artifact")).toEqual([]);
  });

  it("waits out a secondary rate limit of the artifact list and of the download, then relays", async () => {
    fake.refuseNext(
      "actions/list-workflow-run-artifacts",
      rateLimitAnswer({ secondary: { status: 429, retryAfter: 1 } }),
    );
    fake.refuseNext(
      "actions/download-artifact",
      rateLimitAnswer({ secondary: { status: 403, retryAfter: 1 } }),
    );
    const { run } = await relay({ zip: zipOf(relayJson()) });
    await run;
    expect(fake.calls("actions/list-workflow-run-artifacts").map((r) => r.status)).toEqual([429, 200]);
    expect(fake.calls("actions/download-artifact").map((r) => r.status)).toEqual([403, 302]);
    expect(fake.commentsOn(REPO, 12)).toHaveLength(1);
  });

  it("relays the report of a check a review re-ran (pull_request_review), and nothing of a push's run", async () => {
    const reviewed = await relay({ zip: zipOf(relayJson()), triggeredBy: "pull_request_review" });
    await reviewed.run;
    expect(fake.commentsOn(REPO, 12)).toHaveLength(1);
    const pushed = await relay({ zip: zipOf(relayJson()), triggeredBy: "push" });
    await pushed.run;
    expect(pushed.io.lines.join("\n")).toContain("was a 'push' run, not a pull request's");
    expect(fake.calls("issues/update-comment")).toHaveLength(0);
  });

  it("runs only on a workflow_run event", async () => {
    const dir = mkdtempSync(join(tmpdir(), "relay-"));
    writeFileSync(
      join(dir, "event.json"),
      readFileSync(new URL("../../fixtures/events/push.json", import.meta.url)),
    );
    const inputs: Record<string, string> = { mode: "relay", "github-token": TOKEN };
    const env = {
      GITHUB_EVENT_NAME: "push",
      GITHUB_EVENT_PATH: join(dir, "event.json"),
      GITHUB_REPOSITORY: "acme/shop",
    };
    await expect(
      runAction(
        readSettings((name) => inputs[name] ?? "", dir),
        env,
        recordingIO(),
        defaultDeps,
      ),
    ).rejects.toThrow("mode 'relay' needs a workflow_run event, got 'push'");
  });
});

describe("mode relay: approvals a fork's report claims", () => {
  // The fork's run says an owner approved its break and its weakening: the relay shows an approval
  // only when GitHub's reviews show it on the run's head commit.
  // This version's title of an approval, and an earlier version's: the relay verifies both.
  const APPROVED_TITLES = [
    "Owner approval required: contract orders (approved)",
    "Approved by an owner: contract orders",
  ];
  const claiming = (title: string): CheckReport => ({
    checks: [],
    uncontracted: [],
    unreadable: [],
    findings: [
      {
        rule: "OWNER_APPROVAL_REQUIRED",
        level: "INACTIVE",
        file: "contracts/orders.yaml",
        title,
        message:
          "This pull request changes the contract in a breaking way (total: removed). Approved on the latest commit by alice.",
      },
      {
        rule: "PROTECTION_WEAKENED",
        level: "INACTIVE",
        file: "contracts/audit.yaml",
        title: "Protection weakened: contract audit",
        message: "the contract (BLOCK) is deleted (approved by dave (member of acme/data-owners))",
      },
    ],
  });
  const relayed = async (title: string) => {
    const { io, run } = await relay({ zip: zipOf(relayJson({}, claiming(title))) });
    await run;
    return { io, body: fake.commentsOn(REPO, 12)[0]?.body ?? "" };
  };
  const CASES: Array<[string, Array<[string, string]>, "shown" | "not verified"]> = [
    ["no review at all", [], "not verified"],
    [
      "an approval of an older commit",
      [
        ["alice", "b".repeat(40)],
        ["dave", "b".repeat(40)],
      ],
      "not verified",
    ],
    ["an approval by someone else", [["mallory", HEAD]], "not verified"],
    [
      "the approvals GitHub shows on the head",
      [
        ["alice", HEAD],
        ["dave", HEAD],
      ],
      "shown",
    ],
  ];

  it.each(CASES.flatMap((c) => APPROVED_TITLES.map((title) => [...c, title] as const)))(
    "%s: %s (%s, %s)",
    async (_name, reviews, expected, title) => {
      for (const [user, commitId] of reviews)
        fake.addReview({ ...REPO, pull: 12, user, state: "APPROVED", commitId });
      const { io, body } = await relayed(title);
      if (expected === "shown") {
        expect(body).toContain(title);
        expect(body).not.toContain("approval not verified");
        expect(io.outputs.verdict).toBe("pass");
      } else {
        expect(body).not.toContain(title);
        expect(body).toContain("approval not verified");
        expect(body).toContain("The fork's run reports this as approved by alice");
        expect(body).toContain("The fork's run reports this as approved by dave");
        expect(io.outputs.verdict).toBe("block");
      }
      expect(invalidRequests()).toEqual([]);
    },
  );
});
