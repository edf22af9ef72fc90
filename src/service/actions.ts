import { randomUUID } from "node:crypto";
import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import type { ExtensionRequestOf, ExtensionResponseInputOf } from "../api/extensions.js";
import type { Action } from "../api/resources.js";
import type { Caller, ServiceDeps } from "./context.js";
import { notFound } from "./errors.js";

/** Actions (endpoints 12 and 13, and their listing). */
export function actionHandlers(deps: ServiceDeps) {
  const { store } = deps;
  return {
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
  };
}
