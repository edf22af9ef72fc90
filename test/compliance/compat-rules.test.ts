import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { childOf, describeType, normalizeNode } from "../../src/compliance/compat.js";
import { enumOf, field, list, map } from "./nodes.js";

const bare = (type: SchemaNode["type"], extra: Partial<SchemaNode> = {}): SchemaNode => ({ type, ...extra });

describe("childOf", () => {
  it("finds a map's key and value by name, whatever their order", () => {
    const node = bare("map", { fields: [field("value", "int64"), field("key", "string")] });
    expect(childOf(node, "key")).toEqual(field("key", "string"));
    expect(childOf(node, "value")).toEqual(field("value", "int64"));
  });

  it("finds unnamed children by position: element and key first, value second", () => {
    const node = bare("map", { fields: [bare("string"), bare("int64")] });
    expect(childOf(node, "key")).toEqual(bare("string"));
    expect(childOf(node, "value")).toEqual(bare("int64"));
    expect(childOf(bare("list", { fields: [bare("int32")] }), "element")).toEqual(bare("int32"));
  });
});

describe("normalizeNode", () => {
  it("reads a union of null and one type as that type, optional, under the union's name", () => {
    const node: SchemaNode = { name: "note", type: "union", fields: [bare("null"), bare("string")] };
    expect(normalizeNode(node)).toStrictEqual({
      type: "string",
      name: "note",
      doc: undefined,
      optional: true,
      constraints: undefined,
    });
  });

  it("keeps the union's own doc over its variant's, and the variant's when the union has none", () => {
    const variant = bare("string", { doc: "inner" });
    expect(
      normalizeNode({ name: "n", type: "union", doc: "outer", fields: [bare("null"), variant] }).doc,
    ).toBe("outer");
    expect(normalizeNode({ name: "n", type: "union", fields: [bare("null"), variant] }).doc).toBe("inner");
  });

  it("merges the constraints of the union and its variant, the union's winning", () => {
    const variant = bare("string", { constraints: { maxLength: 10, format: "email" } });
    expect(
      normalizeNode({
        name: "n",
        type: "union",
        constraints: { maxLength: 20 },
        fields: [bare("null"), variant],
      }).constraints,
    ).toStrictEqual({ maxLength: 20, format: "email" });
    expect(
      normalizeNode({ name: "n", type: "union", fields: [bare("null"), variant] }).constraints,
    ).toStrictEqual({
      maxLength: 10,
      format: "email",
    });
    expect(
      normalizeNode({
        name: "n",
        type: "union",
        constraints: { maxLength: 20 },
        fields: [bare("null"), bare("string")],
      }).constraints,
    ).toStrictEqual({ maxLength: 20 });
  });

  it("reads a union of null and several types as an optional union of the others", () => {
    const node: SchemaNode = {
      name: "v",
      type: "union",
      fields: [bare("null"), bare("string"), bare("int64")],
    };
    expect(normalizeNode(node)).toStrictEqual({
      name: "v",
      type: "union",
      fields: [bare("string"), bare("int64")],
      optional: true,
    });
  });
});

describe("describeType", () => {
  it("describes lists, maps and unions by their children", () => {
    expect(describeType(list("l", field("x", "int32")))).toBe("list<int32>");
    expect(describeType(map("m", field("k", "string"), field("v", "int64")))).toBe("map<string, int64>");
    expect(describeType(bare("map", { fields: [field("value", "int64"), field("key", "string")] }))).toBe(
      "map<string, int64>",
    );
    expect(describeType(bare("union", { fields: [bare("string"), bare("int64"), bare("bool")] }))).toBe(
      "union<string | int64 | bool>",
    );
  });

  it("says unknown for a list or map without children", () => {
    expect(describeType(bare("list"))).toBe("list<unknown>");
    expect(describeType(bare("map"))).toBe("map<unknown, unknown>");
    expect(describeType(bare("map", { fields: [bare("string")] }))).toBe("map<string, unknown>");
  });

  it("lists at most eight enum symbols, and none for an enum without them", () => {
    expect(describeType(bare("enum"))).toBe("enum()");
    expect(describeType(enumOf("e", ["A", "B"]))).toBe("enum(A, B)");
    expect(describeType(enumOf("e", ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]))).toBe(
      "enum(A, B, C, D, E, F, G, H, …)",
    );
    expect(describeType(enumOf("e", ["A", "B", "C", "D", "E", "F", "G", "H"]))).toBe(
      "enum(A, B, C, D, E, F, G, H)",
    );
  });

  it("shows a decimal's precision and scale, the scale 0 when unstated", () => {
    expect(describeType(field("d", "decimal128", { constraints: { precision: 10, scale: 2 } }))).toBe(
      "decimal128(10,2)",
    );
    expect(describeType(field("d", "decimal256", { constraints: { precision: 38 } }))).toBe(
      "decimal256(38,0)",
    );
    expect(describeType(field("d", "decimal128", { logical: "Money" }))).toBe("decimal128 (Money)");
  });
});
