export const id = 1586;
export const ids = [1586];
export const modules = {

/***/ 83495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gr: () => (/* binding */ truncationWarning),
/* harmony export */   JI: () => (/* binding */ stringOr),
/* harmony export */   Np: () => (/* binding */ collectNames),
/* harmony export */   Ss: () => (/* binding */ qualify),
/* harmony export */   Tq: () => (/* binding */ Converter),
/* harmony export */   _T: () => (/* binding */ referencedNames)
/* harmony export */ });
/* unused harmony exports PRIMITIVES, namespaceOf */
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53814);
/* harmony import */ var _json_located_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19087);


/* Avro schema JSON to a schema tree: shared by the .avsc reader (avro.ts), the IDL reader and the s3 sample reader. */
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
    if (!(0,_json_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema))
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
                if ((0,_json_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(f))
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
    if (!(0,_json_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema))
        return [];
    const type = schema.type;
    if (type === "record" || type === "error") {
        const inner = namespaceOf(qualify(String(schema.name), stringOr(schema.namespace) ?? namespace));
        const fields = Array.isArray(schema.fields) ? schema.fields.filter(_json_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4) : [];
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
/** The warning for an asset whose converter kept `truncated` uses of named records as references. */
function truncationWarning(file, name, truncated) {
    return {
        file,
        severity: "warning",
        message: `record '${name}' expands to more than ${_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_EXPANDED_NODES */ .vN} nodes: ${truncated} further uses of named records are kept as references`,
    };
}
class Converter {
    definitions;
    assetFile;
    constructor(definitions, assetFile) {
        this.definitions = definitions;
        this.assetFile = assetFile;
    }
    /**
     * Schema nodes built so far, and uses of named records left unexpanded past
     * MAX_EXPANDED_NODES: a record used in many places expands at each, so a
     * schema that reuses its records in layers grows exponentially.
     */
    nodes = 0;
    truncated = 0;
    convert(schema, namespace, source, stack) {
        this.nodes++;
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
            if (this.nodes > _budget_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_EXPANDED_NODES */ .vN && def.schema.type !== "enum" && def.schema.type !== "fixed") {
                this.truncated++;
                return { type: "struct", alias: fullName, constraints: { ref: fullName } };
            }
            // A named type's own namespace applies inside it (IDL types carry none of their own).
            const defined = this.definitions.has(fullName) ? fullName : schema;
            return this.convert(def.schema, namespaceOf(defined), { file: def.file, doc: def.doc }, stack);
        }
        if (Array.isArray(schema))
            return this.union(schema, namespace, source, stack);
        if (!(0,_json_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(schema))
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
            const fields = (Array.isArray(schema.fields) ? schema.fields : []).filter(_json_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4).map((f) => {
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
        const nonNull = variants.filter((v) => v !== "null" && !((0,_json_located_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v) && v.type === "null"));
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


/***/ }),

/***/ 1586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   avroReader: () => (/* binding */ avroReader),
/* harmony export */   avroSchemaTree: () => (/* binding */ avroSchemaTree)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52442);
/* harmony import */ var _reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61356);
/* harmony import */ var _avro_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83495);
/* harmony import */ var _avsc_lazy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69074);
/* harmony import */ var _json_located_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19087);





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
    extensions: [".avsc", ".avdl", ".avpr"],
    async read(request) {
        // The IDL parser (and avsc's full entry) only for the files that need it.
        if (request.path.endsWith(".avdl"))
            return (await __webpack_require__.e(/* import() */ 9116).then(__webpack_require__.bind(__webpack_require__, 89116))).readAvroIdl(request);
        if (request.path.endsWith(".avpr"))
            return (await __webpack_require__.e(/* import() */ 9116).then(__webpack_require__.bind(__webpack_require__, 89116))).readAvroProtocol(request);
        const main = await loadFile(request, request.path);
        if ("diagnostic" in main)
            return { assets: [], diagnostics: [main.diagnostic] };
        const diagnostics = [];
        const definitions = new Map();
        (0,_avro_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .collectNames */ .Np)(main.doc.value, undefined, main, definitions);
        const localNames = new Set(definitions.keys());
        // Names the file uses but does not define: look in the sibling .avsc files.
        if ((0,_avro_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .referencedNames */ ._T)(main.doc.value, undefined).some((n) => !definitions.has(n) && !definitions.has(n.slice(n.lastIndexOf(".") + 1)))) {
            const dir = request.path.includes("/") ? request.path.slice(0, request.path.lastIndexOf("/")) : "";
            for (const sibling of await request.files.list(dir)) {
                if (sibling === request.path || !sibling.endsWith(".avsc"))
                    continue;
                const loaded = await loadFile(request, sibling);
                if ("doc" in loaded)
                    (0,_avro_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .collectNames */ .Np)(loaded.doc.value, undefined, loaded, definitions, false);
            }
        }
        // avsc would spend seconds before failing on such a record: refuse it first.
        const tooWide = widestRecord(main.doc.value);
        if (tooWide) {
            const line = main.doc.keyLine(tooWide.record, "name") ?? main.doc.lineOf(tooWide.record);
            const message = `record '${String(tooWide.record.name)}' has ${tooWide.fields} fields, more than the ${AVSC_MAX_FIELDS} avsc can compile: not read`;
            return { assets: [], diagnostics: [(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .errorDiagnostic */ .Ee)(request.path, message, line)] };
        }
        try {
            const registry = {};
            // Sibling definitions first, so the main file's references resolve.
            for (const [name, def] of definitions) {
                if (!localNames.has(name) && !registry[name])
                    tryParse(def.schema, registry);
            }
            _avsc_lazy_js__WEBPACK_IMPORTED_MODULE_3__/* .AvroType */ .d.forSchema(main.doc.value, { registry, wrapUnions: true });
        }
        catch (error) {
            const message = (0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error);
            diagnostics.push((0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .errorDiagnostic */ .Ee)(request.path, `invalid Avro schema: ${message}`, lineOfCulprit(main.text, message)));
            return { assets: [], diagnostics };
        }
        const tops = Array.isArray(main.doc.value) ? main.doc.value : [main.doc.value];
        const assets = [];
        for (const top of tops) {
            if (!(0,_json_located_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(top) || top.type !== "record")
                continue;
            const fullName = (0,_avro_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .qualify */ .Ss)(String(top.name), (0,_avro_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOr */ .JI)(top.namespace));
            const converter = new _avro_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .Converter */ .Tq(definitions, request.path);
            const tree = converter.convert(top, undefined, main, new Set());
            if (converter.truncated > 0)
                diagnostics.push((0,_avro_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .truncationWarning */ .Gr)(request.path, fullName, converter.truncated));
            const path = `${request.path}:${fullName}`;
            assets.push({
                sourceType: "avro",
                resourceName: (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .resourceName */ .Iy)("avro", request.dataSource, path),
                dataSource: request.dataSource,
                path,
                file: request.path,
                line: main.doc.keyLine(top, "name") ?? main.doc.lineOf(top),
                schema: { ...tree, name: fullName },
            });
        }
        if (assets.length === 0) {
            diagnostics.push((0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .errorDiagnostic */ .Ee)(request.path, "no top-level Avro record in this file", 1));
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
    const doc = (0,_json_located_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonLocated */ .uC)(text);
    _avsc_lazy_js__WEBPACK_IMPORTED_MODULE_3__/* .AvroType */ .d.forSchema(doc.value, { wrapUnions: true });
    const source = { file, doc, text };
    const definitions = new Map();
    (0,_avro_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .collectNames */ .Np)(doc.value, undefined, source, definitions);
    return new _avro_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .Converter */ .Tq(definitions, file).convert(doc.value, undefined, source, new Set());
}
/** avsc compiles a record's constructor with one parameter per field; V8 allows 65,534. */
const AVSC_MAX_FIELDS = 65_534;
/** The record with the most fields, when it has more than avsc can compile. */
function widestRecord(schema) {
    let widest;
    const work = [schema];
    while (work.length > 0) {
        const node = work.pop();
        if (Array.isArray(node))
            for (const item of node)
                work.push(item);
        else if ((0,_json_located_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(node)) {
            if (Array.isArray(node.fields)) {
                if (node.fields.length > AVSC_MAX_FIELDS && node.fields.length > (widest?.fields ?? 0)) {
                    widest = { record: node, fields: node.fields.length };
                }
                for (const field of node.fields)
                    if ((0,_json_located_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(field))
                        work.push(field.type);
            }
            work.push(node.type, node.items, node.values);
        }
    }
    return widest;
}
function tryParse(schema, registry) {
    try {
        _avsc_lazy_js__WEBPACK_IMPORTED_MODULE_3__/* .AvroType */ .d.forSchema(schema, { registry, wrapUnions: true });
    }
    catch {
        // Reported when the main schema fails to resolve.
    }
}
async function loadFile(request, file) {
    const text = await request.files.readText(file);
    if (text === undefined)
        return { diagnostic: (0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .errorDiagnostic */ .Ee)(file, "no such file") };
    try {
        return { file, doc: (0,_json_located_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonLocated */ .uC)(text), text };
    }
    catch (error) {
        const line = error instanceof _json_located_js__WEBPACK_IMPORTED_MODULE_4__/* .JsonParseError */ .iC ? error.line : undefined;
        return { diagnostic: (0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .errorDiagnostic */ .Ee)(file, `not valid JSON: ${(0,_reader_helpers_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`, line) };
    }
}


/***/ }),

/***/ 69074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ AvroType)
/* harmony export */ });
/* harmony import */ var avsc_lib_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40152);
/* harmony import */ var avsc_lib_types_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(avsc_lib_types_js__WEBPACK_IMPORTED_MODULE_0__);
// The schema types only: avsc's entry also loads its containers and services (a third of a small diff's reading).

// Not the writer: compiling it encodes the fields' defaults through avsc's one shared buffer, which a
// write in progress (the first call, were it lazy) is using.
const LAZY_RECORD_FUNCTIONS = ["_createReader", "_createSkipper", "_createChecker"];
function compiledOnFirstCall(compile) {
    return function () {
        const type = this;
        let compiled;
        return function (...args) {
            compiled ??= compile.call(type);
            return compiled.apply(this, args);
        };
    };
}
function branchClass() {
    const name = this.branchName;
    if (name === "null")
        return null;
    const Branch = function Branch$(value) {
        this[name] = value;
    };
    Branch.type = this;
    const unwrap = function () {
        return this[name];
    };
    Object.assign(Branch.prototype, { unwrap, unwrapped: unwrap });
    return Branch;
}
const { Type } = (avsc_lib_types_js__WEBPACK_IMPORTED_MODULE_0___default());
const recordPrototype = Object.getPrototypeOf(Type.forSchema({ type: "record", name: "LazyProbe", fields: [] }));
for (const name of LAZY_RECORD_FUNCTIONS) {
    recordPrototype[name] = compiledOnFirstCall(recordPrototype[name]);
}
Type.prototype._createBranchConstructor = branchClass;
const AvroType = Type;


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


/***/ })

};
