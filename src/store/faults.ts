import { sqlState } from "./port.js";

/**
 * Database faults that are the database's state, not the request's: the server answers them
 * 503 with Retry-After (the client may try again), never 500 (a bug).
 */

/** Socket errors of a connection that was open and is cut. */
const CUT_CODES = new Set(["ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT"]);
/** Socket errors of a connection that could not be opened (the server is down or unreachable). */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** Sessions ended by the server: administrator shutdown, crash shutdown, cannot connect now. */
const TERMINATED_STATES = new Set(["57P01", "57P02", "57P03"]);

/**
 * What `pg` says when a connection ends under a query or cannot be had in time; it carries no
 * code, so its message is all there is to tell it by.
 */
const DROPPED_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];
const POOL_TIMEOUT_MESSAGE = "timeout exceeded when trying to connect";

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "";
}

function causeOf(error: unknown): unknown {
  return error instanceof Error ? error.cause : undefined;
}

/** The connection a statement ran on went away (restart, failover, a killed backend). */
export function isDroppedConnection(error: unknown): boolean {
  const code = sqlState(error);
  if (code !== undefined && (TERMINATED_STATES.has(code) || code.startsWith("08"))) return true;
  if (code !== undefined && CUT_CODES.has(code)) return true;
  const message = messageOf(error);
  if (DROPPED_MESSAGES.some((m) => message.startsWith(m))) return true;
  const cause = causeOf(error);
  return cause !== undefined && cause !== error && isDroppedConnection(cause);
}

/**
 * The database cannot serve now: unreachable, restarting, out of connections (class 53:
 * insufficient resources, 53300 too many clients), a statement past its timeout (57014), or no
 * pooled connection free within the acquire timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isDroppedConnection(error)) return true;
  const code = sqlState(error);
  if (code !== undefined && (code.startsWith("53") || code === "57014" || UNREACHABLE_CODES.has(code))) {
    return true;
  }
  if (messageOf(error).startsWith(POOL_TIMEOUT_MESSAGE)) return true;
  const cause = causeOf(error);
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/**
 * Runs an idempotent read, and runs it once more when its connection was dropped: the pool has
 * discarded that connection, so the second try gets a fresh one (or fails as unavailable).
 */
export async function retryReadOnceIfDropped<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isDroppedConnection(error)) throw error;
    return read();
  }
}
