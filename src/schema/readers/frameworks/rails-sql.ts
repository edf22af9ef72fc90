import { AlignedSql, quoteName, quoteString, type SqlDialect } from "./aligned-sql.js";
import type { RailsColumn, RailsProblem, RailsStatement, RubyValue } from "./rails-schema.js";
import { nativeType } from "./rails-types.js";

export { nativeType };

/**
 * The DDL ActiveRecord's adapter for the database runs for a schema.rb (`db:schema:load`), written
 * on the lines of the statements it comes from: each `create_table` a CREATE TABLE at its line,
 * each column at its `t.<type>` line. Types follow each adapter's NATIVE_DATABASE_TYPES
 * (PostgreSQL, Mysql2/Trilogy, activerecord-sqlserver-adapter); a type the adapter would pass
 * through (`t.column "x", "ltree"`) is written as is and the database judges it.
 */
export function railsSql(
  statements: readonly RailsStatement[],
  dialect: SqlDialect,
): { sql: string; problems: RailsProblem[] } {
  const out = new AlignedSql();
  const problems: RailsProblem[] = [];
  const columnsOf = new Map<string, Set<string>>();
  for (const s of statements)
    if (s.kind === "table")
      columnsOf.set(s.name, new Set(s.columns.flatMap((c) => [c.name, `${c.name}_id`])));
  for (const statement of statements) {
    switch (statement.kind) {
      case "table":
        createTable(out, statement, dialect, problems);
        break;
      case "enum":
        if (dialect === "postgres")
          out.put(
            statement.line,
            `CREATE TYPE ${quoteName(statement.name, dialect, true)} AS ENUM (${statement.values.map(quoteString).join(", ")});`,
          );
        break;
      case "extension":
        // `pg_catalog.plpgsql` is always there; others are created as the adapter does.
        if (dialect === "postgres" && !/plpgsql$/.test(statement.name))
          out.put(
            statement.line,
            `CREATE EXTENSION IF NOT EXISTS ${quoteName(statement.name.replace(/^.*\./, ""), dialect)};`,
          );
        break;
      case "schema":
        out.put(statement.line, `CREATE SCHEMA ${quoteName(statement.name, dialect)};`);
        break;
      case "foreignKey": {
        const sql = foreignKey(statement, dialect, columnsOf.get(statement.from));
        if (sql) out.put(statement.line, sql);
        break;
      }
      case "view":
        out.put(
          statement.line,
          `CREATE ${statement.materialized ? "MATERIALIZED " : ""}VIEW ${quoteName(statement.name, dialect, true)} AS`,
        );
        out.put(statement.sqlLine, `${statement.sql.trim().replace(/;\s*$/, "")};`);
        break;
    }
  }
  return { sql: out.text(), problems };
}

function createTable(
  out: AlignedSql,
  table: Extract<RailsStatement, { kind: "table" }>,
  dialect: SqlDialect,
  problems: RailsProblem[],
): void {
  const elements: { line: number; sql: string }[] = [];
  const id = table.options.id;
  const primaryKey = table.options.primary_key;
  const keyNames =
    primaryKey && typeof primaryKey === "object" && "list" in primaryKey
      ? primaryKey.list.map(String)
      : [typeof primaryKey === "string" ? primaryKey : (symbolOf(primaryKey) ?? "id")];
  const composite = keyNames.length > 1;
  if (id !== false && !composite) {
    const declared = table.columns.some((c) => c.name === keyNames[0]);
    if (!declared)
      elements.push({ line: table.line, sql: idColumn(keyNames[0] ?? "id", table.options, dialect) });
  }
  for (const column of table.columns) {
    for (const sql of columnSql(column, dialect, keyNames, problems))
      elements.push({ line: column.line, sql });
  }
  if (composite || (id !== false && table.columns.some((c) => c.name === keyNames[0])))
    elements.push({
      line: table.endLine,
      sql: `PRIMARY KEY (${keyNames.map((k) => quoteName(k, dialect)).join(", ")})`,
    });
  out.put(table.line, `CREATE TABLE ${quoteName(table.name, dialect, true)} (`);
  elements.forEach((element, index) => {
    out.put(element.line, `${element.sql}${index < elements.length - 1 ? "," : ""}`);
  });
  out.put(table.endLine, ");");
}

/** The implicit primary key of create_table (`id:` its type, `primary_key:` its name). */
function idColumn(name: string, options: Record<string, RubyValue>, dialect: SqlDialect): string {
  const type = symbolOf(options.id) ?? (typeof options.id === "string" ? options.id : "primary_key");
  const quoted = quoteName(name, dialect);
  const hasDefault = "default" in options;
  const defaultSql = hasDefault ? defaultClause(options.default, dialect) : "";
  if (
    type === "primary_key" ||
    type === "bigint" ||
    type === "bigserial" ||
    type === "integer" ||
    type === "serial"
  ) {
    const small = type === "integer" || type === "serial";
    if (hasDefault && type !== "primary_key" && type !== "bigserial" && type !== "serial")
      return `${quoted} ${small ? "integer" : "bigint"} NOT NULL PRIMARY KEY${defaultSql}`;
    if (dialect === "postgres") return `${quoted} ${small ? "serial" : "bigserial"} PRIMARY KEY`;
    if (dialect === "mysql")
      return `${quoted} ${small ? "int" : "bigint"} NOT NULL AUTO_INCREMENT PRIMARY KEY`;
    return `${quoted} ${small ? "int" : "bigint"} NOT NULL IDENTITY(1,1) PRIMARY KEY`;
  }
  const sqlType = nativeType(type, options, dialect) ?? type;
  return `${quoted} ${sqlType} NOT NULL PRIMARY KEY${defaultSql}`;
}

function columnSql(
  column: RailsColumn,
  dialect: SqlDialect,
  keyNames: readonly string[],
  problems: RailsProblem[],
): string[] {
  const { options } = column;
  if (column.type === "references" || column.type === "belongs_to") {
    const idType = symbolOf(options.type) ?? (typeof options.type === "string" ? options.type : "bigint");
    const { type: _type, polymorphic, foreign_key: _fk, index: _index, ...rest } = options;
    const columns = [
      columnSql(
        { ...column, name: `${column.name}_id`, type: idType, options: rest },
        dialect,
        keyNames,
        problems,
      ),
    ];
    if (polymorphic === true || (polymorphic && typeof polymorphic === "object"))
      columns.push(
        columnSql(
          { ...column, name: `${column.name}_type`, type: "string", options: rest },
          dialect,
          keyNames,
          problems,
        ),
      );
    return columns.flat();
  }
  if (column.type === "virtual") {
    const as = options.as;
    const type = symbolOf(options.type) ?? (typeof options.type === "string" ? options.type : undefined);
    if (typeof as !== "string" || !type) {
      problems.push({
        line: column.line,
        message: `t.virtual "${column.name}" without a literal type and \`as:\`: not read`,
      });
      return [];
    }
    const sqlType = nativeType(type, options, dialect) ?? type;
    const stored =
      options.stored === true
        ? dialect === "mssql"
          ? " PERSISTED"
          : " STORED"
        : dialect === "postgres"
          ? " STORED"
          : "";
    return dialect === "mssql"
      ? [`${quoteName(column.name, dialect)} AS (${as})${stored}`]
      : [`${quoteName(column.name, dialect)} ${sqlType} GENERATED ALWAYS AS (${as})${stored}`];
  }
  const sqlType = nativeType(column.type, options, dialect);
  if (sqlType === undefined) {
    problems.push({
      line: column.line,
      message: `t.${column.type} "${column.name}": not a column type of the ${dialect} adapter, not read`,
    });
    return [];
  }
  const array = options.array === true && dialect === "postgres" ? "[]" : "";
  const notNull =
    options.null === false || (keyNames.includes(column.name) && keyNames.length > 1) ? " NOT NULL" : "";
  const defaultSql = "default" in options ? defaultClause(options.default, dialect) : "";
  return [`${quoteName(column.name, dialect)} ${sqlType}${array}${notNull}${defaultSql}`];
}

/** ` DEFAULT ...` for a literal or `-> { "sql" }`; nothing for a default the DSL computes in Ruby. */
function defaultClause(value: RubyValue | undefined, dialect: SqlDialect): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return ` DEFAULT ${quoteString(value)}`;
  if (typeof value === "number") return ` DEFAULT ${value}`;
  if (typeof value === "boolean")
    return dialect === "postgres" ? ` DEFAULT ${value}` : ` DEFAULT ${value ? 1 : 0}`;
  if ("sql" in value) return ` DEFAULT ${dialect === "mssql" ? `(${value.sql})` : value.sql}`;
  // An array column's `default: []` and a json column's `default: {}`: Postgres literals of them.
  if ("list" in value && value.list.every((v) => typeof v === "string" || typeof v === "number"))
    return ` DEFAULT ${quoteString(`{${value.list.map((v) => (typeof v === "string" ? `"${v.replace(/["\\]/g, "\\$&")}"` : v)).join(",")}}`)}`;
  if ("hash" in value) return ` DEFAULT ${quoteString(JSON.stringify(plain(value)))}`;
  return "";
}

/** A literal hash or list as JSON (Rails writes a json column's default so). */
function plain(value: RubyValue): unknown {
  if (value === null || typeof value !== "object") return value;
  if ("list" in value) return value.list.map(plain);
  if ("hash" in value) return Object.fromEntries(Object.entries(value.hash).map(([k, v]) => [k, plain(v)]));
  if ("symbol" in value) return value.symbol;
  return null;
}

function symbolOf(value: RubyValue | undefined): string | undefined {
  return value && typeof value === "object" && "symbol" in value ? value.symbol : undefined;
}

/**
 * The constraint of `add_foreign_key from, to`; its column, when schema.rb names none, is Rails'
 * default (`to` singular + `_id`). A column the table does not have (a singular Rails inflects in
 * a way this does not) is left out: a foreign key shapes no column, and a guess is no read problem.
 */
function foreignKey(
  statement: Extract<RailsStatement, { kind: "foreignKey" }>,
  dialect: SqlDialect,
  columns: Set<string> | undefined,
): string | undefined {
  const { options } = statement;
  const column =
    typeof options.column === "string"
      ? options.column
      : (symbolOf(options.column) ?? `${singular(statement.to.replace(/^.*\./, ""))}_id`);
  if (!columns?.has(column)) return undefined;
  const key =
    typeof options.primary_key === "string" ? options.primary_key : (symbolOf(options.primary_key) ?? "id");
  const name = typeof options.name === "string" ? `CONSTRAINT ${quoteName(options.name, dialect)} ` : "";
  return `ALTER TABLE ${quoteName(statement.from, dialect, true)} ADD ${name}FOREIGN KEY (${quoteName(column, dialect)}) REFERENCES ${quoteName(statement.to, dialect, true)} (${quoteName(key, dialect)});`;
}

/** English plurals as ActiveSupport's default inflections undo the common ones. */
function singular(word: string): string {
  return word
    .replace(/ies$/, "y")
    .replace(/(ss|x|ch|sh|z|us)es$/, "$1")
    .replace(/([^s])s$/, "$1");
}
