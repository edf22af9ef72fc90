import { COMPATIBILITY_RULES } from "./compatibility.js";
import { CONTRACT_VIOLATION_RULES, type ContractViolationRuleId } from "./contract-violation.js";
import { DEPRECATION_RULES } from "./deprecation.js";
import { FAIL_CLOSED_RULES } from "./fail-closed.js";
import { PROTECTION_RULES } from "./protection.js";
import { RENAME_RULES } from "./renames.js";
import type { RuleInfo } from "./rule-info.js";
import { UNCONTRACTED_RULES } from "./uncontracted.js";
import { VERSION_RULES } from "./versions.js";
import { WAIVER_RULES } from "./waivers.js";

export type { RuleCategory, RuleInfo } from "./rule-info.js";

export type FailClosedRuleId = keyof typeof FAIL_CLOSED_RULES;
export type ProtectionRuleId = keyof typeof PROTECTION_RULES;
export type UncontractedRuleId = keyof typeof UNCONTRACTED_RULES;
export type WaiverRuleId = keyof typeof WAIVER_RULES;
export type RenameRuleId = keyof typeof RENAME_RULES;
export type VersionRuleId = keyof typeof VERSION_RULES;
export type CompatibilityRuleId = keyof typeof COMPATIBILITY_RULES;
export type DeprecationRuleId = keyof typeof DEPRECATION_RULES;
/** The rules a gate of the check (fail closed, protection, the waiver ledger, versions, compatibility, deprecations) reports. */
export type GateRuleId =
  | FailClosedRuleId
  | ProtectionRuleId
  | WaiverRuleId
  | VersionRuleId
  | CompatibilityRuleId
  | DeprecationRuleId;
export type RuleId = ContractViolationRuleId | RenameRuleId | GateRuleId | UncontractedRuleId;

/**
 * Every rule of the check, in the order the rule reference (docs/reference/rules.md) lists them. Adding a rule means a row in one
 * family's table; the `satisfies` makes a rule without help or category a compile error.
 */
export const RULES = {
  ...PROTECTION_RULES,
  ...VERSION_RULES,
  ...COMPATIBILITY_RULES,
  ...DEPRECATION_RULES,
  ...FAIL_CLOSED_RULES,
  ...WAIVER_RULES,
  ...CONTRACT_VIOLATION_RULES,
  ...RENAME_RULES,
  ...UNCONTRACTED_RULES,
} as const satisfies Record<RuleId, RuleInfo>;

export const RULE_IDS = Object.keys(RULES) as RuleId[];

export function ruleInfo(rule: RuleId): RuleInfo {
  return RULES[rule];
}
