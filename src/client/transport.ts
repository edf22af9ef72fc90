import { setTimeout as sleep } from "node:timers/promises";
import type { Dispatcher } from "undici";
import type { z } from "zod";
import { buildPath, type EndpointSpec, isIdempotent } from "../api/endpoints.js";
import { Problem } from "../api/resources.js";
import { errorMessage } from "../error-message.js";
import {
  ApiError,
  ApiNetworkError,
  ApiRequestError,
  ApiResponseError,
  type FieldIssue,
  issuesOf,
  type NetworkErrorKind,
} from "./errors.js";
import { fastResponseValidator } from "./fast-response.js";
import { networkDispatcher } from "./proxy.js";
import { backoffDelay, DEFAULT_RETRY_POLICY, parseRetryAfter, type RetryPolicy } from "./retry.js";

export interface ClientTimeouts {
  /** TCP connect (and TLS handshake) of one attempt. Default 5 s. */
  connectMs?: number;
  /** One attempt, from sending to the last byte of the answer. Default 30 s. */
  attemptMs?: number;
  /** The whole call, retries and waits included. Default 60 s. */
  totalMs?: number;
}

export interface ClientOptions {
  /** Where the interface lives, e.g. `https://contracts.example.com` (paths start with /v0). */
  baseUrl: string;
  apiKey: string;
  userAgent?: string;
  timeouts?: ClientTimeouts;
  /** Retry policy; `{ maxAttempts: 1 }` disables retries. */
  retry?: Partial<RetryPolicy>;
  /** An undici dispatcher to send through (proxy, custom TLS); the client then leaves closing it to you. */
  dispatcher?: Dispatcher;
  /** Source of jitter in [0, 1); injectable so tests can pin delays. */
  random?: () => number;
  /**
   * Answers each request in this process instead of over HTTP (the embedded
   * server's fastify `inject`): the same requests, routes and validation, no socket.
   */
  exchange?: (request: ExchangeRequest) => Promise<ExchangeResponse>;
  /**
   * false: bodies are sent and returned without the client's zod checks. Only for
   * this process's own server (the embedded one), which validates every body it
   * gets against the same endpoint table and whose answers the API tests hold to
   * it: checking both again was a visible share of a large check (`npm run bench -- action`, rows
   * "PR changing N contracted Avro schemas, embedded service"). Default true.
   */
  validateBodies?: boolean;
}

export interface ExchangeRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface ExchangeResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** A request as a caller gives it, before validation. */
export interface RawRequest {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

const DEFAULT_USER_AGENT = "contract-sync-client/0.1.0";
/** Failures of the connect phase: the request never reached the server, so any method may be retried. */
const CONNECT_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** Sends validated requests with timeouts and retries, and validates what comes back. */
export class Transport {
  /** The one given, else made at the first request over the network (undici loads only then). */
  private dispatcher: Dispatcher | undefined;
  private undici: Promise<typeof import("undici")> | undefined;
  private readonly ownsDispatcher: boolean;
  private readonly connectMs: number;
  private readonly base: URL;
  private readonly policy: RetryPolicy;
  private readonly attemptMs: number;
  private readonly totalMs: number;
  private readonly random: () => number;
  private readonly userAgent: string;

  constructor(private readonly options: ClientOptions) {
    this.base = new URL(options.baseUrl);
    if (this.base.protocol !== "http:" && this.base.protocol !== "https:") {
      throw new Error(`baseUrl must be http(s): ${options.baseUrl}`);
    }
    const timeouts = options.timeouts ?? {};
    this.attemptMs = timeouts.attemptMs ?? 30_000;
    this.totalMs = timeouts.totalMs ?? 60_000;
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.random = options.random ?? Math.random;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.ownsDispatcher = options.dispatcher === undefined;
    this.dispatcher = options.dispatcher;
    this.connectMs = timeouts.connectMs ?? 5_000;
  }

  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher?.close();
  }

  /**
   * undici and the dispatcher, loaded at the first request over the network: a client whose
   * requests go through `exchange` (the embedded service) never loads undici
   * (`npm run bench -- action`, row "README-only PR check, embedded service").
   */
  private async network(): Promise<{ request: typeof import("undici").request; dispatcher: Dispatcher }> {
    this.undici ??= import("undici");
    const undici = await this.undici;
    // Through the proxy the environment names, as GitHub's runner reads it (proxy.ts).
    this.dispatcher ??= networkDispatcher(undici, {
      connect: { timeout: this.connectMs },
      // Our own per-attempt signal governs; undici's timers only back it up.
      headersTimeout: this.attemptMs,
      bodyTimeout: this.attemptMs,
    });
    return { request: undici.request, dispatcher: this.dispatcher };
  }

  async send(
    operationId: string,
    spec: EndpointSpec,
    raw: RawRequest,
    call: CallOptions = {},
  ): Promise<unknown> {
    const prepared = this.prepare(operationId, spec, raw);
    const idempotent = isIdempotent(spec);
    const deadline = Date.now() + this.totalMs;
    for (let attempt = 1; ; attempt++) {
      const remaining = deadline - Date.now();
      const outcome = await this.attempt(
        prepared,
        Math.max(1, Math.min(this.attemptMs, remaining)),
        call.signal,
      );

      let delay: number | undefined;
      if (outcome.kind === "response") {
        const { status, body, retryAfter } = outcome;
        if (status >= 200 && status < 300) return this.decode(operationId, spec, status, body);
        // 429 and 503 say the request was not processed, so they are safe to retry for any method.
        const retryable =
          this.policy.retryStatuses.includes(status) && (idempotent || status === 429 || status === 503);
        if (retryable) delay = parseRetryAfter(retryAfter) ?? backoffDelay(attempt, this.policy, this.random);
        if (!retryable || !this.mayRetry(attempt, delay, deadline)) {
          throw new ApiError(operationId, status, problemOf(body), body, attempt);
        }
      } else {
        const { kind, error } = outcome;
        const retryable =
          kind !== "aborted" && (idempotent || kind === "connect" || kind === "connect-timeout");
        if (retryable) delay = backoffDelay(attempt, this.policy, this.random);
        if (!retryable || !this.mayRetry(attempt, delay, deadline)) {
          throw new ApiNetworkError(operationId, kind, attempt, { cause: error });
        }
      }
      try {
        await sleep(delay, undefined, call.signal ? { signal: call.signal } : undefined);
      } catch (error) {
        throw new ApiNetworkError(operationId, "aborted", attempt, { cause: error });
      }
    }
  }

  /** Another attempt is allowed while the count bound holds and the wait ends before the deadline. */
  private mayRetry(attempt: number, delay: number | undefined, deadline: number): delay is number {
    return delay !== undefined && attempt < this.policy.maxAttempts && Date.now() + delay < deadline;
  }

  private prepare(operationId: string, spec: EndpointSpec, raw: RawRequest): PreparedRequest {
    const issues: FieldIssue[] = [];
    const parse = (schema: z.ZodType | undefined, value: unknown, where: string): unknown => {
      if (!schema) return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      issues.push(...issuesOf(result.error, where));
      return undefined;
    };
    const params = parse(spec.params, raw.params ?? {}, "/params") as Record<string, unknown> | undefined;
    const query = parse(spec.query, raw.query ?? {}, "/query") as Record<string, unknown> | undefined;
    const body = this.options.validateBodies === false ? raw.body : parse(spec.body, raw.body, "/body");
    if (issues.length > 0) throw new ApiRequestError(operationId, issues);

    const url = new URL(this.base);
    url.pathname = url.pathname.replace(/\/+$/, "") + buildPath(spec.path, params);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = {
      "x-api-key": this.options.apiKey,
      "user-agent": this.userAgent,
      accept: "application/json, application/problem+json",
    };
    const hasBody = spec.body !== undefined;
    if (hasBody) headers["content-type"] = "application/json";
    return {
      url,
      method: spec.method,
      headers,
      // Endpoint 17 is a GET with a JSON body; undici sends it as given.
      body: hasBody ? JSON.stringify(body) : undefined,
    };
  }

  private async attempt(
    prepared: PreparedRequest,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<Outcome> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const response = await this.exchange(prepared, combined);
      const retryAfter = response.headers["retry-after"];
      return {
        kind: "response",
        status: response.statusCode,
        body: response.body,
        retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter?.toString(),
      };
    } catch (error) {
      if (signal?.aborted) return { kind: "aborted", error };
      if (timeout.aborted) return { kind: "timeout", error };
      const code = (error as { code?: unknown }).code;
      if (code === "UND_ERR_CONNECT_TIMEOUT") return { kind: "connect-timeout", error };
      if (typeof code === "string" && CONNECT_ERROR_CODES.has(code)) return { kind: "connect", error };
      return { kind: "network", error };
    }
  }

  private async exchange(prepared: PreparedRequest, signal: AbortSignal): Promise<ExchangeResponse> {
    if (this.options.exchange) {
      const { pathname, search } = prepared.url;
      return this.options.exchange({
        method: prepared.method,
        url: pathname + search,
        headers: prepared.headers,
        body: prepared.body,
      });
    }
    const { request, dispatcher } = await this.network();
    const response = await request(prepared.url, {
      method: prepared.method,
      headers: prepared.headers,
      body: prepared.body ?? null,
      dispatcher,
      signal,
    });
    return { statusCode: response.statusCode, headers: response.headers, body: await response.body.text() };
  }

  private decode(operationId: string, spec: EndpointSpec, status: number, body: string): unknown {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      const message = `not JSON (${errorMessage(error)})`;
      throw new ApiResponseError(operationId, status, [{ pointer: "", message }], body);
    }
    if (this.options.validateBodies === false) return json;
    const fast = fastResponseValidator(spec)?.(json);
    if (fast) return fast.value;
    const result = spec.response.safeParse(json);
    if (!result.success) throw new ApiResponseError(operationId, status, issuesOf(result.error), body);
    return result.data;
  }
}

interface PreparedRequest {
  url: URL;
  method: EndpointSpec["method"];
  headers: Record<string, string>;
  body: string | undefined;
}

type Outcome =
  | { kind: "response"; status: number; body: string; retryAfter: string | undefined }
  | { kind: NetworkErrorKind; error: unknown };

function problemOf(body: string): Problem | undefined {
  try {
    const parsed = Problem.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
