import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import { diffSchemas } from "../../src/compliance/diff.js";
import { MAX_EXPANDED_NODES } from "../../src/schema/budget.js";
import { memorySource } from "../../src/schema/fs-source.js";
import type { ReadResult, SchemaTree } from "../../src/schema/model.js";
import { avroReader } from "../../src/schema/readers/avro.js";
import { jsonSchemaReader } from "../../src/schema/readers/json-schema.js";
import { protobufReader } from "../../src/schema/readers/protobuf.js";

/* What issue 14 found on real repositories, reproduced on small files. */

type Reader = typeof avroReader;

function read(reader: Reader, path: string, files: Record<string, string>): Promise<ReadResult> {
  return reader.read({
    path,
    sourceType: reader.sourceType,
    dataSource: "local",
    files: memorySource(files),
  });
}

function field(node: SchemaTree | undefined, name: string): SchemaTree | undefined {
  return node?.fields?.find((f) => f.name === name);
}

describe("protobuf reader on real repositories", () => {
  it("resolves imports from buf.yaml v2 module roots and buf.work.yaml directories", async () => {
    const common = 'syntax = "proto3";\npackage acme.common;\nmessage Money { int64 units = 1; }\n';
    const order =
      'syntax = "proto3";\npackage acme.orders;\nimport "acme/common/money.proto";\nmessage Order { acme.common.Money total = 1; }\n';
    const v2 = await read(protobufReader, "services/orders/proto/acme/orders/order.proto", {
      "buf.yaml": "version: v2\nmodules:\n  - path: services/orders/proto\n  - path: shared/proto\n",
      "shared/proto/acme/common/money.proto": common,
      "services/orders/proto/acme/orders/order.proto": order,
    });
    expect(v2.diagnostics).toEqual([]);
    expect(field(field(v2.assets[0]?.schema, "total"), "units")?.type).toBe("int64");
    const work = await read(protobufReader, "orders/acme/orders/order.proto", {
      "buf.work.yaml": "version: v1\ndirectories:\n  - orders\n  - common\n",
      "common/acme/common/money.proto": common,
      "orders/acme/orders/order.proto": order,
    });
    expect(work.diagnostics).toEqual([]);
    expect(field(field(work.assets[0]?.schema, "total"), "units")?.type).toBe("int64");
  });

  it("reads files that reach google/protobuf/descriptor.proto through custom options", async () => {
    const result = await read(protobufReader, "a.proto", {
      "a.proto": [
        'syntax = "proto3";',
        'import "google/protobuf/descriptor.proto";',
        "extend google.protobuf.FieldOptions { string sensitivity = 50001; }",
        'message A { string email = 1 [(sensitivity) = "pii"]; }',
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(field(result.assets[0]?.schema, "email")?.type).toBe("string");
  });

  it("never follows an import out of the repository", async () => {
    const result = await read(protobufReader, "a/a.proto", {
      "a/a.proto": 'syntax = "proto3";\nimport "../../etc/b.proto";\nmessage A { int32 x = 1; }\n',
    });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        file: "a/a.proto",
        line: 2,
        message: expect.stringMatching(/outside the repository/),
      }),
    ]);
  });

  it("keeps 64-bit defaults exact, editions' IMPLICIT presence, oneof comments and reserved", async () => {
    const proto2 = await read(protobufReader, "p.proto", {
      "p.proto":
        'syntax = "proto2";\nmessage P { optional int64 big = 1 [default = 9223372036854775807]; optional uint64 u = 2 [default = 0x7fffffffffffffff]; }\n',
    });
    expect(field(proto2.assets[0]?.schema, "big")?.constraints?.default).toBe("9223372036854775807");
    expect(field(proto2.assets[0]?.schema, "u")?.constraints?.default).toBe("9223372036854775807");
    const editions = await read(protobufReader, "e.proto", {
      "e.proto": [
        'edition = "2023";',
        "option features.field_presence = IMPLICIT;",
        "message E {",
        "  int32 implicit = 1;",
        "  int32 explicit = 2 [features.field_presence = EXPLICIT];",
        "  // How the customer pays.",
        "  oneof payment { string card = 3; string iban = 4; }",
        "  reserved 5, 7 to 9;",
        "  reserved legacy;",
        "}",
      ].join("\n"),
    });
    expect(editions.diagnostics).toEqual([]);
    const schema = editions.assets[0]?.schema;
    expect(field(schema, "implicit")?.optional).toBeUndefined();
    expect(field(schema, "explicit")?.optional).toBe(true);
    expect(field(schema, "payment")?.doc).toBe("How the customer pays.");
    expect(schema?.constraints).toEqual({
      reservedNames: ["legacy"],
      reservedRanges: [
        [5, 5],
        [7, 9],
      ],
    });
  });

  it("calls deleting a field and reserving its name and number compatible, as buf does", async () => {
    const before = await read(protobufReader, "r.proto", {
      "r.proto": 'syntax = "proto3";\nmessage R { int32 x = 1; int32 y = 2; }\n',
    });
    const after = await read(protobufReader, "r.proto", {
      "r.proto": 'syntax = "proto3";\nmessage R { reserved 1; reserved "x"; int32 y = 2; }\n',
    });
    const changes = diffSchemas(
      before.assets[0]?.schema as SchemaNode,
      after.assets[0]?.schema as SchemaNode,
      "protobuf",
    );
    expect(changes.filter((c) => c.kind === "FIELD_REMOVED")).toEqual([
      expect.objectContaining({ field: "x", breaking: false }),
    ]);
  });
});

describe("avro reader on real repositories", () => {
  it("accepts valid unions that avsc's unwrapped mode calls ambiguous", async () => {
    const text = JSON.stringify({
      type: "record",
      name: "Reading",
      fields: [
        { name: "value", type: ["null", "long", "double"] },
        {
          name: "source",
          type: [
            { type: "record", name: "Sensor", fields: [{ name: "id", type: "string" }] },
            { type: "record", name: "Manual", fields: [{ name: "by", type: "string" }] },
          ],
        },
      ],
    });
    const result = await read(avroReader, "r.avsc", { "r.avsc": text });
    expect(result.diagnostics).toEqual([]);
    expect(field(result.assets[0]?.schema, "value")).toMatchObject({
      type: "union",
      optional: true,
      fields: [{ type: "int64" }, { type: "float64" }],
    });
    expect(field(result.assets[0]?.schema, "source")?.fields?.map((f) => f.alias)).toEqual([
      "Sensor",
      "Manual",
    ]);
  });

  it("reads Avro's own recursive Json.avsc", async () => {
    const json = {
      type: "record",
      name: "Json",
      namespace: "org.apache.avro.data",
      fields: [
        {
          name: "value",
          type: [
            "long",
            "double",
            "string",
            "boolean",
            "null",
            { type: "array", items: "Json" },
            { type: "map", values: "Json" },
          ],
        },
      ],
    };
    const result = await read(avroReader, "Json.avsc", { "Json.avsc": JSON.stringify(json, null, 2) });
    expect(result.diagnostics).toEqual([]);
    const value = field(result.assets[0]?.schema, "value");
    expect(value?.fields?.map((f) => f.type)).toEqual(["int64", "float64", "string", "bool", "list", "map"]);
    expect(value?.line).toBe(7);
  });

  it("refuses a record wider than avsc can compile with a diagnostic naming the record", async () => {
    const fields = Array.from({ length: 70_000 }, (_, i) => ({ name: `f${i}`, type: "int" }));
    const text = JSON.stringify({ type: "record", name: "Wide", fields }, null, 1);
    const result = await read(avroReader, "wide.avsc", { "wide.avsc": text });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        file: "wide.avsc",
        line: 3,
        severity: "error",
        message: expect.stringMatching(/record 'Wide' has 70000 fields/),
      }),
    ]);
    expect(result.diagnostics[0]?.message).not.toMatch(/Too many parameters/);
  });
});

describe("json schema reader on real repositories", () => {
  const schemaOf = async (schema: unknown, extra: Record<string, string> = {}) =>
    read(jsonSchemaReader, "s.schema.json", { "s.schema.json": JSON.stringify(schema, null, 2), ...extra });

  it("keeps `type` beside anyOf whose branches only add constraints", async () => {
    const result = await schemaOf({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "string" } },
      anyOf: [{ required: ["a"] }, { required: ["b"] }],
    });
    expect(result.assets[0]?.schema.fields?.map((f) => [f.name, f.type])).toEqual([
      ["a", "string"],
      ["b", "string"],
    ]);
  });

  it("reports a remote $ref clearly, without fetching it, and refuses one outside the repository", async () => {
    const result = await schemaOf({
      type: "object",
      properties: {
        remote: { $ref: "https://json.schemastore.org/package.json#/definitions/person" },
        outside: { $ref: "../../secrets.json" },
      },
    });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: "warning",
        line: 5,
        message:
          "remote $ref 'https://json.schemastore.org/package.json#/definitions/person' is not fetched: the field reads as unknown",
      }),
      expect.objectContaining({
        severity: "error",
        line: 8,
        message: expect.stringMatching(/outside the repository/),
      }),
    ]);
    expect(field(result.assets[0]?.schema, "remote")?.type).toBe("unknown");
  });

  it("maps draft-04 definitions, $ref siblings, patternProperties, const and if/then/else", async () => {
    const result = await schemaOf({
      $schema: "http://json-schema.org/draft-04/schema#",
      id: "http://example.com/s.json",
      definitions: { money: { type: "object", properties: { units: { type: "integer" } } } },
      type: "object",
      properties: {
        total: { $ref: "#/definitions/money", description: "Order total", readOnly: true },
        labels: { type: "object", patternProperties: { "^[a-z]+$": { type: "string" } } },
        extra: { type: "object", additionalProperties: { type: "integer" } },
        kind: { const: "order" },
        country: { type: "string" },
      },
      if: { properties: { country: { const: "US" } } },
      // biome-ignore lint/suspicious/noThenProperty: the JSON Schema keyword
      then: { properties: { zip: { type: "string" } } },
      else: { properties: { postcode: { type: "string" } } },
    });
    expect(result.diagnostics).toEqual([]);
    const schema = result.assets[0]?.schema;
    expect(field(schema, "total")).toMatchObject({
      type: "struct",
      doc: "Order total",
      constraints: { readOnly: true },
    });
    expect(field(field(schema, "total"), "units")?.type).toBe("int64");
    expect(field(schema, "labels")).toMatchObject({
      type: "map",
      fields: [{ type: "string" }, { type: "string" }],
    });
    expect(field(schema, "extra")).toMatchObject({
      type: "map",
      fields: [{ type: "string" }, { type: "int64" }],
    });
    expect(field(schema, "kind")).toMatchObject({ type: "string", constraints: { const: "order" } });
    expect(field(schema, "zip")).toMatchObject({ type: "string", optional: true });
    expect(field(schema, "postcode")).toMatchObject({ type: "string", optional: true });
  });

  it("bounds the output of a schema whose $refs fan out", async () => {
    // Each level refers to the next one four times: 4^12 paths if every use were expanded.
    const definitions: Record<string, unknown> = {};
    for (let i = 0; i < 12; i++) {
      const next = { $ref: `#/definitions/level${i + 1}` };
      definitions[`level${i}`] = { type: "object", properties: { a: next, b: next, c: next, d: next } };
    }
    definitions.level12 = { type: "string" };
    const result = await schemaOf({ $ref: "#/definitions/level0", definitions });
    const size = JSON.stringify(result.assets[0]?.schema).length;
    expect(size).toBeLessThan(MAX_EXPANDED_NODES * 400);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: "warning",
        message: expect.stringMatching(/further \$ref uses are kept as named references/),
      }),
    ]);
  });

  it("does not call integer -> number breaking", async () => {
    const before = await schemaOf({ type: "object", properties: { n: { type: "integer" } } });
    const after = await schemaOf({ type: "object", properties: { n: { type: "number" } } });
    const changes = diffSchemas(
      before.assets[0]?.schema as SchemaNode,
      after.assets[0]?.schema as SchemaNode,
      "json_schema",
    );
    expect(changes).toEqual([expect.objectContaining({ kind: "TYPE_CHANGED", field: "n", breaking: false })]);
    const back = diffSchemas(
      after.assets[0]?.schema as SchemaNode,
      before.assets[0]?.schema as SchemaNode,
      "json_schema",
    );
    expect(back).toEqual([expect.objectContaining({ kind: "TYPE_CHANGED", breaking: true })]);
  });
});

describe("contract-sync schema <folder> --type json_schema", () => {
  it("reads the folder's plain .json files as JSON Schemas", async () => {
    const { mkdtemp, rm, writeFile } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { main } = await import("../../src/cli/main.js");
    const dir = await mkdtemp(join(tmpdir(), "schema-json-"));
    try {
      await writeFile(
        join(dir, "user.json"),
        JSON.stringify({ type: "object", properties: { id: { type: "string" } } }),
      );
      await writeFile(join(dir, "notes.txt"), "not a schema");
      let stdout = "";
      const code = await main(["schema", ".", "--type", "json_schema"], {
        stdout: (text) => {
          stdout += text;
        },
        stderr: () => {},
        env: {},
        cwd: dir,
      });
      expect(code).toBe(0);
      const assets = JSON.parse(stdout) as Array<{ path: string; schema: SchemaTree }>;
      expect(assets.map((a) => [a.path, a.schema.fields?.[0]?.name])).toEqual([["user.json", "id"]]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("avro IDL imports", () => {
  it("merges imported .avdl and .avsc types with avsc's assembler, and refuses imports out of the repository", async () => {
    const files = {
      "idl/common/money.avsc": JSON.stringify({
        type: "record",
        name: "Money",
        namespace: "com.acme.common",
        fields: [{ name: "cents", type: "long" }],
      }),
      "idl/common/status.avdl":
        '@namespace("com.acme.common")\nprotocol Status {\n  enum OrderStatus { PLACED, PAID }\n}\n',
      "idl/orders.avdl": [
        '@namespace("com.acme.orders")',
        "protocol Orders {",
        '  import schema "common/money.avsc";',
        '  import idl "common/status.avdl";',
        "  record Order {",
        "    string id;",
        "    com.acme.common.Money total;",
        "    com.acme.common.OrderStatus status;",
        "  }",
        "}",
      ].join("\n"),
      "idl/escape.avdl":
        'protocol Escape {\n  import idl "../../outside.avdl";\n  record A { string a; }\n}\n',
    };
    const result = await read(avroReader, "idl/orders.avdl", files);
    expect(result.diagnostics).toEqual([]);
    expect(result.assets.map((a) => a.path)).toEqual(["idl/orders.avdl:com.acme.orders.Order"]);
    const order = result.assets[0]?.schema;
    expect(field(field(order, "total"), "cents")?.type).toBe("int64");
    expect(field(order, "status")?.constraints?.symbols).toEqual(["PLACED", "PAID"]);
    const outside = await read(avroReader, "idl/escape.avdl", files);
    expect(outside.assets).toEqual([]);
    expect(outside.diagnostics).toEqual([
      expect.objectContaining({
        file: "idl/escape.avdl",
        message: expect.stringMatching(/outside the repository/),
      }),
    ]);
  });
});
