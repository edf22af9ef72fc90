import { z } from "zod";
import { ASSETS_OF_BODY, CONTRACTS_OF_BODY, type CountedItems, NAMES_OF_BULK_CHECK } from "./limits.js";
import {
  ActionIdResponse,
  BulkCheckContractComplianceBody,
  BulkCheckContractComplianceResponse,
  CheckAssetsComplianceBody,
  CheckAssetsComplianceResponse,
  CheckContractComplianceBody,
  CheckContractComplianceResponse,
  ComponentParams,
  ConfigQuery,
  ContractByDataAssetParams,
  ContractByDataAssetQuery,
  CreateContractsBody,
  CreateContractsResponse,
  ExportLineageQuery,
  InferContractParams,
  InferredContract,
  LineageExport,
  ListContractsQuery,
  ListDataAssetsQuery,
  ListNotificationsQuery,
  NotificationList,
  RegisterAssetsBody,
  RegisterAssetsResponse,
  RegisterS3AssetsBody,
  RegisterS3AssetsResponse,
  TelemetryIngestResponse,
  TestWebhookBody,
  TestWebhookResponse,
  WebhookList,
} from "./messages.js";
import {
  Action,
  ActionCreate,
  Component,
  ConfigurationRecord,
  Contract,
  ListedDataAsset,
  SsoSettings,
  TelemetryDataPoint,
} from "./resources.js";
import type { SchemaNode } from "./schema-node.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Error statuses an endpoint may answer with, each as RFC 9457 problem+json. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * One endpoint as data. `path` is OpenAPI-style (`/v0/component/{id}`); use
 * `toFastifyPath` for the `:id` form. Schemas validate the parsed request parts
 * (`params`, `query`: strings in, typed values out) and the success body.
 */
export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  summary: string;
  params?: z.ZodObject | undefined;
  query?: z.ZodObject | undefined;
  body?: z.ZodType | undefined;
  response: z.ZodType;
  /** Status of a successful answer. */
  status: number;
  errors: readonly ErrorStatus[];
  /** True for endpoints beyond the interface's twenty (docs/service-interface.md "Extensions"). */
  extension?: boolean | undefined;
  /** OpenAPI tag; defaults to the first path segment after /v0. */
  tag?: string | undefined;
  /**
   * Whether sending the request twice has the effect of sending it once, so a
   * client may retry it after a failure mid-request. Defaults: GET/PUT/DELETE yes, POST/PATCH no.
   */
  idempotent?: boolean | undefined;
  /** True for the few endpoints that need no X-API-KEY (e.g. /healthz); no seed endpoint is public. */
  public?: boolean | undefined;
  /** A list in the body bounded by a count limit (413 beyond), counted before validation. */
  counted?: CountedItems | undefined;
  /**
   * The operation answers for each item, so text the database cannot hold fails its item alone
   * rather than the whole request.
   */
  perItemOutcomes?: boolean | undefined;
  /**
   * A large, recursive body worth a compiled JSON Schema validator beside zod (server/fast-validate.ts):
   * the schema trees of a body, whose node limits zod refines and the compiled path checks itself.
   */
  fastBody?: { schemaTrees(body: never): SchemaNode[][] } | undefined;
  /**
   * A large answer worth a compiled validator in the client (client/transport.ts), as `fastBody`
   * for the server: a page of 500 contracts, which a publish of a monorepo reads by the dozen.
   */
  fastResponse?: { schemaTrees(response: never): SchemaNode[][] } | undefined;
  /**
   * Work the server starts once the caller is known, before the request waits for an admission
   * slot: `readContractEpoch` lets the checks queued together share one read of the contracts.
   */
  beforeAdmission?: "readContractEpoch" | undefined;
}

export type EndpointTable = Record<string, EndpointSpec>;

/** Keeps the literal types of a table while checking it against EndpointSpec. */
export function defineEndpoints<const T extends EndpointTable>(table: T): T {
  return table;
}

const READ = [400, 401, 404, 429] as const;
const WRITE = [400, 401, 413, 429] as const;

/** The schema trees of a register or check body. */
const ASSET_SCHEMAS = {
  schemaTrees: (body: { assets: { schema: SchemaNode }[] }) => body.assets.map((a) => [a.schema]),
};

/** The interface's 20 endpoints, keyed by operation id (docs/service-interface.md "Endpoints"). */
export const endpoints = defineEndpoints({
  getComponent: {
    method: "GET",
    path: "/v0/component/{id}",
    summary: "Get a lineage component",
    params: ComponentParams,
    response: Component,
    status: 200,
    errors: READ,
  },
  getContractByDataAsset: {
    method: "GET",
    path: "/v0/contract/data-asset/{id}",
    summary: "Get the contract of a data asset",
    params: ContractByDataAssetParams,
    query: ContractByDataAssetQuery,
    response: Contract,
    status: 200,
    errors: READ,
  },
  createContracts: {
    method: "POST",
    path: "/v0/contract",
    summary: "Create or update one contract or an array of contracts",
    body: CreateContractsBody,
    response: CreateContractsResponse,
    status: 200,
    errors: [400, 401, 409, 413, 429],
    idempotent: true,
    counted: CONTRACTS_OF_BODY,
  },
  listContracts: {
    method: "GET",
    path: "/v0/contracts",
    summary: "List contracts",
    query: ListContractsQuery,
    response: z.array(Contract),
    status: 200,
    errors: [400, 401, 429],
    fastResponse: {
      schemaTrees: (contracts: { contractSpec: { schema?: SchemaNode[] | undefined } }[]) =>
        contracts.map((c) => c.contractSpec.schema ?? []),
    },
  },
  inferContract: {
    method: "GET",
    path: "/v0/data-asset/{id}/infer-contract",
    summary: "Infer a contract from a registered data asset",
    params: InferContractParams,
    response: InferredContract,
    status: 200,
    errors: READ,
  },
  checkAssetsCompliance: {
    method: "POST",
    path: "/v0/data-assets/check-compliance",
    summary: "Check data assets against their contracts",
    body: CheckAssetsComplianceBody,
    response: CheckAssetsComplianceResponse,
    status: 200,
    errors: WRITE,
    idempotent: true,
    counted: ASSETS_OF_BODY,
    fastBody: ASSET_SCHEMAS,
    beforeAdmission: "readContractEpoch",
  },
  registerAssets: {
    method: "POST",
    path: "/v0/data-assets/register",
    summary: "Register data assets",
    body: RegisterAssetsBody,
    response: RegisterAssetsResponse,
    status: 200,
    errors: WRITE,
    idempotent: true,
    counted: ASSETS_OF_BODY,
    perItemOutcomes: true,
    fastBody: ASSET_SCHEMAS,
  },
  checkContractCompliance: {
    method: "POST",
    path: "/v0/contract/check-compliance",
    summary: "Check a contract schema against a registered data asset",
    body: CheckContractComplianceBody,
    response: CheckContractComplianceResponse,
    status: 200,
    errors: [400, 401, 404, 413, 429],
    idempotent: true,
  },
  registerS3Assets: {
    method: "POST",
    path: "/v0/data-asset/register/s3",
    summary: "Register object-storage data assets",
    body: RegisterS3AssetsBody,
    response: RegisterS3AssetsResponse,
    status: 200,
    errors: WRITE,
    idempotent: true,
    counted: ASSETS_OF_BODY,
    perItemOutcomes: true,
  },
  bulkCheckContractCompliance: {
    method: "POST",
    path: "/v0/contract/bulk-check-compliance",
    summary: "Check a contract schema against several data assets",
    body: BulkCheckContractComplianceBody,
    response: BulkCheckContractComplianceResponse,
    status: 200,
    errors: WRITE,
    idempotent: true,
    counted: NAMES_OF_BULK_CHECK,
  },
  exportLineage: {
    method: "GET",
    path: "/v0/lineage/export",
    summary: "Export the lineage components of a run",
    query: ExportLineageQuery,
    response: LineageExport,
    status: 200,
    errors: [400, 401, 429],
  },
  updateAction: {
    method: "PUT",
    path: "/v0/action",
    summary: "Update an action",
    body: Action,
    response: ActionIdResponse,
    status: 200,
    errors: [400, 401, 404, 413, 429],
  },
  createAction: {
    method: "POST",
    path: "/v0/action",
    summary: "Create an action",
    body: ActionCreate,
    response: ActionIdResponse,
    status: 200,
    errors: WRITE,
  },
  putSsoSettings: {
    method: "PUT",
    path: "/v0/settings/sso",
    summary: "Configure single sign-on",
    body: SsoSettings,
    response: SsoSettings,
    status: 200,
    errors: WRITE,
  },
  listDataAssets: {
    method: "GET",
    path: "/v0/data-assets",
    summary: "List registered data assets",
    query: ListDataAssetsQuery,
    response: z.array(ListedDataAsset),
    status: 200,
    errors: [400, 401, 429],
    fastResponse: { schemaTrees: () => [] },
  },
  ingestTelemetry: {
    method: "POST",
    path: "/v0/telemetry/ingest",
    summary: "Ingest a telemetry data point",
    body: TelemetryDataPoint,
    response: TelemetryIngestResponse,
    status: 200,
    errors: WRITE,
  },
  getConfig: {
    method: "GET",
    path: "/v0/config",
    summary: "Get a stored configuration (selector sent as a JSON body on this GET)",
    body: ConfigQuery,
    response: ConfigurationRecord,
    status: 200,
    errors: [400, 401, 404, 413, 429],
  },
  listWebhooks: {
    method: "GET",
    path: "/v0/webhooks",
    summary: "List webhook endpoints",
    response: WebhookList,
    status: 200,
    errors: [401, 429],
  },
  listNotifications: {
    method: "GET",
    path: "/v0/notifications",
    summary: "List notifications",
    query: ListNotificationsQuery,
    response: NotificationList,
    status: 200,
    errors: [400, 401, 429],
  },
  testWebhook: {
    method: "POST",
    path: "/v0/webhooks/test",
    summary: "Post a test message to the webhook endpoints",
    body: TestWebhookBody,
    response: TestWebhookResponse,
    status: 200,
    errors: WRITE,
  },
});

export type SeedEndpoints = typeof endpoints;
/** Operation ids of the interface's twenty endpoints (docs/service-interface.md "Endpoints"). */
export type OperationId = keyof SeedEndpoints;
export const OPERATION_IDS = Object.keys(endpoints) as OperationId[];

// ---- Types derived from a table entry -------------------------------------------------

type Part<S, K extends "params" | "query" | "body", IO extends "in" | "out"> = S extends {
  [P in K]: infer T extends z.ZodType;
}
  ? IO extends "in"
    ? z.input<T>
    : z.output<T>
  : undefined;

/** A request part may be left out when nothing in it is required. */
type Slot<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** The request of an endpoint after validation (what a server handler receives). */
export type EndpointRequest<S extends EndpointSpec> = Slot<"params", Part<S, "params", "out">> &
  Slot<"query", Part<S, "query", "out">> &
  Slot<"body", Part<S, "body", "out">>;

/** The request of an endpoint as a caller writes it (defaults may be left out). */
export type EndpointRequestInput<S extends EndpointSpec> = Slot<"params", Part<S, "params", "in">> &
  Slot<"query", Part<S, "query", "in">> &
  Slot<"body", Part<S, "body", "in">>;

/** The success body as validated on arrival (defaults applied). */
export type EndpointResponse<S extends EndpointSpec> = z.output<S["response"]>;
/** The success body as a server may write it (defaults may be left out). */
export type EndpointResponseInput<S extends EndpointSpec> = z.input<S["response"]>;

export type RequestOf<Op extends OperationId> = EndpointRequest<SeedEndpoints[Op]>;
export type RequestInputOf<Op extends OperationId> = EndpointRequestInput<SeedEndpoints[Op]>;
export type ResponseOf<Op extends OperationId> = EndpointResponse<SeedEndpoints[Op]>;
export type ResponseInputOf<Op extends OperationId> = EndpointResponseInput<SeedEndpoints[Op]>;

/** Whether a client may resend the request after it may have reached the server. */
export function isIdempotent(spec: EndpointSpec): boolean {
  return spec.idempotent ?? (spec.method === "GET" || spec.method === "PUT" || spec.method === "DELETE");
}

// ---- Paths -----------------------------------------------------------------------------

/** `/v0/component/{id}` -> `/v0/component/:id` (fastify's form). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

/** Fills the `{name}` placeholders of a path, each value URL-encoded. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`path parameter '${name}' is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Names of the `{name}` placeholders of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");
}
