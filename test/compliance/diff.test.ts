import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { diffSchemas, hasBreaking, type SchemaChange } from "../../src/compliance/diff.js";
import type { SchemaTree } from "../../src/schema/model.js";
import { enumOf, field, list, map, struct } from "./nodes.js";

const summary = (changes: SchemaChange[]) =>
  changes.map((c) => `${c.kind} ${c.field} ${c.breaking ? "BREAKING" : "ok"}`);

describe("diffSchemas (SQL: what breaks a query)", () => {
  const table = (...fields: SchemaNode[]) => struct(fields);
  it("calls a dropped or retyped column breaking and a widening not", () => {
    expect(
      summary(
        diffSchemas(
          table(field("id", "int32"), field("x", "string")),
          table(field("id", "int64")),
          "postgres",
        ),
      ),
    ).toEqual(["FIELD_REMOVED x BREAKING", "TYPE_CHANGED id ok"]);
    expect(summary(diffSchemas(table(field("id", "int64")), table(field("id", "string")), "mysql"))).toEqual([
      "TYPE_CHANGED id BREAKING",
    ]);
  });

  it("judges NOT NULL by its default", () => {
    const base = table(field("id", "int64"));
    expect(summary(diffSchemas(base, table(field("id", "int64"), field("n", "int32")), "postgres"))).toEqual([
      "FIELD_ADDED n BREAKING",
    ]);
    expect(
      summary(
        diffSchemas(
          base,
          table(field("id", "int64"), field("n", "int32", { constraints: { default: 0 } })),
          "postgres",
        ),
      ),
    ).toEqual(["FIELD_ADDED n ok"]);
    expect(
      summary(
        diffSchemas(base, table(field("id", "int64"), field("n", "int32", { optional: true })), "mssql"),
      ),
    ).toEqual(["FIELD_ADDED n ok"]);
    const nullable = table(field("n", "int32", { optional: true }));
    expect(summary(diffSchemas(nullable, table(field("n", "int32")), "postgres"))).toEqual([
      "NULLABILITY_CHANGED n BREAKING",
    ]);
    expect(summary(diffSchemas(table(field("n", "int32")), nullable, "postgres"))).toEqual([
      "NULLABILITY_CHANGED n ok",
    ]);
  });

  it("calls nullable -> NOT NULL with a default safe, and without one breaking", () => {
    const nullable = table(field("n", "int32", { optional: true, constraints: { default: 0 } }));
    const defaulted = table(field("n", "int32", { constraints: { default: 0 } }));
    const nullability = (head: SchemaNode) =>
      diffSchemas(nullable, head, "postgres").filter((c) => c.kind === "NULLABILITY_CHANGED");
    expect(nullability(defaulted)).toEqual([
      expect.objectContaining({ field: "n", breaking: false, reason: "NOT NULL with a default" }),
    ]);
    expect(nullability(table(field("n", "int32")))).toEqual([
      expect.objectContaining({ field: "n", breaking: true }),
    ]);
  });

  it("lets varchar grow but not shrink, and reports doc changes as harmless", () => {
    const varchar = (n: number, doc?: string) =>
      table(
        field("s", "string", {
          constraints: { maxLength: n, physicalType: `varchar(${n})` },
          ...(doc ? { doc } : {}),
        }),
      );
    const grow = diffSchemas(varchar(50), varchar(100, "now longer"), "postgres");
    expect(summary(grow)).toEqual(["DOC_CHANGED s ok", "CONSTRAINT_CHANGED s ok", "CONSTRAINT_CHANGED s ok"]);
    expect(grow[1]).toMatchObject({ before: "maxLength=50", after: "maxLength=100" });
    expect(hasBreaking(diffSchemas(varchar(100), varchar(50), "postgres"))).toBe(true);
    const dec = (p: number, s: number) =>
      table(field("d", "decimal128", { constraints: { precision: p, scale: s } }));
    expect(hasBreaking(diffSchemas(dec(10, 2), dec(12, 2), "postgres"))).toBe(false);
    expect(hasBreaking(diffSchemas(dec(10, 2), dec(8, 2), "postgres"))).toBe(true);
    expect(hasBreaking(diffSchemas(dec(10, 2), dec(10, 4), "postgres"))).toBe(true);
  });

  it("ignores source lines", () => {
    const a: SchemaTree = { type: "struct", fields: [{ name: "id", type: "int64", line: 3 }] };
    const b: SchemaTree = { type: "struct", fields: [{ name: "id", type: "int64", line: 9 }] };
    expect(diffSchemas(a, b, "postgres")).toEqual([]);
  });
});

describe("diffSchemas (generic: JSON Schema and code models)", () => {
  it("walks nested structs, lists and maps by dotted path", () => {
    const base = struct([
      field("customer", "struct", { fields: [field("zip", "string"), field("city", "string")] }),
      list("items", struct([field("sku", "string")])),
      map("attrs", field("", "string"), field("", "int32")),
      enumOf("status", ["NEW", "PAID"]),
    ]);
    const head = struct([
      field("customer", "struct", { fields: [field("zip", "int32")] }),
      list("items", struct([field("sku", "string"), field("note", "string", { optional: true })])),
      map("attrs", field("", "string"), field("", "int64")),
      enumOf("status", ["NEW", "SHIPPED"]),
      field("added", "string"),
    ]);
    expect(summary(diffSchemas(base, head, "json_schema"))).toEqual([
      "FIELD_REMOVED customer.city BREAKING",
      "TYPE_CHANGED customer.zip BREAKING",
      "FIELD_ADDED items.element.note ok",
      "TYPE_CHANGED attrs.value ok",
      "ENUM_SYMBOL_REMOVED status BREAKING",
      "ENUM_SYMBOL_ADDED status ok",
      "FIELD_ADDED added BREAKING",
    ]);
  });

  it("calls both directions of a nullability change breaking", () => {
    const required = struct([field("a", "string")]);
    const optional = struct([field("a", "string", { optional: true })]);
    expect(hasBreaking(diffSchemas(required, optional, "typescript"))).toBe(true);
    expect(hasBreaking(diffSchemas(optional, required, "typescript"))).toBe(true);
    expect(diffSchemas(required, required, "typescript")).toEqual([]);
  });
});

describe("diffSchemas (Avro and Protobuf specifics)", () => {
  it("Avro: a removed field is fine, a field added without default is not, an alias renames", () => {
    const base = struct([field("a", "int32"), field("b", "string")]);
    const head = struct([
      field("a2", "int32", { constraints: { aliases: ["a"] } }),
      field("c", "int64"),
      field("d", "int64", { constraints: { default: 0 } }),
    ]);
    expect(summary(diffSchemas(base, head, "avro"))).toEqual([
      "FIELD_RENAMED a2 ok",
      "CONSTRAINT_CHANGED a2 ok",
      "FIELD_REMOVED b ok",
      "FIELD_ADDED c BREAKING",
      "FIELD_ADDED d ok",
    ]);
    const aliasChange = diffSchemas(base, head, "avro").find((c) => c.kind === "CONSTRAINT_CHANGED");
    expect(aliasChange?.reason).toBe("the field's aliases name older fields it reads data of");
  });

  it("Protobuf: fields pair by number, so a rename is seen as one", () => {
    const base = struct([field("x", "int32", { constraints: { fieldNumber: 1 } })]);
    const head = struct([field("y", "int32", { constraints: { fieldNumber: 1 } })]);
    expect(summary(diffSchemas(base, head, "protobuf"))).toEqual([
      "FIELD_RENAMED y BREAKING",
      "CONSTRAINT_CHANGED y BREAKING",
    ]);
  });
});
