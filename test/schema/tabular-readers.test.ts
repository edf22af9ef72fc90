import { describe, expect, it } from "vitest";
import { directorySource, memorySource } from "../../src/schema/fs-source.js";
import { readAssets } from "../../src/schema/index.js";
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
