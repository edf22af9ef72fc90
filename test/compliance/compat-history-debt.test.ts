// The base's debt in nested messages, records and objects (src/compliance/compat-history.ts
// pullRequestBreaks; attack54 F12): a break main already made inside a nested type is the branch's,
// not the pull request's, in every format that nests and in every transitive direction; a new break
// of the same nested field is the pull request's. Read from each format's text.
import { describe, expect, it } from "vitest";
import type { SourceType } from "../../src/api/source-types.js";
import { type EarlierVersion, pullRequestBreaks } from "../../src/compliance/compat-history.js";
import type { CompatibilityMode } from "../../src/compliance/compat-modes.js";
import type { AssetVersion } from "../../src/compliance/diff-assets.js";
import { ConfigRules, defaultConfig } from "../../src/config/config.js";
import { readTargets, SourceMap, type SourceTarget } from "../../src/sync/asset-reads.js";

async function read(path: string, sourceType: SourceType, text: string) {
  const target: SourceTarget = { path, sourceType, dataSource: "x", views: false, ruleFolder: false };
  const files = { readText: async () => text, list: async () => [path], listAll: async () => [path] };
  const assets = await readTargets(files, new SourceMap(new ConfigRules(defaultConfig()), "x"), [target]);
  expect(assets.length).toBeGreaterThan(0);
  return assets;
}

// Each format's order with a nested type whose field `x` has the type given; `extra` is a harmless edit.
const proto = (x: string, extra = "") =>
  `syntax = "proto3";\npackage acme;\nmessage Order {\n  int64 a = 1;\n  Q query = 2;\n}\nmessage Q {\n${extra ? "  // a comment\n" : ""}  ${x} x = 1;\n}\n`;
const avro = (x: string, extra = "") =>
  JSON.stringify({
    type: "record",
    name: "Order",
    namespace: "acme",
    ...(extra ? { doc: "a doc" } : {}),
    fields: [
      { name: "a", type: "long" },
      { name: "query", type: { type: "record", name: "Q", fields: [{ name: "x", type: x }] } },
    ],
  });
const avroShared = (x: string, extra = "") =>
  JSON.stringify([
    { type: "record", name: "Q", namespace: "acme", fields: [{ name: "x", type: x }] },
    {
      type: "record",
      name: "Order",
      namespace: "acme",
      ...(extra ? { doc: "a doc" } : {}),
      fields: [
        { name: "a", type: "long" },
        { name: "query", type: "acme.Q" },
      ],
    },
  ]);
const json = (x: string, extra = "") =>
  JSON.stringify({
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "Order",
    ...(extra ? { description: "a doc" } : {}),
    type: "object",
    properties: {
      a: { type: "integer" },
      query: { $ref: "#/definitions/Q" },
    },
    definitions: { Q: { type: "object", properties: { x: { type: x } }, required: ["x"] } },
  });

/** [format, file, text of a nested type, its field's type at v1, on main (v2), in the PR's new break]. */
const FORMATS: Array<
  [string, SourceType, string, (x: string, extra?: string) => string, [string, string, string]]
> = [
  [
    "protobuf (a nested message, an asset of its own)",
    "protobuf",
    "o.proto",
    proto,
    ["int64", "string", "bool"],
  ],
  ["avro (a record inline)", "avro", "o.avsc", avro, ["string", "boolean", "bytes"]],
  [
    "avro (a named record shared in a union file)",
    "avro",
    "o.avsc",
    avroShared,
    ["string", "boolean", "bytes"],
  ],
  ["json_schema (a $ref'd definition)", "json_schema", "o.json", json, ["integer", "string", "boolean"]],
];
const MODES: CompatibilityMode[] = ["BACKWARD_TRANSITIVE", "FORWARD_TRANSITIVE", "FULL_TRANSITIVE"];
const CASES = FORMATS.flatMap((format) => MODES.map((mode) => [...format, mode] as const));

async function versions(file: string, format: SourceType, texts: string[]): Promise<EarlierVersion[]> {
  return Promise.all(
    texts.map(async (text, i) => ({
      commit: String(i + 1).repeat(40),
      number: i + 1,
      assets: await read(file, format, text),
    })),
  );
}

describe("a break main made in a nested type is the base's debt (F12)", () => {
  it.each(CASES)("%s, %s", async (_, format, file, text, [t1, t2, t3], mode) => {
    const history = await versions(file, format, [text(t1), text(t2)]);
    const base = history[1]?.assets ?? [];
    // The contract governs Order alone (JSON Schema: the file's one asset), not the nested type Q.
    const order = (assets: readonly AssetVersion[]) =>
      assets.filter((asset) => !asset.resourceName.endsWith(".Q"));
    // Main's own break is there: judged alone, v2 breaks v1 in this mode.
    expect(pullRequestBreaks(order(base), [], history.slice(0, 1), mode).length).toBeGreaterThan(0);
    // A harmless pull request (a comment or doc) pays nothing for it.
    const harmless = order(await read(file, format, text(t2, "extra")));
    expect(harmless.length).toBe(1);
    expect(pullRequestBreaks(harmless, base, history, mode)).toEqual([]);
    // A new break of the same nested field is the pull request's.
    const again = order(await read(file, format, text(t3)));
    const found = pullRequestBreaks(again, base, history, mode);
    expect(found.map((b) => b.change.field)).toContain("query.x");
  });
});
