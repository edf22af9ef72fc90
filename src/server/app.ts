import { randomUUID } from "node:crypto";
import { type IncomingMessage, STATUS_CODES } from "node:http";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { z } from "zod";
import { AdmissionGate } from "../admission-gate.js";
import { type EndpointSpec, endpoints, toFastifyPath } from "../api/endpoints.js";
import { extensionEndpoints } from "../api/extensions.js";
import { LIMITS, type Limits } from "../api/limits.js";
import { buildOpenApiDocument } from "../api/openapi.js";
import { unstorableText } from "../api/storable.js";
import { contractEpochRead } from "../service/enforced-contracts.js";
import { ServiceError } from "../service/errors.js";
import type { Caller, Service } from "../service/index.js";
import type { KeyResolver } from "../service/keys.js";
import { jsonBytes } from "../service/wire-json.js";
import { isDatabaseUnavailable, retryReadOnceIfDropped } from "../store/faults.js";
import { type Store, sqlState } from "../store/port.js";
import { FAST_BODY_VALIDATORS } from "./fast-validate.js";
import type { ServerMetrics } from "./metrics.js";
import { pointerOf, problem, sendProblem, tooLarge, zodFieldErrors } from "./problem.js";
import { RateLimiter } from "./rate-limit.js";
import { readiness } from "./readiness.js";

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
  /** Items per request (413 beyond); README "Limits" has the defaults. */
  limits?: Partial<Pick<Limits, CountLimit>> | undefined;
  /** Writes and checks worked on at once (the rest wait, bodies read); default 4. */
  maxConcurrentWrites?: number | undefined;
}

type CountLimit = "assetsPerRequest" | "contractsPerRequest" | "namesPerBulkCheck";

function countLimitsOf(limits: Limits): Record<CountLimit, number> {
  const { assetsPerRequest, contractsPerRequest, namesPerBulkCheck } = limits;
  return { assetsPerRequest, contractsPerRequest, namesPerBulkCheck };
}

/** Where each operation's countable items sit in its raw body, and which limit bounds them. */
const COUNTED: Record<string, { limit: CountLimit; pointer: string; count(body: unknown): number }> = {
  checkAssetsCompliance: {
    limit: "assetsPerRequest",
    pointer: "/body/assets",
    count: (b) => lengthAt(b, "assets"),
  },
  registerAssets: { limit: "assetsPerRequest", pointer: "/body/assets", count: (b) => lengthAt(b, "assets") },
  registerS3Assets: {
    limit: "assetsPerRequest",
    pointer: "/body/assets",
    count: (b) => lengthAt(b, "assets"),
  },
  createContracts: {
    limit: "contractsPerRequest",
    pointer: "/body",
    count: (b) => (Array.isArray(b) ? b.length : 1),
  },
  bulkCheckContractCompliance: {
    limit: "namesPerBulkCheck",
    pointer: "/body/contract/dataAssetResourceNames",
    count: (b) => lengthAt(isObject(b) ? b.contract : undefined, "dataAssetResourceNames"),
  },
};

/** Operations that answer for each item: text the database cannot hold fails its item alone. */
const PER_ITEM_OUTCOMES: ReadonlySet<string> = new Set(["registerAssets", "registerS3Assets"]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function lengthAt(value: unknown, key: string): number {
  const list = isObject(value) ? value[key] : undefined;
  return Array.isArray(list) ? list.length : 0;
}

/**
 * Path parameters of the documented maximum length, percent-encoded: a
 * character takes at most 12 (4 UTF-8 bytes as %XX).
 */
const MAX_PARAM_LENGTH = LIMITS.resourceName * 12;

type Handler = (caller: Caller, request: Record<string, unknown>) => Promise<unknown>;
type RequestPart = "params" | "query" | "body";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Retry-After of a 503 for an unavailable database, in seconds: a restart or a failover takes
 * about that long, and a client's retry then finds the pool reconnected.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/** Every operation the server answers: the seed's 20 and the extensions, one table. */
export const ALL_ENDPOINTS: Readonly<Record<string, EndpointSpec>> = { ...endpoints, ...extensionEndpoints };

/**
 * The fastify adapter: one route per entry of the endpoint tables, each
 * validating its params, query and body with the table's zod schemas and
 * calling the service method of the same operation id. Nothing about the wire
 * is written here twice.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const bodyLimit = options.bodyLimit ?? LIMITS.requestBodyBytes;
  const app = Fastify({
    bodyLimit,
    requestTimeout,
    connectionTimeout: requestTimeout,
    keepAliveTimeout: 5_000,
    // Refused by the onRequest hook below instead, as problem+json with Retry-After.
    return503OnClosing: false,
    forceCloseConnections: "idle",
    requestIdHeader: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The router's own refusals (bad %-encoding, a path parameter too long) as problem+json.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
      const detail =
        status === 414
          ? `a path parameter is longer than ${MAX_PARAM_LENGTH} characters`
          : "the URL is not valid (bad percent-encoding)";
      return sendProblem(reply, problem(status, detail, [{ pointer: "/params", message: detail }]));
    },
    // Errors before a request exists (headers too large, malformed HTTP): problem+json on the raw socket.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      const status =
        error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
      const detail =
        status === 431
          ? "the request line and headers are too large"
          : status === 408
            ? "the request took too long to arrive"
            : "the request is not valid HTTP";
      const body = JSON.stringify(problem(status, detail));
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      }
      socket.destroy();
    },
    genReqId: (req: IncomingMessage) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Silent and nowhere to write (the embedded service): no logger, so pino is not loaded (~120 ms).
    logger:
      options.logLevel === "silent" && !options.logStream
        ? false
        : { level: options.logLevel ?? "info", ...(options.logStream ? { stream: options.logStream } : {}) },
  });
  // Endpoint 17 sends its selector as a JSON body on a GET.
  app.addHttpMethod("GET", { hasBody: true, overrideExisting: true });
  // An empty JSON body is "no body" (GETs sent with a content-type), left to the schemas to judge.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    try {
      parseJson(request, String(body), done);
    } catch (error) {
      const refusal = Object.assign(new Error(`body is not usable JSON: ${String(error)}`), {
        statusCode: 400,
      });
      done(refusal, undefined);
    }
  });

  const limits = { ...LIMITS, ...options.limits };
  const callers = new WeakMap<FastifyRequest, Caller>();
  const handlers = options.service as unknown as Record<string, Handler | undefined>;
  let openapi: Record<string, unknown> | undefined;

  // Callback-style hooks: an async one costs a promise and a microtask turn per request.
  // Draining: a request still arriving on a busy keep-alive connection is sent elsewhere.
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
  const metrics = options.metrics;
  if (metrics) {
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

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problem(404, `no route ${request.method} ${request.url.split("?")[0]}`)),
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ServiceError) {
      // (The service's 503s, such as not ready, are passing states too.)
      if (error.status === 503) reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, problem(error.status, error.message, error.errors, error.title));
    }
    if (isDatabaseUnavailable(error)) {
      // The database's state, not a bug: the client may try again (README "Run it for a team").
      request.log.warn({ err: error, code: sqlState(error) }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, problem(503, "the database is not available; retry later"));
    }
    const message = error instanceof Error ? error.message : String(error);
    // Values the database cannot hold are the client's to fix; its own message names its types and
    // encodings, not the request, so it goes to the log and the client gets the API's words.
    const state = sqlState(error);
    if (state?.startsWith("22")) {
      request.log.info({ err: error }, "a value of the request cannot be stored");
      const detail =
        "a value of the request cannot be stored (out of range for its type, or text the service cannot hold)";
      return sendProblem(reply, problem(400, detail, [{ pointer: "/body", message: detail }]));
    }
    if (state === "23505") return sendProblem(reply, problem(409, "the resource exists already"));
    // (Fastify's own errors, such as body too large, are RangeErrors too but carry a statusCode.)
    if (error instanceof RangeError && !("statusCode" in error)) {
      return sendProblem(
        reply,
        problem(400, "the request is nested too deeply", [{ pointer: "/body", message }]),
      );
    }
    const status =
      typeof error === "object" && error && "statusCode" in error ? Number(error.statusCode) : 500;
    if (status === 413) {
      const detail = `the request body is larger than the ${bodyLimit} bytes accepted (requestBodyBytes; README "Limits"): send fewer items per request`;
      return sendProblem(reply, tooLarge(detail, "/body", { name: "requestBodyBytes", maximum: bodyLimit }));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type, timeouts.
      const errors = status === 400 ? [{ pointer: "/body", message }] : undefined;
      return sendProblem(reply, problem(status, message, errors));
    }
    request.log.error({ err: error }, "request failed");
    const code = status === 503 ? 503 : 500;
    return sendProblem(
      reply,
      problem(code, code === 503 ? "the service is not available" : "internal error"),
    );
  });

  const limiter = options.rateLimit
    ? new RateLimiter(options.rateLimit.requestsPerSecond, options.rateLimit.burst)
    : undefined;
  const admission = new AdmissionGate(options.maxConcurrentWrites ?? 4);
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers["x-api-key"];
    const workspaceId = await retryReadOnceIfDropped(() =>
      options.keys.resolve(typeof header === "string" ? header : undefined),
    );
    // One answer for a missing key and a wrong one.
    if (!workspaceId) throw new ServiceError(401, "Unauthorized", "a valid X-API-KEY header is required");
    const wait = limiter?.take(workspaceId) ?? 0;
    if (wait > 0) {
      reply.header("retry-after", String(wait));
      throw new ServiceError(429, "Too Many Requests", `rate limit exceeded; retry in ${wait} s`);
    }
    callers.set(request, { workspaceId });
  };
  /**
   * Writes and checks take an admission slot only once their body has arrived: a client that
   * announces a large body and trickles it holds a socket, never a slot another workspace needs
   * (issue 35; fastify's requestTimeout bounds how long a body may take).
   */
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = callers.get(request);
    if (!caller || request.method === "GET") return;
    // Started before the check waits for admission, so the checks queued together share one read.
    const config = request.routeOptions.config as { operationId?: string };
    if (config.operationId === "checkAssetsCompliance") {
      caller.contractEpoch = contractEpochRead(options.store, caller.workspaceId);
    }
    // 'close' comes after the answer is sent, and also when the client goes away first: listened to
    // before waiting, as a client may leave while queued (the slot it is then handed must come back).
    // A client may also have left while its body arrived ('close' then came before this listener).
    let release: (() => void) | undefined;
    let closed = reply.raw.closed;
    if (closed) return;
    reply.raw.once("close", () => {
      closed = true;
      release?.();
    });
    release = await admission.acquire();
    if (closed) release();
  };

  for (const [operationId, spec] of Object.entries(ALL_ENDPOINTS)) {
    const isPublic = spec.public === true;
    const serve = publicHandler(operationId) ?? handlers[operationId];
    if (!serve) throw new Error(`no service method for operation '${operationId}'`);
    app.route({
      method: spec.method,
      url: toFastifyPath(spec.path),
      config: { operationId },
      ...(isPublic ? {} : { onRequest: authenticate, preHandler: admit }),
      handler: async (request, reply) => {
        const counted = COUNTED[operationId];
        if (counted) {
          const max = limits[counted.limit];
          const count = counted.count(request.body);
          if (count > max) {
            const detail = `${count} items where at most ${max} are accepted per request (${counted.limit}; README "Limits")`;
            return sendProblem(
              reply,
              tooLarge(detail, counted.pointer, { name: counted.limit, maximum: max }),
            );
          }
        }
        const parsed: Record<string, unknown> = {};
        const errors = [];
        for (const part of ["params", "query", "body"] as const satisfies RequestPart[]) {
          const schema: z.ZodType | undefined = spec[part];
          if (!schema) continue;
          const raw = request[part] ?? (part === "body" ? undefined : {});
          // Said here in the API's words, before the database would refuse it in its own.
          const unstorable =
            part === "body" && PER_ITEM_OUTCOMES.has(operationId) ? undefined : unstorableText(raw);
          if (unstorable) {
            errors.push({ pointer: pointerOf(part, unstorable.path), message: unstorable.message });
            continue;
          }
          const fast = part === "body" ? FAST_BODY_VALIDATORS[operationId]?.(raw) : undefined;
          if (fast) {
            parsed[part] = fast.value;
            continue;
          }
          let result: ReturnType<typeof schema.safeParse>;
          try {
            result = schema.safeParse(raw);
          } catch (error) {
            // zod recursing through a pathologically deep value runs out of stack.
            if (!(error instanceof RangeError)) throw error;
            errors.push({ pointer: `/${part}`, message: "nested too deeply" });
            continue;
          }
          if (result.success) parsed[part] = result.data;
          else errors.push(...zodFieldErrors(result.error, part));
        }
        if (errors.length > 0) {
          return sendProblem(reply, problem(400, `invalid request to ${operationId}`, errors));
        }
        const caller = callers.get(request) ?? { workspaceId: "" };
        // GETs only read: one more try on a fresh connection when theirs was dropped.
        const body =
          spec.method === "GET"
            ? await retryReadOnceIfDropped(() => serve(caller, parsed))
            : await serve(caller, parsed);
        if (options.validateResponses) {
          const check = spec.response.safeParse(body);
          if (!check.success) {
            request.log.error(
              { issues: check.error.issues, operationId },
              "response does not match its schema",
            );
            return sendProblem(reply, problem(500, `response of ${operationId} does not match its schema`));
          }
        }
        // Answers built from cached rows carry their JSON as bytes (service/wire-json.ts): sent as they are,
        // with the content type fastify gives the JSON it serialises.
        const bytes = jsonBytes(body);
        if (bytes) return reply.code(spec.status).type("application/json; charset=utf-8").send(bytes);
        return reply.code(spec.status).send(body);
      },
    });
  }

  function publicHandler(operationId: string): Handler | undefined {
    // Liveness: nothing asked of the database, so a database outage never gets the process restarted.
    if (operationId === "healthz") return async () => ({ status: "ok" });
    if (operationId === "readyz") {
      return async () => {
        const state = await readiness(options.store);
        if (state.ready) return { status: "ready", schemaVersion: state.schemaVersion };
        throw new ServiceError(503, "Service Unavailable", state.reason);
      };
    }
    if (operationId === "getOpenApi") {
      return async () => {
        openapi ??= buildOpenApiDocument({
          limits: { requestBodyBytes: bodyLimit, ...countLimitsOf(limits) },
        });
        return openapi;
      };
    }
    return undefined;
  }

  return app;
}
