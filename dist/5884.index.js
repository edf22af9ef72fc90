export const id = 5884;
export const ids = [5884];
export const modules = {

/***/ 65884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prisma: () => (/* binding */ prisma)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/readers/frameworks/aligned-sql.ts
var aligned_sql = __webpack_require__(39165);
;// CONCATENATED MODULE: ./src/schema/readers/described/prisma-parse.ts
/**
 * A Prisma schema (PSL) as blocks of lines: `model`/`view`/`enum`/`type` blocks of fields and
 * `@@` block attributes, `datasource`/`generator` blocks of `key = value`. Exact for the grammar
 * Prisma documents (prisma/prisma-engines' psl `datamodel.pest`): `//` comments (`///` docs),
 * strings with backslash escapes, attribute arguments that may span lines inside brackets. Anything
 * else is a problem at its line, never skipped silently. Linear in the text: one pass to tokens,
 * one over them; nesting is bounded by MAX_DEPTH.
 */
const MAX_DEPTH = 32;
const BLOCK_KEYWORDS = new Set(["model", "view", "enum", "type", "datasource", "generator"]);
/** Tokens of the text; newlines only outside brackets (where a field or property ends). */
function tokenize(text) {
    const tokens = [];
    const problems = [];
    let line = 1;
    let depth = 0;
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === "\n") {
            if (depth === 0)
                tokens.push({ kind: "newline", text: "\n", line });
            line++;
            i++;
        }
        else if (c === " " || c === "\t" || c === "\r")
            i++;
        else if (c === "/" && text[i + 1] === "/") {
            const end = text.indexOf("\n", i);
            i = end === -1 ? text.length : end;
        }
        else if (c === '"') {
            let value = "";
            let j = i + 1;
            for (; j < text.length && text[j] !== '"' && text[j] !== "\n"; j++) {
                if (text[j] === "\\" && j + 1 < text.length) {
                    j++;
                    value += text[j] === "n" ? "\n" : text[j] === "t" ? "\t" : text[j];
                }
                else
                    value += text[j];
            }
            if (text[j] !== '"')
                problems.push({ line, message: "a string is not closed on its line" });
            tokens.push({ kind: "string", text: value, line });
            i = j + 1;
        }
        else if (/[A-Za-z_]/.test(c)) {
            const m = /^[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*/.exec(text.slice(i, i + 512));
            tokens.push({ kind: "word", text: m[0], line });
            i += m[0].length;
        }
        else if (/[-0-9]/.test(c)) {
            const m = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/.exec(text.slice(i, i + 64));
            if (!m) {
                problems.push({ line, message: `unexpected "${c}"` });
                i++;
                continue;
            }
            tokens.push({ kind: "number", text: m[0], line });
            i += m[0].length;
        }
        else if (c === "@" && text[i + 1] === "@") {
            tokens.push({ kind: "punct", text: "@@", line });
            i += 2;
        }
        else if ("{}()[],:=?@".includes(c)) {
            if (c === "(" || c === "[")
                depth++;
            if ((c === ")" || c === "]") && depth > 0)
                depth--;
            tokens.push({ kind: "punct", text: c, line });
            i++;
        }
        else {
            problems.push({ line, message: `unexpected "${c}"` });
            i++;
        }
    }
    return { tokens, problems };
}
class Parser {
    tokens;
    at = 0;
    problems = [];
    constructor(tokens) {
        this.tokens = tokens;
    }
    peek(offset = 0) {
        return this.tokens[this.at + offset];
    }
    next() {
        return this.tokens[this.at++];
    }
    is(text, offset = 0) {
        const t = this.peek(offset);
        return t !== undefined && t.kind !== "string" && t.text === text;
    }
    skipNewlines() {
        while (this.peek()?.kind === "newline")
            this.at++;
    }
    /** Skips to the end of the line (after a problem), so one bad line costs one problem. */
    skipLine() {
        while (this.peek() && this.peek()?.kind !== "newline" && !this.is("}"))
            this.at++;
    }
    fail(token, message) {
        this.problems.push({ line: token?.line ?? this.tokens.at(-1)?.line ?? 1, message });
    }
    schema() {
        const blocks = [];
        for (this.skipNewlines(); this.peek(); this.skipNewlines()) {
            const keyword = this.next();
            const name = this.peek();
            if (keyword.kind !== "word" ||
                !BLOCK_KEYWORDS.has(keyword.text) ||
                name?.kind !== "word" ||
                !this.is("{", 1)) {
                this.fail(keyword, `expected a block (model, enum, datasource, ...), found "${keyword.text}"`);
                // Resynchronise at the next line that opens a block.
                while (this.peek() &&
                    !(this.peek()?.kind === "newline" && BLOCK_KEYWORDS.has(this.peek(1)?.text ?? "")))
                    this.at++;
                continue;
            }
            this.at += 2;
            blocks.push(this.block(keyword.text, name.text, keyword.line));
        }
        return blocks;
    }
    block(keyword, name, line) {
        const block = {
            keyword,
            name,
            line,
            fields: [],
            attributes: [],
            properties: new Map(),
            propertyLines: new Map(),
        };
        for (this.skipNewlines(); this.peek() && !this.is("}"); this.skipNewlines()) {
            const start = this.peek();
            if (this.is("@@")) {
                this.at++;
                const attribute = this.attribute(start.line);
                if (attribute)
                    block.attributes.push(attribute);
            }
            else if (start.kind !== "word") {
                this.fail(start, `expected a field name in ${keyword} ${name}, found "${start.text}"`);
                this.at++;
            }
            else if (keyword === "datasource" || keyword === "generator") {
                this.at++;
                if (!this.is("="))
                    this.fail(start, `expected "=" after ${start.text}`);
                else {
                    this.at++;
                    const value = this.value(0);
                    if (value)
                        block.properties.set(start.text, value);
                    block.propertyLines.set(start.text, start.line);
                }
            }
            else if (keyword === "enum") {
                this.at++;
                const field = {
                    name: start.text,
                    type: "",
                    optional: false,
                    list: false,
                    attributes: [],
                    line: start.line,
                };
                this.fieldAttributes(field);
                block.fields.push(field);
            }
            else {
                this.at++;
                const field = this.field(start);
                if (field)
                    block.fields.push(field);
            }
            if (this.peek() && this.peek()?.kind !== "newline" && !this.is("}")) {
                this.fail(this.peek(), `unexpected "${this.peek()?.text}" after ${start.text}`);
                this.skipLine();
            }
        }
        if (!this.is("}"))
            this.fail(this.peek(), `${keyword} ${name} is not closed with "}"`);
        this.at++;
        return block;
    }
    field(name) {
        const type = this.next();
        if (type?.kind !== "word") {
            this.fail(name, `field ${name.text} has no type`);
            this.skipLine();
            return undefined;
        }
        const field = {
            name: name.text,
            type: type.text,
            optional: false,
            list: false,
            attributes: [],
            line: name.line,
        };
        if (this.is("(")) {
            // Unsupported("polygon")
            this.at++;
            const arg = this.next();
            if (arg?.kind === "string")
                field.typeArg = arg.text;
            if (!this.is(")"))
                this.fail(type, `${type.text}(...) takes one string`);
            else
                this.at++;
        }
        if (this.is("[") && this.is("]", 1)) {
            field.list = true;
            this.at += 2;
        }
        if (this.is("?")) {
            field.optional = true;
            this.at++;
        }
        this.fieldAttributes(field);
        return field;
    }
    fieldAttributes(field) {
        while (this.is("@")) {
            const at = this.next();
            const attribute = this.attribute(at.line);
            if (attribute)
                field.attributes.push(attribute);
        }
    }
    attribute(line) {
        const name = this.next();
        if (name?.kind !== "word") {
            this.fail(name, "expected an attribute name after @");
            this.skipLine();
            return undefined;
        }
        return { name: name.text, args: this.is("(") ? this.args(0) : [], line };
    }
    args(depth) {
        this.at++; // (
        const args = [];
        while (this.peek() && !this.is(")")) {
            const named = this.peek()?.kind === "word" && this.is(":", 1) ? this.peek()?.text : undefined;
            if (named)
                this.at += 2;
            const value = this.value(depth + 1);
            if (!value)
                break;
            args.push({ name: named, value });
            if (this.is(","))
                this.at++;
            else if (!this.is(")")) {
                this.fail(this.peek(), `expected "," or ")" in arguments, found "${this.peek()?.text}"`);
                break;
            }
        }
        if (this.is(")"))
            this.at++;
        return args;
    }
    value(depth) {
        const token = this.peek();
        if (!token || depth > MAX_DEPTH) {
            this.fail(token, depth > MAX_DEPTH ? `nested deeper than ${MAX_DEPTH}` : "expected a value");
            return undefined;
        }
        if (token.kind === "string") {
            this.at++;
            return { kind: "string", value: token.text };
        }
        if (token.kind === "number") {
            this.at++;
            return { kind: "number", value: token.text };
        }
        if (token.kind === "word") {
            this.at++;
            return this.is("(")
                ? { kind: "call", name: token.text, args: this.args(depth) }
                : { kind: "name", value: token.text };
        }
        if (token.text === "[") {
            this.at++;
            const items = [];
            while (this.peek() && !this.is("]")) {
                const item = this.value(depth + 1);
                if (!item)
                    break;
                items.push(item);
                if (this.is(","))
                    this.at++;
                else if (!this.is("]"))
                    break;
            }
            if (!this.is("]"))
                this.fail(token, 'a list is not closed with "]"');
            else
                this.at++;
            return { kind: "array", items };
        }
        this.fail(token, `expected a value, found "${token.text}"`);
        return undefined;
    }
}
/** The schema's blocks and problems: the first problem of each line (the rest follow from it). */
function parsePrisma(text) {
    const { tokens, problems } = tokenize(text);
    const parser = new Parser(tokens);
    const blocks = parser.schema();
    const lines = new Set();
    const first = [...problems, ...parser.problems]
        .sort((a, b) => a.line - b.line)
        .filter((p) => !lines.has(p.line) && lines.add(p.line));
    return { blocks, problems: first };
}

;// CONCATENATED MODULE: ./src/schema/readers/described/prisma.ts



/**
 * A Prisma schema's models as the tables `prisma migrate` creates: each scalar field a column
 * (`?` nullable; a list `T[]` a nullable array, as Prisma writes it), `@id`/`@@id` the primary key,
 * `@map`/`@@map` the database names, `@@schema` the schema, `@db.*` the native type, `@default`
 * the database default Prisma writes (`autoincrement()` a serial, `now()` CURRENT_TIMESTAMP; `uuid()`,
 * `cuid()` are made by the client: no default). Relation fields (typed by a model) are no columns:
 * their scalar foreign keys are. Enums are Postgres enum types (MySQL: inline ENUM). Views are not
 * tables (no asset). The other `.prisma` files of the folder are read for the models and enums a
 * multi-file schema declares there.
 */
const SCALARS = {
    String: { postgres: "TEXT", mysql: "VARCHAR(191)", mssql: "NVARCHAR(1000)" },
    Int: { postgres: "INTEGER", mysql: "INTEGER", mssql: "INT" },
    BigInt: { postgres: "BIGINT", mysql: "BIGINT", mssql: "BIGINT" },
    Float: { postgres: "DOUBLE PRECISION", mysql: "DOUBLE", mssql: "FLOAT" },
    Decimal: { postgres: "DECIMAL(65,30)", mysql: "DECIMAL(65,30)", mssql: "DECIMAL(32,16)" },
    Boolean: { postgres: "BOOLEAN", mysql: "BOOLEAN", mssql: "BIT" },
    DateTime: { postgres: "TIMESTAMP(3)", mysql: "DATETIME(3)", mssql: "DATETIME2" },
    Json: { postgres: "JSONB", mysql: "JSON", mssql: "NVARCHAR(max)" },
    Bytes: { postgres: "BYTEA", mysql: "LONGBLOB", mssql: "VARBINARY(max)" },
};
/** Native type names (`@db.X`) whose SQL spelling is not X in upper case. */
const NATIVE_SPELLING = {
    DoublePrecision: "DOUBLE PRECISION",
    UnsignedInt: "INT UNSIGNED",
    UnsignedBigInt: "BIGINT UNSIGNED",
    UnsignedSmallInt: "SMALLINT UNSIGNED",
    UnsignedTinyInt: "TINYINT UNSIGNED",
    UnsignedMediumInt: "MEDIUMINT UNSIGNED",
};
/** Prisma's autoincrement per integer type (Postgres serials; MySQL AUTO_INCREMENT; SQL Server IDENTITY). */
const SERIAL = {
    INTEGER: "SERIAL",
    BIGINT: "BIGSERIAL",
    SMALLINT: "SMALLSERIAL",
    INT: "SERIAL",
};
/** Client-side defaults: no database default. */
const CLIENT_DEFAULTS = new Set(["uuid", "cuid", "nanoid", "ulid", "sequence"]);
/** A datasource's provider as the database read, or why it is none. */
const PROVIDERS = {
    postgresql: "postgres",
    postgres: "postgres",
    mysql: "mysql",
    sqlserver: "mssql",
    sqlite: "SQLite",
    mongodb: "MongoDB",
    cockroachdb: "CockroachDB",
};
const prisma = {
    name: "Prisma schema",
    claims: (path) => path.toLowerCase().endsWith(".prisma"),
    async database({ path, text, paths, readText }) {
        const project = external_node_path_.posix.dirname(path);
        const own = parsePrisma(text).blocks;
        if (!own.some((b) => b.keyword === "model"))
            return { project, why: undefined };
        // The datasource is in this file or, for a multi-file schema, in another of its folder.
        let source = own.find((b) => b.keyword === "datasource");
        for (const sibling of paths) {
            if (source)
                break;
            if (sibling === path || !sibling.endsWith(".prisma") || external_node_path_.posix.dirname(sibling) !== project)
                continue;
            const siblingText = await readText(sibling);
            source =
                siblingText === undefined
                    ? undefined
                    : parsePrisma(siblingText).blocks.find((b) => b.keyword === "datasource");
        }
        const provider = source?.properties.get("provider");
        if (provider?.kind !== "string")
            return { project, dialect: "postgres", assumed: "no datasource provider found: PostgreSQL assumed" };
        const read = PROVIDERS[provider.value];
        if (read === "postgres" || read === "mysql" || read === "mssql")
            return { project, dialect: read };
        return {
            project,
            why: `Prisma schema for ${read ?? provider.value}: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)`,
        };
    },
    // A multi-file schema (prismaSchemaFolder) is one schema: every file of the folder.
    inputs: ({ path, paths }) => [...paths].filter((p) => p !== path && p.endsWith(".prisma") && external_node_path_.posix.dirname(p) === external_node_path_.posix.dirname(path)),
    async describe({ path, text, dialect, files }) {
        const own = parsePrisma(text);
        const diagnostics = own.problems.map((p) => ({
            file: path,
            line: p.line,
            severity: "error",
            message: `Prisma schema: ${p.message}`,
        }));
        // A multi-file schema (prismaSchemaFolder): models and enums of the folder's other files.
        const others = [];
        for (const sibling of await files.list(external_node_path_.posix.dirname(path)).catch(() => [])) {
            if (sibling === path || !sibling.endsWith(".prisma"))
                continue;
            const siblingText = await files.readText(sibling).catch(() => undefined);
            if (siblingText !== undefined)
                others.push(...parsePrisma(siblingText).blocks);
        }
        const all = [...own.blocks, ...others];
        diagnostics.push(...providerProblems(path, own.blocks, others, dialect));
        const models = new Set(all
            .filter((b) => b.keyword === "model" || b.keyword === "view" || b.keyword === "type")
            .map((b) => b.name));
        const enums = new Map(all.filter((b) => b.keyword === "enum").map((b) => [b.name, b]));
        const context = { dialect, models, enums, path, diagnostics };
        const tables = own.blocks.filter((b) => b.keyword === "model").map((b) => table(b, context));
        const usedEnums = own.blocks.filter((b) => b.keyword === "enum").map((b) => enumType(b));
        // An enum of another file that a model of this one uses is created here too (Postgres needs the type).
        const declared = new Set(usedEnums.map((e) => e.name));
        for (const t of own.blocks.filter((b) => b.keyword === "model"))
            for (const f of t.fields) {
                const e = enums.get(f.type);
                if (e && !declared.has(e.name) && !own.blocks.includes(e)) {
                    usedEnums.push({ ...enumType(e), line: f.line });
                    declared.add(e.name);
                }
            }
        return { tables, enums: usedEnums, diagnostics };
    },
};
const DATABASE_NAMES = {
    postgres: "PostgreSQL",
    mysql: "MySQL",
    mssql: "SQL Server",
};
/**
 * The database the schema says (its datasource's provider) against the one the rule reads it as:
 * a schema for another database would be read with the wrong types (a provider changed in a pull
 * request), and one without a datasource says no database at all (Prisma rejects it). Each is a
 * problem: at the provider's line, or at the first model's.
 */
function providerProblems(path, own, others, dialect) {
    const source = own.find((b) => b.keyword === "datasource");
    if (source) {
        const provider = source.properties.get("provider");
        const line = source.propertyLines.get("provider") ?? source.line;
        const read = provider?.kind === "string" ? PROVIDERS[provider.value] : undefined;
        if (provider?.kind === "string" && read === dialect)
            return [];
        const said = provider?.kind === "string" ? `"${provider.value}"` : "not a string";
        return [
            {
                file: path,
                line,
                severity: "error",
                message: `Prisma schema: the datasource's provider is ${said}, but the rule reads this schema as ${DATABASE_NAMES[dialect]}: its tables would be read with another database's types (change the provider back, or the rule's type)`,
            },
        ];
    }
    const model = own.find((b) => b.keyword === "model");
    if (!model || others.some((b) => b.keyword === "datasource"))
        return [];
    return [
        {
            file: path,
            line: model.line,
            severity: "error",
            message: `Prisma schema: no datasource in this file or its folder (Prisma needs one): the database these models are for is not said (the rule reads them as ${DATABASE_NAMES[dialect]})`,
        },
    ];
}
const attr = (attributes, name) => attributes.find((a) => a.name === name);
const stringArg = (a) => a?.args[0]?.value.kind === "string" ? a.args[0].value.value : undefined;
function enumName(block) {
    return stringArg(attr(block.attributes, "map")) ?? block.name;
}
function enumType(block) {
    return {
        name: enumName(block),
        schema: stringArg(attr(block.attributes, "schema")),
        values: block.fields.map((f) => stringArg(attr(f.attributes, "map")) ?? f.name),
        line: block.line,
    };
}
function table(model, context) {
    const columns = [];
    const primaryKey = [];
    const columnName = new Map();
    for (const field of model.fields) {
        if (context.models.has(field.type))
            continue; // a relation: its scalar foreign key is the column
        const name = stringArg(attr(field.attributes, "map")) ?? field.name;
        columnName.set(field.name, name);
        const column = columnOf(field, name, context);
        if (!column)
            continue;
        columns.push(column);
        if (attr(field.attributes, "id"))
            primaryKey.push(name);
    }
    const compound = attr(model.attributes, "id");
    const keyFields = compound?.args.find((a) => a.name === undefined || a.name === "fields")?.value;
    if (keyFields?.kind === "array")
        for (const item of keyFields.items) {
            const fieldName = item.kind === "name" ? item.value : item.kind === "call" ? item.name : undefined;
            if (fieldName)
                primaryKey.push(columnName.get(fieldName) ?? fieldName);
        }
    return {
        name: stringArg(attr(model.attributes, "map")) ?? model.name,
        schema: stringArg(attr(model.attributes, "schema")),
        line: model.line,
        columns,
        primaryKey,
    };
}
function columnOf(field, name, context) {
    const { dialect } = context;
    const problem = (message) => {
        context.diagnostics.push({
            file: context.path,
            line: field.line,
            severity: "error",
            message: `Prisma schema: ${field.name}: ${message}`,
        });
        return undefined;
    };
    const enumBlock = context.enums.get(field.type);
    const native = field.attributes.find((a) => a.name.startsWith("db."));
    let sqlType;
    if (native)
        sqlType = nativeType(native);
    else if (enumBlock) {
        sqlType =
            dialect === "mysql"
                ? `ENUM(${enumType(enumBlock).values.map(aligned_sql/* quoteString */.Ov).join(",")})`
                : dialect === "postgres"
                    ? qualifiedEnum(enumBlock, dialect)
                    : "NVARCHAR(1000)";
    }
    else if (field.type === "Unsupported" && field.typeArg !== undefined)
        sqlType = field.typeArg;
    else {
        const scalar = SCALARS[field.type];
        if (!scalar)
            return problem(`type ${field.type} is no scalar, enum or model this schema declares`);
        sqlType = scalar[dialect];
    }
    if (field.list) {
        if (dialect !== "postgres")
            return problem(`a list (${field.type}[]) is a Postgres array; ${dialect} has none`);
        sqlType = `${sqlType}[]`;
    }
    const defaultAttribute = attr(field.attributes, "default");
    let defaultSql;
    const value = defaultAttribute?.args.find((a) => a.name === undefined || a.name === "value")?.value;
    if (value?.kind === "call" && value.name === "autoincrement") {
        if (dialect === "postgres")
            sqlType = SERIAL[sqlType] ?? sqlType;
        else if (dialect === "mysql")
            sqlType = `${sqlType} AUTO_INCREMENT`;
        else
            sqlType = `${sqlType} IDENTITY(1,1)`;
    }
    else if (value)
        defaultSql = defaultOf(value, field, sqlType, context);
    // A list is nullable in the database (Prisma writes no NOT NULL for it); a scalar unless `?` is not.
    return { name, sqlType, notNull: !field.optional && !field.list, default: defaultSql, line: field.line };
}
function qualifiedEnum(block, dialect) {
    const schema = stringArg(attr(block.attributes, "schema"));
    const name = (0,aligned_sql/* quoteName */.AB)(enumName(block), dialect);
    return schema ? `${(0,aligned_sql/* quoteName */.AB)(schema, dialect)}.${name}` : name;
}
function nativeType(native) {
    const name = native.name.slice(3);
    const args = native.args
        .map((a) => (a.value.kind === "number" || a.value.kind === "name" ? a.value.value : ""))
        .filter(Boolean);
    const base = NATIVE_SPELLING[name] ?? name.toUpperCase();
    return args.length > 0 ? `${base}(${args.join(",")})` : base;
}
function defaultOf(value, field, sqlType, context) {
    const enumBlock = context.enums.get(field.type);
    switch (value.kind) {
        case "call":
            if (value.name === "now")
                return context.dialect === "mysql" ? "CURRENT_TIMESTAMP(3)" : "CURRENT_TIMESTAMP";
            if (value.name === "dbgenerated")
                return value.args[0]?.value.kind === "string" ? value.args[0].value.value || undefined : undefined;
            if (CLIENT_DEFAULTS.has(value.name))
                return undefined;
            context.diagnostics.push({
                file: context.path,
                line: field.line,
                severity: "warning",
                message: `Prisma schema: ${field.name}: @default(${value.name}()) is not read (no database default)`,
            });
            return undefined;
        case "string":
            return (0,aligned_sql/* quoteString */.Ov)(value.value);
        case "number":
            return value.value;
        case "name":
            if (value.value === "true" || value.value === "false")
                return context.dialect === "mssql" ? (value.value === "true" ? "1" : "0") : value.value;
            if (enumBlock) {
                const member = enumBlock.fields.find((f) => f.name === value.value);
                return (0,aligned_sql/* quoteString */.Ov)(member ? (stringArg(attr(member.attributes, "map")) ?? member.name) : value.value);
            }
            return (0,aligned_sql/* quoteString */.Ov)(value.value);
        case "array": {
            const items = value.items.map((item) => defaultOf(item, { ...field, list: false }, sqlType, context) ?? "NULL");
            return `ARRAY[${items.join(", ")}]::${sqlType}`;
        }
    }
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
