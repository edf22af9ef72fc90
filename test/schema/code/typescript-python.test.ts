import { describe, expect, it } from "vitest";
import { assetNamed, fieldAt, readSource } from "./helpers.js";

describe("typescript reader", () => {
  it("reads optional markers, null/undefined unions, arrays, Record, Date and JSDoc", async () => {
    const result = await readSource(
      "typescript",
      "src/a.ts",
      [
        "export interface A {",
        "  /** The name. */",
        "  name?: string;",
        "  maybe: number | null | undefined;",
        "  list: ReadonlyArray<boolean>;",
        "  nested: string[][];",
        "  byKey: Record<string, Date>;",
        "  kind: 'a' | 'b';",
        "  mixed: string | number;",
        "}",
      ].join("\n"),
    );
    const tree = assetNamed(result, "A");
    expect(fieldAt(tree, "name")).toEqual({
      name: "name",
      type: "string",
      optional: true,
      doc: "The name.",
      line: 3,
    });
    expect(fieldAt(tree, "maybe")).toMatchObject({ type: "float64", optional: true, line: 4 });
    expect(fieldAt(tree, "list.element").type).toBe("bool");
    expect(fieldAt(tree, "nested.element.element").type).toBe("string");
    expect(fieldAt(tree, "byKey.value")).toMatchObject({ type: "timestamp64", logical: "Timestamp" });
    expect(fieldAt(tree, "kind")).toMatchObject({ type: "enum", constraints: { symbols: ["a", "b"] } });
    expect(fieldAt(tree, "mixed").type).toBe("union");
    expect(fieldAt(tree, "mixed").fields?.map((variant) => variant.type)).toEqual(["string", "float64"]);
  });

  it("reads only exported models; private, static and methods are not fields", async () => {
    const result = await readSource(
      "typescript",
      "src/b.ts",
      "interface Hidden { x: number }\nexport class C { id = 1; static n = 2; private p = 3; label!: string; f() {} }\n",
    );
    expect(result.assets.map((asset) => asset.path)).toEqual(["src/b.ts:C"]);
    // `id = 1` takes its type from the initializer, as TypeScript infers it.
    expect(assetNamed(result, "C").fields?.map((field) => [field.name, field.type])).toEqual([
      ["id", "float64"],
      ["label", "string"],
    ]);
  });

  it("reads public and readonly constructor parameter properties", async () => {
    const result = await readSource(
      "typescript",
      "src/p.ts",
      "export class P {\n  constructor(\n    public id: string,\n    readonly n?: number,\n    private p: string,\n    q: string,\n  ) {}\n}\n",
    );
    expect(assetNamed(result, "P").fields).toEqual([
      { name: "id", type: "string", line: 3 },
      { name: "n", type: "float64", optional: true, line: 4 },
    ]);
  });

  it("turns mutual recursion into a reference instead of an endless tree", async () => {
    const result = await readSource(
      "typescript",
      "src/tree.ts",
      "export interface Node { children: Node[]; parent?: Edge }\ninterface Edge { from: Node }\n",
    );
    const tree = assetNamed(result, "Node");
    expect(fieldAt(tree, "children.element")).toEqual({
      name: "element",
      type: "struct",
      constraints: { ref: "Node" },
    });
    expect(fieldAt(tree, "parent.from")).toMatchObject({ type: "struct", constraints: { ref: "Node" } });
  });

  it("reports a syntax error with its line and keeps the declarations it does not touch", async () => {
    const result = await readSource(
      "typescript",
      "src/bad.ts",
      "export interface Good { a: string }\n\nexport interface Bad {\n  b: string\n  c: = 3;\n}\n",
    );
    expect(result.assets.map((asset) => asset.path)).toEqual(["src/bad.ts:Good"]);
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatchObject({ file: "src/bad.ts", line: 5 });
    expect(errors.some((d) => d.message.includes("Bad") && d.line === 3)).toBe(true);
  });
});

describe("python reader", () => {
  it("reads pydantic Optional, list[...], dict[...], Field(description) and attribute docstrings", async () => {
    const result = await readSource(
      "python",
      "m.py",
      [
        "import typing",
        "from pydantic import BaseModel, Field",
        "class M(BaseModel):",
        "    a: typing.Optional[int]",
        "    b: list[dict[str, float]] = Field(default_factory=list, description='Rows')",
        "    c: int | None",
        '    """The c."""',
        "    d: typing.Literal['x', 'y']",
        "    e: 'M | None' = None",
        "    f: typing.ClassVar[int] = 1",
        "    _g: int = 0",
      ].join("\n"),
    );
    const tree = assetNamed(result, "M");
    expect(tree.fields?.map((field) => field.name)).toEqual(["a", "b", "c", "d", "e"]);
    expect(fieldAt(tree, "a")).toEqual({ name: "a", type: "int64", optional: true, line: 4 });
    expect(fieldAt(tree, "b")).toMatchObject({ type: "list", doc: "Rows" });
    expect(fieldAt(tree, "b.element.value").type).toBe("float64");
    expect(fieldAt(tree, "c")).toMatchObject({ optional: true, doc: "The c." });
    expect(fieldAt(tree, "d")).toMatchObject({ type: "enum", constraints: { symbols: ["x", "y"] } });
    expect(fieldAt(tree, "e")).toMatchObject({ type: "struct", optional: true, constraints: { ref: "M" } });
  });

  it("reads TypedDict totality, NotRequired, and fields inherited from a model in the file", async () => {
    const result = await readSource(
      "python",
      "t.py",
      [
        "from typing import TypedDict, NotRequired",
        "class Base(TypedDict):",
        "    id: str",
        "    tag: NotRequired[str]",
        "class Child(Base, total=False):",
        "    extra: int",
      ].join("\n"),
    );
    const base = assetNamed(result, "Base");
    expect(fieldAt(base, "id").optional).toBeUndefined();
    expect(fieldAt(base, "tag").optional).toBe(true);
    const child = assetNamed(result, "Child");
    expect(child.fields?.map((field) => [field.name, field.optional ?? false])).toEqual([
      ["id", false],
      ["tag", true],
      ["extra", true],
    ]);
  });

  it("ignores plain classes and reads @dataclass ones", async () => {
    const result = await readSource(
      "python",
      "d.py",
      "import dataclasses\nclass Plain:\n    x: int\n@dataclasses.dataclass(frozen=True)\nclass D:\n    y: float\n",
    );
    expect(result.assets.map((asset) => asset.path)).toEqual(["d.py:D"]);
  });

  it("reports a malformed file with a line instead of throwing", async () => {
    const result = await readSource(
      "python",
      "bad.py",
      "class Ok(BaseModel):\n    a: int\n\nclass Broken(BaseModel:\n    b: int\n",
    );
    expect(result.diagnostics[0]).toMatchObject({ file: "bad.py", severity: "error" });
    expect(result.diagnostics[0]?.line).toBeGreaterThanOrEqual(4);
    expect(result.assets.map((asset) => asset.path)).toContain("bad.py:Ok");
    expect(result.assets.map((asset) => asset.path)).not.toContain("bad.py:Broken");
  });
});
