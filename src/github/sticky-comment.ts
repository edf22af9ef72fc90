import { orGone } from "./call-failure.js";
import type { GitHubCalls } from "./github-calls.js";

/**
 * The sticky comment: one comment per marker (workflow and job) on a pull request, written by
 * the token's own account and edited run after run, so a reader sees one report, kept current.
 */

export interface StickyCommentOptions {
  /**
   * When false, an existing comment is updated but none is created: a clean pull
   * request that never had a report stays quiet. Default true.
   */
  createIfMissing?: boolean;
  /** Told of each comment that carries the marker but was written by someone else (left alone). */
  onForeignMarker?: (comment: ForeignMarkerComment) => void;
  /**
   * The new text made from this account's current comment (undefined: there is none), instead
   * of `body`: a merge queue's note goes into the comment a pull request's check keeps.
   */
  amend?: (current: string | undefined) => string;
}

/** A comment with our marker, written by another account: someone else's text, never edited. */
export interface ForeignMarkerComment {
  url: string;
  author: string;
}

export interface StickyCommentResult {
  id: number;
  /** Web address of the comment. */
  url: string;
  action: "created" | "updated" | "unchanged";
  /** Web addresses of this token's duplicate comments that were deleted (two runs raced). */
  deleted?: string[];
  /** The comment this one replaces: it was deleted while this run edited it (GitHub answered 404). */
  replaced?: string | undefined;
}

/** A comment as GitHub lists it; ids past 2^53 would be parsed as bigint (they are far below). */
interface CommentJson {
  id: number | bigint;
  body?: string;
  html_url: string;
  user: { login: string } | null;
}

/**
 * Keeps one comment per marker on the pull request: the oldest comment that
 * carries the marker and was written by the token's own account is edited
 * (left alone when the text is the same), and a new one is created only when
 * none exists and `createIfMissing` allows it. When two runs raced and both
 * created one, the newer ones of this account are deleted. Anyone can paste
 * the marker into a comment: such comments are never edited, only reported.
 */
export async function upsertStickyComment(
  api: GitHubCalls,
  pullNumber: number,
  marker: string,
  body: string,
  options: StickyCommentOptions = {},
): Promise<StickyCommentResult | undefined> {
  const listed: CommentJson[] = await api.call(`GET issues/${pullNumber}/comments`, (octokit) =>
    octokit.paginate("GET /repos/{owner}/{repo}/issues/{issue_number}/comments", {
      ...api.at,
      issue_number: pullNumber,
      per_page: 100,
    }),
  );
  const marked = listed.filter((comment) => comment.body?.includes(marker));
  // Who we are is asked only when some comment carries the marker (a first report needs no answer).
  const me = marked.length > 0 ? (await api.tokenAuthor()).toLowerCase() : "";
  const isOurs = (comment: CommentJson) => comment.user?.login.toLowerCase() === me;
  // Comment ids grow with time: the smallest is the oldest, the one a reader has seen.
  const ours = marked.filter(isOurs).sort((a, b) => Number(a.id) - Number(b.id));
  for (const comment of marked.filter((c) => !isOurs(c))) {
    options.onForeignMarker?.({
      url: comment.html_url,
      author: comment.user?.login ?? "(deleted account)",
    });
  }

  const [existing, ...duplicates] = ours;
  const text = withMarker(marker, options.amend ? options.amend(existing?.body) : body);
  if (existing) {
    const deleted: string[] = [];
    let result: StickyCommentResult = {
      id: Number(existing.id),
      url: existing.html_url,
      action: "unchanged",
      deleted,
    };
    if (existing.body !== text) {
      const updated = await api.call(`PATCH issues/comments/${existing.id}`, (octokit) =>
        orGone(async () => {
          const answer = await octokit.request("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}", {
            ...api.at,
            comment_id: Number(existing.id),
            body: text,
          });
          return answer.data as CommentJson;
        }),
      );
      // Deleted between the list and the edit (by a person, or a racing run): written anew.
      if (updated === "gone")
        return { ...(await createComment(api, pullNumber, text)), replaced: existing.html_url };
      result = { ...result, id: Number(updated.id), url: updated.html_url, action: "updated" };
    }
    for (const duplicate of duplicates) {
      // Already gone (a racing run deleted it): what this loop wanted.
      await api.call(`DELETE issues/comments/${duplicate.id}`, (octokit) =>
        orGone(() =>
          octokit.request("DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}", {
            ...api.at,
            comment_id: Number(duplicate.id),
          }),
        ),
      );
      deleted.push(duplicate.html_url);
    }
    return result;
  }
  if (options.createIfMissing === false) return undefined;
  return createComment(api, pullNumber, text);
}

async function createComment(
  api: GitHubCalls,
  pullNumber: number,
  text: string,
): Promise<StickyCommentResult> {
  const created: CommentJson = await api.call(
    `POST issues/${pullNumber}/comments`,
    async (octokit) =>
      (
        await octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
          ...api.at,
          issue_number: pullNumber,
          body: text,
        })
      ).data,
  );
  return { id: Number(created.id), url: created.html_url, action: "created", deleted: [] };
}

/** The comment text: the marker on the first line (invisible once rendered), unless the body has it already. */
function withMarker(marker: string, body: string): string {
  return body.includes(marker) ? body : `${marker}\n${body}`;
}
