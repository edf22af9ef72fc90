import { describe, expect, it } from "vitest";
import { deprecatedRemovals, withPlannedDeletions } from "../../../../src/sync/check/deprecated-removals.js";
import { PLANNED_REMOVAL } from "../../../../src/sync/check/rules/planned-removal.js";
import { checkFacts } from "../../../support/check-facts.js";
import { deprecatedAt, FUTURE, PAST } from "../../../support/deprecation-contracts.js";

describe("PLANNED_REMOVAL", () => {
  it("a field removed after its sunset, read by no one: listed at INACTIVE", async () => {
    const facts = await checkFacts({
      changedFiles: { base: [deprecatedAt(PAST)], head: [deprecatedAt(PAST, { withLegacy: false })] },
    });
    const [finding, ...rest] = await PLANNED_REMOVAL.detect(facts);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ rule: "PLANNED_REMOVAL", level: "INACTIVE", subject: "legacy" });
  });

  it("a deprecated contract deleted after its sunset: planned, and its deletion's weakening is listed only", async () => {
    const was = deprecatedAt(PAST, { deleted: true });
    const changed = { base: [was], head: [], diagnostics: [], renamedOutOfGlob: new Map() };
    const facts = await checkFacts({ changedFiles: changed });
    expect((await PLANNED_REMOVAL.detect(facts)).map((f) => f.subject)).toEqual(["(contract)"]);
    const weakening = {
      rule: "PROTECTION_WEAKENED" as const,
      level: "BLOCK" as const,
      title: "t",
      message: "the contract (BLOCK) is deleted",
      contract: { id: was.contract.id, name: "orders", enforcementLevel: "BLOCK" as const },
    };
    const [listed] = withPlannedDeletions([weakening], deprecatedRemovals(changed, "2026-11-28"));
    expect(listed?.level).toBe("INACTIVE");
    // Before its sunset the deletion stays a weakening that counts.
    const early = deprecatedAt(FUTURE, { deleted: true });
    const before = { ...changed, base: [early] };
    expect(withPlannedDeletions([weakening], deprecatedRemovals(before, "2026-11-28"))[0]?.level).toBe(
      "BLOCK",
    );
  });
});
