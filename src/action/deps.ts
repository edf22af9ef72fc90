import { GitRepository } from "../git/git-repository.js";
import { GitHubApi } from "../github/github-api.js";
import { openService } from "../server/open-service.js";
import type { ActionDeps } from "./run-action.js";

/** The production adapters behind the action's ports: the git binary, GitHub's REST API, the service. */
export const defaultDeps: ActionDeps = {
  git: (workingDirectory) => new GitRepository(workingDirectory),
  github: (options) => new GitHubApi({ ...options, userAgent: "contract-sync-action" }),
  openService,
  relayGitHub: (options) => new GitHubApi({ ...options, userAgent: "contract-sync-action" }),
};
