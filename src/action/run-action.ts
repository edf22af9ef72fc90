import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ApiClientError } from "../client/errors.js";
import { failsOn } from "../compliance/verdict.js";
import { errorMessage } from "../error-message.js";
import { type PullRequestApprovals, type ReviewSource, readApprovals } from "../github/approvals.js";
import { type GitHubEvent, parseEvent } from "../github/event.js";
import type { AssessedReport } from "../outcome/model.js";
import { annotationsOf, budgetAnnotations } from "../report/annotations.js";
import { commentMarker } from "../report/comment-marker.js";
import {
  GITHUB_SUMMARY_LIMIT_BYTES,
  renderComment,
  renderFullReport,
  renderSummary,
} from "../report/markdown.js";
import { renderPublishSummary } from "../report/publish-summary.js";
import { RELAY_REPORT_FILE, relayReportJson } from "../report/relay-report.js";
import { defaultDataSource } from "../schema/index.js";
import type { OpenedService, RemoteService } from "../server/open-service.js";
import type { CheckOutcome } from "../sync/check/pipeline.js";
import type { GitHubPort, GitPort, Logger } from "../sync/ports.js";
import type { PublishOutcome } from "../sync/publish.js";
import type { ActionIO } from "./action-io.js";
import { postComment } from "./comment.js";
import { type CountingIO, countingIO } from "./counting-io.js";
import { OUTPUTS, type OutputKey } from "./inputs.js";
import type { RelayGitHubFactory } from "./relay.js";
import { reportOptions, repositoryUrl } from "./report-options.js";
import { postSuggestions, suggestionMarker } from "./review-suggestions.js";
import type { ActionSettings } from "./settings.js";

export type { ActionIO, AnnotationPlace } from "./action-io.js";

/** How the action gets its ports (src/action/deps.ts has the real adapters; tests pass fakes). */
export interface ActionDeps {
  git(workingDirectory: string): GitPort;
  github(options: {
    token: string;
    repository: string;
    baseUrl?: string | undefined;
    rateLimitWaitMs?: number | undefined;
  }): GitHubPort & Partial<ReviewSource>;
  openService(remote: RemoteService | undefined): Promise<OpenedService>;
  /** GitHub for mode `relay` (artifacts, the pull request's head, the comment). */
  relayGitHub?: RelayGitHubFactory | undefined;
}

type Env = Record<string, string | undefined>;
type PullRequestEvent = Extract<GitHubEvent, { kind: "pull_request" }>;
type PushEvent = Extract<GitHubEvent, { kind: "push" }>;

/** One run: what every step may read. */
interface Run {
  settings: ActionSettings;
  env: Env;
  io: CountingIO;
  deps: ActionDeps;
  git: GitPort;
  /** GITHUB_EVENT_NAME, for messages. */
  eventName: string;
}

/**
 * The action: read the event, resolve the mode, run the check or the publish
 * step, report, then set the outputs and the verdict. Failures go to
 * `io.setFailed` (by main.ts) with a message that says what to do.
 */
export async function runAction(
  settings: ActionSettings,
  env: Env,
  io: ActionIO,
  deps: ActionDeps,
): Promise<void> {
  if (settings.apiKey) io.setSecret(settings.apiKey);
  const counted = countingIO(io);
  const event = await readEvent(env);
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const mode = resolveMode(settings, event, eventName, io);
  if (!mode) return;
  const run: Run = {
    settings,
    env,
    io: counted,
    deps,
    git: deps.git(settings.workingDirectory),
    eventName,
  };
  if (mode === "relay") {
    // Loaded only here: the relay's unzip and report schema are no part of other runs.
    const { relayStep } = await import("./relay.js");
    await relayStep({ settings, env, io: counted, relayGitHub: deps.relayGitHub }, event, eventName);
  } else if (mode === "check") await checkStep(run, event);
  else await publishStep(run, event, settings.dryRun || mode === "plan");
}

async function readEvent(env: Env): Promise<GitHubEvent> {
  if (!env.GITHUB_EVENT_PATH)
    throw new Error("GITHUB_EVENT_PATH is not set: run the action from a GitHub workflow");
  const payload: unknown = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, "utf8"));
  const parsed = parseEvent(env.GITHUB_EVENT_NAME ?? "", payload);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.event;
}

/** `auto` checks pull requests and publishes pushes to the default branch; undefined: nothing to do. */
function resolveMode(
  settings: ActionSettings,
  event: GitHubEvent,
  eventName: string,
  io: ActionIO,
): Exclude<ActionSettings["mode"], "auto"> | undefined {
  if (settings.mode !== "auto") return settings.mode;
  if (event.kind === "pull_request") return "check";
  if (event.kind === "push" && event.onDefaultBranch && !event.deleted) return "publish";
  io.info(
    `contract-sync: nothing to do for '${eventName}' (mode auto checks pull requests and publishes pushes to the default branch)`,
  );
  return undefined;
}

/** The check step: the pull request's range against the contracts, then the report and the verdict. */
async function checkStep(run: Run, event: GitHubEvent): Promise<void> {
  if (event.kind !== "pull_request")
    throw new Error(`mode 'check' needs a pull_request event, got '${run.eventName}'`);
  const { settings, io } = run;
  // Forks get no secrets: check against the repository's own contracts, and say so.
  let embedded = !settings.apiUrl;
  if (settings.apiUrl && event.fromFork && !settings.apiKey) {
    embedded = true;
    io.notice(
      "This pull request comes from a fork, which gets no secrets: checked with the embedded service against the contracts in the repository.",
    );
  } else requireApiKey(settings);
  await fetchHistory(run, event.baseSha, event.headSha);
  // The workflow (and the readers it loads) is imported when a run needs it, not at start-up.
  const [{ runCheck }, { service, close, warm }] = await Promise.all([
    import("../sync/check/pipeline.js"),
    run.deps.openService(remoteService(settings, embedded)),
  ]);
  try {
    const outcome = await runCheck(
      {
        base: event.baseSha,
        head: event.headSha,
        // The checked-out merge ref (refs/pull/N/merge) already is the merge: used when its parents are the two.
        mergeCommit: run.env.GITHUB_SHA,
        configPath: settings.configPath,
        configExplicit: settings.configExplicit,
        prLink: event.url,
        embedded,
        defaultDataSource: defaultDataSource(run.env),
        requestLimits: settings.requestLimits,
      },
      {
        git: run.git,
        service,
        log: logger(io),
        warmService: warm,
        approvals: { approvals: () => pullRequestApprovals(run, event) },
      },
    );
    const reported = await reportCheck(run, event, outcome);
    for (const [key, value] of Object.entries(checkOutputs(outcome))) output(io, key as OutputKey, value);
    output(io, "commentUrl", reported.commentUrl);
    output(io, "report", reported.reportPath);
    output(io, "relayReport", reported.relayReportPath);
    // The failure message comes before the findings' annotations: GitHub shows only the first ten errors.
    applyVerdict(settings, outcome, io, reported.commentUrl !== "");
    annotate(run.io, outcome.findings);
  } finally {
    await close();
  }
}

/** The outputs a check sets from its outcome: the verdict and the counts every report shows. */
export function checkOutputs(
  outcome: Pick<AssessedReport, "verdict" | "violations" | "assetsChecked" | "findings">,
): Partial<Record<OutputKey, string | number>> {
  return {
    verdict: outcome.verdict.verdict,
    violations: outcome.violations,
    assetsChecked: outcome.assetsChecked,
    existingDebt: outcome.findings.filter((f) => f.existingDebt).length,
    waived: outcome.findings.filter((f) => f.waiver).length,
    contractsPublished: 0,
  };
}

/** The report of a check: the report file, the job summary (within 1 MiB), the pull request comment. */
async function reportCheck(
  run: Run,
  event: PullRequestEvent,
  outcome: CheckOutcome,
): Promise<{ commentUrl: string; reportPath: string; relayReportPath: string }> {
  const { io, env } = run;
  const options = reportOptions(env, event.headSha);
  const comment = renderComment(outcome.report, options, outcome.assessment);
  const directory = env.RUNNER_TEMP ?? tmpdir();
  const reportPath = join(directory, "contract-sync-report.md");
  await writeFile(reportPath, comment);
  // For the fork relay (docs/workflow.md "Comments on pull requests from forks"): the report, not its markdown.
  const relayReportPath = join(directory, RELAY_REPORT_FILE);
  await writeFile(
    relayReportPath,
    relayReportJson({
      pullRequest: event.number,
      headSha: event.headSha,
      job: options.job,
      assetsChecked: outcome.assessment.assetsChecked,
      report: outcome.report,
    }),
  );
  const fullReportPath = join(directory, "contract-sync-full-report.md");
  const full = renderFullReport(outcome.report, options, outcome.assessment);
  if (Buffer.byteLength(full) > GITHUB_SUMMARY_LIMIT_BYTES) await writeFile(fullReportPath, full);
  await io.appendSummary(renderSummary(outcome.report, options, outcome.assessment, fullReportPath));
  const github = githubPort(run);
  const commentUrl = await postComment(
    { enabled: run.settings.comment, io, github },
    event.number,
    commentMarker(options.workflow, options.job),
    { comment, createIfMissing: outcome.assessment.hasFindings },
  );
  // A line to write (the version) as a review suggestion on that line (action/review-suggestions.ts).
  if (run.settings.comment) {
    const changed = outcome.report.contractChanges?.some((c) => c.status === "changed") ?? false;
    const marker = suggestionMarker(options.workflow, options.job);
    const where = { pullNumber: event.number, headSha: event.headSha, marker };
    await postSuggestions({ io, github, git: run.git, ...where }, outcome.findings, changed);
  }
  return { commentUrl, reportPath, relayReportPath };
}

/** The findings as annotations, as many as the step's budget leaves (report/annotations.ts). */
function annotate(io: CountingIO, findings: CheckOutcome["findings"]): void {
  for (const a of budgetAnnotations(annotationsOf(findings), io.issued)) {
    const place = { title: a.title, file: a.file, startLine: a.line };
    if (a.level === "failure") io.error(a.message, place);
    else if (a.level === "warning") io.warning(a.message, place);
    else io.notice(a.message, place);
  }
}

/**
 * The publish step: the reconcile of the pushed commit against the service
 * (or only its plan, on a dry run), then the summary, the outputs and, when
 * the service failed midway, a failure that says what was not applied.
 */
async function publishStep(run: Run, event: GitHubEvent, dryRun: boolean): Promise<void> {
  if (event.kind !== "push") throw new Error(`mode 'publish' needs a push event, got '${run.eventName}'`);
  const { settings, io } = run;
  requireApiKey(settings);
  const embedded = !settings.apiUrl;
  if (embedded)
    io.notice(
      "No api-url: contracts are validated and published to the embedded service, which keeps nothing after this run.",
    );
  if (!isNewBranch(event)) await fetchHistory(run, event.before, event.after);
  const [{ runPublish }, { service, close }] = await Promise.all([
    import("../sync/publish.js"),
    run.deps.openService(remoteService(settings, embedded)),
  ]);
  try {
    const outcome = await runPublish(
      {
        before: event.before,
        after: event.after,
        configPath: settings.configPath,
        repositoryUrl: repositoryUrl(run.env),
        defaultDataSource: defaultDataSource(run.env),
        dryRun,
        requestLimits: settings.requestLimits,
      },
      { git: run.git, service, github: githubPort(run), log: logger(io) },
    );
    for (const d of outcome.diagnostics)
      io.error(d.message, { file: d.file, startLine: d.line, title: "contract-sync" });
    await io.appendSummary(renderPublishSummary({ ...outcome, dryRun }));
    publishOutputs(io, outcome);
    if (outcome.failure) {
      io.setFailed(
        `contract-sync: ${outcome.failure.message}; ${outcome.failure.notApplied.length} contracts and ${outcome.failure.assetsNotApplied.length} assets not applied (the job summary lists them; the next run applies them)`,
      );
    } else if (outcome.diagnostics.some((d) => d.severity === "error")) {
      io.setFailed(`${outcome.diagnostics.length} files could not be published; see the annotations`);
    }
  } finally {
    await close();
  }
}

function publishOutputs(io: ActionIO, outcome: PublishOutcome): void {
  const { create, update, archive, unchanged } = outcome.plan.counts;
  output(io, "verdict", "pass");
  output(io, "violations", 0);
  output(io, "assetsChecked", 0);
  output(io, "existingDebt", 0);
  output(io, "waived", 0);
  output(io, "contractsPublished", create + update + archive);
  output(io, "contractsCreated", create);
  output(io, "contractsUpdated", update);
  output(io, "contractsArchived", archive);
  output(io, "contractsUnchanged", unchanged);
  output(io, "commentUrl", "");
  output(io, "report", "");
  output(io, "relayReport", "");
}

function isNewBranch(event: PushEvent): boolean {
  return /^0{40}$/.test(event.before);
}

function requireApiKey(settings: ActionSettings): void {
  if (settings.apiUrl && !settings.apiKey)
    throw new Error("input 'api-key' is required with 'api-url' (store it as a secret)");
}

function remoteService(settings: ActionSettings, embedded: boolean): RemoteService | undefined {
  if (embedded) return undefined;
  return {
    baseUrl: settings.apiUrl as string,
    apiKey: settings.apiKey ?? "",
    userAgent: "contract-sync-action",
  };
}

/** A shallow checkout gets the commits the range needs; the log says what was fetched. */
async function fetchHistory(run: Run, from: string, to: string): Promise<void> {
  const fetched = await run.git.ensureCommits(from, to);
  for (const command of fetched.fetches) run.io.info(`fetched history: ${command}`);
}

function githubPort(run: Run): (GitHubPort & Partial<ReviewSource>) | undefined {
  const { settings, env } = run;
  if (!settings.githubToken || !env.GITHUB_REPOSITORY) return undefined;
  return run.deps.github({
    token: settings.githubToken,
    repository: env.GITHUB_REPOSITORY,
    baseUrl: env.GITHUB_API_URL,
    rateLimitWaitMs: settings.rateLimitWaitMs,
  });
}

/**
 * The reviews of the pull request's latest commit, read only when a change needs an owner's
 * approval; without a token that can read them the check says so and blocks (fail closed).
 */
async function pullRequestApprovals(run: Run, event: PullRequestEvent): Promise<PullRequestApprovals> {
  const github = githubPort(run);
  if (!github?.reviews || !github.teamMembership)
    return {
      readable: false,
      reason:
        "there is no github-token to read the pull request's reviews with (give the step a token with pull-requests: read)",
    };
  const source: ReviewSource = {
    reviews: github.reviews.bind(github),
    teamMembership: github.teamMembership.bind(github),
  };
  return readApprovals(source, event.number, event.headSha);
}

function output(io: ActionIO, key: OutputKey, value: string | number): void {
  io.setOutput(OUTPUTS[key], String(value));
}

function logger(io: ActionIO): Logger {
  return { info: (m) => io.info(m), warn: (m) => io.warning(m) };
}

/** BLOCK fails and ALERT warns, unless fail-on says otherwise; the message points at what was written. */
function applyVerdict(
  settings: ActionSettings,
  outcome: CheckOutcome,
  io: ActionIO,
  commented: boolean,
): void {
  const { verdict } = outcome.verdict;
  const fails = failsOn(verdict, settings.failOn);
  const said = `contract-sync: ${outcome.violations} contract violations, verdict ${verdict.toUpperCase()}`;
  if (fails) io.setFailed(`${said}; see the ${commented ? "pull request comment" : "job summary"}`);
  else if (verdict !== "pass") io.warning(said);
}

/** A failure of the service, said plainly (after the client's retries). */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiClientError) return `the Data Contract Service failed: ${error.message}`;
  return errorMessage(error);
}
