/**
 * The version rule of a contract (docs/intended-changes.md "Intended changes"): a pull request that changes a
 * contract in a breaking way raises its major version, an additive change its minor version
 * (semver 2.0.0, `MAJOR.MINOR.PATCH`). This file decides, from the two versions as written and
 * the bump the change needs, whether the head's version is enough, and which version to write.
 * Parsing, precedence and bumping are the `semver` package's (docs/contributing.md "Dependencies"): pre-release
 * identifiers compare as semver 2.0.0 §11 says (`rc.9` < `rc.10`), build metadata not at all.
 */
import type SemVer from "semver/classes/semver.js";
import coerce from "semver/functions/coerce.js";
import compare from "semver/functions/compare.js";
import inc from "semver/functions/inc.js";
import parse from "semver/functions/parse.js";

export type { SemVer };

/** What a change of a contract needs of its version. */
export type Bump = "major" | "minor" | "none";

/** Why the head's version is not enough. */
export type VersionProblem = "not-bumped" | "lowered" | "removed" | "not-semver";

export type VersionVerdict =
  | { ok: true }
  | {
      ok: false;
      problem: VersionProblem;
      /** The version to write: the least one that is enough (`2.0.0` from `1.4.2` for a break). */
      suggested: string;
      /** How the base's version was read, when it was not semver as written. */
      baseNote?: string | undefined;
    };

/** `v2`, `1.10`, `v1.2.3`: a version with fewer parts or a `v`, read with the missing parts as 0. */
const LOOSE = /^[vV]?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?$/;

/** A version exactly as semver writes it (`1.4.2`, `2.0.0-rc.1`, `1.0.0+build.5`); else undefined. */
export function parseSemver(text: string): SemVer | undefined {
  const trimmed = text.trim();
  // semver's strict parser still takes a leading `v`; as written, `v1.2.3` is the loose form.
  if (!/^\d/.test(trimmed)) return undefined;
  return parse(trimmed) ?? undefined;
}

/** Semver, or a version with a `v` or fewer parts (`v2` is 2.0.0, `1.10` is 1.10.0); else undefined. */
export function readLoosely(text: string): SemVer | undefined {
  const strict = parseSemver(text);
  if (strict) return strict;
  // LOOSE decides what counts as a loose version (never a date such as `2024-01`, which semver's
  // coerce would read as 2024.0.0); coerce fills in the missing parts.
  const trimmed = text.trim();
  return LOOSE.test(trimmed) ? (coerce(trimmed) ?? undefined) : undefined;
}

/** The version as semver writes it, without build metadata (`2.0.0-rc.1`). */
export function formatSemver(version: SemVer): string {
  return version.format();
}

/** Semver precedence (§11): -1, 0 or 1. */
export function compareSemver(a: SemVer, b: SemVer): number {
  return compare(a, b);
}

const ZERO = parse("0.0.0") as SemVer;

/**
 * The base's version as the rule reads it: semver as written, a loose form (`v2`, `1.10`) with the
 * missing parts as 0, and a contract without a version, or with one that is neither (`2024-01`),
 * as 0.0.0 (so its first break asks for 1.0.0). The note says so when it is not semver as written.
 */
export function baseVersion(text: string | undefined): { version: SemVer; note?: string } {
  if (text === undefined)
    return { version: ZERO, note: "the contract has no version at the base (read as 0.0.0)" };
  if (parseSemver(text)) return { version: parseSemver(text) as SemVer };
  const loose = readLoosely(text);
  if (loose)
    return {
      version: loose,
      note: `the base's version ${text} is not semver, read as ${formatSemver(loose)}`,
    };
  return {
    version: ZERO,
    note: `the base's version ${text} is not semver (MAJOR.MINOR.PATCH), read as 0.0.0`,
  };
}

/**
 * The least version a bump needs from `base`: `2.0.0` (major) or `1.5.0` (minor) from `1.4.2`. A
 * pre-release base counts as its release (from `2.0.0-rc.1` a break needs `3.0.0`), as `enough` does.
 */
export function bumped(base: SemVer, bump: Exclude<Bump, "none">): SemVer {
  return parse(inc(`${base.major}.${base.minor}.${base.patch}`, bump)) as SemVer;
}

/**
 * Whether `head` is at least the bump above `base` (a larger bump is fine: 3.0.0 for an additive
 * change), by its numbers: `3.0.0-rc.1` is a new major version, as the rule has always read it.
 */
function enough(base: SemVer, head: SemVer, bump: Exclude<Bump, "none">): boolean {
  if (head.major !== base.major) return head.major > base.major;
  return bump === "minor" && head.minor > base.minor;
}

/**
 * Whether the head's version (as written; undefined: none) is enough for the change, from the base's:
 * - a breaking change needs a higher major version, an additive one a higher minor (or major) version;
 *   a bump larger than needed is fine, and so is any version when nothing needs one;
 * - a version lower than the base's, or removed, is never fine, whatever the change;
 * - where a bump is needed, the head's version must be semver as written (`2.0.0`, not `v2`);
 * - the base's version is read by `baseVersion` (none, or not semver: 0.0.0).
 */
export function versionVerdict(
  base: string | undefined,
  head: string | undefined,
  bump: Bump,
): VersionVerdict {
  const { version: from, note } = baseVersion(base);
  const needed = bump === "none" ? from : bumped(from, bump);
  const fail = (problem: VersionProblem): VersionVerdict => ({
    ok: false,
    problem,
    suggested: formatSemver(needed),
    baseNote: note,
  });
  if (head === undefined) {
    if (base !== undefined) return fail("removed");
    return bump === "none" ? { ok: true } : fail("not-bumped");
  }
  const strict = parseSemver(head);
  const read = strict ?? readLoosely(head);
  if (read && base !== undefined && readLoosely(base) && compareSemver(read, from) < 0)
    return fail("lowered");
  if (bump === "none") return { ok: true };
  if (!strict) return fail("not-semver");
  return enough(from, strict, bump) ? { ok: true } : fail("not-bumped");
}
