import { randomUUID } from "node:crypto";
import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import type { ExtensionRequestOf } from "../api/extensions.js";
import type { Caller, ServiceDeps } from "./context.js";
import { badRequest, conflict, notFound } from "./errors.js";
import { enqueueMessage, generateWebhookSecret } from "./outbox.js";
import { webhookHeaderProblems, webhookUrlProblem } from "./webhook-target.js";

/** Webhook endpoints (endpoints 18 and 20, creation and removal). */
export function webhookHandlers(deps: ServiceDeps) {
  const { store } = deps;
  return {
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
  };
}
