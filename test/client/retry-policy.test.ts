import { describe, expect, it } from "vitest";
import { backoffDelay, DEFAULT_RETRY_POLICY, parseRetryAfter } from "../../src/client/retry.js";

const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 1000 };

describe("backoffDelay", () => {
  it("doubles per retry and is capped at maxDelayMs", () => {
    const fixed = [1, 2, 3, 4, 5, 6].map((retry) => backoffDelay(retry, policy, () => 1));
    expect(fixed).toEqual([100, 200, 400, 800, 1000, 1000]);
  });
  it("keeps jitter within half of the exponential delay", () => {
    expect(backoffDelay(3, policy, () => 0)).toBe(200);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(300);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-21T22:00:00Z");
  it("reads delay-seconds", () => {
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
  });
  it("reads an HTTP date, and a past one as no wait", () => {
    expect(parseRetryAfter("Sat, 21 Nov 2026 22:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Sat, 21 Nov 2026 21:00:00 GMT", now)).toBe(0);
  });
  it("ignores absent or unreadable values", () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
    expect(parseRetryAfter("1.5", now)).toBeUndefined();
  });
});
