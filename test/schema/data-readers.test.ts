import { describe, expect, it } from "vitest";
import { directorySource, memorySource } from "../../src/schema/fs-source.js";
import { readAssets } from "../../src/schema/index.js";
import { expectGolden, fieldAt, repoRoot } from "./golden.js";

const files = directorySource(repoRoot);
const read = (paths: string[], dataSource = "github.com/acme/events") =>
  readAssets(paths, { files, dataSourceOf: () => dataSource });

describe("golden trees", () => {
  const cases: [string, string[]][] = [
    ["mysql", ["fixtures/schemas/mysql/shop.mysql.sql", "fixtures/schemas/mysql/malformed.mysql.sql"]],
    ["mssql", ["fixtures/schemas/mssql/sales.mssql.sql"]],
    [
      "json_schema",
      [
        "fixtures/schemas/json_schema/customer.schema.json",
        "fixtures/schemas/json_schema/event.schema.yaml",
        "fixtures/schemas/json_schema/malformed.schema.json",
      ],
    ],
    [
      "avro",
      [
        "fixtures/schemas/avro/order.avsc",
        "fixtures/schemas/avro/malformed.avsc",
        "fixtures/schemas/avro/bad-json.avsc",
        "fixtures/schemas/avro/shop.avdl",
      ],
    ],
    [
      "protobuf",
      [
        "fixtures/schemas/protobuf/events/order.proto",
        "fixtures/schemas/protobuf/events/legacy.proto",
        "fixtures/schemas/protobuf/events/malformed.proto",
      ],
    ],
  ];
  it.each(cases)("%s", async (type, paths) => {
    await expectGolden(`${type}/golden/assets.json`, await read(paths));
  });
});

describe("mysql and mssql", () => {
  it("keeps AUTO_INCREMENT, unsigned, comments and enum symbols", async () => {
    const { assets } = await read(["fixtures/schemas/mysql/shop.mysql.sql"]);
    const orders = assets.find((a) => a.path === "shop.orders");
    expect(orders?.resourceName).toBe("mysql://github.com/acme/events:shop.orders");
    expect(orders?.schema.doc).toBe("One row per order");
    expect(fieldAt(orders, "id")).toMatchObject({
      type: "uint64",
      doc: "Surrogate key",
      constraints: { autoIncrement: true, primaryKey: true },
      line: 5,
    });
    expect(fieldAt(orders, "total")).toMatchObject({
      type: "decimal128",
      constraints: { precision: 10, scale: 2 },
    });
    expect(fieldAt(orders, "status").constraints?.symbols).toEqual(["new", "paid", "shipped"]);
    expect(fieldAt(orders, "note")).toMatchObject({ optional: true, constraints: { maxLength: 255 } });
  });

  it("keeps IDENTITY and NVARCHAR(MAX), across GO batches", async () => {
    const { assets, diagnostics } = await read(["fixtures/schemas/mssql/sales.mssql.sql"]);
    expect(diagnostics).toEqual([]);
    const customers = assets.find((a) => a.path === "dbo.Customers");
    expect(fieldAt(customers, "Id").constraints).toMatchObject({ identity: { seed: 1, increment: 1 } });
    expect(fieldAt(customers, "Name")).toMatchObject({
      type: "string",
      optional: true,
      constraints: { physicalType: "NVARCHAR(max)" },
    });
    expect(fieldAt(customers, "Name").constraints?.maxLength).toBeUndefined();
    expect(
      fieldAt(
        assets.find((a) => a.path === "sales.Invoices"),
        "InvoiceId",
      ),
    ).toMatchObject({ line: 13 });
  });

  it("reports an unparsable CREATE TABLE at its line and keeps the rest", async () => {
    const { assets, diagnostics } = await read(["fixtures/schemas/mysql/malformed.mysql.sql"]);
    expect(assets.map((a) => a.path)).toEqual(["ok_table"]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      file: "fixtures/schemas/mysql/malformed.mysql.sql",
      line: 7,
      severity: "error",
    });
  });
});

describe("json_schema", () => {
  it("follows relative-file and local $refs, and keeps recursion a named reference", async () => {
    const { assets } = await read(["fixtures/schemas/json_schema/customer.schema.json"]);
    const customer = assets[0];
    expect(fieldAt(customer, "address.postcode")).toMatchObject({
      type: "string",
      optional: true,
      constraints: { maxLength: 10 },
      file: "fixtures/schemas/json_schema/common/address.schema.json",
      line: 7,
    });
    expect(fieldAt(customer, "referrer")).toMatchObject({ type: "struct", constraints: { ref: "#" } });
    expect(fieldAt(customer, "referrer").fields).toBeUndefined();
    expect(fieldAt(customer, "children.element.children.element")).toMatchObject({
      constraints: { ref: "#/$defs/node" },
    });
  });

  it("maps type arrays with null, oneOf, anyOf, allOf, enum and formats", async () => {
    const { assets } = await read(["fixtures/schemas/json_schema/customer.schema.json"]);
    const customer = assets[0];
    expect(fieldAt(customer, "nickname")).toMatchObject({
      type: "string",
      optional: true,
      doc: "Shown in the app.",
    });
    expect(fieldAt(customer, "score")).toMatchObject({ type: "float64", optional: true });
    expect(fieldAt(customer, "contact").type).toBe("union");
    expect(fieldAt(customer, "account.plan").optional).toBeUndefined();
    expect(fieldAt(customer, "account.since")).toMatchObject({ type: "date32", optional: true });
    expect(fieldAt(customer, "tier")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["free", "pro", "enterprise"] },
    });
    expect(fieldAt(customer, "createdAt")).toMatchObject({ type: "timestamp64", line: 10 });
    expect(fieldAt(customer, "id").optional).toBeUndefined();
  });

  it("gives a line for malformed JSON", async () => {
    const { assets, diagnostics } = await read(["fixtures/schemas/json_schema/malformed.schema.json"]);
    expect(assets).toEqual([]);
    expect(diagnostics[0]).toMatchObject({
      file: "fixtures/schemas/json_schema/malformed.schema.json",
      line: 4,
    });
  });
});

describe("avro", () => {
  it("maps ['null', T] to optional T, logical types, and named types from sibling files", async () => {
    const { assets, diagnostics } = await read(["fixtures/schemas/avro/order.avsc"]);
    expect(diagnostics).toEqual([]);
    const order = assets[0];
    expect(order?.path).toBe("fixtures/schemas/avro/order.avsc:com.acme.orders.OrderPlaced");
    expect(fieldAt(order, "coupon")).toMatchObject({
      type: "string",
      optional: true,
      constraints: { default: null },
    });
    expect(fieldAt(order, "total")).toMatchObject({
      type: "decimal128",
      constraints: { precision: 12, scale: 2 },
    });
    expect(fieldAt(order, "placed_at")).toMatchObject({
      type: "timestamp64",
      constraints: { unit: "millisecond" },
    });
    expect(fieldAt(order, "shipping_address.zip")).toMatchObject({
      optional: true,
      file: "fixtures/schemas/avro/address.avsc",
      line: 9,
    });
    expect(fieldAt(order, "payment")).toMatchObject({ type: "union", optional: true });
    expect(fieldAt(order, "payment").fields?.map((f) => f.type)).toEqual(["string", "int64"]);
    expect(fieldAt(order, "parent")).toMatchObject({
      optional: true,
      constraints: { ref: "com.acme.orders.OrderPlaced" },
    });
    expect(fieldAt(order, "lines.element.unit_price")).toMatchObject({
      type: "bytes",
      constraints: { fixedSize: 8 },
    });
  });

  it("reads Avro IDL protocols, with types used before they are declared", async () => {
    const { assets, diagnostics } = await read(["fixtures/schemas/avro/shop.avdl"]);
    expect(diagnostics).toEqual([]);
    const item = assets[0];
    expect(item?.path).toBe("fixtures/schemas/avro/shop.avdl:com.acme.shop.Item");
    expect(item?.schema.doc).toBe("A product in the catalogue.");
    expect(fieldAt(item, "note")).toMatchObject({ type: "string", optional: true, line: 6 });
    expect(fieldAt(item, "price")).toMatchObject({
      type: "decimal128",
      constraints: { precision: 10, scale: 2 },
      line: 8,
    });
    expect(fieldAt(item, "kind")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["A", "B"] },
      line: 11,
    });
    const broken = await readAssets(["x.avdl"], {
      files: memorySource({ "x.avdl": "protocol P {\n  record R {\n    string a\n    int b;\n  }\n}\n" }),
    });
    expect(broken.diagnostics).toEqual([
      expect.objectContaining({ file: "x.avdl", line: 4, severity: "error" }),
    ]);
  });

  it("reports an undefined type at the line that names it", async () => {
    const { diagnostics } = await read(["fixtures/schemas/avro/malformed.avsc"]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: "fixtures/schemas/avro/malformed.avsc", line: 6, severity: "error" }),
    ]);
  });
});

describe("protobuf", () => {
  it("follows proto3 presence, well-known types, oneof, map and imports", async () => {
    const { assets, diagnostics } = await read(["fixtures/schemas/protobuf/events/order.proto"]);
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.resourceName)).toEqual([
      "protobuf://github.com/acme/events:fixtures/schemas/protobuf/events/order.proto:acme.OrderCreated",
      "protobuf://github.com/acme/events:fixtures/schemas/protobuf/events/order.proto:acme.OrderCancelled",
    ]);
    const order = assets[0];
    expect(fieldAt(order, "order_id").optional).toBeUndefined(); // proto3 implicit presence
    expect(fieldAt(order, "coupon").optional).toBe(true); // proto3 `optional`
    expect(fieldAt(order, "created_at")).toMatchObject({ type: "timestamp64", optional: true, line: 13 });
    expect(fieldAt(order, "note")).toMatchObject({ type: "string", optional: true });
    expect(fieldAt(order, "payment.iban")).toMatchObject({ constraints: { fieldNumber: 9 }, line: 21 });
    expect(fieldAt(order, "labels.value").type).toBe("string");
    expect(fieldAt(order, "total.units")).toMatchObject({
      file: "fixtures/schemas/protobuf/common/money.proto",
      line: 8,
    });
    expect(fieldAt(order, "items.element.bundle_parent").constraints?.ref).toBe("acme.OrderCreated.LineItem");
    expect(fieldAt(order, "status").constraints?.symbols).toEqual([
      "STATUS_UNSPECIFIED",
      "STATUS_NEW",
      "STATUS_PAID",
    ]);
  });

  it("follows proto2 labels and defaults", async () => {
    const { assets } = await read(["fixtures/schemas/protobuf/events/legacy.proto"]);
    expect(fieldAt(assets[0], "id")).toMatchObject({ type: "int64", constraints: { required: true } });
    expect(fieldAt(assets[0], "id").optional).toBeUndefined();
    expect(fieldAt(assets[0], "name")).toMatchObject({
      optional: true,
      constraints: { default: "anonymous" },
    });
  });

  it("reports a syntax error and a missing import with lines", async () => {
    const mem = memorySource({
      "a.proto": 'syntax = "proto3";\n\nimport "missing/b.proto";\n\nmessage A { string x = 1; }\n',
    });
    const missing = await readAssets(["a.proto"], { files: mem, dataSourceOf: () => "ds" });
    expect(missing.diagnostics).toEqual([
      expect.objectContaining({
        file: "a.proto",
        line: 3,
        message: 'import "missing/b.proto" not found in the repository',
      }),
    ]);
    expect(missing.assets).toHaveLength(1);
    const broken = await read(["fixtures/schemas/protobuf/events/malformed.proto"]);
    expect(broken.diagnostics[0]).toMatchObject({ line: 7, severity: "error" });
  });
});
