import { GitHubError } from "../github/errors.js";
import type { ForeignMarkerComment } from "../github/github-api.js";
import type { GitHubPort } from "../sync/ports.js";
import type { ActionIO } from "./action-io.js";

/** What writing the comment needs: whether it is on, where to say what happened, GitHub (none without a token). */
export interface CommentRun {
  enabled: boolean;
  io: ActionIO;
  github: GitHubPort | undefined;
}

const HOW_TO_GET_A_COMMENT =
  "give the workflow `permissions: pull-requests: write` and leave input github-token at its default; a fork's pull request gets a read-only token (docs/workflow.md: Comments on pull requests from forks)";

/**
 * The sticky comment, when enabled and a token is there. When none is written,
 * one notice (or, for a failure of GitHub, a warning) says why: the job summary
 * and the annotations still carry the report.
 */
export async function postComment(
  run: CommentRun,
  pullNumber: number,
  marker: string,
  {
    comment,
    createIfMissing,
    amend,
  }: { comment: string; createIfMissing: boolean; amend?: (current: string | undefined) => string },
): Promise<string> {
  if (!run.enabled) return "";
  const { github } = run;
  if (!github) {
    run.io.notice(
      `No pull request comment was written: the action has no github-token. To get one, ${HOW_TO_GET_A_COMMENT}. The job summary has the report.`,
    );
    return "";
  }
  const foreign: ForeignMarkerComment[] = [];
  try {
    const result = await github.upsertStickyComment(pullNumber, marker, comment, {
      createIfMissing,
      ...(amend ? { amend } : {}),
      onForeignMarker: (c) => foreign.push(c),
    });
    noticeForeignMarkers(run.io, foreign);
    if (result?.replaced)
      run.io.notice(
        `The pull request comment ${result.replaced} was deleted while this run was updating it (GitHub answered 404 to the edit): the report was written as a new comment, ${result.url}`,
      );
    if (result) run.io.info(`comment ${result.action}: ${result.url}`);
    for (const url of result?.deleted ?? []) run.io.info(`deleted a duplicate of this job's comment: ${url}`);
    return result?.url ?? "";
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    if (!error.rateLimited && (error.status === 403 || error.status === 404)) {
      run.io.notice(
        `No pull request comment was written: the token may not write to this pull request (${error.message}). To get one, ${HOW_TO_GET_A_COMMENT}. The job summary has the report.`,
      );
    } else {
      run.io.warning(
        `could not write the pull request comment (${error.message}); the job summary has the report`,
      );
    }
    return "";
  }
}

/** Comments by others that carry our marker: named (a few; anyone can post many), never edited. */
function noticeForeignMarkers(io: ActionIO, foreign: ForeignMarkerComment[]): void {
  if (foreign.length === 0) return;
  const named = foreign
    .slice(0, 3)
    .map((c) => `${c.url} by ${c.author}`)
    .join(", ");
  const more = foreign.length > 3 ? ` and ${foreign.length - 3} more` : "";
  io.notice(
    `left alone: ${named}${more} carries this job's comment marker but was not written by this token's account`,
  );
}
