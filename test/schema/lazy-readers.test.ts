import { describe, expect, it } from "vitest";
import { codeReaders, loadCodeReaders } from "../../src/schema/readers/code.js";
import { dataReaders, loadDataReaders } from "../../src/schema/readers/data.js";

describe("data and code readers load at their first read", () => {
  it("state the source types and file endings of the readers they load", async () => {
    const ends = (readers: { sourceType: string; extensions: readonly string[] }[]) =>
      readers.map((r) => [r.sourceType, [...r.extensions]]);
    expect(ends(dataReaders)).toEqual(ends(await loadDataReaders()));
    expect(ends(codeReaders)).toEqual(ends(await loadCodeReaders()));
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
