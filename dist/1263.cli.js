export const id = 1263;
export const ids = [1263];
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

/***/ 91945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/api/limits.ts
var limits = __webpack_require__(50470);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: ./src/service/delivery.ts + 1 modules
var delivery = __webpack_require__(77497);
// EXTERNAL MODULE: ./src/service/index.ts + 17 modules
var src_service = __webpack_require__(9034);
// EXTERNAL MODULE: ./src/service/keys.ts
var service_keys = __webpack_require__(10055);
// EXTERNAL MODULE: ./src/service/sunset-sweep.ts
var sunset_sweep = __webpack_require__(37956);
// EXTERNAL MODULE: ./src/store/faults.ts
var faults = __webpack_require__(4352);
// EXTERNAL MODULE: ./src/server/app.ts + 8 modules
var server_app = __webpack_require__(42872);
// EXTERNAL MODULE: ./src/catalog/html.ts
var html = __webpack_require__(61438);
// EXTERNAL MODULE: ./src/catalog/pages/layout.ts
var layout = __webpack_require__(34456);
// EXTERNAL MODULE: ./src/catalog/pages/links.ts
var links = __webpack_require__(74405);
;// CONCATENATED MODULE: ./src/catalog/pages/sign-in.ts


/**
 * The sign-in form: the key goes in a POST body, never a URL, and comes back only as an HttpOnly
 * cookie (server/catalog-routes.ts); the page never shows it, even after a wrong one.
 */
function signInPage(chrome, problem) {
    return (0,layout/* layout */.Zp)(chrome, "Sign in", (0,html/* html */.qy) `<h1>Sign in</h1>
<p>The catalog shows the contracts of the workspace your API key belongs to.</p>
${problem ? (0,html/* html */.qy) `<p class="problem" role="alert">${problem}</p>` : ""}
<form class="sign-in" method="post" action="${chrome.links.signIn ?? "/sign-in"}">
<label>API key<input type="password" name="key" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>`);
}

// EXTERNAL MODULE: ./src/catalog/render.ts + 2 modules
var render = __webpack_require__(6086);
// EXTERNAL MODULE: ./src/catalog/static-files.ts
var static_files = __webpack_require__(66559);
// EXTERNAL MODULE: ./src/catalog/store-source.ts + 1 modules
var store_source = __webpack_require__(31942);
;// CONCATENATED MODULE: ./src/server/catalog-routes.ts








/** The cookie that holds a signed-in reader's API key: HttpOnly (no script reads it), SameSite=Strict. */
const KEY_COOKIE = "contract_sync_key";
/** How long a sign-in lasts (8 hours): the key itself lasts until revoked. */
const SIGN_IN_SECONDS = 8 * 60 * 60;
/** Longest key accepted from the form or the cookie (keys are 32-64 characters). */
const MAX_KEY = 256;
/** No inline script or style, nothing from elsewhere, no framing; sent with every catalog page. */
const CATALOG_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const PAGE_HEADERS = {
    "content-security-policy": CATALOG_CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    "cache-control": "no-store",
};
function keyOfCookie(header) {
    for (const part of (header ?? "").split(";")) {
        const [name, ...value] = part.trim().split("=");
        if (name !== KEY_COOKIE)
            continue;
        try {
            const key = decodeURIComponent(value.join("="));
            return key.length > 0 && key.length <= MAX_KEY ? key : undefined;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
function keyCookie(request, key, maxAge) {
    const secure = request.protocol === "https" ? "; Secure" : "";
    return `${KEY_COOKIE}=${encodeURIComponent(key)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}
function sendPage(reply, page, status = 200) {
    return reply.code(status).headers(PAGE_HEADERS).type("text/html; charset=utf-8").send(page.text);
}
/**
 * The read-only catalog at `/` (docs/catalog.md): the contract list, a contract's page and its
 * version diffs, the assets without a contract, sign-in and sign-out, the stylesheet and script.
 * A reader is the workspace of the key in their cookie; in public mode, without one, the default
 * workspace. Registered in its own fastify scope, so the form body parser serves sign-in only and
 * the API under /v0 keeps refusing what is not JSON.
 */
function registerCatalog(app, deps) {
    const catalog = new store_source/* StoreCatalog */.Rg(deps.store);
    const readerOf = async (request) => {
        const workspaceId = await deps.keys.resolve(keyOfCookie(request.headers.cookie));
        if (workspaceId)
            return { workspaceId, signedIn: true };
        return deps.options.public ? { workspaceId: service_keys/* DEFAULT_WORKSPACE_ID */.AX, signedIn: false } : undefined;
    };
    /** A page of the reader's catalog; a reader who is not signed in (nor public mode) is sent to sign in. */
    const page = (render) => async (request, reply) => {
        const reader = await readerOf(request);
        if (!reader)
            return reply.code(303).headers(PAGE_HEADERS).header("location", "/sign-in").send();
        const chrome = { links: (0,links/* servedLinks */.DT)({ signIn: true }), signedIn: reader.signedIn };
        const html = await render(catalog.of(reader.workspaceId), chrome, request);
        return html ? sendPage(reply, html) : sendPage(reply, notFoundPage(chrome), 404);
    };
    app.register(async (scope) => {
        scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
        scope.get("/", page((source, chrome, request) => (0,render/* renderList */.pI)(source, chrome, (0,render/* listQueryOf */.C7)(queryOf(request)))));
        scope.get("/assets", page((source, chrome) => (0,render/* renderAssets */.ec)(source, chrome)));
        scope.get("/contracts/:id", page((source, chrome, request) => (0,render/* renderContract */.p7)(source, chrome, paramId(request))));
        scope.get("/contracts/:id/diff", page((source, chrome, request) => {
            const query = queryOf(request);
            return (0,render/* renderDiff */["in"])(source, chrome, paramId(request), Number(query.from), Number(query.to));
        }));
        registerSignIn(scope, deps);
        // Browsers ask for it on every page: an empty answer instead of a 404 in their console.
        scope.get("/favicon.ico", (_request, reply) => reply.code(204).send());
        for (const name of Object.keys(static_files/* STATIC_FILES */.b)) {
            scope.get(`/static/${name}`, (_request, reply) => reply
                .headers({ "x-content-type-options": "nosniff", "cache-control": "public, max-age=300" })
                .type(static_files/* STATIC_FILES */.b[name])
                .send((0,static_files/* staticFiles */.i)()[name]));
        }
    });
}
const queryOf = (request) => (request.query ?? {});
const paramId = (request) => request.params.id;
function notFoundPage(chrome) {
    return (0,layout/* layout */.Zp)(chrome, "Not found", (0,html/* html */.qy) `<h1>Not found</h1><p>No such contract or version in this catalog.</p>`);
}
/** Sign-in takes the key from a POST form into the cookie; sign-out clears it. Neither shows the key. */
function registerSignIn(scope, deps) {
    const chrome = { links: (0,links/* servedLinks */.DT)({ signIn: true }) };
    scope.get("/sign-in", (_request, reply) => sendPage(reply, signInPage(chrome)));
    scope.post("/sign-in", async (request, reply) => {
        const body = (request.body ?? {});
        const key = typeof body.key === "string" && body.key.length <= MAX_KEY ? body.key.trim() : "";
        const workspaceId = key ? await deps.keys.resolve(key) : undefined;
        if (!workspaceId)
            return sendPage(reply, signInPage(chrome, "That key is not valid."), 401);
        return reply
            .code(303)
            .headers(PAGE_HEADERS)
            .header("set-cookie", keyCookie(request, key, SIGN_IN_SECONDS))
            .header("location", "/")
            .send();
    });
    scope.post("/sign-out", (request, reply) => reply
        .code(303)
        .headers(PAGE_HEADERS)
        .header("set-cookie", keyCookie(request, "", 0))
        .header("location", deps.options.public ? "/" : "/sign-in")
        .send());
}

// EXTERNAL MODULE: ./node_modules/prom-client/index.js
var prom_client = __webpack_require__(95222);
;// CONCATENATED MODULE: ./src/server/metrics.ts

/**
 * The server's Prometheus metrics, in a registry of its own (several servers
 * may run in one process: tests, the embedded service). Served as text at
 * `/metrics`. No label carries tenant data: operations, statuses and outcomes only.
 */
class ServerMetrics {
    registry = new prom_client.Registry();
    requests = new prom_client.Counter({
        name: "contract_sync_http_requests_total",
        help: "HTTP requests answered, by operation id, method and status code",
        labelNames: ["operation", "method", "status"],
        registers: [this.registry],
    });
    requestSeconds = new prom_client.Histogram({
        name: "contract_sync_http_request_duration_seconds",
        help: "Time from receiving a request to the end of its answer, by operation id",
        labelNames: ["operation"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [this.registry],
    });
    storeSeconds = new prom_client.Histogram({
        name: "contract_sync_store_query_duration_seconds",
        help: "Time of store statements and transactions, by kind (query, exec, transaction)",
        labelNames: ["kind"],
        buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
        registers: [this.registry],
    });
    deliveryAttempts = new prom_client.Counter({
        name: "contract_sync_webhook_delivery_attempts_total",
        help: "Webhook deliveries attempted",
        registers: [this.registry],
    });
    deliveryFailures = new prom_client.Counter({
        name: "contract_sync_webhook_delivery_failures_total",
        help: "Webhook deliveries that failed (the receiver refused, timed out or could not be reached)",
        registers: [this.registry],
    });
    signingFailures = new prom_client.Counter({
        name: "contract_sync_webhook_signing_failures_total",
        help: "Webhook messages that could not be signed (an unusable endpoint secret)",
        registers: [this.registry],
    });
    /** Labelled children by label values: prom-client hashes a label object on every call (~1% of a check). */
    #answered = new Map();
    /** One request answered: counted, and its time observed. */
    answered(operation, method, status, seconds) {
        const key = `${operation} ${method} ${status}`;
        let children = this.#answered.get(key);
        if (!children) {
            children = {
                count: this.requests.labels({ operation, method, status: String(status) }),
                time: this.requestSeconds.labels({ operation }),
            };
            // (Operations, methods and statuses are few; the bound only guards against surprises.)
            if (this.#answered.size >= 1_000)
                this.#answered.clear();
            this.#answered.set(key, children);
        }
        children.count.inc();
        children.time.observe(seconds);
    }
    constructor(store) {
        new prom_client.Gauge({
            name: "contract_sync_outbox_depth",
            help: "Webhook messages waiting in the outbox (PENDING)",
            registers: [this.registry],
            async collect() {
                // The database down: the last value stays, so /metrics still answers (and shows the outage).
                const rows = await store
                    .query("SELECT count(*)::int AS n FROM outbox WHERE status = 'PENDING'")
                    .catch(() => undefined);
                if (rows)
                    this.set(Number(rows[0]?.n ?? 0));
            },
        });
        (0,prom_client.collectDefaultMetrics)({ register: this.registry, prefix: "contract_sync_" });
    }
    /** The store with every statement and transaction timed. */
    instrument(store) {
        const kinds = {
            query: this.storeSeconds.labels({ kind: "query" }),
            exec: this.storeSeconds.labels({ kind: "exec" }),
            transaction: this.storeSeconds.labels({ kind: "transaction" }),
        };
        const timed = (kind, work) => {
            const end = kinds[kind].startTimer();
            return work().finally(() => end());
        };
        const wrap = (q) => ({
            query: (sql, params) => timed("query", () => q.query(sql, params)),
            exec: (sql) => timed("exec", () => q.exec(sql)),
        });
        return {
            kind: store.kind,
            localChanges: store.localChanges,
            ...wrap(store),
            transaction: (fn) => timed("transaction", () => store.transaction((tx) => fn(wrap(tx)))),
            ping: () => store.ping(),
            close: () => store.close(),
        };
    }
}

;// CONCATENATED MODULE: ./src/server/start.ts








/** Starts the reference server in this process (the CLI's `serve`, the action's embedded mode, tests). */
async function startServer(options) {
    const allowPrivate = options.allowPrivateWebhooks ?? false;
    let worker;
    let sunsets;
    const metrics = new ServerMetrics(options.store);
    const store = metrics.instrument(options.store);
    const service = (0,src_service/* createService */.s)(store, {
        allowPrivateWebhooks: allowPrivate,
        onQueued: () => worker?.wake(),
        warmWrittenContracts: true,
        ...(options.now ? { now: options.now } : {}),
    });
    const keys = new service_keys/* KeyResolver */.Gx(store, options.apiKeys ?? [], options.keyCacheMs);
    const app = (0,server_app/* buildApp */.e1)({ ...options, store, service, metrics, keys });
    if (options.catalog)
        registerCatalog(app, { store, keys, options: options.catalog });
    await app.listen({ host: options.host ?? "127.0.0.1", port: options.port ?? 8080 });
    if (options.delivery !== false) {
        worker = (0,delivery/* createDeliveryWorker */.F)(store, {
            allowPrivate,
            onError: (error) => {
                // An outage is logged by every poll until it ends: a warning, not an error of the worker.
                if ((0,faults/* isDatabaseUnavailable */.kI)(error))
                    app.log.warn({ err: error }, "webhook delivery waits for the database");
                else
                    app.log.error({ err: error }, "webhook delivery failed");
            },
            onAttempt: (outcome) => {
                metrics.deliveryAttempts.inc();
                if (outcome === "failed")
                    metrics.deliveryFailures.inc();
                if (outcome === "unsigned") {
                    metrics.deliveryFailures.inc();
                    metrics.signingFailures.inc();
                }
            },
            ...options.delivery,
        });
    }
    if (options.sunsetSweep !== false)
        sunsets = startSunsetSweep(app, store, options, () => worker?.wake());
    const address = app.server.address();
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    let closing;
    return {
        url: `http://${host}:${address.port}`,
        app,
        service,
        worker,
        sunsets,
        close() {
            closing ??= (async () => {
                await sunsets?.stop();
                await app.close();
                await worker?.stop();
            })();
            return closing;
        },
    };
}
/** The daily sunset sweep: logs what each sweep told, and wakes the delivery worker for it. */
function startSunsetSweep(app, store, options, wake) {
    const given = options.sunsetSweep || {};
    return (0,sunset_sweep/* createSunsetSweeper */.g)(store, {
        ...given,
        ...(options.now ? { now: options.now } : {}),
        onSwept: (result) => {
            if (result.told > 0) {
                app.log.info({ sunsetSweep: result }, "sunset sweep told sunsets within the warning window");
                wake();
            }
            given.onSwept?.(result);
        },
        onError: (error) => {
            if ((0,faults/* isDatabaseUnavailable */.kI)(error))
                app.log.warn({ err: error }, "sunset sweep waits for the database");
            else
                app.log.error({ err: error }, "sunset sweep failed");
            given.onError?.(error);
        },
    });
}

// EXTERNAL MODULE: ./src/store/open.ts + 2 modules
var store_open = __webpack_require__(85300);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/cli/serve-settings.ts


function setting(sources, flagName, variable, fallback) {
    const flag = sources.flags[flagName];
    if (flag !== undefined)
        return { value: String(flag), source: `--${flagName}` };
    const fromEnv = sources.env[variable];
    if (fromEnv !== undefined && fromEnv !== "")
        return { value: fromEnv, source: variable };
    const fromFile = sources.file[flagName];
    if (fromFile !== undefined)
        return { value: fromFile, source: `${flagName} in ${sources.filePath}` };
    return { value: fallback, source: `--${flagName}` };
}
/** A whole number within bounds, or a usage error naming where the bad value came from. */
function integerSetting(found, min, max, usage) {
    const value = /^\d+$/.test(found.value) ? Number(found.value) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
        throw new cli_io/* UsageError */.eb(`${found.source} must be an integer ${min}-${max}, got '${found.value}'`, usage);
    }
    return value;
}
/**
 * Reads a config file of `serve` settings: a YAML (or JSON) mapping from flag names to scalars.
 * A key that is no flag of `serve` is refused, so a typo does not pass for a default.
 */
async function readServeConfigFile(path, known, usage) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb(`cannot read the config file ${path}: ${error.message}`, usage);
    }
    const { parse } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
    let document;
    try {
        document = parse(text);
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb(`the config file ${path} is not valid YAML: ${error.message}`);
    }
    if (document === null || document === undefined)
        return {};
    if (typeof document !== "object" || Array.isArray(document)) {
        throw new cli_io/* UsageError */.eb(`the config file ${path} must be a mapping of flag names to values`);
    }
    const settings = {};
    for (const [key, value] of Object.entries(document)) {
        if (!known.includes(key) || key === "config") {
            throw new cli_io/* UsageError */.eb(`the config file ${path} has '${key}', which is no setting of serve`, usage);
        }
        if (!["string", "number", "boolean"].includes(typeof value)) {
            throw new cli_io/* UsageError */.eb(`'${key}' in the config file ${path} must be a string, number or boolean`);
        }
        settings[key] = String(value);
    }
    return settings;
}

;// CONCATENATED MODULE: ./src/cli/commands/serve.ts







const USAGE = "usage: contract-sync serve [--host 127.0.0.1] [--port 8080] [--data-dir DIR] [--database-url postgres://...] [--allow-private-webhooks] [--log-level info] [--rate-limit REQUESTS_PER_SECOND_PER_WORKSPACE] [--body-limit BYTES] [--pool-size 10] [--pool-acquire-timeout-ms 5000] [--statement-timeout-ms 30000] [--webhook-lease-ms 60000] [--catalog-public] [--config FILE]\n" +
    "environment (a flag wins over its variable, a variable over the config file): HOST, PORT, CONTRACT_SYNC_DATA_DIR, DATABASE_URL, LOG_LEVEL, CONTRACT_SYNC_RATE_LIMIT, CONTRACT_SYNC_BODY_LIMIT, CONTRACT_SYNC_ALLOW_PRIVATE_WEBHOOKS, CONTRACT_SYNC_POOL_SIZE, CONTRACT_SYNC_POOL_ACQUIRE_TIMEOUT_MS, CONTRACT_SYNC_STATEMENT_TIMEOUT_MS, CONTRACT_SYNC_WEBHOOK_LEASE_MS, CONTRACT_SYNC_CATALOG_PUBLIC, CONTRACT_SYNC_SERVE_CONFIG, CONTRACT_SYNC_API_KEY";
const OPTIONS = {
    host: { type: "string" },
    port: { type: "string" },
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    "allow-private-webhooks": { type: "boolean" },
    "log-level": { type: "string" },
    "rate-limit": { type: "string" },
    "body-limit": { type: "string" },
    "pool-size": { type: "string" },
    "pool-acquire-timeout-ms": { type: "string" },
    "statement-timeout-ms": { type: "string" },
    "webhook-lease-ms": { type: "string" },
    "catalog-public": { type: "boolean" },
    config: { type: "string" },
};
/** A day, in ms: the bound of the timeouts and the lease (a larger value is a mistake). */
const DAY_MS = 86_400_000;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
function parse(args) {
    try {
        return (0,external_node_util_.parseArgs)({
            args,
            options: OPTIONS,
            strict: true,
            allowPositionals: false,
        }).values;
    }
    catch (error) {
        throw new cli_io/* UsageError */.eb((0,error_message/* errorMessage */.g)(error), USAGE);
    }
}
/**
 * Runs the reference server until SIGINT/SIGTERM, then shuts down gracefully:
 * in-flight requests and deliveries finish, the store is closed. JSON log
 * lines go to stdout; the one human line ("listening on URL") to stderr.
 */
const run = async (args, io) => {
    const values = parse(args);
    const env = io.env;
    const configPath = values.config ?? (env.CONTRACT_SYNC_SERVE_CONFIG || undefined);
    const sources = {
        flags: values,
        env,
        file: configPath ? await readServeConfigFile(configPath, Object.keys(OPTIONS), USAGE) : {},
        filePath: configPath,
    };
    const host = setting(sources, "host", "HOST", "127.0.0.1");
    const port = integerSetting(setting(sources, "port", "PORT", "8080"), 0, 65535, USAGE);
    const poolSize = integerSetting(setting(sources, "pool-size", "CONTRACT_SYNC_POOL_SIZE", "10"), 1, 10_000, USAGE);
    const acquireTimeoutMs = integerSetting(setting(sources, "pool-acquire-timeout-ms", "CONTRACT_SYNC_POOL_ACQUIRE_TIMEOUT_MS", "5000"), 1, DAY_MS, USAGE);
    const statementTimeoutMs = integerSetting(setting(sources, "statement-timeout-ms", "CONTRACT_SYNC_STATEMENT_TIMEOUT_MS", "30000"), 0, DAY_MS, USAGE);
    const leaseMs = integerSetting(setting(sources, "webhook-lease-ms", "CONTRACT_SYNC_WEBHOOK_LEASE_MS", "60000"), 1_000, DAY_MS, USAGE);
    const rateSetting = setting(sources, "rate-limit", "CONTRACT_SYNC_RATE_LIMIT", "0");
    const rate = Number(rateSetting.value);
    if (!Number.isFinite(rate) || rate < 0) {
        throw new cli_io/* UsageError */.eb(`${rateSetting.source} must be a number >= 0, got '${rateSetting.value}'`, USAGE);
    }
    const bodyLimit = integerSetting(setting(sources, "body-limit", "CONTRACT_SYNC_BODY_LIMIT", String(limits/* LIMITS */.b1.requestBodyBytes)), 1, Number.MAX_SAFE_INTEGER, USAGE);
    const logLevel = setting(sources, "log-level", "LOG_LEVEL", "info");
    if (!LOG_LEVELS.includes(logLevel.value)) {
        throw new cli_io/* UsageError */.eb(`${logLevel.source} must be one of ${LOG_LEVELS.join(", ")}, got '${logLevel.value}'`, USAGE);
    }
    const allowPrivate = ["1", "true", "yes"].includes(setting(sources, "allow-private-webhooks", "CONTRACT_SYNC_ALLOW_PRIVATE_WEBHOOKS", "false").value.toLowerCase());
    const catalogPublic = ["1", "true", "yes"].includes(setting(sources, "catalog-public", "CONTRACT_SYNC_CATALOG_PUBLIC", "false").value.toLowerCase());
    const databaseUrl = setting(sources, "database-url", "DATABASE_URL", "").value || undefined;
    const dataDir = setting(sources, "data-dir", "CONTRACT_SYNC_DATA_DIR", "./.contract-sync").value;
    const store = await (0,store_open.openStore)(databaseUrl ? { databaseUrl, poolSize, acquireTimeoutMs, statementTimeoutMs } : { dataDir });
    const envKey = io.env.CONTRACT_SYNC_API_KEY;
    let server;
    try {
        server = await startServer({
            store,
            host: host.value,
            port,
            apiKeys: envKey ? [envKey] : [],
            allowPrivateWebhooks: allowPrivate,
            logLevel: logLevel.value,
            rateLimit: rate > 0 ? { requestsPerSecond: rate } : undefined,
            delivery: { leaseMs },
            bodyLimit,
            catalog: { public: catalogPublic },
        });
    }
    catch (error) {
        await store.close();
        throw error;
    }
    const where = databaseUrl ? "PostgreSQL" : `PGlite in ${dataDir}`;
    io.stderr(`contract-sync serve: listening on ${server.url} (store: ${where})\n`);
    io.stderr(`contract-sync serve: the catalog is at ${server.url}/ (${catalogPublic ? "public: no sign-in needed" : "sign in with an API key"})\n`);
    if (!envKey) {
        io.stderr("contract-sync serve: CONTRACT_SYNC_API_KEY is not set; only keys from `keys create` are accepted\n");
    }
    await new Promise((resolve) => {
        const stop = () => {
            process.off("SIGINT", stop);
            process.off("SIGTERM", stop);
            resolve();
        };
        process.on("SIGINT", stop);
        process.on("SIGTERM", stop);
    });
    io.stderr("contract-sync serve: shutting down\n");
    await server.close();
    await store.close();
    return 0;
};


/***/ }),

/***/ 8448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ normaliseRemoteUrl),
/* harmony export */   i: () => (/* binding */ fileUrl)
/* harmony export */ });
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
/**
 * The web address of a file at a commit: `{repo}/blob/{sha}/{path}` (GitHub's and GitLab's form),
 * only for a path `repositoryPath` let through (src/repository-path.ts), so it stays in the repository.
 */
function fileUrl(repositoryUrl, sha, path) {
    const encoded = path.split("/").map(encodeURIComponent).join("/");
    return `${repositoryUrl.replace(/\/+$/, "")}/blob/${sha}/${encoded}`;
}


/***/ }),

/***/ 77497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ createDeliveryWorker)
});

// EXTERNAL MODULE: ./node_modules/standardwebhooks/dist/index.js
var dist = __webpack_require__(15487);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(40610);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: ./src/service/webhook-target.ts
var webhook_target = __webpack_require__(53218);
;// CONCATENATED MODULE: ./src/service/webhook-connector.ts




/**
 * An undici connector that resolves the target itself, refuses it when any
 * address is private (unless allowed), and connects to the address it checked
 * (TLS still verifies the original name). `lookup` is replaceable for tests.
 */
function guardedConnector(allowPrivate, lookup = external_node_dns_.lookup) {
    const connect = (0,undici.buildConnector)({});
    return (options, callback) => {
        const hostname = options.hostname.replace(/^\[|\]$/g, "");
        const refuse = (why) => callback(new Error(`webhook target ${hostname} ${why}`), null);
        if (!allowPrivate && (0,webhook_target/* isLocalName */.Hy)(hostname))
            return refuse("is a local name");
        const connectTo = (address) => connect({
            ...options,
            hostname: address,
            ...(options.protocol === "https:" && (0,external_node_net_.isIP)(hostname) === 0
                ? { servername: options.servername ?? hostname }
                : {}),
        }, callback);
        if ((0,external_node_net_.isIP)(hostname) !== 0) {
            if (!allowPrivate && (0,webhook_target/* isPrivateAddress */.C0)(hostname))
                return refuse("is a private address");
            return connectTo(hostname);
        }
        lookup(hostname, { all: true }, (error, addresses) => {
            if (error)
                return callback(error, null);
            const first = addresses[0];
            if (!first)
                return refuse("has no address");
            const bad = allowPrivate ? undefined : addresses.find((a) => (0,webhook_target/* isPrivateAddress */.C0)(a.address));
            if (bad)
                return refuse(`resolves to private address ${bad.address}`);
            connectTo(first.address);
        });
    };
}

;// CONCATENATED MODULE: ./src/service/delivery.ts




/** Claims up to `batchSize` due messages for `leaseMs`, skipping those another worker holds. */
async function claim(store, batchSize, leaseMs) {
    return store.query(`WITH due AS (
       SELECT id FROM outbox
       WHERE status = 'PENDING' AND next_attempt_at <= now()
         AND (locked_until IS NULL OR locked_until < now())
       ORDER BY next_attempt_at LIMIT $1
       FOR UPDATE SKIP LOCKED)
     UPDATE outbox o SET attempts = o.attempts + 1, locked_until = now() + $2 * interval '1 millisecond',
       updated_at = now()
     FROM due, webhooks w
     WHERE o.id = due.id AND w.id = o.webhook_id
     RETURNING o.id, o.message_id, o.event_type, o.payload, o.attempts, o.notification_id,
       w.url, w.secret, w.headers`, [batchSize, leaseMs]);
}
/** Signs and posts one message; its error, or undefined when the receiver took it. */
async function send(row, sender) {
    const { agent, signal, timeoutMs } = sender;
    try {
        const body = JSON.stringify(row.payload);
        const timestamp = new Date();
        let signature;
        try {
            signature = new dist/* Webhook */.KD(row.secret).sign(row.message_id, timestamp, body);
        }
        catch (error) {
            sender.onAttempt?.("unsigned");
            return `message could not be signed: ${(0,error_message/* errorMessage */.g)(error)}`;
        }
        const response = await (0,undici.request)(row.url, {
            method: "POST",
            dispatcher: agent,
            headers: {
                ...row.headers,
                "content-type": "application/json",
                "user-agent": "contract-sync-webhooks",
                "webhook-id": row.message_id,
                "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
                "webhook-signature": signature,
            },
            body,
            signal,
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs,
        });
        await response.body.dump();
        return response.statusCode >= 200 && response.statusCode < 300
            ? undefined
            : `receiver answered ${response.statusCode}`;
    }
    catch (error) {
        return (0,error_message/* errorMessage */.g)(error);
    }
}
/** Records an attempt's outcome: SENT, retried later with backoff, or FAILED; then its notification. */
async function settle(store, row, error, backoff) {
    const { maxAttempts, backoffBase, backoffMax } = backoff;
    await store.transaction(async (tx) => {
        if (row.notification_id) {
            // Lock the notification first so two workers settling its messages see each other's result.
            await tx.query("SELECT id FROM notifications WHERE id = $1 FOR UPDATE", [row.notification_id]);
        }
        if (error === undefined) {
            await tx.query("UPDATE outbox SET status = 'SENT', locked_until = NULL, last_error = NULL, updated_at = now() WHERE id = $1", [row.id]);
        }
        else {
            const final = row.attempts >= maxAttempts;
            const delay = Math.min(backoffMax, backoffBase * 2 ** (row.attempts - 1));
            await tx.query(`UPDATE outbox SET status = $2, locked_until = NULL, last_error = $3, updated_at = now(),
           next_attempt_at = now() + $4 * interval '1 millisecond' WHERE id = $1`, [row.id, final ? "FAILED" : "PENDING", error.slice(0, 1000), delay]);
        }
        if (row.notification_id) {
            await tx.query(`UPDATE notifications n SET updated_at = now(),
           retry_count = s.retries,
           status = CASE WHEN s.pending > 0 THEN 'PENDING' WHEN s.failed > 0 THEN 'FAILED' ELSE 'SENT' END
         FROM (SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending,
                      count(*) FILTER (WHERE status = 'FAILED') AS failed,
                      greatest(coalesce(max(attempts), 0) - 1, 0) AS retries
               FROM outbox WHERE notification_id = $1) s
         WHERE n.id = $1`, [row.notification_id]);
        }
    });
}
/** Gives a claimed message back unsent: the receiver may have seen it, its message id dedupes. */
async function release(store, row) {
    await store.query(`UPDATE outbox SET locked_until = NULL, attempts = greatest(attempts - 1, 0), updated_at = now()
     WHERE id = $1 AND status = 'PENDING'`, [row.id]);
}
/**
 * The outbox delivery worker. Rows are claimed with FOR UPDATE SKIP LOCKED and
 * a lease in one statement, so any number of workers in any number of processes
 * on one PostgreSQL never send one message twice; a worker that dies leaves its
 * rows to be claimed again when the lease ends. Each message is signed per
 * Standard Webhooks and retried with exponential backoff; a notification
 * follows its messages: PENDING until all are done, then SENT or FAILED, with
 * retryCount counting the retries.
 */
function createDeliveryWorker(store, options = {}) {
    const maxAttempts = options.maxAttempts ?? 5;
    const backoffBase = options.backoffBaseMs ?? 1_000;
    const backoffMax = options.backoffMaxMs ?? 300_000;
    const leaseMs = options.leaseMs ?? 60_000;
    const timeoutMs = options.timeoutMs ?? 10_000;
    const pollMs = options.pollMs ?? 1_000;
    const batchSize = options.batchSize ?? 10;
    const allowPrivate = options.allowPrivate ?? false;
    const agent = new undici.Agent({ connect: guardedConnector(allowPrivate, options.lookup) });
    let stopped = false;
    let timer;
    let running;
    let again = false;
    const stopping = new AbortController();
    const sender = { agent, signal: stopping.signal, timeoutMs, onAttempt: options.onAttempt };
    const backoff = { maxAttempts, backoffBase, backoffMax };
    async function runOnce() {
        const rows = await claim(store, batchSize, leaseMs);
        await Promise.all(rows.map(async (row) => {
            const error = await send(row, sender);
            if (error !== undefined && stopping.signal.aborted) {
                await release(store, row);
                return;
            }
            if (error === undefined)
                options.onAttempt?.("sent");
            else if (!error.startsWith("message could not be signed"))
                options.onAttempt?.("failed");
            await settle(store, row, error, backoff);
        }));
        return rows.length;
    }
    function schedule(delay) {
        if (stopped)
            return;
        clearTimeout(timer);
        timer = setTimeout(loop, delay);
        timer.unref();
    }
    function loop() {
        if (stopped)
            return;
        if (running) {
            again = true;
            return;
        }
        running = runOnce()
            .catch((error) => {
            options.onError?.(error);
            return 0;
        })
            .finally(() => {
            running = undefined;
        });
        void running.then((n) => {
            const more = again || n === batchSize;
            again = false;
            schedule(more ? 0 : pollMs);
        });
    }
    if (options.autoStart ?? true)
        schedule(0);
    return {
        runOnce,
        wake: () => {
            if (options.autoStart ?? true)
                schedule(0);
        },
        async stop() {
            stopped = true;
            clearTimeout(timer);
            const grace = setTimeout(() => stopping.abort(), options.stopGraceMs ?? 5_000);
            await running;
            clearTimeout(grace);
            await agent.close();
        },
    };
}


/***/ }),

/***/ 37956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ sweepSunsets),
/* harmony export */   g: () => (/* binding */ createSunsetSweeper)
/* harmony export */ });
/* harmony import */ var _contracts_statuses_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49177);
/* harmony import */ var _waivers_ledger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28896);
/* harmony import */ var _sunsets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40484);



/** Contracts read per query: a page of bodies in memory at a time, whatever the store holds. */
const PAGE = 200;
/**
 * Tells every sunset within the warning window on `today` of every stored contract in force
 * (the newest row of each, DRAFT and ARCHIVED left out) of every workspace, once per contract,
 * field and sunset: what a write or an earlier sweep (of this process or another) told is not
 * told again. One transaction per contract that has a sunset to tell.
 */
async function sweepSunsets(store, today) {
    const result = { day: today, contracts: 0, told: 0, queued: 0 };
    let after = {
        workspace: "00000000-0000-0000-0000-000000000000",
        contract: "00000000-0000-0000-0000-000000000000",
    };
    for (;;) {
        // Only bodies that say "deprecated" somewhere are read back (the text test is cheap; the
        // parse below decides).
        const rows = await store.query(`SELECT row_id, workspace_id, contract_id, body FROM contracts
       WHERE is_latest AND status IN ${_contracts_statuses_js__WEBPACK_IMPORTED_MODULE_2__/* .IN_FORCE_SQL */ .Dx} AND (workspace_id, contract_id) > ($1, $2)
         AND strpos(body::text, '"deprecated"') > 0
       ORDER BY workspace_id, contract_id LIMIT $3`, [after.workspace, after.contract, PAGE]);
        for (const row of rows) {
            result.contracts++;
            const sunsets = (0,_sunsets_js__WEBPACK_IMPORTED_MODULE_1__/* .sunsetsApproaching */ .AT)(row.body, today);
            if (sunsets.length === 0)
                continue;
            const counts = await store.transaction((tx) => (0,_sunsets_js__WEBPACK_IMPORTED_MODULE_1__/* .tellSunsets */ .bj)(tx, row.workspace_id, row.contract_id, sunsets, row.row_id));
            result.told += counts.told;
            result.queued += counts.queued;
        }
        const last = rows.at(-1);
        if (!last || rows.length < PAGE)
            return result;
        after = { workspace: last.workspace_id, contract: last.contract_id };
    }
}
/**
 * The server's daily timer over sweepSunsets: each UTC day of the clock is swept once by this
 * process (a failed sweep is tried again at the next look). Replicas each sweep; the sweep's
 * once-per-sunset record keeps them from telling twice.
 */
function createSunsetSweeper(store, options = {}) {
    const now = options.now ?? (() => new Date());
    const pollMs = options.pollMs ?? 600_000;
    let stopped = false;
    let timer;
    let running;
    let swept;
    async function runOnce() {
        const result = await sweepSunsets(store, (0,_waivers_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .utcToday */ .wc)(now()));
        options.onSwept?.(result);
        return result;
    }
    function tick() {
        if (stopped)
            return;
        const today = (0,_waivers_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .utcToday */ .wc)(now());
        if (today === swept || running) {
            schedule();
            return;
        }
        running = runOnce()
            .then(() => {
            swept = today;
        })
            .catch((error) => options.onError?.(error))
            .finally(() => {
            running = undefined;
            schedule();
        });
    }
    function schedule() {
        if (stopped)
            return;
        clearTimeout(timer);
        timer = setTimeout(tick, pollMs);
        timer.unref();
    }
    if (options.autoStart ?? true) {
        timer = setTimeout(tick, 0);
        timer.unref();
    }
    return {
        runOnce,
        async stop() {
            stopped = true;
            clearTimeout(timer);
            await running;
        },
    };
}


/***/ })

};
