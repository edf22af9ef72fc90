export const id = 509;
export const ids = [509];
export const modules = {

/***/ 47336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ withSyntaxTree)
/* harmony export */ });
/* unused harmony export GRAMMARS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _vendor_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29161);






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
        const dir = (0,_vendor_js__WEBPACK_IMPORTED_MODULE_5__/* .vendorDir */ .A)("web-tree-sitter") ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(resolvePackageFile(RUNTIME_PACKAGE, "web-tree-sitter.wasm"));
        const url = (0,node_url__WEBPACK_IMPORTED_MODULE_3__.pathToFileURL)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, "web-tree-sitter.js")).href;
        const module = (await import(/* webpackIgnore: true */ url));
        await module.Parser.init({ locateFile: (file) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, file) });
        return module;
    })();
    return runtime;
}
function resolvePackageFile(pkg, file) {
    return (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url).resolve(`${pkg}/${file}`);
}
/** Directory of the grammar .wasm files: dist/vendor/tree-sitter-grammars when bundled. */
function grammarDir() {
    return ((0,_vendor_js__WEBPACK_IMPORTED_MODULE_5__/* .vendorDir */ .A)("tree-sitter-grammars") ??
        (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(resolvePackageFile(GRAMMAR_PACKAGE, "package.json")), "out"));
}
/** Each grammar is loaded lazily, once per process, the first time a file of its language is read. */
function loadLanguage(grammar) {
    let language = languages.get(grammar);
    if (!language) {
        language = Promise.all([loadRuntime(), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(grammarDir(), `tree-sitter-${grammar}.wasm`))]).then(([module, bytes]) => module.Language.loadSync(compileBaseline(bytes)));
        languages.set(grammar, language);
    }
    return language;
}
/** Node's WebAssembly global (the project's TypeScript libs do not declare it). */
const wasm = globalThis
    .WebAssembly;
/**
 * Compiles a grammar with V8's baseline compiler only (Liftoff). Left to its
 * defaults, Node 20's V8 also optimizes the whole module with TurboFan in the
 * background, and the process cannot exit before that is done: for the Swift
 * and TypeScript grammars (2.4 and 2.2 MB, with parse tables compiled into huge
 * functions) many times the read itself (`npm run bench -- readers-code`,
 * column "cold process: read to exit ms"). The flag is set only around this
 * synchronous compile, so no other module (PGlite) is compiled under it.
 */
function compileBaseline(bytes) {
    (0,node_v8__WEBPACK_IMPORTED_MODULE_4__.setFlagsFromString)("--liftoff-only");
    try {
        return new wasm.Module(bytes);
    }
    finally {
        (0,node_v8__WEBPACK_IMPORTED_MODULE_4__.setFlagsFromString)("--no-liftoff-only");
    }
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
const GRAMMARS = (/* unused pure expression or super */ null && ([
    "typescript",
    "python",
    "java",
    "kotlin",
    "swift",
    "php",
    "go",
    "ruby",
]));


/***/ }),

/***/ 50509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseRailsSchema: () => (/* binding */ parseRailsSchema)
/* harmony export */ });
/* unused harmony export rubyValue */
/* harmony import */ var _code_tree_sitter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47336);

/** Top-level calls that shape no column: read and left out. */
const LEFT_OUT = new Set([
    "add_index",
    "add_check_constraint",
    "create_function",
    "create_trigger",
    "create_virtual_table",
    "execute_once",
    "add_exclusion_constraint",
    "add_unique_constraint",
    "change_column_comment",
    "change_table_comment",
]);
/** `t.<method>` calls inside create_table that shape no column. */
const TABLE_LEFT_OUT = new Set([
    "index",
    "check_constraint",
    "exclusion_constraint",
    "unique_constraint",
    "foreign_key",
]);
/** Nesting of option values read (arrays of hashes of arrays...); deeper is unread. */
const MAX_VALUE_DEPTH = 8;
async function parseRailsSchema(text) {
    return (0,_code_tree_sitter_js__WEBPACK_IMPORTED_MODULE_0__/* .withSyntaxTree */ .W)("ruby", text, (root) => {
        const problems = [];
        const error = firstError(root);
        if (error) {
            problems.push({ line: error.startPosition.row + 1, message: "Ruby syntax error: schema.rb not read" });
            return { statements: [], problems };
        }
        const body = defineBody(root);
        if (!body) {
            problems.push({
                line: 1,
                message: "no `ActiveRecord::Schema.define ... do` block: not a Rails schema file",
            });
            return { statements: [], problems };
        }
        const statements = [];
        const nodes = body.namedChildren.filter((n) => n !== null);
        nodes.forEach((node, index) => {
            if (node.type === "comment" || node.type === "heredoc_body")
                return;
            const statement = topLevel(node, nodes[index + 1], problems);
            if (statement)
                statements.push(statement);
        });
        return { statements, problems };
    });
}
/** The first syntax error of the tree (a node of type ERROR, or one missing), iteratively. */
function firstError(root) {
    if (!root.hasError)
        return undefined;
    const cursor = root.walk();
    for (;;) {
        const node = cursor.currentNode;
        if (node.isMissing)
            return node;
        // The innermost error: an ERROR node wrapping the file says nothing of where.
        if (node.hasError && cursor.gotoFirstChild())
            continue;
        if (node.type === "ERROR")
            return node;
        while (!cursor.gotoNextSibling())
            if (!cursor.gotoParent())
                return root;
    }
}
/** The body of `ActiveRecord::Schema[x].define(...) do ... end` among the program's statements. */
function defineBody(root) {
    for (const node of root.namedChildren) {
        if (node?.type !== "call" || node.childForFieldName("method")?.text !== "define")
            continue;
        if (!/^ActiveRecord::Schema\b/.test(node.childForFieldName("receiver")?.text ?? ""))
            continue;
        const block = node.childForFieldName("block");
        if (block)
            return block.namedChildren.find((n) => n?.type === "body_statement") ?? block;
    }
    return undefined;
}
/** A call's method name, positional arguments and keyword options. */
function callParts(node) {
    if (node.type === "identifier")
        return { receiver: undefined, method: node.text, args: [], options: {}, block: undefined };
    const args = [];
    const options = {};
    for (const arg of node.childForFieldName("arguments")?.namedChildren ?? []) {
        if (!arg)
            continue;
        if (arg.type === "pair") {
            const key = pairKey(arg);
            const value = arg.childForFieldName("value");
            if (key !== undefined && value)
                options[key] = value;
        }
        else if (arg.type === "hash") {
            for (const pair of arg.namedChildren) {
                const key = pair && pairKey(pair);
                const value = pair?.childForFieldName("value");
                if (key !== undefined && value)
                    options[key] = value;
            }
        }
        else
            args.push(arg);
    }
    return {
        receiver: node.childForFieldName("receiver")?.text,
        method: node.childForFieldName("method")?.text ?? "",
        args,
        options,
        block: node.childForFieldName("block") ?? undefined,
    };
}
function pairKey(pair) {
    const key = pair.childForFieldName("key");
    if (!key)
        return undefined;
    if (key.type === "hash_key_symbol")
        return key.text;
    const value = rubyValue(key, 0);
    if (typeof value === "string")
        return value;
    if (value && typeof value === "object" && "symbol" in value)
        return value.symbol;
    return undefined;
}
function topLevel(node, next, problems) {
    const line = node.startPosition.row + 1;
    if (node.type !== "call" && node.type !== "identifier") {
        problems.push({
            line,
            message: `not a schema statement Rails writes: \`${firstLine(node.text)}\` not read`,
        });
        return undefined;
    }
    const call = callParts(node);
    const name = call.args[0] ? rubyValue(call.args[0], 0) : undefined;
    const nameText = typeof name === "string"
        ? name
        : name && typeof name === "object" && "symbol" in name
            ? name.symbol
            : undefined;
    const options = () => values(call.options);
    switch (call.receiver === undefined ? call.method : "") {
        case "create_table":
            if (nameText === undefined)
                break;
            return {
                kind: "table",
                name: nameText,
                line,
                endLine: node.endPosition.row + 1,
                options: options(),
                columns: call.block ? tableColumns(call.block, problems) : [],
            };
        case "create_enum": {
            const list = call.args[1] ? rubyValue(call.args[1], 0) : undefined;
            if (nameText === undefined || !list || typeof list !== "object" || !("list" in list))
                break;
            return { kind: "enum", name: nameText, values: list.list.map((v) => String(v)), line };
        }
        case "enable_extension":
            if (nameText === undefined)
                break;
            return { kind: "extension", name: nameText, line };
        case "create_schema":
            if (nameText === undefined)
                break;
            return { kind: "schema", name: nameText, line };
        case "add_foreign_key": {
            const to = call.args[1] ? rubyValue(call.args[1], 0) : undefined;
            if (nameText === undefined || typeof to !== "string")
                break;
            return { kind: "foreignKey", from: nameText, to, options: options(), line };
        }
        case "create_view":
            return view(node, call, nameText, next, problems);
        default:
            if (call.receiver === undefined && LEFT_OUT.has(call.method))
                return undefined;
    }
    problems.push({
        line,
        message: `\`${firstLine(node.text)}\`: not a statement this reader knows, not read`,
    });
    return undefined;
}
/** scenic's `create_view "name", [materialized: true,] sql_definition: <<-SQL ... SQL`. */
function view(node, call, name, next, problems) {
    const line = node.startPosition.row + 1;
    const definition = call.options.sql_definition;
    let sql;
    let sqlLine = line;
    if (definition?.type === "heredoc_beginning") {
        // The heredoc's text follows the call (the grammar puts its body beside it).
        const body = node.namedChildren.find((n) => n?.type === "heredoc_body") ??
            (next?.type === "heredoc_body" ? next : undefined);
        const content = body?.namedChildren.filter((n) => n?.type === "heredoc_content") ?? [];
        if (body && content.length === body.namedChildren.filter((n) => n?.type !== "heredoc_end").length) {
            sql = content.map((n) => n?.text ?? "").join("");
            sqlLine = (content[0]?.startPosition.row ?? body.startPosition.row) + 1;
        }
    }
    else if (definition) {
        const value = rubyValue(definition, 0);
        if (typeof value === "string")
            sql = value;
    }
    if (name === undefined || sql === undefined) {
        problems.push({ line, message: "create_view without a name and a literal sql_definition: not read" });
        return undefined;
    }
    const materialized = call.options.materialized ? rubyValue(call.options.materialized, 0) === true : false;
    return { kind: "view", name, sql, sqlLine, materialized, line };
}
/** The `t.<type> "name", options` calls of a create_table block (and t.timestamps, t.references). */
function tableColumns(block, problems) {
    const variable = block.childForFieldName("parameters")?.namedChildren[0]?.text ?? "t";
    const body = block.namedChildren.find((n) => n?.type === "body_statement");
    const columns = [];
    for (const node of body?.namedChildren ?? []) {
        if (!node || node.type === "comment")
            continue;
        const line = node.startPosition.row + 1;
        const call = node.type === "call" ? callParts(node) : undefined;
        if (!call || call.receiver !== variable) {
            problems.push({ line, message: `\`${firstLine(node.text)}\` inside create_table: not read` });
            continue;
        }
        if (TABLE_LEFT_OUT.has(call.method))
            continue;
        const options = values(call.options);
        if (call.method === "timestamps") {
            columns.push({ name: "created_at", type: "datetime", line, options: { null: false, ...options } });
            columns.push({ name: "updated_at", type: "datetime", line, options: { null: false, ...options } });
            continue;
        }
        const names = call.args.map((a) => rubyValue(a, 0));
        const first = names[0];
        const name = typeof first === "string"
            ? first
            : first && typeof first === "object" && "symbol" in first
                ? first.symbol
                : undefined;
        if (name === undefined) {
            problems.push({
                line,
                message: `\`${firstLine(node.text)}\`: a column without a literal name, not read`,
            });
            continue;
        }
        if (call.method === "column") {
            const type = names[1];
            const typeName = typeof type === "string"
                ? type
                : type && typeof type === "object" && "symbol" in type
                    ? type.symbol
                    : undefined;
            if (typeName === undefined) {
                problems.push({
                    line,
                    message: `\`${firstLine(node.text)}\`: a column without a literal type, not read`,
                });
                continue;
            }
            columns.push({ name, type: typeName, line, options });
            continue;
        }
        columns.push({ name, type: call.method, line, options });
    }
    return columns;
}
function values(options) {
    const out = {};
    for (const [key, node] of Object.entries(options))
        out[key] = rubyValue(node, 0);
    return out;
}
/** A literal's value; anything computed is `unknown` with its text. */
function rubyValue(node, depth) {
    if (depth > MAX_VALUE_DEPTH)
        return { unknown: firstLine(node.text) };
    switch (node.type) {
        case "string": {
            const parts = node.namedChildren;
            if (parts.some((p) => p?.type !== "string_content" && p?.type !== "escape_sequence"))
                return { unknown: node.text };
            return parts.map((p) => (p?.type === "escape_sequence" ? unescaped(p.text) : (p?.text ?? ""))).join("");
        }
        case "simple_symbol":
            return { symbol: node.text.slice(1) };
        case "delimited_symbol":
            return { symbol: node.text.slice(2, -1) };
        case "integer":
            return Number(node.text.replace(/_/g, ""));
        case "float":
            return Number(node.text.replace(/_/g, ""));
        case "true":
            return true;
        case "false":
            return false;
        case "nil":
            return null;
        case "array":
            return { list: node.namedChildren.flatMap((n) => (n ? [rubyValue(n, depth + 1)] : [])) };
        case "hash": {
            const hash = {};
            for (const pair of node.namedChildren) {
                const key = pair && pair.type === "pair" ? pairKey(pair) : undefined;
                const value = pair?.childForFieldName("value");
                if (key !== undefined && value)
                    hash[key] = rubyValue(value, depth + 1);
            }
            return { hash };
        }
        case "lambda": {
            // `-> { "now()" }`: the SQL expression Rails writes for a default computed by the database.
            const strings = node.descendantsOfType("string");
            const only = strings.length === 1 ? strings[0] : undefined;
            const value = only ? rubyValue(only, depth + 1) : undefined;
            return typeof value === "string" ? { sql: value } : { unknown: node.text };
        }
        default:
            return { unknown: firstLine(node.text) };
    }
}
function unescaped(text) {
    const map = { n: "\n", t: "\t", "\\": "\\", '"': '"', "'": "'" };
    return map[text.slice(1)] ?? text.slice(1);
}
function firstLine(text) {
    const line = text.split("\n")[0] ?? "";
    return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}


/***/ }),

/***/ 29161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ vendorDir)
/* harmony export */ });
/* unused harmony export loadPGliteModule */
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
            const url = pathToFileURL(join(dir, "index.js")).href;
            return (await import(/* webpackIgnore: true */ url));
        }
        return (await import(/* webpackIgnore: true */ "@electric-sql/pglite"));
    })();
    return pgliteModule;
}


/***/ })

};
