import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { diffSchemas } from "../../src/compliance/diff.js";
import { defaultJsonName, protobufRules } from "../../src/compliance/diff-protobuf.js";
import { enumOf, field, list, map, struct } from "./nodes.js";

/*
 * The WIRE_JSON rules of src/compliance/diff-protobuf.ts, one behaviour per
 * test: the exact change kind, verdict and reason a user reads.
 */

const rules = protobufRules;

/** A numbered Protobuf field of a scalar type, as the reader writes it. */
function scalar(
  name: string,
  type: SchemaNode["type"],
  physicalType: string,
  fieldNumber: number,
): SchemaNode {
  return field(name, type, { constraints: { physicalType, fieldNumber } });
}

/** A map field spelled `physicalType` (`map<K, V>`). */
function mapField(physicalType: string): SchemaNode {
  return { ...map("m", field("key", "string"), field("value", "int32")), constraints: { physicalType } };
}

/** A message or enum node carrying reservations. */
function reserving(constraints: Record<string, unknown>): SchemaNode {
  return { type: "struct", fields: [], constraints };
}

describe("Protobuf field types (FIELD_WIRE_JSON_COMPATIBLE_TYPE)", () => {
  it("a float field read without a physicalType is a proto float", () => {
    expect(rules.retyped(field("x", "float32"), field("x", "int32"))).toEqual({
      breaking: true,
      reason: "type changed from float to int32 (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
    });
  });

  it("a double field read without a physicalType is a proto double", () => {
    expect(rules.retyped(field("x", "float64"), field("x", "int64"))).toEqual({
      breaking: true,
      reason: "type changed from double to int64 (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
    });
  });

  it("a message field turned into a scalar is a type change from message", () => {
    expect(rules.retyped(struct([], "x"), scalar("x", "int32", "int32", 1))).toEqual({
      breaking: true,
      reason: "type changed from message to int32 (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
    });
  });

  it("an enum field turned into a string is a type change from enum", () => {
    expect(rules.retyped(enumOf("x", ["A"]), scalar("x", "string", "string", 1))).toEqual({
      breaking: true,
      reason: "type changed from enum to string (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
    });
  });

  it("two repeated fields of the same cardinality are judged as repeated", () => {
    const base = list("x", field("element", "int32"));
    const head = list("x", field("element", "int32"), { logical: "Sorted" });
    expect(rules.retyped(base, head)).toEqual({
      breaking: false,
      reason: "repeated and repeated share their binary and JSON encoding",
    });
  });

  it("an int32 -> uint32 change is wire- and JSON-compatible", () => {
    expect(
      rules.constraint(
        "physicalType",
        field("x", "int32", { constraints: { physicalType: "int32" } }),
        field("x", "int32", { constraints: { physicalType: "uint32" } }),
      ),
    ).toEqual({
      breaking: false,
      reason: "int32 and uint32 share their binary and JSON encoding",
    });
  });

  it("an int32 -> sint32 change breaks the binary encoding", () => {
    const base = struct([scalar("x", "int32", "int32", 1)]);
    const head = struct([scalar("x", "int32", "sint32", 1)]);
    expect(diffSchemas(base, head, "protobuf")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "x",
        breaking: true,
        reason: "type changed from int32 to sint32 (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
        before: 'physicalType="int32"',
        after: 'physicalType="sint32"',
      },
    ]);
  });

  it("a message's physicalType spelling is not judged: its full name and fields are", () => {
    const base = { ...struct([], "x"), constraints: { physicalType: "pkg.A" } };
    const head = { ...struct([], "x"), constraints: { physicalType: "pkg.B" } };
    expect(rules.constraint("physicalType", base, head)).toEqual({
      breaking: false,
      reason: "the type is judged by its full name and its fields",
    });
  });

  it("a scalar spelling against a message spelling is left to the type and name rules", () => {
    const base = field("x", "int32", { constraints: { physicalType: "int32" } });
    const head = { ...enumOf("x", ["A"]), constraints: { physicalType: "pkg.Color", symbols: ["A"] } };
    expect(rules.constraint("physicalType", base, head)).toEqual({
      breaking: false,
      reason: "the type is judged by its full name and its fields",
    });
    expect(rules.constraint("physicalType", head, base)).toEqual({
      breaking: false,
      reason: "the type is judged by its full name and its fields",
    });
  });

  it("a changed message or enum full name breaks, naming both names", () => {
    expect(
      rules.constraint("typeName", reserving({ typeName: "pkg.A" }), reserving({ typeName: "pkg.B" })),
    ).toEqual({
      breaking: true,
      reason: "message or enum type changed from pkg.A to pkg.B (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
    });
    expect(
      rules.constraint("alias", { type: "struct", alias: "pkg.A" }, { type: "struct", alias: "pkg.C" }),
    ).toEqual({
      breaking: true,
      reason: "message or enum type changed from pkg.A to pkg.C (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
    });
  });

  it("a constraint outside the encoding does not break", () => {
    expect(rules.constraint("maxLength", field("x", "string"), field("x", "string"))).toEqual({
      breaking: false,
      reason: "maxLength is not part of the binary or JSON encoding",
    });
  });
});

describe("Protobuf cardinality (FIELD_WIRE_JSON_COMPATIBLE_CARDINALITY)", () => {
  it("a repeated field made singular breaks", () => {
    expect(rules.retyped(list("x", field("element", "int32")), scalar("x", "int32", "int32", 1))).toEqual({
      breaking: true,
      reason: "cardinality changed from repeated to singular (FIELD_WIRE_JSON_COMPATIBLE_CARDINALITY)",
    });
  });

  it("a singular field made a map breaks", () => {
    expect(rules.retyped(scalar("x", "int32", "int32", 1), mapField("map<string, int32>"))).toEqual({
      breaking: true,
      reason: "cardinality changed from singular to map (FIELD_WIRE_JSON_COMPATIBLE_CARDINALITY)",
    });
  });

  it("a map made repeated breaks", () => {
    expect(rules.retyped(mapField("map<string, int32>"), list("x", field("element", "int32")))).toEqual({
      breaking: true,
      reason: "cardinality changed from map to repeated (FIELD_WIRE_JSON_COMPATIBLE_CARDINALITY)",
    });
  });
});

describe("Protobuf map fields", () => {
  it("a map's value type changed incompatibly breaks", () => {
    expect(
      rules.constraint("physicalType", mapField("map<string, int32>"), mapField("map<string, int64>")),
    ).toEqual({
      breaking: true,
      reason: "type changed from int32 to int64 (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
    });
  });

  it("a map's key type changed incompatibly breaks, whatever the value does", () => {
    expect(
      rules.constraint("physicalType", mapField("map<int32, int64>"), mapField("map<string, uint64>")),
    ).toEqual({
      breaking: true,
      reason: "type changed from int32 to string (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
    });
  });

  it("a map with compatible key and value changes is judged by its value", () => {
    expect(
      rules.constraint("physicalType", mapField("map<int32, int64>"), mapField("map<uint32, uint64>")),
    ).toEqual({
      breaking: false,
      reason: "int64 and uint64 share their binary and JSON encoding",
    });
  });

  it("a map spelled without spaces is read as a map", () => {
    expect(
      rules.constraint("physicalType", mapField("map<string,int32>"), mapField("map<string,uint32>")),
    ).toEqual({
      breaking: false,
      reason: "int32 and uint32 share their binary and JSON encoding",
    });
  });

  it("a map spelled with spaces around every part is read as a map", () => {
    expect(
      rules.constraint("physicalType", mapField("map< string , int32 >"), mapField("map< string , sint32 >")),
    ).toEqual({
      breaking: true,
      reason: "type changed from int32 to sint32 (FIELD_WIRE_JSON_COMPATIBLE_TYPE)",
    });
  });

  it("only a whole map<K, V> spelling is a map", () => {
    const judged = { breaking: false, reason: "the type is judged by its full name and its fields" };
    expect(
      rules.constraint(
        "physicalType",
        mapField("map<string, int32> extra"),
        mapField("map<string, int64> extra"),
      ),
    ).toEqual(judged);
    expect(
      rules.constraint(
        "physicalType",
        mapField("pkg.map<string, int32>"),
        mapField("pkg.map<string, int64>"),
      ),
    ).toEqual(judged);
  });

  it("a map whose value turns from a scalar into a message is judged by its value node, not its spelling", () => {
    expect(
      rules.constraint("physicalType", mapField("map<string, int32>"), mapField("map<string, pkg.Sub>")),
    ).toEqual({
      breaking: false,
      reason: "the type is judged by its full name and its fields",
    });
  });
});

describe("Protobuf deletions (FIELD_NO_DELETE_UNLESS_*_RESERVED)", () => {
  it("a field deleted with its name and number reserved does not break", () => {
    const head = reserving({ reservedNames: ["x"], reservedNumbers: [2] });
    expect(rules.removed(scalar("x", "int32", "int32", 2), head)).toEqual({
      breaking: false,
      reason: "field deleted with its name and number reserved",
    });
  });

  it("a field deleted with only its number reserved (by a range) breaks for its name", () => {
    const head = reserving({ reservedRanges: [[1, 5]] });
    expect(rules.removed(scalar("x", "int32", "int32", 2), head)).toEqual({
      breaking: true,
      reason: 'field deleted without reserving the name "x"',
      reuseHazard: true,
    });
  });

  it("a field without a number deleted names its number as unknown", () => {
    const head = reserving({ reservedNames: ["x"] });
    expect(rules.removed(field("x", "int32"), head)).toEqual({
      breaking: true,
      reason: "field deleted without reserving the number ?",
      reuseHazard: true,
    });
  });

  it("a field deleted with nothing reserved names both", () => {
    expect(rules.removed(scalar("x", "int32", "int32", 7), reserving({}))).toEqual({
      breaking: true,
      reason: 'field deleted without reserving the name "x" and the number 7',
      reuseHazard: true,
    });
  });
});

describe("Protobuf reservations (RESERVED_*_NO_DELETE)", () => {
  it("a reserved number dropped breaks, naming it", () => {
    expect(
      rules.constraint(
        "reservedNumbers",
        reserving({ reservedNumbers: [1, 2, 3] }),
        reserving({ reservedNumbers: [1, 2] }),
      ),
    ).toEqual({
      breaking: true,
      reason: "reserved [3] no longer reserved (RESERVED_*_NO_DELETE)",
      reuseHazard: true,
    });
  });

  it("reserved numbers that only grew do not break", () => {
    expect(
      rules.constraint(
        "reservedNumbers",
        reserving({ reservedNumbers: [1] }),
        reserving({ reservedNumbers: [1, 2] }),
      ),
    ).toEqual({ breaking: false, reason: "reservations only grew" });
  });

  it("a reserved number moved into a range stays reserved", () => {
    expect(
      rules.constraint(
        "reservedNumbers",
        reserving({ reservedNumbers: [4] }),
        reserving({ reservedRanges: [[3, 5]] }),
      ),
    ).toEqual({ breaking: false, reason: "reservations only grew" });
  });

  it("a reserved name dropped breaks; reserved names that only grew do not", () => {
    expect(
      rules.constraint(
        "reservedNames",
        reserving({ reservedNames: ["a", "b"] }),
        reserving({ reservedNames: ["a"] }),
      ),
    ).toEqual({
      breaking: true,
      reason: 'reserved ["b"] no longer reserved (RESERVED_*_NO_DELETE)',
      reuseHazard: true,
    });
    expect(
      rules.constraint(
        "reservedNames",
        reserving({ reservedNames: ["a", "b"] }),
        reserving({ reservedNames: ["a", "b", "c"] }),
      ),
    ).toEqual({ breaking: false, reason: "reservations only grew" });
  });

  it("reserved names where there were none only grew", () => {
    expect(rules.constraint("reservedNames", reserving({}), reserving({ reservedNames: ["a"] }))).toEqual({
      breaking: false,
      reason: "reservations only grew",
    });
  });

  it("a reserved range narrowed breaks", () => {
    expect(
      rules.constraint(
        "reservedRanges",
        reserving({ reservedRanges: [[1, 3]] }),
        reserving({ reservedRanges: [[1, 2]] }),
      ),
    ).toEqual({
      breaking: true,
      reason: "reserved [[1,3]] no longer reserved (RESERVED_*_NO_DELETE)",
      reuseHazard: true,
    });
  });

  it("a reserved range split into numbers stays reserved", () => {
    expect(
      rules.constraint(
        "reservedRanges",
        reserving({ reservedRanges: [[5, 7]] }),
        reserving({ reservedNumbers: [5, 6, 7] }),
      ),
    ).toEqual({ breaking: false, reason: "reservations only grew" });
  });

  it("a reserved range the rules cannot read counts as no longer reserved", () => {
    expect(
      rules.constraint(
        "reservedRanges",
        reserving({ reservedRanges: [["a", 3]] }),
        reserving({ reservedRanges: [[1, 9]] }),
      ),
    ).toEqual({
      breaking: true,
      reason: 'reserved [["a",3]] no longer reserved (RESERVED_*_NO_DELETE)',
      reuseHazard: true,
    });
    expect(
      rules.constraint(
        "reservedRanges",
        reserving({ reservedRanges: [[2, "b"]] }),
        reserving({ reservedRanges: [[1, 9]] }),
      ),
    ).toEqual({
      breaking: true,
      reason: 'reserved [[2,"b"]] no longer reserved (RESERVED_*_NO_DELETE)',
      reuseHazard: true,
    });
  });
});

describe("Protobuf added fields and presence", () => {
  it("a new required field breaks (MESSAGE_SAME_REQUIRED_FIELDS)", () => {
    const head = field("x", "int32", { constraints: { fieldNumber: 3, label: "required" } });
    expect(rules.added(head, reserving({}))).toEqual({
      breaking: true,
      reason: "a new required field (MESSAGE_SAME_REQUIRED_FIELDS)",
    });
  });

  it("a new optional field does not break", () => {
    expect(rules.added(scalar("x", "int32", "int32", 3), reserving({}))).toEqual({
      breaking: false,
      reason: "old messages simply lack it",
    });
  });

  it("field presence changes do not break", () => {
    expect(rules.nullability(field("x", "int32"), field("x", "int32", { optional: true }))).toEqual({
      breaking: false,
      reason: "field presence does not change the binary or JSON encoding",
    });
  });
});

describe("Protobuf paired fields", () => {
  it("a renamed field breaks the JSON and text formats, and its JSON name with it", () => {
    expect(
      rules.paired?.(
        scalar("old_name", "int32", "int32", 1),
        scalar("new_name", "int32", "int32", 1),
        "new_name",
      ),
    ).toEqual([
      {
        kind: "FIELD_RENAMED",
        field: "new_name",
        breaking: true,
        reason: "the JSON and text formats use the name (FIELD_SAME_NAME)",
        before: "old_name",
        after: "new_name",
      },
      {
        kind: "CONSTRAINT_CHANGED",
        field: "new_name",
        breaking: true,
        reason: "the JSON encoding uses it (FIELD_SAME_JSON_NAME)",
        before: "jsonName=oldName",
        after: "jsonName=newName",
      },
    ]);
  });

  it("a field made required breaks, showing both labels", () => {
    const base = scalar("x", "int32", "int32", 1);
    const head = field("x", "int32", { constraints: { fieldNumber: 1, required: true } });
    expect(rules.paired?.(base, head, "x")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "x",
        breaking: true,
        reason: "MESSAGE_SAME_REQUIRED_FIELDS",
        before: "required=false",
        after: "required=true",
      },
    ]);
  });

  it("a field leaving its oneof breaks, with no 'after' oneof", () => {
    const base = field("x", "int32", { constraints: { fieldNumber: 1, oneof: "choice" } });
    expect(rules.paired?.(base, scalar("x", "int32", "int32", 1), "x")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "x",
        breaking: true,
        reason: "oneof membership (FIELD_SAME_ONEOF)",
        before: "oneof=choice",
        after: undefined,
      },
    ]);
  });

  it("a proto2 default added breaks, with no 'before' default", () => {
    const head = field("x", "int32", { constraints: { fieldNumber: 1, default: 5 } });
    expect(rules.paired?.(scalar("x", "int32", "int32", 1), head, "x")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "x",
        breaking: true,
        reason: "FIELD_SAME_DEFAULT",
        before: undefined,
        after: "default=5",
      },
    ]);
  });

  it("a field without a name has the empty JSON name", () => {
    const base = field("x", "int32", { constraints: { fieldNumber: 1 } });
    const nameless: SchemaNode = { type: "int32", constraints: { fieldNumber: 1 } };
    const jsonName = rules
      .paired?.(base, nameless, "x")
      ?.find((change) => change.kind === "CONSTRAINT_CHANGED");
    expect(jsonName?.after).toBe("jsonName=");
  });
});

describe("Protobuf field keys and JSON names", () => {
  it("fields pair by number, else by name", () => {
    expect(rules.fieldKey(scalar("x", "int32", "int32", 4))).toBe("#4");
    expect(rules.fieldKey(field("x", "int32"))).toBe("name:x");
    expect(rules.fieldKey({ type: "int32" })).toBe("name:");
  });

  it("a nameless field deleted names the empty name", () => {
    expect(
      rules.removed({ type: "int32", constraints: { fieldNumber: 2 } }, reserving({ reservedNumbers: [2] })),
    ).toEqual({
      breaking: true,
      reason: 'field deleted without reserving the name ""',
      reuseHazard: true,
    });
  });

  it("the default JSON name is protoc's lowerCamelCase", () => {
    expect(defaultJsonName("plain")).toBe("plain");
    expect(defaultJsonName("foo_bar_1")).toBe("fooBar1");
    expect(defaultJsonName("a__b")).toBe("aB");
    expect(defaultJsonName("trailing_")).toBe("trailing");
  });
});

describe("Protobuf oneofs are flattened into their fields", () => {
  const choice: SchemaNode = {
    name: "choice",
    type: "union",
    constraints: { oneof: true },
    fields: [
      field("a", "int32", { constraints: { fieldNumber: 2 } }),
      field("b", "string", { constraints: { fieldNumber: 3 } }),
    ],
  };
  const maybe: SchemaNode = {
    name: "maybe",
    type: "union",
    fields: [field("n", "null"), field("s", "string")],
  };
  const plain = field("p", "int32", { constraints: { fieldNumber: 1 } });

  it("a oneof's members take its place, each knowing the oneof's name; other fields stay", () => {
    expect(rules.fieldsOf?.(struct([plain, choice, maybe]))).toEqual([
      plain,
      field("a", "int32", { constraints: { fieldNumber: 2, oneof: "choice" } }),
      field("b", "string", { constraints: { fieldNumber: 3, oneof: "choice" } }),
      maybe,
    ]);
  });

  it("a union not marked as a oneof is not flattened", () => {
    const fields = [plain, maybe, { ...maybe, name: "other", constraints: { oneof: false } }];
    expect(rules.fieldsOf?.(struct(fields))).toEqual(fields);
  });

  it("only a union is a oneof: a plain field marked oneof stays a field", () => {
    const marked = field("q", "int32", { constraints: { fieldNumber: 9, oneof: true } });
    expect(rules.fieldsOf?.(struct([marked, choice]))?.[0]).toEqual(marked);
  });

  it("the members of a nameless oneof know the empty oneof name", () => {
    const nameless: SchemaNode = { ...choice, name: undefined };
    expect(rules.fieldsOf?.(struct([nameless])).map((member) => member.constraints?.oneof)).toEqual(["", ""]);
  });

  it("a field moved into a oneof is reported against its oneof (FIELD_SAME_ONEOF)", () => {
    const base = struct([plain, field("a", "int32", { constraints: { fieldNumber: 2 } })]);
    const head = struct([
      plain,
      { ...choice, fields: [field("a", "int32", { constraints: { fieldNumber: 2 } })] },
    ]);
    expect(diffSchemas(base, head, "protobuf")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "a",
        breaking: true,
        reason: "oneof membership (FIELD_SAME_ONEOF)",
        before: undefined,
        after: "oneof=choice",
      },
    ]);
  });
});

describe("Protobuf enum values pair by number", () => {
  const numbered = (values: Record<string, unknown>, extra: Record<string, unknown> = {}): SchemaNode => ({
    type: "enum",
    constraints: { values, ...extra },
  });

  it("a value renamed breaks: JSON uses the name (ENUM_VALUE_SAME_NAME)", () => {
    expect(rules.enumChanges(numbered({ A: 0, B: 1 }), numbered({ A: 0, C: 1 }), "e")).toEqual([
      {
        kind: "ENUM_SYMBOL_RENAMED",
        field: "e",
        breaking: true,
        reason: "value 1 renamed: JSON uses the name (ENUM_VALUE_SAME_NAME)",
        before: "B",
        after: "C",
      },
    ]);
  });

  it("an alias dropped from a number is a rename of that number", () => {
    expect(rules.enumChanges(numbered({ A: 1, B: 1 }), numbered({ A: 1 }), "e")).toEqual([
      {
        kind: "ENUM_SYMBOL_RENAMED",
        field: "e",
        breaking: true,
        reason: "value 1 renamed: JSON uses the name (ENUM_VALUE_SAME_NAME)",
        before: "A|B",
        after: "A",
      },
    ]);
  });

  it("an alias added to a number keeps every old name and does not break", () => {
    expect(rules.enumChanges(numbered({ A: 1 }), numbered({ A: 1, B: 1 }), "e")).toEqual([]);
  });

  it("a value with a new name and an alias lists both new names", () => {
    expect(rules.enumChanges(numbered({ A: 1 }), numbered({ C: 1, D: 1 }), "e")).toEqual([
      {
        kind: "ENUM_SYMBOL_RENAMED",
        field: "e",
        breaking: true,
        reason: "value 1 renamed: JSON uses the name (ENUM_VALUE_SAME_NAME)",
        before: "A",
        after: "C|D",
      },
    ]);
  });

  it("a new number is an added value that does not break", () => {
    expect(rules.enumChanges(numbered({ A: 0 }), numbered({ A: 0, C: 2, D: 2 }), "e")).toEqual([
      {
        kind: "ENUM_SYMBOL_ADDED",
        field: "e",
        breaking: false,
        reason: "old messages never hold the new value",
        after: "C|D",
      },
    ]);
  });

  it("a number removed without reservations breaks for its name and number", () => {
    expect(rules.enumChanges(numbered({ A: 0, B: 1 }), numbered({ A: 0 }), "e")).toEqual([
      {
        kind: "ENUM_SYMBOL_REMOVED",
        field: "e",
        breaking: true,
        reason: 'enum value deleted without reserving the name "B" and the number 1',
        reuseHazard: true,
        before: "B",
      },
    ]);
  });

  it("values read from symbols and symbolNumbers pair by number as well", () => {
    const base: SchemaNode = { type: "enum", constraints: { symbols: ["A", "B"], symbolNumbers: [0, 1] } };
    const head: SchemaNode = {
      type: "enum",
      constraints: { symbols: ["A", "B"], symbolNumbers: [0, 1], reservedNames: ["B"], reservedNumbers: [1] },
    };
    const renumbered: SchemaNode = { type: "enum", constraints: { symbols: ["A"], symbolNumbers: [0] } };
    expect(rules.enumChanges(base, head, "e")).toEqual([]);
    expect(
      rules.enumChanges(
        base,
        {
          ...renumbered,
          constraints: { ...renumbered.constraints, reservedNames: ["B"], reservedNumbers: [1] },
        },
        "e",
      ),
    ).toEqual([
      {
        kind: "ENUM_SYMBOL_REMOVED",
        field: "e",
        breaking: false,
        reason: "enum value deleted with its name and number reserved",
        before: "B",
      },
    ]);
  });

  it("values without a number are left out", () => {
    expect(rules.enumChanges(numbered({ A: 0, B: null }), numbered({ A: 0 }), "e")).toEqual([]);
    const symbols = (names: string[], numbers: unknown[]): SchemaNode => ({
      type: "enum",
      constraints: { symbols: names, symbolNumbers: numbers },
    });
    expect(rules.enumChanges(symbols(["A", "B"], [0]), symbols(["A"], [0]), "e")).toEqual([]);
  });

  it("values that are not a map of names to numbers are passed over for symbols and symbolNumbers", () => {
    // A hand-written contract may carry any `values` in its constraints; only a name -> number map pairs.
    const listed = (symbols: string[], numbers: number[]): SchemaNode => ({
      type: "enum",
      constraints: { values: symbols.join(","), symbols, symbolNumbers: numbers },
    });
    expect(rules.enumChanges(listed(["A", "B"], [0, 1]), listed(["A"], [0]), "e")).toEqual([
      {
        kind: "ENUM_SYMBOL_REMOVED",
        field: "e",
        breaking: true,
        reason: 'enum value deleted without reserving the name "B" and the number 1',
        reuseHazard: true,
        before: "B",
      },
    ]);
  });

  it("an enum with numbers but no symbols has no values", () => {
    const base: SchemaNode = { type: "enum", constraints: { symbols: ["A"], symbolNumbers: [0] } };
    const head: SchemaNode = { type: "enum", constraints: { symbolNumbers: [0] } };
    expect(rules.enumChanges(base, head, "e")).toEqual([
      {
        kind: "ENUM_SYMBOL_REMOVED",
        field: "e",
        breaking: true,
        reason: 'enum value deleted without reserving the name "A" and the number 0',
        reuseHazard: true,
        before: "A",
      },
    ]);
  });

  it("an enum without numbers pairs by name, and a removed value's number is unknown", () => {
    const head = enumOf("e", ["A"], { constraints: { symbols: ["A"], reservedNames: ["B"] } });
    expect(rules.enumChanges(enumOf("e", ["A", "B"]), head, "e")).toEqual([
      {
        kind: "ENUM_SYMBOL_REMOVED",
        field: "e",
        breaking: true,
        reason: "enum value deleted without reserving the number ?",
        reuseHazard: true,
        before: "B",
      },
    ]);
  });
});
