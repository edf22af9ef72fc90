import type { RuleInfo } from "./rule-info.js";

/** Compatibility modes judged over the Git history (docs/rules.md "Compatibility modes over the Git history"). */
export const COMPATIBILITY_RULES = {
  COMPATIBILITY_BROKEN: {
    category: "protection-weakened",
    defaultLevel: "contract",
    title: "Compatibility mode broken",
    help: "A changed asset breaks the compatibility mode its contract (or, at ALERT, its source rule) sets: BACKWARD, the new version cannot read data written with an earlier one; FORWARD, an earlier version cannot read data written with the new one; FULL, either. A _TRANSITIVE mode judges every earlier version on the default branch, read from the Git history: the finding names the oldest version the change breaks, and its commit. Keep the change compatible (an Avro default, a field kept), or start a new line (compatibilityLine: major, with a major version).",
    anchor: "rule-compatibility_broken",
  },
  COMPATIBILITY_UNVERIFIED: {
    category: "fail-closed",
    defaultLevel: "contract",
    title: "Compatibility not verifiable",
    help: "A _TRANSITIVE compatibility mode needs every earlier version of the asset, and the checkout cannot show them all: a shallow clone whose history could not be fetched (the finding names the boundary commit and the fetches tried; actions/checkout with fetch-depth: 0 gives the whole history), earlier versions no reader can read (listed, ALERT), or more versions than the cap read (CONTRACT_SYNC_HISTORY_MAX_VERSIONS, 1,000 by default: the finding names the versions not read; raise the cap, or start a new line with compatibilityLine: major). Fails closed at the contract's level.",
    anchor: "rule-compatibility_unverified",
  },
} as const satisfies Record<string, RuleInfo>;
