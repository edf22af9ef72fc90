import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileCycles, folderOf, importGraph, longFunctions, upwardEdges } from "./import-graph.js";

const ROOT = process.cwd();

/**
 * The layers of src/, lowest first: a folder may import only from lower layers
 * (docs/contributing.md "Architecture"). Read off the code, not wished for.
 */
const LAYERS = [
  ["vendor.ts", "error-message.ts", "admission-gate.ts", "code-identity.ts", "repository-path.ts"],
  ["pglite"],
  ["api"],
  ["client", "schema", "compliance"],
  ["rules"],
  ["outcome"],
  ["config", "git", "github", "report", "store"],
  ["waivers"],
  ["contracts"],
  ["service"],
  ["catalog"],
  ["server"],
  ["sync"],
  ["action", "cli"],
] as const;

const graph = importGraph(ROOT);

/**
 * Functions over 80 lines, by file and name, with why each stays whole: a table read top to
 * bottom (one case a line) or a sequence that splitting would only scatter.
 */
const LONG_FUNCTIONS_ALLOWED: Record<string, string> = {
  "src/cli/commands/schema.ts (anonymous)":
    "the `schema` command's run: flags read, then one straight sequence (root, configuration, read, print) each step using the last",
  "src/cli/commands/serve.ts (anonymous)":
    "the `serve` command's run: settings read, the server started, then the signal handlers that stop it in order, sharing its handles",
  "src/schema/readers/avro-tree.ts convert":
    "a table: one case per Avro schema form (primitive, named, record, enum, array, map, fixed, union)",
  "src/schema/readers/postgres/replay.ts replayFiles":
    "one transaction: each file replayed, its errors and savepoints handled in the same scope as the session",
  "src/schema/readers/protobuf.ts loadImports":
    "one import walk: module roots, bundled common protos and the repository searched in order, sharing the walk's state",
  "src/schema/readers/s3-samples.ts parquetPrimitive":
    "a table: one case per Parquet logical and converted type",
  "src/schema/readers/s3.ts read":
    "the s3 descriptor read: its checks in the order the descriptor's keys are documented, each a diagnostic at its line",
  "src/schema/readers/sql/column-types.ts mapType":
    "a table: one case per MySQL and SQL Server column type (Recap's mapping)",
  "src/schema/readers/frameworks/rails-types.ts nativeType":
    "a table: one case per Rails column type, each with its three adapters' native type",
  "src/schema/readers/frameworks/liquibase-sql.ts changeSql":
    "a table: one case per Liquibase change type, each written as the SQL Liquibase runs",
  "src/schema/readers/frameworks/liquibase.ts runFile":
    "one changelog file: its includes, properties and changesets walked in order in the scope of the run's bounds (to be split: 91 lines)",
  "src/schema/readers/frameworks/liquibase-parse.ts parseYamlOrJson":
    "one YAML or JSON changelog: its changesets and their changes with their lines, sharing the document's line counter (to be split: 86 lines)",
};

/** `src/a.ts:12 name: 90 lines` -> `src/a.ts name`: a function's key, stable when lines move. */
const functionKey = (found: string) => found.replace(/:\d+ (\S+): \d+ lines$/, " $1");

describe("the import graph of src/", () => {
  it("reads the whole tree", () => {
    expect(graph.length).toBeGreaterThan(100);
    expect(graph.find((f) => f.path === "src/sync/check/pipeline.ts")?.imports).toContain(
      "src/sync/ports.ts",
    );
    // The rule table is its own layer: report and sync build findings on it, it knows neither.
    expect(graph.find((f) => f.path === "src/outcome/findings.ts")?.imports).toContain("src/rules/index.ts");
  });

  it("has no edge from a folder to the same or a higher layer", () => {
    expect(upwardEdges(graph, LAYERS)).toEqual([]);
  });

  it("keeps report/ to rendering: the check and publish build their outcome without it", () => {
    // The report model, findings, assessment and plan live in outcome/, below report/.
    const intoReport = graph
      .filter((f) => /^src\/(sync|outcome)\//.test(f.path))
      .flatMap((f) => f.imports.filter((i) => i.startsWith("src/report/")).map((i) => `${f.path} => ${i}`));
    expect(intoReport).toEqual([]);
    expect(graph.map((f) => f.path)).toEqual(
      expect.arrayContaining(["src/outcome/model.ts", "src/sync/check/pipeline.ts"]),
    );
  });

  it("has no file cycle", () => {
    const cycles = fileCycles(graph).map((c) => c.join(" <-> "));
    expect(cycles).toEqual([]);
  });

  // Every file of src/ parsed: seconds on a quiet machine, more under load.
  it("has no function over 80 lines in any folder of src/, but those allowed below for their reason", () => {
    const long = graph.flatMap((f) => longFunctions(f.path, readFileSync(join(ROOT, f.path), "utf8"), 80));
    const unexplained = long.filter((found) => !(functionKey(found) in LONG_FUNCTIONS_ALLOWED));
    expect(unexplained).toEqual([]);
    // An allowance outlives its function no longer than the function's length: each is still long.
    expect(
      Object.keys(LONG_FUNCTIONS_ALLOWED).filter((key) => !long.some((f) => functionKey(f) === key)),
    ).toEqual([]);
    // Every folder of src/ is read, not a chosen few.
    const folders = readdirSync(join(ROOT, "src"), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(
      folders.map((e) => e.name).filter((name) => !graph.some((f) => folderOf(f.path) === name)),
    ).toEqual([]);
  }, 120_000);
});

/** `e instanceof Error ? e.message : String(e)`: what src/error-message.ts says once. */
const ERROR_MESSAGE_COPY = /(\w+) instanceof Error \? \1\.message : String\(\1\)/;

describe("logic written once", () => {
  it("turns a caught value into its message only in src/error-message.ts", () => {
    const copies = graph
      .filter((f) => f.path !== "src/error-message.ts")
      .filter((f) => ERROR_MESSAGE_COPY.test(readFileSync(join(ROOT, f.path), "utf8")))
      .map((f) => f.path);
    expect(copies).toEqual([]);
    expect(ERROR_MESSAGE_COPY.test(readFileSync(join(ROOT, "src/error-message.ts"), "utf8"))).toBe(true);
  });
});

describe("the checks catch what they look for", () => {
  it("an upward edge, a cycle and a long function", () => {
    const made = [
      { path: "src/api/a.ts", imports: ["src/sync/b.ts"] },
      { path: "src/sync/b.ts", imports: ["src/api/a.ts"] },
    ];
    expect(upwardEdges(made, LAYERS)).toEqual(["api -> sync (src/api/a.ts => src/sync/b.ts)"]);
    expect(fileCycles(made)).toEqual([["src/api/a.ts", "src/sync/b.ts"]]);
    const body = Array.from({ length: 81 }, (_, i) => `  const v${i} = ${i};`).join("\n");
    expect(longFunctions("x.ts", `function big() {\n${body}\n}\n`, 80)).toEqual(["x.ts:1 big: 83 lines"]);
    expect(longFunctions("x.ts", "const small = () => 1;\n", 80)).toEqual([]);
    expect(functionKey("src/schema/x.ts:12 big: 83 lines")).toBe("src/schema/x.ts big");
  });
});
