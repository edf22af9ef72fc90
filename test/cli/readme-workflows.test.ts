import { describe, expect, it } from "vitest";
import { MODES, OUTPUTS } from "../../src/action/inputs.js";
import { RELAY_ARTIFACT } from "../../src/report/relay-report.js";
import { CHECK_CONCURRENCY, CHECK_TRIGGERS, PUBLISH_CONCURRENCY } from "../../src/sync/init.js";
import { docsText } from "../support/docs-pages.js";
import { actionStep, readmeRelayWorkflows } from "../support/readme-relay.js";

// README.md first (its workflow is the one to copy), then the pages under docs/.
const README = docsText();
const workflows = [...README.matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => m[1] ?? "")
  .filter((yaml) => /uses: contract-sync\/contract-sync@/.test(yaml) && /^jobs:/m.test(yaml));

describe("the README's workflows", () => {
  it("carry the concurrency groups `contract-sync init` writes", () => {
    const checks = workflows.filter((yaml) => /^on: pull_request$|^ {2}pull_request:$/m.test(yaml));
    const publishes = workflows.filter((yaml) => /^ {2}push:$/m.test(yaml));
    expect(checks.length).toBeGreaterThan(0);
    expect(publishes.length).toBeGreaterThan(0);
    for (const yaml of checks) expect(yaml).toContain(`${CHECK_CONCURRENCY}\n`);
    for (const yaml of publishes) expect(yaml).toContain(`${PUBLISH_CONCURRENCY}\n`);
  });

  it("the first check re-runs on reviews as `contract-sync init` writes it (an owner's approval is a review)", () => {
    expect(workflows[0]).toContain(`${CHECK_TRIGGERS}\n`);
  });

  it("keep the report files the action writes as an artifact (the glob test/action/run-action.test.ts checks)", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub's expression syntax, not a template
    expect(README).toContain("path: ${{ runner.temp }}/contract-sync-*.md\n");
  });
});

describe("the README's fork relay (test/e2e/fork-relay.test.ts runs these two workflows)", () => {
  const { check, relay } = readmeRelayWorkflows();

  it("the check uploads the report the action names as the artifact the relay reads, even when the step fails", () => {
    const { step, steps } = actionStep(check);
    const upload = steps.find((s) => s.uses?.startsWith("actions/upload-artifact@"));
    expect(upload?.with).toEqual({
      name: RELAY_ARTIFACT,
      path: `\${{ steps.${step.id}.outputs.${OUTPUTS.relayReport} }}`,
      "retention-days": 1,
    });
    expect(upload?.if).toBe(`always() && steps.${step.id}.outputs.${OUTPUTS.relayReport} != ''`);
  });

  it("the relay runs after the check's workflow with a write token, checks out nothing, and relays", () => {
    expect(relay.on).toEqual({ workflow_run: { workflows: [check.name], types: ["completed"] } });
    expect(relay.permissions).toEqual({ actions: "read", "pull-requests": "write" });
    const { job, step, steps } = actionStep(relay);
    expect(steps).toEqual([step]);
    expect(step.with).toEqual({ mode: "relay" });
    expect(MODES).toContain(step.with?.mode);
    // A review re-runs a fork's check too (owner approval): its report is relayed alike.
    expect(relay.jobs[job]?.if).toBe(
      "github.event.workflow_run.event == 'pull_request' || github.event.workflow_run.event == 'pull_request_review'",
    );
  });
});
