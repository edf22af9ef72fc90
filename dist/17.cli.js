export const id = 17;
export const ids = [17];
export const modules = {

/***/ 4218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ RecapType),
/* harmony export */   gO: () => (/* binding */ SchemaNode)
/* harmony export */ });
/* unused harmony export RECAP_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);

/**
 * DESIGN.md "Schema tree": node types use the Gable/Recap type names. A list has
 * one child named `element`; a map has `key` and `value`; a union's children are
 * its variants; a struct's children are its fields.
 */
const RECAP_TYPES = [
    "null",
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "float16",
    "float32",
    "float64",
    "decimal128",
    "decimal256",
    "string",
    "bytes",
    "uuid",
    "date32",
    "time64",
    "timestamp64",
    "enum",
    "list",
    "map",
    "union",
    "struct",
    "unknown",
];
const RecapType = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(RECAP_TYPES);
const SchemaNode = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: RecapType,
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    fields: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SchemaNode).optional(),
    alias: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    doc: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    logical: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    optional: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    constraints: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).optional(),
}));


/***/ }),

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ SourceType)
/* harmony export */ });
/* unused harmony export SOURCE_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);

/** SEED.md 2.6: the source types of a data asset (and of a listed asset's `type`). */
const SOURCE_TYPES = [
    "postgres",
    "mysql",
    "mssql",
    "json_schema",
    "avro",
    "protobuf",
    "python",
    "pyspark",
    "typescript",
    "java",
    "s3",
    "dataframe",
    "kotlin",
    "swift",
    "php",
    "golang",
];
const SourceType = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SOURCE_TYPES);


/***/ }),

/***/ 55191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ startPGlite)
/* harmony export */ });
/* unused harmony export pgliteCacheFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(643);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _vendor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29161);





function pgliteCacheFile(env = process.env) {
    const dir = env.CONTRACT_SYNC_CACHE_DIR ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), ".cache"), "contract-sync");
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, "pglite-datadir-v1.tar.gz");
}
/** Starts a PGlite from the cached data directory if there is one, else from scratch (and caches it). */
async function startPGlite(cacheFile = pgliteCacheFile()) {
    const { PGlite } = await (0,_vendor_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPGliteModule */ .m)();
    const t0 = node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now();
    const cached = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(cacheFile).catch(() => undefined);
    if (cached) {
        try {
            const db = await PGlite.create({ loadDataDir: new Blob([cached]) });
            return { db, start: { ms: node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now() - t0, fromCache: true } };
        }
        catch {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(cacheFile, { force: true });
        }
    }
    const db = await PGlite.create();
    const ms = node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now() - t0;
    try {
        const dump = await db.dumpDataDir("gzip");
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(cacheFile, ".."), { recursive: true });
        const partial = `${cacheFile}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(partial, Buffer.from(await dump.arrayBuffer()));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(partial, cacheFile);
    }
    catch {
        // A read-only home is fine: the next process pays initdb again.
    }
    return { db, start: { ms, fromCache: false } };
}


/***/ }),

/***/ 43017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XX: () => (/* reexport */ closePGlite),
  PO: () => (/* binding */ defaultDataSource),
  detectSourceType: () => (/* binding */ detectSourceType),
  z8: () => (/* binding */ planReads),
  wd: () => (/* binding */ readAssets),
  readerFor: () => (/* binding */ readerFor)
});

// UNUSED EXPORTS: readers, resourceName, toWireNode

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
;// CONCATENATED MODULE: ./src/schema/readers/code/resolve.ts

/**
 * Turns a file's declarations into one asset per struct marked as an asset.
 * Types declared in the same file become nested structs and enums; a type that
 * refers back to one being expanded becomes `{type: "struct", constraints: {ref}}`
 * so recursive models give finite trees. Anything else unresolvable is `unknown`
 * with the written type in `constraints.sourceType`.
 */
function resolveAssets(declarations, context) {
    const byName = new Map();
    for (const declaration of declarations)
        if (!byName.has(declaration.name))
            byName.set(declaration.name, declaration);
    const resolver = new Resolver(byName, context.types);
    const assets = [];
    for (const declaration of declarations) {
        if (declaration.kind !== "struct" || !declaration.isAsset || declaration.hasError)
            continue;
        const path = `${context.file}:${declaration.name}`;
        const sourceType = declaration.sourceType ?? context.sourceType;
        assets.push({
            sourceType,
            resourceName: (0,model/* resourceName */.I)(sourceType, context.dataSource, path),
            dataSource: context.dataSource,
            path,
            file: context.file,
            line: declaration.line,
            schema: resolver.struct(declaration, [declaration.name], declaration.line),
        });
    }
    return assets;
}
class Resolver {
    byName;
    types;
    constructor(byName, types) {
        this.byName = byName;
        this.types = types;
    }
    struct(declaration, stack, line) {
        return node({
            type: "struct",
            doc: declaration.doc,
            fields: this.fieldsOf(declaration, stack),
            line,
        });
    }
    /** Own fields after the promoted fields of embedded / base types; an own field wins over a promoted one. */
    fieldsOf(declaration, stack) {
        const fields = [];
        for (const embedded of declaration.embeds ?? []) {
            const base = this.byName.get(embedded);
            if (base?.kind === "struct" && !stack.includes(embedded)) {
                fields.push(...this.fieldsOf(base, [...stack, embedded]));
            }
        }
        const own = declaration.fields.map((field) => this.field(field, stack));
        const ownNames = new Set(own.map((field) => field.name));
        return [...fields.filter((field) => !ownNames.has(field.name)), ...own];
    }
    field(field, stack) {
        const tree = this.type(field.type, stack);
        const constraints = field.constraints ? { ...tree.constraints, ...field.constraints } : tree.constraints;
        return node({
            ...tree,
            name: field.name,
            optional: tree.optional || field.optional,
            doc: field.doc ?? tree.doc,
            constraints,
            line: field.line,
        });
    }
    type(expr, stack) {
        switch (expr.kind) {
            case "named":
                return this.named(expr, stack);
            case "list":
                return node({ type: "list", fields: [this.child("element", expr.element, stack)] });
            case "map":
                return node({
                    type: "map",
                    fields: [this.child("key", expr.key, stack), this.child("value", expr.value, stack)],
                });
            case "nullable":
                return { ...this.type(expr.inner, stack), optional: true };
            case "null":
                return node({ type: "null" });
            case "literal":
                return typeof expr.value === "string"
                    ? node({ type: "enum", constraints: { symbols: [expr.value] } })
                    : node({
                        type: typeof expr.value === "number" ? "float64" : "bool",
                        constraints: { const: expr.value },
                    });
            case "inline":
                return node({ type: "struct", fields: expr.fields.map((field) => this.field(field, stack)) });
            case "union":
                return this.union(expr.variants, expr.text, stack);
        }
    }
    child(name, expr, stack) {
        return node({ ...this.type(expr, stack), name });
    }
    /** Null variants make the rest optional; string literals only are an enum; one variant left is that type. */
    union(variants, text, stack) {
        const present = variants.filter((variant) => !isNullish(variant, this.types));
        const optional = present.length < variants.length ? true : undefined;
        if (present.length === 0)
            return node({ type: "null", optional });
        if (present.every((variant) => variant.kind === "literal" && typeof variant.value === "string")) {
            const symbols = present.map((variant) => (variant.kind === "literal" ? String(variant.value) : ""));
            return node({ type: "enum", optional, constraints: { symbols } });
        }
        const [only] = present;
        if (only && present.length === 1) {
            const tree = this.type(only, stack);
            return optional ? { ...tree, optional } : tree;
        }
        return node({
            type: "union",
            optional,
            fields: present.map((variant) => this.type(variant, stack)),
            constraints: { sourceType: text },
        });
    }
    named(expr, stack) {
        const { types } = this;
        const name = lookupName(expr.name, (candidate) => this.byName.has(candidate) || isKnown(candidate, types));
        const [first, second] = expr.args;
        if (types.optionals.has(name) && first)
            return { ...this.type(first, stack), optional: true };
        if (types.lists.has(name)) {
            return node({ type: "list", fields: [this.child("element", first ?? unknownExpr(expr), stack)] });
        }
        if (types.maps.has(name)) {
            return node({
                type: "map",
                fields: [
                    this.child("key", first ?? unknownExpr(expr), stack),
                    this.child("value", second ?? unknownExpr(expr), stack),
                ],
            });
        }
        const primitive = types.primitives[name];
        if (primitive) {
            const tree = fromPrimitive(primitive);
            return expr.constraints ? { ...tree, constraints: { ...tree.constraints, ...expr.constraints } } : tree;
        }
        const declaration = this.byName.get(name);
        if (declaration) {
            if (stack.includes(name))
                return node({ type: "struct", constraints: { ref: name } });
            switch (declaration.kind) {
                case "enum":
                    return node({ type: "enum", doc: declaration.doc, constraints: { symbols: declaration.symbols } });
                case "alias":
                    return node({ ...this.type(declaration.type, [...stack, name]), doc: declaration.doc });
                case "struct":
                    return this.struct(declaration, [...stack, name]);
            }
        }
        return node({ type: "unknown", constraints: { sourceType: expr.text } });
    }
}
function isKnown(name, types) {
    return (name in types.primitives || types.lists.has(name) || types.maps.has(name) || types.optionals.has(name));
}
/** `java.util.List` and `typing.List` are found as `List`; `time.Time` stays whole when the table has it. */
function lookupName(name, known) {
    if (known(name))
        return name;
    const last = name.slice(Math.max(name.lastIndexOf("."), name.lastIndexOf("\\")) + 1);
    return last;
}
function isNullish(expr, types) {
    if (expr.kind === "null")
        return true;
    return expr.kind === "named" && types.primitives[expr.name]?.type === "null";
}
function unknownExpr(expr) {
    return { kind: "named", name: "", args: [], text: `${expr.text} (missing type argument)` };
}
function fromPrimitive(primitive) {
    return node({
        type: primitive.type,
        logical: primitive.logical,
        optional: primitive.optional,
        constraints: primitive.constraints ? { ...primitive.constraints } : undefined,
    });
}
/** Builds a node with a stable key order and without undefined or false-y noise, so golden files stay readable. */
function node(tree) {
    const out = tree.name !== undefined ? { name: tree.name, type: tree.type } : { type: tree.type };
    if (tree.optional)
        out.optional = true;
    if (tree.doc)
        out.doc = tree.doc;
    if (tree.logical)
        out.logical = tree.logical;
    if (tree.alias)
        out.alias = tree.alias;
    if (tree.constraints && Object.keys(tree.constraints).length > 0)
        out.constraints = tree.constraints;
    if (tree.line !== undefined)
        out.line = tree.line;
    if (tree.fields)
        out.fields = tree.fields;
    return out;
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/vendor.ts
var vendor = __webpack_require__(29161);
;// CONCATENATED MODULE: ./src/schema/readers/code/tree-sitter.ts




/** Package names live in variables so that ncc does not try to bundle the files they point at. */
const RUNTIME_PACKAGE = "web-tree-sitter";
const GRAMMAR_PACKAGE = "@cursorless/tree-sitter-wasms";
let runtime;
const languages = new Map();
/**
 * Loads web-tree-sitter once per process: from dist/vendor/web-tree-sitter when
 * bundled (its emscripten loader does not survive webpack, see src/vendor.ts),
 * else from node_modules.
 */
function loadRuntime() {
    runtime ??= (async () => {
        const dir = (0,vendor/* vendorDir */.A)("web-tree-sitter") ?? (0,external_node_path_.dirname)(resolvePackageFile(RUNTIME_PACKAGE, "web-tree-sitter.wasm"));
        const url = (0,external_node_url_.pathToFileURL)((0,external_node_path_.join)(dir, "web-tree-sitter.js")).href;
        const module = (await import(/* webpackIgnore: true */ url));
        await module.Parser.init({ locateFile: (file) => (0,external_node_path_.join)(dir, file) });
        return module;
    })();
    return runtime;
}
function resolvePackageFile(pkg, file) {
    return (0,external_node_module_.createRequire)(import.meta.url).resolve(`${pkg}/${file}`);
}
/** Directory of the grammar .wasm files: dist/vendor/tree-sitter-grammars when bundled. */
function grammarDir() {
    return ((0,vendor/* vendorDir */.A)("tree-sitter-grammars") ??
        (0,external_node_path_.join)((0,external_node_path_.dirname)(resolvePackageFile(GRAMMAR_PACKAGE, "package.json")), "out"));
}
/** Each grammar is loaded lazily, once per process, the first time a file of its language is read. */
function loadLanguage(grammar) {
    let language = languages.get(grammar);
    if (!language) {
        language = loadRuntime().then((module) => module.Language.load((0,external_node_path_.join)(grammarDir(), `tree-sitter-${grammar}.wasm`)));
        languages.set(grammar, language);
    }
    return language;
}
const parsers = new Map();
/**
 * Parses `text` and hands the root node to `use`; the tree lives in wasm memory,
 * so it is freed as soon as `use` returns.
 */
async function withSyntaxTree(grammar, text, use) {
    let parser = parsers.get(grammar);
    if (!parser) {
        const [module, language] = await Promise.all([loadRuntime(), loadLanguage(grammar)]);
        parser = new module.Parser();
        parser.setLanguage(language);
        parsers.set(grammar, parser);
    }
    const tree = parser.parse(text);
    if (!tree)
        throw new Error("the parser returned no tree");
    try {
        return use(tree.rootNode);
    }
    finally {
        tree.delete();
    }
}
/** The grammar files a bundle must ship (scripts/build.mjs copies the same list). */
const GRAMMARS = (/* unused pure expression or super */ null && (["typescript", "python", "java", "kotlin", "swift", "php", "go"]));

;// CONCATENATED MODULE: ./src/schema/readers/code/reader.ts


/** At most this many syntax errors are reported per file: the first ones are the useful ones. */
const MAX_SYNTAX_ERRORS = 5;
/**
 * A reader for one language. It never throws: a missing file, a syntax error or
 * a failure of the parser itself becomes a diagnostic with the file and line,
 * and declarations untouched by a syntax error still become assets.
 */
function codeReader(language) {
    return {
        sourceType: language.sourceType,
        extensions: language.extensions,
        async read(request) {
            const file = request.path;
            const diagnostics = [];
            let text;
            try {
                text = await request.files.readText(file);
            }
            catch (error) {
                return {
                    assets: [],
                    diagnostics: [{ file, severity: "error", message: `cannot read file: ${message(error)}` }],
                };
            }
            if (text === undefined) {
                return { assets: [], diagnostics: [{ file, severity: "error", message: "file not found" }] };
            }
            try {
                return await withSyntaxTree(language.grammar, text, (root) => {
                    diagnostics.push(...syntaxErrors(root, file));
                    const declarations = language.declarations(root, (diagnostic) => diagnostics.push({ file, ...diagnostic }));
                    for (const declaration of declarations) {
                        if (declaration.kind === "struct" && declaration.isAsset && declaration.hasError) {
                            diagnostics.push({
                                file,
                                line: declaration.line,
                                severity: "error",
                                message: `${declaration.name} was not read: its declaration has a syntax error`,
                            });
                        }
                    }
                    const assets = resolveAssets(declarations, {
                        sourceType: language.sourceType,
                        dataSource: request.dataSource,
                        file,
                        types: language.types,
                    });
                    return { assets, diagnostics };
                });
            }
            catch (error) {
                diagnostics.push({
                    file,
                    severity: "error",
                    message: `${language.sourceType} reader failed: ${message(error)}`,
                });
                return { assets: [], diagnostics };
            }
        },
    };
}
/** The first ERROR and MISSING nodes, found by descending only into subtrees that contain one. */
function syntaxErrors(root, file) {
    const found = [];
    const visit = (node) => {
        if (found.length >= MAX_SYNTAX_ERRORS)
            return;
        if (node.isMissing || node.type === "ERROR") {
            const near = node.text.split("\n")[0]?.trim().slice(0, 40) ?? "";
            found.push({
                file,
                line: node.startPosition.row + 1,
                column: node.startPosition.column + 1,
                severity: "error",
                message: node.isMissing
                    ? `syntax error: missing ${node.type}`
                    : `syntax error: unexpected ${near ? `"${near}"` : "end of input"}`,
            });
            return;
        }
        for (const child of node.children)
            if (child?.hasError || child?.isMissing)
                visit(child);
    };
    if (root.hasError)
        visit(root);
    return found;
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}
/** 1-based line of a node. */
function lineOf(node) {
    return node.startPosition.row + 1;
}
/**
 * The doc comment right above a declaration: contiguous comment siblings ending
 * on the line before it, kept when `isDoc` accepts them (`/**`, `///`, Go's `//`).
 * Markers and leading `*` are stripped, and tag lines (`@param`) dropped.
 */
function leadingDoc(node, isDoc) {
    const comments = [];
    let nextRow = node.startPosition.row;
    for (let sibling = node.previousNamedSibling; sibling; sibling = sibling.previousNamedSibling) {
        if (!sibling.type.includes("comment") || sibling.endPosition.row < nextRow - 1)
            break;
        if (!isDoc(sibling.text))
            break;
        // A comment trailing the previous declaration on its line belongs to that one.
        const before = sibling.previousNamedSibling;
        if (before && !before.type.includes("comment") && before.endPosition.row === sibling.startPosition.row)
            break;
        comments.unshift(sibling.text);
        nextRow = sibling.startPosition.row;
    }
    return comments.length > 0 ? cleanComment(comments.join("\n")) : undefined;
}
function cleanComment(text) {
    const lines = text
        .replace(/^\/\*\*?/, "")
        .replace(/\*\/$/, "")
        .split("\n")
        .map((line) => line
        .trim()
        .replace(/^(\/\/\/?|\*|#)\s?/, "")
        .trim());
    const kept = [];
    for (const line of lines) {
        if (line.startsWith("@"))
            break;
        kept.push(line);
    }
    const doc = kept.join("\n").trim();
    return doc || undefined;
}
const isBlockDoc = (comment) => comment.startsWith("/**");
/** The text of a string literal node without its quotes (no escape processing beyond the common ones). */
function unquote(text) {
    const match = /^[a-zA-Z]*("""|'''|"|'|`)([\s\S]*)\1$/.exec(text);
    if (!match)
        return text;
    return (match[2] ?? "").replace(/\\(["'\\])/g, "$1");
}

;// CONCATENATED MODULE: ./src/schema/readers/code/golang.ts

const TIMESTAMP = { type: "timestamp64", logical: "Timestamp" };
const types = {
    primitives: {
        string: { type: "string" },
        bool: { type: "bool" },
        int: { type: "int64" },
        int8: { type: "int8" },
        int16: { type: "int16" },
        int32: { type: "int32" },
        rune: { type: "int32" },
        int64: { type: "int64" },
        uint: { type: "uint64" },
        uint8: { type: "uint8" },
        byte: { type: "uint8" },
        uint16: { type: "uint16" },
        uint32: { type: "uint32" },
        uint64: { type: "uint64" },
        float32: { type: "float32" },
        float64: { type: "float64" },
        "[]byte": { type: "bytes" },
        "time.Time": TIMESTAMP,
        "time.Duration": { type: "int64", logical: "Duration" },
        "uuid.UUID": { type: "uuid" },
        "decimal.Decimal": { type: "decimal128", logical: "Decimal" },
        "big.Int": { type: "decimal128", logical: "Decimal", constraints: { scale: 0 } },
        "sql.NullString": { type: "string", optional: true },
        "sql.NullInt64": { type: "int64", optional: true },
        "sql.NullInt32": { type: "int32", optional: true },
        "sql.NullFloat64": { type: "float64", optional: true },
        "sql.NullBool": { type: "bool", optional: true },
        "sql.NullTime": { ...TIMESTAMP, optional: true },
    },
    lists: new Set(),
    maps: new Set(),
    optionals: new Set(),
};
/**
 * Go: exported struct types become assets. Field names are the `json` tag names
 * (the Go name when untagged, with the Go name kept in constraints.goName when
 * they differ); `json:"-"` and unexported fields are skipped; embedded structs
 * promote their fields. Nullability: pointers and `omitempty` fields are optional.
 * A named string type with typed constants (`const A Status = "a"`) is an enum.
 */
const golangLanguage = {
    sourceType: "golang",
    extensions: [".go"],
    grammar: "go",
    types,
    declarations(root) {
        const declarations = [];
        const constants = new Map();
        for (const statement of root.namedChildren) {
            if (statement?.type === "type_declaration") {
                const doc = leadingDoc(statement, isGoComment);
                for (const spec of statement.namedChildren) {
                    if (spec?.type === "type_spec") {
                        const found = typeSpec(spec, doc);
                        if (found)
                            declarations.push(found);
                    }
                }
            }
            else if (statement?.type === "const_declaration") {
                collectConstants(statement, constants);
            }
        }
        return declarations.map((declaration) => {
            const symbols = constants.get(declaration.name);
            if (declaration.kind !== "alias" || !symbols)
                return declaration;
            const { type: _, ...rest } = declaration;
            return { ...rest, kind: "enum", symbols };
        });
    },
};
const isGoComment = (comment) => comment.startsWith("//");
function typeSpec(spec, doc) {
    const name = spec.childForFieldName("name")?.text;
    const type = spec.childForFieldName("type");
    if (!name || !type)
        return undefined;
    const base = { name, line: lineOf(spec), ...(doc ? { doc } : {}) };
    if (type.type !== "struct_type")
        return { kind: "alias", ...base, type: typeExpr(type) };
    const { fields, embeds } = structFields(type);
    const struct = {
        kind: "struct",
        ...base,
        fields,
        isAsset: isExported(name),
        hasError: spec.hasError,
    };
    return embeds.length > 0 ? { ...struct, embeds } : struct;
}
function collectConstants(declaration, into) {
    for (const spec of declaration.namedChildren) {
        const type = spec?.childForFieldName("type")?.text;
        const value = spec?.childForFieldName("value")?.namedChildren[0];
        if (!type || !value || !/string_literal$/.test(value.type))
            continue;
        const symbols = into.get(type) ?? [];
        symbols.push(unquote(value.text));
        into.set(type, symbols);
    }
}
function isExported(name) {
    return /^\p{Lu}/u.test(name);
}
function structFields(struct) {
    const fields = [];
    const embeds = [];
    const list = struct.namedChildren.find((child) => child?.type === "field_declaration_list");
    for (const member of list?.namedChildren ?? []) {
        if (member?.type !== "field_declaration")
            continue;
        const typeNode = member.childForFieldName("type");
        if (!typeNode)
            continue;
        const tag = parseJsonTag(member.childForFieldName("tag")?.text);
        if (tag.skip)
            continue;
        const names = member.childrenForFieldName("name").flatMap((name) => (name ? [name.text] : []));
        if (names.length === 0) {
            // Embedded: promoted unless the tag names it (then it is a field named by the tag).
            const embedded = typeNode.text.replace(/^\*/, "");
            if (!tag.name) {
                embeds.push(embedded);
                continue;
            }
            names.push(embedded);
        }
        const doc = leadingDoc(member, isGoComment) ?? trailingComment(member);
        for (const goName of names) {
            if (!isExported(goName))
                continue;
            const name = tag.name ?? goName;
            fields.push({
                name,
                line: lineOf(member),
                type: typeExpr(typeNode),
                ...(tag.omitempty ? { optional: true } : {}),
                ...(doc ? { doc } : {}),
                ...(name !== goName ? { constraints: { goName } } : {}),
            });
        }
    }
    return { fields, embeds };
}
/** `Name string // the name` documents the field on its own line. */
function trailingComment(member) {
    const next = member.nextNamedSibling;
    if (next?.type !== "comment" || next.startPosition.row !== member.endPosition.row)
        return undefined;
    return cleanComment(next.text);
}
/** The `json:"name,omitempty"` part of a struct tag, per encoding/json's rules. */
function parseJsonTag(raw) {
    if (!raw)
        return { omitempty: false, skip: false };
    const match = /(?:^|\s)json:"([^"]*)"/.exec(unquote(raw));
    if (!match)
        return { omitempty: false, skip: false };
    const [name = "", ...options] = (match[1] ?? "").split(",");
    if (name === "-" && options.length === 0)
        return { omitempty: false, skip: true };
    return {
        ...(name ? { name } : {}),
        omitempty: options.includes("omitempty") || options.includes("omitzero"),
        skip: false,
    };
}
function typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "type_identifier":
        case "qualified_type":
            return { kind: "named", name: text, args: [], text };
        case "pointer_type": {
            const inner = node.namedChildren[0];
            return inner ? { kind: "nullable", inner: typeExpr(inner), text } : unknown(text);
        }
        case "slice_type":
        case "array_type": {
            const element = node.childForFieldName("element");
            if (!element)
                return unknown(text);
            if (node.type === "slice_type" && (element.text === "byte" || element.text === "uint8")) {
                return { kind: "named", name: "[]byte", args: [], text };
            }
            return { kind: "list", element: typeExpr(element), text };
        }
        case "map_type": {
            const key = node.childForFieldName("key");
            const value = node.childForFieldName("value");
            return key && value ? { kind: "map", key: typeExpr(key), value: typeExpr(value), text } : unknown(text);
        }
        case "struct_type":
            return { kind: "inline", fields: structFields(node).fields, text };
        case "generic_type": {
            const name = node.childForFieldName("type")?.text ?? "";
            return { kind: "named", name, args: [], text };
        }
        default:
            return unknown(text);
    }
}
function unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/java.ts

const java_TIMESTAMP = { type: "timestamp64", logical: "Timestamp" };
/** Shared with Kotlin, which uses the same JVM library types. */
const jvmLibraryTypes = {
    String: { type: "string" },
    CharSequence: { type: "string" },
    BigDecimal: { type: "decimal128", logical: "Decimal" },
    BigInteger: { type: "decimal128", logical: "Decimal", constraints: { scale: 0 } },
    UUID: { type: "uuid" },
    LocalDate: { type: "date32", logical: "Date" },
    LocalTime: { type: "time64", logical: "Time" },
    Instant: java_TIMESTAMP,
    LocalDateTime: { ...java_TIMESTAMP, constraints: { timezone: false } },
    OffsetDateTime: java_TIMESTAMP,
    ZonedDateTime: java_TIMESTAMP,
    Date: java_TIMESTAMP,
    Timestamp: java_TIMESTAMP,
    Duration: { type: "int64", logical: "Duration" },
};
const java_types = {
    primitives: {
        ...jvmLibraryTypes,
        byte: { type: "int8" },
        short: { type: "int16" },
        int: { type: "int32" },
        long: { type: "int64" },
        float: { type: "float32" },
        double: { type: "float64" },
        boolean: { type: "bool" },
        char: { type: "string", constraints: { maxLength: 1 } },
        // Boxed primitives exist to hold null: they read as optional.
        Byte: { type: "int8", optional: true },
        Short: { type: "int16", optional: true },
        Integer: { type: "int32", optional: true },
        Long: { type: "int64", optional: true },
        Float: { type: "float32", optional: true },
        Double: { type: "float64", optional: true },
        Boolean: { type: "bool", optional: true },
        Character: { type: "string", optional: true, constraints: { maxLength: 1 } },
        "byte[]": { type: "bytes" },
    },
    lists: new Set([
        "List",
        "ArrayList",
        "LinkedList",
        "Set",
        "HashSet",
        "LinkedHashSet",
        "TreeSet",
        "SortedSet",
        "Collection",
        "Iterable",
    ]),
    maps: new Set(["Map", "HashMap", "LinkedHashMap", "TreeMap", "SortedMap", "ConcurrentHashMap"]),
    optionals: new Set(["Optional"]),
};
const NULLABLE_ANNOTATIONS = new Set(["Nullable", "CheckForNull"]);
const SKIPPED_MODIFIERS = new Set(["static", "transient"]);
/**
 * Java: top-level classes and records become assets; nested classes, records and
 * enums resolve as nested types. Non-static, non-transient fields (any visibility)
 * and record components are the fields. Nullability: primitives are required;
 * boxed primitives, `Optional<T>` and `@Nullable` fields are optional; other
 * reference types are required unless annotated.
 */
const javaLanguage = {
    sourceType: "java",
    extensions: [".java"],
    grammar: "java",
    types: java_types,
    declarations(root) {
        const declarations = [];
        for (const child of root.namedChildren)
            if (child)
                collect(child, true, declarations);
        return declarations;
    },
};
function collect(node, topLevel, into) {
    const name = node.childForFieldName("name")?.text;
    if (!name)
        return;
    const line = lineOf(node);
    const doc = leadingDoc(node, isBlockDoc);
    const base = { name, line, ...(doc ? { doc } : {}) };
    const body = node.childForFieldName("body");
    switch (node.type) {
        case "class_declaration":
        case "record_declaration": {
            const components = node.type === "record_declaration" ? recordComponents(node) : [];
            into.push({
                kind: "struct",
                ...base,
                fields: [...components, ...classFields(body)],
                isAsset: topLevel,
                hasError: node.hasError,
            });
            break;
        }
        case "enum_declaration": {
            const symbols = (body?.namedChildren ?? []).flatMap((member) => member?.type === "enum_constant" ? [member.childForFieldName("name")?.text ?? ""] : []);
            into.push({ kind: "enum", ...base, symbols });
            break;
        }
        case "interface_declaration":
            break;
        default:
            return;
    }
    for (const member of body?.namedChildren ?? [])
        if (member)
            collect(member, false, into);
}
function recordComponents(node) {
    return (node.childForFieldName("parameters")?.namedChildren ?? []).flatMap((parameter) => {
        const name = parameter?.childForFieldName("name")?.text;
        const type = parameter?.childForFieldName("type");
        if (!parameter || !name || !type)
            return [];
        return [fieldOf(name, parameter, type, modifiersOf(parameter))];
    });
}
function classFields(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type !== "field_declaration")
            continue;
        const modifiers = modifiersOf(member);
        if (modifiers.keywords.some((keyword) => SKIPPED_MODIFIERS.has(keyword)))
            continue;
        const type = member.childForFieldName("type");
        if (!type)
            continue;
        const doc = leadingDoc(member, isBlockDoc);
        for (const declarator of member.childrenForFieldName("declarator")) {
            const name = declarator?.childForFieldName("name")?.text;
            if (!declarator || !name)
                continue;
            const field = fieldOf(name, member, type, modifiers, declarator.childForFieldName("dimensions"));
            fields.push(doc ? { ...field, doc } : field);
        }
    }
    return fields;
}
function modifiersOf(node) {
    const modifiers = node.namedChildren.find((child) => child?.type === "modifiers");
    const keywords = [];
    const annotations = [];
    for (const child of modifiers?.children ?? []) {
        if (!child)
            continue;
        if (child.type === "marker_annotation" || child.type === "annotation") {
            const name = child.childForFieldName("name")?.text ?? "";
            annotations.push(name.slice(name.lastIndexOf(".") + 1));
        }
        else {
            keywords.push(child.text);
        }
    }
    return { keywords, annotations };
}
function fieldOf(name, declaration, typeNode, modifiers, extraDimensions) {
    let type = java_typeExpr(typeNode);
    // `int scores[]` puts the dimensions on the variable.
    for (let i = 0; i < countDimensions(extraDimensions); i++)
        type = { kind: "list", element: type, text: `${type.text}[]` };
    const nullable = modifiers.annotations.some((annotation) => NULLABLE_ANNOTATIONS.has(annotation));
    return { name, line: lineOf(declaration), type, ...(nullable ? { optional: true } : {}) };
}
function countDimensions(node) {
    return node ? (node.text.match(/\[/g) ?? []).length : 0;
}
function java_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "integral_type":
        case "floating_point_type":
        case "boolean_type":
        case "type_identifier":
        case "scoped_type_identifier":
            return { kind: "named", name: text, args: [], text };
        case "generic_type": {
            const [nameNode, argsNode] = node.namedChildren;
            const args = (argsNode?.namedChildren ?? []).flatMap((arg) => (arg ? [java_typeExpr(arg)] : []));
            return { kind: "named", name: nameNode?.text ?? "", args, text };
        }
        case "array_type": {
            const element = node.childForFieldName("element");
            const dimensions = countDimensions(node.childForFieldName("dimensions"));
            if (!element)
                return { kind: "named", name: "", args: [], text };
            let type = java_typeExpr(element);
            for (let i = 0; i < dimensions; i++) {
                type =
                    type.kind === "named" && type.name === "byte" && i === 0
                        ? { kind: "named", name: "byte[]", args: [], text: "byte[]" }
                        : { kind: "list", element: type, text };
            }
            return type;
        }
        case "wildcard": {
            const bound = node.namedChildren.find((child) => child && child.type !== "annotation");
            return bound ? java_typeExpr(bound) : { kind: "named", name: "", args: [], text };
        }
        case "annotated_type": {
            const inner = node.namedChildren.at(-1);
            return inner ? java_typeExpr(inner) : { kind: "named", name: "", args: [], text };
        }
        default:
            return { kind: "named", name: "", args: [], text };
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/code/kotlin.ts


const kotlin_types = {
    primitives: {
        ...jvmLibraryTypes,
        Byte: { type: "int8" },
        Short: { type: "int16" },
        Int: { type: "int32" },
        Long: { type: "int64" },
        UByte: { type: "uint8" },
        UShort: { type: "uint16" },
        UInt: { type: "uint32" },
        ULong: { type: "uint64" },
        Float: { type: "float32" },
        Double: { type: "float64" },
        Boolean: { type: "bool" },
        Char: { type: "string", constraints: { maxLength: 1 } },
        ByteArray: { type: "bytes" },
    },
    lists: new Set([
        "List",
        "MutableList",
        "ArrayList",
        "Set",
        "MutableSet",
        "HashSet",
        "Collection",
        "Iterable",
        "Array",
        "Sequence",
    ]),
    maps: new Set(["Map", "MutableMap", "HashMap", "LinkedHashMap"]),
    optionals: new Set(),
};
/**
 * Kotlin: top-level classes and data classes that are not private become assets;
 * their fields are the `val`/`var` constructor parameters and the stored
 * properties of the body (computed properties, `const`, companion objects and
 * `@Transient` are skipped). `T?` is optional, everything else required.
 * Enum classes resolve to enums of their entry names.
 */
const kotlinLanguage = {
    sourceType: "kotlin",
    extensions: [".kt"],
    grammar: "kotlin",
    types: kotlin_types,
    declarations(root) {
        const declarations = [];
        for (const child of root.namedChildren)
            if (child)
                kotlin_collect(child, true, declarations);
        return declarations;
    },
};
function kotlin_collect(node, topLevel, into) {
    if (node.type !== "class_declaration")
        return;
    const name = childOfType(node, "type_identifier")?.text;
    if (!name)
        return;
    const doc = leadingDoc(node, isBlockDoc);
    const base = { name, line: lineOf(node), ...(doc ? { doc } : {}) };
    const enumBody = childOfType(node, "enum_class_body");
    const body = childOfType(node, "class_body") ?? enumBody;
    if (enumBody) {
        const symbols = enumBody.namedChildren.flatMap((entry) => entry?.type === "enum_entry" ? [childOfType(entry, "simple_identifier")?.text ?? ""] : []);
        into.push({ kind: "enum", ...base, symbols });
    }
    else if (!node.children.some((child) => child?.type === "interface")) {
        const modifiers = modifierTexts(node);
        into.push({
            kind: "struct",
            ...base,
            fields: [...constructorFields(node), ...bodyFields(body)],
            isAsset: topLevel && !modifiers.includes("private"),
            hasError: node.hasError,
        });
    }
    for (const member of body?.namedChildren ?? [])
        if (member)
            kotlin_collect(member, false, into);
}
function childOfType(node, type) {
    return node.namedChildren.find((child) => child?.type === type) ?? undefined;
}
function modifierTexts(node) {
    const modifiers = childOfType(node, "modifiers");
    return (modifiers?.namedChildren ?? []).flatMap((modifier) => (modifier ? [modifier.text] : []));
}
function isTransient(node) {
    return modifierTexts(node).some((modifier) => /^@(\w+\.)*Transient\b/.test(modifier) || modifier === "const");
}
function constructorFields(node) {
    const primaryConstructor = childOfType(node, "primary_constructor");
    const fields = [];
    for (const parameter of primaryConstructor?.namedChildren ?? []) {
        if (parameter?.type !== "class_parameter" || !childOfType(parameter, "binding_pattern_kind"))
            continue;
        if (isTransient(parameter))
            continue;
        const name = childOfType(parameter, "simple_identifier")?.text;
        const type = parameter.namedChildren.find((child) => child && isTypeNode(child));
        if (!name || !type)
            continue;
        const doc = leadingDoc(parameter, isBlockDoc);
        fields.push({ name, line: lineOf(parameter), type: kotlin_typeExpr(type), ...(doc ? { doc } : {}) });
    }
    return fields;
}
function bodyFields(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type !== "property_declaration" || isTransient(member))
            continue;
        // The grammar puts a property's getter beside it, not inside it.
        if (member.nextNamedSibling?.type === "getter" || childOfType(member, "property_delegate"))
            continue;
        const variable = childOfType(member, "variable_declaration");
        const name = variable && childOfType(variable, "simple_identifier")?.text;
        const type = variable?.namedChildren.find((child) => child && isTypeNode(child));
        if (!name || !type)
            continue;
        const doc = leadingDoc(member, isBlockDoc);
        fields.push({ name, line: lineOf(member), type: kotlin_typeExpr(type), ...(doc ? { doc } : {}) });
    }
    return fields;
}
function isTypeNode(node) {
    return ["user_type", "nullable_type", "function_type", "parenthesized_type"].includes(node.type);
}
function kotlin_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "nullable_type": {
            const inner = node.namedChildren[0];
            return inner ? { kind: "nullable", inner: kotlin_typeExpr(inner), text } : kotlin_unknown(text);
        }
        case "parenthesized_type": {
            const inner = node.namedChildren[0];
            return inner ? kotlin_typeExpr(inner) : kotlin_unknown(text);
        }
        case "user_type": {
            const name = node.namedChildren
                .flatMap((child) => (child?.type === "type_identifier" ? [child.text] : []))
                .join(".");
            const args = (childOfType(node, "type_arguments")?.namedChildren ?? []).flatMap((projection) => {
                const type = projection?.namedChildren.find((child) => child && isTypeNode(child));
                return type ? [kotlin_typeExpr(type)] : [kotlin_unknown(projection?.text ?? "*")];
            });
            return { kind: "named", name, args, text };
        }
        default:
            return kotlin_unknown(text);
    }
}
function kotlin_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/php.ts

const php_TIMESTAMP = { type: "timestamp64", logical: "Timestamp" };
const php_types = {
    primitives: {
        int: { type: "int64" },
        float: { type: "float64" },
        bool: { type: "bool" },
        false: { type: "bool", constraints: { const: false } },
        true: { type: "bool", constraints: { const: true } },
        string: { type: "string" },
        null: { type: "null" },
        // `array` is a list or a map; the declaration alone does not say which.
        array: { type: "unknown", constraints: { sourceType: "array" } },
        DateTime: php_TIMESTAMP,
        DateTimeImmutable: php_TIMESTAMP,
        DateTimeInterface: php_TIMESTAMP,
        Carbon: php_TIMESTAMP,
        CarbonImmutable: php_TIMESTAMP,
    },
    lists: new Set(),
    maps: new Set(),
    optionals: new Set(),
};
/**
 * PHP: classes (not abstract) become assets; their non-static typed properties
 * and promoted constructor parameters are the fields. `?T` and `T|null` are
 * optional; an untyped property is `unknown`. Backed enums resolve to their
 * values, pure enums to their case names.
 */
const phpLanguage = {
    sourceType: "php",
    extensions: [".php"],
    grammar: "php",
    types: php_types,
    declarations(root) {
        const declarations = [];
        const visit = (node) => {
            for (const child of node.namedChildren) {
                if (!child)
                    continue;
                if (child.type === "class_declaration" || child.type === "enum_declaration")
                    declarations.push(declarationOf(child));
                // Braced namespaces nest their declarations one level down.
                else if (child.type === "namespace_definition" || child.type === "compound_statement")
                    visit(child);
            }
        };
        visit(root);
        return declarations;
    },
};
function declarationOf(node) {
    const name = node.childForFieldName("name")?.text ?? "";
    const doc = leadingDoc(node, isBlockDoc);
    const base = { name, line: lineOf(node), ...(doc ? { doc } : {}) };
    const body = node.childForFieldName("body");
    if (node.type === "enum_declaration") {
        const symbols = (body?.namedChildren ?? []).flatMap((member) => {
            if (member?.type !== "enum_case")
                return [];
            const value = member.childForFieldName("value");
            return [value ? unquote(value.text) : (member.childForFieldName("name")?.text ?? "")];
        });
        return { kind: "enum", ...base, symbols };
    }
    const abstract = node.namedChildren.some((child) => child?.type === "abstract_modifier");
    return { kind: "struct", ...base, fields: fieldsOf(body), isAsset: !abstract, hasError: node.hasError };
}
function fieldsOf(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type === "property_declaration") {
            if (member.namedChildren.some((child) => child?.type === "static_modifier"))
                continue;
            const type = member.childForFieldName("type");
            const doc = leadingDoc(member, isBlockDoc);
            for (const element of member.namedChildren) {
                if (element?.type !== "property_element")
                    continue;
                const name = element.childForFieldName("name")?.text.replace(/^\$/, "");
                if (!name)
                    continue;
                fields.push({ name, line: lineOf(element), type: typeOf(type), ...(doc ? { doc } : {}) });
            }
        }
        else if (member?.type === "method_declaration" &&
            member.childForFieldName("name")?.text === "__construct") {
            for (const parameter of member.childForFieldName("parameters")?.namedChildren ?? []) {
                if (parameter?.type !== "property_promotion_parameter")
                    continue;
                const name = parameter.childForFieldName("name")?.text.replace(/^\$/, "");
                if (!name)
                    continue;
                const doc = leadingDoc(parameter, isBlockDoc);
                fields.push({
                    name,
                    line: lineOf(parameter),
                    type: typeOf(parameter.childForFieldName("type")),
                    ...(doc ? { doc } : {}),
                });
            }
        }
    }
    return fields;
}
function typeOf(node) {
    return node ? php_typeExpr(node) : { kind: "named", name: "", args: [], text: "(untyped)" };
}
function php_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "primitive_type":
        case "named_type": {
            const name = text.replace(/^\\/, "");
            return name.toLowerCase() === "null" ? { kind: "null", text } : { kind: "named", name, args: [], text };
        }
        case "optional_type": {
            const inner = node.namedChildren[0];
            return inner ? { kind: "nullable", inner: php_typeExpr(inner), text } : php_unknown(text);
        }
        case "union_type":
            return {
                kind: "union",
                variants: node.namedChildren.flatMap((child) => (child ? [php_typeExpr(child)] : [])),
                text,
            };
        default:
            return php_unknown(text);
    }
}
function php_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/pyspark.ts

const pysparkTypes = {
    primitives: {
        StringType: { type: "string" },
        VarcharType: { type: "string" },
        CharType: { type: "string" },
        BinaryType: { type: "bytes" },
        BooleanType: { type: "bool" },
        ByteType: { type: "int8" },
        ShortType: { type: "int16" },
        IntegerType: { type: "int32" },
        LongType: { type: "int64" },
        FloatType: { type: "float32" },
        DoubleType: { type: "float64" },
        DecimalType: { type: "decimal128", logical: "Decimal" },
        DateType: { type: "date32", logical: "Date" },
        TimestampType: { type: "timestamp64", logical: "Timestamp" },
        TimestampNTZType: { type: "timestamp64", logical: "Timestamp", constraints: { timezone: false } },
        DayTimeIntervalType: { type: "int64", logical: "Duration" },
        NullType: { type: "null" },
    },
    lists: new Set(),
    maps: new Set(),
    optionals: new Set(),
};
/**
 * PySpark: every top-level `name = StructType([...])` is an asset named after
 * its variable. StructField's `nullable` (default True) makes a field optional,
 * as `containsNull` / `valueContainsNull` (default True) make list elements and
 * map values optional. `metadata={"comment": ...}` is the field's doc. A
 * StructField whose type is another schema variable of the file nests it.
 */
const pysparkLanguage = {
    sourceType: "pyspark",
    extensions: [],
    grammar: "python",
    types: pysparkTypes,
    declarations: (root) => pysparkSchemas(root),
};
/** Cheap content sniff for a registry deciding between `python` and `pyspark` for a .py file. */
function looksLikePyspark(text) {
    return /\bpyspark\.sql\b/.test(text) && /\bStructType\s*\(/.test(text);
}
function pysparkSchemas(root) {
    const declarations = [];
    for (const statement of root.namedChildren) {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            continue;
        const name = assignment.childForFieldName("left");
        const value = assignment.childForFieldName("right");
        if (name?.type !== "identifier" || !value || !isCallOf(value, "StructType"))
            continue;
        declarations.push({
            kind: "struct",
            name: name.text,
            line: lineOf(assignment),
            fields: pyspark_structFields(value),
            isAsset: !name.text.startsWith("_"),
            hasError: assignment.hasError,
        });
    }
    return declarations;
}
function isCallOf(node, name) {
    if (node.type !== "call")
        return false;
    const fn = node.childForFieldName("function")?.text ?? "";
    return fn === name || fn.endsWith(`.${name}`);
}
function argumentsOf(call) {
    const positional = [];
    const keywords = new Map();
    for (const argument of call.childForFieldName("arguments")?.namedChildren ?? []) {
        if (!argument || argument.type === "comment")
            continue;
        if (argument.type === "keyword_argument") {
            const key = argument.childForFieldName("name")?.text;
            const value = argument.childForFieldName("value");
            if (key && value)
                keywords.set(key, value);
        }
        else {
            positional.push(argument);
        }
    }
    return { positional, keywords };
}
/** `arg(1, "name")`: the positional argument at `index`, or the keyword argument `name`. */
function argument(args, index, name) {
    return args.keywords.get(name) ?? args.positional[index];
}
function pyspark_structFields(call) {
    const list = argument(argumentsOf(call), 0, "fields");
    const fields = [];
    for (const item of list?.type === "list" ? list.namedChildren : []) {
        if (!item || !isCallOf(item, "StructField"))
            continue;
        const args = argumentsOf(item);
        const nameNode = argument(args, 0, "name");
        const typeNode = argument(args, 1, "dataType");
        if (!nameNode || !typeNode)
            continue;
        const nullable = argument(args, 2, "nullable")?.text !== "False";
        const doc = metadataComment(argument(args, 3, "metadata"));
        fields.push({
            name: nameNode.type === "string" ? unquote(nameNode.text) : nameNode.text,
            line: lineOf(item),
            type: pyspark_typeExpr(typeNode),
            ...(nullable ? { optional: true } : {}),
            ...(doc ? { doc } : {}),
        });
    }
    return fields;
}
function metadataComment(metadata) {
    for (const pair of metadata?.type === "dictionary" ? metadata.namedChildren : []) {
        const key = pair?.childForFieldName("key");
        const value = pair?.childForFieldName("value");
        if (key && value?.type === "string" && ["comment", "description"].includes(unquote(key.text))) {
            return unquote(value.text);
        }
    }
    return undefined;
}
function pyspark_typeExpr(node) {
    const text = node.text;
    if (node.type === "identifier")
        return { kind: "named", name: text, args: [], text };
    if (node.type !== "call")
        return pyspark_unknown(text);
    const fn = node.childForFieldName("function")?.text ?? "";
    const name = fn.slice(fn.lastIndexOf(".") + 1);
    const args = argumentsOf(node);
    switch (name) {
        case "StructType":
            return { kind: "inline", fields: pyspark_structFields(node), text };
        case "ArrayType": {
            const element = argument(args, 0, "elementType");
            const elementType = element ? pyspark_typeExpr(element) : pyspark_unknown(text);
            const containsNull = argument(args, 1, "containsNull")?.text !== "False";
            return {
                kind: "list",
                element: containsNull
                    ? { kind: "nullable", inner: elementType, text: elementType.text }
                    : elementType,
                text,
            };
        }
        case "MapType": {
            const key = argument(args, 0, "keyType");
            const value = argument(args, 1, "valueType");
            const valueType = value ? pyspark_typeExpr(value) : pyspark_unknown(text);
            const valueContainsNull = argument(args, 2, "valueContainsNull")?.text !== "False";
            return {
                kind: "map",
                key: key ? pyspark_typeExpr(key) : pyspark_unknown(text),
                value: valueContainsNull ? { kind: "nullable", inner: valueType, text: valueType.text } : valueType,
                text,
            };
        }
        case "DecimalType": {
            // Spark's defaults: DecimalType() is decimal(10, 0).
            const precision = Number(argument(args, 0, "precision")?.text ?? 10);
            const scale = Number(argument(args, 1, "scale")?.text ?? 0);
            return { kind: "named", name, args: [], text, constraints: { precision, scale } };
        }
        case "VarcharType":
        case "CharType": {
            const length = Number(argument(args, 0, "length")?.text);
            return {
                kind: "named",
                name,
                args: [],
                text,
                constraints: Number.isFinite(length) ? { maxLength: length } : {},
            };
        }
        default:
            return { kind: "named", name, args: [], text };
    }
}
function pyspark_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/python.ts


const python_types = {
    primitives: {
        int: { type: "int64" },
        float: { type: "float64" },
        str: { type: "string" },
        bool: { type: "bool" },
        bytes: { type: "bytes" },
        Decimal: { type: "decimal128", logical: "Decimal" },
        datetime: { type: "timestamp64", logical: "Timestamp" },
        date: { type: "date32", logical: "Date" },
        time: { type: "time64", logical: "Time" },
        timedelta: { type: "int64", logical: "Duration" },
        UUID: { type: "uuid" },
        EmailStr: { type: "string", constraints: { format: "email" } },
        HttpUrl: { type: "string", constraints: { format: "uri" } },
        None: { type: "null" },
    },
    lists: new Set([
        "list",
        "List",
        "Sequence",
        "set",
        "Set",
        "frozenset",
        "FrozenSet",
        "Iterable",
        "tuple",
        "Tuple",
    ]),
    maps: new Set(["dict", "Dict", "Mapping", "MutableMapping"]),
    optionals: new Set(["Optional"]),
};
const MODEL_BASES = new Set(["BaseModel", "TypedDict", "SQLModel", "Struct"]);
const ENUM_BASES = new Set(["Enum", "StrEnum", "IntEnum"]);
const MODEL_DECORATORS = /^@(dataclasses\.)?dataclass\b|^@(attr\.s|attrs\.define|define|frozen)\b|^@pydantic\.dataclasses\.dataclass\b/;
/**
 * Python: dataclasses, pydantic models and TypedDicts (and classes deriving
 * from one in the same file, which inherit its fields). Public classes become
 * assets. `Optional[T]`, `T | None` and `Union[T, None]` are optional, as are
 * `NotRequired[T]` and the fields of a `total=False` TypedDict. Docs come from
 * `Field(description=...)` or a string right below the field. A file that also
 * defines PySpark `StructType` schemas yields those as `pyspark` assets.
 */
const pythonLanguage = {
    sourceType: "python",
    extensions: [".py", ".pyi"],
    grammar: "python",
    types: { ...python_types, primitives: { ...python_types.primitives, ...pysparkTypes.primitives } },
    declarations(root) {
        const declarations = modelDeclarations(root);
        const schemas = pysparkSchemas(root).map((schema) => schema.kind === "struct" && schema.isAsset ? { ...schema, sourceType: "pyspark" } : schema);
        return [...declarations, ...schemas];
    },
};
function modelDeclarations(root) {
    const classes = [];
    for (const statement of root.namedChildren) {
        if (statement?.type === "class_definition")
            classes.push({ node: statement, decorators: [] });
        if (statement?.type === "decorated_definition") {
            const definition = statement.childForFieldName("definition");
            if (definition?.type === "class_definition") {
                const decorators = statement.namedChildren.flatMap((child) => child?.type === "decorator" ? [child.text] : []);
                classes.push({ node: definition, decorators });
            }
        }
    }
    const models = new Set();
    const declarations = [];
    for (const { node, decorators } of classes) {
        const name = node.childForFieldName("name")?.text;
        if (!name)
            continue;
        const superclasses = node.childForFieldName("superclasses");
        const bases = (superclasses?.namedChildren ?? []).flatMap((base) => base && base.type !== "keyword_argument" ? [lastSegment(base.text)] : []);
        const body = node.childForFieldName("body");
        const doc = docstring(body);
        const base = { name, line: lineOf(node), ...(doc ? { doc } : {}) };
        if (bases.some((b) => ENUM_BASES.has(b))) {
            declarations.push({ kind: "enum", ...base, symbols: enumSymbols(body) });
            continue;
        }
        const isModel = bases.some((b) => MODEL_BASES.has(b) || models.has(b)) ||
            decorators.some((d) => MODEL_DECORATORS.test(d));
        if (!isModel)
            continue;
        models.add(name);
        const total = (superclasses?.namedChildren ?? []).find((argument) => argument?.type === "keyword_argument" && argument.childForFieldName("name")?.text === "total");
        const allOptional = total?.childForFieldName("value")?.text === "False";
        const fields = python_classFields(body).map((field) => (allOptional ? { ...field, optional: true } : field));
        const embeds = bases.filter((b) => models.has(b));
        const struct = {
            kind: "struct",
            ...base,
            fields,
            isAsset: !name.startsWith("_"),
            hasError: node.hasError,
        };
        declarations.push(embeds.length > 0 ? { ...struct, embeds } : struct);
    }
    return declarations;
}
function lastSegment(text) {
    return text.slice(text.lastIndexOf(".") + 1);
}
function docstring(body) {
    const first = body?.namedChildren[0];
    const string = first?.type === "expression_statement" ? first.namedChildren[0] : undefined;
    return string?.type === "string" ? cleanDocstring(string.text) : undefined;
}
function cleanDocstring(text) {
    return cleanComment(unquote(text).trim());
}
function enumSymbols(body) {
    const symbols = [];
    for (const statement of body?.namedChildren ?? []) {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            continue;
        const name = assignment.childForFieldName("left")?.text ?? "";
        const value = assignment.childForFieldName("right");
        if (name.startsWith("_"))
            continue;
        symbols.push(value?.type === "string" ? unquote(value.text) : name);
    }
    return symbols;
}
function python_classFields(body) {
    const fields = [];
    const statements = body?.namedChildren ?? [];
    statements.forEach((statement, index) => {
        const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : undefined;
        if (assignment?.type !== "assignment")
            return;
        const name = assignment.childForFieldName("left");
        const annotation = assignment.childForFieldName("type")?.namedChildren[0];
        if (name?.type !== "identifier" || !annotation || name.text.startsWith("_"))
            return;
        let type = python_typeExpr(annotation);
        if (type.kind === "named" && lastSegment(type.name) === "ClassVar")
            return;
        let optional = false;
        if (type.kind === "named" && ["NotRequired", "Required"].includes(lastSegment(type.name))) {
            optional = lastSegment(type.name) === "NotRequired";
            type = type.args[0] ?? type;
        }
        const doc = fieldDescription(assignment.childForFieldName("right")) ?? attributeDocstring(statements[index + 1]);
        fields.push({
            name: name.text,
            line: lineOf(assignment),
            type,
            ...(optional ? { optional } : {}),
            ...(doc ? { doc } : {}),
        });
    });
    return fields;
}
/** `Field(description="...")` (pydantic) as the field's doc. */
function fieldDescription(value) {
    if (value?.type !== "call" || lastSegment(value.childForFieldName("function")?.text ?? "") !== "Field")
        return undefined;
    for (const argument of value.childForFieldName("arguments")?.namedChildren ?? []) {
        if (argument?.type === "keyword_argument" && argument.childForFieldName("name")?.text === "description") {
            const text = argument.childForFieldName("value");
            if (text?.type === "string")
                return unquote(text.text);
        }
    }
    return undefined;
}
/** A bare string right after a field documents it (the attribute docstring convention). */
function attributeDocstring(next) {
    const string = next?.type === "expression_statement" ? next.namedChildren[0] : undefined;
    return string?.type === "string" ? cleanDocstring(string.text) : undefined;
}
function python_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "type": {
            const inner = node.namedChildren[0];
            return inner ? python_typeExpr(inner) : python_unknown(text);
        }
        case "identifier":
        case "attribute":
            return text === "None"
                ? { kind: "null", text }
                : { kind: "named", name: lastSegmentIfTyping(text), args: [], text };
        case "none":
            return { kind: "null", text };
        case "string":
            return forwardReference(unquote(text));
        case "binary_operator": {
            const left = node.childForFieldName("left");
            const right = node.childForFieldName("right");
            if (!left || !right)
                return python_unknown(text);
            const variants = [left, right].flatMap((side) => {
                const expr = python_typeExpr(side);
                return expr.kind === "union" ? expr.variants : [expr];
            });
            return { kind: "union", variants, text };
        }
        case "generic_type":
        case "subscript": {
            const nameNode = node.type === "subscript" ? node.childForFieldName("value") : node.namedChildren[0];
            const argNodes = node.type === "subscript"
                ? node.childrenForFieldName("subscript")
                : (node.namedChildren.find((child) => child?.type === "type_parameter")?.namedChildren ?? []);
            const name = lastSegmentIfTyping(nameNode?.text ?? "");
            if (lastSegment(name) === "Literal") {
                return { kind: "union", variants: argNodes.flatMap((arg) => (arg ? [literalOf(arg)] : [])), text };
            }
            const args = argNodes.flatMap((arg) => (arg ? [python_typeExpr(arg)] : []));
            if (lastSegment(name) === "Union")
                return { kind: "union", variants: args, text };
            if (lastSegment(name) === "Annotated")
                return args[0] ?? python_unknown(text);
            return { kind: "named", name, args, text };
        }
        default:
            return python_unknown(text);
    }
}
/** `typing.List` and `t.Optional` are the typing names; other dotted names stay whole. */
function lastSegmentIfTyping(name) {
    return /^(typing|t|typing_extensions)\./.test(name) ? lastSegment(name) : name;
}
/** An argument of `Literal[...]`: strings, numbers, booleans, None. */
function literalOf(node) {
    const value = node.type === "type" ? (node.namedChildren[0] ?? node) : node;
    const text = value.text;
    switch (value.type) {
        case "string":
            return { kind: "literal", value: unquote(text), text };
        case "integer":
        case "float":
            return { kind: "literal", value: Number(text), text };
        case "true":
        case "false":
            return { kind: "literal", value: value.type === "true", text };
        case "none":
            return { kind: "null", text };
        default:
            return python_unknown(text);
    }
}
/** A quoted annotation: `"Order"` or `"Order | None"`; anything more complex stays unknown. */
function forwardReference(inner) {
    const parts = inner.split("|").map((part) => part.trim());
    const variants = parts.map((part) => {
        if (part === "None")
            return { kind: "null", text: part };
        if (/^[A-Za-z_][\w.]*$/.test(part))
            return { kind: "named", name: part, args: [], text: part };
        return python_unknown(part);
    });
    const [only] = variants;
    return only && variants.length === 1 ? only : { kind: "union", variants, text: inner };
}
function python_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/swift.ts

const swift_types = {
    primitives: {
        Int: { type: "int64" },
        Int8: { type: "int8" },
        Int16: { type: "int16" },
        Int32: { type: "int32" },
        Int64: { type: "int64" },
        UInt: { type: "uint64" },
        UInt8: { type: "uint8" },
        UInt16: { type: "uint16" },
        UInt32: { type: "uint32" },
        UInt64: { type: "uint64" },
        Float: { type: "float32" },
        Float32: { type: "float32" },
        Double: { type: "float64" },
        Float64: { type: "float64" },
        Bool: { type: "bool" },
        String: { type: "string" },
        Character: { type: "string", constraints: { maxLength: 1 } },
        URL: { type: "string", constraints: { format: "uri" } },
        Decimal: { type: "decimal128", logical: "Decimal" },
        Date: { type: "timestamp64", logical: "Timestamp" },
        UUID: { type: "uuid" },
        Data: { type: "bytes" },
    },
    lists: new Set(["Array", "Set", "ContiguousArray"]),
    maps: new Set(["Dictionary"]),
    optionals: new Set(["Optional"]),
};
const HIDDEN = new Set(["private", "fileprivate"]);
/**
 * Swift: top-level structs and classes that are not private become assets; their
 * stored instance properties (`let`/`var` with a type, not static, not computed)
 * are the fields. `T?`, `T!` and `Optional<T>` are optional. Enums resolve to
 * their raw values when given, else their case names.
 */
const swiftLanguage = {
    sourceType: "swift",
    extensions: [".swift"],
    grammar: "swift",
    types: swift_types,
    declarations(root) {
        const declarations = [];
        for (const child of root.namedChildren)
            if (child)
                swift_collect(child, true, declarations);
        return declarations;
    },
};
const isSwiftDoc = (comment) => comment.startsWith("///") || comment.startsWith("/**");
function swift_collect(node, topLevel, into) {
    if (node.type !== "class_declaration")
        return;
    const kind = node.children.find((child) => child && !child.isNamed && /^(struct|class|enum|actor)$/.test(child.type));
    const nameNode = node.childForFieldName("name");
    if (!kind || nameNode?.type !== "type_identifier")
        return;
    const doc = leadingDoc(node, isSwiftDoc);
    const base = { name: nameNode.text, line: lineOf(node), ...(doc ? { doc } : {}) };
    const body = node.childForFieldName("body");
    if (kind.type === "enum") {
        const symbols = [];
        for (const entry of body?.namedChildren ?? []) {
            if (entry?.type !== "enum_entry")
                continue;
            // `case a = "x", b`: names and raw values alternate in source order.
            for (const child of entry.namedChildren) {
                if (!child)
                    continue;
                if (child.type === "simple_identifier")
                    symbols.push(child.text);
                else if (/string_literal$/.test(child.type) && symbols.length > 0)
                    symbols[symbols.length - 1] = unquote(child.text);
            }
        }
        into.push({ kind: "enum", ...base, symbols });
    }
    else {
        into.push({
            kind: "struct",
            ...base,
            fields: storedProperties(body),
            isAsset: topLevel && !swift_modifierTexts(node).some((modifier) => HIDDEN.has(modifier)),
            hasError: node.hasError,
        });
    }
    for (const member of body?.namedChildren ?? [])
        if (member)
            swift_collect(member, false, into);
}
function swift_modifierTexts(node) {
    const modifiers = node.namedChildren.find((child) => child?.type === "modifiers");
    return (modifiers?.namedChildren ?? []).flatMap((modifier) => (modifier ? [modifier.text] : []));
}
function storedProperties(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type !== "property_declaration")
            continue;
        if (member.childForFieldName("computed_value"))
            continue;
        if (swift_modifierTexts(member).some((modifier) => modifier === "static" || modifier === "class"))
            continue;
        const name = member.childForFieldName("name")?.childForFieldName("bound_identifier")?.text;
        const annotation = member.namedChildren.find((child) => child?.type === "type_annotation");
        const type = annotation?.childForFieldName("name");
        if (!name || !annotation || !type)
            continue;
        // `T!` (implicitly unwrapped) may hold nil; the grammar leaves the `!` beside the annotation.
        const unwrapped = annotation.nextSibling?.type === "!" || annotation.text.endsWith("!");
        const doc = leadingDoc(member, isSwiftDoc);
        fields.push({
            name,
            line: lineOf(member),
            type: swift_typeExpr(type),
            ...(unwrapped ? { optional: true } : {}),
            ...(doc ? { doc } : {}),
        });
    }
    return fields;
}
function swift_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "optional_type": {
            const inner = node.childForFieldName("wrapped");
            return inner ? { kind: "nullable", inner: swift_typeExpr(inner), text } : swift_unknown(text);
        }
        case "array_type": {
            const element = node.childForFieldName("name");
            return element ? { kind: "list", element: swift_typeExpr(element), text } : swift_unknown(text);
        }
        case "dictionary_type": {
            const [key, value] = node.childrenForFieldName("name");
            return key && value ? { kind: "map", key: swift_typeExpr(key), value: swift_typeExpr(value), text } : swift_unknown(text);
        }
        case "user_type": {
            const name = node.namedChildren
                .flatMap((child) => (child?.type === "type_identifier" ? [child.text] : []))
                .join(".");
            const args = node.namedChildren
                .find((child) => child?.type === "type_arguments")
                ?.childrenForFieldName("name")
                .flatMap((arg) => (arg ? [swift_typeExpr(arg)] : []));
            return { kind: "named", name, args: args ?? [], text };
        }
        default:
            return swift_unknown(text);
    }
}
function swift_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code/typescript.ts

const typescript_types = {
    primitives: {
        string: { type: "string" },
        number: { type: "float64" },
        bigint: { type: "int64" },
        boolean: { type: "bool" },
        Date: { type: "timestamp64", logical: "Timestamp" },
        Uint8Array: { type: "bytes" },
        Buffer: { type: "bytes" },
        null: { type: "null" },
        undefined: { type: "null" },
        void: { type: "null" },
    },
    lists: new Set(["Array", "ReadonlyArray", "Set", "ReadonlySet"]),
    maps: new Set(["Record", "Map", "ReadonlyMap"]),
    optionals: new Set(),
};
/**
 * TypeScript: exported interfaces, object type aliases and classes (public,
 * non-static typed properties). A field is optional when written `name?:` or
 * when its type admits `null` or `undefined`.
 */
const typescriptLanguage = {
    sourceType: "typescript",
    extensions: [".ts", ".mts", ".cts"],
    grammar: "typescript",
    types: typescript_types,
    declarations(root) {
        const declarations = [];
        for (const statement of root.namedChildren) {
            if (!statement)
                continue;
            const exported = statement.type === "export_statement";
            const declaration = exported ? statement.childForFieldName("declaration") : statement;
            if (!declaration)
                continue;
            const found = typescript_declarationOf(declaration, statement, exported);
            if (found)
                declarations.push(found);
        }
        return declarations;
    },
};
function typescript_declarationOf(node, outer, exported) {
    const name = node.childForFieldName("name")?.text;
    if (!name)
        return undefined;
    const line = lineOf(node);
    const doc = leadingDoc(outer, isBlockDoc);
    const base = { name, line, ...(doc ? { doc } : {}) };
    const hasError = node.hasError;
    switch (node.type) {
        case "interface_declaration":
            return {
                kind: "struct",
                ...base,
                fields: typescript_fieldsOf(node.childForFieldName("body")),
                isAsset: exported,
                hasError,
            };
        case "class_declaration":
            return {
                kind: "struct",
                ...base,
                fields: typescript_fieldsOf(node.childForFieldName("body")),
                isAsset: exported,
                hasError,
            };
        case "type_alias_declaration": {
            const value = node.childForFieldName("value");
            if (!value)
                return undefined;
            if (value.type === "object_type") {
                return { kind: "struct", ...base, fields: typescript_fieldsOf(value), isAsset: exported, hasError };
            }
            return { kind: "alias", ...base, type: typescript_typeExpr(value) };
        }
        case "enum_declaration": {
            const symbols = [];
            for (const member of node.childForFieldName("body")?.namedChildren ?? []) {
                if (!member)
                    continue;
                if (member.type === "enum_assignment") {
                    const value = member.childForFieldName("value");
                    symbols.push(value?.type === "string" ? unquote(value.text) : (member.childForFieldName("name")?.text ?? ""));
                }
                else if (member.type === "property_identifier") {
                    symbols.push(member.text);
                }
            }
            return { kind: "enum", ...base, symbols };
        }
        default:
            return undefined;
    }
}
const typescript_SKIPPED_MODIFIERS = new Set(["static", "private", "protected", "declare"]);
function typescript_fieldsOf(body) {
    const fields = [];
    for (const member of body?.namedChildren ?? []) {
        if (member?.type === "method_definition" && member.childForFieldName("name")?.text === "constructor") {
            fields.push(...parameterProperties(member));
            continue;
        }
        if (!member || (member.type !== "property_signature" && member.type !== "public_field_definition"))
            continue;
        const nameNode = member.childForFieldName("name");
        const typeNode = member.childForFieldName("type")?.namedChildren[0];
        if (!nameNode || nameNode.type === "private_property_identifier")
            continue;
        if (member.children.some((child) => child && typescript_SKIPPED_MODIFIERS.has(modifierText(child))))
            continue;
        const doc = leadingDoc(member, isBlockDoc);
        fields.push({
            name: nameNode.type === "string" ? unquote(nameNode.text) : nameNode.text,
            line: lineOf(member),
            type: typeNode ? typescript_typeExpr(typeNode) : inferred(member.childForFieldName("value")),
            ...(member.children.some((child) => child?.type === "?") ? { optional: true } : {}),
            ...(doc ? { doc } : {}),
        });
    }
    return fields;
}
/**
 * `constructor(public id: string, readonly n?: number)` declares properties;
 * plain and private parameters do not become fields.
 */
function parameterProperties(constructorNode) {
    const fields = [];
    for (const parameter of constructorNode.childForFieldName("parameters")?.namedChildren ?? []) {
        if (parameter?.type !== "required_parameter" && parameter?.type !== "optional_parameter")
            continue;
        const modifiers = parameter.children.flatMap((child) => child && (child.type === "accessibility_modifier" || child.type === "readonly") ? [child.text] : []);
        if (modifiers.length === 0 || modifiers.some((modifier) => typescript_SKIPPED_MODIFIERS.has(modifier)))
            continue;
        const name = parameter.childForFieldName("pattern");
        const typeNode = parameter.childForFieldName("type")?.namedChildren[0];
        if (name?.type !== "identifier")
            continue;
        fields.push({
            name: name.text,
            line: lineOf(parameter),
            type: typeNode ? typescript_typeExpr(typeNode) : inferred(parameter.childForFieldName("value")),
            ...(parameter.type === "optional_parameter" ? { optional: true } : {}),
        });
    }
    return fields;
}
/** An unannotated class field takes the type of its literal initializer, as TypeScript infers it. */
function inferred(value) {
    const literalTypes = {
        number: "number",
        string: "string",
        template_string: "string",
        true: "boolean",
        false: "boolean",
    };
    const name = value ? literalTypes[value.type] : undefined;
    return name
        ? { kind: "named", name, args: [], text: name }
        : typescript_unknown(value ? `(inferred from ${value.text.slice(0, 60)})` : "(untyped)");
}
function modifierText(node) {
    return node.type === "accessibility_modifier" ? node.text : node.type;
}
function typescript_typeExpr(node) {
    const text = node.text;
    switch (node.type) {
        case "predefined_type":
        case "type_identifier":
        case "nested_type_identifier":
            return { kind: "named", name: text, args: [], text };
        case "generic_type": {
            const name = node.childForFieldName("name")?.text ?? "";
            const args = (node.childForFieldName("type_arguments")?.namedChildren ?? []).flatMap((arg) => arg ? [typescript_typeExpr(arg)] : []);
            return { kind: "named", name, args, text };
        }
        case "array_type": {
            const element = node.namedChildren[0];
            return { kind: "list", element: element ? typescript_typeExpr(element) : typescript_unknown(text), text };
        }
        case "readonly_type":
        case "parenthesized_type": {
            const inner = node.namedChildren[0];
            return inner ? typescript_typeExpr(inner) : typescript_unknown(text);
        }
        case "union_type":
            return { kind: "union", variants: flattenUnion(node).map(typescript_typeExpr), text };
        case "literal_type": {
            const literal = node.namedChildren[0];
            if (!literal)
                return typescript_unknown(text);
            if (literal.type === "null" || literal.type === "undefined")
                return { kind: "null", text };
            if (literal.type === "string")
                return { kind: "literal", value: unquote(literal.text), text };
            if (literal.type === "number" || literal.type === "unary_expression") {
                return { kind: "literal", value: Number(literal.text), text };
            }
            if (literal.type === "true" || literal.type === "false") {
                return { kind: "literal", value: literal.type === "true", text };
            }
            return typescript_unknown(text);
        }
        case "object_type":
            return { kind: "inline", fields: typescript_fieldsOf(node), text };
        default:
            return typescript_unknown(text);
    }
}
/** `a | b | c` nests as union(union(a, b), c). */
function flattenUnion(node) {
    return node.namedChildren.flatMap((child) => {
        if (!child)
            return [];
        return child.type === "union_type" ? flattenUnion(child) : [child];
    });
}
function typescript_unknown(text) {
    return { kind: "named", name: "", args: [], text };
}

;// CONCATENATED MODULE: ./src/schema/readers/code.ts










/**
 * Readers of code models: typescript, python, pyspark, java, kotlin, swift, php,
 * golang. The python reader also returns a file's PySpark schemas (as `pyspark`
 * assets); the pyspark reader claims no extension and reads only those.
 */
const codeReaders = [
    typescriptLanguage,
    pythonLanguage,
    pysparkLanguage,
    javaLanguage,
    kotlinLanguage,
    swiftLanguage,
    phpLanguage,
    golangLanguage,
].map(codeReader);

// EXTERNAL MODULE: ./node_modules/avsc/lib/index.js
var lib = __webpack_require__(39369);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/schema/located.ts

class LocatedParseError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
    }
}
function parseLocated(text) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
    const first = doc.errors[0];
    if (first) {
        const line = first.linePos?.[0]?.line ?? lineCounter.linePos(first.pos[0]).line;
        throw new LocatedParseError(first.message.split("\n")[0] ?? first.message, line);
    }
    const objectLines = new WeakMap();
    const keyLines = new WeakMap();
    const lineAt = (node) => node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
    const convert = (node) => {
        if ((0,dist/* isMap */.jh)(node)) {
            const out = {};
            const lines = new Map();
            for (const pair of node.items) {
                const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : String(pair.key);
                out[key] = convert(pair.value);
                const line = lineAt(pair.key);
                if (line !== undefined)
                    lines.set(key, line);
            }
            const line = lineAt(node);
            if (line !== undefined)
                objectLines.set(out, line);
            keyLines.set(out, lines);
            return out;
        }
        if ((0,dist/* isSeq */.oP)(node)) {
            const out = node.items.map(convert);
            const line = lineAt(node);
            if (line !== undefined)
                objectLines.set(out, line);
            return out;
        }
        if ((0,dist/* isScalar */.jn)(node))
            return node.value;
        return null;
    };
    return {
        value: convert(doc.contents),
        lineOf: (value) => objectLines.get(value),
        keyLine: (object, key) => keyLines.get(object)?.get(key),
    };
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/schema/text.ts

/** Maps character offsets of a text to 1-based line numbers. */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
            this.starts.push(i + 1);
    }
    lineAt(offset) {
        let low = 0;
        let high = this.starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if ((this.starts[mid] ?? 0) <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return low + 1;
    }
}
function errorDiagnostic(file, message, line) {
    return line === undefined
        ? { file, severity: "error", message }
        : { file, line, severity: "error", message };
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** Resolves `target` (relative to the folder of `from`) to a repository-relative POSIX path. */
function resolveRelative(from, target) {
    return external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(from), target)).replace(/^\.\//, "");
}
/** Sorts migration file names the way people number them: V2 before V10. */
function naturalCompare(a, b) {
    return a.localeCompare(b, "en", { numeric: true });
}
/** Escapes a string for use inside a RegExp. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

;// CONCATENATED MODULE: ./src/schema/readers/avro-idl.ts





/**
 * Avro IDL (.avdl), as far as avsc's IDL parser goes: protocols with records,
 * enums, fixed, unions, arrays, maps and `@logicalType` annotations (not the
 * newer `decimal(p,s)` / `T?` shorthands, nor imports). Each record of the
 * protocol is an asset. Lines come from a scan of the text: `record Name`,
 * then each field's `name;` / `name = default;` after it.
 */
async function readAvroIdl(request) {
    const text = await request.files.readText(request.path);
    if (text === undefined)
        return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
    let protocol;
    try {
        protocol = lib_default().readProtocol(text);
    }
    catch (error) {
        const zeroBased = error.lineNum; // avsc counts lines from 0
        const line = zeroBased === undefined ? undefined : zeroBased + 1;
        return {
            assets: [],
            diagnostics: [errorDiagnostic(request.path, `invalid Avro IDL: ${errorMessage(error)}`, line)],
        };
    }
    const types = (protocol.types ?? []).filter(isRecord);
    const lines = new LineIndex(text);
    const keyLines = new WeakMap();
    for (const type of types) {
        const start = text.search(new RegExp(String.raw `\b(record|error|enum|fixed)\s+${escapeRegExp(String(type.name))}\b`));
        if (start === -1)
            continue;
        keyLines.set(type, lines.lineAt(start));
        for (const field of Array.isArray(type.fields) ? type.fields.filter(isRecord) : []) {
            const pattern = new RegExp(String.raw `\b${escapeRegExp(String(field.name))}\s*(=[^;]*)?;`, "g");
            pattern.lastIndex = start;
            const match = pattern.exec(text);
            if (match)
                keyLines.set(field, lines.lineAt(match.index));
        }
    }
    const doc = {
        value: types,
        lineOf: (v) => keyLines.get(v),
        keyLine: (v) => keyLines.get(v),
    };
    const source = { file: request.path, doc, text };
    const definitions = new Map();
    collectNames(types, protocol.namespace, source, definitions);
    // IDL may use a type before declaring it: register in rounds until nothing changes.
    const registry = {};
    let pending = types;
    let lastError = "";
    while (pending.length > 0) {
        const failed = pending.filter((type) => {
            try {
                // A failed attempt may leave half a type in its registry: try on a copy.
                const attempt = { ...registry };
                lib_default().Type.forSchema(type, {
                    registry: attempt,
                    namespace: protocol.namespace,
                    wrapUnions: false,
                });
                Object.assign(registry, attempt);
                return false;
            }
            catch (error) {
                lastError = errorMessage(error);
                return true;
            }
        });
        if (failed.length === pending.length) {
            const line = keyLines.get(failed[0] ?? {}) ?? 1;
            return {
                assets: [],
                diagnostics: [errorDiagnostic(request.path, `invalid Avro schema: ${lastError}`, line)],
            };
        }
        pending = failed;
    }
    const assets = [];
    for (const type of types) {
        if (type.type !== "record")
            continue;
        const fullName = qualify(String(type.name), stringOr(type.namespace) ?? protocol.namespace);
        const tree = new Converter(definitions, request.path).convert(type, protocol.namespace, source, new Set());
        const path = `${request.path}:${fullName}`;
        assets.push({
            sourceType: "avro",
            resourceName: (0,model/* resourceName */.I)("avro", request.dataSource, path),
            dataSource: request.dataSource,
            path,
            file: request.path,
            line: keyLines.get(type),
            schema: { ...tree, name: fullName },
        });
    }
    const diagnostics = (protocol.imports ?? []).length
        ? [
            {
                file: request.path,
                severity: "warning",
                message: "IDL imports are not followed; imported types read as unknown",
            },
        ]
        : [];
    return { assets, diagnostics };
}

;// CONCATENATED MODULE: ./src/schema/readers/avro.ts





const PRIMITIVES = {
    null: "null",
    boolean: "bool",
    int: "int32",
    long: "int64",
    float: "float32",
    double: "float64",
    bytes: "bytes",
    string: "string",
};
/** avsc's messages end with the offending name or value: point at its first quoted occurrence. */
function lineOfCulprit(text, message) {
    const culprit = /:\s*([^\s:]+)\s*$/.exec(message)?.[1]?.replace(/^"|"$/g, "");
    const at = culprit && text ? text.indexOf(`"${culprit}"`) : -1;
    return at === -1 || !text ? 1 : text.slice(0, at).split("\n").length;
}
/**
 * Avro .avsc files (JSON): records, enums, fixed, arrays, maps, unions,
 * logical types. Named types may come from sibling .avsc files of the same
 * folder. avsc validates the schema (its errors become diagnostics); the tree
 * is built from the JSON itself so that docs, defaults, aliases and lines are
 * kept. One asset per top-level named record; path `<file>:<full name>`.
 */
const avroReader = {
    sourceType: "avro",
    extensions: [".avsc", ".avdl"],
    async read(request) {
        if (request.path.endsWith(".avdl"))
            return readAvroIdl(request);
        const main = await loadFile(request, request.path);
        if ("diagnostic" in main)
            return { assets: [], diagnostics: [main.diagnostic] };
        const diagnostics = [];
        const definitions = new Map();
        collectNames(main.doc.value, undefined, main, definitions);
        const localNames = new Set(definitions.keys());
        // Names the file uses but does not define: look in the sibling .avsc files.
        if (referencedNames(main.doc.value, undefined).some((n) => !definitions.has(n) && !definitions.has(n.slice(n.lastIndexOf(".") + 1)))) {
            const dir = request.path.includes("/") ? request.path.slice(0, request.path.lastIndexOf("/")) : "";
            for (const sibling of await request.files.list(dir)) {
                if (sibling === request.path || !sibling.endsWith(".avsc"))
                    continue;
                const loaded = await loadFile(request, sibling);
                if ("doc" in loaded)
                    collectNames(loaded.doc.value, undefined, loaded, definitions, false);
            }
        }
        try {
            const registry = {};
            // Sibling definitions first, so the main file's references resolve.
            for (const [name, def] of definitions) {
                if (!localNames.has(name) && !registry[name])
                    tryParse(def.schema, registry);
            }
            lib_default().Type.forSchema(main.doc.value, { registry, wrapUnions: false });
        }
        catch (error) {
            const message = errorMessage(error);
            diagnostics.push(errorDiagnostic(request.path, `invalid Avro schema: ${message}`, lineOfCulprit(main.text, message)));
            return { assets: [], diagnostics };
        }
        const tops = Array.isArray(main.doc.value) ? main.doc.value : [main.doc.value];
        const assets = [];
        for (const top of tops) {
            if (!isRecord(top) || top.type !== "record")
                continue;
            const fullName = qualify(String(top.name), stringOr(top.namespace));
            const converter = new Converter(definitions, request.path);
            const tree = converter.convert(top, undefined, main, new Set());
            const path = `${request.path}:${fullName}`;
            assets.push({
                sourceType: "avro",
                resourceName: (0,model/* resourceName */.I)("avro", request.dataSource, path),
                dataSource: request.dataSource,
                path,
                file: request.path,
                line: main.doc.keyLine(top, "name") ?? main.doc.lineOf(top),
                schema: { ...tree, name: fullName },
            });
        }
        if (assets.length === 0) {
            diagnostics.push(errorDiagnostic(request.path, "no top-level Avro record in this file", 1));
        }
        return { assets, diagnostics };
    },
};
/**
 * Maps one standalone Avro schema given as JSON text (the writer schema of an
 * object container file) to a tree, exactly as a top-level record of an .avsc
 * file is mapped. Throws when the text is not JSON or not a valid Avro schema.
 */
function avroSchemaTree(text, file) {
    const doc = parseLocated(text);
    lib_default().Type.forSchema(doc.value, { wrapUnions: false });
    const source = { file, doc, text };
    const definitions = new Map();
    collectNames(doc.value, undefined, source, definitions);
    return new Converter(definitions, file).convert(doc.value, undefined, source, new Set());
}
function tryParse(schema, registry) {
    try {
        lib_default().Type.forSchema(schema, { registry, wrapUnions: false });
    }
    catch {
        // Reported when the main schema fails to resolve.
    }
}
async function loadFile(request, file) {
    const text = await request.files.readText(file);
    if (text === undefined)
        return { diagnostic: errorDiagnostic(file, "no such file") };
    try {
        return { file, doc: parseLocated(text), text };
    }
    catch (error) {
        const line = error instanceof LocatedParseError ? error.line : undefined;
        return { diagnostic: errorDiagnostic(file, `not valid JSON: ${errorMessage(error)}`, line) };
    }
}
function stringOr(value) {
    return typeof value === "string" ? value : undefined;
}
function qualify(name, namespace) {
    return name.includes(".") || !namespace ? name : `${namespace}.${name}`;
}
function collectNames(schema, namespace, source, into, overwrite = true) {
    if (Array.isArray(schema)) {
        for (const s of schema)
            collectNames(s, namespace, source, into, overwrite);
        return;
    }
    if (!isRecord(schema))
        return;
    const type = schema.type;
    if ((type === "record" || type === "error" || type === "enum" || type === "fixed") &&
        typeof schema.name === "string") {
        const fullName = qualify(schema.name, stringOr(schema.namespace) ?? namespace);
        if (overwrite || !into.has(fullName))
            into.set(fullName, { schema, file: source.file, doc: source.doc });
        const inner = namespaceOf(fullName);
        if (Array.isArray(schema.fields)) {
            for (const f of schema.fields)
                if (isRecord(f))
                    collectNames(f.type, inner, source, into, overwrite);
        }
        return;
    }
    collectNames(type, namespace, source, into, overwrite);
    collectNames(schema.items, namespace, source, into, overwrite);
    collectNames(schema.values, namespace, source, into, overwrite);
}
function namespaceOf(fullName) {
    return fullName.includes(".") ? fullName.slice(0, fullName.lastIndexOf(".")) : undefined;
}
/** Full names of the named types a schema refers to (defined or not). */
function referencedNames(schema, namespace) {
    if (typeof schema === "string")
        return PRIMITIVES[schema] ? [] : [qualify(schema, namespace)];
    if (Array.isArray(schema))
        return schema.flatMap((s) => referencedNames(s, namespace));
    if (!isRecord(schema))
        return [];
    const type = schema.type;
    if (type === "record" || type === "error") {
        const inner = namespaceOf(qualify(String(schema.name), stringOr(schema.namespace) ?? namespace));
        const fields = Array.isArray(schema.fields) ? schema.fields.filter(isRecord) : [];
        return fields.flatMap((f) => referencedNames(f.type, inner));
    }
    if (type === "array")
        return referencedNames(schema.items, namespace);
    if (type === "map")
        return referencedNames(schema.values, namespace);
    if (type === "enum" || type === "fixed")
        return [];
    return referencedNames(type, namespace);
}
class Converter {
    definitions;
    assetFile;
    constructor(definitions, assetFile) {
        this.definitions = definitions;
        this.assetFile = assetFile;
    }
    convert(schema, namespace, source, stack) {
        if (typeof schema === "string") {
            const primitive = PRIMITIVES[schema];
            if (primitive)
                return { type: primitive };
            const fullName = qualify(schema, namespace);
            const def = this.definitions.get(fullName) ?? this.definitions.get(schema);
            if (!def)
                return { type: "unknown", constraints: { ref: fullName } };
            if (stack.has(fullName))
                return { type: "struct", alias: fullName, constraints: { ref: fullName } };
            return this.convert(def.schema, undefined, { file: def.file, doc: def.doc }, stack);
        }
        if (Array.isArray(schema))
            return this.union(schema, namespace, source, stack);
        if (!isRecord(schema))
            return { type: "unknown" };
        const type = schema.type;
        const logical = stringOr(schema.logicalType);
        const extra = this.extraConstraints(schema);
        if (typeof type === "string" && PRIMITIVES[type]) {
            const base = { type: PRIMITIVES[type] ?? "unknown" };
            return withConstraints(logical ? applyLogical(base, type, logical, schema) : base, extra);
        }
        if (type === "record" || type === "error") {
            const fullName = qualify(String(schema.name), stringOr(schema.namespace) ?? namespace);
            const inner = namespaceOf(fullName);
            const nextStack = new Set(stack).add(fullName);
            const fields = (Array.isArray(schema.fields) ? schema.fields : []).filter(isRecord).map((f) => {
                const child = this.convert(f.type, inner, source, nextStack);
                const constraints = { ...child.constraints };
                if ("default" in f)
                    constraints.default = f.default;
                if (Array.isArray(f.aliases))
                    constraints.aliases = f.aliases;
                if (typeof f.order === "string")
                    constraints.order = f.order;
                return {
                    ...child,
                    name: String(f.name),
                    ...(typeof f.doc === "string" ? { doc: f.doc } : {}),
                    constraints,
                    line: source.doc.keyLine(f, "name") ?? source.doc.lineOf(f),
                    ...(source.file !== this.assetFile ? { file: source.file } : {}),
                };
            });
            return withConstraints({
                type: "struct",
                alias: fullName,
                ...(typeof schema.doc === "string" ? { doc: schema.doc } : {}),
                fields,
            }, extra);
        }
        if (type === "enum") {
            const fullName = qualify(String(schema.name), stringOr(schema.namespace) ?? namespace);
            const constraints = { symbols: schema.symbols, ...extra };
            if ("default" in schema)
                constraints.enumDefault = schema.default;
            return {
                type: "enum",
                alias: fullName,
                ...(typeof schema.doc === "string" ? { doc: schema.doc } : {}),
                constraints,
            };
        }
        if (type === "fixed") {
            const fullName = qualify(String(schema.name), stringOr(schema.namespace) ?? namespace);
            const base = { type: "bytes", alias: fullName, constraints: { fixedSize: schema.size } };
            return withConstraints(logical ? applyLogical(base, "fixed", logical, schema) : base, extra);
        }
        if (type === "array") {
            const element = this.convert(schema.items, namespace, source, stack);
            return withConstraints({ type: "list", fields: [{ ...element, name: "element" }] }, extra);
        }
        if (type === "map") {
            const value = this.convert(schema.values, namespace, source, stack);
            return withConstraints({
                type: "map",
                fields: [
                    { name: "key", type: "string" },
                    { ...value, name: "value" },
                ],
            }, extra);
        }
        // {"type": "com.acme.Named"} or {"type": [...]}: a wrapped reference or union.
        return this.convert(type, namespace, source, stack);
    }
    /** ["null", T] is an optional T; other unions keep their variants (null removed, optional set). */
    union(variants, namespace, source, stack) {
        const nonNull = variants.filter((v) => v !== "null" && !(isRecord(v) && v.type === "null"));
        const optional = nonNull.length < variants.length;
        if (nonNull.length === 1) {
            const only = this.convert(nonNull[0], namespace, source, stack);
            return optional ? { ...only, optional: true } : only;
        }
        const fields = nonNull.map((v) => this.convert(v, namespace, source, stack));
        return { type: "union", fields, ...(optional ? { optional: true } : {}) };
    }
    extraConstraints(schema) {
        // Properties Avro allows on any schema beyond the ones mapped: kept verbatim.
        const known = new Set([
            "type",
            "name",
            "namespace",
            "doc",
            "fields",
            "symbols",
            "items",
            "values",
            "size",
            "logicalType",
            "precision",
            "scale",
            "aliases",
            "default",
        ]);
        const extra = {};
        for (const [key, value] of Object.entries(schema))
            if (!known.has(key))
                extra[key] = value;
        if (Array.isArray(schema.aliases))
            extra.aliases = schema.aliases;
        return extra;
    }
}
function withConstraints(tree, extra) {
    return Object.keys(extra).length === 0 ? tree : { ...tree, constraints: { ...tree.constraints, ...extra } };
}
/** Recap's mapping of Avro logical types; an unknown logical type keeps the base type and its name. */
function applyLogical(base, physical, logical, schema) {
    const c = { ...base.constraints, logicalType: logical };
    switch (logical) {
        case "decimal": {
            const precision = Number(schema.precision);
            const scale = Number(schema.scale ?? 0);
            return {
                ...base,
                type: precision > 38 ? "decimal256" : "decimal128",
                logical: "Decimal",
                constraints: { ...c, precision, scale },
            };
        }
        case "uuid":
            return { ...base, type: "uuid", constraints: c };
        case "date":
            return { ...base, type: "date32", logical: "Date", constraints: c };
        case "time-millis":
        case "time-micros":
            return {
                ...base,
                type: "time64",
                logical: "Time",
                constraints: { ...c, unit: logical === "time-millis" ? "millisecond" : "microsecond" },
            };
        case "timestamp-millis":
        case "timestamp-micros":
        case "timestamp-nanos":
            return {
                ...base,
                type: "timestamp64",
                logical: "Timestamp",
                constraints: {
                    ...c,
                    unit: logical.slice(10) === "millis"
                        ? "millisecond"
                        : logical.endsWith("micros")
                            ? "microsecond"
                            : "nanosecond",
                    timezone: "UTC",
                },
            };
        case "local-timestamp-millis":
        case "local-timestamp-micros":
        case "local-timestamp-nanos":
            return {
                ...base,
                type: "timestamp64",
                logical: "Timestamp",
                constraints: {
                    ...c,
                    unit: logical.endsWith("millis")
                        ? "millisecond"
                        : logical.endsWith("micros")
                            ? "microsecond"
                            : "nanosecond",
                },
            };
        case "duration":
            return { ...base, logical: "Duration", constraints: c };
        default:
            return { ...base, constraints: { ...c, physicalType: physical } };
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/dataframe.ts



/**
 * Dataframe dtype files (`*.dataframe.yaml|yml|json`), the documented input:
 *
 *   dataframes:
 *     orders:                      # one asset per frame; path `<file>:<name>`
 *       library: pandas            # pandas (default) or polars
 *       doc: One row per order.
 *       columns:
 *         order_id: int64          # a dtype as pandas/polars print it
 *         placed_at: datetime64[ns, UTC]
 *         status: {dtype: category, categories: [new, paid]}
 *         amount: {dtype: "Decimal(12, 2)", nullable: false, doc: Order total}
 *
 * The output of `df.dtypes` / `df.schema` fits under `columns`. Nullability:
 * `nullable` when given; else pandas' NumPy ints, uints and bools cannot hold
 * nulls and everything else can (polars: every column can).
 */
const dataframeReader = {
    sourceType: "dataframe",
    extensions: [".dataframe.yaml", ".dataframe.yml", ".dataframe.json"],
    async read(request) {
        const text = await request.files.readText(request.path);
        if (text === undefined)
            return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
        let doc;
        try {
            doc = parseLocated(text);
        }
        catch (error) {
            const line = error instanceof LocatedParseError ? error.line : undefined;
            return {
                assets: [],
                diagnostics: [errorDiagnostic(request.path, `not valid YAML or JSON: ${errorMessage(error)}`, line)],
            };
        }
        const diagnostics = [];
        const root = doc.value;
        const frames = isRecord(root) && isRecord(root.dataframes) ? root.dataframes : undefined;
        if (!frames) {
            return {
                assets: [],
                diagnostics: [errorDiagnostic(request.path, "expected a top-level `dataframes:` mapping", 1)],
            };
        }
        const assets = [];
        for (const [name, frame] of Object.entries(frames)) {
            const frameLine = doc.keyLine(frames, name);
            if (!isRecord(frame) || !isRecord(frame.columns)) {
                diagnostics.push(errorDiagnostic(request.path, `dataframe '${name}' needs a \`columns:\` mapping`, frameLine));
                continue;
            }
            const library = frame.library === "polars" ? "polars" : "pandas";
            const columns = frame.columns;
            const fields = Object.entries(columns).map(([column, spec]) => {
                const line = doc.keyLine(columns, column);
                const tree = columnTree(spec, library, (message) => diagnostics.push({
                    file: request.path,
                    line,
                    severity: "warning",
                    message: `column '${column}': ${message}`,
                }));
                return { ...tree, name: column, ...(line === undefined ? {} : { line }) };
            });
            const path = `${request.path}:${name}`;
            assets.push({
                sourceType: "dataframe",
                resourceName: (0,model/* resourceName */.I)("dataframe", request.dataSource, path),
                dataSource: request.dataSource,
                path,
                file: request.path,
                line: frameLine,
                schema: {
                    type: "struct",
                    name,
                    ...(typeof frame.doc === "string" ? { doc: frame.doc } : {}),
                    constraints: { library },
                    fields,
                },
            });
        }
        return { assets, diagnostics };
    },
};
function columnTree(spec, library, warn) {
    const obj = isRecord(spec) ? spec : { dtype: spec };
    const dtype = String(obj.dtype ?? "");
    let tree = mapDtype(dtype, library);
    if (tree.type === "unknown" && dtype !== "object")
        warn(`unknown dtype '${dtype}'`);
    if (isRecord(obj.fields)) {
        tree = {
            type: "struct",
            fields: Object.entries(obj.fields).map(([n, s]) => ({ ...columnTree(s, library, warn), name: n })),
        };
    }
    const constraints = { physicalType: dtype, ...tree.constraints };
    if (Array.isArray(obj.categories)) {
        tree = { ...tree, type: "enum" };
        constraints.symbols = obj.categories;
    }
    const nullable = typeof obj.nullable === "boolean"
        ? obj.nullable
        : !(library === "pandas" && /^(u?int(8|16|32|64)|bool)$/.test(dtype));
    return {
        ...tree,
        ...(nullable ? { optional: true } : {}),
        ...(typeof obj.doc === "string" ? { doc: obj.doc } : {}),
        constraints,
    };
}
/** pandas and polars dtypes as they print them; Recap's names. */
function mapDtype(dtype, library) {
    const s = dtype.trim();
    let m = /^(u?)int(8|16|32|64)$/i.exec(s);
    if (m)
        return { type: `${m[1] ? "u" : ""}int${m[2]}` };
    m = /^float(16|32|64)$/i.exec(s);
    if (m)
        return { type: `float${m[1]}` };
    if (/^bool(ean)?$/i.test(s))
        return { type: "bool" };
    if (/^(str|string|string\[(python|pyarrow)\]|utf8)$/i.test(s))
        return { type: "string" };
    if (/^(bytes|binary)$/i.test(s))
        return { type: "bytes" };
    if (/^date$/i.test(s))
        return { type: "date32", logical: "Date" };
    if (/^time$/i.test(s))
        return { type: "time64", logical: "Time" };
    m = /^datetime64\[(\w+)(?:,\s*([^\]]+))?\]$/.exec(s);
    if (m)
        return timestamp(m[1], m[2]);
    m = /^datetime(?:\((?:time_unit=)?['"]?(\w+)['"]?(?:,\s*(?:time_zone=)?['"]?([^'")]+)['"]?)?\))?$/i.exec(s);
    if (m)
        return timestamp(m[1] ?? "us", m[2]);
    if (/^(timedelta64\[\w+\]|duration(\(.*\))?)$/i.test(s))
        return { type: "int64", logical: "Duration" };
    if (/^(category|categorical)$/i.test(s))
        return { type: "enum" };
    m = /^enum\(\[(.*)\]\)$/i.exec(s);
    if (m?.[1] !== undefined) {
        const symbols = [...m[1].matchAll(/['"]([^'"]*)['"]/g)].map((x) => x[1]);
        return { type: "enum", constraints: { symbols } };
    }
    m = /^decimal\((?:precision=)?(\d+),\s*(?:scale=)?(\d+)\)$/i.exec(s);
    if (m) {
        const precision = Number(m[1]);
        return {
            type: precision > 38 ? "decimal256" : "decimal128",
            logical: "Decimal",
            constraints: { precision, scale: Number(m[2]) },
        };
    }
    m = /^list[[(](.*)[\])]$/i.exec(s);
    if (m?.[1] !== undefined)
        return { type: "list", fields: [{ ...mapDtype(m[1], library), name: "element", optional: true }] };
    if (/^null$/i.test(s))
        return { type: "null" };
    return { type: "unknown" };
}
function timestamp(unit, zone) {
    const units = {
        ns: "nanosecond",
        us: "microsecond",
        ms: "millisecond",
        s: "second",
    };
    return {
        type: "timestamp64",
        logical: "Timestamp",
        constraints: { unit: units[unit ?? "ns"] ?? unit, ...(zone ? { timezone: zone.trim() } : {}) },
    };
}

;// CONCATENATED MODULE: ./src/schema/readers/json-schema.ts



/** Validation keywords kept verbatim in `constraints` (nothing the source states is lost). */
const KEPT = [
    "format",
    "pattern",
    "minLength",
    "maxLength",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
    "default",
    "const",
    "examples",
    "readOnly",
    "writeOnly",
    "deprecated",
    "title",
    "contentEncoding",
    "contentMediaType",
];
/**
 * JSON Schema (draft-07 and 2020-12) in JSON or YAML: one asset per file, path
 * = the file. Local and relative-file $refs are followed; a $ref already being
 * expanded higher up (recursion) stays a named reference: a node with
 * `constraints.ref` and no children.
 */
const jsonSchemaReader = {
    sourceType: "json_schema",
    extensions: [".schema.json", ".schema.yaml", ".schema.yml", ".jsonschema"],
    async read(request) {
        const diagnostics = [];
        const cache = new Map();
        const load = async (file) => {
            if (cache.has(file))
                return cache.get(file);
            const text = await request.files.readText(file);
            let loaded;
            if (text === undefined) {
                diagnostics.push(errorDiagnostic(file, "no such file"));
            }
            else {
                try {
                    loaded = { file, doc: parseLocated(text) };
                }
                catch (error) {
                    const line = error instanceof LocatedParseError ? error.line : undefined;
                    diagnostics.push(errorDiagnostic(file, `not valid JSON or YAML: ${errorMessage(error)}`, line));
                }
            }
            cache.set(file, loaded);
            return loaded;
        };
        const main = await load(request.path);
        if (!main)
            return { assets: [], diagnostics };
        if (!isRecord(main.doc.value)) {
            return {
                assets: [],
                diagnostics: [errorDiagnostic(request.path, "a JSON Schema must be an object", 1)],
            };
        }
        const converter = new json_schema_Converter(load, diagnostics, request.path);
        const tree = await converter.convert(main.doc.value, main, [`${request.path}#`]);
        const title = typeof main.doc.value.title === "string" ? main.doc.value.title : undefined;
        const schema = tree.type === "struct" ? tree : { type: "struct", fields: [{ ...tree, name: "value" }] };
        return {
            assets: [
                {
                    sourceType: "json_schema",
                    resourceName: (0,model/* resourceName */.I)("json_schema", request.dataSource, request.path),
                    dataSource: request.dataSource,
                    path: request.path,
                    file: request.path,
                    line: 1,
                    schema: { ...schema, ...(title ? { name: title } : {}) },
                },
            ],
            diagnostics,
        };
    },
};
class json_schema_Converter {
    load;
    diagnostics;
    assetFile;
    constructor(load, diagnostics, assetFile) {
        this.load = load;
        this.diagnostics = diagnostics;
        this.assetFile = assetFile;
    }
    async convert(schema, at, stack) {
        if (schema === true || schema === undefined)
            return { type: "unknown" };
        if (!isRecord(schema))
            return { type: "unknown" };
        if (typeof schema.$ref === "string")
            return this.reference(schema, schema.$ref, at, stack);
        const constraints = {};
        for (const key of KEPT)
            if (key in schema)
                constraints[key] = schema[key];
        const doc = typeof schema.description === "string" ? { doc: schema.description } : {};
        let tree = await this.byShape(schema, at, stack);
        if (Array.isArray(schema.enum)) {
            const symbols = schema.enum.filter((v) => v !== null);
            constraints.symbols = symbols;
            tree = { ...tree, type: symbols.every((v) => typeof v === "string") ? "enum" : tree.type };
            if (symbols.length < schema.enum.length)
                tree.optional = true;
        }
        return { ...tree, ...doc, constraints: { ...tree.constraints, ...constraints } };
    }
    async reference(schema, ref, at, stack) {
        const [filePart, pointer = ""] = ref.split("#", 2);
        const file = filePart === "" ? at.file : resolveRelative(at.file, filePart);
        const key = `${file}#${pointer}`;
        const shown = filePart === "" ? `#${pointer}` : ref;
        if (stack.includes(key)) {
            return { type: "struct", alias: pointer.split("/").at(-1) || file, constraints: { ref: shown } };
        }
        const target = file === at.file ? at : await this.load(file);
        if (!target)
            return { type: "unknown", constraints: { ref: shown } };
        const resolved = resolvePointer(target.doc.value, pointer);
        if (resolved === undefined) {
            this.diagnostics.push(errorDiagnostic(at.file, `$ref '${ref}' points at nothing`, at.doc.keyLine(schema, "$ref")));
            return { type: "unknown", constraints: { ref: shown } };
        }
        const tree = await this.convert(resolved, target, [...stack, key]);
        // Keywords beside $ref (2020-12) describe this use of the type.
        const doc = typeof schema.description === "string" ? { doc: schema.description } : {};
        return { ...tree, ...doc };
    }
    async byShape(schema, at, stack) {
        const variants = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined);
        if (variants) {
            const nonNull = variants.filter((v) => !(isRecord(v) && v.type === "null"));
            const optional = nonNull.length < variants.length ? { optional: true } : {};
            const kind = Array.isArray(schema.oneOf) ? "oneOf" : "anyOf";
            if (nonNull.length === 1)
                return { ...(await this.convert(nonNull[0], at, stack)), ...optional };
            const fields = await Promise.all(nonNull.map((v) => this.convert(v, at, stack)));
            return { type: "union", fields, ...optional, constraints: { combinator: kind } };
        }
        if (Array.isArray(schema.allOf)) {
            const parts = await Promise.all(schema.allOf.map((p) => this.convert(p, at, stack)));
            const own = schema.properties ? await this.object(schema, at, stack) : undefined;
            const fields = [...parts, ...(own ? [own] : [])].flatMap((p) => p.type === "struct" ? (p.fields ?? []) : []);
            const byName = new Map();
            for (const f of fields) {
                if (!f.name)
                    continue;
                const before = byName.get(f.name);
                // Required if any part requires it.
                const optional = (before ? before.optional === true : true) && f.optional === true;
                byName.set(f.name, { ...before, ...f, optional });
            }
            return { type: "struct", fields: [...byName.values()] };
        }
        const types = Array.isArray(schema.type)
            ? schema.type
            : schema.type === undefined
                ? []
                : [schema.type];
        const nonNull = types.filter((t) => t !== "null");
        const optional = nonNull.length < types.length ? { optional: true } : {};
        if (nonNull.length > 1) {
            const fields = await Promise.all(nonNull.map((t) => this.byShape({ ...schema, type: t }, at, stack)));
            return { type: "union", fields, ...optional };
        }
        const type = nonNull[0] ?? (schema.properties ? "object" : schema.items ? "array" : undefined);
        switch (type) {
            case "object":
                return { ...(await this.object(schema, at, stack)), ...optional };
            case "array": {
                const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
                const element = await this.convert(items, at, stack);
                return { type: "list", fields: [{ ...element, name: "element" }], ...optional };
            }
            case "string":
                return { ...stringType(schema), ...optional };
            case "integer":
                return { type: "int64", ...optional };
            case "number":
                return { type: "float64", ...optional };
            case "boolean":
                return { type: "bool", ...optional };
            case "null":
                return { type: "null" };
            default:
                return { type: "unknown", ...optional };
        }
    }
    async object(schema, at, stack) {
        const properties = isRecord(schema.properties) ? schema.properties : undefined;
        const required = new Set(Array.isArray(schema.required) ? schema.required : []);
        if (!properties && isRecord(schema.additionalProperties)) {
            const value = await this.convert(schema.additionalProperties, at, stack);
            return {
                type: "map",
                fields: [
                    { name: "key", type: "string" },
                    { ...value, name: "value" },
                ],
            };
        }
        const fields = [];
        for (const [name, property] of Object.entries(properties ?? {})) {
            const child = await this.convert(property, at, stack);
            fields.push({
                ...child,
                name,
                ...(required.has(name) ? {} : { optional: true }),
                line: at.doc.keyLine(properties, name),
                ...(at.file !== this.assetFile ? { file: at.file } : {}),
            });
        }
        const constraints = schema.additionalProperties === false ? { additionalProperties: false } : {};
        return { type: "struct", fields, constraints };
    }
}
function stringType(schema) {
    switch (schema.format) {
        case "date-time":
            return { type: "timestamp64", logical: "Timestamp" };
        case "date":
            return { type: "date32", logical: "Date" };
        case "time":
            return { type: "time64", logical: "Time" };
        case "uuid":
            return { type: "uuid" };
        default:
            return schema.contentEncoding === "base64" ? { type: "bytes" } : { type: "string" };
    }
}
function resolvePointer(root, pointer) {
    if (pointer === "" || pointer === "/")
        return root;
    let node = root;
    for (const raw of pointer.replace(/^\//, "").split("/")) {
        const part = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
        if (Array.isArray(node))
            node = node[Number(part)];
        else if (isRecord(node))
            node = node[part];
        else
            return undefined;
    }
    return node;
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/catalog.ts
const COLUMNS = `
SELECT n.nspname AS schema, c.relname AS table, obj_description(c.oid, 'pg_class') AS table_doc,
  a.attname AS name, a.atttypid AS type_id, format_type(a.atttypid, a.atttypmod) AS physical,
  a.attnotnull AS not_null, a.attidentity AS identity, a.attgenerated AS generated,
  pg_get_expr(d.adbin, d.adrelid) AS default_expr, col_description(c.oid, a.attnum) AS doc,
  EXISTS (SELECT 1 FROM pg_constraint p WHERE p.conrelid = c.oid AND p.contype = 'p' AND a.attnum = ANY (p.conkey)) AS primary_key
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
ORDER BY n.nspname, c.relname, a.attnum`;
// Only types the user made (enums, domains, composites) and arrays need looking up.
const TYPES = `
SELECT t.oid, t.typname AS name, t.typtype AS kind, t.typelem AS element_id, t.typcategory AS category,
  t.typbasetype AS base_id, CASE WHEN t.typbasetype <> 0 THEN format_type(t.typbasetype, t.typtypmod) END AS base_physical,
  t.typrelid AS relation_id,
  (SELECT array_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS labels
FROM pg_type t
WHERE t.typtype IN ('e', 'd', 'c') OR t.typcategory = 'A'`;
const COMPOSITE_ATTRIBUTES = `
SELECT a.attrelid AS relation_id, a.attname AS name, a.atttypid AS type_id,
  format_type(a.atttypid, a.atttypmod) AS physical, a.attnotnull AS not_null
FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
WHERE c.relkind = 'c' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attrelid, a.attnum`;
class Catalog {
    tables;
    types;
    composites;
    constructor(tables, types, composites) {
        this.tables = tables;
        this.types = types;
        this.composites = composites;
    }
    static async read(db) {
        const columns = await db.query(COLUMNS);
        const tables = new Map();
        for (const row of columns.rows) {
            const key = `${row.schema}.${row.table}`;
            let table = tables.get(key);
            if (!table) {
                table = { schema: row.schema, name: row.table, doc: row.table_doc ?? undefined, columns: [] };
                tables.set(key, table);
            }
            table.columns.push({
                name: row.name,
                typeId: row.type_id,
                physical: row.physical,
                notNull: row.not_null,
                identity: row.identity,
                generated: row.generated,
                defaultExpr: row.default_expr,
                doc: row.doc,
                primaryKey: row.primary_key,
            });
        }
        const types = new Map();
        for (const t of (await db.query(TYPES)).rows) {
            types.set(t.oid, {
                oid: t.oid,
                name: t.name,
                kind: t.kind,
                elementId: t.element_id,
                category: t.category,
                baseId: t.base_id,
                basePhysical: t.base_physical,
                relationId: t.relation_id,
                labels: t.labels,
            });
        }
        const composites = new Map();
        for (const a of (await db.query(COMPOSITE_ATTRIBUTES)).rows) {
            const list = composites.get(a.relation_id) ?? [];
            list.push({ name: a.name, typeId: a.type_id, physical: a.physical, notNull: a.not_null });
            composites.set(a.relation_id, list);
        }
        return new Catalog([...tables.values()], types, composites);
    }
    /** The tree of one column (without name/line; the caller adds those). */
    columnTree(column) {
        const tree = this.typeTree(column.typeId, column.physical, new Set());
        const constraints = { ...tree.constraints };
        if (column.defaultExpr !== null && !column.generated) {
            constraints.default = column.defaultExpr;
            if (/^nextval\(/.test(column.defaultExpr))
                constraints.autoIncrement = true;
        }
        if (column.identity === "a")
            constraints.identity = "ALWAYS";
        if (column.identity === "d")
            constraints.identity = "BY DEFAULT";
        if (column.generated === "s")
            constraints.generated = column.defaultExpr;
        if (column.primaryKey)
            constraints.primaryKey = true;
        return {
            ...tree,
            ...(column.doc ? { doc: column.doc } : {}),
            ...(column.notNull ? {} : { optional: true }),
            constraints,
        };
    }
    typeTree(typeId, physical, seen) {
        const type = this.types.get(typeId);
        if (type?.kind === "e") {
            return { type: "enum", constraints: { physicalType: physical, symbols: type.labels ?? [] } };
        }
        if (type?.kind === "d" && type.basePhysical) {
            const base = this.typeTree(type.baseId, type.basePhysical, seen);
            return { ...base, constraints: { ...base.constraints, domain: physical } };
        }
        if (type?.kind === "c") {
            if (seen.has(typeId))
                return { type: "struct", alias: type.name, constraints: { ref: type.name } };
            const inner = new Set(seen).add(typeId);
            const fields = (this.composites.get(type.relationId) ?? []).map((a) => ({
                name: a.name,
                ...this.typeTree(a.typeId, a.physical, inner),
                ...(a.notNull ? {} : { optional: true }),
            }));
            return { type: "struct", alias: type.name, fields, constraints: { physicalType: physical } };
        }
        if (type?.category === "A" && type.elementId !== 0) {
            const element = this.typeTree(type.elementId, physical.replace(/\[\]$/, ""), seen);
            return {
                type: "list",
                fields: [{ name: "element", ...element, optional: true }],
                constraints: { physicalType: physical },
            };
        }
        return mapBuiltin(physical);
    }
}
/** Built-in types by their `format_type` spelling, following Recap's Postgres converter. */
function mapBuiltin(physical) {
    const c = (extra = {}) => ({ physicalType: physical, ...extra });
    const simple = {
        smallint: { type: "int16" },
        integer: { type: "int32" },
        bigint: { type: "int64" },
        real: { type: "float32" },
        "double precision": { type: "float64" },
        boolean: { type: "bool" },
        text: { type: "string" },
        bytea: { type: "bytes" },
        uuid: { type: "uuid" },
        date: { type: "date32", logical: "Date" },
        json: { type: "string", logical: "JSON" },
        jsonb: { type: "string", logical: "JSON" },
        xml: { type: "string" },
        inet: { type: "string" },
        cidr: { type: "string" },
        macaddr: { type: "string" },
        name: { type: "string", constraints: c({ maxLength: 63 }) },
        '"char"': { type: "string", constraints: c({ maxLength: 1 }) },
        oid: { type: "uint32" },
        interval: { type: "unknown", logical: "Interval" },
    };
    const known = simple[physical];
    if (known)
        return { ...known, constraints: known.constraints ?? c() };
    let m = /^numeric(?:\((\d+)(?:,(-?\d+))?\))?$/.exec(physical);
    if (m) {
        if (m[1] === undefined)
            return { type: "decimal256", logical: "Decimal", constraints: c() };
        const precision = Number(m[1]);
        const scale = Number(m[2] ?? 0);
        return {
            type: precision > 38 ? "decimal256" : "decimal128",
            logical: "Decimal",
            constraints: c({ precision, scale }),
        };
    }
    m = /^(character varying|character|bit varying|bit)(?:\((\d+)\))?$/.exec(physical);
    if (m) {
        const length = m[2] === undefined ? {} : { maxLength: Number(m[2]) };
        const fixed = m[1] === "character" || m[1] === "bit" ? { fixedLength: true } : {};
        const type = m[1]?.startsWith("bit") ? "bytes" : "string";
        return { type, constraints: c({ ...length, ...fixed }) };
    }
    m = /^(timestamp|time)(?:\((\d)\))? (with|without) time zone$/.exec(physical);
    if (m) {
        const zone = m[3] === "with" ? { timezone: "UTC" } : {};
        const precision = m[2] === undefined ? {} : { precision: Number(m[2]) };
        return m[1] === "timestamp"
            ? {
                type: "timestamp64",
                logical: "Timestamp",
                constraints: c({ unit: "microsecond", ...zone, ...precision }),
            }
            : { type: "time64", logical: "Time", constraints: c({ unit: "microsecond", ...zone, ...precision }) };
    }
    return { type: "unknown", constraints: c() };
}

;// CONCATENATED MODULE: ./src/schema/readers/sql/statements.ts
/**
 * Statement boundaries and identifier positions in SQL text. Not a parser: the
 * SQL itself is understood by PGlite or node-sql-parser. This only masks
 * comments and string literals (keeping offsets and newlines) so that `;`,
 * `GO` and identifiers are found where they really are.
 */

const blank = (text) => text.replace(/[^\n]/g, " ");
/** Blanks out comments and string literals, keeping length and line breaks. */
function maskSql(text, dialect) {
    let out = "";
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        const next = text[i + 1];
        if (c === "-" && next === "-") {
            const end = text.indexOf("\n", i);
            const stop = end === -1 ? text.length : end;
            out += blank(text.slice(i, stop));
            i = stop;
        }
        else if (c === "#" && dialect === "mysql") {
            const end = text.indexOf("\n", i);
            const stop = end === -1 ? text.length : end;
            out += blank(text.slice(i, stop));
            i = stop;
        }
        else if (c === "/" && next === "*") {
            const end = text.indexOf("*/", i + 2);
            const stop = end === -1 ? text.length : end + 2;
            out += blank(text.slice(i, stop));
            i = stop;
        }
        else if (c === "'") {
            // Backslash escapes: MySQL always, Postgres only in E'...' strings.
            const backslash = dialect === "mysql" || (dialect === "postgres" && /[eE]/.test(text[i - 1] ?? ""));
            let j = i + 1;
            while (j < text.length) {
                if (backslash && text[j] === "\\")
                    j += 2;
                else if (text[j] === "'" && text[j + 1] === "'")
                    j += 2;
                else if (text[j] === "'")
                    break;
                else
                    j++;
            }
            const terminated = j < text.length;
            const stop = terminated ? j + 1 : text.length;
            out += `'${blank(text.slice(i + 1, terminated ? j : stop))}${terminated ? "'" : ""}`;
            i = stop;
        }
        else if (c === "$" && dialect === "postgres") {
            const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64))?.[0];
            if (tag && !/\w/.test(text[i - 1] ?? "")) {
                const end = text.indexOf(tag, i + tag.length);
                const stop = end === -1 ? text.length : end + tag.length;
                out += tag + blank(text.slice(i + tag.length, stop - tag.length)) + (end === -1 ? "" : tag);
                i = stop;
            }
            else {
                out += c;
                i++;
            }
        }
        else {
            out += c;
            i++;
        }
    }
    return out;
}
/** Splits a file into statements at `;` (and, for SQL Server, at `GO` lines). */
function splitSql(text, dialect) {
    const masked = maskSql(text, dialect);
    const statements = [];
    const push = (from, to) => {
        const chunk = masked.slice(from, to);
        const lead = chunk.length - chunk.trimStart().length;
        if (chunk.trim() === "")
            return;
        const start = from + lead;
        const end = from + chunk.trimEnd().length;
        statements.push({ text: text.slice(start, end), masked: masked.slice(start, end), start });
    };
    const separator = dialect === "mssql" ? /;|^[ \t]*GO[ \t]*$/gim : /;/g;
    let from = 0;
    for (const match of masked.matchAll(separator)) {
        push(from, match.index);
        from = match.index + match[0].length;
    }
    push(from, masked.length);
    return statements;
}
/** Unquotes an SQL identifier; unquoted ones fold to lower case when `fold` (Postgres). */
function normalizeIdentifier(raw, fold) {
    const quoted = /^"(.*)"$|^`(.*)`$|^\[(.*)\]$/s.exec(raw);
    if (quoted)
        return (quoted[1] ?? quoted[2] ?? quoted[3] ?? "").replace(/""/g, '"');
    return fold ? raw.toLowerCase() : raw;
}
/** An identifier or dotted name, quoted in any dialect's style. */
const IDENT = String.raw `(?:"(?:[^"]|"")+"|\x60[^\x60]+\x60|\[[^\]]+\]|[A-Za-z_][\w$]*)`;
const QUALIFIED = String.raw `${IDENT}(?:\s*\.\s*${IDENT}){0,2}`;
/** Splits a dotted name into its normalized parts. */
function splitQualified(raw, fold) {
    return [...raw.matchAll(new RegExp(IDENT, "g"))].map((m) => normalizeIdentifier(m[0], fold));
}
/**
 * Offset of the first occurrence of identifier `name` in `masked` at or after
 * `from`, quoted or not (case-insensitive when unquoted), or -1.
 */
function findIdentifier(masked, name, from = 0) {
    const pattern = new RegExp(String.raw `"${escapeRegExp(name)}"|\x60${escapeRegExp(name)}\x60|\[${escapeRegExp(name)}\]|(?<![\w$"])${escapeRegExp(name)}(?![\w$])`, "gi");
    pattern.lastIndex = from;
    const match = pattern.exec(masked);
    return match ? match.index : -1;
}
/** Offset of the `)` closing the `(` at `open` in masked text, or the text's end. */
function closingParen(masked, open) {
    let depth = 0;
    for (let i = open; i < masked.length; i++) {
        if (masked[i] === "(")
            depth++;
        else if (masked[i] === ")" && --depth === 0)
            return i;
    }
    return masked.length;
}
/** Splits `masked[from, to)` at commas outside parentheses: the elements' [start, end) ranges. */
function splitTopLevel(masked, from, to) {
    const parts = [];
    let depth = 0;
    let start = from;
    for (let i = from; i < to; i++) {
        const c = masked[i];
        if (c === "(")
            depth++;
        else if (c === ")")
            depth--;
        else if (c === "," && depth === 0) {
            parts.push({ start, end: i });
            start = i + 1;
        }
    }
    parts.push({ start, end: to });
    return parts
        .map(({ start: s, end }) => {
        const chunk = masked.slice(s, end);
        return { start: s + chunk.length - chunk.trimStart().length, end: s + chunk.trimEnd().length };
    })
        .filter((p) => p.end > p.start);
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres/ddl-lines.ts

const CONSTRAINT_WORDS = new Set(["constraint", "primary", "unique", "check", "foreign", "exclude", "like"]);
const CREATE_TABLE = new RegExp(String.raw `^create\s+(?:(?:global|local)\s+)?(?:(?:temporary|temp|unlogged)\s+)?table\s+(?:if\s+not\s+exists\s+)?(${QUALIFIED})\s*`, "i");
const ALTER_TABLE = new RegExp(String.raw `^alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?(${QUALIFIED})\s*`, "i");
const DROP_TABLE = /^drop\s+table\s+(?:if\s+exists\s+)?/i;
class DdlPlaces {
    tables = new Map();
    key(raw) {
        const parts = splitQualified(raw, true);
        const table = parts.at(-1) ?? "";
        const schema = parts.at(-2) ?? "public";
        return `${schema}.${table}`;
    }
    /** Records the effect of one statement that PGlite executed successfully. */
    apply(file, lines, statement) {
        const { masked, start } = statement;
        const at = (offset) => ({ file, line: lines.lineAt(start + offset) });
        const create = CREATE_TABLE.exec(masked);
        if (create?.[1]) {
            const nameOffset = masked.indexOf(create[1]);
            const table = { place: at(nameOffset), columns: new Map() };
            this.tables.set(this.key(create[1]), table);
            const open = create[0].length;
            if (masked[open] !== "(")
                return;
            for (const element of splitTopLevel(masked, open + 1, closingParen(masked, open))) {
                const first = new RegExp(`^${IDENT}`).exec(masked.slice(element.start, element.end))?.[0];
                if (!first || CONSTRAINT_WORDS.has(first.toLowerCase()))
                    continue;
                table.columns.set(normalizeIdentifier(first, true), at(element.start));
            }
            return;
        }
        const alter = ALTER_TABLE.exec(masked);
        if (alter?.[1]) {
            this.applyAlter(this.key(alter[1]), masked, alter[0].length, at);
            return;
        }
        const drop = DROP_TABLE.exec(masked);
        if (drop) {
            const list = masked.slice(drop[0].length).replace(/\s+(cascade|restrict)\s*$/i, "");
            for (const name of list.split(","))
                this.tables.delete(this.key(name.trim()));
        }
    }
    applyAlter(key, masked, from, at) {
        const table = this.tables.get(key);
        for (const action of splitTopLevel(masked, from, masked.length)) {
            const text = masked.slice(action.start, action.end);
            const renameTable = new RegExp(String.raw `^rename\s+to\s+(${IDENT})`, "i").exec(text);
            if (renameTable?.[1] && table) {
                this.tables.delete(key);
                this.tables.set(`${key.slice(0, key.lastIndexOf("."))}.${normalizeIdentifier(renameTable[1], true)}`, table);
                continue;
            }
            const setSchema = new RegExp(String.raw `^set\s+schema\s+(${IDENT})`, "i").exec(text);
            if (setSchema?.[1] && table) {
                this.tables.delete(key);
                this.tables.set(`${normalizeIdentifier(setSchema[1], true)}.${key.slice(key.lastIndexOf(".") + 1)}`, table);
                continue;
            }
            if (!table)
                continue;
            const add = new RegExp(String.raw `^add\s+(?:column\s+)?(?:if\s+not\s+exists\s+)?(${IDENT})`, "i").exec(text);
            if (add?.[1] && !CONSTRAINT_WORDS.has(add[1].toLowerCase())) {
                table.columns.set(normalizeIdentifier(add[1], true), at(action.start + text.lastIndexOf(add[1], add[0].length)));
                continue;
            }
            const dropColumn = new RegExp(String.raw `^drop\s+(?:column\s+)?(?:if\s+exists\s+)?(${IDENT})`, "i").exec(text);
            if (dropColumn?.[1] && dropColumn[1].toLowerCase() !== "constraint") {
                table.columns.delete(normalizeIdentifier(dropColumn[1], true));
                continue;
            }
            const renameColumn = new RegExp(String.raw `^rename\s+(?:column\s+)?(${IDENT})\s+to\s+(${IDENT})`, "i").exec(text);
            if (renameColumn?.[1] && renameColumn[2]) {
                table.columns.delete(normalizeIdentifier(renameColumn[1], true));
                table.columns.set(normalizeIdentifier(renameColumn[2], true), at(action.start + text.lastIndexOf(renameColumn[2], renameColumn[0].length)));
                continue;
            }
            const retype = new RegExp(String.raw `^alter\s+(?:column\s+)?(${IDENT})\s+(?:set\s+data\s+)?type\b`, "i").exec(text);
            if (retype?.[1])
                table.columns.set(normalizeIdentifier(retype[1], true), at(action.start));
        }
    }
}

// EXTERNAL MODULE: ./src/pglite-start.ts
var pglite_start = __webpack_require__(55191);
;// CONCATENATED MODULE: ./src/schema/readers/postgres/instance.ts


/** One PGlite instance per process, shared by every postgres read and reset between reads. */
let instance;
let queue = Promise.resolve();
const USER_SCHEMAS = `nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp%'`;
/**
 * Empties the database: user tables first, in batches (one DROP SCHEMA
 * CASCADE over thousands of tables runs out of lock slots), then the schemas.
 */
async function instance_reset(db) {
    await db.exec("ROLLBACK; RESET ALL;").catch(() => undefined);
    const tables = await db.query(`SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${USER_SCHEMAS}`);
    for (let i = 0; i < tables.rows.length; i += 200) {
        const batch = tables.rows.slice(i, i + 200).map((r) => r.name);
        await db.exec(`DROP TABLE IF EXISTS ${batch.join(", ")} CASCADE`).catch(async () => {
            // Views and foreign tables among them: drop one by one.
            for (const name of batch) {
                for (const kind of ["TABLE", "VIEW", "MATERIALIZED VIEW", "FOREIGN TABLE"]) {
                    await db.exec(`DROP ${kind} IF EXISTS ${name} CASCADE`).catch(() => undefined);
                }
            }
        });
    }
    const schemas = await db.query(`SELECT format('%I', nspname) AS name FROM pg_namespace WHERE ${USER_SCHEMAS}`);
    for (const { name } of schemas.rows)
        await db.exec(`DROP SCHEMA ${name} CASCADE`);
    await db.exec("CREATE SCHEMA public");
}
/**
 * Runs `work` on the shared instance with exclusive use of it, starting from
 * an empty database. A PGlite instance serves one database, so the reset drops
 * the user schemas instead of switching to a fresh database.
 */
function withPGlite(work) {
    instance ??= (0,pglite_start/* startPGlite */.w)().catch((error) => {
        instance = undefined;
        throw error;
    });
    const run = queue.then(async () => {
        const { db } = await instance;
        await instance_reset(db);
        return work(db);
    });
    queue = run.catch(() => undefined);
    return run;
}
/** Closes the shared instance (if started) so the process can exit. */
async function closePGlite() {
    const current = instance;
    instance = undefined;
    if (!current)
        return;
    await queue;
    const { db } = await current.catch(() => ({ db: undefined }));
    await db?.close();
}

;// CONCATENATED MODULE: ./src/schema/readers/postgres.ts






const TRANSACTION_CONTROL = /^(begin|commit|rollback|start\s+transaction|end)\b/i;
// Down migrations undo the up ones; replaying them would erase the tables.
const DOWN_MIGRATION = /(^|[._-])down\.sql$/i;
/**
 * Postgres DDL: a file of CREATE TABLEs, or a folder of migrations replayed in
 * natural order (V2 before V10). The DDL runs in PGlite, statement by
 * statement, and the tables are read back from the catalog, so the result is
 * what Postgres itself would hold. A statement Postgres rejects becomes a
 * diagnostic at its line; the statements after it still run.
 */
const postgresReader = {
    sourceType: "postgres",
    extensions: [".sql", ".pgsql", ".psql"],
    async read(request) {
        const diagnostics = [];
        const inputs = [];
        const single = await request.files.readText(request.path);
        if (single !== undefined) {
            inputs.push({ file: request.path, text: single });
        }
        else {
            const migrations = (await request.files.list(request.path))
                .filter((f) => /\.(sql|pgsql|psql)$/i.test(f) && !DOWN_MIGRATION.test(f))
                .sort(naturalCompare);
            if (migrations.length === 0) {
                return {
                    assets: [],
                    diagnostics: [errorDiagnostic(request.path, "no such file, or a folder without .sql files")],
                };
            }
            for (const file of migrations)
                inputs.push({ file, text: (await request.files.readText(file)) ?? "" });
        }
        const database = request.database ?? /\/([^/:]+)$/.exec(request.dataSource)?.[1] ?? "postgres";
        return withPGlite(async (db) => {
            const places = new DdlPlaces();
            for (const { file, text } of inputs) {
                const lines = new LineIndex(text);
                const statements = splitSql(text, "postgres");
                // Fast path: the whole file in one round trip (one implicit transaction, so a
                // failure leaves nothing behind); statement by statement only to locate errors
                // or when the file manages its own transactions.
                if (!statements.some((st) => TRANSACTION_CONTROL.test(st.masked))) {
                    const whole = await db.exec(statements.map((st) => st.text).join(";\n")).then(() => true, () => false);
                    if (whole) {
                        for (const statement of statements)
                            places.apply(file, lines, statement);
                        continue;
                    }
                }
                for (const statement of statements) {
                    if (TRANSACTION_CONTROL.test(statement.masked))
                        continue;
                    try {
                        await db.exec(statement.text);
                        places.apply(file, lines, statement);
                    }
                    catch (error) {
                        const position = Number(error.position);
                        const offset = statement.start + (Number.isFinite(position) && position > 0 ? position - 1 : 0);
                        diagnostics.push(errorDiagnostic(file, `Postgres rejected the statement: ${errorMessage(error)}`, lines.lineAt(offset)));
                    }
                }
            }
            const catalog = await Catalog.read(db);
            const assets = catalog.tables.map((table) => {
                const placed = places.tables.get(`${table.schema}.${table.name}`);
                const file = placed?.place.file ?? inputs[0]?.file ?? request.path;
                const fields = table.columns.map((column) => {
                    const at = placed?.columns.get(column.name);
                    return {
                        name: column.name,
                        ...catalog.columnTree(column),
                        ...(at ? { line: at.line } : {}),
                        ...(at && at.file !== file ? { file: at.file } : {}),
                    };
                });
                const path = `${database}.${table.schema}.${table.name}`;
                return {
                    sourceType: "postgres",
                    resourceName: (0,model/* resourceName */.I)("postgres", request.dataSource, path),
                    dataSource: request.dataSource,
                    path,
                    file,
                    ...(placed ? { line: placed.place.line } : {}),
                    schema: { type: "struct", name: table.name, ...(table.doc ? { doc: table.doc } : {}), fields },
                };
            });
            return { assets, diagnostics };
        });
    },
};

// EXTERNAL MODULE: ./node_modules/protobufjs/index.js
var protobufjs = __webpack_require__(81853);
var protobufjs_default = /*#__PURE__*/__webpack_require__.n(protobufjs);
;// CONCATENATED MODULE: ./src/schema/readers/protobuf.ts



const SCALARS = {
    double: "float64",
    float: "float32",
    int32: "int32",
    sint32: "int32",
    sfixed32: "int32",
    int64: "int64",
    sint64: "int64",
    sfixed64: "int64",
    uint32: "uint32",
    fixed32: "uint32",
    uint64: "uint64",
    fixed64: "uint64",
    bool: "bool",
    string: "string",
    bytes: "bytes",
};
/** Well-known types, as Recap maps them: wrappers are nullable scalars. */
const WELL_KNOWN = {
    ".google.protobuf.Timestamp": {
        type: "timestamp64",
        logical: "Timestamp",
        constraints: { unit: "nanosecond", timezone: "UTC" },
    },
    ".google.protobuf.Duration": { type: "int64", logical: "Duration", constraints: { unit: "nanosecond" } },
    ".google.protobuf.DoubleValue": { type: "float64", optional: true },
    ".google.protobuf.FloatValue": { type: "float32", optional: true },
    ".google.protobuf.Int64Value": { type: "int64", optional: true },
    ".google.protobuf.UInt64Value": { type: "uint64", optional: true },
    ".google.protobuf.Int32Value": { type: "int32", optional: true },
    ".google.protobuf.UInt32Value": { type: "uint32", optional: true },
    ".google.protobuf.BoolValue": { type: "bool", optional: true },
    ".google.protobuf.StringValue": { type: "string", optional: true },
    ".google.protobuf.BytesValue": { type: "bytes", optional: true },
    ".google.protobuf.Struct": {
        type: "map",
        fields: [
            { name: "key", type: "string" },
            { name: "value", type: "unknown" },
        ],
    },
    ".google.protobuf.Value": { type: "unknown" },
    ".google.protobuf.Any": { type: "bytes", logical: "Any" },
    ".google.protobuf.Empty": { type: "struct", fields: [] },
    ".google.protobuf.FieldMask": { type: "list", fields: [{ name: "element", type: "string" }] },
};
/**
 * .proto files (proto2/proto3), parsed by protobufjs. Imports are looked up in
 * the repository (from the root, then from the importing file's folders up);
 * google/protobuf/* come with protobufjs. One asset per top-level message of
 * the file; path `<file>:<full message name>`. protobufjs keeps no positions,
 * so a field's line is found by scanning its message's text for `name = number`.
 */
const protobufReader = {
    sourceType: "protobuf",
    extensions: [".proto"],
    async read(request) {
        const diagnostics = [];
        const root = new (protobufjs_default()).Root();
        const sources = new Map();
        const options = { keepCase: true, alternateCommentMode: true };
        const text = await request.files.readText(request.path);
        if (text === undefined)
            return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
        let topNames;
        try {
            const parsed = protobufjs_default().parse(text, root, options);
            sources.set(request.path, source(text));
            const pkg = parsed.package ? root.lookup(parsed.package) : root;
            topNames =
                pkg instanceof (protobufjs_default()).Namespace
                    ? pkg.nestedArray.filter((n) => n instanceof (protobufjs_default()).Type).map((n) => n.fullName)
                    : [];
            for (const type of topNames)
                tagFile(root.lookup(type), request.path);
            await loadImports(request, root, request.path, [...(parsed.imports ?? []), ...(parsed.weakImports ?? [])], sources, diagnostics, options);
            root.resolveAll();
        }
        catch (error) {
            return { assets: [], diagnostics: [...diagnostics, parseDiagnostic(request.path, error)] };
        }
        const assets = [];
        for (const name of topNames) {
            const type = root.lookup(name);
            if (!(type instanceof (protobufjs_default()).Type))
                continue;
            const messageName = name.replace(/^\./, "");
            const tree = new protobuf_Converter(sources, request.path).message(type, new Set());
            const path = `${request.path}:${messageName}`;
            assets.push({
                sourceType: "protobuf",
                resourceName: (0,model/* resourceName */.I)("protobuf", request.dataSource, path),
                dataSource: request.dataSource,
                path,
                file: request.path,
                line: messageLine(sources.get(request.path), type),
                schema: { ...tree, name: messageName },
            });
        }
        return { assets, diagnostics };
    },
};
function source(text) {
    return { text, lines: new LineIndex(text), proto3: /^\s*syntax\s*=\s*["']proto3["']/m.test(text) };
}
function parseDiagnostic(file, error) {
    const message = errorMessage(error);
    const line = /line (\d+)\)?$/.exec(message)?.[1];
    return errorDiagnostic(file, `invalid .proto: ${message}`, line === undefined ? undefined : Number(line));
}
/** protobufjs does not record each type's file when parsing text; remember it on the objects. */
const FILE = Symbol("file");
function tagFile(object, file) {
    if (!object)
        return;
    object[FILE] ??= file;
    if (object instanceof (protobufjs_default()).Namespace)
        for (const nested of object.nestedArray)
            tagFile(nested, file);
}
async function loadImports(request, root, from, imports, sources, diagnostics, options) {
    for (const target of imports) {
        if (target.startsWith("google/protobuf/")) {
            const common = protobufjs_default().common.get(target);
            try {
                if (common?.nested)
                    root.addJSON(common.nested);
            }
            catch {
                // Already added by another import of the same file.
            }
            continue;
        }
        const candidates = [target];
        for (let dir = from; dir.includes("/");) {
            dir = dir.slice(0, dir.lastIndexOf("/"));
            candidates.push(`${dir}/${target}`);
        }
        let found;
        let text;
        for (const candidate of candidates) {
            text = await request.files.readText(candidate);
            if (text !== undefined) {
                found = candidate;
                break;
            }
        }
        if (found === undefined || text === undefined) {
            const line = new LineIndex(sources.get(from)?.text ?? "").lineAt(sources.get(from)?.text.indexOf(target) ?? 0);
            diagnostics.push(errorDiagnostic(from, `import "${target}" not found in the repository`, line));
            continue;
        }
        if (sources.has(found))
            continue;
        const before = new Set(allTypes(root));
        try {
            const parsed = protobufjs_default().parse(text, root, options);
            sources.set(found, source(text));
            for (const name of allTypes(root))
                if (!before.has(name))
                    tagFile(root.lookup(name), found);
            await loadImports(request, root, found, [...(parsed.imports ?? []), ...(parsed.weakImports ?? [])], sources, diagnostics, options);
        }
        catch (error) {
            diagnostics.push(parseDiagnostic(found, error));
        }
    }
}
function allTypes(ns) {
    return ns.nestedArray.flatMap((n) => [n.fullName, ...(n instanceof (protobufjs_default()).Namespace ? allTypes(n) : [])]);
}
function messageLine(src, type) {
    if (!src)
        return undefined;
    const kind = type instanceof (protobufjs_default()).Enum ? "enum" : "message";
    const at = src.text.search(new RegExp(String.raw `\b${kind}\s+${escapeRegExp(type.name)}\b`));
    return at === -1 ? undefined : src.lines.lineAt(at);
}
const messageStarts = new WeakMap();
function fieldLine(src, type, field) {
    if (!src)
        return undefined;
    let start = messageStarts.get(type);
    if (start === undefined) {
        start = Math.max(src.text.search(new RegExp(String.raw `\bmessage\s+${escapeRegExp(type.name)}\b`)), 0);
        messageStarts.set(type, start);
    }
    const pattern = new RegExp(String.raw `\b${escapeRegExp(field.name)}\s*=\s*${field.id}\b`, "g");
    pattern.lastIndex = start;
    const match = pattern.exec(src.text);
    return match ? src.lines.lineAt(match.index) : undefined;
}
class protobuf_Converter {
    sources;
    assetFile;
    constructor(sources, assetFile) {
        this.sources = sources;
        this.assetFile = assetFile;
    }
    message(type, stack) {
        const file = type[FILE];
        const src = file ? this.sources.get(file) : undefined;
        const inner = new Set(stack).add(type.fullName);
        const fields = [];
        const emitted = new Set();
        for (const field of type.fieldsArray) {
            const oneof = field.partOf;
            if (oneof && !oneof.isProto3Optional) {
                if (emitted.has(oneof))
                    continue;
                emitted.add(oneof);
                fields.push({
                    name: oneof.name,
                    type: "union",
                    optional: true,
                    constraints: { oneof: true },
                    fields: oneof.fieldsArray.map((f) => ({
                        ...this.field(f, type, src, file, inner),
                        optional: true,
                    })),
                    line: fieldLine(src, type, oneof.fieldsArray[0] ?? field),
                    ...(file && file !== this.assetFile ? { file } : {}),
                });
                continue;
            }
            fields.push(this.field(field, type, src, file, inner));
        }
        return {
            type: "struct",
            alias: type.fullName.replace(/^\./, ""),
            ...(type.comment ? { doc: type.comment } : {}),
            fields,
        };
    }
    field(field, parent, src, file, stack) {
        const value = this.valueType(field.type, field.resolvedType, stack);
        const constraints = { fieldNumber: field.id, physicalType: field.type };
        if (field.options) {
            for (const [key, v] of Object.entries(field.options))
                if (key !== "proto3_optional")
                    constraints[key] = v;
        }
        let tree;
        if (field instanceof (protobufjs_default()).MapField) {
            tree = {
                type: "map",
                fields: [
                    { name: "key", ...this.valueType(field.keyType, null, stack) },
                    { name: "value", ...value },
                ],
            };
            constraints.physicalType = `map<${field.keyType}, ${field.type}>`;
        }
        else if (field.repeated) {
            tree = { type: "list", fields: [{ name: "element", ...value }] };
        }
        else {
            const isMessage = field.resolvedType instanceof (protobufjs_default()).Type;
            // Presence: proto2 optional, proto3 `optional`, and message fields can be absent;
            // proto3 plain scalars and enums cannot (they read as their zero value).
            const present = field.required ||
                (!isMessage && !field.options?.proto3_optional && (src?.proto3 ?? false) && !field.partOf);
            tree = { ...value, ...(present ? {} : { optional: true }) };
            if (field.required)
                constraints.required = true;
        }
        return {
            name: field.name,
            ...tree,
            ...(field.comment ? { doc: field.comment } : {}),
            constraints: { ...tree.constraints, ...constraints },
            line: fieldLine(src, parent, field),
            ...(file && file !== this.assetFile ? { file } : {}),
        };
    }
    valueType(typeName, resolved, stack) {
        const scalar = SCALARS[typeName];
        if (scalar)
            return { type: scalar };
        if (resolved instanceof (protobufjs_default()).Enum) {
            return {
                type: "enum",
                alias: resolved.fullName.replace(/^\./, ""),
                constraints: { symbols: Object.keys(resolved.values), values: resolved.values },
            };
        }
        if (resolved instanceof (protobufjs_default()).Type) {
            const known = WELL_KNOWN[resolved.fullName];
            if (known)
                return { ...known, alias: resolved.fullName.replace(/^\./, "") };
            const alias = resolved.fullName.replace(/^\./, "");
            if (stack.has(resolved.fullName))
                return { type: "struct", alias, constraints: { ref: alias } };
            return this.message(resolved, stack);
        }
        return { type: "unknown" };
    }
}

// EXTERNAL MODULE: ./src/api/schema-node.ts
var schema_node = __webpack_require__(4218);
// EXTERNAL MODULE: ./src/api/source-types.ts
var source_types = __webpack_require__(9279);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/metadata.js + 6 modules
var metadata = __webpack_require__(82421);
;// CONCATENATED MODULE: ./src/schema/readers/s3-samples.ts



/**
 * Schemas of binary sample files for the s3 reader. Both functions throw on an
 * unreadable file; the s3 reader turns that into a diagnostic naming the file.
 * Trees carry no `line`: a binary file has none worth pointing at.
 */
/** The object container file header, as the Avro specification declares it. */
const AVRO_HEADER = lib_default().Type.forSchema({
    type: "record",
    name: "org.apache.avro.file.Header",
    fields: [
        { name: "magic", type: { type: "fixed", name: "Magic", size: 4 } },
        { name: "meta", type: { type: "map", values: "bytes" } },
        { name: "sync", type: { type: "fixed", name: "Sync", size: 16 } },
    ],
});
/** An Avro object container file: its writer schema, mapped as the Avro reader maps an .avsc record. */
function avroSampleTree(bytes, file) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (buffer.length < 4 || buffer.subarray(0, 4).toString("latin1") !== "Obj\x01") {
        throw new Error("not an Avro object container file (bad magic bytes)");
    }
    let header;
    let offset;
    try {
        ({ value: header, offset } = AVRO_HEADER.decode(buffer, 0));
    }
    catch (error) {
        throw new Error(`corrupt Avro header: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (offset < 0)
        throw new Error("truncated Avro header");
    const schema = header.meta["avro.schema"];
    if (!schema)
        throw new Error("the Avro header has no avro.schema");
    return stripLines(avroSchemaTree(schema.toString("utf8"), file));
}
/** A Parquet file: the schema in its footer, with Parquet types mapped to Recap's. */
function parquetSampleTree(bytes) {
    return parquetElementsTree((0,metadata/* parquetMetadata */.m5)(bytes).schema);
}
/** The mapping itself, from the flat schema elements of a Parquet footer (root first). */
function parquetElementsTree(schema) {
    return { type: "struct", fields: (0,metadata/* parquetSchema */.YR)({ schema }).children.map(parquetField) };
}
function stripLines(tree) {
    const { line: _line, fields, ...rest } = tree;
    return fields ? { ...rest, fields: fields.map(stripLines) } : rest;
}
function parquetField(node) {
    const { element } = node;
    const repetition = element.repetition_type;
    if (repetition === "REPEATED") {
        // A repeated field outside a LIST annotation is a list of required elements.
        const { optional: _optional, ...element_ } = parquetValue(node);
        return { type: "list", name: element.name, fields: [{ ...element_, name: "element" }] };
    }
    return {
        ...parquetValue(node),
        name: element.name,
        ...(repetition === "OPTIONAL" ? { optional: true } : {}),
    };
}
/** The node's type, ignoring its own repetition. */
function parquetValue(node) {
    const { element, children } = node;
    const logical = element.logical_type?.type;
    const converted = element.converted_type;
    if (logical === "LIST" || converted === "LIST")
        return parquetList(node);
    if (logical === "MAP" || converted === "MAP" || converted === "MAP_KEY_VALUE")
        return parquetMap(node);
    if (children.length > 0 || element.type === undefined) {
        return { type: "struct", fields: children.map(parquetField) };
    }
    return parquetPrimitive(node);
}
/** Parquet's LIST annotation, with the backward-compatibility rules for two-level lists. */
function parquetList(node) {
    const repeated = node.children[0];
    if (!repeated || node.children.length !== 1)
        return { type: "list", fields: [{ name: "element", type: "unknown" }] };
    let element;
    if (repeated.children.length === 1 &&
        repeated.element.name !== "array" &&
        repeated.element.name !== `${node.element.name}_tuple`) {
        element = parquetField(repeated.children[0]); // the standard three-level list
    }
    else {
        const { optional: _optional, ...value } = parquetValue(repeated); // two-level: the repeated field is the element
        element = value;
    }
    return { type: "list", fields: [{ ...element, name: "element" }] };
}
function parquetMap(node) {
    const keyValue = node.children[0];
    const [key, value] = keyValue?.children ?? [];
    return {
        type: "map",
        fields: [
            key ? { ...parquetField(key), name: "key" } : { name: "key", type: "unknown" },
            value ? { ...parquetField(value), name: "value" } : { name: "value", type: "unknown" },
        ],
    };
}
const INTEGERS = {
    INT_8: "int8",
    INT_16: "int16",
    INT_32: "int32",
    INT_64: "int64",
    UINT_8: "uint8",
    UINT_16: "uint16",
    UINT_32: "uint32",
    UINT_64: "uint64",
};
const UNITS = { MILLIS: "millisecond", MICROS: "microsecond", NANOS: "nanosecond" };
function parquetPrimitive(node) {
    const { element } = node;
    const logical = element.logical_type;
    const converted = element.converted_type;
    if (logical?.type === "DECIMAL" || converted === "DECIMAL") {
        const precision = logical?.type === "DECIMAL" ? logical.precision : (element.precision ?? 0);
        const scale = logical?.type === "DECIMAL" ? logical.scale : (element.scale ?? 0);
        return {
            type: precision > 38 ? "decimal256" : "decimal128",
            logical: "Decimal",
            constraints: { precision, scale },
        };
    }
    if (logical?.type === "TIMESTAMP" || converted === "TIMESTAMP_MILLIS" || converted === "TIMESTAMP_MICROS") {
        const unit = logical?.type === "TIMESTAMP"
            ? UNITS[logical.unit]
            : converted === "TIMESTAMP_MILLIS"
                ? "millisecond"
                : "microsecond";
        // The legacy converted types are always UTC-adjusted.
        const utc = logical?.type === "TIMESTAMP" ? logical.isAdjustedToUTC : true;
        return {
            type: "timestamp64",
            logical: "Timestamp",
            constraints: { unit, ...(utc ? { timezone: "UTC" } : {}) },
        };
    }
    if (logical?.type === "TIME" || converted === "TIME_MILLIS" || converted === "TIME_MICROS") {
        const unit = logical?.type === "TIME"
            ? UNITS[logical.unit]
            : converted === "TIME_MILLIS"
                ? "millisecond"
                : "microsecond";
        return { type: "time64", logical: "Time", constraints: { unit } };
    }
    if (logical?.type === "DATE" || converted === "DATE")
        return { type: "date32", logical: "Date" };
    if (logical?.type === "INTEGER") {
        const name = `${logical.isSigned ? "" : "U"}INT_${logical.bitWidth}`;
        return { type: INTEGERS[name] ?? "unknown" };
    }
    if (converted && INTEGERS[converted])
        return { type: INTEGERS[converted] ?? "unknown" };
    if (logical?.type === "UUID")
        return { type: "uuid" };
    if (logical?.type === "FLOAT16")
        return { type: "float16" };
    if (logical?.type === "STRING" ||
        logical?.type === "ENUM" ||
        logical?.type === "JSON" ||
        converted === "UTF8" ||
        converted === "ENUM" ||
        converted === "JSON") {
        const annotation = logical?.type ?? converted;
        return annotation === "STRING" || annotation === "UTF8"
            ? { type: "string" }
            : { type: "string", constraints: { logicalType: annotation } };
    }
    switch (element.type) {
        case "BOOLEAN":
            return { type: "bool" };
        case "INT32":
            return { type: "int32" };
        case "INT64":
            return { type: "int64" };
        case "INT96": // legacy Impala/Spark timestamps
            return {
                type: "timestamp64",
                logical: "Timestamp",
                constraints: { unit: "nanosecond", physicalType: "INT96" },
            };
        case "FLOAT":
            return { type: "float32" };
        case "DOUBLE":
            return { type: "float64" };
        case "FIXED_LEN_BYTE_ARRAY":
            return { type: "bytes", constraints: { fixedSize: element.type_length } };
        case "BYTE_ARRAY":
            return { type: "bytes" };
        default:
            return { type: "unknown" };
    }
}

;// CONCATENATED MODULE: ./src/schema/readers/s3.ts






/**
 * S3 datasets (`*.s3.yaml|yml|json`), the documented input:
 *
 *   bucket: acme-events                      # the data source of the asset
 *   pattern: orders/year={year}/month={month}/{file}.json   # the asset's path
 *   partitions: {year: int32, month: int32}  # Recap types of Hive partitions (default string)
 *   schema: {file: ../avro/order.avsc, type: avro}   # a declared schema, read by its reader
 *   sample: samples/order.jsonl              # or: a sample JSON / JSON Lines file to infer from,
 *                                            # or an Avro container (.avro) / Parquet (.parquet) file
 *                                            # whose embedded schema is read
 *
 * Hive partitions (`key=value` path segments) become fields with
 * `constraints.partition: true`, before the data's fields.
 */
const s3Reader = {
    sourceType: "s3",
    extensions: [".s3.yaml", ".s3.yml", ".s3.json"],
    async read(request) {
        const fail = (message, line) => ({
            assets: [],
            diagnostics: [errorDiagnostic(request.path, message, line)],
        });
        const text = await request.files.readText(request.path);
        if (text === undefined)
            return fail("no such file");
        let doc;
        try {
            doc = parseLocated(text);
        }
        catch (error) {
            return fail(`not valid YAML or JSON: ${errorMessage(error)}`, error instanceof LocatedParseError ? error.line : undefined);
        }
        const spec = doc.value;
        if (!isRecord(spec) || typeof spec.bucket !== "string" || typeof spec.pattern !== "string") {
            return fail("an s3 dataset needs `bucket` and `pattern` strings", 1);
        }
        const diagnostics = [];
        const partitionTypes = isRecord(spec.partitions) ? spec.partitions : {};
        const partitions = [];
        for (const match of spec.pattern.matchAll(/(?:^|\/)([A-Za-z_][\w]*)=/g)) {
            const name = match[1] ?? "";
            const declared = schema_node/* RecapType */.CM.safeParse(partitionTypes[name] ?? "string");
            if (!declared.success) {
                diagnostics.push(errorDiagnostic(request.path, `partition '${name}': unknown type`, doc.keyLine(partitionTypes, name)));
            }
            partitions.push({
                name,
                type: declared.success ? declared.data : "unknown",
                constraints: { partition: true },
                line: doc.keyLine(spec, "pattern"),
            });
        }
        let fields = [];
        if (isRecord(spec.schema) && typeof spec.schema.file === "string") {
            const file = resolveRelative(request.path, spec.schema.file);
            const type = source_types/* SourceType */.Y.safeParse(spec.schema.type);
            const { detectSourceType, readerFor } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 43017));
            const sourceType = type.success ? type.data : detectSourceType(file);
            const reader = sourceType ? readerFor(sourceType) : undefined;
            if (!reader || !sourceType)
                return fail(`no reader for the declared schema ${file}`, doc.keyLine(spec, "schema"));
            const declared = await reader.read({
                path: file,
                sourceType,
                dataSource: spec.bucket,
                files: request.files,
            });
            diagnostics.push(...declared.diagnostics);
            fields = (declared.assets[0]?.schema.fields ?? []).map((f) => ({ ...f, file: f.file ?? file }));
        }
        else if (typeof spec.sample === "string" && /\.(avro|parquet)$/i.test(spec.sample)) {
            const file = resolveRelative(request.path, spec.sample);
            const line = doc.keyLine(spec, "sample");
            if (!request.files.readBytes)
                return fail(`sample ${file}: binary samples cannot be read here`, line);
            const bytes = await request.files.readBytes(file);
            if (bytes === undefined)
                return fail(`sample ${file} not found`, line);
            const avroSample = /\.avro$/i.test(file);
            try {
                const tree = avroSample ? avroSampleTree(bytes, file) : parquetSampleTree(bytes);
                if (tree.type !== "struct")
                    throw new Error(`its schema is a ${tree.type}, not a record`);
                fields = (tree.fields ?? []).map((f) => ({ ...f, file }));
            }
            catch (error) {
                diagnostics.push(errorDiagnostic(file, `unreadable ${avroSample ? "Avro" : "Parquet"} sample: ${errorMessage(error)}`));
            }
        }
        else if (typeof spec.sample === "string") {
            const file = resolveRelative(request.path, spec.sample);
            const sample = await request.files.readText(file);
            if (sample === undefined)
                return fail(`sample ${file} not found`, doc.keyLine(spec, "sample"));
            const records = [];
            for (const [index, line] of sample.split("\n").entries()) {
                if (line.trim() === "")
                    continue;
                try {
                    records.push(JSON.parse(line));
                }
                catch {
                    if (records.length === 0 && index === 0) {
                        try {
                            const whole = JSON.parse(sample);
                            records.push(...(Array.isArray(whole) ? whole : [whole]));
                        }
                        catch (error) {
                            diagnostics.push(errorDiagnostic(file, `not JSON or JSON Lines: ${errorMessage(error)}`, 1));
                        }
                        break;
                    }
                    diagnostics.push(errorDiagnostic(file, "not a JSON line", index + 1));
                }
            }
            // A sampled field points at the first sample line that has it.
            const lines = sample.split("\n");
            fields = (inferStruct(records.filter(isRecord)).fields ?? []).map((f) => {
                const at = lines.findIndex((l) => l.includes(JSON.stringify(f.name ?? "")));
                return { ...f, file, ...(at === -1 ? {} : { line: at + 1 }) };
            });
        }
        else {
            return fail("an s3 dataset needs `schema: {file, type}` or `sample`", 1);
        }
        const path = spec.pattern;
        return {
            assets: [
                {
                    sourceType: "s3",
                    resourceName: (0,model/* resourceName */.I)("s3", spec.bucket, path),
                    dataSource: spec.bucket,
                    path,
                    file: request.path,
                    line: 1,
                    schema: {
                        type: "struct",
                        constraints: { bucket: spec.bucket, pattern: spec.pattern },
                        fields: [...partitions, ...fields],
                    },
                },
            ],
            diagnostics,
        };
    },
};
/** Infers a struct from sample records: a field missing or null in any record is optional. */
function inferStruct(records) {
    const names = [...new Set(records.flatMap((r) => Object.keys(r)))];
    return {
        type: "struct",
        fields: names.map((name) => {
            const values = records.map((r) => r[name]);
            const present = values.filter((v) => v !== undefined && v !== null);
            const tree = inferValue(present);
            return { ...tree, name, ...(present.length < values.length ? { optional: true } : {}) };
        }),
    };
}
function inferValue(values) {
    const first = values[0];
    if (first === undefined)
        return { type: "null" };
    if (typeof first === "boolean")
        return { type: "bool" };
    if (typeof first === "number")
        return { type: values.every((v) => Number.isInteger(v)) ? "int64" : "float64" };
    if (typeof first === "string") {
        if (values.every((v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)))
            return { type: "timestamp64", logical: "Timestamp" };
        return { type: "string" };
    }
    if (Array.isArray(first))
        return { type: "list", fields: [{ ...inferValue(values.flat()), name: "element" }] };
    if (isRecord(first))
        return inferStruct(values.filter(isRecord));
    return { type: "unknown" };
}

// EXTERNAL MODULE: ./node_modules/node-sql-parser/index.js
var node_sql_parser = __webpack_require__(6519);
var node_sql_parser_default = /*#__PURE__*/__webpack_require__.n(node_sql_parser);
;// CONCATENATED MODULE: ./src/schema/readers/sql-ddl.ts




const parser = new (node_sql_parser_default()).Parser();
function ddlReader(sourceType, extensions) {
    const database = sourceType === "mysql" ? "MySQL" : "TransactSQL";
    return {
        sourceType,
        extensions,
        async read(request) {
            const text = await request.files.readText(request.path);
            if (text === undefined)
                return { assets: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
            const lines = new LineIndex(text);
            const assets = [];
            const diagnostics = [];
            for (const statement of splitSql(text, sourceType)) {
                if (!/^create\s+table\b/i.test(statement.masked))
                    continue; // only tables make assets
                let ast;
                try {
                    ast = parser.astify(statement.text, { database });
                }
                catch (error) {
                    const at = error.location?.start?.line;
                    const line = lines.lineAt(statement.start) + (at ? at - 1 : 0);
                    diagnostics.push(errorDiagnostic(request.path, `cannot parse CREATE TABLE: ${errorMessage(error).replace(/^Expected .* but (.*) found\.?$/s, "unexpected $1")}`, line));
                    continue;
                }
                for (const create of (Array.isArray(ast) ? ast : [ast])) {
                    if (create.type !== "create" || create.keyword !== "table")
                        continue;
                    const asset = tableAsset(sourceType, request, create, statement.masked, statement.start, lines);
                    if (asset)
                        assets.push(asset);
                }
            }
            return { assets, diagnostics };
        },
    };
}
function columnName(def) {
    const c = def.column?.column;
    return typeof c === "string" ? c : c?.expr?.value;
}
function tableAsset(sourceType, request, create, masked, start, lines) {
    const ref = create.table?.[0];
    if (!ref?.table)
        return undefined;
    const path = [ref.db, ref.schema, ref.table]
        .filter((p) => typeof p === "string" && p !== "")
        .join(".");
    const primaryKeys = new Set();
    for (const def of create.create_definitions ?? []) {
        if (def.resource === "constraint" && /primary/i.test(def.constraint_type ?? "")) {
            for (const col of def.definition ?? [])
                if (col.column)
                    primaryKeys.add(col.column);
        }
    }
    const bodyStart = masked.indexOf("(");
    const fields = [];
    for (const def of create.create_definitions ?? []) {
        if (def.resource !== "column")
            continue;
        const name = columnName(def);
        if (!name)
            continue;
        const at = findIdentifier(masked, name, Math.max(bodyStart, 0));
        fields.push({
            name,
            ...sql_ddl_columnTree(def, primaryKeys.has(name)),
            ...(at === -1 ? {} : { line: lines.lineAt(start + at) }),
        });
    }
    const comment = create.table_options?.find((o) => /comment/i.test(o.keyword ?? ""))?.value;
    const doc = typeof comment === "string" ? comment.replace(/^'(.*)'$/s, "$1") : undefined;
    return {
        sourceType,
        resourceName: (0,model/* resourceName */.I)(sourceType, request.dataSource, path),
        dataSource: request.dataSource,
        path,
        file: request.path,
        line: lines.lineAt(start),
        schema: { type: "struct", name: ref.table, ...(doc ? { doc } : {}), fields },
    };
}
function sql_ddl_columnTree(def, primaryKey) {
    const d = def.definition ?? {};
    const dataType = (d.dataType ?? "").toUpperCase();
    const unsigned = (d.suffix ?? []).some((s) => /unsigned/i.test(s));
    const length = d.length;
    const physical = `${dataType}${length !== undefined ? `(${length}${typeof d.scale === "number" ? `,${d.scale}` : ""})` : ""}${unsigned ? " UNSIGNED" : ""}`;
    const base = mapType(dataType, length, d.scale, unsigned);
    const constraints = { physicalType: physical, ...base.constraints };
    if (dataType === "ENUM" || dataType === "SET") {
        constraints.symbols = (d.expr?.value ?? []).map((v) => v.value);
    }
    const auto = def.auto_increment;
    if (typeof auto === "string")
        constraints.autoIncrement = true;
    else if (auto?.keyword) {
        constraints.identity = { seed: auto.seed?.value ?? 1, increment: auto.increment?.value ?? 1 };
        constraints.autoIncrement = true;
    }
    const defaultValue = def.default_val?.value;
    if (defaultValue) {
        constraints.default =
            defaultValue.type === "function"
                ? `${JSON.stringify(defaultValue.name).match(/"value":"([^"]+)"/)?.[1] ?? "function"}()`
                : defaultValue.value;
    }
    const isPrimary = primaryKey || def.primary_key !== undefined;
    if (isPrimary)
        constraints.primaryKey = true;
    if (def.unique)
        constraints.unique = true;
    const comment = def.comment?.value?.value;
    const notNull = def.nullable?.type === "not null" || isPrimary;
    return {
        ...base,
        ...(typeof comment === "string" ? { doc: comment } : {}),
        ...(notNull ? {} : { optional: true }),
        constraints,
    };
}
/** MySQL and SQL Server types, following Recap where it has a mapping. */
function mapType(dataType, length, scale, unsigned) {
    const int = (signed, unsignedType) => ({
        type: unsigned ? unsignedType : signed,
    });
    switch (dataType) {
        case "TINYINT":
            return int("int8", "uint8");
        case "SMALLINT":
            return int("int16", "uint16");
        case "MEDIUMINT":
        case "INT":
        case "INTEGER":
            return int("int32", "uint32");
        case "BIGINT":
            return int("int64", "uint64");
        case "BIT":
            return length === undefined || length === 1 ? { type: "bool" } : { type: "bytes" };
        case "BOOL":
        case "BOOLEAN":
            return { type: "bool" };
        case "FLOAT":
        case "REAL":
            return { type: "float32" };
        case "DOUBLE":
            return { type: "float64" };
        case "DECIMAL":
        case "NUMERIC":
        case "MONEY":
        case "SMALLMONEY": {
            const precision = typeof length === "number" ? length : dataType === "MONEY" ? 19 : dataType === "SMALLMONEY" ? 10 : 18;
            const s = (typeof scale === "number" ? scale : undefined) ?? (dataType.endsWith("MONEY") ? 4 : 0);
            return {
                type: precision > 38 ? "decimal256" : "decimal128",
                logical: "Decimal",
                constraints: { precision, scale: s },
            };
        }
        case "CHAR":
        case "NCHAR":
        case "VARCHAR":
        case "NVARCHAR": {
            const max = typeof length === "number" ? { maxLength: length } : {};
            const fixed = dataType.endsWith("CHAR") && !dataType.includes("VAR") ? { fixedLength: true } : {};
            return { type: "string", constraints: { ...max, ...fixed } };
        }
        case "TINYTEXT":
        case "TEXT":
        case "MEDIUMTEXT":
        case "LONGTEXT":
        case "NTEXT":
        case "XML":
            return { type: "string" };
        case "JSON":
            return { type: "string", logical: "JSON" };
        case "BINARY":
        case "VARBINARY":
        case "TINYBLOB":
        case "BLOB":
        case "MEDIUMBLOB":
        case "LONGBLOB":
        case "IMAGE":
            return { type: "bytes", constraints: typeof length === "number" ? { maxLength: length } : {} };
        case "UNIQUEIDENTIFIER":
            return { type: "uuid" };
        case "DATE":
            return { type: "date32", logical: "Date" };
        case "TIME":
            return { type: "time64", logical: "Time" };
        case "DATETIME":
        case "DATETIME2":
        case "SMALLDATETIME":
            return { type: "timestamp64", logical: "Timestamp" };
        case "TIMESTAMP":
        case "DATETIMEOFFSET":
            return { type: "timestamp64", logical: "Timestamp", constraints: { timezone: "UTC" } };
        case "YEAR":
            return { type: "int16" };
        case "ENUM":
            return { type: "enum" };
        case "SET":
            return { type: "list", fields: [{ name: "element", type: "enum" }] };
        default:
            return { type: "unknown" };
    }
}
const mysqlReader = ddlReader("mysql", [".mysql.sql", ".mysql"]);
const mssqlReader = ddlReader("mssql", [".mssql.sql", ".tsql", ".mssql"]);

;// CONCATENATED MODULE: ./src/schema/readers/data.ts







/** Readers of schema and DDL files: postgres, mysql, mssql, json_schema, avro, protobuf, dataframe, s3. */
const dataReaders = [
    postgresReader,
    mysqlReader,
    mssqlReader,
    jsonSchemaReader,
    avroReader,
    protobufReader,
    dataframeReader,
    s3Reader,
];

;// CONCATENATED MODULE: ./src/schema/tree.ts
/**
 * One key order for every reader's trees (stable golden files and diffs), and
 * no empty `constraints` objects.
 */
function canonicalTree(tree) {
    const out = { type: tree.type };
    if (tree.name !== undefined)
        out.name = tree.name;
    if (tree.optional)
        out.optional = true;
    if (tree.logical !== undefined)
        out.logical = tree.logical;
    if (tree.alias !== undefined)
        out.alias = tree.alias;
    if (tree.doc !== undefined && tree.doc !== "")
        out.doc = tree.doc;
    if (tree.constraints && Object.keys(tree.constraints).length > 0)
        out.constraints = tree.constraints;
    if (tree.fields)
        out.fields = tree.fields.map(canonicalTree);
    if (tree.line !== undefined)
        out.line = tree.line;
    if (tree.file !== undefined)
        out.file = tree.file;
    // Re-insert `type` first but keep name before it for readability of goldens.
    return tree.name === undefined ? out : { name: tree.name, ...out };
}
function canonicalAsset(asset) {
    return { ...asset, schema: canonicalTree(asset.schema) };
}

;// CONCATENATED MODULE: ./src/schema/index.ts







/** Frees the shared PGlite of the postgres reader; call once when done reading. */

/** Every reader: schema/DDL files and code models. */
const readers = [...dataReaders, ...codeReaders];
function readerFor(sourceType) {
    return readers.find((r) => r.sourceType === sourceType);
}
/**
 * The source type of a file: from the first config glob that matches, else
 * from the longest file ending a reader claims (".mysql.sql" beats ".sql").
 */
function detectSourceType(path, globs = []) {
    for (const { glob, sourceType } of globs) {
        if (picomatch_default().isMatch(path, glob, { dot: true }))
            return sourceType;
    }
    const lower = path.toLowerCase();
    let best;
    for (const reader of readers) {
        for (const ending of reader.extensions) {
            if (lower.endsWith(ending) && ending.length > (best?.length ?? 0)) {
                best = { sourceType: reader.sourceType, length: ending.length };
            }
        }
    }
    return best?.sourceType;
}
/**
 * The data source when the caller names none: the GitHub repository the run is
 * in (`github.com/owner/repo`, as in DESIGN.md's examples), else `local`.
 */
function defaultDataSource(env = process.env) {
    return env.GITHUB_REPOSITORY ? `github.com/${env.GITHUB_REPOSITORY}` : "local";
}
/**
 * Turns a list of files into read targets. Postgres .sql files that share a
 * folder are one target, the folder, read as ordered migrations (a folder of
 * independent CREATE TABLE files replays to the same tables). Files of no
 * known source type are left out.
 */
function planReads(paths, sourceTypeOf) {
    const targets = [];
    const postgresByDir = new Map();
    for (const path of paths) {
        const sourceType = sourceTypeOf(path);
        if (!sourceType)
            continue;
        if (sourceType === "postgres") {
            const dir = external_node_path_.posix.dirname(path);
            postgresByDir.set(dir, [...(postgresByDir.get(dir) ?? []), path]);
        }
        else {
            targets.push({ path, sourceType });
        }
    }
    for (const [dir, files] of postgresByDir) {
        targets.push({ path: files.length > 1 ? dir : (files[0] ?? dir), sourceType: "postgres" });
    }
    return targets;
}
/**
 * Reads each target with its reader. Failures stay with their file: a bad file,
 * an unknown source type or a reader that throws becomes a diagnostic, and the
 * other targets are still read.
 */
async function readAssets(targets, options) {
    const assets = [];
    const diagnostics = [];
    for (const target of targets) {
        const path = typeof target === "string" ? target : target.path;
        const sourceType = typeof target === "string" ? (options.sourceTypeOf ?? detectSourceType)(target) : target.sourceType;
        if (!sourceType) {
            diagnostics.push(errorDiagnostic(path, "unknown source type: name one with --type or a config glob"));
            continue;
        }
        const reader = readerFor(sourceType);
        if (!reader) {
            diagnostics.push(errorDiagnostic(path, `no reader for source type '${sourceType}' yet`));
            continue;
        }
        try {
            const result = await reader.read({
                path,
                sourceType,
                dataSource: options.dataSourceOf?.(path, sourceType) ?? defaultDataSource(),
                database: options.database,
                files: options.files,
            });
            assets.push(...result.assets.map(canonicalAsset));
            diagnostics.push(...result.diagnostics);
        }
        catch (error) {
            diagnostics.push(errorDiagnostic(path, `the ${sourceType} reader failed: ${errorMessage(error)}`));
        }
    }
    return { assets, diagnostics };
}


/***/ }),

/***/ 52442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ resourceName),
/* harmony export */   z: () => (/* binding */ toWireNode)
/* harmony export */ });
/** The wire form of a tree: drops the reader-only `line` and `file`. */
function toWireNode(tree) {
    const { line: _line, file: _file, fields, ...node } = tree;
    return fields ? { ...node, fields: fields.map(toWireNode) } : node;
}
function resourceName(sourceType, dataSource, path) {
    return `${sourceType}://${dataSource}:${path}`;
}


/***/ }),

/***/ 29161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ vendorDir),
/* harmony export */   m: () => (/* binding */ loadPGliteModule)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * Where the bundled build keeps packages that webpack cannot bundle (their
 * emscripten loaders use `import("module")` in a way ncc breaks). In the bundle
 * this file's code lives in dist/index.js or dist/cli.js, so dist/vendor is a
 * sibling; from source (tests, tsx) the folder does not exist and the package
 * is imported from node_modules as usual.
 */
function vendorDir(name) {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "vendor", name);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) ? dir : undefined;
}
let pgliteModule;
/** Loads PGlite from dist/vendor/pglite when bundled, else from node_modules. */
function loadPGliteModule() {
    pgliteModule ??= (async () => {
        const dir = vendorDir("pglite");
        if (dir) {
            const url = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.pathToFileURL)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "index.js")).href;
            return (await import(/* webpackIgnore: true */ url));
        }
        return (await import(/* webpackIgnore: true */ "@electric-sql/pglite"));
    })();
    return pgliteModule;
}


/***/ })

};
