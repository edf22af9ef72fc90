import { describe, expect, it } from "vitest";
import { RULES } from "../../../../src/rules/index.js";
import { CONTRACT_INVALID } from "../../../../src/sync/check/rules/contract-invalid.js";
import { checkFacts } from "../../../support/check-facts.js";

const ERROR = {
  file: "contracts/orders.yaml",
  line: 4,
  severity: "error" as const,
  message: "unknown key 'nmae'",
};
const BROKEN = {
  file: "contracts/refunds.yaml",
  line: 2,
  message: "bad YAML",
  resourceNames: ["x"],
  level: "ALERT" as const,
};

describe("CONTRACT_INVALID", () => {
  it("finds each error of a changed contract file at BLOCK, and a broken base file at the level it states", async () => {
    const warning = { ...ERROR, severity: "warning" as const };
    const facts = await checkFacts({
      changedFiles: { diagnostics: [ERROR, warning] },
      unreadableHead: { broken: [BROKEN] },
    });
    const found = await CONTRACT_INVALID.detect(facts);
    expect(found.map((f) => [f.rule, f.level, f.file, f.title])).toEqual([
      ["CONTRACT_INVALID", "BLOCK", "contracts/orders.yaml", RULES.CONTRACT_INVALID.title],
      ["CONTRACT_INVALID", "ALERT", "contracts/refunds.yaml", RULES.CONTRACT_INVALID.title],
    ]);
    expect(found[1]?.hidesChange).toBeUndefined();
  });

  it("finds the base's side from its broken files and its versions of the changed files", async () => {
    const facts = await checkFacts({
      unreadableHead: { broken: [BROKEN] },
      atBase: { changedContracts: [ERROR] },
    });
    const found = await CONTRACT_INVALID.atBase?.(facts, []);
    expect(found?.map((f) => f.file)).toEqual(["contracts/refunds.yaml", "contracts/orders.yaml"]);
    expect(await CONTRACT_INVALID.detect(await checkFacts())).toEqual([]);
  });
});
