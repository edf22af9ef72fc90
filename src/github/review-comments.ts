import type { GitHubCalls } from "./github-calls.js";

/**
 * Pull request review comments (`/repos/{owner}/{repo}/pulls/.../comments`): comments on a line
 * of the pull request's diff, the only comments in which GitHub applies a ```suggestion block.
 * GitHub takes one only on a line of the diff (its hunks, context lines included) and answers
 * 422 otherwise; once a later commit changes the line, it keeps the comment without a `line`.
 */

/** A review comment as the action reads it. */
export interface ReviewComment {
  id: number;
  /** Web address of the comment. */
  url: string;
  path: string;
  /** The line it is on now; undefined when GitHub no longer places it (outdated). */
  line: number | undefined;
  commitId: string;
  body: string;
}

/** Where and what to comment: a line of the file at `commitId` (the pull request's head), right side. */
export interface NewReviewComment {
  commitId: string;
  path: string;
  line: number;
  body: string;
}

interface ReviewCommentJson {
  id: number | bigint;
  html_url: string;
  path: string;
  line?: number | null;
  commit_id: string;
  body: string;
  user: { login: string } | null;
}

function toReviewComment(json: ReviewCommentJson): ReviewComment {
  return {
    id: Number(json.id),
    url: json.html_url,
    path: json.path,
    line: json.line ?? undefined,
    commitId: json.commit_id,
    body: json.body,
  };
}

/** This token's review comments on the pull request whose body carries `marker` (others' are never edited). */
export async function ownReviewComments(
  api: GitHubCalls,
  pullNumber: number,
  marker: string,
): Promise<ReviewComment[]> {
  const listed: ReviewCommentJson[] = await api.call(`GET pulls/${pullNumber}/comments`, (octokit) =>
    octokit.paginate("GET /repos/{owner}/{repo}/pulls/{pull_number}/comments", {
      ...api.at,
      pull_number: pullNumber,
      per_page: 100,
    }),
  );
  const marked = listed.filter((comment) => comment.body?.includes(marker));
  if (marked.length === 0) return [];
  const me = (await api.tokenAuthor()).toLowerCase();
  return marked.filter((c) => c.user?.login.toLowerCase() === me).map(toReviewComment);
}

/** A review comment on one line (side RIGHT: the head's file); a line outside the diff is GitHub's 422. */
export async function createReviewComment(
  api: GitHubCalls,
  pullNumber: number,
  comment: NewReviewComment,
): Promise<ReviewComment> {
  const created: ReviewCommentJson = await api.call(
    `POST pulls/${pullNumber}/comments`,
    async (octokit) =>
      (
        await octokit.request("POST /repos/{owner}/{repo}/pulls/{pull_number}/comments", {
          ...api.at,
          pull_number: pullNumber,
          body: comment.body,
          commit_id: comment.commitId,
          path: comment.path,
          line: comment.line,
          side: "RIGHT",
        })
      ).data,
  );
  return toReviewComment(created);
}

/** A new text for a review comment (GitHub keeps its place: a body is all it edits). */
export async function updateReviewComment(
  api: GitHubCalls,
  id: number,
  body: string,
): Promise<ReviewComment> {
  const updated: ReviewCommentJson = await api.call(
    `PATCH pulls/comments/${id}`,
    async (octokit) =>
      (
        await octokit.request("PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}", {
          ...api.at,
          comment_id: id,
          body,
        })
      ).data,
  );
  return toReviewComment(updated);
}
