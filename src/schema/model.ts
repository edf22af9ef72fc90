import { formatResourceName } from "../api/resource-name.js";
import type { RecapType, SchemaNode } from "../api/schema-node.js";
import type { SourceType } from "../api/source-types.js";

/**
 * The schema tree as readers produce it: the wire node plus where each field
 * stands in its source file. `line` never goes on the wire (the interface's schema node has no
 * field for it) and is ignored by comparisons; reports use it to point at a line.
 */
export interface SchemaTree extends SchemaNode {
  type: RecapType;
  fields?: SchemaTree[] | undefined;
  /** 1-based line of the field's declaration in `ReadAsset.file` (or in `file` when set). */
  line?: number | undefined;
  /**
   * Set only when the field is declared in another file than its asset: a column
   * added by a later migration, a message field imported from another .proto.
   */
  file?: string | undefined;
}

/** The wire form of a tree: drops the reader-only `line` and `file`. */
export function toWireNode(tree: SchemaTree): SchemaNode {
  const { line: _line, file: _file, fields, ...node } = tree;
  return fields ? { ...node, fields: fields.map(toWireNode) } : node;
}

/** A data asset read from a file: resource name parts and its schema tree. */
export interface ReadAsset {
  sourceType: SourceType;
  /** `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"). */
  resourceName: string;
  dataSource: string;
  path: string;
  /** Repository-relative path (POSIX separators) of the file that declares it. */
  file: string;
  /** Line of the asset's declaration (the table, message, record, class). */
  line?: number | undefined;
  /** Top-level fields the source removed (a migration's DROP COLUMN): where, for reports of the removal. */
  dropped?: Record<string, { file: string; line: number }> | undefined;
  /**
   * Top-level fields the source declares but could not read (a read problem at each line): absent
   * from `schema`, yet not removed, so no "field missing" finding is made of them (outcome/locate.ts).
   */
  unread?: Record<string, { file: string; line: number }> | undefined;
  /** Root of the tree: always a struct whose fields are the asset's fields. */
  schema: SchemaTree;
}

/** A problem found while reading: never thrown, always reported with a place. */
export interface Diagnostic {
  file: string;
  line?: number | undefined;
  column?: number | undefined;
  severity: "error" | "warning";
  message: string;
  /**
   * The statement that failed, as written (SQL readers): a read problem is attributed by its
   * statement, not its line (sync/check/read-problems.ts), so an unchanged statement that fails
   * alike at the base is the base's.
   */
  statement?: string | undefined;
  /**
   * The asset the problem is about, when it is one asset's (two definitions of it that differ:
   * sync/one-definition.ts): the finding names it alone, and its identity is `about`, not the file.
   */
  asset?: string | undefined;
  /** What the problem is about, without lines: compared across commits instead of the message. */
  about?: string | undefined;
}

export interface ReadResult {
  assets: ReadAsset[];
  diagnostics: Diagnostic[];
}

/**
 * The files a reader may look at besides the one it reads: imports, $refs,
 * named types in sibling files, the other migrations of a folder. Paths are
 * repository-relative with POSIX separators, so the same reader works on the
 * working tree and on a Git revision.
 */
export interface SourceFiles {
  readText(path: string): Promise<string | undefined>;
  /**
   * The exact bytes of a file (binary samples: Avro containers, Parquet), or
   * undefined when it is absent. Optional: a source without it reads text only.
   */
  readBytes?(path: string): Promise<Uint8Array | undefined>;
  /** Size in bytes of a file, when the source knows it without reading it (the size limit checks first). */
  size?(path: string): Promise<number | undefined>;
  /** Files (not folders) directly inside `dir`, as repository-relative paths, sorted. */
  list(dir: string): Promise<string[]>;
  /** Files below `dir` at any depth, sorted. Optional: without it a migration folder is read flat. */
  listAll?(dir?: string): Promise<string[]>;
}

export interface ReadRequest {
  /** Repository-relative path of the file (or migration folder) to read. */
  path: string;
  sourceType: SourceType;
  /** The data source part of the resource names this file's assets get. */
  dataSource: string;
  /** Postgres only: the database part of `db.schema.table` (default: from the data source, else `postgres`). */
  database?: string | undefined;
  /** Postgres only: views and materialized views are assets too (a config rule's `views: true`). */
  views?: boolean | undefined;
  /** Postgres only: which files at any depth below a migration folder it reads (default: its own files). */
  members?: ((file: string) => boolean) | undefined;
  files: SourceFiles;
  /**
   * The readers by source type, for a reader that reads a file declared in
   * another format (an s3 dataset's `schema: {file, type}`). Passed in by the
   * reading loop so that no reader imports the registry that lists it.
   */
  registry?: ReaderRegistry | undefined;
  /** Bounds on the work a read may do (defaults: see each limit). */
  limits?: ReadLimits | undefined;
}

export interface ReadLimits {
  /** Postgres replay budgets in ms (default: 20 s per statement or batch, 180 s per read; env overrides). */
  sqlBudget?: { fileMs: number; runMs: number } | undefined;
  /** Largest file a reader reads, in bytes (default 5 MiB; env CONTRACT_SYNC_MAX_FILE_BYTES). */
  maxFileBytes?: number | undefined;
}

export interface ReaderRegistry {
  readerFor(sourceType: SourceType): SchemaReader | undefined;
  detectSourceType(path: string): SourceType | undefined;
}

export interface SchemaReader {
  sourceType: SourceType;
  /** File endings (".avsc", ".proto") this reader claims when the config names no source type. */
  extensions: readonly string[];
  read(request: ReadRequest): Promise<ReadResult>;
  /**
   * Reads one target at two revisions (a pull request's base and head), each
   * result as `read` gives it; optional, for a reader that shares work between
   * the two (postgres: one replay of a migration folder).
   */
  readVersions?(base: ReadRequest, head: ReadRequest): Promise<{ base: ReadResult; head: ReadResult }>;
}

export function resourceName(sourceType: SourceType, dataSource: string, path: string): string {
  return formatResourceName({ source_type: sourceType, data_source: dataSource, path });
}

/** What every resource name of one source starts with: `{source_type}://{data_source}:`. */
export function sourcePrefix(sourceType: SourceType, dataSource: string): string {
  return resourceName(sourceType, dataSource, "");
}
