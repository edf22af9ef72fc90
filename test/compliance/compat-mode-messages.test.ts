// Each compatibility direction's reason is worded for that direction (attack54 F8): under FORWARD
// an old reader reads new data, so a reason taken from the diff with the versions swapped has its
// "old" and "new" swapped back. Every mode, on changes that break one direction or the other.
import { describe, expect, it } from "vitest";
import type { SourceType } from "../../src/api/source-types.js";
import { diffAssetsInMode, swapOldAndNew } from "../../src/compliance/compat-mode.js";
import { ConfigRules, defaultConfig } from "../../src/config/config.js";
import { readTargets, SourceMap, type SourceTarget } from "../../src/sync/asset-reads.js";

async function read(path: string, sourceType: SourceType, text: string) {
  const target: SourceTarget = { path, sourceType, dataSource: "x", views: false, ruleFolder: false };
  const files = { readText: async () => text, list: async () => [path], listAll: async () => [path] };
  const assets = await readTargets(files, new SourceMap(new ConfigRules(defaultConfig()), "x"), [target]);
  expect(assets.length).toBe(1);
  return assets;
}

const avro = (...fields: object[]) =>
  JSON.stringify({
    type: "record",
    name: "Order",
    namespace: "acme",
    fields: [{ name: "id", type: "long" }, ...fields],
  });
const json = (values: string[]) =>
  JSON.stringify({ title: "Order", type: "object", properties: { state: { enum: values } } });
const ENUM = (symbols: string[]) => ({ name: "s", type: { type: "enum", name: "S", symbols } });

/** [what, format, file, base, head, the breaking reason under BACKWARD, FORWARD, FULL (null: passes)]. */
type Case = [string, SourceType, string, string, string, [string | null, string | null, string | null]];
const CASES: Case[] = [
  [
    "a field without default removed",
    "avro",
    "o.avsc",
    avro({ name: "n", type: "string" }),
    avro(),
    [null, "no default: new data has no value for it", "forward: no default: new data has no value for it"],
  ],
  [
    "a field without default added",
    "avro",
    "o.avsc",
    avro(),
    avro({ name: "n", type: "string" }),
    ["no default: old data has no value for it", null, "no default: old data has no value for it"],
  ],
  [
    "an int made nullable",
    "avro",
    "o.avsc",
    avro({ name: "age", type: "int" }),
    avro({ name: "age", type: ["null", "int"], default: null }),
    [
      null,
      "new data may hold null, which the old schema cannot read",
      "forward: new data may hold null, which the old schema cannot read",
    ],
  ],
  [
    "an enum symbol added",
    "avro",
    "o.avsc",
    avro(ENUM(["A"])),
    avro(ENUM(["A", "B"])),
    [
      null,
      "new data may hold B and the enum has no default",
      "forward: new data may hold B and the enum has no default",
    ],
  ],
  [
    "an enum value added",
    "json_schema",
    "o.json",
    json(["PLACED"]),
    json(["PLACED", "RUNNING"]),
    [
      null,
      "new data may hold RUNNING, which the old version does not accept",
      "forward: new data may hold RUNNING, which the old version does not accept",
    ],
  ],
];

describe("each direction's reason reads in that direction (F8)", () => {
  it.each(CASES)("%s (%s)", async (_, format, file, before, after, expected) => {
    const [base, head] = [await read(file, format, before), await read(file, format, after)];
    const reasons = (["backward", "forward", "full"] as const).map((mode) => {
      const breaking = diffAssetsInMode(base, head, mode).flatMap((d) => d.changes.filter((c) => c.breaking));
      return breaking.length === 0 ? null : breaking.map((c) => c.reason).join("; ");
    });
    expect(reasons).toEqual(expected);
  });

  it("swaps each word once, keeping case and other words", () => {
    // "older fields" in an alias reason is not a direction: left as it is.
    expect(swapOldAndNew("Old data, new schema, older, newer, renewed, oldest")).toBe(
      "New data, old schema, older, newer, renewed, oldest",
    );
  });
});
