import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEvent } from "../../src/github/event.js";
import {
  groupPullRequests,
  queueEntryPullRequest,
  subjectPullRequest,
} from "../../src/github/merge-group.js";

const load = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../fixtures/events/${name}`, import.meta.url), "utf8")) as Record<
    string,
    unknown
  >;

const BASE = "5d7f1c2b9a8e4f60b1c3d5e7f9a1b3c5d7e9f102";
const HEAD = "7e1c3a5f9b2d4e6a8c0b1d3f5a7c9e1b3d5f7a90";

describe("parseEvent: merge_group", () => {
  it.each([
    ["checks_requested", undefined],
    ["destroyed", "dequeued"],
  ])("reads %s as GitHub documents it", (action, reason) => {
    expect(parseEvent("merge_group", load(`merge_group.${action}.json`))).toEqual({
      event: {
        kind: "merge_group",
        action,
        reason,
        headSha: HEAD,
        headRef: `refs/heads/gh-readonly-queue/main/pr-43-${BASE}`,
        baseSha: BASE,
        baseRef: "refs/heads/main",
        headCommitMessage: "Merge pull request #43 from acme/add-region\n\nAdd region to orders",
      },
    });
  });

  it.each(["head_sha", "base_sha", "head_ref", "base_ref"])("names a missing merge_group.%s", (field) => {
    const payload = load("merge_group.checks_requested.json");
    delete (payload.merge_group as Record<string, unknown>)[field];
    expect(parseEvent("merge_group", payload)).toMatchObject({
      error: expect.stringContaining(`the merge_group event payload is not usable: merge_group.${field}:`),
    });
  });
});

describe("the pull requests of a merge group", () => {
  it("the queue branch names the entry's pull request (any base branch, short or full base sha)", () => {
    expect(queueEntryPullRequest(`refs/heads/gh-readonly-queue/main/pr-123-${BASE}`)).toBe(123);
    expect(queueEntryPullRequest(`refs/heads/gh-readonly-queue/release/2.x/pr-7-${BASE}`)).toBe(7);
    expect(queueEntryPullRequest("refs/heads/gh-readonly-queue/main/pr-9-abc1234")).toBe(9);
    for (const other of [
      "refs/heads/main",
      "refs/heads/pr-5-abc1234",
      `refs/heads/gh-readonly-queue/main/pr-x-${BASE}`,
    ])
      expect(queueEntryPullRequest(other)).toBeUndefined();
  });

  it("a queue commit's subject names its pull request: the merge method's, and squash's", () => {
    expect(subjectPullRequest("Merge pull request #41 from acme/require-customer")).toBe(41);
    expect(subjectPullRequest("Require customer on orders (#41)")).toBe(41);
    expect(subjectPullRequest("Fix (#12) parsing (#41) ")).toBe(41);
    for (const other of ["Merge branch 'main'", "Fixes #41", "Merge pull request #41", "(#41) first"])
      expect(subjectPullRequest(other)).toBeUndefined();
  });

  it("the group: the branch's and the commits' numbers, ascending, each once", () => {
    expect(
      groupPullRequests(`refs/heads/gh-readonly-queue/main/pr-42-${BASE}`, [
        "Merge pull request #42 from acme/drop-customer",
        "Merge pull request #41 from acme/require-customer",
        "a rebased commit of #40 without a number",
      ]),
    ).toEqual([41, 42]);
    expect(groupPullRequests("refs/heads/elsewhere", [])).toEqual([]);
  });
});
