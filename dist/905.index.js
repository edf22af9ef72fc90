export const id = 905;
export const ids = [905,1586];
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


/***/ }),

/***/ 90905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s3Reader: () => (/* binding */ s3Reader)
});

// EXTERNAL MODULE: ./src/api/schema-node.ts
var schema_node = __webpack_require__(4218);
// EXTERNAL MODULE: ./src/api/source-types.ts
var source_types = __webpack_require__(9279);
// EXTERNAL MODULE: ./src/schema/located.ts
var located = __webpack_require__(5309);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/schema/reader-helpers.ts
var reader_helpers = __webpack_require__(61356);
// EXTERNAL MODULE: ./node_modules/avsc/lib/index.js
var lib = __webpack_require__(39369);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/metadata.js + 6 modules
var metadata = __webpack_require__(82421);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: ./src/schema/readers/avro.ts
var avro = __webpack_require__(1586);
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
        throw new Error(`corrupt Avro header: ${(0,error_message/* errorMessage */.g)(error)}`);
    }
    if (offset < 0)
        throw new Error("truncated Avro header");
    const schema = header.meta["avro.schema"];
    if (!schema)
        throw new Error("the Avro header has no avro.schema");
    return stripLines((0,avro.avroSchemaTree)(schema.toString("utf8"), file));
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
            diagnostics: [(0,reader_helpers/* errorDiagnostic */.Ee)(request.path, message, line)],
        });
        const text = await request.files.readText(request.path);
        if (text === undefined)
            return fail("no such file");
        let doc;
        try {
            doc = (0,located/* parseLocated */.os)(text);
        }
        catch (error) {
            return fail(`not valid YAML or JSON: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`, error instanceof located/* LocatedParseError */.qF ? error.line : undefined);
        }
        const spec = doc.value;
        if (!(0,located/* isRecord */.u4)(spec) || typeof spec.bucket !== "string" || typeof spec.pattern !== "string") {
            return fail("an s3 dataset needs `bucket` and `pattern` strings", 1);
        }
        const diagnostics = [];
        const partitionTypes = (0,located/* isRecord */.u4)(spec.partitions) ? spec.partitions : {};
        const partitions = [];
        for (const match of spec.pattern.matchAll(/(?:^|\/)([A-Za-z_][\w]*)=/g)) {
            const name = match[1] ?? "";
            const declared = schema_node/* RecapType */.CM.safeParse(partitionTypes[name] ?? "string");
            if (!declared.success) {
                diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(request.path, `partition '${name}': unknown type`, doc.keyLine(partitionTypes, name)));
            }
            partitions.push({
                name,
                type: declared.success ? declared.data : "unknown",
                constraints: { partition: true },
                line: doc.keyLine(spec, "pattern"),
            });
        }
        let fields = [];
        if ((0,located/* isRecord */.u4)(spec.schema) && typeof spec.schema.file === "string") {
            const file = (0,reader_helpers/* resolveRelative */.Nh)(request.path, spec.schema.file);
            const type = source_types/* SourceType */.Y.safeParse(spec.schema.type);
            const registry = request.registry;
            const sourceType = type.success ? type.data : registry?.detectSourceType(file);
            const reader = sourceType ? registry?.readerFor(sourceType) : undefined;
            if (!reader || !sourceType)
                return fail(`no reader for the declared schema ${file}`, doc.keyLine(spec, "schema"));
            const declared = await reader.read({
                path: file,
                sourceType,
                dataSource: spec.bucket,
                files: request.files,
                registry,
            });
            diagnostics.push(...declared.diagnostics);
            fields = (declared.assets[0]?.schema.fields ?? []).map((f) => ({ ...f, file: f.file ?? file }));
        }
        else if (typeof spec.sample === "string" && /\.(avro|parquet)$/i.test(spec.sample)) {
            const file = (0,reader_helpers/* resolveRelative */.Nh)(request.path, spec.sample);
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
                diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, `unreadable ${avroSample ? "Avro" : "Parquet"} sample: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`));
            }
        }
        else if (typeof spec.sample === "string") {
            const file = (0,reader_helpers/* resolveRelative */.Nh)(request.path, spec.sample);
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
                            diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, `not JSON or JSON Lines: ${(0,reader_helpers/* errorMessage */.gJ)(error)}`, 1));
                        }
                        break;
                    }
                    diagnostics.push((0,reader_helpers/* errorDiagnostic */.Ee)(file, "not a JSON line", index + 1));
                }
            }
            // A sampled field points at the first sample line that has it.
            const lines = sample.split("\n");
            fields = (inferStruct(records.filter(located/* isRecord */.u4)).fields ?? []).map((f) => {
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
                    resourceName: (0,model/* resourceName */.Iy)("s3", spec.bucket, path),
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
    if ((0,located/* isRecord */.u4)(first))
        return inferStruct(values.filter(located/* isRecord */.u4));
    return { type: "unknown" };
}


/***/ })

};
