import type { ViolationType } from "../api/resources.js";
import type { RuleInfo } from "./rule-info.js";

/** An asset's schema breaks its contract: the violation types of the compliance check (endpoint 6). */
export const CONTRACT_VIOLATION_RULES = {
  MISSING_REQUIRED_PROPERTY: {
    category: "contract-violation",
    defaultLevel: "contract",
    title: "Required field missing",
    help: "A field the contract requires is missing from the asset. Add the field back, or change the contract in the same pull request.",
    anchor: "rule-missing_required_property",
  },
  MISSING_OPTIONAL_PROPERTY: {
    category: "contract-violation",
    defaultLevel: "contract",
    title: "Optional field missing",
    help: "An optional field of the contract is missing from the asset. Add it back, or drop it from the contract.",
    anchor: "rule-missing_optional_property",
  },
  INCOMPATIBLE_TYPE: {
    category: "contract-violation",
    defaultLevel: "contract",
    title: "Incompatible type",
    help: "The field's type narrows or changes the contract's type, so readers of the old data break. Widenings such as int32 to int64 pass.",
    anchor: "rule-incompatible_type",
  },
  REQUIRED_PROPERTY_NOW_OPTIONAL: {
    category: "contract-violation",
    defaultLevel: "contract",
    title: "Required field now optional",
    help: "A field the contract requires became optional (nullable). Readers that rely on a value break. Make it required again, or change the contract.",
    anchor: "rule-required_property_now_optional",
  },
  ENUM_VALUE_REMOVED: {
    category: "contract-violation",
    defaultLevel: "contract",
    title: "Enum value removed",
    help: "An enum symbol of the contract was removed from the asset. Keep the symbol, or change the contract.",
    anchor: "rule-enum_value_removed",
  },
  CONSTRAINT_VIOLATION: {
    category: "contract-violation",
    defaultLevel: "contract",
    title: "Constraint broken",
    help: "The field breaks a constraint of the contract (length, precision, scale, fixed size). Capacity may grow, never shrink.",
    anchor: "rule-constraint_violation",
  },
  PII_FIELD_ADDED: {
    category: "contract-violation",
    defaultLevel: "contract",
    title: "Personal data added",
    help: "A field that looks like personal data was added to an asset whose contract restricts PII. Remove it, or rename it if it is not personal data.",
    anchor: "rule-pii_field_added",
  },
  OTHER_VIOLATION: {
    category: "contract-violation",
    defaultLevel: "contract",
    title: "Other contract violation",
    help: "The service reported a violation type this version of contract-sync does not know (a newer service); its message says what is wrong.",
    anchor: "rule-other_violation",
  },
} as const satisfies Record<ViolationType | "OTHER_VIOLATION", RuleInfo>;

export type ContractViolationRuleId = keyof typeof CONTRACT_VIOLATION_RULES;

/** The rule of a violation the service reported: its type, or OTHER_VIOLATION for one this version does not know. */
export function violationRule(violationType: string): ContractViolationRuleId {
  return Object.hasOwn(CONTRACT_VIOLATION_RULES, violationType)
    ? (violationType as ContractViolationRuleId)
    : "OTHER_VIOLATION";
}
