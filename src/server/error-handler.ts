import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { errorMessage } from "../error-message.js";
import { ServiceError } from "../service/errors.js";
import { isDatabaseUnavailable } from "../store/faults.js";
import { sqlState } from "../store/port.js";
import { problem, sendProblem, tooLarge } from "./problem.js";

/**
 * Retry-After of a 503 for an unavailable database, in seconds: a restart or a failover takes
 * about that long, and a client's retry then finds the pool reconnected.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

type ErrorHandler = (
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply;

/** Every error a route throws, as problem+json: the service's, the database's, fastify's, and bugs. */
export function errorHandler(bodyLimit: number): ErrorHandler {
  return (error, request, reply) => {
    if (error instanceof ServiceError) {
      // (The service's 503s, such as not ready, are passing states too.)
      if (error.status === 503) reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, problem(error.status, error.message, error.errors, error.title));
    }
    if (isDatabaseUnavailable(error)) {
      // The database's state, not a bug: the client may try again (docs/service.md "Run it for a team").
      request.log.warn({ err: error, code: sqlState(error) }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, problem(503, "the database is not available; retry later"));
    }
    return databaseRefusal(error, request, reply) ?? requestRefusal(error, request, reply, bodyLimit);
  };
}

/**
 * Values the database cannot hold are the client's to fix; its own message names its types and
 * encodings, not the request, so it goes to the log and the client gets the API's words.
 */
function databaseRefusal(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  const state = sqlState(error);
  if (state?.startsWith("22")) {
    request.log.info({ err: error }, "a value of the request cannot be stored");
    const detail =
      "a value of the request cannot be stored (out of range for its type, or text the service cannot hold)";
    return sendProblem(reply, problem(400, detail, [{ pointer: "/body", message: detail }]));
  }
  if (state === "23505") return sendProblem(reply, problem(409, "the resource exists already"));
  return undefined;
}

/** Fastify's own refusals (malformed JSON, body too large, unsupported media type, timeouts), and bugs. */
function requestRefusal(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  bodyLimit: number,
): FastifyReply {
  const message = errorMessage(error);
  // (Fastify's own errors, such as body too large, are RangeErrors too but carry a statusCode.)
  if (error instanceof RangeError && !("statusCode" in error)) {
    return sendProblem(
      reply,
      problem(400, "the request is nested too deeply", [{ pointer: "/body", message }]),
    );
  }
  const status = typeof error === "object" && error && "statusCode" in error ? Number(error.statusCode) : 500;
  if (status === 413) {
    const detail = `the request body is larger than the ${bodyLimit} bytes accepted (requestBodyBytes; docs/service.md "Limits"): send fewer items per request`;
    return sendProblem(reply, tooLarge(detail, "/body", { name: "requestBodyBytes", maximum: bodyLimit }));
  }
  if (status >= 400 && status < 500) {
    const errors = status === 400 ? [{ pointer: "/body", message }] : undefined;
    return sendProblem(reply, problem(status, message, errors));
  }
  request.log.error({ err: error }, "request failed");
  const code = status === 503 ? 503 : 500;
  return sendProblem(reply, problem(code, code === 503 ? "the service is not available" : "internal error"));
}
