import type { IncomingHttpHeaders } from "node:http";

/**
 * GitHub's rate limits, handled as its REST documentation asks: a primary limit
 * (`x-ratelimit-remaining: 0`) waits until `x-ratelimit-reset`; a secondary one
 * (403 or 429 saying so) waits `retry-after` seconds, else at least a minute,
 * doubling on each repeat. Writes go one at a time, a second apart. A read that
 * GitHub answers with a server error (5xx: a transient fault, which GitHub asks
 * clients to retry) is asked again after `retry-after`, else 1, 4 and 9 seconds
 * (@octokit/plugin-retry's schedule). Every wait of a run comes out of one
 * budget: past it, the call fails and says why.
 */

export interface RateLimitClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: RateLimitClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** GitHub's floor for a secondary limit that names no wait. */
const SECONDARY_FLOOR_MS = 60_000;
/** Repeats of one request on a secondary limit, then it fails (GitHub: "throw an error after a specific number"). */
const MAX_SECONDARY_RETRIES = 4;
/** GitHub asks for a second between content-creating requests. */
const WRITE_SPACING_MS = 1_000;
/** Repeats of a read GitHub answered with a server error, then its last answer stands. */
const MAX_TRANSIENT_RETRIES = 3;

/** Why a request was refused for its rate, and how long GitHub asks us to wait. */
export interface RateLimitAnswer {
  kind: "primary" | "secondary";
  waitMs: number;
}

/** The wait an answer asks for, or undefined when it is not a rate limit. */
export function rateLimitOf(
  status: number,
  headers: IncomingHttpHeaders,
  message: string,
  attempt: number,
  now: number,
): RateLimitAnswer | undefined {
  if (status !== 403 && status !== 429) return undefined;
  const retryAfter = Number(header(headers, "retry-after"));
  const remaining = header(headers, "x-ratelimit-remaining");
  const reset = Number(header(headers, "x-ratelimit-reset"));
  const secondary = status === 429 || /secondary rate limit|abuse/i.test(message);
  if (header(headers, "retry-after") !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0)
    return { kind: secondary ? "secondary" : "primary", waitMs: retryAfter * 1000 };
  if (remaining === "0" && Number.isFinite(reset))
    // One second past the reset: the epoch is whole seconds.
    return { kind: "primary", waitMs: Math.max(reset * 1000 - now, 0) + 1000 };
  if (secondary) return { kind: "secondary", waitMs: SECONDARY_FLOOR_MS * 2 ** attempt };
  return undefined;
}

/**
 * The wait before asking a read again that GitHub answered with a server error (5xx), or
 * undefined when it is not one: `retry-after` when given, else (attempt + 1)² seconds.
 */
export function transientWaitOf(
  status: number,
  headers: IncomingHttpHeaders,
  attempt: number,
): number | undefined {
  if (status < 500 || status > 599) return undefined;
  const retryAfter = Number(header(headers, "retry-after"));
  if (header(headers, "retry-after") !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0)
    return retryAfter * 1000;
  return (attempt + 1) ** 2 * 1000;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Thrown when waiting out a rate limit would pass the run's budget or its retries. */
export class RateLimitExceeded extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "RateLimitExceeded";
  }
}

/** One per run: the budget all waits share, and the spacing of writes. */
export class RateLimiter {
  private waitedMs = 0;
  private lastWriteAt: number | undefined;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    /** Total time a run may spend waiting on rate limits. */
    readonly budgetMs: number,
    private readonly clock: RateLimitClock = realClock,
  ) {}

  /** Milliseconds spent waiting so far (rate limits and write spacing). */
  get waited(): number {
    return this.waitedMs;
  }

  /**
   * Runs `send` until it is not rate limited: waits as GitHub asks while the budget lasts.
   * A write waits for the writes before it and starts a second after the last one.
   */
  async run<T extends { status: number; headers: IncomingHttpHeaders; message: string }>(
    write: boolean,
    what: string,
    send: () => Promise<T>,
  ): Promise<T> {
    if (!write) return this.retrying(what, () => this.retryingServerErrors(send));
    const previous = this.writes;
    let done!: () => void;
    this.writes = new Promise((resolve) => {
      done = resolve;
    });
    await previous;
    try {
      if (this.lastWriteAt !== undefined) {
        const since = this.clock.now() - this.lastWriteAt;
        if (since < WRITE_SPACING_MS) await this.wait(WRITE_SPACING_MS - since);
      }
      return await this.retrying(what, send);
    } finally {
      this.lastWriteAt = this.clock.now();
      done();
    }
  }

  private async retrying<T extends { status: number; headers: IncomingHttpHeaders; message: string }>(
    what: string,
    send: () => Promise<T>,
  ): Promise<T> {
    for (let secondaryAttempt = 0; ; ) {
      const answer = await send();
      const limit = rateLimitOf(
        answer.status,
        answer.headers,
        answer.message,
        secondaryAttempt,
        this.clock.now(),
      );
      if (!limit) return answer;
      const seconds = Math.ceil(limit.waitMs / 1000);
      if (limit.kind === "secondary" && secondaryAttempt >= MAX_SECONDARY_RETRIES) {
        throw new RateLimitExceeded(
          `${what}: still rate limited (secondary limit) after ${MAX_SECONDARY_RETRIES} retries`,
          answer.status,
        );
      }
      if (this.waitedMs + limit.waitMs > this.budgetMs) {
        throw new RateLimitExceeded(
          `${what}: GitHub's ${limit.kind} rate limit asks to wait ${seconds} s, more than the ${Math.round((this.budgetMs - this.waitedMs) / 1000)} s left of input 'rate-limit-wait' (${Math.round(this.budgetMs / 1000)} s)`,
          answer.status,
        );
      }
      if (limit.kind === "secondary") secondaryAttempt++;
      await this.wait(limit.waitMs);
    }
  }

  /**
   * A read asked again while GitHub answers it with a server error, as long as the retries and
   * the budget last; then the last answer stands, its message saying how often it was asked.
   */
  private async retryingServerErrors<
    T extends { status: number; headers: IncomingHttpHeaders; message: string },
  >(send: () => Promise<T>): Promise<T> {
    let waited = 0;
    for (let attempt = 0; ; attempt++) {
      const answer = await send();
      const waitMs = transientWaitOf(answer.status, answer.headers, attempt);
      if (waitMs === undefined) return answer;
      const outOfBudget = this.waitedMs + waitMs > this.budgetMs;
      if (attempt >= MAX_TRANSIENT_RETRIES || outOfBudget) {
        const asked = `asked ${attempt + 1} ${attempt === 0 ? "time" : "times"} over ${Math.round(waited / 1000)} s`;
        const why = outOfBudget
          ? `${asked}; another wait of ${Math.ceil(waitMs / 1000)} s would pass input 'rate-limit-wait' (${Math.round(this.budgetMs / 1000)} s)`
          : asked;
        return { ...answer, message: `${answer.message} (GitHub server error ${answer.status}, ${why})` };
      }
      waited += waitMs;
      await this.wait(waitMs);
    }
  }

  private async wait(ms: number): Promise<void> {
    this.waitedMs += ms;
    await this.clock.sleep(ms);
  }
}
