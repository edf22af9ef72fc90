import { describe, expect, it } from "vitest";
import { PROTECTION_WEAKENED } from "../../../../src/sync/check/rules/protection-weakened.js";
import { CONFIG, CONFIG_FILE, checkFacts, contractAt, SHOP } from "../../../support/check-facts.js";

const ORDERS = `avro://${SHOP}:schemas/orders.avsc:acme.Order`;
const orders = (level = "ALERT") => contractAt("contracts/orders.yaml", [ORDERS], { level });

describe("PROTECTION_WEAKENED", () => {
  it("finds a deleted contract at the level it had, titled with the contract", async () => {
    const facts = await checkFacts({ changedFiles: { base: [orders("BLOCK")], head: [] } });
    expect(await PROTECTION_WEAKENED.detect(facts)).toEqual([
      expect.objectContaining({
        rule: "PROTECTION_WEAKENED",
        level: "BLOCK",
        title: "Protection weakened: contract orders",
        message: "the contract (BLOCK) is deleted",
      }),
    ]);
  });

  it("finds a lowered level, listed (INACTIVE) under the base's `protect: off`", async () => {
    const changedFiles = { base: [orders("BLOCK")], head: [orders("ALERT")] };
    const lowered = await PROTECTION_WEAKENED.detect(await checkFacts({ changedFiles }));
    expect(lowered.map((f) => [f.level, f.message])).toEqual([
      ["BLOCK", "enforcementLevel lowered from BLOCK to ALERT"],
    ]);
    const off = { [CONFIG_FILE]: `${CONFIG}protect: "off"\n` };
    const listed = await PROTECTION_WEAKENED.detect(await checkFacts({ base: off, head: off, changedFiles }));
    expect(listed.map((f) => f.level)).toEqual(["INACTIVE"]);
  });

  it("finds nothing when the contract is kept or raised", async () => {
    const kept = { base: [orders("ALERT")], head: [orders("BLOCK")] };
    expect(await PROTECTION_WEAKENED.detect(await checkFacts({ changedFiles: kept }))).toEqual([]);
  });
});
