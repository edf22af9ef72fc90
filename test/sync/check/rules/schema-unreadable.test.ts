import { describe, expect, it } from "vitest";
import { RULES } from "../../../../src/rules/index.js";
import { readRepositoryAssets } from "../../../../src/sync/asset-reads.js";
import {
  SCHEMA_UNREADABLE,
  unreadableSchemaFindings,
} from "../../../../src/sync/check/rules/schema-unreadable.js";
import { checkFacts, contractAt, repoFiles, SHOP } from "../../../support/check-facts.js";

const ORDERS = `avro://${SHOP}:schemas/orders.avsc:acme.Order`;
const AVSC = JSON.stringify({
  type: "record",
  name: "Order",
  namespace: "acme",
  fields: [{ name: "id", type: "long" }],
});

describe("SCHEMA_UNREADABLE", () => {
  it("finds a file that held a contracted asset at the base at its contract's level, titled as the table says", async () => {
    const facts = await checkFacts();
    const base = await readRepositoryAssets(repoFiles({ "schemas/orders.avsc": AVSC }), facts.run.sources);
    const error = { file: "schemas/orders.avsc", severity: "error" as const, message: "not valid JSON" };
    const contract = contractAt("contracts/orders.yaml", [ORDERS], { level: "BLOCK" });
    const { findings } = unreadableSchemaFindings([error], base, [contract], facts.run.sources);
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "SCHEMA_UNREADABLE",
        level: "BLOCK",
        title: RULES.SCHEMA_UNREADABLE.title,
      }),
    ]);
    // The rule reports what the gather step found, at each end.
    const gathered = await checkFacts({
      unreadableHead: { findings },
      atBase: { unreadable: { findings, rest: [] } },
    });
    expect(await SCHEMA_UNREADABLE.detect(gathered)).toEqual(findings);
    expect(await SCHEMA_UNREADABLE.atBase?.(gathered, [])).toEqual(findings);
  });

  it("finds nothing for a file no contract depends on", async () => {
    const facts = await checkFacts();
    const error = { file: "schemas/orders.avsc", severity: "error" as const, message: "not valid JSON" };
    const { findings, rest } = unreadableSchemaFindings([error], [], [], facts.run.sources);
    expect(findings).toEqual([]);
    expect(rest).toHaveLength(1);
  });
});
