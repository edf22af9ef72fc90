import { z } from "zod";
import { DocText, IdText, LIMITS, LocationText, NameText, ResourceNameText, UrlText } from "./limits.js";
import { DateTime, Email, GitHash, named, OpenObject, Uri, Uuid } from "./resource-base.js";
import { SchemaFields, SchemaTree } from "./schema-node.js";
import { SourceType } from "./source-types.js";

/**
 * The resources of the interface (docs/service-interface.md "Resources") as zod schemas; each
 * schema and its inferred type share one name. The shared formats and the registry are in
 * resource-base.ts, the workspace's settings (actions, SSO, webhooks, notifications,
 * configurations, telemetry) in workspace-resources.ts; both are re-exported here.
 */
export * from "./resource-base.js";
export * from "./workspace-resources.js";

export const ContractStatus = named("ContractStatus", z.enum(["ACTIVE", "DEPRECATED", "DRAFT", "ARCHIVED"]));
export type ContractStatus = z.infer<typeof ContractStatus>;

export const EnforcementLevel = named(
  "EnforcementLevel",
  z.enum(["RECORD", "NOTIFY", "ALERT", "BLOCK", "INACTIVE"]),
);
export type EnforcementLevel = z.infer<typeof EnforcementLevel>;

/** The kinds this project emits (docs/service-interface.md "Compliance violation"). Responses accept any string (other servers may have more). */
export const ViolationType = z.enum([
  "MISSING_REQUIRED_PROPERTY",
  "MISSING_OPTIONAL_PROPERTY",
  "INCOMPATIBLE_TYPE",
  "REQUIRED_PROPERTY_NOW_OPTIONAL",
  "ENUM_VALUE_REMOVED",
  "CONSTRAINT_VIOLATION",
  "PII_FIELD_ADDED",
]);
export type ViolationType = z.infer<typeof ViolationType>;

/**
 * Extension (docs/service-interface.md "Contract spec"): a team or system that reads the contract's
 * data, named in the contract file, so a broken asset's consumers are known. Shown as text, never
 * as a mention.
 */
export const ContractConsumer = named(
  "ContractConsumer",
  z.object({
    name: NameText.min(1),
    team: NameText.optional(),
    contact: NameText.optional(),
  }),
);
export type ContractConsumer = z.infer<typeof ContractConsumer>;

/**
 * Extension (docs/service-interface.md "Contract spec"): the whole contract (its object) deprecated,
 * as the contract file says it (`since`, `sunset`, `replacement`), so the service can tell of its
 * sunset (docs/service-interface.md "Sunset event").
 */
export const ContractDeprecation = named(
  "ContractDeprecation",
  z.object({
    since: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    sunset: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    replacement: NameText.optional(),
  }),
);
export type ContractDeprecation = z.infer<typeof ContractDeprecation>;

/** docs/service-interface.md "Contract spec": the interface does not say which fields are required, so none is. */
export const ContractSpec = named(
  "ContractSpec",
  z.object({
    id: Uuid.optional(),
    dataAssetResourceName: ResourceNameText.optional(),
    dataAssetResourceNameList: z.array(ResourceNameText).max(LIMITS.listItems).optional(),
    doc: DocText.optional(),
    name: NameText.optional(),
    namespace: NameText.optional(),
    owner: Email.optional(),
    restrictPii: z.boolean().optional(),
    schema: SchemaFields.optional(),
    consumers: z.array(ContractConsumer).max(LIMITS.listItems).optional(),
    deprecated: ContractDeprecation.optional(),
  }),
);
export type ContractSpec = z.infer<typeof ContractSpec>;

/** A violation event attached to a contract (docs/service-interface.md "Violation event"). */
export const ContractViolation = named(
  "ContractViolation",
  z.object({
    id: Uuid.optional(),
    eventTitle: z.string().optional(),
    timestamp: DateTime.optional(),
    userId: Uuid.optional(),
    contractId: Uuid.optional(),
    contractVersion: z.string().optional(),
    contractFieldName: z.string().optional(),
    contractName: z.string().optional(),
    contractDomain: z.string().optional(),
    dataAssetFieldProfileId: Uuid.optional(),
    entityType: z.string().optional(),
    eventType: z.string().optional(),
    violationType: z.string().optional(),
    dataAssetResourceName: z.string().optional(),
    expectedValue: z.string().optional(),
    actualValue: z.string().optional(),
    prLink: z.string().optional(),
  }),
);
export type ContractViolation = z.infer<typeof ContractViolation>;

/** docs/service-interface.md "Compliance violation". Decision: field, message and violationType are required (a violation means nothing without them). */
export const ComplianceViolation = named(
  "ComplianceViolation",
  z.object({
    message: z.string(),
    field: z.string(),
    fieldType: z.string().optional(),
    violationType: z.string(),
    expected: z.string().optional(),
    actual: z.string().optional(),
  }),
);
export type ComplianceViolation = z.infer<typeof ComplianceViolation>;

/**
 * Extension (docs/service-interface.md "Contract waiver"): an entry of the repository's waiver ledger
 * that names one of the contract's findings, published with the contract so the service shows
 * which violations are accepted, why, by whom and until when.
 */
export const ContractWaiver = named(
  "ContractWaiver",
  z.object({
    fingerprint: z
      .string()
      .regex(/^[0-9a-f]{12,64}$/)
      .optional(),
    rule: IdText.optional(),
    asset: ResourceNameText.optional(),
    field: NameText.optional(),
    reason: DocText.min(1),
    approvedBy: z.array(NameText.min(1)).min(1).max(LIMITS.listItems),
    expires: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** The ledger file and line the entry was read from. */
    file: LocationText.optional(),
    line: z.int().min(1).optional(),
  }),
);
export type ContractWaiver = z.infer<typeof ContractWaiver>;

/** Fields shared by the response and creation shapes of a contract (docs/service-interface.md "Contract"). */
const contractCommonFields = {
  id: Uuid,
  status: ContractStatus,
  contractSpec: ContractSpec,
  parentRowId: Uuid.optional(),
  version: IdText.optional(),
  gitHash: GitHash.optional(),
  gitRepo: Uri.optional(),
  gitUser: NameText.optional(),
  filePath: LocationText.optional(),
  reviewers: z.array(NameText).max(LIMITS.listItems).optional(),
  mergedAt: DateTime.optional(),
  lastEditorUserId: Uuid.nullable().optional(),
  lastEditorEmail: NameText.nullable().optional(),
  lastEditorFirstName: NameText.nullable().optional(),
  lastEditorLastName: NameText.nullable().optional(),
  lastEditorGithubHandle: NameText.nullable().optional(),
  waivers: z.array(ContractWaiver).max(LIMITS.listItems).optional(),
};

/** docs/service-interface.md "Contract", response shape. `enforcementLevel` defaults to INACTIVE when a server leaves it out. */
export const Contract = named(
  "Contract",
  z.object({
    ...contractCommonFields,
    createdAt: DateTime,
    updatedAt: DateTime,
    contractSpecRaw: z.string(),
    violations: z.array(ContractViolation),
    fileUri: Uri.optional(),
    enforcementLevel: EnforcementLevel.default("INACTIVE"),
    contractSpecFieldToViolationStatusMapping: OpenObject.optional(),
  }),
);
export type Contract = z.infer<typeof Contract>;

/** docs/service-interface.md "Contract", creation shape: id, status and contractSpec required; enforcementLevel nullable. */
export const ContractCreate = named(
  "ContractCreate",
  z.object({
    ...contractCommonFields,
    enforcementLevel: EnforcementLevel.nullable().optional(),
  }),
);
export type ContractCreate = z.infer<typeof ContractCreate>;

/** The structured form of `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"). All three required. */
export const DataAssetResourceName = named(
  "DataAssetResourceName",
  z.object({
    source_type: SourceType,
    data_source: z.string().max(LIMITS.dataSource),
    path: z.string().max(LIMITS.resourcePath),
  }),
);
export type DataAssetResourceName = z.infer<typeof DataAssetResourceName>;

/** docs/service-interface.md "Asset". Decision: source_type, name and schema are required (nothing to register or check without them). */
export const AssetInput = named(
  "AssetInput",
  z.object({
    source_type: SourceType,
    data_asset_resource_name: DataAssetResourceName,
    schema: SchemaTree,
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
  }),
);
export type AssetInput = z.infer<typeof AssetInput>;

/** The object-storage asset of endpoint 9 (docs/service-interface.md "Asset"). */
export const ObjectStorageAsset = named(
  "ObjectStorageAsset",
  z.object({
    schema: SchemaTree,
    pattern: z.string().max(LIMITS.resourcePath),
    bucket: z.string().max(LIMITS.dataSource),
    fieldNameToDataAssetFieldProfileMap: OpenObject.optional(),
  }),
);
export type ObjectStorageAsset = z.infer<typeof ObjectStorageAsset>;

/** docs/service-interface.md "Listed data asset". */
export const ListedDataAsset = named(
  "ListedDataAsset",
  z.object({
    id: Uuid,
    dataAssetResourceName: z.string(),
    domain: z.string(),
    path: z.string(),
    type: SourceType,
    updatedAt: DateTime,
    contractId: z.string().optional(),
    schemaDigest: z
      .string()
      .optional()
      .describe(
        "Extension: sha-256 (hex) of the canonical JSON (sorted keys, no nulls) of `{ schema, fieldProfiles }` as registered; a client that computes the same over what it would send skips an asset registered as it has it",
      ),
  }),
);
export type ListedDataAsset = z.infer<typeof ListedDataAsset>;

/** docs/service-interface.md "Component": endpoint record (an ingress or egress). Decision: id required. */
export const EndpointRecord = named(
  "EndpointRecord",
  z.object({
    id: Uuid,
    kind: NameText.optional(),
    signatureName: NameText.optional(),
    schema: SchemaTree.optional(),
    /** Extension: the data asset this ingress reads or this egress writes (its resource name). */
    dataAssetResourceName: ResourceNameText.optional(),
  }),
);
export type EndpointRecord = z.infer<typeof EndpointRecord>;

const PathEnd = z.object({
  id: Uuid.optional(),
  codeAnchorId: Uuid.optional(),
  description: DocText.optional(),
});

export const CodeAnchor = named(
  "CodeAnchor",
  z.object({
    anchorId: IdText.optional(),
    name: NameText.optional(),
    codeUri: z
      .object({
        file: LocationText.optional(),
        lineStart: z.int().optional(),
        lineEnd: z.int().optional(),
        columnStart: z.int().optional(),
        columnEnd: z.int().optional(),
      })
      .optional(),
    url: UrlText.optional(),
  }),
);
export type CodeAnchor = z.infer<typeof CodeAnchor>;

/** docs/service-interface.md "Component": path record. */
export const PathRecord = named(
  "PathRecord",
  z.object({
    ingress: PathEnd.optional(),
    egress: PathEnd.optional(),
    codeAnchors: z.array(CodeAnchor).max(LIMITS.listItems).optional(),
    fieldMappings: z
      .array(
        z.object({
          ingressField: NameText.optional(),
          egressField: NameText.optional(),
          notes: DocText.optional(),
        }),
      )
      .max(LIMITS.schemaNodes)
      .optional(),
    transformationSummary: DocText.optional(),
    transformationSummaryDetailed: DocText.optional(),
  }),
);
export type PathRecord = z.infer<typeof PathRecord>;

/** docs/service-interface.md "Component". Decision: id required. */
export const Component = named(
  "Component",
  z.object({
    id: Uuid,
    runId: IdText.optional(),
    name: NameText.optional(),
    ingresses: z.array(EndpointRecord).max(LIMITS.listItems).optional(),
    egresses: z.array(EndpointRecord).max(LIMITS.listItems).optional(),
    paths: z.array(PathRecord).max(LIMITS.listItems).optional(),
    type: NameText.optional(),
    metadata: z.object({ extras: OpenObject.optional() }).optional(),
  }),
);
export type Component = z.infer<typeof Component>;

/** Extension (docs/service-interface.md "Data asset impact"): a lineage component next to an asset. */
export const LineageNeighbour = named(
  "LineageNeighbour",
  z.object({ id: Uuid, name: NameText.optional(), type: NameText.optional() }),
);
export type LineageNeighbour = z.infer<typeof LineageNeighbour>;

/**
 * Extension (docs/service-interface.md "Data asset impact"): who depends on one data asset. `readers`
 * are the components with an ingress on it (downstream), `writers` those with an egress to it
 * (upstream), `consumers` what the contracts in force on it name; each list capped at the
 * request's `limit`, the counts say how many there are in all.
 */
export const DataAssetImpact = named(
  "DataAssetImpact",
  z.object({
    dataAssetResourceName: ResourceNameText,
    readers: z.array(LineageNeighbour).max(LIMITS.listItems),
    readerCount: z.int().min(0),
    writers: z.array(LineageNeighbour).max(LIMITS.listItems),
    writerCount: z.int().min(0),
    consumers: z
      .array(ContractConsumer.extend({ contractId: Uuid, contractName: NameText.optional() }))
      .max(LIMITS.listItems),
    consumerCount: z.int().min(0),
  }),
);
export type DataAssetImpact = z.infer<typeof DataAssetImpact>;

/** RFC 9457 problem details (docs/service-interface.md "Errors"); extension members are kept. */
export const Problem = named(
  "Problem",
  z.looseObject({
    type: z.string(),
    title: z.string(),
    status: z.int().min(100).max(599),
    detail: z.string(),
    instance: z.string().optional(),
    errors: z.array(z.object({ pointer: z.string(), message: z.string() })).optional(),
    limit: z
      .object({ name: z.string(), maximum: z.int() })
      .optional()
      .describe(
        "Extension, on a 413: the limit the request went past, as named in the document's `x-limits` (requestBodyBytes, assetsPerRequest, contractsPerRequest, namesPerBulkCheck)",
      ),
  }),
);
export type Problem = z.infer<typeof Problem>;

/** Fields of every endpoint-6 result (the NO_CONTRACT variant, docs/service-interface.md "Endpoint 6 results"). */
const checkResultBase = {
  dataAssetNamespace: z.string(),
  dataAssetResourceName: z.string(),
  dataAssetPath: z.string(),
};

export const ComplianceStatus = named(
  "ComplianceStatus",
  z.enum(["COMPLIANT", "NON_COMPLIANT", "NO_CHANGE"]),
);
export type ComplianceStatus = z.infer<typeof ComplianceStatus>;

/** Endpoint 6 result (docs/service-interface.md "Endpoint 6 results"): a union on `responseType`. */
export const CheckComplianceResult = named(
  "CheckComplianceResult",
  z.discriminatedUnion("responseType", [
    z.object({ ...checkResultBase, responseType: z.literal("NO_CONTRACT") }),
    z.object({
      ...checkResultBase,
      responseType: z.literal("DETAILED"),
      contractId: Uuid,
      contractName: z.string().optional(),
      contractVersion: z.string().optional(),
      enforcementLevel: EnforcementLevel,
      owner: z.string().optional(),
      status: ComplianceStatus,
      violations: z.array(ComplianceViolation),
    }),
    z.object({
      ...checkResultBase,
      responseType: z.literal("COMMENT_MARKDOWN"),
      markdown: z.string(),
      enforcementLevel: EnforcementLevel,
      shouldBlock: z.boolean(),
      shouldAlert: z.boolean(),
    }),
  ]),
);
export type CheckComplianceResult = z.infer<typeof CheckComplianceResult>;
