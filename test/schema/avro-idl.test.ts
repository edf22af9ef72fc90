import { readFileSync } from "node:fs";
import { join } from "node:path";
import avro from "avsc";
import { describe, expect, it } from "vitest";
import { directorySource, memorySource } from "../../src/schema/fs-source.js";
import type { ReadResult, SchemaTree } from "../../src/schema/model.js";
import { avroReader } from "../../src/schema/readers/avro.js";
import { parseIdl } from "../../src/schema/readers/avro-idl-parser.js";

/*
 * Avro IDL by our own parser: the newer syntax of Avro 1.11/1.12 (schema files,
 * `T?`, the logical-type shorthands), imports, errors at their lines, and a
 * schema read from IDL against its hand-written .avsc equivalent, by avsc.
 */

const DIR = join(import.meta.dirname, "avro-idl");

function read(path: string, files: Record<string, string>): Promise<ReadResult> {
  return avroReader.read({ path, sourceType: "avro", dataSource: "local", files: memorySource(files) });
}

function readDir(path: string): Promise<ReadResult> {
  return avroReader.read({ path, sourceType: "avro", dataSource: "local", files: directorySource(DIR) });
}

function field(node: SchemaTree | undefined, name: string): SchemaTree | undefined {
  return node?.fields?.find((f) => f.name === name);
}

/** The tree without where things stand (lines, files), for comparing two sources of one schema. */
function withoutPlaces(tree: unknown): unknown {
  if (Array.isArray(tree)) return tree.map(withoutPlaces);
  if (tree === null || typeof tree !== "object") return tree;
  return Object.fromEntries(
    Object.entries(tree)
      .filter(([key]) => key !== "line" && key !== "file")
      .map(([key, value]) => [key, withoutPlaces(value)]),
  );
}

/** Registers named schemas with avsc in rounds (IDL may use a type before declaring it). */
function registerAll(types: unknown[], registry: Record<string, avro.Type>): void {
  let pending = types;
  while (pending.length > 0) {
    const failed = pending.filter((type) => {
      try {
        const attempt = { ...registry };
        avro.Type.forSchema(type as avro.Schema, { registry: attempt, wrapUnions: true });
        Object.assign(registry, attempt);
        return false;
      } catch {
        return true;
      }
    });
    if (failed.length === pending.length) throw new Error(`unresolvable: ${JSON.stringify(failed)}`);
    pending = failed;
  }
}

describe("Avro IDL shorthands (Avro 1.11/1.12)", () => {
  it("reads a schema file: namespace statement, schema declaration, T?, decimal(p,s), date/time shorthands", async () => {
    const { assets, diagnostics } = await readDir("orders.avdl");
    expect(diagnostics).toEqual([]);
    // Each record the file declares is an asset; the imported Money is an asset of money.avsc.
    expect(assets.map((a) => [a.path, a.line])).toEqual([
      ["orders.avdl:com.acme.orders.Order", 15],
      ["orders.avdl:com.acme.orders.Line", 35],
    ]);
    const order = assets[0]?.schema;
    expect(order?.doc).toBe("An order as the shop publishes it.\nOne event per change.");
    expect(order?.fields?.map((f) => [f.name, f.type, f.optional ?? false, f.line])).toEqual([
      ["id", "uuid", false, 16],
      ["note", "string", true, 18],
      ["currency", "string", true, 19],
      ["total", "decimal128", false, 20],
      ["placed_on", "date32", false, 21],
      ["placed_at", "time64", false, 22],
      ["created", "timestamp64", false, 23],
      ["local_created", "timestamp64", false, 24],
      ["status", "enum", false, 25],
      ["checksum", "bytes", true, 26],
      ["lines", "list", false, 27],
      ["labels", "map", false, 28],
      ["weight", "union", true, 29],
      ["paid", "struct", false, 30],
      ["remark", "string", false, 31],
      ["date", "timestamp64", true, 32],
    ]);
    expect(field(order, "note")?.doc).toBe("Free text from the customer.");
    expect(field(order, "currency")?.constraints?.default).toBe("EUR");
    expect(field(order, "total")?.constraints).toMatchObject({ precision: 12, scale: 2 });
    expect(field(order, "placed_at")?.constraints).toMatchObject({ unit: "millisecond" });
    expect(field(order, "created")?.constraints).toMatchObject({ unit: "millisecond", timezone: "UTC" });
    expect(field(order, "local_created")?.constraints?.timezone).toBeUndefined();
    expect(field(order, "date")?.constraints).toMatchObject({ unit: "microsecond" });
    expect(field(order, "status")?.constraints).toMatchObject({
      symbols: ["PLACED", "PAID", "SHIPPED"],
      enumDefault: "PLACED",
      default: "PLACED",
    });
    expect(field(order, "checksum")?.constraints).toMatchObject({ fixedSize: 20 });
    expect(field(order, "remark")?.constraints).toMatchObject({ order: "ignore", aliases: ["comment"] });
    expect(field(field(order, "lines"), "element")?.fields?.map((f) => [f.name, f.line])).toEqual([
      ["sku", 36],
      ["quantity", 37],
    ]);
    // Fields of an imported type keep the line and file they were declared in.
    expect(field(field(order, "paid"), "cents")).toMatchObject({
      type: "int64",
      line: 6,
      file: "money.avsc",
    });
  });

  it("makes T? a union with null first, or second when the field's default is not null", () => {
    const parsed = parseIdl(
      [
        "namespace n;",
        "record R {",
        "  string? a;",
        "  string? b = null;",
        '  string? c = "x";',
        "  array<int?> d;",
        "  R? e;",
        "}",
      ].join("\n"),
    );
    expect(parsed.namespace).toBe("n");
    expect(parsed.types[0]?.fields).toEqual([
      { name: "a", type: ["null", "string"] },
      { name: "b", default: null, type: ["null", "string"] },
      { name: "c", default: "x", type: ["string", "null"] },
      { name: "d", type: { type: "array", items: ["null", "int"] } },
      { name: "e", type: ["null", "n.R"] },
    ]);
    const numbers = parseIdl(
      "record N { double a = NaN; double b = -Infinity; long c = 0x1F; int d = 017; float e = 1.5e3f; }",
    );
    expect(numbers.types[0]?.fields).toMatchObject([
      { default: Number.NaN },
      { default: -Infinity },
      { default: 31 },
      { default: 15 },
      { default: 1500 },
    ]);
  });

  it("reads protocols with messages, error types, @namespace, backquoted keywords and enum defaults", async () => {
    const text = [
      '@namespace("com.acme.mail")',
      "protocol Mail {",
      "  /** Why a send failed. */",
      "  error SendFailed { string reason; }",
      "  enum Channel { EMAIL, SMS } = EMAIL;",
      '  @namespace("com.acme.shared") record Recipient { string `record`; com.acme.mail.Channel channel = "SMS"; }',
      "  void ping() oneway;",
      "  boolean send(com.acme.shared.Recipient to, string? body = null) throws SendFailed;",
      "}",
    ].join("\n");
    const { assets, diagnostics } = await read("mail.avdl", { "mail.avdl": text });
    expect(diagnostics).toEqual([]);
    // An error type is no data asset; messages are dropped.
    expect(assets.map((a) => [a.path, a.line])).toEqual([["mail.avdl:com.acme.shared.Recipient", 6]]);
    expect(assets[0]?.schema.fields?.map((f) => [f.name, f.type, f.constraints?.symbols])).toEqual([
      ["record", "string", undefined],
      ["channel", "enum", ["EMAIL", "SMS"]],
    ]);
    expect(parseIdl(text).types[0]).toMatchObject({ type: "error", doc: "Why a send failed." });
  });

  it("reports syntax errors at their line, and the rest of the file is not guessed", async () => {
    const cases: Array<[string, number, RegExp]> = [
      ["namespace a;\nrecord R {\n  string a\n  int b;\n}\n", 4, /expected ';' but found 'int'/],
      ['record R {\n  string a = "open;\n}\n', 2, /unterminated string/],
      ["record R {\n  int a;\n  long? ;\n}\n", 3, /expected a name but found ';'/],
      [
        'record R {\n  @logicalType("x") Other o;\n}\nrecord Other { int a; }\n',
        2,
        /references may not be annotated/,
      ],
      ["protocol P {\n  record R { int a; }\n", 3, /expected '}' to close the protocol/],
      ["record R {\n  decimal(4, x) d;\n}\n", 2, /expected a integer but found 'x'/],
      ["record R { int a; } #\n", 1, /unexpected character '#'/],
      ["/* never closed\nrecord R { int a; }\n", 1, /unterminated comment/],
      // Not a syntax error: a type nobody declares, reported at the field that uses it.
      ["namespace n;\nrecord R {\n  int a;\n  array<Missing?> b;\n}\n", 4, /undefined type name: n\.Missing/],
      // Nesting is bounded: a diagnostic, not a stack overflow.
      [
        `record R {\n  ${"array<".repeat(5000)}int${">".repeat(5000)} x;\n}\n`,
        2,
        /nested deeper than 200 levels/,
      ],
      [`record R {\n  int x = ${"[".repeat(5000)};\n}\n`, 2, /nested deeper than 200 levels/],
    ];
    for (const [text, line, message] of cases) {
      const { assets, diagnostics } = await read("bad.avdl", { "bad.avdl": text });
      expect(assets).toEqual([]);
      expect(diagnostics).toEqual([
        expect.objectContaining({
          file: "bad.avdl",
          line,
          severity: "error",
          message: expect.stringMatching(message),
        }),
      ]);
    }
  });

  it("reports a failed import at the import's line, naming the imported file and its line", async () => {
    const files = {
      "a/main.avdl":
        'namespace a;\n\nimport idl "types.avdl";\nimport schema "gone.avsc";\nrecord M { int x; }\n',
      "a/types.avdl": "namespace a;\nrecord T {\n  int x\n}\n",
      "a/ok.avdl": 'namespace a;\nimport idl "fine.avdl";\nrecord M { F f; }\n',
      "a/fine.avdl": 'namespace a;\nimport idl "ok.avdl";\nrecord F { int y; }\n',
      "a/missing.avdl": 'import schema "gone.avsc";\nrecord M { int x; }\n',
    };
    const broken = await read("a/main.avdl", files);
    expect(broken.diagnostics).toEqual([
      expect.objectContaining({
        line: 3,
        message: expect.stringMatching(/in imported a\/types\.avdl, line 4/),
      }),
    ]);
    const missing = await read("a/missing.avdl", files);
    expect(missing.diagnostics).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringMatching(/'a\/gone\.avsc' not found/) }),
    ]);
    // A protocol's types take its namespace; its records are assets of the .avpr, not of the importer.
    const fromProtocol = await read("p/main.avdl", {
      "p/events.avpr": JSON.stringify({
        protocol: "Events",
        namespace: "com.acme.ev",
        types: [
          { type: "enum", name: "Kind", symbols: ["A", "B"] },
          { type: "record", name: "Base", fields: [{ name: "at", type: "long" }] },
        ],
      }),
      "p/main.avdl":
        'namespace com.acme.ev;\nimport protocol "events.avpr";\nrecord M { Kind kind; Base base; }\n',
    });
    expect(fromProtocol.diagnostics).toEqual([]);
    expect(fromProtocol.assets.map((a) => a.path)).toEqual(["p/main.avdl:com.acme.ev.M"]);
    expect(field(fromProtocol.assets[0]?.schema, "kind")?.constraints?.symbols).toEqual(["A", "B"]);
    expect(field(field(fromProtocol.assets[0]?.schema, "base"), "at")).toMatchObject({
      type: "int64",
      file: "p/events.avpr",
    });
    // Imports that import each other are read once each.
    const cyclic = await read("a/ok.avdl", files);
    expect(cyclic.diagnostics).toEqual([]);
    expect(field(field(cyclic.assets[0]?.schema, "f"), "y")).toMatchObject({
      type: "int32",
      file: "a/fine.avdl",
    });
  });
});

describe("Avro IDL against its .avsc equivalent", () => {
  it("gives the schema avsc reads from the hand-written .avsc, and the same tree", async () => {
    const money = JSON.parse(readFileSync(join(DIR, "money.avsc"), "utf8"));
    const fromIdl: Record<string, avro.Type> = {};
    registerAll([money, ...parseIdl(readFileSync(join(DIR, "orders.avdl"), "utf8")).types], fromIdl);
    const fromAvsc: Record<string, avro.Type> = {};
    registerAll([money, JSON.parse(readFileSync(join(DIR, "orders.avsc"), "utf8"))], fromAvsc);
    const idlOrder = fromIdl["com.acme.orders.Order"];
    const avscOrder = fromAvsc["com.acme.orders.Order"];
    if (!idlOrder || !avscOrder) throw new Error("Order not registered");
    // Strict: docs, defaults, aliases, order and logical types too, not only the canonical form.
    expect(idlOrder.equals(avscOrder)).toBe(true);
    expect(idlOrder.schema({ exportAttrs: true })).toEqual(avscOrder.schema({ exportAttrs: true }));
    expect(() => idlOrder.createResolver(avscOrder)).not.toThrow();
    expect(() => avscOrder.createResolver(idlOrder)).not.toThrow();

    const idl = await readDir("orders.avdl");
    const json = await readDir("orders.avsc");
    expect(json.diagnostics).toEqual([]);
    expect(withoutPlaces(idl.assets[0]?.schema)).toEqual(withoutPlaces(json.assets[0]?.schema));
  });
});
