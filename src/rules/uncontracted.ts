import type { RuleInfo } from "./rule-info.js";

/** Changes no contract covers: shown so a reviewer sees them, never counted in the verdict. */
export const UNCONTRACTED_RULES = {
  UNCONTRACTED_BREAKING_CHANGE: {
    category: "uncontracted",
    defaultLevel: "ALERT",
    title: "Breaking change without a contract",
    help: "An asset without a contract, or a field its contract does not name or pin, changed in a way that breaks its readers (a field removed, a type narrowed: text to varchar(32)). Nothing enforces it; a contract never hides it. Consider a contract (or the field in the contract).",
    anchor: "rule-uncontracted_breaking_change",
  },
  UNREADABLE_FILE: {
    category: "uncontracted",
    defaultLevel: "ALERT",
    title: "Unreadable file",
    help: "A schema, contract or config file of the change could not be read, so it could not be checked; no contract depends on it. Fix the file.",
    anchor: "rule-unreadable_file",
  },
} as const satisfies Record<string, RuleInfo>;
