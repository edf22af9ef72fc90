import type { GateRuleId } from "../../../rules/index.js";
import { ASSET_MOVED } from "./asset-moved.js";
import { COMPATIBILITY_BROKEN } from "./compatibility-broken.js";
import { COMPATIBILITY_UNVERIFIED } from "./compatibility-unverified.js";
import { CONFIG_CHANGED } from "./config-changed.js";
import { CONFIG_INVALID } from "./config-invalid.js";
import { CONTRACT_INVALID } from "./contract-invalid.js";
import { CONTRACT_POINTS_AT_NO_ASSET } from "./contract-points-at-no-asset.js";
import { CONTRACT_VERSION_NOT_BUMPED } from "./contract-version-not-bumped.js";
import type { GateCheck } from "./define.js";
import { DEPRECATED_FIELD } from "./deprecated-field.js";
import { PLANNED_REMOVAL } from "./planned-removal.js";
import { PROTECTION_WEAKENED } from "./protection-weakened.js";
import { REMOVED_BEFORE_SUNSET } from "./removed-before-sunset.js";
import { REMOVED_WHILE_READ } from "./removed-while-read.js";
import { SCHEMA_UNREADABLE } from "./schema-unreadable.js";
import { WAIVERS_INVALID } from "./waivers-invalid.js";

/**
 * The gate rules found outside the registry, each where the check has what it needs, with why:
 * - MERGE_CONFLICT: before any fact is gathered, there is no merge to gather them from (merge-target.ts);
 * - OWNER_APPROVAL_REQUIRED: from the findings, once they are all found (approval-decision.ts);
 * - WAIVER_STALE: from the waivers applied to the findings, in the assessment (outcome/waivers.ts).
 */
export type PostAssessmentRuleId = "MERGE_CONFLICT" | "OWNER_APPROVAL_REQUIRED" | "WAIVER_STALE";

/** The gate rules the registry runs over the check's facts. */
export type RegisteredRuleId = Exclude<GateRuleId, PostAssessmentRuleId>;

/**
 * Every registered gate rule, in the order its findings are listed (at one level and category,
 * outcome/findings.ts keeps this order). A rule of the table's gate families that is neither here
 * nor post-assessment is a compile error, and so is a line here whose key is not its check's rule.
 */
export const GATE_CHECKS = {
  CONFIG_INVALID,
  CONFIG_CHANGED,
  PROTECTION_WEAKENED,
  CONTRACT_VERSION_NOT_BUMPED,
  COMPATIBILITY_BROKEN,
  COMPATIBILITY_UNVERIFIED,
  CONTRACT_INVALID,
  SCHEMA_UNREADABLE,
  ASSET_MOVED,
  CONTRACT_POINTS_AT_NO_ASSET,
  WAIVERS_INVALID,
  REMOVED_BEFORE_SUNSET,
  REMOVED_WHILE_READ,
  PLANNED_REMOVAL,
  DEPRECATED_FIELD,
} as const satisfies { [R in RegisteredRuleId]: GateCheck<R> };

/**
 * The rules found at the base too (rules/attribution.ts "base"), in the order the base's findings
 * are listed: what each head finding is compared with to tell existing debt.
 */
export const AT_BASE_CHECKS: readonly GateCheck[] = [
  CONFIG_INVALID,
  SCHEMA_UNREADABLE,
  CONTRACT_INVALID,
  WAIVERS_INVALID,
  CONTRACT_POINTS_AT_NO_ASSET,
];
