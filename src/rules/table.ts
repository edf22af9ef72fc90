import { COMPATIBILITY_RULES } from "./compatibility.js";
import { CONTRACT_VIOLATION_RULES } from "./contract-violation.js";
import { DEPRECATION_RULES } from "./deprecation.js";
import { FAIL_CLOSED_RULES } from "./fail-closed.js";
import { PROTECTION_RULES } from "./protection.js";
import { RENAME_RULES } from "./renames.js";
import type { RuleCategory, RuleInfo } from "./rule-info.js";
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

/**
 * Every rule of the check, in the order the rule reference (docs/reference/rules.md) lists them: one
 * family's table a line. Adding a rule means a row in one family's table, a family one line here;
 * everything else (the gate rules, the relay's schema, the outputs) follows from this table.
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
} as const satisfies Record<string, RuleInfo>;

export type RuleId = keyof typeof RULES;

export const RULE_IDS = Object.keys(RULES) as RuleId[];

/** The categories a gate of the check reports (a rule's category in the table makes it one). */
export const GATE_CATEGORIES = [
  "fail-closed",
  "protection-weakened",
] as const satisfies readonly RuleCategory[];

/**
 * The rules a gate of the check (fail closed, protection, the waiver ledger, versions,
 * compatibility, deprecations) reports: those of a gate category, whatever their family.
 */
export type GateRuleId = {
  [R in RuleId]: (typeof RULES)[R]["category"] extends (typeof GATE_CATEGORIES)[number] ? R : never;
}[RuleId];

export function isGateRule(rule: RuleId): rule is GateRuleId {
  return (GATE_CATEGORIES as readonly RuleCategory[]).includes(RULES[rule].category);
}

/** The gate rules, in the table's order. */
export const GATE_RULE_IDS: readonly GateRuleId[] = RULE_IDS.filter(isGateRule);

export function ruleInfo(rule: RuleId): RuleInfo {
  return RULES[rule];
}
