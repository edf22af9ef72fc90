import { describe, expect, it } from "vitest";
import { assetNamed, fieldAt, memoryFiles, readerFor } from "./helpers.js";

/* Issue 14: types imported from other files of the repository resolve; nothing outside it is followed. */

async function read(sourceType: "typescript" | "python", path: string, files: Record<string, string>) {
  return readerFor(sourceType).read({ path, sourceType, dataSource: "test", files: memoryFiles(files) });
}

describe("TypeScript imports", () => {
  it("resolves named, aliased, namespace and barrel imports, with the imported file's lines", async () => {
    const result = await read("typescript", "src/api/order.ts", {
      "src/api/order.ts": [
        'import type { Money as Amount } from "../models/money.js";',
        'import * as people from "../models/people";',
        'import { Status } from "../models";',
        "export interface Order {",
        "  total: Amount;",
        "  buyer: people.Person;",
        "  status: Status;",
        "}",
      ].join("\n"),
      "src/models/money.ts":
        "export interface Money {\n  cents: number;\n  currency: Currency;\n}\ntype Currency = 'EUR' | 'USD';\n",
      "src/models/people.ts": "export interface Person {\n  name: string;\n}\n",
      "src/models/index.ts": 'export * from "./status";\n',
      "src/models/status.ts": "export enum Status {\n  Open = 'open',\n  Done = 'done',\n}\n",
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.assets.map((asset) => asset.path)).toEqual(["src/api/order.ts:Order"]);
    const order = assetNamed(result, "Order");
    expect(fieldAt(order, "total.cents")).toEqual({
      name: "cents",
      type: "float64",
      line: 2,
      file: "src/models/money.ts",
    });
    expect(fieldAt(order, "total.currency").constraints).toEqual({ symbols: ["EUR", "USD"] });
    expect(fieldAt(order, "buyer.name")).toMatchObject({ type: "string", file: "src/models/people.ts" });
    expect(fieldAt(order, "status")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["open", "done"] },
    });
  });

  it("never follows a path out of the repository or into packages: those types stay unknown", async () => {
    const result = await read("typescript", "src/a.ts", {
      "src/a.ts":
        'import { Outside } from "../../outside";\nimport { Pkg } from "some-package";\nexport interface A {\n  o: Outside;\n  p: Pkg;\n}\n',
      // A file that `../../outside` would name if `..` went past the root.
      "outside.ts": "export interface Outside {\n  secret: string;\n}\n",
      "../outside.ts": "export interface Outside {\n  secret: string;\n}\n",
    });
    const a = assetNamed(result, "A");
    expect(fieldAt(a, "o")).toMatchObject({ type: "unknown", constraints: { sourceType: "Outside" } });
    expect(fieldAt(a, "p")).toMatchObject({ type: "unknown", constraints: { sourceType: "Pkg" } });
  });

  it("survives import cycles", async () => {
    const result = await read("typescript", "a.ts", {
      "a.ts": 'import { B } from "./b";\nexport interface A {\n  b: B;\n}\n',
      "b.ts": 'import { A } from "./a";\nexport interface B {\n  a?: A;\n}\n',
    });
    expect(fieldAt(assetNamed(result, "A"), "b.a")).toMatchObject({
      type: "struct",
      constraints: { ref: "A" },
    });
  });
});

describe("Python imports", () => {
  const shop = {
    "src/shop/__init__.py": "from .customer import Customer\n",
    "src/shop/base.py": "from pydantic import BaseModel\n\nclass Model(BaseModel):\n    pass\n",
    "src/shop/customer.py":
      "from .base import Model\nfrom .kinds import Kind\n\nclass Customer(Model):\n    name: str\n    kind: Kind\n",
    "src/shop/kinds.py":
      "from enum import Enum\n\nclass Kind(str, Enum):\n    B2B = 'b2b'\n    B2C = 'b2c'\n",
  };

  it("resolves relative and absolute imports; a class deriving from an imported model is a model", async () => {
    const result = await read("python", "src/shop/orders.py", {
      ...shop,
      "src/shop/orders.py": [
        "from shop import Customer",
        "from shop.base import Model as Base",
        "from . import kinds",
        "",
        "class Order(Base):",
        "    customer: Customer",
        "    kind: kinds.Kind",
        "",
        "class NotAModel(SomethingElse):",
        "    x: int",
      ].join("\n"),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.assets.map((asset) => asset.path)).toEqual(["src/shop/orders.py:Order"]);
    const order = assetNamed(result, "Order");
    expect(fieldAt(order, "customer")).toMatchObject({ type: "struct", line: 6 });
    expect(fieldAt(order, "customer.name")).toEqual({
      name: "name",
      type: "string",
      line: 5,
      file: "src/shop/customer.py",
    });
    expect(fieldAt(order, "customer.kind").constraints).toEqual({ symbols: ["b2b", "b2c"] });
    expect(fieldAt(order, "kind").constraints).toEqual({ symbols: ["b2b", "b2c"] });
  });

  it("inherits the fields of a model base declared in another file", async () => {
    const result = await read("python", "src/shop/vip.py", {
      ...shop,
      "src/shop/vip.py": "from .customer import Customer\n\nclass Vip(Customer):\n    level: int\n",
    });
    expect(assetNamed(result, "Vip").fields?.map((field) => [field.name, field.file])).toEqual([
      ["name", "src/shop/customer.py"],
      ["kind", "src/shop/customer.py"],
      ["level", undefined],
    ]);
  });
});

describe("pydantic v2 and TypedDict", () => {
  it("reads Annotated[T, Field(...)], Field(alias=...), Optional and | None, module type aliases", async () => {
    const result = await read("python", "m.py", {
      "m.py": [
        "from typing import Annotated, Optional",
        "from pydantic import BaseModel, Field",
        "",
        'Code = Annotated[str, Field(pattern="^[A-Z]{3}$")]',
        "",
        "class M(BaseModel):",
        '    user_id: Annotated[int, Field(alias="userId", ge=1, description="The owner")]',
        '    nick: Annotated[Optional[str], Field(serialization_alias="nickName", alias="nick_in")] = None',
        '    note: str | None = Field(default=None, alias="Note", max_length=200)',
        "    code: Code",
        '    raw: Annotated[str, Field(validation_alias="RAW")]',
      ].join("\n"),
    });
    expect(assetNamed(result, "M").fields).toEqual([
      {
        name: "userId",
        type: "int64",
        doc: "The owner",
        constraints: { minimum: 1, codeName: "user_id" },
        line: 7,
      },
      { name: "nickName", type: "string", optional: true, constraints: { codeName: "nick" }, line: 8 },
      {
        name: "Note",
        type: "string",
        optional: true,
        constraints: { maxLength: 200, codeName: "note" },
        line: 9,
      },
      { name: "code", type: "string", constraints: { pattern: "^[A-Z]{3}$" }, line: 10 },
      { name: "raw", type: "string", line: 11 },
    ]);
  });

  it("keeps Required[...] of a total=False TypedDict required and NotRequired[...] optional", async () => {
    const result = await read("python", "t.py", {
      "t.py": [
        "from typing import NotRequired, Required, TypedDict",
        "",
        "class Partial(TypedDict, total=False):",
        "    id: Required[str]",
        "    note: str",
        "",
        "class Full(TypedDict):",
        "    id: str",
        "    trace: NotRequired[str]",
      ].join("\n"),
    });
    expect(assetNamed(result, "Partial").fields?.map((f) => [f.name, f.optional ?? false])).toEqual([
      ["id", false],
      ["note", true],
    ]);
    expect(assetNamed(result, "Full").fields?.map((f) => [f.name, f.optional ?? false])).toEqual([
      ["id", false],
      ["trace", true],
    ]);
  });
});
