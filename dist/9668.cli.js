export const id = 9668;
export const ids = [9668];
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55156);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44538);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83114);




/** Keeps the literal types of a table while checking it against EndpointSpec. */
function defineEndpoints(table) {
    return table;
}
const READ = [400, 401, 404, 429];
const WRITE = [400, 401, 413, 429];
/** The schema trees of a register or check body. */
const ASSET_SCHEMAS = {
    schemaTrees: (body) => body.assets.map((a) => [a.schema]),
};
/** The interface's 20 endpoints, keyed by operation id (docs/service-interface.md "Endpoints"). */
const endpoints = defineEndpoints({
    getComponent: {
        method: "GET",
        path: "/v0/component/{id}",
        summary: "Get a lineage component",
        params: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ComponentParams */ .q7,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Component */ .uA,
        status: 200,
        errors: READ,
    },
    getContractByDataAsset: {
        method: "GET",
        path: "/v0/contract/data-asset/{id}",
        summary: "Get the contract of a data asset",
        params: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractByDataAssetParams */ .Wu,
        query: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractByDataAssetQuery */ .Yy,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Contract */ .NZ,
        status: 200,
        errors: READ,
    },
    createContracts: {
        method: "POST",
        path: "/v0/contract",
        summary: "Create or update one contract or an array of contracts",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .CreateContractsBody */ .CG,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .CreateContractsResponse */ .jk,
        status: 200,
        errors: [400, 401, 409, 413, 429],
        idempotent: true,
        counted: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTRACTS_OF_BODY */ .to,
    },
    listContracts: {
        method: "GET",
        path: "/v0/contracts",
        summary: "List contracts",
        query: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ListContractsQuery */ .G4,
        response: zod__WEBPACK_IMPORTED_MODULE_3__.array(_resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Contract */ .NZ),
        status: 200,
        errors: [400, 401, 429],
        fastResponse: {
            schemaTrees: (contracts) => contracts.map((c) => c.contractSpec.schema ?? []),
        },
    },
    inferContract: {
        method: "GET",
        path: "/v0/data-asset/{id}/infer-contract",
        summary: "Infer a contract from a registered data asset",
        params: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .InferContractParams */ .jU,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .InferredContract */ .SW,
        status: 200,
        errors: READ,
    },
    checkAssetsCompliance: {
        method: "POST",
        path: "/v0/data-assets/check-compliance",
        summary: "Check data assets against their contracts",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckAssetsComplianceBody */ .fX,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckAssetsComplianceResponse */ .cU,
        status: 200,
        errors: WRITE,
        idempotent: true,
        counted: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ASSETS_OF_BODY */ .JY,
        fastBody: ASSET_SCHEMAS,
        beforeAdmission: "readContractEpoch",
    },
    registerAssets: {
        method: "POST",
        path: "/v0/data-assets/register",
        summary: "Register data assets",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .RegisterAssetsBody */ .xw,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .RegisterAssetsResponse */ .kY,
        status: 200,
        errors: WRITE,
        idempotent: true,
        counted: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ASSETS_OF_BODY */ .JY,
        perItemOutcomes: true,
        fastBody: ASSET_SCHEMAS,
    },
    checkContractCompliance: {
        method: "POST",
        path: "/v0/contract/check-compliance",
        summary: "Check a contract schema against a registered data asset",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckContractComplianceBody */ .gW,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckContractComplianceResponse */ .nr,
        status: 200,
        errors: [400, 401, 404, 413, 429],
        idempotent: true,
    },
    registerS3Assets: {
        method: "POST",
        path: "/v0/data-asset/register/s3",
        summary: "Register object-storage data assets",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .RegisterS3AssetsBody */ .L2,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .RegisterS3AssetsResponse */ .Mt,
        status: 200,
        errors: WRITE,
        idempotent: true,
        counted: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ASSETS_OF_BODY */ .JY,
        perItemOutcomes: true,
    },
    bulkCheckContractCompliance: {
        method: "POST",
        path: "/v0/contract/bulk-check-compliance",
        summary: "Check a contract schema against several data assets",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .BulkCheckContractComplianceBody */ .y5,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .BulkCheckContractComplianceResponse */ .NE,
        status: 200,
        errors: WRITE,
        idempotent: true,
        counted: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NAMES_OF_BULK_CHECK */ .Pr,
    },
    exportLineage: {
        method: "GET",
        path: "/v0/lineage/export",
        summary: "Export the lineage components of a run",
        query: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ExportLineageQuery */ .kp,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .LineageExport */ .um,
        status: 200,
        errors: [400, 401, 429],
    },
    updateAction: {
        method: "PUT",
        path: "/v0/action",
        summary: "Update an action",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Action */ .rc,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionIdResponse */ .LF,
        status: 200,
        errors: [400, 401, 404, 413, 429],
    },
    createAction: {
        method: "POST",
        path: "/v0/action",
        summary: "Create an action",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionCreate */ .De,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionIdResponse */ .LF,
        status: 200,
        errors: WRITE,
    },
    putSsoSettings: {
        method: "PUT",
        path: "/v0/settings/sso",
        summary: "Configure single sign-on",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .SsoSettings */ .Av,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .SsoSettings */ .Av,
        status: 200,
        errors: WRITE,
    },
    listDataAssets: {
        method: "GET",
        path: "/v0/data-assets",
        summary: "List registered data assets",
        query: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ListDataAssetsQuery */ .ie,
        response: zod__WEBPACK_IMPORTED_MODULE_3__.array(_resources_js__WEBPACK_IMPORTED_MODULE_2__/* .ListedDataAsset */ .sv),
        status: 200,
        errors: [400, 401, 429],
        fastResponse: { schemaTrees: () => [] },
    },
    ingestTelemetry: {
        method: "POST",
        path: "/v0/telemetry/ingest",
        summary: "Ingest a telemetry data point",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .TelemetryDataPoint */ .uH,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .TelemetryIngestResponse */ .LO,
        status: 200,
        errors: WRITE,
    },
    getConfig: {
        method: "GET",
        path: "/v0/config",
        summary: "Get a stored configuration (selector sent as a JSON body on this GET)",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigQuery */ .bP,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationRecord */ .S6,
        status: 200,
        errors: [400, 401, 404, 413, 429],
    },
    listWebhooks: {
        method: "GET",
        path: "/v0/webhooks",
        summary: "List webhook endpoints",
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .WebhookList */ .Ig,
        status: 200,
        errors: [401, 429],
    },
    listNotifications: {
        method: "GET",
        path: "/v0/notifications",
        summary: "List notifications",
        query: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ListNotificationsQuery */ .e2,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .NotificationList */ .qb,
        status: 200,
        errors: [400, 401, 429],
    },
    testWebhook: {
        method: "POST",
        path: "/v0/webhooks/test",
        summary: "Post a test message to the webhook endpoints",
        body: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .TestWebhookBody */ .CZ,
        response: _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .TestWebhookResponse */ .n1,
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
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83114);





/**
 * Extensions (docs/service-interface.md "Extensions"): what a user needs beyond the interface's twenty endpoints, in
 * the same table shape, each marked `extension: true` (the OpenAPI document
 * marks them). `/healthz`, `/readyz` and `/openapi.json` need no key (`public`).
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
        summary: "Liveness: the process is up and answering HTTP; asks nothing of the database (no key needed)",
        response: zod__WEBPACK_IMPORTED_MODULE_4__.object({ status: zod__WEBPACK_IMPORTED_MODULE_4__.literal("ok") }),
        status: 200,
        errors: [],
        extension: true,
        tag: "operations",
        public: true,
    },
    readyz: {
        method: "GET",
        path: "/readyz",
        summary: "Readiness: the database answers and has every migration this server needs; 503 with Retry-After while not (no key needed)",
        response: zod__WEBPACK_IMPORTED_MODULE_4__.object({ status: zod__WEBPACK_IMPORTED_MODULE_4__.literal("ready"), schemaVersion: zod__WEBPACK_IMPORTED_MODULE_4__.number().int() }),
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
    dataAssetImpact: {
        method: "POST",
        path: "/v0/lineage/data-assets",
        summary: "Who depends on these data assets: the lineage components that read or write each, and the consumers its contracts in force name",
        body: zod__WEBPACK_IMPORTED_MODULE_4__.object({
            dataAssetResourceNames: zod__WEBPACK_IMPORTED_MODULE_4__.array(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .ResourceNameText */ .lM.min(1)).min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.listItems),
            /** How many readers, writers and consumers to list per asset (the counts are always whole). */
            limit: zod__WEBPACK_IMPORTED_MODULE_4__.int().min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.listItems).default(10),
        }),
        response: zod__WEBPACK_IMPORTED_MODULE_4__.object({ results: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_3__/* .DataAssetImpact */ .Pp) }),
        status: 200,
        errors: [400, 401, 413, 429],
        extension: true,
        tag: "lineage",
        idempotent: true,
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
/* unused harmony exports queryInteger, MAX_LIMIT, DEFAULT_LIMIT, PagingByKey, AssetRegistrationOutcome, BulkCheckOutcome */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55156);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83114);
/* harmony import */ var _schema_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4218);
/* harmony import */ var _source_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9279);





/**
 * Request and response bodies and query strings of the 20 endpoints (docs/service-interface.md "Endpoints")
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
/** Paging (docs/service-interface.md "Paging"): limit default 50, max 500; offset default 0. */
const MAX_LIMIT = 500;
const DEFAULT_LIMIT = 50;
const Paging = {
    limit: queryInteger(1, MAX_LIMIT).default(DEFAULT_LIMIT),
    offset: queryInteger(0, Number.MAX_SAFE_INTEGER).default(0),
};
/**
 * Extension: page by key. `after` is the id of the last item of the previous page; the page starts
 * at the item that follows it in list order (`offset` then skips from there). Unlike an offset, a
 * key costs the store the same on page 1 and page 1,000, and an item written meanwhile never
 * shifts the page (docs/service.md "Paging by key").
 */
const PagingByKey = { ...Paging, after: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU.optional() };
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
    ...PagingByKey,
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
// Endpoint 10 (docs/service-interface.md "Endpoint 10 results": keyed by resource name).
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
const ListDataAssetsQuery = zod__WEBPACK_IMPORTED_MODULE_4__.object({ ...PagingByKey });
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
// Endpoint 19 (allowed orderBy/orderDir values are left open by the interface: any string, the server decides).
const ListNotificationsQuery = zod__WEBPACK_IMPORTED_MODULE_4__.object({
    ...Paging,
    orderBy: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    orderDir: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
});
const NotificationList = named("NotificationList", zod__WEBPACK_IMPORTED_MODULE_4__.object({ notifications: zod__WEBPACK_IMPORTED_MODULE_4__.array(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Notification */ .Eg) }));
// Endpoint 20
const TestWebhookBody = named("TestWebhookBody", zod__WEBPACK_IMPORTED_MODULE_4__.object({ eventType: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.min(1) }));
const TestWebhookResponse = named("TestWebhookResponse", zod__WEBPACK_IMPORTED_MODULE_4__.object({ messageId: zod__WEBPACK_IMPORTED_MODULE_4__.string() }));


/***/ })

};
