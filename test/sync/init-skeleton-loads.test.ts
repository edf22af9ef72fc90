import { describe, expect, it } from "vitest";
import { parseContractFile } from "../../src/contracts/contract-file.js";
import type { ReadAsset, SchemaTree } from "../../src/schema/model.js";
import { contractSkeleton } from "../../src/sync/init.js";

// What `init` writes must load through the contract loader, or it "protects nothing until it is fixed"
// (issue 47 sweep: a large protobuf API's nested messages, a JSON Schema's numeric enums).

const asset = (fields: SchemaTree[]): ReadAsset => ({
  sourceType: "json_schema",
  resourceName: "json_schema://local:s.json:S",
  dataSource: "local",
  path: "s.json:S",
  file: "s.json",
  schema: { name: "S", type: "struct", fields },
});

describe("init's contract skeletons load back", () => {
  it("a subtree the asset reaches many times is written out in full, not as YAML aliases past the loader's limit", () => {
    const leaf: SchemaTree = { name: "leaf", type: "struct", constraints: { ref: "Leaf" }, fields: [] };
    leaf.fields = [
      { name: "a", type: "string", constraints: { maxLength: 3 } },
      { name: "b", type: "int64" },
    ];
    // The same objects (constraints, fields) under 12 x 12 places, as a reader shares a resolved message.
    const mid: SchemaTree = {
      name: "mid",
      type: "struct",
      fields: Array.from({ length: 12 }, (_, i) => ({ ...leaf, name: `leaf${i}` })),
    };
    const text = contractSkeleton(asset(Array.from({ length: 12 }, (_, i) => ({ ...mid, name: `mid${i}` }))));
    expect(text).not.toMatch(/[*&][a-z]\d*\b/);
    const { contracts, diagnostics } = parseContractFile(text, "contracts/s.yaml");
    expect(diagnostics).toEqual([]);
    expect(contracts).toHaveLength(1);
  });

  it("the symbols of an enum of numbers (not compared by the check) are left out; string symbols stay", () => {
    const text = contractSkeleton(
      asset([
        { name: "v", type: "int64", constraints: { symbols: [1, 2, 3] } },
        { name: "w", type: "int64", constraints: { symbols: [1, 2], maximum: 2 } },
        { name: "kind", type: "enum", constraints: { symbols: ["a", "b"] } },
      ]),
    );
    const { contracts, diagnostics } = parseContractFile(text, "contracts/s.yaml");
    expect(diagnostics).toEqual([]);
    const schema = contracts[0]?.contract.schema ?? [];
    expect(schema.map((node) => node.constraints)).toEqual([
      undefined,
      { maximum: 2 },
      { symbols: ["a", "b"] },
    ]);
  });

  it("a time's fractional-second precision of 0 (Ecto's timestamp(0), time(0)) loads: precision 0 is a fact, not an error", () => {
    const text = contractSkeleton(
      asset([
        {
          name: "at",
          type: "timestamp64",
          logical: "Timestamp",
          constraints: { unit: "microsecond", precision: 0 },
        },
        { name: "t", type: "time64", logical: "Time", constraints: { unit: "microsecond", precision: 0 } },
        { name: "amount", type: "decimal128", constraints: { precision: 12, scale: 2 } },
      ]),
    );
    const { contracts, diagnostics } = parseContractFile(text, "contracts/s.yaml");
    expect(diagnostics).toEqual([]);
    expect(contracts[0]?.contract.schema.map((node) => node.constraints?.precision)).toEqual([0, 0, 12]);
  });
});
