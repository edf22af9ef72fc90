import type { RuleInfo } from "./rule-info.js";

/** The version rule (docs/intended-changes.md "Intended changes"): a change of a contract raises its version as semver says. */
export const VERSION_RULES = {
  CONTRACT_VERSION_NOT_BUMPED: {
    category: "protection-weakened",
    defaultLevel: "BLOCK",
    title: "Contract version not bumped",
    help: "The pull request changes a contract in force without raising its version as semver says: a breaking change (a field removed, narrowed or made required, a guarantee lowered) needs a new major version, BLOCK; an additive change (a field added, a bound widened) a new minor version, ALERT; a version lowered or removed is BLOCK. The finding gives the version to write, at the contract's version line (a review suggestion when GitHub allows one there).",
    anchor: "rule-contract_version_not_bumped",
  },
} as const satisfies Record<string, RuleInfo>;
