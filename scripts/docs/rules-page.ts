// docs/reference/rules.md from the rule table (src/rules/table.ts): one row per rule, in the table's order.
import { RULE_ATTRIBUTION, RULE_IDS, RULES, type RuleAttribution } from "../../src/rules/index.js";
import type { RuleCategory } from "../../src/rules/rule-info.js";
import { cell, generatedBanner, page, table } from "./markdown.js";

const CATEGORY: Record<RuleCategory, string> = {
  "protection-weakened": "protection weakened",
  "fail-closed": "fail closed",
  "contract-violation": "contract violation",
  uncontracted: "outside contracts (not counted)",
};

/** Whether the base can already have it (src/rules/attribution.ts; README "What a pull request pays for"). */
const ATTRIBUTION: Record<RuleAttribution, string> = {
  base: "yes: existing debt when unchanged",
  change: "no: a change of the pull request",
  listed: "never counted",
};

/** The level column: a rule's fixed level, or "the contract's". */
export function levelText(defaultLevel: string): string {
  return defaultLevel === "contract" ? "the contract's" : defaultLevel;
}

export function rulesPage(): string {
  const rows = RULE_IDS.map((id) => {
    const rule = RULES[id];
    return [
      `<a id="${rule.anchor}"></a>\`${id}\``,
      CATEGORY[rule.category],
      levelText(rule.defaultLevel),
      ATTRIBUTION[RULE_ATTRIBUTION[id]],
      cell(rule.help),
    ];
  });
  return page([
    "# Rule reference",
    generatedBanner("the rule table, `src/rules/table.ts`"),
    `Every finding of a check is of one of these ${RULE_IDS.length} rules. What the levels and categories mean, and how each output shows a finding: [Rules](../../README.md#rules-what-the-check-reports). SARIF links each rule here (\`properties.docs\`).`,
    `"At the base": whether the base commit can already have the finding, which is then existing debt, listed apart and not counted, unless it hides what the pull request changed ([What a pull request pays for](../../README.md#what-a-pull-request-pays-for)).`,
    table(["Rule", "Category", "Default level", "At the base", "What it means, what to do"], rows),
  ]);
}
