import { describe, expect, it } from "vitest";
import { REMOVED_BEFORE_SUNSET } from "../../../../src/sync/check/rules/removed-before-sunset.js";
import { checkFacts } from "../../../support/check-facts.js";
import { deprecatedAt, FUTURE, PAST } from "../../../support/deprecation-contracts.js";

describe("REMOVED_BEFORE_SUNSET", () => {
  it("a deprecated field removed before its sunset: a break at the contract's level, saying the day", async () => {
    const facts = await checkFacts({
      changedFiles: { base: [deprecatedAt(FUTURE)], head: [deprecatedAt(FUTURE, { withLegacy: false })] },
    });
    const [finding, ...rest] = await REMOVED_BEFORE_SUNSET.detect(facts);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      rule: "REMOVED_BEFORE_SUNSET",
      level: "BLOCK",
      title: "Removed before its sunset: field legacy of contract orders",
      file: "contracts/orders.yaml",
      subject: "legacy",
    });
    expect(finding?.message).toContain(`may be removed from ${FUTURE} on`);
  });

  it("with no sunset it may not go yet; after its sunset it is not this rule's", async () => {
    const none = await checkFacts({
      changedFiles: {
        base: [deprecatedAt(undefined)],
        head: [deprecatedAt(undefined, { withLegacy: false })],
      },
    });
    expect((await REMOVED_BEFORE_SUNSET.detect(none))[0]?.message).toContain("with no sunset");
    const after = await checkFacts({
      changedFiles: { base: [deprecatedAt(PAST)], head: [deprecatedAt(PAST, { withLegacy: false })] },
    });
    expect(await REMOVED_BEFORE_SUNSET.detect(after)).toEqual([]);
  });
});
