import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Static relative imports and re-exports (`import ... from "./x.js"`, `export ... from`), type-only ones included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/gms)) {
    found.push(resolve(dirname(file), (match[1] ?? "").replace(/\.js$/, ".ts")));
  }
  return found;
}

/** Files of src/ that take part in an import cycle (Tarjan's strongly connected components). */
function filesInCycles(files: string[]): string[][] {
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((to) => to !== f)]));
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(relative(SRC, member));
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

const OWNED = [
  /^compliance\//,
  /^schema\/readers\/(avro|protobuf|json-schema)[^/]*\.ts$/,
  /^cli\/commands\/diff\.ts$/,
];

describe("import graph of the compliance rules and the Avro, Protobuf and JSON Schema readers", () => {
  it("has no file cycle", () => {
    const cycles = filesInCycles(sourceFiles(SRC)).filter((cycle) =>
      cycle.some((file) => OWNED.some((pattern) => pattern.test(file))),
    );
    expect(cycles).toEqual([]);
  });

  it("finds a cycle when one exists (the detector itself works)", () => {
    // diff.ts imports the rule files; before the split those imported diff.ts back.
    const all = sourceFiles(SRC);
    const ruleFiles = all.filter((f) => /compliance\/diff-(avro|protobuf|rules)\.ts$/.test(f));
    expect(ruleFiles).toHaveLength(3);
    for (const file of ruleFiles) expect(importsOf(file)).toContain(join(SRC, "compliance/diff-types.ts"));
    expect(importsOf(join(SRC, "compliance/diff.ts"))).toContain(join(SRC, "compliance/diff-avro.ts"));
  });
});
