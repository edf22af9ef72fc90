export const id = 9942;
export const ids = [9942];
export const modules = {

/***/ 5309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   os: () => (/* binding */ parseLocated),
/* harmony export */   qF: () => (/* binding */ LocatedParseError),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

class LocatedParseError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
    }
}
function parseLocated(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
    const first = doc.errors[0];
    if (first) {
        const line = first.linePos?.[0]?.line ?? lineCounter.linePos(first.pos[0]).line;
        throw new LocatedParseError(first.message.split("\n")[0] ?? first.message, line);
    }
    const objectLines = new WeakMap();
    const keyLines = new WeakMap();
    const lineAt = (node) => node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
    const convert = (node) => {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const out = {};
            const lines = new Map();
            for (const pair of node.items) {
                const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : String(pair.key);
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
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            const out = node.items.map(convert);
            const line = lineAt(node);
            if (line !== undefined)
                objectLines.set(out, line);
            return out;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
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


/***/ }),

/***/ 19087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iC: () => (/* binding */ JsonParseError),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   uC: () => (/* binding */ parseJsonLocated)
/* harmony export */ });
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86587);
/* harmony import */ var _reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61356);


/*
 * JSON (.avsc, JSON Schema) parsed by JSON.parse, with the lines of objects,
 * arrays and keys from one light scan of the text. The YAML parser that
 * located.ts uses for YAML inputs is 50-100x slower on JSON and fails on very
 * large documents; JSON inputs do not need it.
 */
/** JSON text that does not parse; `line` is 1-based. (No import of located.ts: it loads the YAML parser.) */
class JsonParseError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
    }
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;
/** Parses JSON text; throws JsonParseError (with the line) when it is not JSON. */
function parseJsonLocated(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        const message = (0,_error_message_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .g)(error);
        const position = /position (\d+)/.exec(message)?.[1];
        const line = /line (\d+)/.exec(message)?.[1] ??
            (position === undefined ? undefined : String(new _reader_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .rr(text).lineAt(Number(position))));
        // The line is reported beside the message; V8's offsets mean nothing to a reader of the file.
        const shown = message.replace(/\s*(in JSON )?at position \d+( \(line \d+ column \d+\))?/, "");
        throw new JsonParseError(shown, line === undefined ? undefined : Number(line));
    }
    const containers = scan(text);
    const objectLines = new WeakMap();
    const keyLines = new WeakMap();
    // Iterative walk: deep documents must not overflow the stack.
    const work = [[value, 0]];
    while (work.length > 0) {
        const [node, index] = work.pop();
        const container = containers[index];
        if (container === undefined || typeof node !== "object" || node === null)
            continue;
        objectLines.set(node, container.line);
        if (Array.isArray(node)) {
            container.items?.forEach((child, i) => {
                if (child !== undefined)
                    work.push([node[i], child]);
            });
        }
        else if (container.keys) {
            keyLines.set(node, container.keys);
            for (const [key, entry] of container.keys) {
                if (entry.child !== undefined)
                    work.push([node[key], entry.child]);
            }
        }
    }
    return {
        value,
        lineOf: (object) => objectLines.get(object),
        keyLine: (object, key) => keyLines.get(object)?.get(key)?.line,
    };
}
/** The containers of valid JSON text in document order (index 0 is the outermost). */
function scan(text) {
    const containers = [];
    const stack = [];
    // Per open container: the key just read (objects) or the item position (arrays).
    const pendingKeys = [];
    const positions = [];
    let line = 1;
    let stringStart = 0;
    let stringEnd = 0;
    // The regular expression steps over whitespace, numbers and literals natively: a loop
    // over every character ran 30x slower than JSON.parse in a one-shot CLI's cold code.
    // `test` with `lastIndex` rather than `exec`: no match array per token.
    const token = /[\n"{}[\],:]/g;
    while (token.test(text)) {
        const i = token.lastIndex - 1;
        const code = text.charCodeAt(i);
        if (code === NEWLINE)
            line++;
        else if (code === QUOTE) {
            let end = i + 1;
            for (;;) {
                end = text.indexOf('"', end);
                let slashes = 0;
                while (text.charCodeAt(end - 1 - slashes) === BACKSLASH)
                    slashes++;
                if (slashes % 2 === 0)
                    break;
                end++;
            }
            stringStart = i;
            stringEnd = end;
            token.lastIndex = end + 1;
        }
        else if (code === COLON) {
            const top = stack.length - 1;
            const raw = text.slice(stringStart + 1, stringEnd);
            const key = raw.includes("\\") ? JSON.parse(`"${raw}"`) : raw;
            pendingKeys[top] = key;
            containers[stack[top] ?? 0]?.keys?.set(key, { line });
        }
        else if (code === COMMA) {
            const top = stack.length - 1;
            positions[top] = (positions[top] ?? 0) + 1;
        }
        else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
            const index = containers.length;
            containers.push(code === OPEN_OBJECT ? { line, keys: new Map() } : { line, items: [] });
            const parent = containers[stack[stack.length - 1] ?? -1];
            if (parent?.keys) {
                const key = pendingKeys[stack.length - 1];
                const entry = key === undefined ? undefined : parent.keys.get(key);
                if (entry)
                    entry.child = index;
            }
            else if (parent?.items)
                parent.items[positions[stack.length - 1] ?? 0] = index;
            stack.push(index);
            pendingKeys[stack.length - 1] = undefined;
            positions[stack.length - 1] = 0;
        }
        else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
            stack.pop();
        }
    }
    return containers;
}


/***/ }),

/***/ 39942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jsonSchemaReader: () => (/* binding */ jsonSchemaReader)
/* harmony export */ });
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53814);
/* harmony import */ var _located_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5309);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52442);
/* harmony import */ var _reader_helpers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61356);
/* harmony import */ var _json_located_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19087);





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
 * JSON Schema (draft-04 to 2020-12) in JSON or YAML: one asset per file, path
 * = the file. Local and relative-file $refs inside the repository are followed;
 * remote ($ref by URL) and outside ones are reported, not followed. A $ref
 * already being expanded higher up (recursion), or met after the asset grew past
 * MAX_EXPANDED_NODES, stays a named reference: a node with `constraints.ref`.
 */
const jsonSchemaReader = {
    sourceType: "json_schema",
    extensions: [".schema.json", ".schema.yaml", ".schema.yml", ".jsonschema"],
    async read(request) {
        const diagnostics = [];
        const cache = new Map();
        /** `quiet`: a missing file is no error (the caller reports it otherwise). */
        const load = async (file, quiet = false) => {
            if (cache.has(file))
                return cache.get(file);
            const text = await request.files.readText(file);
            let loaded;
            if (text === undefined) {
                if (!quiet)
                    diagnostics.push((0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_3__/* .errorDiagnostic */ .Ee)(file, "no such file"));
            }
            else {
                try {
                    // JSON through JSON.parse (fast, any size); YAML through the YAML parser.
                    loaded = { file, doc: /^\s*[{[]/.test(text) ? (0,_json_located_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonLocated */ .uC)(text) : (0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLocated */ .os)(text) };
                }
                catch (error) {
                    const line = error instanceof _located_js__WEBPACK_IMPORTED_MODULE_1__/* .LocatedParseError */ .qF || error instanceof _json_located_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonParseError */ .iC ? error.line : undefined;
                    diagnostics.push((0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_3__/* .errorDiagnostic */ .Ee)(file, `not valid JSON or YAML: ${(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`, line));
                }
            }
            cache.set(file, loaded);
            return loaded;
        };
        const main = await load(request.path);
        if (!main)
            return { assets: [], diagnostics };
        if (!(0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(main.doc.value)) {
            return {
                assets: [],
                diagnostics: [(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_3__/* .errorDiagnostic */ .Ee)(request.path, "a JSON Schema must be an object", 1)],
            };
        }
        const converter = new Converter(load, diagnostics, request.path);
        const tree = await converter.convert(main.doc.value, main, [`${request.path}#`]);
        if (converter.truncated > 0) {
            diagnostics.push({
                file: request.path,
                severity: "warning",
                message: `schema expands to more than ${_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_EXPANDED_NODES */ .vN} nodes: ${converter.truncated} further $ref uses are kept as named references`,
            });
        }
        const title = typeof main.doc.value.title === "string" ? main.doc.value.title : undefined;
        const schema = tree.type === "struct" ? tree : { type: "struct", fields: [{ ...tree, name: "value" }] };
        return {
            assets: [
                {
                    sourceType: "json_schema",
                    resourceName: (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .resourceName */ .Iy)("json_schema", request.dataSource, request.path),
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
/** `$ref`s that name another document by URI: reported, never fetched. */
const REMOTE_REF = /^[a-z][a-z0-9+.-]*:/i;
class Converter {
    load;
    diagnostics;
    assetFile;
    /** Schema nodes built so far, and `$ref` uses left unexpanded past MAX_EXPANDED_NODES. */
    nodes = 0;
    truncated = 0;
    constructor(load, diagnostics, assetFile) {
        this.load = load;
        this.diagnostics = diagnostics;
        this.assetFile = assetFile;
    }
    async convert(schema, at, stack) {
        if (schema === true || schema === undefined)
            return { type: "unknown" };
        if (!(0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema))
            return { type: "unknown" };
        this.nodes++;
        if (typeof schema.$ref === "string")
            return this.reference(schema, schema.$ref, at, stack);
        const constraints = keptConstraints(schema);
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
        const line = at.doc.keyLine(schema, "$ref");
        if (REMOTE_REF.test(filePart) || filePart.startsWith("//")) {
            this.diagnostics.push({
                file: at.file,
                severity: "warning",
                message: `remote $ref '${ref}' is not fetched: the field reads as unknown`,
                ...(line === undefined ? {} : { line }),
            });
            return { type: "unknown", constraints: { ref } };
        }
        const file = filePart === "" ? at.file : (0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveRelative */ .Nh)(at.file, filePart);
        if (file.startsWith("../") || file === ".." || file.startsWith("/")) {
            this.diagnostics.push((0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_3__/* .errorDiagnostic */ .Ee)(at.file, `$ref '${ref}' points outside the repository: not followed`, line));
            return { type: "unknown", constraints: { ref } };
        }
        const key = `${file}#${pointer}`;
        const shown = filePart === "" ? `#${pointer}` : ref;
        if (stack.includes(key) || this.nodes > _budget_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_EXPANDED_NODES */ .vN) {
            if (!stack.includes(key))
                this.truncated++;
            return { type: "struct", alias: pointer.split("/").at(-1) || file, constraints: { ref: shown } };
        }
        // Under an absolute `$id` (`id` in draft-04), a relative $ref names a URL; read it
        // from the repository when a file of that name is there, else report it as remote.
        const base = baseUri(at.doc.value);
        const target = file === at.file ? at : await this.load(file, base !== undefined);
        if (!target && base !== undefined) {
            this.diagnostics.push({
                file: at.file,
                severity: "warning",
                message: `remote $ref '${new URL(filePart, base).href}' is not fetched: the field reads as unknown`,
                ...(line === undefined ? {} : { line }),
            });
            return { type: "unknown", constraints: { ref } };
        }
        if (!target)
            return { type: "unknown", constraints: { ref: shown } };
        const resolved = resolvePointer(target.doc.value, pointer);
        if (resolved === undefined) {
            this.diagnostics.push((0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_3__/* .errorDiagnostic */ .Ee)(at.file, `$ref '${ref}' points at nothing`, at.doc.keyLine(schema, "$ref")));
            return { type: "unknown", constraints: { ref: shown } };
        }
        const tree = await this.convert(resolved, target, [...stack, key]);
        // Keywords beside $ref (2019-09 and later) describe this use of the type.
        const doc = typeof schema.description === "string" ? { doc: schema.description } : {};
        const siblings = keptConstraints(schema);
        const nullable = schema.type === "null" || (Array.isArray(schema.type) && schema.type.includes("null"))
            ? { optional: true }
            : {};
        return Object.keys(siblings).length > 0
            ? { ...tree, ...doc, ...nullable, constraints: { ...tree.constraints, ...siblings } }
            : { ...tree, ...doc, ...nullable };
    }
    async byShape(schema, at, stack) {
        const variants = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined);
        if (variants &&
            typeof schema.type === "string" &&
            (SCALAR_TYPES.has(schema.type) || variants.every((v) => !hasOwnType(v)))) {
            // `type` beside anyOf/oneOf applies to every branch: a scalar type is the shape whatever
            // the branches add (enums, consts, $refs, patterns), and so is any type when they only add constraints.
            const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
            return this.byShape(rest, at, stack);
        }
        if (variants) {
            const nonNull = variants.filter((v) => !((0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v) && v.type === "null"));
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
        const type = nonNull[0] ??
            (schema.properties || schema.patternProperties || (0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema.additionalProperties)
                ? "object"
                : schema.items
                    ? "array"
                    : constType(schema.const));
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
        const properties = (0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema.properties) ? schema.properties : undefined;
        const required = new Set(Array.isArray(schema.required) ? schema.required : []);
        // Without named properties, additionalProperties or one patternProperties schema is a map.
        const patterns = (0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema.patternProperties) ? Object.values(schema.patternProperties) : [];
        const mapValue = (0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema.additionalProperties)
            ? schema.additionalProperties
            : patterns.length === 1
                ? patterns[0]
                : undefined;
        if (!properties && mapValue !== undefined) {
            const value = await this.convert(mapValue, at, stack);
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
        // if/then/else: the properties either branch adds are optional fields of the object.
        for (const branch of [schema.then, schema.else]) {
            if (!(0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(branch) || !(0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(branch.properties))
                continue;
            for (const [name, property] of Object.entries(branch.properties)) {
                if (fields.some((field) => field.name === name))
                    continue;
                const child = await this.convert(property, at, stack);
                fields.push({
                    ...child,
                    name,
                    optional: true,
                    constraints: { ...child.constraints, conditional: true },
                    line: at.doc.keyLine(branch.properties, name),
                });
            }
        }
        const constraints = schema.additionalProperties === false ? { additionalProperties: false } : {};
        if ((0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema.patternProperties))
            constraints.patternProperties = Object.keys(schema.patternProperties);
        return { type: "struct", fields, constraints };
    }
}
/** The absolute URI a document declares as its base (`$id`, draft-04 `id`), if any. */
function baseUri(document) {
    if (!(0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(document))
        return undefined;
    const id = typeof document.$id === "string" ? document.$id : document.id;
    if (typeof id !== "string" || !REMOTE_REF.test(id))
        return undefined;
    try {
        return new URL(id).href;
    }
    catch {
        return undefined;
    }
}
function keptConstraints(schema) {
    const constraints = {};
    for (const key of KEPT)
        if (key in schema)
            constraints[key] = schema[key];
    return constraints;
}
/** JSON types whose values have no inner shape for branches to vary. */
const SCALAR_TYPES = new Set(["string", "integer", "number", "boolean"]);
function hasOwnType(variant) {
    return ((0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(variant) && ("type" in variant || "$ref" in variant || "enum" in variant || "const" in variant));
}
/** The JSON type of a `const` value when no `type` is given. */
function constType(value) {
    if (typeof value === "string")
        return "string";
    if (typeof value === "boolean")
        return "boolean";
    if (typeof value === "number")
        return Number.isInteger(value) ? "integer" : "number";
    return undefined;
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
        else if ((0,_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(node))
            node = node[part];
        else
            return undefined;
    }
    return node;
}


/***/ })

};
