/** When and how long to wait before trying a request again. */
export interface RetryPolicy {
  /** Attempts in all, the first one included; 1 disables retries. */
  maxAttempts: number;
  /** Backoff before retry n (1-based) is base * 2^(n-1), capped at maxDelayMs, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Statuses that are retried. 429 and 503 mean the request was not processed. */
  retryStatuses: readonly number[];
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  retryStatuses: [429, 502, 503, 504],
};

/**
 * "Equal jitter" backoff: half of the exponential delay is fixed, half random, so
 * delays still grow but clients that failed together do not retry together.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return exponential / 2 + random() * (exponential / 2);
}

/**
 * Retry-After (RFC 9110 10.2.3): delay-seconds or an HTTP date. Returns the delay
 * in milliseconds, or undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP-date starts with a day name (IMF-fixdate, RFC 850, asctime); Date.parse alone would accept "1.5".
  if (!/^[A-Za-z]{3,9},? /.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
