// Issue 54 in ODCS: the compatibility mode (custom properties `compatibility`, `compatibilityLine`,
// on the document or a schema object) and the dates of a deprecation (custom property
// `deprecation`) are read, written back by convert in both directions, and a lowered mode in an
// ODCS contract is PROTECTION_WEAKENED as it is in a native one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { COMPATIBILITY_LINES, COMPATIBILITY_MODES } from "../../src/compliance/compat-modes.js";
import { convertContractText } from "../../src/contracts/convert.js";
import { parseContractFile } from "../../src/contracts/index.js";
import { PROTECTION_WEAKENED } from "../../src/sync/check/rules/protection-weakened.js";
import { checkFacts, SHOP } from "../support/check-facts.js";

const ORDERS = `avro://${SHOP}:schemas/orders.avsc:acme.Order`;
const ID = "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e";

type Custom = Record<string, unknown>;
const customList = (custom: Custom) =>
  Object.entries(custom).map(([property, value]) => ({ property, value }));

/** An ODCS document with one schema object per entry of `objects` (name -> its custom properties). */
function odcsText(documentCustom: Custom, objects: Record<string, Custom> = { Order: {} }): string {
  return stringify({
    apiVersion: "v3.1.0",
    kind: "DataContract",
    id: ID,
    name: "orders",
    version: "1.0.0",
    status: "active",
    ...(Object.keys(documentCustom).length > 0 ? { customProperties: customList(documentCustom) } : {}),
    schema: Object.entries(objects).map(([name, custom]) => ({
      name,
      customProperties: customList({ contractSyncResourceName: `${ORDERS}${name}`, ...custom }),
      properties: [{ name: "id", logicalType: "integer", physicalType: "int64" }],
    })),
  });
}

function readOdcs(text: string) {
  const { contracts, diagnostics } = parseContractFile(text, "contracts/orders.odcs.yaml");
  return { contracts: contracts.map((c) => c.contract), diagnostics };
}

describe("the compatibility mode in ODCS", () => {
  it("reads every mode and line from the document's custom properties", () => {
    for (const compatibility of COMPATIBILITY_MODES)
      for (const compatibilityLine of COMPATIBILITY_LINES) {
        const { contracts, diagnostics } = readOdcs(odcsText({ compatibility, compatibilityLine }));
        expect(diagnostics).toEqual([]);
        expect(contracts.map((c) => [c.compatibility, c.compatibilityLine])).toEqual([
          [compatibility, compatibilityLine],
        ]);
      }
  });

  it("a schema object's own mode wins over the document's, for that object only", () => {
    const text = odcsText(
      { compatibility: "BACKWARD" },
      { Order: { compatibility: "FULL_TRANSITIVE", compatibilityLine: "major" }, Refund: {} },
    );
    const { contracts, diagnostics } = readOdcs(text);
    expect(diagnostics).toEqual([]);
    expect(contracts.map((c) => [c.compatibility, c.compatibilityLine])).toEqual([
      ["FULL_TRANSITIVE", "major"],
      ["BACKWARD", undefined],
    ]);
  });

  it("an unknown mode is an error naming the key and the modes", () => {
    const { contracts, diagnostics } = readOdcs(odcsText({ compatibility: "BACKWARDS" }));
    expect(contracts).toEqual([]);
    expect(diagnostics.map((d) => [d.file, d.severity])).toEqual([["contracts/orders.odcs.yaml", "error"]]);
    expect(diagnostics[0]?.message).toMatch(/compatibility: .*"BACKWARD_TRANSITIVE"/);
  });

  it("a lowered mode in an ODCS contract is PROTECTION_WEAKENED", async () => {
    const at = (compatibility: string) => {
      const [loaded] = parseContractFile(
        odcsText({ compatibility, enforcementLevel: "BLOCK" }),
        "contracts/orders.odcs.yaml",
      ).contracts;
      if (!loaded) throw new Error("not read");
      return loaded;
    };
    const changedFiles = { base: [at("FULL_TRANSITIVE")], head: [at("BACKWARD")] };
    const found = await PROTECTION_WEAKENED.detect(await checkFacts({ changedFiles }));
    expect(found.map((f) => [f.level, f.message])).toEqual([
      ["BLOCK", "compatibility lowered from FULL_TRANSITIVE to BACKWARD"],
    ]);
  });
});

describe("convert keeps what issue 54 added, both ways", () => {
  // Every top-level key of the native contract, each set: a key the converter misses fails here.
  const native = {
    id: ID,
    name: "orders",
    namespace: "acme",
    doc: "Orders placed.",
    owner: "shop@acme.example",
    approvers: ["alice"],
    dataAssetResourceName: ORDERS,
    restrictPii: true,
    status: "DEPRECATED",
    version: "2.1.0",
    enforcementLevel: "BLOCK",
    compatibility: "BACKWARD_TRANSITIVE",
    compatibilityLine: "major",
    schema: [
      { name: "id", type: "int64" },
      {
        name: "total",
        type: "float64",
        constraints: { deprecated: { since: "2026-01-01", sunset: "2027-01-01", replacement: "amount" } },
      },
    ],
    deprecated: { since: "2026-06-01", sunset: "2027-06-01", replacement: "orders_v2" },
    consumers: [{ name: "billing", reads: ["total"] }],
  };
  const schemaKeys = Object.keys(
    (
      JSON.parse(readFileSync(new URL("../../schemas/contract.schema.json", import.meta.url), "utf8")) as {
        properties: Record<string, unknown>;
      }
    ).properties,
  );

  it("sets every top-level key of the native schema (but one of the two resource-name keys)", () => {
    expect(schemaKeys.filter((key) => !(key in native))).toEqual(["dataAssetResourceNameList"]);
  });

  it("native -> ODCS -> native gives the same contract", () => {
    const text = stringify(native);
    const [read] = parseContractFile(text, "contracts/orders.yaml").contracts;
    const odcs = convertContractText(text, "contracts/orders.yaml", "odcs");
    expect(odcs.diagnostics).toEqual([]);
    const document = parse(odcs.output) as { customProperties: Array<{ property: string; value: unknown }> };
    expect(document.customProperties).toEqual(
      expect.arrayContaining([
        { property: "compatibility", value: "BACKWARD_TRANSITIVE" },
        { property: "compatibilityLine", value: "major" },
      ]),
    );
    const back = convertContractText(odcs.output, "contracts/orders.odcs.yaml", "contract-sync");
    expect(back.diagnostics).toEqual([]);
    expect(parse(back.output)).toEqual(read?.contract);
    expect(parse(back.output)).toMatchObject({
      compatibility: "BACKWARD_TRANSITIVE",
      compatibilityLine: "major",
      deprecated: native.deprecated,
    });
  });
});
