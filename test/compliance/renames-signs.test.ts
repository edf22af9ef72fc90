// Probable renames (compliance/renames.ts) on hand-built trees: what makes two fields "the same
// type", which sign each format gives and the message it shows, where a field counts as "at the
// same place", and how a note finds the renamed fields again at their dotted paths.
import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import type { SourceType } from "../../src/api/source-types.js";
import { probableRenames, renameNotes } from "../../src/compliance/renames.js";
import { enumOf, field, list, map, struct } from "./nodes.js";

/** The renames between two roots of the given fields, without the message. */
function renames(base: SchemaNode[], head: SchemaNode[], sourceType: SourceType = "avro") {
  return probableRenames(struct(base), struct(head), sourceType).map(
    ({ from, to, sign, sameType, carried }) => ({
      from,
      to,
      sign,
      sameType,
      carried,
    }),
  );
}

const placed = (from: string, to: string) => ({ from, to, sign: "place", sameType: true, carried: false });

const id = field("id", "int64");
const total = field("total", "float64");
const qty = field("qty", "int32");

describe("the same type, as a rename by place needs it", () => {
  it("an optional field is not of the same type as a required one, whichever end is optional", () => {
    expect(
      renames([id, field("customer", "string")], [id, field("buyer", "string", { optional: true })]),
    ).toEqual([]);
    expect(
      renames([id, field("customer", "string", { optional: true })], [id, field("buyer", "string")]),
    ).toEqual([]);
    expect(
      renames([id, field("customer", "string", { optional: false })], [id, field("buyer", "string")]),
    ).toEqual([placed("customer", "buyer")]);
    expect(
      renames(
        [id, field("customer", "string", { optional: true })],
        [id, field("buyer", "string", { optional: true })],
      ),
    ).toEqual([placed("customer", "buyer")]);
  });

  it("a union with null is an optional field of the same type", () => {
    const nullable: SchemaNode = {
      name: "customer",
      type: "union",
      fields: [{ type: "null" }, { type: "string" }],
    };
    expect(renames([id, nullable], [id, field("buyer", "string", { optional: true })])).toEqual([
      placed("customer", "buyer"),
    ]);
    expect(renames([id, nullable], [id, field("buyer", "string")])).toEqual([]);
  });

  it("an alias renames a field whose optionality changed, but the format carries it only at one type", () => {
    expect(
      renames(
        [id, field("customer", "string")],
        [id, field("buyer", "string", { optional: true, constraints: { aliases: ["customer"] } })],
      ),
    ).toEqual([{ from: "customer", to: "buyer", sign: "alias", sameType: false, carried: false }]);
  });

  it("a string's length limit and an enum's symbols are part of the type", () => {
    expect(
      renames(
        [id, field("customer", "string", { constraints: { maxLength: 50 } })],
        [id, field("buyer", "string", { constraints: { maxLength: 100 } })],
      ),
    ).toEqual([]);
    expect(
      renames([id, enumOf("state", ["OPEN", "SHUT"])], [id, enumOf("status", ["OPEN", "CLOSED"])]),
    ).toEqual([]);
    expect(
      renames([id, enumOf("state", ["OPEN", "SHUT"])], [id, enumOf("status", ["OPEN", "SHUT"])]),
    ).toEqual([placed("state", "status")]);
  });

  it("two records are of the same type only with the same field names, not just as many fields", () => {
    const record = (name: string, fields: string[]) =>
      field(name, "struct", { fields: fields.map((f) => field(f, "string")) });
    expect(
      renames([id, record("customer", ["name", "zip"])], [id, record("buyer", ["email", "zip"])]),
    ).toEqual([]);
    expect(
      renames([id, record("customer", ["name", "zip"])], [id, record("buyer", ["name", "zip"])]),
    ).toEqual([placed("customer", "buyer")]);
  });

  it("a record of two fields is not a record of one field whose name runs theirs together", () => {
    const two = field("customer", "struct", { fields: [field("a", "string"), field("b", "string")] });
    const one = field("buyer", "struct", { fields: [field("a:stringb", "string")] });
    expect(renames([id, two], [id, one])).toEqual([]);
  });

  it("lists of records and maps to records are of the same type only when their records are", () => {
    const person = (name: string) => struct([field(name, "string")]);
    expect(renames([id, list("customers", person("name"))], [id, list("buyers", person("email"))])).toEqual(
      [],
    );
    expect(renames([id, list("customers", person("name"))], [id, list("buyers", person("name"))])).toEqual([
      placed("customers", "buyers"),
    ]);
    const byKey = (name: string, value: SchemaNode) => map(name, field("key", "string"), value);
    expect(renames([id, byKey("customers", person("name"))], [id, byKey("buyers", person("email"))])).toEqual(
      [],
    );
    expect(renames([id, byKey("customers", person("name"))], [id, byKey("buyers", person("name"))])).toEqual([
      placed("customers", "buyers"),
    ]);
  });
});

describe("the sign each format gives", () => {
  const numbered = (name: string, fieldNumber: number, extra: Record<string, unknown> = {}) =>
    field(name, "string", { constraints: { fieldNumber, ...extra } });

  it("a kept field number is a rename sign in Protobuf only", () => {
    const base = [id, numbered("customer", 2), total];
    const head = [id, total, numbered("buyer", 2)];
    expect(renames(base, head, "protobuf")).toEqual([
      { from: "customer", to: "buyer", sign: "field-number", sameType: true, carried: false },
    ]);
    expect(renames(base, head, "avro")).toEqual([]);
    expect(renames(base, head, "json_schema")).toEqual([]);
  });

  it("Protobuf fields without a field number give no field-number sign", () => {
    expect(
      renames([id, field("customer", "string"), total], [id, total, field("buyer", "string")], "protobuf"),
    ).toEqual([]);
  });

  it("says why, in the format's terms", () => {
    const why = (base: SchemaNode[], head: SchemaNode[], sourceType: SourceType) =>
      probableRenames(struct(base), struct(head), sourceType).map((r) => [r.sign, r.why]);
    expect(
      why(
        [id, field("customer", "string")],
        [field("buyer", "string", { constraints: { aliases: ["customer"] } }), id],
        "avro",
      ),
    ).toEqual([
      [
        "alias",
        "the new field lists 'customer' in its aliases: Avro schema resolution reads data written under 'customer' into it",
      ],
    ]);
    expect(why([id, numbered("customer_name", 2)], [id, numbered("buyer", 2)], "protobuf")).toEqual([
      [
        "field-number",
        "it keeps field number 2 (the binary encoding is unchanged) but its JSON name changes from 'customerName' to 'buyer'",
      ],
    ]);
    expect(
      why(
        [id, numbered("customer_name", 2)],
        [id, numbered("buyer", 2, { json_name: "customerName" })],
        "protobuf",
      ),
    ).toEqual([
      [
        "field-number",
        "it keeps field number 2 and the JSON name 'customerName': the binary and JSON encodings are unchanged",
      ],
    ]);
    expect(
      why(
        [id, field("email", "string")],
        [field("email_address", "string", { constraints: { renamedFrom: "email" } }), id],
        "postgres",
      ),
    ).toEqual([["rename-statement", "a RENAME COLUMN statement renamed it: queries that name 'email' fail"]]);
    expect(why([id, field("customer", "string")], [id, field("buyer", "string")], "json_schema")).toEqual([
      ["place", "'customer' is gone and 'buyer', of the same type, took its place"],
    ]);
  });

  it("a field without a name is shown under the empty name, in its path and in the message", () => {
    const unnamed = (extra: Partial<SchemaNode> = {}): SchemaNode => ({ type: "string", ...extra });
    expect(probableRenames(struct([id, unnamed()]), struct([id, field("buyer", "string")]), "avro")).toEqual([
      { ...placed("", "buyer"), why: "'' is gone and 'buyer', of the same type, took its place" },
    ]);
    expect(
      probableRenames(struct([id, field("customer", "string")]), struct([id, unnamed()]), "avro"),
    ).toEqual([
      { ...placed("customer", ""), why: "'customer' is gone and '', of the same type, took its place" },
    ]);
    expect(
      probableRenames(
        struct([id, unnamed({ constraints: { fieldNumber: 2 } })]),
        struct([id, numbered("buyer", 2)]),
        "protobuf",
      ).map((r) => r.why),
    ).toEqual([
      "it keeps field number 2 (the binary encoding is unchanged) but its JSON name changes from '' to 'buyer'",
    ]);
  });
});

describe("the same place", () => {
  it("several fields renamed at once each keep their index, with no neighbour left in common", () => {
    expect(
      renames([field("a", "int32"), field("x", "string")], [field("b", "int32"), field("y", "string")]),
    ).toEqual([placed("a", "b"), placed("x", "y")]);
  });

  it("the same field before it is the same place, wherever the fields moved", () => {
    // customer at 1 after id; buyer at 2 after id; the fields after them differ.
    expect(
      renames([id, field("customer", "string"), total, qty], [total, id, field("buyer", "string"), qty]),
    ).toEqual([placed("customer", "buyer")]);
  });

  it("the same field after it is the same place, wherever the fields moved", () => {
    // customer at 1 before total; buyer at 0 before total; nothing is before buyer.
    expect(
      renames([id, field("customer", "string"), total, qty], [field("buyer", "string"), total, id, qty]),
    ).toEqual([placed("customer", "buyer")]);
  });

  it("the start, the end or a field without a name beside both is no shared neighbour", () => {
    const nameless: SchemaNode = { type: "bool" };
    // customer is last, after a nameless field; buyer is first, before one.
    expect(
      renames([total, nameless, field("customer", "string")], [field("buyer", "string"), nameless, total]),
    ).toEqual([]);
  });

  it("a rename by a format sign leaves the other fields to be paired by place", () => {
    const base = [id, field("customer", "string"), field("note", "string"), total];
    const head = [
      id,
      field("buyer", "string", { constraints: { aliases: ["customer"] } }),
      field("remark", "string"),
      total,
    ];
    expect(renames(base, head)).toEqual([
      { from: "customer", to: "buyer", sign: "alias", sameType: true, carried: true },
      placed("note", "remark"),
    ]);
  });
});

describe("rename notes find the renamed fields at their paths", () => {
  const asset = (schema: SchemaNode) => ({
    sourceType: "avro" as const,
    path: "acme.Order",
    file: "o.avsc",
    schema,
  });
  const avroRoute = (oldName: string, newName: string) => ({
    format: "Avro",
    advice:
      "Keep the rename and give the new field the old name as an alias: Avro schema resolution then reads data written under the old name into the new field.",
    language: "json",
    code: `"name": ${JSON.stringify(newName)}, "aliases": [${JSON.stringify(oldName)}]`,
  });

  it("a field renamed inside a record, beside fields of longer names", () => {
    const customer = (name: string) =>
      field("customer", "struct", { fields: [field(name, "string"), field("zip", "string")] });
    const description = field("description", "string");
    const notes = renameNotes(
      asset(struct([id, customer("name"), description])),
      asset(struct([id, customer("full_name"), description])),
    );
    expect([...notes]).toEqual([
      [
        "customer.name",
        {
          to: "customer.full_name",
          sign: "place",
          carried: false,
          why: "'name' is gone and 'full_name', of the same type, took its place",
          route: avroRoute("name", "full_name"),
        },
      ],
    ]);
  });

  it("a name that holds a dot wins over a record named by what comes before the dot", () => {
    const customer = field("customer", "struct", { fields: [field("zip", "string")] });
    const notes = renameNotes(
      asset(struct([customer, field("customer.name", "string"), id])),
      asset(struct([customer, field("customer.full_name", "string"), id])),
    );
    expect([...notes]).toEqual([
      [
        "customer.name",
        {
          to: "customer.full_name",
          sign: "place",
          carried: false,
          why: "'customer.name' is gone and 'customer.full_name', of the same type, took its place",
          route: avroRoute("customer.name", "customer.full_name"),
        },
      ],
    ]);
  });
});
