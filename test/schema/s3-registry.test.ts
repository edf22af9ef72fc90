import { describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { s3Reader } from "../../src/schema/readers/s3.js";

// The import graph of all of src/ (cycles included) is checked by test/architecture/import-graph.test.ts.
describe("the s3 reader", () => {
  it("reads a declared schema through the registry it is given, not an import", async () => {
    const files = memorySource({
      "d.s3.yaml": "bucket: b\npattern: p/{file}.json\nschema: {file: s.avsc, type: avro}\n",
      "s.avsc": '{"type":"record","name":"R","fields":[{"name":"x","type":"int"}]}',
    });
    const request = { path: "d.s3.yaml", sourceType: "s3" as const, dataSource: "b", files };
    const without = await s3Reader.read(request);
    expect(without.assets).toEqual([]);
    expect(without.diagnostics[0]?.message).toContain("no reader for the declared schema s.avsc");
    const { readerFor, detectSourceType } = await import("../../src/schema/index.js");
    const withRegistry = await s3Reader.read({ ...request, registry: { readerFor, detectSourceType } });
    expect(withRegistry.assets[0]?.schema.fields?.map((f) => f.name)).toEqual(["x"]);
  });
});
