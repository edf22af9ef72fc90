import type { SourceType } from "../../../api/source-types.js";
import type {
  Diagnostic,
  ReadRequest,
  ReadResult,
  SchemaReader,
  SchemaTree,
  SourceFiles,
} from "../../model.js";
import { errorDiagnostic } from "../../reader-helpers.js";
import type { DescribedTable, Dialect } from "./ddl.js";
import type { Framework } from "./framework.js";

export type { DatabaseInput, DescribedDatabase, DescribeInput, Framework } from "./framework.js";

/**
 * A framework's description of a database's tables (a Prisma schema, Django models, SQLAlchemy,
 * TypeORM or Drizzle classes), read by the SQL reader of that database: a rule of type postgres,
 * mysql or mssql naming such a file. The file's ending says it is no SQL (`.prisma`, `.py`, `.ts`);
 * its text says which framework. The description is compiled to the DDL the framework would emit
 * (ddl.ts) and that DDL read as the repository's migrations are read, so the two agree on names and
 * types, and one table gets one resource name whichever declares it; each column's line is mapped
 * back to the description.
 */
/** File endings that are never SQL: a SQL rule naming such a file names a description. */
const DESCRIPTION_ENDING = /\.(?:prisma|py|[cm]?[jt]s)$/i;

export function isDescriptionPath(path: string): boolean {
  return DESCRIPTION_ENDING.test(path);
}

/** The frameworks, loaded at the first description read (their parsers and tree-sitter grammars). */
async function frameworks(): Promise<Framework[]> {
  const [prisma, drizzle, typeorm, django, sqlalchemy] = await Promise.all([
    import("./prisma.js"),
    import("./drizzle.js"),
    import("./typeorm.js"),
    import("./django.js"),
    import("./sqlalchemy.js"),
  ]);
  return [prisma.prisma, drizzle.drizzle, typeorm.typeorm, django.django, sqlalchemy.sqlalchemy];
}

/** The framework whose description the text is, or undefined. */
export async function frameworkOf(path: string, text: string): Promise<Framework | undefined> {
  return (await frameworks()).find((f) => f.claims(path, text));
}

/**
 * Reads a description as its framework does, for what the read asks of `files` (a recording source:
 * sync/description-inputs.ts); false when no framework reads the file.
 */
export async function describeAt(path: string, files: SourceFiles): Promise<boolean> {
  const text = await files.readText(path).catch(() => undefined);
  if (text === undefined) return false;
  const framework = await frameworkOf(path, text);
  if (!framework) return false;
  await framework.describe({ path, text, dialect: "postgres", files });
  return true;
}

/** Reads a description with the SQL reader of the rule's database. */
export async function readDescription(sqlReader: SchemaReader, request: ReadRequest): Promise<ReadResult> {
  const text = await request.files.readText(request.path);
  if (text === undefined) return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
  const framework = await frameworkOf(request.path, text);
  if (!framework)
    return {
      assets: [],
      diagnostics: [
        errorDiagnostic(
          request.path,
          `a ${request.sourceType} rule names this file, but it is no SQL and no description contract-sync reads (a Prisma schema, Django or SQLAlchemy/SQLModel models, TypeORM entities, Drizzle tables)`,
        ),
      ],
    };
  const dialect = request.sourceType as Dialect;
  const description = await framework.describe({ path: request.path, text, dialect, files: request.files });
  const { renderDdl } = await import("./ddl.js");
  const ddl = renderDdl(dialect, description);
  if (description.tables.length === 0) return { assets: [], diagnostics: description.diagnostics };
  // The SQL reader reads the DDL as if it were the file: same path, so names and places are the file's.
  const files: SourceFiles = {
    ...request.files,
    readText: async (path) => (path === request.path ? ddl.text : request.files.readText(path)),
  };
  const read = await sqlReader.read({ ...request, files, members: undefined });
  const sourceLine = (line: number | undefined) =>
    line === undefined ? undefined : ddl.sourceLines[line - 1];
  const remap = (tree: SchemaTree): SchemaTree => ({
    ...tree,
    ...(tree.line !== undefined && tree.file === undefined ? { line: sourceLine(tree.line) } : {}),
    ...(tree.fields ? { fields: tree.fields.map(remap) } : {}),
  });
  const assets = read.assets.map((asset) => {
    const unread = unreadOf(description.tables, asset.path, request.path);
    return {
      ...asset,
      line: sourceLine(asset.line),
      schema: remap(asset.schema),
      ...(unread ? { unread } : {}),
    };
  });
  const diagnostics: Diagnostic[] = [
    ...description.diagnostics,
    ...read.diagnostics.map((d) =>
      d.file === request.path
        ? {
            ...d,
            line: sourceLine(d.line),
            message: `${framework.name}: the ${dialectName(request.sourceType)} DDL this declares fails: ${d.message}`,
          }
        : d,
    ),
  ];
  return { assets, diagnostics };
}

/** The columns of the asset's table the description could not read, by name. */
function unreadOf(
  tables: readonly DescribedTable[],
  assetPath: string,
  file: string,
): Record<string, { file: string; line: number }> | undefined {
  const name = assetPath.split(".").at(-1)?.toLowerCase();
  const unread = tables.find((t) => t.name.toLowerCase() === name && (t.unread?.length ?? 0) > 0)?.unread;
  return unread ? Object.fromEntries(unread.map((c) => [c.name, { file, line: c.line }])) : undefined;
}

function dialectName(type: SourceType): string {
  return type === "mssql" ? "SQL Server" : type === "mysql" ? "MySQL" : "PostgreSQL";
}

/**
 * A SQL reader that hands descriptions to readDescription; SQL files (and migration folders) go
 * to the reader itself. Two revisions of a description are read each alone.
 */
export function withDescriptions(reader: SchemaReader): SchemaReader {
  const read = (request: ReadRequest) =>
    isDescriptionPath(request.path) ? readDescription(reader, request) : reader.read(request);
  return {
    ...reader,
    read,
    readVersions: async (base, head) => {
      if (!isDescriptionPath(base.path) && !isDescriptionPath(head.path) && reader.readVersions)
        return reader.readVersions(base, head);
      return { base: await read(base), head: await read(head) };
    },
  };
}
