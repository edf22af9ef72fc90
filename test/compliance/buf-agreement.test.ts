import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diffSchemas, hasBreaking } from "../../src/compliance/diff.js";
import { protoTree } from "./support/proto-tree.js";
import { protoTreeOf } from "./support/trees.js";

/*
 * Agreement with `buf breaking` (WIRE_JSON) on .proto pairs that cover each
 * WIRE_JSON rule that concerns a message. All cases go into one module per
 * version, one message per case, and buf runs once; its findings are mapped
 * back to cases by line.
 */

const BUF = join(process.cwd(), "node_modules/.bin/buf");
const run = promisify(execFile);

interface Case {
  name: string;
  syntax: "proto3" | "proto2";
  before: string;
  after: string;
  /** Set where we deliberately differ from buf: why (README "Protobuf compatibility"). */
  differs?: string;
}

const SUB = "message Sub { string s = 1; } message Sub2 { string s = 1; }";
const ENUM = (values: string) => `enum E { ${values} }`;

const cases: Case[] = [
  { name: "int32 -> int64", syntax: "proto3", before: "int32 x = 1;", after: "int64 x = 1;" },
  { name: "int32 -> uint32", syntax: "proto3", before: "int32 x = 1;", after: "uint32 x = 1;" },
  { name: "int64 -> uint64", syntax: "proto3", before: "int64 x = 1;", after: "uint64 x = 1;" },
  { name: "int32 -> sint32", syntax: "proto3", before: "int32 x = 1;", after: "sint32 x = 1;" },
  { name: "fixed64 -> sfixed64", syntax: "proto3", before: "fixed64 x = 1;", after: "sfixed64 x = 1;" },
  { name: "fixed32 -> uint32", syntax: "proto3", before: "fixed32 x = 1;", after: "uint32 x = 1;" },
  { name: "string -> bytes", syntax: "proto3", before: "string x = 1;", after: "bytes x = 1;" },
  { name: "float -> double", syntax: "proto3", before: "float x = 1;", after: "double x = 1;" },
  { name: "message -> string", syntax: "proto3", before: `${SUB} Sub x = 1;`, after: `${SUB} string x = 1;` },
  {
    name: "message type changed",
    syntax: "proto3",
    before: `${SUB} Sub x = 1;`,
    after: `${SUB} Sub2 x = 1;`,
  },
  {
    name: "enum -> int32",
    syntax: "proto3",
    before: `${ENUM("E_UNSPECIFIED = 0;")} E x = 1;`,
    after: `${ENUM("E_UNSPECIFIED = 0;")} int32 x = 1;`,
  },
  { name: "singular -> repeated", syntax: "proto3", before: "int32 x = 1;", after: "repeated int32 x = 1;" },
  {
    name: "repeated -> map",
    syntax: "proto3",
    before: `${SUB} repeated Sub x = 1;`,
    after: `${SUB} map<string, string> x = 1;`,
  },
  { name: "implicit -> optional", syntax: "proto3", before: "int32 x = 1;", after: "optional int32 x = 1;" },
  { name: "field renamed", syntax: "proto3", before: "int32 x = 1;", after: "int32 y = 1;" },
  {
    name: "json_name set",
    syntax: "proto3",
    before: "int32 x = 1;",
    after: 'int32 x = 1 [json_name = "z"];',
  },
  { name: "field deleted", syntax: "proto3", before: "int32 x = 1; int32 y = 2;", after: "int32 y = 2;" },
  {
    name: "field deleted, name and number reserved",
    syntax: "proto3",
    before: "int32 x = 1; int32 y = 2;",
    after: 'reserved 1; reserved "x"; int32 y = 2;',
  },
  { name: "field deleted, number reserved", syntax: "proto3", before: "int32 x = 1;", after: "reserved 1;" },
  { name: "field deleted, name reserved", syntax: "proto3", before: "int32 x = 1;", after: 'reserved "x";' },
  { name: "field number changed", syntax: "proto3", before: "int32 x = 1;", after: "int32 x = 2;" },
  { name: "moved into a oneof", syntax: "proto3", before: "int32 x = 1;", after: "oneof o { int32 x = 1; }" },
  {
    name: "oneof renamed",
    syntax: "proto3",
    before: "oneof o { int32 x = 1; }",
    after: "oneof p { int32 x = 1; }",
  },
  {
    name: "reserved range removed",
    syntax: "proto3",
    before: "reserved 5 to 7; int32 x = 1;",
    after: "int32 x = 1;",
  },
  {
    name: "reserved range grown",
    syntax: "proto3",
    before: "reserved 5; int32 x = 1;",
    after: "reserved 5 to 7; int32 x = 1;",
  },
  {
    name: "reserved name removed",
    syntax: "proto3",
    before: 'reserved "old"; int32 x = 1;',
    after: "int32 x = 1;",
  },
  { name: "field added", syntax: "proto3", before: "int32 x = 1;", after: "int32 x = 1; string y = 2;" },
  {
    name: "enum value added",
    syntax: "proto3",
    before: `${ENUM("E_UNSPECIFIED = 0;")} E x = 1;`,
    after: `${ENUM("E_UNSPECIFIED = 0; E_A = 1;")} E x = 1;`,
  },
  {
    name: "enum value deleted",
    syntax: "proto3",
    before: `${ENUM("E_UNSPECIFIED = 0; E_A = 1;")} E x = 1;`,
    after: `${ENUM("E_UNSPECIFIED = 0;")} E x = 1;`,
  },
  {
    name: "enum value deleted, name and number reserved",
    syntax: "proto3",
    before: `${ENUM("E_UNSPECIFIED = 0; E_A = 1;")} E x = 1;`,
    after: `${ENUM('E_UNSPECIFIED = 0; reserved 1; reserved "E_A";')} E x = 1;`,
  },
  {
    name: "enum value renamed",
    syntax: "proto3",
    before: `${ENUM("E_UNSPECIFIED = 0; E_A = 1;")} E x = 1;`,
    after: `${ENUM("E_UNSPECIFIED = 0; E_B = 1;")} E x = 1;`,
  },
  {
    name: "enum reserved removed",
    syntax: "proto3",
    before: `${ENUM("E_UNSPECIFIED = 0; reserved 3;")} E x = 1;`,
    after: `${ENUM("E_UNSPECIFIED = 0;")} E x = 1;`,
  },
  {
    name: "nested message field retyped",
    syntax: "proto3",
    before: "message In { int32 a = 1; } In x = 1;",
    after: "message In { int64 a = 1; } In x = 1;",
  },
  {
    name: "list element retyped",
    syntax: "proto3",
    before: "repeated int32 x = 1;",
    after: "repeated int64 x = 1;",
  },
  {
    name: "map value retyped",
    syntax: "proto3",
    before: "map<string, int32> x = 1;",
    after: "map<string, uint32> x = 1;",
  },
  {
    name: "required field added",
    syntax: "proto2",
    before: "optional int32 x = 1;",
    after: "optional int32 x = 1; required int32 y = 2;",
  },
  {
    name: "required -> optional",
    syntax: "proto2",
    before: "required int32 x = 1;",
    after: "optional int32 x = 1;",
  },
  {
    name: "default changed",
    syntax: "proto2",
    before: "optional int32 x = 1 [default = 1];",
    after: "optional int32 x = 1 [default = 2];",
  },
  {
    name: "optional field added (proto2)",
    syntax: "proto2",
    before: "optional int32 x = 1;",
    after: "optional int32 x = 1; optional string y = 2;",
  },
  {
    name: "a message the asset does not reach",
    syntax: "proto3",
    before: "message Unused { int32 a = 1; } int32 x = 1;",
    after: "message Unused { int64 a = 1; } int32 x = 1;",
    differs:
      "buf checks every message of the file; an asset is one message tree, so a nested message none of its fields uses is not part of it",
  },
];

interface Layout {
  text: string;
  /** Case index -> [first line, last line] of its message in `text`. */
  ranges: Map<number, [number, number]>;
}

function layout(syntax: "proto3" | "proto2", version: "before" | "after"): Layout {
  const lines = [`syntax = "${syntax}";`, "package t;"];
  const ranges = new Map<number, [number, number]>();
  cases.forEach((c, index) => {
    if (c.syntax !== syntax) return;
    const start = lines.length + 1;
    lines.push(`message Case${index} {`, `  ${c[version]}`, "}");
    ranges.set(index, [start, lines.length]);
  });
  return { text: `${lines.join("\n")}\n`, ranges };
}

const files = {
  proto3: { before: layout("proto3", "before"), after: layout("proto3", "after") },
  proto2: { before: layout("proto2", "before"), after: layout("proto2", "after") },
};

const bufBreaking = new Set<number>();
let root = "";

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "buf-agreement-"));
  for (const version of ["before", "after"] as const) {
    const dir = join(root, version);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "buf.yaml"), "version: v2\nbreaking:\n  use: [WIRE_JSON]\n");
    await writeFile(join(dir, "cases3.proto"), files.proto3[version].text);
    await writeFile(join(dir, "cases2.proto"), files.proto2[version].text);
  }
  const output = await run(BUF, ["breaking", "after", "--against", "before", "--error-format", "json"], {
    cwd: root,
  }).then(
    (done) => done.stdout,
    (failed: { stdout?: string; code?: number }) => {
      if (failed.code !== 100) throw failed; // buf exits 100 when it finds breaking changes
      return failed.stdout ?? "";
    },
  );
  for (const line of output.split("\n").filter((l) => l.trim())) {
    const finding = JSON.parse(line) as { path: string; start_line: number };
    const ranges = (finding.path.endsWith("cases2.proto") ? files.proto2 : files.proto3).after.ranges;
    for (const [index, [first, last]] of ranges) {
      if (finding.start_line >= first && finding.start_line <= last) bufBreaking.add(index);
    }
  }
}, 60_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

type TreeSource = "reader" | "stand-in";

async function ourVerdict(index: number, source: TreeSource): Promise<boolean> {
  const c = cases[index] as Case;
  const message = `t.Case${index}`;
  const tree = (text: string) =>
    source === "reader" ? protoTreeOf(text, message) : protoTree(text, message);
  const base = await tree(files[c.syntax].before.text);
  const head = await tree(files[c.syntax].after.text);
  return hasBreaking(diffSchemas(base, head, "protobuf"));
}

describe("Protobuf diff agrees with buf breaking (WIRE_JSON)", () => {
  it("buf found breaking changes at all (the harness works)", () => {
    expect(bufBreaking.size).toBeGreaterThan(10);
  });

  for (const source of ["reader", "stand-in"] as const) {
    describe(`trees from the ${source}`, () => {
      for (const [index, c] of cases.entries()) {
        if (c.differs) {
          it(`deliberately differs: ${c.name}`, async () => {
            expect(bufBreaking.has(index)).toBe(true);
            expect(await ourVerdict(index, source)).toBe(false);
          });
        } else {
          it(c.name, async () => {
            expect(await ourVerdict(index, source)).toBe(bufBreaking.has(index));
          });
        }
      }
    });
  }
});
