import Fastify, { type FastifyInstance } from "fastify";
import { type CountLimit, LIMITS, type Limits } from "../api/limits.js";
import { buildOpenApiDocument } from "../api/openapi.js";
import { ServiceError } from "../service/errors.js";
import type { Service } from "../service/index.js";
import type { KeyResolver } from "../service/keys.js";
import type { Store } from "../store/port.js";
import { DATABASE_RETRY_AFTER_SECONDS, errorHandler } from "./error-handler.js";
import { acceptJsonBodies, fastifyOptions } from "./fastify-options.js";
import { requestGuard } from "./guard.js";
import type { ServerMetrics } from "./metrics.js";
import { problem, sendProblem } from "./problem.js";
import { readiness } from "./readiness.js";
import { type Handler, registerRoutes } from "./routes.js";

export { DATABASE_RETRY_AFTER_SECONDS } from "./error-handler.js";
export { ALL_ENDPOINTS } from "./routes.js";

export interface AppOptions {
  service: Service;
  keys: KeyResolver;
  store: Store;
  /** Largest accepted request body in bytes (413 beyond); default 1 MiB. */
  bodyLimit?: number;
  /** Time to receive a whole request, and to answer it, in ms; default 30 s. */
  requestTimeoutMs?: number;
  /** pino level: "info" for the CLI, "silent" in tests. */
  logLevel?: string;
  /** Where the JSON log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** Requests per second per workspace (429 beyond, with Retry-After); no limit when absent. */
  rateLimit?: { requestsPerSecond: number; burst?: number } | undefined;
  /** Check every answer against the table's response schema (tests); a mismatch is a 500 and a log line. */
  validateResponses?: boolean;
  /** Prometheus metrics, served at /metrics (no key) when given. */
  metrics?: ServerMetrics | undefined;
  /** Items per request (413 beyond); docs/service.md "Limits" has the defaults. */
  limits?: Partial<Pick<Limits, CountLimit>> | undefined;
  /** Writes and checks worked on at once (the rest wait, bodies read); default 4. */
  maxConcurrentWrites?: number | undefined;
}

/**
 * The fastify adapter: one route per entry of the endpoint tables (server/routes.ts), behind the
 * key check and admission (server/guard.ts), errors as problem+json (server/error-handler.ts).
 * Nothing about the wire is written here twice.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const bodyLimit = options.bodyLimit ?? LIMITS.requestBodyBytes;
  const app = Fastify(
    fastifyOptions({
      bodyLimit,
      requestTimeout: options.requestTimeoutMs ?? 30_000,
      logLevel: options.logLevel,
      logStream: options.logStream,
    }),
  );
  acceptJsonBodies(app);
  addLifecycleHooks(app);
  if (options.metrics) serveMetrics(app, options.metrics);
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problem(404, `no route ${request.method} ${request.url.split("?")[0]}`)),
  );
  app.setErrorHandler(errorHandler(bodyLimit));

  const { assetsPerRequest, contractsPerRequest, namesPerBulkCheck } = { ...LIMITS, ...options.limits };
  const countLimits = { assetsPerRequest, contractsPerRequest, namesPerBulkCheck };
  const own = serverOperations(options.store, () =>
    buildOpenApiDocument({ limits: { requestBodyBytes: bodyLimit, ...countLimits } }),
  );
  const service = options.service as unknown as Record<string, Handler | undefined>;
  registerRoutes(app, {
    handlerOf: (operationId) => own[operationId] ?? service[operationId],
    guard: requestGuard(options),
    countLimits,
    validateResponses: options.validateResponses === true,
  });
  return app;
}

/**
 * Draining: a request still arriving on a busy keep-alive connection after close began is sent
 * elsewhere. Callback-style hooks: an async one costs a promise and a microtask turn per request.
 */
function addLifecycleHooks(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onRequest", (_request, reply, done) => {
    if (!closing) return done();
    reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    sendProblem(reply, problem(503, "the server is shutting down; retry the request"));
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });
}

function serveMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook("onResponse", (request, reply, done) => {
    const config = request.routeOptions.config as { operationId?: string } | undefined;
    const operation = config?.operationId ?? (request.url.startsWith("/metrics") ? "metrics" : "unknown");
    metrics.answered(operation, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get("/metrics", async (_request, reply) => {
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}

/** The operations the server answers itself, not the service: health and this OpenAPI document. */
function serverOperations(store: Store, openApi: () => Record<string, unknown>): Record<string, Handler> {
  let document: Record<string, unknown> | undefined;
  return {
    // Liveness: nothing asked of the database, so a database outage never gets the process restarted.
    healthz: async () => ({ status: "ok" }),
    readyz: async () => {
      const state = await readiness(store);
      if (state.ready) return { status: "ready", schemaVersion: state.schemaVersion };
      throw new ServiceError(503, "Service Unavailable", state.reason);
    },
    getOpenApi: async () => {
      document ??= openApi();
      return document;
    },
  } satisfies Record<"healthz" | "readyz" | "getOpenApi", Handler>;
}
