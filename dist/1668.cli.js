export const id = 1668;
export const ids = [1668];
export const modules = {

/***/ 77848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ AdmissionGate)
/* harmony export */ });
/**
 * At most `limit` requests that write or check are worked on at once; the
 * rest wait their turn once their bodies have arrived (a body still arriving
 * holds no slot, so a slow client cannot starve other workspaces). Twenty concurrent
 * 49 KB checks each do milliseconds of synchronous work (parse, validate,
 * check, build the violation rows) between awaits; interleaved, a `/healthz`
 * arriving among them waited behind all twenty (`npm run bench -- server`, row
 * "load: 20 clients x N s violating checks", its /healthz column).
 * With a few admitted at a time it waits behind at most a few.
 */
class AdmissionGate {
    limit;
    active = 0;
    waiting = [];
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 1)
            throw new Error(`admission limit must be >= 1, got ${limit}`);
    }
    /** Resolves when admitted, with the release function (idempotent). */
    async acquire() {
        if (this.active >= this.limit)
            await new Promise((resolve) => this.waiting.push(resolve));
        else
            this.active++;
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            const next = this.waiting.shift();
            // The slot passes straight to the next in line (active stays the same).
            if (next)
                next();
            else
                this.active--;
        };
    }
    /** Requests being worked on, and waiting (for tests and metrics). */
    get counts() {
        return { active: this.active, waiting: this.waiting.length };
    }
}


/***/ }),

/***/ 15242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ sameCanonical),
/* harmony export */   ku: () => (/* binding */ schemaDigest)
/* harmony export */ });
/* unused harmony export canonical */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** JSON with sorted keys and without undefined or null values: equal values compare equal as text. */
function canonical(value) {
    return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value === null || typeof value !== "object")
        return value;
    const sorted = {};
    for (const key of Object.keys(value).sort()) {
        const item = value[key];
        if (item !== undefined && item !== null)
            sorted[key] = sortKeys(item);
    }
    return sorted;
}
/**
 * What a registration of an asset holds, as one digest (sha-256 of the canonical JSON of its
 * schema and field profiles): the service lists it and a client computes it over what it would
 * send, so an asset registered as the repository has it is not sent again.
 */
function schemaDigest(schema, fieldProfiles) {
    const text = canonical({ schema, fieldProfiles: fieldProfiles ?? undefined });
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(text).digest("hex");
}
/**
 * Whether `canonical(a) === canonical(b)`, without building either text: a publish compares every
 * contract of the repository with the service's copy (10,000 specs: a quarter of a second as text).
 */
function sameCanonical(a, b) {
    if (Array.isArray(a) || Array.isArray(b)) {
        if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length)
            return false;
        // In an array, undefined is written as null.
        for (let i = 0; i < a.length; i++)
            if (!sameCanonical(a[i] ?? null, b[i] ?? null))
                return false;
        return true;
    }
    if (isObject(a) && isObject(b)) {
        let present = 0;
        for (const key of Object.keys(a)) {
            if (!isPresent(a, key))
                continue;
            present++;
            if (!isPresent(b, key) || !sameCanonical(a[key], b[key]))
                return false;
        }
        for (const key of Object.keys(b))
            if (isPresent(b, key))
                present--;
        return present === 0;
    }
    if (isObject(a) || isObject(b))
        return false;
    return JSON.stringify(a) === JSON.stringify(b);
}
function isObject(value) {
    return value !== null && typeof value === "object";
}
/** Whether `canonical` writes the key: set to neither undefined nor null (`__proto__` is never an own key of its copy). */
function isPresent(value, key) {
    return key !== "__proto__" && Object.hasOwn(value, key) && value[key] !== undefined && value[key] !== null;
}


/***/ }),

/***/ 99758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(64204);
// EXTERNAL MODULE: ./src/report/inert-log.ts
var inert_log = __webpack_require__(66853);
// EXTERNAL MODULE: ./src/report/inert-markdown.ts
var inert_markdown = __webpack_require__(9058);
;// CONCATENATED MODULE: ./src/report/plan-table.ts

/**
 * The plan as a GFM table (contract, action, version before -> after,
 * reason), changes first. Names come from the repository: every cell is
 * escaped, so a contract's name cannot make markup.
 */
function renderPlanTable(plan, options = {}) {
    const order = ["create", "update", "archive", "unchanged"];
    const sorted = order.flatMap((action) => plan.entries.filter((e) => e.action === action));
    const limit = options.limit ?? 1000;
    const rows = sorted.slice(0, limit).map((e) => {
        const version = e.versionBefore === e.versionAfter
            ? (0,inert_markdown/* inertCell */.B5)(e.versionAfter)
            : `${(0,inert_markdown/* inertCell */.B5)(e.versionBefore)} -> ${(0,inert_markdown/* inertCell */.B5)(e.versionAfter)}`;
        return `| ${(0,inert_markdown/* inertCell */.B5)(e.name)} | ${e.action} | ${version} | ${(0,inert_markdown/* inertCell */.B5)(e.reason)} |`;
    });
    const more = sorted.length > limit ? [`\n…and ${sorted.length - limit} more contracts.`] : [];
    return ["| Contract | Action | Version | Reason |", "| --- | --- | --- | --- |", ...rows, ...more, ""].join("\n");
}

// EXTERNAL MODULE: ./src/schema/index.ts + 18 modules
var schema = __webpack_require__(32960);
// EXTERNAL MODULE: ./src/sync/publish.ts + 5 modules
var publish = __webpack_require__(95190);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(87911);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/repository.ts + 4 modules
var repository = __webpack_require__(32380);
// EXTERNAL MODULE: ./src/cli/service.ts + 1 modules
var cli_service = __webpack_require__(39458);
;// CONCATENATED MODULE: ./src/cli/commands/publish.ts










/**
 * Reconciles the service with the repository at --after: creates, updates and
 * archives contracts (with their Git provenance; no reviewers outside GitHub).
 * --dry-run prints the plan and changes nothing.
 */
const run = async (args, io) => {
    const { text, values } = (0,help/* parseByTable */.ph)(["publish"], args);
    const dryRun = values["dry-run"] === true;
    const requestLimits = (0,cli_service/* requestLimitsOf */.B)(text);
    const git = await (0,repository/* openRepository */.h_)((0,external_node_path_.resolve)(io.cwd, text("repo") ?? "."));
    const after = await git.resolveCommit(text("after") ?? "HEAD");
    const beforeRef = text("before");
    const before = beforeRef ? await git.resolveCommit(beforeRef) : undefined;
    const { service, embedded, close } = await (0,cli_service/* openCliService */.g)(text("api-url"), io.env);
    if (embedded)
        io.stderr("contract-sync: no --api-url: validated against the embedded service, nothing is kept\n");
    try {
        const outcome = await (0,publish/* runPublish */.j)({
            before,
            after,
            configPath: text("config") ?? config/* DEFAULT_CONFIG_PATH */.Bi,
            repositoryUrl: text("repo-url"),
            dryRun,
            requestLimits,
        }, {
            git,
            service,
            log: {
                info: (m) => io.stderr(`contract-sync: ${(0,inert_log/* inertLogText */.I)(m)}\n`),
                warn: (m) => io.stderr(`warning: ${(0,inert_log/* inertLogText */.I)(m)}\n`),
            },
        });
        for (const d of outcome.diagnostics)
            io.stderr((0,cli_io/* diagnosticLine */.CO)(d));
        if (dryRun)
            io.stdout(renderPlanTable(outcome.plan));
        else
            io.stdout(`${JSON.stringify(summary(outcome), null, 2)}\n`);
        if (outcome.failure) {
            const { message, notApplied, assetsNotApplied } = outcome.failure;
            io.stderr(`contract-sync: ${(0,inert_log/* inertLogText */.I)(message)}; not applied: ${notApplied.length} contracts, ${assetsNotApplied.length} assets (run publish again to finish)\n`);
            return 1;
        }
        return outcome.diagnostics.some((d) => d.severity === "error") ? 1 : 0;
    }
    finally {
        await close();
        await (0,schema.closeReaders)();
    }
};
/** What stdout carries after a publish: the counts and the contracts sent. */
function summary(outcome) {
    return {
        ...outcome.plan.counts,
        published: outcome.published.map((c) => ({
            id: c.id,
            name: c.contractSpec.name,
            filePath: c.filePath,
            version: c.version,
            gitHash: c.gitHash,
        })),
        archived: outcome.archived.map((c) => ({ id: c.id, name: c.contractSpec.name, filePath: c.filePath })),
        assetsRegistered: outcome.assetsRegistered,
        assets: outcome.assetPlan?.counts,
        ...(outcome.failure
            ? {
                notApplied: {
                    contracts: outcome.failure.notApplied.map((e) => ({ action: e.action, id: e.id, name: e.name })),
                    assets: outcome.failure.assetsNotApplied.map((a) => a.resourceName),
                },
            }
            : {}),
    };
}


/***/ }),

/***/ 39458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ openCliService),
  B: () => (/* binding */ requestLimitsOf)
});

// EXTERNAL MODULE: ./src/client/pages.ts
var pages = __webpack_require__(77039);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
;// CONCATENATED MODULE: ./src/server/open-service.ts
/**
 * The service a run talks to (action and CLI alike): the remote one, else the
 * embedded one. Both are loaded on demand (the server, store and PGlite only in
 * embedded mode), and the embedded one starts at its first request: a run that
 * has nothing to ask (a README-only pull request) starts no PGlite.
 */
async function openService(remote) {
    if (!remote) {
        const lazy = lazyEmbedded(async () => {
            // The store (and its PGlite worker) starts before the server's modules load, so they load
            // while the worker starts instead of before it.
            const store = __webpack_require__.e(/* import() */ 5300).then(__webpack_require__.bind(__webpack_require__, 85300)).then(({ openStore }) => openStore({ shared: true }));
            store.catch(() => { });
            return (await Promise.all(/* import() */[__webpack_require__.e(1117), __webpack_require__.e(2815), __webpack_require__.e(2254), __webpack_require__.e(1568), __webpack_require__.e(5247), __webpack_require__.e(7126), __webpack_require__.e(9668), __webpack_require__.e(5300), __webpack_require__.e(248), __webpack_require__.e(4169), __webpack_require__.e(6493)]).then(__webpack_require__.bind(__webpack_require__, 16493))).startEmbeddedService(store);
        }, () => void Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 18652)).then(({ abandonSharedPGliteHost }) => abandonSharedPGliteHost()));
        return { service: lazy.client, embedded: true, close: lazy.close, warm: lazy.warm };
    }
    const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(1117), __webpack_require__.e(9668), __webpack_require__.e(4127)]).then(__webpack_require__.bind(__webpack_require__, 84127));
    const client = createClient(remote);
    return { service: client, embedded: false, close: () => client.close() };
}
/**
 * A client whose every method first starts the embedded service (once); `warm` starts it
 * without a request; close stops it if it started. A service warmed and never asked (the
 * check found nothing to ask) is not awaited to the end of its start: `abandon` stops its
 * start at once (the start then fails, and is not closed again).
 */
function lazyEmbedded(start, abandon) {
    let started;
    let asked = false;
    const starting = () => {
        if (!started) {
            started = start();
            // Awaited by the first request (which throws it) or by close: not unhandled meanwhile.
            started.catch(() => { });
        }
        return started;
    };
    const warm = () => void starting();
    const close = async () => {
        const running = started;
        started = undefined;
        if (!running)
            return;
        if (!asked)
            abandon?.();
        await (await running.catch(() => undefined))?.close();
    };
    const client = new Proxy({}, {
        get(_target, property) {
            if (property === "close")
                return close;
            // Not a thenable: `await` on the client must not call into it.
            if (typeof property !== "string" || property === "then")
                return undefined;
            return async (...args) => {
                asked = true;
                const { client: running } = await starting();
                const method = running[property];
                if (typeof method !== "function")
                    throw new TypeError(`the service has no operation '${property}'`);
                return method.apply(running, args);
            };
        },
    });
    return { client, close, warm };
}

// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/service.ts




/** The service of a CLI run: `--api-url` (key from CONTRACT_SYNC_API_KEY), else the embedded one. */
async function openCliService(apiUrl, env) {
    if (!apiUrl)
        return openService(undefined);
    const apiKey = env.CONTRACT_SYNC_API_KEY;
    if (!apiKey)
        throw new io/* UsageError */.eb("--api-url needs an API key in CONTRACT_SYNC_API_KEY");
    return openService({ baseUrl: apiUrl, apiKey, userAgent: "contract-sync-cli" });
}
/** --max-request-items and --max-request-bytes, checked (a bad value is a usage error). */
function requestLimitsOf(text) {
    try {
        return (0,pages/* pageLimitsFrom */.aB)(text, (flag) => `--${flag}`);
    }
    catch (error) {
        throw new io/* UsageError */.eb((0,error_message/* errorMessage */.g)(error));
    }
}


/***/ }),

/***/ 9058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ inertCell),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   UJ: () => (/* binding */ inertText)
/* harmony export */ });
/**
 * Text from a pull request (names, SQL errors, enum labels, paths) made inert for
 * GitHub markdown, in markdown and in HTML blocks (`<summary>`) alike.
 *
 * Markdown and HTML punctuation becomes numeric character references: CommonMark
 * never reads a reference as syntax, so no link, image, emphasis, HTML or table
 * pipe can form, and a backslash cannot un-escape the next character. GitHub finds
 * mentions, issue references and bare URLs in the rendered text (after references
 * are decoded), so those get a word joiner (U+2060, invisible) that breaks them:
 * after `@` and `#`, inside `http://`, `https://` and `ftp://` (the schemes
 * GitHub links; `postgres://` resource names stay as they are) and after `www`. Line breaks become spaces:
 * a new line could start a heading, a list or a new table row.
 */
const WORD_JOINER = "\u2060";
/**
 * Inline markdown and HTML punctuation (`$` is GitHub's math); the text never starts a
 * line, so `#`, `-`, `+` and `=` build nothing. Parentheses stay: with the brackets
 * encoded no link can form. An intraword `_` opens no emphasis and stays readable.
 */
const MARKUP = /[\\`*~[\]!<>&|$]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
function inertText(text) {
    return text
        .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, " ")
        .replace(/@/g, `@${WORD_JOINER}`)
        .replace(/#(?=\w)/g, `#${WORD_JOINER}`)
        .replace(/\b(https?|ftp):\/\//gi, `$1:${WORD_JOINER}//`)
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${WORD_JOINER}.`)
        .replace(MARKUP, (c) => `&#${c.charCodeAt(0)};`);
}
/**
 * Text as a GFM code span, shown and copied exactly as written: inside a code span nothing
 * is markdown or HTML, and GitHub links no mention, issue or URL, so no escape and no word
 * joiner is needed. Undefined when the text cannot be one: a pipe splits a table row even
 * inside a code span, a line break ends it, and blank text would vanish. The fence is one
 * backtick longer than the longest run inside; a space pads text that starts or ends with
 * a backtick (CommonMark strips one space on each side).
 */
function codeSpan(text) {
    if (text.trim() === "" || /[|\r\n\u2028\u2029\u0085]/.test(text))
        return undefined;
    const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const pad = /^[` ]|[` ]$/.test(text) ? " " : "";
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** Text for a GFM table cell: inert, on one line (a pipe cannot split the row); a dash when empty. */
function inertCell(text) {
    if (text === undefined || text === "")
        return "—";
    return inertText(text);
}
/**
 * A link destination we build (repository file links, a contract's fileUri): only
 * http(s), and the characters that could end the destination, split a table row or
 * break out of an attribute are percent-encoded. Anything else is no link.
 */
function safeUrl(url) {
    if (!url || !/^https?:\/\//i.test(url))
        return undefined;
    return url.replace(/[\s()<>"'`|\\[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}


/***/ })

};
