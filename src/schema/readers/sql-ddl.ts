import sqlParser from "node-sql-parser";
import type { SourceType } from "../../api/source-types.js";
import type { Diagnostic, ReadAsset, ReadRequest, ReadResult, SchemaReader, SchemaTree } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage, LineIndex } from "../text.js";
import { migrationFiles } from "./postgres/migration-order.js";
import { aliasTypes, type ColumnOverride, rewriteCreateTable } from "./sql/rewrite.js";
import { findIdentifier, IDENT, QUALIFIED, splitQualified, splitSql } from "./sql/statements.js";

const parser = new sqlParser.Parser();

/** The parts of node-sql-parser's CREATE TABLE AST this reader uses. */
interface ColumnDefinition {
  resource?: string;
  column?: { column?: string | { expr?: { value?: string } } };
  definition?: {
    dataType?: string;
    length?: number | string;
    scale?: number;
    suffix?: string[] | null;
    expr?: { value?: { value?: unknown }[] };
  };
  nullable?: { type?: string };
  auto_increment?: string | { keyword?: string; seed?: { value?: unknown }; increment?: { value?: unknown } };
  comment?: { value?: { value?: unknown } };
  default_val?: { value?: { value?: unknown; type?: string; name?: unknown } };
  primary_key?: string;
  unique?: string;
  constraint_type?: string;
  definition_columns?: unknown;
}

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
        const script = readScript(sourceType, request, text);
        for (const asset of script.assets) addPrimaryKeys(asset, script.keysAdded.get(asset.path));
        return { assets: script.assets, diagnostics: script.diagnostics };
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
 * migration order: a table is the last file's that creates it, and a primary key added by ALTER
 * TABLE in any file marks its columns. Each asset keeps the file and lines it was declared at.
 */
async function readFolder(
  sourceType: "mysql" | "mssql",
  request: ReadRequest,
  paths: readonly string[],
): Promise<ReadResult> {
  const tables = new Map<string, ReadAsset>();
  const keysAdded = new Map<string, string[]>();
  const diagnostics: Diagnostic[] = [];
  for (const path of paths) {
    const text = await request.files.readText(path);
    if (text === undefined) continue;
    const script = readScript(sourceType, { ...request, path }, text);
    for (const asset of script.assets) {
      tables.delete(asset.path);
      tables.set(asset.path, asset);
    }
    for (const [table, columns] of script.keysAdded) keysAdded.set(table, columns);
    diagnostics.push(...script.diagnostics);
  }
  const assets = [...tables.values()];
  for (const asset of assets) addPrimaryKeys(asset, keysAdded.get(asset.path));
  return { assets, diagnostics };
}

/** One script's tables, and the primary keys its ALTER TABLE statements add (by table). */
function readScript(
  sourceType: "mysql" | "mssql",
  request: ReadRequest,
  text: string,
): ReadResult & { keysAdded: Map<string, string[]> } {
  const database = sourceType === "mysql" ? "MySQL" : "TransactSQL";
  const lines = new LineIndex(text);
  const assets: ReadAsset[] = [];
  const diagnostics: Diagnostic[] = [];
  const statements = splitSql(text, sourceType);
  const aliases = aliasTypes(statements);
  const keysAdded = new Map<string, string[]>();
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
        diagnostics.push(
          errorDiagnostic(
            request.path,
            `cannot parse CREATE TABLE: ${errorMessage(error).replace(/^Expected .* but (.*) found\.?$/s, "unexpected $1")}`,
            line,
          ),
        );
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
      if (asset) assets.push(asset);
    }
  }
  return { assets, diagnostics, keysAdded };
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

function columnName(def: ColumnDefinition): string | undefined {
  const c = def.column?.column;
  return typeof c === "string" ? c : c?.expr?.value;
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
  if (!ref?.table) return undefined;
  const path = [ref.db, ref.schema, ref.table]
    .filter((p): p is string => typeof p === "string" && p !== "")
    .join(".");
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
    const name = columnName(def);
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

function columnTree(def: ColumnDefinition, primaryKey: boolean): SchemaTree {
  const d = def.definition ?? {};
  const dataType = (d.dataType ?? "").toUpperCase();
  const unsigned = (d.suffix ?? []).some((s) => /unsigned/i.test(s));
  const length = d.length;
  const physical = `${dataType}${length !== undefined ? `(${length}${typeof d.scale === "number" ? `,${d.scale}` : ""})` : ""}${unsigned ? " UNSIGNED" : ""}`;
  const base = mapType(dataType, length, d.scale, unsigned);
  const constraints: Record<string, unknown> = { physicalType: physical, ...base.constraints };
  if (dataType === "ENUM" || dataType === "SET") {
    constraints.symbols = (d.expr?.value ?? []).map((v) => v.value);
  }
  const auto = def.auto_increment;
  if (typeof auto === "string") constraints.autoIncrement = true;
  else if (auto?.keyword) {
    constraints.identity = { seed: auto.seed?.value ?? 1, increment: auto.increment?.value ?? 1 };
    constraints.autoIncrement = true;
  }
  const defaultValue = def.default_val?.value;
  if (defaultValue) {
    constraints.default =
      defaultValue.type === "function"
        ? `${JSON.stringify(defaultValue.name).match(/"value":"([^"]+)"/)?.[1] ?? "function"}()`
        : defaultValue.value;
  }
  const isPrimary = primaryKey || def.primary_key !== undefined;
  if (isPrimary) constraints.primaryKey = true;
  if (def.unique) constraints.unique = true;
  const comment = def.comment?.value?.value;
  const notNull = def.nullable?.type === "not null" || isPrimary;
  return {
    ...base,
    ...(typeof comment === "string" ? { doc: comment } : {}),
    ...(notNull ? {} : { optional: true }),
    constraints,
  };
}

/** MySQL and SQL Server types, following Recap where it has a mapping. */
function mapType(
  dataType: string,
  length: number | string | undefined,
  scale: number | undefined,
  unsigned: boolean,
): SchemaTree {
  const int = (signed: SchemaTree["type"], unsignedType: SchemaTree["type"]): SchemaTree => ({
    type: unsigned ? unsignedType : signed,
  });
  switch (dataType) {
    case "TINYINT":
      return int("int8", "uint8");
    case "SMALLINT":
      return int("int16", "uint16");
    case "MEDIUMINT":
    case "INT":
    case "INTEGER":
      return int("int32", "uint32");
    case "BIGINT":
      return int("int64", "uint64");
    case "BIT":
      return length === undefined || length === 1 ? { type: "bool" } : { type: "bytes" };
    case "BOOL":
    case "BOOLEAN":
      return { type: "bool" };
    case "FLOAT":
    case "REAL":
      return { type: "float32" };
    case "DOUBLE":
      return { type: "float64" };
    case "DECIMAL":
    case "NUMERIC":
    case "MONEY":
    case "SMALLMONEY": {
      const precision =
        typeof length === "number" ? length : dataType === "MONEY" ? 19 : dataType === "SMALLMONEY" ? 10 : 18;
      const s = (typeof scale === "number" ? scale : undefined) ?? (dataType.endsWith("MONEY") ? 4 : 0);
      return {
        type: precision > 38 ? "decimal256" : "decimal128",
        logical: "Decimal",
        constraints: { precision, scale: s },
      };
    }
    case "CHAR":
    case "NCHAR":
    case "VARCHAR":
    case "NVARCHAR": {
      const max = typeof length === "number" ? { maxLength: length } : {};
      const fixed = dataType.endsWith("CHAR") && !dataType.includes("VAR") ? { fixedLength: true } : {};
      return { type: "string", constraints: { ...max, ...fixed } };
    }
    case "TINYTEXT":
    case "TEXT":
    case "MEDIUMTEXT":
    case "LONGTEXT":
    case "NTEXT":
    case "XML":
      return { type: "string" };
    case "JSON":
      return { type: "string", logical: "JSON" };
    case "BINARY":
    case "VARBINARY":
    case "TINYBLOB":
    case "BLOB":
    case "MEDIUMBLOB":
    case "LONGBLOB":
    case "IMAGE":
    case "ROWVERSION":
      return { type: "bytes", constraints: typeof length === "number" ? { maxLength: length } : {} };
    case "UNIQUEIDENTIFIER":
      return { type: "uuid" };
    case "DATE":
      return { type: "date32", logical: "Date" };
    case "TIME":
      return { type: "time64", logical: "Time" };
    case "DATETIME":
    case "DATETIME2":
    case "SMALLDATETIME":
      return { type: "timestamp64", logical: "Timestamp" };
    case "TIMESTAMP":
    case "DATETIMEOFFSET":
      return { type: "timestamp64", logical: "Timestamp", constraints: { timezone: "UTC" } };
    case "YEAR":
      return { type: "int16" };
    case "ENUM":
      return { type: "enum" };
    case "SET":
      return { type: "list", fields: [{ name: "element", type: "enum" }] };
    default:
      return { type: "unknown" };
  }
}

export const mysqlReader = ddlReader("mysql", [".mysql.sql", ".mysql"]);
export const mssqlReader = ddlReader("mssql", [".mssql.sql", ".tsql", ".mssql"]);
