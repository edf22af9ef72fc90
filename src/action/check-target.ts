import type { ReviewSource } from "../github/approvals.js";
import type { GitHubEvent } from "../github/event.js";
import type { OpenedService, RemoteService } from "../server/open-service.js";
import type { GitHubPort, GitPort } from "../sync/ports.js";
import type { CountingIO } from "./counting-io.js";
import type { RelayGitHubFactory } from "./relay.js";
import type { ActionSettings } from "./settings.js";

/** How the action gets its ports (src/action/deps.ts has the real adapters; tests pass fakes). */
export interface ActionDeps {
  git(workingDirectory: string): GitPort;
  github(options: {
    token: string;
    repository: string;
    baseUrl?: string | undefined;
    rateLimitWaitMs?: number | undefined;
  }): GitHubPort & Partial<ReviewSource> & Partial<PullRequestReader>;
  openService(remote: RemoteService | undefined): Promise<OpenedService>;
  /** GitHub for mode `relay` (artifacts, the pull request's head, the comment). */
  relayGitHub?: RelayGitHubFactory | undefined;
}

/** A pull request's head, read from GitHub (a merge group's approvals are those of its pull requests' heads). */
export interface PullRequestReader {
  pullRequest(number: number): Promise<{ headSha: string }>;
}

export type Env = Record<string, string | undefined>;
export type PullRequestEvent = Extract<GitHubEvent, { kind: "pull_request" }>;
export type MergeGroupEvent = Extract<GitHubEvent, { kind: "merge_group" }>;

/** One run: what every step may read. */
export interface Run {
  settings: ActionSettings;
  env: Env;
  io: CountingIO;
  deps: ActionDeps;
  git: GitPort;
  /** GITHUB_EVENT_NAME, for messages. */
  eventName: string;
}

/**
 * What a check judges and where it reports: a pull request (its merge result, its comment),
 * or a merge queue's group (the queue's merge commit against the group's base; a note on
 * each of its pull requests' comments).
 */
export interface CheckTarget {
  baseSha: string;
  headSha: string;
  /** A commit handed over as the head merged into the base (GitHub's merge ref, GITHUB_SHA). */
  mergeCommit: string | undefined;
  prLink: string | undefined;
  /** The pull request whose comment carries the report; undefined for a merge group. */
  pullRequest: PullRequestEvent | undefined;
  /** A merge group's pull requests, ascending (empty for a pull request). */
  group: number[];
}

export function githubPort(run: Run): ReturnType<ActionDeps["github"]> | undefined {
  const { settings, env } = run;
  if (!settings.githubToken || !env.GITHUB_REPOSITORY) return undefined;
  return run.deps.github({
    token: settings.githubToken,
    repository: env.GITHUB_REPOSITORY,
    baseUrl: env.GITHUB_API_URL,
    rateLimitWaitMs: settings.rateLimitWaitMs,
  });
}
