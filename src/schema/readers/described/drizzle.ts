import { posix } from "node:path";
import type { Diagnostic } from "../../model.js";
import { lineOf, syntaxErrors } from "../code/reader.js";
import { type SyntaxNode, withSyntaxTree } from "../code/tree-sitter.js";
import { quoteName } from "../frameworks/aligned-sql.js";
import type { DescribedColumn, DescribedEnum, DescribedTable, Dialect } from "./ddl.js";
import {
  type Context,
  drizzleProblem,
  type Helper,
  keyOf,
  pairColumn,
  problem,
  resolved,
  typeOf,
  unwrapped,
} from "./drizzle-columns.js";
import {
  type Casing,
  casingOf,
  configsAbove,
  type DrizzleScope,
  importsOf,
  tooDeep,
} from "./drizzle-scope.js";
import type { Framework } from "./framework.js";
import { argsOf, callChain, calledName, descendants, literal } from "./ts-calls.js";
import { resolveTsModule, tsModuleCandidates } from "./ts-resolve.js";

/**
 * Drizzle tables (`pgTable("users", { id: serial("id").primaryKey(), ... })`, `mysqlTable`, a
 * `pgSchema("s").table(...)`) as the DDL drizzle-kit generates: each key a column, named by the
 * builder's name argument or else the key under the project's `casing` (drizzle.config.*, else a
 * `drizzle(..., { casing })` beside the schema), NOT NULL
 * from `.notNull()` or `.primaryKey()`, defaults from `.default(literal)`, `.defaultNow()`,
 * `.defaultRandom()` (`$defaultFn` is the client's: none), `.array()` a Postgres array, a
 * `primaryKey({ columns })` of the table's extra config a compound key. A `pgEnum` of this file or
 * of another file of its folder is an enum type. Imports are followed: a renamed `pgTable as table`,
 * a namespace `p.pgTable`, a spread column helper (`...timestamps`) of this file or of a relative
 * import. The table function says the database: a table of another database than the rule's, a
 * builder not read, a spread not resolved, or a call shaped like a table whose function the reader
 * cannot follow (a `pgTableCreator` wrapper) is a problem at its line, never a table silently short
 * of columns.
 */

const TABLE_DIALECT: Record<string, Dialect | "sqlite"> = {
  pgTable: "postgres",
  mysqlTable: "mysql",
  sqliteTable: "sqlite",
};
const SCHEMA_DIALECT: Record<string, Dialect> = { pgSchema: "postgres", mysqlSchema: "mysql" };

/** Brackets nested deeper than this are not parsed (the readers recurse over nesting). */
const MAX_NESTING = 256;

export const drizzle: Framework = {
  name: "Drizzle schema",
  claims: (path, text) =>
    /\.[cm]?[jt]s$/i.test(path) &&
    // `\b` not `\(`: a renamed import (`pgTable as table`) is called by another name.
    /\b(?:pgTable|mysqlTable|sqliteTable|pgSchema|mysqlSchema)\b/.test(text) &&
    /drizzle-orm/.test(text),
  async database({ path, text, paths }) {
    const config = nearestConfig(path, paths);
    const project = config ? posix.dirname(config) : posix.dirname(path);
    if (/\bpgTable\b|\bpgSchema\b/.test(text)) return { project, dialect: "postgres" };
    if (/\bmysqlTable\b|\bmysqlSchema\b/.test(text)) return { project, dialect: "mysql" };
    return {
      project,
      why: "Drizzle schema for SQLite: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)",
    };
  },
  // The configs that set the casing, the folder's files (enums, a drizzle() client), relative imports.
  inputs: ({ path, text, paths }) => {
    const dir = posix.dirname(path);
    const folder = [...paths].filter(
      (p) => p !== path && posix.dirname(p) === dir && /\.[cm]?[jt]s$/.test(p),
    );
    const imported = [...text.matchAll(/\bfrom\s+["'](\.{1,2}\/[^"']+)["']/g)].flatMap((m) => {
      const found = tsModuleCandidates(path, m[1] ?? "")?.find((p) => paths.has(p));
      return found ? [found] : [];
    });
    return [...new Set([...configsAbove(path, [...paths]), ...folder, ...imported])];
  },
  async describe({ path, text, dialect, files }) {
    const diagnostics: Diagnostic[] = [];
    const deep = tooDeep(text, MAX_NESTING);
    if (deep !== undefined) {
      const message = `brackets nested deeper than ${MAX_NESTING} (the reader's depth budget): not read`;
      return { tables: [], enums: [], diagnostics: [drizzleProblem(path, deep, message)] };
    }
    const siblings = (await files.list(posix.dirname(path)).catch(() => [] as string[])).filter(
      (p) => p !== path && /\.[cm]?[jt]s$/.test(p),
    );
    const enums = await siblingEnums(path, files);
    const { casing } = await casingOf(path, text, files, siblings);
    const scope = await withSyntaxTree("typescript", text, importsOf);
    const helpers = await importedHelpers(path, text, scope, { dialect, enums, casing, files });
    const tables: DescribedTable[] = [];
    const usedEnums = new Set<DescribedEnum>();
    await withSyntaxTree("typescript", text, (root) => {
      diagnostics.push(...syntaxErrors(root, path));
      const context: Context = {
        dialect,
        path,
        enums,
        diagnostics,
        casing,
        scope,
        helpers,
        locals: new Map(),
      };
      const schemas = new Map<string, string>();
      for (const declarator of descendants(root, new Set(["variable_declarator"]))) {
        const name = declarator.childForFieldName("name")?.text;
        const value = unwrapped(declarator.childForFieldName("value"));
        if (name && value?.type === "object") context.locals.set(name, value);
        if (!name || value?.type !== "call_expression") continue;
        const called = resolved(calledName(value), context);
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
        if (table === "none") {
          unknownTable(call, context);
          continue;
        }
        if (!table) continue;
        tables.push(table.table);
        for (const e of table.enums) usedEnums.add(e);
      }
    });
    return { tables, enums: dialect === "postgres" ? [...usedEnums] : [], diagnostics };
  },
};

/**
 * A call that is no table function the reader knows but is called like one (a string name, then
 * an object of column builders): a `pgTableCreator` wrapper, a function passed around. Its table
 * is not read, and that is said at its line rather than the table dropped without a word.
 */
function unknownTable(call: SyntaxNode, context: Context): void {
  const [nameArg, columnsArg] = argsOf(call);
  const name = literal(nameArg);
  const object = columnObject(columnsArg);
  if (typeof name !== "string" || !object) return;
  const builds = object.namedChildren.some((pair) => {
    const value = pair?.type === "pair" ? pair.childForFieldName("value") : null;
    const chain = value ? callChain(value) : undefined;
    if (!chain) return false;
    const builder = resolved(chain.base.name, context) ?? "";
    return typeOf(builder, {}, context, []) !== undefined || context.enums.has(builder);
  });
  if (!builds) return;
  const fn = call.childForFieldName("function")?.text ?? "?";
  problem(
    context,
    lineOf(call),
    `${fn}("${name}", { ... }) looks like a table, but ${fn} is no table function the reader can follow (pgTable, mysqlTable, a pgSchema's table, imported from drizzle-orm): the table is not read`,
  );
}

/**
 * The column helpers the file spreads into a table that it imports from relative modules,
 * each read in its own file: an exported object of column builders.
 */
async function importedHelpers(
  path: string,
  text: string,
  scope: DrizzleScope,
  options: {
    dialect: Dialect;
    enums: Map<string, DescribedEnum>;
    casing: Casing | undefined;
    files: { list(dir: string): Promise<string[]>; readText(p: string): Promise<string | undefined> };
  },
): Promise<Map<string, Helper>> {
  const helpers = new Map<string, Helper>();
  for (const [local, { module, imported }] of scope.relative) {
    if (!text.includes(`...${local}`)) continue;
    const file = await resolveTsModule(path, module, options.files);
    const moduleText = file ? await options.files.readText(file).catch(() => undefined) : undefined;
    if (!file || moduleText === undefined) {
      helpers.set(local, { why: `${module} is no file of the repository` });
      continue;
    }
    if (tooDeep(moduleText, MAX_NESTING) !== undefined) {
      helpers.set(local, { why: `${file} nests brackets deeper than ${MAX_NESTING}` });
      continue;
    }
    const moduleScope = await withSyntaxTree("typescript", moduleText, importsOf);
    helpers.set(
      local,
      await withSyntaxTree("typescript", moduleText, (root): Helper => {
        const declarator = descendants(root, new Set(["variable_declarator"])).find(
          (d) => d.childForFieldName("name")?.text === imported,
        );
        const object = unwrapped(declarator?.childForFieldName("value"));
        if (object?.type !== "object")
          return { why: `${file} declares no object ${imported} of column builders` };
        const context: Context = {
          ...options,
          path: file,
          diagnostics: [],
          scope: moduleScope,
          locals: new Map(),
          helpers: new Map(),
        };
        const columns: { column: DescribedColumn; primaryKey: boolean }[] = [];
        for (const pair of object.namedChildren) {
          if (pair?.type === "comment") continue;
          const column = pair?.type === "pair" ? pairColumn(pair, context, []) : undefined;
          if (!column) {
            const why = context.diagnostics[0]?.message.replace(/^Drizzle schema: /, "");
            return { why: `${file}:${pair ? lineOf(pair) : 1}: ${why ?? "not a column builder"}` };
          }
          columns.push(column);
        }
        return { columns };
      }),
    );
  }
  return helpers;
}

function tableCall(
  call: SyntaxNode,
  schemas: Map<string, string>,
  context: Context,
): { table: DescribedTable; enums: DescribedEnum[] } | "none" | undefined {
  const fn = call.childForFieldName("function");
  const called = resolved(calledName(call), context);
  let tableDialect: Dialect | "sqlite" | undefined;
  let schema: string | undefined;
  if (called && TABLE_DIALECT[called] && (fn?.type === "identifier" || fn?.type === "member_expression")) {
    tableDialect = TABLE_DIALECT[called];
  } else if (called === "table" && fn?.type === "member_expression") {
    schema = schemas.get(fn.childForFieldName("object")?.text ?? "");
    if (schema === undefined) return "none";
    tableDialect = context.dialect;
  } else return "none";
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
  const add = (key: string, column: { column: DescribedColumn; primaryKey: boolean }) => {
    columns.push(column.column);
    columnByKey.set(key, column.column.name);
    if (column.primaryKey) primaryKey.push(column.column.name);
  };
  for (const pair of object.namedChildren) {
    if (pair?.type === "spread_element") {
      for (const [key, column] of spreadColumns(pair, name, context, enums)) add(key, column);
      continue;
    }
    if (pair?.type !== "pair") continue;
    const key = keyOf(pair);
    const column = pairColumn(pair, context, enums);
    if (key && column) add(key, column);
  }
  primaryKey.push(...compoundKey(extraArg, columnByKey));
  return { table: { name, schema, line, columns, primaryKey }, enums };
}

/**
 * `...timestamps`: the columns of an object of column builders declared in this file (each at its
 * own line) or exported by a relative import (each at the spread's line). Anything else is a
 * problem at the spread: the table would otherwise be short of columns without a word.
 */
function spreadColumns(
  spread: SyntaxNode,
  table: string,
  context: Context,
  enums: DescribedEnum[],
): [string, { column: DescribedColumn; primaryKey: boolean }][] {
  const line = lineOf(spread);
  const argument = unwrapped(spread.namedChildren[0]);
  const name = argument?.type === "identifier" ? argument.text : undefined;
  const local = name ? context.locals.get(name) : undefined;
  if (local) {
    const out: [string, { column: DescribedColumn; primaryKey: boolean }][] = [];
    for (const pair of local.namedChildren) {
      if (pair?.type === "comment") continue;
      const key = pair?.type === "pair" ? keyOf(pair) : undefined;
      const column = pair?.type === "pair" ? pairColumn(pair, context, enums) : undefined;
      if (!key || !column) {
        problem(context, line, `${table}: the spread ${spread.text} holds what is not a column builder`);
        continue;
      }
      out.push([key, column]);
    }
    return out;
  }
  const helper = name ? context.helpers.get(name) : undefined;
  if (helper && "columns" in helper) {
    for (const { column } of helper.columns) {
      const enumType = [...context.enums.values()].find(
        (e) => column.sqlType === quoteName(e.name, "postgres"),
      );
      if (enumType) enums.push(enumType);
    }
    return helper.columns.map(({ column, primaryKey }) => [
      column.name,
      { column: { ...column, line }, primaryKey },
    ]);
  }
  const why = helper && "why" in helper ? `: ${helper.why}` : "";
  problem(
    context,
    line,
    `${table}: the spread ${spread.text.slice(0, 60)} is not resolved to an object of column builders in this file or a relative import${why}; the table's columns are not known`,
  );
  return [];
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
