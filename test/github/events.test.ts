import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEvent } from "../../src/github/event.js";
import { GitHubOpenApi } from "../support/github-openapi.js";

const load = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../fixtures/events/${name}`, import.meta.url), "utf8")) as Record<
    string,
    unknown
  >;

describe("event payload fixtures", () => {
  const openApi = GitHubOpenApi.load();

  it.each([
    ["pull_request.opened.json", "pull-request-opened"],
    ["pull_request.synchronize.json", "pull-request-synchronize"],
    ["push.json", "push"],
    ["workflow_run.completed.json", "workflow-run-completed"],
    ["merge_group.checks_requested.json", "merge-group-checks-requested"],
    ["merge_group.destroyed.json", "merge-group-destroyed"],
  ])("%s is a valid %s webhook per GitHub's description", (file, webhook) => {
    expect(openApi.validateWebhook(webhook, load(file))).toEqual([]);
  });

  it("the description check does catch a broken payload", () => {
    const broken = load("pull_request.opened.json");
    delete broken.number;
    expect(openApi.validateWebhook("pull-request-opened", broken)).toEqual([
      { location: "payload.number", message: "must have required property 'number'" },
    ]);
  });
});

describe("parseEvent", () => {
  it("reads a pull request event", () => {
    const result = parseEvent("pull_request", load("pull_request.synchronize.json"));
    expect(result).toEqual({
      event: {
        kind: "pull_request",
        action: "synchronize",
        number: 42,
        url: "https://github.com/acme/shop/pull/42",
        title: "Drop currency from orders; add refund_issued event",
        author: "hanna",
        draft: false,
        baseSha: "5d7f1c2b9a8e4f60b1c3d5e7f9a1b3c5d7e9f102",
        baseRef: "main",
        headSha: "c2f4a6b8d0e2f4a6b8c0d2e4f6a8b0c2d4e6f8a1",
        headRef: "drop-currency",
        fromFork: false,
      },
    });
  });

  it("tells a fork's pull request apart", () => {
    const payload = load("pull_request.opened.json");
    const pull = payload.pull_request as { head: { repo: { full_name: string } } };
    pull.head.repo = { ...pull.head.repo, full_name: "mallory/shop" };
    const result = parseEvent("pull_request_target", payload);
    expect("event" in result && result.event.kind === "pull_request" && result.event.fromFork).toBe(true);
  });

  it("reads a push to the default branch", () => {
    expect(parseEvent("push", load("push.json"))).toEqual({
      event: {
        kind: "push",
        ref: "refs/heads/main",
        before: "5d7f1c2b9a8e4f60b1c3d5e7f9a1b3c5d7e9f102",
        after: "e9a7c5b3d1f9e7c5a3b1d9f7e5c3a1b9d7f5e3c2",
        onDefaultBranch: true,
        pusher: "carol",
        deleted: false,
      },
    });
    const feature = { ...load("push.json"), ref: "refs/heads/feature" };
    expect(parseEvent("push", feature)).toMatchObject({ event: { onDefaultBranch: false } });
  });

  it("reads a completed workflow run of a fork's pull request (GitHub lists no pull request for it)", () => {
    expect(parseEvent("workflow_run", load("workflow_run.completed.json"))).toEqual({
      event: {
        kind: "workflow_run",
        runId: 9000000001,
        workflowName: "Data contracts",
        triggeringEvent: "pull_request",
        headSha: "c".repeat(40),
        headRepository: "forker/shop",
        repository: "acme/shop",
        pullRequests: [],
      },
    });
    const sameRepository = load("workflow_run.completed.json");
    (sameRepository.workflow_run as { pull_requests: unknown[] }).pull_requests = [{ number: 7 }];
    expect(parseEvent("workflow_run", sameRepository)).toMatchObject({ event: { pullRequests: [7] } });
    (sameRepository.workflow_run as { head_sha: string }).head_sha = "abc";
    expect(parseEvent("workflow_run", sameRepository)).toMatchObject({
      error: expect.stringContaining("workflow_run.head_sha"),
    });
  });

  it("names the missing field instead of throwing", () => {
    const payload = load("pull_request.opened.json");
    (payload.pull_request as { head: { sha?: string } }).head.sha = "abc";
    expect(parseEvent("pull_request", payload)).toEqual({
      error:
        "the pull_request event payload is not usable: pull_request.head.sha: expected a 40-character commit SHA",
    });
    expect(parseEvent("push", null)).toMatchObject({ error: expect.stringContaining("push event payload") });
    expect(parseEvent("workflow_dispatch", {})).toEqual({
      event: { kind: "other", name: "workflow_dispatch" },
    });
  });
});
