/** A failed GitHub API call, naming the call, the repository and the HTTP status. */
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
