/** A failed GitHub API call, naming the call, the repository and the HTTP status. */
export class GitHubError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = "GitHubError";
  }
}
