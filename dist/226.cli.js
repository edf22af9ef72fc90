export const id = 226;
export const ids = [226,279,218];
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

/***/ 97988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ sourceTypeOfResourceName),
/* harmony export */   f: () => (/* binding */ formatResourceName)
/* harmony export */ });
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);

/** `{source_type}://{data_source}:{path}` (DESIGN.md "Resource name"): the one place it is written. */
function formatResourceName(name) {
    return `${name.source_type}://${name.data_source}:${name.path}`;
}
/**
 * The source type a resource name starts with, if it is a known one. Only the
 * source type is parsed: a data source may itself hold `:` (`host:5432`), so
 * the split between data source and path is not recoverable from the text.
 */
function sourceTypeOfResourceName(name) {
    const end = name.indexOf("://");
    if (end < 0)
        return undefined;
    const type = name.slice(0, end);
    return _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m.includes(type) ? type : undefined;
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


/***/ }),

/***/ 20117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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


/***/ }),

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SourceType: () => (/* binding */ SourceType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55156);
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20117);



const SourceType = zod__WEBPACK_IMPORTED_MODULE_0__["enum"](_source_type_names_js__WEBPACK_IMPORTED_MODULE_1__/* .SOURCE_TYPES */ .m);


/***/ }),

/***/ 32700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/standardwebhooks/dist/index.js
var dist = __webpack_require__(15487);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: ./src/service/webhook-target.ts
var webhook_target = __webpack_require__(53218);
;// CONCATENATED MODULE: ./src/service/delivery.ts



/**
 * The outbox delivery worker. Rows are claimed with FOR UPDATE SKIP LOCKED and
 * a lease in one statement, so any number of workers in any number of processes
 * on one PostgreSQL never send one message twice; a worker that dies leaves its
 * rows to be claimed again when the lease ends. Each message is signed per
 * Standard Webhooks and retried with exponential backoff; a notification
 * follows its messages: PENDING until all are done, then SENT or FAILED, with
 * retryCount counting the retries.
 */
function createDeliveryWorker(store, options = {}) {
    const maxAttempts = options.maxAttempts ?? 5;
    const backoffBase = options.backoffBaseMs ?? 1_000;
    const backoffMax = options.backoffMaxMs ?? 300_000;
    const leaseMs = options.leaseMs ?? 60_000;
    const timeoutMs = options.timeoutMs ?? 10_000;
    const pollMs = options.pollMs ?? 1_000;
    const batchSize = options.batchSize ?? 10;
    const allowPrivate = options.allowPrivate ?? false;
    const agent = new undici/* Agent */.g6({ connect: (0,webhook_target/* guardedConnector */.sE)(allowPrivate, options.lookup) });
    let stopped = false;
    let timer;
    let running;
    let again = false;
    async function claim() {
        return store.query(`WITH due AS (
         SELECT id FROM outbox
         WHERE status = 'PENDING' AND next_attempt_at <= now()
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at LIMIT $1
         FOR UPDATE SKIP LOCKED)
       UPDATE outbox o SET attempts = o.attempts + 1, locked_until = now() + $2 * interval '1 millisecond',
         updated_at = now()
       FROM due, webhooks w
       WHERE o.id = due.id AND w.id = o.webhook_id
       RETURNING o.id, o.message_id, o.event_type, o.payload, o.attempts, o.notification_id,
         w.url, w.secret, w.headers`, [batchSize, leaseMs]);
    }
    async function send(row) {
        try {
            const body = JSON.stringify(row.payload);
            const timestamp = new Date();
            let signature;
            try {
                signature = new dist/* Webhook */.KD(row.secret).sign(row.message_id, timestamp, body);
            }
            catch (error) {
                options.onAttempt?.("unsigned");
                return `message could not be signed: ${error instanceof Error ? error.message : String(error)}`;
            }
            const response = await (0,undici/* request */.Em)(row.url, {
                method: "POST",
                dispatcher: agent,
                headers: {
                    ...row.headers,
                    "content-type": "application/json",
                    "user-agent": "contract-sync-webhooks",
                    "webhook-id": row.message_id,
                    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
                    "webhook-signature": signature,
                },
                body,
                headersTimeout: timeoutMs,
                bodyTimeout: timeoutMs,
            });
            await response.body.dump();
            return response.statusCode >= 200 && response.statusCode < 300
                ? undefined
                : `receiver answered ${response.statusCode}`;
        }
        catch (error) {
            return error instanceof Error ? error.message : String(error);
        }
    }
    async function settle(row, error) {
        await store.transaction(async (tx) => {
            if (row.notification_id) {
                // Lock the notification first so two workers settling its messages see each other's result.
                await tx.query("SELECT id FROM notifications WHERE id = $1 FOR UPDATE", [row.notification_id]);
            }
            if (error === undefined) {
                await tx.query("UPDATE outbox SET status = 'SENT', locked_until = NULL, last_error = NULL, updated_at = now() WHERE id = $1", [row.id]);
            }
            else {
                const final = row.attempts >= maxAttempts;
                const delay = Math.min(backoffMax, backoffBase * 2 ** (row.attempts - 1));
                await tx.query(`UPDATE outbox SET status = $2, locked_until = NULL, last_error = $3, updated_at = now(),
             next_attempt_at = now() + $4 * interval '1 millisecond' WHERE id = $1`, [row.id, final ? "FAILED" : "PENDING", error.slice(0, 1000), delay]);
            }
            if (row.notification_id) {
                await tx.query(`UPDATE notifications n SET updated_at = now(),
             retry_count = s.retries,
             status = CASE WHEN s.pending > 0 THEN 'PENDING' WHEN s.failed > 0 THEN 'FAILED' ELSE 'SENT' END
           FROM (SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending,
                        count(*) FILTER (WHERE status = 'FAILED') AS failed,
                        greatest(coalesce(max(attempts), 0) - 1, 0) AS retries
                 FROM outbox WHERE notification_id = $1) s
           WHERE n.id = $1`, [row.notification_id]);
            }
        });
    }
    async function runOnce() {
        const rows = await claim();
        await Promise.all(rows.map(async (row) => {
            const error = await send(row);
            if (error === undefined)
                options.onAttempt?.("sent");
            else if (!error.startsWith("message could not be signed"))
                options.onAttempt?.("failed");
            await settle(row, error);
        }));
        return rows.length;
    }
    function schedule(delay) {
        if (stopped)
            return;
        clearTimeout(timer);
        timer = setTimeout(loop, delay);
        timer.unref();
    }
    function loop() {
        if (stopped)
            return;
        if (running) {
            again = true;
            return;
        }
        running = runOnce()
            .catch((error) => {
            options.onError?.(error);
            return 0;
        })
            .finally(() => {
            running = undefined;
        });
        void running.then((n) => {
            const more = again || n === batchSize;
            again = false;
            schedule(more ? 0 : pollMs);
        });
    }
    if (options.autoStart ?? true)
        schedule(0);
    return {
        runOnce,
        wake: () => {
            if (options.autoStart ?? true)
                schedule(0);
        },
        async stop() {
            stopped = true;
            clearTimeout(timer);
            await running;
            await agent.close();
        },
    };
}

// EXTERNAL MODULE: ./src/service/index.ts + 18 modules
var src_service = __webpack_require__(58525);
// EXTERNAL MODULE: ./src/service/keys.ts
var keys = __webpack_require__(10055);
// EXTERNAL MODULE: ./src/server/app.ts + 5 modules
var server_app = __webpack_require__(31923);
// EXTERNAL MODULE: ./node_modules/prom-client/index.js
var prom_client = __webpack_require__(95222);
;// CONCATENATED MODULE: ./src/server/metrics.ts

/**
 * The server's Prometheus metrics, in a registry of its own (several servers
 * may run in one process: tests, the embedded service). Served as text at
 * `/metrics`. No label carries tenant data: operations, statuses and outcomes only.
 */
class ServerMetrics {
    registry = new prom_client.Registry();
    requests = new prom_client.Counter({
        name: "contract_sync_http_requests_total",
        help: "HTTP requests answered, by operation id, method and status code",
        labelNames: ["operation", "method", "status"],
        registers: [this.registry],
    });
    requestSeconds = new prom_client.Histogram({
        name: "contract_sync_http_request_duration_seconds",
        help: "Time from receiving a request to the end of its answer, by operation id",
        labelNames: ["operation"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [this.registry],
    });
    storeSeconds = new prom_client.Histogram({
        name: "contract_sync_store_query_duration_seconds",
        help: "Time of store statements and transactions, by kind (query, exec, transaction)",
        labelNames: ["kind"],
        buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
        registers: [this.registry],
    });
    deliveryAttempts = new prom_client.Counter({
        name: "contract_sync_webhook_delivery_attempts_total",
        help: "Webhook deliveries attempted",
        registers: [this.registry],
    });
    deliveryFailures = new prom_client.Counter({
        name: "contract_sync_webhook_delivery_failures_total",
        help: "Webhook deliveries that failed (the receiver refused, timed out or could not be reached)",
        registers: [this.registry],
    });
    signingFailures = new prom_client.Counter({
        name: "contract_sync_webhook_signing_failures_total",
        help: "Webhook messages that could not be signed (an unusable endpoint secret)",
        registers: [this.registry],
    });
    constructor(store) {
        new prom_client.Gauge({
            name: "contract_sync_outbox_depth",
            help: "Webhook messages waiting in the outbox (PENDING)",
            registers: [this.registry],
            async collect() {
                const rows = await store.query("SELECT count(*)::int AS n FROM outbox WHERE status = 'PENDING'");
                this.set(Number(rows[0]?.n ?? 0));
            },
        });
        (0,prom_client.collectDefaultMetrics)({ register: this.registry, prefix: "contract_sync_" });
    }
    /** The store with every statement and transaction timed. */
    instrument(store) {
        const timed = (kind, work) => {
            const end = this.storeSeconds.startTimer({ kind });
            return work().finally(() => end());
        };
        const wrap = (q) => ({
            query: (sql, params) => timed("query", () => q.query(sql, params)),
            exec: (sql) => timed("exec", () => q.exec(sql)),
        });
        return {
            kind: store.kind,
            ...wrap(store),
            transaction: (fn) => timed("transaction", () => store.transaction((tx) => fn(wrap(tx)))),
            ping: () => store.ping(),
            close: () => store.close(),
        };
    }
}

;// CONCATENATED MODULE: ./src/server/start.ts





/** Starts the reference server in this process (the CLI's `serve`, the action's embedded mode, tests). */
async function startServer(options) {
    const allowPrivate = options.allowPrivateWebhooks ?? false;
    let worker;
    const metrics = new ServerMetrics(options.store);
    const store = metrics.instrument(options.store);
    const service = (0,src_service/* createService */.s)(store, {
        allowPrivateWebhooks: allowPrivate,
        onQueued: () => worker?.wake(),
    });
    const app = (0,server_app/* buildApp */.e)({
        ...options,
        store,
        service,
        metrics,
        keys: new keys/* KeyResolver */.Gx(store, options.apiKeys ?? [], options.keyCacheMs),
    });
    await app.listen({ host: options.host ?? "127.0.0.1", port: options.port ?? 8080 });
    if (options.delivery !== false) {
        worker = createDeliveryWorker(store, {
            allowPrivate,
            onError: (error) => app.log.error({ err: error }, "webhook delivery failed"),
            onAttempt: (outcome) => {
                metrics.deliveryAttempts.inc();
                if (outcome === "failed")
                    metrics.deliveryFailures.inc();
                if (outcome === "unsigned") {
                    metrics.deliveryFailures.inc();
                    metrics.signingFailures.inc();
                }
            },
            ...options.delivery,
        });
    }
    const address = app.server.address();
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    let closing;
    return {
        url: `http://${host}:${address.port}`,
        app,
        service,
        worker,
        close() {
            closing ??= (async () => {
                await app.close();
                await worker?.stop();
            })();
            return closing;
        },
    };
}

// EXTERNAL MODULE: ./src/store/open.ts + 4 modules
var store_open = __webpack_require__(52168);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/commands/serve.ts




const USAGE = "usage: contract-sync serve [--host 127.0.0.1] [--port 8080] [--data-dir DIR] [--database-url postgres://...] [--allow-private-webhooks] [--log-level info] [--rate-limit REQUESTS_PER_SECOND_PER_WORKSPACE]\n" +
    "environment (a flag wins over its variable): HOST, PORT, CONTRACT_SYNC_DATA_DIR, DATABASE_URL, LOG_LEVEL, CONTRACT_SYNC_RATE_LIMIT, CONTRACT_SYNC_ALLOW_PRIVATE_WEBHOOKS, CONTRACT_SYNC_API_KEY";
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
/** A setting from its flag, else its environment variable, else the default; with where it came from. */
function setting(flag, flagName, env, variable, fallback) {
    if (flag !== undefined)
        return { value: flag, source: `--${flagName}` };
    const fromEnv = env[variable];
    if (fromEnv !== undefined && fromEnv !== "")
        return { value: fromEnv, source: variable };
    return { value: fallback, source: `--${flagName}` };
}
function parse(args) {
    try {
        return (0,external_node_util_.parseArgs)({
            args,
            options: {
                host: { type: "string" },
                port: { type: "string" },
                "data-dir": { type: "string" },
                "database-url": { type: "string" },
                "allow-private-webhooks": { type: "boolean" },
                "log-level": { type: "string" },
                "rate-limit": { type: "string" },
            },
            strict: true,
            allowPositionals: false,
        }).values;
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    }
}
/**
 * Runs the reference server until SIGINT/SIGTERM, then shuts down gracefully:
 * in-flight requests and deliveries finish, the store is closed. JSON log
 * lines go to stdout; the one human line ("listening on URL") to stderr.
 */
const run = async (args, io) => {
    const values = parse(args);
    const env = io.env;
    const host = setting(values.host, "host", env, "HOST", "127.0.0.1");
    const portSetting = setting(values.port, "port", env, "PORT", "8080");
    const port = /^\d+$/.test(portSetting.value) ? Number(portSetting.value) : Number.NaN;
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new cli_io/* UsageError */.eb(`${portSetting.source} must be an integer 0-65535, got '${portSetting.value}'\n${USAGE}`);
    }
    const rateSetting = setting(values["rate-limit"], "rate-limit", env, "CONTRACT_SYNC_RATE_LIMIT", "0");
    const rate = Number(rateSetting.value);
    if (!Number.isFinite(rate) || rate < 0) {
        throw new cli_io/* UsageError */.eb(`${rateSetting.source} must be a number >= 0, got '${rateSetting.value}'\n${USAGE}`);
    }
    const logLevel = setting(values["log-level"], "log-level", env, "LOG_LEVEL", "info");
    if (!LOG_LEVELS.includes(logLevel.value)) {
        throw new cli_io/* UsageError */.eb(`${logLevel.source} must be one of ${LOG_LEVELS.join(", ")}, got '${logLevel.value}'\n${USAGE}`);
    }
    const allowPrivate = values["allow-private-webhooks"] ??
        ["1", "true", "yes"].includes((env.CONTRACT_SYNC_ALLOW_PRIVATE_WEBHOOKS ?? "").toLowerCase());
    const databaseUrl = values["database-url"] ?? (env.DATABASE_URL || undefined);
    const dataDir = setting(values["data-dir"], "data-dir", env, "CONTRACT_SYNC_DATA_DIR", "./.contract-sync").value;
    const store = await (0,store_open/* openStore */.C)(databaseUrl ? { databaseUrl } : { dataDir });
    const envKey = io.env.CONTRACT_SYNC_API_KEY;
    let server;
    try {
        server = await startServer({
            store,
            host: host.value,
            port,
            apiKeys: envKey ? [envKey] : [],
            allowPrivateWebhooks: allowPrivate,
            logLevel: logLevel.value,
            rateLimit: rate > 0 ? { requestsPerSecond: rate } : undefined,
        });
    }
    catch (error) {
        await store.close();
        throw error;
    }
    const where = databaseUrl ? "PostgreSQL" : `PGlite in ${dataDir}`;
    io.stderr(`contract-sync serve: listening on ${server.url} (store: ${where})\n`);
    if (!envKey) {
        io.stderr("contract-sync serve: CONTRACT_SYNC_API_KEY is not set; only keys from `keys create` are accepted\n");
    }
    await new Promise((resolve) => {
        const stop = () => {
            process.off("SIGINT", stop);
            process.off("SIGTERM", stop);
            resolve();
        };
        process.on("SIGINT", stop);
        process.on("SIGTERM", stop);
    });
    io.stderr("contract-sync serve: shutting down\n");
    await server.close();
    await store.close();
    return 0;
};


/***/ }),

/***/ 9058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ inertCell),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   UJ: () => (/* binding */ inertText)
/* harmony export */ });
/**
 * Text from a pull request (names, SQL errors, enum labels, paths) made inert for
 * GitHub markdown, in markdown and in HTML blocks (`<summary>`) alike.
 *
 * Markdown and HTML punctuation becomes numeric character references: CommonMark
 * never reads a reference as syntax, so no link, image, emphasis, HTML or table
 * pipe can form, and a backslash cannot un-escape the next character. GitHub finds
 * mentions, issue references and bare URLs in the rendered text (after references
 * are decoded), so those get a word joiner (U+2060, invisible) that breaks them:
 * after `@` and `#`, inside `http://`, `https://` and `ftp://` (the schemes
 * GitHub links; `postgres://` resource names stay as they are) and after `www`. Line breaks become spaces:
 * a new line could start a heading, a list or a new table row.
 */
const WORD_JOINER = "\u2060";
/**
 * Inline markdown and HTML punctuation (`$` is GitHub's math); the text never starts a
 * line, so `#`, `-`, `+` and `=` build nothing. Parentheses stay: with the brackets
 * encoded no link can form. An intraword `_` opens no emphasis and stays readable.
 */
const MARKUP = /[\\`*~[\]!<>&|$]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
function inertText(text) {
    return text
        .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, " ")
        .replace(/@/g, `@${WORD_JOINER}`)
        .replace(/#(?=\w)/g, `#${WORD_JOINER}`)
        .replace(/\b(https?|ftp):\/\//gi, `$1:${WORD_JOINER}//`)
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${WORD_JOINER}.`)
        .replace(MARKUP, (c) => `&#${c.charCodeAt(0)};`);
}
/** Text for a GFM table cell: inert, on one line (a pipe cannot split the row); a dash when empty. */
function inertCell(text) {
    if (text === undefined || text === "")
        return "—";
    return inertText(text);
}
/**
 * A link destination we build (repository file links, a contract's fileUri): only
 * http(s), and the characters that could end the destination, split a table row or
 * break out of an attribute are percent-encoded. Anything else is no link.
 */
function safeUrl(url) {
    if (!url || !/^https?:\/\//i.test(url))
        return undefined;
    return url.replace(/[\s()<>"'`|\\[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}


/***/ })

};
