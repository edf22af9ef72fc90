import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { diffSchemas } from "../../src/compliance/diff.js";
import { avroReadable, avroRules } from "../../src/compliance/diff-avro.js";
import { enumOf, field, list, map, struct } from "./nodes.js";

/*
 * The Avro rules one by one (src/compliance/diff-avro.ts): which writer types a
 * reader type resolves (avroReadable, the Avro specification's schema
 * resolution) and the judgement with its reason text for each kind of change.
 */

const node = (type: SchemaNode["type"], extra: Partial<SchemaNode> = {}): SchemaNode => ({ type, ...extra });

/** A record type with a full name (and optionally aliases), as the Avro reader writes it. */
function record(fields: SchemaNode[], typeName?: string, typeAliases?: string[]): SchemaNode {
  return {
    type: "struct",
    fields,
    ...(typeName === undefined ? {} : { constraints: { typeName, ...(typeAliases ? { typeAliases } : {}) } }),
  };
}

function fixed(size: number, extra: Record<string, unknown> = {}): SchemaNode {
  return { type: "bytes", constraints: { fixedSize: size, ...extra } };
}

describe("avroReadable: primitives and promotions", () => {
  it("a boolean reads only booleans: an int is not read as a boolean", () => {
    expect(avroReadable(node("bool"), node("bool"))).toBe(true);
    expect(avroReadable(node("int32"), node("bool"))).toBe(false);
  });

  it("a float is promoted to a double, but a double is not read as a float", () => {
    expect(avroReadable(node("float32"), node("float64"))).toBe(true);
    expect(avroReadable(node("float64"), node("float32"))).toBe(false);
  });

  it("an int is promoted to a double", () => {
    expect(avroReadable(node("int32"), node("float64"))).toBe(true);
  });
});

describe("avroReadable: unions and optionality", () => {
  it("an optional int (a union with null) is not read as a required int", () => {
    expect(avroReadable(node("int32", { optional: true }), node("int32"))).toBe(false);
  });

  it("an optional int is read as an optional int, and not as an optional string", () => {
    expect(avroReadable(node("int32", { optional: true }), node("int32", { optional: true }))).toBe(true);
    expect(avroReadable(node("int32", { optional: true }), node("string", { optional: true }))).toBe(false);
  });

  it("a required int is read as an optional int (the reader's int branch)", () => {
    expect(avroReadable(node("int32"), node("int32", { optional: true }))).toBe(true);
  });

  it("an optional int is not read as a string", () => {
    expect(avroReadable(node("int32", { optional: true }), node("string"))).toBe(false);
  });

  it("every branch of a writer union must resolve in the reader", () => {
    const writer = node("union", { fields: [node("int32"), node("string")] });
    expect(avroReadable(writer, node("union", { fields: [node("int64"), node("string")] }))).toBe(true);
    expect(avroReadable(writer, node("union", { fields: [node("int64"), node("bool")] }))).toBe(false);
  });
});

describe("avroReadable: records", () => {
  it("a record reads a record with the same fields", () => {
    const fields = [field("a", "int32"), field("b", "string")];
    expect(avroReadable(struct(fields), struct(fields))).toBe(true);
  });

  it("every reader field needs a writer field or a default", () => {
    const writer = struct([field("a", "int32")]);
    expect(avroReadable(writer, struct([field("a", "int32"), field("b", "string")]))).toBe(false);
    expect(
      avroReadable(
        writer,
        struct([field("a", "int32"), field("b", "string", { constraints: { default: "" } })]),
      ),
    ).toBe(true);
  });

  it("an int is not read as a record, even one whose fields all have defaults", () => {
    const reader = struct([field("a", "int32", { constraints: { default: 0 } })]);
    expect(avroReadable(node("int32"), reader)).toBe(false);
  });

  it("a reader field whose name and alias match two writer fields is ambiguous", () => {
    const writer = struct([field("a", "int32"), field("b", "int32")]);
    const reader = struct([field("a", "int32", { constraints: { aliases: ["b"] } })]);
    expect(avroReadable(writer, reader)).toBe(false);
  });

  it("a record is not read as a map, even with key and value fields", () => {
    const writer = struct([field("key", "string"), field("value", "int32")]);
    expect(avroReadable(writer, map("m", node("string"), node("int32")))).toBe(false);
  });

  it("nameless fields are the fields named '' and pair with each other", () => {
    expect(avroReadable(struct([node("int32")]), struct([node("int64")]))).toBe(true);
    expect(avroRules.fieldKey(node("int32"))).toBe("");
    const nameless = node("int32");
    const aliasing = field("x", "int32", { constraints: { aliases: [""] } });
    expect(avroRules.renames?.([nameless], [aliasing])).toEqual([[nameless, aliasing]]);
  });
});

describe("avroReadable: named types", () => {
  it("records with the same full name resolve", () => {
    const fields = [field("a", "int32")];
    expect(avroReadable(record(fields, "com.x.R"), record(fields, "com.x.R"))).toBe(true);
  });

  it("an unnamed tree matches a named one, in either role", () => {
    const fields = [field("a", "int32")];
    expect(avroReadable(record(fields, "com.x.R"), record(fields))).toBe(true);
    expect(avroReadable(record(fields), record(fields, "com.x.R"))).toBe(true);
  });

  it("a record renamed without an alias does not resolve", () => {
    const fields = [field("a", "int32")];
    expect(avroReadable(record(fields, "com.x.Old"), record(fields, "com.x.New"))).toBe(false);
  });

  it("a relative reader alias takes the reader's namespace", () => {
    const fields = [field("a", "int32")];
    expect(avroReadable(record(fields, "com.x.Old"), record(fields, "com.x.New", ["Old"]))).toBe(true);
    expect(avroReadable(record(fields, "com.y.Old"), record(fields, "com.x.New", ["Old"]))).toBe(false);
  });

  it("a reader alias without a namespace matches a writer name without one", () => {
    const fields = [field("a", "int32")];
    expect(avroReadable(record(fields, "Old"), record(fields, "New", ["Old"]))).toBe(true);
  });

  it("a named type's aliases may also sit in `aliases`", () => {
    const writer = enumOf("e", ["A"], { constraints: { symbols: ["A"], typeName: "Old" } });
    const reader = enumOf("e", ["A"], { constraints: { symbols: ["A"], typeName: "New", aliases: ["Old"] } });
    expect(avroReadable(writer, reader)).toBe(true);
  });
});

describe("avroReadable: enums", () => {
  const withDefault = (symbols: string[]) =>
    enumOf("e", symbols, { constraints: { symbols, enumDefault: "A" } });

  it("an enum reads an enum whose symbols it all has", () => {
    expect(avroReadable(enumOf("e", ["A", "B"]), enumOf("e", ["A", "B", "C"]))).toBe(true);
  });

  it("an enum without some old symbol reads old data only with a default", () => {
    expect(avroReadable(enumOf("e", ["A", "B", "C"]), enumOf("e", ["A", "B"]))).toBe(false);
    expect(avroReadable(enumOf("e", ["A", "C"]), enumOf("e", ["A", "B"]))).toBe(false);
    expect(avroReadable(enumOf("e", ["A", "B", "C"]), withDefault(["A", "B"]))).toBe(true);
    expect(avroReadable(enumOf("e", ["A", "B"]), withDefault(["A", "B"]))).toBe(true);
  });

  it("an enum writer that lists no symbols holds nothing the reader lacks", () => {
    expect(avroReadable(node("enum"), enumOf("e", ["A"]))).toBe(true);
  });

  it("a string is not read as an enum", () => {
    expect(avroReadable(node("string"), withDefault(["A"]))).toBe(false);
  });
});

describe("avroReadable: fixed", () => {
  it("a fixed reads a fixed of the same size, not of another size", () => {
    expect(avroReadable(fixed(16), fixed(16))).toBe(true);
    expect(avroReadable(fixed(16), fixed(8))).toBe(false);
    expect(avroReadable({ type: "bytes", constraints: { size: 16 } }, fixed(16))).toBe(true);
  });

  it("bytes are not read as a fixed, nor a fixed as bytes", () => {
    expect(avroReadable(node("bytes"), fixed(16))).toBe(false);
    expect(avroReadable(fixed(16), node("bytes"))).toBe(false);
  });

  it("a string is not read as a fixed, even when it carries a size of the same value", () => {
    expect(avroReadable(node("string", { constraints: { size: 16 } }), fixed(16))).toBe(false);
  });

  it("a fixed renamed without an alias does not resolve", () => {
    expect(avroReadable(fixed(16, { typeName: "Old" }), fixed(16, { typeName: "New" }))).toBe(false);
  });
});

describe("avroReadable: arrays and maps", () => {
  it("an array reads an array whose items it reads", () => {
    expect(avroReadable(list("l", node("int32")), list("l", node("int64")))).toBe(true);
    expect(avroReadable(list("l", node("int64")), list("l", node("int32")))).toBe(false);
  });

  it("a map reads a map whose values it reads", () => {
    expect(
      avroReadable(map("m", node("string"), node("int32")), map("m", node("string"), node("int64"))),
    ).toBe(true);
    expect(
      avroReadable(map("m", node("string"), node("int64")), map("m", node("string"), node("int32"))),
    ).toBe(false);
  });

  it("an array is not read as a map", () => {
    expect(avroReadable(list("l", node("string")), map("m", node("string"), node("string")))).toBe(false);
  });

  it("an array without an item type is not readable, in either role", () => {
    expect(avroReadable(node("list"), list("l", node("int32")))).toBe(false);
    expect(avroReadable(list("l", node("int32")), node("list"))).toBe(false);
  });
});

describe("avroRules: judgements and their reasons", () => {
  it("a widened field type resolves, with the types in the reason", () => {
    const changes = diffSchemas(struct([field("a", "int32")]), struct([field("a", "int64")]), "avro");
    expect(changes).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "a",
        breaking: false,
        reason: "Avro resolves int32 data as int64",
        before: "int32",
        after: "int64",
      },
    ]);
  });

  it("an added field breaks without a default and not with one", () => {
    const base = struct([field("a", "int32")]);
    const head = struct([
      field("a", "int32"),
      field("b", "string"),
      field("c", "string", { constraints: { default: "" } }),
    ]);
    expect(diffSchemas(base, head, "avro")).toEqual([
      {
        kind: "FIELD_ADDED",
        field: "b",
        breaking: true,
        reason: "no default: old data has no value for it",
        after: "string",
      },
      {
        kind: "FIELD_ADDED",
        field: "c",
        breaking: false,
        reason: "has a default, used for old data",
        after: "string",
      },
    ]);
  });

  it("a removed field is skipped when reading old data", () => {
    expect(
      diffSchemas(struct([field("a", "int32"), field("b", "string")]), struct([field("a", "int32")]), "avro"),
    ).toEqual([
      {
        kind: "FIELD_REMOVED",
        field: "b",
        breaking: false,
        reason: "the new schema skips it when reading old data",
        before: "string",
      },
    ]);
  });

  it("a field made required breaks, a field made optional does not", () => {
    const required = struct([field("a", "string")]);
    const optional = struct([field("a", "string", { optional: true })]);
    expect(diffSchemas(optional, required, "avro")).toEqual([
      {
        kind: "NULLABILITY_CHANGED",
        field: "a",
        breaking: true,
        reason: "old data may hold null, which the new schema cannot read",
        before: "optional",
        after: "required",
      },
    ]);
    expect(diffSchemas(required, optional, "avro")).toEqual([
      {
        kind: "NULLABILITY_CHANGED",
        field: "a",
        breaking: false,
        reason: "the new union with null reads the old values",
        before: "required",
        after: "optional",
      },
    ]);
  });

  it("a removed enum symbol is read as the enum default when there is one", () => {
    const base = struct([enumOf("e", ["A", "B", "C"])]);
    const head = struct([
      enumOf("e", ["A", "B"], { constraints: { symbols: ["A", "B"], enumDefault: "A" } }),
    ]);
    expect(diffSchemas(base, head, "avro")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "e",
        breaking: false,
        reason: "the enum default only helps old data",
        after: 'enumDefault="A"',
      },
      {
        kind: "ENUM_SYMBOL_REMOVED",
        field: "e",
        breaking: false,
        reason: "old C values read as the enum default A",
        before: "C",
      },
    ]);
  });

  it("a named enum's default change is judged as a default, not as a rename", () => {
    const base = struct([
      enumOf("e", ["A", "B"], { constraints: { symbols: ["A", "B"], typeName: "com.x.E" } }),
    ]);
    const head = struct([
      enumOf("e", ["A", "B"], {
        constraints: { symbols: ["A", "B"], typeName: "com.x.E", enumDefault: "B" },
      }),
    ]);
    expect(diffSchemas(base, head, "avro")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "e",
        breaking: false,
        reason: "the enum default only helps old data",
        after: 'enumDefault="B"',
      },
    ]);
  });

  it("a fixed resized (size or fixedSize) breaks: Avro cannot read the old data", () => {
    for (const key of ["size", "fixedSize"]) {
      const base = struct([field("f", "bytes", { constraints: { [key]: 16 } })]);
      const head = struct([field("f", "bytes", { constraints: { [key]: 8 } })]);
      expect(diffSchemas(base, head, "avro")).toEqual([
        {
          kind: "CONSTRAINT_CHANGED",
          field: "f",
          breaking: true,
          reason: "Avro cannot read bytes data as bytes",
          before: `${key}=16`,
          after: `${key}=8`,
        },
      ]);
    }
  });

  it("a named type renamed with the old name as an alias resolves; without one it breaks", () => {
    const fields = [field("a", "int32")];
    const base = struct([{ ...record(fields, "com.x.Old"), name: "r" }]);
    const aliased = struct([{ ...record(fields, "com.x.New", ["com.x.Old"]), name: "r" }]);
    const bare = struct([{ ...record(fields, "com.x.New"), name: "r" }]);
    expect(diffSchemas(base, aliased, "avro").filter((c) => c.before === 'typeName="com.x.Old"')).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "r",
        breaking: false,
        reason: "renamed with the old name as an alias",
        before: 'typeName="com.x.Old"',
        after: 'typeName="com.x.New"',
      },
    ]);
    expect(diffSchemas(base, bare, "avro")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "r",
        breaking: true,
        reason: "named type renamed without an alias: old data does not resolve",
        before: 'typeName="com.x.Old"',
        after: 'typeName="com.x.New"',
      },
    ]);
  });

  it("a named type's full name in `alias` is judged as its name", () => {
    const base = struct([{ ...struct([field("a", "int32")]), name: "r", alias: "com.x.Old" }]);
    const head = struct([{ ...struct([field("a", "int32")]), name: "r", alias: "com.x.New" }]);
    expect(diffSchemas(base, head, "avro")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "r",
        breaking: true,
        reason: "named type renamed without an alias: old data does not resolve",
        before: 'alias="com.x.Old"',
        after: 'alias="com.x.New"',
      },
    ]);
  });

  it("the `alias` of an unnamed type and other constraints take no part in resolution", () => {
    const base = struct([field("s", "string", { alias: "old", constraints: { maxLength: 10 } })]);
    const head = struct([field("s", "string", { alias: "new", constraints: { maxLength: 5 } })]);
    expect(diffSchemas(base, head, "avro")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "s",
        breaking: false,
        reason: "alias does not take part in Avro schema resolution",
        before: 'alias="old"',
        after: 'alias="new"',
      },
      {
        kind: "CONSTRAINT_CHANGED",
        field: "s",
        breaking: false,
        reason: "maxLength does not take part in Avro schema resolution",
        before: "maxLength=10",
        after: "maxLength=5",
      },
    ]);
  });
});
