// GitHub's rate-limited answers, for the fake GitHub (test/support/fake-github.ts) to give.

import type { RateLimitClock } from "../../src/github/rate-limit.js";

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

/** A clock whose sleeps return at once and move its time on: the waits are recorded, not spent. */
export function virtualClock(): RateLimitClock & { sleeps: number[] } {
  let time = Date.UTC(2026, 0, 1);
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}
