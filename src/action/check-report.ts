import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { failsOn } from "../compliance/verdict.js";
import { annotationsOf, budgetAnnotations } from "../report/annotations.js";
import { commentMarker } from "../report/comment-marker.js";
import {
  GITHUB_SUMMARY_LIMIT_BYTES,
  renderComment,
  renderFullReport,
  renderSummary,
} from "../report/markdown.js";
import { RELAY_REPORT_FILE, relayReportJson } from "../report/relay-report.js";
import type { CheckOutcome } from "../sync/check/pipeline.js";
import type { ActionIO } from "./action-io.js";
import { type CheckTarget, githubPort, type PullRequestEvent, type Run } from "./check-target.js";
import { postComment } from "./comment.js";
import type { CountingIO } from "./counting-io.js";
import { postGroupNotes } from "./merge-group.js";
import { reportOptions } from "./report-options.js";
import { postSuggestions, suggestionMarker } from "./review-suggestions.js";
import type { ActionSettings } from "./settings.js";

/**
 * The report of a check: the report file, the job summary (within 1 MiB), and the pull
 * request's comment (a merge group: a note on each of its pull requests' comments).
 */
export async function reportCheck(
  run: Run,
  target: CheckTarget,
  outcome: CheckOutcome,
): Promise<{ commentUrl: string; reportPath: string; relayReportPath: string }> {
  const { io, env } = run;
  const options = reportOptions(env, target.headSha);
  const comment = renderComment(outcome.report, options, outcome.assessment);
  const directory = env.RUNNER_TEMP ?? tmpdir();
  const reportPath = join(directory, "contract-sync-report.md");
  await writeFile(reportPath, comment);
  const fullReportPath = join(directory, "contract-sync-full-report.md");
  const full = renderFullReport(outcome.report, options, outcome.assessment);
  if (Buffer.byteLength(full) > GITHUB_SUMMARY_LIMIT_BYTES) await writeFile(fullReportPath, full);
  await io.appendSummary(renderSummary(outcome.report, options, outcome.assessment, fullReportPath));
  const marker = commentMarker(options.workflow, options.job);
  const pull = target.pullRequest;
  if (!pull) {
    // The notes go to several pull requests: output comment-url names none, the log each.
    await postGroupNotes(run, target, outcome, marker);
    return { commentUrl: "", reportPath, relayReportPath: "" };
  }
  // For the fork relay (docs/workflow.md "Comments on pull requests from forks"): the report, not its markdown.
  const relayReportPath = join(directory, RELAY_REPORT_FILE);
  await writeFile(
    relayReportPath,
    relayReportJson({
      pullRequest: pull.number,
      headSha: pull.headSha,
      job: options.job,
      assetsChecked: outcome.assessment.assetsChecked,
      report: outcome.report,
    }),
  );
  const github = githubPort(run);
  const commentUrl = await postComment({ enabled: run.settings.comment, io, github }, pull.number, marker, {
    comment,
    createIfMissing: outcome.assessment.hasFindings,
  });
  await suggest(run, pull, outcome, options);
  return { commentUrl, reportPath, relayReportPath };
}

/** A line to write (the version) as a review suggestion on that line (action/review-suggestions.ts). */
async function suggest(
  run: Run,
  pull: PullRequestEvent,
  outcome: CheckOutcome,
  options: { workflow: string; job: string },
): Promise<void> {
  if (!run.settings.comment) return;
  const changed = outcome.report.contractChanges?.some((c) => c.status === "changed") ?? false;
  const marker = suggestionMarker(options.workflow, options.job);
  const where = { pullNumber: pull.number, headSha: pull.headSha, marker };
  await postSuggestions(
    { io: run.io, github: githubPort(run), git: run.git, ...where },
    outcome.findings,
    changed,
  );
}

/** The findings as annotations, as many as the step's budget leaves (report/annotations.ts). */
export function annotate(io: CountingIO, findings: CheckOutcome["findings"]): void {
  for (const a of budgetAnnotations(annotationsOf(findings), io.issued)) {
    const place = { title: a.title, file: a.file, startLine: a.line };
    if (a.level === "failure") io.error(a.message, place);
    else if (a.level === "warning") io.warning(a.message, place);
    else io.notice(a.message, place);
  }
}

/** BLOCK fails and ALERT warns, unless fail-on says otherwise; the message points at what was written. */
export function applyVerdict(
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
