import { describe, expect, it } from "vitest";
import { diffSchemas } from "../../../src/compliance/diff.js";
import { assetNamed, fieldAt, readSource } from "./helpers.js";

describe("java reader", () => {
  it("reads records, nested generics, arrays, boxed and annotated nullability", async () => {
    const result = await readSource(
      "java",
      "src/R.java",
      [
        "import java.util.*;",
        "public record R(",
        "  @javax.annotation.Nullable String a,",
        "  Map<String, List<Long>> b,",
        "  long c,",
        "  Long d,",
        "  Optional<java.time.Instant> e,",
        "  char[] f,",
        "  byte[] g",
        ") {}",
      ].join("\n"),
    );
    const tree = assetNamed(result, "R");
    expect(fieldAt(tree, "a")).toEqual({ name: "a", type: "string", optional: true, line: 3 });
    expect(fieldAt(tree, "b.value.element").optional).toBeUndefined();
    expect(fieldAt(tree, "c").optional).toBeUndefined();
    // A boxed primitive is a reference like String: required unless marked nullable.
    expect(fieldAt(tree, "d")).toEqual({ name: "d", type: "int64", line: 6 });
    expect(fieldAt(tree, "e")).toMatchObject({ type: "timestamp64", logical: "Timestamp", optional: true });
    expect(fieldAt(tree, "f.element")).toMatchObject({ type: "string", constraints: { maxLength: 1 } });
    expect(fieldAt(tree, "g").type).toBe("bytes");
  });

  it("reads Long -> String as a type change only: boxed and other references share one nullability", async () => {
    const model = (type: string) =>
      readSource(
        "java",
        "src/Account.java",
        `public class Account {\n  private ${type} id;\n  private @Nullable Long parent;\n}\n`,
      );
    const [base, head] = [await model("Long"), await model("String")];
    const changes = diffSchemas(assetNamed(base, "Account"), assetNamed(head, "Account"), "java");
    expect(changes.map((change) => [change.kind, change.field])).toEqual([["TYPE_CHANGED", "id"]]);
    expect(fieldAt(assetNamed(head, "Account"), "parent").optional).toBe(true);
  });

  it("skips static and transient fields, declares several names per field, and nests inner classes", async () => {
    const result = await readSource(
      "java",
      "src/C.java",
      "class C {\n  static int s;\n  transient int t;\n  int x, y;\n  Inner in;\n  static class Inner { Inner self; }\n}\n",
    );
    expect(result.assets.map((asset) => asset.path)).toEqual(["src/C.java:C"]);
    const tree = assetNamed(result, "C");
    expect(tree.fields?.map((field) => field.name)).toEqual(["x", "y", "in"]);
    expect(fieldAt(tree, "in.self")).toMatchObject({ type: "struct", constraints: { ref: "Inner" } });
  });

  it("reports a malformed class with its line", async () => {
    const result = await readSource(
      "java",
      "src/Bad.java",
      "public class Bad {\n  private int ok;\n  private String = ;\n}\n",
    );
    expect(result.assets).toEqual([]);
    expect(result.diagnostics[0]).toMatchObject({ file: "src/Bad.java", line: 3, severity: "error" });
  });
});

describe("kotlin reader", () => {
  it("reads T? as optional, nested generics, and only val/var constructor parameters", async () => {
    const result = await readSource(
      "kotlin",
      "K.kt",
      "data class K(val a: Map<String, List<Int?>>?, var b: kotlin.collections.List<String>, c: Int) {\n  val d: Long = 0\n}\n",
    );
    const tree = assetNamed(result, "K");
    expect(tree.fields?.map((field) => field.name)).toEqual(["a", "b", "d"]);
    expect(fieldAt(tree, "a")).toMatchObject({ type: "map", optional: true, line: 1 });
    expect(fieldAt(tree, "a.value.element")).toMatchObject({ type: "int32", optional: true });
    expect(fieldAt(tree, "b.element").type).toBe("string");
    expect(fieldAt(tree, "d")).toMatchObject({ type: "int64", line: 2 });
  });

  it("reports a malformed class with its line and still reads the others", async () => {
    const result = await readSource(
      "kotlin",
      "B.kt",
      "data class Ok(val a: Int)\n\ndata class Bad(val b: Int,, val c: )\n",
    );
    expect(result.assets.map((asset) => asset.path)).toEqual(["B.kt:Ok"]);
    expect(result.diagnostics[0]).toMatchObject({ file: "B.kt", line: 3, severity: "error" });
  });
});

describe("swift reader", () => {
  it("reads optionals in all spellings, dictionaries of arrays, and raw-value enums", async () => {
    const result = await readSource(
      "swift",
      "S.swift",
      [
        'enum Kind: String { case a = "A", b }',
        "struct S {",
        "  var x: Int?",
        "  var y: Optional<String>",
        "  var z: [String: [Int]]",
        "  var k: Kind",
        "  var c: Int { 1 }",
        "  static var s: Int = 0",
        "}",
      ].join("\n"),
    );
    const tree = assetNamed(result, "S");
    expect(tree.fields?.map((field) => field.name)).toEqual(["x", "y", "z", "k"]);
    expect(fieldAt(tree, "x")).toEqual({ name: "x", type: "int64", optional: true, line: 3 });
    expect(fieldAt(tree, "y").optional).toBe(true);
    expect(fieldAt(tree, "z.value.element").type).toBe("int64");
    expect(fieldAt(tree, "k")).toMatchObject({ type: "enum", constraints: { symbols: ["A", "b"] } });
  });

  it("reports a malformed struct with its line", async () => {
    const result = await readSource(
      "swift",
      "B.swift",
      "struct Ok { let a: Int }\nstruct Bad {\n  let b: [String\n}\n",
    );
    expect(result.assets.map((asset) => asset.path)).toEqual(["B.swift:Ok"]);
    expect(result.diagnostics[0]).toMatchObject({ file: "B.swift", severity: "error" });
    expect(result.diagnostics[0]?.line).toBeGreaterThanOrEqual(2);
  });
});

describe("php reader", () => {
  it("reads ?T, T|null, promoted constructor properties, and skips static ones", async () => {
    const result = await readSource(
      "php",
      "P.php",
      "<?php\nclass P {\n  public ?int $a;\n  public null|string $b;\n  public static int $s;\n  public function __construct(private readonly \\DateTime $c) {}\n}\n",
    );
    const tree = assetNamed(result, "P");
    expect(tree.fields?.map((field) => field.name)).toEqual(["a", "b", "c"]);
    expect(fieldAt(tree, "a")).toEqual({ name: "a", type: "int64", optional: true, line: 3 });
    expect(fieldAt(tree, "b")).toMatchObject({ type: "string", optional: true });
    expect(fieldAt(tree, "c")).toMatchObject({ type: "timestamp64", line: 6 });
  });

  it("reports a malformed class with its line", async () => {
    const result = await readSource(
      "php",
      "B.php",
      "<?php\nclass Bad {\n  public int $a\n  public $b = ;\n}\n",
    );
    expect(result.assets).toEqual([]);
    expect(result.diagnostics[0]).toMatchObject({ file: "B.php", severity: "error" });
    expect(result.diagnostics[0]?.line).toBeGreaterThanOrEqual(3);
  });
});
