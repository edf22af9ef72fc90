export const id = 6909;
export const ids = [6909,9279,4218];
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
const Uuid = zod__WEBPACK_IMPORTED_MODULE_4__.guid();
const DateTime = zod__WEBPACK_IMPORTED_MODULE_5__.datetime({ offset: true });
const Uri = zod__WEBPACK_IMPORTED_MODULE_4__.url().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.url);
const Email = zod__WEBPACK_IMPORTED_MODULE_4__.email().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.name);
/** A gitHash is exactly 40 characters (a full SHA-1 commit id). */
const GitHash = zod__WEBPACK_IMPORTED_MODULE_4__.string().length(40);
/** Objects whose inner shape the seed does not show (2.16). */
const OpenObject = zod__WEBPACK_IMPORTED_MODULE_4__.record(zod__WEBPACK_IMPORTED_MODULE_4__.string(), zod__WEBPACK_IMPORTED_MODULE_4__.unknown());
named("SchemaNode", _schema_node_js__WEBPACK_IMPORTED_MODULE_1__.SchemaNode, "A schema tree node; `type` uses the Gable/Recap type names.");
named("SourceType", _source_types_js__WEBPACK_IMPORTED_MODULE_2__.SourceType);
const ContractStatus = named("ContractStatus", zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["ACTIVE", "DEPRECATED", "DRAFT", "ARCHIVED"]));
const EnforcementLevel = named("EnforcementLevel", zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["RECORD", "NOTIFY", "ALERT", "BLOCK", "INACTIVE"]));
/** The kinds this project emits (docs/service-interface.md "Compliance violation"). Responses accept any string (other servers may have more). */
const ViolationType = zod__WEBPACK_IMPORTED_MODULE_4__["enum"]([
    "MISSING_REQUIRED_PROPERTY",
    "MISSING_OPTIONAL_PROPERTY",
    "INCOMPATIBLE_TYPE",
    "REQUIRED_PROPERTY_NOW_OPTIONAL",
    "ENUM_VALUE_REMOVED",
    "CONSTRAINT_VIOLATION",
    "PII_FIELD_ADDED",
]);
/** docs/service-interface.md "Contract spec": the interface does not say which fields are required, so none is. */
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
/** A violation event attached to a contract (docs/service-interface.md "Violation event"). */
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
/** docs/service-interface.md "Compliance violation". Decision: field, message and violationType are required (a violation means nothing without them). */
const ComplianceViolation = named("ComplianceViolation", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    message: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    field: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    fieldType: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    violationType: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    expected: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
    actual: zod__WEBPACK_IMPORTED_MODULE_4__.string().optional(),
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
    reviewers: zod__WEBPACK_IMPORTED_MODULE_4__.array(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
    mergedAt: DateTime.optional(),
    lastEditorUserId: Uuid.nullable().optional(),
    lastEditorEmail: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
    lastEditorFirstName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
    lastEditorLastName: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
    lastEditorGithubHandle: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6.nullable().optional(),
};
/** docs/service-interface.md "Contract", response shape. `enforcementLevel` defaults to INACTIVE when a server leaves it out. */
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
/** docs/service-interface.md "Contract", creation shape: id, status and contractSpec required; enforcementLevel nullable. */
const ContractCreate = named("ContractCreate", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    ...contractCommonFields,
    enforcementLevel: EnforcementLevel.nullable().optional(),
}));
/** The structured form of `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"). All three required. */
const DataAssetResourceName = named("DataAssetResourceName", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    source_type: _source_types_js__WEBPACK_IMPORTED_MODULE_2__.SourceType,
    data_source: zod__WEBPACK_IMPORTED_MODULE_4__.string().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.dataSource),
    path: zod__WEBPACK_IMPORTED_MODULE_4__.string().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.resourcePath),
}));
/** docs/service-interface.md "Asset". Decision: source_type, name and schema are required (nothing to register or check without them). */
const AssetInput = named("AssetInput", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    source_type: _source_types_js__WEBPACK_IMPORTED_MODULE_2__.SourceType,
    data_asset_resource_name: DataAssetResourceName,
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaTree */ .Mu,
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
}));
/** The object-storage asset of endpoint 9 (docs/service-interface.md "Asset"). */
const ObjectStorageAsset = named("ObjectStorageAsset", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    schema: _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaTree */ .Mu,
    pattern: zod__WEBPACK_IMPORTED_MODULE_4__.string().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.resourcePath),
    bucket: zod__WEBPACK_IMPORTED_MODULE_4__.string().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.dataSource),
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
}));
/** docs/service-interface.md "Listed data asset". */
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
/** docs/service-interface.md "Component": endpoint record (an ingress or egress). Decision: id required. */
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
/** docs/service-interface.md "Component": path record. */
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
/** docs/service-interface.md "Component". Decision: id required. */
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
 * docs/service-interface.md "Action": a trigger is one of several variants; only `source` is known.
 * Loose objects so fields of variants the seed does not show are kept, not dropped.
 */
const Trigger = named("Trigger", zod__WEBPACK_IMPORTED_MODULE_4__.looseObject({
    triggerType: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    triggerValues: zod__WEBPACK_IMPORTED_MODULE_4__.array(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .ResourceNameText */ .lM).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
}));
/** docs/service-interface.md "Action": only the chat variant is known (`chatChannelIds`). */
const Destination = named("Destination", zod__WEBPACK_IMPORTED_MODULE_4__.looseObject({
    destinationType: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    chatChannelIds: zod__WEBPACK_IMPORTED_MODULE_4__.array(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .IdText */ .nK).max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.listItems).optional(),
}));
/** docs/service-interface.md "Action", and the body of endpoint 12 (all fields required there). */
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
/** docs/service-interface.md "SSO settings"; all three required on endpoint 14. */
const SsoSettings = named("SsoSettings", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    type: zod__WEBPACK_IMPORTED_MODULE_4__["enum"](["SAML"]),
    identityProvider: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .NameText */ .J6,
    metadataDocumentEndpointUrl: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlText */ .p8,
}));
/** docs/service-interface.md "Webhook endpoint": url, name, secret, headers. */
const WebhookEndpoint = named("WebhookEndpoint", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    url: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    name: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    secret: zod__WEBPACK_IMPORTED_MODULE_4__.string(),
    headers: zod__WEBPACK_IMPORTED_MODULE_4__.record(zod__WEBPACK_IMPORTED_MODULE_4__.string(), zod__WEBPACK_IMPORTED_MODULE_4__.string()).optional(),
}));
/** docs/service-interface.md "Notification". Decision: id and status required; status is any string (only PENDING is given). */
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
/** docs/service-interface.md "Configuration record". Decision: all but project_root required (a stored record always has them). */
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
/** docs/service-interface.md "Telemetry data point", and the body of endpoint 16 (data and type required, id optional). */
const TelemetryDataPoint = named("TelemetryDataPoint", zod__WEBPACK_IMPORTED_MODULE_4__.object({
    id: Uuid.optional(),
    data: OpenObject,
    type: TelemetryType,
}));
/** RFC 9457 problem details (docs/service-interface.md "Errors"); extension members are kept. */
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
/** Endpoint 6 result (docs/service-interface.md "Endpoint 6 results"): a union on `responseType`. */
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

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SourceType: () => (/* binding */ SourceType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55156);
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);



const SourceType = zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m);


/***/ })

};
