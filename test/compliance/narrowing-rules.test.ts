import { describe, expect, it } from "vitest";
import { diffSchemas } from "../../src/compliance/diff.js";
import { capacityLoss, capacityLosses, removedSymbols } from "../../src/compliance/narrowing.js";
import { enumOf, field, struct } from "./nodes.js";

// What a later version of a field can no longer hold of an earlier one (narrowing.ts): the
// `unbounded` reading of an absent bound is the diff's, the `unstated` one a contract's that pins no type.

const bytes = (constraints?: Record<string, unknown>) =>
  field("b", "bytes", constraints === undefined ? {} : { constraints });
const dec = (type: "decimal128" | "decimal256", constraints?: Record<string, unknown>) =>
  field("d", type, constraints === undefined ? {} : { constraints });

describe("capacityLoss: fixed size", () => {
  it("an equal size loses nothing", () => {
    expect(capacityLoss("size", bytes({ size: 16 }), bytes({ size: 16 }), "unbounded")).toBeUndefined();
    expect(capacityLosses(bytes({ size: 16 }), bytes({ size: 16 }), "unstated")).toEqual([]);
  });

  it("a size taken or dropped changes the encoding where the earlier version states every bound", () => {
    expect(capacityLoss("size", bytes(), bytes({ size: 8 }), "unbounded")).toEqual({
      what: "size",
      before: undefined,
      after: 8,
    });
    expect(capacityLoss("size", bytes({ size: 8 }), bytes(), "unbounded")).toEqual({
      what: "size",
      before: 8,
      after: undefined,
    });
  });

  it("a contract that states no size makes no promise about it, and one that states it keeps it", () => {
    expect(capacityLoss("size", bytes(), bytes({ size: 8 }), "unstated")).toBeUndefined();
    expect(capacityLoss("size", bytes({ size: 8 }), bytes(), "unstated")).toBeUndefined();
    expect(capacityLoss("size", bytes({ size: 16 }), bytes({ size: 8 }), "unstated")).toEqual({
      what: "size",
      before: 16,
      after: 8,
    });
  });

  it("a fixedSize (Avro fixed as a reader writes it) is judged like a size in the diff", () => {
    expect(
      diffSchemas(struct([bytes({ fixedSize: 16 })]), struct([bytes({ fixedSize: 8 })]), "json_schema"),
    ).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "b",
        breaking: true,
        reason: "fixed size changed from 16 to 8",
        before: "fixedSize=16",
        after: "fixedSize=8",
      },
    ]);
  });

  it("a key that is not a capacity loses nothing", () => {
    expect(capacityLoss("pattern", bytes({ size: 16 }), bytes({ size: 8 }), "unbounded")).toBeUndefined();
  });
});

describe("capacityLoss: precision and integer digits", () => {
  it("a precision taken by an unconstrained decimal narrows it only where the bound was stated as absent", () => {
    const numeric = dec("decimal128");
    const numeric10 = dec("decimal128", { precision: 10, scale: 2 });
    expect(capacityLoss("precision", numeric, numeric10, "unbounded")).toEqual({
      what: "precision",
      before: undefined,
      after: 10,
    });
    // `type: decimal` alone promises no precision.
    expect(capacityLoss("precision", numeric, numeric10, "unstated")).toBeUndefined();
    // A decimal that also changed its type is judged by the type, not the precision.
    expect(
      capacityLoss("precision", numeric, dec("decimal256", { precision: 10 }), "unbounded"),
    ).toBeUndefined();
  });

  it("decimal(10,2) -> decimal(12,6) keeps the precision's growth but loses two integer digits", () => {
    expect(
      capacityLoss(
        "scale",
        dec("decimal128", { precision: 10, scale: 2 }),
        dec("decimal128", { precision: 12, scale: 6 }),
        "unbounded",
      ),
    ).toEqual({ what: "integer digits", before: 8, after: 6 });
  });
});

describe("removedSymbols", () => {
  it("an enum that listed no symbols loses none, and gains every symbol of the later one", () => {
    const none = { name: "s", type: "enum" } as const;
    expect(removedSymbols(none, enumOf("s", ["A"]))).toEqual([]);
    expect(removedSymbols(enumOf("s", ["A", "B"]), none)).toEqual(["A", "B"]);
    expect(diffSchemas(struct([none]), struct([enumOf("s", ["A"])]), "json_schema")).toEqual([
      {
        kind: "ENUM_SYMBOL_ADDED",
        field: "s",
        breaking: false,
        reason: "old data never holds the new symbol",
        after: "A",
      },
    ]);
  });
});
