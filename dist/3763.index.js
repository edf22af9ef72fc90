export const id = 3763;
export const ids = [3763];
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

/***/ 33763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  railsSql: () => (/* binding */ railsSql)
});

// UNUSED EXPORTS: nativeType

// EXTERNAL MODULE: ./src/schema/readers/frameworks/aligned-sql.ts
var aligned_sql = __webpack_require__(39165);
;// CONCATENATED MODULE: ./src/schema/readers/frameworks/rails-types.ts

function numberOf(value) {
    return typeof value === "number" ? value : undefined;
}
/** The adapter's SQL type of a DSL type with its limit/precision/scale, undefined when it has none. */
function nativeType(type, options, dialect) {
    const limit = numberOf(options.limit);
    const precision = numberOf(options.precision);
    const scale = numberOf(options.scale);
    const sized = (name) => precision !== undefined ? `${name}(${precision}${scale !== undefined ? `, ${scale}` : ""})` : name;
    const timed = (name, defaultPrecision) => {
        // Rails 7+ writes datetimes with precision 6 unless schema.rb says `precision: nil`.
        const p = "precision" in options ? precision : defaultPrecision;
        return p !== undefined ? `${name}(${p})` : name;
    };
    const integer = (names) => limit === undefined ? names[4] : (names[limit] ?? names[limit > 4 ? 8 : 4]);
    if (dialect === "postgres") {
        switch (type) {
            case "string":
                return limit !== undefined ? `character varying(${limit})` : "character varying";
            case "text":
                return "text";
            case "integer":
                return integer({ 2: "smallint", 4: "integer", 8: "bigint" });
            case "bigint":
                return "bigint";
            case "float":
                return "double precision";
            case "decimal":
            case "numeric":
                return sized("numeric");
            case "datetime":
            case "timestamp":
                return timed("timestamp", 6);
            case "timestamptz":
                return timed("timestamp with time zone", 6);
            case "time":
                return timed("time");
            case "date":
                return "date";
            case "binary":
                return "bytea";
            case "boolean":
                return "boolean";
            case "enum":
                return (0,aligned_sql/* quoteName */.AB)(String(options.enum_type ?? ""), dialect, true);
            case "bit":
                return limit !== undefined ? `bit(${limit})` : "bit";
            case "bit_varying":
                return limit !== undefined ? `bit varying(${limit})` : "bit varying";
            case "char":
                return limit !== undefined ? `character(${limit})` : "character";
            case "primary_key":
                return "bigserial";
            case "serial":
            case "bigserial":
            case "json":
            case "jsonb":
            case "uuid":
            case "inet":
            case "cidr":
            case "macaddr":
            case "hstore":
            case "citext":
            case "ltree":
            case "xml":
            case "tsvector":
            case "money":
            case "interval":
            case "oid":
            case "point":
            case "line":
            case "lseg":
            case "box":
            case "path":
            case "polygon":
            case "circle":
            case "daterange":
            case "numrange":
            case "tsrange":
            case "tstzrange":
            case "int4range":
            case "int8range":
                return type;
            default:
                return undefined;
        }
    }
    if (dialect === "mysql") {
        const unsigned = options.unsigned === true ? " unsigned" : "";
        switch (type) {
            case "string":
                return `varchar(${limit ?? 255})`;
            case "text":
                return limit === undefined
                    ? "text"
                    : limit <= 255
                        ? "tinytext"
                        : limit <= 65535
                            ? "text"
                            : limit <= 16777215
                                ? "mediumtext"
                                : "longtext";
            case "integer":
                return `${integer({ 1: "tinyint", 2: "smallint", 3: "mediumint", 4: "int", 8: "bigint" })}${unsigned}`;
            case "bigint":
                return `bigint${unsigned}`;
            case "float":
                return "float";
            case "decimal":
            case "numeric":
                return `${sized("decimal")}${unsigned}`;
            case "datetime":
                return timed("datetime", 6);
            case "timestamp":
                return timed("timestamp", 6);
            case "time":
                return timed("time");
            case "date":
                return "date";
            case "binary":
            case "blob":
                return limit !== undefined && limit <= 255 ? `varbinary(${limit})` : "blob";
            case "boolean":
                return "tinyint(1)";
            case "json":
                return "json";
            case "primary_key":
                return "bigint";
            default:
                return undefined;
        }
    }
    switch (type) {
        case "string":
            return limit !== undefined ? `nvarchar(${limit})` : "nvarchar(4000)";
        case "text":
        case "ntext":
            return "nvarchar(max)";
        case "varchar":
            return limit !== undefined ? `varchar(${limit})` : "varchar(8000)";
        case "integer":
            return integer({ 1: "tinyint", 2: "smallint", 4: "int", 8: "bigint" });
        case "bigint":
            return "bigint";
        case "float":
            return "float";
        case "real":
            return "real";
        case "decimal":
        case "numeric":
            return sized("decimal");
        case "money":
            return "money";
        case "datetime":
            return timed("datetime2", 6);
        case "datetimeoffset":
            return timed("datetimeoffset", 7);
        case "time":
            return timed("time", 7);
        case "date":
            return "date";
        case "binary":
            return "varbinary(max)";
        case "boolean":
            return "bit";
        case "uuid":
        case "uniqueidentifier":
            return "uniqueidentifier";
        case "json":
            return "nvarchar(max)";
        case "primary_key":
            return "bigint";
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/frameworks/rails-sql.ts



/**
 * The DDL ActiveRecord's adapter for the database runs for a schema.rb (`db:schema:load`), written
 * on the lines of the statements it comes from: each `create_table` a CREATE TABLE at its line,
 * each column at its `t.<type>` line. Types follow each adapter's NATIVE_DATABASE_TYPES
 * (PostgreSQL, Mysql2/Trilogy, activerecord-sqlserver-adapter); a type the adapter would pass
 * through (`t.column "x", "ltree"`) is written as is and the database judges it.
 */
function railsSql(statements, dialect) {
    const out = new aligned_sql/* AlignedSql */.Z0();
    const problems = [];
    const columnsOf = new Map();
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
                    out.put(statement.line, `CREATE TYPE ${(0,aligned_sql/* quoteName */.AB)(statement.name, dialect, true)} AS ENUM (${statement.values.map(aligned_sql/* quoteString */.Ov).join(", ")});`);
                break;
            case "extension":
                // `pg_catalog.plpgsql` is always there; others are created as the adapter does.
                if (dialect === "postgres" && !/plpgsql$/.test(statement.name))
                    out.put(statement.line, `CREATE EXTENSION IF NOT EXISTS ${(0,aligned_sql/* quoteName */.AB)(statement.name.replace(/^.*\./, ""), dialect)};`);
                break;
            case "schema":
                out.put(statement.line, `CREATE SCHEMA ${(0,aligned_sql/* quoteName */.AB)(statement.name, dialect)};`);
                break;
            case "foreignKey": {
                const sql = foreignKey(statement, dialect, columnsOf.get(statement.from));
                if (sql)
                    out.put(statement.line, sql);
                break;
            }
            case "view":
                out.put(statement.line, `CREATE ${statement.materialized ? "MATERIALIZED " : ""}VIEW ${(0,aligned_sql/* quoteName */.AB)(statement.name, dialect, true)} AS`);
                out.put(statement.sqlLine, `${statement.sql.trim().replace(/;\s*$/, "")};`);
                break;
        }
    }
    return { sql: out.text(), problems };
}
function createTable(out, table, dialect, problems) {
    const elements = [];
    const id = table.options.id;
    const primaryKey = table.options.primary_key;
    const keyNames = primaryKey && typeof primaryKey === "object" && "list" in primaryKey
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
            sql: `PRIMARY KEY (${keyNames.map((k) => (0,aligned_sql/* quoteName */.AB)(k, dialect)).join(", ")})`,
        });
    out.put(table.line, `CREATE TABLE ${(0,aligned_sql/* quoteName */.AB)(table.name, dialect, true)} (`);
    elements.forEach((element, index) => {
        out.put(element.line, `${element.sql}${index < elements.length - 1 ? "," : ""}`);
    });
    out.put(table.endLine, ");");
}
/** The implicit primary key of create_table (`id:` its type, `primary_key:` its name). */
function idColumn(name, options, dialect) {
    const type = symbolOf(options.id) ?? (typeof options.id === "string" ? options.id : "primary_key");
    const quoted = (0,aligned_sql/* quoteName */.AB)(name, dialect);
    const hasDefault = "default" in options;
    const defaultSql = hasDefault ? defaultClause(options.default, dialect) : "";
    if (type === "primary_key" ||
        type === "bigint" ||
        type === "bigserial" ||
        type === "integer" ||
        type === "serial") {
        const small = type === "integer" || type === "serial";
        if (hasDefault && type !== "primary_key" && type !== "bigserial" && type !== "serial")
            return `${quoted} ${small ? "integer" : "bigint"} NOT NULL PRIMARY KEY${defaultSql}`;
        if (dialect === "postgres")
            return `${quoted} ${small ? "serial" : "bigserial"} PRIMARY KEY`;
        if (dialect === "mysql")
            return `${quoted} ${small ? "int" : "bigint"} NOT NULL AUTO_INCREMENT PRIMARY KEY`;
        return `${quoted} ${small ? "int" : "bigint"} NOT NULL IDENTITY(1,1) PRIMARY KEY`;
    }
    const sqlType = nativeType(type, options, dialect) ?? type;
    return `${quoted} ${sqlType} NOT NULL PRIMARY KEY${defaultSql}`;
}
function columnSql(column, dialect, keyNames, problems) {
    const { options } = column;
    if (column.type === "references" || column.type === "belongs_to") {
        const idType = symbolOf(options.type) ?? (typeof options.type === "string" ? options.type : "bigint");
        const { type: _type, polymorphic, foreign_key: _fk, index: _index, ...rest } = options;
        const columns = [
            columnSql({ ...column, name: `${column.name}_id`, type: idType, options: rest }, dialect, keyNames, problems),
        ];
        if (polymorphic === true || (polymorphic && typeof polymorphic === "object"))
            columns.push(columnSql({ ...column, name: `${column.name}_type`, type: "string", options: rest }, dialect, keyNames, problems));
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
        const stored = options.stored === true
            ? dialect === "mssql"
                ? " PERSISTED"
                : " STORED"
            : dialect === "postgres"
                ? " STORED"
                : "";
        return dialect === "mssql"
            ? [`${(0,aligned_sql/* quoteName */.AB)(column.name, dialect)} AS (${as})${stored}`]
            : [`${(0,aligned_sql/* quoteName */.AB)(column.name, dialect)} ${sqlType} GENERATED ALWAYS AS (${as})${stored}`];
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
    const notNull = options.null === false || (keyNames.includes(column.name) && keyNames.length > 1) ? " NOT NULL" : "";
    const defaultSql = "default" in options ? defaultClause(options.default, dialect) : "";
    return [`${(0,aligned_sql/* quoteName */.AB)(column.name, dialect)} ${sqlType}${array}${notNull}${defaultSql}`];
}
/** ` DEFAULT ...` for a literal or `-> { "sql" }`; nothing for a default the DSL computes in Ruby. */
function defaultClause(value, dialect) {
    if (value === undefined || value === null)
        return "";
    if (typeof value === "string")
        return ` DEFAULT ${(0,aligned_sql/* quoteString */.Ov)(value)}`;
    if (typeof value === "number")
        return ` DEFAULT ${value}`;
    if (typeof value === "boolean")
        return dialect === "postgres" ? ` DEFAULT ${value}` : ` DEFAULT ${value ? 1 : 0}`;
    if ("sql" in value)
        return ` DEFAULT ${dialect === "mssql" ? `(${value.sql})` : value.sql}`;
    // An array column's `default: []` and a json column's `default: {}`: Postgres literals of them.
    if ("list" in value && value.list.every((v) => typeof v === "string" || typeof v === "number"))
        return ` DEFAULT ${(0,aligned_sql/* quoteString */.Ov)(`{${value.list.map((v) => (typeof v === "string" ? `"${v.replace(/["\\]/g, "\\$&")}"` : v)).join(",")}}`)}`;
    if ("hash" in value)
        return ` DEFAULT ${(0,aligned_sql/* quoteString */.Ov)(JSON.stringify(plain(value)))}`;
    return "";
}
/** A literal hash or list as JSON (Rails writes a json column's default so). */
function plain(value) {
    if (value === null || typeof value !== "object")
        return value;
    if ("list" in value)
        return value.list.map(plain);
    if ("hash" in value)
        return Object.fromEntries(Object.entries(value.hash).map(([k, v]) => [k, plain(v)]));
    if ("symbol" in value)
        return value.symbol;
    return null;
}
function symbolOf(value) {
    return value && typeof value === "object" && "symbol" in value ? value.symbol : undefined;
}
/**
 * The constraint of `add_foreign_key from, to`; its column, when schema.rb names none, is Rails'
 * default (`to` singular + `_id`). A column the table does not have (a singular Rails inflects in
 * a way this does not) is left out: a foreign key shapes no column, and a guess is no read problem.
 */
function foreignKey(statement, dialect, columns) {
    const { options } = statement;
    const column = typeof options.column === "string"
        ? options.column
        : (symbolOf(options.column) ?? `${singular(statement.to.replace(/^.*\./, ""))}_id`);
    if (!columns?.has(column))
        return undefined;
    const key = typeof options.primary_key === "string" ? options.primary_key : (symbolOf(options.primary_key) ?? "id");
    const name = typeof options.name === "string" ? `CONSTRAINT ${(0,aligned_sql/* quoteName */.AB)(options.name, dialect)} ` : "";
    return `ALTER TABLE ${(0,aligned_sql/* quoteName */.AB)(statement.from, dialect, true)} ADD ${name}FOREIGN KEY (${(0,aligned_sql/* quoteName */.AB)(column, dialect)}) REFERENCES ${(0,aligned_sql/* quoteName */.AB)(statement.to, dialect, true)} (${(0,aligned_sql/* quoteName */.AB)(key, dialect)});`;
}
/** English plurals as ActiveSupport's default inflections undo the common ones. */
function singular(word) {
    return word
        .replace(/ies$/, "y")
        .replace(/(ss|x|ch|sh|z|us)es$/, "$1")
        .replace(/([^s])s$/, "$1");
}


/***/ })

};
