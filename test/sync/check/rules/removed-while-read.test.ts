import { describe, expect, it } from "vitest";
import { REMOVED_WHILE_READ } from "../../../../src/sync/check/rules/removed-while-read.js";
import { checkFacts } from "../../../support/check-facts.js";
import { deprecatedAt, PAST } from "../../../support/deprecation-contracts.js";

describe("REMOVED_WHILE_READ", () => {
  it("a field removed after its sunset that a declared consumer reads: a break naming it", async () => {
    const facts = await checkFacts({
      changedFiles: {
        base: [deprecatedAt(PAST, { reads: ["legacy"] })],
        // Dropping the read in the same pull request does not help: the base's readers count.
        head: [deprecatedAt(PAST, { withLegacy: false, reads: ["id"] })],
      },
    });
    const [finding, ...rest] = await REMOVED_WHILE_READ.detect(facts);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ rule: "REMOVED_WHILE_READ", level: "BLOCK", subject: "legacy" });
    expect(finding?.message).toContain("declared consumers still read it: billing");
  });

  it("nothing when no declared consumer reads it", async () => {
    const facts = await checkFacts({
      changedFiles: {
        base: [deprecatedAt(PAST, { reads: ["id"] })],
        head: [deprecatedAt(PAST, { withLegacy: false, reads: ["id"] })],
      },
    });
    expect(await REMOVED_WHILE_READ.detect(facts)).toEqual([]);
  });
});
