export const id = 5221;
export const ids = [5221];
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

/***/ 84516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ buildOpenApiDocument)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(98439);
// EXTERNAL MODULE: ./src/api/endpoints.ts
var endpoints = __webpack_require__(49214);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(55156);
// EXTERNAL MODULE: ./src/api/limits.ts
var limits = __webpack_require__(50470);
// EXTERNAL MODULE: ./src/api/resource-base.ts
var resource_base = __webpack_require__(90858);
// EXTERNAL MODULE: ./src/api/resources.ts + 1 modules
var resources = __webpack_require__(83114);
;// CONCATENATED MODULE: ./src/api/events.ts




/**
 * Webhook event data the service sends (docs/service-interface.md "Accepted break event"), as zod
 * schemas: the service types the data it sends by them, a receiver can check what it got.
 */
/** One change of a contract's schema that breaks its previous version (a field removed, narrowed, made required). */
const ContractBreakingChange = (0,resource_base/* named */.KT)("ContractBreakingChange", schemas.object({
    /** The kind of change (FIELD_REMOVED, TYPE_CHANGED, NULLABILITY_CHANGED, …). */
    kind: limits/* IdText */.nK,
    /** The field's dotted path; empty for the root. */
    field: schemas.string(),
    /** Why it breaks a reader, in the terms of the asset's format. */
    reason: schemas.string(),
    before: schemas.string().optional(),
    after: schemas.string().optional(),
}));
/**
 * `contract.break_accepted` with `occasion: "contract"`: a contract write whose schema breaks the
 * contract's previous version, accepted by its merge: the breaking changes, the two versions,
 * who approved the merged pull request (`reviewers`, empty when the publish knew none) and the
 * merge's provenance.
 */
const ContractBreakAccepted = (0,resource_base/* named */.KT)("ContractBreakAccepted", schemas.object({
    changeLogEventId: resource_base/* Uuid */.sU,
    occasion: schemas.literal("contract"),
    contractId: resource_base/* Uuid */.sU,
    contractName: limits/* NameText */.J6.optional(),
    previousVersion: limits/* IdText */.nK.optional(),
    contractVersion: limits/* IdText */.nK.optional(),
    dataAssetResourceNames: schemas.array(limits/* ResourceNameText */.lM).max(limits/* LIMITS */.b1.listItems),
    changes: schemas.array(ContractBreakingChange).min(1),
    consumers: schemas.array(resources/* ContractConsumer */.pp).max(limits/* LIMITS */.b1.listItems).optional(),
    reviewers: schemas.array(limits/* NameText */.J6).max(limits/* LIMITS */.b1.listItems),
    gitRepo: resource_base/* Uri */.zn.optional(),
    gitHash: resource_base/* GitHash */.Vl.optional(),
    gitUser: limits/* NameText */.J6.optional(),
    filePath: limits/* LocationText */.F.optional(),
    mergedAt: resource_base/* DateTime */.c9.optional(),
}));
/**
 * `contract.sunset_approaching`: a contract in force holds a deprecated field, or is deprecated as a
 * whole, with a sunset (the first day it may be removed) within the warning window; told by the
 * write that brings it there or by the daily sweep, once per contract, field and sunset.
 */
const ContractSunsetApproaching = (0,resource_base/* named */.KT)("ContractSunsetApproaching", schemas.object({
    changeLogEventId: resource_base/* Uuid */.sU,
    contractId: resource_base/* Uuid */.sU,
    contractName: limits/* NameText */.J6.optional(),
    contractVersion: limits/* IdText */.nK.optional(),
    dataAssetResourceNames: schemas.array(limits/* ResourceNameText */.lM).max(limits/* LIMITS */.b1.listItems),
    /** The deprecated field's dotted path; absent when the whole contract (its object) is deprecated. */
    field: schemas.string().optional(),
    /** The first day it may be removed (YYYY-MM-DD, UTC). */
    sunset: schemas.string(),
    /** Days from the day it is told (UTC) to the sunset: 0 on the day. */
    daysLeft: schemas.number().int().nonnegative(),
    /** The window the event is sent within, in days. */
    warningDays: schemas.number().int().positive(),
    since: schemas.string().optional(),
    replacement: schemas.string().optional(),
    consumers: schemas.array(resources/* ContractConsumer */.pp).max(limits/* LIMITS */.b1.listItems).optional(),
    filePath: limits/* LocationText */.F.optional(),
}));

// EXTERNAL MODULE: ./src/api/extensions.ts
var extensions = __webpack_require__(59668);
;// CONCATENATED MODULE: ./src/api/openapi.ts


// Webhook event data no endpoint names: registered so the document describes it too.




const REF_PREFIX = "#/components/schemas/";
/** The limits of `serve` with its defaults (docs/service.md "Limits"). */
const DEFAULT_SERVER_LIMITS = {
    requestBodyBytes: limits/* LIMITS */.b1.requestBodyBytes,
    assetsPerRequest: limits/* LIMITS */.b1.assetsPerRequest,
    contractsPerRequest: limits/* LIMITS */.b1.contractsPerRequest,
    namesPerBulkCheck: limits/* LIMITS */.b1.namesPerBulkCheck,
};
const ERROR_RESPONSES = {
    400: { name: "BadRequest", description: "The request is invalid; `errors` names each bad field." },
    401: { name: "Unauthorized", description: "The X-API-KEY header is missing or not a valid key." },
    403: { name: "Forbidden", description: "The key may not do this." },
    404: { name: "NotFound", description: "No such resource in the key's workspace." },
    409: { name: "Conflict", description: "The request conflicts with the current state." },
    413: { name: "PayloadTooLarge", description: "The request body is larger than the server accepts." },
    429: { name: "TooManyRequests", description: "Too many requests; retry after the Retry-After delay." },
    503: {
        name: "ServiceUnavailable",
        description: "The database is unavailable or saturated (restart, failover, no free connection): retry after the Retry-After delay.",
    },
};
/**
 * The OpenAPI 3.1 document of the interface, generated from the endpoint tables
 * (one source of truth: the zod schemas of src/api). Named resources become
 * components/schemas and are referenced with $ref.
 */
function buildOpenApiDocument(options = {}) {
    const tables = options.tables ?? [endpoints/* endpoints */.vZ, extensions/* extensionEndpoints */.Ql];
    const schemas = componentSchemas();
    const paths = {};
    const tags = new Map();
    for (const table of tables) {
        for (const [operationId, spec] of Object.entries(table)) {
            const tag = spec.tag ?? (spec.extension ? "extensions" : tagOf(spec.path));
            if (!tags.has(tag))
                tags.set(tag, spec.extension ? { name: tag, "x-extension": true } : { name: tag });
            const pathItem = paths[spec.path] ?? {};
            pathItem[spec.method.toLowerCase()] = operation(operationId, spec, tag, schemas);
            paths[spec.path] = pathItem;
        }
    }
    const responses = {};
    for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
        responses[name] = {
            description,
            content: { "application/problem+json": { schema: { $ref: `${REF_PREFIX}Problem` } } },
            ...(status === "429" || status === "503"
                ? {
                    headers: {
                        "Retry-After": { description: "Seconds, or an HTTP date", schema: { type: "string" } },
                    },
                }
                : {}),
        };
    }
    return {
        openapi: "3.1.0",
        info: {
            title: "Data Contract Service",
            version: options.version ?? "0.1.0",
            description: "The /v0 Data Contract Service interface; operations marked x-extension are additions of contract-sync.",
            // What one request may hold; past a limit the answer is a 413 problem naming it (`limit`).
            "x-limits": options.limits ?? DEFAULT_SERVER_LIMITS,
        },
        ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
        tags: [...tags.values()],
        security: [{ ApiKey: [] }],
        paths,
        components: {
            schemas,
            responses,
            securitySchemes: { ApiKey: { type: "apiKey", in: "header", name: "X-API-KEY" } },
        },
    };
}
function tagOf(path) {
    return path.split("/").filter(Boolean)[1] ?? "default";
}
function operation(operationId, spec, tag, schemas) {
    const parameters = [];
    for (const [location, object] of [
        ["path", spec.params],
        ["query", spec.query],
    ]) {
        if (!object)
            continue;
        for (const [name, field] of Object.entries(object.shape)) {
            const fieldSchema = field;
            parameters.push({
                name,
                in: location,
                // A field is optional when it accepts absence (optional or defaulted).
                required: location === "path" || !fieldSchema.safeParse(undefined).success,
                // Query values are strings on the wire; describe the value they must parse to.
                schema: toSchema(fieldSchema, "output", schemas),
            });
        }
    }
    const responses = {
        [String(spec.status)]: {
            description: "Success",
            content: { "application/json": { schema: toSchema(spec.response, "input", schemas) } },
        },
    };
    // Every keyed operation reads the store (the key, at least), so any may meet an unavailable database.
    const statuses = spec.public ? spec.errors : [...new Set([...spec.errors, 503])];
    for (const status of statuses) {
        responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
    }
    return {
        operationId,
        summary: spec.summary,
        tags: [tag],
        ...(spec.extension ? { "x-extension": true } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(spec.body
            ? {
                requestBody: {
                    required: true,
                    content: { "application/json": { schema: toSchema(spec.body, "input", schemas) } },
                },
            }
            : {}),
        responses,
        security: spec.public ? [] : [{ ApiKey: [] }],
    };
}
/** All registered resources as components/schemas. */
function componentSchemas() {
    const generated = json_schema_processors/* toJSONSchema */.bl(resources/* apiSchemas */.Nk, {
        target: "draft-2020-12",
        io: "input",
        unrepresentable: "any",
        uri: (id) => `${REF_PREFIX}${id}`,
    });
    const schemas = {};
    for (const [id, schema] of Object.entries(generated.schemas)) {
        const { $schema: _dialect, $id: _id, ...rest } = schema;
        schemas[id] = rest;
    }
    return schemas;
}
/** One schema: a $ref when it is a registered resource, else inline with its definitions hoisted. */
function toSchema(schema, io, schemas) {
    const id = resources/* apiSchemas */.Nk.get(schema)?.id;
    if (id !== undefined)
        return { $ref: `${REF_PREFIX}${id}` };
    const generated = json_schema_processors/* toJSONSchema */.bl(schema, {
        target: "draft-2020-12",
        io,
        unrepresentable: "any",
        metadata: resources/* apiSchemas */.Nk,
    });
    const { $schema: _dialect, $defs, ...rest } = generated;
    for (const [name, definition] of Object.entries(($defs ?? {}))) {
        if (!(name in schemas))
            schemas[name] = rewriteRefs(definition);
    }
    return rewriteRefs(rest);
}
function rewriteRefs(value) {
    if (Array.isArray(value))
        return value.map(rewriteRefs);
    if (value === null || typeof value !== "object")
        return value;
    const out = {};
    for (const [key, inner] of Object.entries(value)) {
        out[key] =
            key === "$ref" && typeof inner === "string"
                ? inner.replace(/^#\/\$defs\//, REF_PREFIX)
                : rewriteRefs(inner);
    }
    return out;
}


/***/ }),

/***/ 20117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ SQL_SOURCE_TYPES),
/* harmony export */   m: () => (/* binding */ SOURCE_TYPES)
/* harmony export */ });
/**
 * The source types (docs/service-interface.md "Source types") of a data asset (and of a listed asset's `type`).
 * Kept free of zod so that code needing only the names (resource names, the
 * CLI's diff) does not load it.
 */
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
/**
 * The SQL databases: their files are DDL and migration histories, their assets tables of one
 * database. Here, not beside the zod enum, so that a reader's or the diff's start loads no zod.
 */
const SQL_SOURCE_TYPES = new Set([
    "postgres",
    "mysql",
    "mssql",
]);


/***/ }),

/***/ 57401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _api_openapi_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84516);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87911);


/** `contract-sync openapi [--server-url URL]`: prints the OpenAPI 3.1 document as JSON. */
const run = async (args, io) => {
    const serverUrl = (0,_help_js__WEBPACK_IMPORTED_MODULE_1__/* .parseByTable */ .ph)(["openapi"], args).text("server-url");
    const document = (0,_api_openapi_js__WEBPACK_IMPORTED_MODULE_0__/* .buildOpenApiDocument */ .u)({
        version: io.env.CONTRACT_SYNC_VERSION ?? "0.1.0",
        ...(serverUrl ? { serverUrl } : {}),
    });
    io.stdout(`${JSON.stringify(document, null, 2)}\n`);
    return 0;
};


/***/ }),

/***/ 64377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZodISODate: () => (/* reexport safe */ _schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODate),
/* harmony export */   ZodISODateTime: () => (/* reexport safe */ _schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODateTime),
/* harmony export */   ZodISODuration: () => (/* reexport safe */ _schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODuration),
/* harmony export */   ZodISOTime: () => (/* reexport safe */ _schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISOTime),
/* harmony export */   date: () => (/* binding */ date),
/* harmony export */   datetime: () => (/* binding */ datetime),
/* harmony export */   duration: () => (/* binding */ duration),
/* harmony export */   time: () => (/* binding */ time)
/* harmony export */ });
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODateTime, params);
}
function date(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* ._isoDate */ .db(_schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODate, params);
}
function time(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* ._isoTime */ .Kn(_schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISOTime, params);
}
function duration(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* ._isoDuration */ .f2(_schemas_js__WEBPACK_IMPORTED_MODULE_0__.ZodISODuration, params);
}


/***/ })

};
