import type { Diagnostic } from "../../model.js";
import { lineOf } from "../code/reader.js";
import type { SyntaxNode } from "../code/tree-sitter.js";
import { quoteName, quoteString } from "../frameworks/aligned-sql.js";
import type { DescribedColumn, DescribedEnum, Dialect } from "./ddl.js";
import { type Casing, cased, type DrizzleScope } from "./drizzle-scope.js";
import { callChain, type Literal, literal, options } from "./ts-calls.js";

/**
 * One Drizzle column (`varchar("email", { length: 256 }).notNull()`) as drizzle-kit writes it for a
 * database: its SQL type, NOT NULL, default; the builder's name through the file's imports.
 */

/** Builders whose SQL is their name (drizzle-kit writes them so). */
const PLAIN: Record<Dialect, ReadonlySet<string>> = {
  postgres: new Set([
    "serial",
    "bigserial",
    "smallserial",
    "integer",
    "smallint",
    "bigint",
    "text",
    "boolean",
    "date",
    "interval",
    "real",
    "json",
    "jsonb",
    "uuid",
    "inet",
    "cidr",
    "macaddr",
    "macaddr8",
  ]),
  mysql: new Set([
    "int",
    "tinyint",
    "smallint",
    "mediumint",
    "bigint",
    "serial",
    "text",
    "tinytext",
    "mediumtext",
    "longtext",
    "boolean",
    "date",
    "year",
    "double",
    "float",
    "real",
    "json",
  ]),
  mssql: new Set(),
};
const RENAMED: Record<string, string> = { doublePrecision: "double precision" };

export interface Context {
  dialect: Dialect;
  path: string;
  enums: Map<string, DescribedEnum>;
  diagnostics: Diagnostic[];
  casing?: Casing | undefined;
  scope: DrizzleScope;
  /** Objects of column builders declared in this file (`const timestamps = { ... }`). */
  locals: Map<string, SyntaxNode>;
  /** Column helpers imported from relative modules, read (`...timestamps` from `./columns`). */
  helpers: Map<string, Helper>;
}

/** An imported column helper's columns, or why it was not read. */
export type Helper = { columns: { column: DescribedColumn; primaryKey: boolean }[] } | { why: string };

/** The drizzle-orm export a called name stands for (`table` imported as `pgTable as table`). */
export function resolved(name: string | undefined, context: Context): string | undefined {
  return name === undefined ? undefined : (context.scope.drizzleNames.get(name) ?? name);
}

/** `x as const`, `x satisfies T`, `(x)`: x. */
export function unwrapped(node: SyntaxNode | null | undefined): SyntaxNode | undefined {
  let current = node ?? undefined;
  while (
    current &&
    (current.type === "as_expression" ||
      current.type === "satisfies_expression" ||
      current.type === "parenthesized_expression")
  )
    current = current.namedChildren[0] ?? undefined;
  return current;
}

export function keyOf(pair: SyntaxNode): string | undefined {
  const keyNode = pair.childForFieldName("key");
  return keyNode?.type === "string" ? String(literal(keyNode)) : keyNode?.text;
}

export function pairColumn(
  pair: SyntaxNode,
  context: Context,
  enums: DescribedEnum[],
): { column: DescribedColumn; primaryKey: boolean } | undefined {
  const key = keyOf(pair);
  const value = pair.childForFieldName("value");
  if (!key || !value) return undefined;
  try {
    return columnOf(key, value, lineOf(pair), context, enums);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    problem(context, lineOf(pair), `${key}: nested deeper than the reader's depth budget: not read`);
    return undefined;
  }
}

export function columnOf(
  key: string,
  value: SyntaxNode,
  line: number,
  context: Context,
  usedEnums: DescribedEnum[],
): { column: DescribedColumn; primaryKey: boolean } | undefined {
  const chain = callChain(value);
  if (!chain) {
    problem(context, line, `${key}: not a column builder call`);
    return undefined;
  }
  const { methods } = chain;
  const base = { ...chain.base, name: resolved(chain.base.name, context) ?? chain.base.name };
  const [first, second] = base.args;
  const named = literal(first);
  const name = typeof named === "string" ? named : cased(key, context.casing);
  const opts = options(typeof named === "string" ? second : first);
  const inline = base.name === "mysqlEnum" ? literal(second) : undefined;
  let sqlType = Array.isArray(inline)
    ? `enum(${inline.map((v) => quoteString(String(v))).join(",")})`
    : typeOf(base.name, opts, context, usedEnums);
  if (sqlType === undefined) {
    problem(context, line, `${key}: the column type ${base.name}() is not read`);
    return undefined;
  }
  let notNull = false;
  let primaryKey = false;
  let defaultSql: string | undefined;
  for (const method of methods) {
    const arg = method.args[0];
    switch (method.name) {
      case "notNull":
        notNull = true;
        break;
      case "primaryKey":
        primaryKey = true;
        notNull = true;
        break;
      case "array":
        sqlType = `${sqlType}[]`;
        break;
      case "defaultNow":
        defaultSql = "now()";
        break;
      case "defaultRandom":
        defaultSql = "gen_random_uuid()";
        break;
      case "autoincrement":
        sqlType = `${sqlType} AUTO_INCREMENT`;
        break;
      case "generatedAlwaysAsIdentity":
        sqlType = `${sqlType} GENERATED ALWAYS AS IDENTITY`;
        notNull = true;
        break;
      case "generatedByDefaultAsIdentity":
        sqlType = `${sqlType} GENERATED BY DEFAULT AS IDENTITY`;
        notNull = true;
        break;
      case "default":
        defaultSql = defaultOf(arg);
        if (defaultSql === undefined)
          problem(context, method.line, `${key}: .default(...) is not a literal or sql\`...\``);
        break;
    }
  }
  if (context.dialect === "mysql" && base.name === "serial") notNull = true;
  return { column: { name, sqlType, notNull, default: defaultSql, line }, primaryKey };
}

export function typeOf(
  builder: string,
  opts: Record<string, Literal | undefined>,
  context: Context,
  usedEnums: DescribedEnum[],
): string | undefined {
  const { dialect } = context;
  const enumType = context.enums.get(builder);
  if (enumType) {
    if (dialect === "postgres") {
      usedEnums.push(enumType);
      return quoteName(enumType.name, dialect);
    }
    return `enum(${enumType.values.map(quoteString).join(",")})`;
  }
  const length = typeof opts.length === "number" ? `(${opts.length})` : "";
  const precision =
    typeof opts.precision === "number" ? opts.precision : typeof opts.fsp === "number" ? opts.fsp : undefined;
  switch (builder) {
    case "varchar":
    case "char":
    case "binary":
    case "varbinary":
      return `${builder}${length}`;
    case "timestamp":
    case "time":
    case "datetime": {
      const p = precision === undefined ? "" : `(${precision})`;
      return `${builder}${p}${dialect === "postgres" && opts.withTimezone === true ? " with time zone" : ""}`;
    }
    case "numeric":
    case "decimal": {
      const scale = typeof opts.scale === "number" ? `, ${opts.scale}` : "";
      return `numeric${precision === undefined ? "" : `(${precision}${scale})`}`.replace(
        /^numeric/,
        dialect === "mysql" ? "decimal" : "numeric",
      );
    }
  }
  if (RENAMED[builder] && dialect === "postgres") return RENAMED[builder];
  if (builder === "mysqlEnum" || builder === "pgEnum") return undefined;
  return PLAIN[dialect].has(builder) ? builder : undefined;
}

export function defaultOf(node: SyntaxNode | undefined): string | undefined {
  if (!node) return undefined;
  // sql`now()`: the template's text is SQL.
  if (node.type === "call_expression" && node.childForFieldName("function")?.text === "sql") {
    const template = node.childForFieldName("arguments");
    if (
      template?.type === "template_string" &&
      !template.namedChildren.some((c) => c?.type === "template_substitution")
    )
      return template.text.slice(1, -1);
    return undefined;
  }
  const value = literal(node);
  if (value === undefined) return undefined;
  if (typeof value === "string") return quoteString(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "NULL";
  return quoteString(JSON.stringify(value));
}

export function problem(context: Context, line: number, message: string): void {
  context.diagnostics.push(drizzleProblem(context.path, line, message));
}

export function drizzleProblem(file: string, line: number, message: string): Diagnostic {
  return { file, line, severity: "error", message: `Drizzle schema: ${message}` };
}
