/**
 * A token bucket per workspace: `requestsPerSecond` refill, `burst` capacity.
 * In memory, so each server process limits on its own (replicas multiply it).
 */
export class RateLimiter {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  readonly #burst: number;

  constructor(
    private readonly requestsPerSecond: number,
    burst?: number,
  ) {
    this.#burst = burst ?? Math.max(1, Math.ceil(requestsPerSecond * 2));
  }

  /** Takes one token; returns 0 when allowed, else the seconds until one is available. */
  take(key: string, now = Date.now()): number {
    const bucket = this.#buckets.get(key) ?? { tokens: this.#burst, at: now };
    bucket.tokens = Math.min(
      this.#burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.requestsPerSecond,
    );
    bucket.at = now;
    if (this.#buckets.size > 100_000) this.#buckets.clear();
    this.#buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.requestsPerSecond));
  }
}
