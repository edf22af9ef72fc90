import { describe, expect, it } from "vitest";
import {
  baseVersion,
  compareSemver,
  formatSemver,
  parseSemver,
  readLoosely,
  versionVerdict,
} from "../../src/compliance/semver.js";

function fail(text: string): never {
  throw new Error(`not semver: ${text}`);
}

describe("reading versions", () => {
  it("reads a semver version with surrounding whitespace", () => {
    expect(parseSemver(" 1.2.3 ")?.format()).toBe("1.2.3");
    expect(readLoosely(" v2 ")?.format()).toBe("2.0.0");
  });

  it("rejects a version whose part is beyond a safe integer", () => {
    expect(parseSemver("99999999999999999999.0.0")).toBeUndefined();
    expect(parseSemver("1.2.99999999999999999999")).toBeUndefined();
  });

  it("reads a pre-release loosely as semver, keeping its pre-release part", () => {
    expect(readLoosely("2.0.0-rc.1")).toMatchObject({ major: 2, minor: 0, patch: 0, prerelease: ["rc", 1] });
  });

  it("writes a pre-release after a dash, and no build metadata", () => {
    const written = (text: string) => formatSemver(parseSemver(text) ?? fail(text));
    expect(written("2.0.0-rc.1")).toBe("2.0.0-rc.1");
    expect(written("2.0.0-rc.1+build.5")).toBe("2.0.0-rc.1");
    expect(written("1.4.2")).toBe("1.4.2");
  });
});

describe("compareSemver", () => {
  it("orders pre-releases of the same version by their identifiers, numbers as numbers", () => {
    const rc = (pre: string) => parseSemver(`2.0.0-${pre}`) ?? fail(pre);
    expect(compareSemver(rc("rc.1"), rc("rc.2"))).toBe(-1);
    expect(compareSemver(rc("rc.2"), rc("rc.1"))).toBe(1);
    expect(compareSemver(rc("rc.1"), rc("rc.1"))).toBe(0);
    expect(compareSemver(rc("rc.9"), rc("rc.10"))).toBe(-1);
    expect(compareSemver(rc("rc.10"), rc("rc.9"))).toBe(1);
  });
});

describe("versionVerdict", () => {
  it("notes how a loose base version was read", () => {
    const read = baseVersion("v1.4");
    expect(read.version.format()).toBe("1.4.0");
    expect(read.note).toBe("the base's version v1.4 is not semver, read as 1.4.0");
    expect(versionVerdict("v1", "1.0.0", "minor")).toEqual({
      ok: false,
      problem: "not-bumped",
      suggested: "1.1.0",
      baseNote: "the base's version v1 is not semver, read as 1.0.0",
    });
  });

  it("accepts a higher minor version of the same major for an additive change", () => {
    expect(versionVerdict("1.4.2", "1.5.0", "minor")).toEqual({ ok: true });
    expect(versionVerdict("1.4.2", "1.4.3", "minor")).toEqual({
      ok: false,
      problem: "not-bumped",
      suggested: "1.5.0",
      baseNote: undefined,
    });
  });

  it("calls a loose head version below the base's lowered, even when nothing needs a bump", () => {
    expect(versionVerdict("2.0.0", "v1", "none")).toEqual({
      ok: false,
      problem: "lowered",
      suggested: "2.0.0",
      baseNote: undefined,
    });
  });
});
