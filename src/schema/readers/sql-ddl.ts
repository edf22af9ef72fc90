import sqlParser from "node-sql-parser";
import type { SourceType } from "../../api/source-types.js";
import type { Diagnostic, ReadAsset, ReadRequest, ReadResult, SchemaReader, SchemaTree } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage, LineIndex } from "../reader-helpers.js";
import { migrationFiles } from "./postgres/migration-order.js";
import {
  type AlterTable,
  applyAlter,
  columnName,
  dropTables,
  type TableRef,
  tablePath,
} from "./sql/alter.js";
import { type ColumnDefinition, columnTree } from "./sql/column-types.js";
import { aliasTypes, type ColumnOverride, rewriteCreateTable } from "./sql/rewrite.js";
import { findIdentifier, IDENT, QUALIFIED, splitQualified, splitSql } from "./sql/statements.js";

const parser = new sqlParser.Parser();

/** The parts of node-sql-parser's CREATE TABLE AST this reader uses. */
interface CreateTable {
  type?: string;
  keyword?: string;
  table?: { db?: string | null; schema?: string | null; table?: string }[];
  create_definitions?: (ColumnDefinition & { constraint_type?: string; definition?: unknown })[];
  table_options?: { keyword?: string; value?: unknown }[] | null;
}

function ddlReader(sourceType: "mysql" | "mssql", extensions: string[]): SchemaReader {
  return {
    sourceType,
    extensions,
    async read(request: ReadRequest): Promise<ReadResult> {
      const text = await request.files.readText(request.path);
      if (text !== undefined) {
        const tables = new Map<string, ReadAsset>();
        const keysAdded = new Map<string, string[]>();
        const diagnostics = readScript(sourceType, request, text, { tables, keysAdded });
        const assets = [...tables.values()];
        for (const asset of assets) addPrimaryKeys(asset, keysAdded.get(asset.path));
        return { assets, diagnostics };
      }
      const folder = await migrationFiles(request.path, request.files, request.members);
      if (folder.length === 0)
        return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
      return readFolder(sourceType, request, folder);
    },
  };
}

/**
 * A folder (a `migrations: true` rule; an SSDT project's one table per file) read file by file in
 * migration order, each file's CREATE, ALTER and DROP TABLE applied to the tables of the files
 * before it; a primary key added by ALTER TABLE in any file marks its columns. Each table and
 * column keeps the file and line that declared it.
 */
async function readFolder(
  sourceType: "mysql" | "mssql",
  request: ReadRequest,
  paths: readonly string[],
): Promise<ReadResult> {
  const state = { tables: new Map<string, ReadAsset>(), keysAdded: new Map<string, string[]>() };
  const { tables, keysAdded } = state;
  const diagnostics: Diagnostic[] = [];
  for (const path of paths) {
    const text = await request.files.readText(path);
    if (text !== undefined) diagnostics.push(...readScript(sourceType, { ...request, path }, text, state));
  }
  const assets = [...tables.values()];
  for (const asset of assets) addPrimaryKeys(asset, keysAdded.get(asset.path));
  return { assets, diagnostics };
}

/**
 * A framework's description written as SQL (frameworks/: a Rails schema.rb, a Liquibase changelog
 * and its includes), read as a folder of these files in this order.
 */
export function readDdlFiles(
  sourceType: "mysql" | "mssql",
  request: ReadRequest,
  files: readonly { file: string; text: string }[],
): ReadResult {
  const state = { tables: new Map<string, ReadAsset>(), keysAdded: new Map<string, string[]>() };
  const diagnostics: Diagnostic[] = [];
  for (const { file, text } of files)
    diagnostics.push(...readScript(sourceType, { ...request, path: file }, text, state));
  const assets = [...state.tables.values()];
  for (const asset of assets) addPrimaryKeys(asset, state.keysAdded.get(asset.path));
  return { assets, diagnostics };
}

/** The tables a history has made so far (by asset path, in order), and the primary keys ALTER TABLE added. */
interface DdlState {
  tables: Map<string, ReadAsset>;
  keysAdded: Map<string, string[]>;
}

/** Applies one script to `state`; returns its diagnostics. */
function readScript(
  sourceType: "mysql" | "mssql",
  request: ReadRequest,
  text: string,
  state: DdlState,
): Diagnostic[] {
  const database = sourceType === "mysql" ? "MySQL" : "TransactSQL";
  const lines = new LineIndex(text);
  const { tables, keysAdded } = state;
  const diagnostics: Diagnostic[] = [];
  const statements = splitSql(text, sourceType);
  const aliases = aliasTypes(statements);
  for (const statement of statements) {
    const addedKey = ADD_PRIMARY_KEY.exec(statement.masked);
    if (addedKey?.[1] && addedKey[2]) {
      const columns = statement.text.slice(
        statement.masked.indexOf(addedKey[2]),
        statement.masked.indexOf(addedKey[2]) + addedKey[2].length,
      );
      keysAdded.set(
        splitQualified(addedKey[1], false).join("."),
        columns
          .split(",")
          .map((c) => splitQualified(c.trim().replace(/\s+(asc|desc)$/i, ""), false)[0] ?? ""),
      );
      continue;
    }
    if (/^(alter|drop)\s+table\b/i.test(statement.masked)) {
      alterTables(statement, lines, database, tables, request);
      continue;
    }
    if (!/^create\s+table\b/i.test(statement.masked)) continue; // only tables make assets
    let ast: unknown;
    let overrides: Map<string, ColumnOverride> | undefined;
    try {
      ast = parser.astify(statement.text, { database });
    } catch (error) {
      // Syntax the parser lacks (types, attributes): parse again after the pre-pass.
      const rewritten = rewriteCreateTable(statement.text, statement.masked, sourceType, aliases);
      try {
        if (!rewritten) throw error;
        ast = parser.astify(rewritten.text, { database });
        overrides = rewritten.overrides;
      } catch {
        const at = (error as { location?: { start?: { line?: number } } }).location?.start?.line;
        const line = lines.lineAt(statement.start) + (at ? at - 1 : 0);
        diagnostics.push({
          ...errorDiagnostic(
            request.path,
            `cannot parse CREATE TABLE: ${errorMessage(error).replace(/^Expected .* but (.*) found\.?$/s, "unexpected $1")}`,
            line,
          ),
          statement: statement.text,
        });
        continue;
      }
    }
    for (const create of (Array.isArray(ast) ? ast : [ast]) as CreateTable[]) {
      if (create.type !== "create" || create.keyword !== "table") continue;
      const asset = tableAsset(
        sourceType,
        request,
        create,
        statement.masked,
        statement.start,
        lines,
        overrides,
      );
      if (asset) {
        tables.delete(asset.path);
        tables.set(asset.path, asset);
      }
    }
  }
  return diagnostics;
}

/**
 * ALTER TABLE / DROP TABLE of a history (sql/alter.ts). A statement the parser cannot read, or
 * about a table the history has not made, changes nothing, as before such statements were read.
 */
function alterTables(
  statement: { text: string; masked: string; start: number },
  lines: LineIndex,
  database: string,
  tables: Map<string, ReadAsset>,
  request: ReadRequest,
): void {
  let ast: unknown;
  try {
    ast = parser.astify(statement.text, { database });
  } catch {
    return;
  }
  for (const node of (Array.isArray(ast) ? ast : [ast]) as (AlterTable & { name?: TableRef[] })[]) {
    if (node.type === "drop" && Array.isArray(node.name)) dropTables(tables, node.name);
    if (node.type !== "alter") continue;
    const lineOf = (name: string) => {
      const at = findIdentifier(statement.masked, name, 0);
      return lines.lineAt(statement.start + Math.max(at, 0));
    };
    applyAlter(
      tables,
      node,
      (action) => {
        const name = columnName(action.column);
        if (!name) return undefined;
        return {
          name,
          ...columnTree(action as ColumnDefinition, false),
          line: lineOf(name),
          file: request.path,
        };
      },
      (name) => ({ file: request.path, line: lineOf(name) }),
    );
  }
}

// `ALTER TABLE t [WITH CHECK] ADD [CONSTRAINT name] PRIMARY KEY [CLUSTERED] (a, b)`.
const ADD_PRIMARY_KEY = new RegExp(
  String.raw`^alter\s+table\s+(${QUALIFIED})\s+(?:with\s+(?:no)?check\s+)?add\s+(?:constraint\s+${IDENT}\s+)?primary\s+key\s*(?:(?:non)?clustered\s*)?\(([^)]*)\)`,
  "i",
);

/** Marks the columns of a primary key added by ALTER TABLE (required, primaryKey). */
function addPrimaryKeys(asset: ReadAsset, columns: string[] | undefined): void {
  if (!columns) return;
  for (const field of asset.schema.fields ?? []) {
    if (!columns.some((c) => c.toLowerCase() === field.name?.toLowerCase())) continue;
    field.constraints = { ...field.constraints, primaryKey: true };
    delete field.optional;
  }
}

function tableAsset(
  sourceType: SourceType,
  request: ReadRequest,
  create: CreateTable,
  masked: string,
  start: number,
  lines: LineIndex,
  overrides?: Map<string, ColumnOverride>,
): ReadAsset | undefined {
  const ref = create.table?.[0];
  const path = tablePath(ref);
  if (!ref?.table || path === undefined) return undefined;
  const primaryKeys = new Set<string>();
  for (const def of create.create_definitions ?? []) {
    if (def.resource === "constraint" && /primary/i.test(def.constraint_type ?? "")) {
      for (const col of (def.definition as { column?: string }[] | undefined) ?? [])
        if (col.column) primaryKeys.add(col.column);
    }
  }
  const bodyStart = masked.indexOf("(");
  const fields: SchemaTree[] = [];
  for (const def of create.create_definitions ?? []) {
    if (def.resource !== "column") continue;
    const name = columnName(def.column);
    if (!name) continue;
    const at = findIdentifier(masked, name, Math.max(bodyStart, 0));
    const override = overrides?.get(name);
    const tree = columnTree(
      override
        ? {
            ...def,
            definition: {
              ...def.definition,
              dataType: override.dataType,
              length: override.length,
              scale: override.scale,
              suffix: override.suffix ?? null,
            },
          }
        : def,
      primaryKeys.has(name),
    );
    if (override?.generated) {
      const { physicalType: _none, ...rest } = tree.constraints ?? {};
      tree.constraints = { ...rest, generated: override.generated };
    }
    if (override?.default) tree.constraints = { ...tree.constraints, default: override.default };
    fields.push({
      name,
      ...tree,
      ...(at === -1 ? {} : { line: lines.lineAt(start + at) }),
    });
  }
  const comment = create.table_options?.find((o) => /comment/i.test(o.keyword ?? ""))?.value;
  const doc = typeof comment === "string" ? comment.replace(/^'(.*)'$/s, "$1") : undefined;
  return {
    sourceType,
    resourceName: resourceName(sourceType, request.dataSource, path),
    dataSource: request.dataSource,
    path,
    file: request.path,
    line: lines.lineAt(start),
    schema: { type: "struct", name: ref.table, ...(doc ? { doc } : {}), fields },
  };
}

export const mysqlReader = ddlReader("mysql", [".mysql.sql", ".mysql"]);
export const mssqlReader = ddlReader("mssql", [".mssql.sql", ".tsql", ".mssql"]);
