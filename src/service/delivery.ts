import { Webhook } from "standardwebhooks";
import { Agent, request } from "undici";
import { errorMessage } from "../error-message.js";
import type { Store } from "../store/port.js";
import { guardedConnector } from "./webhook-connector.js";

export interface DeliveryOptions {
  /** Attempts per message before it is FAILED (default 5). */
  maxAttempts?: number;
  /** Delay before retry n (1-based): base * 2^(n-1), capped (defaults 1 s, 5 min). */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /**
   * How long a claimed message stays reserved for this worker (default 60 s): a server killed
   * while sending leaves the message to the others this long. Keep it above `timeoutMs`.
   */
  leaseMs?: number;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  /** How long stop() lets the deliveries in flight finish before it releases them (default 5 s). */
  stopGraceMs?: number;
  /** Poll interval when idle (default 1 s); `wake()` short-cuts it. */
  pollMs?: number;
  batchSize?: number;
  allowPrivate?: boolean;
  /** DNS resolution of webhook hosts (default `dns.lookup`); tests swap in a rebinding resolver. */
  lookup?: Parameters<typeof guardedConnector>[1];
  /** Start the polling loop (default true); tests drive `runOnce` themselves. */
  autoStart?: boolean;
  onError?: (error: unknown) => void;
  /** Told of every attempt's outcome (metrics). */
  onAttempt?: (outcome: "sent" | "failed" | "unsigned") => void;
}

interface ClaimedRow {
  id: string;
  message_id: string;
  event_type: string;
  payload: unknown;
  attempts: number;
  notification_id: string | null;
  url: string;
  secret: string;
  headers: Record<string, string>;
}

export interface DeliveryWorker {
  /** Claims and sends what is due now; resolves with the number of messages attempted. */
  runOnce(): Promise<number>;
  /** Asks the loop to look for due messages now (after a message was queued). */
  wake(): void;
  /**
   * Stops polling and waits for the deliveries in flight, at most `stopGraceMs`; those still
   * unanswered then are cut short and their claims released (their attempt not counted), so
   * another server sends them at once instead of after the lease.
   */
  stop(): Promise<void>;
}

/** Claims up to `batchSize` due messages for `leaseMs`, skipping those another worker holds. */
async function claim(store: Store, batchSize: number, leaseMs: number): Promise<ClaimedRow[]> {
  return store.query<ClaimedRow>(
    `WITH due AS (
       SELECT id FROM outbox
       WHERE status = 'PENDING' AND next_attempt_at <= now()
         AND (locked_until IS NULL OR locked_until < now())
       ORDER BY next_attempt_at LIMIT $1
       FOR UPDATE SKIP LOCKED)
     UPDATE outbox o SET attempts = o.attempts + 1, locked_until = now() + $2 * interval '1 millisecond',
       updated_at = now()
     FROM due, webhooks w
     WHERE o.id = due.id AND w.id = o.webhook_id
     RETURNING o.id, o.message_id, o.event_type, o.payload, o.attempts, o.notification_id,
       w.url, w.secret, w.headers`,
    [batchSize, leaseMs],
  );
}

interface Sender {
  agent: Agent;
  signal: AbortSignal;
  timeoutMs: number;
  onAttempt?: DeliveryOptions["onAttempt"];
}

/** Signs and posts one message; its error, or undefined when the receiver took it. */
async function send(row: ClaimedRow, sender: Sender): Promise<string | undefined> {
  const { agent, signal, timeoutMs } = sender;
  try {
    const body = JSON.stringify(row.payload);
    const timestamp = new Date();
    let signature: string;
    try {
      signature = new Webhook(row.secret).sign(row.message_id, timestamp, body);
    } catch (error) {
      sender.onAttempt?.("unsigned");
      return `message could not be signed: ${errorMessage(error)}`;
    }
    const response = await request(row.url, {
      method: "POST",
      dispatcher: agent,
      headers: {
        ...row.headers,
        "content-type": "application/json",
        "user-agent": "contract-sync-webhooks",
        "webhook-id": row.message_id,
        "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body,
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    await response.body.dump();
    return response.statusCode >= 200 && response.statusCode < 300
      ? undefined
      : `receiver answered ${response.statusCode}`;
  } catch (error) {
    return errorMessage(error);
  }
}

interface Backoff {
  maxAttempts: number;
  backoffBase: number;
  backoffMax: number;
}

/** Records an attempt's outcome: SENT, retried later with backoff, or FAILED; then its notification. */
async function settle(
  store: Store,
  row: ClaimedRow,
  error: string | undefined,
  backoff: Backoff,
): Promise<void> {
  const { maxAttempts, backoffBase, backoffMax } = backoff;
  await store.transaction(async (tx) => {
    if (row.notification_id) {
      // Lock the notification first so two workers settling its messages see each other's result.
      await tx.query("SELECT id FROM notifications WHERE id = $1 FOR UPDATE", [row.notification_id]);
    }
    if (error === undefined) {
      await tx.query(
        "UPDATE outbox SET status = 'SENT', locked_until = NULL, last_error = NULL, updated_at = now() WHERE id = $1",
        [row.id],
      );
    } else {
      const final = row.attempts >= maxAttempts;
      const delay = Math.min(backoffMax, backoffBase * 2 ** (row.attempts - 1));
      await tx.query(
        `UPDATE outbox SET status = $2, locked_until = NULL, last_error = $3, updated_at = now(),
           next_attempt_at = now() + $4 * interval '1 millisecond' WHERE id = $1`,
        [row.id, final ? "FAILED" : "PENDING", error.slice(0, 1000), delay],
      );
    }
    if (row.notification_id) {
      await tx.query(
        `UPDATE notifications n SET updated_at = now(),
           retry_count = s.retries,
           status = CASE WHEN s.pending > 0 THEN 'PENDING' WHEN s.failed > 0 THEN 'FAILED' ELSE 'SENT' END
         FROM (SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending,
                      count(*) FILTER (WHERE status = 'FAILED') AS failed,
                      greatest(coalesce(max(attempts), 0) - 1, 0) AS retries
               FROM outbox WHERE notification_id = $1) s
         WHERE n.id = $1`,
        [row.notification_id],
      );
    }
  });
}

/** Gives a claimed message back unsent: the receiver may have seen it, its message id dedupes. */
async function release(store: Store, row: ClaimedRow): Promise<void> {
  await store.query(
    `UPDATE outbox SET locked_until = NULL, attempts = greatest(attempts - 1, 0), updated_at = now()
     WHERE id = $1 AND status = 'PENDING'`,
    [row.id],
  );
}

/**
 * The outbox delivery worker. Rows are claimed with FOR UPDATE SKIP LOCKED and
 * a lease in one statement, so any number of workers in any number of processes
 * on one PostgreSQL never send one message twice; a worker that dies leaves its
 * rows to be claimed again when the lease ends. Each message is signed per
 * Standard Webhooks and retried with exponential backoff; a notification
 * follows its messages: PENDING until all are done, then SENT or FAILED, with
 * retryCount counting the retries.
 */
export function createDeliveryWorker(store: Store, options: DeliveryOptions = {}): DeliveryWorker {
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffBase = options.backoffBaseMs ?? 1_000;
  const backoffMax = options.backoffMaxMs ?? 300_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 10;
  const allowPrivate = options.allowPrivate ?? false;
  const agent = new Agent({ connect: guardedConnector(allowPrivate, options.lookup) });

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  const stopping = new AbortController();
  const sender: Sender = { agent, signal: stopping.signal, timeoutMs, onAttempt: options.onAttempt };
  const backoff: Backoff = { maxAttempts, backoffBase, backoffMax };

  async function runOnce(): Promise<number> {
    const rows = await claim(store, batchSize, leaseMs);
    await Promise.all(
      rows.map(async (row) => {
        const error = await send(row, sender);
        if (error !== undefined && stopping.signal.aborted) {
          await release(store, row);
          return;
        }
        if (error === undefined) options.onAttempt?.("sent");
        else if (!error.startsWith("message could not be signed")) options.onAttempt?.("failed");
        await settle(store, row, error, backoff);
      }),
    );
    return rows.length;
  }

  function schedule(delay: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(loop, delay);
    timer.unref();
  }

  function loop(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        options.onError?.(error);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    void running.then((n) => {
      const more = again || n === batchSize;
      again = false;
      schedule(more ? 0 : pollMs);
    });
  }

  if (options.autoStart ?? true) schedule(0);
  return {
    runOnce,
    wake: () => {
      if (options.autoStart ?? true) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const grace = setTimeout(() => stopping.abort(), options.stopGraceMs ?? 5_000);
      await running;
      clearTimeout(grace);
      await agent.close();
    },
  };
}
