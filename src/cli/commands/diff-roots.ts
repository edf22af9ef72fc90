import { stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SourceFiles } from "../../schema/model.js";

const ROOT_MARKERS = ["buf.work.yaml", "buf.yaml", ".git"];

/**
 * The folder a schema file is read in: the nearest one at or above `dir` that
 * holds buf.work.yaml, buf.yaml or .git (a repository or buf workspace), else
 * `dir` itself. Imports are never followed out of it.
 */
export async function repositoryRootOf(dir: string): Promise<string> {
  for (let current = dir; ; current = dirname(current)) {
    for (const marker of ROOT_MARKERS) {
      if (await stat(join(current, marker)).catch(() => undefined)) {
        // A buf.yaml inside a buf workspace belongs to it: keep looking for buf.work.yaml.
        if (marker === "buf.yaml" && (await hasWorkspaceAbove(current))) break;
        return current;
      }
    }
    if (dirname(current) === current) return dir;
  }
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
