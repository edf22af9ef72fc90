import { z } from "zod";
import { IdText, LocationText, ResourceNameText, SelectorText, UrlText } from "./limits.js";
import {
  AssetInput,
  apiSchemas,
  CheckComplianceResult,
  ComplianceViolation,
  Component,
  ContractCreate,
  ContractSpec,
  DataAssetResourceName,
  DateTime,
  GitHash,
  Notification,
  ObjectStorageAsset,
  Uri,
  Uuid,
  WebhookEndpoint,
} from "./resources.js";
import { SchemaFields } from "./schema-node.js";
import { SourceType } from "./source-types.js";

/**
 * Request and response bodies and query strings of the 20 endpoints (docs/service-interface.md "Endpoints")
 * that are not resources of their own. The endpoint table (endpoints.ts) refers to them.
 */

function named<T extends z.ZodType>(id: string, schema: T): T {
  apiSchemas.add(schema, { id });
  return schema;
}

/**
 * An integer query parameter: a number, or a string of digits as it arrives in a
 * URL. Anything else ("1.5", "", "ten") is rejected, never coerced to 0 or NaN.
 */
export function queryInteger(min: number, max: number) {
  return z
    .union([
      z.int(),
      z
        .string()
        .regex(/^-?\d+$/, "must be an integer")
        .transform(Number),
    ])
    .pipe(z.int().min(min).max(max));
}

/** Paging (docs/service-interface.md "Paging"): limit default 50, max 500; offset default 0. */
export const MAX_LIMIT = 500;
export const DEFAULT_LIMIT = 50;
export const Paging = {
  limit: queryInteger(1, MAX_LIMIT).default(DEFAULT_LIMIT),
  offset: queryInteger(0, Number.MAX_SAFE_INTEGER).default(0),
};
/**
 * Extension: page by key. `after` is the id of the last item of the previous page; the page starts
 * at the item that follows it in list order (`offset` then skips from there). Unlike an offset, a
 * key costs the store the same on page 1 and page 1,000, and an item written meanwhile never
 * shifts the page (docs/service.md "Paging by key").
 */
export const PagingByKey = { ...Paging, after: Uuid.optional() };

// Endpoint 1
export const ComponentParams = z.object({ id: IdText.min(1) });

// Endpoint 2
export const ContractByDataAssetParams = z.object({ id: ResourceNameText.min(1) });
export const ContractByDataAssetQuery = z.object({ status: IdText.optional() });

// Endpoint 3: one contract or an array of them (rule 1).
export const CreateContractsBody = named(
  "CreateContractsBody",
  z.union([ContractCreate, z.array(ContractCreate).min(1)]),
);
export const CreateContractsResponse = named(
  "CreateContractsResponse",
  z.object({ message: z.string(), contractIds: z.array(Uuid) }),
);

// Endpoint 4
export const ListContractsQuery = z.object({
  resourcesLocation: ResourceNameText.optional(),
  sourceType: SourceType.optional(),
  status: IdText.optional(),
  ...PagingByKey,
});

// Endpoint 5
export const InferContractParams = z.object({ id: Uuid });
export const InferredContract = named(
  "InferredContract",
  z.object({
    contractId: Uuid,
    contractSpec: ContractSpec,
    contractSpecRaw: z.string(),
    version: z.string().optional(),
    status: z.enum(["ACTIVE", "DEPRECATED"]).optional(),
    gitHash: GitHash.optional(),
    gitRepo: Uri.optional(),
    gitUser: z.string().optional(),
    fileUri: Uri.optional(),
    reviewers: z.array(z.string()).optional(),
    mergedAt: DateTime.optional(),
    createdAt: DateTime.optional(),
    updatedAt: DateTime.optional(),
  }),
);
export type InferredContract = z.infer<typeof InferredContract>;

// Endpoint 6
export const CheckAssetsComplianceBody = named(
  "CheckAssetsComplianceBody",
  z.object({
    assets: z.array(AssetInput),
    responseType: z.enum(["DETAILED", "COMMENT_MARKDOWN"]),
    includeUnchangedAssets: z.boolean().default(false),
    prLink: UrlText.optional(),
  }),
);
export const CheckAssetsComplianceResponse = z.array(CheckComplianceResult);

// Endpoint 7 (rule 4: a per-asset error string reports a failed registration).
export const RegisterAssetsBody = named(
  "RegisterAssetsBody",
  z.object({ assets: z.array(AssetInput), prLink: UrlText.optional() }),
);
export const AssetRegistrationOutcome = named(
  "AssetRegistrationOutcome",
  z.object({ data_asset_resource_name: DataAssetResourceName, error: z.string().optional() }),
);
export type AssetRegistrationOutcome = z.infer<typeof AssetRegistrationOutcome>;
export const RegisterAssetsResponse = named(
  "RegisterAssetsResponse",
  z.object({ asset_registration_outcomes: z.array(AssetRegistrationOutcome) }),
);

// Endpoint 8
export const CheckContractComplianceBody = named(
  "CheckContractComplianceBody",
  z.object({
    contract: z.object({ contractSchema: SchemaFields, dataAssetResourceName: ResourceNameText }),
  }),
);
export const CheckContractComplianceResponse = named(
  "CheckContractComplianceResponse",
  z.object({ violations: z.array(ComplianceViolation) }),
);

// Endpoint 9 (rule 2: dry_run is a trial run).
export const RegisterS3AssetsBody = named(
  "RegisterS3AssetsBody",
  z.object({
    assets: z.array(ObjectStorageAsset),
    dry_run: z.boolean().default(false),
    prLink: UrlText.optional(),
  }),
);
export const RegisterS3AssetsResponse = named(
  "RegisterS3AssetsResponse",
  z.object({ message: z.string(), registered: z.array(z.string()), success: z.boolean() }),
);

// Endpoint 10 (docs/service-interface.md "Endpoint 10 results": keyed by resource name).
export const BulkCheckContractComplianceBody = named(
  "BulkCheckContractComplianceBody",
  z.object({
    contract: z.object({
      contractSchema: SchemaFields,
      dataAssetResourceNames: z.array(ResourceNameText),
    }),
  }),
);
export const BulkCheckOutcome = named(
  "BulkCheckOutcome",
  z.union([z.object({ violations: z.array(ComplianceViolation) }), z.object({ error: z.string() })]),
);
export type BulkCheckOutcome = z.infer<typeof BulkCheckOutcome>;
export const BulkCheckContractComplianceResponse = named(
  "BulkCheckContractComplianceResponse",
  z.object({ results: z.record(z.string(), BulkCheckOutcome) }),
);

// Endpoint 11
export const ExportLineageQuery = z.object({ run_id: Uuid });
export const LineageExport = named(
  "LineageExport",
  z.object({ timestamp: z.string(), items: z.array(Component) }),
);

// Endpoints 12 and 13
export const ActionIdResponse = named("ActionIdResponse", z.object({ actionId: z.string() }));

// Endpoint 15
export const ListDataAssetsQuery = z.object({ ...PagingByKey });

// Endpoint 16
export const TelemetryIngestResponse = named("TelemetryIngestResponse", z.object({ id: Uuid }));

// Endpoint 17 (rule 3: version omitted -> latest; project_root's requiredness is a gap, so optional).
export const ConfigQuery = named(
  "ConfigQuery",
  z.object({
    config_type: SelectorText,
    language: SelectorText,
    repo: LocationText,
    version: SelectorText.optional(),
    project_root: LocationText.optional(),
  }),
);
export type ConfigQuery = z.infer<typeof ConfigQuery>;

// Endpoint 18
export const WebhookList = named("WebhookList", z.object({ webhooks: z.array(WebhookEndpoint) }));

// Endpoint 19 (allowed orderBy/orderDir values are left open by the interface: any string, the server decides).
export const ListNotificationsQuery = z.object({
  ...Paging,
  orderBy: IdText.optional(),
  orderDir: IdText.optional(),
});
export const NotificationList = named("NotificationList", z.object({ notifications: z.array(Notification) }));

// Endpoint 20
export const TestWebhookBody = named("TestWebhookBody", z.object({ eventType: IdText.min(1) }));
export const TestWebhookResponse = named("TestWebhookResponse", z.object({ messageId: z.string() }));
