import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { diffSchemas } from "../../src/compliance/diff.js";
import { enumOf, field, struct } from "./nodes.js";

// The judgements of diff-rules.ts (generic, SQL, JSON Schema) with the exact reason a reader sees.

const one = (base: SchemaNode, head: SchemaNode, sourceType: Parameters<typeof diffSchemas>[2]) =>
  diffSchemas(struct([base]), struct([head]), sourceType);

describe("capacity constraints (every format but Avro and Protobuf)", () => {
  const text = (maxLength: number) => field("s", "string", { constraints: { maxLength } });
  const dec = (constraints: Record<string, unknown>) => field("d", "decimal128", { constraints });

  it("a maxLength that grows is safe, in those words", () => {
    expect(one(text(10), text(20), "json_schema")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "s",
        breaking: false,
        reason: "the maximum length grew",
        before: "maxLength=10",
        after: "maxLength=20",
      },
    ]);
  });

  it("a precision that grows is safe and named by its key", () => {
    expect(one(dec({ precision: 10, scale: 2 }), dec({ precision: 12, scale: 2 }), "typescript")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "d",
        breaking: false,
        reason: "precision grew",
        before: "precision=10",
        after: "precision=12",
      },
    ]);
  });

  it("a precision that shrinks breaks: stored values lose digits", () => {
    expect(one(dec({ precision: 10, scale: 2 }), dec({ precision: 8, scale: 2 }), "postgres")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "d",
        breaking: true,
        reason: "precision shrank from 10 to 8: stored values lose digits",
        before: "precision=10",
        after: "precision=8",
      },
    ]);
  });

  it("an unconstrained decimal that takes a precision shrinks from unbounded", () => {
    expect(one(field("d", "decimal128"), dec({ precision: 10, scale: 2 }), "json_schema")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "d",
        breaking: true,
        reason: "precision shrank from unbounded to 10: stored values lose digits",
        before: undefined,
        after: "precision=10",
      },
      {
        kind: "CONSTRAINT_CHANGED",
        field: "d",
        breaking: false,
        reason: "scale grew",
        before: undefined,
        after: "scale=2",
      },
    ]);
  });

  it("a scale that shrinks breaks: stored values lose digits", () => {
    expect(one(dec({ precision: 10, scale: 4 }), dec({ precision: 10, scale: 2 }), "postgres")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "d",
        breaking: true,
        reason: "scale shrank from 4 to 2: stored values lose digits",
        before: "scale=4",
        after: "scale=2",
      },
    ]);
  });

  it("a scale that grows within the same precision costs integer digits", () => {
    expect(one(dec({ precision: 10, scale: 2 }), dec({ precision: 10, scale: 4 }), "postgres")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "d",
        breaking: true,
        reason: "integer digits shrank from 8 to 6: large values no longer fit",
        before: "scale=2",
        after: "scale=4",
      },
    ]);
  });

  it("a fixed size that changes either way breaks", () => {
    const bytes = (size: number) => field("b", "bytes", { constraints: { size } });
    expect(one(bytes(16), bytes(8), "json_schema")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "b",
        breaking: true,
        reason: "fixed size changed from 16 to 8",
        before: "size=16",
        after: "size=8",
      },
    ]);
    expect(one(bytes(8), bytes(16), "postgres").map((c) => [c.breaking, c.reason])).toEqual([
      [true, "fixed size changed from 8 to 16"],
    ]);
  });
});

describe("generic rules (code models, object storage, dataframes)", () => {
  it("any other constraint change is reported as harmless", () => {
    const pattern = (p: string) => field("c", "string", { constraints: { pattern: p } });
    expect(one(pattern("^a"), pattern("^b"), "typescript")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "c",
        breaking: false,
        reason: "pattern changed",
        before: 'pattern="^a"',
        after: 'pattern="^b"',
      },
    ]);
  });

  it("an added field is safe when optional or defaulted, and breaks when required", () => {
    const base = struct([field("id", "int64")]);
    const added = (extra: SchemaNode) =>
      diffSchemas(base, struct([field("id", "int64"), extra]), "typescript");
    const safe = {
      kind: "FIELD_ADDED",
      field: "n",
      breaking: false,
      reason: "optional: old data without it still reads",
      after: "string",
    };
    expect(added(field("n", "string", { optional: true }))).toEqual([safe]);
    expect(added(field("n", "string", { constraints: { default: "" } }))).toEqual([
      expect.objectContaining({ kind: "FIELD_ADDED", breaking: false, reason: safe.reason }),
    ]);
    expect(added(field("n", "string"))).toEqual([
      {
        kind: "FIELD_ADDED",
        field: "n",
        breaking: true,
        reason: "required, and old data does not have it",
        after: "string",
      },
    ]);
  });

  it("a removed field breaks its readers", () => {
    expect(
      diffSchemas(
        struct([field("id", "int64"), field("x", "int32")]),
        struct([field("id", "int64")]),
        "typescript",
      ),
    ).toEqual([
      {
        kind: "FIELD_REMOVED",
        field: "x",
        breaking: true,
        reason: "readers of the field no longer find it",
        before: "int32",
      },
    ]);
  });

  it("a nullability change breaks in both directions, each with its own reason", () => {
    const required = field("a", "string");
    const optional = field("a", "string", { optional: true });
    expect(one(optional, required, "typescript")).toEqual([
      {
        kind: "NULLABILITY_CHANGED",
        field: "a",
        breaking: true,
        reason: "now required: old data without a value no longer reads",
        before: "optional",
        after: "required",
      },
    ]);
    expect(one(required, optional, "typescript")).toEqual([
      {
        kind: "NULLABILITY_CHANGED",
        field: "a",
        breaking: true,
        reason: "now optional: readers may get no value where they relied on one",
        before: "required",
        after: "optional",
      },
    ]);
  });

  it("an int32 -> int64 change is a widening; int64 -> int32 and a logical type lost are not", () => {
    expect(one(field("n", "int32"), field("n", "int64"), "typescript")).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "n",
        breaking: false,
        reason: "int64 holds every int32 value (widening)",
        before: "int32",
        after: "int64",
      },
    ]);
    expect(one(field("n", "int64"), field("n", "int32"), "typescript")).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "n",
        breaking: true,
        reason: "int32 cannot hold every int64 value",
        before: "int64",
        after: "int32",
      },
    ]);
    expect(
      one(field("n", "int32", { logical: "date" }), field("n", "int64"), "typescript").map((c) => [
        c.breaking,
        c.reason,
      ]),
    ).toEqual([[true, "int64 cannot hold every int32 (date) value"]]);
  });

  it("a removed enum symbol breaks, naming the symbol; an added one does not", () => {
    expect(one(enumOf("s", ["NEW", "PAID"]), enumOf("s", ["NEW", "SHIPPED"]), "typescript")).toEqual([
      {
        kind: "ENUM_SYMBOL_REMOVED",
        field: "s",
        breaking: true,
        reason: "old data may hold PAID, which the new version does not accept",
        before: "PAID",
      },
      {
        kind: "ENUM_SYMBOL_ADDED",
        field: "s",
        breaking: false,
        reason: "old data never holds the new symbol",
        after: "SHIPPED",
      },
    ]);
  });
});

describe("SQL rules (a change breaks when an existing query breaks)", () => {
  const base = struct([field("id", "int64")]);

  it("an added column breaks inserts only when NOT NULL without a default", () => {
    expect(diffSchemas(base, struct([field("id", "int64"), field("n", "int32")]), "postgres")).toEqual([
      {
        kind: "FIELD_ADDED",
        field: "n",
        breaking: true,
        reason: "NOT NULL without a default: inserts that do not name the column fail",
        after: "int32",
      },
    ]);
    expect(
      diffSchemas(base, struct([field("id", "int64"), field("n", "int32", { optional: true })]), "mysql"),
    ).toEqual([
      {
        kind: "FIELD_ADDED",
        field: "n",
        breaking: false,
        reason: "nullable or defaulted: existing inserts and selects still work",
        after: "int32",
      },
    ]);
  });

  it("a dropped column breaks the queries that name it", () => {
    expect(diffSchemas(struct([field("id", "int64"), field("x", "string")]), base, "mssql")).toEqual([
      {
        kind: "FIELD_REMOVED",
        field: "x",
        breaking: true,
        reason: "dropped column: queries that name it fail",
        before: "string",
      },
    ]);
  });

  it("NOT NULL without a default breaks; a column made nullable breaks no query", () => {
    const nullable = field("n", "int32", { optional: true });
    const notNull = field("n", "int32");
    expect(one(nullable, notNull, "postgres")).toEqual([
      {
        kind: "NULLABILITY_CHANGED",
        field: "n",
        breaking: true,
        reason: "NOT NULL without a default: inserts of NULL or without the column fail",
        before: "optional",
        after: "required",
      },
    ]);
    expect(one(notNull, nullable, "postgres")).toEqual([
      {
        kind: "NULLABILITY_CHANGED",
        field: "n",
        breaking: false,
        reason: "now nullable: no query fails",
        before: "required",
        after: "optional",
      },
    ]);
  });

  it("a widening keeps every value; any other retyping breaks, naming both column types", () => {
    expect(one(field("n", "int32"), field("n", "int64"), "postgres")).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "n",
        breaking: false,
        reason: "int64 holds every int32 value (widening)",
        before: "int32",
        after: "int64",
      },
    ]);
    expect(
      one(field("n", "string", { constraints: { maxLength: 10 } }), field("n", "int32"), "postgres"),
    ).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "n",
        breaking: true,
        reason: "retyped column: string(maxLength=10) -> int32",
        before: "string(maxLength=10)",
        after: "int32",
      },
    ]);
  });

  it("a changed default or physical type name breaks no query", () => {
    const withDefault = (d: number) => field("n", "int32", { constraints: { default: d } });
    expect(one(withDefault(0), withDefault(1), "postgres")).toEqual([
      {
        kind: "CONSTRAINT_CHANGED",
        field: "n",
        breaking: false,
        reason: "default changed",
        before: "default=0",
        after: "default=1",
      },
    ]);
    const physical = (p: string) => field("n", "int32", { constraints: { physicalType: p } });
    expect(one(physical("int4"), physical("integer"), "postgres").map((c) => [c.breaking, c.reason])).toEqual(
      [[false, "same kind of type; its length and precision are judged on their own"]],
    );
  });
});

describe("JSON Schema rules", () => {
  it("integer -> number keeps old data valid", () => {
    expect(one(field("n", "int64"), field("n", "float64"), "json_schema")).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "n",
        breaking: false,
        reason: "every integer is a number: old data still validates",
        before: "int64",
        after: "float64",
      },
    ]);
  });

  it("integer -> string and a logical integer -> number still break", () => {
    expect(one(field("n", "int64"), field("n", "string"), "json_schema")).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "n",
        breaking: true,
        reason: "string cannot hold every int64 value",
        before: "int64",
        after: "string",
      },
    ]);
    expect(
      one(field("n", "int64", { logical: "timestamp-millis" }), field("n", "float64"), "json_schema").map(
        (c) => [c.breaking, c.reason],
      ),
    ).toEqual([[true, "float64 cannot hold every int64 (timestamp-millis) value"]]);
  });

  it("only an integer becomes a number safely: string -> number breaks", () => {
    expect(one(field("n", "string"), field("n", "float64"), "json_schema")).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "n",
        breaking: true,
        reason: "float64 cannot hold every string value",
        before: "string",
        after: "float64",
      },
    ]);
  });
});

describe("unions (generic and SQL rules)", () => {
  const union = (name: string, ...variants: SchemaNode[]): SchemaNode => ({
    name,
    type: "union",
    fields: variants,
  });
  const bare = (type: SchemaNode["type"], extra: Partial<SchemaNode> = {}): SchemaNode => ({
    type,
    ...extra,
  });
  const judged = (from: SchemaNode, to: SchemaNode, format: "typescript" | "postgres") =>
    one(from, to, format).map(({ kind, breaking, reason }) => ({ kind, breaking, reason }));

  it("a plain field turned into a union that has no variant of its type breaks", () => {
    const from = field("v", "string");
    const to = union("v", bare("int64"), bare("bytes"));
    expect(judged(from, to, "typescript")).toEqual([
      {
        kind: "TYPE_CHANGED",
        breaking: true,
        reason: "union<int64 | bytes> cannot hold every string value",
      },
    ]);
    expect(judged(from, to, "postgres")).toEqual([
      { kind: "TYPE_CHANGED", breaking: true, reason: "retyped column: string -> union<int64 | bytes>" },
    ]);
  });

  it("a union turned into a record breaks, even one whose fields have the union's types", () => {
    const from = union("v", bare("int32"), bare("string"));
    const to = struct([field("a", "int32"), field("b", "string")], "v");
    expect(judged(from, to, "typescript")).toEqual([
      {
        kind: "TYPE_CHANGED",
        breaking: true,
        reason: "struct cannot hold every union<int32 | string> value",
      },
    ]);
    expect(judged(from, to, "postgres")).toEqual([
      { kind: "TYPE_CHANGED", breaking: true, reason: "retyped column: union<int32 | string> -> struct" },
    ]);
  });

  it("a union that gains a variant is a widening, keeping its date and record variants as they were", () => {
    const date = bare("int32", { logical: "date" });
    const record = struct([field("id", "int64")]);
    const from = union("v", date, record, bare("string"));
    const to = union("v", date, record, bare("string"), bare("bool"));
    expect(judged(from, to, "typescript")).toEqual([
      { kind: "TYPE_CHANGED", breaking: false, reason: "union holds every union value (widening)" },
    ]);
    expect(judged(from, to, "postgres")).toEqual([
      { kind: "TYPE_CHANGED", breaking: false, reason: "union holds every union value (widening)" },
    ]);
  });

  it("a union variant that loses its logical type breaks, as a plain field that loses it does", () => {
    const from = union("v", bare("int32", { logical: "date" }), bare("string"));
    const to = union("v", bare("int32"), bare("string"));
    expect(judged(from, to, "typescript")).toEqual([
      {
        kind: "TYPE_CHANGED",
        breaking: true,
        reason: "union<int32 | string> cannot hold every union<int32 (date) | string> value",
      },
    ]);
    expect(judged(from, to, "postgres")).toEqual([
      {
        kind: "TYPE_CHANGED",
        breaking: true,
        reason: "retyped column: union<int32 (date) | string> -> union<int32 | string>",
      },
    ]);
  });
});

describe("opaque types (an extension's type the Postgres reader stands in): known only as written (issue 47)", () => {
  const opaque = (physicalType: string) => field("c", "unknown", { constraints: { physicalType } });
  it.each([
    ["vector(1536)", "vector(768)"],
    ["geometry(Point,4326)", "geometry(Polygon,4326)"],
    ["extensions.vector(3)", "public.vector(3)"],
    ["acme_point", "acme_shape(Square,3)"],
  ])("%s -> %s is a breaking retype", (before, after) => {
    expect(one(opaque(before), opaque(after), "postgres")).toEqual([
      expect.objectContaining({
        kind: "CONSTRAINT_CHANGED",
        breaking: true,
        reason: `opaque type changed: ${before} -> ${after}`,
      }),
    ]);
  });

  it("a known type's spelling change stays a judgement of its capacity, not a retype", () => {
    const text = (physicalType: string) => field("c", "string", { constraints: { physicalType } });
    expect(one(text("text"), text("character varying"), "postgres")).toEqual([
      expect.objectContaining({ kind: "CONSTRAINT_CHANGED", breaking: false }),
    ]);
  });
});
