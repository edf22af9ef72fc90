import { errorMessage } from "../error-message.js";
import { type PullRequestApprovals, type ReviewSource, readApprovals } from "../github/approvals.js";
import { groupPullRequests } from "../github/merge-group.js";
import type { CheckOutcome } from "../sync/check/pipeline.js";
import type { ActionIO } from "./action-io.js";
import { type CheckTarget, githubPort, type MergeGroupEvent, type Run } from "./check-target.js";
import { postComment } from "./comment.js";

/**
 * A merge queue's group (docs/workflow.md "Merge queues"): the queue's merge commit is checked against
 * the group's base as a pull request's merge result is, the report goes to the job summary,
 * and each pull request of the group gets a note in the comment its own check keeps.
 */

/** The check's target: the group's base and head, its pull requests named by the queue. */
export async function mergeGroupTarget(run: Run, event: MergeGroupEvent): Promise<CheckTarget> {
  const subjects = (await run.git.firstParentSubjects?.(event.baseSha, event.headSha)) ?? [
    event.headCommitMessage.split("\n")[0] ?? "",
  ];
  const group = groupPullRequests(event.headRef, subjects);
  const server = (run.env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "");
  const first = group.at(-1);
  run.io.info(
    `merge group ${event.headSha.slice(0, 12)} onto ${event.baseSha.slice(0, 12)}: ${group.length > 0 ? group.map((n) => `#${n}`).join(", ") : "no pull request named"}`,
  );
  return {
    baseSha: event.baseSha,
    headSha: event.headSha,
    // The queue's commit already is the merge: it holds the base (merge.ts: contains-base).
    mergeCommit: undefined,
    prLink:
      first !== undefined && run.env.GITHUB_REPOSITORY
        ? `${server}/${run.env.GITHUB_REPOSITORY}/pull/${first}`
        : undefined,
    pullRequest: undefined,
    group,
  };
}

/** Merge group: destroyed (merged, dequeued, invalidated) has no commit left to check. */
export function sayDestroyed(io: ActionIO, event: MergeGroupEvent): void {
  io.notice(
    `contract-sync: the merge group ${event.headSha.slice(0, 12)} was destroyed (${event.reason ?? "no reason given"}): nothing to check`,
  );
}

const NOTE_START = "<!-- contract-sync:merge-group -->";
const NOTE_END = "<!-- /contract-sync:merge-group -->";

/** The note a group's pull request gets: which group, its verdict, where the report is. */
export function mergeGroupNote(run: Run, target: CheckTarget, outcome: CheckOutcome): string {
  const { env } = run;
  const verdict = outcome.verdict.verdict.toUpperCase();
  const together =
    target.group.length > 1 ? `together with ${target.group.map((n) => `#${n}`).join(", ")}` : "alone";
  const runUrl =
    env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY
      ? `${(env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "")}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  const where = runUrl
    ? `the [queue's run](${runUrl}) has the report`
    : "the queue's job summary has the report";
  return `${NOTE_START}\n> **Merge queue**: checked ${together} as \`${target.headSha.slice(0, 12)}\`: **${verdict}**, ${outcome.violations} contract violations; ${where}.\n${NOTE_END}`;
}

/** A comment's text with `note` in place of its previous merge-queue note (appended when it had none). */
export function withGroupNote(current: string | undefined, note: string): string {
  if (current === undefined) return note;
  const start = current.indexOf(NOTE_START);
  const end = current.indexOf(NOTE_END, start);
  if (start >= 0 && end > start) return current.slice(0, start) + note + current.slice(end + NOTE_END.length);
  return `${current}\n\n${note}`;
}

/**
 * The note on each pull request of the group, in the comment under this job's marker: added
 * to the check's report where there is one; a new comment only when the group did not pass.
 */
export async function postGroupNotes(
  run: Run,
  target: CheckTarget,
  outcome: CheckOutcome,
  marker: string,
): Promise<void> {
  const github = githubPort(run);
  const note = mergeGroupNote(run, target, outcome);
  for (const number of target.group) {
    await postComment({ enabled: run.settings.comment, io: run.io, github }, number, marker, {
      comment: note,
      createIfMissing: outcome.verdict.verdict !== "pass",
      amend: (current) => withGroupNote(current, note),
    });
  }
}

/**
 * A group's approvals: each pull request's at its own head (GitHub's reviews), together. A
 * group change that needs an owner's approval came from one of them, whose own check asked
 * for it there; reviews that cannot be read make the whole answer unreadable (fail closed).
 */
export async function groupApprovals(run: Run, target: CheckTarget): Promise<PullRequestApprovals> {
  const { group } = target;
  const github = githubPort(run);
  if (!github?.reviews || !github.teamMembership || !github.pullRequest)
    return {
      readable: false,
      reason:
        "there is no github-token to read the group's pull requests' reviews with (give the step a token with pull-requests: read)",
    };
  if (group.length === 0)
    return { readable: false, reason: "the merge group names no pull request whose reviews could be read" };
  const source: ReviewSource = {
    reviews: github.reviews.bind(github),
    teamMembership: github.teamMembership.bind(github),
  };
  const approvedBy = new Set<string>();
  let isMember: Extract<PullRequestApprovals, { readable: true }>["isMember"] | undefined;
  for (const number of group) {
    let headSha: string;
    try {
      headSha = (await github.pullRequest(number)).headSha;
    } catch (error) {
      return {
        readable: false,
        reason: `pull request #${number} of the merge group could not be read (${errorMessage(error)})`,
      };
    }
    const approvals = await readApprovals(source, number, headSha);
    if (!approvals.readable) return approvals;
    for (const login of approvals.approvedBy) approvedBy.add(login);
    isMember ??= approvals.isMember;
  }
  return {
    readable: true,
    headSha: target.headSha,
    approvedBy: [...approvedBy].sort(),
    isMember: isMember as NonNullable<typeof isMember>,
  };
}
