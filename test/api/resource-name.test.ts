import { describe, expect, it } from "vitest";
import { formatResourceName, sourceTypeOfResourceName } from "../../src/api/resource-name.js";
import { SOURCE_TYPES, SourceType } from "../../src/api/source-types.js";

describe("resource names", () => {
  it("give back the source type they start with, when it is a known one", () => {
    const name = formatResourceName({
      source_type: "protobuf",
      data_source: "host:5432",
      path: "a.proto:x.Y",
    });
    expect(name).toBe("protobuf://host:5432:a.proto:x.Y");
    expect(sourceTypeOfResourceName(name)).toBe("protobuf");
    expect(sourceTypeOfResourceName("graphql://local:schema.graphql")).toBeUndefined();
    expect(sourceTypeOfResourceName("protobuf:/no-scheme")).toBeUndefined();
  });

  it("know the same source types as the zod enum the API validates with", () => {
    expect([...SOURCE_TYPES]).toEqual(SourceType.options);
    for (const type of SOURCE_TYPES) expect(sourceTypeOfResourceName(`${type}://d:p`)).toBe(type);
  });
});
