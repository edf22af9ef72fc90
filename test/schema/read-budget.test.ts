import { describe, expect, it } from "vitest";
import { boundedAsset, MAX_EXPANDED_NODES, MAX_TREE_NODES } from "../../src/schema/budget.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { readAssets } from "../../src/schema/index.js";
import type { ReadAsset, SchemaTree } from "../../src/schema/model.js";

/** Nodes of a tree as written out (shared subtrees counted at each use). */
function countNodes(tree: SchemaTree): number {
  return 1 + (tree.fields ?? []).reduce((sum, f) => sum + countNodes(f), 0);
}

const LEVELS = 12;

/**
 * Apache Avro's lang/c++/jsonschemas/large_schema.avsc in small: records defined once
 * and then used by name in several fields of the records above them, so that every
 * use expanded in place is 4^12 copies of the deepest record.
 */
function layeredAvro(): string {
  const level = (i: number): unknown =>
    i === LEVELS
      ? { type: "record", name: `L${i}`, fields: [{ name: "leaf", type: "long" }] }
      : {
          type: "record",
          name: `L${i}`,
          fields: [
            { name: "a", type: level(i + 1) },
            { name: "b", type: `L${i + 1}` },
            { name: "c", type: ["null", `L${i + 1}`], default: null },
            { name: "d", type: { type: "array", items: `L${i + 1}` } },
          ],
        };
  return JSON.stringify(level(0));
}

function layeredProto(): string {
  const messages = Array.from({ length: LEVELS }, (_, i) =>
    i === LEVELS - 1
      ? `message L${i} { int64 leaf = 1; }`
      : `message L${i} { L${i + 1} a = 1; L${i + 1} b = 2; L${i + 1} c = 3; repeated L${i + 1} d = 4; }`,
  );
  return `syntax = "proto3";\npackage layered;\n${messages.join("\n")}\n`;
}

async function readOne(path: string, text: string) {
  return readAssets([path], { files: memorySource({ [path]: text }), dataSourceOf: () => "d" });
}

describe("bounded reading: a schema that reuses its types in layers (issue 32)", () => {
  it("reads the Avro file, each named record expanded until the budget, later uses as references", async () => {
    const { assets, diagnostics } = await readOne("events/layered.avsc", layeredAvro());
    expect(assets.map((a) => a.path)).toEqual(["events/layered.avsc:L0"]);
    const tree = assets[0]?.schema as SchemaTree;
    expect(countNodes(tree)).toBeLessThan(MAX_EXPANDED_NODES * 2);
    // The first branch is expanded to the bottom by hand-checked names.
    let node: SchemaTree | undefined = tree;
    for (let i = 1; i <= LEVELS; i++) node = node?.fields?.find((f) => f.name === "a");
    expect(node).toMatchObject({
      name: "a",
      type: "struct",
      alias: "L12",
      fields: [{ name: "leaf", type: "int64" }],
    });
    // A use past the budget: the record's name, no fields.
    const refs = JSON.stringify(tree).match(/"constraints":\{"ref":"L\d+"\}/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    expect(diagnostics).toEqual([
      {
        file: "events/layered.avsc",
        severity: "warning",
        message: expect.stringMatching(
          new RegExp(`^record 'L0' expands to more than ${MAX_EXPANDED_NODES} nodes: \\d+ further uses`),
        ),
      },
    ]);
  });

  it("bounds a Protobuf message whose nested messages fan out (a shared tree written out)", async () => {
    const { assets, diagnostics } = await readOne("proto/layered.proto", layeredProto());
    const top = assets.find((a) => a.path === "proto/layered.proto:layered.L0");
    expect(top).toBeDefined();
    expect(countNodes(top?.schema as SchemaTree)).toBeLessThan(MAX_TREE_NODES * 2);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        file: "proto/layered.proto",
        severity: "warning",
        message: expect.stringMatching(
          /^proto\/layered\.proto:layered\.L0 expands to more than \d+ schema nodes/,
        ),
      }),
    );
    // The deepest message, small, is read whole and without a warning of its own.
    const bottom = assets.find((a) => a.path === `proto/layered.proto:layered.L${LEVELS - 1}`);
    expect(bottom?.schema.fields).toEqual([expect.objectContaining({ name: "leaf", type: "int64" })]);
    expect(diagnostics.filter((d) => d.message.includes(`L${LEVELS - 1} expands`))).toEqual([]);
  });

  it("leaves a tree within the budget as it is, and cuts named structs only past it", () => {
    const leaf: SchemaTree = { type: "struct", alias: "Leaf", fields: [{ name: "x", type: "int32" }] };
    const asset: ReadAsset = {
      sourceType: "avro",
      resourceName: "avro://d:f.avsc:Top",
      dataSource: "d",
      path: "f.avsc:Top",
      file: "f.avsc",
      schema: {
        type: "struct",
        fields: [
          { ...leaf, name: "one" },
          { ...leaf, name: "two" },
        ],
      },
    };
    expect(boundedAsset(asset, 10)).toEqual({ asset });
    const cut = boundedAsset(asset, 3);
    expect(cut.asset.schema.fields).toEqual([
      { ...leaf, name: "one" },
      { type: "struct", alias: "Leaf", name: "two", constraints: { ref: "Leaf" } },
    ]);
    expect(cut.diagnostic?.message).toBe(
      "f.avsc:Top expands to more than 3 schema nodes: 1 further uses of named types are kept as references",
    );
  });

  it("reports a file nested deeper than the reader can follow as unreadable, naming the budget", async () => {
    let nested = '"long"';
    for (let i = 0; i < 20_000; i++)
      nested = `{"type":"record","name":"R${i}","fields":[{"name":"f","type":${nested}}]}`;
    const { assets, diagnostics } = await readAssets(["deep.avsc", "ok.avsc"], {
      files: memorySource({ "deep.avsc": nested, "ok.avsc": '{"type":"record","name":"Ok","fields":[]}' }),
      dataSourceOf: () => "d",
    });
    expect(assets.map((a) => a.path)).toEqual(["ok.avsc:Ok"]);
    expect(diagnostics).toEqual([
      {
        file: "deep.avsc",
        severity: "error",
        message: "nested deeper than the reader's depth budget (the call stack): not read",
      },
    ]);
  });
});
