import { describe, expect, it } from "vitest";
import { checkAsset } from "../../src/compliance/check.js";
import { field, struct } from "./nodes.js";

const contract = (schema: ReturnType<typeof field>[]) => ({ name: "orders", schema, restrictPii: false });

describe("constraint rules of a contract check", () => {
  it("reports a changed Protobuf field number with what it does to old data", () => {
    const numbered = (fieldNumber: number) => field("id", "int64", { constraints: { fieldNumber } });
    expect(checkAsset(contract([numbered(1)]), struct([numbered(1)]))).toEqual([]);
    expect(checkAsset(contract([numbered(1)]), struct([numbered(2)]))).toEqual([
      {
        message:
          "Field 'id' has field number 2, the contract's is 1: data written under 1 is no longer read as this field.",
        field: "id",
        fieldType: "int64",
        violationType: "CONSTRAINT_VIOLATION",
        expected: "fieldNumber 1",
        actual: "fieldNumber 2",
      },
    ]);
  });

  it("reports a changed fixed size with both sizes", () => {
    const fixed = (size: number) => field("f", "bytes", { constraints: { size } });
    expect(checkAsset(contract([fixed(16)]), struct([fixed(8)]))).toEqual([
      {
        message: "Field 'f' has fixed size 8, the contract's is 16.",
        field: "f",
        fieldType: "bytes",
        violationType: "CONSTRAINT_VIOLATION",
        expected: "size 16",
        actual: "size 8",
      },
    ]);
  });
});
