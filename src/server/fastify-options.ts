import { randomUUID } from "node:crypto";
import { type IncomingMessage, STATUS_CODES } from "node:http";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { LIMITS } from "../api/limits.js";
import { problem, sendProblem } from "./problem.js";

/**
 * Path parameters of the documented maximum length, percent-encoded: a
 * character takes at most 12 (4 UTF-8 bytes as %XX).
 */
const MAX_PARAM_LENGTH = LIMITS.resourceName * 12;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface ServerSettings {
  bodyLimit: number;
  requestTimeout: number;
  logLevel?: string | undefined;
  logStream?: NodeJS.WritableStream | undefined;
}

/** Fastify's settings: timeouts, draining, request ids, logging, and its own refusals as problem+json. */
export function fastifyOptions(settings: ServerSettings): FastifyServerOptions & Record<string, unknown> {
  const { bodyLimit, requestTimeout, logLevel, logStream } = settings;
  return {
    bodyLimit,
    requestTimeout,
    connectionTimeout: requestTimeout,
    keepAliveTimeout: 5_000,
    // Refused by the app's onRequest hook instead, as problem+json with Retry-After.
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
    clientErrorHandler,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Silent and nowhere to write (the embedded service): no logger, so pino is never loaded (its
    // load is part of `npm run bench -- action`, row "README-only PR check, embedded service").
    logger:
      logLevel === "silent" && !logStream
        ? false
        : { level: logLevel ?? "info", ...(logStream ? { stream: logStream } : {}) },
  };
}

/** Errors before a request exists (headers too large, malformed HTTP): problem+json on the raw socket. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: import("node:net").Socket): void {
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
}

/** Bodies parsed from JSON text without a single \u escape (see `storableByItsText`). */
const escapeFreeBodies = new WeakSet<object>();

/**
 * Whether a request body is known storable from its JSON text alone: a string can hold U+0000
 * or an unpaired surrogate only through a \u escape (JSON refuses a raw control character, and
 * UTF-8 decoding makes no surrogate), so a body whose text has none needs no walk of its strings
 * (a 50 KB compliance check: a fifth of the server's work).
 */
export function storableByItsText(body: unknown): boolean {
  return typeof body === "object" && body !== null && escapeFreeBodies.has(body);
}

/**
 * JSON bodies, also on a GET (endpoint getConfig sends its selector as a JSON body); an empty
 * body is "no body" (GETs sent with a content-type), left to the schemas to judge.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  app.addHttpMethod("GET", { hasBody: true, overrideExisting: true });
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    const text = String(body);
    try {
      parseJson(request, text, (error, value) => {
        if (!error && typeof value === "object" && value !== null && !text.includes("\\u")) {
          escapeFreeBodies.add(value);
        }
        done(error, value);
      });
    } catch (error) {
      const refusal = Object.assign(new Error(`body is not usable JSON: ${String(error)}`), {
        statusCode: 400,
      });
      done(refusal, undefined);
    }
  });
}
