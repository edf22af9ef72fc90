// Protobuf under each compatibility direction (src/compliance/compat-mode.ts): FORWARD swaps the
// versions, but buf's deletion rules (a field or enum value deleted unreserved) are a hazard of the
// change as made (a later version reusing the number), not of the swapped view: an added field or
// enum value passes every direction (an old reader skips what it does not know), a real deletion
// unreserved breaks every direction. Each kind of change, read from .proto text, in each direction.
import { describe, expect, it } from "vitest";
import { diffAssetsInMode } from "../../src/compliance/compat-mode.js";
import { ConfigRules, defaultConfig } from "../../src/config/config.js";
import { readTargets, SourceMap, type SourceTarget } from "../../src/sync/changes.js";

const PATH = "schemas/order.proto";
const target: SourceTarget = {
  path: PATH,
  sourceType: "protobuf",
  dataSource: "x",
  views: false,
  ruleFolder: false,
};
const proto = (body: string) =>
  `syntax = "proto3";\npackage acme;\nenum State {\n  STATE_UNSPECIFIED = 0;\n  PLACED = 1;\n${body.includes("SHIPPED") ? "  SHIPPED = 2;\n" : ""}}\nmessage Order {\n${body.replace("SHIPPED", "")}}\n`;
const BASE = "  int64 a = 1;\n  string note = 2;\n  State state = 3;\n";

async function read(text: string) {
  const files = { readText: async () => text, list: async () => [PATH], listAll: async () => [PATH] };
  return readTargets(files, new SourceMap(new ConfigRules(defaultConfig()), "x"), [target]);
}

/** base -> head, and whether it breaks under BACKWARD, FORWARD and FULL. */
const CASES: Array<[string, string, [boolean, boolean, boolean]]> = [
  ["a field added", `${BASE}  int32 qty = 4;\n`, [false, false, false]],
  ["an enum value added", `${BASE}SHIPPED`, [false, false, false]],
  ["a field deleted unreserved", "  int64 a = 1;\n  State state = 3;\n", [true, true, true]],
  [
    "a field deleted, its name and number reserved",
    '  int64 a = 1;\n  State state = 3;\n  reserved 2;\n  reserved "note";\n',
    [false, false, false],
  ],
  [
    "a field's type changed on the wire",
    "  int64 a = 1;\n  int64 note = 2;\n  State state = 3;\n",
    [true, true, true],
  ],
];

describe("Protobuf in each compatibility direction", () => {
  it.each(CASES)("%s", async (_, headBody, expected) => {
    const [base, head] = [await read(proto(BASE)), await read(proto(headBody))];
    // The message read (not an empty list that passes), the enum within it.
    expect(base.map((asset) => asset.resourceName)).toEqual([`protobuf://x:${PATH}:acme.Order`]);
    expect(JSON.stringify(base[0]?.schema)).toContain("PLACED");
    const verdicts = (["backward", "forward", "full"] as const).map((mode) =>
      diffAssetsInMode(base, head, mode).some((result) => result.breaking),
    );
    expect(verdicts).toEqual(expected);
  });
});
