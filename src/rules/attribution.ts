import type { RuleId } from "./table.js";

/**
 * Whether the base commit can already have a rule's finding (docs/rules.md "Fail closed: what fails a pull request's check": what a pull
 * request pays for):
 * - `base`: it can. The base's side is found alike (sync/check/base-findings.ts) and a finding the
 *   base has unchanged, same fingerprint, is existing debt: shown apart, never counted
 *   (outcome/existing-debt.ts), unless it hides what the pull request changed (`hidesChange`);
 * - `change`: it is a difference between the base and the head (a weakening, a version not
 *   raised, an approval a change needs, a rename, a moved file, a merge conflict): the base
 *   alone cannot have it, so it is always the pull request's;
 * - `listed`: it never counts at any level (a stale waiver), so there is nothing to attribute.
 * A new rule without a row here is a compile error (`satisfies`); test/outcome/attribution.test.ts
 * runs every rule of the table through the attribution, and test/cli/attribution.test.ts asks each
 * `base` rule for its debt case through the CLI.
 */
export type RuleAttribution = "base" | "change" | "listed";

export const RULE_ATTRIBUTION = {
  // Protection and versions: what the pull request takes away or changes.
  PROTECTION_WEAKENED: "change",
  CONFIG_CHANGED: "change",
  OWNER_APPROVAL_REQUIRED: "change",
  CONTRACT_VERSION_NOT_BUMPED: "change",
  // The head against earlier versions, less what the base already broke alike (compat-history.ts
  // introducedBreaks); a history the checkout cannot show is judged for the assets the change touches.
  COMPATIBILITY_BROKEN: "change",
  COMPATIBILITY_UNVERIFIED: "change",
  // Deprecations: a removal, and a deprecated field of what the pull request touches, are of its
  // change (a planned removal and a deprecated field are found at INACTIVE: listed, not counted).
  REMOVED_BEFORE_SUNSET: "change",
  REMOVED_WHILE_READ: "change",
  PLANNED_REMOVAL: "change",
  DEPRECATED_FIELD: "change",
  // Checks that could not be made.
  CONFIG_INVALID: "base",
  CONTRACT_INVALID: "base",
  SCHEMA_UNREADABLE: "base",
  CONTRACT_POINTS_AT_NO_ASSET: "base",
  // The pull request's merge with its base branch: a relation of the two, never of the base alone.
  MERGE_CONFLICT: "change",
  // Found from the pull request's own rename of a file (`git diff -M`) whose asset the base reads
  // under the old name: the base's side of it, a contract naming an asset no base file yields, is
  // CONTRACT_POINTS_AT_NO_ASSET's (and a pull request editing the moved file is not blamed for it).
  ASSET_MOVED: "change",
  WAIVERS_INVALID: "base",
  WAIVER_STALE: "listed",
  // The base asset against the base's contract (sync/check/existing-debt.ts).
  MISSING_REQUIRED_PROPERTY: "base",
  MISSING_OPTIONAL_PROPERTY: "base",
  INCOMPATIBLE_TYPE: "base",
  REQUIRED_PROPERTY_NOW_OPTIONAL: "base",
  ENUM_VALUE_REMOVED: "base",
  CONSTRAINT_VIOLATION: "base",
  PII_FIELD_ADDED: "base",
  OTHER_VIOLATION: "base",
  // A field missing at the head that the head carries under another name: a relation of base and head.
  PROBABLE_RENAME: "change",
  // A diff of the base and the head.
  UNCONTRACTED_BREAKING_CHANGE: "change",
  UNREADABLE_FILE: "base",
} as const satisfies Record<RuleId, RuleAttribution>;

/** Whether a rule's finding can be existing debt (the base can have it alike). */
export function canPreExist(rule: RuleId): boolean {
  return RULE_ATTRIBUTION[rule] === "base";
}
