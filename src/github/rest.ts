import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Dispatcher } from "undici";
import { networkDispatcher } from "../client/proxy.js";
import { errorMessage } from "../error-message.js";
import { GitHubError } from "./errors.js";
import { RateLimitExceeded, type RateLimiter } from "./rate-limit.js";

/**
 * GitHub's REST API: the few calls the action makes, without a client library. Over
 * node:http(s), or, when the environment names a proxy (a self-hosted runner may reach GitHub
 * only through one), over undici through it (client/proxy.ts).
 */

export interface RestResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface RestOptions {
  token: string;
  userAgent: string;
  /** Per request, from sending to the whole answer read. */
  timeoutMs?: number;
  /** Waits out GitHub's rate limits (one per run, shared by its calls); none: a limit is an error. */
  limiter?: RateLimiter | undefined;
}

const MAX_REDIRECTS = 5;
/** A page of 100 comments with long reports is a few MB; more is not an answer we expect. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const JSON_ANSWER: AnswerReading = { raw: false, maxBytes: MAX_BODY_BYTES };

/**
 * One request; follows redirects (the token only to the same origin, as fetch does); JSON in and out.
 * A rate-limited answer is waited out by `options.limiter` (src/github/rate-limit.ts).
 */
export async function restRequest(
  method: string,
  url: string,
  options: RestOptions,
  body?: unknown,
): Promise<RestResponse> {
  return limited(method, url, options, () => followRedirects(method, url, options, body, JSON_ANSWER));
}

/**
 * A file GitHub hands out by redirect (an artifact's zip): its bytes, at most `maxBytes`.
 * The redirect leads to another host, which gets no token (followRedirects).
 */
export async function restDownload(url: string, options: RestOptions, maxBytes: number): Promise<Buffer> {
  const answer = await limited("GET", url, options, () =>
    followRedirects("GET", url, options, undefined, { raw: true, maxBytes }),
  );
  return answer.body as Buffer;
}

/** How an answer is read: JSON (the API), or raw bytes (a download), each with a cap. */
interface AnswerReading {
  raw: boolean;
  maxBytes: number;
}

async function limited(
  method: string,
  url: string,
  options: RestOptions,
  request: () => Promise<RestResponse>,
): Promise<RestResponse> {
  const exchange = async () => {
    const answer = await request();
    return { ...answer, message: messageOf(answer) };
  };
  const write = method !== "GET" && method !== "HEAD";
  let answer: RestResponse & { message: string };
  try {
    answer = options.limiter
      ? await options.limiter.run(write, `${method} ${new URL(url).pathname}`, exchange)
      : await exchange();
  } catch (error) {
    if (error instanceof RateLimitExceeded) throw new GitHubError(error.message, error.status, true);
    throw error;
  }
  if (answer.status >= 400) throw new GitHubError(answer.message, answer.status);
  return answer;
}

/** GitHub's message, with its validation errors' (a 422 says what it refused in `errors`, as text or objects). */
function messageOf(answer: RestResponse): string {
  const body = answer.body as { message?: unknown; errors?: unknown } | null | undefined;
  if (typeof body !== "object" || body === null || !("message" in body)) return `HTTP ${answer.status}`;
  const errors = Array.isArray(body.errors)
    ? body.errors
        .map((e: unknown) =>
          typeof e === "string" ? e : String((e as { message?: unknown; code?: unknown })?.message ?? ""),
        )
        .filter((e) => e !== "")
    : [];
  return errors.length > 0 ? `${String(body.message)}: ${errors.join("; ")}` : String(body.message);
}

async function followRedirects(
  method: string,
  url: string,
  options: RestOptions,
  body: unknown,
  reading: AnswerReading,
): Promise<RestResponse> {
  let target = new URL(url);
  const origin = target.origin;
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = {
      accept: "application/vnd.github+json",
      "user-agent": options.userAgent,
      "x-github-api-version": "2022-11-28",
    };
    if (target.origin === origin) headers.authorization = `token ${options.token}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers["content-type"] = "application/json; charset=utf-8";
    const answer = await send(method, target, headers, payload, options.timeoutMs ?? 30_000, reading);
    const location = answer.headers.location;
    if ([301, 302, 303, 307, 308].includes(answer.status) && location && hop < MAX_REDIRECTS) {
      target = new URL(location, target);
      if (answer.status === 303) method = "GET";
      continue;
    }
    return answer;
  }
}

/** undici, and the dispatcher of the run's GitHub calls (proxy variables honoured), loaded at the first call. */
let network: Promise<{ request: typeof import("undici").request; dispatcher: Dispatcher }> | undefined;

function githubNetwork(): Promise<{ request: typeof import("undici").request; dispatcher: Dispatcher }> {
  network ??= import("undici").then((undici) => ({
    request: undici.request,
    dispatcher: networkDispatcher(undici),
  }));
  return network;
}

/** Closes the connections GitHub's calls kept open: an idle keep-alive socket would hold the process a few seconds. */
export async function closeGitHubNetwork(): Promise<void> {
  const opened = network;
  network = undefined;
  if (opened) await (await opened).dispatcher.close();
}

/** Proxy variables GitHub's runner and tools read (client/proxy.ts). */
const PROXY_VARIABLES = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"];

/**
 * One exchange. Through undici's EnvHttpProxyAgent when the environment names a proxy (it
 * applies NO_PROXY); else over node:http(s), which a README-only run has loaded already
 * (undici would add its load: `npm run bench -- action`, row "README-only PR check").
 */
function send(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payload: string | undefined,
  timeoutMs: number,
  reading: AnswerReading,
): Promise<RestResponse> {
  const proxied = PROXY_VARIABLES.some((name) => process.env[name]);
  return (proxied ? sendThroughEnv : sendDirect)(method, url, headers, payload, timeoutMs, reading);
}

/** One exchange over node:http(s): no proxy is named, and undici stays unloaded. */
function sendDirect(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payload: string | undefined,
  timeoutMs: number,
  reading: AnswerReading,
): Promise<RestResponse> {
  const request = url.protocol === "http:" ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > reading.maxBytes) {
          response.destroy(
            new GitHubError(`answer larger than ${reading.maxBytes} bytes`, response.statusCode),
          );
          return;
        }
        chunks.push(chunk);
      });
      response.on("error", reject);
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        if (reading.raw && status < 300) {
          resolve({ status, headers: response.headers, body: Buffer.concat(chunks) });
          return;
        }
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown;
        try {
          parsed = text === "" ? undefined : JSON.parse(text);
        } catch {
          if (status < 400) {
            reject(new GitHubError("the answer is not JSON", status));
            return;
          }
          parsed = undefined;
        }
        resolve({ status, headers: response.headers, body: parsed });
      });
    });
    outgoing.on("timeout", () =>
      outgoing.destroy(new GitHubError(`no answer within ${timeoutMs} ms`, undefined)),
    );
    outgoing.on("error", (error) =>
      reject(error instanceof GitHubError ? error : new GitHubError(error.message, undefined)),
    );
    outgoing.end(payload);
  });
}

/** One exchange over undici, through the proxy the environment names. */
async function sendThroughEnv(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payload: string | undefined,
  timeoutMs: number,
  reading: AnswerReading,
): Promise<RestResponse> {
  const { request, dispatcher } = await githubNetwork();
  let answer: Dispatcher.ResponseData;
  try {
    answer = await request(url, {
      method: method as Dispatcher.HttpMethod,
      headers,
      body: payload,
      dispatcher,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GitHubError(
      timedOut(error) ? `no answer within ${timeoutMs} ms` : errorMessage(error),
      undefined,
    );
  }
  const status = answer.statusCode;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of answer.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > reading.maxBytes) {
        answer.body.destroy();
        throw new GitHubError(`answer larger than ${reading.maxBytes} bytes`, status);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof GitHubError) throw error;
    throw new GitHubError(
      timedOut(error) ? `no answer within ${timeoutMs} ms` : errorMessage(error),
      undefined,
    );
  }
  const responseHeaders = answer.headers as IncomingHttpHeaders;
  if (reading.raw && status < 300) return { status, headers: responseHeaders, body: Buffer.concat(chunks) };
  const text = Buffer.concat(chunks).toString("utf8");
  let parsed: unknown;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    if (status < 400) throw new GitHubError("the answer is not JSON", status);
    parsed = undefined;
  }
  return { status, headers: responseHeaders, body: parsed };
}

/** The call's own deadline, or undici's header or body timer, ran out. */
function timedOut(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return (
    name === "TimeoutError" ||
    name === "AbortError" ||
    code === "UND_ERR_HEADERS_TIMEOUT" ||
    code === "UND_ERR_BODY_TIMEOUT"
  );
}

/** The `rel="next"` address of a Link header (GitHub's pagination), if any. */
export function nextPage(link: string | string[] | undefined): string | undefined {
  const value = Array.isArray(link) ? link.join(",") : link;
  if (!value) return undefined;
  for (const part of value.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part);
    if (match?.[2]?.split(/\s+/).includes("next")) return match[1];
  }
  return undefined;
}
