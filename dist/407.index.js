export const id = 407;
export const ids = [407];
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44538);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36909);




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
        response: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_2__/* .Contract */ .NZ),
        status: 200,
        errors: [400, 401, 429],
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
        response: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_2__/* .ListedDataAsset */ .sv),
        status: 200,
        errors: [400, 401, 429],
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26921);
/* harmony import */ var _endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49214);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50470);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44538);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36909);





/**
 * Extensions (docs/service-interface.md "Extensions"): what a user needs beyond the seed's 20 endpoints, in
 * the same table shape, each marked `extension: true` (the OpenAPI document
 * marks them). `/healthz`, `/readyz` and `/openapi.json` need no key (`public`).
 */
const WebhookCreate = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    url: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .UrlText */ .p8.min(1),
    name: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .NameText */ .J6.min(1),
    /** A Standard Webhooks secret (`whsec_` + base64); generated when absent. */
    secret: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/, "must be whsec_ followed by base64 (at least 18 bytes)")
        .optional(),
    headers: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .NameText */ .J6, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DocText */ .IK)
        .refine((h) => Object.keys(h).length <= _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.webhookHeaders, {
        message: `at most ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.webhookHeaders} headers`,
    })
        .optional(),
});
const ConfigurationCreate = _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationRecord */ .S6.omit({ created_at: true });
const ApiKeyInfo = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Uuid */ .sU,
    workspace: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    label: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    createdAt: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .DateTime */ .c9,
    revokedAt: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .DateTime */ .c9.nullable(),
});
const IdParams = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ id: _resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Uuid */ .sU });
const Deleted = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), deleted: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY() });
const READ = [400, 401, 404, 429];
const WRITE = [400, 401, 409, 413, 429];
const extensionEndpoints = (0,_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .defineEndpoints */ .Ah)({
    healthz: {
        method: "GET",
        path: "/healthz",
        summary: "Liveness: the process is up and answering HTTP; asks nothing of the database (no key needed)",
        response: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ status: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("ok") }),
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
        response: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ status: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("ready"), schemaVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int() }),
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
        response: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ versions: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Contract */ .NZ) }),
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
        query: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ ..._messages_js__WEBPACK_IMPORTED_MODULE_2__/* .Paging */ .lK }),
        response: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ actions: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_3__/* .Action */ .rc) }),
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
        body: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ label: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(200).optional() }),
        response: ApiKeyInfo.extend({ key: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
        status: 201,
        errors: [400, 401, 413, 429],
        extension: true,
    },
    listApiKeys: {
        method: "GET",
        path: "/v0/api-keys",
        summary: "List the API keys of the caller's workspace (never the keys themselves)",
        response: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ apiKeys: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ApiKeyInfo) }),
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26921);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36909);
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
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr(),
        zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
            .regex(/^-?\d+$/, "must be an integer")
            .transform(Number),
    ])
        .pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(min).max(max));
}
/** Paging (docs/service-interface.md "Paging"): limit default 50, max 500; offset default 0. */
const MAX_LIMIT = 500;
const DEFAULT_LIMIT = 50;
const Paging = {
    limit: queryInteger(1, MAX_LIMIT).default(DEFAULT_LIMIT),
    offset: queryInteger(0, Number.MAX_SAFE_INTEGER).default(0),
};
// Endpoint 1
const ComponentParams = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ id: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.min(1) });
// Endpoint 2
const ContractByDataAssetParams = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ id: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM.min(1) });
const ContractByDataAssetQuery = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ status: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional() });
// Endpoint 3: one contract or an array of them (rule 1).
const CreateContractsBody = named("CreateContractsBody", zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractCreate */ .rS, zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractCreate */ .rS).min(1)]));
const CreateContractsResponse = named("CreateContractsResponse", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), contractIds: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU) }));
// Endpoint 4
const ListContractsQuery = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    resourcesLocation: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM.optional(),
    sourceType: _source_types_js__WEBPACK_IMPORTED_MODULE_3__/* .SourceType */ .Y.optional(),
    status: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    ...Paging,
});
// Endpoint 5
const InferContractParams = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ id: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU });
const InferredContract = named("InferredContract", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    contractId: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU,
    contractSpec: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ContractSpec */ .oT,
    contractSpecRaw: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    version: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["ACTIVE", "DEPRECATED"]).optional(),
    gitHash: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHash */ .Vl.optional(),
    gitRepo: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uri */ .zn.optional(),
    gitUser: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    fileUri: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uri */ .zn.optional(),
    reviewers: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    mergedAt: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .DateTime */ .c9.optional(),
    createdAt: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .DateTime */ .c9.optional(),
    updatedAt: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .DateTime */ .c9.optional(),
}));
// Endpoint 6
const CheckAssetsComplianceBody = named("CheckAssetsComplianceBody", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    assets: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .AssetInput */ .Hh),
    responseType: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["DETAILED", "COMMENT_MARKDOWN"]),
    includeUnchangedAssets: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().default(false),
    prLink: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8.optional(),
}));
const CheckAssetsComplianceResponse = zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .CheckComplianceResult */ .vp);
// Endpoint 7 (rule 4: a per-asset error string reports a failed registration).
const RegisterAssetsBody = named("RegisterAssetsBody", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ assets: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .AssetInput */ .Hh), prLink: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8.optional() }));
const AssetRegistrationOutcome = named("AssetRegistrationOutcome", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ data_asset_resource_name: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .DataAssetResourceName */ ._K, error: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional() }));
const RegisterAssetsResponse = named("RegisterAssetsResponse", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ asset_registration_outcomes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(AssetRegistrationOutcome) }));
// Endpoint 8
const CheckContractComplianceBody = named("CheckContractComplianceBody", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    contract: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ contractSchema: _schema_node_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaFields */ .VF, dataAssetResourceName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM }),
}));
const CheckContractComplianceResponse = named("CheckContractComplianceResponse", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ violations: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ComplianceViolation */ .h_) }));
// Endpoint 9 (rule 2: dry_run is a trial run).
const RegisterS3AssetsBody = named("RegisterS3AssetsBody", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    assets: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ObjectStorageAsset */ .J8),
    dry_run: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().default(false),
    prLink: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8.optional(),
}));
const RegisterS3AssetsResponse = named("RegisterS3AssetsResponse", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), registered: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()), success: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY() }));
// Endpoint 10 (docs/service-interface.md "Endpoint 10 results": keyed by resource name).
const BulkCheckContractComplianceBody = named("BulkCheckContractComplianceBody", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    contract: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        contractSchema: _schema_node_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaFields */ .VF,
        dataAssetResourceNames: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM),
    }),
}));
const BulkCheckOutcome = named("BulkCheckOutcome", zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ violations: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .ComplianceViolation */ .h_) }), zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ error: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })]));
const BulkCheckContractComplianceResponse = named("BulkCheckContractComplianceResponse", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ results: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), BulkCheckOutcome) }));
// Endpoint 11
const ExportLineageQuery = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ run_id: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU });
const LineageExport = named("LineageExport", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ timestamp: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), items: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Component */ .uA) }));
// Endpoints 12 and 13
const ActionIdResponse = named("ActionIdResponse", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ actionId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }));
// Endpoint 15
const ListDataAssetsQuery = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ ...Paging });
// Endpoint 16
const TelemetryIngestResponse = named("TelemetryIngestResponse", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ id: _resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Uuid */ .sU }));
// Endpoint 17 (rule 3: version omitted -> latest; project_root's requiredness is a gap, so optional).
const ConfigQuery = named("ConfigQuery", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    config_type: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    language: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    repo: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F,
    version: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX.optional(),
    project_root: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F.optional(),
}));
// Endpoint 18
const WebhookList = named("WebhookList", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ webhooks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .WebhookEndpoint */ .V7) }));
// Endpoint 19 (allowed orderBy/orderDir values are a gap of the seed: any string, the server decides).
const ListNotificationsQuery = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    ...Paging,
    orderBy: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    orderDir: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
});
const NotificationList = named("NotificationList", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ notifications: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .Notification */ .Eg) }));
// Endpoint 20
const TestWebhookBody = named("TestWebhookBody", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ eventType: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.min(1) }));
const TestWebhookResponse = named("TestWebhookResponse", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ messageId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }));


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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64377);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);
/* harmony import */ var _schema_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4218);
/* harmony import */ var _source_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9279);




/**
 * The resources of the interface (docs/service-interface.md "Resources") as zod schemas; each schema and its inferred
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
const Uuid = zod__WEBPACK_IMPORTED_MODULE_4__/* .guid */ .OsD();
const DateTime = zod__WEBPACK_IMPORTED_MODULE_5__/* .datetime */ .w$({ offset: true });
const Uri = zod__WEBPACK_IMPORTED_MODULE_4__/* .url */ .OZ5().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.url);
const Email = zod__WEBPACK_IMPORTED_MODULE_4__/* .email */ .Rpp().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.name);
/** A gitHash is exactly 40 characters (a full SHA-1 commit id). */
const GitHash = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().length(40);
/** Objects whose inner shape the seed does not show (2.16). */
const OpenObject = zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J());
named("SchemaNode", _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaNode */ .gO, "A schema tree node; `type` uses the Gable/Recap type names.");
named("SourceType", _source_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceType */ .Y);
const ContractStatus = named("ContractStatus", zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["ACTIVE", "DEPRECATED", "DRAFT", "ARCHIVED"]));
const EnforcementLevel = named("EnforcementLevel", zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["RECORD", "NOTIFY", "ALERT", "BLOCK", "INACTIVE"]));
/** The kinds this project emits (docs/service-interface.md "Compliance violation"). Responses accept any string (other servers may have more). */
const ViolationType = zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n([
    "MISSING_REQUIRED_PROPERTY",
    "MISSING_OPTIONAL_PROPERTY",
    "INCOMPATIBLE_TYPE",
    "REQUIRED_PROPERTY_NOW_OPTIONAL",
    "ENUM_VALUE_REMOVED",
    "CONSTRAINT_VIOLATION",
    "PII_FIELD_ADDED",
]);
/** docs/service-interface.md "Contract spec": the interface does not say which fields are required, so none is. */
const ContractSpec = named("ContractSpec", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: Uuid.optional(),
    dataAssetResourceName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM.optional(),
    dataAssetResourceNameList: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    doc: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    namespace: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    owner: Email.optional(),
    restrictPii: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaFields */ .VF.optional(),
}));
/** A violation event attached to a contract (docs/service-interface.md "Violation event"). */
const ContractViolation = named("ContractViolation", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: Uuid.optional(),
    eventTitle: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    timestamp: DateTime.optional(),
    userId: Uuid.optional(),
    contractId: Uuid.optional(),
    contractVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    contractFieldName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    contractName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    contractDomain: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    dataAssetFieldProfileId: Uuid.optional(),
    entityType: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    eventType: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    violationType: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    expectedValue: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    actualValue: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    prLink: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
}));
/** docs/service-interface.md "Compliance violation". Decision: field, message and violationType are required (a violation means nothing without them). */
const ComplianceViolation = named("ComplianceViolation", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    field: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    fieldType: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    violationType: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    expected: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    actual: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
}));
/** Fields shared by the response and creation shapes of a contract (docs/service-interface.md "Contract"). */
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
    reviewers: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    mergedAt: DateTime.optional(),
    lastEditorUserId: Uuid.nullable().optional(),
    lastEditorEmail: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
    lastEditorFirstName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
    lastEditorLastName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
    lastEditorGithubHandle: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
};
/** docs/service-interface.md "Contract", response shape. `enforcementLevel` defaults to INACTIVE when a server leaves it out. */
const Contract = named("Contract", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    ...contractCommonFields,
    createdAt: DateTime,
    updatedAt: DateTime,
    contractSpecRaw: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    violations: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ContractViolation),
    fileUri: Uri.optional(),
    enforcementLevel: EnforcementLevel.default("INACTIVE"),
    contractSpecFieldToViolationStatusMapping: OpenObject.optional(),
}));
/** docs/service-interface.md "Contract", creation shape: id, status and contractSpec required; enforcementLevel nullable. */
const ContractCreate = named("ContractCreate", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    ...contractCommonFields,
    enforcementLevel: EnforcementLevel.nullable().optional(),
}));
/** The structured form of `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"). All three required. */
const DataAssetResourceName = named("DataAssetResourceName", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    source_type: _source_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceType */ .Y,
    data_source: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.dataSource),
    path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.resourcePath),
}));
/** docs/service-interface.md "Asset". Decision: source_type, name and schema are required (nothing to register or check without them). */
const AssetInput = named("AssetInput", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    source_type: _source_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceType */ .Y,
    data_asset_resource_name: DataAssetResourceName,
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaTree */ .Mu,
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
}));
/** The object-storage asset of endpoint 9 (docs/service-interface.md "Asset"). */
const ObjectStorageAsset = named("ObjectStorageAsset", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaTree */ .Mu,
    pattern: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.resourcePath),
    bucket: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.dataSource),
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
}));
/** docs/service-interface.md "Listed data asset". */
const ListedDataAsset = named("ListedDataAsset", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: Uuid,
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    domain: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    type: _source_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceType */ .Y,
    updatedAt: DateTime,
    contractId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    schemaDigest: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe("Extension: sha-256 (hex) of the canonical JSON (sorted keys, no nulls) of `{ schema, fieldProfiles }` as registered; a client that computes the same over what it would send skips an asset registered as it has it"),
}));
/** docs/service-interface.md "Component": endpoint record (an ingress or egress). Decision: id required. */
const EndpointRecord = named("EndpointRecord", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: Uuid,
    kind: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    signatureName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaTree */ .Mu.optional(),
}));
const PathEnd = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: Uuid.optional(),
    codeAnchorId: Uuid.optional(),
    description: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
});
const CodeAnchor = named("CodeAnchor", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    anchorId: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    codeUri: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        file: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F.optional(),
        lineStart: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().optional(),
        lineEnd: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().optional(),
        columnStart: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().optional(),
        columnEnd: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().optional(),
    })
        .optional(),
    url: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8.optional(),
}));
/** docs/service-interface.md "Component": path record. */
const PathRecord = named("PathRecord", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    ingress: PathEnd.optional(),
    egress: PathEnd.optional(),
    codeAnchors: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(CodeAnchor).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    fieldMappings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        ingressField: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
        egressField: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
        notes: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
    }))
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.schemaNodes)
        .optional(),
    transformationSummary: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
    transformationSummaryDetailed: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
}));
/** docs/service-interface.md "Component". Decision: id required. */
const Component = named("Component", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: Uuid,
    runId: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK.optional(),
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    ingresses: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(EndpointRecord).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    egresses: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(EndpointRecord).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    paths: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(PathRecord).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    type: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ extras: OpenObject.optional() }).optional(),
}));
/**
 * docs/service-interface.md "Action": a trigger is one of several variants; only `source` is known.
 * Loose objects so fields of variants the seed does not show are kept, not dropped.
 */
const Trigger = named("Trigger", zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    triggerType: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    triggerValues: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
}));
/** docs/service-interface.md "Action": only the chat variant is known (`chatChannelIds`). */
const Destination = named("Destination", zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    destinationType: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    chatChannelIds: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
}));
/** docs/service-interface.md "Action", and the body of endpoint 12 (all fields required there). */
const Action = named("Action", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    actionId: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK,
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    triggers: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(Trigger).min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems),
    destinations: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(Destination).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems),
    isActive: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
}));
/** Body of endpoint 13: at least one trigger and one destination. */
const ActionCreate = named("ActionCreate", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    triggers: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(Trigger).min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems),
    destinations: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(Destination).min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems),
}));
/** docs/service-interface.md "SSO settings"; all three required on endpoint 14. */
const SsoSettings = named("SsoSettings", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["SAML"]),
    identityProvider: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    metadataDocumentEndpointUrl: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8,
}));
/** docs/service-interface.md "Webhook endpoint": url, name, secret, headers. */
const WebhookEndpoint = named("WebhookEndpoint", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    url: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    secret: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    headers: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
}));
/** docs/service-interface.md "Notification". Decision: id and status required; status is any string (only PENDING is given). */
const Notification = named("Notification", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    changeLogEventId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    actionId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    actionDetails: OpenObject.optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    createdAt: DateTime.optional(),
    updatedAt: DateTime.optional(),
    retryCount: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(0).optional(),
    actionName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    userName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
}));
/** docs/service-interface.md "Configuration record". Decision: all but project_root required (a stored record always has them). */
const ConfigurationRecord = named("ConfigurationRecord", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    config_type: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    language: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    repo: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F,
    project_root: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LocationText */ .F.optional(),
    version: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SelectorText */ .BX,
    config_value: OpenObject,
    created_at: DateTime,
}));
const TelemetryType = named("TelemetryType", zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["SCA_PRIME", "SERVICE_CLIENT"]));
/** docs/service-interface.md "Telemetry data point", and the body of endpoint 16 (data and type required, id optional). */
const TelemetryDataPoint = named("TelemetryDataPoint", zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: Uuid.optional(),
    data: OpenObject,
    type: TelemetryType,
}));
/** RFC 9457 problem details (docs/service-interface.md "Errors"); extension members are kept. */
const Problem = named("Problem", zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    type: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().min(100).max(599),
    detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    instance: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    errors: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ pointer: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })).optional(),
    limit: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), maximum: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr() })
        .optional()
        .describe("Extension, on a 413: the limit the request went past, as named in the document's `x-limits` (requestBodyBytes, assetsPerRequest, contractsPerRequest, namesPerBulkCheck)"),
}));
/** Fields of every endpoint-6 result (the NO_CONTRACT variant of the seed). */
const checkResultBase = {
    dataAssetNamespace: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    dataAssetResourceName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    dataAssetPath: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
};
const ComplianceStatus = named("ComplianceStatus", zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["COMPLIANT", "NON_COMPLIANT", "NO_CHANGE"]));
/** Endpoint 6 result (docs/service-interface.md "Endpoint 6 results"): a union on `responseType`. */
const CheckComplianceResult = named("CheckComplianceResult", zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt("responseType", [
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ ...checkResultBase, responseType: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("NO_CONTRACT") }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        ...checkResultBase,
        responseType: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("DETAILED"),
        contractId: Uuid,
        contractName: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        contractVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        enforcementLevel: EnforcementLevel,
        owner: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        status: ComplianceStatus,
        violations: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ComplianceViolation),
    }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        ...checkResultBase,
        responseType: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz("COMMENT_MARKDOWN"),
        markdown: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        enforcementLevel: EnforcementLevel,
        shouldBlock: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        shouldAlert: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
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
/* harmony export */   VF: () => (/* binding */ SchemaFields),
/* harmony export */   gO: () => (/* binding */ SchemaNode)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);
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
const RecapType = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(RECAP_TYPES);
const SchemaNode = zod__WEBPACK_IMPORTED_MODULE_1__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: RecapType,
    name: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    fields: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SchemaNode).optional(),
    alias: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    doc: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DocText */ .IK.optional(),
    logical: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.optional(),
    optional: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    constraints: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).optional(),
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
const SchemaFields = zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SchemaNode).superRefine((nodes, ctx) => checkSize(nodes, ctx));


/***/ }),

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ SourceType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);



const SourceType = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m);


/***/ }),

/***/ 62407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

// UNUSED EXPORTS: createClientFor

// EXTERNAL MODULE: ./src/api/endpoints.ts
var endpoints = __webpack_require__(49214);
// EXTERNAL MODULE: ./src/api/extensions.ts
var extensions = __webpack_require__(59668);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/api/resources.ts
var resources = __webpack_require__(36909);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(66468);
;// CONCATENATED MODULE: ./src/client/retry.ts
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 4,
    baseDelayMs: 200,
    maxDelayMs: 5_000,
    retryStatuses: [429, 502, 503, 504],
};
/**
 * "Equal jitter" backoff: half of the exponential delay is fixed, half random, so
 * delays still grow but clients that failed together do not retry together.
 */
function backoffDelay(retry, policy, random) {
    const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
    return exponential / 2 + random() * (exponential / 2);
}
/**
 * Retry-After (RFC 9110 10.2.3): delay-seconds or an HTTP date. Returns the delay
 * in milliseconds, or undefined when the header is absent or unreadable.
 */
function parseRetryAfter(value, now = Date.now()) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    // An HTTP-date starts with a day name (IMF-fixdate, RFC 850, asctime); Date.parse alone would accept "1.5".
    if (!/^[A-Za-z]{3,9},? /.test(text))
        return undefined;
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}

;// CONCATENATED MODULE: ./src/client/transport.ts






const DEFAULT_USER_AGENT = "contract-sync-client/0.1.0";
/** Failures of the connect phase: the request never reached the server, so any method may be retried. */
const CONNECT_ERROR_CODES = new Set([
    "ECONNREFUSED",
    "EHOSTUNREACH",
    "ENETUNREACH",
    "EAI_AGAIN",
    "ENOTFOUND",
    "UND_ERR_CONNECT_TIMEOUT",
]);
/** Sends validated requests with timeouts and retries, and validates what comes back. */
class Transport {
    options;
    /** The one given, else made at the first request over the network (undici loads only then). */
    dispatcher;
    undici;
    ownsDispatcher;
    connectMs;
    base;
    policy;
    attemptMs;
    totalMs;
    random;
    userAgent;
    constructor(options) {
        this.options = options;
        this.base = new URL(options.baseUrl);
        if (this.base.protocol !== "http:" && this.base.protocol !== "https:") {
            throw new Error(`baseUrl must be http(s): ${options.baseUrl}`);
        }
        const timeouts = options.timeouts ?? {};
        this.attemptMs = timeouts.attemptMs ?? 30_000;
        this.totalMs = timeouts.totalMs ?? 60_000;
        this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
        this.random = options.random ?? Math.random;
        this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
        this.ownsDispatcher = options.dispatcher === undefined;
        this.dispatcher = options.dispatcher;
        this.connectMs = timeouts.connectMs ?? 5_000;
    }
    async close() {
        if (this.ownsDispatcher)
            await this.dispatcher?.close();
    }
    /**
     * undici and the dispatcher, loaded at the first request over the network: a client whose
     * requests go through `exchange` (the embedded service) never loads undici
     * (`npm run bench -- action`, row "README-only PR check, embedded service").
     */
    async network() {
        this.undici ??= __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19));
        const undici = await this.undici;
        this.dispatcher ??= new undici.Agent({
            connect: { timeout: this.connectMs },
            // Our own per-attempt signal governs; undici's timers only back it up.
            headersTimeout: this.attemptMs,
            bodyTimeout: this.attemptMs,
        });
        return { request: undici.request, dispatcher: this.dispatcher };
    }
    async send(operationId, spec, raw, call = {}) {
        const prepared = this.prepare(operationId, spec, raw);
        const idempotent = (0,endpoints/* isIdempotent */.ky)(spec);
        const deadline = Date.now() + this.totalMs;
        for (let attempt = 1;; attempt++) {
            const remaining = deadline - Date.now();
            const outcome = await this.attempt(prepared, Math.max(1, Math.min(this.attemptMs, remaining)), call.signal);
            let delay;
            if (outcome.kind === "response") {
                const { status, body, retryAfter } = outcome;
                if (status >= 200 && status < 300)
                    return this.decode(operationId, spec.response, status, body);
                // 429 and 503 say the request was not processed, so they are safe to retry for any method.
                const retryable = this.policy.retryStatuses.includes(status) && (idempotent || status === 429 || status === 503);
                if (retryable)
                    delay = parseRetryAfter(retryAfter) ?? backoffDelay(attempt, this.policy, this.random);
                if (!retryable || !this.mayRetry(attempt, delay, deadline)) {
                    throw new errors/* ApiError */.hD(operationId, status, problemOf(body), body, attempt);
                }
            }
            else {
                const { kind, error } = outcome;
                const retryable = kind !== "aborted" && (idempotent || kind === "connect" || kind === "connect-timeout");
                if (retryable)
                    delay = backoffDelay(attempt, this.policy, this.random);
                if (!retryable || !this.mayRetry(attempt, delay, deadline)) {
                    throw new errors/* ApiNetworkError */.ZN(operationId, kind, attempt, { cause: error });
                }
            }
            try {
                await (0,promises_.setTimeout)(delay, undefined, call.signal ? { signal: call.signal } : undefined);
            }
            catch (error) {
                throw new errors/* ApiNetworkError */.ZN(operationId, "aborted", attempt, { cause: error });
            }
        }
    }
    /** Another attempt is allowed while the count bound holds and the wait ends before the deadline. */
    mayRetry(attempt, delay, deadline) {
        return delay !== undefined && attempt < this.policy.maxAttempts && Date.now() + delay < deadline;
    }
    prepare(operationId, spec, raw) {
        const issues = [];
        const parse = (schema, value, where) => {
            if (!schema)
                return undefined;
            const result = schema.safeParse(value);
            if (result.success)
                return result.data;
            issues.push(...(0,errors/* issuesOf */.wf)(result.error, where));
            return undefined;
        };
        const params = parse(spec.params, raw.params ?? {}, "/params");
        const query = parse(spec.query, raw.query ?? {}, "/query");
        const body = this.options.validateBodies === false ? raw.body : parse(spec.body, raw.body, "/body");
        if (issues.length > 0)
            throw new errors/* ApiRequestError */.UQ(operationId, issues);
        const url = new URL(this.base);
        url.pathname = url.pathname.replace(/\/+$/, "") + (0,endpoints/* buildPath */.UL)(spec.path, params);
        for (const [name, value] of Object.entries(query ?? {})) {
            if (value !== undefined && value !== null)
                url.searchParams.set(name, String(value));
        }
        const headers = {
            "x-api-key": this.options.apiKey,
            "user-agent": this.userAgent,
            accept: "application/json, application/problem+json",
        };
        const hasBody = spec.body !== undefined;
        if (hasBody)
            headers["content-type"] = "application/json";
        return {
            url,
            method: spec.method,
            headers,
            // Endpoint 17 is a GET with a JSON body; undici sends it as given.
            body: hasBody ? JSON.stringify(body) : undefined,
        };
    }
    async attempt(prepared, timeoutMs, signal) {
        const timeout = AbortSignal.timeout(timeoutMs);
        const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
        try {
            const response = await this.exchange(prepared, combined);
            const retryAfter = response.headers["retry-after"];
            return {
                kind: "response",
                status: response.statusCode,
                body: response.body,
                retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter?.toString(),
            };
        }
        catch (error) {
            if (signal?.aborted)
                return { kind: "aborted", error };
            if (timeout.aborted)
                return { kind: "timeout", error };
            const code = error.code;
            if (code === "UND_ERR_CONNECT_TIMEOUT")
                return { kind: "connect-timeout", error };
            if (typeof code === "string" && CONNECT_ERROR_CODES.has(code))
                return { kind: "connect", error };
            return { kind: "network", error };
        }
    }
    async exchange(prepared, signal) {
        if (this.options.exchange) {
            const { pathname, search } = prepared.url;
            return this.options.exchange({
                method: prepared.method,
                url: pathname + search,
                headers: prepared.headers,
                body: prepared.body,
            });
        }
        const { request, dispatcher } = await this.network();
        const response = await request(prepared.url, {
            method: prepared.method,
            headers: prepared.headers,
            body: prepared.body ?? null,
            dispatcher,
            signal,
        });
        return { statusCode: response.statusCode, headers: response.headers, body: await response.body.text() };
    }
    decode(operationId, schema, status, body) {
        let json;
        try {
            json = JSON.parse(body);
        }
        catch (error) {
            const message = `not JSON (${(0,error_message/* errorMessage */.g)(error)})`;
            throw new errors/* ApiResponseError */.uZ(operationId, status, [{ pointer: "", message }], body);
        }
        if (this.options.validateBodies === false)
            return json;
        const result = schema.safeParse(json);
        if (!result.success)
            throw new errors/* ApiResponseError */.uZ(operationId, status, (0,errors/* issuesOf */.wf)(result.error), body);
        return result.data;
    }
}
function problemOf(body) {
    try {
        const parsed = resources/* Problem */.AF.safeParse(JSON.parse(body));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/client/client.ts



/** A client for the seed's 20 endpoints and the extension endpoints. */
function createClient(options) {
    return createClientFor({ ...endpoints/* endpoints */.vZ, ...extensions/* extensionEndpoints */.Ql }, options);
}
/** A client for any endpoint table (e.g. a server's own extension table). */
function createClientFor(table, options) {
    const transport = new Transport(options);
    const client = {
        call: (operationId, request, call) => {
            const spec = table[operationId];
            if (!spec)
                return Promise.reject(new Error(`unknown operation '${operationId}'`));
            return transport.send(operationId, spec, request ?? {}, call);
        },
        close: () => transport.close(),
    };
    for (const [operationId, spec] of Object.entries(table)) {
        client[operationId] = (...args) => {
            const [request, call] = toRequest(spec, args);
            return transport.send(operationId, spec, request, call);
        };
    }
    return client;
}
/** Undoes the argument shapes of MethodArgs. */
function toRequest(spec, args) {
    if (spec.params || spec.query)
        return [(args[0] ?? {}), args[1]];
    if (spec.body)
        return [{ body: args[0] }, args[1]];
    return [{}, args[0]];
}


/***/ })

};
