// The action's review suggestions against the fake GitHub and a real repository: the head's line is
// the one with the text the check saw (a merge may have moved it), one suggestion per line, nothing
// posted where the head lacks the line, and no call at all when nothing asks for one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionIO } from "../../src/action/action-io.js";
import { postSuggestions, suggestionMarker } from "../../src/action/review-suggestions.js";
import { GitRepository } from "../../src/git/git-repository.js";
import { GitHubApi } from "../../src/github/github-api.js";
import { assessReport } from "../../src/outcome/assessment.js";
import type { GateFinding } from "../../src/outcome/model.js";
import { FakeGitHub, gitPullDiff } from "../support/fake-github.js";
import { TestRepo } from "../support/git-repo.js";
import { virtualClock } from "../support/github-rate-limits.js";

const REPO = { owner: "acme", repo: "shop" };
const FILE = "contracts/orders.yaml";
const MARKER = suggestionMarker("Data contracts", "check");

function recordingIO(): ActionIO & { lines: string[]; warnings: string[] } {
  const lines: string[] = [];
  const warnings: string[] = [];
  const say = (message: string) => {
    lines.push(message);
  };
  return {
    lines,
    warnings,
    info: say,
    warning: (message) => {
      warnings.push(message);
      say(message);
    },
    error: say,
    notice: say,
    setOutput: () => {},
    setFailed: say,
    setSecret: () => {},
    appendSummary: async () => {},
  };
}

const finding = (id: string, line: number, current: string, suggested = "version: 2.0.0"): GateFinding => ({
  rule: "CONTRACT_VERSION_NOT_BUMPED",
  level: "BLOCK",
  file: FILE,
  line,
  title: `Contract version not bumped: contract ${id}`,
  message: "a break needs a new major version; write version: 2.0.0",
  contract: { id, name: id, enforcementLevel: "BLOCK", filePath: FILE },
  suggestedLine: { line, current, suggested },
});

const findingsOf = (gates: GateFinding[]) =>
  assessReport({ findings: gates, checks: [], uncontracted: [], unreadable: [] }).findings;

describe("postSuggestions", () => {
  let fake: FakeGitHub;
  let github: GitHubApi;
  let repo: TestRepo;
  let head: string;
  let git: GitRepository;

  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: "secret" });
    github = new GitHubApi({
      token: "secret",
      repository: "acme/shop",
      baseUrl: fake.url,
      clock: virtualClock(),
    });
    repo = TestRepo.init();
    const base = repo.write({ [FILE]: "id: a\nname: orders\nversion: 1.4.2\nschema: []\n" }).commit("base");
    head = repo.write({ [FILE]: "id: a\nname: orders\nversion: 1.5.0\nschema: []\n" }).commit("head");
    fake.addPullRequest({ ...REPO, number: 5, headSha: head, baseSha: base });
    fake.reviewComments.setDiff({ ...REPO, pull: 5 }, gitPullDiff(repo.dir, base));
    git = new GitRepository(repo.dir);
  });
  afterAll(async () => {
    git.close();
    await fake.close();
    repo.cleanup();
  });

  const run = (io: ActionIO) => ({
    io,
    github,
    git,
    pullNumber: 5,
    headSha: head,
    marker: MARKER,
  });

  it("asks GitHub nothing when no finding has a line and no contract changed", async () => {
    const before = fake.requests.length;
    await postSuggestions(run(recordingIO()), findingsOf([]), false);
    expect(fake.requests.length).toBe(before);
  });

  it("says so, and posts nothing, when the head does not have the line the check saw", async () => {
    const io = recordingIO();
    await postSuggestions(run(io), findingsOf([finding("x", 3, "version: 9.9.9")]), true);
    expect(fake.reviewComments.on(REPO, 5)).toEqual([]);
    expect(io.lines.join("\n")).toContain("the pull request's head does not have that line as checked");
  });

  it("posts on the head's line with the text the check saw, once for two findings on it", async () => {
    const io = recordingIO();
    // The check's tree (the merge) had the line at 4; the head has it at 3.
    const gates = [finding("orders", 4, "version: 1.5.0"), finding("orders_eu", 4, "version: 1.5.0")];
    await postSuggestions(run(io), findingsOf(gates), true);
    const posted = fake.reviewComments.on(REPO, 5);
    expect(posted.map((c) => [c.path, c.line, c.commitId])).toEqual([[FILE, 3, head]]);
    expect(posted[0]?.body).toContain("```suggestion\nversion: 2.0.0\n```");
    expect(posted[0]?.body.startsWith(MARKER)).toBe(true);
    expect(fake.requests.every((r) => r.problems.length === 0)).toBe(true);
  });

  it("logs a token that may not write (a fork's) as information, not a warning, and posts nothing", async () => {
    const io = recordingIO();
    fake.refuseNext("pulls/create-review-comment", {
      status: 403,
      body: {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest",
        status: "403",
      },
      headers: {},
    });
    const before = fake.reviewComments.on(REPO, 5).length;
    await postSuggestions(
      run(io),
      findingsOf([finding("orders_us", 3, "version: 1.5.0", "version: 3.0.0")]),
      true,
    );
    expect(fake.reviewComments.on(REPO, 5)).toHaveLength(before);
    expect(io.lines.join("\n")).toContain("could not write the review suggestions");
    expect(io.warnings).toEqual([]);
  });
});
