// The rule table against the API's violation types, both directions (its generated page,
// docs/reference/rules.md: test/docs/reference.test.ts).

import { describe, expect, it } from "vitest";
import { ViolationType } from "../../src/api/resources.js";
import { COMPATIBILITY_RULES } from "../../src/rules/compatibility.js";
import { CONTRACT_VIOLATION_RULES } from "../../src/rules/contract-violation.js";
import { DEPRECATION_RULES } from "../../src/rules/deprecation.js";
import { FAIL_CLOSED_RULES } from "../../src/rules/fail-closed.js";
import { RULE_IDS, RULES, violationRule } from "../../src/rules/index.js";
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

  it("joins the families without one rule id shadowing another", () => {
    const families = [
      CONTRACT_VIOLATION_RULES,
      FAIL_CLOSED_RULES,
      PROTECTION_RULES,
      RENAME_RULES,
      UNCONTRACTED_RULES,
      WAIVER_RULES,
      VERSION_RULES,
      COMPATIBILITY_RULES,
      DEPRECATION_RULES,
    ];
    const ids = families.flatMap((family) => Object.keys(family));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...RULE_IDS].sort());
    for (const family of families)
      for (const [id, rule] of Object.entries(family)) expect(RULES[id as keyof typeof RULES]).toBe(rule);
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
