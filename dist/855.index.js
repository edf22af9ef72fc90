export const id = 855;
export const ids = [855];
export const modules = {

/***/ 22855:
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
;// CONCATENATED MODULE: ./src/schema/readers/described/ts-calls.ts

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
                line: (0,reader/* lineOf */.cA)(current),
            });
            current = object;
            continue;
        }
        const name = calledName(current);
        return name === undefined
            ? undefined
            : { base: { name, args: argsOf(current), line: (0,reader/* lineOf */.cA)(current) }, methods };
    }
    return undefined;
}
function literal(node) {
    if (!node)
        return undefined;
    switch (node.type) {
        case "string":
            return (0,reader/* unquote */._n)(node.text);
        case "template_string":
            return node.namedChildren.some((c) => c?.type === "template_substitution")
                ? undefined
                : (0,reader/* unquote */._n)(node.text);
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
                    out[key.type === "string" ? (0,reader/* unquote */._n)(key.text) : key.text] = literal(pair.childForFieldName("value"));
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

;// CONCATENATED MODULE: ./src/schema/readers/described/drizzle.ts





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
const TABLE_DIALECT = {
    pgTable: "postgres",
    mysqlTable: "mysql",
    sqliteTable: "sqlite",
};
const SCHEMA_DIALECT = { pgSchema: "postgres", mysqlSchema: "mysql" };
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
const drizzle = {
    name: "Drizzle schema",
    claims: (path, text) => /\.[cm]?[jt]s$/i.test(path) &&
        /\b(?:pgTable|mysqlTable|sqliteTable|pgSchema|mysqlSchema)\s*\(/.test(text) &&
        /drizzle-orm/.test(text),
    async database({ path, text, paths }) {
        const config = nearestConfig(path, paths);
        const project = config ? external_node_path_.posix.dirname(config) : external_node_path_.posix.dirname(path);
        if (/\bpgTable\s*\(|\bpgSchema\s*\(/.test(text))
            return { project, dialect: "postgres" };
        if (/\bmysqlTable\s*\(|\bmysqlSchema\s*\(/.test(text))
            return { project, dialect: "mysql" };
        return {
            project,
            why: "Drizzle schema for SQLite: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)",
        };
    },
    async describe({ path, text, dialect, files }) {
        const diagnostics = [];
        const enums = await siblingEnums(path, files);
        const tables = [];
        const usedEnums = new Set();
        await (0,tree_sitter/* withSyntaxTree */.W)("typescript", text, (root) => {
            diagnostics.push(...(0,reader/* syntaxErrors */.B_)(root, path));
            const context = { dialect, path, enums, diagnostics };
            const schemas = new Map();
            for (const declarator of descendants(root, new Set(["variable_declarator"]))) {
                const name = declarator.childForFieldName("name")?.text;
                const value = declarator.childForFieldName("value");
                if (!name || value?.type !== "call_expression")
                    continue;
                const called = calledName(value);
                const args = argsOf(value);
                if (called === "pgEnum" || called === "mysqlEnum") {
                    const enumName = literal(args[0]);
                    const values = literal(args[1]);
                    if (typeof enumName === "string" && Array.isArray(values))
                        enums.set(name, { name: enumName, values: values.map(String), line: (0,reader/* lineOf */.cA)(declarator) });
                }
                else if (called && SCHEMA_DIALECT[called]) {
                    const schema = literal(args[0]);
                    if (typeof schema === "string")
                        schemas.set(name, schema);
                }
            }
            for (const call of descendants(root, new Set(["call_expression"]))) {
                const table = tableCall(call, schemas, context);
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
function tableCall(call, schemas, context) {
    const fn = call.childForFieldName("function");
    const called = calledName(call);
    let tableDialect;
    let schema;
    if (called && TABLE_DIALECT[called] && (fn?.type === "identifier" || fn?.type === "member_expression")) {
        tableDialect = TABLE_DIALECT[called];
    }
    else if (called === "table" && fn?.type === "member_expression") {
        schema = schemas.get(fn.childForFieldName("object")?.text ?? "");
        if (schema === undefined)
            return undefined;
        tableDialect = context.dialect;
    }
    else
        return undefined;
    const [nameArg, columnsArg, extraArg] = argsOf(call);
    const name = literal(nameArg);
    const line = (0,reader/* lineOf */.cA)(call);
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
    for (const pair of object.namedChildren) {
        if (pair?.type !== "pair")
            continue;
        const keyNode = pair.childForFieldName("key");
        const key = keyNode?.type === "string" ? String(literal(keyNode)) : keyNode?.text;
        const value = pair.childForFieldName("value");
        if (!key || !value)
            continue;
        const column = columnOf(key, value, (0,reader/* lineOf */.cA)(pair), context, enums);
        if (!column)
            continue;
        columns.push(column.column);
        columnByKey.set(key, column.column.name);
        if (column.primaryKey)
            primaryKey.push(column.column.name);
    }
    primaryKey.push(...compoundKey(extraArg, columnByKey));
    return { table: { name, schema, line, columns, primaryKey }, enums };
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
    for (const call of descendants(extra, new Set(["call_expression"]))) {
        if (calledName(call) !== "primaryKey")
            continue;
        const args = argsOf(call);
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
function columnOf(key, value, line, context, usedEnums) {
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
    const value = literal(node);
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
    context.diagnostics.push({
        file: context.path,
        line,
        severity: "error",
        message: `Drizzle schema: ${message}`,
    });
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
