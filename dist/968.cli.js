export const id = 968;
export const ids = [968];
export const modules = {

/***/ 46204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ openCliService)
});

// EXTERNAL MODULE: ./src/api/endpoints.ts
var endpoints = __webpack_require__(49214);
// EXTERNAL MODULE: ./src/api/extensions.ts
var extensions = __webpack_require__(59668);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: ./src/api/resources.ts
var resources = __webpack_require__(36909);
;// CONCATENATED MODULE: ./src/client/errors.ts
/** Base of every error the client throws; names the operation it happened in. */
class ApiClientError extends Error {
    operationId;
    name = "ApiClientError";
    constructor(operationId, message, options) {
        super(message, options);
        this.operationId = operationId;
    }
}
/** The server answered with a non-success status. `problem` is the RFC 9457 body when it sent one. */
class ApiError extends ApiClientError {
    status;
    problem;
    body;
    attempts;
    name = "ApiError";
    constructor(operationId, status, problem, 
    /** The raw response body (for servers that do not send problem+json). */
    body, 
    /** How many attempts were made, retries included. */
    attempts) {
        const detail = problem
            ? `${problem.title}${problem.detail ? `: ${problem.detail}` : ""}`
            : body.slice(0, 200);
        const fields = problem?.errors?.map((e) => `${e.pointer || "/"} ${e.message}`).join("; ");
        super(operationId, `${operationId}: HTTP ${status}${detail ? ` ${detail}` : ""}${fields ? ` (${fields})` : ""}`);
        this.status = status;
        this.problem = problem;
        this.body = body;
        this.attempts = attempts;
    }
}
/** A success response whose body does not match the interface. */
class ApiResponseError extends ApiClientError {
    status;
    issues;
    body;
    name = "ApiResponseError";
    constructor(operationId, status, issues, body) {
        super(operationId, `${operationId}: invalid response: ${describeIssues(issues)}`);
        this.status = status;
        this.issues = issues;
        this.body = body;
    }
    /** JSON pointer of the first bad field. */
    get pointer() {
        return this.issues[0]?.pointer ?? "";
    }
}
/** A request that does not match the interface; it was not sent. */
class ApiRequestError extends ApiClientError {
    issues;
    name = "ApiRequestError";
    constructor(operationId, issues) {
        super(operationId, `${operationId}: invalid request: ${describeIssues(issues)}`);
        this.issues = issues;
    }
}
/** No HTTP answer: the connection failed, broke, or a timeout fired. */
class ApiNetworkError extends ApiClientError {
    kind;
    attempts;
    name = "ApiNetworkError";
    constructor(operationId, kind, attempts, options) {
        const cause = options?.cause instanceof Error ? `: ${options.cause.message}` : "";
        super(operationId, `${operationId}: ${kind} error after ${attempts} attempt(s)${cause}`, options);
        this.kind = kind;
        this.attempts = attempts;
    }
}
/** RFC 6901 pointer of a zod issue path, prefixed by where the value sits (e.g. "/body"). */
function toPointer(path, prefix = "") {
    return prefix + path.map((key) => `/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
function issuesOf(error, prefix = "") {
    return error.issues.map((issue) => ({ pointer: toPointer(issue.path, prefix), message: issue.message }));
}
function describeIssues(issues) {
    const shown = issues.slice(0, 5).map((issue) => `${issue.pointer || "/"}: ${issue.message}`);
    const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : "";
    return shown.join("; ") + more;
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
    dispatcher;
    ownsDispatcher;
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
        this.dispatcher =
            options.dispatcher ??
                new undici/* Agent */.g6({
                    connect: { timeout: timeouts.connectMs ?? 5_000 },
                    // Our own per-attempt signal governs; undici's timers only back it up.
                    headersTimeout: this.attemptMs,
                    bodyTimeout: this.attemptMs,
                });
    }
    async close() {
        if (this.ownsDispatcher)
            await this.dispatcher.close();
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
                    return this.decode(operationId, spec.response, status, body);
                // 429 and 503 say the request was not processed, so they are safe to retry for any method.
                const retryable = this.policy.retryStatuses.includes(status) && (idempotent || status === 429 || status === 503);
                if (retryable)
                    delay = parseRetryAfter(retryAfter) ?? backoffDelay(attempt, this.policy, this.random);
                if (!retryable || !this.mayRetry(attempt, delay, deadline)) {
                    throw new ApiError(operationId, status, problemOf(body), body, attempt);
                }
            }
            else {
                const { kind, error } = outcome;
                const retryable = kind !== "aborted" && (idempotent || kind === "connect" || kind === "connect-timeout");
                if (retryable)
                    delay = backoffDelay(attempt, this.policy, this.random);
                if (!retryable || !this.mayRetry(attempt, delay, deadline)) {
                    throw new ApiNetworkError(operationId, kind, attempt, { cause: error });
                }
            }
            try {
                await (0,promises_.setTimeout)(delay, undefined, call.signal ? { signal: call.signal } : undefined);
            }
            catch (error) {
                throw new ApiNetworkError(operationId, "aborted", attempt, { cause: error });
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
            issues.push(...issuesOf(result.error, where));
            return undefined;
        };
        const params = parse(spec.params, raw.params ?? {}, "/params");
        const query = parse(spec.query, raw.query ?? {}, "/query");
        const body = parse(spec.body, raw.body, "/body");
        if (issues.length > 0)
            throw new ApiRequestError(operationId, issues);
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
            const response = await (0,undici/* request */.Em)(prepared.url, {
                method: prepared.method,
                headers: prepared.headers,
                body: prepared.body ?? null,
                dispatcher: this.dispatcher,
                signal: combined,
            });
            const body = await response.body.text();
            const retryAfter = response.headers["retry-after"];
            return {
                kind: "response",
                status: response.statusCode,
                body,
                retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
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
    decode(operationId, schema, status, body) {
        let json;
        try {
            json = JSON.parse(body);
        }
        catch (error) {
            const message = `not JSON (${error instanceof Error ? error.message : String(error)})`;
            throw new ApiResponseError(operationId, status, [{ pointer: "", message }], body);
        }
        const result = schema.safeParse(json);
        if (!result.success)
            throw new ApiResponseError(operationId, status, issuesOf(result.error), body);
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



/** A client for the seed's 20 endpoints and the extension endpoints. */
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/store/open.ts + 4 modules
var store_open = __webpack_require__(52168);
// EXTERNAL MODULE: ./src/server/start.ts + 17 modules
var start = __webpack_require__(63097);
;// CONCATENATED MODULE: ./src/server/embedded.ts




/**
 * The reference server in this process, on an in-memory PGlite and a loopback
 * port, with a one-time key: the action's and CLI's default when no api-url is
 * given. The workflows then speak the same HTTP interface as with a remote
 * service, so there is one code path for both.
 */
async function startEmbeddedService() {
    const store = await (0,store_open/* openStore */.C)({});
    const apiKey = (0,external_node_crypto_.randomBytes)(24).toString("base64url");
    // Large repositories send many assets in one request: the in-process server takes what a PR holds.
    const server = await (0,start/* startServer */.U)({
        store,
        host: "127.0.0.1",
        port: 0,
        apiKeys: [apiKey],
        delivery: false,
        logLevel: "silent",
        bodyLimit: 512 * 1024 * 1024,
    });
    const client = createClient({ baseUrl: server.url, apiKey });
    return {
        client,
        url: server.url,
        async close() {
            await client.close();
            await server.close();
            await store.close();
        },
    };
}

// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/service.ts



/** The service of a CLI run: `--api-url` (key from CONTRACT_SYNC_API_KEY), else the embedded one. */
async function openCliService(apiUrl, env) {
    if (!apiUrl) {
        const local = await startEmbeddedService();
        return { service: local.client, embedded: true, close: () => local.close() };
    }
    const apiKey = env.CONTRACT_SYNC_API_KEY;
    if (!apiKey)
        throw new io/* UsageError */.e("--api-url needs an API key in CONTRACT_SYNC_API_KEY");
    const client = createClient({ baseUrl: apiUrl, apiKey, userAgent: "contract-sync-cli" });
    return { service: client, embedded: false, close: () => client.close() };
}


/***/ }),

/***/ 81122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bi: () => (/* binding */ DEFAULT_CONFIG_PATH),
/* harmony export */   o4: () => (/* binding */ parseConfig),
/* harmony export */   sb: () => (/* binding */ defaultConfig),
/* harmony export */   y7: () => (/* binding */ ConfigRules)
/* harmony export */ });
/* unused harmony export DEFAULT_CONTRACT_GLOBS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var _api_source_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9279);
/* harmony import */ var _yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61830);





/** Where the configuration lives in the user's repository. */
const DEFAULT_CONFIG_PATH = ".github/contract-sync.yml";
const DEFAULT_CONTRACT_GLOBS = ["contracts/**/*.{yaml,yml}"];
/** Source types whose files can form one ordered migration set. */
const MIGRATION_TYPES = new Set(["postgres", "mysql", "mssql"]);
const Globs = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)).min(1)], {
    error: "expected a glob or a non-empty list of globs",
});
const SourceRuleInput = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    /** One glob or a list; a file matching any of them matches the rule. */
    glob: Globs,
    /** The source type; when absent, the type comes from the file ending. */
    type: _api_source_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SourceType */ .Y.optional(),
    /** The data source part of resource names (`prod.db:5432`, `github.com/acme/events`). */
    dataSource: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional(),
    /** The matching files are one ordered set of migrations (read together, in name order). */
    migrations: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
})
    .superRefine((rule, context) => {
    if (rule.migrations && (!rule.type || !MIGRATION_TYPES.has(rule.type))) {
        context.addIssue({
            code: "custom",
            path: ["migrations"],
            message: `migrations: true needs type postgres, mysql or mssql${rule.type ? `, not ${rule.type}` : ""}`,
        });
    }
});
const TOP_LEVEL = {
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    contracts: Globs,
    sources: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J()),
    ignore: Globs,
    dataSource: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
};
function defaultConfig() {
    return {
        file: undefined,
        contracts: [...DEFAULT_CONTRACT_GLOBS],
        sources: [],
        ignore: [],
        dataSource: undefined,
    };
}
const asList = (globs) => (typeof globs === "string" ? [globs] : globs);
/**
 * Reads the configuration file. Never throws: each bad key becomes a diagnostic
 * naming the key and its line, and everything valid is kept (a bad source rule
 * is dropped, a bad top-level key falls back to its default). Callers decide
 * whether errors stop the run (the action does).
 */
function parseConfig(text, file = DEFAULT_CONFIG_PATH) {
    const config = { ...defaultConfig(), file };
    const { documents, diagnostics } = (0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYaml */ .hN)(text, file);
    const source = documents[0];
    if (documents.length > 1) {
        diagnostics.push({
            file,
            line: documents[1]?.line,
            severity: "error",
            message: "only one YAML document allowed",
        });
    }
    if (!source)
        return { config, diagnostics };
    const value = source.doc.toJS();
    if (value === null || value === undefined)
        return { config, diagnostics }; // empty file: defaults
    if (typeof value !== "object" || Array.isArray(value)) {
        diagnostics.push({
            file,
            line: source.line,
            severity: "error",
            message: "(top level): expected a mapping of keys",
        });
        return { config, diagnostics };
    }
    const entries = value;
    for (const [key, raw] of Object.entries(entries)) {
        if (!(key in TOP_LEVEL)) {
            const known = Object.keys(TOP_LEVEL).join(", ");
            diagnostics.push({
                file,
                line: (0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .lineOf */ .cA)(source, [key]),
                severity: "error",
                message: `${key}: unknown key (known: ${known})`,
            });
            continue;
        }
        const result = TOP_LEVEL[key].safeParse(raw);
        if (!result.success) {
            diagnostics.push(...(0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .zodDiagnostics */ .qV)(result.error, source, [key]));
            continue;
        }
        if (key === "contracts")
            config.contracts = asList(result.data);
        if (key === "ignore")
            config.ignore = asList(result.data);
        if (key === "dataSource")
            config.dataSource = result.data;
        if (key === "sources")
            config.sources = parseSourceRules(result.data, source, diagnostics);
    }
    return { config, diagnostics };
}
function parseSourceRules(rules, source, diagnostics) {
    const out = [];
    rules.forEach((raw, index) => {
        const result = SourceRuleInput.safeParse(raw);
        if (!result.success) {
            diagnostics.push(...(0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .zodDiagnostics */ .qV)(result.error, source, ["sources", index]));
            return;
        }
        const globs = asList(result.data.glob);
        for (const [i, glob] of globs.entries()) {
            const problem = globProblem(glob);
            if (problem) {
                const path = typeof result.data.glob === "string" ? ["sources", index, "glob"] : ["sources", index, "glob", i];
                diagnostics.push({
                    file: source.file,
                    line: (0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .lineOf */ .cA)(source, path),
                    severity: "error",
                    message: `${path.join(".")}: ${problem}`,
                });
            }
        }
        out.push({
            globs,
            type: result.data.type,
            dataSource: result.data.dataSource,
            migrations: result.data.migrations ?? false,
            line: (0,_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .lineOf */ .cA)(source, ["sources", index]),
        });
    });
    return out;
}
/** Globs are matched against repository-relative POSIX paths; absolute ones and `..` never match. */
function globProblem(glob) {
    if (glob.startsWith("/"))
        return `"${glob}" is absolute; globs are relative to the repository root`;
    if (glob.split("/").includes(".."))
        return `"${glob}" leaves the repository ("..")`;
    return undefined;
}
/** The configuration's rules as questions about paths. Globs are compiled once. */
class ConfigRules {
    config;
    isContract;
    ignored;
    rules;
    constructor(config) {
        this.config = config;
        const options = { dot: true };
        this.isContract = picomatch__WEBPACK_IMPORTED_MODULE_4___default()(config.contracts, options);
        this.ignored = config.ignore.length > 0 ? picomatch__WEBPACK_IMPORTED_MODULE_4___default()(config.ignore, options) : () => false;
        this.rules = config.sources.map((rule) => ({ rule, matches: picomatch__WEBPACK_IMPORTED_MODULE_4___default()(rule.globs, options) }));
    }
    isIgnored(path) {
        return this.ignored(path);
    }
    isContractFile(path) {
        return !this.ignored(path) && this.isContract(path);
    }
    /** The first source rule matching the path (not ignored), if any. */
    sourceMatch(path) {
        if (this.ignored(path))
            return undefined;
        for (const { rule, matches } of this.rules) {
            if (!matches(path))
                continue;
            return { rule, readPath: rule.migrations ? migrationFolder(rule, path) : path };
        }
        return undefined;
    }
    /** The source type a rule names for the path; undefined: the caller falls back to the file ending. */
    sourceTypeFor(path) {
        return this.sourceMatch(path)?.rule.type;
    }
    /** The data source for the path: its rule's, else the config's default, else undefined. */
    dataSourceFor(path) {
        return this.sourceMatch(path)?.rule.dataSource ?? this.config.dataSource;
    }
    /** The rules as `detectSourceType` (src/schema) takes them. */
    sourceTypeGlobs() {
        return this.config.sources.flatMap((rule) => rule.type ? rule.globs.map((glob) => ({ glob, sourceType: rule.type })) : []);
    }
}
/** The static start of the rule's glob that contains the path, else the file's folder. */
function migrationFolder(rule, path) {
    for (const glob of rule.globs) {
        if (!picomatch__WEBPACK_IMPORTED_MODULE_4___default().isMatch(path, glob, { dot: true }))
            continue;
        const base = picomatch__WEBPACK_IMPORTED_MODULE_4___default().scan(glob).base;
        if (base !== "" && (path === base || path.startsWith(`${base}/`)))
            return base;
    }
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path);
}


/***/ }),

/***/ 89750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z9: () => (/* binding */ loadConfig)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/* harmony import */ var _yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61830);



/** Reads the config file from a version of the repository (a commit, or the working tree). */
async function loadConfig(files, path = _config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG_PATH */ .Bi) {
    const text = await files.readText(path);
    if (text === undefined) {
        const config = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)();
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [], found: false };
    }
    const { config, diagnostics } = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConfig */ .o4)(text, path);
    return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics, found: true };
}


/***/ }),

/***/ 61830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aO: () => (/* binding */ scalarSource),
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   qV: () => (/* binding */ zodDiagnostics)
/* harmony export */ });
/* unused harmony exports keyPath, formatDiagnostic */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

function parseYaml(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const diagnostics = [];
    const parsed = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    // parseAllDocuments returns an EmptyStream (no documents) for an empty file.
    const docs = Array.isArray(parsed) ? parsed : [];
    const documents = [];
    for (const doc of docs) {
        const problems = [...doc.errors];
        for (const error of problems) {
            const pos = lineCounter.linePos(error.pos[0]);
            diagnostics.push({
                file,
                line: pos.line,
                column: pos.col,
                severity: "error",
                message: `YAML: ${error.message.split("\n")[0] ?? error.message}`,
            });
        }
        if (problems.length === 0) {
            documents.push({
                file,
                doc,
                lineCounter,
                text,
                // the first key, not the `---` before it
                line: lineCounter.linePos(doc.contents?.range?.[0] ?? doc.range[0]).line,
            });
        }
    }
    return { documents, diagnostics };
}
/** `sources[1].type` for the path ["sources", 1, "type"]. */
function keyPath(path) {
    let out = "";
    for (const part of path) {
        if (typeof part === "number")
            out += `[${part}]`;
        else
            out += out === "" ? String(part) : `.${String(part)}`;
    }
    return out === "" ? "(top level)" : out;
}
/**
 * Line of the value at `path`; for a key of a map, the key's own line. When the
 * path does not exist (a missing key) the line of its nearest existing parent.
 */
function lineOf(source, path) {
    let node = source.doc.contents;
    let line = nodeLine(source, node);
    for (const part of path) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key) && String(item.key.value) === String(part));
            if (!pair)
                break;
            line = nodeLine(source, pair.key) ?? line;
            node = pair.value;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof part === "number") {
            const item = node.items[part];
            if (item === undefined)
                break;
            line = nodeLine(source, item) ?? line;
            node = item;
        }
        else {
            break;
        }
    }
    return line ?? source.line;
}
function nodeLine(source, node) {
    const range = node?.range;
    return range ? source.lineCounter.linePos(range[0]).line : undefined;
}
/** The source text of the scalar at `path` (e.g. `1.10`, which YAML would read as the number 1.1). */
function scalarSource(source, path) {
    const node = source.doc.getIn(path, true);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || !node.range)
        return undefined;
    return source.text.slice(node.range[0], node.range[1]).trim();
}
/** Zod issues as diagnostics that name the key and its line. */
function zodDiagnostics(error, source, prefix = []) {
    const diagnostics = [];
    for (const issue of error.issues) {
        const path = [...prefix, ...issue.path];
        if (issue.code === "unrecognized_keys") {
            for (const key of issue.keys) {
                diagnostics.push({
                    file: source.file,
                    line: lineOf(source, [...path, key]),
                    severity: "error",
                    message: `${keyPath([...path, key])}: unknown key`,
                });
            }
            continue;
        }
        diagnostics.push({
            file: source.file,
            line: lineOf(source, path),
            severity: "error",
            message: `${keyPath(path)}: ${issue.message}`,
        });
    }
    return diagnostics;
}
/** `file:line: error: message`, the form compilers and GitHub annotations use. */
function formatDiagnostic(diagnostic) {
    const place = diagnostic.line === undefined ? diagnostic.file : `${diagnostic.file}:${diagnostic.line}`;
    return `${place}: ${diagnostic.severity}: ${diagnostic.message}`;
}


/***/ }),

/***/ 47714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fd: () => (/* reexport */ contractResourceNames),
  YR: () => (/* reexport */ loadContracts),
  Oi: () => (/* reexport */ parseContractFile),
  wi: () => (/* reexport */ toContractCreate)
});

// UNUSED EXPORTS: ContractFile

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/api/resources.ts
var resources = __webpack_require__(36909);
// EXTERNAL MODULE: ./src/api/schema-node.ts
var schema_node = __webpack_require__(4218);
// EXTERNAL MODULE: ./src/config/yaml-diagnostics.ts
var yaml_diagnostics = __webpack_require__(61830);
;// CONCATENATED MODULE: ./src/contracts/contract-file.ts




/**
 * A contract file in the repository: the seed's contract spec (2.3) flattened
 * to the top level, plus `status`, `version` and `enforcementLevel` of the
 * contract (2.2). Keys are checked strictly, so a typo (`optinal`) is an error
 * and not a silently ignored key.
 */
const FieldNode = schemas/* lazy */.RZV(() => schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).optional(),
    type: schema_node/* RecapType */.CM,
    fields: uniqueNames(schemas/* array */.YOg(FieldNode)).optional(),
    alias: schemas/* string */.YjP().optional(),
    doc: schemas/* string */.YjP().optional(),
    logical: schemas/* string */.YjP().optional(),
    optional: schemas/* boolean */.zMY().optional(),
    constraints: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
}));
/** Top-level fields of a contract need a name: it is what assets are checked by. */
const TopField = schemas/* lazy */.RZV(() => schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    type: schema_node/* RecapType */.CM,
    fields: uniqueNames(schemas/* array */.YOg(FieldNode)).optional(),
    alias: schemas/* string */.YjP().optional(),
    doc: schemas/* string */.YjP().optional(),
    logical: schemas/* string */.YjP().optional(),
    optional: schemas/* boolean */.zMY().optional(),
    constraints: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
}));
function uniqueNames(schema) {
    return schema.superRefine((fields, context) => {
        const seen = new Map();
        fields.forEach((field, index) => {
            if (field.name === undefined)
                return;
            const first = seen.get(field.name);
            if (first !== undefined) {
                context.addIssue({
                    code: "custom",
                    path: [index, "name"],
                    message: `duplicate field name "${field.name}" (first at index ${first})`,
                });
            }
            else {
                seen.set(field.name, index);
            }
        });
    });
}
const ContractFile = schemas/* strictObject */.rej({
    id: resources/* Uuid */.sU,
    name: schemas/* string */.YjP().min(1),
    namespace: schemas/* string */.YjP().min(1).optional(),
    doc: schemas/* string */.YjP().optional(),
    owner: resources/* Email */.Ps.optional(),
    dataAssetResourceName: schemas/* string */.YjP().min(1).optional(),
    dataAssetResourceNameList: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).optional(),
    restrictPii: schemas/* boolean */.zMY().optional(),
    status: resources/* ContractStatus */.lE.default("ACTIVE"),
    version: schemas/* string */.YjP().min(1).optional(),
    enforcementLevel: resources/* EnforcementLevel */.fL.optional(),
    schema: uniqueNames(schemas/* array */.YOg(TopField).min(1)),
})
    .superRefine((contract, context) => {
    if (!contract.dataAssetResourceName && !contract.dataAssetResourceNameList) {
        context.addIssue({
            code: "custom",
            path: ["dataAssetResourceName"],
            message: "required: the resource name of the data asset the contract covers (or dataAssetResourceNameList)",
        });
    }
});
/**
 * Parses one contract file (one contract per YAML document). Never throws: a
 * bad contract becomes diagnostics naming the file, the key and its line, and
 * the file's other contracts are still returned.
 */
function parseContractFile(text, file) {
    const { documents, diagnostics } = (0,yaml_diagnostics/* parseYaml */.hN)(text, file);
    const contracts = [];
    for (const source of documents) {
        const value = source.doc.toJS();
        if (value === null || value === undefined)
            continue; // an empty document (e.g. a trailing ---)
        if (typeof value !== "object" || Array.isArray(value)) {
            diagnostics.push({
                file,
                line: source.line,
                severity: "error",
                message: "a contract must be a mapping of keys",
            });
            continue;
        }
        const result = ContractFile.safeParse(keepVersionText(value, source));
        if (!result.success) {
            diagnostics.push(...(0,yaml_diagnostics/* zodDiagnostics */.qV)(result.error, source));
            continue;
        }
        contracts.push({ file, line: source.line, contract: result.data });
    }
    return { contracts, diagnostics };
}
/** `version: 1.10` is the number 1.1 to YAML; a version is text, so take it as written. */
function keepVersionText(value, source) {
    if (typeof value.version !== "number")
        return value;
    return { ...value, version: (0,yaml_diagnostics/* scalarSource */.aO)(source, ["version"]) ?? String(value.version) };
}
/** Every resource name a contract covers. */
function contractResourceNames(contract) {
    const names = [...(contract.dataAssetResourceName ? [contract.dataAssetResourceName] : [])];
    for (const name of contract.dataAssetResourceNameList ?? [])
        if (!names.includes(name))
            names.push(name);
    return names;
}
const Provenance = schemas/* object */.Ikc({
    gitHash: resources/* GitHash */.Vl.optional(),
    gitRepo: resources/* Uri */.zn.optional(),
    gitUser: schemas/* string */.YjP().optional(),
    reviewers: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    mergedAt: resources/* DateTime */.c9.optional(),
});
/**
 * The creation shape of endpoint 3 (POST /v0/contract). Throws only when the
 * provenance is malformed (a short hash, a date without offset): that is a bug
 * of the caller, not of the user's file.
 */
function toContractCreate(loaded, provenance = {}) {
    const checked = Provenance.safeParse(provenance);
    if (!checked.success) {
        throw new Error(`contract provenance for ${loaded.file} is invalid: ${checked.error.message}`);
    }
    const { contract } = loaded;
    const create = {
        id: contract.id,
        status: contract.status,
        contractSpec: {
            id: contract.id,
            name: contract.name,
            namespace: contract.namespace,
            doc: contract.doc,
            owner: contract.owner,
            dataAssetResourceName: contract.dataAssetResourceName ?? contract.dataAssetResourceNameList?.[0],
            dataAssetResourceNameList: contract.dataAssetResourceNameList,
            restrictPii: contract.restrictPii,
            schema: contract.schema,
        },
        version: contract.version,
        enforcementLevel: contract.enforcementLevel,
        filePath: loaded.file,
        ...checked.data,
    };
    return dropUndefined(create);
}
/** JSON bodies should not carry `"key": undefined` noise; also keeps equality checks simple. */
function dropUndefined(value) {
    return JSON.parse(JSON.stringify(value));
}

;// CONCATENATED MODULE: ./src/contracts/load.ts

/**
 * Loads every contract file the configuration points at (`contracts` globs,
 * minus `ignore`) from one version of the repository. A bad file costs only
 * its own contracts; a contract id used twice keeps the first (in path order)
 * and reports the second, naming both places.
 */
async function loadContracts(files, rules) {
    const paths = (await files.listAll()).filter((path) => rules.isContractFile(path));
    await files.prefetch?.(paths);
    const contracts = [];
    const diagnostics = [];
    const byId = new Map();
    for (const path of paths) {
        const text = await files.readText(path);
        if (text === undefined) {
            diagnostics.push({ file: path, severity: "error", message: "listed but could not be read" });
            continue;
        }
        const parsed = parseContractFile(text, path);
        diagnostics.push(...parsed.diagnostics);
        for (const loaded of parsed.contracts) {
            const first = byId.get(loaded.contract.id);
            if (first) {
                diagnostics.push({
                    file: loaded.file,
                    line: loaded.line,
                    severity: "error",
                    message: `id: ${loaded.contract.id} is already the id of the contract in ${first.file}:${first.line}`,
                });
                continue;
            }
            byId.set(loaded.contract.id, loaded);
            contracts.push(loaded);
        }
    }
    return { contracts, diagnostics };
}

;// CONCATENATED MODULE: ./src/contracts/index.ts




/***/ }),

/***/ 65068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xr: () => (/* binding */ GitRepository)
});

// UNUSED EXPORTS: RevisionFiles, parseNameStatus

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./node_modules/simple-git/dist/index.mjs + 2 modules
var dist = __webpack_require__(74724);
;// CONCATENATED MODULE: ./src/git/cat-file-batch.ts

/**
 * Reads many blobs in one `git cat-file --batch` process instead of one process
 * per file (bench: ~7 ms per spawn, so 200 contract files took 1.3 s one by one).
 * simple-git has no way to feed a command's stdin, hence node:child_process.
 * `objects` are `<commit>:<path>` names; the answer maps each to its text, or
 * undefined when it is missing or not a file.
 */
function catFileBatch(cwd, objects) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)("git", ["cat-file", "--batch"], { cwd, stdio: ["pipe", "pipe", "pipe"] });
        const chunks = [];
        const errors = [];
        child.stdout.on("data", (chunk) => chunks.push(chunk));
        child.stderr.on("data", (chunk) => errors.push(chunk));
        child.on("error", reject);
        child.on("close", (code) => {
            if (code !== 0) {
                reject(new Error(`git cat-file --batch exited with ${code}: ${Buffer.concat(errors).toString("utf8").trim()}`));
                return;
            }
            try {
                resolve(parseBatchOutput(Buffer.concat(chunks), objects));
            }
            catch (error) {
                reject(error);
            }
        });
        // A broken pipe surfaces as the exit code above.
        child.stdin.on("error", () => { });
        child.stdin.end(objects.map((name) => `${name}\n`).join(""));
    });
}
/** Output: per request `<sha> <type> <size>\n<content>\n`, or `<name> missing\n` (also `ambiguous`). */
function parseBatchOutput(output, objects) {
    const result = new Map();
    let offset = 0;
    for (const name of objects) {
        const end = output.indexOf(0x0a, offset);
        if (end < 0)
            throw new Error(`git cat-file --batch: output ended before ${name}`);
        const header = output.subarray(offset, end).toString("utf8");
        offset = end + 1;
        const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!match) {
            result.set(name, undefined); // "<name> missing" or "ambiguous"
            continue;
        }
        const size = Number(match[2]);
        const content = output.subarray(offset, offset + size);
        offset += size + 1; // content, then a newline
        result.set(name, match[1] === "blob" ? content.toString("utf8") : undefined);
    }
    return result;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/git/files.ts


/** `./a//b/` -> `a/b`; the repository root is "". */
function normaliseRepoPath(path) {
    return path
        .replace(/\\/g, "/")
        .split("/")
        .filter((part) => part !== "" && part !== ".")
        .join("/");
}
/**
 * The working tree on disk, for the CLI run outside CI. Never leaves `root`:
 * `..` segments are refused (undefined / empty), so a config cannot read /etc.
 */
class WorkingTreeFiles {
    root;
    constructor(root) {
        this.root = root;
    }
    async readText(path) {
        const clean = normaliseRepoPath(path);
        if (clean === "" || clean.split("/").includes(".."))
            return undefined;
        try {
            return await readFile(join(this.root, clean), "utf8");
        }
        catch {
            return undefined;
        }
    }
    async readBytes(path) {
        const clean = normaliseRepoPath(path);
        if (clean === "" || clean.split("/").includes(".."))
            return undefined;
        try {
            return new Uint8Array(await readFile(join(this.root, clean)));
        }
        catch {
            return undefined;
        }
    }
    async list(dir) {
        const clean = normaliseRepoPath(dir);
        if (clean.split("/").includes(".."))
            return [];
        try {
            const entries = await readdir(join(this.root, clean), { withFileTypes: true });
            return entries
                .filter((entry) => entry.isFile())
                .map((entry) => (clean === "" ? entry.name : `${clean}/${entry.name}`))
                .sort();
        }
        catch {
            return [];
        }
    }
    async listAll(dir = "") {
        const clean = normaliseRepoPath(dir);
        if (clean.split("/").includes(".."))
            return [];
        try {
            const entries = await readdir(join(this.root, clean), { recursive: true, withFileTypes: true });
            return entries
                .filter((entry) => entry.isFile())
                .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join("/"))
                .filter((file) => !file.startsWith(".git/"))
                .sort();
        }
        catch {
            return [];
        }
    }
}

;// CONCATENATED MODULE: ./src/git/remote-url.ts
/**
 * Turns a Git remote URL into the web address of the repository, the form a
 * contract's `gitRepo` and `fileUri` carry:
 * `git@github.com:acme/x.git` -> `https://github.com/acme/x`.
 * Credentials in the URL are dropped (a token must never end up in a contract).
 * Local remotes (paths, file://) have no web address: undefined.
 */
function normaliseRemoteUrl(remote) {
    const text = remote.trim();
    if (text === "")
        return undefined;
    // scp-like syntax: [user@]host:path (no scheme, and the colon comes before any slash)
    const scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/.exec(text);
    if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
        const [, host, path] = scp;
        if (host && path && host.length > 1)
            return `https://${host.toLowerCase()}/${cleanPath(path)}`;
    }
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    const protocol = url.protocol.toLowerCase();
    if (protocol === "file:")
        return undefined;
    // ssh and git protocols have no web page; GitHub, GitLab and Gitea serve the same path over https.
    // An ssh port is never the web port, so it is dropped.
    const scheme = protocol === "http:" ? "http" : "https";
    const port = scheme === "https" && protocol === "https:" && url.port ? `:${url.port}` : "";
    const path = cleanPath(decodeURIComponent(url.pathname));
    if (path === "")
        return undefined;
    return `${scheme}://${url.hostname.toLowerCase()}${port}/${path}`;
}
function cleanPath(path) {
    return path
        .replace(/^\/+/, "")
        .replace(/\/+$/, "")
        .replace(/\.git$/, "");
}
/** The web address of a file at a commit: `{repo}/blob/{sha}/{path}` (GitHub's and GitLab's form). */
function fileUrl(repositoryUrl, sha, path) {
    const encoded = path.split("/").map(encodeURIComponent).join("/");
    return `${repositoryUrl.replace(/\/+$/, "")}/blob/${sha}/${encoded}`;
}

;// CONCATENATED MODULE: ./src/git/git-port.ts





const STATUS_LETTERS = {
    A: "added",
    M: "modified",
    D: "deleted",
    R: "renamed",
    C: "copied",
    T: "type-changed",
};
/** Parses `git diff --name-status -z` output. */
function parseNameStatus(output) {
    const parts = output.split("\0");
    const changes = [];
    let i = 0;
    while (i < parts.length) {
        const code = parts[i++];
        if (!code)
            continue;
        const letter = code[0] ?? "";
        const status = STATUS_LETTERS[letter];
        if (letter === "R" || letter === "C") {
            const previousPath = parts[i++] ?? "";
            const path = parts[i++] ?? "";
            changes.push({
                status: status ?? "modified",
                path,
                previousPath,
                similarity: Number(code.slice(1)) || 0,
            });
        }
        else {
            const path = parts[i++] ?? "";
            // U (unmerged) and X cannot occur between two commits; report them as modifications.
            changes.push({ status: status ?? "modified", path });
        }
    }
    return changes;
}
/** A real repository on disk, through the `git` binary (simple-git). */
class GitRepository {
    root;
    git;
    constructor(root) {
        this.root = root;
        // The environment is inherited as is: passing it through .env() would make simple-git's
        // guard refuse ordinary settings (EDITOR, GIT_SSH_COMMAND) of the user's own CI.
        this.git = (0,dist/* simpleGit */.Lp)({
            baseDir: root,
            // By default simple-git resolves a failed command that wrote nothing to stderr
            // (`merge-base` without a common ancestor, `rev-parse --quiet`): every non-zero exit fails here.
            errors(error, result) {
                if (error)
                    return error;
                if (result.exitCode === 0)
                    return undefined;
                const stderr = Buffer.concat(result.stdErr).toString("utf8").trim();
                return new Error(stderr || `git exited with code ${result.exitCode}`);
            },
        });
    }
    async resolveCommit(rev) {
        let sha = "";
        try {
            sha = (await this.git.raw(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`])).trim();
        }
        catch {
            sha = "";
        }
        if (!/^[0-9a-f]{40,64}$/.test(sha))
            throw new Error(`git: '${rev}' is not a commit in ${this.root}`);
        return sha;
    }
    async hasCommit(rev) {
        try {
            await this.git.raw(["cat-file", "-e", `${rev}^{commit}`]);
            return true;
        }
        catch {
            return false;
        }
    }
    async isShallow() {
        return (await this.git.raw(["rev-parse", "--is-shallow-repository"])).trim() === "true";
    }
    async mergeBase(base, head) {
        try {
            const sha = (await this.git.raw(["merge-base", base, head])).trim();
            return sha === "" ? undefined : sha;
        }
        catch {
            return undefined;
        }
    }
    /**
     * Files changed on `head` since it left `base` (the three-dot diff of a pull
     * request): changes that landed on the base branch meanwhile are not the PR's.
     * Without a common ancestor (unrelated histories) the two trees are compared.
     */
    async changedFiles(base, head) {
        const from = (await this.mergeBase(base, head)) ?? (await this.resolveCommit(base));
        const to = await this.resolveCommit(head);
        const output = await this.git.raw(["diff", "--name-status", "-z", "-M", "--no-color", from, to, "--"]);
        return parseNameStatus(output);
    }
    async readFileAt(rev, path) {
        const clean = normaliseRepoPath(path);
        if (clean === "")
            return undefined;
        try {
            return await this.git.raw(["cat-file", "blob", `${rev}:${clean}`]);
        }
        catch (error) {
            // Absent file (or a folder) at a valid commit: undefined. A bad revision is an error.
            if (await this.hasCommit(rev))
                return undefined;
            throw new Error(`git: cannot read ${clean} at '${rev}': ${firstLine(error)}`);
        }
    }
    /**
     * The exact bytes of a file at a revision (simple-git's `raw` decodes to UTF-8,
     * which mangles binary files), or undefined when it is absent there.
     */
    async readBytesAt(rev, path) {
        const clean = normaliseRepoPath(path);
        if (clean === "")
            return undefined;
        try {
            return await new Promise((resolve, reject) => {
                (0,external_node_child_process_.execFile)("git", ["cat-file", "blob", `${rev}:${clean}`], { cwd: this.root, encoding: "buffer", maxBuffer: 1024 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(new Uint8Array(stdout))));
            });
        }
        catch (error) {
            if (await this.hasCommit(rev))
                return undefined;
            throw new Error(`git: cannot read ${clean} at '${rev}': ${firstLine(error)}`);
        }
    }
    /** Many files at one revision in a single git process; undefined for the absent ones. */
    async readFilesAt(rev, paths) {
        const sha = await this.resolveCommit(rev);
        const result = new Map();
        // A path with a line break cannot be asked for in batch mode; those few go one by one.
        const batchable = paths.map(normaliseRepoPath).filter((p) => p !== "" && !/[\n\r]/.test(p));
        const texts = await catFileBatch(this.root, batchable.map((path) => `${sha}:${path}`));
        for (const path of batchable)
            result.set(path, texts.get(`${sha}:${path}`));
        for (const path of paths) {
            const clean = normaliseRepoPath(path);
            if (!result.has(clean))
                result.set(clean, await this.readFileAt(sha, clean));
        }
        return result;
    }
    /** Files under `dir` at `rev`, recursively, as repository-relative paths, sorted. */
    async listFilesAt(rev, dir = "") {
        const clean = normaliseRepoPath(dir);
        const args = ["ls-tree", "-r", "-z", "--full-tree", "--name-only", rev];
        if (clean !== "")
            args.push("--", clean);
        const output = await this.git.raw(args);
        return output
            .split("\0")
            .filter((p) => p !== "")
            .sort();
    }
    /** Blobs directly inside `dir` at `rev` (no sub-folders). */
    async listDirectoryAt(rev, dir) {
        const clean = normaliseRepoPath(dir);
        const args = ["ls-tree", "-z", "--full-tree", rev];
        if (clean !== "")
            args.push("--", `${clean}/`);
        const output = await this.git.raw(args);
        const files = [];
        for (const entry of output.split("\0")) {
            // "<mode> <type> <object>\t<path>"
            const tab = entry.indexOf("\t");
            if (tab < 0)
                continue;
            const [, type] = entry.slice(0, tab).split(" ");
            if (type === "blob")
                files.push(entry.slice(tab + 1));
        }
        return files.sort();
    }
    /** The files of a commit. Pass a SHA: reads are cached, so a moving name like HEAD would mix versions. */
    filesAt(rev) {
        return new RevisionFiles(this, rev);
    }
    /**
     * Makes sure `base`, `head` and their merge base are present, fetching only
     * what is missing: actions/checkout clones with depth 1 by default, and asking
     * every user for `fetch-depth: 0` (the whole history) is slow on big repositories.
     * Shallow: fetch both commits with a growing --depth until the merge base
     * appears, then --unshallow as the last resort. Complete but missing a commit
     * (a fork's head): fetch that commit.
     */
    async ensureCommits(base, head, options = {}) {
        const remote = options.remote ?? "origin";
        const maxDepth = options.maxDepth ?? 2048;
        const fetches = [];
        const wasShallow = await this.isShallow();
        const present = async () => (await this.hasCommit(base)) && (await this.hasCommit(head));
        const ready = async () => (await present()) && (await this.mergeBase(base, head)) !== undefined;
        const fetch = async (args) => {
            const command = ["fetch", "--no-tags", "--quiet", ...args];
            fetches.push(`git ${command.join(" ")}`);
            try {
                await this.git.raw(command);
                return true;
            }
            catch (error) {
                fetches.push(`  failed: ${firstLine(error)}`);
                return false;
            }
        };
        if (!wasShallow) {
            if (!(await present()))
                await fetch([remote, base, head]);
        }
        else if (!(await ready())) {
            for (let depth = options.initialDepth ?? 32; depth <= maxDepth; depth *= 4) {
                await fetch([`--depth=${depth}`, remote, base, head]);
                if (await ready())
                    break;
            }
            if ((await this.isShallow()) && !(await ready())) {
                await fetch(["--unshallow", remote, base, head]);
            }
        }
        const missing = [];
        for (const rev of [base, head])
            if (!(await this.hasCommit(rev)))
                missing.push(rev);
        if (missing.length > 0) {
            throw new Error(`git: commit ${missing.join(", ")} is not in ${this.root} and could not be fetched from '${remote}'\n${fetches.join("\n")}`);
        }
        return { wasShallow, fetches };
    }
    async provenance(sha, remote = "origin") {
        const resolved = await this.resolveCommit(sha);
        const format = ["%H", "%an", "%ae", "%aI", "%cn", "%ce", "%cI", "%s"].join("%x00");
        const output = await this.git.raw(["log", "-1", `--format=${format}`, resolved, "--"]);
        const [hash = resolved, an = "", ae = "", ad = "", cn = "", ce = "", cd = "", subject = ""] = output
            .replace(/\n$/, "")
            .split("\0");
        let repositoryUrl;
        try {
            repositoryUrl = normaliseRemoteUrl(await this.git.raw(["remote", "get-url", remote]));
        }
        catch {
            repositoryUrl = undefined; // no such remote
        }
        return {
            sha: hash,
            author: { name: an, email: ae, date: ad },
            committer: { name: cn, email: ce, date: cd },
            subject,
            repositoryUrl,
        };
    }
}
/** A commit's files as a SourceFiles, so readers can read any revision. Reads are cached. */
class RevisionFiles {
    repository;
    rev;
    texts = new Map();
    bytes = new Map();
    dirs = new Map();
    constructor(repository, rev) {
        this.repository = repository;
        this.rev = rev;
    }
    readText(path) {
        const clean = normaliseRepoPath(path);
        let text = this.texts.get(clean);
        if (!text) {
            text = this.repository.readFileAt(this.rev, clean);
            this.texts.set(clean, text);
        }
        return text;
    }
    readBytes(path) {
        const clean = normaliseRepoPath(path);
        let bytes = this.bytes.get(clean);
        if (!bytes) {
            bytes = this.repository.readBytesAt(this.rev, clean);
            this.bytes.set(clean, bytes);
        }
        return bytes;
    }
    list(dir) {
        const clean = normaliseRepoPath(dir);
        let files = this.dirs.get(clean);
        if (!files) {
            files = this.repository.listDirectoryAt(this.rev, clean);
            this.dirs.set(clean, files);
        }
        return files;
    }
    listAll(dir) {
        return this.repository.listFilesAt(this.rev, dir);
    }
    async prefetch(paths) {
        const wanted = paths.map(normaliseRepoPath).filter((path) => !this.texts.has(path));
        if (wanted.length === 0)
            return;
        try {
            const texts = await this.repository.readFilesAt(this.rev, wanted);
            for (const path of wanted)
                if (!this.texts.has(path))
                    this.texts.set(path, Promise.resolve(texts.get(path)));
        }
        catch {
            // Only a hint: reads then go one by one and report their own errors.
        }
    }
}
function firstLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.trim().split("\n")[0] ?? message;
}


/***/ }),

/***/ 4630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ removedAssetInput),
/* harmony export */   i: () => (/* binding */ toAssetInput)
/* harmony export */ });
/* harmony import */ var _schema_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52442);

/** A read asset as endpoints 6 and 7 take it (the tree without source lines). */
function toAssetInput(asset, schema = (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_0__/* .toWireNode */ .z)(asset.schema)) {
    return {
        source_type: asset.sourceType,
        data_asset_resource_name: {
            source_type: asset.sourceType,
            data_source: asset.dataSource,
            path: asset.path,
        },
        schema,
    };
}
/**
 * An asset that the head no longer has (file deleted, table dropped, message
 * removed) is checked as an empty struct: its contract then reports every
 * required field as missing, which is what its readers will see.
 */
function removedAssetInput(asset) {
    return toAssetInput(asset, { type: "struct", name: asset.schema.name, fields: [] });
}


/***/ }),

/***/ 24102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ readRepositoryAssets),
/* harmony export */   Wu: () => (/* binding */ classifyChanges),
/* harmony export */   et: () => (/* binding */ readAssetVersions),
/* harmony export */   oY: () => (/* binding */ SourceMap)
/* harmony export */ });
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43017);

/** How paths map to source types and data sources: the config's rules, else file endings. */
class SourceMap {
    rules;
    fallbackDataSource;
    /** Data source per read target path: a migration folder takes its files' rule's. */
    targetDataSources = new Map();
    constructor(rules, fallbackDataSource = (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultDataSource */ .PO)()) {
        this.rules = rules;
        this.fallbackDataSource = fallbackDataSource;
    }
    /** The read target a changed path belongs to, or undefined when no reader reads it. */
    targetOf(path) {
        if (this.rules.isIgnored(path) || this.rules.isContractFile(path))
            return undefined;
        const match = this.rules.sourceMatch(path);
        const sourceType = match?.rule.type ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.detectSourceType)(path);
        if (!sourceType)
            return undefined;
        // A migrations rule reads its whole folder; a postgres file outside one is read alone.
        const target = { path: match?.readPath ?? path, sourceType };
        if (target.path !== path)
            this.targetDataSources.set(target.path, this.dataSourceOf(path));
        return target;
    }
    /** The data source of a file, or of a read target made by `targetOf`. */
    dataSourceOf(path) {
        return this.targetDataSources.get(path) ?? this.rules.dataSourceFor(path) ?? this.fallbackDataSource;
    }
}
function addTarget(targets, target) {
    if (!target)
        return;
    if (!targets.some((t) => t.path === target.path && t.sourceType === target.sourceType))
        targets.push(target);
}
/** Sorts changed files; a rename is read at its old path at the base and its new path at the head. */
function classifyChanges(changed, rules, sources) {
    const set = { contractFiles: [], schemaFiles: [], baseTargets: [], headTargets: [] };
    for (const file of changed) {
        const basePath = file.previousPath ?? file.path;
        if (rules.isContractFile(file.path) || (file.previousPath && rules.isContractFile(file.previousPath))) {
            set.contractFiles.push(file);
            continue;
        }
        const headTarget = sources.targetOf(file.path);
        const baseTarget = sources.targetOf(basePath);
        if (!headTarget && !baseTarget)
            continue;
        set.schemaFiles.push(file);
        // A migration folder is read whole at both ends, whichever of its files changed:
        // an added migration changes tables that the base already had.
        const folder = (t, own) => t !== undefined && t.path !== own;
        if (file.status !== "deleted" || folder(headTarget, file.path))
            addTarget(set.headTargets, headTarget);
        if (file.status !== "added" || folder(baseTarget, basePath))
            addTarget(set.baseTargets, baseTarget);
    }
    return set;
}
/** Reads the changed schema files at both ends of the range, each through its revision's files. */
async function readAssetVersions(git, base, head, changes, sources) {
    const dataSourceOf = (path) => sources.dataSourceOf(path);
    const baseFiles = git.filesAt(base);
    const headFiles = git.filesAt(head);
    // One `git cat-file --batch` per revision instead of one process per changed file.
    const changedPaths = changes.schemaFiles.flatMap((f) => f.previousPath ? [f.previousPath, f.path] : [f.path]);
    await Promise.all([baseFiles.prefetch?.(changedPaths), headFiles.prefetch?.(changedPaths)]);
    const baseRead = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readAssets */ .wd)(changes.baseTargets, { files: baseFiles, dataSourceOf });
    const headRead = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readAssets */ .wd)(changes.headTargets, { files: headFiles, dataSourceOf });
    return {
        base: baseRead.assets,
        head: headRead.assets,
        headDiagnostics: headRead.diagnostics,
        baseDiagnostics: baseRead.diagnostics,
    };
}
/** Every asset of one version of the repository (all files a reader reads), for what a diff does not name. */
async function readRepositoryAssets(files, sources) {
    const targets = [];
    for (const path of await files.listAll())
        addTarget(targets, sources.targetOf(path));
    const { assets } = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readAssets */ .wd)(targets, { files, dataSourceOf: (path) => sources.dataSourceOf(path) });
    return assets;
}


/***/ }),

/***/ 31889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ loadChangedContracts),
/* harmony export */   CC: () => (/* binding */ contractChanges),
/* harmony export */   lY: () => (/* binding */ contractRefOf)
/* harmony export */ });
/* harmony import */ var _api_source_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9279);
/* harmony import */ var _compliance_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21637);
/* harmony import */ var _contracts_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47714);



/** Reads and parses each changed contract file where it exists: the base path of a rename, its head path. */
async function loadChangedContracts(files, baseFiles, headFiles) {
    const loaded = { base: [], head: [], diagnostics: [] };
    for (const file of files) {
        if (file.status !== "added") {
            const path = file.previousPath ?? file.path;
            const text = await baseFiles.readText(path);
            if (text !== undefined)
                loaded.base.push(...(0,_contracts_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseContractFile */ .Oi)(text, path).contracts);
        }
        if (file.status !== "deleted") {
            const text = await headFiles.readText(file.path);
            if (text === undefined)
                continue;
            const parsed = (0,_contracts_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseContractFile */ .Oi)(text, file.path);
            loaded.head.push(...parsed.contracts);
            loaded.diagnostics.push(...parsed.diagnostics);
        }
    }
    return loaded;
}
/** How a loaded contract is named in reports. */
function contractRefOf(loaded) {
    const { contract } = loaded;
    return {
        id: contract.id,
        name: contract.name,
        version: contract.version,
        owner: contract.owner,
        enforcementLevel: contract.enforcementLevel ?? "INACTIVE",
        filePath: loaded.file,
    };
}
/** The format whose rules judge a contract's schema: its asset's source type (`avro://...`). */
function sourceTypeOf(loaded) {
    const name = (0,_contracts_index_js__WEBPACK_IMPORTED_MODULE_2__/* .contractResourceNames */ .fd)(loaded.contract)[0] ?? "";
    const parsed = _api_source_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SourceType */ .Y.safeParse(name.slice(0, name.indexOf("://")));
    return parsed.success ? parsed.data : "json_schema";
}
const root = (schema) => ({ type: "struct", fields: schema });
const WATCHED_KEYS = ["enforcementLevel", "status", "owner", "restrictPii", "dataAssetResourceName"];
/**
 * How each contract file the pull request touches changed: added, removed,
 * or its schema's field changes (by the rules of its asset's format) and the
 * keys that change how it is enforced. Reviewers see these in the comment.
 */
function contractChanges(loaded) {
    const base = new Map(loaded.base.map((c) => [c.contract.id, c]));
    const head = new Map(loaded.head.map((c) => [c.contract.id, c]));
    const result = [];
    for (const [id, now] of head) {
        const before = base.get(id);
        if (!before) {
            result.push({ contract: contractRefOf(now), status: "added", changes: [] });
            continue;
        }
        const changes = (0,_compliance_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .diffSchemas */ .e7)(root(before.contract.schema), root(now.contract.schema), sourceTypeOf(now));
        for (const key of WATCHED_KEYS) {
            const was = before.contract[key];
            const is = now.contract[key];
            if (JSON.stringify(was) === JSON.stringify(is))
                continue;
            changes.push({
                kind: "CONSTRAINT_CHANGED",
                field: "",
                breaking: false,
                reason: `the contract's ${key} changed`,
                before: `${key}: ${was ?? "(unset)"}`,
                after: `${key}: ${is ?? "(unset)"}`,
            });
        }
        if (changes.length > 0)
            result.push({ contract: contractRefOf(now), status: "changed", changes });
    }
    for (const [id, was] of base) {
        if (!head.has(id))
            result.push({ contract: contractRefOf(was), status: "removed", changes: [] });
    }
    return result;
}


/***/ }),

/***/ 52083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = { info: () => { }, warn: () => { } };


/***/ })

};
