import { type AssetDiff, type AssetVersion, assetKey, diffAssets } from "./diff-assets.js";
import type { ChangeKind, SchemaChange } from "./diff-types.js";

/**
 * Compatibility modes as schema registries name them. BACKWARD: readers of the
 * new version read data written with the old one (the default, and what the
 * per-format rules judge). FORWARD: readers of the old version read data
 * written with the new one (the rules applied with the versions swapped).
 * FULL: both.
 */
export const COMPAT_MODES = ["backward", "forward", "full"] as const;
export type CompatMode = (typeof COMPAT_MODES)[number];

const INVERSE: Partial<Record<ChangeKind, ChangeKind>> = {
  FIELD_ADDED: "FIELD_REMOVED",
  FIELD_REMOVED: "FIELD_ADDED",
  ENUM_SYMBOL_ADDED: "ENUM_SYMBOL_REMOVED",
  ENUM_SYMBOL_REMOVED: "ENUM_SYMBOL_ADDED",
};

/** Where the same change shows when the versions are swapped: `field|kind`. */
function counterpartOf(change: SchemaChange): string {
  if (change.kind === "FIELD_RENAMED") {
    // Swapped, a rename by alias is the old name added back (the old schema names no alias). A
    // field without a name has the path of the empty name, as the diff gives it.
    const parent = change.field.includes(".") ? change.field.slice(0, change.field.lastIndexOf(".") + 1) : "";
    return `${parent}${change.before ?? ""}|FIELD_ADDED`;
  }
  return `${change.field}|${INVERSE[change.kind] ?? change.kind}`;
}

/**
 * A change as an old reader of new data sees it: its counterpart with the versions swapped. A
 * counterpart that breaks only as a reuse hazard (a Protobuf field "deleted" unreserved, which is
 * the swapped view of one added) does not apply: nothing was freed, and an old reader skips an
 * unknown field; the change's own verdict stands. A change that is itself a reuse hazard (a real
 * deletion unreserved) stays one in every mode.
 */
function forwardVerdict(
  change: SchemaChange,
  counterpart: SchemaChange | undefined,
  resolvesByName: boolean,
): SchemaChange {
  if (change.reuseHazard) return change;
  // Only Avro's rules judge a field's presence as a reader resolves it (a reader ignores a writer's
  // field it lacks, and needs a default for one it has): swapped, they judge an old reader. The
  // other formats' rules judge who names the field (a dropped column fails old queries, a required
  // column added fails old INSERTs), which is the same for an old reader or writer: the change's own.
  if (!resolvesByName && PRESENCE.has(change.kind)) return change;
  if (!counterpart || counterpart.reuseHazard) return { ...change, reuseHazard: undefined };
  return counterpart;
}

const PRESENCE: ReadonlySet<ChangeKind> = new Set(["FIELD_ADDED", "FIELD_REMOVED"]);

/**
 * The changes from base to head, each judged in `mode`. Every change is listed
 * once, as seen from base to head; under FORWARD its verdict and reason are
 * those of the same change seen from head to base.
 */
export function diffAssetsInMode(
  base: readonly AssetVersion[],
  head: readonly AssetVersion[],
  mode: CompatMode,
): AssetDiff[] {
  const backward = diffAssets(base, head);
  if (mode === "backward") return backward;
  const reverse = new Map<string, SchemaChange>();
  const reverseResults = diffAssets(head, base);
  const headByName = new Map(head.map((asset) => [asset.resourceName, asset]));
  const baseByName = new Map(base.map((asset) => [asset.resourceName, asset]));
  for (const result of reverseResults) {
    const version = baseByName.get(result.asset) ?? headByName.get(result.asset);
    const key = version ? assetKey(version) : result.asset;
    for (const change of result.changes) reverse.set(`${key}|${change.field}|${change.kind}`, change);
  }
  return backward.map((result) => {
    const version = headByName.get(result.asset) ?? baseByName.get(result.asset);
    const key = version ? assetKey(version) : result.asset;
    if (result.status !== "changed") {
      // A new asset is no concern of old readers either way; a removed one breaks in every mode.
      return result;
    }
    const changes = result.changes.map((change) => {
      const counterpart = reverse.get(`${key}|${counterpartOf(change)}`);
      const verdict = forwardVerdict(change, counterpart, version?.sourceType === "avro");
      // The counterpart's reason is worded for the swapped versions: its "old" is the new one.
      const forward =
        verdict === counterpart ? { ...verdict, reason: swapOldAndNew(verdict.reason) } : verdict;
      if (mode === "forward") return { ...change, breaking: forward.breaking, reason: forward.reason };
      const both = change.breaking || forward.breaking;
      const reason = change.breaking || !forward.breaking ? change.reason : `forward: ${forward.reason}`;
      return { ...change, breaking: both, reason };
    });
    return { ...result, changes, breaking: changes.some((change) => change.breaking) };
  });
}

/**
 * A reason of the diff with the versions swapped, worded for the versions as they are: its "old
 * data" is the new version's, its "new schema" the old reader's (attack54 F8: FORWARD messages
 * described the opposite direction).
 */
export function swapOldAndNew(reason: string): string {
  return reason.replace(/\b(old|new|Old|New)\b/g, (word) => SWAPPED[word] ?? word);
}

const SWAPPED: Record<string, string> = {
  old: "new",
  new: "old",
  Old: "New",
  New: "Old",
};
