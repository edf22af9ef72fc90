export const id = 740;
export const ids = [740];
export const modules = {

/***/ 10740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderDdl: () => (/* binding */ renderDdl)
/* harmony export */ });
/* harmony import */ var _frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39165);

function qualified(dialect, name, schema) {
    return schema ? `${(0,_frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteName */ .AB)(schema, dialect)}.${(0,_frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteName */ .AB)(name, dialect)}` : (0,_frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteName */ .AB)(name, dialect);
}
/** The description as DDL, one column per line, enums before the tables that use them. */
function renderDdl(dialect, description) {
    const lines = [];
    const sourceLines = [];
    const add = (text, line) => {
        lines.push(text);
        sourceLines.push(line);
    };
    const schemas = new Set([...description.tables, ...description.enums].flatMap((t) => (t.schema ? [t.schema] : [])));
    for (const schema of schemas) {
        if (dialect === "postgres")
            add(`CREATE SCHEMA IF NOT EXISTS ${(0,_frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteName */ .AB)(schema, dialect)};`, undefined);
        if (dialect === "mssql" && schema !== "dbo")
            add(`CREATE SCHEMA ${(0,_frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteName */ .AB)(schema, dialect)};`, undefined);
    }
    if (dialect === "postgres") {
        for (const e of description.enums) {
            const values = e.values.map(_frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteString */ .Ov).join(", ");
            add(`CREATE TYPE ${qualified(dialect, e.name, e.schema)} AS ENUM (${values});`, e.line);
        }
    }
    for (const table of description.tables) {
        add(`CREATE TABLE ${qualified(dialect, table.name, table.schema)} (`, table.line);
        const parts = table.columns.map((c) => ({
            text: `${(0,_frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteName */ .AB)(c.name, dialect)} ${c.sqlType}${c.notNull ? " NOT NULL" : " NULL"}${c.default !== undefined ? ` DEFAULT ${c.default}` : ""}`,
            line: c.line,
        }));
        if (table.primaryKey.length > 0)
            parts.push({
                text: `PRIMARY KEY (${table.primaryKey.map((k) => (0,_frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteName */ .AB)(k, dialect)).join(", ")})`,
                line: table.line,
            });
        parts.forEach((part, i) => {
            add(`  ${part.text}${i < parts.length - 1 ? "," : ""}`, part.line);
        });
        add(");", table.line);
    }
    return { text: `${lines.join("\n")}\n`, sourceLines };
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
