import { errorMessage } from "../error-message.js";
import { GitHubError } from "./errors.js";

/**
 * Who approved a pull request's latest commit, as GitHub's reviews say (docs/intended-changes.md "Owner approval"): each reviewer's latest verdict counts, an approval of an older
 * commit does not, a dismissed review does not. Team approvers are checked by membership.
 */

/** One review, the fields the decision reads (`GET /repos/{o}/{r}/pulls/{n}/reviews`). */
export interface PullRequestReview {
  /** Undefined for a deleted account. */
  login: string | undefined;
  /** APPROVED, CHANGES_REQUESTED, COMMENTED, DISMISSED, PENDING. */
  state: string;
  /** The commit the review was submitted on. */
  commitId: string | undefined;
}

/** A team membership as GitHub answers it: active, pending (invited), or none (404). */
export type TeamMembership = "active" | "pending" | "none";

/** What reviews and memberships the check can read, for one pull request. */
export interface ReviewSource {
  reviews(pullNumber: number): Promise<PullRequestReview[]>;
  teamMembership(org: string, teamSlug: string, login: string): Promise<TeamMembership>;
  /**
   * The account of the check's own token: its approvals do not count (a pull request that edits
   * its workflow can make that token approve it). Absent: the source cannot say (a test's).
   */
  tokenLogin?(): Promise<string>;
}

/**
 * The approvals of a pull request's latest commit, or why they cannot be read: the check
 * then blocks what needs an owner's approval (fail closed).
 */
export type PullRequestApprovals =
  | {
      readable: true;
      /** The commit that must be approved: the pull request's head. */
      headSha: string;
      /** Logins whose latest verdict approves the head commit, sorted (never the check's own token's). */
      approvedBy: string[];
      /** Why an approval of the head was not counted, when one was not (the token's own account). */
      notCounted?: string | undefined;
      /** The pull request's author, who cannot approve it on GitHub. */
      author?: string | undefined;
      /** Whether a login is an active member of `org/team`; "unknown" when GitHub would not say. */
      isMember(org: string, teamSlug: string, login: string): Promise<boolean | "unknown">;
    }
  | { readable: false; reason: string };

/** Review states that replace a reviewer's earlier verdict; COMMENTED and PENDING do not (as on GitHub). */
const VERDICTS = new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);

/** Each reviewer's latest verdict, in chronological order of the reviews (COMMENTED and PENDING are none). */
function latestVerdicts(reviews: readonly PullRequestReview[]): PullRequestReview[] {
  const latest = new Map<string, PullRequestReview>();
  for (const review of reviews) {
    if (!review.login || !VERDICTS.has(review.state)) continue;
    latest.set(review.login.toLowerCase(), review);
  }
  return [...latest.values()];
}

/** Logins whose latest verdict is an approval (of any commit), sorted: a merge's reviewers. */
export function approvedLogins(reviews: readonly PullRequestReview[]): string[] {
  return latestVerdicts(reviews)
    .filter((r) => r.state === "APPROVED")
    .map((r) => r.login as string)
    .sort();
}

/**
 * Logins whose latest verdict is an approval of `headSha`. Reviews come in chronological
 * order; a reviewer who approved an older commit and said nothing since has not approved the
 * latest one, and one who requested changes or was dismissed after approving has not either.
 */
export function headApprovals(reviews: readonly PullRequestReview[], headSha: string): string[] {
  return latestVerdicts(reviews)
    .filter((r) => r.state === "APPROVED" && r.commitId === headSha)
    .map((r) => r.login as string)
    .sort();
}

/**
 * What to do when the reviews could not be read, by why: GitHub's own failure (a server error
 * or a rate limit, already retried within the run's budget) is passing; a refusal is the token's.
 */
function remedyOf(error: unknown): string {
  const status = error instanceof GitHubError ? error.status : undefined;
  if (error instanceof GitHubError && error.rateLimited)
    return "GitHub's rate limit outlasted the run's wait budget (input rate-limit-wait): run the check again later";
  if (status !== undefined && status >= 500)
    return "GitHub failed with a server error, also when asked again: run the check again when GitHub answers";
  return "the token needs pull-requests: read";
}

/** Reads a pull request's approvals once; memberships are asked when needed, each once. */
export async function readApprovals(
  source: ReviewSource,
  pullNumber: number,
  headSha: string,
  author?: string,
): Promise<PullRequestApprovals> {
  let reviews: PullRequestReview[];
  try {
    reviews = await source.reviews(pullNumber);
  } catch (error) {
    return {
      readable: false,
      reason: `the reviews of pull request #${pullNumber} could not be read (${errorMessage(error)}); ${remedyOf(error)}`,
    };
  }
  let approvedBy = headApprovals(reviews, headSha);
  let notCounted: string | undefined;
  if (source.tokenLogin) {
    let own: string;
    try {
      own = await source.tokenLogin();
    } catch (error) {
      return {
        readable: false,
        reason: `the account of the check's token could not be read (${errorMessage(error)}), so its own approvals cannot be told apart; ${remedyOf(error)}`,
      };
    }
    if (approvedBy.some((login) => login.toLowerCase() === own.toLowerCase())) {
      approvedBy = approvedBy.filter((login) => login.toLowerCase() !== own.toLowerCase());
      notCounted = `The approval of ${own} does not count: it is the account of the check's own github-token, which a pull request that edits its workflow can make approve it.`;
    }
  }
  const asked = new Map<string, Promise<boolean | "unknown">>();
  return {
    readable: true,
    headSha,
    approvedBy,
    notCounted,
    author,
    isMember(org, teamSlug, login) {
      const key = `${org}/${teamSlug}:${login}`.toLowerCase();
      let answer = asked.get(key);
      if (!answer) {
        answer = source.teamMembership(org, teamSlug, login).then(
          (state) => state === "active",
          (): "unknown" => "unknown",
        );
        asked.set(key, answer);
      }
      return answer;
    },
  };
}
