/**
 * The run's answer when GitHub refuses a call for its rate. @octokit/plugin-throttling reads
 * the wait from GitHub's answer (a primary limit until `x-ratelimit-reset`, a secondary one
 * `retry-after` seconds, else a fixed minute) and asks these handlers whether to wait it and
 * ask again: yes while every wait of the run fits in one budget (input `rate-limit-wait`) and a
 * secondary limit has not been met four times on one call (GitHub: "throw an error after a
 * specific number of retries"). A call that is not asked again fails with the reason, which
 * `refusalOf` gives back for the error that follows.
 */

/** Repeats of one call on a secondary limit, then it fails. */
const MAX_SECONDARY_RETRIES = 4;

/**
 * For tests: a virtual clock. `msPerSecond` is how long a second of the plugins' waits lasts
 * (1000 for real; 0: counted, not spent), and `onWait` is told each wait granted.
 */
export interface WaitClock {
  msPerSecond: number;
  onWait?: ((ms: number) => void) | undefined;
}

export type RateLimitKind = "primary" | "secondary";

/** A call as the throttling plugin names it: its method and its address. */
export interface LimitedCall {
  method: string;
  url: string;
}

export class WaitBudget {
  private waitedMs = 0;
  /** Why a call was not asked again, by `METHOD url`, until its error is read. */
  private readonly refusals = new Map<string, string>();

  constructor(
    /** Total time a run may spend waiting on rate limits. */
    readonly budgetMs: number,
    /** Told of each wait granted, in milliseconds of GitHub's time (tests record them). */
    private readonly onWait?: (ms: number) => void,
  ) {}

  /** Milliseconds granted to rate-limit waits so far. */
  get waited(): number {
    return this.waitedMs;
  }

  /** Whether to wait `seconds` (the plugin then waits them) and ask the call again. */
  retry(kind: RateLimitKind, seconds: number, call: LimitedCall, retryCount: number): boolean {
    const key = `${call.method} ${call.url}`;
    const waitMs = seconds * 1000;
    const what = `${call.method} ${new URL(call.url).pathname}`;
    if (kind === "secondary" && retryCount >= MAX_SECONDARY_RETRIES) {
      this.refusals.set(
        key,
        `${what}: still rate limited (secondary limit) after ${MAX_SECONDARY_RETRIES} retries`,
      );
      return false;
    }
    if (this.waitedMs + waitMs > this.budgetMs) {
      const left = Math.round((this.budgetMs - this.waitedMs) / 1000);
      this.refusals.set(
        key,
        `${what}: GitHub's ${kind} rate limit asks to wait ${seconds} s, more than the ${left} s left of input 'rate-limit-wait' (${Math.round(this.budgetMs / 1000)} s)`,
      );
      return false;
    }
    this.waitedMs += waitMs;
    this.onWait?.(waitMs);
    return true;
  }

  /** Why this call, refused for its rate, was not asked again (and forgets it); undefined when it was not. */
  refusalOf(call: LimitedCall): string | undefined {
    const key = `${call.method} ${call.url}`;
    const reason = this.refusals.get(key);
    this.refusals.delete(key);
    return reason;
  }
}
