export const id = 765;
export const ids = [765];
export const modules = {

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

/***/ 57360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ unstorableText)
/* harmony export */ });
/* unused harmony export textProblem */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Why the service cannot store this string, if it cannot. */
function textProblem(text) {
    if (text.includes("\u0000"))
        return "contains U+0000 (NUL), which the service cannot store";
    if (UNPAIRED_SURROGATE.test(text)) {
        return "contains an unpaired UTF-16 surrogate (not valid Unicode), which the service cannot store";
    }
    return undefined;
}
/** The first string or object key in a JSON value that the service cannot store. */
function unstorableText(root) {
    // An explicit stack, and paths built only for the one found: a request may nest deeply.
    const stack = [{ value: root, parent: undefined, key: undefined }];
    for (let visit = stack.pop(); visit; visit = stack.pop()) {
        const { value } = visit;
        if (typeof value === "string") {
            const message = textProblem(value);
            if (message)
                return { path: pathOf(visit), message };
        }
        else if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--)
                stack.push({ value: value[i], parent: visit, key: i });
        }
        else if (typeof value === "object" && value !== null) {
            const entries = Object.entries(value);
            for (let i = entries.length - 1; i >= 0; i--) {
                const [key, child] = entries[i];
                const message = textProblem(key);
                if (message)
                    return { path: [...pathOf(visit), key], message: `its key ${message}` };
                stack.push({ value: child, parent: visit, key });
            }
        }
    }
    return undefined;
}
function pathOf(visit) {
    const path = [];
    for (let v = visit; v?.key !== undefined; v = v.parent)
        path.push(v.key);
    return path.reverse();
}


/***/ }),

/***/ 81122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bi: () => (/* binding */ DEFAULT_CONFIG_PATH),
/* harmony export */   o4: () => (/* binding */ parseConfig),
/* harmony export */   sb: () => (/* binding */ defaultConfig),
/* harmony export */   y7: () => (/* binding */ ConfigRules)
/* harmony export */ });
/* unused harmony exports DEFAULT_CONTRACT_GLOBS, ConfigFile */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(26921);
/* harmony import */ var _api_source_type_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20117);
/* harmony import */ var _api_source_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9279);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59304);
/* harmony import */ var _yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61830);







/** Where the configuration lives in the user's repository. */
const DEFAULT_CONFIG_PATH = ".github/contract-sync.yml";
const DEFAULT_CONTRACT_GLOBS = ["contracts/**/*.{yaml,yml}"];
/** Source types whose files can form one ordered migration set. */
const Glob = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .min(1)
    .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.globLength, `a glob is at most ${_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.globLength} characters`)
    .describe("A glob relative to the repository root (picomatch syntax, dot files included).");
/** One glob or a list of at most `maxItems`. */
const globs = (maxItems) => zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([Glob, zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(Glob).min(1).max(maxItems, `at most ${maxItems} globs`)], {
    error: "expected a glob or a non-empty list of globs",
});
const SourceRuleInput = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    glob: globs(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.globsPerRule).describe("One glob or a list; a file matching any of them matches the rule."),
    type: _api_source_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceType */ .Y.optional().describe("Source type of the matching files; when absent the file ending decides (.avsc avro, .proto protobuf, .sql postgres, ...)."),
    dataSource: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("Data source part of the resource names of these files' assets, e.g. shop-db:5432 or github.com/acme/events."),
    migrations: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY()
        .optional()
        .describe("The matching files are one ordered set of migrations, read together in name order (postgres, mysql, mssql)."),
    views: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY()
        .optional()
        .describe("Postgres: views and materialized views are assets too, their columns and types from the catalog."),
})
    .superRefine((rule, context) => {
    if (rule.views && rule.type && rule.type !== "postgres") {
        context.addIssue({
            code: "custom",
            path: ["views"],
            message: `views: true needs type postgres, not ${rule.type}`,
        });
    }
    if (rule.migrations && (!rule.type || !_api_source_type_names_js__WEBPACK_IMPORTED_MODULE_1__/* .SQL_SOURCE_TYPES */ .L.has(rule.type))) {
        context.addIssue({
            code: "custom",
            path: ["migrations"],
            message: `migrations: true needs type postgres, mysql or mssql${rule.type ? `, not ${rule.type}` : ""}`,
        });
    }
})
    .describe("Which files are schema files, of which source type and data source. The first matching rule wins.");
const TOP_LEVEL = {
    version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1).describe("Version of this file's format: 1."),
    contracts: globs(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.globsPerList).describe('Where contract files live (native or ODCS), default "contracts/**/*.{yaml,yml}".'),
    sources: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J())
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.sourceRules, `at most ${_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.sourceRules} source rules`)
        .describe("Rules mapping schema files to source types and data sources; the first matching rule wins."),
    ignore: globs(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.globsPerList).describe("Files that are neither schema nor contract files (tests, fixtures)."),
    dataSource: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .min(1)
        .describe("Data source of files no rule names one for, e.g. github.com/acme/shop."),
    // Read from the base commit only: a pull request cannot lower its own protection.
    protect: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["contract", "block", "alert", "off"])
        .describe("How a pull request that weakens protection (coverage removed from a contracted asset, a level lowered, a status moved to DRAFT/ARCHIVED, a contract file deleted) is judged, read from the base commit: contract (default) at the contract's level before the change, block or alert at that level, off listed without counting."),
};
/**
 * The whole file as one zod object: what `schemas/contract-sync.config.schema.json`
 * is generated from. parseConfig checks key by key with the same parts (so one
 * bad key does not cost the others).
 */
const ConfigFile = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    version: TOP_LEVEL.version.optional(),
    contracts: TOP_LEVEL.contracts.optional(),
    sources: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(SourceRuleInput)
        .max(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.sourceRules)
        .optional()
        .describe(TOP_LEVEL.sources.description ?? ""),
    ignore: TOP_LEVEL.ignore.optional(),
    dataSource: TOP_LEVEL.dataSource.optional(),
    protect: TOP_LEVEL.protect.optional(),
})
    .describe("contract-sync configuration (.github/contract-sync.yml): where contracts live and how schema files map to data assets.");
function defaultConfig() {
    return {
        file: undefined,
        contracts: [...DEFAULT_CONTRACT_GLOBS],
        sources: [],
        ignore: [],
        dataSource: undefined,
        protect: "contract",
    };
}
const asList = (globs) => (typeof globs === "string" ? [globs] : globs);
/**
 * Reads the configuration file. Never throws: each bad key becomes a diagnostic
 * naming the key and its line, and everything valid is kept (a bad source rule
 * is dropped, a bad top-level key falls back to its default). Callers decide
 * whether errors stop the run (the action does).
 */
function parseConfig(text, file = DEFAULT_CONFIG_PATH) {
    const config = { ...defaultConfig(), file };
    const tooBig = (0,_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .sizeProblem */ .bi)(text, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.configBytes, file, "the config file");
    if (tooBig)
        return { config, diagnostics: [tooBig] };
    const { documents, diagnostics } = (0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYaml */ .hN)(text, file);
    const source = documents[0];
    if (documents.length > 1) {
        diagnostics.push({
            file,
            line: documents[1]?.line,
            severity: "error",
            message: "only one YAML document allowed",
        });
    }
    if (!source)
        return { config, diagnostics };
    const expanded = (0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .documentValue */ .H5)(source);
    if (!expanded.ok)
        return { config, diagnostics: [...diagnostics, expanded.diagnostic] };
    const value = expanded.value;
    if (value === null || value === undefined)
        return { config, diagnostics }; // empty file: defaults
    if (typeof value !== "object" || Array.isArray(value)) {
        diagnostics.push({
            file,
            line: source.line,
            severity: "error",
            message: "(top level): expected a mapping of keys",
        });
        return { config, diagnostics };
    }
    const entries = value;
    for (const [key, raw] of Object.entries(entries)) {
        if (!(key in TOP_LEVEL)) {
            const known = Object.keys(TOP_LEVEL).join(", ");
            diagnostics.push({
                file,
                line: (0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .lineOf */ .cA)(source, [key]),
                severity: "error",
                message: `${key}: unknown key (known: ${known})`,
            });
            continue;
        }
        const result = TOP_LEVEL[key].safeParse(raw);
        if (!result.success) {
            diagnostics.push(...(0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .zodDiagnostics */ .qV)(result.error, source, [key]));
            continue;
        }
        if (key === "contracts")
            config.contracts = asList(result.data);
        if (key === "ignore")
            config.ignore = asList(result.data);
        if (key === "dataSource")
            config.dataSource = result.data;
        if (key === "protect")
            config.protect = result.data;
        if (key === "sources")
            config.sources = parseSourceRules(result.data, source, diagnostics);
    }
    return { config, diagnostics };
}
function parseSourceRules(rules, source, diagnostics) {
    const out = [];
    rules.forEach((raw, index) => {
        const result = SourceRuleInput.safeParse(raw);
        if (!result.success) {
            diagnostics.push(...(0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .zodDiagnostics */ .qV)(result.error, source, ["sources", index]));
            return;
        }
        const globs = asList(result.data.glob);
        for (const [i, glob] of globs.entries()) {
            const problem = globProblem(glob);
            if (problem) {
                const path = typeof result.data.glob === "string" ? ["sources", index, "glob"] : ["sources", index, "glob", i];
                diagnostics.push({
                    file: source.file,
                    line: (0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .lineOf */ .cA)(source, path),
                    severity: "error",
                    message: `${path.join(".")}: ${problem}`,
                });
            }
        }
        out.push({
            globs,
            type: result.data.type,
            dataSource: result.data.dataSource,
            migrations: result.data.migrations ?? false,
            ...(result.data.views ? { views: true } : {}),
            line: (0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .lineOf */ .cA)(source, ["sources", index]),
        });
    });
    return out;
}
/** Globs are matched against repository-relative POSIX paths; absolute ones and `..` never match. */
function globProblem(glob) {
    if (glob.startsWith("/"))
        return `"${glob}" is absolute; globs are relative to the repository root`;
    if (glob.split("/").includes(".."))
        return `"${glob}" leaves the repository ("..")`;
    return undefined;
}
/** The configuration's rules as questions about paths. Globs are compiled once. */
class ConfigRules {
    config;
    isContract;
    ignored;
    rules;
    constructor(config) {
        this.config = config;
        const options = { dot: true };
        this.isContract = picomatch__WEBPACK_IMPORTED_MODULE_6___default()(config.contracts, options);
        this.ignored = config.ignore.length > 0 ? picomatch__WEBPACK_IMPORTED_MODULE_6___default()(config.ignore, options) : () => false;
        this.rules = config.sources.map((rule) => ({ rule, matches: picomatch__WEBPACK_IMPORTED_MODULE_6___default()(rule.globs, options) }));
    }
    isIgnored(path) {
        return this.ignored(path);
    }
    isContractFile(path) {
        return !this.ignored(path) && this.isContract(path);
    }
    /** The first source rule matching the path (not ignored), if any. */
    sourceMatch(path) {
        if (this.ignored(path))
            return undefined;
        for (const { rule, matches } of this.rules) {
            if (!matches(path))
                continue;
            return { rule, readPath: rule.migrations ? migrationFolder(rule, path) : path };
        }
        return undefined;
    }
    /** The source type a rule names for the path; undefined: the caller falls back to the file ending. */
    sourceTypeFor(path) {
        return this.sourceMatch(path)?.rule.type;
    }
    /** Whether views are assets for the path (its rule's `views: true`). */
    viewsFor(path) {
        return this.sourceMatch(path)?.rule.views === true;
    }
    /** The data source for the path: its rule's, else the config's default, else undefined. */
    dataSourceFor(path) {
        return this.sourceMatch(path)?.rule.dataSource ?? this.config.dataSource;
    }
}
/** The static start of the rule's glob that contains the path, else the file's folder. */
function migrationFolder(rule, path) {
    for (const glob of rule.globs) {
        if (!picomatch__WEBPACK_IMPORTED_MODULE_6___default().isMatch(path, glob, { dot: true }))
            continue;
        const base = picomatch__WEBPACK_IMPORTED_MODULE_6___default().scan(glob).base;
        if (base !== "" && (path === base || path.startsWith(`${base}/`)))
            return base;
    }
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path);
}


/***/ }),

/***/ 89750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z9: () => (/* binding */ loadConfig)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59304);
/* harmony import */ var _yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61830);




/** Reads the config file from a version of the repository (a commit, or the working tree). */
async function loadConfig(files, path = _config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG_PATH */ .Bi) {
    const { text, problem } = await (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .readWithinLimit */ .Vk)(files, path, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.configBytes, "the config file");
    if (problem) {
        const config = { ...(0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)(), file: path };
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [problem], found: true };
    }
    if (text === undefined) {
        const config = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)();
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [], found: false };
    }
    const { config, diagnostics } = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConfig */ .o4)(text, path);
    return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics, found: true };
}


/***/ }),

/***/ 59304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vk: () => (/* binding */ readWithinLimit),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   bi: () => (/* binding */ sizeProblem)
/* harmony export */ });
/* unused harmony export bytesProblem */
/**
 * Limits on the YAML files a pull request can change (issue 11: a 10 MB config
 * of 400k globs exhausted the heap; an alias bomb aborted the check). Each is
 * documented in the README ("Limits of config and contract files"). A file over
 * a limit is one diagnostic naming it; the rest of the check goes on.
 */
const LIMITS = {
    /** Bytes of `.github/contract-sync.yml`; checked before the YAML is parsed. */
    configBytes: 1024 * 1024,
    /** Bytes of one contract file (which may hold several contracts). */
    contractFileBytes: 4 * 1024 * 1024,
    /** YAML documents (contracts) in one contract file. */
    contractsPerFile: 1000,
    /** Aliases one YAML document may expand (yaml's maxAliasCount; defeats "billion laughs"). */
    yamlAliases: 100,
    /** Globs in `contracts` or in `ignore`. */
    globsPerList: 1000,
    /** Source rules in `sources`. */
    sourceRules: 1000,
    /** Globs of one source rule. */
    globsPerRule: 100,
    /** Characters of one glob (picomatch compiles each into a regular expression). */
    globLength: 1024,
    /** Fields of one contract, counted at every depth. */
    fieldsPerContract: 10_000,
    /** Nesting depth of a contract's fields (struct in struct ...): keeps recursive checks shallow. */
    fieldDepth: 64,
};
const MiB = 1024 * 1024;
function describeBytes(bytes) {
    return bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}
/**
 * A diagnostic when `text` is over `limit` bytes, else undefined. Counts UTF-8
 * bytes without encoding the text (string length is a lower bound, x3 an upper).
 */
function sizeProblem(text, limit, file, what) {
    if (text.length * 3 <= limit)
        return undefined;
    const bytes = text.length > limit ? text.length : Buffer.byteLength(text, "utf8");
    return bytesProblem(bytes, limit, file, what);
}
/** A diagnostic when a file of `bytes` is over `limit`, else undefined. */
function bytesProblem(bytes, limit, file, what) {
    if (bytes <= limit)
        return undefined;
    return {
        file,
        severity: "error",
        message: `${what} is ${describeBytes(bytes)}, over the limit of ${describeBytes(limit)}; not read`,
    };
}
/**
 * Reads a file whose size is limited, asking its size first where the source knows
 * it without reading (a file on disk): a 50 MB file is refused unread. Sources that
 * do not (a Git revision's blobs) are measured after reading, by the parsers.
 */
async function readWithinLimit(files, path, limit, what) {
    const bytes = await files.size?.(path);
    const problem = bytes === undefined ? undefined : bytesProblem(bytes, limit, path, what);
    if (problem)
        return { text: undefined, problem };
    return { text: await files.readText(path) };
}


/***/ }),

/***/ 61830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ keyPath),
/* harmony export */   H5: () => (/* binding */ documentValue),
/* harmony export */   aO: () => (/* binding */ scalarSource),
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   qV: () => (/* binding */ zodDiagnostics)
/* harmony export */ });
/* unused harmony export formatDiagnostic */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86587);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59304);



function parseYaml(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const diagnostics = [];
    const parsed = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    // parseAllDocuments returns an EmptyStream (no documents) for an empty file.
    const docs = Array.isArray(parsed) ? parsed : [];
    const documents = [];
    for (const doc of docs) {
        const problems = [...doc.errors];
        for (const error of problems) {
            const pos = lineCounter.linePos(error.pos[0]);
            diagnostics.push({
                file,
                line: pos.line,
                column: pos.col,
                severity: "error",
                message: `YAML: ${error.message.split("\n")[0] ?? error.message}`,
            });
        }
        if (problems.length === 0) {
            documents.push({
                file,
                doc,
                lineCounter,
                text,
                // the first key, not the `---` before it
                line: lineCounter.linePos(doc.contents?.range?.[0] ?? doc.range[0]).line,
            });
        }
    }
    return { documents, diagnostics };
}
/**
 * The document as plain JS, or a diagnostic naming the file when it cannot be
 * expanded within the alias budget (a "billion laughs" bomb makes yaml throw).
 */
function documentValue(source) {
    try {
        return { ok: true, value: source.doc.toJS({ maxAliasCount: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.yamlAliases }) };
    }
    catch (error) {
        const reason = (0,_error_message_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error);
        return {
            ok: false,
            diagnostic: {
                file: source.file,
                line: source.line,
                severity: "error",
                message: /alias/i.test(reason)
                    ? `YAML: not read, its aliases expand beyond the limit of ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.yamlAliases} (${reason})`
                    : `YAML: not read (${reason})`,
            },
        };
    }
}
/** `sources[1].type` for the path ["sources", 1, "type"]. */
function keyPath(path) {
    let out = "";
    for (const part of path) {
        if (typeof part === "number")
            out += `[${part}]`;
        else
            out += out === "" ? String(part) : `.${String(part)}`;
    }
    return out === "" ? "(top level)" : out;
}
/**
 * Line of the value at `path`; for a key of a map, the key's own line. When the
 * path does not exist (a missing key) the line of its nearest existing parent.
 */
function lineOf(source, path) {
    let node = source.doc.contents;
    let line = nodeLine(source, node);
    for (const part of path) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key) && String(item.key.value) === String(part));
            if (!pair)
                break;
            line = nodeLine(source, pair.key) ?? line;
            node = pair.value;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof part === "number") {
            const item = node.items[part];
            if (item === undefined)
                break;
            line = nodeLine(source, item) ?? line;
            node = item;
        }
        else {
            break;
        }
    }
    return line ?? source.line;
}
function nodeLine(source, node) {
    const range = node?.range;
    return range ? source.lineCounter.linePos(range[0]).line : undefined;
}
/** The source text of the scalar at `path` (e.g. `1.10`, which YAML would read as the number 1.1). */
function scalarSource(source, path) {
    const node = source.doc.getIn(path, true);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || !node.range)
        return undefined;
    return source.text.slice(node.range[0], node.range[1]).trim();
}
/** Zod issues as diagnostics that name the key and its line. */
function zodDiagnostics(error, source, prefix = []) {
    const diagnostics = [];
    for (const issue of error.issues) {
        const path = [...prefix, ...issue.path];
        if (issue.code === "unrecognized_keys") {
            for (const key of issue.keys) {
                diagnostics.push({
                    file: source.file,
                    line: lineOf(source, [...path, key]),
                    severity: "error",
                    message: `${keyPath([...path, key])}: unknown key`,
                });
            }
            continue;
        }
        diagnostics.push({
            file: source.file,
            line: lineOf(source, path),
            severity: "error",
            message: `${keyPath(path)}: ${issue.message}`,
        });
    }
    return diagnostics;
}
/** `file:line: error: message`, the form compilers and GitHub annotations use. */
function formatDiagnostic(diagnostic) {
    const place = diagnostic.line === undefined ? diagnostic.file : `${diagnostic.file}:${diagnostic.line}`;
    return `${place}: ${diagnostic.severity}: ${diagnostic.message}`;
}


/***/ }),

/***/ 60316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ locateField),
/* harmony export */   T2: () => (/* binding */ withExistingLines),
/* harmony export */   fi: () => (/* binding */ locateViolations)
/* harmony export */ });
/**
 * The file and line a dotted field path points at: the deepest node of the path
 * the asset has (a missing field points at its parent, a missing top-level
 * field at the statement that dropped it, else at the asset's declaration). List elements and map values have no
 * line of their own and take their field's.
 */
function locateField(asset, path) {
    let place = { file: asset.file, line: asset.line };
    const top = path.split(".")[0] ?? "";
    const drop = asset.dropped && Object.hasOwn(asset.dropped, top) ? asset.dropped[top] : undefined;
    if (drop && !asset.schema.fields?.some((field) => field.name === top))
        return { ...drop };
    let node = asset.schema;
    for (const name of path ? path.split(".") : []) {
        const next = node?.fields?.find((field) => field.name === name);
        if (!next)
            break;
        if (next.line !== undefined)
            place = { file: next.file ?? place.file, line: next.line };
        node = next.type === "union" ? (next.fields?.find((variant) => variant.type !== "null") ?? next) : next;
    }
    return place;
}
function locateViolations(asset, violations) {
    return violations.map((violation) => ({ ...violation, ...locateField(asset, violation.field) }));
}
/**
 * Every reported line must exist: a (file, line) pair whose file is not in the
 * head commit, or whose line is past its end, or a line with no file at all,
 * loses its line and keeps its file. A wrong line is worse than none.
 * Returns a new report; the one given is left as it is.
 */
async function withExistingLines(report, files) {
    const counts = new Map();
    const lineCount = (file) => {
        let count = counts.get(file);
        if (!count) {
            count = files.readText(file).then((text) => text === undefined || text === ""
                ? 0
                : text.replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/).length, () => 0);
            counts.set(file, count);
        }
        return count;
    };
    const kept = async (file, line) => line === undefined ||
        (file !== undefined && Number.isInteger(line) && line >= 1 && line <= (await lineCount(file)))
        ? line
        : undefined;
    const each = (items, f) => Promise.all(items.map(f));
    return {
        ...report,
        checks: await each(report.checks, async (check) => ({
            ...check,
            violations: await each(check.violations, async (v) => ({
                ...v,
                line: await kept(v.file ?? check.file, v.line),
            })),
        })),
        uncontracted: await each(report.uncontracted, async (asset) => ({
            ...asset,
            changes: await each(asset.changes, async (c) => ({
                ...c,
                line: await kept(c.file ?? asset.file, c.line),
            })),
        })),
        unreadable: await each(report.unreadable, async (file) => ({
            ...file,
            diagnostics: await each(file.diagnostics, async (d) => ({ ...d, line: await kept(file.file, d.line) })),
        })),
    };
}


/***/ }),

/***/ 4630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ removedAssetInput),
/* harmony export */   i: () => (/* binding */ toAssetInput)
/* harmony export */ });
/* harmony import */ var _schema_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52442);

/** A read asset as endpoints 6 and 7 take it (the tree without source lines). */
function toAssetInput(asset, schema = (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_0__/* .toWireNode */ .z)(asset.schema)) {
    return {
        source_type: asset.sourceType,
        data_asset_resource_name: {
            source_type: asset.sourceType,
            data_source: asset.dataSource,
            path: asset.path,
        },
        schema,
    };
}
/**
 * An asset that the head no longer has (file deleted, table dropped, message
 * removed) is checked as an empty struct: its contract then reports every
 * required field as missing, which is what its readers will see.
 */
function removedAssetInput(asset) {
    return toAssetInput(asset, { type: "struct", name: asset.schema.name, fields: [] });
}


/***/ }),

/***/ 5776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oY: () => (/* binding */ SourceMap),
  Wu: () => (/* binding */ classifyChanges),
  et: () => (/* binding */ readAssetVersions),
  Af: () => (/* binding */ readRepositoryAssets)
});

// UNUSED EXPORTS: readRepository

// EXTERNAL MODULE: ./src/schema/index.ts + 20 modules
var schema = __webpack_require__(98015);
// EXTERNAL MODULE: ./src/api/resources.ts
var resources = __webpack_require__(36909);
// EXTERNAL MODULE: ./src/api/storable.ts
var storable = __webpack_require__(57360);
// EXTERNAL MODULE: ./src/outcome/locate.ts
var locate = __webpack_require__(60316);
// EXTERNAL MODULE: ./src/sync/assets.ts
var sync_assets = __webpack_require__(4630);
;// CONCATENATED MODULE: ./src/sync/storable-assets.ts




/**
 * The assets the service can store, and a diagnostic at the file and line of each
 * other one: a schema file of a pull request may name a field with U+0000 or with
 * 300 characters, which the service refuses (400). Sent as it is, the whole check
 * would fail; left out with a diagnostic, it is that file's finding (an unreadable
 * file: fail closed when a contract held its assets) and the rest is checked.
 */
function storableAssets(assets) {
    const kept = [];
    const diagnostics = [];
    for (const asset of assets) {
        const input = (0,sync_assets/* toAssetInput */.i)(asset);
        const refusal = refusalOf(input);
        if (!refusal) {
            kept.push(asset);
            continue;
        }
        const field = fieldPath(input.schema, refusal.path);
        const place = (0,locate/* locateField */.Dz)(asset, field?.located ?? "");
        diagnostics.push({
            file: place.file,
            line: place.line,
            severity: "error",
            message: `${asset.resourceName} ${field ? `field ${field.shown}` : refusal.path.map(String).join(".")}: ${refusal.message}; the service cannot store it`,
        });
    }
    return { assets: kept, diagnostics };
}
function refusalOf(input) {
    const text = (0,storable/* unstorableText */.l)(input);
    if (text)
        return text;
    const parsed = resources/* AssetInput */.Hh.safeParse(input);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    return issue ? { path: issue.path, message: issue.message } : undefined;
}
/** The dotted field path a `schema/fields/3/fields/0/...` path points into, if any: to locate, and to show. */
function fieldPath(schema, path) {
    if (path[0] !== "schema")
        return undefined;
    const names = [];
    const shown = [];
    let node = schema;
    for (let i = 1; i + 1 < path.length && path[i] === "fields"; i += 2) {
        node = node?.fields?.[Number(path[i + 1])];
        if (!node)
            break;
        const name = node.name ?? "";
        names.push(name);
        // A name may be the very problem (300 characters): shown short.
        shown.push(name.length > 64 ? `${name.slice(0, 64)}... (${name.length} characters)` : name);
    }
    return names.length > 0 ? { located: names.join("."), shown: shown.join(".") } : undefined;
}

;// CONCATENATED MODULE: ./src/sync/changes.ts


/** How paths map to source types and data sources: the config's rules, else file endings. */
class SourceMap {
    rules;
    fallbackDataSource;
    withoutConfig;
    /**
     * @param withoutConfig where migration folders are when the repository has no config file
     *   (`sharedFolderRule` over its files); with one, only `migrations: true` rules make them.
     */
    constructor(rules, fallbackDataSource = (0,schema/* defaultDataSource */.PO)(), withoutConfig = () => undefined) {
        this.rules = rules;
        this.fallbackDataSource = fallbackDataSource;
        this.withoutConfig = withoutConfig;
    }
    /** The read target a changed path belongs to, or undefined when no reader reads it. Keeps no state. */
    targetOf(path) {
        if (this.rules.isIgnored(path) || this.rules.isContractFile(path))
            return undefined;
        const match = this.rules.sourceMatch(path);
        const sourceType = match?.rule.type ?? (0,schema/* detectSourceType */.fq)(path);
        if (!sourceType)
            return undefined;
        const withConfig = this.rules.config.file !== undefined;
        // The one migration-folder rule (src/schema planReads): the config's, else the shared-folder one.
        const folder = withConfig
            ? match?.rule.migrations
                ? match.readPath
                : undefined
            : this.withoutConfig(path, sourceType);
        return {
            path: folder ?? path,
            sourceType,
            dataSource: this.dataSourceOf(path),
            views: this.rules.viewsFor(path),
            ruleFolder: folder !== undefined && folder !== path && withConfig,
        };
    }
    /**
     * How the readers name and read `targets` (made by `targetOf`): their data sources, views and
     * migration folders' files; a path that is no target's, by its own rule.
     */
    readOptions(targets) {
        const byPath = new Map();
        for (const target of targets)
            if (target)
                byPath.set(target.path, target);
        return {
            dataSourceOf: (path) => byPath.get(path)?.dataSource ?? this.dataSourceOf(path),
            viewsOf: (path) => byPath.get(path)?.views === true || this.rules.viewsFor(path),
            membersOf: (path) => byPath.get(path)?.ruleFolder ? (file) => this.rules.sourceMatch(file)?.readPath === path : undefined,
        };
    }
    /** The data source of a file by its rule, else the fallback. */
    dataSourceOf(path) {
        return this.rules.dataSourceFor(path) ?? this.fallbackDataSource;
    }
}
/** Sorts changed files; a rename is read at its old path at the base and its new path at the head. */
function classifyChanges(changed, rules, sources) {
    const contractFiles = [];
    const schemaFiles = [];
    const baseTargets = [];
    const headTargets = [];
    for (const file of changed) {
        const basePath = file.previousPath ?? file.path;
        if (rules.isContractFile(file.path) || (file.previousPath && rules.isContractFile(file.previousPath))) {
            contractFiles.push(file);
            continue;
        }
        const headTarget = sources.targetOf(file.path);
        const baseTarget = sources.targetOf(basePath);
        if (!headTarget && !baseTarget)
            continue;
        schemaFiles.push(file);
        // A migration folder is read whole at both ends, whichever of its files changed:
        // an added migration changes tables that the base already had.
        const folder = (t, own) => t !== undefined && t.path !== own;
        if (file.status !== "deleted" || folder(headTarget, file.path))
            headTargets.push(headTarget);
        if (file.status !== "added" || folder(baseTarget, basePath))
            baseTargets.push(baseTarget);
    }
    return {
        contractFiles,
        schemaFiles,
        baseTargets: (0,schema/* uniqueTargets */.yA)(baseTargets),
        headTargets: (0,schema/* uniqueTargets */.yA)(headTargets),
    };
}
/** Reads the changed schema files at both ends of the range, each through its revision's files. */
async function readAssetVersions(git, base, head, changes, sources) {
    const baseFiles = git.filesAt(base);
    const headFiles = git.filesAt(head);
    // One `git cat-file --batch` per revision instead of one process per changed file.
    const changedPaths = changes.schemaFiles.flatMap((f) => f.previousPath ? [f.previousPath, f.path] : [f.path]);
    await Promise.all([baseFiles.prefetch?.(changedPaths), headFiles.prefetch?.(changedPaths)]);
    // Together: a migration folder the pull request only adds migrations to is replayed once.
    const { base: baseRead, head: headRead } = await (0,schema/* readAssetVersionPairs */.U2)({
        targets: changes.baseTargets,
        options: { files: baseFiles, ...sources.readOptions(changes.baseTargets) },
    }, {
        targets: changes.headTargets,
        options: { files: headFiles, ...sources.readOptions(changes.headTargets) },
    });
    const storableBase = storableAssets(baseRead.assets);
    const storableHead = storableAssets(headRead.assets);
    return {
        base: storableBase.assets,
        head: storableHead.assets,
        headDiagnostics: [...headRead.diagnostics, ...storableHead.diagnostics],
        baseDiagnostics: [...baseRead.diagnostics, ...storableBase.diagnostics],
    };
}
/**
 * Every asset of one version of the repository (all files a reader reads), for what a diff
 * does not name; with `onlyTargets`, the assets of those read targets only.
 */
async function readRepositoryAssets(files, sources, onlyTargets) {
    return (await readRepository(files, sources, (target) => !onlyTargets || onlyTargets.has(target.path)))
        .assets;
}
/** The assets and diagnostics of the read targets of one version of the repository that `accept` keeps. */
async function readRepository(files, sources, accept = () => true) {
    const targets = (0,schema/* uniqueTargets */.yA)((await files.listAll()).map((path) => {
        const target = sources.targetOf(path);
        return target && accept(target) ? target : undefined;
    }));
    const read = await (0,schema/* readAssets */.wd)(targets, { files, ...sources.readOptions(targets) });
    // Whole-repository reads (init, the embedded service's base assets) leave out what cannot be stored.
    const storable = storableAssets(read.assets);
    return { assets: storable.assets, diagnostics: [...read.diagnostics, ...storable.diagnostics] };
}


/***/ }),

/***/ 52083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = { info: () => { }, warn: () => { } };


/***/ })

};
