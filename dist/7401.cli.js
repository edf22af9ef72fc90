export const id = 7401;
export const ids = [7401,9279,4218];
export const modules = {

/***/ 50470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ SelectorText),
/* harmony export */   F: () => (/* binding */ LocationText),
/* harmony export */   IK: () => (/* binding */ DocText),
/* harmony export */   J6: () => (/* binding */ NameText),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   lM: () => (/* binding */ ResourceNameText),
/* harmony export */   nK: () => (/* binding */ IdText),
/* harmony export */   p8: () => (/* binding */ UrlText)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);

/**
 * The documented maxima of the service (README "Limits"). Strings are counted in
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
const bounded = (max, what) => zod__WEBPACK_IMPORTED_MODULE_0__.string().max(max, `must be at most ${max} characters (${what})`);
const ResourceNameText = bounded(LIMITS.resourceName, "resource name limit");
const NameText = bounded(LIMITS.name, "name limit");
const IdText = bounded(LIMITS.id, "id limit");
const SelectorText = bounded(LIMITS.selector, "selector limit");
const LocationText = bounded(LIMITS.location, "location limit");
const UrlText = bounded(LIMITS.url, "URL limit");
const DocText = bounded(LIMITS.doc, "text limit");


/***/ }),

/***/ 66740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ buildOpenApiDocument)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98439);
/* harmony import */ var _endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49214);
/* harmony import */ var _extensions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59668);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50470);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36909);





const REF_PREFIX = "#/components/schemas/";
/** The limits of `serve` with its defaults (README "Limits"). */
const DEFAULT_SERVER_LIMITS = {
    requestBodyBytes: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b1.requestBodyBytes,
    assetsPerRequest: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b1.assetsPerRequest,
    contractsPerRequest: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b1.contractsPerRequest,
    namesPerBulkCheck: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b1.namesPerBulkCheck,
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
    const tables = options.tables ?? [_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .endpoints */ .vZ, _extensions_js__WEBPACK_IMPORTED_MODULE_1__/* .extensionEndpoints */ .Ql];
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
            description: "The /v0 interface of SEED.md; operations marked x-extension are additions of contract-sync (DESIGN.md).",
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
    const generated = zod__WEBPACK_IMPORTED_MODULE_4__/* .toJSONSchema */ .bl(_resources_js__WEBPACK_IMPORTED_MODULE_3__/* .apiSchemas */ .Nk, {
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
    const id = _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .apiSchemas */ .Nk.get(schema)?.id;
    if (id !== undefined)
        return { $ref: `${REF_PREFIX}${id}` };
    const generated = zod__WEBPACK_IMPORTED_MODULE_4__/* .toJSONSchema */ .bl(schema, {
        target: "draft-2020-12",
        io,
        unrepresentable: "any",
        metadata: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .apiSchemas */ .Nk,
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

/***/ 36909:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ Problem),
/* harmony export */   Av: () => (/* binding */ SsoSettings),
/* harmony export */   De: () => (/* binding */ ActionCreate),
/* harmony export */   Eg: () => (/* binding */ Notification),
/* harmony export */   Hh: () => (/* binding */ AssetInput),
/* harmony export */   J8: () => (/* binding */ ObjectStorageAsset),
/* harmony export */   NZ: () => (/* binding */ Contract),
/* harmony export */   Nk: () => (/* binding */ apiSchemas),
/* harmony export */   Ps: () => (/* binding */ Email),
/* harmony export */   S6: () => (/* binding */ ConfigurationRecord),
/* harmony export */   V7: () => (/* binding */ WebhookEndpoint),
/* harmony export */   Vl: () => (/* binding */ GitHash),
/* harmony export */   _K: () => (/* binding */ DataAssetResourceName),
/* harmony export */   c9: () => (/* binding */ DateTime),
/* harmony export */   fL: () => (/* binding */ EnforcementLevel),
/* harmony export */   h_: () => (/* binding */ ComplianceViolation),
/* harmony export */   lE: () => (/* binding */ ContractStatus),
/* harmony export */   oT: () => (/* binding */ ContractSpec),
/* harmony export */   q7: () => (/* binding */ OpenObject),
/* harmony export */   rS: () => (/* binding */ ContractCreate),
/* harmony export */   rc: () => (/* binding */ Action),
/* harmony export */   sU: () => (/* binding */ Uuid),
/* harmony export */   sv: () => (/* binding */ ListedDataAsset),
/* harmony export */   uA: () => (/* binding */ Component),
/* harmony export */   uH: () => (/* binding */ TelemetryDataPoint),
/* harmony export */   vp: () => (/* binding */ CheckComplianceResult),
/* harmony export */   zn: () => (/* binding */ Uri)
/* harmony export */ });
/* unused harmony exports ViolationType, ContractViolation, EndpointRecord, CodeAnchor, PathRecord, Trigger, Destination, TelemetryType, ComplianceStatus */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29396);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55156);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64377);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);
/* harmony import */ var _schema_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4218);
/* harmony import */ var _source_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9279);




/**
 * The resources of SEED.md section 2 as zod schemas; each schema and its inferred
 * type share one name. Where the seed is silent on a field being required, the
 * field is optional unless the resource cannot be identified without it (noted).
 *
 * Every named resource is registered in `apiSchemas` so the OpenAPI document can
 * refer to it as `#/components/schemas/<Name>`.
 */
const apiSchemas = zod__WEBPACK_IMPORTED_MODULE_3__/* .registry */ .u5();
function named(id, schema, description) {
    apiSchemas.add(schema, description === undefined ? { id } : { id, description });
    return schema;
}
// Formats of the seed. `uuid` is any 8-4-4-4-12 hex string (what PostgreSQL's
// uuid type accepts), not only RFC 9562 variants, so ids minted elsewhere pass.
const Uuid = zod__WEBPACK_IMPORTED_MODULE_4__.guid();
const DateTime = zod__WEBPACK_IMPORTED_MODULE_5__.datetime({ offset: true });
const Uri = zod__WEBPACK_IMPORTED_MODULE_4__.url().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.url);
const Email = zod__WEBPACK_IMPORTED_MODULE_4__.email().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.name);
/** SEED.md 8: a gitHash is exactly 40 characters. */
const GitHash = zod__WEBPACK_IMPORTED_MODULE_4__.string().length(40);
/** Objects whose inner shape the seed does not show (2.16). */
const OpenObject = zod__WEBPACK_IMPORTED_MODULE_4__.record(zod__WEBPACK_IMPORTED_MODULE_4__.string(), zod__WEBPACK_IMPORTED_MODULE_4__.unknown());
named("SchemaNode", _schema_node_js__WEBPACK_IMPORTED_MODULE_1__.SchemaNode, "SEED.md 2.1 schema node; `type` uses the Recap type names (DESIGN.md).");
named("SourceType", _source_types_js__WEBPACK_IMPORTED_MODULE_2__.SourceType);
const ContractStatus = named("ContractStatus", zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["ACTIVE", "DEPRECATED", "DRAFT", "ARCHIVED"]));
const EnforcementLevel = named("EnforcementLevel", zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["RECORD", "NOTIFY", "ALERT", "BLOCK", "INACTIVE"]));
/** DESIGN.md "Compliance": the kinds this project emits. Responses accept any string (other servers may have more). */
const ViolationType = zod__WEBPACK_IMPORTED_MODULE_4__["enum"]([
    "MISSING_REQUIRED_PROPERTY",
    "MISSING_OPTIONAL_PROPERTY",
    "INCOMPATIBLE_TYPE",
    "REQUIRED_PROPERTY_NOW_OPTIONAL",
    "ENUM_VALUE_REMOVED",
    "CONSTRAINT_VIOLATION",
    "PII_FIELD_ADDED",
]);
/** SEED.md 2.3. Which fields are required is not shown, so none is. */
const ContractSpec = named("ContractSpec", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: Uuid.optional(),
    dataAssetResourceName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM.optional(),
    dataAssetResourceNameList: zod__WEBPACK_IMPORTED_MODULE_4__.array(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    doc: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    namespace: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    owner: Email.optional(),
    restrictPii: zod__WEBPACK_IMPORTED_MODULE_4__.boolean().optional(),
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaFields */ .VF.optional(),
}));
/** SEED.md 2.4: a violation event attached to a contract. */
const ContractViolation = named("ContractViolation", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: Uuid.optional(),
    eventTitle: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    timestamp: DateTime.optional(),
    userId: Uuid.optional(),
    contractId: Uuid.optional(),
    contractVersion: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    contractFieldName: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    contractName: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    contractDomain: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    dataAssetFieldProfileId: Uuid.optional(),
    entityType: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    eventType: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    violationType: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    expectedValue: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    actualValue: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    prLink: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
}));
/** SEED.md 2.5. Decision: field, message and violationType are required (a violation means nothing without them). */
const ComplianceViolation = named("ComplianceViolation", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    message: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    field: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    fieldType: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    violationType: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    expected: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    actual: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
}));
/** Fields shared by the response and creation shapes of a contract (SEED.md 2.2). */
const contractCommonFields = {
    id: Uuid,
    status: ContractStatus,
    contractSpec: ContractSpec,
    parentRowId: Uuid.optional(),
    version: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    gitHash: GitHash.optional(),
    gitRepo: Uri.optional(),
    gitUser: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    filePath: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F.optional(),
    reviewers: zod__WEBPACK_IMPORTED_MODULE_4__.array(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    mergedAt: DateTime.optional(),
    lastEditorUserId: Uuid.nullable().optional(),
    lastEditorEmail: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
    lastEditorFirstName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
    lastEditorLastName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
    lastEditorGithubHandle: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
};
/** SEED.md 2.2, response shape. `enforcementLevel` defaults to INACTIVE when a server leaves it out. */
const Contract = named("Contract", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    ...contractCommonFields,
    createdAt: DateTime,
    updatedAt: DateTime,
    contractSpecRaw: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    violations: zod__WEBPACK_IMPORTED_MODULE_4__.array(ContractViolation),
    fileUri: Uri.optional(),
    enforcementLevel: EnforcementLevel.default("INACTIVE"),
    contractSpecFieldToViolationStatusMapping: OpenObject.optional(),
}));
/** SEED.md 2.2, creation shape: id, status and contractSpec required; enforcementLevel nullable. */
const ContractCreate = named("ContractCreate", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    ...contractCommonFields,
    enforcementLevel: EnforcementLevel.nullable().optional(),
}));
/** SEED.md 2.6, structured form (DESIGN.md: `{source_type}://{data_source}:{path}`). All three required. */
const DataAssetResourceName = named("DataAssetResourceName", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    source_type: _source_types_js__WEBPACK_IMPORTED_MODULE_2__.SourceType,
    data_source: zod__WEBPACK_IMPORTED_MODULE_4__.string().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.dataSource),
    path: zod__WEBPACK_IMPORTED_MODULE_4__.string().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.resourcePath),
}));
/** SEED.md 2.7. Decision: source_type, name and schema are required (nothing to register or check without them). */
const AssetInput = named("AssetInput", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    source_type: _source_types_js__WEBPACK_IMPORTED_MODULE_2__.SourceType,
    data_asset_resource_name: DataAssetResourceName,
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaTree */ .Mu,
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
}));
/** SEED.md 2.7, object-storage asset of endpoint 9. */
const ObjectStorageAsset = named("ObjectStorageAsset", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaTree */ .Mu,
    pattern: zod__WEBPACK_IMPORTED_MODULE_4__.string().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.resourcePath),
    bucket: zod__WEBPACK_IMPORTED_MODULE_4__.string().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.dataSource),
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
}));
/** SEED.md 2.8. */
const ListedDataAsset = named("ListedDataAsset", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: Uuid,
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    domain: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    path: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    type: _source_types_js__WEBPACK_IMPORTED_MODULE_2__.SourceType,
    updatedAt: DateTime,
    contractId: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    schemaDigest: zod__WEBPACK_IMPORTED_MODULE_4__.string()
        .optional()
        .describe("Extension: sha-256 (hex) of the canonical JSON (sorted keys, no nulls) of `{ schema, fieldProfiles }` as registered; a client that computes the same over what it would send skips an asset registered as it has it"),
}));
/** SEED.md 2.9 endpoint record (an ingress or egress). Decision: id required. */
const EndpointRecord = named("EndpointRecord", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: Uuid,
    kind: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    signatureName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaTree */ .Mu.optional(),
}));
const PathEnd = zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: Uuid.optional(),
    codeAnchorId: Uuid.optional(),
    description: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
});
const CodeAnchor = named("CodeAnchor", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    anchorId: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    codeUri: zod__WEBPACK_IMPORTED_MODULE_4__.object({
        file: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F.optional(),
        lineStart: zod__WEBPACK_IMPORTED_MODULE_4__.int().optional(),
        lineEnd: zod__WEBPACK_IMPORTED_MODULE_4__.int().optional(),
        columnStart: zod__WEBPACK_IMPORTED_MODULE_4__.int().optional(),
        columnEnd: zod__WEBPACK_IMPORTED_MODULE_4__.int().optional(),
    })
        .optional(),
    url: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8.optional(),
}));
/** SEED.md 2.9 path record. */
const PathRecord = named("PathRecord", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    ingress: PathEnd.optional(),
    egress: PathEnd.optional(),
    codeAnchors: zod__WEBPACK_IMPORTED_MODULE_4__.array(CodeAnchor).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    fieldMappings: zod__WEBPACK_IMPORTED_MODULE_4__.array(zod__WEBPACK_IMPORTED_MODULE_4__.object({
        ingressField: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
        egressField: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
        notes: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
    }))
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaNodes)
        .optional(),
    transformationSummary: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
    transformationSummaryDetailed: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
}));
/** SEED.md 2.9. Decision: id required. */
const Component = named("Component", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: Uuid,
    runId: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    ingresses: zod__WEBPACK_IMPORTED_MODULE_4__.array(EndpointRecord).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    egresses: zod__WEBPACK_IMPORTED_MODULE_4__.array(EndpointRecord).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    paths: zod__WEBPACK_IMPORTED_MODULE_4__.array(PathRecord).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    type: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_4__.object({ extras: OpenObject.optional() }).optional(),
}));
/**
 * SEED.md 2.10: a trigger is one of several variants; only `source` is shown.
 * Loose objects so fields of variants the seed does not show are kept, not dropped.
 */
const Trigger = named("Trigger", zod__WEBPACK_IMPORTED_MODULE_4__.looseObject({
    triggerType: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    triggerValues: zod__WEBPACK_IMPORTED_MODULE_4__.array(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
}));
/** SEED.md 2.10: only the chat variant is shown (`chatChannelIds`). */
const Destination = named("Destination", zod__WEBPACK_IMPORTED_MODULE_4__.looseObject({
    destinationType: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    chatChannelIds: zod__WEBPACK_IMPORTED_MODULE_4__.array(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
}));
/** SEED.md 2.10, and the body of endpoint 12 (all fields required there). */
const Action = named("Action", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    actionId: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK,
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    triggers: zod__WEBPACK_IMPORTED_MODULE_4__.array(Trigger).min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems),
    destinations: zod__WEBPACK_IMPORTED_MODULE_4__.array(Destination).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems),
    isActive: zod__WEBPACK_IMPORTED_MODULE_4__.boolean(),
}));
/** Body of endpoint 13: at least one trigger and one destination. */
const ActionCreate = named("ActionCreate", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    triggers: zod__WEBPACK_IMPORTED_MODULE_4__.array(Trigger).min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems),
    destinations: zod__WEBPACK_IMPORTED_MODULE_4__.array(Destination).min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems),
}));
/** SEED.md 2.11; all three required on endpoint 14. */
const SsoSettings = named("SsoSettings", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    type: zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["SAML"]),
    identityProvider: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    metadataDocumentEndpointUrl: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8,
}));
/** SEED.md 2.12 (6.2: each has url, name, secret, headers). */
const WebhookEndpoint = named("WebhookEndpoint", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    url: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    name: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    secret: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    headers: zod__WEBPACK_IMPORTED_MODULE_4__.record(zod__WEBPACK_IMPORTED_MODULE_4__.string(), zod__WEBPACK_IMPORTED_MODULE_4__.string()).optional(),
}));
/** SEED.md 2.13. Decision: id and status required. Status values beyond PENDING are not shown, so any string. */
const Notification = named("Notification", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    changeLogEventId: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    actionId: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    actionDetails: OpenObject.optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    createdAt: DateTime.optional(),
    updatedAt: DateTime.optional(),
    retryCount: zod__WEBPACK_IMPORTED_MODULE_4__.int().min(0).optional(),
    actionName: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    userName: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
}));
/** SEED.md 2.14. Decision: all but project_root required (a stored record always has them). */
const ConfigurationRecord = named("ConfigurationRecord", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    config_type: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    language: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    repo: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F,
    project_root: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F.optional(),
    version: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    config_value: OpenObject,
    created_at: DateTime,
}));
const TelemetryType = named("TelemetryType", zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["SCA_PRIME", "SERVICE_CLIENT"]));
/** SEED.md 2.15, and the body of endpoint 16 (data and type required, id optional). */
const TelemetryDataPoint = named("TelemetryDataPoint", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: Uuid.optional(),
    data: OpenObject,
    type: TelemetryType,
}));
/** RFC 9457 problem details (DESIGN.md "Errors"); extension members are kept. */
const Problem = named("Problem", zod__WEBPACK_IMPORTED_MODULE_4__.looseObject({
    type: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    title: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    status: zod__WEBPACK_IMPORTED_MODULE_4__.int().min(100).max(599),
    detail: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    instance: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    errors: zod__WEBPACK_IMPORTED_MODULE_4__.array(zod__WEBPACK_IMPORTED_MODULE_4__.object({ pointer: zod__WEBPACK_IMPORTED_MODULE_4__.string(), message: zod__WEBPACK_IMPORTED_MODULE_4__.string() })).optional(),
    limit: zod__WEBPACK_IMPORTED_MODULE_4__.object({ name: zod__WEBPACK_IMPORTED_MODULE_4__.string(), maximum: zod__WEBPACK_IMPORTED_MODULE_4__.int() })
        .optional()
        .describe("Extension, on a 413: the limit the request went past, as named in the document's `x-limits` (requestBodyBytes, assetsPerRequest, contractsPerRequest, namesPerBulkCheck)"),
}));
/** Fields of every endpoint-6 result (the NO_CONTRACT variant of the seed). */
const checkResultBase = {
    dataAssetNamespace: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    dataAssetPath: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
};
const ComplianceStatus = named("ComplianceStatus", zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["COMPLIANT", "NON_COMPLIANT", "NO_CHANGE"]));
/** Endpoint 6 result, DESIGN.md "Endpoint 6 results": a union on `responseType`. */
const CheckComplianceResult = named("CheckComplianceResult", zod__WEBPACK_IMPORTED_MODULE_4__.discriminatedUnion("responseType", [
    zod__WEBPACK_IMPORTED_MODULE_4__.object({ ...checkResultBase, responseType: zod__WEBPACK_IMPORTED_MODULE_4__.literal("NO_CONTRACT") }),
    zod__WEBPACK_IMPORTED_MODULE_4__.object({
        ...checkResultBase,
        responseType: zod__WEBPACK_IMPORTED_MODULE_4__.literal("DETAILED"),
        contractId: Uuid,
        contractName: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
        contractVersion: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
        enforcementLevel: EnforcementLevel,
        owner: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
        status: ComplianceStatus,
        violations: zod__WEBPACK_IMPORTED_MODULE_4__.array(ComplianceViolation),
    }),
    zod__WEBPACK_IMPORTED_MODULE_4__.object({
        ...checkResultBase,
        responseType: zod__WEBPACK_IMPORTED_MODULE_4__.literal("COMMENT_MARKDOWN"),
        markdown: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
        enforcementLevel: EnforcementLevel,
        shouldBlock: zod__WEBPACK_IMPORTED_MODULE_4__.boolean(),
        shouldAlert: zod__WEBPACK_IMPORTED_MODULE_4__.boolean(),
    }),
]));


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
/** A whole schema tree as a request carries it: bounded in nodes and depth (README "Limits"). */
const SchemaTree = SchemaNode.superRefine((node, ctx) => checkSize([node], ctx));
/** A contract's field list: bounded the same way. */
const SchemaFields = zod__WEBPACK_IMPORTED_MODULE_1__.array(SchemaNode).superRefine((nodes, ctx) => checkSize(nodes, ctx));


/***/ }),

/***/ 20117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ SQL_SOURCE_TYPES),
/* harmony export */   m: () => (/* binding */ SOURCE_TYPES)
/* harmony export */ });
/**
 * SEED.md 2.6: the source types of a data asset (and of a listed asset's `type`).
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

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SourceType: () => (/* binding */ SourceType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55156);
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);



const SourceType = zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m);


/***/ }),

/***/ 57401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _api_openapi_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66740);
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
