import { describe, expect, it } from "vitest";
import { checkAsset } from "../../src/compliance/check.js";
import { diffSchemas, hasBreaking } from "../../src/compliance/diff.js";
import { enumOf, field, struct } from "./nodes.js";

// The contract check and the diff judge capacity and enum symbols by one function (narrowing.ts):
// a contract that pins its physical type is held to what the diff of the same change says.

const column = (type: "string" | "decimal128" | "bytes", constraints: Record<string, unknown>) =>
  field("c", type, { constraints });
const checkBreaks = (contractField: ReturnType<typeof field>, asset: ReturnType<typeof field>) =>
  checkAsset({ name: "t", schema: [contractField] }, struct([asset])).length > 0;
const diffBreaks = (base: ReturnType<typeof field>, head: ReturnType<typeof field>) =>
  hasBreaking(diffSchemas(struct([base]), struct([head]), "postgres"));

const PAIRS: Array<
  [name: string, base: ReturnType<typeof field>, head: ReturnType<typeof field>, breaks: boolean]
> = [
  [
    "varchar grows",
    column("string", { physicalType: "varchar(50)", maxLength: 50 }),
    column("string", { physicalType: "varchar(100)", maxLength: 100 }),
    false,
  ],
  [
    "varchar shrinks",
    column("string", { physicalType: "varchar(100)", maxLength: 100 }),
    column("string", { physicalType: "varchar(50)", maxLength: 50 }),
    true,
  ],
  [
    "text takes a bound",
    column("string", { physicalType: "text" }),
    column("string", { physicalType: "varchar(32)", maxLength: 32 }),
    true,
  ],
  [
    "varchar loses its bound",
    column("string", { physicalType: "varchar(32)", maxLength: 32 }),
    column("string", { physicalType: "text" }),
    false,
  ],
  [
    "numeric takes a precision",
    column("decimal128", { physicalType: "numeric" }),
    column("decimal128", { physicalType: "numeric(10,2)", precision: 10, scale: 2 }),
    true,
  ],
  [
    "precision grows",
    column("decimal128", { physicalType: "numeric(10,2)", precision: 10, scale: 2 }),
    column("decimal128", { physicalType: "numeric(12,2)", precision: 12, scale: 2 }),
    false,
  ],
  [
    "scale drops to the default 0",
    column("decimal128", { physicalType: "numeric(10,2)", precision: 10, scale: 2 }),
    column("decimal128", { physicalType: "numeric(10)", precision: 10 }),
    true,
  ],
  [
    "integer digits shrink",
    column("decimal128", { physicalType: "numeric(10,2)", precision: 10, scale: 2 }),
    column("decimal128", { physicalType: "numeric(12,6)", precision: 12, scale: 6 }),
    true,
  ],
  [
    "fixed size changes",
    column("bytes", { physicalType: "bytea", size: 16 }),
    column("bytes", { physicalType: "bytea", size: 8 }),
    true,
  ],
];

describe("one judgement of capacity for the check and the diff", () => {
  it.each(PAIRS)(
    "%s: the check of a contract pinning the base's type says what the diff says",
    (_, base, head, breaks) => {
      expect(diffBreaks(base, head)).toBe(breaks);
      expect(checkBreaks(base, head)).toBe(breaks);
    },
  );

  it("an absent maxLength: unbounded in a version read from a file, no promise in a contract that pins no type", () => {
    const unbounded = field("c", "string");
    const bounded = column("string", { maxLength: 32 });
    // The diff's base states every bound it has: a bound added narrows it.
    expect(diffSchemas(struct([unbounded]), struct([bounded]), "json_schema")).toEqual([
      expect.objectContaining({
        kind: "CONSTRAINT_CHANGED",
        breaking: true,
        reason: "values of up to any characters no longer fit in 32",
      }),
    ]);
    // A contract of `type: string` alone leaves length out of its promise.
    expect(checkAsset({ name: "t", schema: [unbounded] }, struct([bounded]))).toEqual([]);
    // One that pins `text` holds the asset to it.
    expect(
      checkAsset({ name: "t", schema: [column("string", { physicalType: "text" })] }, struct([bounded])),
    ).toEqual([
      expect.objectContaining({
        violationType: "CONSTRAINT_VIOLATION",
        expected: "maxLength unbounded (text)",
        actual: "maxLength 32",
      }),
    ]);
  });

  it("a removed enum symbol breaks both, an added one neither", () => {
    const before = enumOf("s", ["A", "B"]);
    expect(
      diffSchemas(struct([before]), struct([enumOf("s", ["A", "C"])]), "json_schema").map((c) => [
        c.kind,
        c.breaking,
      ]),
    ).toEqual([
      ["ENUM_SYMBOL_REMOVED", true],
      ["ENUM_SYMBOL_ADDED", false],
    ]);
    expect(
      checkAsset({ name: "t", schema: [before] }, struct([enumOf("s", ["A", "C"])])).map((v) => v.expected),
    ).toEqual(["B"]);
    expect(
      hasBreaking(diffSchemas(struct([before]), struct([enumOf("s", ["A", "B", "C"])]), "json_schema")),
    ).toBe(false);
    expect(checkAsset({ name: "t", schema: [before] }, struct([enumOf("s", ["A", "B", "C"])]))).toEqual([]);
  });
});
