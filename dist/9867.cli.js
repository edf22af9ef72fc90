export const id = 9867;
export const ids = [9867];
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
            const store = Promise.all(/* import() */[__webpack_require__.e(8652), __webpack_require__.e(5300), __webpack_require__.e(6480)]).then(__webpack_require__.bind(__webpack_require__, 85300)).then(({ openStore }) => openStore({ shared: true }));
            store.catch(() => { });
            return (await Promise.all(/* import() */[__webpack_require__.e(1117), __webpack_require__.e(2815), __webpack_require__.e(8280), __webpack_require__.e(2254), __webpack_require__.e(1568), __webpack_require__.e(8652), __webpack_require__.e(5247), __webpack_require__.e(5300), __webpack_require__.e(7126), __webpack_require__.e(9668), __webpack_require__.e(5841), __webpack_require__.e(4169), __webpack_require__.e(7209)]).then(__webpack_require__.bind(__webpack_require__, 16493))).startEmbeddedService(store);
        }, () => void Promise.all(/* import() */[__webpack_require__.e(8652), __webpack_require__.e(4099)]).then(__webpack_require__.bind(__webpack_require__, 18652)).then(({ abandonSharedPGliteHost }) => abandonSharedPGliteHost()));
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

/***/ 31609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hC: () => (/* binding */ waiverNamesContract),
/* harmony export */   jL: () => (/* binding */ waiverHolds),
/* harmony export */   k0: () => (/* binding */ changeText),
/* harmony export */   kM: () => (/* binding */ withWaivers),
/* harmony export */   qw: () => (/* binding */ waiverScopeMatches)
/* harmony export */ });
/* unused harmony exports acceptsChange, waiverMatches, applyWaivers */
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93645);

/**
 * Whether a waiver's scope names a finding: by fingerprint (a prefix of 12 or more hex digits, as
 * the comment prints it) when both have one, else by rule and asset, and by field when the waiver
 * names one. The one matcher: the check's waivers and the service's accepted breaks both ask it.
 */
function waiverScopeMatches(waiver, finding) {
    // A waiver accepts a break of a contract; the gates (an approval, a weakening, a check that
    // could not be made) are how consent is asked, and waiving them would skip the asking.
    if (_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[finding.rule]?.category !== "contract-violation")
        return false;
    if (waiver.contract !== undefined && finding.contract?.id?.toLowerCase() !== waiver.contract.toLowerCase())
        return false;
    if (waiver.fingerprint !== undefined && finding.fingerprint !== undefined)
        return finding.fingerprint.startsWith(waiver.fingerprint);
    return (waiver.rule === finding.rule &&
        waiver.asset === finding.asset &&
        (waiver.field === undefined || waiver.field === finding.field));
}
/**
 * Whether a waiver names a contract (its owners approve it; it is published with it): by id when
 * it names one (`contract:`), else by one of the contract's assets. A fingerprint alone names no
 * contract that can be told without the finding (a fingerprint is a hash).
 */
function waiverNamesContract(waiver, contractId, assets) {
    if (waiver.contract !== undefined)
        return waiver.contract.toLowerCase() === contractId.toLowerCase();
    return waiver.asset !== undefined && assets.includes(waiver.asset);
}
/**
 * Whether the change a waiver accepts is the finding's: a waiver accepts a change, not a field
 * (docs/intended-changes.md "The waiver ledger"). Its `expected` and `actual` are the finding's; an entry that
 * records none accepts only findings that state none (a weakening, a version not raised).
 */
function acceptsChange(waiver, finding) {
    return waiver.expected === finding.expected && waiver.actual === finding.actual;
}
/** Whether a waiver names a finding and accepts its change. */
function waiverMatches(waiver, finding) {
    return waiverScopeMatches(waiver, finding) && acceptsChange(waiver, finding);
}
/** A change as the comment shows it: `string -> int`. */
function changeText(change) {
    if (change.expected === undefined && change.actual === undefined)
        return "(no change recorded)";
    return `${change.expected ?? "(unset)"} -> ${change.actual ?? "(unset)"}`;
}
/** A waiver holds through its `expires` day (UTC): `today` is YYYY-MM-DD. */
function waiverHolds(waiver, today) {
    return waiver.expires >= today;
}
/**
 * Splits a check's findings by the ledger. Only findings that count can be waived (a finding
 * listed but not counted needs no waiver). A waiver that matches nothing is stale; an expired
 * one that still matches gives its finding back to the count.
 */
function applyWaivers(findings, waivers, today, counts) {
    const outcome = { open: [], waived: [], expired: [], stale: [], otherChange: [] };
    const used = new Set();
    for (const finding of findings) {
        const scoped = counts(finding) ? waivers.filter((waiver) => waiverScopeMatches(waiver, finding)) : [];
        for (const waiver of scoped)
            used.add(waiver);
        const matching = scoped.filter((waiver) => acceptsChange(waiver, finding));
        const holding = matching.find((waiver) => waiverHolds(waiver, today));
        const lapsed = matching.find((waiver) => !waiverHolds(waiver, today));
        const other = scoped.find((waiver) => waiverHolds(waiver, today) && !acceptsChange(waiver, finding));
        if (holding)
            outcome.waived.push({ finding, waiver: holding });
        else {
            outcome.open.push(finding);
            if (lapsed)
                outcome.expired.push({ finding, waiver: lapsed });
            else if (other)
                outcome.otherChange.push({ finding, waiver: other });
        }
    }
    outcome.stale = waivers.filter((waiver) => !used.has(waiver) && waiverHolds(waiver, today));
    return outcome;
}
/**
 * The check's findings with the ledger applied: a waived finding carries its waiver (and no
 * longer counts), an expired waiver's finding counts again and says so, and each stale waiver
 * is a WAIVER_STALE finding at its line, listed, not counted.
 */
function withWaivers(findings, ledger) {
    if (!ledger || ledger.entries.length === 0)
        return [...findings];
    const outcome = applyWaivers(findings, ledger.entries, ledger.today, _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .counts */ .tQ);
    const waivedBy = new Map(outcome.waived.map((w) => [w.finding, w.waiver]));
    const expiredBy = new Map(outcome.expired.map((e) => [e.finding, e.waiver]));
    const otherBy = new Map(outcome.otherChange.map((e) => [e.finding, e.waiver]));
    const marked = findings.map((finding) => {
        const waiver = waivedBy.get(finding);
        if (waiver)
            return { ...finding, waiver: shown(waiver, ledger.file) };
        const other = otherBy.get(finding);
        if (other)
            return { ...finding, message: `${finding.message} (${otherChangeNote(other, finding, ledger.file)})` };
        const lapsed = expiredBy.get(finding);
        if (!lapsed)
            return finding;
        const where = `${ledger.file}${lapsed.line ? `:${lapsed.line}` : ""}`;
        return {
            ...finding,
            message: `${finding.message} (the waiver at ${where} expired on ${lapsed.expires})`,
            waiverExpired: { at: where, expires: lapsed.expires },
        };
    });
    const stale = (0,_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprinted */ .g0)(outcome.stale.map((waiver) => ({
        rule: "WAIVER_STALE",
        level: _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.WAIVER_STALE.defaultLevel,
        file: ledger.file,
        line: waiver.line,
        title: _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.WAIVER_STALE.title,
        message: `the waiver ${waiver.fingerprint ?? `${waiver.rule} on ${waiver.asset}${waiver.field ? ` field ${waiver.field}` : ""}`} (until ${waiver.expires}) matches no finding of this check: remove it from the ledger`,
    })));
    return [...marked.filter((f) => !f.waiver), ...marked.filter((f) => f.waiver), ...stale];
}
/** Why a waiver of this field does not waive this finding: it accepted another change, or records none. */
function otherChangeNote(waiver, finding, file) {
    const where = `${file}${waiver.line ? `:${waiver.line}` : ""}`;
    const now = changeText(finding);
    if (waiver.expected === undefined && waiver.actual === undefined)
        return `the waiver at ${where} records no accepted change, and this pull request does ${now}: not waived; if its owners accept this change, add expected and actual to the entry (their approval is needed)`;
    return `the waiver at ${where} accepts ${changeText(waiver)}, and this pull request does ${now}: another change, not waived`;
}
function shown(waiver, file) {
    return {
        ...(waiver.expected !== undefined || waiver.actual !== undefined
            ? { accepted: { expected: waiver.expected, actual: waiver.actual } }
            : {}),
        reason: waiver.reason,
        approvedBy: waiver.approvedBy,
        expires: waiver.expires,
        file,
        line: waiver.line,
    };
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


/***/ }),

/***/ 52083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = { info: () => { }, warn: () => { } };


/***/ })

};
