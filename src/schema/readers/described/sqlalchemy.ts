import { posix } from "node:path";
import type { Diagnostic } from "../../model.js";
import { syntaxErrors } from "../code/reader.js";
import type { SyntaxNode } from "../code/tree-sitter.js";
import { withSyntaxTree } from "../code/tree-sitter.js";
import type { DescribedColumn, DescribedTable, Dialect } from "./ddl.js";
import type { DatabaseInput, DescribedDatabase, Framework } from "./framework.js";
import { assignments, pyCall, pyLiteral, pyString, topClasses } from "./py-calls.js";

/**
 * SQLAlchemy declarative classes (`__tablename__`; 2.0 `Mapped[...]` with `mapped_column(...)`, and
 * `Column(...)`) and SQLModel `table=True` classes, as the CREATE TABLE SQLAlchemy's compiler writes:
 * the type from the column's type argument, else from the annotation (`int` INTEGER, `str` VARCHAR,
 * ...); nullable from `nullable=`, else the annotation (`Optional[T]`, `T | None`), else (a `Column`)
 * nullable unless a primary key; an integer primary key a serial (autoincrement). A SQLModel table is
 * named by its class in lower case unless `__tablename__` says.
 */

type Types = Record<Dialect, string>;
const t = (postgres: string, mysql: string, mssql: string): Types => ({ postgres, mysql, mssql });
const TYPES: Record<string, Types> = {
  Integer: t("INTEGER", "INTEGER", "INTEGER"),
  BigInteger: t("BIGINT", "BIGINT", "BIGINT"),
  SmallInteger: t("SMALLINT", "SMALLINT", "SMALLINT"),
  String: t("VARCHAR", "VARCHAR", "VARCHAR"),
  Unicode: t("VARCHAR", "VARCHAR", "NVARCHAR"),
  Text: t("TEXT", "TEXT", "VARCHAR(max)"),
  Boolean: t("BOOLEAN", "BOOL", "BIT"),
  DateTime: t("TIMESTAMP WITHOUT TIME ZONE", "DATETIME", "DATETIME"),
  Date: t("DATE", "DATE", "DATE"),
  Time: t("TIME WITHOUT TIME ZONE", "TIME", "TIME"),
  Float: t("FLOAT", "FLOAT", "FLOAT"),
  Numeric: t("NUMERIC", "NUMERIC", "NUMERIC"),
  LargeBinary: t("BYTEA", "BLOB", "VARBINARY(max)"),
  JSON: t("JSON", "JSON", "NVARCHAR(max)"),
  Uuid: t("UUID", "CHAR(32)", "UNIQUEIDENTIFIER"),
  Interval: t("INTERVAL", "DATETIME", "DATETIME"),
};
/** The column type of an annotation's Python type (SQLAlchemy's default type map; SQLModel's alike). */
const PYTHON: Record<string, string> = {
  int: "Integer",
  str: "String",
  bool: "Boolean",
  float: "Float",
  datetime: "DateTime",
  date: "Date",
  time: "Time",
  Decimal: "Numeric",
  bytes: "LargeBinary",
  UUID: "Uuid",
  timedelta: "Interval",
};

export const sqlalchemy: Framework = {
  name: "SQLAlchemy models",
  claims: (path, text) =>
    /\.py$/.test(path) &&
    (/\bsqlalchemy\b/.test(text) || /\bsqlmodel\b/.test(text)) &&
    /__tablename__|table\s*=\s*True/.test(text),
  database: sqlalchemyDatabase,
  async describe({ path, text, dialect }) {
    const diagnostics: Diagnostic[] = [];
    const tables: DescribedTable[] = [];
    await withSyntaxTree("python", text, (root) => {
      diagnostics.push(...syntaxErrors(root, path));
      for (const cls of topClasses(root)) {
        const body = assignments(cls.body);
        const sqlmodel = pyLiteral(cls.keywords.get("table")) === true;
        const tablename = pyString(body.find((a) => a.name === "__tablename__")?.value);
        if (!tablename && !sqlmodel) continue;
        const columns: DescribedColumn[] = [];
        const primaryKey: string[] = [];
        for (const field of body) {
          if (field.name.startsWith("__")) continue;
          const column = columnOf(field, sqlmodel, dialect, (message) =>
            diagnostics.push({
              file: path,
              line: field.line,
              severity: "error",
              message: `SQLAlchemy: ${field.name}: ${message}`,
            }),
          );
          if (!column) continue;
          columns.push(column.column);
          if (column.primaryKey) primaryKey.push(column.column.name);
        }
        tables.push({ name: tablename ?? cls.name.toLowerCase(), line: cls.line, columns, primaryKey });
      }
    });
    return { tables, enums: [], diagnostics };
  },
};

function columnOf(
  field: { name: string; annotation: SyntaxNode | null; value: SyntaxNode | null; line: number },
  sqlmodel: boolean,
  dialect: Dialect,
  problem: (message: string) => void,
): { column: DescribedColumn; primaryKey: boolean } | undefined {
  const call = pyCall(field.value);
  const kind = call?.name;
  const isColumn = kind === "mapped_column" || kind === "Column" || (sqlmodel && kind === "Field");
  const annotation = field.annotation?.text ?? "";
  const mapped = /^(?:\w+\.)?Mapped\[(.*)\]$/s.exec(annotation)?.[1];
  // SQLAlchemy 2.0: `x: Mapped[int]` alone is a column; `relationship(...)` is none.
  if (
    !isColumn &&
    !(mapped !== undefined && field.value === null) &&
    !(sqlmodel && field.annotation && !call)
  )
    return undefined;
  if (/^(?:relationship|Relationship)$/.test(kind ?? "") || /^ClassVar\b/.test(field.annotation?.text ?? ""))
    return undefined;
  const inner = mapped ?? annotation;
  const optional = /^Optional\[|\|\s*None\b|\bNone\s*\|/.test(inner);
  const pythonType = inner
    .replace(/^Optional\[(.*)\]$/, "$1")
    .replace(/\s*\|\s*None|None\s*\|\s*/g, "")
    .replace(/^.*\./, "")
    .trim();
  const positional = kind === "Field" ? [] : (call?.positional ?? []);
  const name = pyString(positional[0]) ?? pyString(call?.keywords.get("name")) ?? field.name;
  const typeNode = pyString(positional[0]) !== undefined ? positional[1] : positional[0];
  const typeCall = pyCall(typeNode);
  const typeName = typeCall?.name ?? typeNode?.text.replace(/^.*\./, "") ?? PYTHON[pythonType];
  const types = typeName ? TYPES[typeName] : undefined;
  if (!types) {
    problem(`the column type ${typeNode?.text ?? (pythonType || "?")} is not read`);
    return undefined;
  }
  let sqlType = types[dialect];
  const [first, second] = typeCall?.positional ?? [];
  const length = pyLiteral(first) ?? pyLiteral(typeCall?.keywords.get("length"));
  if ((typeName === "String" || typeName === "Unicode") && typeof length === "number")
    sqlType = `${sqlType}(${length})`;
  if (typeName === "Numeric" && typeof pyLiteral(first) === "number")
    sqlType = `${sqlType}(${pyLiteral(first)}${typeof pyLiteral(second) === "number" ? `, ${pyLiteral(second)}` : ""})`;
  if (
    typeName === "DateTime" &&
    pyLiteral(typeCall?.keywords.get("timezone")) === true &&
    dialect === "postgres"
  )
    sqlType = "TIMESTAMP WITH TIME ZONE";
  if (sqlmodel && typeof pyLiteral(call?.keywords.get("max_length")) === "number" && typeName === "String")
    sqlType = `${sqlType}(${pyLiteral(call?.keywords.get("max_length"))})`;
  const primaryKey = pyLiteral(call?.keywords.get("primary_key")) === true;
  const nullable = pyLiteral(call?.keywords.get("nullable"));
  const notNull =
    typeof nullable === "boolean"
      ? !nullable
      : primaryKey || (kind === "Column" && mapped === undefined ? false : !optional);
  const autoincrement = pyLiteral(call?.keywords.get("autoincrement"));
  if (
    primaryKey &&
    autoincrement !== false &&
    dialect === "postgres" &&
    (typeName === "Integer" || typeName === "BigInteger")
  )
    sqlType = typeName === "Integer" ? "SERIAL" : "BIGSERIAL";
  const server = call?.keywords.get("server_default");
  const serverDefault = pyString(server);
  return {
    column: {
      name,
      sqlType,
      notNull,
      default: serverDefault === undefined ? undefined : `'${serverDefault.replace(/'/g, "''")}'`,
      line: field.line,
    },
    primaryKey,
  };
}

/** The engine URL's dialect (`create_engine("postgresql+psycopg://...")`, alembic.ini's sqlalchemy.url). */
async function sqlalchemyDatabase({
  path,
  text,
  paths,
  readText,
}: DatabaseInput): Promise<DescribedDatabase> {
  const project = posix.dirname(path);
  const urlOf = (t: string) =>
    /(?:create_(?:async_)?engine\(\s*|sqlalchemy\.url\s*=\s*)["']?(\w+)(?:\+\w+)?:\/\//.exec(t)?.[1];
  let scheme = urlOf(text);
  for (const other of paths) {
    if (scheme) break;
    if (!/\.py$|alembic\.ini$/.test(other) || other === path) continue;
    if (!/(?:^|\/)(?:alembic\.ini|[^/]*(?:db|database|engine|session|config|settings)[^/]*\.py)$/.test(other))
      continue;
    scheme = urlOf((await readText(other)) ?? "");
  }
  if (!scheme) return { project, dialect: "postgres", assumed: "no engine URL found: PostgreSQL assumed" };
  if (/^postgres/.test(scheme)) return { project, dialect: "postgres" };
  if (/^(?:mysql|mariadb)/.test(scheme)) return { project, dialect: "mysql" };
  if (/^mssql/.test(scheme)) return { project, dialect: "mssql" };
  return {
    project,
    why: `SQLAlchemy models for ${scheme}: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)`,
  };
}
