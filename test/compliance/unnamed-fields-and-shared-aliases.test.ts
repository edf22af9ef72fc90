// Two edges of the field diff that real schemas reach: two new Avro fields that both alias one
// old field, and fields without a name (a contract's hand-written list element, an API client's
// tree), which every part of the diff puts on the path under the empty name; and a plain type
// that becomes a union holding it.
import avro from "avsc";
import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { diffAssetsInMode } from "../../src/compliance/compat-mode.js";
import { contractSchemaChangesByBump } from "../../src/compliance/contract-breaks.js";
import { diffSchemas } from "../../src/compliance/diff.js";
import { probableRenames } from "../../src/compliance/renames.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { jsonSchemaReader } from "../../src/schema/readers/json-schema.js";
import { field, struct } from "./nodes.js";

const id = field("id", "int64");
const kinds = (changes: { kind: string; field: string; breaking: boolean }[]) =>
  changes.map((c) => `${c.kind} ${c.field}${c.breaking ? " (breaking)" : ""}`);

describe("two new Avro fields that alias the same old field", () => {
  const base = struct([id, field("customer", "string"), field("note", "string")], "t.Order");
  const head = struct(
    [
      id,
      field("buyer", "string", { constraints: { aliases: ["customer"] } }),
      field("client", "string", { constraints: { aliases: ["customer"] } }),
    ],
    "t.Order",
  );

  it("both read the old field's data, as avsc resolves them", () => {
    const writer = avro.Type.forSchema({
      type: "record",
      name: "t.Order",
      fields: [
        { name: "id", type: "long" },
        { name: "customer", type: "string" },
        { name: "note", type: "string" },
      ],
    });
    // avsc's typings leave out field aliases, which it does resolve.
    const reader = avro.Type.forSchema({
      type: "record",
      name: "t.Order",
      fields: [
        { name: "id", type: "long" },
        { name: "buyer", type: "string", aliases: ["customer"] },
        { name: "client", type: "string", aliases: ["customer"] },
      ],
    } as avro.Schema);
    const bytes = writer.toBuffer({ id: 1, customer: "ada", note: "n" });
    expect({ ...(reader.fromBuffer(bytes, reader.createResolver(writer)) as object) }).toEqual({
      id: 1,
      buyer: "ada",
      client: "ada",
    });
  });

  it("are two renames, neither breaking, and the other removed field stays removed", () => {
    expect(kinds(diffSchemas(base, head, "avro"))).toEqual([
      "FIELD_RENAMED buyer",
      "CONSTRAINT_CHANGED buyer",
      "FIELD_RENAMED client",
      "CONSTRAINT_CHANGED client",
      "FIELD_REMOVED note",
    ]);
  });

  it("keep the first removed field too when the aliased one comes later", () => {
    const later = struct([id, field("note", "string"), field("customer", "string")], "t.Order");
    expect(kinds(diffSchemas(later, head, "avro"))).toEqual([
      "FIELD_RENAMED buyer",
      "CONSTRAINT_CHANGED buyer",
      "FIELD_RENAMED client",
      "CONSTRAINT_CHANGED client",
      "FIELD_REMOVED note",
    ]);
  });
});

describe("a field without a name is the field of the empty name", () => {
  const unnamed = (type: SchemaNode["type"], extra: Partial<SchemaNode> = {}): SchemaNode => ({
    type,
    ...extra,
  });

  it("records whose fields differ only by no name and the empty name are of the same type", () => {
    const before = field("customer", "struct", { fields: [unnamed("string")] });
    const after = field("buyer", "struct", { fields: [field("", "string")] });
    expect(probableRenames(struct([id, before]), struct([id, after]), "avro").map((r) => r.sameType)).toEqual(
      [true],
    );
  });

  it("an alias of the empty name renames a field without a name", () => {
    const renamed = probableRenames(
      struct([id, unnamed("string")]),
      struct([id, field("buyer", "int32", { constraints: { aliases: [""] } })]),
      "avro",
    );
    expect(renamed.map(({ from, to, sign, sameType }) => ({ from, to, sign, sameType }))).toEqual([
      { from: "", to: "buyer", sign: "alias", sameType: false },
    ]);
  });

  it("under FORWARD, a rename of it by alias is judged as the old field added back", () => {
    const asset = (schema: SchemaNode) => ({
      resourceName: "avro://repo:a.avsc:t.A",
      sourceType: "avro" as const,
      path: "a.avsc:t.A",
      schema,
    });
    const base = asset(struct([id, unnamed("string")], "t.A"));
    const head = asset(struct([id, field("buyer", "string", { constraints: { aliases: [""] } })], "t.A"));
    const [result] = diffAssetsInMode([base], [head], "forward");
    // Old readers expect the nameless field, which new data lacks and which has no default.
    expect(result?.changes.find((c) => c.kind === "FIELD_RENAMED")).toMatchObject({
      field: "buyer",
      breaking: true,
      reason: "no default: new data has no value for it",
    });
  });

  // A list and a map of records, neither child named.
  const record = (fields: SchemaNode[]) => unnamed("struct", { fields });
  const items = (fields: SchemaNode[]) => field("items", "list", { fields: [record(fields)] });
  const sku = field("sku", "string");

  it("an optional field added inside a list element or map value without a name needs only a minor version", () => {
    const byId = (fields: SchemaNode[]) =>
      field("byId", "map", { fields: [unnamed("string"), record(fields)] });
    const note = field("note", "string", { optional: true });
    const result = contractSchemaChangesByBump(
      [items([sku]), byId([sku])],
      [items([sku, note]), byId([sku, note])],
      "avro",
    );
    // Avro alone would break on a field without a default; a contract states no defaults.
    expect(kinds(result.minor)).toEqual([
      "FIELD_ADDED items.element.note (breaking)",
      "FIELD_ADDED byId.value.note (breaking)",
    ]);
    expect(result.major).toEqual([]);
  });

  it("a field the dotted path cannot find again (its name holds a dot) is not taken for optional", () => {
    const result = contractSchemaChangesByBump(
      [field("sku", "string")],
      [field("sku", "string"), field("a.b", "string")],
      "avro",
    );
    expect(kinds(result.major)).toEqual(["FIELD_ADDED a.b (breaking)"]);
  });

  it("a required field added there still needs a major version", () => {
    const result = contractSchemaChangesByBump(
      [items([sku])],
      [items([sku, field("note", "string")])],
      "avro",
    );
    expect(kinds(result.major)).toEqual(["FIELD_ADDED items.element.note (breaking)"]);
  });
});

describe("a plain type and a union that holds it, in JSON Schema", () => {
  const read = async (type: unknown) => {
    const text = JSON.stringify({ type: "object", properties: { v: { type } }, required: ["v"] });
    const result = await jsonSchemaReader.read({
      path: "s.schema.json",
      sourceType: "json_schema",
      dataSource: "local",
      files: memorySource({ "s.schema.json": text }),
    });
    const schema = result.assets[0]?.schema;
    if (!schema) throw new Error("no asset read");
    return schema;
  };
  const judged = async (from: unknown, to: unknown) =>
    diffSchemas(await read(from), await read(to), "json_schema").map(({ kind, field, breaking, reason }) => ({
      kind,
      field,
      breaking,
      reason,
    }));

  it("a string that may now also be an integer holds every old value", async () => {
    expect(await judged("string", ["string", "integer"])).toEqual([
      { kind: "TYPE_CHANGED", field: "v", breaking: false, reason: expect.stringContaining("widening") },
    ]);
  });

  it("an integer that may now also be a string, or a union that gains a type, holds every old value", async () => {
    expect((await judged("integer", ["integer", "string"]))[0]?.breaking).toBe(false);
    expect((await judged(["integer", "string"], ["integer", "string", "boolean"]))[0]?.breaking).toBe(false);
  });

  it("a union narrowed to one of its types, or a type turned into a union without it, breaks", async () => {
    expect(await judged(["string", "integer"], "string")).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "v",
        breaking: true,
        reason: "string cannot hold every union<string | int64> value",
      },
    ]);
    expect((await judged("string", ["integer", "boolean"]))[0]?.breaking).toBe(true);
  });
});

describe("a column that loses its logical type", () => {
  it("breaks under the SQL rules, though its storage type is the same", () => {
    const base = struct([field("placed", "int32", { logical: "date" })]);
    const head = struct([field("placed", "int32")]);
    expect(diffSchemas(base, head, "postgres")).toMatchObject([
      {
        kind: "TYPE_CHANGED",
        field: "placed",
        breaking: true,
        reason: "retyped column: int32 (date) -> int32",
      },
    ]);
    // A plain widening without logical types still holds.
    const wider = diffSchemas(struct([field("n", "int32")]), struct([field("n", "int64")]), "postgres");
    expect(wider).toMatchObject([{ kind: "TYPE_CHANGED", breaking: false }]);
  });
});
