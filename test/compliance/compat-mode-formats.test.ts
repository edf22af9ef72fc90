// Each format under each compatibility direction (src/compliance/compat-mode.ts), read from its
// text. FORWARD swaps the versions; that is right for Avro (its rules are a reader's resolution)
// and for type changes, but not for a field's presence in the other formats: their rules judge who
// names the field (a dropped column fails old queries; a Protobuf field deleted unreserved frees its
// number), so an addition passes every direction and a removal breaks every direction there.
import { describe, expect, it } from "vitest";
import type { SourceType } from "../../src/api/source-types.js";
import { diffAssetsInMode } from "../../src/compliance/compat-mode.js";
import { ConfigRules, defaultConfig } from "../../src/config/config.js";
import { readTargets, SourceMap, type SourceTarget } from "../../src/sync/asset-reads.js";

async function read(path: string, sourceType: SourceType, text: string) {
  const target: SourceTarget = { path, sourceType, dataSource: "x", views: false, ruleFolder: false };
  const files = { readText: async () => text, list: async () => [path], listAll: async () => [path] };
  const assets = await readTargets(files, new SourceMap(new ConfigRules(defaultConfig()), "x"), [target]);
  // Read, not an empty list that passes.
  expect(assets.length).toBe(1);
  return assets;
}

const proto = (body: string) =>
  `syntax = "proto3";\npackage acme;\nenum State {\n  STATE_UNSPECIFIED = 0;\n  PLACED = 1;\n${body.includes("SHIPPED") ? "  SHIPPED = 2;\n" : ""}}\nmessage Order {\n${body.replace("SHIPPED", "")}}\n`;
const P = "  int64 a = 1;\n  string note = 2;\n  State state = 3;\n";
const sql = (columns: string) => `CREATE TABLE orders (\n  id bigint NOT NULL${columns}\n);\n`;
const json = (properties: object, required: string[] = ["id"]) =>
  JSON.stringify({
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "Order",
    type: "object",
    properties: { id: { type: "integer" }, ...properties },
    required,
  });
const avro = (...fields: object[]) =>
  JSON.stringify({
    type: "record",
    name: "Order",
    namespace: "acme",
    fields: [{ name: "id", type: "long" }, ...fields],
  });

type Case = [string, SourceType, string, string, string, [boolean, boolean, boolean]];
/** [what, format, file, base, head, breaks under BACKWARD, FORWARD, FULL]. */
const CASES: Case[] = [
  ["a field added", "protobuf", "o.proto", proto(P), proto(`${P}  int32 qty = 4;\n`), [false, false, false]],
  ["an enum value added", "protobuf", "o.proto", proto(P), proto(`${P}SHIPPED`), [false, false, false]],
  [
    "a field deleted unreserved",
    "protobuf",
    "o.proto",
    proto(P),
    proto("  int64 a = 1;\n  State state = 3;\n"),
    [true, true, true],
  ],
  [
    "a field deleted, name and number reserved",
    "protobuf",
    "o.proto",
    proto(P),
    proto('  int64 a = 1;\n  State state = 3;\n  reserved 2;\n  reserved "note";\n'),
    [false, false, false],
  ],
  [
    "a type changed on the wire",
    "protobuf",
    "o.proto",
    proto(P),
    proto("  int64 a = 1;\n  int64 note = 2;\n  State state = 3;\n"),
    [true, true, true],
  ],
  ["a nullable column added", "mysql", "o.sql", sql(""), sql(",\n  extra text"), [false, false, false]],
  ["a column dropped", "mysql", "o.sql", sql(",\n  extra text"), sql(""), [true, true, true]],
  [
    "an optional property added",
    "json_schema",
    "o.json",
    json({}),
    json({ extra: { type: "string" } }),
    [false, false, false],
  ],
  // Avro keeps the swap: a reader's resolution, exact both ways (avsc agrees: compat-history-avsc.test.ts).
  [
    "a field without default removed",
    "avro",
    "o.avsc",
    avro({ name: "n", type: "string" }),
    avro(),
    [false, true, true],
  ],
  [
    "a field without default added",
    "avro",
    "o.avsc",
    avro(),
    avro({ name: "n", type: "string" }),
    [true, false, true],
  ],
];

describe("each format in each compatibility direction", () => {
  it.each(CASES)("%s (%s)", async (_, format, file, before, after, expected) => {
    const [base, head] = [await read(file, format, before), await read(file, format, after)];
    const verdicts = (["backward", "forward", "full"] as const).map((mode) =>
      diffAssetsInMode(base, head, mode).some((result) => result.breaking),
    );
    expect(verdicts).toEqual(expected);
  });
});
