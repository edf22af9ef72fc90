import { describe, expect, it } from "vitest";
import { CONTRACT_VERSION_NOT_BUMPED } from "../../../../src/sync/check/rules/contract-version-not-bumped.js";
import { checkFacts, contractAt, SHOP } from "../../../support/check-facts.js";

const ORDERS = `avro://${SHOP}:schemas/orders.avsc:acme.Order`;
const REFUNDS = `avro://${SHOP}:schemas/refunds.avsc:acme.Refund`;
const at = (names: string[], version: string) =>
  contractAt("contracts/orders.yaml", names, { level: "BLOCK", version });

describe("CONTRACT_VERSION_NOT_BUMPED", () => {
  it("finds a change without the version it needs, titled with the contract, at its version line", async () => {
    const facts = await checkFacts({
      changedFiles: { base: [at([ORDERS], "1.0.0")], head: [at([ORDERS, REFUNDS], "1.0.0")] },
    });
    const [finding, ...rest] = await CONTRACT_VERSION_NOT_BUMPED.detect(facts);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      rule: "CONTRACT_VERSION_NOT_BUMPED",
      level: "ALERT",
      title: "Contract version not bumped: contract orders",
      file: "contracts/orders.yaml",
    });
  });

  it("finds nothing when the version says what changed", async () => {
    const facts = await checkFacts({
      changedFiles: { base: [at([ORDERS], "1.0.0")], head: [at([ORDERS, REFUNDS], "1.1.0")] },
    });
    expect(await CONTRACT_VERSION_NOT_BUMPED.detect(facts)).toEqual([]);
  });
});
