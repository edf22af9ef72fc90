import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { diffSchemas, rulesFor } from "../../src/compliance/diff.js";
import { avroRules } from "../../src/compliance/diff-avro.js";
import { protobufRules } from "../../src/compliance/diff-protobuf.js";
import { genericRules, jsonSchemaRules, sqlRules } from "../../src/compliance/diff-rules.js";
import { field, struct } from "./nodes.js";

// How diffSchemas walks two versions and which kind of change it reports where (diff.ts).

describe("rulesFor", () => {
  it("picks the rules of each format", () => {
    expect(rulesFor("avro")).toBe(avroRules);
    expect(rulesFor("protobuf")).toBe(protobufRules);
    expect(rulesFor("postgres")).toBe(sqlRules);
    expect(rulesFor("json_schema")).toBe(jsonSchemaRules);
    expect(rulesFor("typescript")).toBe(genericRules);
  });

  it("integer -> number is safe in JSON Schema only: a code model's int64 -> float64 loses precision", () => {
    const base = struct([field("n", "int64")]);
    const head = struct([field("n", "float64")]);
    expect(diffSchemas(base, head, "json_schema").map((c) => c.breaking)).toEqual([false]);
    expect(diffSchemas(base, head, "typescript")).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "n",
        breaking: true,
        reason: "float64 cannot hold every int64 value",
        before: "int64",
        after: "float64",
      },
    ]);
  });
});

describe("diffSchemas: kinds of change", () => {
  const union = (...types: SchemaNode["type"][]): SchemaNode => ({
    name: "u",
    type: "union",
    fields: types.map((type) => ({ type })),
  });

  it("an unchanged union (not a nullable one) is no change", () => {
    expect(
      diffSchemas(struct([union("int32", "string")]), struct([union("int32", "string")]), "typescript"),
    ).toEqual([]);
    expect(
      diffSchemas(struct([union("int32", "string")]), struct([union("int32", "string")]), "avro"),
    ).toEqual([]);
  });

  it("a union whose variants change is a type change naming both", () => {
    // Avro resolves each writer branch against the reader's union: string data reads as bytes.
    expect(
      diffSchemas(struct([union("int32", "string")]), struct([union("int32", "bytes")]), "avro"),
    ).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "u",
        breaking: false,
        reason: "Avro resolves union<int32 | string> data as union<int32 | bytes>",
        before: "union<int32 | string>",
        after: "union<int32 | bytes>",
      },
    ]);
  });

  it("a union that drops a variant breaks in every other format; one that widens a variant or adds one does not", () => {
    const judged = (from: SchemaNode, to: SchemaNode, format: "typescript" | "json_schema" | "postgres") =>
      diffSchemas(struct([from]), struct([to]), format).map(({ kind, breaking, reason }) => ({
        kind,
        breaking,
        reason,
      }));
    for (const format of ["typescript", "json_schema"] as const) {
      expect(judged(union("int32", "string"), union("int32", "bytes"), format)).toEqual([
        {
          kind: "TYPE_CHANGED",
          breaking: true,
          reason: "union<int32 | bytes> cannot hold every union<int32 | string> value",
        },
      ]);
      expect(judged(union("int32", "string"), union("int64", "string", "bool"), format)).toEqual([
        { kind: "TYPE_CHANGED", breaking: false, reason: "union holds every union value (widening)" },
      ]);
    }
    expect(judged(union("int32", "string"), union("int32", "bytes"), "postgres")).toEqual([
      {
        kind: "TYPE_CHANGED",
        breaking: true,
        reason: "retyped column: union<int32 | string> -> union<int32 | bytes>",
      },
    ]);
  });

  it("reports a nullability change with the optionality before and after", () => {
    const changes = diffSchemas(
      struct([field("a", "int32")]),
      struct([field("a", "int32", { optional: true })]),
      "postgres",
    );
    expect(changes.map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
      { kind: "NULLABILITY_CHANGED", before: "required", after: "optional" },
    ]);
  });

  it("reports the constraints of one field in the order of their keys", () => {
    const string = (constraints: Record<string, unknown>) => struct([field("c", "string", { constraints })]);
    const changes = diffSchemas(
      string({ pattern: "a", format: "x", minLength: 1 }),
      string({ pattern: "b", format: "y", minLength: 2 }),
      "json_schema",
    );
    expect(changes.map((c) => c.before)).toEqual(['format="x"', "minLength=1", 'pattern="a"']);
    const reversed = diffSchemas(
      string({ minLength: 1, format: "x" }),
      string({ minLength: 2, format: "y" }),
      "json_schema",
    );
    expect(reversed.map((c) => c.before)).toEqual(['format="x"', "minLength=1"]);
  });

  it("Avro: a rename by alias says which old field the new one reads", () => {
    const changes = diffSchemas(
      struct([field("a", "int32")]),
      struct([field("a2", "int32", { constraints: { aliases: ["a"] } })]),
      "avro",
    );
    expect(changes[0]).toEqual({
      kind: "FIELD_RENAMED",
      field: "a2",
      breaking: false,
      reason: "the new field names 'a' as an alias, so old data resolves to it",
      before: "a",
      after: "a2",
    });
  });

  it("a field without a name (as the API accepts one) is reported at its parent's path, with no invented name", () => {
    const nameless = (type: SchemaNode["type"]): SchemaNode => ({ type });
    expect(diffSchemas(struct([nameless("int32")]), struct([nameless("string")]), "typescript")).toEqual([
      {
        kind: "TYPE_CHANGED",
        field: "",
        breaking: true,
        reason: "string cannot hold every int32 value",
        before: "int32",
        after: "string",
      },
    ]);
    expect(
      diffSchemas(struct([nameless("int32")]), struct([]), "typescript").map((c) => [c.kind, c.field]),
    ).toEqual([["FIELD_REMOVED", ""]]);
    expect(
      diffSchemas(struct([]), struct([nameless("int32")]), "typescript").map((c) => [c.kind, c.field]),
    ).toEqual([["FIELD_ADDED", ""]]);
    // Avro: a nameless field that names a removed one as its alias.
    expect(
      diffSchemas(
        struct([field("a", "int32")]),
        struct([{ type: "int64", constraints: { aliases: ["a"] } }]),
        "avro",
      ).map((c) => [c.kind, c.field]),
    ).toEqual([
      ["FIELD_RENAMED", ""],
      ["TYPE_CHANGED", ""],
    ]);
  });
});

describe("the enforcement levels", () => {
  it("run from the weakest to the strongest, which is how the verdict ranks them", async () => {
    // Imported here, not at the top: the list is built when the module loads, inside this test.
    const { ENFORCEMENT_LEVELS } = await import("../../src/compliance/types.js");
    const { levelRank } = await import("../../src/compliance/verdict.js");
    expect(ENFORCEMENT_LEVELS).toEqual(["INACTIVE", "RECORD", "NOTIFY", "ALERT", "BLOCK"]);
    expect(levelRank("BLOCK")).toBe(4);
    expect(levelRank("INACTIVE")).toBe(0);
  });
});
