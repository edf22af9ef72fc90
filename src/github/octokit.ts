import { Octokit } from "@octokit/core";
import { paginateRest } from "@octokit/plugin-paginate-rest";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import Bottleneck from "bottleneck/light.js";
import { githubFetch } from "./github-fetch.js";
import type { WaitBudget } from "./wait-budget.js";

/**
 * GitHub's own client, with its retry and throttling plugins: loaded by GitHubApi at the first
 * call (a chunk of its own in dist/). The plugins wait as GitHub's REST documentation asks:
 * writes one at a time, a second apart, and three seconds apart for those that notify people
 * (a comment, a review comment); a rate limit as GitHub's answer says (the run's WaitBudget
 * decides whether to wait it); a call answered with a server error (5xx) or no answer at all
 * asked again after 1, 4 and 9 seconds, reads and writes alike (a write repeated after an answer
 * lost in transit can make a second comment: the next run keeps the oldest and deletes the rest).
 */
const GitHubOctokit = Octokit.plugin(paginateRest, retry, throttling);
export type GitHubClient = InstanceType<typeof GitHubOctokit>;

/**
 * plugin-retry's statuses that a repeat cannot mend, and 429: a rate limit is the throttling
 * plugin's to wait out, within the run's budget (without it, 429 would also be retried at 1, 4, 9 s).
 */
const NOT_RETRIED = [400, 401, 403, 404, 410, 422, 429, 451];

/** Octokit's own log: its warnings (a deprecated route) are not the action's to print. */
const QUIET = { debug() {}, info() {}, warn() {}, error() {} };

export interface GitHubClientOptions {
  token: string;
  userAgent: string;
  /** REST API root (GHES: https://host/api/v3). */
  baseUrl: string;
  budget: WaitBudget;
  /**
   * How long a second of the plugins' waits lasts here: 1000 ms; a test's virtual clock makes
   * it 0, so its waits are counted by the budget, not spent.
   */
  msPerSecond: number;
}

export function githubClient(options: GitHubClientOptions): GitHubClient {
  const { budget, msPerSecond } = options;
  const client = new GitHubOctokit({
    auth: options.token,
    userAgent: options.userAgent,
    baseUrl: options.baseUrl,
    headers: { "x-github-api-version": "2022-11-28" },
    request: { fetch: githubFetch() },
    log: QUIET,
    retry: { doNotRetry: NOT_RETRIED, retryAfterBaseValue: msPerSecond },
    throttle: {
      retryAfterBaseValue: msPerSecond,
      // The plugin's own spacing (a second; three for what notifies), in groups of this client:
      // the plugin's default groups are shared by every client of a process and fixed to real time.
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: msPerSecond }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * msPerSecond }),
      onRateLimit: (seconds, request, octokit, retryCount) =>
        budget.retry("primary", seconds, octokit.request.endpoint.parse(request), retryCount),
      onSecondaryRateLimit: (seconds, request, octokit, retryCount) =>
        budget.retry("secondary", seconds, octokit.request.endpoint.parse(request), retryCount),
    },
  });
  // Each call its own `request` options: both plugins count a call's retries in them, and
  // endpoint.merge hands every call that names none the client's one default object.
  client.hook.wrap("request", (request, call) => {
    call.request = { ...call.request };
    return request(call);
  });
  return client;
}
