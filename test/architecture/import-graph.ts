import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative } from "node:path";
import ts from "typescript";

/** One `src/` file and the `src/` files it imports (type-only imports and re-exports included). */
export interface SourceFile {
  path: string;
  imports: string[];
}

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listTs(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The import graph of `root`/src, paths relative to `root` with `/` separators. */
export function importGraph(root: string): SourceFile[] {
  return listTs(join(root, "src")).map((file) => {
    const path = relative(root, file).split("\\").join("/");
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const imports = importedFiles
      .map((i) => i.fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => posix.join(posix.dirname(path), name).replace(/\.js$/, ".ts"))
      // Data files outside src/ (a vendored JSON Schema) are no layer of the code.
      .filter((name) => name.startsWith("src/"));
    return { path, imports };
  });
}

/** `src/sync/check.ts` -> `sync`; a file directly in src/ is its own unit (`vendor.ts`). */
export function folderOf(path: string): string {
  return path.split("/")[1] ?? path;
}

/** Edges from a folder to a folder at the same or a higher layer: `from -> to (file => file)`. */
export function upwardEdges(graph: readonly SourceFile[], layers: readonly (readonly string[])[]): string[] {
  const rank = new Map(layers.flatMap((folders, i) => folders.map((f) => [f, i] as const)));
  const found: string[] = [];
  for (const file of graph) {
    const from = folderOf(file.path);
    for (const target of file.imports) {
      const to = folderOf(target);
      if (from === to) continue;
      const a = rank.get(from);
      const b = rank.get(to);
      if (a === undefined || b === undefined || b >= a)
        found.push(`${from} -> ${to} (${file.path} => ${target})`);
    }
  }
  return found;
}

/** Every import cycle between files (strongly connected components of more than one file, or a self-import). */
export function fileCycles(graph: readonly SourceFile[]): string[][] {
  const edges = new Map(graph.map((f) => [f.path, f.imports]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  // Tarjan's algorithm; the graph is a few hundred files, so recursion depth is no concern.
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** Functions (declarations, methods, arrows, expressions) longer than `max` lines in a file. */
export function longFunctions(file: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) {
        const name = node.name && ts.isIdentifier(node.name) ? node.name.text : "(anonymous)";
        found.push(`${file}:${start + 1} ${name}: ${lines} lines`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
