import { describe, expect, it } from "vitest";
import { diffAssets } from "../../src/compliance/diff-assets.js";
import { field, struct } from "./nodes.js";

const proto = (message: string) => ({
  resourceName: `protobuf://repo:a.proto:${message}`,
  sourceType: "protobuf" as const,
  path: `a.proto:${message}`,
  schema: struct([field("x", "int32", { constraints: { fieldNumber: 1 } })]),
});

describe("diffAssets", () => {
  it("reports a removed asset as one breaking removal of the whole asset", () => {
    const results = diffAssets([proto("t.A"), proto("t.Gone")], [proto("t.A")]);
    expect(results[1]).toEqual({
      asset: "protobuf://repo:a.proto:t.Gone",
      sourceType: "protobuf",
      status: "removed",
      changes: [
        {
          kind: "FIELD_REMOVED",
          field: "",
          breaking: true,
          reason: "the asset is gone: every reader of it breaks",
          before: "protobuf://repo:a.proto:t.Gone",
        },
      ],
      breaking: true,
    });
  });
});
