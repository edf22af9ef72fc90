import { randomUUID } from "node:crypto";
import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import type { Caller, ServiceDeps } from "./context.js";
import { conflict } from "./errors.js";

/** Telemetry (endpoint 16), idempotent by id. */
export function telemetryHandlers(deps: ServiceDeps) {
  const { store } = deps;
  return {
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
  };
}
