import type { GitHubClient } from "./octokit.js";

/** What GitHubApi lends the calls of a concern of their own (sticky-comment.ts, review-comments.ts): its error wrapping, the repository, the token's account. */
export interface GitHubCalls {
  call<T>(what: string, request: (octokit: GitHubClient) => Promise<T>): Promise<T>;
  /** The repository's owner and name, as every call names them. */
  at: { owner: string; repo: string };
  tokenAuthor(): Promise<string>;
}
