import { describe, expect, it } from "vitest";
import { RULES } from "../../../../src/rules/index.js";
import { CONFIG_CHANGED } from "../../../../src/sync/check/rules/config-changed.js";
import { CONFIG, CONFIG_FILE, checkFacts } from "../../../support/check-facts.js";

describe("CONFIG_CHANGED", () => {
  it("lists a changed configuration once, INACTIVE, at the config file", async () => {
    const facts = await checkFacts({ head: { [CONFIG_FILE]: `${CONFIG}protect: block\n` } });
    expect(await CONFIG_CHANGED.detect(facts)).toEqual([
      {
        rule: "CONFIG_CHANGED",
        level: "INACTIVE",
        title: RULES.CONFIG_CHANGED.title,
        file: CONFIG_FILE,
        message:
          "this pull request changes the configuration; the check enforced the base commit's configuration, the change applies after the merge",
      },
    ]);
  });

  it("finds nothing when the configuration is the base's", async () => {
    expect(await CONFIG_CHANGED.detect(await checkFacts())).toEqual([]);
  });
});
