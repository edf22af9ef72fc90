import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { readAssets } from "../../src/schema/index.js";
import type { SchemaTree } from "../../src/schema/model.js";
import { protobufReader } from "../../src/schema/readers/protobuf.js";
import { fixtureFiles } from "../support/fixture-files.js";

/*
 * A service repository (./protobuf/service) as grpc-gateway's and protovalidate's examples are laid
 * out: its own .proto files import googleapis' common protos
 * (google/api/annotations.proto, google/type/money.proto, google/rpc/status.proto)
 * and validation options that buf.yaml's `deps` bring, none of them in the tree,
 * and declare custom options of their own on descriptor.proto's option messages.
 */

const FIXTURE = fileURLToPath(new URL("./protobuf/service/", import.meta.url));

const field = (tree: SchemaTree | undefined, name: string) => tree?.fields?.find((f) => f.name === name);

/** The service's order.proto, read in the fixture with `extra` files beside it. */
function readOrder(extra: Record<string, string> = {}) {
  return protobufReader.read({
    files: memorySource({ ...fixtureFiles(FIXTURE), ...extra }),
    path: "proto/shop/orders/v1/order.proto",
    dataSource: "local",
    sourceType: "protobuf",
  });
}

describe("Protobuf imports a repository gets from buf deps, and custom options", () => {
  it("reads googleapis' common protos the repository does not have, as proto3 and without lines", async () => {
    const result = await readOrder();
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const order = result.assets[0]?.schema;
    const total = field(order, "total");
    expect(total?.alias).toBe("google.type.Money");
    // google/type/money.proto is proto3: its scalars have no presence.
    expect(field(total, "currency_code")).toMatchObject({ type: "string" });
    expect(field(total, "currency_code")?.optional).toBeUndefined();
    expect(field(total, "units")).toMatchObject({ type: "int64", constraints: { fieldNumber: 2 } });
    // The bundled file is not the repository's: no file or line to point a finding at.
    expect(field(total, "units")?.file).toBeUndefined();
    expect(field(total, "units")?.line).toBeUndefined();
    expect(field(field(order, "last_error"), "code")).toMatchObject({ type: "int32" });
  });

  it("keeps custom option values on the fields they annotate", async () => {
    const result = await readOrder();
    const order = result.assets[0]?.schema;
    expect(field(order, "id")?.constraints?.["(google.api.field_behavior)"]).toBe("REQUIRED");
    expect(field(order, "total")?.constraints?.["(shop.options.v1.sensitivity).level"]).toBe("internal");
  });

  it("reports an import found nowhere once, as a warning naming the file and the import", async () => {
    const result = await readOrder();
    expect(result.diagnostics).toEqual([
      {
        file: "proto/shop/orders/v1/order.proto",
        line: 9,
        severity: "warning",
        message:
          'import "validate/validate.proto" not found in the repository (module roots: proto; ' +
          "buf.yaml's deps are not fetched: buf.build/googleapis/googleapis, buf.build/envoyproxy/protoc-gen-validate)",
      },
    ]);
    expect(result.assets.map((a) => a.path)).toEqual([
      "proto/shop/orders/v1/order.proto:shop.orders.v1.Order",
    ]);
  });

  it("fails a file whose field type a missing import should have declared, naming that import", async () => {
    const files = memorySource({
      "shop/v1/refund.proto": `syntax = "proto3";
package shop.v1;
import "validate/validate.proto";
import "acme/money/v1/money.proto";
message Refund { acme.money.v1.Amount amount = 1; }
`,
    });
    const result = await protobufReader.read({
      files,
      path: "shop/v1/refund.proto",
      dataSource: "local",
      sourceType: "protobuf",
    });
    expect(result.assets).toEqual([]);
    const error = result.diagnostics.find((d) => d.severity === "error");
    expect(error?.message).toContain("acme.money.v1.Amount");
    // Of the imports not found, the one of the missing type's package.
    expect(error?.message).toMatch(/\(imports not found: acme\/money\/v1\/money\.proto\)$/);
  });

  it("prefers the repository's own copy of a common proto to the bundled one", async () => {
    const vendored = `syntax = "proto3";
package google.type;
message Money { string currency_code = 1; int64 micros = 9; }
`;
    const result = await readOrder({ "proto/google/type/money.proto": vendored });
    const total = field(result.assets[0]?.schema, "total");
    expect(total?.fields?.map((f) => f.name)).toEqual(["currency_code", "micros"]);
    expect(field(total, "micros")?.file).toBe("proto/google/type/money.proto");
  });

  it("reports a broken file that many read files import once", async () => {
    const broken = `syntax = "proto3";\npackage shop.common;\nmessage Tag { string name = 1 }\n`;
    const importer = (name: string) =>
      `syntax = "proto3";\npackage shop.${name};\nimport "shop/common/tag.proto";\nmessage ${name} { string id = 1; }\n`;
    const files = memorySource({
      "shop/common/tag.proto": broken,
      "shop/a/a.proto": importer("a"),
      "shop/b/b.proto": importer("b"),
    });
    const read = await readAssets(["shop/a/a.proto", "shop/b/b.proto"], { files });
    const aboutTag = read.diagnostics.filter((d) => d.file === "shop/common/tag.proto");
    expect(aboutTag).toHaveLength(1);
    expect(read.assets.map((a) => a.path).sort()).toEqual([
      "shop/a/a.proto:shop.a.a",
      "shop/b/b.proto:shop.b.b",
    ]);
  });
});
