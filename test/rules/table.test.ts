// The rule table against the API's violation types, both directions (its generated page,
// docs/reference/rules.md: test/docs/reference.test.ts).

import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ViolationType } from "../../src/api/resources.js";
import { COMPATIBILITY_RULES } from "../../src/rules/compatibility.js";
import { CONTRACT_VIOLATION_RULES } from "../../src/rules/contract-violation.js";
import { DEPRECATION_RULES } from "../../src/rules/deprecation.js";
import { FAIL_CLOSED_RULES } from "../../src/rules/fail-closed.js";
import {
  GATE_CATEGORIES,
  GATE_RULE_IDS,
  isGateRule,
  RULE_IDS,
  RULES,
  type RuleInfo,
  violationRule,
} from "../../src/rules/index.js";
import { PROTECTION_RULES } from "../../src/rules/protection.js";
import { RENAME_RULES } from "../../src/rules/renames.js";
import { UNCONTRACTED_RULES } from "../../src/rules/uncontracted.js";
import { VERSION_RULES } from "../../src/rules/versions.js";
import { WAIVER_RULES } from "../../src/rules/waivers.js";

describe("the rule table", () => {
  it("has a contract-violation rule for every violation type of the API", () => {
    for (const type of ViolationType.options) {
      expect(RULES[type].category).toBe("contract-violation");
      expect(violationRule(type)).toBe(type);
    }
    expect(violationRule("A_TYPE_OF_A_NEWER_SERVICE")).toBe("OTHER_VIOLATION");
    // An inherited property of an object is no rule.
    expect(violationRule("toString")).toBe("OTHER_VIOLATION");
  });

  it("joins every family of src/rules/ without one rule id shadowing another", async () => {
    // Every `*_RULES` table exported by a file of src/rules/, found by reading the folder: a family
    // written and not joined into RULES fails here, and one joined is taken by the relay and every
    // output from RULES (test/rules/every-rule.test.ts runs each rule through them).
    const families: Record<string, RuleInfo>[] = [];
    for (const file of readdirSync("src/rules").filter((f) => f.endsWith(".ts"))) {
      const module: Record<string, unknown> = await import(`../../src/rules/${file}`);
      for (const [name, value] of Object.entries(module))
        if (/^[A-Z_]+_RULES$/.test(name)) families.push(value as Record<string, RuleInfo>);
    }
    expect(families).toHaveLength(9);
    const ids = families.flatMap((family) => Object.keys(family));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...RULE_IDS].sort());
    for (const family of families)
      for (const [id, rule] of Object.entries(family)) expect(RULES[id as keyof typeof RULES]).toBe(rule);
  });

  it("takes the gate rules from the table's categories, whatever their family", () => {
    expect(GATE_RULE_IDS).toEqual(
      RULE_IDS.filter((id) => GATE_CATEGORIES.some((c) => c === RULES[id].category)),
    );
    // The families of gate rules today, so the derived list is the one the check always had.
    expect([...GATE_RULE_IDS].sort()).toEqual(
      [
        FAIL_CLOSED_RULES,
        PROTECTION_RULES,
        WAIVER_RULES,
        VERSION_RULES,
        COMPATIBILITY_RULES,
        DEPRECATION_RULES,
      ]
        .flatMap((family) => Object.keys(family))
        .sort(),
    );
    for (const family of [CONTRACT_VIOLATION_RULES, RENAME_RULES, UNCONTRACTED_RULES])
      for (const id of Object.keys(family)) expect(isGateRule(id as keyof typeof RULES)).toBe(false);
  });

  it("gives every rule a distinct anchor, a title and help", () => {
    expect(new Set(RULE_IDS.map((id) => RULES[id].anchor)).size).toBe(RULE_IDS.length);
    for (const id of RULE_IDS) {
      expect(RULES[id].anchor).toBe(`rule-${id.toLowerCase()}`);
      expect(RULES[id].title.length).toBeGreaterThan(5);
      expect(RULES[id].help.length).toBeGreaterThan(40);
    }
  });
});
