import { posix } from "node:path";
import type { SourceType } from "../api/source-types.js";
import { boundedAsset } from "./budget.js";
import { defaultDataSource } from "./data-source.js";
import { FileTooLarge, limitedSource, maxFileBytesFromEnv } from "./fs-source.js";
import type {
  Diagnostic,
  ReadAsset,
  ReadLimits,
  ReadRequest,
  ReadResult,
  SchemaReader,
  SourceFiles,
} from "./model.js";
import { errorDiagnostic, errorMessage } from "./reader-helpers.js";
import { codeReaders } from "./readers/code.js";
import { dataReaders } from "./readers/data.js";
import { canonicalAsset } from "./tree.js";

/**
 * Frees the shared PGlite of the postgres reader; call once when done reading. Through
 * shared-closer.ts: a run that read no SQL loads none of PGlite to close it.
 */
export { closeSharedHostIfLoaded as closeReaders } from "../pglite/shared-closer.js";
export type { Diagnostic, ReadAsset, SchemaReader, SchemaTree, SourceFiles } from "./model.js";
export { resourceName, toWireNode } from "./model.js";
export { defaultDataSource };

/** Every reader: schema/DDL files and code models. */
export const readers: readonly SchemaReader[] = [...dataReaders, ...codeReaders];

export function readerFor(sourceType: SourceType): SchemaReader | undefined {
  return readers.find((r) => r.sourceType === sourceType);
}

/**
 * The source type of a file by the longest file ending a reader claims
 * (".mysql.sql" beats ".sql"). Config rules come first: see SourceMap (src/sync/asset-reads.ts).
 */
export function detectSourceType(path: string): SourceType | undefined {
  const lower = path.toLowerCase();
  let best: { sourceType: SourceType; length: number } | undefined;
  for (const reader of readers) {
    for (const ending of reader.extensions) {
      if (lower.endsWith(ending) && ending.length > (best?.length ?? 0)) {
        best = { sourceType: reader.sourceType, length: ending.length };
      }
    }
  }
  return best?.sourceType;
}

export interface ReadTarget {
  /** A file, or (postgres) a folder of migrations. */
  path: string;
  sourceType: SourceType;
}

/** The migration folder a file belongs to (read whole, in name order), or undefined: the file is read alone. */
export type MigrationRule = (path: string, sourceType: SourceType) => string | undefined;

/**
 * The rule without a configuration (with one, only a rule's `migrations: true` makes a
 * folder): Postgres .sql files that share a folder are one target, the folder, read as
 * ordered migrations (a folder of independent CREATE TABLE files replays to the same tables).
 * The PR check and `contract-sync schema` both decide through this one function.
 */
export function sharedFolderRule(paths: readonly string[]): MigrationRule {
  const postgresPerDir = new Map<string, number>();
  for (const path of paths) {
    if (detectSourceType(path) !== "postgres") continue;
    const dir = posix.dirname(path);
    postgresPerDir.set(dir, (postgresPerDir.get(dir) ?? 0) + 1);
  }
  return (path, sourceType) => {
    const dir = posix.dirname(path);
    return sourceType === "postgres" && (postgresPerDir.get(dir) ?? 0) > 1 ? dir : undefined;
  };
}

/**
 * Turns a list of files into read targets: each file, or the migration folder `migrationOf`
 * puts it in (default: `sharedFolderRule`). Files of no known source type are left out.
 */
export function planReads(
  paths: readonly string[],
  sourceTypeOf: (path: string) => SourceType | undefined,
  migrationOf: MigrationRule = sharedFolderRule(paths.filter((p) => sourceTypeOf(p) === "postgres")),
): ReadTarget[] {
  const targets = uniqueTargets(
    paths.map((path) => {
      const sourceType = sourceTypeOf(path);
      return sourceType && { path: migrationOf(path, sourceType) ?? path, sourceType };
    }),
  );
  // SQL after the others, as the listing has always been.
  return [
    ...targets.filter((t) => t.sourceType !== "postgres"),
    ...targets.filter((t) => t.sourceType === "postgres"),
  ];
}

/**
 * Each read target once, in first-seen order: the one dedupe of every planner (the PR check's
 * changed files, a whole repository, `contract-sync schema`). A key set, not a scan: 1,000
 * changed files made a scan quadratic.
 */
export function uniqueTargets<T extends ReadTarget>(targets: Iterable<T | undefined>): T[] {
  const seen = new Set<string>();
  const unique: T[] = [];
  for (const target of targets) {
    if (!target) continue;
    const key = `${target.sourceType}\0${target.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(target);
  }
  return unique;
}

export interface ReadAssetsOptions {
  files: SourceFiles;
  /** Source type of a path given as a plain string (default: detectSourceType). */
  sourceTypeOf?: (path: string) => SourceType | undefined;
  /** Data source of a target's assets (default: defaultDataSource()). */
  dataSourceOf?: (path: string, sourceType: SourceType) => string;
  /** Database part of postgres paths. */
  database?: string;
  /** Postgres: whether a target's views and materialized views are assets (a config rule's `views: true`). */
  viewsOf?: (path: string) => boolean;
  /** Postgres: the files at any depth below a migration folder that belong to it (default: its own files only). */
  membersOf?: (path: string) => ((file: string) => boolean) | undefined;
  /** Bounds on each read (file size, SQL replay time). */
  limits?: ReadLimits;
}

/**
 * Reads each target with its reader. Failures stay with their file: a bad file,
 * a file over the size limit (`limits.maxFileBytes`, default 5 MiB, env
 * CONTRACT_SYNC_MAX_FILE_BYTES), an unknown source type or a reader that throws
 * becomes a diagnostic, and the other targets are still read.
 */
export async function readAssets(
  targets: readonly (string | ReadTarget)[],
  options: ReadAssetsOptions,
): Promise<{ assets: ReadAsset[]; diagnostics: Diagnostic[] }> {
  const assets: ReadAsset[] = [];
  const diagnostics: Diagnostic[] = [];
  const files = limitedFiles(options);
  for (const target of targets) {
    const read = readRequest(target, options, files);
    if ("message" in read) {
      diagnostics.push(read);
      continue;
    }
    const result = await readGuarded(read);
    assets.push(...result.assets);
    diagnostics.push(...result.diagnostics);
  }
  return { assets, diagnostics: distinct(diagnostics) };
}

/**
 * Each diagnostic once: a file imported by many of the files read (a .proto's
 * broken import) reports the same problem from each of their reads.
 */
function distinct(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}\0${d.line ?? ""}\0${d.severity}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads targets at two revisions (a pull request's base and head), each side
 * as `readAssets` reads it. A target read at both through a reader that shares
 * work between them (`readVersions`: a Postgres migration folder replayed
 * once) is read so; the results are the same.
 */
export async function readAssetVersionPairs(
  base: { targets: readonly ReadTarget[]; options: ReadAssetsOptions },
  head: { targets: readonly ReadTarget[]; options: ReadAssetsOptions },
): Promise<Record<"base" | "head", { assets: ReadAsset[]; diagnostics: Diagnostic[] }>> {
  const key = (t: ReadTarget) => `${t.sourceType}\0${t.path}`;
  const headKeys = new Set(head.targets.map(key));
  const paired = new Set(
    base.targets.filter((t) => headKeys.has(key(t)) && readerFor(t.sourceType)?.readVersions).map(key),
  );
  const baseFiles = limitedFiles(base.options);
  const headFiles = limitedFiles(head.options);
  const headResults = new Map<string, ReadResult>();
  const out = {
    base: { assets: [] as ReadAsset[], diagnostics: [] as Diagnostic[] },
    head: { assets: [] as ReadAsset[], diagnostics: [] as Diagnostic[] },
  };
  const add = (side: "base" | "head", result: ReadResult | Diagnostic) => {
    if ("message" in result) out[side].diagnostics.push(result);
    else {
      out[side].assets.push(...result.assets);
      out[side].diagnostics.push(...result.diagnostics);
    }
  };
  for (const target of base.targets) {
    const baseRead = readRequest(target, base.options, baseFiles);
    if ("message" in baseRead) {
      add("base", baseRead);
      continue;
    }
    const headRead = paired.has(key(target)) ? readRequest(target, head.options, headFiles) : undefined;
    const versions = baseRead.reader.readVersions;
    if (!headRead || "message" in headRead || !versions) {
      add("base", await readGuarded(baseRead));
      continue;
    }
    // One failure of the shared read falls back to reading each side alone (each then fails alone).
    const both = await versions(baseRead.request, headRead.request).catch(() => undefined);
    add("base", both ? canonical(both.base) : await readGuarded(baseRead));
    headResults.set(key(target), both ? canonical(both.head) : await readGuarded(headRead));
  }
  for (const target of head.targets) {
    const done = headResults.get(key(target));
    if (done) {
      add("head", done);
      continue;
    }
    const headRead = readRequest(target, head.options, headFiles);
    add("head", "message" in headRead ? headRead : await readGuarded(headRead));
  }
  out.base.diagnostics = distinct(out.base.diagnostics);
  out.head.diagnostics = distinct(out.head.diagnostics);
  return out;
}

/** A target's reader and request, or why it cannot be read. */
function readRequest(
  target: string | ReadTarget,
  options: ReadAssetsOptions,
  files: SourceFiles,
): { reader: SchemaReader; request: ReadRequest } | Diagnostic {
  const path = typeof target === "string" ? target : target.path;
  const sourceType =
    typeof target === "string" ? (options.sourceTypeOf ?? detectSourceType)(target) : target.sourceType;
  if (!sourceType) return errorDiagnostic(path, "unknown source type: name one with --type or a config glob");
  const reader = readerFor(sourceType);
  if (!reader) return errorDiagnostic(path, `no reader for source type '${sourceType}' yet`);
  return {
    reader,
    request: {
      path,
      sourceType,
      dataSource: options.dataSourceOf?.(path, sourceType) ?? defaultDataSource(),
      database: options.database,
      views: options.viewsOf?.(path),
      members: options.membersOf?.(path),
      files,
      registry: { readerFor, detectSourceType: (file) => detectSourceType(file) },
      limits: options.limits,
    },
  };
}

/** A result in canonical form, each asset's tree within MAX_TREE_NODES (a warning when cut). */
function canonical(result: ReadResult): ReadResult {
  const diagnostics = [...result.diagnostics];
  const assets = result.assets.map((asset) => {
    const bounded = boundedAsset(asset);
    if (bounded.diagnostic) diagnostics.push(bounded.diagnostic);
    return canonicalAsset(bounded.asset);
  });
  return { assets, diagnostics };
}

/** A target's files, each read bounded by the limit of the options (else the environment's). */
function limitedFiles(options: ReadAssetsOptions): SourceFiles {
  return limitedSource(options.files, options.limits?.maxFileBytes ?? maxFileBytesFromEnv());
}

/** A read whose failure stays with its file: a diagnostic, never a throw. */
async function readGuarded({
  reader,
  request,
}: {
  reader: SchemaReader;
  request: ReadRequest;
}): Promise<ReadResult> {
  try {
    return canonical(await reader.read(request));
  } catch (error) {
    const diagnostic =
      error instanceof FileTooLarge
        ? errorDiagnostic(error.file, error.message)
        : isStackOverflow(error)
          ? errorDiagnostic(
              request.path,
              "nested deeper than the reader's depth budget (the call stack): not read",
            )
          : errorDiagnostic(request.path, `the ${request.sourceType} reader failed: ${errorMessage(error)}`);
    return { assets: [], diagnostics: [diagnostic] };
  }
}

/** The depth budget of the readers that recurse over a file's nesting is the call stack. */
function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}
