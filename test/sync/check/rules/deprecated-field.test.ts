import { describe, expect, it } from "vitest";
import { DEPRECATED_FIELD } from "../../../../src/sync/check/rules/deprecated-field.js";
import { utcToday } from "../../../../src/waivers/ledger.js";
import { checkFacts } from "../../../support/check-facts.js";
import { deprecatedAt, FUTURE } from "../../../support/deprecation-contracts.js";

const inDays = (days: number) => utcToday(new Date(Date.now() + days * 86_400_000));

describe("DEPRECATED_FIELD", () => {
  it("a touched contract's deprecated field whose sunset is within 30 days: listed with its days", async () => {
    const soon = inDays(10);
    const facts = await checkFacts({
      changedFiles: { base: [deprecatedAt(soon)], head: [{ ...deprecatedAt(soon), line: 1 }] },
    });
    const [finding, ...rest] = await DEPRECATED_FIELD.detect(facts);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      rule: "DEPRECATED_FIELD",
      level: "INACTIVE",
      title: "Deprecated field: legacy of contract orders",
    });
    expect(finding?.message).toContain(`with a sunset of ${soon}, in 10 days`);
  });

  it("nothing for a sunset far away on a field the pull request does not change", async () => {
    const facts = await checkFacts({
      changedFiles: { base: [deprecatedAt(FUTURE)], head: [deprecatedAt(FUTURE)] },
    });
    expect(await DEPRECATED_FIELD.detect(facts)).toEqual([]);
  });
});
