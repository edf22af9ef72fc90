export const id = 4127;
export const ids = [4127];
export const modules = {

/***/ 52210:
/***/ ((module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
const core_1 = __webpack_require__(63893);
const draft2020_1 = __webpack_require__(54298);
const discriminator_1 = __webpack_require__(28886);
const json_schema_2020_12_1 = __webpack_require__(93995);
const META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
class Ajv2020 extends core_1.default {
    constructor(opts = {}) {
        super({
            ...opts,
            dynamicRef: true,
            next: true,
            unevaluated: true,
        });
    }
    _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
            this.addKeyword(discriminator_1.default);
    }
    _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
            return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
    }
    defaultMeta() {
        return (this.opts.defaultMeta =
            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
    }
}
exports.Ajv2020 = Ajv2020;
module.exports = exports = Ajv2020;
module.exports.Ajv2020 = Ajv2020;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = Ajv2020;
var validate_1 = __webpack_require__(87881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __webpack_require__(81436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
var validation_error_1 = __webpack_require__(33021);
Object.defineProperty(exports, "ValidationError", ({ enumerable: true, get: function () { return validation_error_1.default; } }));
var ref_error_1 = __webpack_require__(53162);
Object.defineProperty(exports, "MissingRefError", ({ enumerable: true, get: function () { return ref_error_1.default; } }));
//# sourceMappingURL=2020.js.map

/***/ }),

/***/ 93995:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const metaSchema = __webpack_require__(61678);
const applicator = __webpack_require__(57216);
const unevaluated = __webpack_require__(99547);
const content = __webpack_require__(28226);
const core = __webpack_require__(80518);
const format = __webpack_require__(4588);
const metadata = __webpack_require__(15707);
const validation = __webpack_require__(97082);
const META_SUPPORT_DATA = ["/properties"];
function addMetaSchema2020($data) {
    ;
    [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation),
    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
    return this;
    function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
    }
}
exports["default"] = addMetaSchema2020;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 54298:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const core_1 = __webpack_require__(97397);
const validation_1 = __webpack_require__(85481);
const applicator_1 = __webpack_require__(28775);
const dynamic_1 = __webpack_require__(59923);
const next_1 = __webpack_require__(17844);
const unevaluated_1 = __webpack_require__(62010);
const format_1 = __webpack_require__(72601);
const metadata_1 = __webpack_require__(56620);
const draft2020Vocabularies = [
    dynamic_1.default,
    core_1.default,
    validation_1.default,
    (0, applicator_1.default)(true),
    format_1.default,
    metadata_1.metadataVocabulary,
    metadata_1.contentVocabulary,
    next_1.default,
    unevaluated_1.default,
];
exports["default"] = draft2020Vocabularies;
//# sourceMappingURL=draft2020.js.map

/***/ }),

/***/ 77814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ke: () => (/* binding */ compiledOnUsePerKey),
/* harmony export */   iw: () => (/* binding */ compileValidator)
/* harmony export */ });
/* unused harmony export compiledOnUse */
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55156);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98439);
/* harmony import */ var _schema_node_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4218);



let ajv;
/**
 * The string formats of the endpoint table, checked as zod checks them: zod writes a `pattern`
 * beside `uuid`, `date-time` and `email` (ajv checks it), but none for `uri`, which is zod's own.
 */
const URI = zod__WEBPACK_IMPORTED_MODULE_1__.url();
const FORMATS = {
    uuid: true,
    "date-time": true,
    email: true,
    uri: (value) => URI.safeParse(value).success,
};
function formatsOf(schema) {
    const text = JSON.stringify(schema);
    return [...text.matchAll(/"format":"([^"]*)"/g)].map((m) => m[1] ?? "");
}
/** `schema`'s compiled validator; `schemaTrees` names the trees of a value whose node limits zod refines. */
function compileValidator(schema, schemaTrees) {
    ajv ??= new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_2__.Ajv2020({
        removeAdditional: true,
        useDefaults: true,
        // (ajv counts maxLength in Unicode characters by default, as zod does.)
        strict: false,
        allErrors: false,
        // The schemas are generated from the zod table (and tested): checking them against the
        // meta-schema would be paid at every server's and embedded run's start.
        validateSchema: false,
        formats: FORMATS,
    });
    const jsonSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .toJSONSchema */ .bl(schema, { io: "output", unrepresentable: "any" });
    // A format ajv does not know would pass unchecked (with a warning on stderr): zod takes all then.
    if (!formatsOf(jsonSchema).every((format) => format in FORMATS))
        return () => undefined;
    const validate = ajv.compile(jsonSchema);
    return (raw) => {
        try {
            if (!validate(raw))
                return undefined;
        }
        catch {
            // A pathologically deep value overflows the stack: zod's path reports it.
            return undefined;
        }
        const value = raw;
        return schemaTrees(value).every((nodes) => (0,_schema_node_js__WEBPACK_IMPORTED_MODULE_0__/* .schemaWithinLimits */ .JE)(nodes)) ? { value } : undefined;
    };
}
/**
 * A validator compiled at its (`before` + 1)th value; until then it answers undefined, and zod
 * validates. Generating and compiling costs more than a few values win back.
 */
function compiledOnUse(before, compileNow) {
    let seen = 0;
    let compiled;
    return (raw) => {
        if (!compiled && ++seen <= before)
            return undefined;
        compiled ??= compileNow();
        return compiled(raw);
    };
}
/**
 * One validator per key (an endpoint spec), each compiled on use at its (`before` + 1)th value
 * and shared by every caller of the process; `compile` answers undefined for a key with no fast
 * path, whose values then all go to zod.
 */
function compiledOnUsePerKey(before, compile) {
    const validators = new WeakMap();
    return (key) => {
        let validator = validators.get(key);
        if (!validator) {
            validator = compiledOnUse(before, () => compile(key) ?? (() => undefined));
            validators.set(key, validator);
        }
        return validator;
    };
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

/***/ 57216:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/applicator","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/applicator":true},"$dynamicAnchor":"meta","title":"Applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"prefixItems":{"$ref":"#/$defs/schemaArray"},"items":{"$dynamicRef":"#meta"},"contains":{"$dynamicRef":"#meta"},"additionalProperties":{"$dynamicRef":"#meta"},"properties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"propertyNames":{"format":"regex"},"default":{}},"dependentSchemas":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"propertyNames":{"$dynamicRef":"#meta"},"if":{"$dynamicRef":"#meta"},"then":{"$dynamicRef":"#meta"},"else":{"$dynamicRef":"#meta"},"allOf":{"$ref":"#/$defs/schemaArray"},"anyOf":{"$ref":"#/$defs/schemaArray"},"oneOf":{"$ref":"#/$defs/schemaArray"},"not":{"$dynamicRef":"#meta"}},"$defs":{"schemaArray":{"type":"array","minItems":1,"items":{"$dynamicRef":"#meta"}}}}');

/***/ }),

/***/ 28226:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/content","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Content vocabulary meta-schema","type":["object","boolean"],"properties":{"contentEncoding":{"type":"string"},"contentMediaType":{"type":"string"},"contentSchema":{"$dynamicRef":"#meta"}}}');

/***/ }),

/***/ 80518:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/core","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true},"$dynamicAnchor":"meta","title":"Core vocabulary meta-schema","type":["object","boolean"],"properties":{"$id":{"$ref":"#/$defs/uriReferenceString","$comment":"Non-empty fragments not allowed.","pattern":"^[^#]*#?$"},"$schema":{"$ref":"#/$defs/uriString"},"$ref":{"$ref":"#/$defs/uriReferenceString"},"$anchor":{"$ref":"#/$defs/anchorString"},"$dynamicRef":{"$ref":"#/$defs/uriReferenceString"},"$dynamicAnchor":{"$ref":"#/$defs/anchorString"},"$vocabulary":{"type":"object","propertyNames":{"$ref":"#/$defs/uriString"},"additionalProperties":{"type":"boolean"}},"$comment":{"type":"string"},"$defs":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"}}},"$defs":{"anchorString":{"type":"string","pattern":"^[A-Za-z_][-A-Za-z0-9._]*$"},"uriString":{"type":"string","format":"uri"},"uriReferenceString":{"type":"string","format":"uri-reference"}}}');

/***/ }),

/***/ 4588:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/format-annotation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/format-annotation":true},"$dynamicAnchor":"meta","title":"Format vocabulary meta-schema for annotation results","type":["object","boolean"],"properties":{"format":{"type":"string"}}}');

/***/ }),

/***/ 15707:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/meta-data","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/meta-data":true},"$dynamicAnchor":"meta","title":"Meta-data vocabulary meta-schema","type":["object","boolean"],"properties":{"title":{"type":"string"},"description":{"type":"string"},"default":true,"deprecated":{"type":"boolean","default":false},"readOnly":{"type":"boolean","default":false},"writeOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true}}}');

/***/ }),

/***/ 99547:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/unevaluated","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/unevaluated":true},"$dynamicAnchor":"meta","title":"Unevaluated applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"unevaluatedItems":{"$dynamicRef":"#meta"},"unevaluatedProperties":{"$dynamicRef":"#meta"}}}');

/***/ }),

/***/ 97082:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/validation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/validation":true},"$dynamicAnchor":"meta","title":"Validation vocabulary meta-schema","type":["object","boolean"],"properties":{"type":{"anyOf":[{"$ref":"#/$defs/simpleTypes"},{"type":"array","items":{"$ref":"#/$defs/simpleTypes"},"minItems":1,"uniqueItems":true}]},"const":true,"enum":{"type":"array","items":true},"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/$defs/nonNegativeInteger"},"minLength":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"maxItems":{"$ref":"#/$defs/nonNegativeInteger"},"minItems":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"maxContains":{"$ref":"#/$defs/nonNegativeInteger"},"minContains":{"$ref":"#/$defs/nonNegativeInteger","default":1},"maxProperties":{"$ref":"#/$defs/nonNegativeInteger"},"minProperties":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"required":{"$ref":"#/$defs/stringArray"},"dependentRequired":{"type":"object","additionalProperties":{"$ref":"#/$defs/stringArray"}}},"$defs":{"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"$ref":"#/$defs/nonNegativeInteger","default":0},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}}}');

/***/ }),

/***/ 61678:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/schema","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true,"https://json-schema.org/draft/2020-12/vocab/applicator":true,"https://json-schema.org/draft/2020-12/vocab/unevaluated":true,"https://json-schema.org/draft/2020-12/vocab/validation":true,"https://json-schema.org/draft/2020-12/vocab/meta-data":true,"https://json-schema.org/draft/2020-12/vocab/format-annotation":true,"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Core and Validation specifications meta-schema","allOf":[{"$ref":"meta/core"},{"$ref":"meta/applicator"},{"$ref":"meta/unevaluated"},{"$ref":"meta/validation"},{"$ref":"meta/meta-data"},{"$ref":"meta/format-annotation"},{"$ref":"meta/content"}],"type":["object","boolean"],"$comment":"This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.","properties":{"definitions":{"$comment":"\\"definitions\\" has been replaced by \\"$defs\\".","type":"object","additionalProperties":{"$dynamicRef":"#meta"},"deprecated":true,"default":{}},"dependencies":{"$comment":"\\"dependencies\\" has been split and replaced by \\"dependentSchemas\\" and \\"dependentRequired\\" in order to serve their differing semantics.","type":"object","additionalProperties":{"anyOf":[{"$dynamicRef":"#meta"},{"$ref":"meta/validation#/$defs/stringArray"}]},"deprecated":true,"default":{}},"$recursiveAnchor":{"$comment":"\\"$recursiveAnchor\\" has been replaced by \\"$dynamicAnchor\\".","$ref":"meta/core#/$defs/anchorString","deprecated":true},"$recursiveRef":{"$comment":"\\"$recursiveRef\\" has been replaced by \\"$dynamicRef\\".","$ref":"meta/core#/$defs/uriReferenceString","deprecated":true}}}');

/***/ })

};
