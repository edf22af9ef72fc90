export const id = 8402;
export const ids = [8402];
export const modules = {

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

/***/ 48402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  typeorm: () => (/* binding */ typeorm)
});

// EXTERNAL MODULE: ./src/schema/readers/frameworks/aligned-sql.ts
var aligned_sql = __webpack_require__(39165);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/readers/described/ts-resolve.ts
var ts_resolve = __webpack_require__(7250);
// EXTERNAL MODULE: ./src/schema/readers/code/reader.ts + 2 modules
var reader = __webpack_require__(39640);
// EXTERNAL MODULE: ./src/schema/readers/code/tree-sitter.ts
var tree_sitter = __webpack_require__(47336);
// EXTERNAL MODULE: ./src/schema/readers/described/ts-calls.ts
var ts_calls = __webpack_require__(81919);
;// CONCATENATED MODULE: ./src/schema/readers/described/typeorm-parse.ts



async function parseModule(path, text) {
    const module = { path, classes: [], enums: new Map(), imports: new Map(), diagnostics: [] };
    await (0,tree_sitter/* withSyntaxTree */.W)("typescript", text, (root) => {
        module.diagnostics.push(...(0,reader.syntaxErrors)(root, path));
        for (const top of root.namedChildren) {
            if (!top)
                continue;
            const declaration = top.type === "export_statement" ? top.childForFieldName("declaration") : top;
            if (top.type === "import_statement")
                readImport(top, module);
            if (!declaration)
                continue;
            if (declaration.type === "class_declaration" || declaration.type === "abstract_class_declaration")
                module.classes.push(readClass(declaration, top === declaration ? [] : decoratorsOf(top)));
            else if (declaration.type === "enum_declaration")
                readEnum(declaration, module);
        }
    });
    return module;
}
function readImport(node, module) {
    const source = node.childForFieldName("source");
    if (!source)
        return;
    const from = (0,reader.unquote)(source.text);
    for (const specifier of node.descendantsOfType("import_specifier")) {
        const name = specifier?.childForFieldName("name")?.text;
        const alias = specifier?.childForFieldName("alias")?.text;
        if (name)
            module.imports.set(alias ?? name, { from, name });
    }
}
function decoratorsOf(node) {
    return node.namedChildren.flatMap((child) => {
        if (child?.type !== "decorator")
            return [];
        const expression = child.namedChildren[0];
        if (expression?.type === "call_expression") {
            const name = (0,ts_calls/* calledName */.nk)(expression);
            return name ? [{ name, args: (0,ts_calls/* argsOf */.PL)(expression).map(tsValue), line: (0,reader.lineOf)(child) }] : [];
        }
        const name = expression?.type === "identifier" ? expression.text : undefined;
        return name ? [{ name, args: [], line: (0,reader.lineOf)(child) }] : [];
    });
}
function readClass(node, outer) {
    const heritage = node.namedChildren.find((c) => c?.type === "class_heritage");
    const extendsClause = heritage?.namedChildren.find((c) => c?.type === "extends_clause");
    const base = extendsClause?.childForFieldName("value");
    const fields = [];
    for (const member of node.childForFieldName("body")?.namedChildren ?? []) {
        if (member?.type !== "public_field_definition")
            continue;
        const name = member.childForFieldName("name");
        if (!name)
            continue;
        const decorators = decoratorsOf(member);
        fields.push({
            name: name.type === "string" ? (0,reader.unquote)(name.text) : name.text,
            line: (0,reader.lineOf)(name),
            annotation: member.childForFieldName("type")?.text.replace(/^:\s*/, "").trim(),
            decorators,
        });
    }
    return {
        name: node.childForFieldName("name")?.text ?? "",
        line: (0,reader.lineOf)(node),
        extends: base?.type === "identifier" ? base.text : base?.text,
        decorators: [...outer, ...decoratorsOf(node)],
        fields,
    };
}
function readEnum(node, module) {
    const name = node.childForFieldName("name")?.text;
    const body = node.childForFieldName("body");
    if (!name || !body)
        return;
    const values = new Map();
    let next = 0;
    for (const member of body.namedChildren) {
        if (member?.type === "enum_assignment") {
            const key = (0,reader.unquote)(member.childForFieldName("name")?.text ?? "");
            const value = tsValue(member.childForFieldName("value"));
            if (value.kind === "literal" && (typeof value.value === "string" || typeof value.value === "number")) {
                values.set(key, value.value);
                if (typeof value.value === "number")
                    next = value.value + 1;
            }
            else
                return; // a computed member: the enum is not read (the column that uses it says so)
        }
        else if (member?.type === "property_identifier")
            values.set(member.text, next++);
    }
    module.enums.set(name, values);
}
function tsValue(node) {
    const line = (0,reader.lineOf)(node);
    switch (node.type) {
        case "string":
            return { kind: "literal", value: (0,reader.unquote)(node.text), line };
        case "template_string":
            return node.namedChildren.some((c) => c?.type === "template_substitution")
                ? { kind: "other", text: node.text, line }
                : { kind: "literal", value: (0,reader.unquote)(node.text), line };
        case "number":
            return { kind: "literal", value: Number(node.text), line };
        case "true":
        case "false":
            return { kind: "literal", value: node.type === "true", line };
        case "null":
            return { kind: "literal", value: null, line };
        case "unary_expression": {
            const operand = node.namedChildren[0];
            return node.text.startsWith("-") && operand?.type === "number"
                ? { kind: "literal", value: -Number(operand.text), line }
                : { kind: "other", text: node.text, line };
        }
        case "identifier":
            return { kind: "name", name: node.text, line };
        case "member_expression":
            return { kind: "name", name: node.text, line };
        case "arrow_function": {
            const body = node.childForFieldName("body");
            return body ? { kind: "arrow", body: tsValue(body), line } : { kind: "other", text: node.text, line };
        }
        case "parenthesized_expression":
        case "as_expression":
        case "satisfies_expression":
            return node.namedChildren[0]
                ? tsValue(node.namedChildren[0])
                : { kind: "other", text: node.text, line };
        case "array":
            return {
                kind: "array",
                items: node.namedChildren.flatMap((c) => (c && c.type !== "comment" ? [tsValue(c)] : [])),
                line,
            };
        case "object": {
            const entries = new Map();
            for (const pair of node.namedChildren) {
                if (pair?.type === "pair") {
                    const key = pair.childForFieldName("key");
                    const value = pair.childForFieldName("value");
                    if (key && value)
                        entries.set(key.type === "string" ? (0,reader.unquote)(key.text) : key.text, tsValue(value));
                }
                else if (pair?.type === "shorthand_property_identifier")
                    entries.set(pair.text, { kind: "name", name: pair.text, line: (0,reader.lineOf)(pair) });
                else if (pair && pair.type !== "comment")
                    entries.set(`...${pair.text}`, { kind: "other", text: pair.text, line: (0,reader.lineOf)(pair) });
            }
            return { kind: "object", entries, line };
        }
        default:
            return { kind: "other", text: node.text, line };
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/described/typeorm-project.ts



/**
 * What a TypeORM project configures outside its entities: the DataSource's `type` (the database)
 * and its `namingStrategy`, found in the files a project keeps them in (`data-source.ts`,
 * `ormconfig.*`, `typeorm.config.ts`, a NestJS `app.module.ts` or `database.config.ts`), else the
 * driver package.json depends on; and the classes an entity imports (its base class, a relation's
 * target, an enum), by relative import, within the repository.
 */
/** Files a DataSource or TypeOrmModule configuration is kept in. */
const CONFIG_FILE = /(?:^|\/)(?:ormconfig\.(?:json|ya?ml|[cm]?[jt]s)|[^/]*data-?source[^/]*\.[cm]?[jt]s|[^/]*typeorm[^/]*\.[cm]?[jt]s|[^/]*orm\.config\.[cm]?[jt]s|app\.module\.[cm]?[jt]s|database(?:\.config|\.module|\.providers)?\.[cm]?[jt]s|db(?:\.config)?\.[cm]?[jt]s)$/i;
/** Folders beside the entity's ancestors where configurations are kept. */
const CONFIG_FOLDERS = ["", "config", "database", "db", "src", "src/config", "src/database", "src/db"];
const TYPES = {
    postgres: "postgres",
    "aurora-postgres": "postgres",
    mysql: "mysql",
    mariadb: "mysql",
    "aurora-mysql": "mysql",
    mssql: "mssql",
};
const DRIVERS = [
    [/"pg"\s*:/, "postgres"],
    [/"(?:mysql2?|mariadb)"\s*:/, "mysql"],
    [/"(?:mssql|tedious)"\s*:/, "mssql"],
    [/"(?:sqlite3|better-sqlite3|sql\.js)"\s*:/, "sqlite"],
];
function dialectOfType(type) {
    return TYPES[type];
}
/** The configuration files to look at for an entity: its ancestors' and their config folders'. */
async function configFiles(path, list) {
    const configs = [];
    let packageJson;
    let dir = external_node_path_.posix.dirname(path);
    for (let depth = 0; depth < 8; depth++) {
        for (const sub of CONFIG_FOLDERS) {
            const folder = sub === "" ? dir : dir === "." ? sub : `${dir}/${sub}`;
            const listed = await list(folder).catch(() => []);
            for (const file of listed)
                if (CONFIG_FILE.test(file) && !configs.includes(file))
                    configs.push(file);
            if (sub === "" && !packageJson)
                packageJson = listed.find((f) => external_node_path_.posix.basename(f) === "package.json");
        }
        if (dir === ".")
            break;
        dir = external_node_path_.posix.dirname(dir);
    }
    return { configs, packageJson };
}
async function projectSettings(path, list, readText) {
    const settings = { naming: "default" };
    const { configs, packageJson } = await configFiles(path, list);
    for (const file of configs) {
        const text = (await readText(file).catch(() => undefined)) ?? "";
        if (!/typeorm|TypeOrm|DataSource|ormconfig/.test(`${file}\n${text}`))
            continue;
        const type = /["']?\btype["']?\s*:\s*["'`]?([a-z][a-z0-9-]*)["'`]?/.exec(text)?.[1];
        if (type &&
            !settings.type &&
            (TYPES[type] || /sqlite|mongodb|oracle|cockroach|sqljs|sap|spanner/.test(type)))
            settings.type = { name: type, file };
        const strategy = /namingStrategy["']?\s*:\s*(?:new\s+)?([A-Za-z_$][\w$]*)/.exec(text)?.[1];
        if (strategy === "SnakeNamingStrategy")
            settings.naming = "snake";
        else if (strategy && strategy !== "DefaultNamingStrategy" && !settings.unknownNaming)
            settings.unknownNaming = { name: strategy, file };
    }
    if (packageJson) {
        const text = (await readText(packageJson).catch(() => undefined)) ?? "";
        settings.driver = DRIVERS.find(([pattern]) => pattern.test(text))?.[1];
    }
    return settings;
}
/** The folder a project is: the nearest package.json's above the entity, else its own. */
function projectOf(path, paths) {
    let best;
    for (const p of paths) {
        if (external_node_path_.posix.basename(p) !== "package.json")
            continue;
        const dir = external_node_path_.posix.dirname(p);
        if ((dir === "." || path.startsWith(`${dir}/`)) && (best === undefined || dir.length > best.length))
            best = dir;
    }
    return best ?? external_node_path_.posix.dirname(path);
}
/** Modules read once per description (a relation's target and a base class are often the same). */
class ModuleCache {
    files;
    modules = new Map();
    constructor(files) {
        this.files = files;
    }
    add(module) {
        this.modules.set(module.path, Promise.resolve(module));
    }
    read(path) {
        let module = this.modules.get(path);
        if (!module) {
            module = this.files
                .readText(path)
                .catch(() => undefined)
                .then((text) => (text === undefined ? undefined : parseModule(path, text)));
            this.modules.set(path, module);
        }
        return module;
    }
    /**
     * The module an import names: relative (`./user.entity`, `../user`, `./user.js`, `./user/index`), or
     * from the repository's root as a NestJS tsconfig's `baseUrl: "./"` lets one write (`src/user/user.entity`).
     */
    async imported(from, specifier) {
        const path = await (0,ts_resolve/* resolveTsModule */.q)(from.path, specifier, this.files, { rootRelative: true });
        return path === undefined ? undefined : this.read(path);
    }
    /** The class a name means in a module: declared there, or imported from a relative module. */
    async classNamed(module, name) {
        const own = module.classes.find((c) => c.name === name);
        if (own)
            return { cls: own, module };
        const imported = module.imports.get(name);
        if (!imported)
            return undefined;
        const other = await this.imported(module, imported.from);
        const cls = other?.classes.find((c) => c.name === imported.name);
        return other && cls ? { cls, module: other } : undefined;
    }
    /** An enum's values: declared in the module or imported from a relative one. */
    async enumNamed(module, name) {
        const own = module.enums.get(name);
        if (own)
            return own;
        const imported = module.imports.get(name);
        if (!imported)
            return undefined;
        return (await this.imported(module, imported.from))?.enums.get(imported.name);
    }
}
function columnName(property, given, naming) {
    if (given)
        return given;
    return naming === "snake" ? snakeCase(property) : property;
}
function joinName(relation, referenced, naming) {
    return naming === "snake" ? snakeCase(`${relation}_${referenced}`) : camelCase(`${relation}_${referenced}`);
}
/** TypeORM's StringUtils.snakeCase. */
function snakeCase(text) {
    return text
        .replace(/([A-Z])([A-Z])([a-z])/g, "$1_$2$3")
        .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
        .toLowerCase();
}
/** TypeORM's StringUtils.camelCase. */
function camelCase(text) {
    return text.replace(/^([A-Z])|[\s-_](\w)/g, (_m, p1, p2) => p2 ? p2.toUpperCase() : (p1 ?? "").toLowerCase());
}

;// CONCATENATED MODULE: ./src/schema/readers/described/typeorm-types.ts

const DESIGN = {
    postgres: {
        String: "character varying",
        Number: "integer",
        Boolean: "boolean",
        Date: "timestamp without time zone",
    },
    mysql: { String: "varchar", Number: "int", Boolean: "tinyint", Date: "datetime" },
    mssql: { String: "nvarchar", Number: "int", Boolean: "bit", Date: "datetime" },
};
/** Each driver's normalizeType: aliases TypeORM accepts, as the name it writes. */
const ALIASES = {
    postgres: {
        int: "integer",
        int4: "integer",
        varchar: "character varying",
        timestamp: "timestamp without time zone",
        timestamptz: "timestamp with time zone",
        time: "time without time zone",
        timetz: "time with time zone",
        bool: "boolean",
        "simple-array": "text",
        "simple-json": "text",
        "simple-enum": "enum",
        int2: "smallint",
        int8: "bigint",
        decimal: "numeric",
        float8: "double precision",
        float: "double precision",
        float4: "real",
        char: "character",
        varbit: "bit varying",
    },
    mysql: {
        "double precision": "double",
        real: "double",
        dec: "decimal",
        numeric: "decimal",
        fixed: "decimal",
        bool: "tinyint",
        boolean: "tinyint",
        nvarchar: "varchar",
        "national varchar": "varchar",
        nchar: "char",
        "national char": "char",
        uuid: "varchar",
        "simple-array": "text",
        "simple-json": "text",
        "simple-enum": "enum",
        integer: "int",
    },
    mssql: {
        integer: "int",
        dec: "decimal",
        "double precision": "float",
        uuid: "uniqueidentifier",
        "simple-array": "ntext",
        "simple-json": "ntext",
        "simple-enum": "simple-enum",
    },
};
/** Lengths and precisions the drivers give a type that is written without them. */
const DEFAULT_LENGTH = {
    postgres: {},
    mysql: { varchar: 255, char: 1, binary: 1, varbinary: 255 },
    mssql: { nvarchar: 255, varchar: 255, char: 1, nchar: 1, binary: 1, varbinary: 1 },
};
const UUID_LENGTH = 36;
const SERIAL = { integer: "SERIAL", smallint: "SMALLSERIAL", bigint: "BIGSERIAL" };
/** The column's type for the dialect, or a message saying why TypeORM would not create it. */
function columnType(dialect, shape) {
    const designType = DESIGN[dialect][shape.type];
    const written = shape.type.toLowerCase();
    let type = designType ?? ALIASES[dialect][written] ?? written;
    let length = shape.length;
    if (dialect === "mysql" && written === "uuid")
        length ??= UUID_LENGTH;
    if (shape.generation === "uuid")
        return uuidColumn(dialect) ?? { problem: "a uuid primary key is not read for this database" };
    if (type === "enum" || type === "simple-enum") {
        const values = shape.enumValues;
        if (!values || values.length === 0)
            return { problem: "an enum column without `enum` values is not read" };
        if (dialect === "postgres" && shape.enumType)
            return { sqlType: `${shape.enumType}${shape.array ? "[]" : ""}`, keyType: shape.enumType };
        if (dialect === "mysql") {
            const sql = `enum(${values.map((v) => (0,aligned_sql/* quoteString */.Ov)(String(v))).join(",")})`;
            return { sqlType: sql, keyType: sql };
        }
        if (type === "simple-enum")
            return { sqlType: "nvarchar(255)", keyType: "nvarchar(255)" };
        return { problem: "SQL Server has no enum type (TypeORM writes `simple-enum` as nvarchar)" };
    }
    if (shape.array && dialect !== "postgres")
        return { problem: "`array: true` is PostgreSQL's only" };
    length ??= DEFAULT_LENGTH[dialect][type];
    let full = type;
    if (length !== undefined)
        full += `(${length})`;
    else if (shape.precision !== undefined && shape.scale !== undefined)
        full += `(${shape.precision},${shape.scale})`;
    else if (shape.precision !== undefined)
        full += `(${shape.precision})`;
    if (dialect === "postgres") {
        const zoned = /^(timestamp|time) (with|without) time zone$/.exec(type);
        if (zoned) {
            const precision = shape.precision === undefined ? "" : `(${shape.precision})`;
            full = `${zoned[1]}${precision} ${zoned[2]} time zone`;
        }
        if (shape.array)
            full += "[]";
    }
    const keyType = full;
    type = full;
    let defaultSql;
    if (shape.generation === "increment") {
        if (dialect === "postgres") {
            const serial = SERIAL[full];
            if (!serial)
                return { problem: `an increment key of type ${full} is not read` };
            type = serial;
        }
        else
            type = dialect === "mysql" ? `${full} AUTO_INCREMENT` : `${full} IDENTITY(1,1)`;
    }
    else if (shape.generation === "identity") {
        if (dialect !== "postgres")
            return { problem: "identity keys are PostgreSQL's (TypeORM)" };
        type = `${full} GENERATED ${shape.identity === "ALWAYS" ? "ALWAYS" : "BY DEFAULT"} AS IDENTITY`;
    }
    if (shape.role === "create" || shape.role === "update")
        defaultSql = nowDefault(dialect, shape.precision);
    return { sqlType: type, keyType, default: defaultSql };
}
function uuidColumn(dialect) {
    if (dialect === "postgres")
        return { sqlType: "uuid", keyType: "uuid", default: "uuid_generate_v4()" };
    if (dialect === "mysql")
        return { sqlType: "varchar(36)", keyType: "varchar(36)" };
    return { sqlType: "uniqueidentifier", keyType: "uniqueidentifier", default: "NEWSEQUENTIALID()" };
}
function nowDefault(dialect, precision) {
    if (dialect === "postgres")
        return "now()";
    if (dialect === "mssql")
        return "getdate()";
    return `CURRENT_TIMESTAMP(${precision ?? 6})`;
}
/** The type a create/update/delete date column has when no `type` is given. */
function dateColumnType(dialect) {
    return dialect === "postgres" ? "timestamp" : dialect === "mysql" ? "datetime" : "datetime2";
}
/** A default as the driver writes it (normalizeDefault): numbers, booleans, strings, JSON. */
function literalDefault(dialect, value) {
    if (typeof value === "number")
        return String(value);
    if (typeof value === "boolean")
        return dialect === "postgres" ? String(value) : value ? "1" : "0";
    if (typeof value === "string")
        return (0,aligned_sql/* quoteString */.Ov)(value);
    return (0,aligned_sql/* quoteString */.Ov)(JSON.stringify(value));
}
/** The design:type TypeScript emits for a property's annotation (null and undefined left out of a union). */
function designType(annotation) {
    const parts = (annotation ?? "")
        .split("|")
        .map((p) => p.trim())
        .filter((p) => p !== "null" && p !== "undefined");
    const map = {
        string: "String",
        String: "String",
        number: "Number",
        Number: "Number",
        boolean: "Boolean",
        Boolean: "Boolean",
        Date: "Date",
    };
    const types = new Set(parts.map((p) => map[p]));
    return types.size === 1 ? [...types][0] : undefined;
}
function dialectInt(dialect) {
    return dialect === "postgres" ? "integer" : "int";
}

;// CONCATENATED MODULE: ./src/schema/readers/described/typeorm-columns.ts



/**
 * One TypeORM property as its column (typeorm.ts reads the entities): a column decorator's
 * arguments and options as the type its driver writes, a relation's join column of its target's key
 * type, each name by the naming strategy. What is not read is a problem at the decorator's line.
 */
/** Column options that shape no column's name, type, nullability or default. */
const HARMLESS = new Set([
    "unique",
    "comment",
    "select",
    "insert",
    "update",
    "readonly",
    "transformer",
    "charset",
    "collation",
    "onUpdate",
    "zerofill",
    "unsigned",
    "width",
    "primaryKeyConstraintName",
    "foreignKeyConstraintName",
    "spatialFeatureType",
    "srid",
    "hstoreType",
    "utc",
    "asExpression",
    "generatedType",
    "lazy",
    "eager",
    "cascade",
    "onDelete",
    "orphanedRowAction",
    "persistence",
    "deferrable",
    "createForeignKeyConstraints",
]);
/** The options a column decorator's options object is read for (HARMLESS ones shape nothing). */
const COLUMN_OPTIONS = [
    "name",
    "type",
    "length",
    "nullable",
    "default",
    "precision",
    "scale",
    "array",
    "primary",
    "enum",
    "enumName",
    "generatedIdentity",
    "generationStrategy",
];
const ROLES = {
    CreateDateColumn: "create",
    UpdateDateColumn: "update",
    DeleteDateColumn: "delete",
    VersionColumn: "version",
};
async function plainColumn(field, decorator, module, table, context, line) {
    const site = { field, decorator, where: `${field.name}: @${decorator.name}`, line };
    const args = decoratorArgs(site, context);
    if (!args)
        return undefined;
    const options = args.options ? readOptions(args.options, COLUMN_OPTIONS, site.where, context) : {};
    if (options.failed)
        return undefined;
    const shape = shapeOf(site, args.shape, options, context);
    if (!shape)
        return undefined;
    const given = typeof options.name === "string" ? options.name : undefined;
    const name = columnName(field.name, given, context.naming);
    if (shape.type === "enum" || shape.type === "simple-enum") {
        const enumName = typeof options.enumName === "string" ? options.enumName : undefined;
        if (!(await withEnum(site, shape, args.options, module, { ...table, column: name, enumName }, context)))
            return undefined;
    }
    const typed = columnType(context.dialect, shape);
    if ("problem" in typed) {
        problem(context, line, `${site.where}: ${typed.problem}`);
        return undefined;
    }
    let defaultSql = typed.default;
    const defaultValue = args.options?.kind === "object" ? args.options.entries.get("default") : undefined;
    if (defaultValue) {
        defaultSql = await defaultOf(defaultValue, module, context);
        if (defaultSql === undefined && !(defaultValue.kind === "literal" && defaultValue.value === null)) {
            problem(context, line, `${site.where}: the default is not a literal or () => "sql"`);
            return undefined;
        }
    }
    const primary = decorator.name === "PrimaryColumn" ||
        decorator.name === "PrimaryGeneratedColumn" ||
        options.primary === true;
    // A delete date column is nullable unless it says otherwise; every other one NOT NULL unless it says so.
    const notNull = primary || (shape.role === "delete" ? options.nullable === false : options.nullable !== true);
    const { sqlType, keyType } = typed;
    return { name, property: field.name, sqlType, keyType, notNull, default: defaultSql, line, primary };
}
/** A column decorator's arguments: a type or generation strategy string, and an options object. */
function decoratorArgs(site, context) {
    const shape = { type: "" };
    let options;
    for (const arg of site.decorator.args) {
        if (arg.kind === "literal" && typeof arg.value === "string") {
            if (site.decorator.name !== "PrimaryGeneratedColumn")
                shape.type = arg.value;
            else if (["increment", "uuid", "identity"].includes(arg.value))
                shape.generation = arg.value;
            else {
                problem(context, site.line, `${site.where}("${arg.value}") is not read`);
                return undefined;
            }
        }
        else if (arg.kind === "object")
            options = arg;
        else {
            const what = arg.kind === "arrow" ? "an embedded column" : "an argument that is not a literal";
            problem(context, site.line, `${site.where}: ${what} is not read`);
            return undefined;
        }
    }
    return { shape, options };
}
/** The column's type, length, precision and generation, from the decorator, its options and the property. */
function shapeOf(site, shape, options, context) {
    const { dialect } = context;
    if (typeof options.type === "string")
        shape.type = options.type;
    shape.role = ROLES[site.decorator.name];
    if (site.decorator.name === "PrimaryGeneratedColumn") {
        shape.generation ??= options.generationStrategy ?? "increment";
        if (!shape.type)
            shape.type = shape.generation === "uuid" ? "uuid" : dialectInt(dialect);
        if (typeof options.generatedIdentity === "string")
            shape.identity = options.generatedIdentity;
    }
    if (!shape.type && shape.role)
        shape.type = shape.role === "version" ? dialectInt(dialect) : dateColumnType(dialect);
    if (!shape.type) {
        const design = designType(site.field.annotation);
        if (!design) {
            const annotation = site.field.annotation ?? "(none)";
            problem(context, site.line, `${site.where}: no \`type\`, and the property's type ${annotation} is not one TypeORM maps (string, number, boolean, Date)`);
            return undefined;
        }
        shape.type = design;
    }
    const { length } = options;
    if (typeof length === "number" || (typeof length === "string" && /^\d+$/.test(length)))
        shape.length = Number(length);
    if (typeof options.precision === "number")
        shape.precision = options.precision;
    if (typeof options.scale === "number")
        shape.scale = options.scale;
    // MySQL's date columns are datetime(6) (TypeORM gives them precision 6).
    if (dialect === "mysql" && shape.role && shape.role !== "version")
        shape.precision ??= 6;
    shape.array = options.array === true;
    return shape;
}
/** An enum column's values and, on Postgres, its type (`<table>_<column>_enum` unless enumName). */
async function withEnum(site, shape, options, module, names, context) {
    const values = options ? await enumValues(options, module, context) : undefined;
    if (!values) {
        problem(context, site.line, `${site.where}: the \`enum\` values are not an array, object or enum of this file or a relative import`);
        return false;
    }
    shape.enumValues = values;
    if (context.dialect !== "postgres")
        return true;
    const { schema } = names;
    const enumName = names.enumName ?? `${names.name}_${names.column.toLowerCase()}_enum`;
    const quoted = (0,aligned_sql/* quoteName */.AB)(enumName, "postgres");
    shape.enumType = schema ? `${(0,aligned_sql/* quoteName */.AB)(schema, "postgres")}.${quoted}` : quoted;
    const key = `${schema ?? ""}.${enumName}`;
    if (!context.enums.has(key))
        context.enums.set(key, { name: enumName, schema, values: values.map(String), line: site.line });
    return true;
}
async function joinColumn(field, relation, join, module, context, line) {
    const where = `${field.name}: @${relation.name}`;
    const [targetArg] = relation.args;
    const targetName = targetArg?.kind === "arrow" && targetArg.body.kind === "name"
        ? targetArg.body.name
        : targetArg?.kind === "literal" && typeof targetArg.value === "string"
            ? targetArg.value
            : undefined;
    const relationOptions = relation.args.find((a) => a.kind === "object");
    const options = relationOptions
        ? readOptions(relationOptions, ["nullable", "primary"], where, context)
        : {};
    const joinOptions = join?.args[0]?.kind === "object"
        ? readOptions(join.args[0], ["name", "referencedColumnName"], `${field.name}: @JoinColumn`, context)
        : {};
    if (options.failed || joinOptions.failed)
        return undefined;
    const target = targetName ? await context.modules.classNamed(module, targetName) : undefined;
    if (!target) {
        problem(context, line, `${where}: the target ${targetName ?? "(not a class)"} is not found in this file or a relative import: its join column is not read`);
        return undefined;
    }
    // The target's own columns (its relations are not followed: a key is a column of its own).
    const targetColumns = await context.columnsOf(target.cls, target.module, {
        ...context,
        diagnostics: [],
        enums: new Map(),
        followRelations: false,
    });
    const referenced = typeof joinOptions.referencedColumnName === "string"
        ? targetColumns?.find((c) => c.property === joinOptions.referencedColumnName || c.name === joinOptions.referencedColumnName)
        : targetColumns?.filter((c) => c.primary).length === 1
            ? targetColumns.find((c) => c.primary)
            : undefined;
    if (!referenced) {
        problem(context, line, `${where}: the key of ${target.cls.name} (one primary column, or referencedColumnName) is not read`);
        return undefined;
    }
    const name = typeof joinOptions.name === "string"
        ? joinOptions.name
        : joinName(field.name, referenced.property, context.naming);
    const primary = options.primary === true;
    return {
        name,
        property: field.name,
        sqlType: referenced.keyType,
        keyType: referenced.keyType,
        notNull: primary || options.nullable === false,
        line,
        primary,
    };
}
/** An options object's literal values; a key read here that is not a literal, or a key not known, is a problem. */
function readOptions(arg, read, where, context) {
    const out = {};
    if (arg.kind !== "object")
        return out;
    for (const [key, value] of arg.entries) {
        if (HARMLESS.has(key) || key === "enum" || key === "default")
            continue;
        if (!read.includes(key)) {
            problem(context, value.line, `${where}: the option ${key} is not read`);
            out.failed = true;
        }
        else if (value.kind === "literal")
            out[key] = value.value;
        else if (key === "type" && value.kind === "name" && designType(value.name))
            out[key] = designType(value.name);
        else {
            problem(context, value.line, `${where}: ${key} is not a literal`);
            out.failed = true;
        }
    }
    return out;
}
async function enumValues(options, module, context) {
    const value = options.kind === "object" ? options.entries.get("enum") : undefined;
    if (value?.kind === "array") {
        const items = value.items.map((i) => i.kind === "literal" && (typeof i.value === "string" || typeof i.value === "number")
            ? i.value
            : undefined);
        return items.every((i) => i !== undefined) ? items : undefined;
    }
    if (value?.kind === "object") {
        const items = [...value.entries.values()].map((i) => i.kind === "literal" && (typeof i.value === "string" || typeof i.value === "number")
            ? i.value
            : undefined);
        return items.every((i) => i !== undefined) ? items : undefined;
    }
    if (value?.kind === "name") {
        const members = await context.modules.enumNamed(module, value.name);
        return members ? [...members.values()] : undefined;
    }
    return undefined;
}
async function defaultOf(value, module, context) {
    const { dialect } = context;
    // An enum member (`UserRole.Reader`): its value.
    if (value.kind === "name" && value.name.includes(".")) {
        const [enumName, member] = value.name.split(".");
        const found = (await context.modules.enumNamed(module, enumName ?? ""))?.get(member ?? "");
        return found === undefined ? undefined : literalDefault(dialect, found);
    }
    if (value.kind === "arrow")
        return value.body.kind === "literal" && typeof value.body.value === "string"
            ? value.body.value
            : undefined;
    if (value.kind === "literal")
        return value.value === null ? undefined : literalDefault(dialect, value.value);
    return undefined;
}
function problem(context, line, message) {
    context.diagnostics.push({
        file: context.path,
        line,
        severity: "error",
        message: `TypeORM entities: ${message}`,
    });
}

;// CONCATENATED MODULE: ./src/schema/readers/described/typeorm.ts



/**
 * TypeORM entities (`@Entity()` classes) as the tables TypeORM's schema builder creates (what
 * `migration:generate` writes): each column decorator a column of the type its driver writes
 * (typeorm-types.ts), named by `name` else the property (DefaultNamingStrategy; typeorm-naming-
 * strategies' SnakeNamingStrategy when the DataSource configures it), NOT NULL unless `nullable:
 * true`; the table `@Entity("name")`/`{ name, schema }` else the class name snake_cased; a
 * `@ManyToOne` (and an owning `@OneToOne`) the column `@JoinColumn` names, else `<property>Id`, of
 * the target's key type, nullable unless `nullable: false`. Base classes lend their columns (of this
 * file or a relative import). A decorator, option or type this does not read is a problem at its line.
 */
const COLUMNS = new Set([
    "Column",
    "PrimaryColumn",
    "PrimaryGeneratedColumn",
    "CreateDateColumn",
    "UpdateDateColumn",
    "DeleteDateColumn",
    "VersionColumn",
]);
const RELATIONS = new Set(["ManyToOne", "OneToOne"]);
/** TypeORM decorators that add columns this reader does not model. */
const UNREAD = new Set([
    "ObjectIdColumn",
    "TreeParent",
    "TreeLevelColumn",
    "JoinColumns",
    "ChildEntity",
    "TableInheritance",
]);
const typeorm = {
    name: "TypeORM entities",
    claims: (path, text) => /\.[cm]?[jt]s$/i.test(path) && /@Entity\s*\(/.test(text) && /typeorm/.test(text),
    async database({ path, paths, readText }) {
        const project = projectOf(path, paths);
        const list = async (dir) => paths.filter((p) => p.startsWith(dir === "." ? "" : `${dir}/`) &&
            !p.slice(dir === "." ? 0 : dir.length + 1).includes("/"));
        const settings = await projectSettings(path, list, readText);
        const name = settings.type?.name ?? settings.driver;
        if (name === undefined)
            return {
                project,
                dialect: "postgres",
                assumed: "no TypeORM DataSource type or database driver found: PostgreSQL assumed",
            };
        const dialect = dialectOfType(name);
        if (dialect)
            return { project, dialect };
        return {
            project,
            why: `TypeORM entities for ${name}: not a database contract-sync reads (PostgreSQL, MySQL/MariaDB, SQL Server)`,
        };
    },
    async describe({ path, text, dialect, files }) {
        const module = await parseModule(path, text);
        const modules = new ModuleCache(files);
        modules.add(module);
        const settings = await projectSettings(path, (dir) => files.list(dir), (p) => files.readText(p));
        const context = {
            dialect,
            path,
            naming: settings.naming,
            modules,
            enums: new Map(),
            diagnostics: [...module.diagnostics],
            followRelations: true,
            columnsOf: (cls, of, inner) => columnsOf(cls, of, snakeCase(cls.name), undefined, inner, undefined, 0),
        };
        const tables = [];
        for (const cls of module.classes) {
            const entity = cls.decorators.find((d) => d.name === "Entity");
            const unread = cls.decorators.find((d) => UNREAD.has(d.name));
            if (unread)
                problem(context, unread.line, `${cls.name}: @${unread.name} (entity inheritance) is not read`);
            if (!entity || unread)
                continue;
            if (settings.unknownNaming) {
                problem(context, entity.line, `${cls.name}: the naming strategy ${settings.unknownNaming.name} (${settings.unknownNaming.file}) is not read`);
                continue;
            }
            const table = await entityTable(cls, entity, module, context);
            if (table)
                tables.push(table);
        }
        return { tables, enums: [...context.enums.values()], diagnostics: context.diagnostics };
    },
};
async function entityTable(cls, entity, module, context) {
    let name;
    let schema;
    for (const arg of entity.args) {
        if (arg.kind === "literal" && typeof arg.value === "string")
            name = arg.value;
        else if (arg.kind === "object") {
            const options = readOptions(arg, ["name", "schema", "database", "synchronize", "orderBy", "engine", "withoutRowid", "comment"], `${cls.name}: @Entity`, context);
            if (typeof options.name === "string")
                name = options.name;
            if (typeof options.schema === "string")
                schema = options.schema;
            if (options.database !== undefined)
                problem(context, entity.line, `${cls.name}: @Entity({ database }) is not read`);
        }
        else {
            problem(context, entity.line, `${cls.name}: @Entity's argument is not a string or object literal`);
            return undefined;
        }
    }
    const table = name ?? snakeCase(cls.name);
    const read = await columnsOf(cls, module, table, schema, context, undefined, 0);
    if (!read)
        return undefined;
    // TypeORM adds the join columns after the entity's own (RelationJoinColumnBuilder runs last).
    const columns = [...read.filter((c) => !c.relation), ...read.filter((c) => c.relation)];
    return {
        name: table,
        schema,
        line: entity.line,
        columns,
        primaryKey: columns.filter((c) => c.primary).map((c) => c.name),
    };
}
/** The class's columns, its bases' first; `at` is the line inherited columns take in this file. */
async function columnsOf(cls, module, table, schema, context, at, depth) {
    const columns = [];
    if (cls.extends && cls.extends !== "BaseEntity" && depth < 8) {
        const base = await context.modules.classNamed(module, cls.extends);
        if (!base) {
            problem(context, at ?? cls.line, `${cls.name} extends ${cls.extends}, which is not found (this file or a relative import): its columns are not read`);
            return undefined;
        }
        const inherited = await columnsOf(base.cls, base.module, table, schema, context, at !== undefined ? at : base.module === module ? undefined : cls.line, depth + 1);
        if (!inherited)
            return undefined;
        columns.push(...inherited);
    }
    for (const field of cls.fields) {
        const column = await fieldColumn(field, module, table, schema, context, at);
        if (!column)
            continue;
        const same = columns.findIndex((c) => c.name === column.name);
        // A relation's join column that a @Column also declares is that column (TypeORM merges them).
        if (same >= 0) {
            if (column.relation)
                continue;
            columns[same] = column;
        }
        else
            columns.push(column);
    }
    return columns;
}
async function fieldColumn(field, module, table, schema, context, at) {
    const unread = field.decorators.find((d) => UNREAD.has(d.name));
    if (unread) {
        problem(context, at ?? unread.line, `${field.name}: @${unread.name} is not read`);
        return undefined;
    }
    const decorator = field.decorators.find((d) => COLUMNS.has(d.name));
    if (decorator)
        return plainColumn(field, decorator, module, { name: table, schema }, context, at ?? decorator.line);
    const relation = field.decorators.find((d) => RELATIONS.has(d.name));
    const join = field.decorators.find((d) => d.name === "JoinColumn");
    if (relation && (relation.name === "ManyToOne" || join) && context.followRelations) {
        const column = await joinColumn(field, relation, join, module, context, at ?? relation.line);
        return column ? { ...column, relation: true } : undefined;
    }
    return undefined;
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
