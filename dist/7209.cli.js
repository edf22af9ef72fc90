export const id = 7209;
export const ids = [7209,6480,4099];
export const modules = {

/***/ 57360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ unstorableText)
/* harmony export */ });
/* unused harmony export textProblem */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Why the service cannot store this string, if it cannot. */
function textProblem(text) {
    if (text.includes("\u0000"))
        return "contains U+0000 (NUL), which the service cannot store";
    if (UNPAIRED_SURROGATE.test(text)) {
        return "contains an unpaired UTF-16 surrogate (not valid Unicode), which the service cannot store";
    }
    return undefined;
}
/** The first string or object key in a JSON value that the service cannot store. */
function unstorableText(root) {
    // An explicit stack, and paths built only for the one found: a request may nest deeply.
    const stack = [{ value: root, parent: undefined, key: undefined }];
    for (let visit = stack.pop(); visit; visit = stack.pop()) {
        const { value } = visit;
        if (typeof value === "string") {
            const message = textProblem(value);
            if (message)
                return { path: pathOf(visit), message };
        }
        else if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--)
                stack.push({ value: value[i], parent: visit, key: i });
        }
        else if (typeof value === "object" && value !== null) {
            const entries = Object.entries(value);
            for (let i = entries.length - 1; i >= 0; i--) {
                const [key, child] = entries[i];
                const message = textProblem(key);
                if (message)
                    return { path: [...pathOf(visit), key], message: `its key ${message}` };
                stack.push({ value: child, parent: visit, key });
            }
        }
    }
    return undefined;
}
function pathOf(visit) {
    const path = [];
    for (let v = visit; v?.key !== undefined; v = v.parent)
        path.push(v.key);
    return path.reverse();
}


/***/ }),

/***/ 84127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

// UNUSED EXPORTS: createClientFor

// EXTERNAL MODULE: ./src/api/endpoints.ts
var endpoints = __webpack_require__(49214);
// EXTERNAL MODULE: ./src/api/extensions.ts
var extensions = __webpack_require__(59668);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/api/resources.ts + 1 modules
var resources = __webpack_require__(83114);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(66468);
// EXTERNAL MODULE: ./src/api/compiled-validator.ts
var compiled_validator = __webpack_require__(77814);
;// CONCATENATED MODULE: ./src/client/fast-response.ts

/**
 * Answers of an operation that zod validates before its validator is compiled: compiling costs
 * about as much as zod's parse of two pages of 500 contracts, so a run that reads one or two pages
 * (a pull request check) never compiles, and a publish of a monorepo (20 pages for 10,000
 * contracts) does once.
 */
const RESPONSES_BEFORE_COMPILING = 2;
/** Compiles the validator of an endpoint's answer that declares a fast path (`fastResponse`) now. */
function compileResponseValidator(spec) {
    const { fastResponse } = spec;
    if (!fastResponse)
        return undefined;
    return (0,compiled_validator/* compileValidator */.iw)(spec.response, (value) => fastResponse.schemaTrees(value));
}
/** One fast path per endpoint spec, shared by every client of the process. */
const fastPaths = (0,compiled_validator/* compiledOnUsePerKey */.Ke)(RESPONSES_BEFORE_COMPILING, compileResponseValidator);
/** The fast path of an endpoint's answer, compiled on use; undefined when the table declares none. */
function fastResponseValidator(spec) {
    return spec.fastResponse ? fastPaths(spec) : undefined;
}

;// CONCATENATED MODULE: ./src/client/proxy.ts
/**
 * The dispatcher for requests that leave the process: undici's EnvHttpProxyAgent, which reads
 * the proxy variables GitHub's runner and its tools read (docs/workflow.md "Behind a proxy"):
 * `https_proxy`/`HTTPS_PROXY` for https (else the http proxy), `http_proxy`/`HTTP_PROXY` for
 * http, the lower-case form first, and `no_proxy`/`NO_PROXY` (host names, `.domain` suffixes,
 * `host:port`, `*`) for what goes direct. With none set it is a plain Agent. Extra CAs
 * (NODE_EXTRA_CA_CERTS) are Node's own: every TLS connection, through a proxy or not, trusts them.
 */
function networkDispatcher(undici, options = {}) {
    return new undici.EnvHttpProxyAgent(options);
}

;// CONCATENATED MODULE: ./src/client/retry.ts
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 4,
    baseDelayMs: 200,
    maxDelayMs: 5_000,
    retryStatuses: [429, 502, 503, 504],
};
/**
 * "Equal jitter" backoff: half of the exponential delay is fixed, half random, so
 * delays still grow but clients that failed together do not retry together.
 */
function backoffDelay(retry, policy, random) {
    const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
    return exponential / 2 + random() * (exponential / 2);
}
/**
 * Retry-After (RFC 9110 10.2.3): delay-seconds or an HTTP date. Returns the delay
 * in milliseconds, or undefined when the header is absent or unreadable.
 */
function parseRetryAfter(value, now = Date.now()) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    // An HTTP-date starts with a day name (IMF-fixdate, RFC 850, asctime); Date.parse alone would accept "1.5".
    if (!/^[A-Za-z]{3,9},? /.test(text))
        return undefined;
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}

;// CONCATENATED MODULE: ./src/client/transport.ts








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
class Transport {
    options;
    /** The one given, else made at the first request over the network (undici loads only then). */
    dispatcher;
    undici;
    ownsDispatcher;
    connectMs;
    base;
    policy;
    attemptMs;
    totalMs;
    random;
    userAgent;
    constructor(options) {
        this.options = options;
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
    async close() {
        if (this.ownsDispatcher)
            await this.dispatcher?.close();
    }
    /**
     * undici and the dispatcher, loaded at the first request over the network: a client whose
     * requests go through `exchange` (the embedded service) never loads undici
     * (`npm run bench -- action`, row "README-only PR check, embedded service").
     */
    async network() {
        this.undici ??= __webpack_require__.e(/* import() */ 6752).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19));
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
    async send(operationId, spec, raw, call = {}) {
        const prepared = this.prepare(operationId, spec, raw);
        const idempotent = (0,endpoints/* isIdempotent */.ky)(spec);
        const deadline = Date.now() + this.totalMs;
        for (let attempt = 1;; attempt++) {
            const remaining = deadline - Date.now();
            const outcome = await this.attempt(prepared, Math.max(1, Math.min(this.attemptMs, remaining)), call.signal);
            let delay;
            if (outcome.kind === "response") {
                const { status, body, retryAfter } = outcome;
                if (status >= 200 && status < 300)
                    return this.decode(operationId, spec, status, body);
                // 429 and 503 say the request was not processed, so they are safe to retry for any method.
                const retryable = this.policy.retryStatuses.includes(status) && (idempotent || status === 429 || status === 503);
                if (retryable)
                    delay = parseRetryAfter(retryAfter) ?? backoffDelay(attempt, this.policy, this.random);
                if (!retryable || !this.mayRetry(attempt, delay, deadline)) {
                    throw new errors/* ApiError */.hD(operationId, status, problemOf(body), body, attempt);
                }
            }
            else {
                const { kind, error } = outcome;
                const retryable = kind !== "aborted" && (idempotent || kind === "connect" || kind === "connect-timeout");
                if (retryable)
                    delay = backoffDelay(attempt, this.policy, this.random);
                if (!retryable || !this.mayRetry(attempt, delay, deadline)) {
                    throw new errors/* ApiNetworkError */.ZN(operationId, kind, attempt, { cause: error });
                }
            }
            try {
                await (0,promises_.setTimeout)(delay, undefined, call.signal ? { signal: call.signal } : undefined);
            }
            catch (error) {
                throw new errors/* ApiNetworkError */.ZN(operationId, "aborted", attempt, { cause: error });
            }
        }
    }
    /** Another attempt is allowed while the count bound holds and the wait ends before the deadline. */
    mayRetry(attempt, delay, deadline) {
        return delay !== undefined && attempt < this.policy.maxAttempts && Date.now() + delay < deadline;
    }
    prepare(operationId, spec, raw) {
        const issues = [];
        const parse = (schema, value, where) => {
            if (!schema)
                return undefined;
            const result = schema.safeParse(value);
            if (result.success)
                return result.data;
            issues.push(...(0,errors/* issuesOf */.wf)(result.error, where));
            return undefined;
        };
        const params = parse(spec.params, raw.params ?? {}, "/params");
        const query = parse(spec.query, raw.query ?? {}, "/query");
        const body = this.options.validateBodies === false ? raw.body : parse(spec.body, raw.body, "/body");
        if (issues.length > 0)
            throw new errors/* ApiRequestError */.UQ(operationId, issues);
        const url = new URL(this.base);
        url.pathname = url.pathname.replace(/\/+$/, "") + (0,endpoints/* buildPath */.UL)(spec.path, params);
        for (const [name, value] of Object.entries(query ?? {})) {
            if (value !== undefined && value !== null)
                url.searchParams.set(name, String(value));
        }
        const headers = {
            "x-api-key": this.options.apiKey,
            "user-agent": this.userAgent,
            accept: "application/json, application/problem+json",
        };
        const hasBody = spec.body !== undefined;
        if (hasBody)
            headers["content-type"] = "application/json";
        return {
            url,
            method: spec.method,
            headers,
            // Endpoint 17 is a GET with a JSON body; undici sends it as given.
            body: hasBody ? JSON.stringify(body) : undefined,
        };
    }
    async attempt(prepared, timeoutMs, signal) {
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
        }
        catch (error) {
            if (signal?.aborted)
                return { kind: "aborted", error };
            if (timeout.aborted)
                return { kind: "timeout", error };
            const code = error.code;
            if (code === "UND_ERR_CONNECT_TIMEOUT")
                return { kind: "connect-timeout", error };
            if (typeof code === "string" && CONNECT_ERROR_CODES.has(code))
                return { kind: "connect", error };
            return { kind: "network", error };
        }
    }
    async exchange(prepared, signal) {
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
    decode(operationId, spec, status, body) {
        let json;
        try {
            json = JSON.parse(body);
        }
        catch (error) {
            const message = `not JSON (${(0,error_message/* errorMessage */.g)(error)})`;
            throw new errors/* ApiResponseError */.uZ(operationId, status, [{ pointer: "", message }], body);
        }
        if (this.options.validateBodies === false)
            return json;
        const fast = fastResponseValidator(spec)?.(json);
        if (fast)
            return fast.value;
        const result = spec.response.safeParse(json);
        if (!result.success)
            throw new errors/* ApiResponseError */.uZ(operationId, status, (0,errors/* issuesOf */.wf)(result.error), body);
        return result.data;
    }
}
function problemOf(body) {
    try {
        const parsed = resources/* Problem */.AF.safeParse(JSON.parse(body));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/client/client.ts



/** A client for the interface's twenty endpoints and the extension endpoints. */
function createClient(options) {
    return createClientFor({ ...endpoints/* endpoints */.vZ, ...extensions/* extensionEndpoints */.Ql }, options);
}
/** A client for any endpoint table (e.g. a server's own extension table). */
function createClientFor(table, options) {
    const transport = new Transport(options);
    const client = {
        call: (operationId, request, call) => {
            const spec = table[operationId];
            if (!spec)
                return Promise.reject(new Error(`unknown operation '${operationId}'`));
            return transport.send(operationId, spec, request ?? {}, call);
        },
        close: () => transport.close(),
    };
    for (const [operationId, spec] of Object.entries(table)) {
        client[operationId] = (...args) => {
            const [request, call] = toRequest(spec, args);
            return transport.send(operationId, spec, request, call);
        };
    }
    return client;
}
/** Undoes the argument shapes of MethodArgs. */
function toRequest(spec, args) {
    if (spec.params || spec.query)
        return [(args[0] ?? {}), args[1]];
    if (spec.body)
        return [{ body: args[0] }, args[1]];
    return [{}, args[0]];
}


/***/ }),

/***/ 16493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startEmbeddedService: () => (/* binding */ startEmbeddedService)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84127);
/* harmony import */ var _service_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9034);
/* harmony import */ var _service_keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10055);
/* harmony import */ var _store_open_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85300);
/* harmony import */ var _app_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42872);






/**
 * The reference server in this process, on an in-memory PGlite, with a
 * one-time key: the action's and CLI's default when no api-url is given. The
 * client's requests go through fastify's `inject` (no socket, no loopback
 * HTTP) and so through the same routes, key check and validation as a remote
 * service's: one code path for both. `opening`: the store when the caller started
 * opening it already (default: the process's shared PGlite, opened here).
 */
async function startEmbeddedService(opening) {
    // The process's one PGlite: the Postgres reader of the same run replays in it too.
    const store = await (opening ?? (0,_store_open_js__WEBPACK_IMPORTED_MODULE_4__.openStore)({ shared: true }));
    const apiKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(24).toString("base64url");
    const service = (0,_service_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createService */ .s)(store, { allowPrivateWebhooks: false, onQueued: () => { } });
    // Large repositories send many assets in one request: the in-process server takes what a PR holds.
    const app = (0,_app_js__WEBPACK_IMPORTED_MODULE_5__/* .buildApp */ .e1)({
        store,
        service,
        keys: new _service_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .KeyResolver */ .Gx(store, [apiKey]),
        logLevel: "silent",
        bodyLimit: 512 * 1024 * 1024,
        limits: { assetsPerRequest: 1_000_000, contractsPerRequest: 1_000_000, namesPerBulkCheck: 1_000_000 },
    });
    await app.ready();
    const client = (0,_client_client_js__WEBPACK_IMPORTED_MODULE_1__.createClient)({
        baseUrl: "http://embedded.invalid",
        apiKey,
        // The routes below validate every request body; checking it in the client too was redundant.
        validateBodies: false,
        exchange: async (request) => {
            const response = await app.inject({
                method: request.method,
                url: request.url,
                headers: request.headers,
                ...(request.body === undefined ? {} : { payload: request.body }),
            });
            return { statusCode: response.statusCode, headers: response.headers, body: response.body };
        },
    });
    return {
        client,
        async close() {
            await client.close();
            await app.close();
            await store.close();
        },
    };
}


/***/ }),

/***/ 76480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   xx: () => (/* binding */ parseTar)
/* harmony export */ });
/* unused harmony exports createTar, createTarGzip, createTarGzipStream, parseTarGzip */
const tarItemTypeMap = {
  // Standard
  "0": "file",
  // Regular file
  "1": "hardLink",
  // Hard link (meta)
  "2": "symbolicLink",
  // Symbolic link (meta)
  "3": "characterDevice",
  // Character device (meta)
  "4": "blockDevice",
  // Block device (meta)
  "5": "directory",
  // Directory (meta)
  "6": "fifo",
  // Named pipe (FIFO) (meta)
  "7": "contiguousFile",
  // Contiguous file (rarely used, mostly for older systems)
  // Extended headers
  "g": "globalExtendedHeader",
  // Global extended header (meta)
  "x": "extendedHeader",
  // Extended header for the next file (meta)
  // GNU tar
  "D": "gnuDirectory",
  // GNU directory metadata (meta)
  "I": "gnuInodeMetadata",
  // GNU inode metadata
  "K": "gnuLongLinkName",
  // GNU long link name
  "L": "gnuLongFileName",
  // GNU long file name
  "N": "gnuOldLongFileName",
  // GNU long file name (old)
  "M": "gnuMultiVolume",
  // Multi-volume archive entry
  "S": "gnuSparseFile",
  // Sparse file (for files with holes)
  "E": "gnuExtendedSparse",
  // Extended sparse file (used in GNU tar for large sparse files)
  // Solaris tar
  "A": "solarisAcl",
  // Solaris access control list
  "V": "solarisVolumeLabel",
  // Solaris volume label (meta)
  "X": "solarisOldExtendedHeader"
  // Deprecated extended header format (meta)
};

function parseTar(data, opts) {
  const buffer = data.buffer || data;
  const files = [];
  let offset = 0;
  let nextExtendedHeader;
  let globalExtendedHeader;
  while (offset < buffer.byteLength - 512) {
    let name = _readString(buffer, offset, 100);
    if (name.length === 0) {
      break;
    }
    if (nextExtendedHeader) {
      const longName = nextExtendedHeader.path || nextExtendedHeader.linkpath;
      if (longName) {
        name = longName;
      }
    }
    const mode = _readString(buffer, offset + 100, 8).trim();
    const uid = Number.parseInt(_readString(buffer, offset + 108, 8));
    const gid = Number.parseInt(_readString(buffer, offset + 116, 8));
    const size = _readNumber(buffer, offset + 124, 12);
    const seek = 512 + 512 * Math.trunc(size / 512) + (size % 512 ? 512 : 0);
    const mtime = _readNumber(buffer, offset + 136, 12);
    const _type = _readString(buffer, offset + 156, 1) || "0";
    const type = tarItemTypeMap[_type] || _type;
    switch (type) {
      // Extended headers for next entry
      case "extendedHeader":
      case "globalExtendedHeader": {
        const headers = _parseExtendedHeaders(
          new Uint8Array(buffer, offset + 512, size)
        );
        if (type === "extendedHeader") {
          nextExtendedHeader = headers;
        } else {
          nextExtendedHeader = void 0;
          globalExtendedHeader = {
            ...globalExtendedHeader,
            ...headers
          };
        }
        offset += seek;
        continue;
      }
      // GNU tar long file names
      case "gnuLongFileName":
      case "gnuOldLongFileName":
      case "gnuLongLinkName": {
        nextExtendedHeader = { path: _readString(buffer, offset + 512, size) };
        offset += seek;
        continue;
      }
    }
    const user = _readString(buffer, offset + 265, 32);
    const group = _readString(buffer, offset + 297, 32);
    name = _sanitizePath(name);
    const meta = {
      name,
      type,
      size,
      attrs: {
        ...globalExtendedHeader,
        ...nextExtendedHeader,
        mode,
        uid,
        gid,
        mtime,
        user,
        group
      }
    };
    nextExtendedHeader = void 0;
    if (opts?.filter && !opts.filter(meta)) {
      offset += seek;
      continue;
    }
    if (opts?.metaOnly) {
      files.push(meta);
      offset += seek;
      continue;
    }
    const data2 = size === 0 ? void 0 : new Uint8Array(buffer, offset + 512, size);
    files.push({
      ...meta,
      data: data2,
      get text() {
        return new TextDecoder().decode(this.data);
      }
    });
    offset += seek;
  }
  return files;
}
async function parseTarGzip(data, opts = {}) {
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(data));
      controller.close();
    }
  }).pipeThrough(new DecompressionStream(opts.compression ?? "gzip"));
  const decompressedData = await new Response(stream).arrayBuffer();
  return parseTar(decompressedData, opts);
}
function _sanitizePath(path) {
  let normalized = path.replace(/\\/g, "/");
  normalized = normalized.replace(/^[a-zA-Z]:\//, "");
  normalized = normalized.replace(/^\/+/, "");
  const hasLeadingDotSlash = normalized.startsWith("./");
  const parts = normalized.split("/");
  const resolved = [];
  for (const part of parts) {
    if (part === "..") {
      resolved.pop();
    } else if (part !== "." && part !== "") {
      resolved.push(part);
    }
  }
  let result = resolved.join("/");
  if (hasLeadingDotSlash && !result.startsWith("./")) {
    result = "./" + result;
  }
  if (path.endsWith("/") && !result.endsWith("/")) {
    result += "/";
  }
  return result;
}
function _readString(buffer, offset, size) {
  const view = new Uint8Array(buffer, offset, size);
  const i = view.indexOf(0);
  const td = new TextDecoder();
  return td.decode(i === -1 ? view : view.slice(0, i));
}
function _readNumber(buffer, offset, size) {
  const view = new Uint8Array(buffer, offset, size);
  let str = "";
  for (let i = 0; i < size; i++) {
    str += String.fromCodePoint(view[i]);
  }
  return Number.parseInt(str, 8);
}
function _parseExtendedHeaders(data) {
  const dataStr = new TextDecoder().decode(data);
  const headers = {};
  for (const line of dataStr.split("\n")) {
    const s = line.split(" ")[1]?.split("=");
    if (s) {
      headers[s[0]] = s[1];
    }
  }
  return headers;
}

function createTar(files, opts = {}) {
  const _files = files.map((file) => {
    const data = _normalizeData(file.data);
    return {
      ...file,
      data,
      size: data?.length || 0
    };
  });
  let tarDataSize = 0;
  for (let i = 0; i < files.length; i++) {
    const size = _files[i].data?.length ?? 0;
    tarDataSize += 512 + 512 * Math.trunc(size / 512);
    if (size % 512) {
      tarDataSize += 512;
    }
  }
  let bufSize = 10240 * Math.trunc(tarDataSize / 10240);
  if (tarDataSize % 10240) {
    bufSize += 10240;
  }
  const buffer = new ArrayBuffer(bufSize);
  let offset = 0;
  for (const file of _files) {
    const isDir = !file.data;
    _writeString(buffer, file.name, offset, 100);
    const mode = file.attrs?.mode ?? opts.attrs?.mode ?? (isDir ? "775" : "664");
    _writeString(buffer, _leftPad(mode, 7), offset + 100, 8);
    const uid = file.attrs?.uid ?? opts.attrs?.uid ?? 1e3;
    _writeString(buffer, _leftPad(uid.toString(8), 7), offset + 108, 8);
    const gid = file.attrs?.gid ?? opts.attrs?.gid ?? 1e3;
    _writeString(buffer, _leftPad(gid.toString(8), 7), offset + 116, 8);
    _writeString(buffer, _leftPad(file.size.toString(8), 11), offset + 124, 12);
    const mtime = file.attrs?.mtime ?? opts.attrs?.mtime ?? Date.now();
    _writeString(
      buffer,
      _leftPad(Math.trunc(mtime / 1e3).toString(8), 11),
      offset + 136,
      12
    );
    const type = isDir ? "5" : "0";
    _writeString(buffer, type, offset + 156, 1);
    _writeString(
      buffer,
      "ustar",
      offset + 257,
      6
      /* magic string */
    );
    _writeString(
      buffer,
      "00",
      offset + 263,
      2
      /* magic version */
    );
    const user = file.attrs?.user ?? opts.attrs?.user ?? "";
    _writeString(buffer, user, offset + 265, 32);
    const group = file.attrs?.group ?? opts.attrs?.group ?? "";
    _writeString(buffer, group, offset + 297, 32);
    _writeString(buffer, "        ", offset + 148, 8);
    const header = new Uint8Array(buffer, offset, 512);
    let chksum = 0;
    for (let i = 0; i < 512; i++) {
      chksum += header[i];
    }
    _writeString(buffer, chksum.toString(8), offset + 148, 8);
    if (!isDir) {
      const destArray = new Uint8Array(buffer, offset + 512, file.size);
      for (let byteIdx = 0; byteIdx < file.size; byteIdx++) {
        destArray[byteIdx] = file.data[byteIdx];
      }
      offset += 512 * Math.trunc(file.size / 512);
      if (file.size % 512) {
        offset += 512;
      }
    }
    offset += 512;
  }
  return new Uint8Array(buffer);
}
function createTarGzipStream(files, opts = {}) {
  const buffer = createTar(files, opts);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(buffer);
      controller.close();
    }
  }).pipeThrough(new CompressionStream(opts.compression ?? "gzip"));
}
async function createTarGzip(files, opts = {}) {
  const data = await new Response(createTarGzipStream(files, opts)).arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return data;
}
function _writeString(buffer, str, offset, size) {
  const strView = new Uint8Array(buffer, offset, size);
  const te = new TextEncoder();
  const written = te.encodeInto(str, strView).written;
  for (let i = written; i < size; i++) {
    strView[i] = 0;
  }
}
function _leftPad(input, targetLength) {
  return String(input).padStart(targetLength, "0");
}
function _normalizeData(data) {
  if (data === null || data === void 0) {
    return void 0;
  }
  if (typeof data === "string") {
    return new TextEncoder().encode(data);
  }
  if (data instanceof ArrayBuffer) {
    return new Uint8Array(data);
  }
  return data;
}




/***/ })

};
