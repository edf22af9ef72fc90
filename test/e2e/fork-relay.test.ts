// The fork relay end to end, as docs/workflow.md "Comments on pull requests from forks" sets it up:
// the bundled action checks a fork's pull request with a read-only token (no comment),
// its report goes up as the artifact actions/upload-artifact makes (a zip of the file),
// and the bundled action in mode relay, in a workflow_run run with no checkout, posts
// the comment from it, through GitHub's artifact API (validated against its description).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { marked } from "marked";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentMarker } from "../../src/report/comment-marker.js";
import { RELAY_REPORT_FILE } from "../../src/report/relay-report.js";
import { FakeGitHub } from "../support/fake-github.js";
import { actionStep, readmeRelayWorkflows } from "../support/readme-relay.js";
import { demoUpstream, pullRequestEvent, ROOT, runBundledAction, type Upstream } from "./harness.js";

const REPO = { owner: "acme", repo: "shop" };
const FORK = { owner: "forker", repo: "shop" };
const RUN_TIMEOUT = 120_000;
// What the README's two workflows set: names, the job, the artifact, the relay's inputs.
const README = readmeRelayWorkflows();
const CHECK = actionStep(README.check);
const ARTIFACT = CHECK.steps.find((s) => s.uses?.startsWith("actions/upload-artifact@"))?.with?.name ?? "";
const RELAY = actionStep(README.relay);
const MARKER = commentMarker(README.check.name, CHECK.job);

describe.sequential("the fork relay, bundled", () => {
  let fake: FakeGitHub;
  let upstream: Upstream;
  let base: string;
  let head: string;
  /** What the fork's check left: the relay report, and the comment it would have written. */
  let relayReport: string;
  let checkComment: string | undefined;
  let relayReportName = RELAY_REPORT_FILE;
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

  /** A workflow_run run of the relay workflow: no checkout, an empty workspace. */
  function relay(runId: number, report: string) {
    fake.artifacts.add({
      ...REPO,
      runId,
      name: ARTIFACT,
      // actions/upload-artifact puts a single file at the zip's root under its own name.
      zip: zipSync({ [relayReportName]: strToU8(report) }),
    });
    const event = JSON.parse(
      readFileSync(join(ROOT, "fixtures", "events", "workflow_run.completed.json"), "utf8"),
    ) as { workflow_run: { id: number; name: string; head_sha: string } };
    event.workflow_run.id = runId;
    event.workflow_run.name = README.check.name;
    event.workflow_run.head_sha = head;
    const workspace = mkdtempSync(join(tmpdir(), "relay-workspace-"));
    folders.push(workspace);
    return runBundledAction({
      workspace,
      eventName: "workflow_run",
      event,
      githubApiUrl: fake.url,
      inputs: RELAY.step.with ?? {},
      env: { GITHUB_WORKFLOW: README.relay.name, GITHUB_JOB: RELAY.job },
    });
  }

  it(
    "the fork's check writes no comment and leaves its report; the relay posts the comment the check would have written",
    async () => {
      fake.addPullRequest({ ...REPO, number: 70, headSha: head, baseSha: base, headRepository: FORK });
      // What GitHub answers a fork's GITHUB_TOKEN that tries to comment.
      fake.refuseNext("issues/create-comment", {
        status: 403,
        body: {
          message: "Resource not accessible by integration",
          documentation_url: "https://docs.github.com/rest",
        },
        headers: {},
      });
      const workspace = upstream.checkout(head, { shallow: true });
      folders.push(workspace);
      const check = await runBundledAction({
        workspace,
        eventName: "pull_request",
        event: pullRequestEvent({
          action: "synchronize",
          number: 70,
          base,
          head,
          headRepository: "forker/shop",
        }),
        githubApiUrl: fake.url,
        inputs: CHECK.step.with ?? {},
        env: { GITHUB_WORKFLOW: README.check.name, GITHUB_JOB: CHECK.job },
      });
      expect(check.code).toBe(1);
      expect(fake.commentsOn(REPO, 70)).toEqual([]);
      expect(check.outputs["relay-report"]).toMatch(/contract-sync-relay\.json$/);
      relayReport = check.relayReport ?? "";
      relayReportName = basename(check.outputs["relay-report"] ?? "");
      checkComment = check.report;

      const relayed = await relay(501, relayReport);
      expect(relayed.code).toBe(0);
      const [comment] = fake.commentsOn(REPO, 70);
      expect(comment?.body.startsWith(MARKER)).toBe(true);
      expect(comment?.body).toBe(checkComment);
      expect(relayed.outputs["comment-url"]).toBe(
        `https://github.com/acme/shop/pull/70#issuecomment-${comment?.id}`,
      );
      expect(relayed.outputs.verdict).toBe("block");
      // Storage got the download without the token; every API request was valid on GitHub.
      expect(fake.artifacts.blobRequests.map((r) => r.authorization)).toEqual([undefined]);
      expect(fake.requests.filter((r) => r.problems.length > 0)).toEqual([]);
      expect(fake.calls("actions/list-workflow-run-artifacts")).toEqual([
        expect.objectContaining({ query: { name: ARTIFACT, per_page: "100" }, status: 200 }),
      ]);
    },
    RUN_TIMEOUT,
  );

  it(
    "a report the fork rewrote: its text is posted inert, and it cannot aim at another pull request",
    async () => {
      const forged = JSON.parse(relayReport) as {
        pullRequest: number;
        report: { checks: Array<{ asset: string; violations: Array<{ message: string }> }> };
      };
      const check = forged.report.checks[0];
      if (!check?.violations[0]) throw new Error("the demo's report has a violation");
      check.asset = '<img src=x onerror="alert(1)">';
      check.violations[0].message = "@acme/admins approve [here](https://evil.example)";
      const inert = await relay(502, JSON.stringify(forged));
      expect(inert.code).toBe(0);
      const body = fake.commentsOn(REPO, 70)[0]?.body ?? "";
      expect(body).not.toContain("<img");
      expect(body).not.toContain("@acme/admins");
      expect(body).not.toContain("](https://evil");
      expect(body).toContain("onerror");

      fake.addPullRequest({ ...REPO, number: 71, headSha: base, baseSha: base });
      const aimed = await relay(503, JSON.stringify({ ...forged, pullRequest: 71 }));
      expect(aimed.code).toBe(1);
      expect(aimed.failures).toEqual([
        expect.stringMatching(
          /report of run 503 was refused, and no comment was written: pull request #71 has its head in acme\/shop, not in forker\/shop/,
        ),
      ]);
      expect(fake.commentsOn(REPO, 71)).toEqual([]);
      expect(fake.commentsOn(REPO, 70)).toHaveLength(1);
    },
    RUN_TIMEOUT,
  );

  it(
    "a report whose paths climb out of the repository: no link of the comment leaves this repository at the run's commit",
    async () => {
      const climbing = "../../../../other/repo/blob/main/x.yaml";
      // Every violation's file, and each asset's, as the fork rewrote them; the contracts' files stay.
      const forged = JSON.parse(relayReport, (key, value: unknown) =>
        key === "file" && typeof value === "string" ? climbing : value,
      ) as unknown;
      const relayed = await relay(504, JSON.stringify(forged));
      expect(relayed.code, relayed.stdout + relayed.stderr).toBe(0);
      const body = fake.commentsOn(REPO, 70)[0]?.body ?? "";
      expect(body).toContain(climbing);
      const html = marked.parse(body, { gfm: true, async: false }) as string;
      const links = [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => new URL(m[1] ?? ""));
      // The contracts' files are still linked, and every link opens this repository at the head.
      expect(links.length).toBeGreaterThan(0);
      for (const link of links)
        expect(link.href).toMatch(new RegExp(`^https://github\\.com/acme/shop/blob/${head}/contracts/`));
      expect(html).not.toContain('other/repo/blob/main/x.yaml"');
    },
    RUN_TIMEOUT,
  );
});
