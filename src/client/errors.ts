import type { z } from "zod";
import type { Problem } from "../api/resources.js";

/** One bad field: its JSON pointer (RFC 6901, "" for the whole document) and what is wrong with it. */
export interface FieldIssue {
  pointer: string;
  message: string;
}

/** Base of every error the client throws; names the operation it happened in. */
export class ApiClientError extends Error {
  override name = "ApiClientError";
  constructor(
    readonly operationId: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The server answered with a non-success status. `problem` is the RFC 9457 body when it sent one. */
export class ApiError extends ApiClientError {
  override name = "ApiError";
  constructor(
    operationId: string,
    readonly status: number,
    readonly problem: Problem | undefined,
    /** The raw response body (for servers that do not send problem+json). */
    readonly body: string,
    /** How many attempts were made, retries included. */
    readonly attempts: number,
  ) {
    const detail = problem
      ? `${problem.title}${problem.detail ? `: ${problem.detail}` : ""}`
      : body.slice(0, 200);
    const fields = problem?.errors?.map((e) => `${e.pointer || "/"} ${e.message}`).join("; ");
    super(
      operationId,
      `${operationId}: HTTP ${status}${detail ? ` ${detail}` : ""}${fields ? ` (${fields})` : ""}`,
    );
  }
}

/** A success response whose body does not match the interface. */
export class ApiResponseError extends ApiClientError {
  override name = "ApiResponseError";
  constructor(
    operationId: string,
    readonly status: number,
    readonly issues: FieldIssue[],
    readonly body: string,
  ) {
    super(operationId, `${operationId}: invalid response: ${describeIssues(issues)}`);
  }

  /** JSON pointer of the first bad field. */
  get pointer(): string {
    return this.issues[0]?.pointer ?? "";
  }
}

/** A request that does not match the interface; it was not sent. */
export class ApiRequestError extends ApiClientError {
  override name = "ApiRequestError";
  constructor(
    operationId: string,
    readonly issues: FieldIssue[],
  ) {
    super(operationId, `${operationId}: invalid request: ${describeIssues(issues)}`);
  }
}

export type NetworkErrorKind = "connect-timeout" | "timeout" | "connect" | "network" | "aborted";

/** No HTTP answer: the connection failed, broke, or a timeout fired. */
export class ApiNetworkError extends ApiClientError {
  override name = "ApiNetworkError";
  constructor(
    operationId: string,
    readonly kind: NetworkErrorKind,
    readonly attempts: number,
    options?: ErrorOptions,
  ) {
    const cause = options?.cause instanceof Error ? `: ${options.cause.message}` : "";
    super(operationId, `${operationId}: ${kind} error after ${attempts} attempt(s)${cause}`, options);
  }
}

/** RFC 6901 pointer of a zod issue path, prefixed by where the value sits (e.g. "/body"). */
export function toPointer(path: readonly PropertyKey[], prefix = ""): string {
  return prefix + path.map((key) => `/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

export function issuesOf(error: z.ZodError, prefix = ""): FieldIssue[] {
  return error.issues.map((issue) => ({ pointer: toPointer(issue.path, prefix), message: issue.message }));
}

function describeIssues(issues: FieldIssue[]): string {
  const shown = issues.slice(0, 5).map((issue) => `${issue.pointer || "/"}: ${issue.message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : "";
  return shown.join("; ") + more;
}
