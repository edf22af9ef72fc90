export const id = 3114;
export const ids = [3114];
export const modules = {

/***/ 90858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ named),
/* harmony export */   Nk: () => (/* binding */ apiSchemas),
/* harmony export */   Ps: () => (/* binding */ Email),
/* harmony export */   Vl: () => (/* binding */ GitHash),
/* harmony export */   c9: () => (/* binding */ DateTime),
/* harmony export */   q7: () => (/* binding */ OpenObject),
/* harmony export */   sU: () => (/* binding */ Uuid),
/* harmony export */   zn: () => (/* binding */ Uri)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29396);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64377);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);
/* harmony import */ var _schema_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4218);
/* harmony import */ var _source_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9279);




/**
 * What every resource of the interface (resources.ts, workspace-resources.ts) shares: the
 * registry and the interface's formats. Each schema and its inferred type share one name; where the
 * interface is silent on a field being required, the field is optional unless the resource cannot be
 * identified without it (noted).
 *
 * Every named resource is registered in `apiSchemas` so the OpenAPI document can
 * refer to it as `#/components/schemas/<Name>`.
 */
const apiSchemas = zod__WEBPACK_IMPORTED_MODULE_3__/* .registry */ .u5();
function named(id, schema, description) {
    apiSchemas.add(schema, description === undefined ? { id } : { id, description });
    return schema;
}
// Formats of the interface. `uuid` is any 8-4-4-4-12 hex string (what PostgreSQL's
// uuid type accepts), not only RFC 9562 variants, so ids minted elsewhere pass.
const Uuid = zod__WEBPACK_IMPORTED_MODULE_4__/* .guid */ .OsD();
const DateTime = zod__WEBPACK_IMPORTED_MODULE_5__/* .datetime */ .w$({ offset: true });
const Uri = zod__WEBPACK_IMPORTED_MODULE_4__/* .url */ .OZ5().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.url);
const Email = zod__WEBPACK_IMPORTED_MODULE_4__/* .email */ .Rpp().max(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.name);
/** A gitHash is exactly 40 characters (a full SHA-1 commit id). */
const GitHash = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().length(40);
/** Objects whose inner shape the interface does not show. */
const OpenObject = zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J());
named("SchemaNode", _schema_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaNode */ .gO, "A schema tree node; `type` uses the Gable/Recap type names.");
named("SourceType", _source_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceType */ .Y);


/***/ }),

/***/ 83114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rc: () => (/* reexport */ Action),
  De: () => (/* reexport */ ActionCreate),
  Hh: () => (/* binding */ AssetInput),
  vp: () => (/* binding */ CheckComplianceResult),
  h_: () => (/* binding */ ComplianceViolation),
  uA: () => (/* binding */ Component),
  S6: () => (/* reexport */ ConfigurationRecord),
  NZ: () => (/* binding */ Contract),
  pp: () => (/* binding */ ContractConsumer),
  rS: () => (/* binding */ ContractCreate),
  oT: () => (/* binding */ ContractSpec),
  lE: () => (/* binding */ ContractStatus),
  Pp: () => (/* binding */ DataAssetImpact),
  _K: () => (/* binding */ DataAssetResourceName),
  c9: () => (/* reexport */ resource_base/* DateTime */.c9),
  Ps: () => (/* reexport */ resource_base/* Email */.Ps),
  fL: () => (/* binding */ EnforcementLevel),
  Vl: () => (/* reexport */ resource_base/* GitHash */.Vl),
  sv: () => (/* binding */ ListedDataAsset),
  Eg: () => (/* reexport */ Notification),
  J8: () => (/* binding */ ObjectStorageAsset),
  q7: () => (/* reexport */ resource_base/* OpenObject */.q7),
  AF: () => (/* binding */ Problem),
  Av: () => (/* reexport */ SsoSettings),
  uH: () => (/* reexport */ TelemetryDataPoint),
  zn: () => (/* reexport */ resource_base/* Uri */.zn),
  sU: () => (/* reexport */ resource_base/* Uuid */.sU),
  V7: () => (/* reexport */ WebhookEndpoint),
  Nk: () => (/* reexport */ resource_base/* apiSchemas */.Nk)
});

// UNUSED EXPORTS: CodeAnchor, ComplianceStatus, ContractDeprecation, ContractViolation, ContractWaiver, Destination, EndpointRecord, LineageNeighbour, PathRecord, TelemetryType, Trigger, ViolationType, named

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/api/limits.ts
var limits = __webpack_require__(50470);
// EXTERNAL MODULE: ./src/api/resource-base.ts
var resource_base = __webpack_require__(90858);
// EXTERNAL MODULE: ./src/api/schema-node.ts
var schema_node = __webpack_require__(4218);
// EXTERNAL MODULE: ./src/api/source-types.ts
var source_types = __webpack_require__(9279);
;// CONCATENATED MODULE: ./src/api/workspace-resources.ts
// The workspace's settings and signals as zod schemas (docs/service-interface.md "Resources"):
// actions and their triggers and destinations, SSO, webhooks, notifications, configurations,
// telemetry. Registered in `apiSchemas` like the rest (resources.ts re-exports them).



/**
 * docs/service-interface.md "Action": a trigger is one of several variants; only `source` is known.
 * Loose objects so fields of variants the interface does not show are kept, not dropped.
 */
const Trigger = (0,resource_base/* named */.KT)("Trigger", schemas/* looseObject */._H3({
    triggerType: limits/* NameText */.J6,
    triggerValues: schemas/* array */.YOg(limits/* ResourceNameText */.lM).max(limits/* LIMITS */.b1.listItems).optional(),
}));
/** docs/service-interface.md "Action": only the chat variant is known (`chatChannelIds`). */
const Destination = (0,resource_base/* named */.KT)("Destination", schemas/* looseObject */._H3({
    destinationType: limits/* NameText */.J6,
    chatChannelIds: schemas/* array */.YOg(limits/* IdText */.nK).max(limits/* LIMITS */.b1.listItems).optional(),
}));
/** docs/service-interface.md "Action", and the body of endpoint 12 (all fields required there). */
const Action = (0,resource_base/* named */.KT)("Action", schemas/* object */.Ikc({
    actionId: limits/* IdText */.nK,
    name: limits/* NameText */.J6,
    triggers: schemas/* array */.YOg(Trigger).min(1).max(limits/* LIMITS */.b1.listItems),
    destinations: schemas/* array */.YOg(Destination).max(limits/* LIMITS */.b1.listItems),
    isActive: schemas/* boolean */.zMY(),
}));
/** Body of endpoint 13: at least one trigger and one destination. */
const ActionCreate = (0,resource_base/* named */.KT)("ActionCreate", schemas/* object */.Ikc({
    name: limits/* NameText */.J6,
    triggers: schemas/* array */.YOg(Trigger).min(1).max(limits/* LIMITS */.b1.listItems),
    destinations: schemas/* array */.YOg(Destination).min(1).max(limits/* LIMITS */.b1.listItems),
}));
/** docs/service-interface.md "SSO settings"; all three required on endpoint 14. */
const SsoSettings = (0,resource_base/* named */.KT)("SsoSettings", schemas/* object */.Ikc({
    type: schemas/* enum */.k5n(["SAML"]),
    identityProvider: limits/* NameText */.J6,
    metadataDocumentEndpointUrl: limits/* UrlText */.p8,
}));
/** docs/service-interface.md "Webhook endpoint": url, name, secret, headers. */
const WebhookEndpoint = (0,resource_base/* named */.KT)("WebhookEndpoint", schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    url: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    secret: schemas/* string */.YjP(),
    headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
}));
/** docs/service-interface.md "Notification". Decision: id and status required; status is any string (only PENDING is given). */
const Notification = (0,resource_base/* named */.KT)("Notification", schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    changeLogEventId: schemas/* string */.YjP().optional(),
    actionId: schemas/* string */.YjP().optional(),
    actionDetails: resource_base/* OpenObject */.q7.optional(),
    status: schemas/* string */.YjP(),
    createdAt: resource_base/* DateTime */.c9.optional(),
    updatedAt: resource_base/* DateTime */.c9.optional(),
    retryCount: schemas/* int */.Whr().min(0).optional(),
    actionName: schemas/* string */.YjP().optional(),
    userName: schemas/* string */.YjP().optional(),
}));
/** docs/service-interface.md "Configuration record". Decision: all but project_root required (a stored record always has them). */
const ConfigurationRecord = (0,resource_base/* named */.KT)("ConfigurationRecord", schemas/* object */.Ikc({
    config_type: limits/* SelectorText */.BX,
    language: limits/* SelectorText */.BX,
    repo: limits/* LocationText */.F,
    project_root: limits/* LocationText */.F.optional(),
    version: limits/* SelectorText */.BX,
    config_value: resource_base/* OpenObject */.q7,
    created_at: resource_base/* DateTime */.c9,
}));
const TelemetryType = (0,resource_base/* named */.KT)("TelemetryType", schemas/* enum */.k5n(["SCA_PRIME", "SERVICE_CLIENT"]));
/** docs/service-interface.md "Telemetry data point", and the body of endpoint 16 (data and type required, id optional). */
const TelemetryDataPoint = (0,resource_base/* named */.KT)("TelemetryDataPoint", schemas/* object */.Ikc({
    id: resource_base/* Uuid */.sU.optional(),
    data: resource_base/* OpenObject */.q7,
    type: TelemetryType,
}));

;// CONCATENATED MODULE: ./src/api/resources.ts





/**
 * The resources of the interface (docs/service-interface.md "Resources") as zod schemas; each
 * schema and its inferred type share one name. The shared formats and the registry are in
 * resource-base.ts, the workspace's settings (actions, SSO, webhooks, notifications,
 * configurations, telemetry) in workspace-resources.ts; both are re-exported here.
 */


const ContractStatus = (0,resource_base/* named */.KT)("ContractStatus", schemas/* enum */.k5n(["ACTIVE", "DEPRECATED", "DRAFT", "ARCHIVED"]));
const EnforcementLevel = (0,resource_base/* named */.KT)("EnforcementLevel", schemas/* enum */.k5n(["RECORD", "NOTIFY", "ALERT", "BLOCK", "INACTIVE"]));
/** The kinds this project emits (docs/service-interface.md "Compliance violation"). Responses accept any string (other servers may have more). */
const ViolationType = schemas/* enum */.k5n([
    "MISSING_REQUIRED_PROPERTY",
    "MISSING_OPTIONAL_PROPERTY",
    "INCOMPATIBLE_TYPE",
    "REQUIRED_PROPERTY_NOW_OPTIONAL",
    "ENUM_VALUE_REMOVED",
    "CONSTRAINT_VIOLATION",
    "PII_FIELD_ADDED",
]);
/**
 * Extension (docs/service-interface.md "Contract spec"): a team or system that reads the contract's
 * data, named in the contract file, so a broken asset's consumers are known. Shown as text, never
 * as a mention.
 */
const ContractConsumer = (0,resource_base/* named */.KT)("ContractConsumer", schemas/* object */.Ikc({
    name: limits/* NameText */.J6.min(1),
    team: limits/* NameText */.J6.optional(),
    contact: limits/* NameText */.J6.optional(),
}));
/**
 * Extension (docs/service-interface.md "Contract spec"): the whole contract (its object) deprecated,
 * as the contract file says it (`since`, `sunset`, `replacement`), so the service can tell of its
 * sunset (docs/service-interface.md "Sunset event").
 */
const ContractDeprecation = (0,resource_base/* named */.KT)("ContractDeprecation", schemas/* object */.Ikc({
    since: schemas/* string */.YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    sunset: schemas/* string */.YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    replacement: limits/* NameText */.J6.optional(),
}));
/** docs/service-interface.md "Contract spec": the interface does not say which fields are required, so none is. */
const ContractSpec = (0,resource_base/* named */.KT)("ContractSpec", schemas/* object */.Ikc({
    id: resource_base/* Uuid */.sU.optional(),
    dataAssetResourceName: limits/* ResourceNameText */.lM.optional(),
    dataAssetResourceNameList: schemas/* array */.YOg(limits/* ResourceNameText */.lM).max(limits/* LIMITS */.b1.listItems).optional(),
    doc: limits/* DocText */.IK.optional(),
    name: limits/* NameText */.J6.optional(),
    namespace: limits/* NameText */.J6.optional(),
    owner: resource_base/* Email */.Ps.optional(),
    restrictPii: schemas/* boolean */.zMY().optional(),
    schema: schema_node/* SchemaFields */.VF.optional(),
    consumers: schemas/* array */.YOg(ContractConsumer).max(limits/* LIMITS */.b1.listItems).optional(),
    deprecated: ContractDeprecation.optional(),
}));
/** A violation event attached to a contract (docs/service-interface.md "Violation event"). */
const ContractViolation = (0,resource_base/* named */.KT)("ContractViolation", schemas/* object */.Ikc({
    id: resource_base/* Uuid */.sU.optional(),
    eventTitle: schemas/* string */.YjP().optional(),
    timestamp: resource_base/* DateTime */.c9.optional(),
    userId: resource_base/* Uuid */.sU.optional(),
    contractId: resource_base/* Uuid */.sU.optional(),
    contractVersion: schemas/* string */.YjP().optional(),
    contractFieldName: schemas/* string */.YjP().optional(),
    contractName: schemas/* string */.YjP().optional(),
    contractDomain: schemas/* string */.YjP().optional(),
    dataAssetFieldProfileId: resource_base/* Uuid */.sU.optional(),
    entityType: schemas/* string */.YjP().optional(),
    eventType: schemas/* string */.YjP().optional(),
    violationType: schemas/* string */.YjP().optional(),
    dataAssetResourceName: schemas/* string */.YjP().optional(),
    expectedValue: schemas/* string */.YjP().optional(),
    actualValue: schemas/* string */.YjP().optional(),
    prLink: schemas/* string */.YjP().optional(),
}));
/** docs/service-interface.md "Compliance violation". Decision: field, message and violationType are required (a violation means nothing without them). */
const ComplianceViolation = (0,resource_base/* named */.KT)("ComplianceViolation", schemas/* object */.Ikc({
    message: schemas/* string */.YjP(),
    field: schemas/* string */.YjP(),
    fieldType: schemas/* string */.YjP().optional(),
    violationType: schemas/* string */.YjP(),
    expected: schemas/* string */.YjP().optional(),
    actual: schemas/* string */.YjP().optional(),
}));
/**
 * Extension (docs/service-interface.md "Contract waiver"): an entry of the repository's waiver ledger
 * that names one of the contract's findings, published with the contract so the service shows
 * which violations are accepted, why, by whom and until when.
 */
const ContractWaiver = (0,resource_base/* named */.KT)("ContractWaiver", schemas/* object */.Ikc({
    fingerprint: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{12,64}$/)
        .optional(),
    rule: limits/* IdText */.nK.optional(),
    asset: limits/* ResourceNameText */.lM.optional(),
    field: limits/* NameText */.J6.optional(),
    reason: limits/* DocText */.IK.min(1),
    approvedBy: schemas/* array */.YOg(limits/* NameText */.J6.min(1)).min(1).max(limits/* LIMITS */.b1.listItems),
    expires: schemas/* string */.YjP().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** The ledger file and line the entry was read from. */
    file: limits/* LocationText */.F.optional(),
    line: schemas/* int */.Whr().min(1).optional(),
}));
/** Fields shared by the response and creation shapes of a contract (docs/service-interface.md "Contract"). */
const contractCommonFields = {
    id: resource_base/* Uuid */.sU,
    status: ContractStatus,
    contractSpec: ContractSpec,
    parentRowId: resource_base/* Uuid */.sU.optional(),
    version: limits/* IdText */.nK.optional(),
    gitHash: resource_base/* GitHash */.Vl.optional(),
    gitRepo: resource_base/* Uri */.zn.optional(),
    gitUser: limits/* NameText */.J6.optional(),
    filePath: limits/* LocationText */.F.optional(),
    reviewers: schemas/* array */.YOg(limits/* NameText */.J6).max(limits/* LIMITS */.b1.listItems).optional(),
    mergedAt: resource_base/* DateTime */.c9.optional(),
    lastEditorUserId: resource_base/* Uuid */.sU.nullable().optional(),
    lastEditorEmail: limits/* NameText */.J6.nullable().optional(),
    lastEditorFirstName: limits/* NameText */.J6.nullable().optional(),
    lastEditorLastName: limits/* NameText */.J6.nullable().optional(),
    lastEditorGithubHandle: limits/* NameText */.J6.nullable().optional(),
    waivers: schemas/* array */.YOg(ContractWaiver).max(limits/* LIMITS */.b1.listItems).optional(),
};
/** docs/service-interface.md "Contract", response shape. `enforcementLevel` defaults to INACTIVE when a server leaves it out. */
const Contract = (0,resource_base/* named */.KT)("Contract", schemas/* object */.Ikc({
    ...contractCommonFields,
    createdAt: resource_base/* DateTime */.c9,
    updatedAt: resource_base/* DateTime */.c9,
    contractSpecRaw: schemas/* string */.YjP(),
    violations: schemas/* array */.YOg(ContractViolation),
    fileUri: resource_base/* Uri */.zn.optional(),
    enforcementLevel: EnforcementLevel.default("INACTIVE"),
    contractSpecFieldToViolationStatusMapping: resource_base/* OpenObject */.q7.optional(),
}));
/** docs/service-interface.md "Contract", creation shape: id, status and contractSpec required; enforcementLevel nullable. */
const ContractCreate = (0,resource_base/* named */.KT)("ContractCreate", schemas/* object */.Ikc({
    ...contractCommonFields,
    enforcementLevel: EnforcementLevel.nullable().optional(),
}));
/** The structured form of `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"). All three required. */
const DataAssetResourceName = (0,resource_base/* named */.KT)("DataAssetResourceName", schemas/* object */.Ikc({
    source_type: source_types/* SourceType */.Y,
    data_source: schemas/* string */.YjP().max(limits/* LIMITS */.b1.dataSource),
    path: schemas/* string */.YjP().max(limits/* LIMITS */.b1.resourcePath),
}));
/** docs/service-interface.md "Asset". Decision: source_type, name and schema are required (nothing to register or check without them). */
const AssetInput = (0,resource_base/* named */.KT)("AssetInput", schemas/* object */.Ikc({
    source_type: source_types/* SourceType */.Y,
    data_asset_resource_name: DataAssetResourceName,
    schema: schema_node/* SchemaTree */.Mu,
    fieldNameToDataAssetFieldProfileMap: resource_base/* OpenObject */.q7.optional(),
}));
/** The object-storage asset of endpoint 9 (docs/service-interface.md "Asset"). */
const ObjectStorageAsset = (0,resource_base/* named */.KT)("ObjectStorageAsset", schemas/* object */.Ikc({
    schema: schema_node/* SchemaTree */.Mu,
    pattern: schemas/* string */.YjP().max(limits/* LIMITS */.b1.resourcePath),
    bucket: schemas/* string */.YjP().max(limits/* LIMITS */.b1.dataSource),
    fieldNameToDataAssetFieldProfileMap: resource_base/* OpenObject */.q7.optional(),
}));
/** docs/service-interface.md "Listed data asset". */
const ListedDataAsset = (0,resource_base/* named */.KT)("ListedDataAsset", schemas/* object */.Ikc({
    id: resource_base/* Uuid */.sU,
    dataAssetResourceName: schemas/* string */.YjP(),
    domain: schemas/* string */.YjP(),
    path: schemas/* string */.YjP(),
    type: source_types/* SourceType */.Y,
    updatedAt: resource_base/* DateTime */.c9,
    contractId: schemas/* string */.YjP().optional(),
    schemaDigest: schemas/* string */.YjP()
        .optional()
        .describe("Extension: sha-256 (hex) of the canonical JSON (sorted keys, no nulls) of `{ schema, fieldProfiles }` as registered; a client that computes the same over what it would send skips an asset registered as it has it"),
}));
/** docs/service-interface.md "Component": endpoint record (an ingress or egress). Decision: id required. */
const EndpointRecord = (0,resource_base/* named */.KT)("EndpointRecord", schemas/* object */.Ikc({
    id: resource_base/* Uuid */.sU,
    kind: limits/* NameText */.J6.optional(),
    signatureName: limits/* NameText */.J6.optional(),
    schema: schema_node/* SchemaTree */.Mu.optional(),
    /** Extension: the data asset this ingress reads or this egress writes (its resource name). */
    dataAssetResourceName: limits/* ResourceNameText */.lM.optional(),
}));
const PathEnd = schemas/* object */.Ikc({
    id: resource_base/* Uuid */.sU.optional(),
    codeAnchorId: resource_base/* Uuid */.sU.optional(),
    description: limits/* DocText */.IK.optional(),
});
const CodeAnchor = (0,resource_base/* named */.KT)("CodeAnchor", schemas/* object */.Ikc({
    anchorId: limits/* IdText */.nK.optional(),
    name: limits/* NameText */.J6.optional(),
    codeUri: schemas/* object */.Ikc({
        file: limits/* LocationText */.F.optional(),
        lineStart: schemas/* int */.Whr().optional(),
        lineEnd: schemas/* int */.Whr().optional(),
        columnStart: schemas/* int */.Whr().optional(),
        columnEnd: schemas/* int */.Whr().optional(),
    })
        .optional(),
    url: limits/* UrlText */.p8.optional(),
}));
/** docs/service-interface.md "Component": path record. */
const PathRecord = (0,resource_base/* named */.KT)("PathRecord", schemas/* object */.Ikc({
    ingress: PathEnd.optional(),
    egress: PathEnd.optional(),
    codeAnchors: schemas/* array */.YOg(CodeAnchor).max(limits/* LIMITS */.b1.listItems).optional(),
    fieldMappings: schemas/* array */.YOg(schemas/* object */.Ikc({
        ingressField: limits/* NameText */.J6.optional(),
        egressField: limits/* NameText */.J6.optional(),
        notes: limits/* DocText */.IK.optional(),
    }))
        .max(limits/* LIMITS */.b1.schemaNodes)
        .optional(),
    transformationSummary: limits/* DocText */.IK.optional(),
    transformationSummaryDetailed: limits/* DocText */.IK.optional(),
}));
/** docs/service-interface.md "Component". Decision: id required. */
const Component = (0,resource_base/* named */.KT)("Component", schemas/* object */.Ikc({
    id: resource_base/* Uuid */.sU,
    runId: limits/* IdText */.nK.optional(),
    name: limits/* NameText */.J6.optional(),
    ingresses: schemas/* array */.YOg(EndpointRecord).max(limits/* LIMITS */.b1.listItems).optional(),
    egresses: schemas/* array */.YOg(EndpointRecord).max(limits/* LIMITS */.b1.listItems).optional(),
    paths: schemas/* array */.YOg(PathRecord).max(limits/* LIMITS */.b1.listItems).optional(),
    type: limits/* NameText */.J6.optional(),
    metadata: schemas/* object */.Ikc({ extras: resource_base/* OpenObject */.q7.optional() }).optional(),
}));
/** Extension (docs/service-interface.md "Data asset impact"): a lineage component next to an asset. */
const LineageNeighbour = (0,resource_base/* named */.KT)("LineageNeighbour", schemas/* object */.Ikc({ id: resource_base/* Uuid */.sU, name: limits/* NameText */.J6.optional(), type: limits/* NameText */.J6.optional() }));
/**
 * Extension (docs/service-interface.md "Data asset impact"): who depends on one data asset. `readers`
 * are the components with an ingress on it (downstream), `writers` those with an egress to it
 * (upstream), `consumers` what the contracts in force on it name; each list capped at the
 * request's `limit`, the counts say how many there are in all.
 */
const DataAssetImpact = (0,resource_base/* named */.KT)("DataAssetImpact", schemas/* object */.Ikc({
    dataAssetResourceName: limits/* ResourceNameText */.lM,
    readers: schemas/* array */.YOg(LineageNeighbour).max(limits/* LIMITS */.b1.listItems),
    readerCount: schemas/* int */.Whr().min(0),
    writers: schemas/* array */.YOg(LineageNeighbour).max(limits/* LIMITS */.b1.listItems),
    writerCount: schemas/* int */.Whr().min(0),
    consumers: schemas/* array */.YOg(ContractConsumer.extend({ contractId: resource_base/* Uuid */.sU, contractName: limits/* NameText */.J6.optional() }))
        .max(limits/* LIMITS */.b1.listItems),
    consumerCount: schemas/* int */.Whr().min(0),
}));
/** RFC 9457 problem details (docs/service-interface.md "Errors"); extension members are kept. */
const Problem = (0,resource_base/* named */.KT)("Problem", schemas/* looseObject */._H3({
    type: schemas/* string */.YjP(),
    title: schemas/* string */.YjP(),
    status: schemas/* int */.Whr().min(100).max(599),
    detail: schemas/* string */.YjP(),
    instance: schemas/* string */.YjP().optional(),
    errors: schemas/* array */.YOg(schemas/* object */.Ikc({ pointer: schemas/* string */.YjP(), message: schemas/* string */.YjP() })).optional(),
    limit: schemas/* object */.Ikc({ name: schemas/* string */.YjP(), maximum: schemas/* int */.Whr() })
        .optional()
        .describe("Extension, on a 413: the limit the request went past, as named in the document's `x-limits` (requestBodyBytes, assetsPerRequest, contractsPerRequest, namesPerBulkCheck)"),
}));
/** Fields of every endpoint-6 result (the NO_CONTRACT variant, docs/service-interface.md "Endpoint 6 results"). */
const checkResultBase = {
    dataAssetNamespace: schemas/* string */.YjP(),
    dataAssetResourceName: schemas/* string */.YjP(),
    dataAssetPath: schemas/* string */.YjP(),
};
const ComplianceStatus = (0,resource_base/* named */.KT)("ComplianceStatus", schemas/* enum */.k5n(["COMPLIANT", "NON_COMPLIANT", "NO_CHANGE"]));
/** Endpoint 6 result (docs/service-interface.md "Endpoint 6 results"): a union on `responseType`. */
const CheckComplianceResult = (0,resource_base/* named */.KT)("CheckComplianceResult", schemas/* discriminatedUnion */.gMt("responseType", [
    schemas/* object */.Ikc({ ...checkResultBase, responseType: schemas/* literal */.euz("NO_CONTRACT") }),
    schemas/* object */.Ikc({
        ...checkResultBase,
        responseType: schemas/* literal */.euz("DETAILED"),
        contractId: resource_base/* Uuid */.sU,
        contractName: schemas/* string */.YjP().optional(),
        contractVersion: schemas/* string */.YjP().optional(),
        enforcementLevel: EnforcementLevel,
        owner: schemas/* string */.YjP().optional(),
        status: ComplianceStatus,
        violations: schemas/* array */.YOg(ComplianceViolation),
    }),
    schemas/* object */.Ikc({
        ...checkResultBase,
        responseType: schemas/* literal */.euz("COMMENT_MARKDOWN"),
        markdown: schemas/* string */.YjP(),
        enforcementLevel: EnforcementLevel,
        shouldBlock: schemas/* boolean */.zMY(),
        shouldAlert: schemas/* boolean */.zMY(),
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
/** A whole schema tree as a request carries it: bounded in nodes and depth (docs/service.md "Limits"). */
const SchemaTree = SchemaNode.superRefine((node, ctx) => checkSize([node], ctx));
/** A contract's field list: bounded the same way. */
const SchemaFields = zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SchemaNode).superRefine((nodes, ctx) => checkSize(nodes, ctx));


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
/* harmony export */   Y: () => (/* binding */ SourceType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);



const SourceType = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m);


/***/ })

};
