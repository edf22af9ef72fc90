import { unzipSync } from "fflate";
import { errorMessage } from "../error-message.js";
import type { GitHubEvent } from "../github/event.js";
import { assessReport } from "../outcome/assessment.js";
import { commentMarker } from "../report/comment-marker.js";
import { renderComment } from "../report/markdown.js";
import { RELAY_ARTIFACT, RELAY_LIMITS, RELAY_REPORT_FILE, type RelayReport } from "../report/relay-report.js";
import { parseRelayReport } from "../report/relay-report-schema.js";
import type { RelayGitHubPort } from "../sync/ports.js";
import type { ActionIO } from "./action-io.js";
import { postComment } from "./comment.js";
import { OUTPUTS } from "./inputs.js";
import { verifiedApprovals } from "./relay-approvals.js";
import { reportOptions } from "./report-options.js";
import type { ActionSettings } from "./settings.js";

type WorkflowRunEvent = Extract<GitHubEvent, { kind: "workflow_run" }>;

/** The adapter the relay asks of GitHub (src/action/deps.ts: GitHubApi). */
export type RelayGitHubFactory = (options: {
  token: string;
  repository: string;
  baseUrl?: string | undefined;
  rateLimitWaitMs?: number | undefined;
}) => RelayGitHubPort;

export interface RelayRun {
  settings: ActionSettings;
  env: Record<string, string | undefined>;
  io: ActionIO;
  relayGitHub: RelayGitHubFactory | undefined;
}

/** A report the relay does not post, and why: the step fails with it. */
export class RelayRefused extends Error {
  override name = "RelayRefused";
}

/**
 * Mode `relay`, in a `workflow_run` workflow with a write token and no checkout: the
 * report a pull request's check uploaded (a fork's run could not comment) becomes the
 * sticky comment. The report is untrusted: read only from this run's artifact, held to
 * a strict shape and size, rendered through the same inert path as any comment, and
 * posted only on the pull request whose head is the run's head commit and repository.
 */
const PULL_REQUEST_RUNS = new Set(["pull_request", "pull_request_target", "pull_request_review"]);

export async function relayStep(run: RelayRun, event: GitHubEvent, eventName: string): Promise<void> {
  if (event.kind !== "workflow_run")
    throw new Error(`mode 'relay' needs a workflow_run event, got '${eventName}'`);
  const { io } = run;
  // A review re-runs a fork's check too (an owner's approval): its report is relayed alike.
  if (!PULL_REQUEST_RUNS.has(event.triggeringEvent)) {
    io.info(
      `contract-sync relay: run ${event.runId} was a '${event.triggeringEvent}' run, not a pull request's`,
    );
    return;
  }
  const github = relayPort(run);
  const text = await downloadReport(github, event, io);
  if (text === undefined) return;
  const parsed = parseRelayReport(text);
  if ("error" in parsed) throw refused(event, parsed.error);
  const { relay } = parsed;
  const pullNumber = await verifiedPullRequest(github, event, relay, io);
  if (pullNumber === undefined) return;
  // An approval the fork's run claims is shown only when GitHub shows it (relay-approvals.ts).
  const report = await verifiedApprovals(relay.report, event.headSha, () => github.reviews(pullNumber));
  const assessment = assessReport(report, relay.assetsChecked);
  // The marker of the check it relays (its workflow's name from GitHub, its job from the report).
  const options = reportOptions(run.env, event.headSha, {
    workflow: event.workflowName,
    job: relay.job,
    repository: event.repository,
  });
  const commentUrl = await postComment(
    { enabled: run.settings.comment, io, github },
    pullNumber,
    commentMarker(options.workflow, options.job),
    { comment: renderComment(report, options, assessment), createIfMissing: assessment.hasFindings },
  );
  io.setOutput(OUTPUTS.verdict, assessment.verdict.verdict);
  io.setOutput(OUTPUTS.violations, String(assessment.violations));
  io.setOutput(OUTPUTS.assetsChecked, String(assessment.assetsChecked));
  io.setOutput(OUTPUTS.commentUrl, commentUrl);
}

function relayPort(run: RelayRun): RelayGitHubPort {
  const { settings, env } = run;
  if (!settings.githubToken || !env.GITHUB_REPOSITORY || !run.relayGitHub)
    throw new Error(
      "mode 'relay' needs github-token (the workflow's permissions: actions: read, pull-requests: write)",
    );
  return run.relayGitHub({
    token: settings.githubToken,
    repository: env.GITHUB_REPOSITORY,
    baseUrl: env.GITHUB_API_URL,
    rateLimitWaitMs: settings.rateLimitWaitMs,
  });
}

function refused(event: WorkflowRunEvent, why: string): RelayRefused {
  return new RelayRefused(
    `contract-sync relay: the report of run ${event.runId} was refused, and no comment was written: ${why}`,
  );
}

/** The report file of the run's artifact; undefined (and a notice) when the run left none. */
async function downloadReport(
  github: RelayGitHubPort,
  event: WorkflowRunEvent,
  io: ActionIO,
): Promise<string | undefined> {
  const artifact = await github.runArtifact(event.runId, RELAY_ARTIFACT);
  if (!artifact || artifact.expired) {
    io.notice(
      `No comment relayed: run ${event.runId} has no ${artifact ? "unexpired " : ""}artifact '${RELAY_ARTIFACT}' (a check cancelled or stopped before its report, or a workflow without the upload step: docs/workflow.md, Comments on pull requests from forks)`,
    );
    return undefined;
  }
  if (artifact.sizeInBytes > RELAY_LIMITS.zipBytes)
    throw refused(event, `the artifact is ${artifact.sizeInBytes} bytes, over ${RELAY_LIMITS.zipBytes}`);
  let zip: Uint8Array;
  try {
    zip = await github.downloadArtifact(artifact.id, RELAY_LIMITS.zipBytes);
  } catch (error) {
    if (/larger than/.test(errorMessage(error))) throw refused(event, errorMessage(error));
    throw error;
  }
  return reportFromZip(zip, event);
}

/** Only the report file is inflated, and only up to the bound (fflate fills a buffer of the declared size). */
function reportFromZip(zip: Uint8Array, event: WorkflowRunEvent): string {
  let files: Record<string, Uint8Array>;
  let declaredSize: number | undefined;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        if (file.name !== RELAY_REPORT_FILE) return false;
        declaredSize = file.originalSize;
        return file.originalSize <= RELAY_LIMITS.fileBytes;
      },
    });
  } catch (error) {
    throw refused(event, `the artifact is not a readable zip (${errorMessage(error)})`);
  }
  const file = files[RELAY_REPORT_FILE];
  if (!file)
    throw refused(
      event,
      declaredSize === undefined
        ? `the artifact holds no ${RELAY_REPORT_FILE}`
        : `${RELAY_REPORT_FILE} is ${declaredSize} bytes, over ${RELAY_LIMITS.fileBytes}`,
    );
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(file);
  } catch {
    throw refused(event, `${RELAY_REPORT_FILE} is not UTF-8 text`);
  }
}

/**
 * The pull request the comment goes to: the one the report names, only if GitHub says its
 * head is the run's head commit from the run's head repository (a forged number cannot aim
 * at another pull request). A head that moved on since is no forgery: a newer run relays.
 */
async function verifiedPullRequest(
  github: RelayGitHubPort,
  event: WorkflowRunEvent,
  relay: RelayReport,
  io: ActionIO,
): Promise<number | undefined> {
  const number = relay.pullRequest;
  if (event.pullRequests.length > 0 && !event.pullRequests.includes(number))
    throw refused(
      event,
      `it names pull request #${number}, but the run belongs to #${event.pullRequests.join(", #")}`,
    );
  if (relay.headSha !== event.headSha)
    throw refused(event, `it was made for commit ${relay.headSha}, but the run checked ${event.headSha}`);
  const head = await github.pullRequestHead(number).catch((error: unknown) => {
    throw refused(event, `pull request #${number} could not be read (${errorMessage(error)})`);
  });
  const sameRepository =
    head.headRepository !== undefined &&
    event.headRepository !== undefined &&
    head.headRepository.toLowerCase() === event.headRepository.toLowerCase();
  if (!sameRepository)
    throw refused(
      event,
      `pull request #${number} has its head in ${head.headRepository ?? "a deleted repository"}, not in ${event.headRepository ?? "a deleted repository"} where the run's commit is`,
    );
  if (head.headSha !== event.headSha) {
    io.notice(
      `No comment relayed: pull request #${number} has moved on to ${head.headSha} since run ${event.runId} checked ${event.headSha}; the run for the new commit relays its own report`,
    );
    return undefined;
  }
  return number;
}
