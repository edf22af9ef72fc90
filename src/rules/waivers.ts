import type { RuleInfo } from "./rule-info.js";

/** The waiver ledger (docs/intended-changes.md "Intended changes"): what it cannot waive, and what it waives no more. */
export const WAIVER_RULES = {
  WAIVERS_INVALID: {
    category: "fail-closed",
    defaultLevel: "BLOCK",
    title: "Invalid waiver ledger",
    help: "The waiver ledger cannot be read (a missing reason, an unknown rule, no such date, a typo in a key): at the base it waives nothing until fixed, and what it meant to waive counts; an error the pull request writes or worsens blocks it, one the base has alike is existing debt. Fix the entry the finding points at.",
    anchor: "rule-waivers_invalid",
  },
  WAIVER_STALE: {
    category: "fail-closed",
    defaultLevel: "INACTIVE",
    title: "Stale waiver",
    help: "A waiver in force matches no finding of this check: the break it accepted is gone or was never there. Listed, not counted; remove it from the ledger.",
    anchor: "rule-waiver_stale",
  },
} as const satisfies Record<string, RuleInfo>;
