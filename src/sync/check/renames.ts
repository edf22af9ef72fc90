import { type RenameNote, renameNotes } from "../../compliance/renames.js";
import { locateField } from "../../outcome/locate.js";
import type { AssetCheck } from "../../outcome/model.js";
import type { ReadAsset } from "../../schema/model.js";

const MISSING = new Set(["MISSING_REQUIRED_PROPERTY", "MISSING_OPTIONAL_PROPERTY"]);

/**
 * A field the contract names that is missing from the head, where the head seems to carry it
 * under another name (compliance/renames.ts: an alias, a field number, a RENAME COLUMN, or the
 * same type at the same place), is marked with the rename: its finding is PROBABLE_RENAME with
 * the format's safe route, not "missing". Base and head are the versions the check read.
 */
export function withRenames(
  checks: readonly AssetCheck[],
  versions: { base: readonly ReadAsset[]; head: readonly ReadAsset[] },
): AssetCheck[] {
  const baseByName = new Map(versions.base.map((a) => [a.resourceName, a]));
  const head = new Map(versions.head.map((a) => [a.resourceName, a]));
  const notesOf = new Map<string, Map<string, RenameNote>>();
  const notes = (asset: string): Map<string, RenameNote> => {
    let found = notesOf.get(asset);
    if (!found) {
      const [was, now] = [baseByName.get(asset), head.get(asset)];
      found = was && now && was.sourceType === now.sourceType ? renameNotes(was, now) : new Map();
      notesOf.set(asset, found);
    }
    return found;
  };
  return checks.map((check) => {
    if (!check.violations.some((v) => MISSING.has(v.violationType))) return check;
    const renamed = notes(check.asset);
    if (renamed.size === 0) return check;
    const violations = check.violations.map((v) => {
      const rename = MISSING.has(v.violationType) ? renamed.get(v.field) : undefined;
      const now = head.get(check.asset);
      // The finding points at the field under its new name: the line the pull request changed.
      return rename && now ? { ...v, ...locateField(now, rename.to), rename } : v;
    });
    return { ...check, violations };
  });
}
