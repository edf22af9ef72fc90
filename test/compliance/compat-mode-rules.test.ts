import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { diffAssetsInMode } from "../../src/compliance/compat-mode.js";
import { enumOf, field, struct } from "./nodes.js";

const avro = (schema: SchemaNode, name = "t.A") => ({
  resourceName: `avro://repo:a.avsc:${name}`,
  sourceType: "avro" as const,
  path: `a.avsc:${name}`,
  schema,
});

// Base -> head: `old` renamed to `new` by alias, `addr.zip` to `addr.zip2` by alias,
// enum symbol GREEN removed, `extra` added without a default.
const base = avro(
  struct(
    [
      field("id", "int64"),
      field("old", "string"),
      enumOf("color", ["RED", "GREEN"]),
      struct([field("zip", "string")], "addr"),
    ],
    "t.A",
  ),
);
const head = avro(
  struct(
    [
      field("id", "int64"),
      field("new", "string", { constraints: { aliases: ["old"] } }),
      field("extra", "string"),
      enumOf("color", ["RED"]),
      struct([field("zip2", "string", { constraints: { aliases: ["zip"] } })], "addr"),
    ],
    "t.A",
  ),
);

const verdicts = (mode: "backward" | "forward" | "full") =>
  diffAssetsInMode([base], [head], mode).map((result) => ({
    status: result.status,
    breaking: result.breaking,
    changes: result.changes.map((change) => [change.kind, change.field, change.breaking, change.reason]),
  }));

const ALIAS_REASON = "the field's aliases name older fields it reads data of";
const NO_DEFAULT = "no default: old data has no value for it";
// The same reason worded for FORWARD (an old reader of new data: attack54 F8).
const NO_DEFAULT_FORWARD = "no default: new data has no value for it";

describe("diffAssetsInMode", () => {
  it("judges each change as seen from head to base under FORWARD", () => {
    expect(verdicts("forward")).toEqual([
      {
        status: "changed",
        breaking: true,
        changes: [
          // Swapped, a rename by alias is the old name added back, at the same parent.
          ["FIELD_RENAMED", "new", true, NO_DEFAULT_FORWARD],
          ["CONSTRAINT_CHANGED", "new", false, ALIAS_REASON],
          // Swapped, a removed symbol is an added one: old readers never see it.
          ["ENUM_SYMBOL_REMOVED", "color", false, "new data never holds the old symbol"],
          ["FIELD_RENAMED", "addr.zip2", true, NO_DEFAULT_FORWARD],
          ["CONSTRAINT_CHANGED", "addr.zip2", false, ALIAS_REASON],
          // Swapped, an added field is a removed one, which Avro readers skip.
          ["FIELD_ADDED", "extra", false, "the old schema skips it when reading new data"],
        ],
      },
    ]);
  });

  it("breaks under FULL when either direction breaks, giving the forward reason only when only it breaks", () => {
    expect(verdicts("full")).toEqual([
      {
        status: "changed",
        breaking: true,
        changes: [
          ["FIELD_RENAMED", "new", true, `forward: ${NO_DEFAULT_FORWARD}`],
          ["CONSTRAINT_CHANGED", "new", false, ALIAS_REASON],
          ["ENUM_SYMBOL_REMOVED", "color", true, "old data may hold GREEN and the enum has no default"],
          ["FIELD_RENAMED", "addr.zip2", true, `forward: ${NO_DEFAULT_FORWARD}`],
          ["CONSTRAINT_CHANGED", "addr.zip2", false, ALIAS_REASON],
          ["FIELD_ADDED", "extra", true, NO_DEFAULT],
        ],
      },
    ]);
  });

  it("leaves BACKWARD to the per-format rules", () => {
    expect(verdicts("backward")[0]?.changes).toEqual([
      ["FIELD_RENAMED", "new", false, "the new field names 'old' as an alias, so old data resolves to it"],
      ["CONSTRAINT_CHANGED", "new", false, ALIAS_REASON],
      ["ENUM_SYMBOL_REMOVED", "color", true, "old data may hold GREEN and the enum has no default"],
      [
        "FIELD_RENAMED",
        "addr.zip2",
        false,
        "the new field names 'zip' as an alias, so old data resolves to it",
      ],
      ["CONSTRAINT_CHANGED", "addr.zip2", false, ALIAS_REASON],
      ["FIELD_ADDED", "extra", true, NO_DEFAULT],
    ]);
  });

  it("does not break an asset under FORWARD when no change breaks old readers", () => {
    const onlyAdded = avro(struct([field("id", "int64"), field("extra", "string")], "t.A"));
    const [result] = diffAssetsInMode([avro(struct([field("id", "int64")], "t.A"))], [onlyAdded], "forward");
    expect(result?.breaking).toBe(false);
    expect(result?.changes.map((change) => [change.kind, change.breaking])).toEqual([["FIELD_ADDED", false]]);
  });

  it("keeps a removed asset breaking and an added one not, in every mode", () => {
    for (const mode of ["forward", "full"] as const) {
      const results = diffAssetsInMode(
        [base, avro(struct([], "t.Gone"), "t.Gone")],
        [head, avro(struct([], "t.New"), "t.New")],
        mode,
      );
      expect(results.map((result) => [result.asset, result.status, result.breaking])).toEqual([
        ["avro://repo:a.avsc:t.A", "changed", true],
        ["avro://repo:a.avsc:t.Gone", "removed", true],
        ["avro://repo:a.avsc:t.New", "added", false],
      ]);
    }
  });
});
