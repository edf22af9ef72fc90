export const id = 6080;
export const ids = [6080];
export const modules = {

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


/***/ }),

/***/ 96080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  forDatabase: () => (/* binding */ forDatabase),
  formattedSql: () => (/* binding */ formattedSql),
  liquibaseFiles: () => (/* binding */ liquibaseFiles)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/reader-helpers.ts
var reader_helpers = __webpack_require__(61356);
// EXTERNAL MODULE: ./src/schema/readers/frameworks/aligned-sql.ts
var aligned_sql = __webpack_require__(39165);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/fxp.js
var fxp = __webpack_require__(75824);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js + 26 modules
var XMLParser = __webpack_require__(69658);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/schema/readers/frameworks/liquibase-parse.ts



/** Nesting deeper than a changelog has (changelog, changeSet, change, column, constraints) is not read. */
const MAX_DEPTH = 32;
function parseChangelog(path, text) {
    return /\.xml$/i.test(path) ? parseXml(text) : parseYamlOrJson(text);
}
function parseXml(text) {
    // Entities declared in a DOCTYPE expand (a few bytes into gigabytes): a changelog never needs them.
    if (/<!ENTITY/i.test(text)) {
        const line = new reader_helpers/* LineIndex */.rr(text).lineAt(text.search(/<!ENTITY/i));
        return { entries: [], problem: { line, message: "a DOCTYPE declaring entities: not read" } };
    }
    const valid = fxp/* XMLValidator */.iI.validate(text);
    if (valid !== true)
        return {
            entries: [],
            problem: { line: valid.err.line, message: `not well-formed XML: ${valid.err.msg}` },
        };
    const parser = new XMLParser/* default */.A({
        preserveOrder: true,
        ignoreAttributes: false,
        attributeNamePrefix: "",
        removeNSPrefix: true,
        captureMetaData: true,
        parseAttributeValue: false,
        parseTagValue: false,
        processEntities: true,
        htmlEntities: false,
    });
    const lines = new reader_helpers/* LineIndex */.rr(text);
    const meta = XMLParser/* default */.A.getMetaDataSymbol();
    const convert = (raw, depth) => {
        const name = Object.keys(raw).find((k) => k !== ":@" && !k.startsWith("#") && !k.startsWith("?"));
        if (!name)
            return undefined;
        const start = raw[meta]?.startIndex ?? 0;
        const attrs = {};
        for (const [k, v] of Object.entries(raw[":@"] ?? {}))
            attrs[k] = String(v);
        const element = { name, attrs, children: [], line: lines.lineAt(start) };
        const content = raw[name];
        if (depth >= MAX_DEPTH)
            throw new DepthExceeded(element.line);
        for (const child of content) {
            const converted = convert(child, depth + 1);
            if (converted)
                element.children.push(converted);
        }
        if (content.some((c) => "#text" in c)) {
            // The text as written between the tags (CDATA unwrapped), so that its lines stay its own.
            const open = text.indexOf(">", start) + 1;
            const close = text.lastIndexOf(`</`, raw[meta]?.endIndex ?? text.length);
            const inner = text.slice(open, Math.max(close, open));
            const lead = inner.length - inner.trimStart().length;
            element.text = xmlText(inner.trim());
            element.textLine = lines.lineAt(open + lead);
        }
        return element;
    };
    let roots;
    try {
        roots = parser.parse(text);
    }
    catch (error) {
        return { entries: [], problem: { line: 1, message: `not well-formed XML: ${String(error)}` } };
    }
    try {
        const log = roots.map((r) => convert(r, 0)).find((e) => e?.name === "databaseChangeLog");
        if (!log)
            return {
                entries: [],
                problem: { line: 1, message: "no databaseChangeLog element: not a Liquibase changelog" },
            };
        return { entries: log.children };
    }
    catch (error) {
        if (error instanceof DepthExceeded)
            return {
                entries: [],
                problem: { line: error.line, message: `nested deeper than ${MAX_DEPTH} elements: not read` },
            };
        throw error;
    }
}
class DepthExceeded extends Error {
    line;
    constructor(line) {
        super("too deep");
        this.line = line;
    }
}
/** XML text with CDATA sections unwrapped and the five predefined entities decoded. */
function xmlText(raw) {
    return raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>|&(lt|gt|amp|quot|apos);/g, (_, cdata, entity) => {
        if (cdata !== undefined)
            return cdata;
        return { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" }[entity] ?? "";
    });
}
function parseYamlOrJson(text) {
    const counter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: false });
    const lineOf = (node) => (node?.range ? counter.linePos(node.range[0]).line : 1);
    const error = doc.errors[0];
    if (error)
        return {
            entries: [],
            problem: {
                line: error.linePos?.[0].line ?? 1,
                message: `not valid YAML/JSON: ${error.message.split("\n")[0]}`,
            },
        };
    const root = doc.contents;
    const log = (0,dist/* isMap */.jh)(root)
        ? root.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === "databaseChangeLog")
        : undefined;
    if (!log || !(0,dist/* isSeq */.oP)(log.value))
        return {
            entries: [],
            problem: { line: 1, message: "no databaseChangeLog list: not a Liquibase changelog" },
        };
    /** A `{name: {...}}` item: the element named by its one key. */
    const element = (name, keyNode, value, depth) => {
        const line = lineOf(keyNode);
        if (depth >= MAX_DEPTH)
            throw new DepthExceeded(line);
        const out = { name, attrs: {}, children: [], line };
        if (!(0,dist/* isMap */.jh)(value)) {
            if ((0,dist/* isScalar */.jn)(value))
                setText(out, String(value.value ?? ""), value);
            return out;
        }
        for (const pair of value.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : undefined;
            if (key === undefined)
                continue;
            const v = pair.value;
            if ((0,dist/* isScalar */.jn)(v)) {
                out.attrs[key] = String(v.value ?? "");
                if (key === "sql" || key === "selectQuery")
                    setText(out, String(v.value ?? ""), v);
            }
            else if ((0,dist/* isSeq */.oP)(v)) {
                for (const item of v.items) {
                    if ((0,dist/* isMap */.jh)(item)) {
                        for (const inner of item.items) {
                            if ((0,dist/* isScalar */.jn)(inner.key))
                                out.children.push(element(String(inner.key.value), inner.key, inner.value, depth + 1));
                        }
                    }
                    else if ((0,dist/* isScalar */.jn)(item)) {
                        out.children.push({
                            name: key,
                            attrs: { value: String(item.value ?? "") },
                            children: [],
                            line: lineOf(item),
                        });
                    }
                }
            }
            else if ((0,dist/* isMap */.jh)(v)) {
                out.children.push(element(key, pair.key, v, depth + 1));
            }
        }
        return out;
    };
    const setText = (out, value, node) => {
        out.text = value;
        // A block scalar (`sql: |`) starts on the line after its indicator.
        const start = node.range?.[0] ?? 0;
        out.textLine = lineOf(node) + (/^[|>]/.test(text.slice(start, start + 1)) ? 1 : 0);
    };
    try {
        const entries = [];
        for (const item of log.value.items) {
            if (!(0,dist/* isMap */.jh)(item))
                continue;
            for (const pair of item.items)
                if ((0,dist/* isScalar */.jn)(pair.key))
                    entries.push(element(String(pair.key.value), pair.key, pair.value, 1));
        }
        return { entries };
    }
    catch (error) {
        if (error instanceof DepthExceeded)
            return {
                entries: [],
                problem: { line: error.line, message: `nested deeper than ${MAX_DEPTH} levels: not read` },
            };
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/frameworks/liquibase-sql.ts

const LEFT_OUT = new Set([
    "addForeignKeyConstraint",
    "dropForeignKeyConstraint",
    "dropAllForeignKeyConstraints",
    "addUniqueConstraint",
    "dropUniqueConstraint",
    "addCheckConstraint",
    "dropCheckConstraint",
    "createIndex",
    "dropIndex",
    "createSequence",
    "dropSequence",
    "alterSequence",
    "renameSequence",
    "addAutoIncrement",
    "loadData",
    "loadUpdateData",
    "insert",
    "update",
    "delete",
    "tagDatabase",
    "empty",
    "output",
    "comment",
    "setTableRemarks",
    "setColumnRemarks",
    "createProcedure",
    "dropProcedure",
    "createFunction",
    "dropFunction",
    "createTrigger",
    "dropTrigger",
    "enableTrigger",
    "disableTrigger",
    "createSynonym",
    "dropSynonym",
    "executeCommand",
    "stop",
]);
/** Elements of a changeSet that are not changes. */
const NOT_CHANGES = new Set(["comment", "preConditions", "rollback", "validCheckSum", "modifySql"]);
function changeSql(change, context) {
    const { dialect, out } = context;
    const a = change.attrs;
    const table = () => tableName(a, dialect);
    const col = (name) => (0,aligned_sql/* quoteName */.AB)(name ?? "", dialect);
    switch (change.name) {
        case "createTable": {
            const columns = change.children.filter((c) => c.name === "column");
            const keys = columns.filter((c) => constraint(c, "primaryKey")).map((c) => c.attrs.name ?? "");
            out.put(change.line, `CREATE TABLE ${table()} (`);
            columns.forEach((column, index) => {
                const last = index === columns.length - 1;
                const key = keys.length > 1 ? `, PRIMARY KEY (${keys.map(col).join(", ")})` : "";
                out.put(column.line, `${columnSql(column, dialect, keys.length === 1)}${last ? `${key});` : ","}`);
            });
            if (columns.length === 0)
                out.put(change.line, ");");
            return;
        }
        case "addColumn": {
            const columns = change.children.filter((c) => c.name === "column");
            out.put(change.line, `ALTER TABLE ${table()}`);
            const add = dialect === "mssql" ? "ADD" : "ADD COLUMN";
            columns.forEach((column, index) => {
                const lead = dialect === "mssql" && index > 0 ? "" : `${add} `;
                out.put(column.line, `${lead}${columnSql(column, dialect, constraint(column, "primaryKey"))}${index === columns.length - 1 ? ";" : ","}`);
            });
            return;
        }
        case "dropColumn": {
            const names = a.columnName
                ? [{ name: a.columnName, line: change.line }]
                : change.children
                    .filter((c) => c.name === "column")
                    .map((c) => ({ name: c.attrs.name, line: c.line }));
            out.put(change.line, `ALTER TABLE ${table()}`);
            names.forEach((n, index) => {
                out.put(n.line, `DROP COLUMN ${col(n.name)}${index === names.length - 1 ? ";" : ","}`);
            });
            return;
        }
        case "renameColumn":
            out.put(change.line, `ALTER TABLE ${table()} RENAME COLUMN ${col(a.oldColumnName)} TO ${col(a.newColumnName)};`);
            return;
        case "renameTable":
            out.put(change.line, `ALTER TABLE ${tableName({ ...a, tableName: a.oldTableName ?? "" }, dialect)} RENAME TO ${col(a.newTableName)};`);
            return;
        case "modifyDataType": {
            const type = dataType(a.newDataType ?? "", dialect);
            const sql = dialect === "postgres"
                ? `ALTER COLUMN ${col(a.columnName)} TYPE ${type} USING (${col(a.columnName)}::${type})`
                : dialect === "mysql"
                    ? `MODIFY ${col(a.columnName)} ${type}`
                    : `ALTER COLUMN ${col(a.columnName)} ${type}`;
            out.put(change.line, `ALTER TABLE ${table()} ${sql};`);
            return;
        }
        case "addNotNullConstraint":
        case "dropNotNullConstraint": {
            const nullable = change.name === "dropNotNullConstraint";
            if (dialect === "postgres") {
                out.put(change.line, `ALTER TABLE ${table()} ALTER COLUMN ${col(a.columnName)} ${nullable ? "DROP" : "SET"} NOT NULL;`);
                return;
            }
            if (!a.columnDataType) {
                context.problem(change.line, `${change.name} without columnDataType: ${dialect} needs the column's type, not read`);
                return;
            }
            const verb = dialect === "mysql" ? "MODIFY" : "ALTER COLUMN";
            out.put(change.line, `ALTER TABLE ${table()} ${verb} ${col(a.columnName)} ${dataType(a.columnDataType, dialect)} ${nullable ? "NULL" : "NOT NULL"};`);
            return;
        }
        case "addPrimaryKey": {
            const columns = (a.columnNames ?? "").split(",").map((c) => col(c.trim()));
            const name = a.constraintName ? `CONSTRAINT ${col(a.constraintName)} ` : "";
            out.put(change.line, `ALTER TABLE ${table()} ADD ${name}PRIMARY KEY (${columns.join(", ")});`);
            return;
        }
        case "addDefaultValue":
        case "dropDefaultValue": {
            const value = change.name === "addDefaultValue" ? defaultOf(a, dialect) : undefined;
            if (dialect === "mssql")
                return; // a named DEFAULT constraint: shapes no column type or nullability
            out.put(change.line, `ALTER TABLE ${table()} ALTER COLUMN ${col(a.columnName)} ${value ? `SET DEFAULT ${value}` : "DROP DEFAULT"};`);
            return;
        }
        case "dropTable":
            out.put(change.line, `DROP TABLE ${table()}${a.cascadeConstraints === "true" && dialect === "postgres" ? " CASCADE" : ""};`);
            return;
        case "createView": {
            const query = change.text ?? a.selectQuery ?? "";
            const replace = a.replaceIfExists === "true" && dialect !== "mssql" ? "OR REPLACE " : "";
            if (a.fullDefinition === "true")
                out.put(change.textLine ?? change.line, `${query.trim().replace(/;\s*$/, "")};`);
            else {
                out.put(change.line, `CREATE ${replace}VIEW ${tableName({ ...a, tableName: a.viewName ?? "" }, dialect)} AS`);
                out.put(change.textLine ?? change.line, `${query.trim().replace(/;\s*$/, "")};`);
            }
            return;
        }
        case "dropView":
            out.put(change.line, `DROP VIEW ${tableName({ ...a, tableName: a.viewName ?? "" }, dialect)};`);
            return;
        case "sql":
            out.put(change.textLine ?? change.line, `${(change.text ?? "").trim().replace(/;?\s*$/, ";")}`);
            return;
        default:
            if (!LEFT_OUT.has(change.name))
                context.problem(change.line, `Liquibase change ${change.name}: not a change this reader knows, so the tables after it may differ; not read`);
    }
}
function tableName(a, dialect) {
    const name = (0,aligned_sql/* quoteName */.AB)(a.tableName ?? "", dialect);
    return a.schemaName ? `${(0,aligned_sql/* quoteName */.AB)(a.schemaName, dialect)}.${name}` : name;
}
function constraint(column, key) {
    return column.children.some((c) => c.name === "constraints" && c.attrs[key] === "true");
}
/** A `<column>` of createTable or addColumn: type, default, NOT NULL, an inline primary key. */
function columnSql(column, dialect, inlineKey) {
    const a = column.attrs;
    const constraints = column.children.find((c) => c.name === "constraints")?.attrs ?? {};
    const key = constraints.primaryKey === "true";
    let sql = `${(0,aligned_sql/* quoteName */.AB)(a.name ?? "", dialect)} ${dataType(a.type ?? "", dialect)}`;
    if (a.autoIncrement === "true")
        sql +=
            dialect === "postgres"
                ? " GENERATED BY DEFAULT AS IDENTITY"
                : dialect === "mysql"
                    ? " AUTO_INCREMENT"
                    : " IDENTITY(1,1)";
    const value = defaultOf(a, dialect);
    if (value !== undefined)
        sql += ` DEFAULT ${value}`;
    if (constraints.nullable === "false" || key)
        sql += " NOT NULL";
    if (key && inlineKey)
        sql += " PRIMARY KEY";
    return sql;
}
function defaultOf(a, dialect) {
    if (a.defaultValue !== undefined)
        return (0,aligned_sql/* quoteString */.Ov)(a.defaultValue);
    if (a.defaultValueNumeric !== undefined)
        return a.defaultValueNumeric;
    if (a.defaultValueBoolean !== undefined) {
        const yes = a.defaultValueBoolean === "true";
        return dialect === "postgres" ? String(yes) : yes ? "1" : "0";
    }
    if (a.defaultValueComputed !== undefined)
        return dialect === "mssql" ? `(${a.defaultValueComputed})` : a.defaultValueComputed;
    if (a.defaultValueDate !== undefined)
        return (0,aligned_sql/* quoteString */.Ov)(a.defaultValueDate);
    return undefined;
}
/**
 * A Liquibase type as the database gets it: Liquibase's own names (`datetime`, `clob`, `blob`,
 * `boolean`, `uuid`, `currency`, `java.sql.Types.*`) translated per database as its type classes
 * do; a type it passes through (`jsonb`, `varchar(50)`) as written.
 */
function dataType(written, dialect) {
    const type = written.trim().replace(/^java\.sql\.Types\./i, "");
    const match = /^([a-z_][\w ]*?)\s*(\([^)]*\))?(\s.*)?$/i.exec(type);
    if (!match)
        return type;
    const name = (match[1] ?? "").toLowerCase();
    const args = match[2] ?? "";
    const rest = match[3] ?? "";
    const table = {
        postgres: {
            int: "integer",
            integer: "integer",
            long: "bigint",
            tinyint: "smallint",
            mediumint: "integer",
            datetime: "timestamp",
            clob: "text",
            nclob: "text",
            longtext: "text",
            mediumtext: "text",
            longvarchar: "text",
            longnvarchar: "text",
            blob: "bytea",
            longblob: "bytea",
            binary: "bytea",
            varbinary: "bytea",
            longvarbinary: "bytea",
            image: "bytea",
            double: "double precision",
            float: "double precision",
            number: "numeric",
            currency: "numeric(19, 4)",
            nvarchar: "varchar",
            nchar: "char",
            uniqueidentifier: "uuid",
            tinyblob: "bytea",
            bool: "boolean",
        },
        mysql: {
            boolean: "bit(1)",
            bool: "bit(1)",
            clob: "longtext",
            nclob: "longtext",
            longvarchar: "longtext",
            blob: "longblob",
            uuid: "char(36)",
            uniqueidentifier: "char(36)",
            currency: "decimal(19, 4)",
            number: "decimal",
            long: "bigint",
            nvarchar: "varchar",
            nchar: "char",
            "double precision": "double",
        },
        mssql: {
            boolean: "bit",
            bool: "bit",
            clob: "varchar(max)",
            nclob: "nvarchar(max)",
            text: "varchar(max)",
            longtext: "varchar(max)",
            blob: "varbinary(max)",
            longblob: "varbinary(max)",
            uuid: "uniqueidentifier",
            currency: "money",
            number: "numeric",
            long: "bigint",
            double: "float(53)",
            "double precision": "float(53)",
            timestamp: "datetime2",
            mediumint: "int",
        },
    };
    const mapped = table[dialect][name];
    if (!mapped)
        return type;
    // A mapped name with its own arguments (`currency`) keeps them; others take the written ones.
    if (mapped.includes("("))
        return `${mapped}${rest}`;
    if (mapped === "text" || mapped === "bytea" || mapped === "double precision" || mapped === "uuid")
        return `${mapped}${rest}`;
    return `${mapped}${args}${rest}`;
}

;// CONCATENATED MODULE: ./src/schema/readers/frameworks/liquibase.ts





/**
 * A Liquibase changelog run as `liquibase update` runs it, written as SQL files in the order their
 * changes run: `include` and `includeAll` (alphabetical, at any depth) followed where they stand, each
 * changeSet's changes as SQL at their lines (liquibase-sql.ts), `sql` and `sqlFile` changes as
 * written, formatted SQL changelogs (`--liquibase formatted sql`) as SQL. Changesets and changes for
 * another database (`dbms`) are skipped, as Liquibase skips them; contexts, labels and
 * preconditions are not evaluated: every changeset is read, as if each precondition passed
 * (documented in docs/configure.md). `${property}` values come from the changelogs' `property`
 * elements for the database; one not defined there is a problem.
 *
 * Bounded: at most MAX_FILES changelogs and SQL files, includes at most MAX_DEPTH deep; a file
 * including itself (directly or not) is a problem at the include, a file included twice runs once.
 */
const MAX_FILES = 1_000;
const liquibase_MAX_DEPTH = 32;
const DBMS = { postgres: "postgresql", mysql: "mysql", mssql: "mssql" };
async function liquibaseFiles(roots, request, dialect) {
    const run = {
        request,
        dialect,
        files: [],
        diagnostics: [],
        properties: new Map(),
        done: new Set(),
        stack: [],
        count: 0,
    };
    for (const root of roots)
        await runFile(run, root, undefined);
    return { files: run.files, diagnostics: run.diagnostics };
}
async function runFile(run, file, from) {
    const problemAt = (message) => run.diagnostics.push(from ? (0,reader_helpers/* errorDiagnostic */.Ee)(from.file, message, from.line) : (0,reader_helpers/* errorDiagnostic */.Ee)(file, message));
    if (run.stack.includes(file))
        return void problemAt(`${file} includes itself (${[...run.stack.slice(run.stack.indexOf(file)), file].join(" -> ")}): not read again`);
    if (run.done.has(file))
        return; // Liquibase runs a changeset once, however often its file is included
    if (run.stack.length >= liquibase_MAX_DEPTH)
        return void problemAt(`includes nested deeper than ${liquibase_MAX_DEPTH}: ${file} not read`);
    if (++run.count > MAX_FILES)
        return void problemAt(`more than ${MAX_FILES} changelog files: ${file} and the rest not read`);
    const text = await run.request.files.readText(file);
    if (text === undefined)
        return void problemAt(`included changelog ${file} not found`);
    run.done.add(file);
    if (/\.sql$/i.test(file)) {
        run.files.push({ file, text: formattedSql(text, run.dialect) });
        return;
    }
    const parsed = parseChangelog(file, text);
    if (parsed.problem)
        run.diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, parsed.problem.message, parsed.problem.line));
    run.stack.push(file);
    let out = new aligned_sql/* AlignedSql */.Z0();
    const flush = () => {
        if (!out.empty)
            run.files.push({ file, text: out.text() });
        out = new aligned_sql/* AlignedSql */.Z0();
    };
    for (const entry of parsed.entries) {
        const attrs = substituted(run, file, entry);
        switch (entry.name) {
            case "property":
                if (attrs.name &&
                    attrs.value !== undefined &&
                    forDatabase(attrs.dbms, run.dialect) &&
                    !run.properties.has(attrs.name))
                    run.properties.set(attrs.name, attrs.value);
                break;
            case "include":
                flush();
                if (attrs.file)
                    await runFile(run, await includedPath(run, file, attrs.file, attrs.relativeToChangelogFile), {
                        file,
                        line: entry.line,
                    });
                break;
            case "includeAll":
                flush();
                if (attrs.path)
                    await includeAll(run, file, entry, attrs);
                break;
            case "changeSet":
                if (attrs.ignore === "true" || !forDatabase(attrs.dbms, run.dialect))
                    break;
                for (const change of entry.children) {
                    if (NOT_CHANGES.has(change.name))
                        continue;
                    const resolved = {
                        ...change,
                        attrs: substituted(run, file, change),
                        children: change.children.map((c) => resolveDeep(run, file, c)),
                    };
                    if (!forDatabase(resolved.attrs.dbms, run.dialect))
                        continue;
                    if (change.name === "sqlFile") {
                        flush();
                        await sqlFile(run, file, resolved);
                        continue;
                    }
                    changeSql(resolved, {
                        dialect: run.dialect,
                        out,
                        problem: (line, message) => run.diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, message, line)),
                    });
                }
                break;
            case "preConditions":
                break; // not evaluated: the changelog is read as if they passed
            default:
                run.diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, `${entry.name} in databaseChangeLog: not read`, entry.line));
        }
    }
    flush();
    run.stack.pop();
}
function resolveDeep(run, file, element) {
    return {
        ...element,
        attrs: substituted(run, file, element),
        children: element.children.map((c) => resolveDeep(run, file, c)),
    };
}
/** An element's attributes (and text) with `${name}` replaced by the changelog's properties. */
function substituted(run, file, element) {
    const out = {};
    for (const [key, value] of Object.entries(element.attrs)) {
        out[key] = value.replace(/\$\{([^}]+)\}/g, (whole, name) => {
            const found = run.properties.get(name);
            if (found !== undefined)
                return found;
            run.diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, `property \${${name}} is not defined for ${DBMS[run.dialect]} in the changelog: not read`, element.line));
            return whole;
        });
    }
    if (element.text !== undefined)
        element.text = element.text.replace(/\$\{([^}]+)\}/g, (whole, name) => run.properties.get(name) ?? whole);
    return out;
}
/** Whether a `dbms` attribute (`postgresql,h2`, `!mssql`, `all`, `none`) lets the change run on the database. */
function forDatabase(dbms, dialect) {
    if (dbms === undefined || dbms.trim() === "")
        return true;
    const names = dbms.split(",").map((d) => d.trim().toLowerCase());
    const ours = DBMS[dialect];
    if (names.includes("none"))
        return false;
    if (names.includes("all") || names.includes(ours))
        return true;
    if (names.includes(`!${ours}`))
        return false;
    return names.every((n) => n.startsWith("!"));
}
/**
 * Where an included file is: beside the including changelog (`relativeToChangelogFile`), else on
 * the classpath, which a repository holds under a folder above the changelog
 * (`src/main/resources/`): the nearest folder above it under which the file exists.
 */
async function includedPath(run, from, target, relative) {
    const clean = target.replace(/^classpath\*?:/, "").replace(/^\/+/, "");
    if (relative === "true")
        return external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(from), clean));
    const candidates = classpathCandidates(from, clean);
    for (const candidate of candidates)
        if ((await run.request.files.readText(candidate).catch(() => undefined)) !== undefined)
            return candidate;
    return candidates[0] ?? clean;
}
function classpathCandidates(from, target) {
    const out = [];
    for (let dir = external_node_path_.posix.dirname(from);; dir = external_node_path_.posix.dirname(dir)) {
        out.push(external_node_path_.posix.normalize(dir === "." ? target : external_node_path_.posix.join(dir, target)));
        if (dir === "." || dir === "/" || dir === "")
            break;
    }
    return out;
}
async function includeAll(run, file, entry, attrs) {
    const path = attrs.path ?? "";
    const clean = path
        .replace(/^classpath\*?:/, "")
        .replace(/^\/+/, "")
        .replace(/\/+$/, "");
    const folders = attrs.relativeToChangelogFile === "true"
        ? [external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(file), clean))]
        : classpathCandidates(file, clean);
    const list = run.request.files.listAll ?? run.request.files.list;
    for (const folder of folders) {
        const found = (await list.call(run.request.files, folder).catch(() => []))
            .filter((f) => /\.(xml|ya?ml|json|sql)$/i.test(f) && f !== file)
            .sort();
        if (found.length === 0)
            continue;
        for (const member of found)
            await runFile(run, member, { file, line: entry.line });
        return;
    }
    if (attrs.errorIfMissingOrEmpty !== "false")
        run.diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, `includeAll ${path}: no changelog found there`, entry.line));
}
async function sqlFile(run, file, change) {
    const target = change.attrs.path ?? "";
    const path = await includedPath(run, file, target, change.attrs.relativeToChangelogFile);
    const text = await run.request.files.readText(path);
    if (text === undefined) {
        run.diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, `sqlFile ${target} not found`, change.line));
        return;
    }
    run.files.push({ file: path, text });
}
/**
 * A formatted SQL changelog as the SQL it runs: each `--changeset` for another database blanked (its
 * lines kept, so that the others keep theirs); rollback and precondition comments stay comments.
 * A plain SQL file (no `--liquibase formatted sql` header) runs whole.
 */
function formattedSql(text, dialect) {
    if (!/^\s*--\s*liquibase\s+formatted\s+sql/i.test(text))
        return text;
    const lines = text.split("\n");
    let skipping = false;
    return lines
        .map((line) => {
        const changeset = /^\s*--\s*changeset\s+(.*)$/i.exec(line);
        if (changeset) {
            const dbms = /\bdbms:(\S+)/i.exec(changeset[1] ?? "")?.[1];
            skipping = !forDatabase(dbms, dialect) || /\bignore:true\b/i.test(changeset[1] ?? "");
        }
        return skipping && !changeset ? "" : line;
    })
        .join("\n");
}


/***/ })

};
