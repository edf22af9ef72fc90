import { z } from "zod";
import { defineEndpoints, type EndpointRequest, type EndpointResponseInput } from "./endpoints.js";
import { DocText, LIMITS, NameText, ResourceNameText, UrlText } from "./limits.js";
import { Paging } from "./messages.js";
import {
  Action,
  Component,
  ConfigurationRecord,
  Contract,
  DataAssetImpact,
  DateTime,
  OpenObject,
  SsoSettings,
  Uuid,
  WebhookEndpoint,
} from "./resources.js";

/**
 * Extensions (docs/service-interface.md "Extensions"): what a user needs beyond the interface's twenty endpoints, in
 * the same table shape, each marked `extension: true` (the OpenAPI document
 * marks them). `/healthz`, `/readyz` and `/openapi.json` need no key (`public`).
 */

export const WebhookCreate = z.object({
  url: UrlText.min(1),
  name: NameText.min(1),
  /** A Standard Webhooks secret (`whsec_` + base64); generated when absent. */
  secret: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/, "must be whsec_ followed by base64 (at least 18 bytes)")
    .optional(),
  headers: z
    .record(NameText, DocText)
    .refine((h) => Object.keys(h).length <= LIMITS.webhookHeaders, {
      message: `at most ${LIMITS.webhookHeaders} headers`,
    })
    .optional(),
});

export const ConfigurationCreate = ConfigurationRecord.omit({ created_at: true });

export const ApiKeyInfo = z.object({
  id: Uuid,
  workspace: z.string(),
  label: z.string().nullable(),
  createdAt: DateTime,
  revokedAt: DateTime.nullable(),
});

const IdParams = z.object({ id: Uuid });
const Deleted = z.object({ id: z.string(), deleted: z.boolean() });

const READ = [400, 401, 404, 429] as const;
const WRITE = [400, 401, 409, 413, 429] as const;

export const extensionEndpoints = defineEndpoints({
  healthz: {
    method: "GET",
    path: "/healthz",
    summary: "Liveness: the process is up and answering HTTP; asks nothing of the database (no key needed)",
    response: z.object({ status: z.literal("ok") }),
    status: 200,
    errors: [],
    extension: true,
    tag: "operations",
    public: true,
  },
  readyz: {
    method: "GET",
    path: "/readyz",
    summary:
      "Readiness: the database answers and has every migration this server needs; 503 with Retry-After while not (no key needed)",
    response: z.object({ status: z.literal("ready"), schemaVersion: z.number().int() }),
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
    response: OpenObject,
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
    response: z.object({ versions: z.array(Contract) }),
    status: 200,
    errors: READ,
    extension: true,
  },
  createWebhook: {
    method: "POST",
    path: "/v0/webhooks",
    summary: "Add a webhook endpoint (private network targets need --allow-private-webhooks)",
    body: WebhookCreate,
    response: WebhookEndpoint,
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
    response: ConfigurationRecord,
    status: 201,
    errors: WRITE,
    extension: true,
  },
  putComponent: {
    method: "PUT",
    path: "/v0/component",
    summary: "Create or replace a lineage component (by id)",
    body: Component,
    response: Component,
    status: 200,
    errors: [400, 401, 413, 429],
    extension: true,
  },
  dataAssetImpact: {
    method: "POST",
    path: "/v0/lineage/data-assets",
    summary:
      "Who depends on these data assets: the lineage components that read or write each, and the consumers its contracts in force name",
    body: z.object({
      dataAssetResourceNames: z.array(ResourceNameText.min(1)).min(1).max(LIMITS.listItems),
      /** How many readers, writers and consumers to list per asset (the counts are always whole). */
      limit: z.int().min(1).max(LIMITS.listItems).default(10),
    }),
    response: z.object({ results: z.array(DataAssetImpact) }),
    status: 200,
    errors: [400, 401, 413, 429],
    extension: true,
    tag: "lineage",
    idempotent: true,
  },
  listActions: {
    method: "GET",
    path: "/v0/actions",
    summary: "List actions",
    query: z.object({ ...Paging }),
    response: z.object({ actions: z.array(Action) }),
    status: 200,
    errors: [400, 401, 429],
    extension: true,
  },
  getSsoSettings: {
    method: "GET",
    path: "/v0/settings/sso",
    summary: "The stored single sign-on settings",
    response: SsoSettings,
    status: 200,
    errors: READ,
    extension: true,
  },
  createApiKey: {
    method: "POST",
    path: "/v0/api-keys",
    summary: "Create an API key for the caller's workspace; the key is shown only in this answer",
    body: z.object({ label: z.string().max(200).optional() }),
    response: ApiKeyInfo.extend({ key: z.string() }),
    status: 201,
    errors: [400, 401, 413, 429],
    extension: true,
  },
  listApiKeys: {
    method: "GET",
    path: "/v0/api-keys",
    summary: "List the API keys of the caller's workspace (never the keys themselves)",
    response: z.object({ apiKeys: z.array(ApiKeyInfo) }),
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

export type ExtensionEndpoints = typeof extensionEndpoints;
export type ExtensionOperationId = keyof ExtensionEndpoints;
/** Extensions answered without an API key (`public: true` in the table). */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(
  Object.entries(extensionEndpoints as Record<string, { public?: boolean }>)
    .filter(([, spec]) => spec.public === true)
    .map(([operationId]) => operationId),
);

export type ExtensionRequestOf<Op extends ExtensionOperationId> = EndpointRequest<ExtensionEndpoints[Op]>;
export type ExtensionResponseInputOf<Op extends ExtensionOperationId> = EndpointResponseInput<
  ExtensionEndpoints[Op]
>;
