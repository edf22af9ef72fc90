import { approvedLogins, headApprovals, type PullRequestReview, type TeamMembership } from "./approvals.js";
import { failureOf, isRateLimit, orGone, statusOf } from "./call-failure.js";
import { GitHubError } from "./errors.js";
import type { GitHubCalls } from "./github-calls.js";
import { readAtMost } from "./github-fetch.js";
import type { GitHubClient } from "./octokit.js";
import {
  createReviewComment,
  type NewReviewComment,
  ownReviewComments,
  type ReviewComment,
  updateReviewComment,
} from "./review-comments.js";
import {
  type StickyCommentOptions,
  type StickyCommentResult,
  upsertStickyComment,
} from "./sticky-comment.js";
import { WaitBudget, type WaitClock } from "./wait-budget.js";

export type { NewReviewComment, ReviewComment } from "./review-comments.js";
export type { ForeignMarkerComment, StickyCommentOptions, StickyCommentResult } from "./sticky-comment.js";

export interface PullRequestInfo {
  number: number;
  /** Web address of the pull request (what a contract's prLink and a report link to). */
  url: string;
  title: string;
  state: "open" | "closed";
  /** Login of the author; undefined for a deleted account. */
  author: string | undefined;
  headSha: string;
  headRef: string;
  baseSha: string;
  baseRef: string;
  mergedAt: string | undefined;
  mergeCommitSha: string | undefined;
}

/** Where a pull request's head is now: what a relayed report must match before it is posted. */
export interface PullRequestHead {
  state: "open" | "closed";
  headSha: string;
  /** `owner/repo` of the head; undefined when the fork is gone. */
  headRepository: string | undefined;
}

/** An artifact a workflow run uploaded (GitHub's `artifact`, the fields the relay reads). */
export interface RunArtifact {
  id: number;
  name: string;
  sizeInBytes: number;
  expired: boolean;
}

/**
 * The account an app installation's token acts as, when GitHub refuses it `GET /user`:
 * GITHUB_TOKEN is the GitHub Actions app's installation, whose comments are this bot's.
 */
export const ACTIONS_BOT = "github-actions[bot]";

export interface GitHubApiOptions {
  token: string;
  /** `owner/repo`, as in GITHUB_REPOSITORY. */
  repository: string;
  /** REST API root; default GITHUB_API_URL, else https://api.github.com (GHES: https://host/api/v3). */
  baseUrl?: string | undefined;
  userAgent?: string | undefined;
  /** Total time the run may wait on GitHub's rate limits; default 5 minutes. */
  rateLimitWaitMs?: number | undefined;
  /** For tests: a virtual clock (github/wait-budget.ts), whose waits are counted, not spent. */
  clock?: WaitClock | undefined;
}

/** The default of input `rate-limit-wait`, in seconds. */
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 300;

export { GitHubError };

interface PullJson {
  number: number;
  html_url: string;
  title: string;
  state: string;
  user: { login: string } | null;
  head: { sha: string; ref: string; repo?: { full_name: string } | null };
  base: { sha: string; ref: string };
  merged_at: string | null;
  merge_commit_sha: string | null;
}

interface ArtifactJson {
  id: number;
  name: string;
  size_in_bytes: number;
  expired: boolean;
}

interface ReviewJson {
  user: { login: string } | null;
  state: string;
  commit_id?: string | null;
}

function toPullRequestInfo(pull: PullJson): PullRequestInfo {
  return {
    number: pull.number,
    url: pull.html_url,
    title: pull.title,
    state: pull.state === "closed" ? "closed" : "open",
    author: pull.user?.login,
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    baseSha: pull.base.sha,
    baseRef: pull.base.ref,
    mergedAt: pull.merged_at ?? undefined,
    mergeCommitSha: pull.merge_commit_sha ?? undefined,
  };
}

/** GitHubPort over GitHub's REST API, through Octokit (src/github/octokit.ts), loaded at the first call. */
export class GitHubApi {
  private readonly baseUrl: string;
  private readonly token: string;
  private readonly userAgent: string;
  private readonly budget: WaitBudget;
  private readonly msPerSecond: number;
  private client: Promise<GitHubClient> | undefined;
  readonly owner: string;
  readonly repo: string;
  private author: Promise<string> | undefined;

  constructor(options: GitHubApiOptions) {
    const [owner, repo, ...rest] = options.repository.split("/");
    if (!owner || !repo || rest.length > 0) {
      throw new Error(`GitHub repository must be "owner/repo", got "${options.repository}"`);
    }
    this.owner = owner;
    this.repo = repo;
    this.baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? "https://api.github.com").replace(
      /\/+$/,
      "",
    );
    this.token = options.token;
    this.userAgent = options.userAgent ?? "contract-sync";
    this.msPerSecond = options.clock?.msPerSecond ?? 1000;
    this.budget = new WaitBudget(
      options.rateLimitWaitMs ?? DEFAULT_RATE_LIMIT_WAIT_SECONDS * 1000,
      options.clock?.onWait,
    );
  }

  /** Octokit, loaded and made at the first call: a run that asks GitHub nothing loads none of it. */
  private octokit(): Promise<GitHubClient> {
    this.client ??= import("./octokit.js").then(({ githubClient }) =>
      githubClient({
        token: this.token,
        userAgent: this.userAgent,
        baseUrl: this.baseUrl,
        budget: this.budget,
        msPerSecond: this.msPerSecond,
      }),
    );
    return this.client;
  }

  /** Owner and repository, as every repository call names them. */
  private get at() {
    return { owner: this.owner, repo: this.repo };
  }

  async findPullRequestForCommit(sha: string): Promise<PullRequestInfo | undefined> {
    const pulls: PullJson[] = await this.call(
      `GET commits/${sha}/pulls`,
      async (octokit) =>
        (
          await octokit.request("GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls", {
            ...this.at,
            commit_sha: sha,
            per_page: 100,
          })
        ).data,
    );
    // A merge commit belongs to the pull request it merged; otherwise prefer an open one whose head it is.
    const chosen =
      pulls.find((p) => p.merge_commit_sha === sha && p.merged_at) ??
      pulls.find((p) => p.state === "open" && p.head.sha === sha) ??
      pulls.find((p) => p.state === "open") ??
      pulls[0];
    return chosen ? toPullRequestInfo(chosen) : undefined;
  }

  async pullRequest(number: number): Promise<PullRequestInfo> {
    return toPullRequestInfo(await this.pull(number));
  }

  async pullRequestHead(number: number): Promise<PullRequestHead> {
    const pull = await this.pull(number);
    return {
      state: pull.state === "closed" ? "closed" : "open",
      headSha: pull.head.sha,
      headRepository: pull.head.repo?.full_name,
    };
  }

  private pull(number: number): Promise<PullJson> {
    return this.call(
      `GET pulls/${number}`,
      async (octokit) =>
        (
          await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
            ...this.at,
            pull_number: number,
          })
        ).data,
    );
  }

  /** The newest artifact of a workflow run with this name, if the run uploaded one. */
  async runArtifact(runId: number, name: string): Promise<RunArtifact | undefined> {
    const listed: ArtifactJson[] = await this.call(
      `GET actions/runs/${runId}/artifacts`,
      async (octokit) =>
        (
          await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts", {
            ...this.at,
            run_id: runId,
            name,
            per_page: 100,
          })
        ).data.artifacts,
    );
    const newest = listed.filter((a) => a.name === name).sort((a, b) => b.id - a.id)[0];
    return (
      newest && {
        id: newest.id,
        name: newest.name,
        sizeInBytes: newest.size_in_bytes,
        expired: newest.expired,
      }
    );
  }

  /** An artifact's zip, at most `maxBytes` (GitHub answers with a redirect to storage, which gets no token). */
  async downloadArtifact(artifactId: number, maxBytes: number): Promise<Uint8Array> {
    return this.call(`GET actions/artifacts/${artifactId}/zip`, async (octokit) => {
      const answer = await octokit.request(
        "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}",
        {
          ...this.at,
          artifact_id: artifactId,
          archive_format: "zip",
          request: { parseSuccessResponseBody: false },
        },
      );
      return readAtMost(answer.data as unknown as ReadableStream<Uint8Array> | null, maxBytes);
    });
  }

  /**
   * Logins whose latest review approves the pull request: the reviewers a merge's provenance names;
   * with `headSha` (the merged head), only those who approved that commit (an approval of an older
   * one is no consent to what was merged).
   */
  async approvingReviewers(pullNumber: number, headSha?: string): Promise<string[]> {
    const reviews = await this.reviews(pullNumber);
    return headSha ? headApprovals(reviews, headSha) : approvedLogins(reviews);
  }

  /** A pull request's reviews in chronological order, with the commit each was submitted on. */
  async reviews(pullNumber: number): Promise<PullRequestReview[]> {
    const reviews: ReviewJson[] = await this.call(`GET pulls/${pullNumber}/reviews`, (octokit) =>
      octokit.paginate("GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews", {
        ...this.at,
        pull_number: pullNumber,
        per_page: 100,
      }),
    );
    return reviews.map((r) => ({ login: r.user?.login, state: r.state, commitId: r.commit_id ?? undefined }));
  }

  /**
   * A login's membership of a team (`GET /orgs/{org}/teams/{team_slug}/memberships/{username}`):
   * 404 is no membership; a token that may not read the team gets an error (403), not "none".
   */
  async teamMembership(org: string, teamSlug: string, login: string): Promise<TeamMembership> {
    const path = `orgs/${encodeURIComponent(org)}/teams/${encodeURIComponent(teamSlug)}/memberships/${encodeURIComponent(login)}`;
    return this.call(`GET ${path}`, async (octokit) => {
      const answer = await orGone(() =>
        octokit.request("GET /orgs/{org}/teams/{team_slug}/memberships/{username}", {
          org,
          team_slug: teamSlug,
          username: login,
        }),
      );
      if (answer === "gone") return "none";
      return answer.data.state === "active" ? "active" : "pending";
    });
  }

  /** The sticky comment (github/sticky-comment.ts): one per marker, this token's, kept up to date. */
  upsertStickyComment(
    pullNumber: number,
    marker: string,
    body: string,
    options: StickyCommentOptions = {},
  ): Promise<StickyCommentResult | undefined> {
    return upsertStickyComment(this.calls(), pullNumber, marker, body, options);
  }

  /** Review comments (github/review-comments.ts): this token's that carry `marker`, a new one, a new body. */
  reviewComments(pullNumber: number, marker: string): Promise<ReviewComment[]> {
    return ownReviewComments(this.calls(), pullNumber, marker);
  }
  createReviewComment(pullNumber: number, comment: NewReviewComment): Promise<ReviewComment> {
    return createReviewComment(this.calls(), pullNumber, comment);
  }
  updateReviewComment(id: number, body: string): Promise<ReviewComment> {
    return updateReviewComment(this.calls(), id, body);
  }
  private calls(): GitHubCalls {
    return {
      call: (what, request) => this.call(what, request),
      at: this.at,
      tokenAuthor: () => this.tokenAuthor(),
    };
  }

  /** The account of the token (its approvals of a pull request are not an owner's consent). */
  tokenLogin(): Promise<string> {
    return this.tokenAuthor();
  }

  /**
   * The login the token writes comments as, read once: its user (`GET /user`), or,
   * for an app installation's token that GitHub answers 403 there, the Actions bot.
   */
  private tokenAuthor(): Promise<string> {
    this.author ??= this.call("GET user", async (octokit) => {
      try {
        return (await octokit.request("GET /user")).data.login;
      } catch (error) {
        if (statusOf(error) === 403 && !isRateLimit(error)) return ACTIONS_BOT;
        throw error;
      }
    });
    return this.author;
  }

  /** Runs one API call; failures become a GitHubError naming the call, the repository and the status. */
  private async call<T>(what: string, request: (octokit: GitHubClient) => Promise<T>): Promise<T> {
    try {
      return await request(await this.octokit());
    } catch (error) {
      const { status, message, rateLimited } = failureOf(error, this.budget);
      const hint =
        !rateLimited && (status === 403 || status === 404)
          ? " (does the token have pull-requests: write and issues: write? on a fork's pull request the token is read-only)"
          : "";
      throw new GitHubError(
        `GitHub ${what} in ${this.owner}/${this.repo} failed${status ? ` with ${status}` : ""}: ${message}${hint}`,
        status,
        rateLimited,
      );
    }
  }
}
