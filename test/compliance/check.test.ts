import { describe, expect, it } from "vitest";
import { checkAsset } from "../../src/compliance/check.js";
import { isWidening, TYPE_WIDENINGS } from "../../src/compliance/compat.js";
import { piiPhraseOf } from "../../src/compliance/pii.js";
import { enumOf, field, list, map, struct } from "./nodes.js";

const contract = (schema: ReturnType<typeof field>[], restrictPii = false) => ({
  name: "orders",
  schema,
  restrictPii,
});
const types = (violations: { violationType: string; field: string }[]) =>
  violations.map((v) => `${v.violationType} ${v.field}`);

describe("checkAsset", () => {
  it("passes an identical asset and one with extra fields", () => {
    const fields = [field("id", "int64"), field("note", "string", { optional: true })];
    expect(checkAsset(contract(fields), struct(fields))).toEqual([]);
    expect(checkAsset(contract(fields), struct([...fields, field("extra", "bool")]))).toEqual([]);
  });

  it("reports missing required and optional fields with the compliance violation's fields", () => {
    const result = checkAsset(
      contract([field("id", "int64"), field("note", "string", { optional: true })]),
      struct([field("other", "int64")]),
    );
    expect(result).toEqual([
      {
        message: "Required field 'id' of the contract is missing from the asset.",
        field: "id",
        fieldType: "int64",
        violationType: "MISSING_REQUIRED_PROPERTY",
        expected: "present",
        actual: "missing",
      },
      expect.objectContaining({ field: "note", violationType: "MISSING_OPTIONAL_PROPERTY" }),
    ]);
  });

  it("allows every widening of the table and rejects its reverse", () => {
    for (const [from, tos] of Object.entries(TYPE_WIDENINGS)) {
      for (const to of tos ?? []) {
        const wide = checkAsset(contract([field("x", from as never)]), struct([field("x", to)]));
        expect(wide, `${from} -> ${to}`).toEqual([]);
        const narrow = checkAsset(contract([field("x", to)]), struct([field("x", from as never)]));
        expect(types(narrow), `${to} -> ${from}`).toEqual(["INCOMPATIBLE_TYPE x"]);
      }
    }
    expect(isWidening("int32", "float64")).toBe(false);
    expect(types(checkAsset(contract([field("x", "int64")]), struct([field("x", "float64")])))).toEqual([
      "INCOMPATIBLE_TYPE x",
    ]);
    expect(types(checkAsset(contract([field("x", "string")]), struct([field("x", "bytes")])))).toEqual([
      "INCOMPATIBLE_TYPE x",
    ]);
  });

  it("treats a changed logical type as incompatible", () => {
    const result = checkAsset(
      contract([field("at", "int64", { logical: "Timestamp" })]),
      struct([field("at", "int64")]),
    );
    expect(result[0]).toMatchObject({
      violationType: "INCOMPATIBLE_TYPE",
      expected: "int64 (Timestamp)",
      actual: "int64",
    });
  });

  it("reports required -> optional, and accepts optional -> required", () => {
    expect(
      types(checkAsset(contract([field("a", "string")]), struct([field("a", "string", { optional: true })]))),
    ).toEqual(["REQUIRED_PROPERTY_NOW_OPTIONAL a"]);
    expect(
      checkAsset(contract([field("a", "string", { optional: true })]), struct([field("a", "string")])),
    ).toEqual([]);
  });

  it("treats a union with null as optional", () => {
    const nullable = {
      name: "a",
      type: "union" as const,
      fields: [{ type: "null" as const }, { type: "string" as const }],
    };
    expect(types(checkAsset(contract([field("a", "string")]), struct([nullable])))).toEqual([
      "REQUIRED_PROPERTY_NOW_OPTIONAL a",
    ]);
    expect(checkAsset(contract([field("a", "string", { optional: true })]), struct([nullable]))).toEqual([]);
  });

  it("accepts a union that adds variants and rejects one that drops a variant", () => {
    const union = (...t: ("int32" | "string" | "bool")[]) => ({
      name: "u",
      type: "union" as const,
      fields: t.map((type) => ({ type })),
    });
    expect(
      checkAsset(contract([union("int32", "string")]), struct([union("int32", "string", "bool")])),
    ).toEqual([]);
    expect(types(checkAsset(contract([union("int32", "string")]), struct([union("string")])))).toEqual([
      "INCOMPATIBLE_TYPE u",
    ]);
    expect(checkAsset(contract([field("u", "int32")]), struct([union("int32", "string")]))).toEqual([]);
  });

  it("matches the variants of a oneof (named union variants) by name", () => {
    const oneof = (...variants: ReturnType<typeof field>[]) => ({
      name: "o",
      type: "union" as const,
      optional: true,
      fields: variants,
    });
    const result = checkAsset(
      contract([oneof(field("a", "string", { optional: true }), field("b", "string", { optional: true }))]),
      struct([oneof(field("a", "int64", { optional: true }))]),
    );
    expect(types(result)).toEqual(["INCOMPATIBLE_TYPE o.a", "MISSING_OPTIONAL_PROPERTY o.b"]);
  });

  it("reports each removed enum symbol and accepts added ones", () => {
    const result = checkAsset(contract([enumOf("s", ["A", "B", "C"])]), struct([enumOf("s", ["A", "D"])]));
    expect(result.map((v) => [v.violationType, v.expected])).toEqual([
      ["ENUM_VALUE_REMOVED", "B"],
      ["ENUM_VALUE_REMOVED", "C"],
    ]);
    expect(checkAsset(contract([enumOf("s", ["A"])]), struct([enumOf("s", ["A", "B"])]))).toEqual([]);
    expect(types(checkAsset(contract([enumOf("s", ["A"])]), struct([field("s", "string")])))).toEqual([
      "INCOMPATIBLE_TYPE s",
    ]);
  });

  it("checks maxLength, precision, scale and fixed size", () => {
    const str = (n?: number) =>
      field("s", "string", n === undefined ? {} : { constraints: { maxLength: n } });
    expect(checkAsset(contract([str(50)]), struct([str(100)]))).toEqual([]);
    expect(checkAsset(contract([str(50)]), struct([str()]))).toEqual([]);
    expect(checkAsset(contract([str(50)]), struct([str(20)]))[0]).toMatchObject({
      violationType: "CONSTRAINT_VIOLATION",
      expected: "maxLength 50",
      actual: "maxLength 20",
    });
    // No maxLength in the contract: length is not part of it.
    expect(checkAsset(contract([str()]), struct([str(20)]))).toEqual([]);

    const dec = (precision: number, scale: number) =>
      field("d", "decimal128", { constraints: { precision, scale } });
    expect(checkAsset(contract([dec(10, 2)]), struct([dec(12, 2)]))).toEqual([]);
    expect(checkAsset(contract([dec(10, 2)]), struct([dec(12, 4)]))).toEqual([]);
    expect(checkAsset(contract([dec(10, 2)]), struct([dec(8, 2)]))[0]?.expected).toBe("precision 10");
    expect(checkAsset(contract([dec(10, 2)]), struct([dec(10, 1)]))[0]?.expected).toBe("scale 2");
    expect(checkAsset(contract([dec(10, 2)]), struct([dec(10, 4)]))[0]?.expected).toBe("integer digits 8");

    const fixed = (size: number) => field("f", "bytes", { constraints: { size } });
    expect(types(checkAsset(contract([fixed(16)]), struct([fixed(8)])))).toEqual(["CONSTRAINT_VIOLATION f"]);
  });

  it("holds a contract that pins an unbounded physical type to it: the diff's narrowing is the contract's", () => {
    const column = (physicalType: string, constraints: Record<string, unknown> = {}) =>
      field("name", "string", { constraints: { physicalType, ...constraints } });
    // text -> varchar(32): what init writes for a text column now breaks on any bound.
    expect(
      checkAsset(contract([column("text")]), struct([column("varchar(32)", { maxLength: 32 })])),
    ).toEqual([
      expect.objectContaining({
        violationType: "CONSTRAINT_VIOLATION",
        field: "name",
        expected: "maxLength unbounded (text)",
        actual: "maxLength 32",
      }),
    ]);
    expect(checkAsset(contract([column("text")]), struct([column("varchar")]))).toEqual([]);
    // A contract of `type: string` alone still leaves length out of the promise.
    const plain = field("name", "string");
    expect(checkAsset(contract([plain]), struct([column("varchar(32)", { maxLength: 32 })]))).toEqual([]);

    const amount = (constraints: Record<string, unknown>) => field("amount", "decimal128", { constraints });
    expect(
      checkAsset(
        contract([amount({ physicalType: "numeric" })]),
        struct([amount({ physicalType: "numeric(10,2)", precision: 10, scale: 2 })]),
      )[0],
    ).toMatchObject({ field: "amount", expected: "precision unbounded (numeric)", actual: "precision 10" });
    expect(checkAsset(contract([amount({})]), struct([amount({ precision: 10, scale: 2 })]))).toEqual([]);
  });

  it("walks nested structs, lists and maps by dotted path", () => {
    const expectedTree = [
      field("customer", "struct", {
        fields: [field("address", "struct", { fields: [field("zip", "string")] })],
      }),
      list("items", struct([field("sku", "string"), field("qty", "int32")])),
      map("attributes", field("", "string"), field("", "int32")),
    ];
    const actualTree = [
      field("customer", "struct", {
        fields: [field("address", "struct", { fields: [field("zip", "int32")] })],
      }),
      list("items", struct([field("sku", "string")])),
      map("attributes", field("", "string"), field("", "int16")),
    ];
    expect(types(checkAsset(contract(expectedTree), struct(actualTree)))).toEqual([
      "INCOMPATIBLE_TYPE customer.address.zip",
      "MISSING_REQUIRED_PROPERTY items.element.qty",
      "INCOMPATIBLE_TYPE attributes.value",
    ]);
    expect(
      types(checkAsset(contract([list("tags", field("", "string"))]), struct([field("tags", "string")]))),
    ).toEqual(["INCOMPATIBLE_TYPE tags"]);
  });

  it("accepts a contract schema given as one unnamed struct root", () => {
    const root = struct([field("id", "int64")]);
    expect(types(checkAsset({ schema: [root] }, struct([])))).toEqual(["MISSING_REQUIRED_PROPERTY id"]);
  });

  it("matches a renamed field through its alias", () => {
    expect(
      checkAsset(contract([field("id", "int64")]), struct([field("order_id", "int64", { alias: "id" })])),
    ).toEqual([]);
  });

  it("reports PII-looking added fields only under restrictPii, nested too", () => {
    const asset = struct([
      field("id", "int64"),
      field("customerEmail", "string"),
      field("contact", "struct", { fields: [field("phone_number", "string")] }),
      list("people", struct([field("ssn", "string")])),
      field("emailed_at", "timestamp64"),
    ]);
    expect(checkAsset(contract([field("id", "int64")]), asset)).toEqual([]);
    expect(types(checkAsset(contract([field("id", "int64")], true), asset))).toEqual([
      "PII_FIELD_ADDED customerEmail",
      "PII_FIELD_ADDED contact.phone_number",
      "PII_FIELD_ADDED people.element.ssn",
    ]);
    // A PII field the contract already has is not "added".
    expect(
      checkAsset(
        contract([field("id", "int64"), field("customerEmail", "string")], true),
        struct([field("id", "int64"), field("customerEmail", "string")]),
      ),
    ).toEqual([]);
  });

  it("names PII phrases by whole words", () => {
    expect(piiPhraseOf("billingEmail")).toBe("email");
    expect(piiPhraseOf("DATE_OF_BIRTH")).toBe("date of birth");
    expect(piiPhraseOf("client_ip")).toBe("ip");
    expect(piiPhraseOf("shipping_zip")).toBe("zip");
    expect(piiPhraseOf("tipping")).toBeUndefined();
    expect(piiPhraseOf("phoneme")).toBeUndefined();
  });
});
