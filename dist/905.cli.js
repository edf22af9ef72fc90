export const id = 905;
export const ids = [905,9279,4218];
export const modules = {

/***/ 50470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ SelectorText),
/* harmony export */   F: () => (/* binding */ LocationText),
/* harmony export */   IK: () => (/* binding */ DocText),
/* harmony export */   J6: () => (/* binding */ NameText),
/* harmony export */   JY: () => (/* binding */ ASSETS_OF_BODY),
/* harmony export */   Pr: () => (/* binding */ NAMES_OF_BULK_CHECK),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   lM: () => (/* binding */ ResourceNameText),
/* harmony export */   nK: () => (/* binding */ IdText),
/* harmony export */   p8: () => (/* binding */ UrlText),
/* harmony export */   to: () => (/* binding */ CONTRACTS_OF_BODY)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);

/**
 * The documented maxima of the service (docs/service.md "Limits"). Strings are counted in
 * Unicode characters (code points), as zod counts them. Every index over client text
 * uses a hash of it (migration 2), so no length here can overflow an index row;
 * the maxima bound the work and storage of one request instead.
 */
const LIMITS = {
    /** A data asset resource name (`{source_type}://{data_source}:{path}`), also in endpoint 2's path. */
    resourceName: 1024,
    /** The data_source part of a structured resource name. */
    dataSource: 256,
    /** The path part of a structured resource name. */
    resourcePath: 750,
    /** Names: schema fields, contracts, webhooks, actions, namespaces, users. */
    name: 256,
    /** Ids a client chooses (action ids, run ids, event types, ...). */
    id: 128,
    /** Selector fields of a configuration (config_type, language, version). */
    selector: 256,
    /** A repository name or URL, a file path, a project root. */
    location: 1024,
    /** URLs (webhook targets, git repositories, PR links). */
    url: 2048,
    /** Free text: docs, descriptions, summaries. */
    doc: 10_000,
    /** Nodes of one schema tree, nested ones counted (the root too). */
    schemaNodes: 5_000,
    /** Depth of one schema tree. */
    schemaDepth: 256,
    /** Resource names one contract covers; reviewers; triggers; destinations; small lists. */
    listItems: 100,
    /** Bytes of a request body, of `serve` (413 beyond; `serve --body-limit` sets another). */
    requestBodyBytes: 1024 * 1024,
    /** Assets per register or check request (413 beyond). */
    assetsPerRequest: 1_000,
    /** Contracts per create request (413 beyond). */
    contractsPerRequest: 1_000,
    /** Resource names per bulk check (413 beyond). */
    namesPerBulkCheck: 1_000,
    /** Violation events one check writes per asset; the rest are counted, not stored. */
    violationsStoredPerCheck: 100,
    /** Webhook headers per endpoint. */
    webhookHeaders: 20,
};
function isObject(value) {
    return typeof value === "object" && value !== null;
}
function lengthAt(value, key) {
    const list = isObject(value) ? value[key] : undefined;
    return Array.isArray(list) ? list.length : 0;
}
/** The `assets` list of a register or check body. */
const ASSETS_OF_BODY = {
    limit: "assetsPerRequest",
    pointer: "/body/assets",
    count: (body) => lengthAt(body, "assets"),
};
/** One contract, or an array of them. */
const CONTRACTS_OF_BODY = {
    limit: "contractsPerRequest",
    pointer: "/body",
    count: (body) => (Array.isArray(body) ? body.length : 1),
};
/** The resource names of a bulk check. */
const NAMES_OF_BULK_CHECK = {
    limit: "namesPerBulkCheck",
    pointer: "/body/contract/dataAssetResourceNames",
    count: (body) => lengthAt(isObject(body) ? body.contract : undefined, "dataAssetResourceNames"),
};
const bounded = (max, what) => zod__WEBPACK_IMPORTED_MODULE_0__.string().max(max, `must be at most ${max} characters (${what})`);
const ResourceNameText = bounded(LIMITS.resourceName, "resource name limit");
const NameText = bounded(LIMITS.name, "name limit");
const IdText = bounded(LIMITS.id, "id limit");
const SelectorText = bounded(LIMITS.selector, "selector limit");
const LocationText = bounded(LIMITS.location, "location limit");
const UrlText = bounded(LIMITS.url, "URL limit");
const DocText = bounded(LIMITS.doc, "text limit");


/***/ }),

/***/ 4218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ RecapType),
/* harmony export */   JE: () => (/* binding */ schemaWithinLimits),
/* harmony export */   KN: () => (/* binding */ RECAP_TYPES),
/* harmony export */   Mu: () => (/* binding */ SchemaTree),
/* harmony export */   SchemaNode: () => (/* binding */ SchemaNode),
/* harmony export */   VF: () => (/* binding */ SchemaFields)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55156);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);


/**
 * The schema tree (docs/service-interface.md "Schema node"): node types use the Gable/Recap type names. A list has
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
const RecapType = zod__WEBPACK_IMPORTED_MODULE_1__["enum"](RECAP_TYPES);
const SchemaNode = zod__WEBPACK_IMPORTED_MODULE_1__.lazy(() => zod__WEBPACK_IMPORTED_MODULE_1__.object({
    type: RecapType,
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    fields: zod__WEBPACK_IMPORTED_MODULE_1__.array(SchemaNode).optional(),
    alias: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    doc: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
    logical: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    optional: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional(),
    constraints: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.unknown()).optional(),
}));
/** Nodes of a list of trees (nested ones counted) and their depth, stopping early past the limits. */
function measure(nodes) {
    let count = 0;
    let depth = 0;
    const stack = nodes.map((node) => ({ node, level: 1 }));
    while (stack.length > 0) {
        const { node, level } = stack.pop();
        count++;
        depth = Math.max(depth, level);
        if (count > _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaNodes || depth > _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaDepth)
            break;
        for (const child of node.fields ?? [])
            stack.push({ node: child, level: level + 1 });
    }
    return { count, depth };
}
function checkSize(nodes, ctx) {
    const { count, depth } = measure(nodes);
    if (count > _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaNodes) {
        ctx.addIssue({
            code: "custom",
            message: `a schema may have at most ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaNodes} fields, nested ones counted`,
        });
    }
    else if (depth > _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaDepth) {
        ctx.addIssue({ code: "custom", message: `a schema may nest at most ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaDepth} levels` });
    }
}
/** Whether trees are within the documented node and depth limits (the fast validation path checks this). */
function schemaWithinLimits(nodes) {
    const { count, depth } = measure(nodes);
    return count <= _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaNodes && depth <= _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaDepth;
}
/** A whole schema tree as a request carries it: bounded in nodes and depth (docs/service.md "Limits"). */
const SchemaTree = SchemaNode.superRefine((node, ctx) => checkSize([node], ctx));
/** A contract's field list: bounded the same way. */
const SchemaFields = zod__WEBPACK_IMPORTED_MODULE_1__.array(SchemaNode).superRefine((nodes, ctx) => checkSize(nodes, ctx));


/***/ }),

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SourceType: () => (/* binding */ SourceType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55156);
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);



const SourceType = zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m);


/***/ }),

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
            const type = source_types.SourceType.safeParse(spec.schema.type);
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
