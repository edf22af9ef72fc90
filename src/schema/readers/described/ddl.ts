import type { Diagnostic } from "../../model.js";
import { quoteName, quoteString, type SqlDialect } from "../frameworks/aligned-sql.js";

/**
 * The tables a framework's description declares (a Prisma schema, Django models, Drizzle tables),
 * as the DDL that framework would emit for one database: each framework maps its own types to the
 * database's (`sqlType`), and `renderDdl` writes one column per line, so that the SQL reader reads
 * it as it reads the repository's migrations and each column's line maps back to the description.
 */
export type Dialect = SqlDialect;

export interface DescribedColumn {
  name: string;
  /** The column's type as the framework writes it for this database (`VARCHAR(255)`, `SERIAL`). */
  sqlType: string;
  notNull: boolean;
  /** A SQL expression, written as is (`CURRENT_TIMESTAMP`, `'draft'`). */
  default?: string | undefined;
  /** Line of the field in the description. */
  line: number;
}

export interface DescribedTable {
  name: string;
  /** Postgres schema / MySQL database / SQL Server schema; absent: the default one. */
  schema?: string | undefined;
  line: number;
  columns: DescribedColumn[];
  /** Columns the description declares but that could not be read (each also a diagnostic at its line). */
  unread?: { name: string; line: number }[] | undefined;
  primaryKey: string[];
}

/** A Postgres enum type (`CREATE TYPE ... AS ENUM`); other databases write enums inline in `sqlType`. */
export interface DescribedEnum {
  name: string;
  schema?: string | undefined;
  values: string[];
  line: number;
}

export interface Description {
  tables: DescribedTable[];
  enums: DescribedEnum[];
  /** What could not be read, each at its line: a read problem, never a silent pass. */
  diagnostics: Diagnostic[];
}

/** DDL text and, for each of its lines (index 0 = line 1), the description's line it comes from. */
export interface RenderedDdl {
  text: string;
  sourceLines: (number | undefined)[];
}

function qualified(dialect: Dialect, name: string, schema: string | undefined): string {
  return schema ? `${quoteName(schema, dialect)}.${quoteName(name, dialect)}` : quoteName(name, dialect);
}

/** The description as DDL, one column per line, enums before the tables that use them. */
export function renderDdl(dialect: Dialect, description: Description): RenderedDdl {
  const lines: string[] = [];
  const sourceLines: (number | undefined)[] = [];
  const add = (text: string, line: number | undefined) => {
    lines.push(text);
    sourceLines.push(line);
  };
  const schemas = new Set(
    [...description.tables, ...description.enums].flatMap((t) => (t.schema ? [t.schema] : [])),
  );
  for (const schema of schemas) {
    if (dialect === "postgres") add(`CREATE SCHEMA IF NOT EXISTS ${quoteName(schema, dialect)};`, undefined);
    if (dialect === "mssql" && schema !== "dbo")
      add(`CREATE SCHEMA ${quoteName(schema, dialect)};`, undefined);
  }
  if (dialect === "postgres") {
    for (const e of description.enums) {
      const values = e.values.map(quoteString).join(", ");
      add(`CREATE TYPE ${qualified(dialect, e.name, e.schema)} AS ENUM (${values});`, e.line);
    }
  }
  for (const table of description.tables) {
    add(`CREATE TABLE ${qualified(dialect, table.name, table.schema)} (`, table.line);
    const parts = table.columns.map((c) => ({
      text: `${quoteName(c.name, dialect)} ${c.sqlType}${c.notNull ? " NOT NULL" : " NULL"}${c.default !== undefined ? ` DEFAULT ${c.default}` : ""}`,
      line: c.line,
    }));
    if (table.primaryKey.length > 0)
      parts.push({
        text: `PRIMARY KEY (${table.primaryKey.map((k) => quoteName(k, dialect)).join(", ")})`,
        line: table.line,
      });
    parts.forEach((part, i) => {
      add(`  ${part.text}${i < parts.length - 1 ? "," : ""}`, part.line);
    });
    add(");", table.line);
  }
  return { text: `${lines.join("\n")}\n`, sourceLines };
}
