import { describe, expect, it } from "vitest";
import { RULES } from "../../../../src/rules/index.js";
import { WAIVERS_INVALID } from "../../../../src/sync/check/rules/waivers-invalid.js";
import { DEFAULT_WAIVER_FILE } from "../../../../src/waivers/ledger.js";
import { checkFacts } from "../../../support/check-facts.js";

const LEDGER = `waivers:
  - rule: INCOMPATIBLE_TYPE
    asset: x
    approvedBy: [ana]
    expires: 2099-01-01
`;

describe("WAIVERS_INVALID", () => {
  it("finds each error of the head's ledger at BLOCK (an entry without a reason)", async () => {
    const found = await WAIVERS_INVALID.detect(await checkFacts({ head: { [DEFAULT_WAIVER_FILE]: LEDGER } }));
    expect(found.length).toBeGreaterThan(0);
    for (const f of found)
      expect(f).toMatchObject({
        rule: "WAIVERS_INVALID",
        level: "BLOCK",
        file: DEFAULT_WAIVER_FILE,
        title: RULES.WAIVERS_INVALID.title,
      });
  });

  it("finds nothing without a ledger, and the base's errors as gathered", async () => {
    expect(await WAIVERS_INVALID.detect(await checkFacts())).toEqual([]);
    const base = await WAIVERS_INVALID.detect(await checkFacts({ head: { [DEFAULT_WAIVER_FILE]: LEDGER } }));
    const facts = await checkFacts({ atBase: { ledger: base } });
    expect(await WAIVERS_INVALID.atBase?.(facts, [])).toEqual(base);
  });
});
