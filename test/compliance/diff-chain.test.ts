import { describe, expect, it } from "vitest";
import { diffAssets } from "../../src/compliance/diff-assets.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { protobufReader } from "../../src/schema/readers/protobuf.js";

/** A chain of `depth` messages, each holding the next; `value` is int32 or int64. */
function chain(depth: number, value: string): string {
  const lines = ['syntax = "proto3";', "package chain;"];
  for (let i = 0; i < depth; i++) {
    const next = i + 1 < depth ? ` M${i + 1} next = 2;` : "";
    lines.push(`message M${i} { ${value} value = 1;${next} }`);
  }
  return lines.join("\n");
}

async function assetsOf(text: string) {
  const result = await protobufReader.read({
    path: "chain.proto",
    sourceType: "protobuf",
    dataSource: "local",
    files: memorySource({ "chain.proto": text }),
  });
  expect(result.diagnostics).toEqual([]);
  return result.assets;
}

describe("a change inside a nested message chain", () => {
  it("is reported once, at its own message, not once per path that reaches it", async () => {
    const depth = 60;
    const results = diffAssets(await assetsOf(chain(depth, "int32")), await assetsOf(chain(depth, "string")));
    const changes = results.flatMap((result) => result.changes.map((change) => [result.asset, change.field]));
    expect(changes).toHaveLength(depth);
    expect(changes[0]).toEqual(["protobuf://local:chain.proto:chain.M0", "value"]);
    expect(changes[depth - 1]).toEqual([`protobuf://local:chain.proto:chain.M${depth - 1}`, "value"]);
  });
});
