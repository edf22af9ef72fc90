export const id = 5093;
export const ids = [5093];
export const modules = {

/***/ 95093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  drizzle: () => (/* binding */ drizzle)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/readers/code/reader.ts + 2 modules
var reader = __webpack_require__(39640);
// EXTERNAL MODULE: ./src/schema/readers/code/tree-sitter.ts
var tree_sitter = __webpack_require__(47336);
// EXTERNAL MODULE: ./src/schema/readers/frameworks/aligned-sql.ts
var aligned_sql = __webpack_require__(39165);
// EXTERNAL MODULE: ./src/schema/readers/described/ts-calls.ts
var ts_calls = __webpack_require__(81919);
;// CONCATENATED MODULE: ./src/schema/readers/described/drizzle-scope.ts



const DRIZZLE_MODULE = /^drizzle-orm(?:\/|$)/;
/** The file's imports (tree-sitter `import_statement`s). */
function importsOf(root) {
    const scope = { drizzleNames: new Map(), relative: new Map() };
    for (const statement of (0,ts_calls/* descendants */.DG)(root, new Set(["import_statement"]), 10_000)) {
        const source = statement.childForFieldName("source");
        const module = source ? (0,reader.unquote)(source.text) : "";
        const fromDrizzle = DRIZZLE_MODULE.test(module);
        if (!fromDrizzle && !module.startsWith("."))
            continue;
        for (const specifier of (0,ts_calls/* descendants */.DG)(statement, new Set(["import_specifier"]), 1000)) {
            const imported = specifier.childForFieldName("name")?.text;
            const local = specifier.childForFieldName("alias")?.text ?? imported;
            if (!imported || !local)
                continue;
            if (fromDrizzle)
                scope.drizzleNames.set(local, imported);
            else
                scope.relative.set(local, { module, imported });
        }
    }
    return scope;
}
/** Words of a key as drizzle-orm's own casing helper splits them (`createdAt` -> created, At). */
function words(key) {
    return key.replace(/['\u2019]/g, "").match(/[\da-z]+|[A-Z]+(?![a-z])|[A-Z][\da-z]+/g) ?? [];
}
/** A key without a name argument, as the column drizzle-kit creates under `casing`. */
function cased(key, casing) {
    if (casing === "snake_case")
        return words(key)
            .map((w) => w.toLowerCase())
            .join("_");
    if (casing === "camelCase")
        return words(key)
            .map((w, i) => (i === 0 ? w.toLowerCase() : `${w[0]?.toUpperCase()}${w.slice(1).toLowerCase()}`))
            .join("");
    return key;
}
const CONFIG = /(?:^|\/)drizzle\.config\.[cm]?[jt]s$/;
const CASING = /\bcasing\s*:\s*["'`](snake_case|camelCase)["'`]/;
const CLIENT_CASING = /\bdrizzle\s*\([\s\S]{0,400}?\bcasing\s*:\s*["'`](snake_case|camelCase)["'`]/;
/**
 * The casing the project applies: the nearest drizzle.config.* above the file (what drizzle-kit
 * generates), else a `drizzle(..., { casing })` in the file or its folder (what the client queries).
 * Returns the files it read for it: inputs of the tables.
 */
async function casingOf(path, text, files, siblings) {
    for (let dir = external_node_path_.posix.dirname(path);; dir = external_node_path_.posix.dirname(dir)) {
        const listed = await files.list(dir).catch(() => []);
        const config = listed.find((p) => CONFIG.test(p));
        if (config) {
            const configText = (await files.readText(config).catch(() => undefined)) ?? "";
            const m = CASING.exec(configText);
            if (m)
                return { casing: m[1], config, line: lineAt(configText, m.index) };
            break;
        }
        if (dir === "." || dir === "/" || dir === "")
            break;
    }
    for (const file of [path, ...siblings]) {
        const fileText = file === path ? text : await files.readText(file).catch(() => undefined);
        const m = fileText ? CLIENT_CASING.exec(fileText) : null;
        if (m)
            return { casing: m[1] };
    }
    return {};
}
/** The drizzle.config.* files a description depends on: every one above it (the nearest wins). */
function configsAbove(path, paths) {
    return paths.filter((p) => {
        if (!CONFIG.test(p))
            return false;
        const dir = external_node_path_.posix.dirname(p);
        return dir === "." || path.startsWith(`${dir}/`);
    });
}
function lineAt(text, offset) {
    let line = 1;
    for (let i = 0; i < offset; i++)
        if (text.charCodeAt(i) === 10)
            line++;
    return line;
}
/** The line at which brackets nest deeper than `max` (the readers recurse over nesting), if any. */
function tooDeep(text, max) {
    let depth = 0;
    let line = 1;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10)
            line++;
        else if (c === 40 || c === 91 || c === 123) {
            if (++depth > max)
                return line;
        }
        else if ((c === 41 || c === 93 || c === 125) && depth > 0)
            depth--;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/schema/readers/described/drizzle-columns.ts




/**
 * One Drizzle column (`varchar("email", { length: 256 }).notNull()`) as drizzle-kit writes it for a
 * database: its SQL type, NOT NULL, default; the builder's name through the file's imports.
 */
/** Builders whose SQL is their name (drizzle-kit writes them so). */
const PLAIN = {
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
const RENAMED = { doublePrecision: "double precision" };
/** The drizzle-orm export a called name stands for (`table` imported as `pgTable as table`). */
function resolved(name, context) {
    return name === undefined ? undefined : (context.scope.drizzleNames.get(name) ?? name);
}
/** `x as const`, `x satisfies T`, `(x)`: x. */
function unwrapped(node) {
    let current = node ?? undefined;
    while (current &&
        (current.type === "as_expression" ||
            current.type === "satisfies_expression" ||
            current.type === "parenthesized_expression"))
        current = current.namedChildren[0] ?? undefined;
    return current;
}
function keyOf(pair) {
    const keyNode = pair.childForFieldName("key");
    return keyNode?.type === "string" ? String((0,ts_calls/* literal */.eu)(keyNode)) : keyNode?.text;
}
function pairColumn(pair, context, enums) {
    const key = keyOf(pair);
    const value = pair.childForFieldName("value");
    if (!key || !value)
        return undefined;
    try {
        return columnOf(key, value, (0,reader.lineOf)(pair), context, enums);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        problem(context, (0,reader.lineOf)(pair), `${key}: nested deeper than the reader's depth budget: not read`);
        return undefined;
    }
}
function columnOf(key, value, line, context, usedEnums) {
    const chain = (0,ts_calls/* callChain */.ex)(value);
    if (!chain) {
        problem(context, line, `${key}: not a column builder call`);
        return undefined;
    }
    const { methods } = chain;
    const base = { ...chain.base, name: resolved(chain.base.name, context) ?? chain.base.name };
    const [first, second] = base.args;
    const named = (0,ts_calls/* literal */.eu)(first);
    const name = typeof named === "string" ? named : cased(key, context.casing);
    const opts = (0,ts_calls/* options */.fF)(typeof named === "string" ? second : first);
    const inline = base.name === "mysqlEnum" ? (0,ts_calls/* literal */.eu)(second) : undefined;
    let sqlType = Array.isArray(inline)
        ? `enum(${inline.map((v) => (0,aligned_sql/* quoteString */.Ov)(String(v))).join(",")})`
        : typeOf(base.name, opts, context, usedEnums);
    if (sqlType === undefined) {
        problem(context, line, `${key}: the column type ${base.name}() is not read`);
        return undefined;
    }
    let notNull = false;
    let primaryKey = false;
    let defaultSql;
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
    if (context.dialect === "mysql" && base.name === "serial")
        notNull = true;
    return { column: { name, sqlType, notNull, default: defaultSql, line }, primaryKey };
}
function typeOf(builder, opts, context, usedEnums) {
    const { dialect } = context;
    const enumType = context.enums.get(builder);
    if (enumType) {
        if (dialect === "postgres") {
            usedEnums.push(enumType);
            return (0,aligned_sql/* quoteName */.AB)(enumType.name, dialect);
        }
        return `enum(${enumType.values.map(aligned_sql/* quoteString */.Ov).join(",")})`;
    }
    const length = typeof opts.length === "number" ? `(${opts.length})` : "";
    const precision = typeof opts.precision === "number" ? opts.precision : typeof opts.fsp === "number" ? opts.fsp : undefined;
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
            return `numeric${precision === undefined ? "" : `(${precision}${scale})`}`.replace(/^numeric/, dialect === "mysql" ? "decimal" : "numeric");
        }
    }
    if (RENAMED[builder] && dialect === "postgres")
        return RENAMED[builder];
    if (builder === "mysqlEnum" || builder === "pgEnum")
        return undefined;
    return PLAIN[dialect].has(builder) ? builder : undefined;
}
function defaultOf(node) {
    if (!node)
        return undefined;
    // sql`now()`: the template's text is SQL.
    if (node.type === "call_expression" && node.childForFieldName("function")?.text === "sql") {
        const template = node.childForFieldName("arguments");
        if (template?.type === "template_string" &&
            !template.namedChildren.some((c) => c?.type === "template_substitution"))
            return template.text.slice(1, -1);
        return undefined;
    }
    const value = (0,ts_calls/* literal */.eu)(node);
    if (value === undefined)
        return undefined;
    if (typeof value === "string")
        return (0,aligned_sql/* quoteString */.Ov)(value);
    if (typeof value === "number" || typeof value === "boolean")
        return String(value);
    if (value === null)
        return "NULL";
    return (0,aligned_sql/* quoteString */.Ov)(JSON.stringify(value));
}
function problem(context, line, message) {
    context.diagnostics.push(drizzleProblem(context.path, line, message));
}
function drizzleProblem(file, line, message) {
    return { file, line, severity: "error", message: `Drizzle schema: ${message}` };
}

// EXTERNAL MODULE: ./src/schema/readers/described/ts-resolve.ts
var ts_resolve = __webpack_require__(7250);
;// CONCATENATED MODULE: ./src/schema/readers/described/drizzle.ts








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
const TABLE_DIALECT = {
    pgTable: "postgres",
    mysqlTable: "mysql",
    sqliteTable: "sqlite",
};
const SCHEMA_DIALECT = { pgSchema: "postgres", mysqlSchema: "mysql" };
/** Brackets nested deeper than this are not parsed (the readers recurse over nesting). */
const MAX_NESTING = 256;
const drizzle = {
    name: "Drizzle schema",
    claims: (path, text) => /\.[cm]?[jt]s$/i.test(path) &&
        // `\b` not `\(`: a renamed import (`pgTable as table`) is called by another name.
        /\b(?:pgTable|mysqlTable|sqliteTable|pgSchema|mysqlSchema)\b/.test(text) &&
        /drizzle-orm/.test(text),
    async database({ path, text, paths }) {
        const config = nearestConfig(path, paths);
        const project = config ? external_node_path_.posix.dirname(config) : external_node_path_.posix.dirname(path);
        if (/\bpgTable\b|\bpgSchema\b/.test(text))
            return { project, dialect: "postgres" };
        if (/\bmysqlTable\b|\bmysqlSchema\b/.test(text))
            return { project, dialect: "mysql" };
        return {
            project,
            why: "Drizzle schema for SQLite: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)",
        };
    },
    // The configs that set the casing, the folder's files (enums, a drizzle() client), relative imports.
    inputs: ({ path, text, paths }) => {
        const dir = external_node_path_.posix.dirname(path);
        const folder = [...paths].filter((p) => p !== path && external_node_path_.posix.dirname(p) === dir && /\.[cm]?[jt]s$/.test(p));
        const imported = [...text.matchAll(/\bfrom\s+["'](\.{1,2}\/[^"']+)["']/g)].flatMap((m) => {
            const found = (0,ts_resolve/* tsModuleCandidates */.G)(path, m[1] ?? "")?.find((p) => paths.has(p));
            return found ? [found] : [];
        });
        return [...new Set([...configsAbove(path, [...paths]), ...folder, ...imported])];
    },
    async describe({ path, text, dialect, files }) {
        const diagnostics = [];
        const deep = tooDeep(text, MAX_NESTING);
        if (deep !== undefined) {
            const message = `brackets nested deeper than ${MAX_NESTING} (the reader's depth budget): not read`;
            return { tables: [], enums: [], diagnostics: [drizzleProblem(path, deep, message)] };
        }
        const siblings = (await files.list(external_node_path_.posix.dirname(path)).catch(() => [])).filter((p) => p !== path && /\.[cm]?[jt]s$/.test(p));
        const enums = await siblingEnums(path, files);
        const { casing } = await casingOf(path, text, files, siblings);
        const scope = await (0,tree_sitter/* withSyntaxTree */.W)("typescript", text, importsOf);
        const helpers = await importedHelpers(path, text, scope, { dialect, enums, casing, files });
        const tables = [];
        const usedEnums = new Set();
        await (0,tree_sitter/* withSyntaxTree */.W)("typescript", text, (root) => {
            diagnostics.push(...(0,reader.syntaxErrors)(root, path));
            const context = {
                dialect,
                path,
                enums,
                diagnostics,
                casing,
                scope,
                helpers,
                locals: new Map(),
            };
            const schemas = new Map();
            for (const declarator of (0,ts_calls/* descendants */.DG)(root, new Set(["variable_declarator"]))) {
                const name = declarator.childForFieldName("name")?.text;
                const value = unwrapped(declarator.childForFieldName("value"));
                if (name && value?.type === "object")
                    context.locals.set(name, value);
                if (!name || value?.type !== "call_expression")
                    continue;
                const called = resolved((0,ts_calls/* calledName */.nk)(value), context);
                const args = (0,ts_calls/* argsOf */.PL)(value);
                if (called === "pgEnum" || called === "mysqlEnum") {
                    const enumName = (0,ts_calls/* literal */.eu)(args[0]);
                    const values = (0,ts_calls/* literal */.eu)(args[1]);
                    if (typeof enumName === "string" && Array.isArray(values))
                        enums.set(name, { name: enumName, values: values.map(String), line: (0,reader.lineOf)(declarator) });
                }
                else if (called && SCHEMA_DIALECT[called]) {
                    const schema = (0,ts_calls/* literal */.eu)(args[0]);
                    if (typeof schema === "string")
                        schemas.set(name, schema);
                }
            }
            for (const call of (0,ts_calls/* descendants */.DG)(root, new Set(["call_expression"]))) {
                const table = tableCall(call, schemas, context);
                if (table === "none") {
                    unknownTable(call, context);
                    continue;
                }
                if (!table)
                    continue;
                tables.push(table.table);
                for (const e of table.enums)
                    usedEnums.add(e);
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
function unknownTable(call, context) {
    const [nameArg, columnsArg] = (0,ts_calls/* argsOf */.PL)(call);
    const name = (0,ts_calls/* literal */.eu)(nameArg);
    const object = columnObject(columnsArg);
    if (typeof name !== "string" || !object)
        return;
    const builds = object.namedChildren.some((pair) => {
        const value = pair?.type === "pair" ? pair.childForFieldName("value") : null;
        const chain = value ? (0,ts_calls/* callChain */.ex)(value) : undefined;
        if (!chain)
            return false;
        const builder = resolved(chain.base.name, context) ?? "";
        return typeOf(builder, {}, context, []) !== undefined || context.enums.has(builder);
    });
    if (!builds)
        return;
    const fn = call.childForFieldName("function")?.text ?? "?";
    problem(context, (0,reader.lineOf)(call), `${fn}("${name}", { ... }) looks like a table, but ${fn} is no table function the reader can follow (pgTable, mysqlTable, a pgSchema's table, imported from drizzle-orm): the table is not read`);
}
/**
 * The column helpers the file spreads into a table that it imports from relative modules,
 * each read in its own file: an exported object of column builders.
 */
async function importedHelpers(path, text, scope, options) {
    const helpers = new Map();
    for (const [local, { module, imported }] of scope.relative) {
        if (!text.includes(`...${local}`))
            continue;
        const file = await (0,ts_resolve/* resolveTsModule */.q)(path, module, options.files);
        const moduleText = file ? await options.files.readText(file).catch(() => undefined) : undefined;
        if (!file || moduleText === undefined) {
            helpers.set(local, { why: `${module} is no file of the repository` });
            continue;
        }
        if (tooDeep(moduleText, MAX_NESTING) !== undefined) {
            helpers.set(local, { why: `${file} nests brackets deeper than ${MAX_NESTING}` });
            continue;
        }
        const moduleScope = await (0,tree_sitter/* withSyntaxTree */.W)("typescript", moduleText, importsOf);
        helpers.set(local, await (0,tree_sitter/* withSyntaxTree */.W)("typescript", moduleText, (root) => {
            const declarator = (0,ts_calls/* descendants */.DG)(root, new Set(["variable_declarator"])).find((d) => d.childForFieldName("name")?.text === imported);
            const object = unwrapped(declarator?.childForFieldName("value"));
            if (object?.type !== "object")
                return { why: `${file} declares no object ${imported} of column builders` };
            const context = {
                ...options,
                path: file,
                diagnostics: [],
                scope: moduleScope,
                locals: new Map(),
                helpers: new Map(),
            };
            const columns = [];
            for (const pair of object.namedChildren) {
                if (pair?.type === "comment")
                    continue;
                const column = pair?.type === "pair" ? pairColumn(pair, context, []) : undefined;
                if (!column) {
                    const why = context.diagnostics[0]?.message.replace(/^Drizzle schema: /, "");
                    return { why: `${file}:${pair ? (0,reader.lineOf)(pair) : 1}: ${why ?? "not a column builder"}` };
                }
                columns.push(column);
            }
            return { columns };
        }));
    }
    return helpers;
}
function tableCall(call, schemas, context) {
    const fn = call.childForFieldName("function");
    const called = resolved((0,ts_calls/* calledName */.nk)(call), context);
    let tableDialect;
    let schema;
    if (called && TABLE_DIALECT[called] && (fn?.type === "identifier" || fn?.type === "member_expression")) {
        tableDialect = TABLE_DIALECT[called];
    }
    else if (called === "table" && fn?.type === "member_expression") {
        schema = schemas.get(fn.childForFieldName("object")?.text ?? "");
        if (schema === undefined)
            return "none";
        tableDialect = context.dialect;
    }
    else
        return "none";
    const [nameArg, columnsArg, extraArg] = (0,ts_calls/* argsOf */.PL)(call);
    const name = (0,ts_calls/* literal */.eu)(nameArg);
    const line = (0,reader.lineOf)(call);
    if (typeof name !== "string") {
        problem(context, line, "a table whose name is not a string literal is not read");
        return undefined;
    }
    if (tableDialect !== context.dialect) {
        problem(context, line, `${called}("${name}") is a ${tableDialect} table; the rule reads this file as ${context.dialect}`);
        return undefined;
    }
    const object = columnObject(columnsArg);
    if (!object) {
        problem(context, line, `${name}: its columns are not an object literal`);
        return undefined;
    }
    const columns = [];
    const primaryKey = [];
    const columnByKey = new Map();
    const enums = [];
    const add = (key, column) => {
        columns.push(column.column);
        columnByKey.set(key, column.column.name);
        if (column.primaryKey)
            primaryKey.push(column.column.name);
    };
    for (const pair of object.namedChildren) {
        if (pair?.type === "spread_element") {
            for (const [key, column] of spreadColumns(pair, name, context, enums))
                add(key, column);
            continue;
        }
        if (pair?.type !== "pair")
            continue;
        const key = keyOf(pair);
        const column = pairColumn(pair, context, enums);
        if (key && column)
            add(key, column);
    }
    primaryKey.push(...compoundKey(extraArg, columnByKey));
    return { table: { name, schema, line, columns, primaryKey }, enums };
}
/**
 * `...timestamps`: the columns of an object of column builders declared in this file (each at its
 * own line) or exported by a relative import (each at the spread's line). Anything else is a
 * problem at the spread: the table would otherwise be short of columns without a word.
 */
function spreadColumns(spread, table, context, enums) {
    const line = (0,reader.lineOf)(spread);
    const argument = unwrapped(spread.namedChildren[0]);
    const name = argument?.type === "identifier" ? argument.text : undefined;
    const local = name ? context.locals.get(name) : undefined;
    if (local) {
        const out = [];
        for (const pair of local.namedChildren) {
            if (pair?.type === "comment")
                continue;
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
            const enumType = [...context.enums.values()].find((e) => column.sqlType === (0,aligned_sql/* quoteName */.AB)(e.name, "postgres"));
            if (enumType)
                enums.push(enumType);
        }
        return helper.columns.map(({ column, primaryKey }) => [
            column.name,
            { column: { ...column, line }, primaryKey },
        ]);
    }
    const why = helper && "why" in helper ? `: ${helper.why}` : "";
    problem(context, line, `${table}: the spread ${spread.text.slice(0, 60)} is not resolved to an object of column builders in this file or a relative import${why}; the table's columns are not known`);
    return [];
}
/** `{ ... }`, or the object a callback returns: `(t) => ({ ... })`. */
function columnObject(node) {
    if (node?.type === "object")
        return node;
    if (node?.type === "arrow_function") {
        let body = node.childForFieldName("body");
        while (body?.type === "parenthesized_expression")
            body = body.namedChildren[0] ?? null;
        return body?.type === "object" ? body : undefined;
    }
    return undefined;
}
/** `primaryKey({ columns: [t.a, t.b] })` or `primaryKey(t.a, t.b)` in a table's extra config. */
function compoundKey(extra, columnByKey) {
    if (!extra)
        return [];
    for (const call of (0,ts_calls/* descendants */.DG)(extra, new Set(["call_expression"]))) {
        if ((0,ts_calls/* calledName */.nk)(call) !== "primaryKey")
            continue;
        const args = (0,ts_calls/* argsOf */.PL)(call);
        const listed = args[0]?.type === "object"
            ? (args[0].namedChildren
                .find((p) => p?.childForFieldName("key")?.text === "columns")
                ?.childForFieldName("value")?.namedChildren ?? [])
            : args;
        return listed.flatMap((member) => {
            const key = member?.type === "member_expression" ? member.childForFieldName("property")?.text : undefined;
            return key ? [columnByKey.get(key) ?? key] : [];
        });
    }
    return [];
}
const ENUM_DECLARATION = /\b(?:export\s+)?const\s+(\w+)\s*=\s*(?:pgEnum|mysqlEnum)\(\s*["'`]([^"'`]+)["'`]\s*,\s*\[([^\]]*)\]/g;
/** The enums other files of the folder declare (a schema split into files imports them). */
async function siblingEnums(path, files) {
    const enums = new Map();
    const siblings = await files.list(external_node_path_.posix.dirname(path)).catch(() => []);
    for (const sibling of siblings.slice(0, 200)) {
        if (sibling === path || !/\.[cm]?[jt]s$/.test(sibling))
            continue;
        const text = await files.readText(sibling).catch(() => undefined);
        if (!text?.includes("Enum("))
            continue;
        for (const m of text.matchAll(ENUM_DECLARATION)) {
            const values = [...(m[3] ?? "").matchAll(/["'`]([^"'`]*)["'`]/g)].map((v) => v[1] ?? "");
            enums.set(m[1] ?? "", { name: m[2] ?? "", values, line: 0 });
        }
    }
    return enums;
}
/** The drizzle.config.* nearest above the file (its folder is the project). */
function nearestConfig(path, paths) {
    const configs = paths.filter((p) => /(?:^|\/)drizzle\.config\.[cm]?[jt]s$/.test(p));
    let best;
    for (const config of configs) {
        const dir = external_node_path_.posix.dirname(config);
        if ((dir === "." || path.startsWith(`${dir}/`)) && (!best || dir.length > external_node_path_.posix.dirname(best).length))
            best = config;
    }
    return best;
}


/***/ }),

/***/ 81919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ descendants),
/* harmony export */   PL: () => (/* binding */ argsOf),
/* harmony export */   eu: () => (/* binding */ literal),
/* harmony export */   ex: () => (/* binding */ callChain),
/* harmony export */   fF: () => (/* binding */ options),
/* harmony export */   nk: () => (/* binding */ calledName)
/* harmony export */ });
/* harmony import */ var _code_reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39640);

function argsOf(call) {
    return (call.childForFieldName("arguments")?.namedChildren ?? []).flatMap((a) => a && a.type !== "comment" ? [a] : []);
}
/** The name a call calls: an identifier, or a member's property (`drizzle.pgTable`). */
function calledName(call) {
    const fn = call.childForFieldName("function");
    if (fn?.type === "identifier")
        return fn.text;
    if (fn?.type === "member_expression")
        return fn.childForFieldName("property")?.text;
    return undefined;
}
/** `base(...).a().b(x)`: the base call and the methods, in order; undefined when no call is at the root. */
function callChain(node) {
    const methods = [];
    let current = node;
    while (current?.type === "call_expression") {
        const fn = current.childForFieldName("function");
        const object = fn?.type === "member_expression" ? fn.childForFieldName("object") : null;
        if (object?.type === "call_expression") {
            methods.unshift({
                name: fn?.childForFieldName("property")?.text ?? "",
                args: argsOf(current),
                line: (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(current),
            });
            current = object;
            continue;
        }
        const name = calledName(current);
        return name === undefined
            ? undefined
            : { base: { name, args: argsOf(current), line: (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(current) }, methods };
    }
    return undefined;
}
function literal(node) {
    if (!node)
        return undefined;
    switch (node.type) {
        case "string":
            return (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(node.text);
        case "template_string":
            return node.namedChildren.some((c) => c?.type === "template_substitution")
                ? undefined
                : (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(node.text);
        case "number":
            return Number(node.text);
        case "true":
            return true;
        case "false":
            return false;
        case "null":
            return null;
        case "unary_expression":
            return node.text.startsWith("-") && node.namedChildren[0]?.type === "number"
                ? -Number(node.namedChildren[0].text)
                : undefined;
        case "array":
            return node.namedChildren.flatMap((c) => (c && c.type !== "comment" ? [literal(c) ?? null] : []));
        case "object": {
            const out = {};
            for (const pair of node.namedChildren) {
                if (pair?.type !== "pair")
                    continue;
                const key = pair.childForFieldName("key");
                if (key)
                    out[key.type === "string" ? (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(key.text) : key.text] = literal(pair.childForFieldName("value"));
            }
            return out;
        }
        case "as_expression":
        case "satisfies_expression":
        case "parenthesized_expression":
            return literal(node.namedChildren[0]);
        default:
            return undefined;
    }
}
/** The object literal's options (`{ length: 256 }`), or an empty object. */
function options(node) {
    const value = literal(node);
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}
/** Every node below `root` (depth first, in source order) of one of the types, bounded by `limit`. */
function descendants(root, types, limit = 100_000) {
    const found = [];
    const stack = [root];
    let visited = 0;
    while (stack.length > 0 && visited++ < limit) {
        const node = stack.pop();
        if (types.has(node.type))
            found.push(node);
        for (let i = node.namedChildCount - 1; i >= 0; i--) {
            const child = node.namedChild(i);
            if (child)
                stack.push(child);
        }
    }
    return found;
}


/***/ }),

/***/ 7250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ tsModuleCandidates),
/* harmony export */   q: () => (/* binding */ resolveTsModule)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

// What TypeScript tries for a specifier without an extension, in its order: the file, then the folder's index.
const EXTENSIONS = ["ts", "tsx", "mts", "cts", "js", "mjs", "cjs"];
const INDEX = ["ts", "tsx", "js"];
// A JavaScript extension names the TypeScript file that compiles to it (`./user.js` is user.ts).
const COMPILED_FROM = { js: ["ts", "tsx"], mjs: ["mts"], cjs: ["cts"] };
/**
 * The repository files a TypeScript import may name, in TypeScript's order; undefined for a package
 * or a path outside the repository. Relative specifiers (`./x`, `../x.js`, `./x/index`, a bare
 * folder with an index), and with `rootRelative` also paths from the repository's root as a NestJS
 * tsconfig's `baseUrl: "./"` lets one write (`src/user/user.entity`).
 */
function tsModuleCandidates(from, specifier, options = {}) {
    const relative = /^\.\.?(?:\/|$)/.test(specifier);
    if (!relative && !(options.rootRelative && /^[\w-]+\/[\w./-]+$/.test(specifier)))
        return undefined;
    const base = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(relative ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(from), specifier) : specifier);
    if (base.startsWith("../") || base === ".." || base.startsWith("/"))
        return undefined;
    const ext = /\.([cm]?[jt]sx?)$/.exec(base)?.[1];
    const stem = ext ? base.slice(0, -ext.length - 1) : base;
    return ext
        ? [...(COMPILED_FROM[ext] ?? []).map((e) => `${stem}.${e}`), base]
        : [...EXTENSIONS.map((e) => `${base}.${e}`), ...INDEX.map((e) => `${base}/index.${e}`)];
}
/**
 * The repository file a TypeScript import names among the files that exist (tsModuleCandidates),
 * asked by listing the folders involved: one listing each, which a recording source keeps as an
 * input of the read.
 */
async function resolveTsModule(from, specifier, files, options = {}) {
    const candidates = tsModuleCandidates(from, specifier, options);
    if (!candidates)
        return undefined;
    const folders = [...new Set(candidates.map((c) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(c)))];
    const listed = await Promise.all(folders.map((dir) => files.list(dir === "." ? "" : dir).catch(() => [])));
    const present = new Set(listed.flat());
    return candidates.find((c) => present.has(c));
}


/***/ }),

/***/ 39165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ quoteName),
/* harmony export */   Ov: () => (/* binding */ quoteString),
/* harmony export */   Z0: () => (/* binding */ AlignedSql)
/* harmony export */ });
/**
 * SQL written so that each statement, and each column of it, stands on the line of the
 * framework's description that says it (a Rails `t.string` line, a Liquibase `<column>`): the SQL
 * readers then give each table and column the description's own line, as they do for SQL files.
 * Fragments are placed in order; one whose line is already passed goes on the current line.
 */
class AlignedSql {
    lines = [""];
    /** Appends `sql` (it may span lines) starting on 1-based `line`. */
    put(line, sql) {
        while (this.lines.length < line)
            this.lines.push("");
        const [first = "", ...rest] = sql.split("\n");
        const at = this.lines.length - 1;
        this.lines[at] = this.lines[at] === "" ? first : `${this.lines[at]} ${first}`;
        this.lines.push(...rest);
    }
    get empty() {
        return this.lines.every((line) => line === "");
    }
    text() {
        return `${this.lines.join("\n")}\n`;
    }
}
/** A SQL identifier quoted for the dialect (a schema-qualified name `a.b` quoted part by part). */
function quoteName(name, dialect, qualified = false) {
    const parts = qualified ? name.split(".") : [name];
    return parts
        .map((part) => dialect === "mysql"
        ? `\`${part.replace(/`/g, "``")}\``
        : dialect === "mssql"
            ? `[${part.replace(/]/g, "]]")}]`
            : `"${part.replace(/"/g, '""')}"`)
        .join(".");
}
/** A SQL string literal. */
function quoteString(value) {
    return `'${value.replace(/'/g, "''")}'`;
}


/***/ })

};
