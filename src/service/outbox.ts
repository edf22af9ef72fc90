import { randomBytes, randomUUID } from "node:crypto";
import type { Queryable } from "../store/port.js";

/** A Standard Webhooks secret: `whsec_` + base64 of 24 random bytes. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/** Standard Webhooks message ids: unique per message, kept across retries so receivers can dedupe. */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

export interface OutgoingMessage {
  eventType: string;
  data: Record<string, unknown>;
  notificationId?: string | undefined;
  /** Only this endpoint (the test message of one webhook); all of the workspace's when absent. */
  webhookId?: string | undefined;
}

/**
 * Queues one message for every webhook endpoint of the workspace, inside the
 * caller's transaction (so the message exists exactly when the change does).
 * The payload follows the Standard Webhooks convention `{type, timestamp, data}`.
 * Returns the message id and how many endpoints it was queued for.
 */
export async function enqueueMessage(
  tx: Queryable,
  workspaceId: string,
  message: OutgoingMessage,
): Promise<{ messageId: string; endpoints: number }> {
  const messageId = newMessageId();
  const payload = { type: message.eventType, timestamp: new Date().toISOString(), data: message.data };
  const rows = await tx.query(
    `INSERT INTO outbox (id, workspace_id, webhook_id, notification_id, message_id, event_type, payload, status)
     SELECT gen_random_uuid(), $1, w.id, $2, $3, $4, $5::jsonb, 'PENDING'
     FROM webhooks w WHERE w.workspace_id = $1 AND ($6::uuid IS NULL OR w.id = $6::uuid)
     RETURNING id`,
    [
      workspaceId,
      message.notificationId ?? null,
      messageId,
      message.eventType,
      JSON.stringify(payload),
      message.webhookId ?? null,
    ],
  );
  return { messageId, endpoints: rows.length };
}
