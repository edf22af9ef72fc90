import { describe, expect, it } from "vitest";
import { CONTRACT_POINTS_AT_NO_ASSET } from "../../../../src/sync/check/rules/contract-points-at-no-asset.js";
import { checkFacts, contractAt, SHOP } from "../../../support/check-facts.js";

const AVSC = JSON.stringify({
  type: "record",
  name: "Order",
  namespace: "acme",
  fields: [{ name: "id", type: "long" }],
});
const ORDERS = `avro://${SHOP}:schemas/orders.avsc:acme.Order`;
const MISSING = `avro://${SHOP}:schemas/missing.avsc:acme.Missing`;
const SCHEMAS = { "schemas/orders.avsc": AVSC };

describe("CONTRACT_POINTS_AT_NO_ASSET", () => {
  it("finds a changed contract naming an asset no head file yields, at its level, with the nearest names", async () => {
    const contract = contractAt("contracts/orders.yaml", [MISSING], { level: "BLOCK" });
    const facts = await checkFacts({
      base: SCHEMAS,
      head: SCHEMAS,
      changedFiles: { base: [contract], head: [contract] },
    });
    const head = await CONTRACT_POINTS_AT_NO_ASSET.detect(facts);
    expect(head).toEqual([
      expect.objectContaining({
        rule: "CONTRACT_POINTS_AT_NO_ASSET",
        level: "BLOCK",
        title: "Contract points at no asset: contract orders",
        asset: MISSING,
        suggestions: [ORDERS],
      }),
    ]);
    // The base's version of the contract points at nothing alike: existing debt.
    expect((await CONTRACT_POINTS_AT_NO_ASSET.atBase?.(facts, head))?.map((f) => f.asset)).toEqual([MISSING]);
    expect(await CONTRACT_POINTS_AT_NO_ASSET.atBase?.(facts, [])).toEqual([]);
  });

  it("finds nothing for a contract naming an asset the head yields", async () => {
    const contract = contractAt("contracts/orders.yaml", [ORDERS]);
    const facts = await checkFacts({ head: SCHEMAS, changedFiles: { head: [contract] } });
    expect(await CONTRACT_POINTS_AT_NO_ASSET.detect(facts)).toEqual([]);
  });
});
