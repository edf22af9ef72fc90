import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Queryable, Store } from "../store/port.js";

/**
 * The server's Prometheus metrics, in a registry of its own (several servers
 * may run in one process: tests, the embedded service). Served as text at
 * `/metrics`. No label carries tenant data: operations, statuses and outcomes only.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: "contract_sync_http_requests_total",
    help: "HTTP requests answered, by operation id, method and status code",
    labelNames: ["operation", "method", "status"] as const,
    registers: [this.registry],
  });
  readonly requestSeconds = new Histogram({
    name: "contract_sync_http_request_duration_seconds",
    help: "Time from receiving a request to the end of its answer, by operation id",
    labelNames: ["operation"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly storeSeconds = new Histogram({
    name: "contract_sync_store_query_duration_seconds",
    help: "Time of store statements and transactions, by kind (query, exec, transaction)",
    labelNames: ["kind"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [this.registry],
  });
  readonly deliveryAttempts = new Counter({
    name: "contract_sync_webhook_delivery_attempts_total",
    help: "Webhook deliveries attempted",
    registers: [this.registry],
  });
  readonly deliveryFailures = new Counter({
    name: "contract_sync_webhook_delivery_failures_total",
    help: "Webhook deliveries that failed (the receiver refused, timed out or could not be reached)",
    registers: [this.registry],
  });
  readonly signingFailures = new Counter({
    name: "contract_sync_webhook_signing_failures_total",
    help: "Webhook messages that could not be signed (an unusable endpoint secret)",
    registers: [this.registry],
  });

  /** Labelled children by label values: prom-client hashes a label object on every call (~1% of a check). */
  readonly #answered = new Map<string, { count: { inc(): void }; time: { observe(v: number): void } }>();

  /** One request answered: counted, and its time observed. */
  answered(operation: string, method: string, status: number, seconds: number): void {
    const key = `${operation} ${method} ${status}`;
    let children = this.#answered.get(key);
    if (!children) {
      children = {
        count: this.requests.labels({ operation, method, status: String(status) }),
        time: this.requestSeconds.labels({ operation }),
      };
      // (Operations, methods and statuses are few; the bound only guards against surprises.)
      if (this.#answered.size >= 1_000) this.#answered.clear();
      this.#answered.set(key, children);
    }
    children.count.inc();
    children.time.observe(seconds);
  }

  constructor(store: Store) {
    new Gauge({
      name: "contract_sync_outbox_depth",
      help: "Webhook messages waiting in the outbox (PENDING)",
      registers: [this.registry],
      async collect() {
        // The database down: the last value stays, so /metrics still answers (and shows the outage).
        const rows = await store
          .query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE status = 'PENDING'")
          .catch(() => undefined);
        if (rows) this.set(Number(rows[0]?.n ?? 0));
      },
    });
    collectDefaultMetrics({ register: this.registry, prefix: "contract_sync_" });
  }

  /** The store with every statement and transaction timed. */
  instrument(store: Store): Store {
    const kinds = {
      query: this.storeSeconds.labels({ kind: "query" }),
      exec: this.storeSeconds.labels({ kind: "exec" }),
      transaction: this.storeSeconds.labels({ kind: "transaction" }),
    };
    const timed = <T>(kind: keyof typeof kinds, work: () => Promise<T>): Promise<T> => {
      const end = kinds[kind].startTimer();
      return work().finally(() => end());
    };
    const wrap = (q: Queryable): Queryable => ({
      query: (sql, params) => timed("query", () => q.query(sql, params)),
      exec: (sql) => timed("exec", () => q.exec(sql)),
    });
    return {
      kind: store.kind,
      localChanges: store.localChanges,
      ...wrap(store),
      transaction: (fn) => timed("transaction", () => store.transaction((tx) => fn(wrap(tx)))),
      ping: () => store.ping(),
      close: () => store.close(),
    };
  }
}
