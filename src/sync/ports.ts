import type { ApiClient } from "../client/client.js";
import type { RepoFiles } from "../git/files.js";
import type {
  ChangedFile,
  EnsureCommitsOptions,
  EnsureCommitsResult,
  Provenance,
} from "../git/git-repository.js";
import type { MergeResult } from "../git/merge.js";
import type { PathHistory } from "../git/path-history.js";
import type { PullRequestApprovals, PullRequestReview } from "../github/approvals.js";
import type {
  NewReviewComment,
  PullRequestHead,
  PullRequestInfo,
  ReviewComment,
  RunArtifact,
  StickyCommentOptions,
  StickyCommentResult,
} from "../github/github-api.js";

/** What the workflows need of a Data Contract Service (the typed client, remote or embedded). */
export type ServicePort = Pick<
  ApiClient,
  | "createContracts"
  | "listContracts"
  | "listDataAssets"
  | "registerAssets"
  | "registerS3Assets"
  | "checkAssetsCompliance"
  | "bulkCheckContractCompliance"
  | "dataAssetImpact"
>;

/** Progress lines for long runs (the action's log, the CLI's stderr). */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {} };

/** What the workflows need from Git (src/git/git-repository.ts is the adapter). */
export interface GitPort {
  changedFiles(base: string, head: string): Promise<ChangedFile[]>;
  /** The files of a commit; the same object (and cache) for every call with that commit. */
  filesAt(rev: string): RepoFiles;
  ensureCommits(base: string, head: string, options?: EnsureCommitsOptions): Promise<EnsureCommitsResult>;
  provenance(sha: string, remote?: string): Promise<Provenance>;
  /** What `base` holds after merging `head`; `given` is a merge the caller has (GitHub's merge ref). */
  mergeResult(base: string, head: string, given?: string): Promise<MergeResult>;
  /** Subjects of the commits `head` adds to `base` along first parents (a merge queue names its pull requests there). */
  firstParentSubjects?(base: string, head: string): Promise<string[]>;
  /** The last commit at or before `rev` that changed each path (absent: none did). */
  lastChanges(rev: string, paths: readonly string[]): Promise<Map<string, string>>;
  /** The versions of a path on `rev`'s first-parent line (git/path-history.ts); the compatibility modes read them. */
  pathHistory?(rev: string, path: string): Promise<PathHistory>;
  /** Commits on `to`'s first-parent line after `from` (`git rev-list --first-parent from..to`). */
  firstParentCommits?(from: string, to: string): Promise<string[]>;
  /** The same, fetching what a shallow clone lacks first (and saying which fetches ran). */
  ensurePathHistory?(rev: string, path: string): Promise<PathHistory & { fetches: string[] }>;
}

/** What publish needs of GitHub: the pull request that brought the commit, and who approved it. */
export interface PullRequestLookup {
  findPullRequestForCommit(sha: string): Promise<PullRequestInfo | undefined>;
  /** Logins whose latest verdict approves the pull request; with `headSha`, only approvals of that commit. */
  approvingReviewers(pullNumber: number, headSha?: string): Promise<string[]>;
}

/** What the action needs of GitHub (src/github/github-api.ts is the adapter). */
export interface GitHubPort extends PullRequestLookup {
  /** Creates or edits the one comment whose body carries `marker`. */
  upsertStickyComment(
    pullNumber: number,
    marker: string,
    body: string,
    options?: StickyCommentOptions,
  ): Promise<StickyCommentResult | undefined>;
  /**
   * Review comments (a ```suggestion GitHub applies lives only in one): this token's that carry
   * `marker`, a new one on a line of the diff (GitHub's 422 outside it), a new body. Optional: an
   * adapter without them gets the suggestion in the sticky comment only.
   */
  reviewComments?(pullNumber: number, marker: string): Promise<ReviewComment[]>;
  createReviewComment?(pullNumber: number, comment: NewReviewComment): Promise<ReviewComment>;
  updateReviewComment?(id: number, body: string): Promise<ReviewComment>;
}

/** What the fork relay needs of GitHub besides the comment: the run's artifact and the pull request's head. */
export interface RelayGitHubPort extends GitHubPort {
  runArtifact(runId: number, name: string): Promise<RunArtifact | undefined>;
  downloadArtifact(artifactId: number, maxBytes: number): Promise<Uint8Array>;
  pullRequestHead(number: number): Promise<PullRequestHead>;
  /** The pull request's reviews: an approval a fork's report claims is checked against them. */
  reviews(pullNumber: number): Promise<PullRequestReview[]>;
}

/**
 * Who approved the pull request's latest commit (the action reads GitHub's reviews); asked only
 * when the check found a change that needs an owner's approval.
 */
export interface ApprovalPort {
  approvals(): Promise<PullRequestApprovals>;
}
