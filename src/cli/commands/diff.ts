import { readFile, stat } from "node:fs/promises";
import { dirname, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import type { SourceType } from "../../api/source-types.js";
import { COMPAT_MODES, type CompatMode, diffAssetsInMode } from "../../compliance/compat-mode.js";
import type { AssetVersion } from "../../compliance/diff-assets.js";
import { directorySource } from "../../schema/fs-source.js";
import type { Diagnostic, SchemaReader, SourceFiles } from "../../schema/model.js";
import { type CommandRun, diagnosticLine, UsageError } from "../io.js";
import { layeredSource, protoRootOf, repositoryRootOf } from "./diff-roots.js";

const USAGE =
  "usage: contract-sync diff <old-file> <new-file> [--type <source_type>] [--compat backward|forward|full] [-I <import-root>]...";

/** Readers loaded directly for their file endings: the registry loads every reader
 * (`npm run bench -- diff-cli`). */
const FAST_READERS: Record<string, { type: SourceType; load: () => Promise<SchemaReader> }> = {
  ".proto": {
    type: "protobuf",
    load: async () => (await import("../../schema/readers/protobuf.js")).protobufReader,
  },
  ".avsc": { type: "avro", load: async () => (await import("../../schema/readers/avro.js")).avroReader },
  ".avdl": { type: "avro", load: async () => (await import("../../schema/readers/avro.js")).avroReader },
};

function fastReaderOf(path: string, forcedType: SourceType | undefined) {
  const ending = path.slice(path.lastIndexOf("."));
  const fast = FAST_READERS[ending];
  return fast && (forcedType === undefined || forcedType === fast.type) ? fast : undefined;
}

/** What reading one version needs besides the file. */
interface ReadContext {
  cwd: string;
  forcedType: SourceType | undefined;
  includes: string[];
  diagnostics: Diagnostic[];
}

let registryLoaded = false;

/**
 * `contract-sync diff`: the changes between two versions of a schema file as
 * JSON, each judged breaking by the rules of its format in the compatibility
 * mode asked for (backward by default). Exit 1 when any change is breaking, 0
 * when none is, 2 when a file cannot be read.
 * A file no reader claims may be a schema tree in JSON (a schema node of the API, a
 * struct root), as `contract-sync schema` prints them.
 */
export const run: CommandRun = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      type: { type: "string" },
      compat: { type: "string", default: "backward" },
      include: { type: "string", short: "I", multiple: true },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const [oldFile, newFile, ...rest] = positionals;
  if (!oldFile || !newFile || rest.length > 0) throw new UsageError(USAGE);
  let forcedType: SourceType | undefined;
  if (values.type !== undefined) {
    // zod (under SourceType) loads only when a type is named: most runs go by the file's ending.
    const { SourceType } = await import("../../api/source-types.js");
    const parsed = SourceType.safeParse(values.type);
    if (!parsed.success)
      throw new UsageError(`unknown --type '${values.type}' (one of ${SourceType.options.join(", ")})`);
    forcedType = parsed.data;
  }
  const mode = values.compat as CompatMode;
  if (!COMPAT_MODES.includes(mode)) {
    throw new UsageError(`unknown --compat '${values.compat}' (one of ${COMPAT_MODES.join(", ")})`);
  }
  const includes = (values.include ?? []).map((dir) => resolve(io.cwd, dir));
  const context: ReadContext = { cwd: io.cwd, forcedType, includes, diagnostics: [] };
  const diagnostics = context.diagnostics;
  let base: AssetVersion[];
  let head: AssetVersion[];
  try {
    base = await readVersion(oldFile, context);
    head = await readVersion(newFile, context);
  } finally {
    // The Postgres reader's PGlite would keep the process alive.
    if (registryLoaded) await (await import("../../schema/index.js")).closeReaders();
  }
  for (const d of diagnostics) io.stderr(diagnosticLine(d));
  if (diagnostics.some((d) => d.severity === "error")) return 2;
  const results = diffAssetsInMode(base, head, mode);
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

/**
 * Reads one version: with its reader, else as a schema tree in JSON. The file is
 * read inside its repository (the nearest folder above it with buf.work.yaml,
 * buf.yaml or .git; else its own folder; a .proto without a buf configuration
 * from where its package path starts), so imports resolve as buf and protoc
 * resolve them; `-I` folders are further import roots. Problems go to `diagnostics`.
 */
async function readVersion(given: string, context: ReadContext): Promise<AssetVersion[]> {
  const { forcedType, diagnostics } = context;
  const absolute = resolve(context.cwd, given);
  const info = await stat(absolute).catch(() => undefined);
  if (!info) {
    diagnostics.push({ file: given, severity: "error", message: "no such file or folder" });
    return [];
  }
  const include = context.includes.find((dir) => absolute.startsWith(`${dir}${sep}`));
  const root =
    include ??
    (info.isFile() && absolute.endsWith(".proto")
      ? await protoRootOf(absolute)
      : await repositoryRootOf(info.isFile() ? dirname(absolute) : absolute));
  const path = relative(root, absolute).split(sep).join("/") || ".";
  const files: SourceFiles = layeredSource([
    directorySource(root),
    ...context.includes.filter((dir) => dir !== root).map((dir) => directorySource(dir)),
  ]);
  const fast = info.isFile() ? fastReaderOf(path, forcedType) : undefined;
  if (fast) {
    const reader = await fast.load();
    const result = await reader.read({ path, sourceType: fast.type, dataSource: "local", files });
    diagnostics.push(...result.diagnostics.map((d) => ({ ...d, file: d.file === path ? given : d.file })));
    return result.assets;
  }
  // A schema tree or `contract-sync schema` output first: no schema format has a "struct" root type.
  const trees = info.isFile() ? await treeJson(absolute, given, forcedType ?? "json_schema") : undefined;
  if (trees) return trees;
  const { detectSourceType, readAssets, readerFor } = await import("../../schema/index.js");
  registryLoaded = true;
  const sourceType = forcedType ?? detectSourceType(path);
  if (sourceType && readerFor(sourceType)) {
    const result = await readAssets([{ path, sourceType }], { files, dataSourceOf: () => "local" });
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
  const { z } = await import("zod");
  const { SchemaNode } = await import("../../api/schema-node.js");
  const { SourceType } = await import("../../api/source-types.js");
  const PrintedAsset = z.object({
    resourceName: z.string(),
    sourceType: SourceType,
    path: z.string(),
    schema: SchemaNode,
  });
  const assets = z.array(PrintedAsset).safeParse(json);
  if (assets.success) return assets.data;
  const tree = SchemaNode.safeParse(json);
  return tree.success && tree.data.type === "struct"
    ? [{ resourceName: given, sourceType, path: "tree", schema: tree.data }]
    : undefined;
}
