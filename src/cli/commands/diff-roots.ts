import { readFile, stat } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
import type { SourceFiles } from "../../schema/model.js";

const ROOT_MARKERS = ["buf.work.yaml", "buf.yaml", ".git"];

/**
 * The folder a schema file is read in: the nearest one at or above `dir` that
 * holds buf.work.yaml, buf.yaml or .git (a repository or buf workspace), else
 * `dir` itself. Imports are never followed out of it.
 */
export async function repositoryRootOf(dir: string): Promise<string> {
  return (await markedRootOf(dir)).root;
}

/** The folder `repositoryRootOf` finds, and the marker that made it one (none: `dir` itself). */
async function markedRootOf(dir: string): Promise<{ root: string; marker?: string }> {
  for (let current = dir; ; current = dirname(current)) {
    for (const marker of ROOT_MARKERS) {
      if (await stat(join(current, marker)).catch(() => undefined)) {
        // A buf.yaml inside a buf workspace belongs to it: keep looking for buf.work.yaml.
        if (marker === "buf.yaml" && (await hasWorkspaceAbove(current))) break;
        return { root: current, marker };
      }
    }
    if (dirname(current) === current) return { root: dir };
  }
}

/**
 * The import root of a .proto file: a buf configuration's folder when one is
 * above it; else the folder its package path starts in (`old/google/api/http.proto`
 * of `package google.api;` is read from `old/`, as protoc is run from there), when
 * that is inside the repository (or no repository holds the file); else the
 * repository's root.
 */
export async function protoRootOf(file: string): Promise<string> {
  const dir = dirname(file);
  const marked = await markedRootOf(dir);
  if (marked.marker === "buf.yaml" || marked.marker === "buf.work.yaml") return marked.root;
  const fromPackage = packageRootOf(dir, await readFile(file, "utf8").catch(() => ""));
  const inside =
    fromPackage !== undefined && (marked.marker === undefined || isAtOrBelow(fromPackage, marked.root));
  return inside ? fromPackage : marked.root;
}

/** The folder above `dir` where the package's path starts, when `dir` ends with it. */
export function packageRootOf(dir: string, text: string): string | undefined {
  const name = /^\s*package\s+([\w.]+)\s*;/m.exec(text)?.[1];
  if (!name) return undefined;
  const parts = name.split(".");
  const folders = dir.split(sep);
  const tail = folders.slice(-parts.length);
  if (tail.length !== parts.length || tail.some((f, i) => f !== parts[i])) return undefined;
  return folders.slice(0, -parts.length).join(sep) || sep;
}

function isAtOrBelow(dir: string, root: string): boolean {
  const rel = relative(root, dir);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

async function hasWorkspaceAbove(dir: string): Promise<boolean> {
  for (let current = dirname(dir); dirname(current) !== current; current = dirname(current)) {
    if (await stat(join(current, "buf.work.yaml")).catch(() => undefined)) return true;
    if (await stat(join(current, ".git")).catch(() => undefined)) return false;
  }
  return false;
}

/** Files from the first source that has them: the repository, then protoc-style `-I` roots. */
export function layeredSource(sources: SourceFiles[]): SourceFiles {
  const [first] = sources;
  if (!first || sources.length === 1)
    return first ?? { readText: async () => undefined, list: async () => [] };
  return {
    async readText(path) {
      for (const source of sources) {
        const text = await source.readText(path);
        if (text !== undefined) return text;
      }
      return undefined;
    },
    readBytes: first.readBytes?.bind(first),
    list: (dir) => first.list(dir),
  };
}
