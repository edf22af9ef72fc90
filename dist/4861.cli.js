export const id = 4861;
export const ids = [4861];
export const modules = {

/***/ 64861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   django: () => (/* binding */ django)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _code_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39640);
/* harmony import */ var _code_tree_sitter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47336);
/* harmony import */ var _frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39165);
/* harmony import */ var _py_calls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5373);





const t = (postgres, mysql, mssql) => ({ postgres, mysql, mssql });
/** Django's column types by field class, `%(max_length)s`-style slots filled from the keywords. */
const FIELD_TYPES = {
    AutoField: t("integer", "integer AUTO_INCREMENT", "int IDENTITY (1, 1)"),
    BigAutoField: t("bigint", "bigint AUTO_INCREMENT", "bigint IDENTITY (1, 1)"),
    SmallAutoField: t("smallint", "smallint AUTO_INCREMENT", "smallint IDENTITY (1, 1)"),
    BinaryField: t("bytea", "longblob", "varbinary(max)"),
    BooleanField: t("boolean", "bool", "bit"),
    CharField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    DateField: t("date", "date", "date"),
    DateTimeField: t("timestamp with time zone", "datetime(6)", "datetime2"),
    DecimalField: t("numeric(%(max_digits)s, %(decimal_places)s)", "numeric(%(max_digits)s, %(decimal_places)s)", "numeric(%(max_digits)s, %(decimal_places)s)"),
    DurationField: t("interval", "bigint", "bigint"),
    FileField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    FilePathField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    FloatField: t("double precision", "double precision", "double precision"),
    IntegerField: t("integer", "integer", "int"),
    BigIntegerField: t("bigint", "bigint", "bigint"),
    IPAddressField: t("inet", "char(15)", "nvarchar(15)"),
    GenericIPAddressField: t("inet", "char(39)", "nvarchar(39)"),
    JSONField: t("jsonb", "json", "nvarchar(max)"),
    PositiveBigIntegerField: t("bigint", "bigint UNSIGNED", "bigint"),
    PositiveIntegerField: t("integer", "integer UNSIGNED", "int"),
    PositiveSmallIntegerField: t("smallint", "smallint UNSIGNED", "smallint"),
    SlugField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    SmallIntegerField: t("smallint", "smallint", "smallint"),
    TextField: t("text", "longtext", "nvarchar(max)"),
    TimeField: t("time", "time(6)", "time"),
    UUIDField: t("uuid", "char(32)", "char(32)"),
    EmailField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    URLField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
    ImageField: t("varchar(%(max_length)s)", "varchar(%(max_length)s)", "nvarchar(%(max_length)s)"),
};
/** The max_length a field class has when none is given. */
const DEFAULT_LENGTH = {
    SlugField: 50,
    EmailField: 254,
    URLField: 200,
    FileField: 100,
    ImageField: 100,
    FilePathField: 100,
};
/** The key type a relation's column takes from an auto field. */
const KEY_OF_AUTO = {
    AutoField: "IntegerField",
    BigAutoField: "BigIntegerField",
    SmallAutoField: "SmallIntegerField",
};
const RELATIONS = new Set(["ForeignKey", "OneToOneField", "ParentalKey"]);
const NOT_COLUMNS = new Set([
    "ManyToManyField",
    "ParentalManyToManyField",
    "GenericForeignKey",
    "GenericRelation",
]);
const django = {
    name: "Django models",
    claims: (path, text) => /\.py$/.test(path) && /\bdjango\.db\b/.test(text) && /\bModel\b/.test(text),
    database: djangoDatabase,
    async describe({ path, text, dialect, files }) {
        const diagnostics = [];
        const app = await appOf(path, files);
        const tables = [];
        await (0,_code_tree_sitter_js__WEBPACK_IMPORTED_MODULE_2__/* .withSyntaxTree */ .W)("python", text, (root) => {
            diagnostics.push(...(0,_code_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .syntaxErrors */ .B_)(root, path));
            const classes = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .topClasses */ .ot)(root);
            const models = new Map();
            for (const c of classes) {
                const info = modelInfo(c, models, app);
                if (info)
                    models.set(c.name, info);
            }
            const context = { dialect, path, diagnostics, models, app };
            for (const model of models.values()) {
                if (model.abstract || model.proxy)
                    continue;
                tables.push(tableOf(model, context));
            }
        });
        return { tables, enums: [], diagnostics };
    },
};
function modelInfo(cls, models, app) {
    const localBases = cls.bases.flatMap((b) => (models.has(b) ? [models.get(b)] : []));
    const isModel = localBases.length > 0 || cls.bases.some((b) => /(^|\.)Model$/.test(b));
    if (!isModel)
        return undefined;
    const meta = new Map((0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .assignments */ .TT)((0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .innerClass */ .tC)(cls.body, "Meta")).map((a) => [a.name, a.value]));
    const label = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(meta.get("app_label")) ?? app.label;
    return {
        cls,
        abstract: (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(meta.get("abstract")) === true,
        proxy: (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(meta.get("proxy")) === true,
        table: (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(meta.get("db_table")) ?? `${label}_${cls.name.toLowerCase()}`,
        bases: localBases,
    };
}
function tableOf(model, context) {
    const columns = [];
    const primaryKey = [];
    const parent = model.bases.find((b) => !b.abstract);
    const inherited = (m) => [
        ...m.bases.filter((b) => b.abstract).flatMap(inherited),
        m.cls,
    ];
    const declared = inherited(model).flatMap((cls) => (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .assignments */ .TT)(cls.body));
    for (const field of declared) {
        const call = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyCall */ .iN)(field.value);
        if (!call || !/Field$|^ForeignKey$|^ParentalKey$/.test(call.name))
            continue;
        if (NOT_COLUMNS.has(call.name))
            continue;
        if (!call.callee.includes(".") &&
            !FIELD_TYPES[call.name] &&
            !RELATIONS.has(call.name) &&
            call.name !== "ArrayField")
            continue; // a bare name not Django's: a form field, not a column
        const column = columnOf(field.name, field.line, call, context);
        if (!column)
            continue;
        const existing = columns.findIndex((c) => c.name === column.name);
        if (existing !== -1)
            columns.splice(existing, 1); // a subclass overrides an abstract base's field
        columns.push(column);
        if ((0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(call.keywords.get("primary_key")) === true)
            primaryKey.push(column.name);
    }
    if (primaryKey.length === 0) {
        if (parent) {
            const name = `${parent.cls.name.toLowerCase()}_ptr_id`;
            const keyType = keyTypeOf(parent, context);
            columns.unshift({ name, sqlType: keyType, notNull: true, line: model.cls.line });
            primaryKey.push(name);
        }
        else {
            const auto = FIELD_TYPES[context.app.autoField] ?? FIELD_TYPES.AutoField;
            const identity = context.dialect === "postgres" ? " GENERATED BY DEFAULT AS IDENTITY" : "";
            columns.unshift({
                name: "id",
                sqlType: `${auto[context.dialect]}${identity}`,
                notNull: true,
                line: model.cls.line,
            });
            primaryKey.push("id");
        }
    }
    return { name: model.table, line: model.cls.line, columns, primaryKey };
}
/** The column type a relation to `target` takes: its key field's, an auto field's integer. */
function keyTypeOf(target, context) {
    const keyField = target
        ? [...target.bases.filter((b) => b.abstract).map((b) => b.cls), target.cls]
            .flatMap((c) => (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .assignments */ .TT)(c.body))
            .map((a) => (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyCall */ .iN)(a.value))
            .find((c) => c && (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(c.keywords.get("primary_key")) === true)
        : undefined;
    const name = keyField
        ? (KEY_OF_AUTO[keyField.name] ?? keyField.name)
        : (KEY_OF_AUTO[context.app.autoField] ?? "IntegerField");
    return fill(FIELD_TYPES[name] ?? FIELD_TYPES.IntegerField, keyField, context) ?? "integer";
}
function columnOf(fieldName, line, call, context) {
    const problem = (message) => {
        context.diagnostics.push({
            file: context.path,
            line,
            severity: "error",
            message: `Django models: ${fieldName}: ${message}`,
        });
        return undefined;
    };
    let name = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(call.keywords.get("db_column")) ?? fieldName;
    let sqlType;
    if (RELATIONS.has(call.name)) {
        name = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(call.keywords.get("db_column")) ?? `${fieldName}_id`;
        const target = call.positional[0] ?? call.keywords.get("to");
        const targetName = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyString */ .by)(target) ?? target?.text ?? "";
        const local = context.models.get(targetName === "self" ? "" : (targetName.split(".").at(-1) ?? ""));
        // "self" and a model of this file have their key; another app's model the project's auto field.
        sqlType = targetName === "self" ? keyTypeOf(undefined, context) : keyTypeOf(local, context);
        if (targetName === "settings.AUTH_USER_MODEL")
            sqlType = fill(FIELD_TYPES.IntegerField, undefined, context);
    }
    else if (call.name === "ArrayField") {
        const base = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyCall */ .iN)(call.positional[0] ?? call.keywords.get("base_field"));
        const types = base ? FIELD_TYPES[base.name] : undefined;
        if (context.dialect !== "postgres")
            return problem("ArrayField is PostgreSQL's (django.contrib.postgres)");
        const element = types && base ? fill(types, base, context) : undefined;
        if (!element)
            return problem(`the array's base field ${base?.callee ?? "?"} is not read`);
        sqlType = `${element}[]`;
    }
    else {
        const types = FIELD_TYPES[call.name];
        if (!types)
            return problem(`the field class ${call.callee} is not read`);
        sqlType = fill(types, call, context);
        if (!sqlType)
            return problem(`${call.name} needs a literal max_length (or max_digits and decimal_places)`);
    }
    if (sqlType === undefined)
        return undefined;
    const dbDefault = (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(call.keywords.get("db_default"));
    return {
        name,
        sqlType,
        notNull: (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(call.keywords.get("null")) !== true,
        default: defaultSql(dbDefault, context.dialect),
        line,
    };
}
function fill(types, call, context) {
    let missing = false;
    const sql = types[context.dialect].replace(/%\((\w+)\)s/g, (_, key) => {
        const value = call?.keywords.get(key);
        const literal = value
            ? (0,_py_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .pyLiteral */ .t4)(value)
            : key === "max_length" && call
                ? DEFAULT_LENGTH[call.name]
                : undefined;
        if (typeof literal !== "number") {
            missing = true;
            return "";
        }
        return String(literal);
    });
    // Django 4.2+: a CharField without max_length is varchar of no length on PostgreSQL.
    if (missing &&
        context.dialect === "postgres" &&
        call?.name === "CharField" &&
        !call.keywords.has("max_length"))
        return "varchar";
    return missing ? undefined : sql;
}
function defaultSql(value, dialect) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === "string")
        return (0,_frameworks_aligned_sql_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteString */ .Ov)(value);
    if (typeof value === "boolean")
        return dialect === "mssql" ? (value ? "1" : "0") : String(value);
    return String(value);
}
/** The app a models file belongs to: its folder (or the package's parent), AppConfig's label and auto field. */
async function appOf(path, files) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path);
    const appDir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(dir) === "models" ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(dir) : dir;
    const apps = (await files.readText(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(appDir, "apps.py")).catch(() => undefined)) ?? "";
    const label = /^\s+label\s*=\s*["']([\w]+)["']/m.exec(apps)?.[1] ??
        (node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(appDir) === "." ? "app" : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(appDir));
    const auto = /^\s+default_auto_field\s*=\s*["'](?:[\w.]+\.)?(\w+)["']/m.exec(apps)?.[1] ?? "AutoField";
    return { label, autoField: auto };
}
const ENGINES = [
    [/postgresql|postgis|psycopg/, "postgres"],
    [/mysql/, "mysql"],
    [/mssql|sql_server/, "mssql"],
    [/sqlite3/, "SQLite"],
    [/oracle/, "Oracle"],
];
/** Django's database: the ENGINE of a settings file's DATABASES; its project the nearest manage.py's folder. */
async function djangoDatabase({ path, paths, readText }) {
    if (!/(?:^|\/)models(?:\.py|\/[^/]+\.py)$/.test(path))
        return { project: node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path) };
    const manage = paths
        .filter((p) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(p) === "manage.py" &&
        (node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(p) === "." || path.startsWith(`${node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(p)}/`)))
        .sort((a, b) => b.length - a.length)[0];
    const project = manage ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(manage) : ".";
    const settings = paths.filter((p) => /settings(?:\/[^/]+)?\.py$|settings\.py$/.test(p) && (project === "." || p.startsWith(`${project}/`)));
    for (const file of settings.slice(0, 20)) {
        const text = (await readText(file)) ?? "";
        const engine = /["']ENGINE["']\s*:\s*["']([^"']+)["']/.exec(text)?.[1];
        if (!engine)
            continue;
        const found = ENGINES.find(([pattern]) => pattern.test(engine))?.[1];
        if (found === "postgres" || found === "mysql" || found === "mssql")
            return { project, dialect: found };
        return {
            project,
            why: `Django models for ${found ?? engine}: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)`,
        };
    }
    return {
        project,
        dialect: "postgres",
        assumed: "no DATABASES ENGINE found in the settings: PostgreSQL assumed",
    };
}


/***/ }),

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
        return node.namedChildren.some((c) => c?.type === "interpolation") ? undefined : (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .unquote */ ._n)(node.text);
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
            line: (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .lineOf */ .cA)(node),
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
            line: (0,_code_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .lineOf */ .cA)(assignment),
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
