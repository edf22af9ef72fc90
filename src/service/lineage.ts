import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import type { ExtensionRequestOf } from "../api/extensions.js";
import type { Component } from "../api/resources.js";
import type { Caller, ServiceDeps } from "./context.js";
import { notFound } from "./errors.js";

/** Lineage components (endpoints 1 and 11, and their PUT extension). */
export function lineageHandlers(deps: ServiceDeps) {
  const { store } = deps;
  return {
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
  };
}
