import type { RequestOf, ResponseInputOf } from "../api/endpoints.js";
import type { ServiceDeps } from "./context.js";
import { type Caller, iso } from "./context.js";
import { badRequest } from "./errors.js";

/** Endpoint 19: decision where the interface is open: the columns and directions a caller may sort by. */
const NOTIFICATION_ORDER: Record<string, string> = {
  createdAt: "created_at",
  updatedAt: "updated_at",
  status: "status",
  retryCount: "retry_count",
  actionName: "action_name",
};

/** Notifications (endpoint 19). */
export function notificationHandlers(deps: ServiceDeps) {
  const { store } = deps;
  return {
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
  };
}
