import { randomUUID } from "node:crypto";
import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import type { ExtensionRequestOf, ExtensionResponseInputOf } from "../api/extensions.js";
import type { Action, Component, ConfigurationRecord, SsoSettings } from "../api/resources.js";
import { type Caller, iso, type ServiceDeps } from "./context.js";
import { badRequest, conflict, notFound } from "./errors.js";
import { createApiKey, listApiKeys, revokeApiKey } from "./keys.js";
import { enqueueMessage, generateWebhookSecret } from "./outbox.js";
import { webhookHeaderProblems, webhookUrlProblem } from "./webhook-target.js";

/** Endpoint 19: decision on the seed's gap, the columns and directions a caller may sort by. */
const NOTIFICATION_ORDER: Record<string, string> = {
  createdAt: "created_at",
  updatedAt: "updated_at",
  status: "status",
  retryCount: "retry_count",
  actionName: "action_name",
};

interface ConfigRow {
  config_type: string;
  language: string;
  repo: string;
  project_root: string | null;
  version: string;
  config_value: Record<string, unknown>;
  created_at: Date;
}

function toConfigRecord(r: ConfigRow): ConfigurationRecord {
  return {
    config_type: r.config_type,
    language: r.language,
    repo: r.repo,
    ...(r.project_root !== null ? { project_root: r.project_root } : {}),
    version: r.version,
    config_value: r.config_value,
    created_at: iso(r.created_at),
  };
}

export function operationHandlers(deps: ServiceDeps) {
  const { store } = deps;
  return {
    // ---- lineage
    async getComponent(caller: Caller, { params }: RequestOf<"getComponent">): Promise<Component> {
      const rows = await store.query<{ body: Component }>(
        "SELECT body FROM components WHERE workspace_id = $1 AND id::text = $2",
        [caller.workspaceId, params.id.toLowerCase()],
      );
      if (!rows[0]) throw notFound(`no component with id '${params.id}'`);
      return rows[0].body;
    },
    async exportLineage(
      caller: Caller,
      { query }: RequestOf<"exportLineage">,
    ): Promise<ResponseInputOf<"exportLineage">> {
      const rows = await store.query<{ body: Component }>(
        "SELECT body FROM components WHERE workspace_id = $1 AND run_id = $2 ORDER BY created_at, id",
        [caller.workspaceId, query.run_id],
      );
      return { timestamp: new Date().toISOString(), items: rows.map((r) => r.body) };
    },
    async putComponent(caller: Caller, { body }: ExtensionRequestOf<"putComponent">): Promise<Component> {
      const rows = await store.query<{ workspace_id: string }>(
        `INSERT INTO components (id, workspace_id, run_id, body) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (workspace_id, id) DO UPDATE SET run_id = EXCLUDED.run_id, body = EXCLUDED.body
         RETURNING workspace_id`,
        [body.id, caller.workspaceId, body.runId ?? null, JSON.stringify(body)],
      );
      // Ids are scoped per workspace (migration 2): another workspace's use of an id is invisible here.
      if (rows.length === 0) throw new Error("component upsert returned no row");
      return body;
    },

    // ---- actions
    async createAction(
      caller: Caller,
      { body }: RequestOf<"createAction">,
    ): Promise<ResponseInputOf<"createAction">> {
      const actionId = randomUUID();
      await store.query(
        `INSERT INTO actions (workspace_id, id, name, triggers, destinations, is_active)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, true)`,
        [
          caller.workspaceId,
          actionId,
          body.name,
          JSON.stringify(body.triggers),
          JSON.stringify(body.destinations),
        ],
      );
      return { actionId };
    },
    async updateAction(
      caller: Caller,
      { body }: RequestOf<"updateAction">,
    ): Promise<ResponseInputOf<"updateAction">> {
      const rows = await store.query(
        `UPDATE actions SET name = $3, triggers = $4::jsonb, destinations = $5::jsonb, is_active = $6, updated_at = now()
         WHERE workspace_id = $1 AND id = $2 RETURNING id`,
        [
          caller.workspaceId,
          body.actionId,
          body.name,
          JSON.stringify(body.triggers),
          JSON.stringify(body.destinations),
          body.isActive,
        ],
      );
      if (rows.length === 0) throw notFound(`no action with id '${body.actionId}'`);
      return { actionId: body.actionId };
    },
    async listActions(
      caller: Caller,
      { query }: ExtensionRequestOf<"listActions">,
    ): Promise<ExtensionResponseInputOf<"listActions">> {
      const rows = await store.query<{
        id: string;
        name: string;
        triggers: Action["triggers"];
        destinations: Action["destinations"];
        is_active: boolean;
      }>(
        `SELECT id, name, triggers, destinations, is_active FROM actions WHERE workspace_id = $1
         ORDER BY created_at, id LIMIT $2 OFFSET $3`,
        [caller.workspaceId, query.limit, query.offset],
      );
      return {
        actions: rows.map((r) => ({
          actionId: r.id,
          name: r.name,
          triggers: r.triggers,
          destinations: r.destinations,
          isActive: r.is_active,
        })),
      };
    },

    // ---- single sign-on
    async putSsoSettings(caller: Caller, { body }: RequestOf<"putSsoSettings">): Promise<SsoSettings> {
      const problems = [];
      if (body.identityProvider.trim() === "") {
        problems.push({ pointer: "/body/identityProvider", message: "must not be empty" });
      }
      let url: URL | undefined;
      try {
        url = new URL(body.metadataDocumentEndpointUrl);
      } catch {}
      if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
        problems.push({ pointer: "/body/metadataDocumentEndpointUrl", message: "must be an http(s) URL" });
      }
      if (problems.length > 0) throw badRequest("invalid SSO settings", problems);
      await store.query(
        `INSERT INTO sso_settings (workspace_id, body) VALUES ($1, $2::jsonb)
         ON CONFLICT (workspace_id) DO UPDATE SET body = EXCLUDED.body, updated_at = now()`,
        [caller.workspaceId, JSON.stringify(body)],
      );
      return body;
    },
    async getSsoSettings(caller: Caller): Promise<SsoSettings> {
      const rows = await store.query<{ body: SsoSettings }>(
        "SELECT body FROM sso_settings WHERE workspace_id = $1",
        [caller.workspaceId],
      );
      if (!rows[0]) throw notFound("no SSO settings stored");
      return rows[0].body;
    },

    // ---- telemetry (idempotent by id)
    async ingestTelemetry(
      caller: Caller,
      { body }: RequestOf<"ingestTelemetry">,
    ): Promise<ResponseInputOf<"ingestTelemetry">> {
      const id = body.id ?? randomUUID();
      const data = JSON.stringify(body.data);
      await store.query(
        `INSERT INTO telemetry (workspace_id, id, type, data) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (workspace_id, id) DO NOTHING`,
        [caller.workspaceId, id, body.type, data],
      );
      const same = await store.query<{ same: boolean }>(
        "SELECT type = $3 AND data = $4::jsonb AS same FROM telemetry WHERE workspace_id = $1 AND id = $2",
        [caller.workspaceId, id, body.type, data],
      );
      if (!same[0]?.same) throw conflict(`telemetry data point '${id}' exists with different content`);
      return { id };
    },

    // ---- configuration
    async getConfig(caller: Caller, { body }: RequestOf<"getConfig">): Promise<ConfigurationRecord> {
      // Rule 3: selected by type, language and repo, plus the version when given; else the latest.
      const rows = await store.query<ConfigRow>(
        `SELECT config_type, language, repo, project_root, version, config_value, created_at FROM configurations
         WHERE workspace_id = $1 AND md5(config_type) = md5($2) AND md5(language) = md5($3)
           AND md5(repo) = md5($4) AND config_type = $2 AND language = $3 AND repo = $4
           AND ($5::text IS NULL OR version = $5::text)
         ORDER BY created_at DESC, id LIMIT 1`,
        [caller.workspaceId, body.config_type, body.language, body.repo, body.version ?? null],
      );
      if (!rows[0]) throw notFound("no configuration matches");
      return toConfigRecord(rows[0]);
    },
    async createConfiguration(
      caller: Caller,
      { body }: ExtensionRequestOf<"createConfiguration">,
    ): Promise<ConfigurationRecord> {
      const rows = await store.query<ConfigRow>(
        `INSERT INTO configurations (id, workspace_id, config_type, language, repo, project_root, version, config_value)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
         ON CONFLICT (workspace_id, md5(config_type), md5(language), md5(repo), md5(version)) DO NOTHING
         RETURNING config_type, language, repo, project_root, version, config_value, created_at`,
        [
          randomUUID(),
          caller.workspaceId,
          body.config_type,
          body.language,
          body.repo,
          body.project_root ?? null,
          body.version,
          JSON.stringify(body.config_value),
        ],
      );
      if (!rows[0]) throw conflict(`configuration version '${body.version}' exists (versions are immutable)`);
      return toConfigRecord(rows[0]);
    },

    // ---- webhooks
    async listWebhooks(caller: Caller): Promise<ResponseInputOf<"listWebhooks">> {
      const rows = await store.query<{
        id: string;
        url: string;
        name: string;
        secret: string;
        headers: Record<string, string>;
      }>(
        "SELECT id, url, name, secret, headers FROM webhooks WHERE workspace_id = $1 ORDER BY created_at, id",
        [caller.workspaceId],
      );
      return { webhooks: rows };
    },
    async createWebhook(caller: Caller, { body }: ExtensionRequestOf<"createWebhook">) {
      const problem = webhookUrlProblem(body.url, deps.allowPrivateWebhooks);
      if (problem) throw badRequest(`webhook url ${problem}`, [{ pointer: "/body/url", message: problem }]);
      const headerProblems = webhookHeaderProblems(body.headers ?? {});
      if (headerProblems.length > 0) {
        throw badRequest(
          `webhook headers refused: ${headerProblems.map((h) => `${h.name} ${h.problem}`).join("; ")}`,
          headerProblems.map((h) => ({
            pointer: `/body/headers${h.name ? `/${h.name.replaceAll("~", "~0").replaceAll("/", "~1")}` : ""}`,
            message: h.problem,
          })),
        );
      }
      const webhook = {
        id: randomUUID(),
        url: body.url,
        name: body.name,
        secret: body.secret ?? generateWebhookSecret(),
        headers: body.headers ?? {},
      };
      await store.query(
        "INSERT INTO webhooks (id, workspace_id, url, name, secret, headers) VALUES ($1, $2, $3, $4, $5, $6::jsonb)",
        [
          webhook.id,
          caller.workspaceId,
          webhook.url,
          webhook.name,
          webhook.secret,
          JSON.stringify(webhook.headers),
        ],
      );
      return webhook;
    },
    async deleteWebhook(caller: Caller, { params }: ExtensionRequestOf<"deleteWebhook">) {
      const rows = await store.query(
        "DELETE FROM webhooks WHERE workspace_id = $1 AND id = $2 RETURNING id",
        [caller.workspaceId, params.id],
      );
      if (rows.length === 0) throw notFound(`no webhook with id '${params.id}'`);
      return { id: params.id, deleted: true };
    },
    async testWebhook(
      caller: Caller,
      { body }: RequestOf<"testWebhook">,
    ): Promise<ResponseInputOf<"testWebhook">> {
      const { messageId, endpoints } = await store.transaction((tx) =>
        enqueueMessage(tx, caller.workspaceId, {
          eventType: body.eventType,
          data: { test: true, message: "contract-sync test message" },
        }),
      );
      if (endpoints === 0) throw conflict("the workspace has no webhook endpoint to send a test message to");
      deps.onQueued();
      return { messageId };
    },

    // ---- notifications
    async listNotifications(
      caller: Caller,
      { query }: RequestOf<"listNotifications">,
    ): Promise<ResponseInputOf<"listNotifications">> {
      const orderBy = query.orderBy ?? "createdAt";
      const column = NOTIFICATION_ORDER[orderBy];
      const dir = (query.orderDir ?? "desc").toLowerCase();
      const errors = [];
      if (!column) {
        errors.push({
          pointer: "/query/orderBy",
          message: `must be one of ${Object.keys(NOTIFICATION_ORDER).join(", ")}`,
        });
      }
      if (dir !== "asc" && dir !== "desc")
        errors.push({ pointer: "/query/orderDir", message: "must be asc or desc" });
      if (errors.length > 0 || !column) throw badRequest("invalid sort order", errors);
      const sqlDir = dir === "asc" ? "ASC" : "DESC";
      // column and direction come from the fixed tables above, never from the request text.
      const rows = await store.query<{
        id: string;
        change_log_event_id: string;
        action_id: string;
        action_details: Record<string, unknown>;
        status: string;
        created_at: Date;
        updated_at: Date;
        retry_count: number;
        action_name: string;
        user_name: string | null;
      }>(
        `SELECT id, change_log_event_id, action_id, action_details, status, created_at, updated_at, retry_count,
           action_name, user_name FROM notifications WHERE workspace_id = $1
         ORDER BY ${column} ${sqlDir}, id ${sqlDir} LIMIT $2 OFFSET $3`,
        [caller.workspaceId, query.limit, query.offset],
      );
      return {
        notifications: rows.map((r) => ({
          id: r.id,
          changeLogEventId: r.change_log_event_id,
          actionId: r.action_id,
          actionDetails: r.action_details,
          status: r.status,
          createdAt: iso(r.created_at),
          updatedAt: iso(r.updated_at),
          retryCount: r.retry_count,
          actionName: r.action_name,
          ...(r.user_name ? { userName: r.user_name } : {}),
        })),
      };
    },

    // ---- API keys
    async createApiKey(caller: Caller, { body }: ExtensionRequestOf<"createApiKey">) {
      const names = await store.query<{ name: string }>("SELECT name FROM workspaces WHERE id = $1", [
        caller.workspaceId,
      ]);
      const { key, info } = await createApiKey(store, names[0]!.name, body?.label);
      return { ...info, key };
    },
    async listApiKeys(caller: Caller) {
      return { apiKeys: await listApiKeys(store, caller.workspaceId) };
    },
    async revokeApiKey(caller: Caller, { params }: ExtensionRequestOf<"revokeApiKey">) {
      if (!(await revokeApiKey(store, caller.workspaceId, params.id))) {
        throw notFound(`no API key with id '${params.id}'`);
      }
      return { id: params.id, deleted: true };
    },
  };
}
