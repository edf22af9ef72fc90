export const id = 740;
export const ids = [740];
export const modules = {

/***/ 10740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ quoteString),
/* harmony export */   renderDdl: () => (/* binding */ renderDdl),
/* harmony export */   v: () => (/* binding */ quoteIdent)
/* harmony export */ });
function quoteIdent(dialect, name) {
    if (dialect === "mysql")
        return `\`${name.replace(/`/g, "``")}\``;
    if (dialect === "mssql")
        return `[${name.replace(/]/g, "]]")}]`;
    return `"${name.replace(/"/g, '""')}"`;
}
function quoteString(value) {
    return `'${value.replace(/'/g, "''")}'`;
}
function qualified(dialect, name, schema) {
    return schema ? `${quoteIdent(dialect, schema)}.${quoteIdent(dialect, name)}` : quoteIdent(dialect, name);
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
            add(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(dialect, schema)};`, undefined);
        if (dialect === "mssql" && schema !== "dbo")
            add(`CREATE SCHEMA ${quoteIdent(dialect, schema)};`, undefined);
    }
    if (dialect === "postgres") {
        for (const e of description.enums) {
            const values = e.values.map(quoteString).join(", ");
            add(`CREATE TYPE ${qualified(dialect, e.name, e.schema)} AS ENUM (${values});`, e.line);
        }
    }
    for (const table of description.tables) {
        add(`CREATE TABLE ${qualified(dialect, table.name, table.schema)} (`, table.line);
        const parts = table.columns.map((c) => ({
            text: `${quoteIdent(dialect, c.name)} ${c.sqlType}${c.notNull ? " NOT NULL" : " NULL"}${c.default !== undefined ? ` DEFAULT ${c.default}` : ""}`,
            line: c.line,
        }));
        if (table.primaryKey.length > 0)
            parts.push({
                text: `PRIMARY KEY (${table.primaryKey.map((k) => quoteIdent(dialect, k)).join(", ")})`,
                line: table.line,
            });
        parts.forEach((part, i) => {
            add(`  ${part.text}${i < parts.length - 1 ? "," : ""}`, part.line);
        });
        add(");", table.line);
    }
    return { text: `${lines.join("\n")}\n`, sourceLines };
}


/***/ })

};
