// The pull_request_review event (docs/intended-changes.md "Intended changes"): a review re-runs the check of its
// pull request, so an owner's approval is seen without a new push. The fixture the e2e tests
// send is checked against GitHub's webhook description, then parsed as the action parses it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEvent } from "../../src/github/event.js";
import { GitHubOpenApi } from "../support/github-openapi.js";

const payload = JSON.parse(
  readFileSync(new URL("../../fixtures/events/pull_request_review.submitted.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

describe("pull_request_review", () => {
  const openApi = GitHubOpenApi.load();

  it("the fixture is a valid pull-request-review-submitted webhook per GitHub's description", () => {
    expect(openApi.validateWebhook("pull-request-review-submitted", payload)).toEqual([]);
    expect(payload.number).toBeUndefined();
  });

  it("is read as a run for the same pull request, its number taken from the pull request", () => {
    expect(parseEvent("pull_request_review", payload)).toMatchObject({
      event: {
        kind: "pull_request",
        action: "review_submitted",
        number: 42,
        baseSha: "b".repeat(40),
        headSha: "c".repeat(40),
      },
    });
  });

  it("a payload without the pull request is an error naming the field", () => {
    const parsed = parseEvent("pull_request_review", { action: "submitted", review: {} });
    expect(parsed).toEqual({
      error: expect.stringMatching(/pull_request_review event payload is not usable: pull_request/),
    });
  });
});
