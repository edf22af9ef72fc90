import type { EnforcementLevel } from "../api/resources.js";

/**
 * What kind of finding a rule makes. Contract violations, fail-closed gates and weakened
 * protection count in the verdict at their level; changes outside any contract are shown only.
 */
export type RuleCategory = "contract-violation" | "fail-closed" | "protection-weakened" | "uncontracted";

/** One row of the rule table: what a rule is, how strong it is by default, what to do about it. */
export interface RuleInfo {
  category: RuleCategory;
  /** "contract": the level of the contract it concerns (or the base's `protect`); otherwise fixed. */
  defaultLevel: EnforcementLevel | "contract";
  /** A few words, for SARIF's short description and the README's table. */
  title: string;
  /** What the finding means and what to do, for SARIF help, GitLab and the README. */
  help: string;
  /** Anchor of the rule's row in README.md ("Rules"). */
  anchor: string;
}
