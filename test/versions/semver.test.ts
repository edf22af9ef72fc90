// The version rule's decision (docs/intended-changes.md "Intended changes"): which version a contract's change needs, read from
// the versions as written, and which version to write when the head's is not enough.
import { describe, expect, it } from "vitest";
import {
  baseVersion,
  compareSemver,
  parseSemver,
  readLoosely,
  versionVerdict,
} from "../../src/compliance/semver.js";

describe("semver as the version rule reads it", () => {
  it("reads semver as written, pre-release and build included, and refuses the rest", () => {
    expect(parseSemver("1.4.2")).toMatchObject({ major: 1, minor: 4, patch: 2, prerelease: [] });
    expect(parseSemver("2.0.0-rc.1+build.7")).toMatchObject({
      major: 2,
      minor: 0,
      patch: 0,
      prerelease: ["rc", 1],
      build: ["build", "7"],
    });
    // `v1.2.3` is semver's own loose form, and a numeric pre-release identifier has no leading zero (§9).
    for (const text of ["1.10", "v2", "v1.2.3", "2024-01", "01.2.3", "1.0.0-rc.01", "1.2.3.4", "latest", ""])
      expect(parseSemver(text), text).toBeUndefined();
  });

  it("reads a `v` and missing parts loosely, never a date", () => {
    expect(readLoosely("1.10")?.format()).toBe("1.10.0");
    expect(readLoosely("v2")?.format()).toBe("2.0.0");
    expect(readLoosely("2024-01")).toBeUndefined();
    expect(baseVersion("2024-01").version.format()).toBe("0.0.0");
    expect(baseVersion("2024-01").note).toContain("not semver");
    expect(baseVersion(undefined).note).toContain("no version");
    expect(baseVersion("1.4.2").note).toBeUndefined();
  });

  it("orders a pre-release before its release", () => {
    const v = (t: string) => {
      const read = readLoosely(t);
      if (!read) throw new Error(`not a version: ${t}`);
      return read;
    };
    expect(compareSemver(v("2.0.0-rc.1"), v("2.0.0"))).toBe(-1);
    expect(compareSemver(v("1.10.0"), v("1.9.9"))).toBe(1);
    expect(compareSemver(v("1.4.2"), v("1.4.2"))).toBe(0);
  });
});

describe("versionVerdict", () => {
  it.each([
    // base, head, bump, verdict (ok, or problem -> version to write)
    ["1.4.2", "2.0.0", "major", "ok"],
    ["1.4.2", "3.1.0", "major", "ok"],
    ["1.4.2", "2.0.0-rc.1", "major", "ok"],
    ["1.4.2", "1.4.2", "major", "not-bumped 2.0.0"],
    ["1.4.2", "1.5.0", "major", "not-bumped 2.0.0"],
    ["0.3.1", "0.4.0", "major", "not-bumped 1.0.0"],
    ["1.4.2", "1.5.0", "minor", "ok"],
    ["1.4.2", "2.0.0", "minor", "ok"],
    ["1.4.2", "1.4.3", "minor", "not-bumped 1.5.0"],
    ["1.4.2", "1.4.2", "none", "ok"],
    ["1.4.2", "1.4.3", "none", "ok"],
    ["1.4.2", "1.4.1", "none", "lowered 1.4.2"],
    ["1.4.2", "1.3.0", "minor", "lowered 1.5.0"],
    ["1.4.2", undefined, "none", "removed 1.4.2"],
    ["1.4.2", undefined, "major", "removed 2.0.0"],
    [undefined, undefined, "none", "ok"],
    [undefined, undefined, "major", "not-bumped 1.0.0"],
    [undefined, undefined, "minor", "not-bumped 0.1.0"],
    [undefined, "1.0.0", "major", "ok"],
    ["1.10", "1.10", "none", "ok"],
    ["1.10", "2.0.0", "major", "ok"],
    ["1.10", "1.11", "minor", "not-semver 1.11.0"],
    ["1.10", "1.9.0", "none", "lowered 1.10.0"],
    ["v2", "3.0.0", "major", "ok"],
    ["v2", "v3", "major", "not-semver 3.0.0"],
    ["2024-01", "2024-02", "major", "not-semver 1.0.0"],
    ["2024-01", "2024-02", "none", "ok"],
    ["2024-01", "1.0.0", "major", "ok"],
  ] as const)("%s -> %s for a %s change: %s", (base, head, bump, expected) => {
    const verdict = versionVerdict(base, head, bump);
    expect(verdict.ok ? "ok" : `${verdict.problem} ${verdict.suggested}`).toBe(expected);
  });

  it("says how a base version that is not semver was read", () => {
    const verdict = versionVerdict("2024-01", "2024-02", "major");
    expect(verdict.ok).toBe(false);
    if (!verdict.ok)
      expect(verdict.baseNote).toBe(
        "the base's version 2024-01 is not semver (MAJOR.MINOR.PATCH), read as 0.0.0",
      );
  });
});
