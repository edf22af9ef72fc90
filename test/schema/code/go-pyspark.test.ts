import { describe, expect, it } from "vitest";
import { SOURCE_TYPES } from "../../../src/api/source-types.js";
import { looksLikePyspark } from "../../../src/schema/readers/code/pyspark.js";
import { codeReaders } from "../../../src/schema/readers/code.js";
import { assetNamed, fieldAt, memoryFiles, readerFor, readSource, repoFiles } from "./helpers.js";

describe("golang reader", () => {
  it("names fields by json tag, honours omitempty and `-`, and skips unexported fields", async () => {
    const result = await readSource(
      "golang",
      "g.go",
      [
        "package g",
        "type G struct {",
        '\tA int `json:"a,omitempty"`',
        '\tB *string `json:"b"`',
        '\tC string `json:"-"`',
        '\tD string `json:"-,"`',
        "\te string",
        '\tF, H int `json:",omitempty"`',
        '\tM map[string][]*G `db:"m" json:"m"`',
        "}",
      ].join("\n"),
    );
    const tree = assetNamed(result, "G");
    expect(tree.fields?.map((field) => field.name)).toEqual(["a", "b", "-", "F", "H", "m"]);
    expect(fieldAt(tree, "a")).toEqual({
      name: "a",
      type: "int64",
      optional: true,
      constraints: { goName: "A" },
      line: 3,
    });
    expect(fieldAt(tree, "b").optional).toBe(true);
    expect(fieldAt(tree, "F").optional).toBe(true);
    expect(fieldAt(tree, "m.value.element")).toMatchObject({
      type: "struct",
      optional: true,
      constraints: { ref: "G" },
    });
  });

  it("promotes embedded struct fields, lets own fields win, and reads typed string constants as an enum", async () => {
    const result = await readSource(
      "golang",
      "e.go",
      [
        "package e",
        "type Kind string",
        'const ( KindA Kind = "a"; KindB Kind = "b" )',
        'type Base struct { ID string `json:"id"`; Kind Kind `json:"kind"` }',
        'type E struct { *Base; Kind int `json:"kind"`; Named Base `json:"named"` }',
        "type lower struct { X int }",
      ].join("\n"),
    );
    expect(result.assets.map((asset) => asset.path)).toEqual(["e.go:Base", "e.go:E"]);
    expect(fieldAt(assetNamed(result, "Base"), "kind")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["a", "b"] },
    });
    const tree = assetNamed(result, "E");
    expect(tree.fields?.map((field) => [field.name, field.type])).toEqual([
      ["id", "string"],
      ["kind", "int64"],
      ["named", "struct"],
    ]);
  });

  it("reports a malformed struct with its line", async () => {
    const result = await readSource(
      "golang",
      "b.go",
      'package b\n\ntype Ok struct { A int }\n\ntype Bad struct {\n\tA int `json:"a"\n}\n',
    );
    expect(result.assets.map((asset) => asset.path)).toEqual(["b.go:Ok"]);
    expect(result.diagnostics[0]).toMatchObject({ file: "b.go", severity: "error" });
    expect(result.diagnostics[0]?.line).toBeGreaterThanOrEqual(5);
  });
});

describe("pyspark reader", () => {
  it("reads nullability defaults, containsNull, DecimalType defaults and keyword arguments", async () => {
    const result = await readSource(
      "pyspark",
      "s.py",
      [
        "from pyspark.sql import types as T",
        "s = T.StructType(fields=[",
        "    T.StructField('a', T.ArrayType(T.IntegerType(), False)),",
        "    T.StructField(name='b', dataType=T.DecimalType(), nullable=False),",
        "    T.StructField('c', T.MapType(T.StringType(), T.LongType(), valueContainsNull=False), False),",
        "])",
      ].join("\n"),
    );
    const tree = assetNamed(result, "s");
    expect(fieldAt(tree, "a")).toMatchObject({ type: "list", optional: true, line: 3 });
    expect(fieldAt(tree, "a.element").optional).toBeUndefined();
    expect(fieldAt(tree, "b")).toEqual({
      name: "b",
      type: "decimal128",
      logical: "Decimal",
      constraints: { precision: 10, scale: 0 },
      line: 4,
    });
    expect(fieldAt(tree, "c.value").optional).toBeUndefined();
  });

  it("is read by the python reader too, as pyspark assets, and sniffed by content", async () => {
    const path = "fixtures/schemas/pyspark/orders_schema.py";
    const result = await readerFor("python").read({
      path,
      sourceType: "python",
      dataSource: "d",
      files: repoFiles,
    });
    expect(result.assets.map((asset) => [asset.sourceType, asset.resourceName])).toEqual([
      ["pyspark", `pyspark://d:${path}:address_schema`],
      ["pyspark", `pyspark://d:${path}:orders_schema`],
    ]);
    expect(looksLikePyspark((await repoFiles.readText(path)) ?? "")).toBe(true);
    expect(looksLikePyspark((await repoFiles.readText("fixtures/schemas/python/models.py")) ?? "")).toBe(
      false,
    );
  });
});

describe("code readers", () => {
  it("cover the eight code source types", () => {
    const covered = codeReaders.map((reader) => reader.sourceType).sort();
    expect(covered).toEqual(["golang", "java", "kotlin", "php", "pyspark", "python", "swift", "typescript"]);
    expect(covered.every((type) => SOURCE_TYPES.includes(type))).toBe(true);
  });

  it("report a missing file and keep reading the next one", async () => {
    const files = memoryFiles({ "b.java": "class B { int x; }" });
    const reader = readerFor("java");
    const missing = await reader.read({ path: "a.java", sourceType: "java", dataSource: "d", files });
    expect(missing).toEqual({
      assets: [],
      diagnostics: [{ file: "a.java", severity: "error", message: "file not found" }],
    });
    const next = await reader.read({ path: "b.java", sourceType: "java", dataSource: "d", files });
    expect(next.assets[0]?.resourceName).toBe("java://d:b.java:B");
  });

  it("turn a failing file source into a diagnostic, never a thrown error", async () => {
    const files = {
      readText: async () => {
        throw new Error("disk on fire");
      },
      list: async () => [],
    };
    const result = await readerFor("golang").read({
      path: "x.go",
      sourceType: "golang",
      dataSource: "d",
      files,
    });
    expect(result.diagnostics).toEqual([
      { file: "x.go", severity: "error", message: "cannot read file: disk on fire" },
    ]);
  });

  it("read binary garbage without throwing", async () => {
    const garbage = String.fromCharCode(...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256));
    for (const reader of codeReaders) {
      const result = await readSource(reader.sourceType, "garbage.txt", garbage);
      expect(result.assets).toEqual([]);
    }
  });
});
