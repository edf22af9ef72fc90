import { describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import type { SchemaTree } from "../../src/schema/model.js";
import { protobufReader } from "../../src/schema/readers/protobuf.js";

/*
 * Imports are parsed once per source and text and reused by later reads
 * (src/schema/readers/protobuf/import-cache.ts): a reused import must read
 * exactly as a freshly parsed file does, a changed file is never served
 * stale, and one read's failure never leaks into another read.
 */

const SHARED = `syntax = "proto3";
package shop.common;

import "google/protobuf/descriptor.proto";
import "google/protobuf/timestamp.proto";

extend google.protobuf.FieldOptions {
  // Marks a field as personal data.
  bool pii = 50001;
}

// Money as minor units.
message Money {
  reserved 4, 8 to 10;
  reserved "cents";
  // ISO 4217.
  string currency = 1 [(pii) = true, json_name = "cur"];
  int64 units = 2 [jstype = JS_STRING];
  // Where it came from.
  oneof origin {
    string card = 5;
    Account account = 6;
  }
  optional string note = 7;
  map<string, int32> splits = 11;
  repeated Tag tags = 12 [packed = true];
  google.protobuf.Timestamp at = 13;
  message Account {
    string iban = 1;
  }
}

enum Tag {
  TAG_UNSPECIFIED = 0;
  // Paid.
  TAG_PAID = 1;
}
`;

const ORDER = `syntax = "proto3";
package shop;

import "shop/common/money.proto";

message Order {
  shop.common.Money total = 1;
}
`;

function read(files: Record<string, string>, path: string, source = memorySource(files)) {
  return protobufReader.read({ path, sourceType: "protobuf", dataSource: "test", files: source });
}

/** A tree without what depends on where it was read from (file attribution). */
function withoutFiles(tree: Partial<SchemaTree> | undefined): unknown {
  return JSON.parse(JSON.stringify(tree ?? null, (key, value) => (key === "file" ? undefined : value)));
}

describe("protobuf import cache", () => {
  it("reads an imported message exactly as the same message read from its own file", async () => {
    const files = { "shop/common/money.proto": SHARED, "shop/order.proto": ORDER };
    const source = memorySource(files);
    const own = await read(files, "shop/common/money.proto", source);
    for (let round = 0; round < 2; round++) {
      // Round 0 parses the import; round 1 reuses it.
      const order = await read(files, "shop/order.proto", source);
      expect(order.diagnostics).toEqual([]);
      const total = order.assets[0]?.schema.fields?.find((field) => field.name === "total");
      const money = own.assets.find((asset) => asset.path.endsWith(":shop.common.Money"))?.schema;
      expect(total?.fields?.length).toBe(7);
      expect(withoutFiles(total?.fields?.[0])).toEqual(withoutFiles(money?.fields?.[0]));
      expect(withoutFiles({ ...total, name: "", constraints: {}, line: 0, optional: false })).toEqual(
        withoutFiles({ ...money, name: "", constraints: {}, line: 0, optional: false }),
      );
      expect(total?.doc).toBe("Money as minor units.");
      expect(total?.fields?.find((field) => field.name === "origin")?.doc).toBe("Where it came from.");
      expect(total?.fields?.[0]?.constraints).toMatchObject({ "(pii)": true, json_name: "cur" });
      expect(total?.constraints).toMatchObject({
        reservedNames: ["cents"],
        reservedRanges: [
          [4, 4],
          [8, 10],
        ],
      });
      expect(total?.fields?.[0]?.file).toBe("shop/common/money.proto");
    }
  });

  it("never serves a changed import stale", async () => {
    const files: Record<string, string> = { "shop/common/money.proto": SHARED, "shop/order.proto": ORDER };
    const source = memorySource(files);
    const units = async () =>
      (await read(files, "shop/order.proto", source)).assets[0]?.schema.fields?.[0]?.fields?.find(
        (field) => field.name === "units",
      )?.type;
    expect(await units()).toBe("int64");
    files["shop/common/money.proto"] = SHARED.replace("int64 units = 2", "int32 units = 2");
    expect(await units()).toBe("int32");
    files["shop/common/money.proto"] = SHARED.replace("int64 units = 2", "int64 units = ");
    const broken = await read(files, "shop/order.proto", source);
    expect(
      broken.diagnostics.map((d) => [d.file, d.severity, d.message.startsWith("invalid .proto")]),
    ).toEqual([
      ["shop/common/money.proto", "error", true],
      // Money is then missing from the root: the importing file cannot resolve it.
      ["shop/order.proto", "error", true],
    ]);
    files["shop/common/money.proto"] = SHARED;
    expect(await units()).toBe("int64");
  });

  it("keeps one read's failed import out of the next read", async () => {
    // shop/clash.proto declares shop.common.Money again: importing it beside money.proto fails.
    const clash = `syntax = "proto3";\npackage shop.common;\nmessage Money { string other = 1; }\n`;
    const files = {
      "shop/common/money.proto": SHARED,
      "shop/clash.proto": clash,
      "shop/both.proto": `syntax = "proto3";\npackage shop;\nimport "shop/common/money.proto";\nimport "shop/clash.proto";\nmessage Both { string id = 1; }\n`,
      "shop/alone.proto": `syntax = "proto3";\npackage shop;\nimport "shop/clash.proto";\nmessage Alone { shop.common.Money m = 1; }\n`,
    };
    const source = memorySource(files);
    const both = await read(files, "shop/both.proto", source);
    expect(both.diagnostics.map((d) => [d.file, d.message])).toEqual([
      ["shop/clash.proto", "invalid .proto: duplicate name 'Money' in Namespace .shop.common"],
    ]);
    const alone = await read(files, "shop/alone.proto", source);
    expect(alone.diagnostics).toEqual([]);
    expect(alone.assets[0]?.schema.fields?.[0]?.fields?.map((field) => field.name)).toEqual(["other"]);
    // And the failed read itself reads the same again.
    expect(await read(files, "shop/both.proto", source)).toEqual(both);
  });
});
