// The pull request review comment routes of the fake GitHub (test/support/fake-github.ts checks
// their requests and answers against GitHub's OpenAPI description): list, create on a line, edit.
// As GitHub documents and answers them: a comment goes on a line of the pull request's diff (a
// hunk's added or context line, right side) at a commit of the pull request, else 422; once the
// head moves and the commented line's text changes, the comment is outdated and has no `line`.
// The diff comes from the test's real repository (gitPullDiff below), not from a list of lines.
import { git } from "./git-repo.js";
import type { PullState, RepoRef } from "./github-objects.js";
import { userJson } from "./github-objects.js";
import type { OperationMatch } from "./github-openapi.js";

/** What the fake needs to know of a pull request's files: its diff's lines, and the text of a line. */
export interface PullDiff {
  /** Lines of `path` at `sha` that the pull request's diff (merge base...sha) shows on its right side. */
  commentableLines(sha: string, path: string): ReadonlySet<number>;
  lineAt(sha: string, path: string, line: number): string | undefined;
}

/** The diff of a pull request from a real repository: `git diff -U3 <merge base> <sha>`, as GitHub shows it. */
export function gitPullDiff(dir: string, base: string): PullDiff {
  return {
    commentableLines(sha, path) {
      const mergeBase = git(dir, ["merge-base", base, sha]).trim();
      const lines = new Set<number>();
      for (const hunk of git(dir, ["diff", "-U3", mergeBase, sha, "--", path]).matchAll(
        /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm,
      )) {
        const start = Number(hunk[1]);
        const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
        for (let line = start; line < start + count; line++) lines.add(line);
      }
      return lines;
    },
    lineAt(sha, path, line) {
      try {
        return git(dir, ["show", `${sha}:${path}`]).split("\n")[line - 1];
      } catch {
        return undefined;
      }
    },
  };
}

export interface ReviewCommentState extends RepoRef {
  id: number;
  pull: number;
  user: string;
  body: string;
  path: string;
  /** The line and commit it was made on (GitHub's original_line and original_commit_id). */
  line: number;
  commitId: string;
  createdAt: string;
  updatedAt: string;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (context: { match: OperationMatch; query: Record<string, unknown>; body: unknown }) => Answer;

/** What the fake GitHub lends: its pull requests, paging, the token's account, ids and time. */
export interface FakeGitHubParts {
  url: string;
  pull(match: OperationMatch): PullState;
  page(items: unknown[], query: Record<string, unknown>, match: OperationMatch): Answer;
  actor(): string;
  nextId(): number;
  now(): string;
  /** GitHub's 404, thrown. */
  notFound(): Error;
}

const DOCS = "https://docs.github.com/rest/pulls/comments#create-a-review-comment-for-a-pull-request";

/**
 * GitHub's 422 for a review comment it cannot place. GitHub has been seen sending its `errors` as
 * plain strings, which its own description does not allow: the fake sends the documented objects.
 */
function unprocessable(field: string, message: string): Answer {
  return {
    status: 422,
    body: {
      message: "Unprocessable Entity",
      errors: [{ resource: "PullRequestReviewComment", code: "custom", field, message }],
      documentation_url: DOCS,
      status: "422",
    },
  };
}

const key = (ref: RepoRef, number: number) =>
  `${ref.owner.toLowerCase()}/${ref.repo.toLowerCase()}#${number}`;

export class FakeReviewComments {
  readonly comments: ReviewCommentState[] = [];
  private readonly diffs = new Map<string, PullDiff>();

  constructor(private readonly parts: FakeGitHubParts) {}

  /** The diff of a pull request, for the lines a comment may go on (gitPullDiff). */
  setDiff(ref: RepoRef & { pull: number }, diff: PullDiff): void {
    this.diffs.set(key(ref, ref.pull), diff);
  }

  on(ref: RepoRef, pull: number): ReviewCommentState[] {
    return this.comments.filter((c) => key(c, c.pull) === key(ref, pull));
  }

  handlers(): Record<string, Handler> {
    return {
      "pulls/list-review-comments": ({ match, query }) => {
        const pull = this.parts.pull(match);
        const items = this.on(pull, pull.number).map((c) => this.json(c, pull));
        return this.parts.page(items, query, match);
      },
      "pulls/create-review-comment": ({ match, body }) => this.create(this.parts.pull(match), body),
      "pulls/update-review-comment": ({ match, body }) => {
        const comment = this.comment(match);
        if (!comment) throw this.parts.notFound();
        comment.body = (body as { body: string }).body;
        comment.updatedAt = this.parts.now();
        const pull = this.parts.pull({
          ...match,
          params: { owner: comment.owner, repo: comment.repo, pull_number: String(comment.pull) },
        });
        return { status: 200, body: this.json(comment, pull) };
      },
    };
  }

  private create(pull: PullState, request: unknown): Answer {
    const { body, commit_id, path, line, side } = request as {
      body: string;
      commit_id: string;
      path: string;
      line?: number;
      side?: string;
    };
    if (line === undefined || (side ?? "RIGHT") !== "RIGHT")
      throw new Error("fake-github implements review comments on one line of the right side only");
    if (commit_id !== pull.headSha && !pull.commits.includes(commit_id))
      return unprocessable(
        "pull_request_review_thread.commit_id",
        "commit_id is not part of the pull request",
      );
    const diff = this.diffs.get(key(pull, pull.number));
    if (!diff) throw new Error(`fake-github: no diff for pull request #${pull.number} (setDiff)`);
    if (!diff.commentableLines(commit_id, path).has(line))
      return unprocessable(
        "pull_request_review_thread.line",
        "Pull request review thread line must be part of the diff",
      );
    const now = this.parts.now();
    const comment: ReviewCommentState = {
      owner: pull.owner,
      repo: pull.repo,
      pull: pull.number,
      id: this.parts.nextId(),
      user: this.parts.actor(),
      body,
      path,
      line,
      commitId: commit_id,
      createdAt: now,
      updatedAt: now,
    };
    this.comments.push(comment);
    const json = this.json(comment, pull);
    return { status: 201, body: json, headers: { location: String(json.url) } };
  }

  private comment(match: OperationMatch): ReviewCommentState | undefined {
    const { owner = "", repo = "" } = match.params;
    return this.comments.find(
      (c) =>
        c.owner.toLowerCase() === owner.toLowerCase() &&
        c.repo.toLowerCase() === repo.toLowerCase() &&
        c.id === Number(match.params.comment_id),
    );
  }

  /** Where GitHub shows it now: on its line while the head has that line's text in the diff, else outdated. */
  private currentLine(comment: ReviewCommentState, pull: PullState): number | undefined {
    if (comment.commitId === pull.headSha) return comment.line;
    const diff = this.diffs.get(key(pull, pull.number));
    if (!diff) return undefined;
    const same =
      diff.lineAt(pull.headSha, comment.path, comment.line) ===
      diff.lineAt(comment.commitId, comment.path, comment.line);
    return same && diff.commentableLines(pull.headSha, comment.path).has(comment.line)
      ? comment.line
      : undefined;
  }

  private json(comment: ReviewCommentState, pull: PullState): Record<string, unknown> {
    const { url: apiUrl } = this.parts;
    const repoUrl = `${apiUrl}/repos/${comment.owner}/${comment.repo}`;
    const self = `${repoUrl}/pulls/comments/${comment.id}`;
    const html = `https://github.com/${comment.owner}/${comment.repo}/pull/${comment.pull}#discussion_r${comment.id}`;
    const pullUrl = `${repoUrl}/pulls/${comment.pull}`;
    const line = this.currentLine(comment, pull);
    return {
      url: self,
      pull_request_review_id: comment.id + 1,
      id: comment.id,
      node_id: Buffer.from(`PullRequestReviewComment:${comment.id}`).toString("base64"),
      diff_hunk: `@@ -${comment.line},1 +${comment.line},1 @@`,
      path: comment.path,
      ...(line === undefined ? {} : { line, position: 1 }),
      original_line: comment.line,
      original_position: 1,
      side: "RIGHT",
      subject_type: "line",
      commit_id: line === undefined ? comment.commitId : pull.headSha,
      original_commit_id: comment.commitId,
      user: userJson(apiUrl, comment.user),
      body: comment.body,
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      html_url: html,
      pull_request_url: pullUrl,
      author_association: "NONE",
      _links: { self: { href: self }, html: { href: html }, pull_request: { href: pullUrl } },
    };
  }
}
