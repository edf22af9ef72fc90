import { posix } from "node:path";
import type { Diagnostic } from "../../model.js";
import { lineOf, syntaxErrors } from "../code/reader.js";
import { type SyntaxNode, withSyntaxTree } from "../code/tree-sitter.js";
import { quoteName, quoteString } from "../frameworks/aligned-sql.js";
import type { DescribedColumn, DescribedEnum, DescribedTable, Dialect } from "./ddl.js";
import type { Framework } from "./framework.js";
import { argsOf, callChain, calledName, descendants, type Literal, literal, options } from "./ts-calls.js";

/**
 * Drizzle tables (`pgTable("users", { id: serial("id").primaryKey(), ... })`, `mysqlTable`, a
 * `pgSchema("s").table(...)`) as the DDL drizzle-kit generates: each key a column, named by the
 * builder's name argument or else the key as written (a `casing` setting is not applied), NOT NULL
 * from `.notNull()` or `.primaryKey()`, defaults from `.default(literal)`, `.defaultNow()`,
 * `.defaultRandom()` (`$defaultFn` is the client's: none), `.array()` a Postgres array, a
 * `primaryKey({ columns })` of the table's extra config a compound key. A `pgEnum` of this file or
 * of another file of its folder is an enum type. The table function says the database: a table of
 * another database than the rule's, or a builder not read, is a problem at its line.
 */

const TABLE_DIALECT: Record<string, Dialect | "sqlite"> = {
  pgTable: "postgres",
  mysqlTable: "mysql",
  sqliteTable: "sqlite",
};
const SCHEMA_DIALECT: Record<string, Dialect> = { pgSchema: "postgres", mysqlSchema: "mysql" };

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

interface Context {
  dialect: Dialect;
  path: string;
  enums: Map<string, DescribedEnum>;
  diagnostics: Diagnostic[];
}

export const drizzle: Framework = {
  name: "Drizzle schema",
  claims: (path, text) =>
    /\.[cm]?[jt]s$/i.test(path) &&
    /\b(?:pgTable|mysqlTable|sqliteTable|pgSchema|mysqlSchema)\s*\(/.test(text) &&
    /drizzle-orm/.test(text),
  async database({ path, text, paths }) {
    const config = nearestConfig(path, paths);
    const project = config ? posix.dirname(config) : posix.dirname(path);
    if (/\bpgTable\s*\(|\bpgSchema\s*\(/.test(text)) return { project, dialect: "postgres" };
    if (/\bmysqlTable\s*\(|\bmysqlSchema\s*\(/.test(text)) return { project, dialect: "mysql" };
    return {
      project,
      why: "Drizzle schema for SQLite: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)",
    };
  },
  async describe({ path, text, dialect, files }) {
    const diagnostics: Diagnostic[] = [];
    const enums = await siblingEnums(path, files);
    const tables: DescribedTable[] = [];
    const usedEnums = new Set<DescribedEnum>();
    await withSyntaxTree("typescript", text, (root) => {
      diagnostics.push(...syntaxErrors(root, path));
      const context: Context = { dialect, path, enums, diagnostics };
      const schemas = new Map<string, string>();
      for (const declarator of descendants(root, new Set(["variable_declarator"]))) {
        const name = declarator.childForFieldName("name")?.text;
        const value = declarator.childForFieldName("value");
        if (!name || value?.type !== "call_expression") continue;
        const called = calledName(value);
        const args = argsOf(value);
        if (called === "pgEnum" || called === "mysqlEnum") {
          const enumName = literal(args[0]);
          const values = literal(args[1]);
          if (typeof enumName === "string" && Array.isArray(values))
            enums.set(name, { name: enumName, values: values.map(String), line: lineOf(declarator) });
        } else if (called && SCHEMA_DIALECT[called]) {
          const schema = literal(args[0]);
          if (typeof schema === "string") schemas.set(name, schema);
        }
      }
      for (const call of descendants(root, new Set(["call_expression"]))) {
        const table = tableCall(call, schemas, context);
        if (!table) continue;
        tables.push(table.table);
        for (const e of table.enums) usedEnums.add(e);
      }
    });
    return { tables, enums: dialect === "postgres" ? [...usedEnums] : [], diagnostics };
  },
};

function tableCall(
  call: SyntaxNode,
  schemas: Map<string, string>,
  context: Context,
): { table: DescribedTable; enums: DescribedEnum[] } | undefined {
  const fn = call.childForFieldName("function");
  const called = calledName(call);
  let tableDialect: Dialect | "sqlite" | undefined;
  let schema: string | undefined;
  if (called && TABLE_DIALECT[called] && (fn?.type === "identifier" || fn?.type === "member_expression")) {
    tableDialect = TABLE_DIALECT[called];
  } else if (called === "table" && fn?.type === "member_expression") {
    schema = schemas.get(fn.childForFieldName("object")?.text ?? "");
    if (schema === undefined) return undefined;
    tableDialect = context.dialect;
  } else return undefined;
  const [nameArg, columnsArg, extraArg] = argsOf(call);
  const name = literal(nameArg);
  const line = lineOf(call);
  if (typeof name !== "string") {
    problem(context, line, "a table whose name is not a string literal is not read");
    return undefined;
  }
  if (tableDialect !== context.dialect) {
    problem(
      context,
      line,
      `${called}("${name}") is a ${tableDialect} table; the rule reads this file as ${context.dialect}`,
    );
    return undefined;
  }
  const object = columnObject(columnsArg);
  if (!object) {
    problem(context, line, `${name}: its columns are not an object literal`);
    return undefined;
  }
  const columns: DescribedColumn[] = [];
  const primaryKey: string[] = [];
  const columnByKey = new Map<string, string>();
  const enums: DescribedEnum[] = [];
  for (const pair of object.namedChildren) {
    if (pair?.type !== "pair") continue;
    const keyNode = pair.childForFieldName("key");
    const key = keyNode?.type === "string" ? String(literal(keyNode)) : keyNode?.text;
    const value = pair.childForFieldName("value");
    if (!key || !value) continue;
    const column = columnOf(key, value, lineOf(pair), context, enums);
    if (!column) continue;
    columns.push(column.column);
    columnByKey.set(key, column.column.name);
    if (column.primaryKey) primaryKey.push(column.column.name);
  }
  primaryKey.push(...compoundKey(extraArg, columnByKey));
  return { table: { name, schema, line, columns, primaryKey }, enums };
}

/** `{ ... }`, or the object a callback returns: `(t) => ({ ... })`. */
function columnObject(node: SyntaxNode | undefined): SyntaxNode | undefined {
  if (node?.type === "object") return node;
  if (node?.type === "arrow_function") {
    let body = node.childForFieldName("body");
    while (body?.type === "parenthesized_expression") body = body.namedChildren[0] ?? null;
    return body?.type === "object" ? body : undefined;
  }
  return undefined;
}

/** `primaryKey({ columns: [t.a, t.b] })` or `primaryKey(t.a, t.b)` in a table's extra config. */
function compoundKey(extra: SyntaxNode | undefined, columnByKey: Map<string, string>): string[] {
  if (!extra) return [];
  for (const call of descendants(extra, new Set(["call_expression"]))) {
    if (calledName(call) !== "primaryKey") continue;
    const args = argsOf(call);
    const listed =
      args[0]?.type === "object"
        ? (args[0].namedChildren
            .find((p) => p?.childForFieldName("key")?.text === "columns")
            ?.childForFieldName("value")?.namedChildren ?? [])
        : args;
    return listed.flatMap((member) => {
      const key =
        member?.type === "member_expression" ? member.childForFieldName("property")?.text : undefined;
      return key ? [columnByKey.get(key) ?? key] : [];
    });
  }
  return [];
}

function columnOf(
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
  const { base, methods } = chain;
  const [first, second] = base.args;
  const named = literal(first);
  const name = typeof named === "string" ? named : key;
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

function typeOf(
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

function defaultOf(node: SyntaxNode | undefined): string | undefined {
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

function problem(context: Context, line: number, message: string): void {
  context.diagnostics.push({
    file: context.path,
    line,
    severity: "error",
    message: `Drizzle schema: ${message}`,
  });
}

const ENUM_DECLARATION =
  /\b(?:export\s+)?const\s+(\w+)\s*=\s*(?:pgEnum|mysqlEnum)\(\s*["'`]([^"'`]+)["'`]\s*,\s*\[([^\]]*)\]/g;

/** The enums other files of the folder declare (a schema split into files imports them). */
async function siblingEnums(
  path: string,
  files: { list(dir: string): Promise<string[]>; readText(p: string): Promise<string | undefined> },
) {
  const enums = new Map<string, DescribedEnum>();
  const siblings = await files.list(posix.dirname(path)).catch(() => [] as string[]);
  for (const sibling of siblings.slice(0, 200)) {
    if (sibling === path || !/\.[cm]?[jt]s$/.test(sibling)) continue;
    const text = await files.readText(sibling).catch(() => undefined);
    if (!text?.includes("Enum(")) continue;
    for (const m of text.matchAll(ENUM_DECLARATION)) {
      const values = [...(m[3] ?? "").matchAll(/["'`]([^"'`]*)["'`]/g)].map((v) => v[1] ?? "");
      enums.set(m[1] ?? "", { name: m[2] ?? "", values, line: 0 });
    }
  }
  return enums;
}

/** The drizzle.config.* nearest above the file (its folder is the project). */
function nearestConfig(path: string, paths: readonly string[]): string | undefined {
  const configs = paths.filter((p) => /(?:^|\/)drizzle\.config\.[cm]?[jt]s$/.test(p));
  let best: string | undefined;
  for (const config of configs) {
    const dir = posix.dirname(config);
    if ((dir === "." || path.startsWith(`${dir}/`)) && (!best || dir.length > posix.dirname(best).length))
      best = config;
  }
  return best;
}
