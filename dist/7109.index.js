export const id = 7109;
export const ids = [7109];
export const modules = {

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

/***/ 97988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ sourceTypeOfResourceName),
/* harmony export */   f: () => (/* binding */ formatResourceName)
/* harmony export */ });
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);

/** `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"): the one place it is written. */
function formatResourceName(name) {
    return `${name.source_type}://${name.data_source}:${name.path}`;
}
/**
 * The source type a resource name starts with, if it is a known one. Only the
 * source type is parsed: a data source may itself hold `:` (`host:5432`), so
 * the split between data source and path is not recoverable from the text.
 */
function sourceTypeOfResourceName(name) {
    const end = name.indexOf("://");
    if (end < 0)
        return undefined;
    const type = name.slice(0, end);
    return _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m.includes(type) ? type : undefined;
}


/***/ }),

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

/***/ 59304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vk: () => (/* binding */ readWithinLimit),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   bi: () => (/* binding */ sizeProblem)
/* harmony export */ });
/* unused harmony export bytesProblem */
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86587);

/**
 * Limits on the YAML files a pull request can change (a 10 MB config
 * of 400k globs exhausted the heap; an alias bomb aborted the check). Each is
 * documented in docs/configure.md "Limits of config and contract files". A file over
 * a limit is one diagnostic naming it; the rest of the check goes on.
 */
const LIMITS = {
    /** Bytes of `.github/contract-sync.yml`; checked before the YAML is parsed. */
    configBytes: 1024 * 1024,
    /** Bytes of the waiver ledger (1,000 entries of 2,000-character reasons fit); checked before parsing. */
    waiverLedgerBytes: 4 * 1024 * 1024,
    /** Bytes of one contract file (which may hold several contracts). */
    contractFileBytes: 4 * 1024 * 1024,
    /** YAML documents (contracts) in one contract file. */
    contractsPerFile: 1000,
    /** Aliases one YAML document may expand (yaml's maxAliasCount; defeats "billion laughs"). */
    yamlAliases: 100,
    /** Globs in `contracts` or in `ignore`. */
    globsPerList: 1000,
    /** Source rules in `sources`. */
    sourceRules: 1000,
    /** Globs of one source rule. */
    globsPerRule: 100,
    /** Characters of one glob (picomatch compiles each into a regular expression). */
    globLength: 1024,
    /** Fields of one contract, counted at every depth. */
    fieldsPerContract: 10_000,
    /** Nesting depth of a contract's fields (struct in struct ...): keeps recursive checks shallow. */
    fieldDepth: 64,
};
const MiB = 1024 * 1024;
function describeBytes(bytes) {
    return bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}
/**
 * A diagnostic when `text` is over `limit` bytes, else undefined. Counts UTF-8
 * bytes without encoding the text (string length is a lower bound, x3 an upper).
 */
function sizeProblem(text, limit, file, what) {
    if (text.length * 3 <= limit)
        return undefined;
    const bytes = text.length > limit ? text.length : Buffer.byteLength(text, "utf8");
    return bytesProblem(bytes, limit, file, what);
}
/** A diagnostic when a file of `bytes` is over `limit`, else undefined. */
function bytesProblem(bytes, limit, file, what) {
    if (bytes <= limit)
        return undefined;
    return {
        file,
        severity: "error",
        message: `${what} is ${describeBytes(bytes)}, over the limit of ${describeBytes(limit)}; not read`,
    };
}
/**
 * Reads a file whose size is limited, asking its size first where the source knows
 * it without reading (a file on disk): a 50 MB file is refused unread. Sources that
 * do not (a Git revision's blobs) are measured after reading, by the parsers.
 */
async function readWithinLimit(files, path, limit, what) {
    const bytes = await files.size?.(path);
    const problem = bytes === undefined ? undefined : bytesProblem(bytes, limit, path, what);
    if (problem)
        return { text: undefined, problem };
    try {
        return { text: await files.readText(path) };
    }
    catch (error) {
        // A file that cannot be read (a symbolic link in a commit, a missing object) is this file's
        // problem, said at it, not the whole run's.
        return { text: undefined, problem: { file: path, severity: "error", message: (0,_error_message_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .g)(error) } };
    }
}


/***/ }),

/***/ 61830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ keyPath),
/* harmony export */   H5: () => (/* binding */ documentValue),
/* harmony export */   aO: () => (/* binding */ scalarSource),
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   qV: () => (/* binding */ zodDiagnostics),
/* harmony export */   xd: () => (/* binding */ topLevelKeyLine)
/* harmony export */ });
/* unused harmony export formatDiagnostic */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86587);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59304);



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
/**
 * The document as plain JS, or a diagnostic naming the file when it cannot be
 * expanded within the alias budget (a "billion laughs" bomb makes yaml throw).
 */
function documentValue(source) {
    try {
        return { ok: true, value: source.doc.toJS({ maxAliasCount: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.yamlAliases }) };
    }
    catch (error) {
        const reason = (0,_error_message_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error);
        return {
            ok: false,
            diagnostic: {
                file: source.file,
                line: source.line,
                severity: "error",
                message: /alias/i.test(reason)
                    ? `YAML: not read, its aliases expand beyond the limit of ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.yamlAliases} (${reason})`
                    : `YAML: not read (${reason})`,
            },
        };
    }
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
/** The line of a top-level key of the document; undefined when the document has no such key. */
function topLevelKeyLine(source, key) {
    const root = source.doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root))
        return undefined;
    const pair = root.items.find((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key) && String(item.key.value) === key);
    return pair ? nodeLine(source, pair.key) : undefined;
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

/***/ 47109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startEmbeddedService: () => (/* binding */ startEmbeddedService)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/client/client.ts + 3 modules
var client_client = __webpack_require__(96240);
// EXTERNAL MODULE: ./src/api/resource-name.ts
var resource_name = __webpack_require__(97988);
// EXTERNAL MODULE: ./src/compliance/check.ts + 2 modules
var check = __webpack_require__(85365);
// EXTERNAL MODULE: ./src/compliance/same-schema.ts
var same_schema = __webpack_require__(27769);
// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var compliance_verdict = __webpack_require__(95714);
// EXTERNAL MODULE: ./src/contracts/statuses.ts
var statuses = __webpack_require__(49177);
// EXTERNAL MODULE: ./src/git/remote-url.ts
var remote_url = __webpack_require__(8448);
// EXTERNAL MODULE: ./src/repository-path.ts
var repository_path = __webpack_require__(25063);
;// CONCATENATED MODULE: ./src/service/context.ts
function iso(value) {
    return (value instanceof Date ? value : new Date(value)).toISOString();
}
/** `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"). */

;// CONCATENATED MODULE: ./src/service/contract-rows.ts



const CONTRACT_COLUMNS = "row_id, contract_id, parent_row_id, status, body, spec_raw, created_at, updated_at";
/** Violation events shown with a contract: the newest ones. */
const VIOLATIONS_SHOWN = 100;
/**
 * The contract file's web address at its commit; none for a path that could leave the repository
 * (absolute, `..` in any encoding: src/repository-path.ts), which a client would otherwise follow.
 */
function fileUriOf(body) {
    const path = (0,repository_path/* repositoryPath */.S)(body.filePath);
    if (!body.gitRepo || !body.gitHash || !path)
        return undefined;
    return (0,remote_url/* fileUrl */.i)(body.gitRepo, body.gitHash, path);
}
/** A contract row as the wire shows it. */
function toContract(row, violations) {
    const { parentRowId: _ignored, ...body } = row.body;
    const fileUri = fileUriOf(row.body);
    return {
        ...body,
        id: row.contract_id,
        status: row.status,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        contractSpecRaw: row.spec_raw,
        violations,
        enforcementLevel: row.body.enforcementLevel ?? "INACTIVE",
        ...(row.parent_row_id ? { parentRowId: row.parent_row_id } : {}),
        ...(fileUri ? { fileUri } : {}),
    };
}
/** Any character beyond ASCII (U+0080 and up). */
const NOT_ASCII = /[\u0080-\uffff]/;
function byLengthThenUnits(a, b) {
    return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
/**
 * A JSON value with each object's members in the order jsonb keeps (and gives back) them: shorter
 * names first, names of one length by their UTF-8 bytes. So an object made from the text sent to
 * the store lists as one read back from it would.
 */
function jsonbOrdered(value) {
    if (Array.isArray(value))
        return value.map(jsonbOrdered);
    if (typeof value !== "object" || value === null)
        return value;
    const names = Object.keys(value);
    // ASCII names (nearly all): UTF-16 units are the UTF-8 bytes, so no bytes need making.
    if (!names.some((name) => NOT_ASCII.test(name)))
        names.sort(byLengthThenUnits);
    else {
        const bytes = new Map(names.map((name) => [name, Buffer.from(name)]));
        names.sort((a, b) => bytes.get(a).length - bytes.get(b).length || Buffer.compare(bytes.get(a), bytes.get(b)));
    }
    const ordered = {};
    for (const name of names) {
        const member = jsonbOrdered(value[name]);
        // A member named __proto__ is a member, as JSON.parse makes it, not the object's prototype.
        if (name === "__proto__")
            Object.defineProperty(ordered, name, {
                value: member,
                enumerable: true,
                writable: true,
                configurable: true,
            });
        else
            ordered[name] = member;
    }
    return ordered;
}

;// CONCATENATED MODULE: ./src/service/epoch-cache.ts
/**
 * Values loaded per workspace and kept while its contract epoch stands (epochs only grow): a
 * value loaded for an epoch, or a later one, is current for a caller that read that epoch. The
 * callers asking while it loads share the load; a failed load is not kept. Past `maxWorkspaces`
 * the map starts afresh, so a server with many tenants holds a bounded number of values.
 */
class WorkspaceEpochCache {
    maxWorkspaces;
    #entries = new Map();
    constructor(maxWorkspaces) {
        this.maxWorkspaces = maxWorkspaces;
    }
    /** The value for the workspace at `epoch` or later; `load` reads it (after the epoch was read). */
    get(workspaceId, epoch, load) {
        const cached = this.#entries.get(workspaceId);
        if (cached && cached.epoch >= epoch)
            return cached.value;
        const entry = { epoch, value: load() };
        entry.value.catch(() => {
            if (this.#entries.get(workspaceId) === entry)
                this.#entries.delete(workspaceId);
        });
        if (this.#entries.size >= this.maxWorkspaces)
            this.#entries.clear();
        this.#entries.set(workspaceId, entry);
        return entry.value;
    }
}

;// CONCATENATED MODULE: ./src/service/shared-read.ts
/**
 * One read of a value shared by the callers that ask while it is not yet sent:
 * a caller never joins a read already under way, which may have been answered
 * before a write the caller has seen committed. So every caller gets a value
 * read after it asked, and concurrent requests pay one round trip between them.
 */
class SharedFreshRead {
    read;
    #running;
    #next;
    constructor(read) {
        this.read = read;
    }
    get() {
        if (!this.#running)
            return this.#start();
        this.#next ??= this.#running.then(() => this.#startNext(), () => this.#startNext());
        return this.#next;
    }
    #startNext() {
        this.#next = undefined;
        return this.#start();
    }
    #start() {
        const reading = this.read();
        this.#running = reading;
        const done = () => {
            if (this.#running === reading)
                this.#running = undefined;
        };
        reading.then(done, done);
        return reading;
    }
}

;// CONCATENATED MODULE: ./src/service/enforced-contracts.ts



/** Keys of the store's in-process change counters (Store.localChanges), by workspace. */
const changeKey = {
    contracts: (workspaceId) => `contracts:${workspaceId}`,
    violations: (workspaceId) => `violations:${workspaceId}`,
    assets: (workspaceId) => `assets:${workspaceId}`,
};
/**
 * Marks the workspace's contracts changed, inside the writing transaction: the
 * epoch other server processes on the same PostgreSQL read. (A store only this
 * process writes is told after the commit instead: `contractsWritten`.)
 */
async function bumpContractEpoch(tx, workspaceId) {
    await tx.query(`INSERT INTO contract_epochs (workspace_id, epoch) VALUES ($1, 1)
     ON CONFLICT (workspace_id) DO UPDATE SET epoch = contract_epochs.epoch + 1`, [workspaceId]);
}
/**
 * After a transaction that changed the workspace's contracts ended (also when
 * its commit failed: it may have committed all the same; a needless bump only
 * costs a reload).
 */
function contractsWritten(store, workspaceId) {
    store.localChanges?.bump(changeKey.contracts(workspaceId));
}
/** After a statement that saved assets of the workspace ended, committed or not (as `contractsWritten`). */
function assetsWritten(store, workspaceId) {
    store.localChanges?.bump(changeKey.assets(workspaceId));
}
/** After a transaction that recorded violation events of the workspace ended (as `contractsWritten`). */
function violationsWritten(store, workspaceId) {
    store.localChanges?.bump(changeKey.violations(workspaceId));
}
/** Shared epoch reads by store and workspace: the server starts one as a check arrives (`contractEpochRead`). */
const epochReads = new WeakMap();
/** Workspaces whose contracts (and epoch reads) are kept per process, before the maps start over. */
const MAX_WORKSPACES = 100;
/**
 * The workspace's contract epoch on a store other processes write (PostgreSQL), read
 * after this call, one read shared by the callers asking at the same time;
 * undefined where the store keeps its own counter (no query needed). The server
 * asks as a check arrives, before it waits for admission: checks queued together
 * then share one read (asked only once admitted, one at a time, each paid its own).
 */
function contractEpochRead(store, workspaceId) {
    if (store.localChanges)
        return undefined;
    let reads = epochReads.get(store);
    if (!reads) {
        reads = new Map();
        epochReads.set(store, reads);
    }
    let read = reads.get(workspaceId);
    if (!read) {
        read = new SharedFreshRead(async () => {
            const [row] = await store.query("SELECT epoch FROM contract_epochs WHERE workspace_id = $1", [workspaceId]);
            return Number(row?.epoch ?? 0);
        });
        if (reads.size >= MAX_WORKSPACES)
            reads.clear();
        reads.set(workspaceId, read);
    }
    const epoch = read.get();
    // The request may go away before it uses the read: its failure is then nobody's to report.
    epoch.catch(() => { });
    return epoch;
}
/**
 * The workspace's contract epoch as of now: the store's own counter where this process is the
 * only writer, else `read` (the read started when the request arrived) or a read started now.
 */
async function currentContractEpoch(store, workspaceId, read) {
    const local = store.localChanges?.count(changeKey.contracts(workspaceId));
    return local ?? (await (read ?? contractEpochRead(store, workspaceId) ?? 0));
}
/**
 * The enforced contracts of each workspace, parsed once and kept while the
 * workspace's contract epoch is unchanged (and the compliance engine's
 * per-contract field maps stay warm, keyed by the cached objects). The epoch
 * is the store's in-process counter where this process is the only writer
 * (PGlite: no query at all); on PostgreSQL it is the `contract_epochs` row
 * that every writing process bumps, read once per check, one read shared by
 * the checks that ask at the same time.
 */
class EnforcedContractCache {
    store;
    statuses;
    /** Resource name -> the newest enforced contract covering it, by workspace. */
    #workspaces;
    constructor(store, statuses, maxWorkspaces = MAX_WORKSPACES) {
        this.store = store;
        this.statuses = statuses;
        this.#workspaces = new WorkspaceEpochCache(maxWorkspaces);
    }
    /**
     * The newest enforced contract of each name, and the registered schema of
     * each of `registeredNames` that has one (on PostgreSQL in the epoch's query).
     * `epochRead`: the epoch read started when the request arrived (`contractEpochRead`), used
     * when no registered schemas are asked for.
     */
    async forResources(workspaceId, resourceNames, registeredNames = null, epochRead) {
        const wanted = registeredNames ? [...new Set(registeredNames)] : null;
        let epoch;
        let registered = [];
        const local = this.store.localChanges;
        if (local) {
            epoch = local.count(changeKey.contracts(workspaceId));
            if (wanted)
                registered = await this.#registered(workspaceId, wanted);
        }
        else if (wanted) {
            const [state] = await this.store.query(`SELECT (SELECT epoch FROM contract_epochs WHERE workspace_id = $1) AS epoch, (${REGISTERED}) AS registered`, [workspaceId, wanted]);
            epoch = Number(state?.epoch ?? 0);
            registered = state?.registered ?? [];
        }
        else {
            epoch = await currentContractEpoch(this.store, workspaceId, epochRead);
        }
        // Read after the epoch: a write committed in between makes the next check reload, never serve stale.
        const byResource = await this.#workspaces.get(workspaceId, epoch, () => this.#load(workspaceId));
        const found = new Map();
        for (const name of resourceNames) {
            const row = byResource.get(name);
            if (row)
                found.set(name, row);
        }
        return { contracts: found, registered: new Map(registered) };
    }
    async #registered(workspaceId, names) {
        const [row] = await this.store.query(`SELECT (${REGISTERED}) AS registered`, [workspaceId, names]);
        return row?.registered ?? [];
    }
    async #load(workspaceId) {
        const rows = await this.store.query(`SELECT ${CONTRACT_COLUMNS}, resource_names FROM contracts
       WHERE workspace_id = $1 AND is_latest AND status = ANY($2::text[])
       ORDER BY updated_at DESC, contract_id`, [workspaceId, [...this.statuses]]);
        const byResource = new Map();
        for (const row of rows) {
            // Rows come newest first: the first contract naming a resource is the one in force.
            for (const name of row.resource_names)
                if (!byResource.has(name))
                    byResource.set(name, row);
        }
        return byResource;
    }
}
/** The registered schemas of names $2 in workspace $1, as [name, schema] pairs. */
const REGISTERED = `SELECT json_agg(json_build_array(resource_name, schema)) FROM data_assets WHERE workspace_id = $1
  AND md5(resource_name) = ANY(md5_each($2::text[])) AND resource_name = ANY($2::text[])`;

;// CONCATENATED MODULE: ./src/service/errors.ts
/**
 * An answer other than success, decided by the service (not found, conflict,
 * bad input it can only see with the data). The HTTP adapter turns it into
 * problem+json; in-process callers get it thrown.
 */
class ServiceError extends Error {
    status;
    title;
    errors;
    name = "ServiceError";
    constructor(status, title, detail, errors) {
        super(detail);
        this.status = status;
        this.title = title;
        this.errors = errors;
    }
}
const notFound = (detail) => new ServiceError(404, "Not Found", detail);
const conflict = (detail) => new ServiceError(409, "Conflict", detail);
const badRequest = (detail, errors) => new ServiceError(400, "Bad Request", detail, errors);
/** Paging by key (`after`) from an id the listing does not hold. */
const unknownKey = (kind, id) => badRequest(`no ${kind} '${id}' in this workspace to list after`, [
    { pointer: "/query/after", message: `no ${kind} with this id in this workspace` },
]);

// EXTERNAL MODULE: ./src/api/limits.ts
var limits = __webpack_require__(50470);
;// CONCATENATED MODULE: ./src/service/outbox.ts

/** A Standard Webhooks secret: `whsec_` + base64 of 24 random bytes. */
function generateWebhookSecret() {
    return `whsec_${(0,external_node_crypto_.randomBytes)(24).toString("base64")}`;
}
/** Standard Webhooks message ids: unique per message, kept across retries so receivers can dedupe. */
function newMessageId() {
    return `msg_${(0,external_node_crypto_.randomUUID)().replaceAll("-", "")}`;
}
/**
 * Queues one message for every webhook endpoint of the workspace, inside the
 * caller's transaction (so the message exists exactly when the change does).
 * The payload follows the Standard Webhooks convention `{type, timestamp, data}`.
 * Returns the message id and how many endpoints it was queued for.
 */
async function enqueueMessage(tx, workspaceId, message) {
    const messageId = newMessageId();
    const payload = { type: message.eventType, timestamp: new Date().toISOString(), data: message.data };
    const rows = await tx.query(`INSERT INTO outbox (id, workspace_id, webhook_id, notification_id, message_id, event_type, payload, status)
     SELECT gen_random_uuid(), $1, w.id, $2, $3, $4, $5::jsonb, 'PENDING'
     FROM webhooks w WHERE w.workspace_id = $1 AND ($6::uuid IS NULL OR w.id = $6::uuid)
     RETURNING id`, [
        workspaceId,
        message.notificationId ?? null,
        messageId,
        message.eventType,
        JSON.stringify(payload),
        message.webhookId ?? null,
    ]);
    return { messageId, endpoints: rows.length };
}

;// CONCATENATED MODULE: ./src/service/events.ts



/**
 * Whether a trigger matches a violation. Decision (the interface shows only
 * `source`): `source` matches the asset's source type, data source or
 * resource name; `contract` its contract id or name; `enforcementLevel` the
 * contract's level; `violationType` any violation's type. An empty value list
 * matches everything of that kind; unknown trigger types match nothing.
 */
function triggerMatches(trigger, ctx) {
    const values = trigger.triggerValues ?? [];
    const any = (candidates) => values.length === 0 || candidates.some((c) => c !== undefined && values.includes(c));
    switch (trigger.triggerType) {
        case "source":
            return any([ctx.asset.sourceType, ctx.asset.dataSource, ctx.asset.resourceName]);
        case "contract":
            return any([ctx.contract.contract_id, ctx.contract.body.contractSpec.name]);
        case "enforcementLevel":
            return any([ctx.contract.body.enforcementLevel ?? "INACTIVE"]);
        case "violationType":
            return any(ctx.violations.map((v) => v.violationType));
        default:
            return false;
    }
}
/**
 * Records the checks with violations of one request (inside the caller's
 * transaction), in a fixed number of statements however many assets it had:
 * per check one violation event per violation on the contract (docs/service-interface.md "Violation event"), at
 * most LIMITS.violationsStoredPerCheck of them, and one change-log event with
 * the total; for each active action whose triggers match a check, a PENDING
 * notification with its webhook messages queued. Returns how many messages
 * were queued.
 */
async function recordViolations(tx, checks) {
    if (checks.length === 0)
        return 0;
    const now = new Date().toISOString();
    const logIds = [];
    const logContracts = [];
    const logPayloads = [];
    const eventIds = [];
    const eventContracts = [];
    const eventBodies = [];
    for (const ctx of checks) {
        // Bounded writes: one check stores a capped sample and the total, however many violations it found.
        const sample = ctx.violations.slice(0, limits/* LIMITS */.b1.violationsStoredPerCheck);
        logIds.push((0,external_node_crypto_.randomUUID)());
        logContracts.push(ctx.contract.contract_id);
        logPayloads.push(JSON.stringify({
            dataAssetResourceName: ctx.asset.resourceName,
            violationCount: ctx.violations.length,
            violations: sample,
            prLink: ctx.prLink,
        }));
        for (const v of sample) {
            const event = violationEvent(ctx, v, now);
            eventIds.push(event.id);
            eventContracts.push(ctx.contract.contract_id);
            eventBodies.push(JSON.stringify(event));
        }
    }
    const workspaceId = checks[0].workspaceId;
    await tx.query(`INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
     SELECT e.id, $1, e.contract_id, 'CONTRACT_VIOLATION', e.payload::jsonb
     FROM unnest($2::uuid[], $3::uuid[], $4::text[]) AS e(id, contract_id, payload)`, [workspaceId, logIds, logContracts, logPayloads]);
    // One statement for every sample, not one per violation.
    await tx.query(`INSERT INTO contract_violations (id, workspace_id, contract_id, body)
     SELECT e.id, $1, e.contract_id, e.body::jsonb FROM unnest($2::uuid[], $3::uuid[], $4::text[]) AS e(id, contract_id, body)`, [workspaceId, eventIds, eventContracts, eventBodies]);
    const actions = await tx.query("SELECT id, name, triggers, destinations FROM actions WHERE workspace_id = $1 AND is_active ORDER BY created_at, id", [workspaceId]);
    let queued = 0;
    for (const [i, ctx] of checks.entries()) {
        for (const action of actions) {
            if (action.triggers.some((t) => triggerMatches(t, ctx))) {
                queued += await notify(tx, ctx, action, logIds[i]);
            }
        }
    }
    return queued;
}
/** The violation event a check records for one violation (exported for bench/org's generator). */
function violationEvent(ctx, v, now) {
    const spec = ctx.contract.body.contractSpec;
    return {
        id: (0,external_node_crypto_.randomUUID)(),
        eventTitle: `${v.violationType} on ${v.field}`,
        timestamp: now,
        contractId: ctx.contract.contract_id,
        ...(ctx.contract.body.version ? { contractVersion: ctx.contract.body.version } : {}),
        contractFieldName: v.field,
        ...(spec.name ? { contractName: spec.name } : {}),
        contractDomain: spec.namespace ?? ctx.asset.dataSource,
        entityType: "DATA_CONTRACT",
        eventType: "VIOLATION",
        violationType: v.violationType,
        dataAssetResourceName: ctx.asset.resourceName,
        ...(v.expected !== undefined ? { expectedValue: v.expected } : {}),
        ...(v.actual !== undefined ? { actualValue: v.actual } : {}),
        ...(ctx.prLink ? { prLink: ctx.prLink } : {}),
    };
}
/** A PENDING notification of one action for one check, with its webhook messages queued. */
async function notify(tx, ctx, action, changeLogEventId) {
    const sample = ctx.violations.slice(0, limits/* LIMITS */.b1.violationsStoredPerCheck);
    const notificationId = (0,external_node_crypto_.randomUUID)();
    const actionDetails = {
        triggers: action.triggers,
        destinations: action.destinations,
        contractId: ctx.contract.contract_id,
        dataAssetResourceName: ctx.asset.resourceName,
        violationCount: ctx.violations.length,
        ...(ctx.prLink ? { prLink: ctx.prLink } : {}),
    };
    await tx.query(`INSERT INTO notifications (id, workspace_id, change_log_event_id, action_id, action_details, action_name, status)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, 'PENDING')`, [
        notificationId,
        ctx.workspaceId,
        changeLogEventId,
        action.id,
        JSON.stringify(actionDetails),
        action.name,
    ]);
    const { endpoints } = await enqueueMessage(tx, ctx.workspaceId, {
        eventType: "contract.violation",
        notificationId,
        data: {
            notificationId,
            changeLogEventId,
            actionId: action.id,
            actionName: action.name,
            ...actionDetails,
            contractName: ctx.contract.body.contractSpec.name,
            violations: sample,
        },
    });
    // A notification with nowhere to go cannot be delivered: FAILED at once, not PENDING forever.
    if (endpoints === 0) {
        await tx.query("UPDATE notifications SET status = 'FAILED' WHERE id = $1", [notificationId]);
    }
    return endpoints;
}

;// CONCATENATED MODULE: ./src/service/asset-checks.ts








async function registeredSchema(db, workspaceId, resourceName) {
    const rows = await db.query("SELECT schema FROM data_assets WHERE workspace_id = $1 AND md5(resource_name) = md5($2) AND resource_name = $2", [workspaceId, resourceName]);
    return rows[0]?.schema;
}
async function registeredSchemasOf(db, workspaceId, resourceNames) {
    const rows = await db.query(`SELECT resource_name, schema FROM data_assets WHERE workspace_id = $1
       AND md5(resource_name) = ANY(md5_each($2::text[])) AND resource_name = ANY($2::text[])`, [workspaceId, resourceNames]);
    return new Map(rows.map((r) => [r.resource_name, r.schema]));
}
/** Lets I/O callbacks (other requests) run before going on with CPU work. */
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));
/**
 * A DETAILED result, member by member in the wire's order (built with
 * conditional spreads it was a tenth of a check's CPU).
 */
function detailedResult(base, contract, level, status, violations) {
    const spec = contract.body.contractSpec;
    const result = {
        dataAssetNamespace: base.dataAssetNamespace,
        dataAssetResourceName: base.dataAssetResourceName,
        dataAssetPath: base.dataAssetPath,
        responseType: "DETAILED",
        contractId: contract.contract_id,
    };
    if (spec.name)
        result.contractName = spec.name;
    if (contract.body.version)
        result.contractVersion = contract.body.version;
    result.enforcementLevel = level;
    if (spec.owner)
        result.owner = spec.owner;
    result.status = status;
    result.violations = violations;
    return result;
}
/**
 * One asset of a check against its contract (if any): its result on the wire, and what to record
 * when it violates the contract.
 */
function checkOne(caller, body, asset, found, renderMarkdown) {
    const name = asset.data_asset_resource_name;
    const resourceName = (0,resource_name/* formatResourceName */.f)(name);
    const base = {
        dataAssetNamespace: name.data_source,
        dataAssetResourceName: resourceName,
        dataAssetPath: name.path,
    };
    const { contract, registered } = found;
    if (!contract)
        return { result: { ...base, responseType: "NO_CONTRACT" }, violated: undefined };
    const spec = contract.body.contractSpec;
    const level = contract.body.enforcementLevel ?? "INACTIVE";
    let status;
    let violations = [];
    if (registered && (0,same_schema/* sameSchema */.G)(registered, asset.schema)) {
        status = "NO_CHANGE";
    }
    else {
        violations = (0,check/* checkAsset */.V)(spec, asset.schema);
        status = violations.length > 0 ? "NON_COMPLIANT" : "COMPLIANT";
    }
    const violated = violations.length > 0
        ? {
            workspaceId: caller.workspaceId,
            contract,
            asset: {
                resourceName,
                sourceType: asset.source_type,
                dataSource: name.data_source,
                path: name.path,
            },
            violations,
            prLink: body.prLink,
        }
        : undefined;
    if (body.responseType === "DETAILED") {
        return { result: detailedResult(base, contract, level, status, violations), violated };
    }
    const verdict = (0,compliance_verdict/* verdictOf */.Vj)([{ enforcementLevel: level, violations }]).verdict;
    const result = {
        ...base,
        responseType: "COMMENT_MARKDOWN",
        markdown: renderMarkdown({
            resourceName,
            contractName: spec.name,
            contractId: contract.contract_id,
            contractVersion: contract.body.version,
            owner: spec.owner,
            enforcementLevel: level,
            status,
            violations,
        }),
        enforcementLevel: level,
        shouldBlock: verdict === "block",
        shouldAlert: verdict === "alert",
    };
    return { result, violated };
}
/** Endpoints 6, 9 and 10: assets checked against contracts. */
function checkHandlers(deps, renderMarkdown) {
    const { store } = deps;
    const enforced = new EnforcedContractCache(store, statuses/* IN_FORCE_STATUSES */.zt);
    return {
        async checkAssetsCompliance(caller, { body }) {
            const results = [];
            const checked = [];
            const names = body.assets.map((a) => (0,resource_name/* formatResourceName */.f)(a.data_asset_resource_name));
            // One query: the contracts' epoch (they are cached) and, unless asked for every asset, the registered schemas.
            const { contracts, registered } = await enforced.forResources(caller.workspaceId, names, body.includeUnchangedAssets ? null : names, caller.contractEpoch);
            for (const [i, asset] of body.assets.entries()) {
                // Checking is CPU work: let other requests in between assets (yielding only every few ms of it
                // slowed /healthz under 20 violating clients: `npm run bench -- server`, row "load: 20 clients ...").
                await yieldToEventLoop();
                const name = names[i] ?? "";
                const found = { contract: contracts.get(name), registered: registered.get(name) };
                const { result, violated } = checkOne(caller, body, asset, found, renderMarkdown);
                results.push(result);
                if (violated)
                    checked.push(violated);
            }
            // The request's violations in one transaction of a few statements, not one per asset.
            let queued = 0;
            if (checked.length > 0) {
                try {
                    queued = await store.transaction((tx) => recordViolations(tx, checked));
                }
                finally {
                    violationsWritten(store, caller.workspaceId);
                }
            }
            if (queued > 0)
                deps.onQueued();
            return results;
        },
        checkContractCompliance: (caller, request) => checkContractCompliance(store, caller, request),
        bulkCheckContractCompliance: (caller, request) => bulkCheckContractCompliance(store, caller, request),
    };
}
async function checkContractCompliance(store, caller, { body }) {
    const { contractSchema, dataAssetResourceName } = body.contract;
    const schema = await registeredSchema(store, caller.workspaceId, dataAssetResourceName);
    if (!schema)
        throw notFound(`data asset '${dataAssetResourceName}' is not registered`);
    return { violations: (0,check/* checkAsset */.V)({ schema: contractSchema }, schema) };
}
async function bulkCheckContractCompliance(store, caller, { body }) {
    const { contractSchema, dataAssetResourceNames } = body.contract;
    // A null-prototype object: a resource may be named "__proto__" or "constructor".
    const results = Object.create(null);
    const schemas = await registeredSchemasOf(store, caller.workspaceId, [...new Set(dataAssetResourceNames)]);
    for (const name of dataAssetResourceNames) {
        await yieldToEventLoop();
        const schema = schemas.get(name);
        results[name] = schema
            ? { violations: (0,check/* checkAsset */.V)({ schema: contractSchema }, schema) }
            : { error: `data asset '${name}' is not registered` };
    }
    return { results };
}

// EXTERNAL MODULE: ./src/api/canonical.ts
var canonical = __webpack_require__(15242);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
;// CONCATENATED MODULE: ./src/service/asset-list.ts





/** Most assets of a workspace kept in list order; a larger listing pages in the store. */
const MAX_ORDERED = 100_000;
// A schema is read only for a row without its digest (written before digests were stored).
const LISTED_COLUMNS = `a.id, a.resource_name, a.source_type, a.data_source, a.path, a.updated_at, a.schema_digest,
  CASE WHEN a.schema_digest IS NULL THEN a.schema END AS schema,
  CASE WHEN a.schema_digest IS NULL THEN a.field_profiles END AS field_profiles`;
/**
 * Endpoint 4's listing, in the order of creation. On a store only this process writes, the
 * workspace's assets are read in that order once while they are unchanged (Store.localChanges)
 * and each page is cut from them: a client paging through 10,000 assets made the store sort
 * them 20 times. Elsewhere each page is read by its offset.
 */
class AssetLister {
    store;
    owners;
    #orders = new WorkspaceEpochCache(MAX_WORKSPACES);
    constructor(store, owners) {
        this.store = store;
        this.owners = owners;
    }
    /** A page of `limit` assets from `offset`, counted from the asset `after` when given (paging by key). */
    async list(workspaceId, limit, offset, after) {
        const [rows, ownerOf] = await Promise.all([
            this.#page(workspaceId, limit, offset, after),
            this.owners.of(workspaceId),
        ]);
        return rows.map((r) => {
            const contractId = ownerOf.get(r.resource_name);
            return {
                id: r.id,
                dataAssetResourceName: r.resource_name,
                domain: r.data_source,
                path: r.path,
                type: r.source_type,
                updatedAt: iso(r.updated_at),
                ...(contractId ? { contractId } : {}),
                schemaDigest: r.schema_digest,
            };
        });
    }
    async #page(workspaceId, limit, offset, after) {
        // Counted before reading: a write committed meanwhile bumps it, so this order is not used again.
        const version = this.store.localChanges?.count(changeKey.assets(workspaceId));
        if (version !== undefined) {
            const all = await this.#orders.get(workspaceId, version, () => this.#all(workspaceId));
            if (all) {
                const from = after === undefined ? 0 : all.findIndex((r) => r.id === after) + 1;
                if (after !== undefined && from === 0)
                    throw unknownKey("data asset", after);
                return all.slice(from + offset, from + offset + limit);
            }
        }
        const rows = await this.store.query(
        // The page is read in list order from data_assets_list (migration 6), by key from the asset
        // it follows or by offset, and its schemas joined after (only rows without a digest need one).
        `WITH ${after === undefined ? "" : "k AS (SELECT created_at, id FROM data_assets WHERE workspace_id = $1 AND id = $4::uuid), "}
         page AS MATERIALIZED (
         SELECT a.id, a.created_at FROM data_assets a WHERE a.workspace_id = $1
           ${after === undefined ? "" : "AND (a.created_at, a.id) > (SELECT created_at, id FROM k)"}
         ORDER BY a.created_at, a.id LIMIT $2 OFFSET $3)
       SELECT ${LISTED_COLUMNS}
       FROM page p JOIN data_assets a ON a.id = p.id ORDER BY p.created_at, p.id`, [workspaceId, limit, offset, ...(after === undefined ? [] : [after])]);
        if (rows.length === 0 && after !== undefined) {
            const known = await this.store.query("SELECT 1 FROM data_assets WHERE workspace_id = $1 AND id = $2", [
                workspaceId,
                after,
            ]);
            if (known.length === 0)
                throw unknownKey("data asset", after);
        }
        return digested(rows);
    }
    async #all(workspaceId) {
        const rows = await this.store.query(`SELECT ${LISTED_COLUMNS} FROM data_assets a WHERE a.workspace_id = $1 ORDER BY a.created_at, a.id LIMIT $2`, [workspaceId, MAX_ORDERED + 1]);
        return rows.length > MAX_ORDERED ? undefined : digested(rows);
    }
}
function digested(rows) {
    return rows.map(({ schema, field_profiles, ...row }) => ({
        ...row,
        schema_digest: row.schema_digest ?? (0,canonical/* schemaDigest */.ku)(schema, field_profiles),
    }));
}

;// CONCATENATED MODULE: ./src/service/asset-owners.ts


/**
 * The contract that owns each asset of a workspace: the newest latest contract, of any status,
 * that names it. Loaded once per contract epoch (one pass over the contracts' names), so a
 * listing's pages look owners up in memory: asked per page in SQL, the owners of 500 assets
 * unnested every contract's names again (10,000 contracts: 20 pages, each a pass over all of them).
 */
class AssetOwners {
    store;
    #owners = new WorkspaceEpochCache(MAX_WORKSPACES);
    constructor(store) {
        this.store = store;
    }
    /** Resource name -> owning contract id, as of a contract epoch read after this call. */
    async of(workspaceId) {
        const epoch = await currentContractEpoch(this.store, workspaceId);
        return this.#owners.get(workspaceId, epoch, () => this.#load(workspaceId));
    }
    async #load(workspaceId) {
        const rows = await this.store.query(`SELECT contract_id, resource_names FROM contracts WHERE workspace_id = $1 AND is_latest
       ORDER BY updated_at DESC, contract_id`, [workspaceId]);
        const owners = new Map();
        // Newest first: the first contract naming a resource owns it.
        for (const row of rows)
            for (const name of row.resource_names)
                if (!owners.has(name))
                    owners.set(name, row.contract_id);
        return owners;
    }
}

// EXTERNAL MODULE: ./src/outcome/waivers.ts
var waivers = __webpack_require__(31609);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
;// CONCATENATED MODULE: ./src/service/accepted-breaks.ts


/** The webhook event type of an accepted break (docs/service-interface.md "Accepted break event"). */
const BREAK_ACCEPTED = "contract.break_accepted";
/** A waiver's identity and terms: its place in the ledger (file, line) moves without re-accepting anything. */
function termsOf(waiver) {
    const { fingerprint, rule, asset, field, reason, approvedBy, expires } = waiver;
    return JSON.stringify([fingerprint, rule, asset, field, reason, [...approvedBy].sort(), expires]);
}
/** The waivers of `body` that its previous row did not hold with the same terms: breaks accepted by this write. */
function newlyAccepted(body, priorWaivers) {
    const before = new Set(priorWaivers.map(termsOf));
    return (body.waivers ?? []).filter((waiver) => !before.has(termsOf(waiver)));
}
/**
 * Records the breaks a contract write accepts, inside its transaction: for each saved contract
 * whose waivers gained an entry (a new waiver, or one with new terms: a later expiry, another
 * reason), one BREAK_ACCEPTED change-log event and one `contract.break_accepted` webhook message
 * to every endpoint of the workspace. Publishing the same ledger again accepts nothing.
 * Returns how many messages were queued.
 */
async function recordAcceptedBreaks(tx, workspaceId, bodies, written) {
    let queued = 0;
    for (const [i, body] of bodies.entries()) {
        const result = written[i];
        if (!result || result.outcome === "unchanged" || body.status === "ARCHIVED")
            continue;
        const waivers = newlyAccepted(body, result.priorWaivers);
        if (waivers.length === 0)
            continue;
        const data = { occasion: "waiver", ...acceptedBreak(body, waivers) };
        queued += await recordBreakEvent(tx, workspaceId, body.id, (0,external_node_crypto_.randomUUID)(), data);
    }
    return queued;
}
/**
 * One accepted break of a contract, inside the write's transaction: a BREAK_ACCEPTED change-log
 * event and a `contract.break_accepted` webhook message (its data led by `changeLogEventId`) to
 * every endpoint of the workspace. Returns how many messages were queued.
 */
async function recordBreakEvent(tx, workspaceId, contractId, eventId, data) {
    await tx.query(`INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
     VALUES ($1, $2, $3, 'BREAK_ACCEPTED', $4::jsonb)`, [eventId, workspaceId, contractId, JSON.stringify(data)]);
    const { endpoints } = await enqueueMessage(tx, workspaceId, {
        eventType: BREAK_ACCEPTED,
        data: { changeLogEventId: eventId, ...data },
    });
    return endpoints;
}
/** The event's data: the contract, its assets and consumers, the waivers, the provenance. */
function acceptedBreak(body, waivers) {
    const spec = body.contractSpec;
    const assets = spec.dataAssetResourceNameList ?? (spec.dataAssetResourceName ? [spec.dataAssetResourceName] : []);
    return {
        contractId: body.id,
        ...(spec.name ? { contractName: spec.name } : {}),
        ...(body.version ? { contractVersion: body.version } : {}),
        dataAssetResourceNames: assets,
        waivers,
        ...(spec.consumers ? { consumers: spec.consumers } : {}),
        ...(body.gitRepo ? { gitRepo: body.gitRepo } : {}),
        ...(body.gitHash ? { gitHash: body.gitHash } : {}),
        ...(body.filePath ? { filePath: body.filePath } : {}),
        ...(body.mergedAt ? { mergedAt: body.mergedAt } : {}),
        ...(body.reviewers ? { reviewers: body.reviewers } : {}),
    };
}

;// CONCATENATED MODULE: ./src/service/breaks-reaching-assets.ts






/**
 * Before a registration: the contracts in force with published waivers on the assets named, and
 * what each asset had registered. One statement; none of the other assets costs anything.
 */
async function waiveredContracts(db, workspaceId, names) {
    if (names.length === 0)
        return [];
    return db.query(`SELECT a.name, c.contract_id, c.body, d.schema AS registered
     FROM unnest($2::text[]) AS a(name)
     JOIN contracts c ON c.workspace_id = $1 AND c.is_latest AND c.status IN ${statuses/* IN_FORCE_SQL */.Dx}
       AND md5_each(c.resource_names) @> ARRAY[md5(a.name)] AND c.resource_names @> ARRAY[a.name]
       AND jsonb_typeof(c.body -> 'waivers') = 'array'
     LEFT JOIN data_assets d ON d.workspace_id = $1 AND md5(d.resource_name) = md5(a.name) AND d.resource_name = a.name`, [workspaceId, [...new Set(names)]]);
}
/** A waiver that holds today and names this violation (by rule, asset and field: a violation has no fingerprint). */
function waives(waiver, asset, violation, today) {
    const named = { rule: violation.violationType, asset, field: violation.field };
    return (0,waivers/* waiverHolds */.jL)(waiver, today) && (0,waivers/* waiverScopeMatches */.qw)(waiver, named);
}
const key = (v) => `${v.violationType}\u0000${v.field}`;
/**
 * After a registration: each asset whose new schema has violations its registered one did not
 * have, all covered by its contract's waivers in force, is an accepted break that reached the
 * asset (the merge of a pull request whose break was waived): one `contract.break_accepted`
 * message with `occasion: "asset"`, the violations, the waivers and the registration's prLink.
 * A schema registered again unchanged has no new violation, so it fires nothing.
 */
async function recordBreaksReachingAssets(db, workspaceId, waivered, schemas, prLink) {
    const today = (0,ledger/* utcToday */.wc)();
    let queued = 0;
    for (const row of waivered) {
        const schema = schemas.get(row.name);
        if (!schema)
            continue;
        const spec = row.body.contractSpec;
        const before = new Set(row.registered ? (0,check/* checkAsset */.V)(spec, row.registered).map(key) : []);
        const fresh = (0,check/* checkAsset */.V)(spec, schema).filter((v) => !before.has(key(v)));
        const waivers = row.body.waivers ?? [];
        const accepted = fresh.filter((v) => waivers.some((w) => waives(w, row.name, v, today)));
        if (accepted.length === 0)
            continue;
        const used = waivers.filter((w) => accepted.some((v) => waives(w, row.name, v, today)));
        const data = {
            occasion: "asset",
            ...acceptedBreak({ ...row.body, id: row.contract_id }, used),
            dataAssetResourceName: row.name,
            violations: accepted,
            ...(prLink ? { prLink } : {}),
        };
        queued += (await enqueueMessage(db, workspaceId, { eventType: BREAK_ACCEPTED, data })).endpoints;
    }
    return queued;
}

;// CONCATENATED MODULE: ./src/service/assets.ts








/** Why an asset cannot be registered, or undefined. */
function assetProblem(asset, sourceType, named) {
    if (sourceType !== named) {
        return `source_type '${sourceType}' differs from the resource name's source_type '${named}'`;
    }
    if (asset.schema.type !== "struct")
        return `schema root must be a struct, not '${asset.schema.type}'`;
    return undefined;
}
const ASSET_UPSERT = `
  ON CONFLICT (workspace_id, md5(resource_name)) DO UPDATE SET schema = EXCLUDED.schema,
    field_profiles = EXCLUDED.field_profiles, schema_digest = EXCLUDED.schema_digest,
    pr_link = EXCLUDED.pr_link, updated_at = now()`;
/** The digest listings answer with, as it is computed from the stored row. */
const digestOf = (asset) => (0,canonical/* schemaDigest */.ku)(asset.schema, asset.fieldProfiles);
/**
 * Runs a statement that saves assets of the workspace, and then, committed or not, marks them
 * changed (the listing's kept order: asset-list.ts). Every asset write goes through here.
 */
async function writeAssets(store, workspaceId, sql, params) {
    try {
        await store.query(sql, params);
    }
    finally {
        assetsWritten(store, workspaceId);
    }
}
async function saveAsset(store, workspaceId, asset) {
    await writeAssets(store, workspaceId, `INSERT INTO data_assets (id, workspace_id, resource_name, source_type, data_source, path, schema,
       field_profiles, pr_link, schema_digest)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)${ASSET_UPSERT}`, [
        (0,external_node_crypto_.randomUUID)(),
        workspaceId,
        asset.resourceName,
        asset.sourceType,
        asset.dataSource,
        asset.path,
        JSON.stringify(asset.schema),
        asset.fieldProfiles ? JSON.stringify(asset.fieldProfiles) : null,
        asset.prLink ?? null,
        digestOf(asset),
    ]);
}
/**
 * Saves many assets in one statement (registration seeds hundreds at once);
 * a name given twice keeps its last schema, as saving one by one would. Throws
 * when any row cannot be stored, having stored none.
 */
async function saveAssets(store, workspaceId, assets) {
    const last = new Map();
    for (const asset of assets) {
        last.delete(asset.resourceName);
        last.set(asset.resourceName, asset);
    }
    const list = [...last.values()];
    await writeAssets(store, workspaceId, 
    // Each row its own clock time, in the given order: listings sort by creation as when saved one by one
    // (plus n microseconds: two rows in the same clock tick would otherwise tie, and ties sort by random id).
    `INSERT INTO data_assets (id, workspace_id, resource_name, source_type, data_source, path, schema,
       field_profiles, pr_link, schema_digest, created_at)
     SELECT a.id, $1, a.name, a.source_type, a.data_source, a.path, a.schema::jsonb, a.profiles::jsonb, a.pr_link,
       a.digest, clock_timestamp() + a.n * interval '1 microsecond'
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
       $10::text[])
       WITH ORDINALITY AS a(id, name, source_type, data_source, path, schema, profiles, pr_link, digest, n)
     ORDER BY a.n${ASSET_UPSERT}`, [
        workspaceId,
        list.map(() => (0,external_node_crypto_.randomUUID)()),
        list.map((a) => a.resourceName),
        list.map((a) => a.sourceType),
        list.map((a) => a.dataSource),
        list.map((a) => a.path),
        list.map((a) => JSON.stringify(a.schema)),
        list.map((a) => (a.fieldProfiles ? JSON.stringify(a.fieldProfiles) : null)),
        list.map((a) => a.prLink ?? null),
        list.map(digestOf),
    ]);
}
/**
 * Saves the assets in one statement; when that fails (a value the database
 * cannot hold), one by one, so each asset gets its own outcome. Returns the
 * error of each asset not saved.
 */
async function saveEach(store, workspaceId, assets) {
    const failed = new Map();
    if (assets.length === 0)
        return failed;
    try {
        await saveAssets(store, workspaceId, assets);
        return failed;
    }
    catch {
        for (const asset of assets) {
            try {
                await saveAsset(store, workspaceId, asset);
            }
            catch (error) {
                failed.set(asset, (0,error_message/* errorMessage */.g)(error));
            }
        }
        return failed;
    }
}
/** Registering and listing assets (checks: asset-checks.ts). */
function assetHandlers(deps) {
    const { store } = deps;
    const lister = new AssetLister(store, new AssetOwners(store));
    return {
        registerAssets: (caller, request) => registerAssets(deps, caller, request),
        registerS3Assets: (caller, request) => registerS3Assets(store, caller, request),
        listDataAssets: (caller, { query }) => lister.list(caller.workspaceId, query.limit, query.offset, query.after),
    };
}
async function registerAssets({ store, onQueued }, caller, { body }) {
    const toSave = body.assets.map((asset) => {
        const name = asset.data_asset_resource_name;
        const problem = assetProblem(asset, asset.source_type, name.source_type);
        if (problem)
            return problem;
        return {
            resourceName: (0,resource_name/* formatResourceName */.f)(name),
            sourceType: asset.source_type,
            dataSource: name.data_source,
            path: name.path,
            schema: asset.schema,
            fieldProfiles: asset.fieldNameToDataAssetFieldProfileMap,
            prLink: body.prLink,
        };
    });
    const saving = toSave.filter((a) => typeof a !== "string");
    // Accepted breaks (docs/intended-changes.md "Intended changes"): what the waivered contracts' assets had before.
    const waivered = await waiveredContracts(store, caller.workspaceId, saving.map((a) => a.resourceName));
    const failed = await saveEach(store, caller.workspaceId, saving);
    const saved = new Map(saving.filter((a) => !failed.has(a)).map((a) => [a.resourceName, a.schema]));
    if ((await recordBreaksReachingAssets(store, caller.workspaceId, waivered, saved, body.prLink)) > 0)
        onQueued();
    const outcomes = body.assets.map((asset, i) => {
        const saved = toSave[i];
        const error = typeof saved === "string" ? saved : failed.get(saved);
        if (error === undefined)
            return { data_asset_resource_name: asset.data_asset_resource_name };
        const reason = typeof saved === "string" ? error : `not registered: ${error}`;
        return { data_asset_resource_name: asset.data_asset_resource_name, error: reason };
    });
    return { asset_registration_outcomes: outcomes };
}
async function registerS3Assets(store, caller, { body }) {
    const registered = [];
    const problems = [];
    const toSave = [];
    for (const asset of body.assets) {
        const resourceName = (0,resource_name/* formatResourceName */.f)({
            source_type: "s3",
            data_source: asset.bucket,
            path: asset.pattern,
        });
        const problem = assetProblem(asset, "s3", "s3");
        if (problem) {
            problems.push(`${resourceName}: ${problem}`);
            continue;
        }
        toSave.push({
            resourceName,
            sourceType: "s3",
            dataSource: asset.bucket,
            path: asset.pattern,
            schema: asset.schema,
            fieldProfiles: asset.fieldNameToDataAssetFieldProfileMap,
            prLink: body.prLink,
        });
        registered.push(resourceName);
    }
    // Rule 2: a trial run validates and reports, and writes nothing.
    if (!body.dry_run && toSave.length > 0)
        await saveAssets(store, caller.workspaceId, toSave);
    const verb = body.dry_run ? "would be registered (dry run, nothing written)" : "registered";
    const message = `${registered.length} asset${registered.length === 1 ? "" : "s"} ${verb}${problems.length > 0 ? `; ${problems.length} refused: ${problems.join("; ")}` : ""}`;
    return { message, registered, success: problems.length === 0 };
}

// EXTERNAL MODULE: ./src/compliance/contract-breaks.ts
var contract_breaks = __webpack_require__(32606);
;// CONCATENATED MODULE: ./src/service/broken-contracts.ts



/** A contract's resource names, its `dataAssetResourceName` first, each once. */
function resourceNamesOf(spec) {
    const names = [spec.dataAssetResourceName, ...(spec.dataAssetResourceNameList ?? [])];
    return [...new Set(names.filter((n) => typeof n === "string" && n.length > 0))];
}
/**
 * The event of a contract write that breaks the contract's previous version: the changes of its
 * schema that need a major version (src/compliance/contract-breaks.ts, the judgement of the
 * version rule and of owner approval), judged by the rules of its first asset's format. None
 * for a new contract, an unchanged one, an ARCHIVED one, or a change that breaks nothing.
 */
function contractBreak(body, written, changeLogEventId) {
    const { prior } = written;
    if (written.outcome !== "updated" || !prior || body.status === "ARCHIVED")
        return undefined;
    const spec = body.contractSpec;
    const names = resourceNamesOf(spec);
    const { major } = (0,contract_breaks/* contractSchemaChangesByBump */.uM)(prior.schema, spec.schema ?? [], (0,contract_breaks/* contractSourceTypeOf */.f)(names));
    if (major.length === 0)
        return undefined;
    return {
        changeLogEventId,
        occasion: "contract",
        contractId: body.id,
        ...(spec.name ? { contractName: spec.name } : {}),
        ...(prior.version ? { previousVersion: prior.version } : {}),
        ...(body.version ? { contractVersion: body.version } : {}),
        dataAssetResourceNames: names,
        changes: major.map(({ kind, field, reason, before, after }) => ({
            kind,
            field,
            reason,
            ...(before !== undefined ? { before } : {}),
            ...(after !== undefined ? { after } : {}),
        })),
        ...(spec.consumers ? { consumers: spec.consumers } : {}),
        reviewers: body.reviewers ?? [],
        ...(body.gitRepo ? { gitRepo: body.gitRepo } : {}),
        ...(body.gitHash ? { gitHash: body.gitHash } : {}),
        ...(body.gitUser ? { gitUser: body.gitUser } : {}),
        ...(body.filePath ? { filePath: body.filePath } : {}),
        ...(body.mergedAt ? { mergedAt: body.mergedAt } : {}),
    };
}
/**
 * Records the breaks a contract write accepts by its merge, inside its transaction: for each
 * saved contract whose schema breaks its previous version, one `contract.break_accepted` event
 * with `occasion: "contract"` (docs/service-interface.md "Accepted break event"). The same
 * contract published again is unchanged and fires nothing; another write of the same schema
 * (new provenance only) has no breaking change and fires nothing. Returns how many messages
 * were queued.
 */
async function recordBrokenContracts(tx, workspaceId, bodies, written) {
    let queued = 0;
    for (const [i, body] of bodies.entries()) {
        const result = written[i];
        const eventId = (0,external_node_crypto_.randomUUID)();
        const data = result ? contractBreak(body, result, eventId) : undefined;
        if (!data)
            continue;
        const { changeLogEventId: _sent, ...payload } = data;
        queued += await recordBreakEvent(tx, workspaceId, body.id, eventId, payload);
    }
    return queued;
}

;// CONCATENATED MODULE: ./src/service/wire-json.ts
/**
 * JSON kept beside objects the service answers with, as UTF-8 bytes, so an
 * answer built from cached rows is neither serialised nor encoded again on
 * every request: a listed contract is a cached row (its bytes made once) plus
 * its violations. The server sends `jsonBytes` where there are some, and
 * `JSON.stringify`s anything else, so the wire is the same either way.
 */
const kept = new WeakMap();
const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");
/** `JSON.stringify(value)` as UTF-8 with the closing `}` cut off: the head `withMember` extends. */
function jsonHead(value) {
    return Buffer.from(JSON.stringify(value).slice(0, -1));
}
/**
 * Keeps the JSON of an object whose own JSON is `head` (its JSON without the
 * closing brace) plus one more member, `key: member`. `memberTail` may give
 * that member's text (`,"key":...}`) made already.
 */
function withMember(value, head, key, member, memberTail) {
    const tail = memberTail ?? Buffer.from(`,${JSON.stringify(key)}:${JSON.stringify(member)}}`);
    kept.set(value, [head, tail]);
    return value;
}
/** `,"key":member}`: the tail `withMember` adds, for a member many answers share. */
function memberTail(key, member) {
    return Buffer.from(`,${JSON.stringify(key)}:${JSON.stringify(member)}}`);
}
/** Keeps `bytes` as the JSON of `value` (an answer cached whole). */
function withJsonBytes(value, bytes) {
    kept.set(value, [bytes]);
    return value;
}
/** The kept JSON of an answer (of each item of an array too) as UTF-8 bytes, else undefined. */
function jsonBytes(value) {
    if (typeof value !== "object" || value === null)
        return undefined;
    const own = kept.get(value);
    if (own !== undefined)
        return own.length === 1 ? own[0] : Buffer.concat(own);
    if (!Array.isArray(value) || value.length === 0)
        return undefined;
    const pieces = [OPEN];
    for (const [i, item] of value.entries()) {
        const parts = typeof item === "object" && item !== null ? kept.get(item) : undefined;
        if (parts === undefined)
            return undefined;
        if (i > 0)
            pieces.push(COMMA);
        pieces.push(...parts);
    }
    pieces.push(CLOSE);
    return Buffer.concat(pieces);
}
/** The JSON text of an answer: its kept bytes where there are some, else `JSON.stringify`. */
function toJson(value) {
    return jsonBytes(value)?.toString("utf8") ?? JSON.stringify(value);
}

;// CONCATENATED MODULE: ./src/service/contract-list.ts






/**
 * Contract rows as the wire shows them, by row id. A row is immutable once
 * written (a change is a new row; only `is_latest`, which the wire does not
 * show, is ever updated), so an entry can never go stale, in this process or
 * because of a write made by another one. Bounded: the oldest entries go first.
 * Rows this process wrote are kept as written (`remember`), so the listing that
 * follows a publish reads no contract body back.
 */
class ContractRowCache {
    maxRows;
    /** An entry is made on its first use: a row remembered at its write costs nothing until listed. */
    #rows = new Map();
    constructor(maxRows = 10_000) {
        this.maxRows = maxRows;
    }
    /** The rows of `rowIds` (each must exist), reading only those not cached. */
    async get(db, rowIds) {
        const found = new Map();
        const missing = [];
        for (const id of rowIds) {
            let row = this.#rows.get(id);
            if (typeof row === "function") {
                row = row();
                this.#rows.set(id, row);
            }
            if (row)
                found.set(id, row);
            else
                missing.push(id);
        }
        if (missing.length === 0)
            return found;
        const rows = await db.query(`SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE row_id = ANY($1::uuid[])`, [missing]);
        for (const row of rows) {
            const cached = cachedContract(row);
            found.set(row.row_id, cached);
            this.#keep(row.row_id, cached);
        }
        return found;
    }
    /**
     * Rows written by this process, kept as a read of them would give them (`row.body` is the JSON
     * text sent to the store; `jsonbOrdered` gives its members the order the store gives them back).
     * Kept only once the write has committed: a row of a transaction rolled back is never listed.
     * With `background`, each is made in the background, a slice per turn of the event loop, so
     * the listing that follows a publish of 10,000 contracts finds them made (0.3 s of work) and no
     * request waits behind more than one slice; one listed before is made when listed. Without
     * it, each is made when first listed.
     */
    remember(rows, background = true) {
        for (const row of rows) {
            this.#keep(row.row_id, () => cachedContract({ ...row, body: jsonbOrdered(JSON.parse(row.body)) }));
        }
        const ids = rows.map((row) => row.row_id);
        const make = (from) => {
            const to = Math.min(from + REMEMBERED_SLICE, ids.length);
            for (let i = from; i < to; i++) {
                const entry = this.#rows.get(ids[i]);
                if (typeof entry === "function")
                    this.#rows.set(ids[i], entry());
            }
            if (to < ids.length)
                setImmediate(make, to).unref();
        };
        if (background && ids.length > 0)
            setImmediate(make, 0).unref();
    }
    /** Rows remembered and not yet made (for tests). */
    get unmade() {
        let count = 0;
        for (const entry of this.#rows.values())
            if (typeof entry === "function")
                count++;
        return count;
    }
    #keep(rowId, entry) {
        while (this.#rows.size >= this.maxRows) {
            const oldest = this.#rows.keys().next().value;
            if (oldest === undefined)
                break;
            this.#rows.delete(oldest);
        }
        this.#rows.set(rowId, entry);
    }
}
/** Remembered rows made per turn of the event loop (about 3 ms of work). */
const REMEMBERED_SLICE = 100;
function cachedContract(row) {
    const { violations: _none, ...base } = toContract(row, []);
    return { base, head: jsonHead(base) };
}
/** Most bytes of whole pages kept (PGlite only); past it the cache starts afresh. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * Whole pages of the contract list by workspace and query, for a store only
 * this process writes (Store.localChanges): a page is kept while neither the
 * workspace's contracts nor its violation events changed, so asking again costs
 * no query at all.
 */
class ContractPageCache {
    #workspaces = new Map();
    #bytes = 0;
    get(workspaceId, version, key) {
        const entry = this.#workspaces.get(workspaceId);
        return entry?.version === version ? entry.pages.get(key) : undefined;
    }
    set(workspaceId, version, key, page) {
        if (this.#bytes + page.bytes.length > PAGE_CACHE_BYTES || this.#workspaces.size >= 100) {
            this.#workspaces.clear();
            this.#bytes = 0;
        }
        let entry = this.#workspaces.get(workspaceId);
        if (entry?.version !== version) {
            for (const old of entry?.pages.values() ?? [])
                this.#bytes -= old.bytes.length;
            entry = { version, pages: new Map() };
            this.#workspaces.set(workspaceId, entry);
        }
        const replaced = entry.pages.get(key);
        if (replaced)
            this.#bytes -= replaced.bytes.length;
        entry.pages.set(key, page);
        this.#bytes += page.bytes.length;
    }
}
const NO_VIOLATIONS_TAIL = memberTail("violations", []);
/** The contracts a listing shows, in SQL: the workspace's newest rows, filtered by status and resource name. */
const LISTED = `FROM contracts
  WHERE workspace_id = $1 AND is_latest
    AND ($2::text[] IS NULL OR status = ANY($2::text[]))
    AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM unnest(resource_names) r WHERE starts_with(r, $3::text)))
    AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM unnest(resource_names) r WHERE starts_with(r, $4::text)))`;
function listedParams(workspaceId, query) {
    return [
        workspaceId,
        query.statuses,
        query.sourceType ? `${query.sourceType}://` : null,
        query.resourcesLocation ?? null,
    ];
}
/** The list key (createdAt, id) of the contract a page follows ($8): from the unique index contracts_latest. */
const KEY_OF_AFTER = `k AS (SELECT created_at, contract_id FROM contracts
  WHERE workspace_id = $1 AND contract_id = $8::uuid AND is_latest)`;
/** Most contracts of one query kept in list order; a larger listing pages in the store. */
const contract_list_MAX_ORDERED = 100_000;
/**
 * Endpoint 8's listing: the page as row ids with their violations in one
 * query; the rows themselves come from the row cache (only rows not seen yet
 * are read and parsed), their JSON bytes kept for the reply. Requests for the
 * same page that ask while its query is not yet sent share that query (never
 * one already under way: each answer is read after its request came). Where
 * this process is the store's only writer, whole pages are kept too.
 */
class ContractLister {
    store;
    options;
    #rows = new ContractRowCache();
    #pages = new ContractPageCache();
    #reads = new Map();
    /**
     * The contracts of a query in list order, by workspace and filters, on a store only this process
     * writes: kept while the workspace's contracts are unchanged (its local change count).
     */
    #orders = new WorkspaceEpochCache(MAX_WORKSPACES);
    constructor(store, options = {}) {
        this.store = store;
        this.options = options;
    }
    /**
     * Rows this process wrote, once their transaction has committed (ContractRowCache.remember),
     * made in the background with `warmWritten`.
     */
    remember(rows) {
        this.#rows.remember(rows, this.options.warmWritten === true);
    }
    /** Rows remembered and not yet made (for tests). */
    get unmadeRows() {
        return this.#rows.unmade;
    }
    async list(workspaceId, query) {
        const local = this.store.localChanges;
        // Counted before reading: a write committed meanwhile bumps them, so this page is not served again.
        const version = local
            ? `${local.count(changeKey.contracts(workspaceId))}:${local.count(changeKey.violations(workspaceId))}`
            : undefined;
        const key = JSON.stringify([
            query.statuses,
            query.sourceType ?? null,
            query.resourcesLocation ?? null,
            query.limit,
            query.offset,
            query.after ?? null,
        ]);
        let page = version === undefined ? undefined : this.#pages.get(workspaceId, version, key);
        if (!page) {
            page = await this.#sharedRead(workspaceId, key, query).get();
            if (version !== undefined)
                this.#pages.set(workspaceId, version, key, page);
        }
        return withJsonBytes([...page.items], page.bytes);
    }
    #sharedRead(workspaceId, key, query) {
        const id = `${workspaceId} ${key}`;
        let read = this.#reads.get(id);
        if (!read) {
            read = new SharedFreshRead(async () => {
                const items = await this.#read(workspaceId, query);
                return { items, bytes: jsonBytes(items) ?? Buffer.from(JSON.stringify(items)) };
            });
            if (this.#reads.size >= 1_000)
                this.#reads.clear();
            this.#reads.set(id, read);
        }
        return read;
    }
    async #read(workspaceId, query) {
        const page = (await this.#localPage(workspaceId, query)) ?? (await this.#pageRead(workspaceId, query));
        const bases = await this.#rows.get(this.store, page.map((p) => p.row_id));
        return page.flatMap((p) => {
            const cached = bases.get(p.row_id);
            if (!cached)
                return [];
            const violations = p.violations ?? [];
            const tail = violations.length === 0 ? NO_VIOLATIONS_TAIL : undefined;
            return [withMember({ ...cached.base, violations }, cached.head, "violations", violations, tail)];
        });
    }
    /**
     * A page read from the index of the list order (contracts_list): by key, from the contract it
     * follows, so page 1,000 costs what page 1 does; by offset, the rows before it are read and
     * skipped. An unknown key is the client's mistake, told (an empty page would read as the end).
     */
    async #pageRead(workspaceId, query) {
        const rows = await this.store.query(`WITH ${query.after === undefined ? "" : `${KEY_OF_AFTER}, `}page AS (
         SELECT row_id, contract_id, created_at ${LISTED}
           ${query.after === undefined ? "" : "AND (created_at, contract_id) > (SELECT created_at, contract_id FROM k)"}
         ORDER BY created_at, contract_id LIMIT $5 OFFSET $6)
       SELECT p.row_id,
         (SELECT json_agg(v.body ORDER BY v.created_at DESC, v.id) FROM (
            SELECT body, created_at, id FROM contract_violations
            WHERE workspace_id = $1 AND contract_id = p.contract_id
            ORDER BY created_at DESC, id LIMIT $7) v) AS violations
       FROM page p ORDER BY p.created_at, p.contract_id`, [
            ...listedParams(workspaceId, query),
            query.limit,
            query.offset,
            VIOLATIONS_SHOWN,
            ...(query.after === undefined ? [] : [query.after]),
        ]);
        if (rows.length === 0 && query.after !== undefined)
            await this.#knownKey(workspaceId, query.after);
        return rows;
    }
    async #knownKey(workspaceId, after) {
        const found = await this.store.query("SELECT 1 FROM contracts WHERE workspace_id = $1 AND contract_id = $2 AND is_latest", [workspaceId, after]);
        if (found.length === 0)
            throw unknownKey("contract", after);
    }
    /**
     * On a store only this process writes, a page cut from the workspace's contracts in list order,
     * read once per version of them (a client paging through 10,000 contracts sorts them once, not
     * 20 times), with the violations of the page's contracts; undefined elsewhere, or past
     * MAX_ORDERED contracts.
     */
    async #localPage(workspaceId, query) {
        const version = this.store.localChanges?.count(changeKey.contracts(workspaceId));
        if (version === undefined)
            return undefined;
        const filters = JSON.stringify([
            query.statuses,
            query.sourceType ?? null,
            query.resourcesLocation ?? null,
        ]);
        const order = await this.#orders.get(`${workspaceId} ${filters}`, version, () => this.#orderRead(workspaceId, query));
        if (order === undefined)
            return undefined;
        // A key the filtered order lacks (a contract the filters leave out, or none): read by key in the store.
        const from = query.after === undefined ? 0 : order.findIndex((r) => r.contract_id === query.after) + 1;
        if (from === 0 && query.after !== undefined)
            return undefined;
        const rows = order.slice(from + query.offset, from + query.offset + query.limit);
        if (rows.length === 0)
            return [];
        const found = await this.store.query(`SELECT contract_id, json_agg(body ORDER BY created_at DESC, id) AS violations FROM (
         SELECT contract_id, body, created_at, id,
           row_number() OVER (PARTITION BY contract_id ORDER BY created_at DESC, id) AS n
         FROM contract_violations WHERE workspace_id = $1 AND contract_id = ANY($2::uuid[])) v
       WHERE n <= $3 GROUP BY contract_id`, [workspaceId, rows.map((r) => r.contract_id), VIOLATIONS_SHOWN]);
        const violationsOf = new Map(found.map((f) => [f.contract_id, f.violations]));
        return rows.map((r) => ({ row_id: r.row_id, violations: violationsOf.get(r.contract_id) ?? null }));
    }
    async #orderRead(workspaceId, query) {
        const rows = await this.store.query(`SELECT row_id, contract_id ${LISTED} ORDER BY created_at, contract_id LIMIT $5`, [...listedParams(workspaceId, query), contract_list_MAX_ORDERED + 1]);
        return rows.length > contract_list_MAX_ORDERED ? undefined : rows;
    }
}

;// CONCATENATED MODULE: ./src/service/contract-writes.ts

/**
 * Saves a batch of contracts inside the caller's transaction in a fixed number
 * of statements (the embedded service seeds hundreds at once): each unchanged
 * one is a no-op, each changed one a new row whose parent is the previous
 * newest row. A batch naming one id twice is saved row by row, in order.
 */
async function upsertContracts(tx, workspaceId, inputs, specRaw, resourceNames) {
    // The server owns the version chain: a parentRowId sent by the client is ignored.
    const bodies = inputs.map(({ parentRowId: _ignored, ...body }) => body);
    const ids = bodies.map((b) => b.id);
    if (new Set(ids).size !== ids.length) {
        const outcomes = [];
        for (const body of bodies) {
            outcomes.push((await upsertBatch(tx, workspaceId, [body], specRaw, resourceNames))[0]);
        }
        return outcomes;
    }
    return upsertBatch(tx, workspaceId, bodies, specRaw, resourceNames);
}
async function upsertBatch(tx, workspaceId, bodies, specRaw, resourceNames) {
    const ids = bodies.map((b) => b.id);
    const texts = bodies.map((b) => JSON.stringify(b));
    // Serializes writers of one contract id (across processes on one PostgreSQL), so no version is lost;
    // taken in one order (the OFFSET 0 keeps the sort below the locking) so two batches cannot deadlock.
    await tx.query(`SELECT pg_advisory_xact_lock(k.h) FROM (
       SELECT hashtext('contract:' || $1 || ':' || id) AS h FROM unnest($2::text[]) AS id ORDER BY 1 OFFSET 0) k`, [workspaceId, ids]);
    const previous = await previousRows(tx, workspaceId, ids, texts);
    const priorOf = new Map(previous.map((p) => [p.contract_id, p]));
    const outcomes = [];
    const made = [];
    for (const [i, body] of bodies.entries()) {
        const prior = priorOf.get(body.id);
        const priorWaivers = prior?.waivers ?? [];
        if (prior?.same) {
            outcomes.push({ outcome: "unchanged", priorWaivers });
            continue;
        }
        const written = prior
            ? {
                outcome: "updated",
                priorWaivers,
                prior: { schema: prior.schema ?? [], version: prior.version ?? undefined },
            }
            : { outcome: "created", priorWaivers };
        outcomes.push(written);
        made.push({
            written,
            names: resourceNames(body),
            row: {
                row_id: (0,external_node_crypto_.randomUUID)(),
                contract_id: body.id,
                parent_row_id: prior?.row_id ?? null,
                status: body.status,
                body: texts[i],
                spec_raw: specRaw(body),
            },
        });
    }
    const replaced = made.flatMap(({ row }) => (row.parent_row_id === null ? [] : [row.parent_row_id]));
    if (replaced.length > 0) {
        await tx.query("UPDATE contracts SET is_latest = false WHERE row_id = ANY($1::uuid[])", [replaced]);
    }
    if (made.length > 0)
        await insertRows(tx, workspaceId, made);
    return outcomes;
}
/**
 * Inserts the rows in one statement, each keeping its contract's createdAt (a new contract's is
 * the clock's, in batch order), and sets each outcome's row as the store stamped it.
 */
async function insertRows(tx, workspaceId, made) {
    const column = (of) => made.map(of);
    const stamps = await tx.query(`INSERT INTO contracts (row_id, workspace_id, contract_id, parent_row_id, is_latest, status, body, spec_raw,
       resource_names, created_at, updated_at)
     SELECT x.row_id, $1, x.id, x.parent, true, x.status, x.body::jsonb, x.raw,
       ARRAY(SELECT jsonb_array_elements_text(x.names::jsonb)),
       coalesce((SELECT p.created_at FROM contracts p WHERE p.row_id = x.parent),
         clock_timestamp() + x.n * interval '1 microsecond'),
       clock_timestamp() + x.n * interval '1 microsecond'
     FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[])
       WITH ORDINALITY AS x(row_id, id, parent, status, body, raw, names, n)
     ORDER BY x.n
     RETURNING row_id, created_at, updated_at`, [
        workspaceId,
        column((m) => m.row.row_id),
        column((m) => m.row.contract_id),
        column((m) => m.row.parent_row_id),
        column((m) => m.row.status),
        column((m) => m.row.body),
        column((m) => m.row.spec_raw),
        column((m) => JSON.stringify(m.names)),
    ]);
    const byRowId = new Map(made.map((m) => [m.row.row_id, m]));
    for (const { row_id, created_at, updated_at } of stamps) {
        const one = byRowId.get(row_id);
        if (one)
            one.written.row = { ...one.row, created_at, updated_at };
    }
}
/** Each id's newest row (locked for the write): whether the body is the same, and what it held. */
function previousRows(tx, workspaceId, ids, texts) {
    return tx.query(`SELECT c.contract_id, c.row_id, c.body = x.body::jsonb AS same, c.body -> 'waivers' AS waivers,
       c.body -> 'contractSpec' -> 'schema' AS schema, c.body ->> 'version' AS version
     FROM contracts c JOIN unnest($2::uuid[], $3::text[]) AS x(id, body) ON c.contract_id = x.id
     WHERE c.workspace_id = $1 AND c.is_latest FOR UPDATE OF c`, [workspaceId, ids, texts]);
}

// EXTERNAL MODULE: ./src/compliance/deprecation.ts
var compliance_deprecation = __webpack_require__(20353);
;// CONCATENATED MODULE: ./src/service/sunsets.ts






/** The webhook event type of a sunset within the warning window (docs/service-interface.md "Sunset event"). */
const SUNSET_APPROACHING = "contract.sunset_approaching";
/** The first key of the advisory lock a contract's sunsets are told under (any constant). */
const SUNSET_LOCK_CLASS = 5_407_213;
/**
 * The sunsets of a contract that fall within the warning window (today to 30 days ahead, UTC):
 * the whole contract's (`deprecated.sunset`, the event without `field`) first, then each
 * deprecated field's; the data of one `contract.sunset_approaching` event each. None for a
 * contract not in force (DRAFT, ARCHIVED), which nothing relies on.
 */
function sunsetsApproaching(body, today) {
    if (!(0,statuses/* inForce */.Nm)(body))
        return [];
    const spec = body.contractSpec;
    const marks = [
        ...(spec.deprecated ? [{ deprecation: spec.deprecated }] : []),
        ...(0,compliance_deprecation/* deprecatedFields */.t)(spec.schema ?? []),
    ];
    return marks
        .filter(({ deprecation }) => (0,compliance_deprecation/* sunsetWithin */.MP)(deprecation.sunset, today))
        .map(({ path, deprecation }) => ({
        contractId: body.id,
        ...(spec.name ? { contractName: spec.name } : {}),
        ...(body.version ? { contractVersion: body.version } : {}),
        dataAssetResourceNames: resourceNamesOf(spec),
        ...(path !== undefined ? { field: path } : {}),
        sunset: deprecation.sunset,
        daysLeft: (0,compliance_deprecation/* daysUntil */.AQ)(deprecation.sunset, today),
        warningDays: compliance_deprecation/* SUNSET_WARNING_DAYS */.Wp,
        ...(deprecation.since ? { since: deprecation.since } : {}),
        ...(deprecation.replacement ? { replacement: deprecation.replacement } : {}),
        ...(spec.consumers ? { consumers: spec.consumers } : {}),
        ...(body.filePath ? { filePath: body.filePath } : {}),
    }));
}
/**
 * Records, inside the caller's transaction, one SUNSET_APPROACHING change-log event and one
 * `contract.sunset_approaching` message to every endpoint of the workspace for each of a
 * contract's sunsets not told before: once per contract, field (none for the whole contract) and
 * sunset, whoever tells it (a write or a sweep). The contract's advisory lock, held to the
 * commit, makes a second teller (another replica's sweep, a write) wait and then see the first
 * one's events, so two at once never tell twice. Returns how many sunsets were told now and how
 * many messages were queued.
 */
async function tellSunsets(tx, workspaceId, contractId, sunsets, 
/** The stored row the sunsets were read from: told only while it is the contract's newest. */
rowId) {
    const counts = { told: 0, queued: 0 };
    if (sunsets.length === 0)
        return counts;
    await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [
        SUNSET_LOCK_CLASS,
        `${workspaceId}/${contractId}`,
    ]);
    if (rowId !== undefined) {
        // A write committed since the row was read told its own sunsets; the old ones are not told.
        const latest = await tx.query("SELECT 1 FROM contracts WHERE row_id = $1 AND is_latest", [rowId]);
        if (latest.length === 0)
            return counts;
    }
    for (const data of sunsets) {
        const told = await tx.query(`SELECT 1 FROM change_log_events WHERE workspace_id = $1 AND contract_id = $2
         AND event_type = 'SUNSET_APPROACHING' AND coalesce(payload->>'field', '') = $3
         AND payload->>'sunset' = $4 LIMIT 1`, [workspaceId, contractId, data.field ?? "", data.sunset]);
        if (told.length > 0)
            continue;
        const eventId = (0,external_node_crypto_.randomUUID)();
        await tx.query(`INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
       VALUES ($1, $2, $3, 'SUNSET_APPROACHING', $4::jsonb)`, [eventId, workspaceId, contractId, JSON.stringify(data)]);
        const { endpoints } = await enqueueMessage(tx, workspaceId, {
            eventType: SUNSET_APPROACHING,
            data: { changeLogEventId: eventId, ...data },
        });
        counts.told++;
        counts.queued += endpoints;
    }
    return counts;
}
/**
 * The sunsets a contract write brings within the warning window, told inside the write's
 * transaction (tellSunsets). The contracts are taken in id order, so two writes of the same
 * contracts wait for each other's locks in one order. Returns how many messages were queued.
 */
async function recordSunsets(tx, workspaceId, bodies, written, today = (0,ledger/* utcToday */.wc)()) {
    const writtenBodies = bodies.filter((_, i) => written[i]).sort((a, b) => (a.id < b.id ? -1 : 1));
    let queued = 0;
    for (const body of writtenBodies)
        queued += (await tellSunsets(tx, workspaceId, body.id, sunsetsApproaching(body, today))).queued;
    return queued;
}

;// CONCATENATED MODULE: ./src/service/contracts.ts











const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value) => UUID.test(value);
/** A stable id for the contract inferred from an asset that has none yet. */
function inferredContractId(workspaceId, assetId) {
    const h = (0,external_node_crypto_.createHash)("sha256").update(`${workspaceId}:${assetId}`).digest("hex");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
function specRaw(spec) {
    return `${JSON.stringify(spec, null, 2)}\n`;
}
async function withViolations(db, workspaceId, rows) {
    if (rows.length === 0)
        return [];
    const ids = [...new Set(rows.map((r) => r.contract_id))];
    const events = await db.query(`SELECT contract_id, body FROM (
       SELECT contract_id, body, created_at, id,
              row_number() OVER (PARTITION BY contract_id ORDER BY created_at DESC, id) AS n
       FROM contract_violations WHERE workspace_id = $1 AND contract_id = ANY($2::uuid[])) v
     WHERE n <= $3 ORDER BY created_at DESC, id`, [workspaceId, ids, VIOLATIONS_SHOWN]);
    const byContract = new Map();
    for (const e of events) {
        const list = byContract.get(e.contract_id) ?? [];
        list.push(e.body);
        byContract.set(e.contract_id, list);
    }
    return rows.map((r) => toContract(r, byContract.get(r.contract_id) ?? []));
}
/** Statuses as a filter: one value or a comma-separated list, upper-cased. */
function statusFilter(status) {
    if (!status)
        return null;
    const list = status
        .split(",")
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean);
    return list.length > 0 ? list : null;
}
/** The newest contract (in force) covering a resource name, if any. */
async function contractForResource(db, workspaceId, resourceName, statuses) {
    const rows = await db.query(`SELECT ${CONTRACT_COLUMNS} FROM contracts
     WHERE workspace_id = $1 AND is_latest AND md5_each(resource_names) @> ARRAY[md5($2::text)]
       AND resource_names @> ARRAY[$2::text]
       AND ($3::text[] IS NULL OR status = ANY($3::text[]))
     ORDER BY updated_at DESC, contract_id LIMIT 1`, [workspaceId, resourceName, statuses]);
    return rows[0];
}
function contractHandlers(deps) {
    const { store } = deps;
    const lister = new ContractLister(store, { warmWritten: deps.warmWrittenContracts });
    return {
        createContracts: (caller, request) => createContracts(deps, lister, caller, request),
        getContractByDataAsset: (caller, request) => getContractByDataAsset(store, caller, request),
        async listContracts(caller, { query }) {
            return lister.list(caller.workspaceId, {
                statuses: statusFilter(query.status),
                sourceType: query.sourceType,
                resourcesLocation: query.resourcesLocation,
                limit: query.limit,
                offset: query.offset,
                after: query.after,
            });
        },
        inferContract: (caller, request) => inferContract(store, caller, request),
        listContractVersions: (caller, request) => listContractVersions(store, caller, request),
    };
}
async function createContracts({ store, onQueued, now }, lister, caller, { body }) {
    const list = Array.isArray(body) ? body : [body];
    const counts = { created: 0, updated: 0, unchanged: 0 };
    let queued = 0;
    let rows = [];
    try {
        await store.transaction(async (tx) => {
            const written = await upsertContracts(tx, caller.workspaceId, list, (body) => specRaw(body.contractSpec), (body) => resourceNamesOf(body.contractSpec));
            for (const { outcome } of written)
                counts[outcome]++;
            rows = written.flatMap((w) => (w.row ? [w.row] : []));
            if (counts.created + counts.updated > 0)
                await bumpContractEpoch(tx, caller.workspaceId);
            // Waivers published with their contracts: a newly accepted break fires its webhook event.
            queued = await recordAcceptedBreaks(tx, caller.workspaceId, list, written);
            // A schema that breaks the contract's previous version, merged: accepted by its merge (and reviewers).
            queued += await recordBrokenContracts(tx, caller.workspaceId, list, written);
            // A deprecated field whose sunset is within the warning window: told once per field and sunset.
            queued += await recordSunsets(tx, caller.workspaceId, list, written, (0,ledger/* utcToday */.wc)(now()));
        });
        lister.remember(rows);
    }
    finally {
        if (counts.created + counts.updated > 0)
            contractsWritten(store, caller.workspaceId);
    }
    if (queued > 0)
        onQueued();
    return {
        message: `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`,
        contractIds: list.map((c) => c.id),
    };
}
async function getContractByDataAsset(store, caller, { params, query }) {
    let resourceName = params.id;
    if (isUuid(params.id)) {
        const assets = await store.query("SELECT resource_name FROM data_assets WHERE workspace_id = $1 AND id = $2", [caller.workspaceId, params.id]);
        resourceName = assets[0]?.resource_name ?? params.id;
    }
    const row = await contractForResource(store, caller.workspaceId, resourceName, statusFilter(query?.status));
    if (!row)
        throw notFound(`no contract for data asset '${params.id}'`);
    const [contract] = await withViolations(store, caller.workspaceId, [row]);
    return contract;
}
async function inferContract(store, caller, { params }) {
    const assets = await store.query("SELECT id, resource_name, data_source, path, schema, created_at, updated_at FROM data_assets WHERE workspace_id = $1 AND id = $2", [caller.workspaceId, params.id]);
    const asset = assets[0];
    if (!asset)
        throw notFound(`no data asset with id '${params.id}'`);
    const existing = await contractForResource(store, caller.workspaceId, asset.resource_name, null);
    const contractId = existing?.contract_id ?? inferredContractId(caller.workspaceId, asset.id);
    const name = asset.path.split(/[.:/]/).filter(Boolean).at(-1) ?? asset.path;
    const contractSpec = {
        id: contractId,
        name,
        namespace: asset.data_source,
        dataAssetResourceName: asset.resource_name,
        schema: asset.schema.fields ?? [],
    };
    return {
        contractId,
        contractSpec,
        contractSpecRaw: specRaw(contractSpec),
        status: "ACTIVE",
        createdAt: iso(asset.created_at),
        updatedAt: iso(asset.updated_at),
    };
}
async function listContractVersions(store, caller, { params }) {
    const rows = await store.query(`SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE workspace_id = $1 AND contract_id = $2
     ORDER BY is_latest DESC, updated_at DESC, row_id`, [caller.workspaceId, params.id]);
    if (rows.length === 0)
        throw notFound(`no contract with id '${params.id}'`);
    return { versions: await withViolations(store, caller.workspaceId, rows) };
}

// EXTERNAL MODULE: ./src/report/markdown.ts + 6 modules
var markdown = __webpack_require__(33602);
;// CONCATENATED MODULE: ./src/service/markdown.ts

/** Endpoint 6 COMMENT_MARKDOWN: the same section the PR comment shows for the asset (src/report). */
function renderAssetMarkdown(input) {
    const name = input.contractName ?? input.contractId;
    if (input.status === "NO_CHANGE") {
        return `⏸️ \`${input.resourceName}\` is unchanged since its registration; contract ${name} was not checked.\n`;
    }
    return (0,markdown/* renderAssetMarkdown */.ww)({
        asset: input.resourceName,
        contract: {
            id: input.contractId,
            name,
            version: input.contractVersion,
            owner: input.owner,
            enforcementLevel: input.enforcementLevel,
            fileUri: input.fileUri,
        },
        violations: input.violations,
    });
}

;// CONCATENATED MODULE: ./src/service/actions.ts


/** Actions (endpoints 12 and 13, and their listing). */
function actionHandlers(deps) {
    const { store } = deps;
    return {
        async createAction(caller, { body }) {
            const actionId = (0,external_node_crypto_.randomUUID)();
            await store.query(`INSERT INTO actions (workspace_id, id, name, triggers, destinations, is_active)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, true)`, [
                caller.workspaceId,
                actionId,
                body.name,
                JSON.stringify(body.triggers),
                JSON.stringify(body.destinations),
            ]);
            return { actionId };
        },
        async updateAction(caller, { body }) {
            const rows = await store.query(`UPDATE actions SET name = $3, triggers = $4::jsonb, destinations = $5::jsonb, is_active = $6, updated_at = now()
         WHERE workspace_id = $1 AND id = $2 RETURNING id`, [
                caller.workspaceId,
                body.actionId,
                body.name,
                JSON.stringify(body.triggers),
                JSON.stringify(body.destinations),
                body.isActive,
            ]);
            if (rows.length === 0)
                throw notFound(`no action with id '${body.actionId}'`);
            return { actionId: body.actionId };
        },
        async listActions(caller, { query }) {
            const rows = await store.query(`SELECT id, name, triggers, destinations, is_active FROM actions WHERE workspace_id = $1
         ORDER BY created_at, id LIMIT $2 OFFSET $3`, [caller.workspaceId, query.limit, query.offset]);
            return {
                actions: rows.map((r) => ({
                    actionId: r.id,
                    name: r.name,
                    triggers: r.triggers,
                    destinations: r.destinations,
                    isActive: r.is_active,
                })),
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/service/keys.ts

/** The workspace of CONTRACT_SYNC_API_KEY (created by the first migration). */
const DEFAULT_WORKSPACE_ID = "00000000-0000-4000-8000-000000000001";
const DEFAULT_WORKSPACE_NAME = "default";
/**
 * Keys are 32 random bytes, so a plain SHA-256 is the right hash: there is
 * nothing to brute-force that a slow hash would protect. Only the hash is stored.
 */
function hashKey(key) {
    return (0,external_node_crypto_.createHash)("sha256").update(key, "utf8").digest("hex");
}
function generateKey() {
    return `csk_${(0,external_node_crypto_.randomBytes)(32).toString("base64url")}`;
}
/** Finds or creates a workspace by name; returns its id. */
async function ensureWorkspace(db, name) {
    const rows = await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`, [(0,external_node_crypto_.randomUUID)(), name]);
    return rows[0].id;
}
/** Creates a key for the workspace (created when missing). The key itself is returned once, never stored. */
async function createApiKey(store, workspace, label) {
    const key = generateKey();
    const info = await store.transaction(async (tx) => {
        const workspaceId = await ensureWorkspace(tx, workspace);
        const rows = await tx.query("INSERT INTO api_keys (id, workspace_id, key_hash, label) VALUES ($1, $2, $3, $4) RETURNING id, created_at", [(0,external_node_crypto_.randomUUID)(), workspaceId, hashKey(key), label ?? null]);
        const row = rows[0];
        return {
            id: row.id,
            workspace,
            label: label ?? null,
            createdAt: row.created_at.toISOString(),
            revokedAt: null,
        };
    });
    return { key, info };
}
async function listApiKeys(db, workspaceId) {
    const rows = await db.query(`SELECT k.id, w.name, k.label, k.created_at, k.revoked_at FROM api_keys k
     JOIN workspaces w ON w.id = k.workspace_id WHERE k.workspace_id = $1 ORDER BY k.created_at, k.id`, [workspaceId]);
    return rows.map((r) => ({
        id: r.id,
        workspace: r.name,
        label: r.label,
        createdAt: r.created_at.toISOString(),
        revokedAt: r.revoked_at?.toISOString() ?? null,
    }));
}
/** Revokes a key of the workspace; false when there is no such key. */
async function revokeApiKey(db, workspaceId, keyId) {
    const rows = await db.query("UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE workspace_id = $1 AND id = $2 RETURNING id", [workspaceId, keyId]);
    return rows.length > 0;
}
/**
 * Maps a presented key to its workspace. Environment keys (CONTRACT_SYNC_API_KEY)
 * belong to the default workspace. Found keys are cached for `cacheMs` so a
 * request costs no query; a revoked key stops working within that time.
 */
class KeyResolver {
    db;
    cacheMs;
    #cache = new Map();
    #envHashes;
    /** Hashes of the keys presented lately: every request presents one, and SHA-256 was ~1% of a check. */
    #hashes = new Map();
    constructor(db, envKeys = [], cacheMs = 5_000) {
        this.db = db;
        this.cacheMs = cacheMs;
        this.#envHashes = new Set(envKeys.filter((k) => k.length > 0).map(hashKey));
    }
    async resolve(key) {
        if (!key)
            return undefined;
        let hash = this.#hashes.get(key);
        if (hash === undefined) {
            hash = hashKey(key);
            if (this.#hashes.size >= 1_000)
                this.#hashes.clear();
            this.#hashes.set(key, hash);
        }
        if (this.#envHashes.has(hash))
            return DEFAULT_WORKSPACE_ID;
        const now = Date.now();
        const cached = this.#cache.get(hash);
        if (cached && cached.until > now)
            return cached.workspaceId;
        const rows = await this.db.query("SELECT workspace_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL", [hash]);
        const workspaceId = rows[0]?.workspace_id;
        if (workspaceId) {
            if (this.#cache.size > 10_000)
                this.#cache.clear();
            this.#cache.set(hash, { workspaceId, until: now + this.cacheMs });
        }
        else {
            this.#cache.delete(hash);
        }
        return workspaceId;
    }
}

;// CONCATENATED MODULE: ./src/service/api-keys.ts


/** API keys of the caller's workspace (extensions). */
function apiKeyHandlers(deps) {
    const { store } = deps;
    return {
        async createApiKey(caller, { body }) {
            const names = await store.query("SELECT name FROM workspaces WHERE id = $1", [
                caller.workspaceId,
            ]);
            const { key, info } = await createApiKey(store, names[0].name, body?.label);
            return { ...info, key };
        },
        async listApiKeys(caller) {
            return { apiKeys: await listApiKeys(store, caller.workspaceId) };
        },
        async revokeApiKey(caller, { params }) {
            if (!(await revokeApiKey(store, caller.workspaceId, params.id))) {
                throw notFound(`no API key with id '${params.id}'`);
            }
            return { id: params.id, deleted: true };
        },
    };
}

;// CONCATENATED MODULE: ./src/service/configurations.ts



function toConfigRecord(r) {
    return {
        config_type: r.config_type,
        language: r.language,
        repo: r.repo,
        ...(r.project_root !== null ? { project_root: r.project_root } : {}),
        version: r.version,
        config_value: r.config_value,
        created_at: iso(r.created_at),
    };
}
/** Configurations (endpoint 17 and their creation). */
function configurationHandlers(deps) {
    const { store } = deps;
    return {
        async getConfig(caller, { body }) {
            // Rule 3: selected by type, language and repo, plus the version when given; else the latest.
            const rows = await store.query(`SELECT config_type, language, repo, project_root, version, config_value, created_at FROM configurations
         WHERE workspace_id = $1 AND md5(config_type) = md5($2) AND md5(language) = md5($3)
           AND md5(repo) = md5($4) AND config_type = $2 AND language = $3 AND repo = $4
           AND ($5::text IS NULL OR version = $5::text)
         ORDER BY created_at DESC, id LIMIT 1`, [caller.workspaceId, body.config_type, body.language, body.repo, body.version ?? null]);
            if (!rows[0])
                throw notFound("no configuration matches");
            return toConfigRecord(rows[0]);
        },
        async createConfiguration(caller, { body }) {
            const rows = await store.query(`INSERT INTO configurations (id, workspace_id, config_type, language, repo, project_root, version, config_value)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
         ON CONFLICT (workspace_id, md5(config_type), md5(language), md5(repo), md5(version)) DO NOTHING
         RETURNING config_type, language, repo, project_root, version, config_value, created_at`, [
                (0,external_node_crypto_.randomUUID)(),
                caller.workspaceId,
                body.config_type,
                body.language,
                body.repo,
                body.project_root ?? null,
                body.version,
                JSON.stringify(body.config_value),
            ]);
            if (!rows[0])
                throw conflict(`configuration version '${body.version}' exists (versions are immutable)`);
            return toConfigRecord(rows[0]);
        },
    };
}

;// CONCATENATED MODULE: ./src/service/impact.ts

/**
 * Who depends on data assets (the extension `dataAssetImpact`,
 * docs/service-interface.md "Data asset impact"), in two statements however many assets are asked: the components whose
 * ingresses read an asset or whose egresses write it (an endpoint record names its asset by
 * `dataAssetResourceName`), and the consumers the contracts in force on it name. Each list is
 * cut at `limit` per asset; the counts are whole.
 */
function impactHandlers({ store }) {
    return {
        async dataAssetImpact(caller, { body }) {
            const names = [...new Set(body.dataAssetResourceNames)];
            const limit = body.limit;
            // One pass over the workspace's components: each endpoint record's asset, joined to the names asked.
            const neighbours = await store.query(`SELECT * FROM (
           SELECT e.name, e.side, c.body, count(*) OVER (PARTITION BY e.name, e.side) AS total,
             row_number() OVER (PARTITION BY e.name, e.side ORDER BY c.created_at, c.id) AS n
           FROM components c
           CROSS JOIN LATERAL (
             SELECT DISTINCT r.value ->> 'dataAssetResourceName' AS name, s.side
             FROM (VALUES ('reader', 'ingresses'), ('writer', 'egresses')) AS s(side, list)
             CROSS JOIN LATERAL jsonb_array_elements(
               CASE WHEN jsonb_typeof(c.body -> s.list) = 'array' THEN c.body -> s.list ELSE '[]'::jsonb END) AS r
           ) e
           WHERE c.workspace_id = $1 AND e.name = ANY($2::text[])
         ) ranked WHERE n <= $3 ORDER BY name, side, n`, [caller.workspaceId, names, limit]);
            const consumers = await store.query(`SELECT * FROM (
           SELECT a.name, c.contract_id, c.body -> 'contractSpec' ->> 'name' AS contract_name, k.consumer,
             count(*) OVER (PARTITION BY a.name) AS total,
             row_number() OVER (PARTITION BY a.name ORDER BY c.created_at, c.contract_id, k.n) AS n
           FROM unnest($2::text[]) AS a(name)
           JOIN contracts c ON c.workspace_id = $1 AND c.is_latest AND c.status IN ${statuses/* IN_FORCE_SQL */.Dx}
             AND md5_each(c.resource_names) @> ARRAY[md5(a.name)] AND c.resource_names @> ARRAY[a.name]
           CROSS JOIN LATERAL jsonb_array_elements(coalesce(c.body -> 'contractSpec' -> 'consumers', '[]'::jsonb))
             WITH ORDINALITY AS k(consumer, n)
         ) ranked WHERE n <= $3 ORDER BY name, n`, [caller.workspaceId, names, limit]);
            return { results: names.map((name) => impactOf(name, neighbours, consumers)) };
        },
    };
}
function impactOf(name, neighbours, consumers) {
    const side = (which) => neighbours.filter((r) => r.name === name && r.side === which);
    const neighbour = (row) => ({
        id: row.body.id,
        ...(typeof row.body.name === "string" ? { name: row.body.name } : {}),
        ...(typeof row.body.type === "string" ? { type: row.body.type } : {}),
    });
    const readers = side("reader");
    const writers = side("writer");
    const named = consumers.filter((r) => r.name === name);
    return {
        dataAssetResourceName: name,
        readers: readers.map(neighbour),
        readerCount: Number(readers[0]?.total ?? 0),
        writers: writers.map(neighbour),
        writerCount: Number(writers[0]?.total ?? 0),
        consumers: named.map((row) => ({
            ...row.consumer,
            contractId: row.contract_id,
            ...(row.contract_name ? { contractName: row.contract_name } : {}),
        })),
        consumerCount: Number(named[0]?.total ?? 0),
    };
}

;// CONCATENATED MODULE: ./src/service/lineage.ts

/** Lineage components (endpoints 1 and 11, and their PUT extension). */
function lineageHandlers(deps) {
    const { store } = deps;
    return {
        async getComponent(caller, { params }) {
            const rows = await store.query("SELECT body FROM components WHERE workspace_id = $1 AND id::text = $2", [caller.workspaceId, params.id.toLowerCase()]);
            if (!rows[0])
                throw notFound(`no component with id '${params.id}'`);
            return rows[0].body;
        },
        async exportLineage(caller, { query }) {
            const rows = await store.query("SELECT body FROM components WHERE workspace_id = $1 AND run_id = $2 ORDER BY created_at, id", [caller.workspaceId, query.run_id]);
            return { timestamp: new Date().toISOString(), items: rows.map((r) => r.body) };
        },
        async putComponent(caller, { body }) {
            const rows = await store.query(`INSERT INTO components (id, workspace_id, run_id, body) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (workspace_id, id) DO UPDATE SET run_id = EXCLUDED.run_id, body = EXCLUDED.body
         RETURNING workspace_id`, [body.id, caller.workspaceId, body.runId ?? null, JSON.stringify(body)]);
            // Ids are scoped per workspace (migration 2): another workspace's use of an id is invisible here.
            if (rows.length === 0)
                throw new Error("component upsert returned no row");
            return body;
        },
    };
}

;// CONCATENATED MODULE: ./src/service/notifications.ts


/** Endpoint 19: decision where the interface is open: the columns and directions a caller may sort by. */
const NOTIFICATION_ORDER = {
    createdAt: "created_at",
    updatedAt: "updated_at",
    status: "status",
    retryCount: "retry_count",
    actionName: "action_name",
};
/** Notifications (endpoint 19). */
function notificationHandlers(deps) {
    const { store } = deps;
    return {
        async listNotifications(caller, { query }) {
            const orderBy = query.orderBy ?? "createdAt";
            const column = NOTIFICATION_ORDER[orderBy];
            const dir = (query.orderDir ?? "desc").toLowerCase();
            const errors = [];
            if (!column) {
                errors.push({
                    pointer: "/query/orderBy",
                    message: `must be one of ${Object.keys(NOTIFICATION_ORDER).join(", ")}`,
                });
            }
            if (dir !== "asc" && dir !== "desc")
                errors.push({ pointer: "/query/orderDir", message: "must be asc or desc" });
            if (errors.length > 0 || !column)
                throw badRequest("invalid sort order", errors);
            const sqlDir = dir === "asc" ? "ASC" : "DESC";
            // column and direction come from the fixed tables above, never from the request text.
            const rows = await store.query(`SELECT id, change_log_event_id, action_id, action_details, status, created_at, updated_at, retry_count,
           action_name, user_name FROM notifications WHERE workspace_id = $1
         ORDER BY ${column} ${sqlDir}, id ${sqlDir} LIMIT $2 OFFSET $3`, [caller.workspaceId, query.limit, query.offset]);
            return {
                notifications: rows.map((r) => ({
                    id: r.id,
                    changeLogEventId: r.change_log_event_id,
                    actionId: r.action_id,
                    actionDetails: r.action_details,
                    status: r.status,
                    createdAt: iso(r.created_at),
                    updatedAt: iso(r.updated_at),
                    retryCount: r.retry_count,
                    actionName: r.action_name,
                    ...(r.user_name ? { userName: r.user_name } : {}),
                })),
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/service/sso.ts

/** Single sign-on settings (endpoint 14 and its GET). */
function ssoHandlers(deps) {
    const { store } = deps;
    return {
        async putSsoSettings(caller, { body }) {
            const problems = [];
            if (body.identityProvider.trim() === "") {
                problems.push({ pointer: "/body/identityProvider", message: "must not be empty" });
            }
            let url;
            try {
                url = new URL(body.metadataDocumentEndpointUrl);
            }
            catch { }
            if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
                problems.push({ pointer: "/body/metadataDocumentEndpointUrl", message: "must be an http(s) URL" });
            }
            if (problems.length > 0)
                throw badRequest("invalid SSO settings", problems);
            await store.query(`INSERT INTO sso_settings (workspace_id, body) VALUES ($1, $2::jsonb)
         ON CONFLICT (workspace_id) DO UPDATE SET body = EXCLUDED.body, updated_at = now()`, [caller.workspaceId, JSON.stringify(body)]);
            return body;
        },
        async getSsoSettings(caller) {
            const rows = await store.query("SELECT body FROM sso_settings WHERE workspace_id = $1", [caller.workspaceId]);
            if (!rows[0])
                throw notFound("no SSO settings stored");
            return rows[0].body;
        },
    };
}

;// CONCATENATED MODULE: ./src/service/telemetry.ts


/** Telemetry (endpoint 16), idempotent by id. */
function telemetryHandlers(deps) {
    const { store } = deps;
    return {
        async ingestTelemetry(caller, { body }) {
            const id = body.id ?? (0,external_node_crypto_.randomUUID)();
            const data = JSON.stringify(body.data);
            await store.query(`INSERT INTO telemetry (workspace_id, id, type, data) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (workspace_id, id) DO NOTHING`, [caller.workspaceId, id, body.type, data]);
            const same = await store.query("SELECT type = $3 AND data = $4::jsonb AS same FROM telemetry WHERE workspace_id = $1 AND id = $2", [caller.workspaceId, id, body.type, data]);
            if (!same[0]?.same)
                throw conflict(`telemetry data point '${id}' exists with different content`);
            return { id };
        },
    };
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: ./node_modules/ipaddr.js/lib/ipaddr.js
var ipaddr = __webpack_require__(48280);
var ipaddr_default = /*#__PURE__*/__webpack_require__.n(ipaddr);
;// CONCATENATED MODULE: ./src/service/webhook-target.ts



/**
 * Webhook targets on loopback or private networks are refused unless
 * the server is started with --allow-private-webhooks. Checked when an endpoint
 * is saved (the URL) and again when connecting: the delivery connector resolves
 * the name itself, classifies every address and connects to the one it checked,
 * so a name that later resolves to 127.0.0.1 (DNS rebinding) is still refused.
 */
/** Names that mean this machine or a cloud metadata service, whatever DNS says. */
const LOCAL_NAMES = new Set([
    "localhost",
    "localhost.localdomain",
    "ip6-localhost",
    "ip6-loopback",
    "localhost6",
    "localhost6.localdomain6",
    "metadata",
    "metadata.google.internal",
    "instance-data",
]);
/** The only ranges a webhook may reach: ipaddr.js's name for globally routed unicast. */
const PUBLIC_RANGE = "unicast";
/** The IPv4 address an IPv6 address carries, for the translation schemes that carry one. */
function embeddedIPv4(address) {
    const range = address.range();
    const bytes = address.toByteArray();
    if (range === "ipv4Mapped" || range === "rfc6145")
        return address.toIPv4Address();
    // NAT64 (64:ff9b::/96, RFC 6052) and its local-use prefix 64:ff9b:1::/48: the last 32 bits.
    if (range === "rfc6052" || address.match(ipaddr_default().IPv6.parse("64:ff9b:1::"), 48)) {
        return new (ipaddr_default()).IPv4(bytes.slice(12, 16));
    }
    // IPv4-compatible (::/96, deprecated by RFC 4291 but still routed to IPv4 by some stacks).
    if (bytes.slice(0, 12).every((b) => b === 0))
        return new (ipaddr_default()).IPv4(bytes.slice(12, 16));
    // 6to4 (2002::/16): bits 16-47.
    if (range === "6to4")
        return new (ipaddr_default()).IPv4(bytes.slice(2, 6));
    return undefined;
}
/** Whether an IP address (v4, v6, mapped, NAT64, 6to4, Teredo, ...) is anything but public unicast. */
function isPrivateAddress(address) {
    const literal = address.replace(/^\[|\]$/g, "");
    if (!ipaddr_default().isValid(literal))
        return false;
    let parsed;
    try {
        parsed = ipaddr_default().parse(literal);
    }
    catch {
        return true;
    }
    if (parsed.kind() === "ipv6") {
        const v6 = parsed;
        const v4 = embeddedIPv4(v6);
        if (v4)
            return v4.range() !== PUBLIC_RANGE;
        return v6.range() !== PUBLIC_RANGE;
    }
    return parsed.range() !== PUBLIC_RANGE;
}
/** Whether a host name (not an IP literal) names this machine or a metadata service. */
function isLocalName(hostname) {
    const name = hostname.toLowerCase().replace(/\.+$/, "");
    return LOCAL_NAMES.has(name) || name.endsWith(".localhost") || name.endsWith(".internal");
}
/** Whether a host (name or literal, brackets allowed) is refused as a target. */
function isRefusedHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, "");
    return isLocalName(host) || isPrivateAddress(host) || ((0,external_node_net_.isIP)(host) === 0 && ipaddr_default().isValid(host));
}
/** Headers a webhook may not set: the transport's own framing and routing. */
const RESERVED_HEADERS = new Set([
    "host",
    "content-length",
    "transfer-encoding",
    "connection",
    "keep-alive",
    "upgrade",
    "te",
    "trailer",
    "expect",
    "proxy-authorization",
    "proxy-connection",
    "content-type",
    "webhook-id",
    "webhook-timestamp",
    "webhook-signature",
]);
/** Why webhook headers cannot be saved, per header, or an empty list. */
function webhookHeaderProblems(headers) {
    const problems = [];
    if (Object.keys(headers).length > limits/* LIMITS */.b1.webhookHeaders) {
        problems.push({ name: "", problem: `at most ${limits/* LIMITS */.b1.webhookHeaders} headers` });
    }
    for (const [name, value] of Object.entries(headers)) {
        if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
            problems.push({ name, problem: "is not a header name" });
        else if (RESERVED_HEADERS.has(name.toLowerCase())) {
            problems.push({ name, problem: "is set by the delivery itself and may not be configured" });
        }
        else if (/[\r\n\0]/.test(value))
            problems.push({ name, problem: "value contains a line break or NUL" });
    }
    return problems;
}
/** Why a URL cannot be a webhook target, or undefined when it can (before DNS). */
function webhookUrlProblem(url, allowPrivate) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return "is not a valid URL";
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
        return "must be an http or https URL";
    if (parsed.username || parsed.password)
        return "must not carry credentials";
    if (!allowPrivate && isRefusedHost(parsed.hostname)) {
        return "points at a loopback, private or metadata address (start the server with --allow-private-webhooks to allow it)";
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/service/webhooks.ts




/** Webhook endpoints (endpoints 18 and 20, creation and removal). */
function webhookHandlers(deps) {
    const { store } = deps;
    return {
        async listWebhooks(caller) {
            const rows = await store.query("SELECT id, url, name, secret, headers FROM webhooks WHERE workspace_id = $1 ORDER BY created_at, id", [caller.workspaceId]);
            return { webhooks: rows };
        },
        async createWebhook(caller, { body }) {
            const problem = webhookUrlProblem(body.url, deps.allowPrivateWebhooks);
            if (problem)
                throw badRequest(`webhook url ${problem}`, [{ pointer: "/body/url", message: problem }]);
            const headerProblems = webhookHeaderProblems(body.headers ?? {});
            if (headerProblems.length > 0) {
                throw badRequest(`webhook headers refused: ${headerProblems.map((h) => `${h.name} ${h.problem}`).join("; ")}`, headerProblems.map((h) => ({
                    pointer: `/body/headers${h.name ? `/${h.name.replaceAll("~", "~0").replaceAll("/", "~1")}` : ""}`,
                    message: h.problem,
                })));
            }
            const webhook = {
                id: (0,external_node_crypto_.randomUUID)(),
                url: body.url,
                name: body.name,
                secret: body.secret ?? generateWebhookSecret(),
                headers: body.headers ?? {},
            };
            await store.query("INSERT INTO webhooks (id, workspace_id, url, name, secret, headers) VALUES ($1, $2, $3, $4, $5, $6::jsonb)", [
                webhook.id,
                caller.workspaceId,
                webhook.url,
                webhook.name,
                webhook.secret,
                JSON.stringify(webhook.headers),
            ]);
            return webhook;
        },
        async deleteWebhook(caller, { params }) {
            const rows = await store.query("DELETE FROM webhooks WHERE workspace_id = $1 AND id = $2 RETURNING id", [caller.workspaceId, params.id]);
            if (rows.length === 0)
                throw notFound(`no webhook with id '${params.id}'`);
            return { id: params.id, deleted: true };
        },
        async testWebhook(caller, { body }) {
            const { messageId, endpoints } = await store.transaction((tx) => enqueueMessage(tx, caller.workspaceId, {
                eventType: body.eventType,
                data: { test: true, message: "contract-sync test message" },
            }));
            if (endpoints === 0)
                throw conflict("the workspace has no webhook endpoint to send a test message to");
            deps.onQueued();
            return { messageId };
        },
    };
}

;// CONCATENATED MODULE: ./src/service/operations.ts









/** The operations besides contracts and assets, one module per resource family. */
function operationHandlers(deps) {
    return {
        ...lineageHandlers(deps),
        ...impactHandlers(deps),
        ...actionHandlers(deps),
        ...ssoHandlers(deps),
        ...telemetryHandlers(deps),
        ...configurationHandlers(deps),
        ...webhookHandlers(deps),
        ...notificationHandlers(deps),
        ...apiKeyHandlers(deps),
    };
}

;// CONCATENATED MODULE: ./src/service/index.ts






/**
 * The Data Contract Service without HTTP: the fastify adapter (src/server)
 * calls it per request, the embedded mode included (an in-process server on a
 * loopback port). Requests are expected already validated by the endpoint
 * table's schemas.
 */
function createService(store, options = {}) {
    const deps = {
        store,
        allowPrivateWebhooks: options.allowPrivateWebhooks ?? false,
        onQueued: options.onQueued ?? (() => { }),
        warmWrittenContracts: options.warmWrittenContracts ?? false,
        now: options.now ?? (() => new Date()),
    };
    const service = {
        ...contractHandlers(deps),
        ...assetHandlers(deps),
        ...checkHandlers(deps, options.renderMarkdown ?? renderAssetMarkdown),
        ...operationHandlers(deps),
    };
    return service;
}

// EXTERNAL MODULE: ./src/store/open.ts + 2 modules
var store_open = __webpack_require__(85300);
// EXTERNAL MODULE: ./node_modules/fastify/fastify.js
var fastify = __webpack_require__(16703);
var fastify_default = /*#__PURE__*/__webpack_require__.n(fastify);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(98439);
// EXTERNAL MODULE: ./src/api/endpoints.ts
var endpoints = __webpack_require__(49214);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/api/resource-base.ts
var resource_base = __webpack_require__(90858);
// EXTERNAL MODULE: ./src/api/resources.ts + 1 modules
var resources = __webpack_require__(83114);
;// CONCATENATED MODULE: ./src/api/events.ts




/**
 * Webhook event data the service sends (docs/service-interface.md "Accepted break event"), as zod
 * schemas: the service types the data it sends by them, a receiver can check what it got.
 */
/** One change of a contract's schema that breaks its previous version (a field removed, narrowed, made required). */
const ContractBreakingChange = (0,resource_base/* named */.KT)("ContractBreakingChange", schemas/* object */.Ikc({
    /** The kind of change (FIELD_REMOVED, TYPE_CHANGED, NULLABILITY_CHANGED, …). */
    kind: limits/* IdText */.nK,
    /** The field's dotted path; empty for the root. */
    field: schemas/* string */.YjP(),
    /** Why it breaks a reader, in the terms of the asset's format. */
    reason: schemas/* string */.YjP(),
    before: schemas/* string */.YjP().optional(),
    after: schemas/* string */.YjP().optional(),
}));
/**
 * `contract.break_accepted` with `occasion: "contract"`: a contract write whose schema breaks the
 * contract's previous version, accepted by its merge: the breaking changes, the two versions,
 * who approved the merged pull request (`reviewers`, empty when the publish knew none) and the
 * merge's provenance.
 */
const ContractBreakAccepted = (0,resource_base/* named */.KT)("ContractBreakAccepted", schemas/* object */.Ikc({
    changeLogEventId: resource_base/* Uuid */.sU,
    occasion: schemas/* literal */.euz("contract"),
    contractId: resource_base/* Uuid */.sU,
    contractName: limits/* NameText */.J6.optional(),
    previousVersion: limits/* IdText */.nK.optional(),
    contractVersion: limits/* IdText */.nK.optional(),
    dataAssetResourceNames: schemas/* array */.YOg(limits/* ResourceNameText */.lM).max(limits/* LIMITS */.b1.listItems),
    changes: schemas/* array */.YOg(ContractBreakingChange).min(1),
    consumers: schemas/* array */.YOg(resources/* ContractConsumer */.pp).max(limits/* LIMITS */.b1.listItems).optional(),
    reviewers: schemas/* array */.YOg(limits/* NameText */.J6).max(limits/* LIMITS */.b1.listItems),
    gitRepo: resource_base/* Uri */.zn.optional(),
    gitHash: resource_base/* GitHash */.Vl.optional(),
    gitUser: limits/* NameText */.J6.optional(),
    filePath: limits/* LocationText */.F.optional(),
    mergedAt: resource_base/* DateTime */.c9.optional(),
}));
/**
 * `contract.sunset_approaching`: a contract in force holds a deprecated field, or is deprecated as a
 * whole, with a sunset (the first day it may be removed) within the warning window; told by the
 * write that brings it there or by the daily sweep, once per contract, field and sunset.
 */
const ContractSunsetApproaching = (0,resource_base/* named */.KT)("ContractSunsetApproaching", schemas/* object */.Ikc({
    changeLogEventId: resource_base/* Uuid */.sU,
    contractId: resource_base/* Uuid */.sU,
    contractName: limits/* NameText */.J6.optional(),
    contractVersion: limits/* IdText */.nK.optional(),
    dataAssetResourceNames: schemas/* array */.YOg(limits/* ResourceNameText */.lM).max(limits/* LIMITS */.b1.listItems),
    /** The deprecated field's dotted path; absent when the whole contract (its object) is deprecated. */
    field: schemas/* string */.YjP().optional(),
    /** The first day it may be removed (YYYY-MM-DD, UTC). */
    sunset: schemas/* string */.YjP(),
    /** Days from the day it is told (UTC) to the sunset: 0 on the day. */
    daysLeft: schemas/* number */.aig().int().nonnegative(),
    /** The window the event is sent within, in days. */
    warningDays: schemas/* number */.aig().int().positive(),
    since: schemas/* string */.YjP().optional(),
    replacement: schemas/* string */.YjP().optional(),
    consumers: schemas/* array */.YOg(resources/* ContractConsumer */.pp).max(limits/* LIMITS */.b1.listItems).optional(),
    filePath: limits/* LocationText */.F.optional(),
}));

// EXTERNAL MODULE: ./src/api/extensions.ts
var extensions = __webpack_require__(59668);
;// CONCATENATED MODULE: ./src/api/openapi.ts


// Webhook event data no endpoint names: registered so the document describes it too.




const REF_PREFIX = "#/components/schemas/";
/** The limits of `serve` with its defaults (docs/service.md "Limits"). */
const DEFAULT_SERVER_LIMITS = {
    requestBodyBytes: limits/* LIMITS */.b1.requestBodyBytes,
    assetsPerRequest: limits/* LIMITS */.b1.assetsPerRequest,
    contractsPerRequest: limits/* LIMITS */.b1.contractsPerRequest,
    namesPerBulkCheck: limits/* LIMITS */.b1.namesPerBulkCheck,
};
const ERROR_RESPONSES = {
    400: { name: "BadRequest", description: "The request is invalid; `errors` names each bad field." },
    401: { name: "Unauthorized", description: "The X-API-KEY header is missing or not a valid key." },
    403: { name: "Forbidden", description: "The key may not do this." },
    404: { name: "NotFound", description: "No such resource in the key's workspace." },
    409: { name: "Conflict", description: "The request conflicts with the current state." },
    413: { name: "PayloadTooLarge", description: "The request body is larger than the server accepts." },
    429: { name: "TooManyRequests", description: "Too many requests; retry after the Retry-After delay." },
    503: {
        name: "ServiceUnavailable",
        description: "The database is unavailable or saturated (restart, failover, no free connection): retry after the Retry-After delay.",
    },
};
/**
 * The OpenAPI 3.1 document of the interface, generated from the endpoint tables
 * (one source of truth: the zod schemas of src/api). Named resources become
 * components/schemas and are referenced with $ref.
 */
function buildOpenApiDocument(options = {}) {
    const tables = options.tables ?? [endpoints/* endpoints */.vZ, extensions/* extensionEndpoints */.Ql];
    const schemas = componentSchemas();
    const paths = {};
    const tags = new Map();
    for (const table of tables) {
        for (const [operationId, spec] of Object.entries(table)) {
            const tag = spec.tag ?? (spec.extension ? "extensions" : tagOf(spec.path));
            if (!tags.has(tag))
                tags.set(tag, spec.extension ? { name: tag, "x-extension": true } : { name: tag });
            const pathItem = paths[spec.path] ?? {};
            pathItem[spec.method.toLowerCase()] = operation(operationId, spec, tag, schemas);
            paths[spec.path] = pathItem;
        }
    }
    const responses = {};
    for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
        responses[name] = {
            description,
            content: { "application/problem+json": { schema: { $ref: `${REF_PREFIX}Problem` } } },
            ...(status === "429" || status === "503"
                ? {
                    headers: {
                        "Retry-After": { description: "Seconds, or an HTTP date", schema: { type: "string" } },
                    },
                }
                : {}),
        };
    }
    return {
        openapi: "3.1.0",
        info: {
            title: "Data Contract Service",
            version: options.version ?? "0.1.0",
            description: "The /v0 Data Contract Service interface; operations marked x-extension are additions of contract-sync.",
            // What one request may hold; past a limit the answer is a 413 problem naming it (`limit`).
            "x-limits": options.limits ?? DEFAULT_SERVER_LIMITS,
        },
        ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
        tags: [...tags.values()],
        security: [{ ApiKey: [] }],
        paths,
        components: {
            schemas,
            responses,
            securitySchemes: { ApiKey: { type: "apiKey", in: "header", name: "X-API-KEY" } },
        },
    };
}
function tagOf(path) {
    return path.split("/").filter(Boolean)[1] ?? "default";
}
function operation(operationId, spec, tag, schemas) {
    const parameters = [];
    for (const [location, object] of [
        ["path", spec.params],
        ["query", spec.query],
    ]) {
        if (!object)
            continue;
        for (const [name, field] of Object.entries(object.shape)) {
            const fieldSchema = field;
            parameters.push({
                name,
                in: location,
                // A field is optional when it accepts absence (optional or defaulted).
                required: location === "path" || !fieldSchema.safeParse(undefined).success,
                // Query values are strings on the wire; describe the value they must parse to.
                schema: toSchema(fieldSchema, "output", schemas),
            });
        }
    }
    const responses = {
        [String(spec.status)]: {
            description: "Success",
            content: { "application/json": { schema: toSchema(spec.response, "input", schemas) } },
        },
    };
    // Every keyed operation reads the store (the key, at least), so any may meet an unavailable database.
    const statuses = spec.public ? spec.errors : [...new Set([...spec.errors, 503])];
    for (const status of statuses) {
        responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
    }
    return {
        operationId,
        summary: spec.summary,
        tags: [tag],
        ...(spec.extension ? { "x-extension": true } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(spec.body
            ? {
                requestBody: {
                    required: true,
                    content: { "application/json": { schema: toSchema(spec.body, "input", schemas) } },
                },
            }
            : {}),
        responses,
        security: spec.public ? [] : [{ ApiKey: [] }],
    };
}
/** All registered resources as components/schemas. */
function componentSchemas() {
    const generated = json_schema_processors/* toJSONSchema */.bl(resources/* apiSchemas */.Nk, {
        target: "draft-2020-12",
        io: "input",
        unrepresentable: "any",
        uri: (id) => `${REF_PREFIX}${id}`,
    });
    const schemas = {};
    for (const [id, schema] of Object.entries(generated.schemas)) {
        const { $schema: _dialect, $id: _id, ...rest } = schema;
        schemas[id] = rest;
    }
    return schemas;
}
/** One schema: a $ref when it is a registered resource, else inline with its definitions hoisted. */
function toSchema(schema, io, schemas) {
    const id = resources/* apiSchemas */.Nk.get(schema)?.id;
    if (id !== undefined)
        return { $ref: `${REF_PREFIX}${id}` };
    const generated = json_schema_processors/* toJSONSchema */.bl(schema, {
        target: "draft-2020-12",
        io,
        unrepresentable: "any",
        metadata: resources/* apiSchemas */.Nk,
    });
    const { $schema: _dialect, $defs, ...rest } = generated;
    for (const [name, definition] of Object.entries(($defs ?? {}))) {
        if (!(name in schemas))
            schemas[name] = rewriteRefs(definition);
    }
    return rewriteRefs(rest);
}
function rewriteRefs(value) {
    if (Array.isArray(value))
        return value.map(rewriteRefs);
    if (value === null || typeof value !== "object")
        return value;
    const out = {};
    for (const [key, inner] of Object.entries(value)) {
        out[key] =
            key === "$ref" && typeof inner === "string"
                ? inner.replace(/^#\/\$defs\//, REF_PREFIX)
                : rewriteRefs(inner);
    }
    return out;
}

// EXTERNAL MODULE: ./src/store/port.ts
var port = __webpack_require__(83286);
;// CONCATENATED MODULE: ./src/store/faults.ts

/**
 * Database faults that are the database's state, not the request's: the server answers them
 * 503 with Retry-After (the client may try again), never 500 (a bug).
 */
/** Socket errors of a connection that was open and is cut. */
const CUT_CODES = new Set(["ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT"]);
/** Socket errors of a connection that could not be opened (the server is down or unreachable). */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** Sessions ended by the server: administrator shutdown, crash shutdown, cannot connect now. */
const TERMINATED_STATES = new Set(["57P01", "57P02", "57P03"]);
/**
 * What `pg` says when a connection ends under a query or cannot be had in time; it carries no
 * code, so its message is all there is to tell it by.
 */
const DROPPED_MESSAGES = [
    "Connection terminated",
    "Client has encountered a connection error and is not queryable",
    "Client was closed and is not queryable",
];
const POOL_TIMEOUT_MESSAGE = "timeout exceeded when trying to connect";
function messageOf(error) {
    return error instanceof Error ? error.message : "";
}
function causeOf(error) {
    return error instanceof Error ? error.cause : undefined;
}
/** The connection a statement ran on went away (restart, failover, a killed backend). */
function isDroppedConnection(error) {
    const code = (0,port/* sqlState */.c)(error);
    if (code !== undefined && (TERMINATED_STATES.has(code) || code.startsWith("08")))
        return true;
    if (code !== undefined && CUT_CODES.has(code))
        return true;
    const message = messageOf(error);
    if (DROPPED_MESSAGES.some((m) => message.startsWith(m)))
        return true;
    const cause = causeOf(error);
    return cause !== undefined && cause !== error && isDroppedConnection(cause);
}
/**
 * The database cannot serve now: unreachable, restarting, out of connections (class 53:
 * insufficient resources, 53300 too many clients), a statement past its timeout (57014), or no
 * pooled connection free within the acquire timeout.
 */
function isDatabaseUnavailable(error) {
    if (isDroppedConnection(error))
        return true;
    const code = (0,port/* sqlState */.c)(error);
    if (code !== undefined && (code.startsWith("53") || code === "57014" || UNREACHABLE_CODES.has(code))) {
        return true;
    }
    if (messageOf(error).startsWith(POOL_TIMEOUT_MESSAGE))
        return true;
    const cause = causeOf(error);
    return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
/**
 * Runs an idempotent read, and runs it once more when its connection was dropped: the pool has
 * discarded that connection, so the second try gets a fresh one (or fails as unavailable).
 */
async function retryReadOnceIfDropped(read) {
    try {
        return await read();
    }
    catch (error) {
        if (!isDroppedConnection(error))
            throw error;
        return read();
    }
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./src/server/problem.ts

function problem(status, detail, errors, title) {
    return {
        type: "about:blank",
        title: title ?? external_node_http_.STATUS_CODES[status] ?? "Error",
        status,
        detail,
        ...(errors && errors.length > 0 ? { errors } : {}),
    };
}
/** A 413: what went past which limit, with the limit by name so a client can fit its next request. */
function tooLarge(detail, pointer, limit) {
    return { ...problem(413, detail, [{ pointer, message: detail }]), limit };
}
function sendProblem(reply, body) {
    return reply.code(body.status).type("application/problem+json").send(body);
}
/**
 * For a value no branch of a union accepts, the branch that got furthest (its
 * issues sit deepest, then fewest of them) says best what is wrong: a contract
 * object with a bad status should report /body/status, not "expected array".
 */
function flatten(issues, base = []) {
    return issues.flatMap((issue) => {
        const path = [...base, ...issue.path];
        if (issue.code === "invalid_union" && issue.errors.length > 0) {
            const branches = issue.errors.map((branch) => flatten(branch, path));
            const depth = (b) => Math.min(...b.map((i) => i.path.length));
            branches.sort((a, b) => depth(b) - depth(a) || a.length - b.length);
            const best = branches[0];
            if (best && best.length > 0 && depth(best) > path.length)
                return best;
        }
        return [{ path, message: issue.message }];
    });
}
/** The RFC 6901 pointer of a path inside a part of the request. */
function pointerOf(part, path) {
    return `/${part}${path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("")}`;
}
/** RFC 6901 pointers of a zod error's issues, rooted at the part of the request they sit in. */
function zodFieldErrors(error, part) {
    return flatten(error.issues).map((issue) => ({
        pointer: pointerOf(part, issue.path),
        message: issue.message,
    }));
}

;// CONCATENATED MODULE: ./src/server/error-handler.ts





/**
 * Retry-After of a 503 for an unavailable database, in seconds: a restart or a failover takes
 * about that long, and a client's retry then finds the pool reconnected.
 */
const DATABASE_RETRY_AFTER_SECONDS = 1;
/** Every error a route throws, as problem+json: the service's, the database's, fastify's, and bugs. */
function errorHandler(bodyLimit) {
    return (error, request, reply) => {
        if (error instanceof ServiceError) {
            // (The service's 503s, such as not ready, are passing states too.)
            if (error.status === 503)
                reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
            return sendProblem(reply, problem(error.status, error.message, error.errors, error.title));
        }
        if (isDatabaseUnavailable(error)) {
            // The database's state, not a bug: the client may try again (docs/service.md "Run it for a team").
            request.log.warn({ err: error, code: (0,port/* sqlState */.c)(error) }, "database unavailable");
            reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
            return sendProblem(reply, problem(503, "the database is not available; retry later"));
        }
        return databaseRefusal(error, request, reply) ?? requestRefusal(error, request, reply, bodyLimit);
    };
}
/**
 * Values the database cannot hold are the client's to fix; its own message names its types and
 * encodings, not the request, so it goes to the log and the client gets the API's words.
 */
function databaseRefusal(error, request, reply) {
    const state = (0,port/* sqlState */.c)(error);
    if (state?.startsWith("22")) {
        request.log.info({ err: error }, "a value of the request cannot be stored");
        const detail = "a value of the request cannot be stored (out of range for its type, or text the service cannot hold)";
        return sendProblem(reply, problem(400, detail, [{ pointer: "/body", message: detail }]));
    }
    if (state === "23505")
        return sendProblem(reply, problem(409, "the resource exists already"));
    return undefined;
}
/** Fastify's own refusals (malformed JSON, body too large, unsupported media type, timeouts), and bugs. */
function requestRefusal(error, request, reply, bodyLimit) {
    const message = (0,error_message/* errorMessage */.g)(error);
    // (Fastify's own errors, such as body too large, are RangeErrors too but carry a statusCode.)
    if (error instanceof RangeError && !("statusCode" in error)) {
        return sendProblem(reply, problem(400, "the request is nested too deeply", [{ pointer: "/body", message }]));
    }
    const status = typeof error === "object" && error && "statusCode" in error ? Number(error.statusCode) : 500;
    if (status === 413) {
        const detail = `the request body is larger than the ${bodyLimit} bytes accepted (requestBodyBytes; docs/service.md "Limits"): send fewer items per request`;
        return sendProblem(reply, tooLarge(detail, "/body", { name: "requestBodyBytes", maximum: bodyLimit }));
    }
    if (status >= 400 && status < 500) {
        const errors = status === 400 ? [{ pointer: "/body", message }] : undefined;
        return sendProblem(reply, problem(status, message, errors));
    }
    request.log.error({ err: error }, "request failed");
    const code = status === 503 ? 503 : 500;
    return sendProblem(reply, problem(code, code === 503 ? "the service is not available" : "internal error"));
}

;// CONCATENATED MODULE: ./src/server/fastify-options.ts




/**
 * Path parameters of the documented maximum length, percent-encoded: a
 * character takes at most 12 (4 UTF-8 bytes as %XX).
 */
const MAX_PARAM_LENGTH = limits/* LIMITS */.b1.resourceName * 12;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Fastify's settings: timeouts, draining, request ids, logging, and its own refusals as problem+json. */
function fastifyOptions(settings) {
    const { bodyLimit, requestTimeout, logLevel, logStream } = settings;
    return {
        bodyLimit,
        requestTimeout,
        connectionTimeout: requestTimeout,
        keepAliveTimeout: 5_000,
        // Refused by the app's onRequest hook instead, as problem+json with Retry-After.
        return503OnClosing: false,
        forceCloseConnections: "idle",
        requestIdHeader: false,
        routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
        // The router's own refusals (bad %-encoding, a path parameter too long) as problem+json.
        frameworkErrors: (error, _request, reply) => {
            const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
            const detail = status === 414
                ? `a path parameter is longer than ${MAX_PARAM_LENGTH} characters`
                : "the URL is not valid (bad percent-encoding)";
            return sendProblem(reply, problem(status, detail, [{ pointer: "/params", message: detail }]));
        },
        clientErrorHandler,
        genReqId: (req) => {
            const given = req.headers["x-request-id"];
            return typeof given === "string" && REQUEST_ID.test(given) ? given : (0,external_node_crypto_.randomUUID)();
        },
        // Silent and nowhere to write (the embedded service): no logger, so pino is never loaded (its
        // load is part of `npm run bench -- action`, row "README-only PR check, embedded service").
        logger: logLevel === "silent" && !logStream
            ? false
            : { level: logLevel ?? "info", ...(logStream ? { stream: logStream } : {}) },
    };
}
/** Errors before a request exists (headers too large, malformed HTTP): problem+json on the raw socket. */
function clientErrorHandler(error, socket) {
    if (error.code === "ECONNRESET" || socket.destroyed)
        return;
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const detail = status === 431
        ? "the request line and headers are too large"
        : status === 408
            ? "the request took too long to arrive"
            : "the request is not valid HTTP";
    const body = JSON.stringify(problem(status, detail));
    if (socket.writable) {
        socket.write(`HTTP/1.1 ${status} ${external_node_http_.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    }
    socket.destroy();
}
/** Bodies parsed from JSON text without a single \u escape (see `storableByItsText`). */
const escapeFreeBodies = new WeakSet();
/**
 * Whether a request body is known storable from its JSON text alone: a string can hold U+0000
 * or an unpaired surrogate only through a \u escape (JSON refuses a raw control character, and
 * UTF-8 decoding makes no surrogate), so a body whose text has none needs no walk of its strings
 * (a 50 KB compliance check: a fifth of the server's work).
 */
function storableByItsText(body) {
    return typeof body === "object" && body !== null && escapeFreeBodies.has(body);
}
/**
 * JSON bodies, also on a GET (endpoint getConfig sends its selector as a JSON body); an empty
 * body is "no body" (GETs sent with a content-type), left to the schemas to judge.
 */
function acceptJsonBodies(app) {
    app.addHttpMethod("GET", { hasBody: true, overrideExisting: true });
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
        if (body === "")
            return done(null, undefined);
        const text = String(body);
        try {
            parseJson(request, text, (error, value) => {
                if (!error && typeof value === "object" && value !== null && !text.includes("\\u")) {
                    escapeFreeBodies.add(value);
                }
                done(error, value);
            });
        }
        catch (error) {
            const refusal = Object.assign(new Error(`body is not usable JSON: ${String(error)}`), {
                statusCode: 400,
            });
            done(refusal, undefined);
        }
    });
}

// EXTERNAL MODULE: ./src/admission-gate.ts
var admission_gate = __webpack_require__(77848);
;// CONCATENATED MODULE: ./src/server/rate-limit.ts
/**
 * A token bucket per workspace: `requestsPerSecond` refill, `burst` capacity.
 * In memory, so each server process limits on its own (replicas multiply it).
 */
class RateLimiter {
    requestsPerSecond;
    #buckets = new Map();
    #burst;
    constructor(requestsPerSecond, burst) {
        this.requestsPerSecond = requestsPerSecond;
        this.#burst = burst ?? Math.max(1, Math.ceil(requestsPerSecond * 2));
    }
    /** Takes one token; returns 0 when allowed, else the seconds until one is available. */
    take(key, now = Date.now()) {
        const bucket = this.#buckets.get(key) ?? { tokens: this.#burst, at: now };
        bucket.tokens = Math.min(this.#burst, bucket.tokens + ((now - bucket.at) / 1000) * this.requestsPerSecond);
        bucket.at = now;
        if (this.#buckets.size > 100_000)
            this.#buckets.clear();
        this.#buckets.set(key, bucket);
        if (bucket.tokens >= 1) {
            bucket.tokens -= 1;
            return 0;
        }
        return Math.max(1, Math.ceil((1 - bucket.tokens) / this.requestsPerSecond));
    }
}

;// CONCATENATED MODULE: ./src/server/guard.ts





/** Work an endpoint declares (`beforeAdmission` in the table), started before it waits for a slot. */
const BEFORE_ADMISSION = {
    // Started before the check waits, so the checks queued together share one read.
    readContractEpoch: (store, caller) => {
        caller.contractEpoch = contractEpochRead(store, caller.workspaceId);
    },
};
function requestGuard(options) {
    const callers = new WeakMap();
    const limiter = options.rateLimit
        ? new RateLimiter(options.rateLimit.requestsPerSecond, options.rateLimit.burst)
        : undefined;
    const admission = new admission_gate/* AdmissionGate */.v(options.maxConcurrentWrites ?? 4);
    const authenticate = async (request, reply) => {
        const header = request.headers["x-api-key"];
        const workspaceId = await retryReadOnceIfDropped(() => options.keys.resolve(typeof header === "string" ? header : undefined));
        // One answer for a missing key and a wrong one.
        if (!workspaceId)
            throw new ServiceError(401, "Unauthorized", "a valid X-API-KEY header is required");
        const wait = limiter?.take(workspaceId) ?? 0;
        if (wait > 0) {
            reply.header("retry-after", String(wait));
            throw new ServiceError(429, "Too Many Requests", `rate limit exceeded; retry in ${wait} s`);
        }
        callers.set(request, { workspaceId });
    };
    /**
     * Writes and checks take an admission slot only once their body has arrived: a client that
     * announces a large body and trickles it holds a socket, never a slot another workspace needs
     * (fastify's requestTimeout bounds how long a body may take).
     */
    const admitTo = (spec) => {
        const before = spec.beforeAdmission ? BEFORE_ADMISSION[spec.beforeAdmission] : undefined;
        return async (request, reply) => {
            const caller = callers.get(request);
            if (!caller || request.method === "GET")
                return;
            before?.(options.store, caller);
            // 'close' comes after the answer is sent, and also when the client goes away first: listened to
            // before waiting, as a client may leave while queued (the slot it is then handed must come back).
            // A client may also have left while its body arrived ('close' then came before this listener).
            let release;
            let closed = reply.raw.closed;
            if (closed)
                return;
            reply.raw.once("close", () => {
                closed = true;
                release?.();
            });
            release = await admission.acquire();
            if (closed)
                release();
        };
    };
    return { authenticate, admitTo, callerOf: (request) => callers.get(request) };
}

// EXTERNAL MODULE: ./src/store/migrations.ts
var migrations = __webpack_require__(34376);
;// CONCATENATED MODULE: ./src/server/readiness.ts


/**
 * Whether this server can serve requests that need the database: it answers, and its schema
 * has every migration this code needs. Asked afresh on every call (no cache), so it turns false
 * during an outage and true again once the database is back. PGlite lives in this process and
 * was migrated when it opened: it is ready while it is open.
 */
async function readiness(store) {
    try {
        if (store.kind === "pglite") {
            await store.ping();
            return { ready: true, schemaVersion: migrations/* SCHEMA_VERSION */.f$ };
        }
        const missing = await (0,migrations/* missingMigrations */.sK)(store);
        if (missing.length > 0) {
            return {
                ready: false,
                reason: `the database lacks migrations ${missing.join(", ")} this server needs`,
            };
        }
        return { ready: true, schemaVersion: migrations/* SCHEMA_VERSION */.f$ };
    }
    catch (error) {
        // Anyone may ask (no key): the code says enough, the message would name hosts and ports.
        const code = (0,port/* sqlState */.c)(error);
        return { ready: false, reason: `the database is not reachable${code ? ` (${code})` : ""}` };
    }
}

// EXTERNAL MODULE: ./src/api/storable.ts
var storable = __webpack_require__(57360);
// EXTERNAL MODULE: ./src/api/compiled-validator.ts
var compiled_validator = __webpack_require__(77814);
;// CONCATENATED MODULE: ./src/server/fast-validate.ts

/**
 * Bodies of an operation that zod validates before its validator is compiled. Generating and
 * compiling the validators costs more of every start than the few requests of a one-shot run (the
 * embedded service) win back (`npm run bench -- action`, row "README-only PR check, embedded service"); a server, whose checks the compiled path speeds up (`npm run
 * bench -- server`, row "check-compliance 10x50, 49 KB"), compiles at the operation's 17th request.
 */
const BODIES_BEFORE_COMPILING = 16;
/**
 * Compiles the validator of an endpoint that declares a fast path (`fastBody` in the endpoint
 * table) now; tests compare it with zod.
 */
function compileBodyValidator(spec) {
    const { body, fastBody } = spec;
    if (!body || !fastBody)
        return undefined;
    return (0,compiled_validator/* compileValidator */.iw)(body, (value) => fastBody.schemaTrees(value));
}
/** One fast path per endpoint spec, shared by every app of the process, so each compiles once. */
const fastPaths = (0,compiled_validator/* compiledOnUsePerKey */.Ke)(BODIES_BEFORE_COMPILING, compileBodyValidator);
/** The fast path of an endpoint's body, compiled on use; undefined when the table declares none. */
function fastBodyValidator(spec) {
    return spec.body && spec.fastBody ? fastPaths(spec) : undefined;
}

;// CONCATENATED MODULE: ./src/server/routes.ts








/** Every operation the server answers: the interface's twenty and the extensions, one table. */
const ALL_ENDPOINTS = { ...endpoints/* endpoints */.vZ, ...extensions/* extensionEndpoints */.Ql };
/**
 * One route per entry of the endpoint table, each validating its params, query and body with the
 * table's zod schemas and calling the handler of the same operation id. What differs between
 * operations (public, counted items, fast body path, work before admission) is read off the table.
 */
function registerRoutes(app, settings) {
    for (const [operationId, spec] of Object.entries(ALL_ENDPOINTS)) {
        const serve = settings.handlerOf(operationId);
        if (!serve)
            throw new Error(`no service method for operation '${operationId}'`);
        const { guard } = settings;
        app.route({
            method: spec.method,
            url: (0,endpoints/* toFastifyPath */.JH)(spec.path),
            config: { operationId },
            ...(spec.public === true ? {} : { onRequest: guard.authenticate, preHandler: guard.admitTo(spec) }),
            handler: async (request, reply) => {
                const refusal = tooManyItems(spec, request.body, settings.countLimits);
                if (refusal)
                    return sendProblem(reply, refusal);
                const { parsed, errors } = validateRequest(spec, request);
                if (errors.length > 0) {
                    return sendProblem(reply, problem(400, `invalid request to ${operationId}`, errors));
                }
                const caller = guard.callerOf(request) ?? { workspaceId: "" };
                // GETs only read: one more try on a fresh connection when theirs was dropped.
                const body = spec.method === "GET"
                    ? await retryReadOnceIfDropped(() => serve(caller, parsed))
                    : await serve(caller, parsed);
                return answer(reply, request, { operationId, spec, body }, settings.validateResponses);
            },
        });
    }
}
/** A 413 when the body's counted list is longer than its limit allows. */
function tooManyItems(spec, body, limits) {
    const counted = spec.counted;
    if (!counted)
        return undefined;
    const max = limits[counted.limit];
    const count = counted.count(body);
    if (count <= max)
        return undefined;
    const detail = `${count} items where at most ${max} are accepted per request (${counted.limit}; docs/service.md "Limits")`;
    return tooLarge(detail, counted.pointer, { name: counted.limit, maximum: max });
}
/** Each part of the request through the table's schema: the values parsed, or the fields at fault. */
function validateRequest(spec, request) {
    const parsed = {};
    const errors = [];
    for (const part of ["params", "query", "body"]) {
        const schema = spec[part];
        if (!schema)
            continue;
        const raw = request[part] ?? (part === "body" ? undefined : {});
        // Said here in the API's words, before the database would refuse it in its own.
        const unstorable = part === "body" && (spec.perItemOutcomes || storableByItsText(raw)) ? undefined : (0,storable/* unstorableText */.l)(raw);
        if (unstorable) {
            errors.push({ pointer: pointerOf(part, unstorable.path), message: unstorable.message });
            continue;
        }
        const fast = part === "body" ? fastBodyValidator(spec)?.(raw) : undefined;
        if (fast) {
            parsed[part] = fast.value;
            continue;
        }
        let result;
        try {
            result = schema.safeParse(raw);
        }
        catch (error) {
            // zod recursing through a pathologically deep value runs out of stack.
            if (!(error instanceof RangeError))
                throw error;
            errors.push({ pointer: `/${part}`, message: "nested too deeply" });
            continue;
        }
        if (result.success)
            parsed[part] = result.data;
        else
            errors.push(...zodFieldErrors(result.error, part));
    }
    return { parsed, errors };
}
function answer(reply, request, answered, validateResponses) {
    const { operationId, spec, body } = answered;
    if (validateResponses) {
        const check = spec.response.safeParse(body);
        if (!check.success) {
            request.log.error({ issues: check.error.issues, operationId }, "response does not match its schema");
            return sendProblem(reply, problem(500, `response of ${operationId} does not match its schema`));
        }
    }
    // Answers built from cached rows carry their JSON as bytes (service/wire-json.ts): sent as they are,
    // with the content type fastify gives the JSON it serialises.
    const bytes = jsonBytes(body);
    if (bytes)
        return reply.code(spec.status).type("application/json; charset=utf-8").send(bytes);
    return reply.code(spec.status).send(body);
}

;// CONCATENATED MODULE: ./src/server/app.ts












/**
 * The fastify adapter: one route per entry of the endpoint tables (server/routes.ts), behind the
 * key check and admission (server/guard.ts), errors as problem+json (server/error-handler.ts).
 * Nothing about the wire is written here twice.
 */
function buildApp(options) {
    const bodyLimit = options.bodyLimit ?? limits/* LIMITS */.b1.requestBodyBytes;
    const app = fastify_default()(fastifyOptions({
        bodyLimit,
        requestTimeout: options.requestTimeoutMs ?? 30_000,
        logLevel: options.logLevel,
        logStream: options.logStream,
    }));
    acceptJsonBodies(app);
    addLifecycleHooks(app);
    if (options.metrics)
        serveMetrics(app, options.metrics);
    app.setNotFoundHandler((request, reply) => sendProblem(reply, problem(404, `no route ${request.method} ${request.url.split("?")[0]}`)));
    app.setErrorHandler(errorHandler(bodyLimit));
    const { assetsPerRequest, contractsPerRequest, namesPerBulkCheck } = { ...limits/* LIMITS */.b1, ...options.limits };
    const countLimits = { assetsPerRequest, contractsPerRequest, namesPerBulkCheck };
    const own = serverOperations(options.store, () => buildOpenApiDocument({ limits: { requestBodyBytes: bodyLimit, ...countLimits } }));
    const service = options.service;
    registerRoutes(app, {
        handlerOf: (operationId) => own[operationId] ?? service[operationId],
        guard: requestGuard(options),
        countLimits,
        validateResponses: options.validateResponses === true,
    });
    return app;
}
/**
 * Draining: a request still arriving on a busy keep-alive connection after close began is sent
 * elsewhere. Callback-style hooks: an async one costs a promise and a microtask turn per request.
 */
function addLifecycleHooks(app) {
    let closing = false;
    app.addHook("preClose", (done) => {
        closing = true;
        done();
    });
    app.addHook("onRequest", (_request, reply, done) => {
        if (!closing)
            return done();
        reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
        sendProblem(reply, problem(503, "the server is shutting down; retry the request"));
    });
    app.addHook("onSend", (request, reply, payload, done) => {
        reply.header("x-request-id", request.id);
        done(null, payload);
    });
}
function serveMetrics(app, metrics) {
    app.addHook("onResponse", (request, reply, done) => {
        const config = request.routeOptions.config;
        const operation = config?.operationId ?? (request.url.startsWith("/metrics") ? "metrics" : "unknown");
        metrics.answered(operation, request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
    });
    app.get("/metrics", async (_request, reply) => {
        const text = await metrics.registry.metrics();
        return reply.type(metrics.registry.contentType).send(text);
    });
}
/** The operations the server answers itself, not the service: health and this OpenAPI document. */
function serverOperations(store, openApi) {
    let document;
    return {
        // Liveness: nothing asked of the database, so a database outage never gets the process restarted.
        healthz: async () => ({ status: "ok" }),
        readyz: async () => {
            const state = await readiness(store);
            if (state.ready)
                return { status: "ready", schemaVersion: state.schemaVersion };
            throw new ServiceError(503, "Service Unavailable", state.reason);
        },
        getOpenApi: async () => {
            document ??= openApi();
            return document;
        },
    };
}

;// CONCATENATED MODULE: ./src/server/embedded.ts






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
    const store = await (opening ?? (0,store_open.openStore)({ shared: true }));
    const apiKey = (0,external_node_crypto_.randomBytes)(24).toString("base64url");
    const service = createService(store, { allowPrivateWebhooks: false, onQueued: () => { } });
    // Large repositories send many assets in one request: the in-process server takes what a PR holds.
    const app = buildApp({
        store,
        service,
        keys: new KeyResolver(store, [apiKey]),
        logLevel: "silent",
        bodyLimit: 512 * 1024 * 1024,
        limits: { assetsPerRequest: 1_000_000, contractsPerRequest: 1_000_000, namesPerBulkCheck: 1_000_000 },
    });
    await app.ready();
    const client = (0,client_client.createClient)({
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

/***/ 28896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kQ: () => (/* binding */ DEFAULT_WAIVER_FILE),
/* harmony export */   us: () => (/* binding */ readWaiverLedger),
/* harmony export */   wc: () => (/* binding */ utcToday)
/* harmony export */ });
/* unused harmony exports WaiverLedgerFile, ledgerOfText, parseWaiverLedger */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var _config_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59304);
/* harmony import */ var _config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61830);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56801);




/** Where the ledger lives unless the configuration names another file. */
const DEFAULT_WAIVER_FILE = ".github/contract-waivers.yml";
/** How many waivers one ledger may hold: a ledger is read on every check. */
const MAX_WAIVERS = 1_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * One accepted finding: named by its fingerprint (as the comment prints it, at least its first
 * 12 hex digits) or by rule and asset (and field), with why, who approved and until when.
 */
const WaiverEntry = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^[0-9a-f]{12,64}$/, "12 to 64 lowercase hex digits, as the comment prints them")
        .optional()
        .describe("The finding's fingerprint, or its first 12 or more hex digits."),
    rule: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_rules_index_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE_IDS */ .Iu)
        .optional()
        .describe("With asset (and field): the findings of this rule on that asset."),
    asset: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional().describe("Resource name of the asset the finding is on."),
    field: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe("Dotted field path; without it, every field of the asset."),
    contract: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "a contract id (a UUID)")
        .optional()
        .describe("Id of the contract whose finding it is: only that contract's findings match, and the waiver is published with it."),
    expected: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .max(1_000)
        .optional()
        .describe("The change it accepts: what the contract expects, as the finding says it (its `expected`). With `actual`, a different break of the same field is not waived."),
    actual: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .max(1_000)
        .optional()
        .describe("The change it accepts: what the asset has instead, as the finding says it (its `actual`). A finding with another `actual` is not waived."),
    reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(10, "say why the break is accepted (10 characters or more)")
        .max(2_000)
        .describe("Why the break is accepted: shown beside the finding, published with the contract."),
    approvedBy: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)).min(1)])
        .describe("GitHub login(s) or team(s) (org/team) of the contract's owners who accepted it."),
    expires: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(DATE, "a date as YYYY-MM-DD")
        .describe("Last day the waiver holds (UTC); after it, the finding counts again."),
})
    .refine((entry) => entry.fingerprint !== undefined || (entry.rule !== undefined && entry.asset !== undefined), {
    message: "name the finding: fingerprint, or rule and asset (and field)",
});
const WaiverLedgerFile = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    waivers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(WaiverEntry).max(MAX_WAIVERS).describe("Accepted findings, each until its expiry."),
})
    .describe("contract-sync waivers (.github/contract-waivers.yml): findings a contract's owners accepted, why, and until when.");
/** Today in UTC (YYYY-MM-DD): the day waiver expiry, a team member's `dateOut` and sunsets are judged on. */
function utcToday(now = new Date()) {
    return now.toISOString().slice(0, 10);
}
/** 2026-02-30 matches the pattern but is no day: a day is one that reads back as itself. */
function isCalendarDate(date) {
    const time = Date.parse(`${date}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
/**
 * The ledger at a commit: the one read of it. A ledger that cannot be read (a symbolic link, a
 * missing object, too large) is an error at its file, so it waives nothing and says why (fail
 * closed), never a crash of the run.
 */
async function readWaiverLedger(files, file = DEFAULT_WAIVER_FILE) {
    const { text, problem } = await (0,_config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .readWithinLimit */ .Vk)(files, file, _config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.waiverLedgerBytes, "the waiver ledger");
    if (problem)
        return { file, text: undefined, waivers: [], diagnostics: [problem], written: [] };
    return ledgerOfText(text, file);
}
/** A ledger from its text (undefined: the commit has none, which waives nothing and is no error). */
function ledgerOfText(text, file = DEFAULT_WAIVER_FILE) {
    if (text === undefined)
        return { file, text, waivers: [], diagnostics: [], written: [] };
    return { file, text, ...parseWaiverLedger(text, file) };
}
/**
 * Parses the ledger. A ledger that does not parse waives nothing (its diagnostics say why);
 * the check fails closed on them rather than guessing which entries were meant.
 */
function parseWaiverLedger(text, file) {
    // Every pull request's ledger is read (its own is checked): bounded before the YAML is parsed.
    const tooBig = (0,_config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .sizeProblem */ .bi)(text, _config_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.waiverLedgerBytes, file, "the waiver ledger");
    if (tooBig)
        return { waivers: [], diagnostics: [tooBig], written: [] };
    const { documents, diagnostics } = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .hN)(text, file);
    const [source] = documents;
    // A second document would be read by no one: entries someone believes apply, silently not.
    if (documents.length > 1)
        diagnostics.push({
            file,
            line: documents[1]?.line,
            severity: "error",
            message: "only one YAML document allowed: the entries after '---' would be read by no one",
        });
    if (diagnostics.some((d) => d.severity === "error") || !source)
        return { waivers: [], diagnostics, written: [] };
    const expanded = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .documentValue */ .H5)(source);
    if (!expanded.ok)
        return { waivers: [], diagnostics: [...diagnostics, expanded.diagnostic], written: [] };
    const listed = expanded.value?.waivers;
    const written = Array.isArray(listed) ? listed : [];
    if (expanded.value === null || expanded.value === undefined)
        return { waivers: [], diagnostics, written };
    const result = WaiverLedgerFile.safeParse(expanded.value);
    if (!result.success)
        return { waivers: [], diagnostics: [...diagnostics, ...(0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .zodDiagnostics */ .qV)(result.error, source)], written };
    const invalidDate = result.data.waivers.findIndex((entry) => !isCalendarDate(entry.expires));
    if (invalidDate >= 0)
        return {
            waivers: [],
            diagnostics: [
                ...diagnostics,
                {
                    file,
                    line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .lineOf */ .cA)(source, ["waivers", invalidDate, "expires"]),
                    severity: "error",
                    message: `waivers[${invalidDate}].expires: no such date`,
                },
            ],
            written,
        };
    const waivers = result.data.waivers.map((entry, index) => ({
        ...entry,
        approvedBy: typeof entry.approvedBy === "string" ? [entry.approvedBy] : entry.approvedBy,
        line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .lineOf */ .cA)(source, ["waivers", index]),
    }));
    return { waivers, diagnostics, written };
}


/***/ })

};
