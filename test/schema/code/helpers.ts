import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SourceType } from "../../../src/api/source-types.js";
import type { ReadResult, SchemaReader, SchemaTree, SourceFiles } from "../../../src/schema/model.js";
import { codeReaders } from "../../../src/schema/readers/code.js";

export const repoRoot = join(import.meta.dirname, "..", "..", "..");

/** Files of the repository working tree, as a reader sees them. */
export const repoFiles: SourceFiles = {
  async readText(path) {
    try {
      return await readFile(join(repoRoot, path), "utf8");
    } catch {
      return undefined;
    }
  },
  async list(dir) {
    const entries = await readdir(join(repoRoot, dir), { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => `${dir}/${entry.name}`)
      .sort();
  },
};

/** In-memory files, for the hard cases written inline in tests. */
export function memoryFiles(files: Record<string, string>): SourceFiles {
  return {
    async readText(path) {
      return files[path];
    },
    async list(dir) {
      return Object.keys(files)
        .filter((path) => path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes("/"))
        .sort();
    },
  };
}

export function readerFor(sourceType: SourceType): SchemaReader {
  const reader = codeReaders.find((candidate) => candidate.sourceType === sourceType);
  if (!reader) throw new Error(`no reader for ${sourceType}`);
  return reader;
}

/** Reads one in-memory source and returns the result. */
export function readSource(sourceType: SourceType, path: string, text: string): Promise<ReadResult> {
  return readerFor(sourceType).read({
    path,
    sourceType,
    dataSource: "test",
    files: memoryFiles({ [path]: text }),
  });
}

/** A field by dotted path (`shipping.city`, `tags.element`) in an asset's tree. */
export function fieldAt(tree: SchemaTree, dotted: string): SchemaTree {
  let current = tree;
  for (const part of dotted.split(".")) {
    const next = current.fields?.find((field) => field.name === part);
    if (!next) throw new Error(`no field ${part} in ${dotted}`);
    current = next;
  }
  return current;
}

/** The single asset named `name` in a result. */
export function assetNamed(result: ReadResult, name: string): SchemaTree {
  const asset = result.assets.find((candidate) => candidate.path.endsWith(`:${name}`));
  if (!asset) throw new Error(`no asset ${name}; have ${result.assets.map((a) => a.path).join(", ")}`);
  return asset.schema;
}
