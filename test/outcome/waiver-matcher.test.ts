import { describe, expect, it } from "vitest";
import type { Waiver } from "../../src/outcome/model.js";
import {
  type Waivable,
  type WaiverScope,
  waiverHolds,
  waiverNamesContract,
  waiverScopeMatches,
} from "../../src/outcome/waivers.js";
import { RULE_IDS, RULES } from "../../src/rules/index.js";

const USERS = "postgres://db:5432:shop.public.users";
const ORDERS = "postgres://db:5432:shop.public.orders";
const ID = "0b7e1c2a-1111-4222-8333-444455556666";
const OTHER_ID = "9f7e1c2a-1111-4222-8333-444455556666";
const PRINT = "0123456789abcdef0123";

/** Every scope a ledger entry can have, over the values that decide a match. */
function everyScope(): WaiverScope[] {
  const scopes: WaiverScope[] = [];
  for (const fingerprint of [undefined, PRINT.slice(0, 12), "fedcba987654"])
    for (const rule of [undefined, "INCOMPATIBLE_TYPE", "ENUM_VALUE_REMOVED"])
      for (const asset of [undefined, USERS, ORDERS])
        for (const field of [undefined, "id", "name"])
          for (const contract of [undefined, ID, ID.toUpperCase(), OTHER_ID])
            scopes.push({ fingerprint, rule, asset, field, contract });
  return scopes;
}

const finding: Waivable = {
  rule: "INCOMPATIBLE_TYPE",
  asset: USERS,
  field: "id",
  fingerprint: PRINT,
  contract: { id: ID },
};

describe("one waiver matcher, one meaning (the check's findings and the service's violations)", () => {
  it("a violation without a fingerprint is matched as the same finding by a waiver without one, for every scope", () => {
    const { fingerprint: _, ...violation } = finding;
    let matched = 0;
    for (const scope of everyScope()) {
      const unprinted = { ...scope, fingerprint: undefined };
      expect(waiverScopeMatches(scope, violation), JSON.stringify(scope)).toBe(
        waiverScopeMatches(unprinted, finding),
      );
      if (waiverScopeMatches(scope, violation)) matched++;
    }
    // rule and asset the finding's, any field but "name", any contract but the other's: 1 x 1 x 2 x 3, x 3 fingerprints.
    expect(matched).toBe(18);
  });

  it("when both have a fingerprint, it alone decides (after the category and the contract)", () => {
    for (const scope of everyScope()) {
      const contractAgrees = scope.contract === undefined || scope.contract.toLowerCase() === ID;
      const expected =
        scope.fingerprint !== undefined
          ? contractAgrees && PRINT.startsWith(scope.fingerprint)
          : contractAgrees &&
            scope.rule === finding.rule &&
            scope.asset === finding.asset &&
            (scope.field === undefined || scope.field === finding.field);
      expect(waiverScopeMatches(scope, finding), JSON.stringify(scope)).toBe(expected);
    }
  });

  it("waives only contract violations: no gate, rename or uncontracted rule, whatever the scope", () => {
    for (const rule of RULE_IDS) {
      const scope = { rule, asset: USERS, fingerprint: PRINT };
      expect(waiverScopeMatches(scope, { ...finding, rule }), rule).toBe(
        RULES[rule].category === "contract-violation",
      );
    }
    expect(waiverScopeMatches({ rule: "NOT_A_RULE", asset: USERS }, { ...finding, rule: "NOT_A_RULE" })).toBe(
      false,
    );
  });

  it("a waiver holds through its expiry day, not after", () => {
    expect(
      ["2026-11-27", "2026-11-28", "2026-11-29"].map((expires) => waiverHolds({ expires }, "2026-11-28")),
    ).toEqual([false, true, true]);
  });

  it("names a contract by its id (any case) when it names one, else by one of its assets", () => {
    const names = (waiver: Partial<Waiver>) => waiverNamesContract(waiver, ID, [USERS, ORDERS]);
    expect(names({ contract: ID.toUpperCase() })).toBe(true);
    expect(names({ contract: OTHER_ID, asset: USERS })).toBe(false);
    expect(names({ asset: ORDERS })).toBe(true);
    expect(names({ asset: "postgres://db:5432:shop.public.other" })).toBe(false);
    expect(names({ fingerprint: PRINT })).toBe(false);
  });
});
