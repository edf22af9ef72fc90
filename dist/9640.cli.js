export const id = 9640;
export const ids = [9640];
export const modules = {

/***/ 39640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cleanComment: () => (/* binding */ cleanComment),
  codeReader: () => (/* binding */ codeReader),
  isBlockDoc: () => (/* binding */ isBlockDoc),
  leadingDoc: () => (/* binding */ leadingDoc),
  lineOf: () => (/* binding */ lineOf),
  syntaxErrors: () => (/* binding */ syntaxErrors),
  unquote: () => (/* binding */ unquote)
});

// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/schema/readers/code/tree-sitter.ts
var tree_sitter = __webpack_require__(47336);
;// CONCATENATED MODULE: ./src/schema/readers/code/imports.ts


/** Imports are followed this many files deep (a re-export of a re-export of a model). */
const MAX_IMPORT_DEPTH = 4;
/** Files parsed for the imports of one read, at most: bounded work on import-heavy repositories. */
const MAX_IMPORTED_FILES = 200;
// Parsed files, per source (one read run) and path: each is parsed once, however many files import it.
const parsedFiles = new WeakMap();
/** Parses `path` once per source; a missing or unparsable file is `undefined`. */
function parsedModule(language, files, path) {
    let cache = parsedFiles.get(files);
    if (!cache) {
        cache = new Map();
        parsedFiles.set(files, cache);
    }
    const key = `${language.sourceType}:${path}`;
    let parsed = cache.get(key);
    if (!parsed) {
        parsed = (async () => {
            const text = await files.readText(path).catch(() => undefined);
            if (text === undefined)
                return undefined;
            const source = language.prepare ? language.prepare(text) : text;
            return (0,tree_sitter/* withSyntaxTree */.W)(language.grammar, source, (root) => ({
                declarations: language.declarations(root, () => undefined).map((d) => fromFile(d, path)),
                imports: language.imports?.(root) ?? [],
            }));
        })().catch(() => undefined);
        cache.set(key, parsed);
    }
    return parsed;
}
/**
 * The declarations `file` imports from other files of the repository, for the
 * resolver: first the imported names under their local names (`B as C` is
 * `C`), then a namespace's types under its prefix (`api.User`), then
 * everything else the imported files declare or import themselves, under its
 * own name, so that an imported model's own field types resolve too. Modules
 * outside the repository (packages, the standard library) are not found and
 * stay unknown.
 */
async function importedDeclarations(language, files, file, imports) {
    const visited = new Map([[file, []]]);
    const named = [];
    const context = [];
    await follow(language, files, file, imports, 0, visited, named, context);
    return [...named, ...context];
}
async function follow(language, files, file, imports, depth, 
/** Files already followed, with what they re-export: each is followed once per read (also in a cycle). */
visited, named, context) {
    const exported = [];
    for (const imported of imports) {
        const found = (await moduleOf(language, files, file, imported.module)) ??
            (language.packageIsFolder ? await declaringFile(language, files, file, imported) : undefined);
        if (!found)
            continue;
        const { path, module } = found;
        if (!visited.has(path) && visited.size < MAX_IMPORTED_FILES && depth < MAX_IMPORT_DEPTH) {
            visited.set(path, []);
            context.push(...module.declarations);
            // A package is a folder: the imported class's own superclass and field types may be its neighbours.
            if (language.packageIsFolder)
                context.push(...(await siblingDeclarations(language, files, path)));
            // What the imported file imports (also under its aliases and namespaces) resolves its own types.
            const deeper = await follow(language, files, path, module.imports, depth + 1, visited, context, context);
            visited.set(path, deeper);
        }
        const theirs = [...module.declarations, ...(visited.get(path) ?? [])];
        const byName = new Map(theirs.map((declaration) => [declaration.name, declaration]));
        for (const { imported: name, local } of imported.names) {
            const declaration = byName.get(name);
            if (declaration) {
                named.push({ ...declaration, name: local });
                exported.push({ ...declaration, name: local });
            }
        }
        if (imported.namespace) {
            const prefix = `${imported.namespace}.`;
            named.push(...theirs.map((declaration) => ({ ...declaration, name: `${prefix}${declaration.name}` })));
        }
        if (imported.all) {
            named.push(...theirs);
            exported.push(...theirs);
        }
    }
    return exported;
}
/** The first of the language's candidate paths for `module` that exists in the repository. */
async function moduleOf(language, files, file, module) {
    for (const candidate of language.modulePaths?.(file, module) ?? []) {
        const path = external_node_path_.posix.normalize(candidate);
        // Never outside the repository: `..` past its root is not followed.
        if (path.startsWith("../") || path === ".." || external_node_path_.posix.isAbsolute(path))
            continue;
        const parsed = await parsedModule(language, files, path);
        if (parsed)
            return { path, module: parsed };
    }
    return undefined;
}
/**
 * A package is a folder, and a Kotlin file need not be named after its class (`Models.kt`): the
 * file of the candidate folders (nearest first) that declares one of the imported names.
 */
async function declaringFile(language, files, file, imported) {
    const wanted = new Set(imported.names.map((n) => n.imported));
    if (wanted.size === 0)
        return undefined;
    for (const candidate of language.modulePaths?.(file, imported.module) ?? []) {
        const dir = external_node_path_.posix.dirname(external_node_path_.posix.normalize(candidate));
        if (dir.startsWith("../") || dir === ".." || external_node_path_.posix.isAbsolute(dir))
            continue;
        const ending = external_node_path_.posix.extname(candidate);
        const inFolder = (await files.list(dir).catch(() => [])).filter((f) => f.endsWith(ending)).sort();
        for (const path of inFolder.slice(0, MAX_SIBLINGS)) {
            const module = await parsedModule(language, files, path);
            if (module?.declarations.some((d) => wanted.has(d.name)))
                return { path, module };
        }
    }
    return undefined;
}
/** A declaration of another file: never an asset here, its fields pointing at their own file. */
function fromFile(declaration, file) {
    if (declaration.kind !== "struct")
        return declaration;
    const stamp = (field) => ({
        ...field,
        file,
        type: field.type.kind === "inline" ? { ...field.type, fields: field.type.fields.map(stamp) } : field.type,
    });
    return { ...declaration, isAsset: false, fields: declaration.fields.map(stamp) };
}
/** Sibling files looked at per folder: bounded work on huge folders. */
const MAX_SIBLINGS = 300;
/**
 * The declarations of the other files of `file`'s folder with the same ending,
 * as non-asset helper types, in path order whatever order the folder is listed in.
 */
async function siblingDeclarations(language, files, file) {
    const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
    const ending = file.slice(file.lastIndexOf("."));
    const siblings = (await files.list(dir).catch(() => []))
        .filter((f) => f !== file && f.endsWith(ending))
        .sort();
    const found = [];
    for (const sibling of siblings.slice(0, MAX_SIBLINGS)) {
        found.push(...((await parsedModule(language, files, sibling))?.declarations ?? []));
    }
    return found;
}

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
            resourceName: (0,model/* resourceName */.Iy)(sourceType, context.dataSource, path),
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
            file: field.file,
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
    if (tree.file !== undefined)
        out.file = tree.file;
    if (tree.fields)
        out.fields = tree.fields;
    return out;
}

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
                    diagnostics: [{ file, severity: "error", message: `cannot read file: ${(0,error_message/* errorMessage */.g)(error)}` }],
                };
            }
            if (text === undefined) {
                return { assets: [], diagnostics: [{ file, severity: "error", message: "file not found" }] };
            }
            try {
                const source = language.prepare ? language.prepare(text) : text;
                return await (0,tree_sitter/* withSyntaxTree */.W)(language.grammar, source, (root) => {
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
                    return { declarations, imports: language.imports?.(root) ?? [] };
                }).then(async ({ declarations, imports }) => {
                    const siblings = language.packageIsFolder
                        ? await siblingDeclarations(language, request.files, file)
                        : [];
                    const imported = imports.length > 0 ? await importedDeclarations(language, request.files, file, imports) : [];
                    const own = new Set(declarations.map((d) => d.name));
                    const known = settleModels([
                        ...declarations,
                        ...[...siblings, ...imported].filter((d) => !own.has(d.name)),
                    ]);
                    const assets = resolveAssets(known, {
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
                    message: `${language.sourceType} reader failed: ${(0,error_message/* errorMessage */.g)(error)}`,
                });
                return { assets: [], diagnostics };
            }
        },
    };
}
/**
 * Python classes deriving from a class of another file are models when that
 * base, found among the known declarations, is one (`class Order(ShopModel)`
 * with `ShopModel(BaseModel)` in base.py). The others are dropped; a model's
 * bases that are models lend it their fields.
 */
function settleModels(declarations) {
    const isStruct = (d) => d.kind === "struct";
    const models = new Set(declarations.filter((d) => isStruct(d) && !d.modelIfBaseIs).map((d) => d.name));
    for (let changed = true; changed;) {
        changed = false;
        for (const d of declarations) {
            if (isStruct(d) &&
                d.modelIfBaseIs &&
                !models.has(d.name) &&
                d.modelIfBaseIs.some((b) => models.has(b))) {
                models.add(d.name);
                changed = true;
            }
        }
    }
    return declarations.flatMap((d) => {
        if (!isStruct(d) || !d.modelIfBaseIs)
            return [d];
        if (!models.has(d.name))
            return [];
        const { modelIfBaseIs, ...struct } = d;
        const embeds = [...(struct.embeds ?? []), ...modelIfBaseIs.filter((b) => models.has(b))];
        return [{ ...struct, embeds }];
    });
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
/** 1-based line of a node. */
function lineOf(node) {
    return node.startPosition.row + 1;
}
/**
 * The doc comment right above a declaration: contiguous comment siblings ending
 * on the line before it, kept when `isDoc` accepts them (`/**`, `///`, Go's `//`).
 * Markers and leading `*` are stripped, and tag lines (`@param`) dropped, except
 * `@deprecated`, kept as "Deprecated: ...".
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
    // Text before the first tag is kept, and the text of `@deprecated` (it says something readers
    // of the contract need); other tags (@param, @returns) and their text are dropped.
    let section = "text";
    for (const line of lines) {
        const deprecated = /^@deprecated\b\s*(.*)$/i.exec(line);
        if (deprecated) {
            kept.push(`Deprecated${deprecated[1] ? `: ${deprecated[1]}` : "."}`);
            section = "deprecated";
        }
        else if (line.startsWith("@")) {
            section = "tag";
        }
        else if (section !== "tag") {
            kept.push(line);
        }
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


/***/ }),

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
