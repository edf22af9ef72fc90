import { GitHubError } from "../github/errors.js";
import type { ReviewComment } from "../github/github-api.js";
import { cell } from "../report/markdown-text.js";
import { counts, type Finding, type SuggestedLine } from "../rules/index.js";
import type { GitHubPort, GitPort } from "../sync/ports.js";
import type { ActionIO } from "./action-io.js";

/**
 * A finding with a line to write (CONTRACT_VERSION_NOT_BUMPED: the version) is offered as a
 * pull request review comment with a ```suggestion block on that line of the head, which GitHub
 * applies in one click; the sticky comment shows the line as text either way. One comment per
 * finding and job, found again by a hidden marker and edited, never posted twice; a comment
 * whose finding is gone is edited to say so. GitHub takes review comments only on lines of the
 * pull request's diff (422 otherwise): such a suggestion stays in the sticky comment only, and
 * the log says so.
 */

export interface SuggestionRun {
  io: ActionIO;
  github: GitHubPort | undefined;
  git: GitPort;
  pullNumber: number;
  /** The pull request's head commit: the review comment's commit and the lines it is on. */
  headSha: string;
  /** The job's marker prefix (suggestionMarker). */
  marker: string;
}

/** `<!-- contract-sync-suggestion:{workflow}:{job}:` (a finding's marker adds its fingerprint and ` -->`). */
export function suggestionMarker(workflow: string, job: string): string {
  return `<!-- contract-sync-suggestion:${encodeURIComponent(workflow)}:${encodeURIComponent(job)}:`;
}

const markerOf = (prefix: string, finding: Finding) => `${prefix}${finding.fingerprint.slice(0, 16)} -->`;

const RESOLVED =
  "✅ No longer current: the check no longer asks for this change here (a newer suggestion, if any, is in its own comment).";

/** Posts, edits or resolves the job's suggestion comments; never fails the step (the sticky comment has it all). */
export async function postSuggestions(
  run: SuggestionRun,
  findings: readonly Finding[],
  contractsChanged: boolean,
): Promise<void> {
  const { github } = run;
  if (!github?.reviewComments || !github.createReviewComment || !github.updateReviewComment) return;
  // One suggestion per line and text (the contracts of one ODCS file share its version line).
  const seen = new Set<string>();
  const wanted = findings.filter((f) => {
    const place = `${f.file}:${f.suggestedLine?.line}:${f.suggestedLine?.suggested}`;
    if (!f.suggestedLine || !f.file || !counts(f) || seen.has(place)) return false;
    seen.add(place);
    return true;
  });
  // Nothing to suggest and no contract changed: no call at all (an earlier suggestion on a line the
  // pull request no longer changes is outdated on GitHub already).
  if (wanted.length === 0 && !contractsChanged) return;
  try {
    const existing = await github.reviewComments(run.pullNumber, run.marker);
    const inUse = new Set<number>();
    for (const finding of wanted) {
      const id = await offer(run, finding, existing);
      if (id !== undefined) inUse.add(id);
    }
    // The rest: suggestions whose finding is gone, or that a newer comment replaced (GitHub moved them off their line).
    for (const comment of existing) {
      const body = resolvedBody(comment.body);
      if (inUse.has(comment.id) || body === comment.body) continue;
      await github.updateReviewComment(comment.id, body);
      run.io.info(`review suggestion resolved: ${comment.url}`);
    }
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    const said = `could not write the review suggestions (${error.message}); the pull request comment shows the lines to write`;
    // A token that may not write (a fork's pull request) is said once already, by the sticky comment's notice.
    if (!error.rateLimited && (error.status === 403 || error.status === 404)) run.io.info(said);
    else run.io.warning(said);
  }
}

/**
 * One finding's suggestion: edited where it is, else posted on the head's line (a 422 is logged, not
 * thrown). Returns the comment that carries it, if any.
 */
async function offer(
  run: SuggestionRun,
  finding: Finding,
  existing: readonly ReviewComment[],
): Promise<number | undefined> {
  const github = run.github as Required<GitHubPort>;
  const suggestion = finding.suggestedLine as SuggestedLine;
  const path = finding.file as string;
  const line = await headLine(run, path, suggestion);
  if (line === undefined) {
    run.io.info(
      `no review suggestion for ${path}:${suggestion.line}: the pull request's head does not have that line as checked (the merge with the base moved it); the pull request comment shows the line to write`,
    );
    return undefined;
  }
  const marker = markerOf(run.marker, finding);
  const body = suggestionBody(marker, finding, suggestion);
  const placed = existing.find((c) => c.body.includes(marker) && c.path === path && c.line === line);
  if (placed) {
    if (placed.body !== body) await github.updateReviewComment(placed.id, body);
    run.io.info(`review suggestion ${placed.body === body ? "unchanged" : "updated"}: ${placed.url}`);
    return placed.id;
  }
  try {
    const created = await github.createReviewComment(run.pullNumber, {
      commitId: run.headSha,
      path,
      line,
      body,
    });
    run.io.info(`review suggestion created: ${created.url}`);
    return created.id;
  } catch (error) {
    if (!(error instanceof GitHubError) || error.status !== 422) throw error;
    run.io.info(
      `no review suggestion for ${path}:${line}: GitHub takes review comments only on lines of the pull request's diff, and this one is outside it (${error.message}); the pull request comment shows the line to write`,
    );
    return undefined;
  }
}

/**
 * The line of the head's file the suggestion is for: the check's line when the head has the same
 * text there (the usual case), else the one line of the head with that text; undefined when none
 * or several (the suggestion would replace the wrong line).
 */
async function headLine(
  run: SuggestionRun,
  path: string,
  suggestion: SuggestedLine,
): Promise<number | undefined> {
  const text = await run.git
    .filesAt(run.headSha)
    .readText(path)
    .catch(() => undefined);
  const lines = text?.split(/\r\n|\r|\n/) ?? [];
  if (lines[suggestion.line - 1] === suggestion.current) return suggestion.line;
  const same = lines.flatMap((l, i) => (l === suggestion.current ? [i + 1] : []));
  return same.length === 1 ? same[0] : undefined;
}

/** The comment: the marker, what the finding says (inert), and the line to write as a suggestion. */
export function suggestionBody(marker: string, finding: Finding, suggestion: SuggestedLine): string {
  // A fence longer than any run of backticks in the line, so the line cannot close it.
  const longest = Math.max(0, ...(suggestion.suggested.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return [
    marker,
    `**${cell(finding.title)}** (${finding.rule}, ${finding.level}): ${cell(finding.message)}`,
    "",
    `${fence}suggestion`,
    suggestion.suggested,
    fence,
    "",
  ].join("\n");
}

/** An earlier suggestion's text once its finding is gone: its marker kept, the suggestion block dropped. */
function resolvedBody(body: string): string {
  const marker = body.split("\n", 1)[0] ?? "";
  return `${marker}\n${RESOLVED}\n`;
}
