// Realistic, valid examples of every resource, shared by the schema tests and the
// client round-trip tests. Each test that breaks one copies it first (structuredClone).
import type { z } from "zod";
import type {
  Action,
  ActionCreate,
  AssetInput,
  CheckComplianceResult,
  ComplianceViolation,
  Component,
  ConfigurationRecord,
  Contract,
  ContractCreate,
  ContractSpec,
  ContractViolation,
  DataAssetResourceName,
  Destination,
  ListedDataAsset,
  Notification,
  ObjectStorageAsset,
  Problem,
  SsoSettings,
  TelemetryDataPoint,
  Trigger,
  WebhookEndpoint,
} from "../../src/api/resources.js";
import type { SchemaNode } from "../../src/api/schema-node.js";

type In<T extends z.ZodType> = z.input<T>;

export const ids = {
  contract: "3f0b7c1e-8a55-4d2e-9b7a-2c6f1e0d9a41",
  parentRow: "9d2e4a10-5b3c-4f7e-8a1d-6c0b2e9f7a53",
  spec: "b6a1f0c2-3d4e-4f5a-8b6c-7d8e9f0a1b2c",
  asset: "e1d2c3b4-a596-4877-8695-a4b3c2d1e0f9",
  component: "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  ingress: "11a2b3c4-d5e6-47f8-9a0b-1c2d3e4f5a6b",
  egress: "22b3c4d5-e6f7-48a9-8b1c-2d3e4f5a6b7c",
  run: "7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918",
  user: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
  telemetry: "6b5a4c3d-2e1f-4b0a-9c8d-7e6f5a4b3c2d",
};

export const ordersSchema: SchemaNode = {
  type: "struct",
  name: "orders",
  doc: "One row per customer order",
  fields: [
    { type: "int64", name: "id", constraints: { physicalType: "bigint", primaryKey: true } },
    { type: "string", name: "customer_email", optional: true, constraints: { maxLength: 320 } },
    { type: "timestamp64", name: "created_at", logical: "Timestamp", constraints: { unit: "microsecond" } },
    { type: "enum", name: "state", constraints: { symbols: ["NEW", "PAID", "SHIPPED"] } },
    { type: "list", name: "tags", optional: true, fields: [{ type: "string", name: "element" }] },
  ],
};

export const contractSpec = {
  id: ids.spec,
  dataAssetResourceName: "postgres://prod.db:5432:shop.public.orders",
  dataAssetResourceNameList: ["postgres://prod.db:5432:shop.public.orders"],
  doc: "Orders placed in the web shop",
  name: "orders",
  namespace: "shop",
  owner: "data-platform@acme.example",
  restrictPii: true,
  schema: ordersSchema.fields ?? [],
} satisfies In<typeof ContractSpec>;

export const contractViolation = {
  id: "8c7b6a59-4e3d-4c2b-9a19-0f8e7d6c5b4a",
  eventTitle: "orders.state lost a value",
  timestamp: "2026-11-20T10:15:00.000Z",
  userId: ids.user,
  contractId: ids.contract,
  contractVersion: "3",
  contractFieldName: "state",
  contractName: "orders",
  contractDomain: "prod.db:5432",
  dataAssetFieldProfileId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  entityType: "DATA_CONTRACT",
  eventType: "VIOLATION",
  violationType: "ENUM_VALUE_REMOVED",
  dataAssetResourceName: "postgres://prod.db:5432:shop.public.orders",
  expectedValue: "NEW,PAID,SHIPPED",
  actualValue: "NEW,PAID",
  prLink: "https://github.com/acme/shop/pull/42",
} satisfies In<typeof ContractViolation>;

export const contract = {
  id: ids.contract,
  status: "ACTIVE",
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-20T10:15:00.000Z",
  contractSpec,
  contractSpecRaw: "name: orders\nnamespace: shop\n",
  violations: [contractViolation],
  parentRowId: ids.parentRow,
  version: "3",
  gitHash: "4b825dc642cb6eb9a060e54bf8d69288fbee4904",
  gitRepo: "https://github.com/acme/shop",
  gitUser: "octocat",
  fileUri: "https://github.com/acme/shop/blob/main/contracts/orders.yaml",
  filePath: "contracts/orders.yaml",
  reviewers: ["hubot", "monalisa"],
  mergedAt: "2026-11-01T08:59:00+01:00",
  enforcementLevel: "BLOCK",
  lastEditorUserId: null,
  lastEditorEmail: "octocat@acme.example",
  lastEditorFirstName: null,
  lastEditorLastName: null,
  lastEditorGithubHandle: "octocat",
  contractSpecFieldToViolationStatusMapping: { state: "VIOLATED" },
} satisfies In<typeof Contract>;

export const contractCreate = {
  id: ids.contract,
  status: "ACTIVE",
  contractSpec,
  version: "3",
  gitHash: "4b825dc642cb6eb9a060e54bf8d69288fbee4904",
  gitRepo: "https://github.com/acme/shop",
  gitUser: "octocat",
  filePath: "contracts/orders.yaml",
  reviewers: ["hubot"],
  mergedAt: "2026-11-01T08:59:00Z",
  enforcementLevel: null,
} satisfies In<typeof ContractCreate>;

export const complianceViolation = {
  message: "enum value SHIPPED was removed",
  field: "state",
  fieldType: "enum",
  violationType: "ENUM_VALUE_REMOVED",
  expected: "NEW,PAID,SHIPPED",
  actual: "NEW,PAID",
} satisfies In<typeof ComplianceViolation>;

export const resourceName = {
  source_type: "postgres",
  data_source: "prod.db:5432",
  path: "shop.public.orders",
} satisfies In<typeof DataAssetResourceName>;

export const assetInput = {
  source_type: "postgres",
  data_asset_resource_name: resourceName,
  schema: ordersSchema,
  fieldNameToDataAssetFieldProfileMap: { id: { nullFraction: 0 } },
} satisfies In<typeof AssetInput>;

export const objectStorageAsset = {
  schema: ordersSchema,
  pattern: "exports/orders/*.parquet",
  bucket: "acme-lake",
  fieldNameToDataAssetFieldProfileMap: {},
} satisfies In<typeof ObjectStorageAsset>;

export const listedDataAsset = {
  id: ids.asset,
  dataAssetResourceName: "postgres://prod.db:5432:shop.public.orders",
  domain: "prod.db:5432",
  path: "shop.public.orders",
  type: "postgres",
  updatedAt: "2026-11-20T10:15:00.000Z",
  contractId: ids.contract,
} satisfies In<typeof ListedDataAsset>;

export const component = {
  id: ids.component,
  runId: ids.run,
  name: "orders_to_lake",
  ingresses: [{ id: ids.ingress, kind: "postgres", signatureName: "read_orders", schema: ordersSchema }],
  egresses: [{ id: ids.egress, kind: "s3", signatureName: "write_orders", schema: ordersSchema }],
  paths: [
    {
      ingress: {
        id: ids.ingress,
        codeAnchorId: "33c4d5e6-f7a8-49b0-8c1d-2e3f4a5b6c7d",
        description: "reads orders",
      },
      egress: {
        id: ids.egress,
        codeAnchorId: "44d5e6f7-a8b9-40c1-9d2e-3f4a5b6c7d8e",
        description: "writes parquet",
      },
      codeAnchors: [
        {
          anchorId: "a1",
          name: "read_orders",
          codeUri: { file: "jobs/orders.py", lineStart: 10, lineEnd: 24, columnStart: 1, columnEnd: 40 },
          url: "https://github.com/acme/shop/blob/main/jobs/orders.py#L10-L24",
        },
      ],
      fieldMappings: [{ ingressField: "created_at", egressField: "created_ts", notes: "renamed" }],
      transformationSummary: "copy",
      transformationSummaryDetailed: "Copies orders to the lake, renaming created_at.",
    },
  ],
  type: "job",
  metadata: { extras: { owner: "data-platform" } },
} satisfies In<typeof Component>;

export const trigger = {
  triggerType: "source",
  triggerValues: ["postgres://prod.db:5432:shop.public.orders"],
} satisfies In<typeof Trigger>;
export const destination = { destinationType: "chat", chatChannelIds: ["C0123456"] } satisfies In<
  typeof Destination
>;

export const action = {
  actionId: "act_01",
  name: "Tell #orders about violations",
  triggers: [trigger],
  destinations: [destination],
  isActive: true,
} satisfies In<typeof Action>;

export const actionCreate = {
  name: action.name,
  triggers: [trigger],
  destinations: [destination],
} satisfies In<typeof ActionCreate>;

export const ssoSettings = {
  type: "SAML",
  identityProvider: "okta",
  metadataDocumentEndpointUrl: "https://acme.okta.example/app/abc/sso/saml/metadata",
} satisfies In<typeof SsoSettings>;

export const webhookEndpoint = {
  id: "wh_01",
  url: "https://hooks.acme.example/contracts",
  name: "contracts",
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  headers: { "x-team": "data" },
} satisfies In<typeof WebhookEndpoint>;

export const notification = {
  id: "ntf_01",
  changeLogEventId: "evt_01",
  actionId: "act_01",
  actionDetails: { channel: "C0123456" },
  status: "PENDING",
  createdAt: "2026-11-20T10:15:00.000Z",
  updatedAt: "2026-11-20T10:15:01.000Z",
  retryCount: 0,
  actionName: "Tell #orders about violations",
  userName: "octocat",
} satisfies In<typeof Notification>;

export const configurationRecord = {
  config_type: "contract-sync",
  language: "python",
  repo: "acme/shop",
  project_root: ".",
  version: "2",
  config_value: { include: ["schemas/**/*.sql"] },
  created_at: "2026-11-20T10:15:00.000Z",
} satisfies In<typeof ConfigurationRecord>;

export const telemetryDataPoint = {
  id: ids.telemetry,
  data: { command: "check", ms: 812 },
  type: "SERVICE_CLIENT",
} satisfies In<typeof TelemetryDataPoint>;

export const problem = {
  type: "https://contract-sync.dev/problems/validation",
  title: "Bad Request",
  status: 400,
  detail: "2 fields are invalid",
  instance: "/v0/contract",
  errors: [{ pointer: "/contractSpec/owner", message: "Invalid email address" }],
} satisfies In<typeof Problem>;

export const checkResults: In<typeof CheckComplianceResult>[] = [
  {
    dataAssetNamespace: "prod.db:5432",
    dataAssetResourceName: "postgres://prod.db:5432:shop.public.customers",
    dataAssetPath: "shop.public.customers",
    responseType: "NO_CONTRACT",
  },
  {
    dataAssetNamespace: "prod.db:5432",
    dataAssetResourceName: "postgres://prod.db:5432:shop.public.orders",
    dataAssetPath: "shop.public.orders",
    responseType: "DETAILED",
    contractId: ids.contract,
    contractName: "orders",
    contractVersion: "3",
    enforcementLevel: "BLOCK",
    owner: "data-platform@acme.example",
    status: "NON_COMPLIANT",
    violations: [complianceViolation],
  },
  {
    dataAssetNamespace: "prod.db:5432",
    dataAssetResourceName: "postgres://prod.db:5432:shop.public.orders",
    dataAssetPath: "shop.public.orders",
    responseType: "COMMENT_MARKDOWN",
    markdown: "### orders\n- `state`: enum value SHIPPED was removed",
    enforcementLevel: "ALERT",
    shouldBlock: false,
    shouldAlert: true,
  },
];
