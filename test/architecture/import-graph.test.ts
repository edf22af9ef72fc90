import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileCycles, importGraph, longFunctions, upwardEdges } from "./import-graph.js";

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

  it("has no function over 80 lines in src/action, sync, outcome, report, rules, server and service", () => {
    const long = graph
      .filter((f) => /^src\/(action|sync|outcome|report|rules|server|service)\//.test(f.path))
      .flatMap((f) => longFunctions(f.path, readFileSync(join(ROOT, f.path), "utf8"), 80));
    expect(long).toEqual([]);
  });
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
  });
});
