import type { RuleInfo } from "./rule-info.js";

/**
 * Deprecation with a sunset (docs/intended-changes.md "Deprecation with a sunset"): a deprecated
 * field or contract removed by a pull request, judged by its sunset and by the consumers declared
 * as reading it; and the deprecated fields a pull request touches, listed with their sunsets.
 */
export const DEPRECATION_RULES = {
  REMOVED_BEFORE_SUNSET: {
    category: "protection-weakened",
    defaultLevel: "contract",
    title: "Removed before its sunset",
    help: "The pull request removes a field (or deletes a contract) that the base's contract marks deprecated, before its sunset or with no sunset: readers were promised it until then. The finding says the day it may go. Keep it until its sunset, or accept the early removal in the waiver ledger (its owners approve).",
    anchor: "rule-removed_before_sunset",
  },
  REMOVED_WHILE_READ: {
    category: "protection-weakened",
    defaultLevel: "contract",
    title: "Removed while a consumer reads it",
    help: "The pull request removes a deprecated field (or deletes a deprecated contract) after its sunset, but a consumer the contract declares still reads it (its `reads` names the field, or it names no fields). The finding names them: agree with them first, then drop their read from the contract (its owners approve), or accept the removal in the waiver ledger.",
    anchor: "rule-removed_while_read",
  },
  PLANNED_REMOVAL: {
    category: "protection-weakened",
    defaultLevel: "INACTIVE",
    title: "Planned removal",
    help: "A deprecated field (or contract) removed from its sunset on, with no declared consumer reading it: listed, not counted, and no owner's approval is asked for it (the owners approved its sunset). The version rule still asks the contract for a new major version.",
    anchor: "rule-planned_removal",
  },
  DEPRECATED_FIELD: {
    category: "protection-weakened",
    defaultLevel: "INACTIVE",
    title: "Deprecated field",
    help: "A deprecated field of a contract the pull request touches, listed with its sunset: one the pull request changes, and one whose sunset is within 30 days or has passed (it may be removed once no declared consumer reads it). Listed, not counted.",
    anchor: "rule-deprecated_field",
  },
} as const satisfies Record<string, RuleInfo>;
