export const id = 4149;
export const ids = [4149];
export const modules = {

/***/ 5373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TT: () => (/* binding */ assignments),
/* harmony export */   by: () => (/* binding */ pyString),
/* harmony export */   iN: () => (/* binding */ pyCall),
/* harmony export */   ot: () => (/* binding */ topClasses),
/* harmony export */   t4: () => (/* binding */ pyLiteral),
/* harmony export */   tC: () => (/* binding */ innerClass)
/* harmony export */ });
/* harmony import */ var _code_reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39640);

function pyCall(node) {
    if (node?.type !== "call")
        return undefined;
    const callee = node.childForFieldName("function")?.text ?? "";
    const positional = [];
    const keywords = new Map();
    for (const argument of node.childForFieldName("arguments")?.namedChildren ?? []) {
        if (!argument || argument.type === "comment")
            continue;
        if (argument.type !== "keyword_argument")
            positional.push(argument);
        const key = argument.childForFieldName("name")?.text;
        const value = argument.childForFieldName("value");
        if (key && value)
            keywords.set(key, value);
    }
    return { callee, name: callee.slice(callee.lastIndexOf(".") + 1), positional, keywords, node };
}
/** A Python literal: str, int/float (as written), True/False/None; else undefined. */
function pyLiteral(node) {
    if (!node)
        return undefined;
    if (node.type === "string")
        return node.namedChildren.some((c) => c?.type === "interpolation") ? undefined : (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.unquote)(node.text);
    if (node.type === "integer" || node.type === "float")
        return Number(node.text.replace(/_/g, ""));
    if (node.type === "unary_operator" && node.text.startsWith("-")) {
        const inner = pyLiteral(node.namedChildren[0]);
        return typeof inner === "number" ? -inner : undefined;
    }
    if (node.type === "true")
        return true;
    if (node.type === "false")
        return false;
    if (node.type === "none")
        return null;
    return undefined;
}
function pyString(node) {
    const value = pyLiteral(node);
    return typeof value === "string" ? value : undefined;
}
/** The classes at the top of a module (and inside `if TYPE_CHECKING:`-free blocks: only the top). */
function topClasses(root) {
    const out = [];
    for (const child of root.namedChildren) {
        const node = child?.type === "decorated_definition" ? child.childForFieldName("definition") : child;
        if (node?.type !== "class_definition")
            continue;
        const bases = [];
        const keywords = new Map();
        for (const argument of node.childForFieldName("superclasses")?.namedChildren ?? []) {
            if (!argument)
                continue;
            if (argument.type === "keyword_argument") {
                const key = argument.childForFieldName("name")?.text;
                const value = argument.childForFieldName("value");
                if (key && value)
                    keywords.set(key, value);
            }
            else
                bases.push(argument.text);
        }
        out.push({
            name: node.childForFieldName("name")?.text ?? "",
            bases,
            keywords,
            body: node.childForFieldName("body"),
            line: (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(node),
        });
    }
    return out;
}
/** `name = value` and `name: T = value` statements directly in a class body. */
function assignments(body) {
    const out = [];
    for (const statement of body?.namedChildren ?? []) {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            continue;
        const left = assignment.childForFieldName("left");
        if (left?.type !== "identifier")
            continue;
        out.push({
            name: left.text,
            annotation: assignment.childForFieldName("type"),
            value: assignment.childForFieldName("right"),
            line: (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__.lineOf)(assignment),
        });
    }
    return out;
}
/** The nested `class Meta:` (Django) of a class body. */
function innerClass(body, name) {
    for (const statement of body?.namedChildren ?? [])
        if (statement?.type === "class_definition" && statement.childForFieldName("name")?.text === name)
            return statement.childForFieldName("body");
    return null;
}


/***/ }),

/***/ 44149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sqlalchemy: () => (/* binding */ sqlalchemy)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _code_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39640);
/* harmony import */ var _code_tree_sitter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47336);
/* harmony import */ var _py_calls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5373);




const t = (postgres, mysql, mssql) => ({ postgres, mysql, mssql });
const TYPES = {
    Integer: t("INTEGER", "INTEGER", "INTEGER"),
    BigInteger: t("BIGINT", "BIGINT", "BIGINT"),
    SmallInteger: t("SMALLINT", "SMALLINT", "SMALLINT"),
    String: t("VARCHAR", "VARCHAR", "VARCHAR"),
    Unicode: t("VARCHAR", "VARCHAR", "NVARCHAR"),
    Text: t("TEXT", "TEXT", "VARCHAR(max)"),
    Boolean: t("BOOLEAN", "BOOL", "BIT"),
    DateTime: t("TIMESTAMP WITHOUT TIME ZONE", "DATETIME", "DATETIME"),
    Date: t("DATE", "DATE", "DATE"),
    Time: t("TIME WITHOUT TIME ZONE", "TIME", "TIME"),
    Float: t("FLOAT", "FLOAT", "FLOAT"),
    Numeric: t("NUMERIC", "NUMERIC", "NUMERIC"),
    LargeBinary: t("BYTEA", "BLOB", "VARBINARY(max)"),
    JSON: t("JSON", "JSON", "NVARCHAR(max)"),
    Uuid: t("UUID", "CHAR(32)", "UNIQUEIDENTIFIER"),
    Interval: t("INTERVAL", "DATETIME", "DATETIME"),
};
/** The column type of an annotation's Python type (SQLAlchemy's default type map; SQLModel's alike). */
const PYTHON = {
    int: "Integer",
    str: "String",
    bool: "Boolean",
    float: "Float",
    datetime: "DateTime",
    date: "Date",
    time: "Time",
    Decimal: "Numeric",
    bytes: "LargeBinary",
    UUID: "Uuid",
    timedelta: "Interval",
};
const sqlalchemy = {
    name: "SQLAlchemy models",
    claims: (path, text) => /\.py$/.test(path) &&
        (/\bsqlalchemy\b/.test(text) || /\bsqlmodel\b/.test(text)) &&
        /__tablename__|table\s*=\s*True/.test(text),
    database: sqlalchemyDatabase,
    async describe({ path, text, dialect }) {
        const diagnostics = [];
        const tables = [];
        await (0,_code_tree_sitter_js__WEBPACK_IMPORTED_MODULE_2__/* .withSyntaxTree */ .W)("python", text, (root) => {
            diagnostics.push(...(0,_code_reader_js__WEBPACK_IMPORTED_MODULE_1__.syntaxErrors)(root, path));
            for (const cls of (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .topClasses */ .ot)(root)) {
                const body = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .assignments */ .TT)(cls.body);
                const sqlmodel = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(cls.keywords.get("table")) === true;
                const tablename = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(body.find((a) => a.name === "__tablename__")?.value);
                if (!tablename && !sqlmodel)
                    continue;
                const columns = [];
                const primaryKey = [];
                for (const field of body) {
                    if (field.name.startsWith("__"))
                        continue;
                    const column = columnOf(field, sqlmodel, dialect, (message) => diagnostics.push({
                        file: path,
                        line: field.line,
                        severity: "error",
                        message: `SQLAlchemy: ${field.name}: ${message}`,
                    }));
                    if (!column)
                        continue;
                    columns.push(column.column);
                    if (column.primaryKey)
                        primaryKey.push(column.column.name);
                }
                tables.push({ name: tablename ?? cls.name.toLowerCase(), line: cls.line, columns, primaryKey });
            }
        });
        return { tables, enums: [], diagnostics };
    },
};
function columnOf(field, sqlmodel, dialect, problem) {
    const call = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyCall */ .iN)(field.value);
    const kind = call?.name;
    const isColumn = kind === "mapped_column" || kind === "Column" || (sqlmodel && kind === "Field");
    const annotation = field.annotation?.text ?? "";
    const mapped = /^(?:\w+\.)?Mapped\[(.*)\]$/s.exec(annotation)?.[1];
    // SQLAlchemy 2.0: `x: Mapped[int]` alone is a column; `relationship(...)` is none.
    if (!isColumn &&
        !(mapped !== undefined && field.value === null) &&
        !(sqlmodel && field.annotation && !call))
        return undefined;
    if (/^(?:relationship|Relationship)$/.test(kind ?? "") || /^ClassVar\b/.test(field.annotation?.text ?? ""))
        return undefined;
    const inner = mapped ?? annotation;
    const optional = /^Optional\[|\|\s*None\b|\bNone\s*\|/.test(inner);
    const pythonType = inner
        .replace(/^Optional\[(.*)\]$/, "$1")
        .replace(/\s*\|\s*None|None\s*\|\s*/g, "")
        .replace(/^.*\./, "")
        .trim();
    const positional = kind === "Field" ? [] : (call?.positional ?? []);
    const name = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(positional[0]) ?? (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(call?.keywords.get("name")) ?? field.name;
    const typeNode = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(positional[0]) !== undefined ? positional[1] : positional[0];
    const typeCall = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyCall */ .iN)(typeNode);
    const typeName = typeCall?.name ?? typeNode?.text.replace(/^.*\./, "") ?? PYTHON[pythonType];
    const types = typeName ? TYPES[typeName] : undefined;
    if (!types) {
        problem(`the column type ${typeNode?.text ?? (pythonType || "?")} is not read`);
        return undefined;
    }
    let sqlType = types[dialect];
    const [first, second] = typeCall?.positional ?? [];
    const length = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(first) ?? (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(typeCall?.keywords.get("length"));
    if ((typeName === "String" || typeName === "Unicode") && typeof length === "number")
        sqlType = `${sqlType}(${length})`;
    if (typeName === "Numeric" && typeof (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(first) === "number")
        sqlType = `${sqlType}(${(0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(first)}${typeof (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(second) === "number" ? `, ${(0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(second)}` : ""})`;
    if (typeName === "DateTime" &&
        (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(typeCall?.keywords.get("timezone")) === true &&
        dialect === "postgres")
        sqlType = "TIMESTAMP WITH TIME ZONE";
    if (sqlmodel && typeof (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(call?.keywords.get("max_length")) === "number" && typeName === "String")
        sqlType = `${sqlType}(${(0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(call?.keywords.get("max_length"))})`;
    const primaryKey = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(call?.keywords.get("primary_key")) === true;
    const nullable = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(call?.keywords.get("nullable"));
    const notNull = typeof nullable === "boolean"
        ? !nullable
        : primaryKey || (kind === "Column" && mapped === undefined ? false : !optional);
    const autoincrement = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(call?.keywords.get("autoincrement"));
    if (primaryKey &&
        autoincrement !== false &&
        dialect === "postgres" &&
        (typeName === "Integer" || typeName === "BigInteger"))
        sqlType = typeName === "Integer" ? "SERIAL" : "BIGSERIAL";
    const server = call?.keywords.get("server_default");
    const serverDefault = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(server);
    return {
        column: {
            name,
            sqlType,
            notNull,
            default: serverDefault === undefined ? undefined : `'${serverDefault.replace(/'/g, "''")}'`,
            line: field.line,
        },
        primaryKey,
    };
}
/** The engine URL's dialect (`create_engine("postgresql+psycopg://...")`, alembic.ini's sqlalchemy.url). */
async function sqlalchemyDatabase({ path, text, paths, readText, }) {
    const project = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path);
    const urlOf = (t) => /(?:create_(?:async_)?engine\(\s*|sqlalchemy\.url\s*=\s*)["']?(\w+)(?:\+\w+)?:\/\//.exec(t)?.[1];
    let scheme = urlOf(text);
    for (const other of paths) {
        if (scheme)
            break;
        if (!/\.py$|alembic\.ini$/.test(other) || other === path)
            continue;
        if (!/(?:^|\/)(?:alembic\.ini|[^/]*(?:db|database|engine|session|config|settings)[^/]*\.py)$/.test(other))
            continue;
        scheme = urlOf((await readText(other)) ?? "");
    }
    if (!scheme)
        return { project, dialect: "postgres", assumed: "no engine URL found: PostgreSQL assumed" };
    if (/^postgres/.test(scheme))
        return { project, dialect: "postgres" };
    if (/^(?:mysql|mariadb)/.test(scheme))
        return { project, dialect: "mysql" };
    if (/^mssql/.test(scheme))
        return { project, dialect: "mssql" };
    return {
        project,
        why: `SQLAlchemy models for ${scheme}: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)`,
    };
}


/***/ })

};
