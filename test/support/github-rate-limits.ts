// GitHub's rate-limited answers, for the fake GitHub (test/support/fake-github.ts) to give.

import type { WaitClock } from "../../src/github/wait-budget.js";

const DOCS = "https://docs.github.com/rest";

export interface RefusalAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * A rate-limited answer as GitHub gives it (docs "Rate limits for the REST API"): primary
 * (`x-ratelimit-remaining: 0`, `x-ratelimit-reset` in epoch seconds) or secondary (403 or 429
 * with its message, `retry-after` when GitHub names a wait).
 */
export function rateLimitAnswer(
  kind:
    | { primary: { resetEpochSeconds: number } }
    | { secondary: { status: 403 | 429; retryAfter?: number } },
): RefusalAnswer {
  if ("primary" in kind) {
    return {
      status: 403,
      body: { message: "API rate limit exceeded for installation.", documentation_url: DOCS },
      headers: {
        "x-ratelimit-limit": "1000",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-used": "1000",
        "x-ratelimit-reset": String(kind.primary.resetEpochSeconds),
        "x-ratelimit-resource": "core",
      },
    };
  }
  const { status, retryAfter } = kind.secondary;
  return {
    status,
    body: {
      message:
        "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.",
      documentation_url:
        "https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits",
    },
    headers: retryAfter === undefined ? {} : { "retry-after": String(retryAfter) },
  };
}

/**
 * A virtual clock: the plugins' waits last no time (0 ms a second), and each wait the run's budget
 * grants is recorded in `sleeps`, in milliseconds of GitHub's time. Writes are not spaced under it.
 */
export function virtualClock(): WaitClock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return { msPerSecond: 0, sleeps, onWait: (ms) => sleeps.push(ms) };
}
