import { readFile } from "node:fs/promises";
import { ApiClientError } from "../client/errors.js";
import { errorMessage } from "../error-message.js";
import { type PullRequestApprovals, type ReviewSource, readApprovals } from "../github/approvals.js";
import { type GitHubEvent, parseEvent } from "../github/event.js";
import type { AssessedReport } from "../outcome/model.js";
import { renderPublishSummary } from "../report/publish-summary.js";
import { defaultDataSource } from "../schema/data-source.js";
import type { RemoteService } from "../server/open-service.js";
import type { Logger } from "../sync/ports.js";
import type { PublishOutcome } from "../sync/publish.js";
import type { ActionIO } from "./action-io.js";
import { annotate, applyVerdict, reportCheck } from "./check-report.js";
import {
  type ActionDeps,
  type CheckTarget,
  type Env,
  githubPort,
  type MergeGroupEvent,
  type PullRequestEvent,
  type Run,
} from "./check-target.js";
import { countingIO } from "./counting-io.js";
import { OUTPUTS, type OutputKey } from "./inputs.js";
import { groupApprovals, mergeGroupTarget, sayDestroyed } from "./merge-group.js";
import { repositoryUrl } from "./report-options.js";
import type { ActionSettings } from "./settings.js";

export type { ActionIO, AnnotationPlace } from "./action-io.js";

export type { ActionDeps } from "./check-target.js";

type PushEvent = Extract<GitHubEvent, { kind: "push" }>;

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

/**
 * `auto` checks pull requests and merge queue groups and publishes pushes to the default
 * branch; undefined: nothing to do (a destroyed merge group: there is no commit left to check).
 */
function resolveMode(
  settings: ActionSettings,
  event: GitHubEvent,
  eventName: string,
  io: ActionIO,
): Exclude<ActionSettings["mode"], "auto"> | undefined {
  if (settings.mode !== "auto") return settings.mode;
  if (event.kind === "pull_request") return "check";
  // A merge queue's required check: never passed unchecked.
  if (event.kind === "merge_group") return "check";
  if (event.kind === "push" && event.onDefaultBranch && !event.deleted) return "publish";
  io.info(
    `contract-sync: nothing to do for '${eventName}' (mode auto checks pull requests and merge groups and publishes pushes to the default branch)`,
  );
  return undefined;
}

/** What the check judges: the pull request's merge result, or a merge queue's commit. */
async function checkTarget(run: Run, event: PullRequestEvent | MergeGroupEvent): Promise<CheckTarget> {
  if (event.kind === "merge_group") {
    await fetchHistory(run, event.baseSha, event.headSha);
    return mergeGroupTarget(run, event);
  }
  await fetchHistory(run, event.baseSha, event.headSha);
  return {
    baseSha: event.baseSha,
    headSha: event.headSha,
    // The checked-out merge ref (refs/pull/N/merge) already is the merge: used when its parents are the two.
    mergeCommit: run.env.GITHUB_SHA,
    prLink: event.url,
    pullRequest: event,
    group: [],
  };
}

/** Forks get no secrets: a fork's pull request without a key is checked against the repository's own contracts. */
function embeddedCheck(run: Run, event: GitHubEvent): boolean {
  const { settings, io } = run;
  if (settings.apiUrl && event.kind === "pull_request" && event.fromFork && !settings.apiKey) {
    io.notice(
      "This pull request comes from a fork, which gets no secrets: checked with the embedded service against the contracts in the repository.",
    );
    return true;
  }
  requireApiKey(settings);
  return !settings.apiUrl;
}

/** The check step: the pull request's (or merge group's) range against the contracts, then the report and the verdict. */
async function checkStep(run: Run, event: GitHubEvent): Promise<void> {
  if (event.kind !== "pull_request" && event.kind !== "merge_group")
    throw new Error(`mode 'check' needs a pull_request or merge_group event, got '${run.eventName}'`);
  if (event.kind === "merge_group" && event.action === "destroyed") return void sayDestroyed(run.io, event);
  const { settings, io } = run;
  const embedded = embeddedCheck(run, event);
  const target = await checkTarget(run, event);
  // The workflow (and the readers it loads) is imported when a run needs it, not at start-up.
  const [{ runCheck }, { service, close, warm }] = await Promise.all([
    import("../sync/check/pipeline.js"),
    run.deps.openService(remoteService(settings, embedded)),
  ]);
  try {
    const outcome = await runCheck(
      {
        base: target.baseSha,
        head: target.headSha,
        mergeCommit: target.mergeCommit,
        configPath: settings.configPath,
        configExplicit: settings.configExplicit,
        prLink: target.prLink,
        embedded,
        defaultDataSource: defaultDataSource(run.env),
        requestLimits: settings.requestLimits,
      },
      {
        git: run.git,
        service,
        log: logger(io),
        warmService: warm,
        approvals: {
          approvals: () =>
            target.pullRequest ? pullRequestApprovals(run, target.pullRequest) : groupApprovals(run, target),
        },
      },
    );
    const reported = await reportCheck(run, target, outcome);
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
  const before = await reachableBefore(run, event);
  const [{ runPublish }, { service, close }] = await Promise.all([
    import("../sync/publish.js"),
    run.deps.openService(remoteService(settings, embedded)),
  ]);
  try {
    const outcome = await runPublish(
      {
        before,
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

/**
 * The push's `before`, its history fetched; undefined when it cannot be had: a force push whose
 * old commit GitHub no longer serves. Reconciling needs only `after` (it reads every contract).
 */
async function reachableBefore(run: Run, event: PushEvent): Promise<string | undefined> {
  if (isNewBranch(event)) return event.before;
  try {
    await fetchHistory(run, event.before, event.after);
    return event.before;
  } catch (error) {
    // `after` is the checked-out commit: without it there is nothing to publish.
    await fetchHistory(run, event.after, event.after).catch(() => {
      throw error;
    });
    run.io.notice(
      `the push's previous commit ${event.before.slice(0, 12)} cannot be fetched (a force push replaced it): the service is reconciled from ${event.after.slice(0, 12)} alone, every contract read`,
    );
    return undefined;
  }
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
    ...(github.tokenLogin ? { tokenLogin: github.tokenLogin.bind(github) } : {}),
  };
  return readApprovals(source, event.number, event.headSha, event.author);
}

function output(io: ActionIO, key: OutputKey, value: string | number): void {
  io.setOutput(OUTPUTS[key], String(value));
}

function logger(io: ActionIO): Logger {
  return { info: (m) => io.info(m), warn: (m) => io.warning(m) };
}

/** A failure of the service, said plainly (after the client's retries). */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiClientError) return `the Data Contract Service failed: ${error.message}`;
  return errorMessage(error);
}
