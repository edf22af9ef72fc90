import { describe, expect, it } from "vitest";
import { assetKey, diffAssets } from "../../src/compliance/diff-assets.js";
import { field, struct } from "./nodes.js";

const proto = (file: string, message: string, type: "int32" | "int64" = "int32") => ({
  resourceName: `protobuf://repo:${file}:${message}`,
  sourceType: "protobuf" as const,
  path: `${file}:${message}`,
  schema: struct([field("x", type, { constraints: { fieldNumber: 1 } })]),
});

describe("diffAssets", () => {
  it("pairs assets by message across a moved file, and judges removal and addition", () => {
    const results = diffAssets(
      [proto("a.proto", "t.A"), proto("a.proto", "t.Gone")],
      [proto("moved/a.proto", "t.A", "int64"), proto("moved/a.proto", "t.New")],
    );
    expect(results.map((r) => [r.asset, r.status, r.breaking])).toEqual([
      ["protobuf://repo:moved/a.proto:t.A", "changed", true],
      ["protobuf://repo:a.proto:t.Gone", "removed", true],
      ["protobuf://repo:moved/a.proto:t.New", "added", false],
    ]);
    expect(assetKey(proto("x/y.proto", "t.A"))).toBe("protobuf:t.A");
  });

  it("pairs a single asset on each side even when renamed", () => {
    const [result] = diffAssets([proto("a.proto", "t.A")], [proto("a.proto", "t.B")]);
    expect(result).toMatchObject({ status: "changed", breaking: false, changes: [] });
  });
});
