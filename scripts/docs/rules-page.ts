// docs/reference/rules.md from the rule table (src/rules/table.ts): one row per rule, in the table's order.
import { RULE_IDS, RULES } from "../../src/rules/index.js";
import type { RuleCategory } from "../../src/rules/rule-info.js";
import { cell, generatedBanner, page, table } from "./markdown.js";

const CATEGORY: Record<RuleCategory, string> = {
  "protection-weakened": "protection weakened",
  "fail-closed": "fail closed",
  "contract-violation": "contract violation",
  uncontracted: "outside contracts (not counted)",
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
      cell(rule.help),
    ];
  });
  return page([
    "# Rule reference",
    generatedBanner("the rule table, `src/rules/table.ts`"),
    `Every finding of a check is of one of these ${RULE_IDS.length} rules. What the levels and categories mean, and how each output shows a finding: [Rules](../rules.md#rules-what-the-check-reports). SARIF links each rule here (\`properties.docs\`).`,
    table(["Rule", "Category", "Default level", "What it means, what to do"], rows),
  ]);
}
