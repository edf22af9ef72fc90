export const id = 740;
export const ids = [740];
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26921);
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
        response: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Contract */ .NZ),
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
        response: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ListedDataAsset */ .sv),
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var _endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49214);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44538);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36909);




/**
 * DESIGN.md "Extensions": what a user needs beyond the seed's 20 endpoints, in
 * the same table shape, each marked `extension: true` (the OpenAPI document
 * marks them). `/healthz` and `/openapi.json` need no key (`public`).
 */
const WebhookCreate = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    url: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    /** A Standard Webhooks secret (`whsec_` + base64); generated when absent. */
    secret: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/, "must be whsec_ followed by base64 (at least 18 bytes)")
        .optional(),
    headers: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
});
const ConfigurationCreate = _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationRecord */ .S6.omit({ created_at: true });
const ApiKeyInfo = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Uuid */ .sU,
    workspace: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    label: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    createdAt: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .DateTime */ .c9,
    revokedAt: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .DateTime */ .c9.nullable(),
});
const IdParams = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ id: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Uuid */ .sU });
const Deleted = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), deleted: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY() });
const READ = [400, 401, 404, 429];
const WRITE = [400, 401, 409, 413, 429];
const extensionEndpoints = (0,_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .defineEndpoints */ .Ah)({
    healthz: {
        method: "GET",
        path: "/healthz",
        summary: "Liveness and readiness: answers once the store is ready (no key needed)",
        response: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ status: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("ok") }),
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
        response: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .OpenObject */ .q7,
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
        response: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ versions: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Contract */ .NZ) }),
        status: 200,
        errors: READ,
        extension: true,
    },
    createWebhook: {
        method: "POST",
        path: "/v0/webhooks",
        summary: "Add a webhook endpoint (private network targets need --allow-private-webhooks)",
        body: WebhookCreate,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .WebhookEndpoint */ .V7,
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
        response: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationRecord */ .S6,
        status: 201,
        errors: WRITE,
        extension: true,
    },
    putComponent: {
        method: "PUT",
        path: "/v0/component",
        summary: "Create or replace a lineage component (by id)",
        body: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Component */ .uA,
        response: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Component */ .uA,
        status: 200,
        errors: [400, 401, 413, 429],
        extension: true,
    },
    listActions: {
        method: "GET",
        path: "/v0/actions",
        summary: "List actions",
        query: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ ..._messages_js__WEBPACK_IMPORTED_MODULE_1__/* .Paging */ .lK }),
        response: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ actions: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Action */ .rc) }),
        status: 200,
        errors: [400, 401, 429],
        extension: true,
    },
    getSsoSettings: {
        method: "GET",
        path: "/v0/settings/sso",
        summary: "The stored single sign-on settings",
        response: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .SsoSettings */ .Av,
        status: 200,
        errors: READ,
        extension: true,
    },
    createApiKey: {
        method: "POST",
        path: "/v0/api-keys",
        summary: "Create an API key for the caller's workspace; the key is shown only in this answer",
        body: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ label: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(200).optional() }),
        response: ApiKeyInfo.extend({ key: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
        status: 201,
        errors: [400, 401, 413, 429],
        extension: true,
    },
    listApiKeys: {
        method: "GET",
        path: "/v0/api-keys",
        summary: "List the API keys of the caller's workspace (never the keys themselves)",
        response: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ apiKeys: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ApiKeyInfo) }),
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
/* unused harmony exports queryInteger, MAX_LIMIT, DEFAULT_LIMIT, AssetRegistrationOutcome, BulkCheckOutcome */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36909);
/* harmony import */ var _schema_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4218);
/* harmony import */ var _source_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9279);




/**
 * Request and response bodies and query strings of the 20 seed endpoints (SEED.md 4)
 * that are not resources of their own. The endpoint table (endpoints.ts) refers to them.
 */
function named(id, schema) {
    _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .apiSchemas */ .Nk.add(schema, { id });
    return schema;
}
/**
 * An integer query parameter: a number, or a string of digits as it arrives in a
 * URL. Anything else ("1.5", "", "ten") is rejected, never coerced to 0 or NaN.
 */
function queryInteger(min, max) {
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr(),
        zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(/^-?\d+$/, "must be an integer")
            .transform(Number),
    ])
        .pipe(zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(min).max(max));
}
/** DESIGN.md "Paging": limit default 50, max 500; offset default 0. */
const MAX_LIMIT = 500;
const DEFAULT_LIMIT = 50;
const Paging = {
    limit: queryInteger(1, MAX_LIMIT).default(DEFAULT_LIMIT),
    offset: queryInteger(0, Number.MAX_SAFE_INTEGER).default(0),
};
// Endpoint 1
const ComponentParams = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1) });
// Endpoint 2
const ContractByDataAssetParams = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1) });
const ContractByDataAssetQuery = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ status: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional() });
// Endpoint 3: one contract or an array of them (rule 1).
const CreateContractsBody = named("CreateContractsBody", zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractCreate */ .rS, zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractCreate */ .rS).min(1)]));
const CreateContractsResponse = named("CreateContractsResponse", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), contractIds: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .Uuid */ .sU) }));
// Endpoint 4
const ListContractsQuery = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    resourcesLocation: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    sourceType: _source_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceType */ .Y.optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    ...Paging,
});
// Endpoint 5
const InferContractParams = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ id: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .Uuid */ .sU });
const InferredContract = named("InferredContract", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    contractId: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .Uuid */ .sU,
    contractSpec: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractSpec */ .oT,
    contractSpecRaw: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["ACTIVE", "DEPRECATED"]).optional(),
    gitHash: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHash */ .Vl.optional(),
    gitRepo: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .Uri */ .zn.optional(),
    gitUser: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    fileUri: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .Uri */ .zn.optional(),
    reviewers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    mergedAt: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .DateTime */ .c9.optional(),
    createdAt: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .DateTime */ .c9.optional(),
    updatedAt: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .DateTime */ .c9.optional(),
}));
// Endpoint 6
const CheckAssetsComplianceBody = named("CheckAssetsComplianceBody", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .AssetInput */ .Hh),
    responseType: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["DETAILED", "COMMENT_MARKDOWN"]),
    includeUnchangedAssets: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().default(false),
    prLink: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
}));
const CheckAssetsComplianceResponse = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .CheckComplianceResult */ .vp);
// Endpoint 7 (rule 4: a per-asset error string reports a failed registration).
const RegisterAssetsBody = named("RegisterAssetsBody", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .AssetInput */ .Hh), prLink: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional() }));
const AssetRegistrationOutcome = named("AssetRegistrationOutcome", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ data_asset_resource_name: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .DataAssetResourceName */ ._K, error: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional() }));
const RegisterAssetsResponse = named("RegisterAssetsResponse", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ asset_registration_outcomes: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(AssetRegistrationOutcome) }));
// Endpoint 8
const CheckContractComplianceBody = named("CheckContractComplianceBody", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    contract: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ contractSchema: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaNode */ .gO), dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
}));
const CheckContractComplianceResponse = named("CheckContractComplianceResponse", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ violations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .ComplianceViolation */ .h_) }));
// Endpoint 9 (rule 2: dry_run is a trial run).
const RegisterS3AssetsBody = named("RegisterS3AssetsBody", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .ObjectStorageAsset */ .J8),
    dry_run: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().default(false),
    prLink: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
}));
const RegisterS3AssetsResponse = named("RegisterS3AssetsResponse", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), registered: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()), success: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY() }));
// Endpoint 10 (DESIGN.md "Endpoint 10 results": keyed by resource name).
const BulkCheckContractComplianceBody = named("BulkCheckContractComplianceBody", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    contract: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ contractSchema: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaNode */ .gO), dataAssetResourceNames: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()) }),
}));
const BulkCheckOutcome = named("BulkCheckOutcome", zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ violations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .ComplianceViolation */ .h_) }), zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ error: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() })]));
const BulkCheckContractComplianceResponse = named("BulkCheckContractComplianceResponse", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ results: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), BulkCheckOutcome) }));
// Endpoint 11
const ExportLineageQuery = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ run_id: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .Uuid */ .sU });
const LineageExport = named("LineageExport", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ timestamp: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), items: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .Component */ .uA) }));
// Endpoints 12 and 13
const ActionIdResponse = named("ActionIdResponse", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ actionId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }));
// Endpoint 15
const ListDataAssetsQuery = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ ...Paging });
// Endpoint 16
const TelemetryIngestResponse = named("TelemetryIngestResponse", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ id: _resources_js__WEBPACK_IMPORTED_MODULE_0__/* .Uuid */ .sU }));
// Endpoint 17 (rule 3: version omitted -> latest; project_root's requiredness is a gap, so optional).
const ConfigQuery = named("ConfigQuery", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    config_type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    language: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    repo: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    project_root: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
}));
// Endpoint 18
const WebhookList = named("WebhookList", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ webhooks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .WebhookEndpoint */ .V7) }));
// Endpoint 19 (allowed orderBy/orderDir values are a gap of the seed: any string, the server decides).
const ListNotificationsQuery = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    ...Paging,
    orderBy: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    orderDir: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const NotificationList = named("NotificationList", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ notifications: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_0__/* .Notification */ .Eg) }));
// Endpoint 20
const TestWebhookBody = named("TestWebhookBody", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ eventType: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1) }));
const TestWebhookResponse = named("TestWebhookResponse", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ messageId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }));


/***/ }),

/***/ 66740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ buildOpenApiDocument)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98439);
/* harmony import */ var _endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49214);
/* harmony import */ var _extensions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59668);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36909);




const REF_PREFIX = "#/components/schemas/";
const ERROR_RESPONSES = {
    400: { name: "BadRequest", description: "The request is invalid; `errors` names each bad field." },
    401: { name: "Unauthorized", description: "The X-API-KEY header is missing or not a valid key." },
    403: { name: "Forbidden", description: "The key may not do this." },
    404: { name: "NotFound", description: "No such resource in the key's workspace." },
    409: { name: "Conflict", description: "The request conflicts with the current state." },
    413: { name: "PayloadTooLarge", description: "The request body is larger than the server accepts." },
    429: { name: "TooManyRequests", description: "Too many requests; retry after the Retry-After delay." },
    503: { name: "ServiceUnavailable", description: "The service cannot answer now; retry later." },
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
    for (const status of spec.errors) {
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
    const generated = zod__WEBPACK_IMPORTED_MODULE_3__/* .toJSONSchema */ .bl(_resources_js__WEBPACK_IMPORTED_MODULE_2__/* .apiSchemas */ .Nk, {
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
    const id = _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .apiSchemas */ .Nk.get(schema)?.id;
    if (id !== undefined)
        return { $ref: `${REF_PREFIX}${id}` };
    const generated = zod__WEBPACK_IMPORTED_MODULE_3__/* .toJSONSchema */ .bl(schema, {
        target: "draft-2020-12",
        io,
        unrepresentable: "any",
        metadata: _resources_js__WEBPACK_IMPORTED_MODULE_2__/* .apiSchemas */ .Nk,
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29396);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64377);
/* harmony import */ var _schema_node_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4218);
/* harmony import */ var _source_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9279);



/**
 * The resources of SEED.md section 2 as zod schemas; each schema and its inferred
 * type share one name. Where the seed is silent on a field being required, the
 * field is optional unless the resource cannot be identified without it (noted).
 *
 * Every named resource is registered in `apiSchemas` so the OpenAPI document can
 * refer to it as `#/components/schemas/<Name>`.
 */
const apiSchemas = zod__WEBPACK_IMPORTED_MODULE_2__/* .registry */ .u5();
function named(id, schema, description) {
    apiSchemas.add(schema, description === undefined ? { id } : { id, description });
    return schema;
}
// Formats of the seed. `uuid` is any 8-4-4-4-12 hex string (what PostgreSQL's
// uuid type accepts), not only RFC 9562 variants, so ids minted elsewhere pass.
const Uuid = zod__WEBPACK_IMPORTED_MODULE_3__/* .guid */ .OsD();
const DateTime = zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$({ offset: true });
const Uri = zod__WEBPACK_IMPORTED_MODULE_3__/* .url */ .OZ5();
const Email = zod__WEBPACK_IMPORTED_MODULE_3__/* .email */ .Rpp();
/** SEED.md 8: a gitHash is exactly 40 characters. */
const GitHash = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().length(40);
/** Objects whose inner shape the seed does not show (2.16). */
const OpenObject = zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J());
named("SchemaNode", _schema_node_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaNode */ .gO, "SEED.md 2.1 schema node; `type` uses the Recap type names (DESIGN.md).");
named("SourceType", _source_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SourceType */ .Y);
const ContractStatus = named("ContractStatus", zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["ACTIVE", "DEPRECATED", "DRAFT", "ARCHIVED"]));
const EnforcementLevel = named("EnforcementLevel", zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["RECORD", "NOTIFY", "ALERT", "BLOCK", "INACTIVE"]));
/** DESIGN.md "Compliance": the kinds this project emits. Responses accept any string (other servers may have more). */
const ViolationType = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n([
    "MISSING_REQUIRED_PROPERTY",
    "MISSING_OPTIONAL_PROPERTY",
    "INCOMPATIBLE_TYPE",
    "REQUIRED_PROPERTY_NOW_OPTIONAL",
    "ENUM_VALUE_REMOVED",
    "CONSTRAINT_VIOLATION",
    "PII_FIELD_ADDED",
]);
/** SEED.md 2.3. Which fields are required is not shown, so none is. */
const ContractSpec = named("ContractSpec", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: Uuid.optional(),
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    dataAssetResourceNameList: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    doc: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    namespace: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    owner: Email.optional(),
    restrictPii: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    schema: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_schema_node_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaNode */ .gO).optional(),
}));
/** SEED.md 2.4: a violation event attached to a contract. */
const ContractViolation = named("ContractViolation", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: Uuid.optional(),
    eventTitle: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    timestamp: DateTime.optional(),
    userId: Uuid.optional(),
    contractId: Uuid.optional(),
    contractVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    contractFieldName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    contractName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    contractDomain: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    dataAssetFieldProfileId: Uuid.optional(),
    entityType: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    eventType: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    violationType: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    expectedValue: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    actualValue: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    prLink: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
}));
/** SEED.md 2.5. Decision: field, message and violationType are required (a violation means nothing without them). */
const ComplianceViolation = named("ComplianceViolation", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    field: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    fieldType: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    violationType: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    expected: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    actual: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
}));
/** Fields shared by the response and creation shapes of a contract (SEED.md 2.2). */
const contractCommonFields = {
    id: Uuid,
    status: ContractStatus,
    contractSpec: ContractSpec,
    parentRowId: Uuid.optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    gitHash: GitHash.optional(),
    gitRepo: Uri.optional(),
    gitUser: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    filePath: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    reviewers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    mergedAt: DateTime.optional(),
    lastEditorUserId: Uuid.nullable().optional(),
    lastEditorEmail: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().optional(),
    lastEditorFirstName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().optional(),
    lastEditorLastName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().optional(),
    lastEditorGithubHandle: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().optional(),
};
/** SEED.md 2.2, response shape. `enforcementLevel` defaults to INACTIVE when a server leaves it out. */
const Contract = named("Contract", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    ...contractCommonFields,
    createdAt: DateTime,
    updatedAt: DateTime,
    contractSpecRaw: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    violations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ContractViolation),
    fileUri: Uri.optional(),
    enforcementLevel: EnforcementLevel.default("INACTIVE"),
    contractSpecFieldToViolationStatusMapping: OpenObject.optional(),
}));
/** SEED.md 2.2, creation shape: id, status and contractSpec required; enforcementLevel nullable. */
const ContractCreate = named("ContractCreate", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    ...contractCommonFields,
    enforcementLevel: EnforcementLevel.nullable().optional(),
}));
/** SEED.md 2.6, structured form (DESIGN.md: `{source_type}://{data_source}:{path}`). All three required. */
const DataAssetResourceName = named("DataAssetResourceName", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    source_type: _source_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SourceType */ .Y,
    data_source: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
}));
/** SEED.md 2.7. Decision: source_type, name and schema are required (nothing to register or check without them). */
const AssetInput = named("AssetInput", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    source_type: _source_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SourceType */ .Y,
    data_asset_resource_name: DataAssetResourceName,
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaNode */ .gO,
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
}));
/** SEED.md 2.7, object-storage asset of endpoint 9. */
const ObjectStorageAsset = named("ObjectStorageAsset", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaNode */ .gO,
    pattern: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    bucket: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
}));
/** SEED.md 2.8. */
const ListedDataAsset = named("ListedDataAsset", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: Uuid,
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    domain: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    type: _source_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SourceType */ .Y,
    updatedAt: DateTime,
    contractId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
}));
/** SEED.md 2.9 endpoint record (an ingress or egress). Decision: id required. */
const EndpointRecord = named("EndpointRecord", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: Uuid,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    signatureName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaNode */ .gO.optional(),
}));
const PathEnd = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: Uuid.optional(),
    codeAnchorId: Uuid.optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const CodeAnchor = named("CodeAnchor", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    anchorId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    codeUri: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        file: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        lineStart: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().optional(),
        lineEnd: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().optional(),
        columnStart: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().optional(),
        columnEnd: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().optional(),
    })
        .optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
}));
/** SEED.md 2.9 path record. */
const PathRecord = named("PathRecord", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    ingress: PathEnd.optional(),
    egress: PathEnd.optional(),
    codeAnchors: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(CodeAnchor).optional(),
    fieldMappings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        ingressField: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        egressField: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        notes: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    }))
        .optional(),
    transformationSummary: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    transformationSummaryDetailed: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
}));
/** SEED.md 2.9. Decision: id required. */
const Component = named("Component", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: Uuid,
    runId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    ingresses: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(EndpointRecord).optional(),
    egresses: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(EndpointRecord).optional(),
    paths: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(PathRecord).optional(),
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ extras: OpenObject.optional() }).optional(),
}));
/**
 * SEED.md 2.10: a trigger is one of several variants; only `source` is shown.
 * Loose objects so fields of variants the seed does not show are kept, not dropped.
 */
const Trigger = named("Trigger", zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    triggerType: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    triggerValues: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
}));
/** SEED.md 2.10: only the chat variant is shown (`chatChannelIds`). */
const Destination = named("Destination", zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    destinationType: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    chatChannelIds: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
}));
/** SEED.md 2.10, and the body of endpoint 12 (all fields required there). */
const Action = named("Action", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    actionId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    triggers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(Trigger).min(1),
    destinations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(Destination),
    isActive: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
}));
/** Body of endpoint 13: at least one trigger and one destination. */
const ActionCreate = named("ActionCreate", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    triggers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(Trigger).min(1),
    destinations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(Destination).min(1),
}));
/** SEED.md 2.11; all three required on endpoint 14. */
const SsoSettings = named("SsoSettings", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["SAML"]),
    identityProvider: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    metadataDocumentEndpointUrl: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
}));
/** SEED.md 2.12 (6.2: each has url, name, secret, headers). */
const WebhookEndpoint = named("WebhookEndpoint", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    url: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    secret: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    headers: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
}));
/** SEED.md 2.13. Decision: id and status required. Status values beyond PENDING are not shown, so any string. */
const Notification = named("Notification", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    changeLogEventId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    actionId: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    actionDetails: OpenObject.optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    createdAt: DateTime.optional(),
    updatedAt: DateTime.optional(),
    retryCount: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).optional(),
    actionName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    userName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
}));
/** SEED.md 2.14. Decision: all but project_root required (a stored record always has them). */
const ConfigurationRecord = named("ConfigurationRecord", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    config_type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    language: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    repo: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    project_root: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    config_value: OpenObject,
    created_at: DateTime,
}));
const TelemetryType = named("TelemetryType", zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["SCA_PRIME", "SERVICE_CLIENT"]));
/** SEED.md 2.15, and the body of endpoint 16 (data and type required, id optional). */
const TelemetryDataPoint = named("TelemetryDataPoint", zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: Uuid.optional(),
    data: OpenObject,
    type: TelemetryType,
}));
/** RFC 9457 problem details (DESIGN.md "Errors"); extension members are kept. */
const Problem = named("Problem", zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(100).max(599),
    detail: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    instance: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    errors: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ pointer: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() })).optional(),
}));
/** Fields of every endpoint-6 result (the NO_CONTRACT variant of the seed). */
const checkResultBase = {
    dataAssetNamespace: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    dataAssetPath: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
};
const ComplianceStatus = named("ComplianceStatus", zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["COMPLIANT", "NON_COMPLIANT", "NO_CHANGE"]));
/** Endpoint 6 result, DESIGN.md "Endpoint 6 results": a union on `responseType`. */
const CheckComplianceResult = named("CheckComplianceResult", zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("responseType", [
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ ...checkResultBase, responseType: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("NO_CONTRACT") }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        ...checkResultBase,
        responseType: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("DETAILED"),
        contractId: Uuid,
        contractName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        contractVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        enforcementLevel: EnforcementLevel,
        owner: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        status: ComplianceStatus,
        violations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ComplianceViolation),
    }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        ...checkResultBase,
        responseType: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("COMMENT_MARKDOWN"),
        markdown: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        enforcementLevel: EnforcementLevel,
        shouldBlock: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        shouldAlert: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    }),
]));


/***/ })

};
