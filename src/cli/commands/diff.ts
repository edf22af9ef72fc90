import { readFile, stat } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { SchemaNode } from "../../api/schema-node.js";
import { SourceType } from "../../api/source-types.js";
import { type AssetVersion, diffAssets } from "../../compliance/diff-assets.js";
import { directorySource } from "../../schema/fs-source.js";
import {
  closeReaders,
  type Diagnostic,
  detectSourceType,
  readAssets,
  readerFor,
} from "../../schema/index.js";
import { type CommandRun, UsageError } from "../io.js";

const USAGE = "usage: contract-sync diff <old-file> <new-file> [--type <source_type>]";

/**
 * `contract-sync diff`: the changes between two versions of a schema file as
 * JSON, each judged breaking by the rules of its format. Exit 1 when any change
 * is breaking, 0 when none is, 2 when a file cannot be read.
 * A file no reader claims may be a schema tree in JSON (SEED.md 2.1 node, a
 * struct root), as `contract-sync schema` prints them.
 */
export const run: CommandRun = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { type: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const [oldFile, newFile, ...rest] = positionals;
  if (!oldFile || !newFile || rest.length > 0) throw new UsageError(USAGE);
  let forcedType: SourceType | undefined;
  if (values.type !== undefined) {
    const parsed = SourceType.safeParse(values.type);
    if (!parsed.success)
      throw new UsageError(`unknown --type '${values.type}' (one of ${SourceType.options.join(", ")})`);
    forcedType = parsed.data;
  }
  const diagnostics: Diagnostic[] = [];
  let base: AssetVersion[];
  let head: AssetVersion[];
  try {
    base = await readVersion(resolve(io.cwd, oldFile), oldFile, forcedType, diagnostics);
    head = await readVersion(resolve(io.cwd, newFile), newFile, forcedType, diagnostics);
  } finally {
    await closeReaders(); // the Postgres reader's PGlite would keep the process alive
  }
  for (const d of diagnostics)
    io.stderr(`${d.file}${d.line ? `:${d.line}` : ""}: ${d.severity}: ${d.message}\n`);
  if (diagnostics.some((d) => d.severity === "error")) return 2;
  const results = diffAssets(base, head);
  const changes = results.flatMap((result) =>
    result.status === "added"
      ? [{ asset: result.asset, kind: "ASSET_ADDED", field: "", breaking: false, reason: "a new asset" }]
      : result.changes.map((change) => ({
          asset: result.asset,
          ...change,
          ...(result.status === "removed" ? { kind: "ASSET_REMOVED" } : {}),
        })),
  );
  io.stdout(`${JSON.stringify(changes, null, 2)}\n`);
  return results.some((result) => result.breaking) ? 1 : 0;
};

/** Reads one version: with its reader, else as a schema tree in JSON. Problems go to `diagnostics`. */
async function readVersion(
  absolute: string,
  given: string,
  forcedType: SourceType | undefined,
  diagnostics: Diagnostic[],
): Promise<AssetVersion[]> {
  const info = await stat(absolute).catch(() => undefined);
  if (!info) {
    diagnostics.push({ file: given, severity: "error", message: "no such file or folder" });
    return [];
  }
  // Read relative to the file's folder so readers find the files it imports beside it.
  const root = info.isFile() ? dirname(absolute) : absolute;
  const path = info.isFile() ? basename(absolute) : ".";
  const sourceType = forcedType ?? detectSourceType(path);
  // A schema tree or `contract-sync schema` output first: no schema format has a "struct" root type.
  const trees = info.isFile() ? await treeJson(absolute, given, forcedType ?? "json_schema") : undefined;
  if (trees) return trees;
  if (sourceType && readerFor(sourceType)) {
    const result = await readAssets([{ path, sourceType }], {
      files: directorySource(root),
      dataSourceOf: () => "local",
    });
    diagnostics.push(...result.diagnostics.map((d) => ({ ...d, file: d.file === path ? given : d.file })));
    return result.assets;
  }
  diagnostics.push({
    file: given,
    severity: "error",
    message: sourceType
      ? `no reader for source type '${sourceType}' yet`
      : "unknown source type: name one with --type",
  });
  return [];
}

const PrintedAsset = z.object({
  resourceName: z.string(),
  sourceType: SourceType,
  path: z.string(),
  schema: SchemaNode,
});

/** A schema tree (struct root) or the assets `contract-sync schema` prints, as JSON; else undefined. */
async function treeJson(
  path: string,
  given: string,
  sourceType: SourceType,
): Promise<AssetVersion[] | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, "utf8"));
  } catch {
    return undefined;
  }
  const assets = z.array(PrintedAsset).safeParse(json);
  if (assets.success) return assets.data;
  const tree = SchemaNode.safeParse(json);
  return tree.success && tree.data.type === "struct"
    ? [{ resourceName: given, sourceType, path: "tree", schema: tree.data }]
    : undefined;
}
