import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { createDeliveryWorker, type DeliveryOptions, type DeliveryWorker } from "../service/delivery.js";
import { createService, type Service } from "../service/index.js";
import { KeyResolver } from "../service/keys.js";
import { createSunsetSweeper, type SunsetSweeper, type SunsetSweepOptions } from "../service/sunset-sweep.js";
import { isDatabaseUnavailable } from "../store/faults.js";
import type { Store } from "../store/port.js";
import { type AppOptions, buildApp } from "./app.js";
import { type CatalogOptions, registerCatalog } from "./catalog-routes.js";
import { ServerMetrics } from "./metrics.js";

export interface ServerOptions extends Omit<AppOptions, "service" | "keys" | "store"> {
  store: Store;
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** Keys of the default workspace besides the stored ones (CONTRACT_SYNC_API_KEY). */
  apiKeys?: readonly string[];
  allowPrivateWebhooks?: boolean;
  /** How long a found key is trusted without asking the store (default 5 s; a revoked key works that long). */
  keyCacheMs?: number;
  /** Delivery worker settings; `false` runs no worker in this process. */
  delivery?: DeliveryOptions | false;
  /** The read-only catalog at `/` (docs/catalog.md); none when absent. */
  catalog?: CatalogOptions | undefined;
  /** The clock of the sunset events (a write's day, the sweep's days); default the system's. */
  now?: () => Date;
  /** The daily sunset sweep's settings; `false` runs no sweep in this process. */
  sunsetSweep?: Omit<SunsetSweepOptions, "now"> | false;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  service: Service;
  worker: DeliveryWorker | undefined;
  /** The daily sunset sweep of this process (docs/service.md "Sunset sweep"). */
  sunsets: SunsetSweeper | undefined;
  /**
   * Graceful shutdown: stops accepting connections, lets in-flight requests
   * finish, then lets the delivery worker finish what it is sending (releasing
   * the claims of deliveries still unanswered after its grace). The store stays
   * open (its owner closes it).
   */
  close(): Promise<void>;
}

/** Starts the reference server in this process (the CLI's `serve`, the action's embedded mode, tests). */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const allowPrivate = options.allowPrivateWebhooks ?? false;
  let worker: DeliveryWorker | undefined;
  let sunsets: SunsetSweeper | undefined;
  const metrics = new ServerMetrics(options.store);
  const store = metrics.instrument(options.store);
  const service = createService(store, {
    allowPrivateWebhooks: allowPrivate,
    onQueued: () => worker?.wake(),
    warmWrittenContracts: true,
    ...(options.now ? { now: options.now } : {}),
  });
  const keys = new KeyResolver(store, options.apiKeys ?? [], options.keyCacheMs);
  const app = buildApp({ ...options, store, service, metrics, keys });
  if (options.catalog) registerCatalog(app, { store, keys, options: options.catalog });
  await app.listen({ host: options.host ?? "127.0.0.1", port: options.port ?? 8080 });
  if (options.delivery !== false) {
    worker = createDeliveryWorker(store, {
      allowPrivate,
      onError: (error) => {
        // An outage is logged by every poll until it ends: a warning, not an error of the worker.
        if (isDatabaseUnavailable(error))
          app.log.warn({ err: error }, "webhook delivery waits for the database");
        else app.log.error({ err: error }, "webhook delivery failed");
      },
      onAttempt: (outcome) => {
        metrics.deliveryAttempts.inc();
        if (outcome === "failed") metrics.deliveryFailures.inc();
        if (outcome === "unsigned") {
          metrics.deliveryFailures.inc();
          metrics.signingFailures.inc();
        }
      },
      ...options.delivery,
    });
  }
  if (options.sunsetSweep !== false) sunsets = startSunsetSweep(app, store, options, () => worker?.wake());
  const address = app.server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    app,
    service,
    worker,
    sunsets,
    close() {
      closing ??= (async () => {
        await sunsets?.stop();
        await app.close();
        await worker?.stop();
      })();
      return closing;
    },
  };
}

/** The daily sunset sweep: logs what each sweep told, and wakes the delivery worker for it. */
function startSunsetSweep(
  app: FastifyInstance,
  store: Store,
  options: ServerOptions,
  wake: () => void,
): SunsetSweeper {
  const given = options.sunsetSweep || {};
  return createSunsetSweeper(store, {
    ...given,
    ...(options.now ? { now: options.now } : {}),
    onSwept: (result) => {
      if (result.told > 0) {
        app.log.info({ sunsetSweep: result }, "sunset sweep told sunsets within the warning window");
        wake();
      }
      given.onSwept?.(result);
    },
    onError: (error) => {
      if (isDatabaseUnavailable(error)) app.log.warn({ err: error }, "sunset sweep waits for the database");
      else app.log.error({ err: error }, "sunset sweep failed");
      given.onError?.(error);
    },
  });
}
