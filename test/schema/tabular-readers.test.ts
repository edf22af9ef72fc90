import avro from "avsc";
import { describe, expect, it } from "vitest";
import { directorySource, memorySource } from "../../src/schema/fs-source.js";
import { readAssets } from "../../src/schema/index.js";
import type { SchemaTree } from "../../src/schema/model.js";
import { parquetElementsTree } from "../../src/schema/readers/s3-samples.js";
import { expectGolden, fieldAt, repoRoot } from "./golden.js";

const files = directorySource(repoRoot);
const read = (paths: string[]) => readAssets(paths, { files, dataSourceOf: () => "warehouse" });

describe("dataframe", () => {
  it("reads pandas and polars dtypes into the golden trees", async () => {
    const result = await read(["fixtures/schemas/dataframe/orders.dataframe.yaml"]);
    await expectGolden("dataframe/golden/assets.json", result);
    const [orders, daily] = result.assets;
    expect(orders?.resourceName).toBe(
      "dataframe://warehouse:fixtures/schemas/dataframe/orders.dataframe.yaml:orders",
    );
    expect(fieldAt(orders, "order_id").optional).toBeUndefined(); // NumPy int64 holds no nulls
    expect(fieldAt(orders, "customer_id")).toMatchObject({ type: "int64", optional: true }); // pandas Int64 does
    expect(fieldAt(orders, "placed_at")).toMatchObject({
      type: "timestamp64",
      constraints: { unit: "nanosecond", timezone: "UTC" },
    });
    expect(fieldAt(daily, "total")).toMatchObject({
      type: "decimal128",
      constraints: { precision: 12, scale: 2 },
    });
    expect(fieldAt(daily, "channel").constraints?.symbols).toEqual(["web", "store"]);
    expect(fieldAt(daily, "region").optional).toBeUndefined();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: "warning",
        line: 23,
        message: "column 'mystery': unknown dtype 'Float128'",
      }),
    ]);
  });

  it("reports a file without dataframes at line 1", async () => {
    const result = await readAssets(["x.dataframe.yaml"], {
      files: memorySource({ "x.dataframe.yaml": "columns: {a: int64}\n" }),
    });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ line: 1, message: "expected a top-level `dataframes:` mapping" }),
    ]);
  });
});

describe("s3", () => {
  it("reads Hive partitions and a declared schema or a sample", async () => {
    const result = await read(["fixtures/schemas/s3/orders.s3.yaml", "fixtures/schemas/s3/clicks.s3.yaml"]);
    expect(result.diagnostics).toEqual([]);
    await expectGolden("s3/golden/assets.json", result);
    const [orders, clicks] = result.assets;
    expect(orders?.resourceName).toBe("s3://acme-events:orders/year={year}/month={month}/{file}.avro");
    expect(orders?.schema.fields?.map((f) => f.name)).toEqual(["year", "month", "street", "city", "zip"]);
    expect(fieldAt(orders, "year")).toMatchObject({ type: "int32", constraints: { partition: true } });
    expect(fieldAt(orders, "zip")).toMatchObject({
      optional: true,
      file: "fixtures/schemas/avro/address.avsc",
      line: 9,
    });
    expect(fieldAt(clicks, "dt").type).toBe("string");
    expect(fieldAt(clicks, "score")).toMatchObject({ type: "float64", optional: true });
    expect(fieldAt(clicks, "at").type).toBe("timestamp64");
  });

  it("reads the writer schema of an Avro sample and the schema of a Parquet sample", async () => {
    const result = await read(["fixtures/schemas/s3/events.s3.yaml", "fixtures/schemas/s3/sales.s3.yaml"]);
    expect(result.diagnostics).toEqual([]);
    await expectGolden("s3/golden/samples.json", result);
    const [events, sales] = result.assets;
    // Mapped as the Avro reader maps the same record in an .avsc file.
    expect(events?.schema.fields?.map((f) => f.name)).toEqual([
      "dt",
      "event_id",
      "user",
      "amount",
      "at",
      "tags",
      "props",
      "device",
    ]);
    expect(fieldAt(events, "user")).toMatchObject({ type: "string", optional: true });
    expect(fieldAt(events, "amount")).toMatchObject({
      type: "decimal128",
      constraints: { precision: 10, scale: 2 },
    });
    expect(fieldAt(events, "at")).toMatchObject({ type: "timestamp64", logical: "Timestamp" });
    expect(fieldAt(events, "device.os").constraints?.symbols).toEqual(["IOS", "ANDROID", "WEB"]);
    expect(fieldAt(events, "event_id")).toMatchObject({
      type: "int64",
      file: "fixtures/schemas/s3/samples/events.avro",
    });
    expect(fieldAt(events, "event_id").line).toBeUndefined(); // no lines in a binary file

    expect(fieldAt(sales, "year")).toMatchObject({ type: "int32", constraints: { partition: true } });
    expect(fieldAt(sales, "quantity").type).toBe("int32");
    expect(fieldAt(sales, "order_id")).toMatchObject({
      type: "int64",
      file: "fixtures/schemas/s3/samples/orders.parquet",
    });
    expect(fieldAt(sales, "customer")).toEqual({
      name: "customer",
      type: "string",
      file: "fixtures/schemas/s3/samples/orders.parquet",
    });
    expect(fieldAt(sales, "note")).toMatchObject({ type: "string", optional: true });
    expect(fieldAt(sales, "total")).toMatchObject({
      type: "decimal128",
      logical: "Decimal",
      constraints: { precision: 12, scale: 2 },
    });
    expect(fieldAt(sales, "placed_at")).toMatchObject({
      type: "timestamp64",
      logical: "Timestamp",
      constraints: { unit: "microsecond", timezone: "UTC" },
    });
    expect(fieldAt(sales, "ship_date")).toMatchObject({ type: "date32", optional: true });
    expect(fieldAt(sales, "paid").type).toBe("bool");
    expect(fieldAt(sales, "weight")).toMatchObject({ type: "float32", optional: true });
    expect(fieldAt(sales, "score").type).toBe("float64");
    expect(fieldAt(sales, "tags")).toMatchObject({ type: "list", optional: true });
    expect(fieldAt(sales, "tags.element")).toEqual({ name: "element", type: "string" });
    expect(fieldAt(sales, "attributes")).toMatchObject({ type: "map", optional: true });
    expect(fieldAt(sales, "attributes").fields).toEqual([
      { name: "key", type: "string" },
      { name: "value", type: "int32", optional: true },
    ]);
    expect(fieldAt(sales, "shipping").type).toBe("struct");
    expect(fieldAt(sales, "shipping.zip")).toEqual({ name: "zip", type: "int32", optional: true });
  });

  it("maps an Avro sample's writer schema exactly as the Avro reader maps the same .avsc", async () => {
    // avsc's own header reader, independent of the s3 reader's.
    const header = avro.extractFileHeader(`${repoRoot}/fixtures/schemas/s3/samples/events.avro`);
    const avsc = await readAssets(["events.avsc"], {
      files: memorySource({ "events.avsc": JSON.stringify(header.meta["avro.schema"], null, 2) }),
    });
    const sample = await read(["fixtures/schemas/s3/events.s3.yaml"]);
    expect(avsc.diagnostics).toEqual([]);
    expect(avsc.assets[0]?.schema.fields).toHaveLength(7);
    const withoutPlace = (tree: SchemaTree): SchemaTree => {
      const { line: _line, file: _file, fields, ...rest } = tree;
      return fields ? { ...rest, fields: fields.map(withoutPlace) } : rest;
    };
    expect(sample.assets[0]?.schema.fields?.slice(1).map(withoutPlace)).toEqual(
      avsc.assets[0]?.schema.fields?.map(withoutPlace),
    );
  });

  it("maps legacy Parquet lists, repeated fields and integer annotations", () => {
    const tree = parquetElementsTree([
      { name: "schema", num_children: 6 },
      { name: "legacy", repetition_type: "OPTIONAL", converted_type: "LIST", num_children: 1 },
      { name: "array", type: "INT32", repetition_type: "REPEATED" },
      { name: "pairs", repetition_type: "REQUIRED", converted_type: "LIST", num_children: 1 },
      { name: "pairs_tuple", repetition_type: "REPEATED", num_children: 1 },
      { name: "a", type: "INT64", repetition_type: "REQUIRED" },
      { name: "ids", type: "INT64", repetition_type: "REPEATED" },
      { name: "small", type: "INT32", converted_type: "INT_16", repetition_type: "REQUIRED" },
      {
        name: "u",
        type: "INT32",
        logical_type: { type: "INTEGER", bitWidth: 32, isSigned: false },
        repetition_type: "REQUIRED",
      },
      { name: "legacy_ts", type: "INT96", repetition_type: "OPTIONAL" },
    ]);
    expect(tree.fields).toEqual([
      { name: "legacy", type: "list", optional: true, fields: [{ name: "element", type: "int32" }] },
      {
        name: "pairs",
        type: "list",
        fields: [{ name: "element", type: "struct", fields: [{ name: "a", type: "int64" }] }],
      },
      { name: "ids", type: "list", fields: [{ name: "element", type: "int64" }] },
      { name: "small", type: "int16" },
      { name: "u", type: "uint32" },
      {
        name: "legacy_ts",
        type: "timestamp64",
        logical: "Timestamp",
        optional: true,
        constraints: { unit: "nanosecond", physicalType: "INT96" },
      },
    ]);
  });

  it("reports an unreadable binary sample with its file, without throwing", async () => {
    const result = await read(["fixtures/schemas/s3/corrupt.s3.yaml"]);
    expect(result.diagnostics).toEqual([
      {
        file: "fixtures/schemas/s3/samples/corrupt.parquet",
        severity: "error",
        message: expect.stringMatching(/^unreadable Parquet sample: /),
      },
    ]);
    // The dataset itself is still an asset, with the fields it could read (none).
    expect(result.assets[0]?.schema.fields).toEqual([]);

    // An Avro container whose header is cut short.
    const truncated = await readAssets(["fixtures/schemas/s3/x.s3.yaml"], {
      files: {
        readText: async (path) =>
          path === "fixtures/schemas/s3/x.s3.yaml"
            ? "bucket: b\npattern: p/{f}.avro\nsample: samples/corrupt.avro\n"
            : files.readText(path),
        readBytes: (path) => files.readBytes?.(path) ?? Promise.resolve(undefined),
        list: (dir) => files.list(dir),
      },
    });
    expect(truncated.diagnostics).toEqual([
      {
        file: "fixtures/schemas/s3/samples/corrupt.avro",
        severity: "error",
        message: "unreadable Avro sample: truncated Avro header",
      },
    ]);
  });

  it("reports a binary sample on a source that reads text only", async () => {
    const result = await readAssets(["d.s3.yaml"], {
      files: memorySource({ "d.s3.yaml": "bucket: b\npattern: p\nsample: s.parquet\n" }),
    });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        file: "d.s3.yaml",
        line: 3,
        message: "sample s.parquet: binary samples cannot be read here",
      }),
    ]);
  });

  it("needs a bucket and a pattern", async () => {
    const result = await readAssets(["d.s3.yaml"], {
      files: memorySource({ "d.s3.yaml": "pattern: a/b\n" }),
    });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        file: "d.s3.yaml",
        line: 1,
        message: "an s3 dataset needs `bucket` and `pattern` strings",
      }),
    ]);
  });
});
