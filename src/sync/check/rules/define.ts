import type { EnforcementLevel } from "../../../api/resources.js";
import type { GateFinding } from "../../../outcome/model.js";
import { type GateRuleId, RULES } from "../../../rules/index.js";
import type { CheckFacts } from "../facts.js";

/**
 * What a rule's detection says of one finding: everything but the rule, its title and (for a rule
 * of a fixed level) its level, which the rule table gives. `detail` follows the table's title
 * ("Protection weakened: contract orders"), so a title cannot drift from the table.
 */
export type Detected = Omit<GateFinding, "rule" | "title" | "level"> & {
  /** Required where the table's level is "contract" (the level of the contract it concerns). */
  level?: EnforcementLevel | undefined;
  detail?: string | undefined;
};

type Detection = GateFinding[] | Promise<GateFinding[]>;

/** One gate rule: its id, and what it finds in the facts the check gathered (docs/architecture.md "How to add a rule"). */
export interface GateCheck<R extends GateRuleId = GateRuleId> {
  rule: R;
  /** The head's findings: what the pull request would merge. */
  detect(facts: CheckFacts): Detection;
  /**
   * The base's findings alike, for a rule that can pre-exist (rules/attribution.ts "base"): a head
   * finding with one of their fingerprints is existing debt. `head` is what `detect` found.
   */
  atBase?: ((facts: CheckFacts, head: readonly GateFinding[]) => Detection) | undefined;
}

/** A finding of `rule`: the rule, its table title (with `detail`) and its level (the table's unless given). */
export function gateFinding<R extends GateRuleId>(rule: R, detected: Detected): GateFinding & { rule: R } {
  const { detail, level, ...rest } = detected;
  const info = RULES[rule];
  const at = level ?? (info.defaultLevel === "contract" ? undefined : info.defaultLevel);
  // A programming error, not bad input: a rule of the contract's level must say which level.
  if (at === undefined)
    throw new Error(`${rule}: a finding of a rule at the contract's level needs its level`);
  return { rule, level: at, title: detail ? `${info.title}: ${detail}` : info.title, ...rest };
}

/** A gate rule: its id from the rule table (src/rules/) and its detection over the check's facts. */
export function defineCheck<R extends GateRuleId>(
  rule: R,
  detect: (facts: CheckFacts) => Detection,
  atBase?: GateCheck<R>["atBase"],
): GateCheck<R> {
  return { rule, detect, atBase };
}
