import { describe, expect, it } from "vitest";
import { dataReaders, loadDataReaders } from "../../src/schema/readers/data.js";

describe("data readers load at their first read", () => {
  it("state the source types and file endings of the readers they load", async () => {
    const loaded = await loadDataReaders();
    expect(dataReaders.map((r) => [r.sourceType, [...r.extensions]])).toEqual(
      loaded.map((r) => [r.sourceType, [...r.extensions]]),
    );
  });

  it("read through the loaded reader", async () => {
    const avro = dataReaders.find((r) => r.sourceType === "avro");
    const schema = JSON.stringify({ type: "record", name: "A", fields: [{ name: "id", type: "long" }] });
    const result = await avro?.read({
      path: "a.avsc",
      sourceType: "avro",
      dataSource: "local",
      files: { readText: async () => schema, list: async () => ["a.avsc"] },
    });
    expect(result?.assets.map((a) => a.resourceName)).toEqual(["avro://local:a.avsc:A"]);
  });
});
