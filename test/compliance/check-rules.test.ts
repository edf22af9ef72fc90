import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { checkAsset, contractFields } from "../../src/compliance/check.js";
import { field, list, map, struct } from "./nodes.js";

const contract = (schema: SchemaNode[], restrictPii = false) => ({ name: "orders", schema, restrictPii });
const types = (violations: { violationType: string; field: string }[]) =>
  violations.map((v) => `${v.violationType} ${v.field}`);
const union = (name: string, variants: SchemaNode[]): SchemaNode => ({
  name,
  type: "union",
  fields: variants,
});
const bare = (type: SchemaNode["type"], extra: Partial<SchemaNode> = {}): SchemaNode => ({ type, ...extra });

describe("contract schema roots", () => {
  it("reads a single unnamed struct as the root, and anything else as the field list", () => {
    const fields = [field("id", "int64"), field("note", "string")];
    expect(contractFields([struct(fields)])).toEqual(fields);
    // A single unnamed node that is not a struct is a field of its own, not a root.
    const lone = bare("string");
    expect(contractFields([lone])).toEqual([lone]);
    // An unnamed struct next to other fields is not the root either.
    const both = [struct(fields), field("extra", "bool")];
    expect(contractFields(both)).toEqual(both);
    // A named struct is a field.
    const named = [struct(fields, "customer")];
    expect(contractFields(named)).toEqual(named);
  });

  it("reports a contract field without a name that the asset lacks at the empty path", () => {
    expect(checkAsset(contract([bare("string")]), struct([field("id", "int64")]))).toEqual([
      {
        message: "Required field '' of the contract is missing from the asset.",
        field: "",
        fieldType: "string",
        violationType: "MISSING_REQUIRED_PROPERTY",
        expected: "present",
        actual: "missing",
      },
    ]);
  });
});

describe("missing fields and renames", () => {
  it("words a missing optional field as optional", () => {
    expect(
      checkAsset(contract([field("note", "string", { optional: true })]), struct([field("id", "int64")])),
    ).toEqual([
      {
        message: "Optional field 'note' of the contract is missing from the asset.",
        field: "note",
        fieldType: "string",
        violationType: "MISSING_OPTIONAL_PROPERTY",
        expected: "present",
        actual: "missing",
      },
    ]);
  });

  it("finds a field the contract renamed through the contract's alias of the asset's name", () => {
    const renamed = field("customer_id", "int64", { alias: "cust_id" });
    expect(checkAsset(contract([renamed]), struct([field("cust_id", "int64")]))).toEqual([]);
    // The alias names one field: an asset without it still misses the contracted one.
    expect(types(checkAsset(contract([renamed]), struct([field("other", "int64")])))).toEqual([
      "MISSING_REQUIRED_PROPERTY customer_id",
    ]);
    // A contract field without an alias does not match an unrelated field.
    expect(
      types(checkAsset(contract([field("customer_id", "int64")]), struct([field("other", "int64")]))),
    ).toEqual(["MISSING_REQUIRED_PROPERTY customer_id"]);
  });
});

describe("optionality", () => {
  it("reports a required field made optional with the exact violation", () => {
    expect(
      checkAsset(contract([field("id", "int64")]), struct([field("id", "int64", { optional: true })])),
    ).toEqual([
      {
        message: "Field 'id' is required by the contract but optional (nullable) in the asset.",
        field: "id",
        fieldType: "int64",
        violationType: "REQUIRED_PROPERTY_NOW_OPTIONAL",
        expected: "required",
        actual: "optional",
      },
    ]);
  });

  it("treats a union of several types with null as an optional union", () => {
    const variants = [bare("string"), bare("int64")];
    expect(
      types(checkAsset(contract([union("v", variants)]), struct([union("v", [bare("null"), ...variants])]))),
    ).toEqual(["REQUIRED_PROPERTY_NOW_OPTIONAL v"]);
  });
});

describe("unions and oneofs", () => {
  const oneof = (name: string, variants: SchemaNode[]) => union(name, variants);

  it("matches the variants of a Protobuf oneof by name, not by type", () => {
    const expected = oneof("choice", [field("a", "string"), field("b", "string")]);
    const actual = oneof("choice", [field("a", "string"), field("c", "string")]);
    expect(types(checkAsset(contract([expected]), struct([actual])))).toEqual([
      "MISSING_REQUIRED_PROPERTY choice.b",
    ]);
  });

  it("compares a union whose variants are not all named by type", () => {
    const expected = oneof("choice", [field("a", "string"), field("b", "int64")]);
    // One variant without a name, one with an empty name: no oneof, so each contracted type must fit a variant.
    expect(
      checkAsset(contract([expected]), struct([oneof("choice", [field("a", "string"), bare("int64")])])),
    ).toEqual([]);
    expect(
      checkAsset(contract([expected]), struct([oneof("choice", [field("a", "string"), field("", "int64")])])),
    ).toEqual([]);
  });

  it("does not read a union without variants as a oneof that lacks every field", () => {
    const expected = oneof("choice", [field("a", "string"), field("b", "int64")]);
    expect(checkAsset(contract([expected]), struct([oneof("choice", [])]))).toEqual([
      {
        message:
          "Field 'choice' has type union<>, which cannot hold every value of the contract's union<string | int64>.",
        field: "choice",
        fieldType: "union<string | int64>",
        violationType: "INCOMPATIBLE_TYPE",
        expected: "union<string | int64>",
        actual: "union<>",
      },
    ]);
  });

  it("does not accept a struct of the same fields in place of a oneof", () => {
    const expected = oneof("choice", [field("a", "string"), field("b", "int64")]);
    const actual = field("choice", "struct", { fields: [field("a", "string"), field("b", "int64")] });
    expect(types(checkAsset(contract([expected]), struct([actual])))).toEqual(["INCOMPATIBLE_TYPE choice"]);
  });

  it("needs every contracted variant to fit some variant of the asset's union", () => {
    const expected = union("v", [bare("string"), bare("int64")]);
    expect(
      checkAsset(contract([expected]), struct([union("v", [bare("int64"), bare("string"), bare("bool")])])),
    ).toEqual([]);
    expect(types(checkAsset(contract([expected]), struct([union("v", [bare("string")])])))).toEqual([
      "INCOMPATIBLE_TYPE v",
    ]);
  });

  it("serves a contracted union with a plain type that holds every variant", () => {
    const expected = union("n", [bare("int32"), bare("int64")]);
    expect(checkAsset(contract([expected]), struct([field("n", "int64")]))).toEqual([]);
    expect(types(checkAsset(contract([expected]), struct([field("n", "int32")])))).toEqual([
      "INCOMPATIBLE_TYPE n",
    ]);
  });

  it("widens into a union only when one variant holds the contracted type", () => {
    expect(
      checkAsset(contract([field("x", "int32")]), struct([union("x", [bare("string"), bare("int64")])])),
    ).toEqual([]);
    expect(
      checkAsset(contract([field("x", "string")]), struct([union("x", [bare("int64"), bare("bool")])])),
    ).toEqual([
      {
        message:
          "Field 'x' has type union<int64 | bool>, which cannot hold every value of the contract's string.",
        field: "x",
        fieldType: "string",
        violationType: "INCOMPATIBLE_TYPE",
        expected: "string",
        actual: "union<int64 | bool>",
      },
    ]);
  });
});

describe("structs", () => {
  it("reports a contracted struct served by a scalar as an incompatible type", () => {
    const customer = field("customer", "struct", { fields: [field("id", "int64")] });
    expect(checkAsset(contract([customer]), struct([field("customer", "string")]))).toEqual([
      {
        message: "Field 'customer' has type string, which cannot hold every value of the contract's struct.",
        field: "customer",
        fieldType: "struct",
        violationType: "INCOMPATIBLE_TYPE",
        expected: "struct",
        actual: "string",
      },
    ]);
  });
});

describe("PII under restrictPii", () => {
  const base = [field("id", "int64")];

  it("reports an added PII field with the exact violation", () => {
    expect(
      checkAsset(contract(base, true), struct([field("id", "int64"), field("billing_email", "string")])),
    ).toEqual([
      {
        message: "Field 'billing_email' looks like personal data (email) and the contract restricts PII.",
        field: "billing_email",
        fieldType: "string",
        violationType: "PII_FIELD_ADDED",
        expected: "no personal data",
        actual: "new field 'billing_email' (looks like email)",
      },
    ]);
  });

  it("looks for PII in the values of a map and the elements of a list", () => {
    const asset = struct([
      field("id", "int64"),
      map("byId", bare("string"), struct([field("phone", "string")])),
      list("contacts", struct([field("email", "string")])),
    ]);
    expect(types(checkAsset(contract(base, true), asset))).toEqual([
      "PII_FIELD_ADDED byId.value.phone",
      "PII_FIELD_ADDED contacts.element.email",
    ]);
  });

  it("does not read a map's key struct as where its values live", () => {
    const asset = struct([
      field("id", "int64"),
      map("byKey", struct([field("email", "string")]), bare("int64")),
    ]);
    expect(checkAsset(contract(base, true), asset)).toEqual([]);
  });

  it("looks for PII in the records of a union, at the union field's path", () => {
    const record = (alias: string, fields: SchemaNode[]) => bare("struct", { alias, fields });
    const known = union("payload", [
      record("A", [field("x", "int64")]),
      record("B", [field("id", "string")]),
    ]);
    const asset = struct([
      field("id", "int64"),
      union("payload", [
        record("A", [field("x", "int64")]),
        record("B", [field("id", "string"), field("email", "string")]),
      ]),
    ]);
    expect(types(checkAsset(contract([...base, known], true), asset))).toEqual([
      "PII_FIELD_ADDED payload.email",
    ]);
    // A record the contract's union does not have is new as a whole: its PII is reported too.
    const added = struct([
      field("id", "int64"),
      union("payload", [record("A", [field("x", "int64")]), record("C", [field("phone", "string")])]),
    ]);
    expect(types(checkAsset(contract([...base, known], true), added))).toContain(
      "PII_FIELD_ADDED payload.phone",
    );
  });

  it("pairs each record of a union with the contract's record of the same name: its known PII is not new", () => {
    const record = (alias: string, fields: SchemaNode[]) => bare("struct", { alias, fields });
    const email = field("email", "string");
    const known = union("payload", [record("A", [email]), record("B", [field("id", "string")])]);
    const asset = struct([
      field("id", "int64"),
      union("payload", [record("A", [email]), record("B", [field("id", "string"), email])]),
    ]);
    // A's email is the contract's; B's is new, though a record of the same type (A) has one.
    expect(types(checkAsset(contract([...base, known], true), asset))).toEqual([
      "PII_FIELD_ADDED payload.email",
    ]);
    // Records without a name are paired as such, by type: the contract's string variant is not the record.
    const plain = (fields: SchemaNode[]) => bare("struct", { fields });
    const unnamed = union("payload", [bare("string"), plain([email])]);
    const reordered = union("payload", [plain([email]), bare("string")]);
    expect(
      types(checkAsset(contract([...base, unnamed], true), struct([field("id", "int64"), reordered]))),
    ).toEqual([]);
  });

  it("looks for PII among the fields of a oneof, and not at those the contract has", () => {
    const contact = (variants: SchemaNode[]) => union("contact", variants);
    const known = contact([field("user_id", "int64"), field("email", "string")]);
    const asset = struct([
      field("id", "int64"),
      contact([field("user_id", "int64"), field("email", "string"), field("phone_number", "string")]),
    ]);
    expect(types(checkAsset(contract([...base, known], true), asset))).toEqual([
      "PII_FIELD_ADDED contact.phone_number",
    ]);
  });

  it("reports PII inside an unnamed struct of the asset at the field's own name", () => {
    const asset = struct([field("id", "int64"), bare("struct", { fields: [field("email", "string")] })]);
    expect(types(checkAsset(contract(base, true), asset))).toEqual(["PII_FIELD_ADDED email"]);
  });
});
