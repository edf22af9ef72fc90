/**
 * A GitHub API call answered with an error status (or no answer): the status and GitHub's message,
 * then, as the API's calls rethrow it, naming the call and the repository.
 */
export class GitHubError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    /** GitHub's rate limit, not the token's rights, stopped it. */
    readonly rateLimited = false,
  ) {
    super(message);
    this.name = "GitHubError";
  }
}
