import { GitRepository } from "../git/git-repository.js";
import type { OctokitGitHub, OctokitGitHubOptions } from "../github/octokit-github.js";
import { openService } from "../server/open-service.js";
import type { GitHubPort } from "../sync/ports.js";
import type { ActionDeps } from "./run-action.js";

/**
 * GitHub's REST client is loaded at the first call (octokit is a good part of the
 * start-up otherwise). The repository is checked now, as the client's constructor does.
 */
function lazyGitHub(options: OctokitGitHubOptions): GitHubPort {
  const [owner, repo, ...rest] = options.repository.split("/");
  if (!owner || !repo || rest.length > 0)
    throw new Error(`GitHub repository must be "owner/repo", got "${options.repository}"`);
  let client: Promise<OctokitGitHub> | undefined;
  const open = () => {
    client ??= import("../github/octokit-github.js").then(({ OctokitGitHub }) => new OctokitGitHub(options));
    return client;
  };
  return {
    findPullRequestForCommit: async (sha) => (await open()).findPullRequestForCommit(sha),
    approvingReviewers: async (pullNumber) => (await open()).approvingReviewers(pullNumber),
    upsertStickyComment: async (pullNumber, marker, body, sticky) =>
      (await open()).upsertStickyComment(pullNumber, marker, body, sticky),
  };
}

/** The production adapters behind the action's ports: the git binary, GitHub's REST API, the service. */
export const defaultDeps: ActionDeps = {
  git: (workingDirectory) => new GitRepository(workingDirectory),
  github: (options) => lazyGitHub({ ...options, userAgent: "contract-sync-action" }),
  openService,
};
