import type { RuleInfo } from "./rule-info.js";

/** What the pull request takes away from the base's protection (the base is trusted). */
export const PROTECTION_RULES = {
  PROTECTION_WEAKENED: {
    category: "protection-weakened",
    defaultLevel: "contract",
    title: "Protection weakened",
    help: "The pull request deletes a contract, lowers its enforcementLevel, moves its status out of force, renames its file out of the base's contracts globs, points it away from an asset it governs, adds a weaker second contract on a governed asset, or changes the configuration so a contracted asset or a contract file is no longer read. It counts at the level the contract had (or as the base's `protect` says); its owner should approve.",
    anchor: "rule-protection_weakened",
  },
  CONFIG_CHANGED: {
    category: "protection-weakened",
    defaultLevel: "INACTIVE",
    title: "Configuration changed",
    help: "The pull request changes the configuration. The check enforced the base's configuration; the change applies after the merge. Listed, not counted.",
    anchor: "rule-config_changed",
  },
  OWNER_APPROVAL_REQUIRED: {
    category: "protection-weakened",
    defaultLevel: "contract",
    title: "Owner approval required",
    help: "The pull request weakens a contract's protection, changes a contract in a breaking way, or adds or extends a waiver: it passes once one of the contract's approvers (the contract's `approvers`, the configuration's `owners`, both read at the base) has approved its latest commit. The finding names who may approve; without a token that can read reviews, or in the CLI, it blocks. Once approved it is listed as approved, not counted.",
    anchor: "rule-owner_approval_required",
  },
} as const satisfies Record<string, RuleInfo>;
