import { describe, expect, it } from "vitest";
import { RULES } from "../../../../src/rules/index.js";
import { COMPATIBILITY_BROKEN } from "../../../../src/sync/check/rules/compatibility-broken.js";
import type { CompatibilityJudgement } from "../../../../src/sync/compatibility.js";
import { checkFacts } from "../../../support/check-facts.js";

// The judgements themselves are tested on real histories in test/sync/compatibility-history.test.ts
// and through the CLI in test/cli/compatibility-modes.test.ts; here: the rule makes its findings
// of its kind only, at the judgement's level, titled by the table.
const judgement = (
  kind: CompatibilityJudgement["kind"],
  level: "BLOCK" | "ALERT",
): CompatibilityJudgement => ({
  kind,
  level,
  file: "events/order.avsc",
  line: 3,
  detail: "FORWARD_TRANSITIVE avro://events:events/order.avsc:shop.Order",
  message: `${kind}: version 1 of 3 (commit 0123456789ab)`,
  asset: "avro://events:events/order.avsc:shop.Order",
  subject: `FORWARD_TRANSITIVE note ${kind}`,
});

describe("COMPATIBILITY_BROKEN", () => {
  it("makes a finding of each broken judgement, at its level, titled by the table", async () => {
    const facts = await checkFacts({
      compatibility: [
        judgement("broken", "BLOCK"),
        judgement("unverified", "BLOCK"),
        judgement("broken", "ALERT"),
      ],
    });
    const found = await COMPATIBILITY_BROKEN.detect(facts);
    expect(found.map((f) => [f.rule, f.level, f.title, f.message])).toEqual([
      [
        "COMPATIBILITY_BROKEN",
        "BLOCK",
        `${RULES.COMPATIBILITY_BROKEN.title}: FORWARD_TRANSITIVE avro://events:events/order.avsc:shop.Order`,
        "broken: version 1 of 3 (commit 0123456789ab)",
      ],
      [
        "COMPATIBILITY_BROKEN",
        "ALERT",
        `${RULES.COMPATIBILITY_BROKEN.title}: FORWARD_TRANSITIVE avro://events:events/order.avsc:shop.Order`,
        "broken: version 1 of 3 (commit 0123456789ab)",
      ],
    ]);
    expect(found[0]).not.toHaveProperty("kind");
  });

  it("finds nothing without judgements", async () => {
    expect(await COMPATIBILITY_BROKEN.detect(await checkFacts())).toEqual([]);
  });
});
