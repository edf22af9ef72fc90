import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonical, sameCanonical } from "../../src/api/canonical.js";

/** Two values that often differ only in key order, a missing vs null key, or one leaf. */
const pairs = fc
  .jsonValue({ maxDepth: 4 })
  .chain((value) =>
    fc.tuple(
      fc.constant(value),
      fc.oneof(
        fc.constant(JSON.parse(JSON.stringify(value)) as unknown),
        fc.constant(reordered(value)),
        fc.jsonValue({ maxDepth: 4 }),
        fc.constant(withNulls(value)),
        fc.constant(withOneLeafChanged(value)),
      ),
    ),
  );

function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reordered(v)]),
  );
}

function withNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNulls);
  if (value === null || typeof value !== "object") return value;
  return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNulls(v)])), added: null };
}

function withOneLeafChanged(value: unknown): unknown {
  if (Array.isArray(value))
    return value.length === 0 ? [0] : [withOneLeafChanged(value[0]), ...value.slice(1)];
  if (value === null || typeof value !== "object") return typeof value === "string" ? `${value}!` : "changed";
  const [first] = Object.keys(value);
  if (first === undefined) return { changed: true };
  return { ...value, [first]: withOneLeafChanged((value as Record<string, unknown>)[first]) };
}

describe("sameCanonical", () => {
  it("agrees with comparing the canonical texts", () => {
    fc.assert(
      fc.property(pairs, ([a, b]) => {
        expect(sameCanonical(a, b)).toBe(canonical(a) === canonical(b));
      }),
      { numRuns: 2_000 },
    );
  });

  it("ignores key order and absent or null keys, not array order, types or values", () => {
    expect(
      sameCanonical({ a: 1, b: [1, { c: null, d: "x" }] }, { b: [1, { d: "x" }], a: 1, e: undefined }),
    ).toBe(true);
    expect(sameCanonical([undefined, 1], [null, 1])).toBe(true);
    expect(sameCanonical([1, 2], [2, 1])).toBe(false);
    expect(sameCanonical({ a: 1 }, { a: "1" })).toBe(false);
    expect(sameCanonical({ a: {} }, { a: [] })).toBe(false);
    expect(sameCanonical({ a: 1 }, { a: 1, b: 0 })).toBe(false);
    expect(sameCanonical({ a: 1, b: 0 }, { a: 1, c: 0 })).toBe(false);
    expect(sameCanonical(undefined, null)).toBe(false);
  });
});
