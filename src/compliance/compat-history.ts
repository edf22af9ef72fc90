import { type CompatMode, diffAssetsInMode } from "./compat-mode.js";
import { type CompatibilityMode, modeParts } from "./compat-modes.js";
import { type AssetVersion, assetKey } from "./diff-assets.js";
import type { SchemaChange } from "./diff-types.js";

/** One earlier version of an asset's file(s): the commit on the default branch that made it. */
export interface EarlierVersion {
  commit: string;
  /** 1 for the oldest version seen, counting up to the newest. */
  number: number;
  /** The commit's committer date (ISO 8601) and subject, shown as text. */
  date?: string | undefined;
  subject?: string | undefined;
  assets: readonly AssetVersion[];
}

/** A break of a compatibility mode: one change of the head, and the oldest version it breaks. */
export interface CompatibilityBreak {
  /** The head asset's resource name. */
  asset: string;
  mode: CompatibilityMode;
  change: SchemaChange;
  /** The oldest version the change breaks, and the newest (the same when only one). */
  oldest: EarlierVersion;
  newest: EarlierVersion;
  /** How many of the versions judged it breaks. */
  brokenVersions: number;
}

const changeKey = (asset: string, change: SchemaChange) => `${asset}|${change.field}|${change.kind}`;

/** The versions a mode judges, newest first: all of them when transitive, else the newest only. */
export function versionsInScope(
  versions: readonly EarlierVersion[],
  mode: CompatibilityMode,
): readonly EarlierVersion[] {
  const { direction, transitive } = modeParts(mode);
  if (!direction) return [];
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  return transitive ? newestFirst : newestFirst.slice(0, 1);
}

/**
 * The breaking changes of `head` against the versions `mode` judges, each with the oldest version
 * it breaks. Only assets `head` holds are judged (an asset the head removes is a removal the diff of
 * base and head reports). Versions with the same assets are diffed once (a whitespace commit).
 */
export function compatibilityBreaks(
  head: readonly AssetVersion[],
  versions: readonly EarlierVersion[],
  mode: CompatibilityMode,
): CompatibilityBreak[] {
  const found = new Map<string, CompatibilityBreak>();
  // Newest first: each older version that breaks the same way moves `oldest` back.
  for (const { version, breaks } of versionVerdicts(head, versions, mode)) {
    for (const { asset, change } of breaks) {
      const key = changeKey(asset, change);
      const known = found.get(key);
      if (known) {
        known.oldest = version;
        known.change = change;
        known.brokenVersions += 1;
      } else found.set(key, { asset, mode, change, oldest: version, newest: version, brokenVersions: 1 });
    }
  }
  return [...found.values()];
}

/**
 * Each version `mode` judges, newest first, with the head's breaking changes against it (none: the
 * head is compatible with that version in the mode's direction). Versions with the same assets are
 * diffed once (a commit that only changed whitespace or a comment).
 */
export function versionVerdicts(
  head: readonly AssetVersion[],
  versions: readonly EarlierVersion[],
  mode: CompatibilityMode,
): Array<{ version: EarlierVersion; breaks: Array<{ asset: string; change: SchemaChange }> }> {
  const { direction } = modeParts(mode);
  const scope = versionsInScope(versions, mode);
  if (!direction || head.length === 0) return [];
  const headKeys = new Set(head.map(assetKey));
  const verdicts = new Map<string, Array<{ asset: string; change: SchemaChange }>>();
  return scope.map((version) => {
    const print = JSON.stringify(version.assets.map((asset) => [asset.resourceName, asset.schema]));
    let breaks = verdicts.get(print);
    if (!breaks) {
      breaks = breakingChanges(version.assets, head, direction, headKeys);
      verdicts.set(print, breaks);
    }
    return { version, breaks };
  });
}

function breakingChanges(
  old: readonly AssetVersion[],
  head: readonly AssetVersion[],
  direction: CompatMode,
  headKeys: ReadonlySet<string>,
): Array<{ asset: string; change: SchemaChange }> {
  // Only the old assets the head still holds: a version's other assets are no concern of this asset.
  const paired = old.length === 1 && head.length === 1 ? old : old.filter((a) => headKeys.has(assetKey(a)));
  if (paired.length === 0) return [];
  const result: Array<{ asset: string; change: SchemaChange }> = [];
  for (const diff of diffAssetsInMode(paired, head, direction)) {
    if (diff.status !== "changed") continue;
    for (const change of diff.changes) if (change.breaking) result.push({ asset: diff.asset, change });
  }
  return result;
}

/**
 * The breaks a pull request introduces: those of the head that the base does not already have
 * against the versions before it (existing debt is the default branch's, not the pull request's).
 * `baseVersions` are the versions the base judges against (the base's own version left out).
 */
export function introducedBreaks(
  headBreaks: readonly CompatibilityBreak[],
  baseBreaks: readonly CompatibilityBreak[],
): CompatibilityBreak[] {
  // The same change of the same field against the same oldest version, to the same value: a field
  // the base broke once and the pull request changes again is a new break, not the base's debt.
  const debtKey = (b: CompatibilityBreak) =>
    `${changeKey(b.asset, b.change)}|${b.oldest.commit}|${b.change.before ?? ""}|${b.change.after ?? ""}`;
  const debt = new Set(baseBreaks.map(debtKey));
  return headBreaks.filter((b) => !debt.has(debtKey(b)));
}

/**
 * The breaks a pull request introduces against `versions` (oldest first; the last is the base's
 * own when the base holds the asset): the head's breaks less the base's own debt against the
 * versions before it. The base is judged on the same assets as the head: a message or record that
 * is an asset of its own reports its changes there and not inside the asset that nests it, so
 * judging the base on more assets than the head would file a nested break elsewhere, and the
 * head's same break would look new (attack54 F12).
 */
export function pullRequestBreaks(
  heads: readonly AssetVersion[],
  baseAssets: readonly AssetVersion[],
  versions: readonly EarlierVersion[],
  mode: CompatibilityMode,
): CompatibilityBreak[] {
  const headKeys = new Set(heads.map(assetKey));
  const sameAsHead = baseAssets.filter((asset) => headKeys.has(assetKey(asset)));
  // One asset each side pairs even if renamed (diffAssets does the same).
  const base =
    sameAsHead.length === 0 && heads.length === 1 && baseAssets.length === 1 ? baseAssets : sameAsHead;
  const baseEarlier = base.length > 0 ? versions.slice(0, -1) : versions;
  return introducedBreaks(
    compatibilityBreaks(heads, versions, mode),
    compatibilityBreaks(base, baseEarlier, mode),
  );
}

/**
 * The versions of a line that starts at the contract's current major version: those at or after
 * `lineStart` (a version number), all of them when undefined.
 */
export function versionsOfLine(
  versions: readonly EarlierVersion[],
  lineStart: number | undefined,
): EarlierVersion[] {
  return lineStart === undefined ? [...versions] : versions.filter((v) => v.number >= lineStart);
}

/** "version 3 of 7 (commit 0a1b2c3, 2026-01-02: subject)": how a finding names a version. */
export function describeVersion(version: EarlierVersion, total: number): string {
  const day = version.date ? `, ${version.date.slice(0, 10)}` : "";
  return `version ${version.number} of ${total} (commit ${version.commit.slice(0, 12)}${day})`;
}
