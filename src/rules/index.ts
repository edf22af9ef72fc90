export { canPreExist, RULE_ATTRIBUTION, type RuleAttribution } from "./attribution.js";
export { type ContractViolationRuleId, violationRule } from "./contract-violation.js";
export {
  counts,
  type Finding,
  type FindingContract,
  type FindingWaiver,
  findingLine,
  fingerprinted,
  type SuggestedLine,
  type UnfingerprintedFinding,
} from "./finding.js";
export { RULE_REFERENCE_PAGE } from "./rule-info.js";
export {
  type FailClosedRuleId,
  GATE_CATEGORIES,
  GATE_RULE_IDS,
  type GateRuleId,
  isGateRule,
  type ProtectionRuleId,
  RULE_IDS,
  RULES,
  type RuleCategory,
  type RuleId,
  type RuleInfo,
  ruleInfo,
  type UncontractedRuleId,
} from "./table.js";
