export const id = 4832;
export const ids = [4832];
export const modules = {

/***/ 19301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ identityOfFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/**
 * One digest of the code a cached result came from: each file's name and bytes, in the order
 * given (an unreadable file counts as its name and "unreadable"). Caches keyed by it are never
 * read by other code.
 */
function identityOfFiles(files) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
    for (const file of files) {
        try {
            hash.update(file.slice(file.lastIndexOf("/") + 1)).update((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file));
        }
        catch {
            hash.update(`${file}: unreadable`);
        }
    }
    return hash.digest("hex");
}


/***/ }),

/***/ 17056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VE: () => (/* binding */ isStrings),
/* harmony export */   bT: () => (/* binding */ diskStore),
/* harmony export */   bd: () => (/* binding */ blobKey)
/* harmony export */ });
/* unused harmony export codeIdentity */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _code_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19301);
/* harmony import */ var _pglite_data_dir_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29935);






function blobKey(path, blobId) {
    return `${blobId} ${path}`;
}
/**
 * A store in the cache folder beside PGlite's data directories (docs/configure.md "Monorepos"):
 * `<format>.json`, off with `CONTRACT_SYNC_READ_CACHE=0` like the Postgres read cache. `valid`
 * checks each stored entry against its key: one bad entry drops the whole file.
 */
function diskStore(format, valid, env = process.env) {
    if (env.CONTRACT_SYNC_READ_CACHE === "0" || env.CONTRACT_SYNC_READ_CACHE === "false")
        return undefined;
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,_pglite_data_dir_js__WEBPACK_IMPORTED_MODULE_5__/* .pgliteCacheFile */ .a4)(env)), `${format}.json`);
    return {
        async read() {
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, "utf8").catch(() => undefined);
            return text === undefined ? new Map() : entriesOf(text, format, valid);
        },
        async write(entries) {
            const body = JSON.stringify({ format, code: codeIdentity(), entries: Object.fromEntries(entries) });
            const temporary = `${file}.${process.pid}.tmp`;
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, body);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, file);
            }
            catch {
                // A cache that cannot be written costs the next run its parse, nothing else.
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true }).catch(() => { });
            }
        },
    };
}
/** The entries of a stored file, or none when it is damaged, of another format or of other code. */
function entriesOf(text, format, valid) {
    const entries = new Map();
    try {
        const stored = JSON.parse(text);
        if (stored.format !== format || stored.code !== codeIdentity())
            return entries;
        if (typeof stored.entries !== "object" || stored.entries === null)
            return entries;
        for (const [key, value] of Object.entries(stored.entries)) {
            if (!valid(key, value))
                return new Map();
            entries.set(key, value);
        }
    }
    catch {
        return new Map();
    }
    return entries;
}
function isStrings(value) {
    return Array.isArray(value) && value.every((v) => typeof v === "string");
}
let identity;
/** The code that parses contracts: this folder's modules from source, else the bundle holding it. */
function codeIdentity() {
    if (identity)
        return identity;
    const here = (0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(here);
    // From source: this folder and the parsing it borrows (YAML diagnostics, limits, storable text).
    identity = (0,_code_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .identityOfFiles */ .H)(here.endsWith(".ts")
        ? [
            ...(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder)
                .filter((f) => f.endsWith(".ts"))
                .sort()
                .map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, f)),
            ...["config/yaml-diagnostics.ts", "config/limits.ts", "api/resources.ts", "api/storable.ts"].map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, "..", f)),
        ]
        : [here]);
    return identity;
}


/***/ }),

/***/ 18356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YG: () => (/* binding */ summaryOf),
/* harmony export */   ko: () => (/* binding */ selects),
/* harmony export */   mh: () => (/* binding */ indexKey),
/* harmony export */   qf: () => (/* binding */ diskContractIndex)
/* harmony export */ });
/* harmony import */ var _cache_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17056);

/** The key of a file's summary: its path and the blob id of its bytes. */
const indexKey = _cache_file_js__WEBPACK_IMPORTED_MODULE_0__/* .blobKey */ .bd;
function summaryOf(contracts) {
    return {
        ids: contracts.map((c) => c.contract.id),
        names: [
            ...new Set(contracts.flatMap((c) => [
                ...(c.contract.dataAssetResourceName ? [c.contract.dataAssetResourceName] : []),
                ...(c.contract.dataAssetResourceNameList ?? []),
            ])),
        ],
    };
}
function selects(selection, summary) {
    return summary.ids.some((id) => selection.ids.has(id)) || summary.names.some((n) => selection.names.has(n));
}
/**
 * The store in the cache folder (cache-file.ts): `contract-index-v1.json`, off with
 * `CONTRACT_SYNC_READ_CACHE=0` like the Postgres read cache.
 */
function diskContractIndex(env = process.env) {
    return (0,_cache_file_js__WEBPACK_IMPORTED_MODULE_0__/* .diskStore */ .bT)("contract-index-v1", (_key, value) => {
        const summary = value;
        return (0,_cache_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isStrings */ .VE)(summary?.ids) && (0,_cache_file_js__WEBPACK_IMPORTED_MODULE_0__/* .isStrings */ .VE)(summary?.names);
    }, env);
}


/***/ }),

/***/ 94582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fd: () => (/* reexport */ contract_file/* contractResourceNames */.fd),
  YR: () => (/* reexport */ loadContracts),
  Oi: () => (/* reexport */ contract_file/* parseContractFile */.Oi),
  J_: () => (/* reexport */ contract_file/* readContractFile */.J_),
  wi: () => (/* reexport */ contract_file/* toContractCreate */.wi)
});

// UNUSED EXPORTS: ContractFile

// EXTERNAL MODULE: ./src/contracts/contract-file.ts + 1 modules
var contract_file = __webpack_require__(46811);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./src/contracts/contract-index.ts
var contract_index = __webpack_require__(18356);
// EXTERNAL MODULE: ./src/contracts/odcs-binding.ts + 1 modules
var odcs_binding = __webpack_require__(53844);
;// CONCATENATED MODULE: ./src/contracts/load.ts




/**
 * Loads the contract files the configuration points at (`contracts` globs, minus `ignore`) from
 * one version of the repository. A bad file costs only its own contracts; a contract id used twice
 * keeps the first (in path order) and reports the second, naming both places.
 *
 * With a scope, only the files holding a selected contract are loaded, and every file that is not
 * clean (any diagnostic) or shares a contract id with another file: what is left out has no
 * problem to report and names nothing the caller asks about (docs/configure.md "Monorepos").
 *
 * Without a scope, a `cache` of files parsed before (by blob id) stands in for the parse of every
 * file whose bytes it knows: the result is the same, only the files that changed are read.
 */
async function loadContracts(files, rules, scope, cache, today) {
    const paths = (await files.listAll()).filter((path) => rules.isContractFile(path));
    const parsed = new Map();
    const odcs = (0,odcs_binding/* odcsContextOf */.yL)(rules, today, files);
    const wanted = scope
        ? await scopedPaths(files, paths, scope, parsed, odcs)
        : await cachedParses(files, paths, cache, parsed, odcs);
    const contracts = [];
    const diagnostics = [];
    const byId = new Map();
    for (const path of wanted) {
        const read = parsed.get(path) ?? (await parsePath(files, path, odcs));
        diagnostics.push(...read.diagnostics);
        for (const loaded of read.contracts) {
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
/**
 * Every path, with the parses `cache` knows put into `parsed` and the rest parsed there too; the
 * cache then holds this tree's clean files (written only when it learned one).
 */
async function cachedParses(files, paths, cache, parsed, odcs) {
    const blobIds = cache ? await files.blobIds?.(paths) : undefined;
    if (!cache || !blobIds) {
        await files.prefetch?.(paths);
        return paths;
    }
    const known = await cache.read();
    // An ODCS file reads differently under other bindings, logins or another day: part of the key.
    const context = (0,odcs_binding/* odcsContextKey */.yh)(odcs);
    const keyOf = (path) => (0,contract_index/* indexKey */.mh)(path, `${blobIds.get(path) ?? ""}@${context}`);
    const unknown = paths.filter((path) => !known.has(keyOf(path)));
    await files.prefetch?.(unknown);
    const kept = new Map();
    for (const path of paths) {
        const key = keyOf(path);
        const contracts = known.get(key);
        if (contracts) {
            parsed.set(path, { contracts, diagnostics: [] });
            kept.set(key, contracts);
            continue;
        }
        const read = await parsePath(files, path, odcs);
        parsed.set(path, read);
        // A file bound through other files (a Kafka topic's schema) is read every time.
        if (read.diagnostics.length === 0 && !read.dependsOnAssets && blobIds.has(path))
            kept.set(key, read.contracts);
    }
    if ([...kept.keys()].some((key) => !known.has(key)) || kept.size !== known.size)
        await cache.write(kept);
    return paths;
}
async function parsePath(files, path, odcs) {
    const { text, problem } = await (0,limits/* readWithinLimit */.Vk)(files, path, limits/* LIMITS */.b1.contractFileBytes, "the contract file");
    if (problem)
        return { contracts: [], diagnostics: [problem] };
    if (text === undefined)
        return {
            contracts: [],
            diagnostics: [{ file: path, severity: "error", message: "listed but could not be read" }],
        };
    return (0,contract_file/* readContractFile */.J_)(text, path, odcs);
}
/**
 * The paths a scope loads, in path order. A file the index does not know is parsed (kept in
 * `parsed`) and, when clean, learned; the index then holds the summaries of this tree's files.
 */
async function scopedPaths(files, paths, scope, parsed, odcs) {
    const blobIds = scope.index ? await files.blobIds?.(paths) : undefined;
    const known = blobIds && scope.index ? await scope.index.read() : new Map();
    // Each path's key made once: a monorepo asks this of 10,000 contract files on every check.
    const context = (0,odcs_binding/* odcsContextKey */.yh)(odcs);
    const keys = paths.map((path) => (0,contract_index/* indexKey */.mh)(path, `${blobIds?.get(path) ?? ""}@${context}`));
    await files.prefetch?.(paths.filter((_, i) => !known.has(keys[i])));
    const summaries = new Map();
    const learned = new Map();
    let learnedNew = false;
    for (const [i, path] of paths.entries()) {
        const key = keys[i];
        let summary = known.get(key);
        if (!summary) {
            const read = await parsePath(files, path, odcs);
            parsed.set(path, read);
            // Only a clean file may be left out later: one with a problem is read every time.
            // So is one bound through other files (a Kafka topic to its schema), which may change alone.
            summary =
                read.diagnostics.length === 0 && !read.dependsOnAssets ? (0,contract_index/* summaryOf */.YG)(read.contracts) : undefined;
        }
        summaries.set(path, summary);
        if (summary && blobIds?.has(path)) {
            learned.set(key, summary);
            if (!known.has(key))
                learnedNew = true;
        }
    }
    if (blobIds && scope.index && learnedNew)
        await scope.index.write(learned);
    const idFiles = new Map();
    const count = (ids) => {
        // Nearly every file holds one contract: no set of its ids to make.
        for (const id of ids.length === 1 ? ids : new Set(ids))
            idFiles.set(id, (idFiles.get(id) ?? 0) + 1);
    };
    for (const summary of summaries.values())
        if (summary)
            count(summary.ids);
    for (const read of parsed.values())
        if (read.diagnostics.length > 0)
            count(read.contracts.map((c) => c.contract.id));
    const wanted = paths.filter((path) => {
        const summary = summaries.get(path);
        return (!summary || (0,contract_index/* selects */.ko)(scope.selection, summary) || summary.ids.some((id) => (idFiles.get(id) ?? 0) > 1));
    });
    await files.prefetch?.(wanted.filter((path) => !parsed.has(path)));
    return wanted;
}

;// CONCATENATED MODULE: ./src/contracts/index.ts




/***/ }),

/***/ 4630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ removedAssetInput),
/* harmony export */   i: () => (/* binding */ toAssetInput)
/* harmony export */ });
/* harmony import */ var _schema_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52442);

/** A read asset as endpoints 6 and 7 take it (the tree without source lines). */
function toAssetInput(asset, schema = (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_0__/* .toWireNode */ .zN)(asset.schema)) {
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

/***/ 7356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LZ: () => (/* binding */ pagedService),
/* harmony export */   iy: () => (/* binding */ CONCURRENCY),
/* harmony export */   vT: () => (/* binding */ PartialWriteError)
/* harmony export */ });
/* unused harmony export tooLargeText */
/* harmony import */ var _api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97988);
/* harmony import */ var _client_pages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77039);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86587);



/** Contracts per write: small pages, several at once (a contract write is one transaction per page). */
const CONTRACTS_PER_PAGE = 50;
/** Pages (and git or GitHub look-ups) under way at once. */
const CONCURRENCY = 8;
/** A bulk write that stopped partway, or left items out as too large: what the service took, and what not. */
class PartialWriteError extends Error {
    applied;
    notApplied;
    tooLarge;
    failure;
    name = "PartialWriteError";
    constructor(message, 
    /** Items of the pages the service answered. */
    applied, 
    /** Items not sent, or sent in the page that failed. */
    notApplied, 
    /** Items the service refuses even alone (413), with why. */
    tooLarge, 
    /** The failure that stopped the write; undefined when only too-large items were left out. */
    failure) {
        super(message, failure === undefined ? undefined : { cause: failure });
        this.applied = applied;
        this.notApplied = notApplied;
        this.tooLarge = tooLarge;
        this.failure = failure;
    }
}
/**
 * The service with every bulk call paged (src/client/pages.ts): one call of the caller becomes as many
 * requests as the server's limits need, and the answers are merged into one. An asset too
 * large for the server is a failed registration outcome naming it; a failure partway through
 * a write throws a PartialWriteError that says what was applied.
 */
function pagedService(service, pager) {
    /** Pages of a body whose items are its `assets`, each sent as the body with those assets. */
    const byAssets = (body, send) => pager.send({
        items: body.assets,
        envelopeBytes: (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .envelopeBytes */ .Ci)({ ...body, assets: [] }),
        concurrency: CONCURRENCY,
        send: (assets) => send({ ...body, assets }),
    });
    return {
        listContracts: (...args) => service.listContracts(...args),
        listDataAssets: (...args) => service.listDataAssets(...args),
        dataAssetImpact: (...args) => service.dataAssetImpact(...args),
        async createContracts(body) {
            const items = Array.isArray(body) ? body : [body];
            const outcome = await pager.send({
                items,
                envelopeBytes: 2,
                concurrency: CONCURRENCY,
                maxItems: CONTRACTS_PER_PAGE,
                send: (page) => service.createContracts(page),
            });
            if (outcome.error !== undefined || outcome.tooLarge.length > 0)
                throw partial("contract", outcome);
            const answers = outcome.answered.map((p) => p.result);
            return {
                message: answers.map((a) => a.message).join("; "),
                contractIds: answers.flatMap((a) => a.contractIds),
            };
        },
        async registerAssets(body) {
            const outcome = await byAssets(body, (page) => service.registerAssets(page));
            if (outcome.error !== undefined)
                throw partial("asset registration", outcome);
            return {
                asset_registration_outcomes: [
                    ...outcome.answered.flatMap((p) => p.result.asset_registration_outcomes),
                    ...outcome.tooLarge.map((large) => ({
                        data_asset_resource_name: large.item.data_asset_resource_name,
                        error: tooLargeText(large),
                    })),
                ],
            };
        },
        registerS3Assets: (body) => pagedS3Registration(service, pager, body),
        async checkAssetsCompliance(body) {
            const outcome = await byAssets(body, (page) => service.checkAssetsCompliance(page));
            const large = outcome.tooLarge[0];
            if (large) {
                throw new Error(`${(0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .formatResourceName */ .f)(large.item.data_asset_resource_name)} cannot be checked: ${tooLargeText(large)}`);
            }
            if (outcome.error !== undefined)
                throw outcome.error;
            return outcome.answered.flatMap((p) => p.result);
        },
        bulkCheckContractCompliance: (body) => pagedContractCheck(service, pager, body),
    };
}
/** Object-storage registration, paged by its assets; assets too large even alone are named as refused. */
async function pagedS3Registration(service, pager, body) {
    const outcome = await pager.send({
        items: body.assets,
        envelopeBytes: (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .envelopeBytes */ .Ci)({ ...body, assets: [] }),
        concurrency: CONCURRENCY,
        send: (assets) => service.registerS3Assets({ ...body, assets }),
    });
    if (outcome.error !== undefined)
        throw partial("object-storage registration", outcome);
    const answers = outcome.answered.map((p) => p.result);
    const refused = outcome.tooLarge.map((large) => `${(0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .formatResourceName */ .f)({ source_type: "s3", data_source: large.item.bucket, path: large.item.pattern })}: ${tooLargeText(large)}`);
    return {
        message: [...answers.map((a) => a.message), ...refused].join("; "),
        registered: answers.flatMap((a) => a.registered),
        success: refused.length === 0 && answers.every((a) => a.success),
    };
}
/** A contract checked against many assets (endpoint 10), paged by the asset names. */
async function pagedContractCheck(service, pager, body) {
    const { dataAssetResourceNames: names, ...contract } = body.contract;
    const outcome = await pager.send({
        items: names,
        envelopeBytes: (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .envelopeBytes */ .Ci)({ ...body, contract: { ...contract, dataAssetResourceNames: [] } }),
        concurrency: CONCURRENCY,
        send: (page) => service.bulkCheckContractCompliance({
            ...body,
            contract: { ...contract, dataAssetResourceNames: page },
        }),
    });
    const large = outcome.tooLarge[0];
    if (large)
        throw new Error(`the contract check of ${large.item} is too large for the service`);
    if (outcome.error !== undefined)
        throw outcome.error;
    return { results: Object.assign({}, ...outcome.answered.map((p) => p.result.results)) };
}
/** Why an item was left out: its size, and what the server said of it (the 413 names its limit). */
function tooLargeText(large) {
    const said = large.error.problem?.detail ?? large.error.message;
    return `too large for the service: ${large.bytes} bytes encoded, refused even alone (${said})`;
}
/**
 * What a bulk write that did not fully go through throws: the service's own error when it took
 * nothing (a refused key or an unreachable service reads as such), else a PartialWriteError.
 */
function partial(what, outcome) {
    if (outcome.answered.length === 0 && outcome.tooLarge.length === 0)
        return outcome.error;
    const applied = outcome.answered.flatMap((p) => p.items);
    const total = applied.length + outcome.notSent.length + outcome.tooLarge.length;
    const failure = outcome.error;
    const message = failure === undefined
        ? `${outcome.tooLarge.length} of ${total} ${what} items too large for the service`
        : `the service failed after ${applied.length} of ${total} ${what} items: ${(0,_error_message_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(failure)}`;
    return new PartialWriteError(message, applied, outcome.notSent, outcome.tooLarge.map((large) => ({ item: large.item, reason: tooLargeText(large) })), failure);
}


/***/ })

};
