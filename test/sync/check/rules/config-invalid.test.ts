import { describe, expect, it } from "vitest";
import { RULES } from "../../../../src/rules/index.js";
import { CONFIG_INVALID } from "../../../../src/sync/check/rules/config-invalid.js";
import { CONFIG, CONFIG_FILE, checkFacts } from "../../../support/check-facts.js";

const BROKEN = `${CONFIG}unknownKey: true\n`;

describe("CONFIG_INVALID", () => {
  it("makes each error of the head's configuration a finding at BLOCK, titled as the table says", async () => {
    const facts = await checkFacts({ head: { [CONFIG_FILE]: BROKEN } });
    const found = await CONFIG_INVALID.detect(facts);
    expect(found).toEqual([
      expect.objectContaining({
        rule: "CONFIG_INVALID",
        level: "BLOCK",
        file: CONFIG_FILE,
        title: RULES.CONFIG_INVALID.title,
      }),
    ]);
    expect(found[0]?.message).toContain("unknownKey");
  });

  it("finds nothing in a valid configuration, and the base's errors at the base only", async () => {
    expect(await CONFIG_INVALID.detect(await checkFacts())).toEqual([]);
    const atBase = await checkFacts({ base: { [CONFIG_FILE]: BROKEN } });
    expect(await CONFIG_INVALID.detect(atBase)).toEqual([]);
    expect(await CONFIG_INVALID.atBase?.(atBase, [])).toEqual([
      expect.objectContaining({ rule: "CONFIG_INVALID", level: "BLOCK", file: CONFIG_FILE }),
    ]);
  });
});
