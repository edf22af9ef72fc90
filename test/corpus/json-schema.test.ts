import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directorySource, memorySource } from "../../src/schema/fs-source.js";
import type { SchemaTree } from "../../src/schema/model.js";
import { jsonSchemaReader } from "../../src/schema/readers/json-schema.js";
import {
  type CorpusRow,
  type FileRead,
  filesUnder,
  NODE_MODULES,
  printTable,
  readEach,
  rowOf,
} from "./support/corpus.js";

/*
 * Real JSON Schemas from packages: the JSON Schema Test Suite (npm
 * json-schema-test-suite: every schema of its draft-03 and draft-04 cases, and its remotes),
 * ajv's meta-schemas (draft-06 to 2020-12) and Biome's configuration schema
 * (a SchemaStore-sized 1 MB schema). Remote `$ref`s are reported as warnings
 * (never fetched); nothing else may be diagnosed.
 */

const SUITE = join(NODE_MODULES, "json-schema-test-suite/tests");
const BUDGET_MS = 10_000;
const REMOTE = /^remote \$ref '.*' is not fetched/;

let suite: FileRead[] = [];
let metas: FileRead[] = [];
let biome: FileRead[] = [];
const rows: CorpusRow[] = [];

function fieldOf(tree: SchemaTree | undefined, name: string): SchemaTree | undefined {
  return tree?.fields?.find((field) => field.name === name);
}

const unexpected = (reads: FileRead[]) =>
  reads.flatMap((read) => read.result.diagnostics.filter((d) => !REMOTE.test(d.message)));

beforeAll(async () => {
  // Each test case's schema becomes one file: <draft>/<group>/<case index>.schema.json.
  const files: Record<string, string> = {};
  for (const path of filesUnder(SUITE, ["draft3", "draft4"], [".json"])) {
    const cases = JSON.parse(readFileSync(join(SUITE, path), "utf8")) as Array<{ schema: unknown }>;
    cases.forEach((testCase, index) => {
      if (typeof testCase.schema === "object" && testCase.schema !== null) {
        files[`${path.replace(/\.json$/, "")}/${index}.schema.json`] = JSON.stringify(
          testCase.schema,
          null,
          2,
        );
      }
    });
  }
  // And the schemas its refRemote cases point at (served at http://localhost:1234/ when the suite runs).
  const remotes = join(SUITE, "../remotes");
  for (const path of filesUnder(remotes, [""], [".json"]))
    files[`remotes/${path}`] = readFileSync(join(remotes, path), "utf8");
  suite = await readEach(jsonSchemaReader, memorySource(files), Object.keys(files).sort());
  rows.push(rowOf("JSON Schema Test Suite (draft-03, draft-04, remotes)", suite));
  const ajvRefs = join(NODE_MODULES, "ajv/dist/refs");
  metas = await readEach(jsonSchemaReader, directorySource(ajvRefs), filesUnder(ajvRefs, [""], [".json"]));
  rows.push(rowOf("ajv meta-schemas (draft-06 to 2020-12)", metas));
  biome = await readEach(jsonSchemaReader, directorySource(join(NODE_MODULES, "@biomejs/biome")), [
    "configuration_schema.json",
  ]);
  rows.push(rowOf("Biome configuration schema (1 MB)", biome));
}, 300_000);

afterAll(() => printTable(rows));

describe("real JSON Schemas", () => {
  it("reads every schema, diagnosing only remote $refs, each within its budget", () => {
    expect(suite.length).toBeGreaterThan(150);
    expect(suite.filter((read) => read.file.startsWith("remotes/")).map((read) => read.file)).toEqual([
      "remotes/folder/folderInteger.json",
      "remotes/integer.json",
      "remotes/subSchemas.json",
    ]);
    expect(metas.length).toBeGreaterThan(10);
    expect(unexpected([...suite, ...metas, ...biome])).toEqual([]);
    expect(
      [...suite, ...metas, ...biome].filter((read) => read.ms > BUDGET_MS).map((read) => read.file),
    ).toEqual([]);
    // The suite's refRemote cases name http://localhost:1234/...: reported, not fetched.
    const remote = suite.filter((read) => read.file.startsWith("draft4/refRemote/"));
    expect(remote.every((read) => read.result.diagnostics.some((d) => REMOTE.test(d.message)))).toBe(true);
  });

  it("reads hand-checked schemas exactly", () => {
    // draft4/ref.json case 0: {"properties": {"foo": {"$ref": "#"}}, "additionalProperties": false}
    const recursive = suite.find((read) => read.file === "draft4/ref/0.schema.json")?.result.assets[0]
      ?.schema;
    expect(recursive).toMatchObject({
      type: "struct",
      constraints: { additionalProperties: false },
      fields: [{ name: "foo", type: "struct", optional: true, constraints: { ref: "#" } }],
    });
    // draft-07's meta-schema is `"type": ["object", "boolean"]`: a union whose object variant has the keywords.
    const draft07Root = metas.find((read) => read.file === "json-schema-draft-07.json")?.result.assets[0]
      ?.schema;
    expect(draft07Root?.fields?.[0]?.fields?.map((variant) => variant.type)).toEqual(["struct", "bool"]);
    const draft07 = draft07Root?.fields?.[0]?.fields?.[0];
    expect(fieldOf(draft07, "$id")).toMatchObject({
      type: "string",
      optional: true,
      constraints: { format: "uri-reference" },
    });
    expect(fieldOf(draft07, "required")?.type).toBe("list");
    expect(fieldOf(draft07, "definitions")).toMatchObject({ type: "map", optional: true });
    const config = biome[0]?.result.assets[0]?.schema;
    const files = fieldOf(config, "files");
    expect(files).toMatchObject({
      type: "struct",
      optional: true,
      doc: "Configures which files Biome can discover and process.",
    });
    expect(fieldOf(files, "ignoreUnknown")).toMatchObject({ type: "bool", optional: true });
    expect(fieldOf(files, "includes")).toMatchObject({ type: "list", optional: true });
  });

  it("keeps the output of a 1 MB schema bounded", () => {
    const printed = JSON.stringify(biome[0]?.result.assets[0]?.schema ?? {}).length;
    expect(printed).toBeLessThan(20 * 1024 * 1024);
  });
});
