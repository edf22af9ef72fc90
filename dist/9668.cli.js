export const id = 9668;
export const ids = [9668,4218];
export const modules = {

/***/ 49214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ defineEndpoints),
/* harmony export */   JH: () => (/* binding */ toFastifyPath),
/* harmony export */   UL: () => (/* binding */ buildPath),
/* harmony export */   ky: () => (/* binding */ isIdempotent),
/* harmony export */   vZ: () => (/* binding */ endpoints)
/* harmony export */ });
/* unused harmony exports OPERATION_IDS, pathParamNames */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55156);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44538);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36909);



/** Keeps the literal types of a table while checking it against EndpointSpec. */
function defineEndpoints(table) {
    return table;
}
const READ = [400, 401, 404, 429];
const WRITE = [400, 401, 413, 429];
/** SEED.md section 4: the 20 endpoints, keyed by operation id. */
const endpoints = defineEndpoints({
    getComponent: {
        method: "GET",
        path: "/v0/component/{id}",
        summary: "Get a lineage component",
        params: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ComponentParams */ .q7,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Component */ .uA,
        status: 200,
        errors: READ,
    },
    getContractByDataAsset: {
        method: "GET",
        path: "/v0/contract/data-asset/{id}",
        summary: "Get the contract of a data asset",
        params: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractByDataAssetParams */ .Wu,
        query: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractByDataAssetQuery */ .Yy,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Contract */ .NZ,
        status: 200,
        errors: READ,
    },
    createContracts: {
        method: "POST",
        path: "/v0/contract",
        summary: "Create or update one contract or an array of contracts",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CreateContractsBody */ .CG,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CreateContractsResponse */ .jk,
        status: 200,
        errors: [400, 401, 409, 413, 429],
        idempotent: true,
    },
    listContracts: {
        method: "GET",
        path: "/v0/contracts",
        summary: "List contracts",
        query: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ListContractsQuery */ .G4,
        response: zod__WEBPACK_IMPORTED_MODULE_2__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Contract */ .NZ),
        status: 200,
        errors: [400, 401, 429],
    },
    inferContract: {
        method: "GET",
        path: "/v0/data-asset/{id}/infer-contract",
        summary: "Infer a contract from a registered data asset",
        params: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .InferContractParams */ .jU,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .InferredContract */ .SW,
        status: 200,
        errors: READ,
    },
    checkAssetsCompliance: {
        method: "POST",
        path: "/v0/data-assets/check-compliance",
        summary: "Check data assets against their contracts",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CheckAssetsComplianceBody */ .fX,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CheckAssetsComplianceResponse */ .cU,
        status: 200,
        errors: WRITE,
        idempotent: true,
    },
    registerAssets: {
        method: "POST",
        path: "/v0/data-assets/register",
        summary: "Register data assets",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RegisterAssetsBody */ .xw,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RegisterAssetsResponse */ .kY,
        status: 200,
        errors: WRITE,
        idempotent: true,
    },
    checkContractCompliance: {
        method: "POST",
        path: "/v0/contract/check-compliance",
        summary: "Check a contract schema against a registered data asset",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CheckContractComplianceBody */ .gW,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .CheckContractComplianceResponse */ .nr,
        status: 200,
        errors: [400, 401, 404, 413, 429],
        idempotent: true,
    },
    registerS3Assets: {
        method: "POST",
        path: "/v0/data-asset/register/s3",
        summary: "Register object-storage data assets",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RegisterS3AssetsBody */ .L2,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .RegisterS3AssetsResponse */ .Mt,
        status: 200,
        errors: WRITE,
        idempotent: true,
    },
    bulkCheckContractCompliance: {
        method: "POST",
        path: "/v0/contract/bulk-check-compliance",
        summary: "Check a contract schema against several data assets",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .BulkCheckContractComplianceBody */ .y5,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .BulkCheckContractComplianceResponse */ .NE,
        status: 200,
        errors: WRITE,
        idempotent: true,
    },
    exportLineage: {
        method: "GET",
        path: "/v0/lineage/export",
        summary: "Export the lineage components of a run",
        query: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ExportLineageQuery */ .kp,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .LineageExport */ .um,
        status: 200,
        errors: [400, 401, 429],
    },
    updateAction: {
        method: "PUT",
        path: "/v0/action",
        summary: "Update an action",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Action */ .rc,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionIdResponse */ .LF,
        status: 200,
        errors: [400, 401, 404, 413, 429],
    },
    createAction: {
        method: "POST",
        path: "/v0/action",
        summary: "Create an action",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionCreate */ .De,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionIdResponse */ .LF,
        status: 200,
        errors: WRITE,
    },
    putSsoSettings: {
        method: "PUT",
        path: "/v0/settings/sso",
        summary: "Configure single sign-on",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .SsoSettings */ .Av,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .SsoSettings */ .Av,
        status: 200,
        errors: WRITE,
    },
    listDataAssets: {
        method: "GET",
        path: "/v0/data-assets",
        summary: "List registered data assets",
        query: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ListDataAssetsQuery */ .ie,
        response: zod__WEBPACK_IMPORTED_MODULE_2__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ListedDataAsset */ .sv),
        status: 200,
        errors: [400, 401, 429],
    },
    ingestTelemetry: {
        method: "POST",
        path: "/v0/telemetry/ingest",
        summary: "Ingest a telemetry data point",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .TelemetryDataPoint */ .uH,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .TelemetryIngestResponse */ .LO,
        status: 200,
        errors: WRITE,
    },
    getConfig: {
        method: "GET",
        path: "/v0/config",
        summary: "Get a stored configuration (selector sent as a JSON body on this GET)",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigQuery */ .bP,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationRecord */ .S6,
        status: 200,
        errors: [400, 401, 404, 413, 429],
    },
    listWebhooks: {
        method: "GET",
        path: "/v0/webhooks",
        summary: "List webhook endpoints",
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .WebhookList */ .Ig,
        status: 200,
        errors: [401, 429],
    },
    listNotifications: {
        method: "GET",
        path: "/v0/notifications",
        summary: "List notifications",
        query: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .ListNotificationsQuery */ .e2,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .NotificationList */ .qb,
        status: 200,
        errors: [400, 401, 429],
    },
    testWebhook: {
        method: "POST",
        path: "/v0/webhooks/test",
        summary: "Post a test message to the webhook endpoints",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .TestWebhookBody */ .CZ,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_0__/* .TestWebhookResponse */ .n1,
        status: 200,
        errors: WRITE,
    },
});
const OPERATION_IDS = Object.keys(endpoints);
/** Whether a client may resend the request after it may have reached the server. */
function isIdempotent(spec) {
    return spec.idempotent ?? (spec.method === "GET" || spec.method === "PUT" || spec.method === "DELETE");
}
// ---- Paths -----------------------------------------------------------------------------
/** `/v0/component/{id}` -> `/v0/component/:id` (fastify's form). */
function toFastifyPath(path) {
    return path.replace(/\{([^}]+)\}/g, ":$1");
}
/** Fills the `{name}` placeholders of a path, each value URL-encoded. */
function buildPath(path, params) {
    return path.replace(/\{([^}]+)\}/g, (_, name) => {
        const value = params?.[name];
        if (value === undefined || value === null)
            throw new Error(`path parameter '${name}' is missing`);
        return encodeURIComponent(String(value));
    });
}
/** Names of the `{name}` placeholders of a path. */
function pathParamNames(path) {
    return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");
}


/***/ }),

/***/ 59668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ extensionEndpoints)
/* harmony export */ });
/* unused harmony exports WebhookCreate, ConfigurationCreate, ApiKeyInfo, PUBLIC_OPERATIONS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55156);
/* harmony import */ var _endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49214);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50470);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44538);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36909);





/**
 * DESIGN.md "Extensions": what a user needs beyond the seed's 20 endpoints, in
 * the same table shape, each marked `extension: true` (the OpenAPI document
 * marks them). `/healthz` and `/openapi.json` need no key (`public`).
 */
const WebhookCreate = zod__WEBPACK_IMPORTED_MODULE_4__.object({
    url: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .UrlText */ .p8.min(1),
    name: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .NameText */ .J6.min(1),
    /** A Standard Webhooks secret (`whsec_` + base64); generated when absent. */
    secret: zod__WEBPACK_IMPORTED_MODULE_4__.string()
        .regex(/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/, "must be whsec_ followed by base64 (at least 18 bytes)")
        .optional(),
    headers: zod__WEBPACK_IMPORTED_MODULE_4__.record(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .NameText */ .J6, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DocText */ .IK)
        .refine((h) => Object.keys(h).length <= _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.webhookHeaders, {
        message: `at most ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.webhookHeaders} headers`,
    })
        .optional(),
});
const ConfigurationCreate = _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationRecord */ .S6.omit({ created_at: true });
const ApiKeyInfo = zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Uuid */ .sU,
    workspace: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    label: zod__WEBPACK_IMPORTED_MODULE_4__.string().nullable(),
    createdAt: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .DateTime */ .c9,
    revokedAt: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .DateTime */ .c9.nullable(),
});
const IdParams = zod__WEBPACK_IMPORTED_MODULE_4__.object({ id: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Uuid */ .sU });
const Deleted = zod__WEBPACK_IMPORTED_MODULE_4__.object({ id: zod__WEBPACK_IMPORTED_MODULE_4__.string(), deleted: zod__WEBPACK_IMPORTED_MODULE_4__.boolean() });
const READ = [400, 401, 404, 429];
const WRITE = [400, 401, 409, 413, 429];
const extensionEndpoints = (0,_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .defineEndpoints */ .Ah)({
    healthz: {
        method: "GET",
        path: "/healthz",
        summary: "Liveness and readiness: answers once the store is ready (no key needed)",
        response: zod__WEBPACK_IMPORTED_MODULE_4__.object({ status: zod__WEBPACK_IMPORTED_MODULE_4__.literal("ok") }),
        status: 200,
        errors: [503],
        extension: true,
        tag: "operations",
        public: true,
    },
    getOpenApi: {
        method: "GET",
        path: "/openapi.json",
        summary: "This OpenAPI document (no key needed)",
        response: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenObject */ .q7,
        status: 200,
        errors: [],
        extension: true,
        tag: "operations",
        public: true,
    },
    listContractVersions: {
        method: "GET",
        path: "/v0/contract/{id}/versions",
        summary: "Every stored version of a contract, newest first",
        params: IdParams,
        response: zod__WEBPACK_IMPORTED_MODULE_4__.object({ versions: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Contract */ .NZ) }),
        status: 200,
        errors: READ,
        extension: true,
    },
    createWebhook: {
        method: "POST",
        path: "/v0/webhooks",
        summary: "Add a webhook endpoint (private network targets need --allow-private-webhooks)",
        body: WebhookCreate,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .WebhookEndpoint */ .V7,
        status: 201,
        errors: [400, 401, 413, 429],
        extension: true,
    },
    deleteWebhook: {
        method: "DELETE",
        path: "/v0/webhooks/{id}",
        summary: "Remove a webhook endpoint and its undelivered messages",
        params: IdParams,
        response: Deleted,
        status: 200,
        errors: READ,
        extension: true,
    },
    createConfiguration: {
        method: "POST",
        path: "/v0/config",
        summary: "Store a configuration version (versions are immutable)",
        body: ConfigurationCreate,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationRecord */ .S6,
        status: 201,
        errors: WRITE,
        extension: true,
    },
    putComponent: {
        method: "PUT",
        path: "/v0/component",
        summary: "Create or replace a lineage component (by id)",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Component */ .uA,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Component */ .uA,
        status: 200,
        errors: [400, 401, 413, 429],
        extension: true,
    },
    listActions: {
        method: "GET",
        path: "/v0/actions",
        summary: "List actions",
        query: zod__WEBPACK_IMPORTED_MODULE_4__.object({ ..._messages_js__WEBPACK_IMPORTED_MODULE_2__/* .Paging */ .lK }),
        response: zod__WEBPACK_IMPORTED_MODULE_4__.object({ actions: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Action */ .rc) }),
        status: 200,
        errors: [400, 401, 429],
        extension: true,
    },
    getSsoSettings: {
        method: "GET",
        path: "/v0/settings/sso",
        summary: "The stored single sign-on settings",
        response: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .SsoSettings */ .Av,
        status: 200,
        errors: READ,
        extension: true,
    },
    createApiKey: {
        method: "POST",
        path: "/v0/api-keys",
        summary: "Create an API key for the caller's workspace; the key is shown only in this answer",
        body: zod__WEBPACK_IMPORTED_MODULE_4__.object({ label: zod__WEBPACK_IMPORTED_MODULE_4__.string().max(200).optional() }),
        response: ApiKeyInfo.extend({ key: zod__WEBPACK_IMPORTED_MODULE_4__.string() }),
        status: 201,
        errors: [400, 401, 413, 429],
        extension: true,
    },
    listApiKeys: {
        method: "GET",
        path: "/v0/api-keys",
        summary: "List the API keys of the caller's workspace (never the keys themselves)",
        response: zod__WEBPACK_IMPORTED_MODULE_4__.object({ apiKeys: zod__WEBPACK_IMPORTED_MODULE_4__.array(ApiKeyInfo) }),
        status: 200,
        errors: [401, 429],
        extension: true,
    },
    revokeApiKey: {
        method: "DELETE",
        path: "/v0/api-keys/{id}",
        summary: "Revoke an API key of the caller's workspace",
        params: IdParams,
        response: Deleted,
        status: 200,
        errors: READ,
        extension: true,
    },
});
/** Extensions answered without an API key (`public: true` in the table). */
const PUBLIC_OPERATIONS = new Set(Object.entries(extensionEndpoints)
    .filter(([, spec]) => spec.public === true)
    .map(([operationId]) => operationId));


/***/ }),

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

/***/ 44538:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ CreateContractsBody),
/* harmony export */   CZ: () => (/* binding */ TestWebhookBody),
/* harmony export */   G4: () => (/* binding */ ListContractsQuery),
/* harmony export */   Ig: () => (/* binding */ WebhookList),
/* harmony export */   L2: () => (/* binding */ RegisterS3AssetsBody),
/* harmony export */   LF: () => (/* binding */ ActionIdResponse),
/* harmony export */   LO: () => (/* binding */ TelemetryIngestResponse),
/* harmony export */   Mt: () => (/* binding */ RegisterS3AssetsResponse),
/* harmony export */   NE: () => (/* binding */ BulkCheckContractComplianceResponse),
/* harmony export */   SW: () => (/* binding */ InferredContract),
/* harmony export */   Wu: () => (/* binding */ ContractByDataAssetParams),
/* harmony export */   Yy: () => (/* binding */ ContractByDataAssetQuery),
/* harmony export */   bP: () => (/* binding */ ConfigQuery),
/* harmony export */   cU: () => (/* binding */ CheckAssetsComplianceResponse),
/* harmony export */   e2: () => (/* binding */ ListNotificationsQuery),
/* harmony export */   fX: () => (/* binding */ CheckAssetsComplianceBody),
/* harmony export */   gW: () => (/* binding */ CheckContractComplianceBody),
/* harmony export */   ie: () => (/* binding */ ListDataAssetsQuery),
/* harmony export */   jU: () => (/* binding */ InferContractParams),
/* harmony export */   jk: () => (/* binding */ CreateContractsResponse),
/* harmony export */   kY: () => (/* binding */ RegisterAssetsResponse),
/* harmony export */   kp: () => (/* binding */ ExportLineageQuery),
/* harmony export */   lK: () => (/* binding */ Paging),
/* harmony export */   n1: () => (/* binding */ TestWebhookResponse),
/* harmony export */   nr: () => (/* binding */ CheckContractComplianceResponse),
/* harmony export */   q7: () => (/* binding */ ComponentParams),
/* harmony export */   qb: () => (/* binding */ NotificationList),
/* harmony export */   um: () => (/* binding */ LineageExport),
/* harmony export */   xw: () => (/* binding */ RegisterAssetsBody),
/* harmony export */   y5: () => (/* binding */ BulkCheckContractComplianceBody)
/* harmony export */ });
/* unused harmony exports queryInteger, MAX_LIMIT, DEFAULT_LIMIT, AssetRegistrationOutcome, BulkCheckOutcome */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55156);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36909);
/* harmony import */ var _schema_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4218);
/* harmony import */ var _source_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9279);





/**
 * Request and response bodies and query strings of the 20 seed endpoints (SEED.md 4)
 * that are not resources of their own. The endpoint table (endpoints.ts) refers to them.
 */
function named(id, schema) {
    _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .apiSchemas */ .Nk.add(schema, { id });
    return schema;
}
/**
 * An integer query parameter: a number, or a string of digits as it arrives in a
 * URL. Anything else ("1.5", "", "ten") is rejected, never coerced to 0 or NaN.
 */
function queryInteger(min, max) {
    return zod__WEBPACK_IMPORTED_MODULE_4__.union([
        zod__WEBPACK_IMPORTED_MODULE_4__.int(),
        zod__WEBPACK_IMPORTED_MODULE_4__.string()
            .regex(/^-?\d+$/, "must be an integer")
            .transform(Number),
    ])
        .pipe(zod__WEBPACK_IMPORTED_MODULE_4__.int().min(min).max(max));
}
/** DESIGN.md "Paging": limit default 50, max 500; offset default 0. */
const MAX_LIMIT = 500;
const DEFAULT_LIMIT = 50;
const Paging = {
    limit: queryInteger(1, MAX_LIMIT).default(DEFAULT_LIMIT),
    offset: queryInteger(0, Number.MAX_SAFE_INTEGER).default(0),
};
// Endpoint 1
const ComponentParams = zod__WEBPACK_IMPORTED_MODULE_4__.object({ id: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.min(1) });
// Endpoint 2
const ContractByDataAssetParams = zod__WEBPACK_IMPORTED_MODULE_4__.object({ id: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM.min(1) });
const ContractByDataAssetQuery = zod__WEBPACK_IMPORTED_MODULE_4__.object({ status: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional() });
// Endpoint 3: one contract or an array of them (rule 1).
const CreateContractsBody = named("CreateContractsBody", zod__WEBPACK_IMPORTED_MODULE_4__.union([_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractCreate */ .rS, zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractCreate */ .rS).min(1)]));
const CreateContractsResponse = named("CreateContractsResponse", zod__WEBPACK_IMPORTED_MODULE_4__.object({ message: zod__WEBPACK_IMPORTED_MODULE_4__.string(), contractIds: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU) }));
// Endpoint 4
const ListContractsQuery = zod__WEBPACK_IMPORTED_MODULE_4__.object({
    resourcesLocation: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM.optional(),
    sourceType: _source_types_js__WEBPACK_IMPORTED_MODULE_3__.SourceType.optional(),
    status: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    ...Paging,
});
// Endpoint 5
const InferContractParams = zod__WEBPACK_IMPORTED_MODULE_4__.object({ id: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU });
const InferredContract = named("InferredContract", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    contractId: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU,
    contractSpec: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractSpec */ .oT,
    contractSpecRaw: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    version: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["ACTIVE", "DEPRECATED"]).optional(),
    gitHash: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHash */ .Vl.optional(),
    gitRepo: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uri */ .zn.optional(),
    gitUser: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    fileUri: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uri */ .zn.optional(),
    reviewers: zod__WEBPACK_IMPORTED_MODULE_4__.array(zod__WEBPACK_IMPORTED_MODULE_4__.string()).optional(),
    mergedAt: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .DateTime */ .c9.optional(),
    createdAt: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .DateTime */ .c9.optional(),
    updatedAt: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .DateTime */ .c9.optional(),
}));
// Endpoint 6
const CheckAssetsComplianceBody = named("CheckAssetsComplianceBody", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    assets: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .AssetInput */ .Hh),
    responseType: zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["DETAILED", "COMMENT_MARKDOWN"]),
    includeUnchangedAssets: zod__WEBPACK_IMPORTED_MODULE_4__.boolean().default(false),
    prLink: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8.optional(),
}));
const CheckAssetsComplianceResponse = zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckComplianceResult */ .vp);
// Endpoint 7 (rule 4: a per-asset error string reports a failed registration).
const RegisterAssetsBody = named("RegisterAssetsBody", zod__WEBPACK_IMPORTED_MODULE_4__.object({ assets: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .AssetInput */ .Hh), prLink: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8.optional() }));
const AssetRegistrationOutcome = named("AssetRegistrationOutcome", zod__WEBPACK_IMPORTED_MODULE_4__.object({ data_asset_resource_name: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .DataAssetResourceName */ ._K, error: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional() }));
const RegisterAssetsResponse = named("RegisterAssetsResponse", zod__WEBPACK_IMPORTED_MODULE_4__.object({ asset_registration_outcomes: zod__WEBPACK_IMPORTED_MODULE_4__.array(AssetRegistrationOutcome) }));
// Endpoint 8
const CheckContractComplianceBody = named("CheckContractComplianceBody", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    contract: zod__WEBPACK_IMPORTED_MODULE_4__.object({ contractSchema: _schema_node_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaFields */ .VF, dataAssetResourceName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM }),
}));
const CheckContractComplianceResponse = named("CheckContractComplianceResponse", zod__WEBPACK_IMPORTED_MODULE_4__.object({ violations: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ComplianceViolation */ .h_) }));
// Endpoint 9 (rule 2: dry_run is a trial run).
const RegisterS3AssetsBody = named("RegisterS3AssetsBody", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    assets: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ObjectStorageAsset */ .J8),
    dry_run: zod__WEBPACK_IMPORTED_MODULE_4__.boolean().default(false),
    prLink: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8.optional(),
}));
const RegisterS3AssetsResponse = named("RegisterS3AssetsResponse", zod__WEBPACK_IMPORTED_MODULE_4__.object({ message: zod__WEBPACK_IMPORTED_MODULE_4__.string(), registered: zod__WEBPACK_IMPORTED_MODULE_4__.array(zod__WEBPACK_IMPORTED_MODULE_4__.string()), success: zod__WEBPACK_IMPORTED_MODULE_4__.boolean() }));
// Endpoint 10 (DESIGN.md "Endpoint 10 results": keyed by resource name).
const BulkCheckContractComplianceBody = named("BulkCheckContractComplianceBody", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    contract: zod__WEBPACK_IMPORTED_MODULE_4__.object({
        contractSchema: _schema_node_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaFields */ .VF,
        dataAssetResourceNames: zod__WEBPACK_IMPORTED_MODULE_4__.array(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM),
    }),
}));
const BulkCheckOutcome = named("BulkCheckOutcome", zod__WEBPACK_IMPORTED_MODULE_4__.union([zod__WEBPACK_IMPORTED_MODULE_4__.object({ violations: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ComplianceViolation */ .h_) }), zod__WEBPACK_IMPORTED_MODULE_4__.object({ error: zod__WEBPACK_IMPORTED_MODULE_4__.string() })]));
const BulkCheckContractComplianceResponse = named("BulkCheckContractComplianceResponse", zod__WEBPACK_IMPORTED_MODULE_4__.object({ results: zod__WEBPACK_IMPORTED_MODULE_4__.record(zod__WEBPACK_IMPORTED_MODULE_4__.string(), BulkCheckOutcome) }));
// Endpoint 11
const ExportLineageQuery = zod__WEBPACK_IMPORTED_MODULE_4__.object({ run_id: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU });
const LineageExport = named("LineageExport", zod__WEBPACK_IMPORTED_MODULE_4__.object({ timestamp: zod__WEBPACK_IMPORTED_MODULE_4__.string(), items: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Component */ .uA) }));
// Endpoints 12 and 13
const ActionIdResponse = named("ActionIdResponse", zod__WEBPACK_IMPORTED_MODULE_4__.object({ actionId: zod__WEBPACK_IMPORTED_MODULE_4__.string() }));
// Endpoint 15
const ListDataAssetsQuery = zod__WEBPACK_IMPORTED_MODULE_4__.object({ ...Paging });
// Endpoint 16
const TelemetryIngestResponse = named("TelemetryIngestResponse", zod__WEBPACK_IMPORTED_MODULE_4__.object({ id: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU }));
// Endpoint 17 (rule 3: version omitted -> latest; project_root's requiredness is a gap, so optional).
const ConfigQuery = named("ConfigQuery", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    config_type: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    language: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    repo: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F,
    version: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX.optional(),
    project_root: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F.optional(),
}));
// Endpoint 18
const WebhookList = named("WebhookList", zod__WEBPACK_IMPORTED_MODULE_4__.object({ webhooks: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .WebhookEndpoint */ .V7) }));
// Endpoint 19 (allowed orderBy/orderDir values are a gap of the seed: any string, the server decides).
const ListNotificationsQuery = zod__WEBPACK_IMPORTED_MODULE_4__.object({
    ...Paging,
    orderBy: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    orderDir: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
});
const NotificationList = named("NotificationList", zod__WEBPACK_IMPORTED_MODULE_4__.object({ notifications: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Notification */ .Eg) }));
// Endpoint 20
const TestWebhookBody = named("TestWebhookBody", zod__WEBPACK_IMPORTED_MODULE_4__.object({ eventType: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.min(1) }));
const TestWebhookResponse = named("TestWebhookResponse", zod__WEBPACK_IMPORTED_MODULE_4__.object({ messageId: zod__WEBPACK_IMPORTED_MODULE_4__.string() }));


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


/***/ })

};
