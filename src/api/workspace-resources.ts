// The workspace's settings and signals as zod schemas (docs/service-interface.md "Resources"):
// actions and their triggers and destinations, SSO, webhooks, notifications, configurations,
// telemetry. Registered in `apiSchemas` like the rest (resources.ts re-exports them).
import { z } from "zod";
import { IdText, LIMITS, LocationText, NameText, ResourceNameText, SelectorText, UrlText } from "./limits.js";
import { DateTime, named, OpenObject, Uuid } from "./resource-base.js";

/**
 * docs/service-interface.md "Action": a trigger is one of several variants; only `source` is known.
 * Loose objects so fields of variants the interface does not show are kept, not dropped.
 */
export const Trigger = named(
  "Trigger",
  z.looseObject({
    triggerType: NameText,
    triggerValues: z.array(ResourceNameText).max(LIMITS.listItems).optional(),
  }),
);
export type Trigger = z.infer<typeof Trigger>;

/** docs/service-interface.md "Action": only the chat variant is known (`chatChannelIds`). */
export const Destination = named(
  "Destination",
  z.looseObject({
    destinationType: NameText,
    chatChannelIds: z.array(IdText).max(LIMITS.listItems).optional(),
  }),
);
export type Destination = z.infer<typeof Destination>;

/** docs/service-interface.md "Action", and the body of endpoint 12 (all fields required there). */
export const Action = named(
  "Action",
  z.object({
    actionId: IdText,
    name: NameText,
    triggers: z.array(Trigger).min(1).max(LIMITS.listItems),
    destinations: z.array(Destination).max(LIMITS.listItems),
    isActive: z.boolean(),
  }),
);
export type Action = z.infer<typeof Action>;

/** Body of endpoint 13: at least one trigger and one destination. */
export const ActionCreate = named(
  "ActionCreate",
  z.object({
    name: NameText,
    triggers: z.array(Trigger).min(1).max(LIMITS.listItems),
    destinations: z.array(Destination).min(1).max(LIMITS.listItems),
  }),
);
export type ActionCreate = z.infer<typeof ActionCreate>;

/** docs/service-interface.md "SSO settings"; all three required on endpoint 14. */
export const SsoSettings = named(
  "SsoSettings",
  z.object({
    type: z.enum(["SAML"]),
    identityProvider: NameText,
    metadataDocumentEndpointUrl: UrlText,
  }),
);
export type SsoSettings = z.infer<typeof SsoSettings>;

/** docs/service-interface.md "Webhook endpoint": url, name, secret, headers. */
export const WebhookEndpoint = named(
  "WebhookEndpoint",
  z.object({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    secret: z.string(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
);
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** docs/service-interface.md "Notification". Decision: id and status required; status is any string (only PENDING is given). */
export const Notification = named(
  "Notification",
  z.object({
    id: z.string(),
    changeLogEventId: z.string().optional(),
    actionId: z.string().optional(),
    actionDetails: OpenObject.optional(),
    status: z.string(),
    createdAt: DateTime.optional(),
    updatedAt: DateTime.optional(),
    retryCount: z.int().min(0).optional(),
    actionName: z.string().optional(),
    userName: z.string().optional(),
  }),
);
export type Notification = z.infer<typeof Notification>;

/** docs/service-interface.md "Configuration record". Decision: all but project_root required (a stored record always has them). */
export const ConfigurationRecord = named(
  "ConfigurationRecord",
  z.object({
    config_type: SelectorText,
    language: SelectorText,
    repo: LocationText,
    project_root: LocationText.optional(),
    version: SelectorText,
    config_value: OpenObject,
    created_at: DateTime,
  }),
);
export type ConfigurationRecord = z.infer<typeof ConfigurationRecord>;

export const TelemetryType = named("TelemetryType", z.enum(["SCA_PRIME", "SERVICE_CLIENT"]));
export type TelemetryType = z.infer<typeof TelemetryType>;

/** docs/service-interface.md "Telemetry data point", and the body of endpoint 16 (data and type required, id optional). */
export const TelemetryDataPoint = named(
  "TelemetryDataPoint",
  z.object({
    id: Uuid.optional(),
    data: OpenObject,
    type: TelemetryType,
  }),
);
export type TelemetryDataPoint = z.infer<typeof TelemetryDataPoint>;
