export const id = 9405;
export const ids = [9405];
export const modules = {

/***/ 43381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ catalog_run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
// EXTERNAL MODULE: ./src/catalog/pages/contract.ts + 4 modules
var contract = __webpack_require__(12537);
// EXTERNAL MODULE: ./src/catalog/pages/links.ts
var links = __webpack_require__(74405);
// EXTERNAL MODULE: ./src/catalog/render.ts + 2 modules
var render = __webpack_require__(6086);
// EXTERNAL MODULE: ./src/catalog/static-files.ts
var static_files = __webpack_require__(66559);
;// CONCATENATED MODULE: ./src/catalog/static-site.ts







const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The catalog as files, for GitHub Pages or any static host: index.html (every contract on one
 * page, filtered by the page's script), contracts/{id}.html, contracts/{id}/diff-{n-1}-{n}.html
 * for each version after the first, assets.html, the stylesheet and the script. The same pages
 * as the served catalog, with relative links; a diff between any two versions (the served
 * form) would be a file per pair, so only consecutive ones are written. File names are
 * contract ids (UUIDs: checked) and numbers, so no contract names a path.
 */
async function writeStaticSite(source, outDir, now = new Date()) {
    const files = [];
    const write = async (path, text) => {
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, path), text);
        files.push(path);
    };
    await (0,promises_.mkdir)((0,external_node_path_.join)(outDir, "contracts"), { recursive: true });
    const top = { links: (0,links/* staticLinks */.Wc)(0) };
    await write("index.html", (await (0,render/* renderList */.pI)(source, top, { page: 1 }, Number.MAX_SAFE_INTEGER)).text);
    await write("assets.html", (await (0,render/* renderAssets */.ec)(source, top)).text);
    const ids = (await source.contractIds()).filter((id) => UUID.test(id));
    let diffs = 0;
    for (const id of ids) {
        const detail = await source.contract(id);
        if (!detail)
            continue;
        const file = id.toLowerCase();
        await write(`contracts/${file}.html`, (0,contract/* contractPage */.A)({ links: (0,links/* staticLinks */.Wc)(1) }, detail, (0,ledger/* utcToday */.wc)(now)).text);
        if (detail.versions.length > 1)
            await (0,promises_.mkdir)((0,external_node_path_.join)(outDir, "contracts", file), { recursive: true });
        for (let n = 2; n <= detail.versions.length; n++) {
            const page = (0,render/* diffOf */.n_)({ links: (0,links/* staticLinks */.Wc)(2) }, id, detail.versions, n - 1, n);
            if (!page)
                continue;
            await write((0,links/* staticDiffPath */.hr)(file, n - 1, n), page.text);
            diffs++;
        }
    }
    const assets = (0,static_files/* staticFiles */.i)();
    for (const name of Object.keys(assets))
        await write(name, assets[name]);
    // GitHub Pages runs Jekyll unless told not to: the files are served as they are.
    await write(".nojekyll", "");
    return { files, contracts: ids.length, diffs };
}

// EXTERNAL MODULE: ./src/catalog/store-source.ts + 1 modules
var store_source = __webpack_require__(31942);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(64204);
// EXTERNAL MODULE: ./src/report/inert-log.ts
var inert_log = __webpack_require__(66853);
// EXTERNAL MODULE: ./src/schema/index.ts + 6 modules
var schema = __webpack_require__(84723);
// EXTERNAL MODULE: ./src/server/embedded.ts
var server_embedded = __webpack_require__(16493);
// EXTERNAL MODULE: ./src/service/keys.ts
var keys = __webpack_require__(10055);
// EXTERNAL MODULE: ./src/store/open.ts + 2 modules
var store_open = __webpack_require__(85300);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/sync/publish.ts + 5 modules
var publish = __webpack_require__(95190);
// EXTERNAL MODULE: ./src/sync/reconcile-apply.ts + 1 modules
var reconcile_apply = __webpack_require__(81924);
// EXTERNAL MODULE: ./src/sync/reconcile-plan.ts
var reconcile_plan = __webpack_require__(11599);
;// CONCATENATED MODULE: ./src/sync/publish-history.ts





const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** Commits before the shown one published by default (each a version where it changed a contract). */
const HISTORY_COMMITS = 20;
/**
 * The first-parent commits before `after`, oldest first, that changed any of `paths` (the commit's
 * contract files): at most `limit`, the newest ones. A shallow clone has the history it fetched.
 */
async function commitsChanging(git, after, paths, limit) {
    if (limit <= 0 || paths.length === 0)
        return [];
    const { stdout } = await run("git", [
        "-C",
        git.root,
        "log",
        "--first-parent",
        "--format=%H",
        `--max-count=${limit}`,
        `${after}^@`,
        "--",
        ...paths.map((p) => `:(literal)${p}`),
    ], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).catch(() => ({ stdout: "" })); // a root commit has no parent: no history
    return stdout.split("\n").filter(Boolean).reverse();
}
/**
 * Publishes `after` into the embedded service as `publish` would, after the commits before it
 * that changed its contract files (oldest first), so each contract holds a version per change
 * that reached the branch, as a service that ran publish on every merge would. Only `after`'s
 * diagnostics are returned (a file broken in an older commit is not this commit's problem).
 * Contracts the history held that `after` no longer has are archived, with or without a
 * repository address (publish archives only with one), unless their file is there but unreadable.
 */
async function publishWithHistory(request, ports) {
    const quiet = { ...ports, log: { info: () => { }, warn: () => { } } };
    const planned = await (0,publish/* runPublish */.j)({ ...request, dryRun: true }, quiet);
    const paths = planned.plan.entries.flatMap((e) => (e.filePath ? [e.filePath] : []));
    const commits = await commitsChanging(ports.git, request.after, paths, request.history);
    for (const commit of commits)
        await (0,publish/* runPublish */.j)({ ...request, after: commit }, quiet);
    const outcome = await (0,publish/* runPublish */.j)(request, ports);
    if (commits.length > 0) {
        const kept = new Set(outcome.plan.entries.filter((e) => e.action !== "archive").map((e) => e.id));
        const unreadable = new Set(outcome.diagnostics.map((d) => d.file));
        const gone = (await (0,reconcile_apply/* listHeldContracts */.Zu)(ports.service)).filter((c) => !kept.has(c.id) && c.status !== "ARCHIVED" && !(c.filePath && unreadable.has(c.filePath)));
        if (gone.length > 0)
            await ports.service.createContracts(gone.map(reconcile_plan/* archivedBody */.d));
    }
    return { outcome, commits: commits.length };
}

// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(87911);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/repository.ts + 4 modules
var repository = __webpack_require__(32380);
;// CONCATENATED MODULE: ./src/cli/commands/catalog.ts













/**
 * The catalog of a commit as a static site: the commit's contracts are published, as `publish`
 * would (provenance, waivers), into an embedded service in memory, after the commits before it
 * that changed them (`--history`, their versions), and its pages are written from that store by
 * the served catalog's own renderers. Nothing is kept but the files.
 */
const catalog_run = async (args, io) => {
    const { text } = (0,help/* parseByTable */.ph)(["catalog"], args);
    const outDir = (0,external_node_path_.resolve)(io.cwd, text("out") ?? "");
    const git = await (0,repository/* openRepository */.h_)((0,external_node_path_.resolve)(io.cwd, text("repo") ?? "."));
    const after = await git.resolveCommit(text("ref") ?? "HEAD");
    const store = await (0,store_open.openStore)({ shared: true });
    const embedded = await (0,server_embedded.startEmbeddedService)(Promise.resolve(store));
    try {
        const history = text("history") === undefined ? HISTORY_COMMITS : Number(text("history"));
        if (!Number.isInteger(history) || history < 0)
            throw new cli_io/* UsageError */.eb(`--history wants a count of commits (0 or more), not ${text("history")}`);
        const { outcome, commits } = await publishWithHistory({ after, configPath: text("config") ?? config/* DEFAULT_CONFIG_PATH */.Bi, repositoryUrl: text("repo-url"), history }, {
            git,
            service: embedded.client,
            log: { info: () => { }, warn: (m) => io.stderr(`warning: ${(0,inert_log/* inertLogText */.I)(m)}\n`) },
        });
        for (const d of outcome.diagnostics)
            io.stderr((0,cli_io/* diagnosticLine */.CO)(d));
        const site = await writeStaticSite(new store_source/* StoreCatalog */.Rg(store).of(keys/* DEFAULT_WORKSPACE_ID */.AX), outDir);
        io.stderr(`contract-sync: wrote the catalog of ${site.contracts} contracts to ${outDir} (versions from ${commits + 1} commits, ${site.diffs} diffs)\n`);
        return outcome.diagnostics.some((d) => d.severity === "error") ? 1 : 0;
    }
    finally {
        await embedded.close();
        await (0,schema.closeReaders)();
    }
};


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

/***/ 77039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ envelopeBytes),
/* harmony export */   aB: () => (/* binding */ pageLimitsFrom),
/* harmony export */   is: () => (/* binding */ Pager)
/* harmony export */ });
/* unused harmony exports DEFAULT_PAGE_LIMITS, PAGE_LIMIT_SETTINGS */
/* harmony import */ var _admission_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77848);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50470);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66468);



/**
 * What fits the reference server (docs/service.md "Limits"): its items per request, and 95% of its body
 * limit, as a body's size is counted here from its items before the client validates and encodes it.
 */
const DEFAULT_PAGE_LIMITS = {
    maxItems: _api_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.assetsPerRequest,
    maxBytes: Math.floor(_api_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.requestBodyBytes * 0.95),
};
/**
 * Splits bulk requests into pages by count and encoded size. The limits are those of the
 * server: when it answers 413 to a page, both are lowered to half of that page and the page
 * is sent again in halves, and later pages of the run keep the lowered limits.
 */
class Pager {
    limits;
    constructor(limits = {}) {
        this.limits = { ...DEFAULT_PAGE_LIMITS, ...definedOf(limits) };
        for (const [name, value] of Object.entries(this.limits)) {
            if (!Number.isInteger(value) || value < 1)
                throw new Error(`${name} must be an integer >= 1, got ${value}`);
        }
    }
    async send(request) {
        const outcome = { answered: [], tooLarge: [], notSent: [], error: undefined };
        const order = new Map();
        const gate = new _admission_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .AdmissionGate */ .v(request.concurrency ?? 1);
        let failed = false;
        const sendPage = async (page) => {
            const release = await gate.acquire();
            let split;
            try {
                if (failed) {
                    outcome.notSent.push(...page.map((s) => s.item));
                    return;
                }
                const items = page.map((s) => s.item);
                const result = await request.send(items);
                order.set(items, page[0]?.index ?? 0);
                outcome.answered.push({ items, result });
            }
            catch (error) {
                if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.status === 413)) {
                    failed = true;
                    outcome.error ??= error;
                    outcome.notSent.push(...page.map((s) => s.item));
                }
                else if (page.length === 1) {
                    const only = page[0];
                    outcome.tooLarge.push({ item: only.item, bytes: only.bytes + request.envelopeBytes, error });
                }
                else {
                    this.limits.maxItems = Math.min(this.limits.maxItems, Math.ceil(page.length / 2));
                    const bytes = request.envelopeBytes + page.reduce((sum, s) => sum + s.bytes + 1, 0);
                    this.limits.maxBytes = Math.min(this.limits.maxBytes, Math.max(1, Math.floor(bytes / 2)));
                    split = this.split(page, request);
                }
            }
            finally {
                release();
            }
            if (split)
                await Promise.all(split.map(sendPage));
        };
        const sized = request.items.map((item, index) => ({
            item,
            index,
            bytes: Buffer.byteLength(JSON.stringify(item)),
        }));
        await Promise.all(this.split(sized, request).map(sendPage));
        outcome.answered.sort((a, b) => (order.get(a.items) ?? 0) - (order.get(b.items) ?? 0));
        return outcome;
    }
    /** Pages in item order, each within the limits (an item larger than the byte limit goes alone). */
    split(items, request) {
        const maxItems = Math.min(this.limits.maxItems, request.maxItems ?? Number.POSITIVE_INFINITY);
        const pages = [];
        let page = [];
        let bytes = request.envelopeBytes;
        for (const sized of items) {
            // Items are joined by commas: one byte each after the first.
            const added = sized.bytes + (page.length > 0 ? 1 : 0);
            if (page.length > 0 && (page.length >= maxItems || bytes + added > this.limits.maxBytes)) {
                pages.push(page);
                page = [];
                bytes = request.envelopeBytes;
            }
            page.push(sized);
            bytes += sized.bytes + (page.length > 1 ? 1 : 0);
        }
        if (page.length > 0)
            pages.push(page);
        return pages;
    }
}
function definedOf(limits) {
    return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
}
/** Bytes of a request body's JSON without its items: `envelope` is the body with an empty list. */
function envelopeBytes(envelope) {
    return Buffer.byteLength(JSON.stringify(envelope));
}
/** The names of the two settings, as flags (`--max-request-items`) and action inputs. */
const PAGE_LIMIT_SETTINGS = { maxItems: "max-request-items", maxBytes: "max-request-bytes" };
/**
 * Page limits from their settings' text (unset or empty: the default). `where` names a setting
 * as the user gave it (`--max-request-items`, input 'max-request-items') in the error.
 */
function pageLimitsFrom(read, where) {
    const limits = {};
    for (const [key, setting] of Object.entries(PAGE_LIMIT_SETTINGS)) {
        const text = read(setting)?.trim();
        if (!text)
            continue;
        if (!/^\d+$/.test(text) || Number(text) < 1)
            throw new Error(`${where(setting)} must be an integer >= 1, got '${text}'`);
        limits[key] = Number(text);
    }
    return limits;
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

/***/ 52083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = { info: () => { }, warn: () => { } };


/***/ })

};
