export const id = 1663;
export const ids = [1663];
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

/***/ 13216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ nativeToOdcs)
/* harmony export */ });
/* harmony import */ var _odcs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64974);
/* harmony import */ var _odcs_properties_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99762);
/* harmony import */ var _odcs_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68703);
/* harmony import */ var _odcs_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92638);




/** Constraints ODCS has keys for; the rest travel in the custom property contractSyncConstraints. */
const MAPPED_CONSTRAINTS = new Set([
    "maxLength",
    "primaryKey",
    "unique",
    "classification",
    "symbols",
    "enumValues",
    "pii",
    "deprecated",
    "vector",
]);
/** The logicalTypeOptions each ODCS logicalType takes (the standard's schema refuses others). */
const OPTIONS_OF = {
    string: new Set(["minLength", "pattern", "format"]),
    date: new Set(["format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]),
    timestamp: new Set([
        "format",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "timezone",
        "defaultTimezone",
    ]),
    time: new Set([
        "format",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "timezone",
        "defaultTimezone",
    ]),
    integer: new Set(["multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "format"]),
    number: new Set(["multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "format"]),
    object: new Set(["minProperties", "maxProperties"]),
    array: new Set(["minItems", "maxItems", "uniqueItems"]),
};
const BOUNDS = new Set(_odcs_properties_js__WEBPACK_IMPORTED_MODULE_1__/* .VALUE_BOUNDS */ .k);
/**
 * A native contract as an ODCS v3.2.0 document. Native types are written as
 * `physicalType` (the Recap name, read back exactly) beside the nearest ODCS
 * `logicalType`; what ODCS has no key for goes into custom properties, so
 * reading the result gives the same contract. `notes` lists what changed form.
 */
function nativeToOdcs(contract) {
    const notes = [];
    const names = contract.dataAssetResourceNameList ?? [];
    const resourceName = contract.dataAssetResourceName;
    const objectName = objectNameOf(resourceName ?? names[0] ?? contract.name);
    const documentCustom = custom([
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.owner, contract.owner],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.enforcementLevel, contract.enforcementLevel],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.restrictPii, contract.restrictPii],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.consumers, contract.consumers],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.unversioned, contract.version === undefined ? true : undefined],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.compatibility, contract.compatibility],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.compatibilityLine, contract.compatibilityLine],
    ]);
    if (contract.version === undefined) {
        notes.push(`version: the contract has none and ODCS requires one; written as 0.0.0 (marked ${_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.unversioned})`);
    }
    if (contract.approvers?.some((approver) => approver.includes("/"))) {
        notes.push("approvers: a GitHub team is no ODCS team member; written as a member all the same (its username is org/team)");
    }
    const object = {
        name: objectName,
        logicalType: "object",
        description: contract.doc,
        properties: contract.schema.map((field) => fieldToProperty(field)),
        customProperties: custom([
            [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.resourceName, resourceName],
            [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.resourceNames, names.length > 0 ? names : undefined],
            [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.deprecation, contract.deprecated],
        ]),
    };
    const document = {
        apiVersion: _odcs_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .ODCS_WRITTEN_VERSION */ .Z1,
        kind: "DataContract",
        id: contract.id,
        name: contract.name,
        version: contract.version ?? "0.0.0",
        status: (0,_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .odcsStatus */ .YW)(contract.status),
        domain: contract.namespace,
        schema: [withoutUndefined(object)],
        // The approvers are who of the team may approve (role owner): read back as approvers.
        team: contract.approvers
            ? { members: contract.approvers.map((username) => ({ username, role: "owner" })) }
            : undefined,
        customProperties: documentCustom,
    };
    return { document: withoutUndefined(document), notes };
}
/** `postgres://db:5432:shop.public.orders` -> `orders`; `avro://...:x.avsc:com.acme.Order` -> `com.acme.Order`. */
function objectNameOf(resourceName) {
    const path = resourceName.slice(resourceName.lastIndexOf(":") + 1);
    return resourceName.startsWith("postgres://") ||
        resourceName.startsWith("mysql://") ||
        resourceName.startsWith("mssql://")
        ? (path.split(".").pop() ?? path)
        : path;
}
function fieldToProperty(field) {
    const constraints = field.constraints ?? {};
    const rest = Object.fromEntries(Object.entries(constraints).filter(([key]) => !MAPPED_CONSTRAINTS.has(key)));
    const logicalType = (0,_odcs_types_js__WEBPACK_IMPORTED_MODULE_3__/* .toLogicalType */ .HQ)(field.type);
    const property = {
        name: field.name,
        logicalType,
        physicalType: field.type,
        description: field.doc,
        required: field.optional === true ? undefined : true,
        primaryKey: constraints.primaryKey === true ? true : undefined,
        unique: constraints.unique === true ? true : undefined,
        classification: typeof constraints.classification === "string" ? constraints.classification : undefined,
    };
    const options = {};
    if (typeof constraints.maxLength === "number" && logicalType === "string") {
        options.maxLength = constraints.maxLength;
    }
    else if (constraints.maxLength !== undefined) {
        rest.maxLength = constraints.maxLength;
    }
    for (const key of Object.keys(rest)) {
        if (BOUNDS.has(key) && OPTIONS_OF[logicalType ?? ""]?.has(key)) {
            options[key] = rest[key];
            delete rest[key];
        }
    }
    if (constraints.pii === true &&
        !(typeof property.classification === "string" &&
            /\b(pii|personal|sensitive)\b/i.test(property.classification))) {
        rest.pii = true;
    }
    if (constraints.deprecated !== undefined && constraints.deprecated !== false)
        property.deprecated = true;
    // The dates travel in the custom property `deprecation` (ODCS's flag has none).
    const dates = typeof constraints.deprecated === "object" ? constraints.deprecated : undefined;
    const values = Array.isArray(constraints.symbols) ? constraints.symbols : constraints.enumValues;
    if (Array.isArray(values))
        property.enum = values.map((value) => ({ value }));
    const children = field.fields ?? [];
    if (constraints.vector && typeof constraints.vector === "object" && field.type === "list") {
        // A v3.2 vector: its element type is in its options, so no items.
        property.logicalType = "vector";
        Object.assign(options, constraints.vector);
    }
    else if (field.type === "list" && children.length === 1 && children[0]?.name === "element") {
        const { name: _element, ...items } = fieldToProperty(children[0]);
        property.items = items;
    }
    else if (field.type === "map" && children.length === 2) {
        const [key, value] = children.map((child) => {
            const { name: _role, ...rest } = fieldToProperty(child);
            return rest;
        });
        property.map = { key, value };
    }
    else if (children.length > 0) {
        property.properties = children.map((child) => fieldToProperty(child));
    }
    if (Object.keys(options).length > 0)
        property.logicalTypeOptions = options;
    if (constraints.vector !== undefined && property.logicalType !== "vector")
        rest.vector = constraints.vector;
    property.customProperties = custom([
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.logical, field.logical],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.alias, field.alias],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.constraints, Object.keys(rest).length > 0 ? rest : undefined],
        [_odcs_js__WEBPACK_IMPORTED_MODULE_0__/* .CUSTOM */ .Q4.deprecation, dates ?? undefined],
    ]);
    return withoutUndefined(property);
}
function custom(entries) {
    const list = entries
        .filter(([, value]) => value !== undefined)
        .map(([property, value]) => ({ property, value }));
    return list.length > 0 ? list : undefined;
}
function withoutUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}


/***/ }),

/***/ 29935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ readCachedDataDir),
/* harmony export */   P6: () => (/* binding */ PLAIN_KEY),
/* harmony export */   UZ: () => (/* binding */ cacheDataDirFolder),
/* harmony export */   a4: () => (/* binding */ pgliteCacheFile),
/* harmony export */   a9: () => (/* binding */ shippedDataDirKey),
/* harmony export */   hW: () => (/* binding */ writeCachedDataDir),
/* harmony export */   ic: () => (/* binding */ notePGliteInitdb),
/* harmony export */   jW: () => (/* binding */ copyDataDir),
/* harmony export */   sK: () => (/* binding */ dataDirCacheFolder),
/* harmony export */   t1: () => (/* binding */ snapshotCacheFile),
/* harmony export */   uo: () => (/* binding */ notePGliteStart),
/* harmony export */   xD: () => (/* binding */ fillDataDir)
/* harmony export */ });
/* unused harmony exports SHIPPED_VENDOR_NAME, SHIPPED_MANIFEST, pgliteStartCount, pgliteInitdbCount, shippedDataDirFolder, stderrNotice, readShippedDataDir, extractDataDir */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var nanotar__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(76480);
/* harmony import */ var _vendor_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29161);









/** The key of a plain initialised data directory (no snapshot). */
const PLAIN_KEY = "plain";
/** dist/vendor/<this>: the shipped data directory (tarball + manifest). */
const SHIPPED_VENDOR_NAME = "pglite-datadir";
const SHIPPED_MANIFEST = "manifest.json";
let started = 0;
let initdbs = 0;
/** How many PGlite instances this process has started (tests assert a run's budget of them). */
function pgliteStartCount() {
    return started;
}
/** How many of those ran initdb (none when the cache or the shipped data directory served). */
function pgliteInitdbCount() {
    return initdbs;
}
function pgliteCacheFile(env = process.env) {
    const dir = env.CONTRACT_SYNC_CACHE_DIR ?? (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_4__.homedir)(), ".cache"), "contract-sync");
    return (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(dir, "pglite-datadir-v1.tar.gz");
}
/** The plain on-disk data directory cached for `key`, beside the cache file. */
function dataDirCacheFolder(cacheFile, key) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(cacheFile), `pglite-dir-v1-${key}`);
}
/** The shipped data directory's folder in the bundle, undefined from source. */
function shippedDataDirFolder() {
    return (0,_vendor_js__WEBPACK_IMPORTED_MODULE_7__/* .vendorDir */ .A)(SHIPPED_VENDOR_NAME);
}
const stderrNotice = (message) => process.stderr.write(`contract-sync: ${message}\n`);
/**
 * Fills `target` (a missing or empty folder) with the data directory prepared
 * under `key`: a copy of the cache folder's, else the shipped one (extracted
 * into the cache folder first, so that later processes only copy). Undefined
 * when neither serves: the caller runs initdb. A shipped data directory that
 * is for another key, damaged or unreadable is passed over with a notice.
 */
async function fillDataDir(target, key, options = {}) {
    const cached = dataDirCacheFolder(options.cacheFile ?? pgliteCacheFile(), key);
    if (await isDataDir(cached)) {
        await copyDataDir(cached, target);
        return "cache";
    }
    const shippedFolder = shippedFolderOf(options);
    if (!shippedFolder)
        return undefined;
    const shipped = await readShippedDataDir(shippedFolder, key);
    if ("problem" in shipped) {
        // Another kind of key is the ordinary case of an instance that is not the store's: no notice.
        if (shipped.otherKind !== true)
            (options.notice ?? stderrNotice)(`${shipped.problem}; initialising a new one`);
        return undefined;
    }
    if (await extractDataDir(shipped.tar, cached))
        await copyDataDir(cached, target);
    // A read-only cache: this process still starts from the shipped one.
    else if (!(await extractDataDir(shipped.tar, target))) {
        (options.notice ?? stderrNotice)(`${shipped.label} holds no usable data directory; initialising a new one`);
        return undefined;
    }
    return "shipped";
}
/**
 * Copies a data directory into the empty folder `target`. `cp -a` first:
 * Node's cpSync (libuv's copyfile) truncates each new file to zero before
 * writing it, and ext4 (auto_da_alloc) then writes every such file to disk at
 * close, so deleting the scratch folder at exit must free ~1,000 allocated
 * files, many times what a `cp -a` copy still in the page cache costs
 * (`npm run bench -- pglite-startup`, rows "plain dir copied to a temp dir"). cpSync
 * where there is no GNU cp (or it fails).
 */
async function copyDataDir(from, target) {
    const copied = await new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)("cp", ["-a", "--reflink=auto", `${from}/.`, target], (error) => resolve(!error));
    });
    if (copied)
        return "cp";
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(target, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.cpSync)(from, target, { recursive: true });
    return "cpSync";
}
async function isDataDir(folder) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, "PG_VERSION")).catch(() => undefined))?.isFile() === true;
}
/**
 * The shipped data directory's tar for `key`, or why it cannot serve (for
 * another key; manifest or tarball missing, damaged or not matching its checksum).
 */
async function readShippedDataDir(folder, key) {
    const label = `the shipped PGlite data directory (${folder})`;
    const manifest = await readShippedManifest(folder);
    if (manifest instanceof Error) {
        return { problem: `${label} has no readable ${SHIPPED_MANIFEST} (${String(manifest)})` };
    }
    if (manifest.key !== key) {
        // "store-<hash>" against "store-<other hash>": a stale build, worth a notice; against "plain": not.
        const kind = (k) => String(k).split("-")[0];
        return {
            problem: `${label} is for ${manifest.key}, not ${key}`,
            otherKind: kind(manifest.key) !== kind(key),
        };
    }
    if (typeof manifest.file !== "string" || node_path__WEBPACK_IMPORTED_MODULE_5__.posix.basename(manifest.file) !== manifest.file)
        return { problem: `${label}: the manifest names no file` };
    const packed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, manifest.file)).catch(() => undefined);
    if (!packed)
        return { problem: `${label}: ${manifest.file} is missing` };
    if ((0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)("sha256").update(packed).digest("hex") !== manifest.sha256)
        return { problem: `${label}: ${manifest.file} does not match its checksum` };
    try {
        // In one go, not zlib's asynchronous stream: its chunks lived across ticks into V8's old
        // generation and, with the copy a Uint8Array of the Buffer made, a cold run kept 75 MB of dead
        // buffers to its end; in one go is smaller and faster (`npm run bench -- pglite-startup`, row
        // "startPGlite, cold cache").
        return { tar: (0,node_zlib__WEBPACK_IMPORTED_MODULE_6__.brotliDecompressSync)(packed), label };
    }
    catch (error) {
        return { problem: `${label}: ${manifest.file} does not decompress (${String(error)})` };
    }
}
/**
 * Writes a data directory's tarball out as a plain folder, atomically (a
 * sibling folder renamed into place; another process may be doing the same).
 * False when it cannot be written or the tarball holds no data directory.
 */
async function extractDataDir(tar, folder) {
    await removeAbandonedPartials(folder);
    const partial = `${folder}.${process.pid}.${Date.now()}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(partial, { recursive: true, mode: 0o700 });
        // nanotar's parseTar reads `tar.buffer` from its start: a view into a larger one is copied out.
        const whole = tar.byteOffset === 0 && tar.byteLength === tar.buffer.byteLength ? tar : tar.slice();
        for (const item of (0,nanotar__WEBPACK_IMPORTED_MODULE_8__/* .parseTar */ .xx)(whole)) {
            // Names are relative to the data directory ("/base/1/..." in PGlite's dumps); fail closed on "..".
            const name = node_path__WEBPACK_IMPORTED_MODULE_5__.posix.normalize(item.name.replace(/^\/+/, ""));
            if (name === "." || name === ".." || name.startsWith("../"))
                continue;
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(partial, name);
            if (item.type === "directory")
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(path, { recursive: true, mode: 0o700 });
            else if (item.type === "file" || item.type === undefined) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(path), { recursive: true, mode: 0o700 });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.writeFile)(path, item.data ?? new Uint8Array(0), { mode: 0o600 });
            }
        }
        if (!(await isDataDir(partial)))
            throw new Error("no PG_VERSION");
        // Another process filled it meanwhile: keep theirs (replacing it would cut short a copy being made).
        if (await isDataDir(folder)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(partial, { recursive: true, force: true });
            return true;
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(folder, { recursive: true, force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(partial, folder);
        return true;
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(partial, { recursive: true, force: true });
        return false;
    }
}
/** Partial folders of processes that exited mid-write (older than ten minutes): removed. */
async function removeAbandonedPartials(folder) {
    const prefix = `${(0,node_path__WEBPACK_IMPORTED_MODULE_5__.basename)(folder)}.`;
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(folder)).catch(() => []);
    for (const name of names) {
        if (!name.startsWith(prefix) || !name.endsWith(".tmp"))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(folder), name);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)(path).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > 10 * 60_000)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(path, { recursive: true, force: true });
    }
}
/**
 * Caches a dump of a data directory (tar, or gzipped tar as `dumpDataDir("gzip")`
 * makes) as the plain folder for `key` that `fillDataDir` copies. False when
 * it could not be written.
 */
async function cacheDataDirFolder(dump, key, cacheFile = pgliteCacheFile()) {
    const gzipped = dump[0] === 0x1f && dump[1] === 0x8b;
    const tar = gzipped ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_6__.gunzipSync)(dump) : dump;
    return extractDataDir(tar, dataDirCacheFolder(cacheFile, key));
}
/** The cached initialised data directory (gzipped tarball), or undefined when there is none. */
async function readCachedDataDir(cacheFile = pgliteCacheFile()) {
    const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)(cacheFile).catch(() => undefined);
    return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
}
/** Writes a dump of a freshly initialised data directory to the cache (atomically; failures ignored). */
async function writeCachedDataDir(dump, cacheFile = pgliteCacheFile()) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(cacheFile, ".."), { recursive: true });
        const partial = `${cacheFile}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.writeFile)(partial, dump);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(partial, cacheFile);
    }
    catch {
        // A read-only home is fine: the next process pays initdb again.
    }
}
/** The cache file of a snapshot under `key`, beside the plain one (as `startPGlite` names it). */
function snapshotCacheFile(cacheFile, key) {
    return cacheFile.replace(/\.tar\.gz$/, `-${key}.tar.gz`);
}
/** Counts a PGlite started elsewhere (in a worker thread) in `pgliteStartCount()`. */
function notePGliteStart() {
    started++;
}
/** Counts an initdb run elsewhere (in a worker thread) in `pgliteInitdbCount()`. */
function notePGliteInitdb() {
    initdbs++;
}
/** The key the shipped data directory was prepared under, undefined when none ships (from source). */
async function shippedDataDirKey(options = {}) {
    const folder = shippedFolderOf(options);
    const manifest = folder ? await readShippedManifest(folder) : undefined;
    return manifest instanceof Error || typeof manifest?.key !== "string" ? undefined : manifest.key;
}
/** The shipped data directory's folder: the one the options name (tests), else dist/'s. */
function shippedFolderOf(options) {
    return "shipped" in options ? options.shipped : shippedDataDirFolder();
}
/** The shipped manifest, or why it cannot be read. */
async function readShippedManifest(folder) {
    try {
        return JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, SHIPPED_MANIFEST), "utf8"));
    }
    catch (error) {
        return error instanceof Error ? error : new Error(String(error));
    }
}


/***/ }),

/***/ 61663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eb: () => (/* binding */ CODEOWNERS_PATH),
  Oz: () => (/* binding */ PLACEHOLDER_OWNER),
  Ur: () => (/* reexport */ contractSkeleton),
  oV: () => (/* binding */ planInit)
});

// UNUSED EXPORTS: ACTION_REF, CHECK_CONCURRENCY, CHECK_TRIGGERS, PUBLISH_CONCURRENCY, codeownersEntries, declaresJsonSchema, skeletonContract

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(64204);
// EXTERNAL MODULE: ./src/config/index.ts
var src_config = __webpack_require__(89750);
// EXTERNAL MODULE: ./src/contracts/index.ts + 1 modules
var contracts = __webpack_require__(94582);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
// EXTERNAL MODULE: ./src/contracts/contract-schema.ts
var contract_schema = __webpack_require__(84281);
;// CONCATENATED MODULE: ./src/contracts/json-schemas.ts




/**
 * JSON Schemas of the files users write, generated from the zod definitions that
 * validate them (one source). `npm run schemas` writes them into schemas/; a test
 * checks the committed files equal a fresh generation.
 */
/** Where the published schemas live: the npm package ships schemas/, unpkg serves it. */
const SCHEMA_BASE_URL = "https://unpkg.com/contract-sync@0/schemas";
const SCHEMA_FILES = {
    config: "contract-sync.config.schema.json",
    contract: "contract.schema.json",
    waivers: "contract-waivers.schema.json",
};
/** The first line of a YAML file that tells yaml-language-server (VS Code, JetBrains, Neovim) its schema. */
function schemaModeline(kind, baseUrl = SCHEMA_BASE_URL) {
    return `# yaml-language-server: $schema=${baseUrl}/${SCHEMA_FILES[kind]}`;
}
function toJsonSchema(schema, kind, title) {
    const generated = z.toJSONSchema(schema, {
        target: "draft-2020-12",
        io: "input",
        unrepresentable: "any",
        cycles: "ref",
    });
    const { $schema, ...rest } = generated;
    return { $schema, $id: `${SCHEMA_BASE_URL}/${SCHEMA_FILES[kind]}`, title, ...rest };
}
/** File name in schemas/ -> its text (2-space JSON, trailing newline). */
function generateJsonSchemas() {
    const schemas = {
        config: toJsonSchema(ConfigFile, "config", "contract-sync configuration"),
        contract: toJsonSchema(ContractFile, "contract", "contract-sync contract"),
        waivers: toJsonSchema(WaiverLedgerFile, "waivers", "contract-sync waivers"),
    };
    return Object.fromEntries(Object.entries(schemas).map(([kind, schema]) => [
        SCHEMA_FILES[kind],
        `${JSON.stringify(schema, null, 2)}\n`,
    ]));
}

// EXTERNAL MODULE: ./src/schema/index.ts + 6 modules
var schema = __webpack_require__(84723);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/schema/readers/described/index.ts
var described = __webpack_require__(27376);
// EXTERNAL MODULE: ./src/sync/asset-reads.ts
var asset_reads = __webpack_require__(5279);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/sync/init-layouts.ts

/** The migration histories among the SQL paths (`paths` holds every file of the repository). */
function sqlLayout(sqlPaths, paths) {
    const folders = new Map();
    const leftOut = [];
    const ignore = new Set();
    const add = (folder) => folders.set(folder.root, folders.get(folder.root) ?? folder);
    const rest = [];
    // An SSDT project (a .sqlproj) declares one database across its folders, one object per file.
    const projects = [...paths].filter((p) => p.endsWith(".sqlproj")).map((p) => external_node_path_.posix.dirname(p));
    for (const path of sqlPaths) {
        const project = projects.find((dir) => inside(path, dir));
        if (project !== undefined) {
            const prefix = project === "." ? "" : `${escapeGlob(project)}/`;
            add({ root: project, glob: `${prefix}**/*.sql`, tool: "SSDT", dialect: "mssql" });
            continue;
        }
        const prisma = /^(?:(.*)\/)?migrations\/[^/]+\/migration\.sql$/.exec(path);
        const sqitch = /^(?:(.*)\/)?(deploy|revert|verify)\/.+$/.exec(path);
        const graphile = /^(?:(.*)\/)?(committed\/[^/]+|current\/[^/]+|current)\.sql$/.exec(path);
        // One folder per migration, named by its version (Hasura: `<timestamp>_name/up.sql` + `down.sql`).
        const versioned = /^(?:(.*)\/)?\d[^/]*\/(up|down)\.sql$/i.exec(path);
        if (prisma) {
            const root = join(prisma[1], "migrations");
            add({ root, glob: `${escapeGlob(root)}/*/migration.sql`, tool: "Prisma" });
        }
        else if (versioned) {
            const prefix = versioned[1] ? `${escapeGlob(versioned[1])}/` : "";
            if (versioned[2]?.toLowerCase() === "down") {
                // No rule matches a down.sql here, so it is ignored: read alone, it would drop what is not there.
                leftOut.push({ path, why: "down or undo migration: never applied to build the schema" });
                ignore.add(`${prefix}*/${external_node_path_.posix.basename(path)}`);
            }
            else
                add({ root: versioned[1] ?? ".", glob: `${prefix}*/${external_node_path_.posix.basename(path)}`, tool: "Hasura" });
        }
        else if (sqitch && paths.has(join(sqitch[1], "sqitch.plan"))) {
            if (sqitch[2] === "deploy") {
                const root = join(sqitch[1], "deploy");
                add({ root, glob: `${escapeGlob(root)}/**/*.sql`, tool: "sqitch" });
            }
            else {
                leftOut.push({ path, why: `sqitch ${sqitch[2]} script: not part of the schema's history` });
                ignore.add(`${escapeGlob(join(sqitch[1], sqitch[2] ?? ""))}/**`);
            }
        }
        else if (graphile && [...paths].some((p) => p.startsWith(`${join(graphile[1], "committed")}/`))) {
            // afterReset.sql beside committed/ runs before the first migration (extensions, roles).
            const root = graphile[1] ?? ".";
            add({ root, glob: `${root === "." ? "" : `${escapeGlob(root)}/`}**/*.sql`, tool: "graphile-migrate" });
        }
        else
            rest.push(path);
    }
    const recursive = [...folders.values()].filter((f) => f.glob.includes("**"));
    const schemaFolders = new Set(sqlPaths.map((p) => external_node_path_.posix.dirname(p)));
    for (const path of rest) {
        if (recursive.some((f) => inside(path, f.root)))
            continue;
        const upgrade = upgradeScript(path, schemaFolders);
        if (upgrade) {
            leftOut.push({ path, why: upgrade.why });
            ignore.add(upgrade.glob);
            continue;
        }
        if (/(^|[._-])down\.sql$/i.test(path) || /^U[\d._]+__/.test(external_node_path_.posix.basename(path))) {
            leftOut.push({ path, why: "down or undo migration: never applied to build the schema" });
            continue;
        }
        const dir = external_node_path_.posix.dirname(path);
        const prefix = dir === "." ? "" : `${escapeGlob(dir)}/`;
        add({
            root: dir,
            glob: `${prefix}*${escapeGlob(external_node_path_.posix.extname(path))}`,
            tool: toolOf(external_node_path_.posix.basename(path)),
        });
    }
    return { folders: [...folders.values()], leftOut, ignore: [...ignore] };
}
/** A folder named by a version: `0.19`, `1.2.3`, `v2`, `20240101`. */
const VERSION_FOLDER = /^v?\d+(?:[._-]\d+)*$/i;
/**
 * A script in a version folder beside the schema a fresh install applies (memos:
 * `store/migration/postgres/LATEST.sql` beside `0.19/00__add_resource_name.sql`): it upgrades a
 * database of an earlier version, which no replay from an empty database has, so the schema file
 * beside the versions is the history read (one rule for its folder) and the upgrade scripts are left
 * out and ignored. `schemaFolders`: the folders holding a SQL file of their own.
 */
function upgradeScript(path, schemaFolders) {
    const dir = external_node_path_.posix.dirname(path);
    const parent = external_node_path_.posix.dirname(dir);
    if (dir === "." || !VERSION_FOLDER.test(external_node_path_.posix.basename(dir)) || !schemaFolders.has(parent))
        return undefined;
    const shown = parent === "." ? "" : `${parent}/`;
    // Every version folder, the next one a pull request adds too (`0.32/`): read alone it fails as well.
    const v = /^v/i.test(external_node_path_.posix.basename(dir)) ? external_node_path_.posix.basename(dir)[0] : "";
    return {
        glob: `${parent === "." ? "" : `${escapeGlob(parent)}/`}${v}[0-9]*/*.sql`,
        why: `upgrade script of a version folder beside ${shown}*.sql (the schema a fresh install applies): it upgrades a database of an earlier version, so ${shown}*.sql is read instead`,
    };
}
/** Tables a migration tool keeps for itself (`schema_migrations`, ...): no contract is written for them. */
const TOOL_TABLES = new Set([
    "schema_migrations",
    "ar_internal_metadata",
    "flyway_schema_history",
    "schema_version",
    "_prisma_migrations",
    "goose_db_version",
    "knex_migrations",
    "knex_migrations_lock",
    "__diesel_schema_migrations",
    "databasechangelog",
    "databasechangeloglock",
    "migrations",
]);
/** Whether a SQL asset path (`db.schema.table`) is a migration tool's own table. */
function isToolTable(assetPath) {
    const parts = assetPath.split(".");
    return (TOOL_TABLES.has(parts.at(-1) ?? "") || parts.at(-2) === "graphile_migrate" || parts.at(-2) === "sqitch");
}
/** Packages of the protobuf definitions projects vendor (well-known types, annotations, validators). */
const VENDORED_PACKAGE = /^(?:google\.(?:protobuf|api|rpc|type|longrunning|iam|geo|logging)|grpc\.gateway|validate|buf\.validate|gogoproto|envoy\.annotations|udpa|xds\.annotations)(?:\.|$)/;
/** Folders that hold other projects' files. */
const VENDOR_FOLDER = /(?:^|\/)(?:vendor|vendored|third_party|third-party|thirdparty)\//;
/**
 * Whether an asset is a copy of a dependency's schema (a vendored `google/api/http.proto`, a file under
 * `third_party/`): read, so that imports of it resolve, but not the repository's own to contract.
 */
function isVendoredSchema(asset) {
    if (VENDOR_FOLDER.test(asset.file))
        return true;
    if (asset.sourceType !== "protobuf")
        return false;
    const qualified = asset.path.slice(asset.path.lastIndexOf(":") + 1);
    return VENDORED_PACKAGE.test(qualified.slice(0, qualified.lastIndexOf(".")));
}
/**
 * A folder or file name as a glob that matches it literally: a folder named
 * `!neg` or `x{` must not turn the rule into a negation or a brace pattern.
 */
function escapeGlob(name) {
    return name.replace(/[\\*?[\]{}()!+@|^$]/g, "\\$&");
}
function join(parent, child) {
    return parent ? `${parent}/${child}` : child;
}
function inside(path, root) {
    return root === "." || path.startsWith(`${root}/`);
}
function toolOf(name) {
    if (/^[VR][\d._]*__/.test(name))
        return "Flyway";
    if (/\.up\.sql$/i.test(name))
        return "golang-migrate";
    if (/^\d+[_-]/.test(name))
        return "numbered migrations";
    return "SQL files";
}

// EXTERNAL MODULE: ./src/contracts/odcs.ts
var odcs = __webpack_require__(64974);
// EXTERNAL MODULE: ./src/contracts/odcs-schemas.ts + 5 modules
var odcs_schemas = __webpack_require__(68703);
// EXTERNAL MODULE: ./src/contracts/odcs-write.ts
var odcs_write = __webpack_require__(13216);
;// CONCATENATED MODULE: ./src/sync/init-odcs.ts






/** ODCS requires a version; a skeleton starts at 0.1.0 (DRAFT: no bump is asked until it is in force). */
const ODCS_SKELETON_VERSION = "0.1.0";
/** Editors validate the file against the shipped schema of the version written. */
const ODCS_MODELINE = `# yaml-language-server: $schema=${SCHEMA_BASE_URL}/${(odcs_schemas/* ODCS_SCHEMAS */.Pm[odcs_schemas/* ODCS_WRITTEN_VERSION */.Z1]?.file ?? "").replace(/^schemas\//, "")}`;
/**
 * The ODCS document of a skeleton contract (see init.ts `skeletonContract`): read back through the
 * binding, it is that contract with version 0.1.0.
 */
function odcsSkeleton(contract, asset, bindInConfig) {
    const { document } = (0,odcs_write/* nativeToOdcs */.i)({ ...contract, version: ODCS_SKELETON_VERSION });
    const [object] = document.schema;
    if (object && source_type_names/* SQL_SOURCE_TYPES */.L.has(asset.sourceType)) {
        // A table: ODCS names it by physicalName (its schema's last part), as the standard's examples do.
        const { name, ...rest } = object;
        document.schema[0] = { name, physicalName: name, physicalType: "table", ...rest };
    }
    if (!bindInConfig)
        return { text: render(document) };
    const resource = contract.dataAssetResourceName;
    for (const node of [document, ...document.schema]) {
        const kept = (node.customProperties ?? []).filter((item) => item.property !== odcs/* CUSTOM */.Q4.resourceName && item.property !== odcs/* CUSTOM */.Q4.enforcementLevel);
        if (kept.length > 0)
            node.customProperties = kept;
        else
            delete node.customProperties;
    }
    return {
        text: render(document),
        binding: {
            contract: contract.id,
            ...(resource !== undefined ? { resource } : {}),
            enforcementLevel: contract.enforcementLevel,
        },
    };
}
function render(document) {
    return `${ODCS_MODELINE}\n${(0,dist/* stringify */.As)(document, { aliasDuplicateObjects: false })}`;
}
/** The configuration's text with the bindings of the ODCS skeletons added (init writes it new). */
function withOdcsBindings(configText, bindings) {
    if (bindings.length === 0)
        return configText;
    const block = (0,dist/* stringify */.As)({ odcs: { bindings } }, { aliasDuplicateObjects: false });
    return `${configText.endsWith("\n") ? configText : `${configText}\n`}# Which asset each ODCS contract is the contract of (contract = the document's id).\n${block}`;
}

// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
// EXTERNAL MODULE: ./src/contracts/odcs-binding.ts + 1 modules
var odcs_binding = __webpack_require__(53844);
// EXTERNAL MODULE: ./src/contracts/odcs-match.ts
var odcs_match = __webpack_require__(72798);
// EXTERNAL MODULE: ./src/contracts/odcs-servers.ts
var odcs_servers = __webpack_require__(91031);
;// CONCATENATED MODULE: ./src/sync/init-odcs-found.ts








/** The YAML files of the repository that hold an ODCS v3 document (outside `.github/`). */
async function findOdcsFiles(paths, files) {
    const found = [];
    for (const path of paths) {
        if (!/\.ya?ml$/i.test(path) || path.startsWith(".github/"))
            continue;
        const size = await files.size?.(path);
        if (size !== undefined && size > limits/* LIMITS */.b1.contractFileBytes)
            continue;
        const text = await files.readText(path);
        // Most YAML files are no contract: a cheap look before a parse.
        if (!text || !/^kind:\s*["']?DataContract/m.test(text) || !/^apiVersion:\s*["']?v3\./m.test(text))
            continue;
        const documents = (0,dist/* parseAllDocuments */.hR)(text)
            .map((doc) => (Array.isArray(doc) ? undefined : doc.toJS({ maxAliasCount: 100 })))
            .filter((value) => (0,odcs/* isOdcsDocument */.pK)(value));
        if (documents.length > 0)
            found.push({ path, documents });
    }
    return found;
}
/** Globs to add to the default `contracts` so that each ODCS file found is read as a contract. */
function odcsContractGlobs(found, defaults) {
    return found
        .map((f) => f.path)
        .filter((path) => !defaults.some((glob) => picomatch_default().isMatch(path, glob, { dot: true })))
        .map(escapeGlob);
}
/**
 * The bindings of the objects of the contracts found that nothing binds yet (`rules`: the config
 * in force, init's own or the repository's), to the assets read; `level` is init's `--level`.
 */
function bindFoundObjects(found, assets, rules, level) {
    const names = new Set(assets.map((asset) => asset.resourceName));
    const out = [];
    for (const { path, documents } of found) {
        for (const document of documents) {
            const contract = String(document.id ?? document.name ?? "");
            for (const [i, object] of (document.schema ?? []).entries()) {
                const custom = (0,odcs/* customProperties */.n2)(object);
                if (custom.has(odcs/* CUSTOM */.Q4.resourceName) || custom.has(odcs/* CUSTOM */.Q4.resourceNames))
                    continue;
                if ((0,odcs_binding/* bindingOf */.hJ)(document, object, rules.config.odcs))
                    continue;
                // A server that names an asset of the repository binds it when the contract is read.
                if ((0,odcs_servers/* serverBinding */.jw)(document, object, assets).names.some((name) => names.has(name)))
                    continue;
                const at = `schema[${i}] ${JSON.stringify(String(object.name ?? ""))}`;
                const matched = (0,odcs_match/* assetsNamedBy */.y)(object, assets);
                const base = { contract, object: String(object.name ?? "") };
                if (matched.length === 1) {
                    const binding = { ...base, resource: matched[0].resourceName, enforcementLevel: level };
                    out.push({ path, object: at, binding });
                    continue;
                }
                const why = matched.length === 0
                    ? "names no asset of this repository"
                    : `names ${matched.length} assets: ${matched.map((a) => a.resourceName).join(", ")}`;
                const resource = matched[0]?.resourceName ?? "<resource name as contract-sync schema prints it>";
                out.push({
                    path,
                    object: at,
                    undecided: `${why}; write in the config: odcs: { bindings: [ ${JSON.stringify({ ...base, resource })} ] }`,
                });
            }
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/sync/init-scripts.ts


/**
 * What `init` tells apart: which SQL histories are one database; files that hold a schema no
 * reader reads (Alembic revisions, Diesel's schema.rs; Rails' schema.rb and Liquibase changelogs are read:
 * init-schema-dsl.ts), named with what to do
 * instead; and, among code files, those that are no model (package markers, tests, migrations
 * written in code).
 */
const CREATE_TABLE = /\bcreate\s+(?:(?:global\s+|local\s+)?(?:temp|temporary)\s+|unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?((?:[\w$]+|"[^"]+"|`[^`]+`|\[[^\]]+\])(?:\s*\.\s*(?:[\w$]+|"[^"]+"|`[^`]+`|\[[^\]]+\]))*)/gi;
/** The tables a SQL text creates, by their last name part (lower case, unquoted). */
function tablesCreated(text) {
    const names = new Set();
    for (const m of text.matchAll(CREATE_TABLE)) {
        const last = (m[1] ?? "").split(".").at(-1)?.trim() ?? "";
        names.add(last.replace(/^["`[]|["`\]]$/g, "").toLowerCase());
    }
    return names;
}
/** A history as historyDataSources weighs it: its files and the tables they create. */
async function historyOf(folder, type, sql, readText) {
    const members = sql.filter((p) => picomatch_default().isMatch(p, folder.glob, { dot: true }));
    const tables = new Set();
    for (const path of members) {
        for (const table of tablesCreated((await readText(path).catch(() => undefined)) ?? ""))
            tables.add(table);
    }
    return {
        root: folder.root,
        glob: folder.glob,
        type,
        files: members.length,
        tables,
        database: folder.database,
    };
}
/** Folder names that say nothing of which database a history builds. */
const GENERIC = new Set([
    "db",
    "database",
    "databases",
    "sql",
    "schema",
    "schemas",
    "migrations",
    "migration",
    "migrate",
    "supabase",
    "drizzle",
    "prisma",
    "src",
    "internal",
    "resources",
    "main",
    "up",
    "deploy",
    "store",
    "storage",
    "postgres",
    "postgresql",
    "mysql",
    "sqlserver",
    ".",
]);
/**
 * The data source of each history: histories of one source type that create a table of the same
 * name, or replay the same folder (sqlc packages sharing one schema), are one database (a schema
 * dump beside its migrations); any other history of that type is a database of its own, named after
 * its folder (`localhost:5432/billing`), so that two databases' tables never take each other's names.
 * Per source type, the group with the most files keeps `databaseSource`: assets of two types are
 * named apart by their scheme (`postgres://`, `mysql://`) already.
 */
function historyDataSources(histories, databaseSource) {
    const group = histories.map((_, i) => i);
    const find = (i) => {
        while (group[i] !== i)
            i = group[i] ?? i;
        return i;
    };
    histories.forEach((a, i) => {
        histories.forEach((b, j) => {
            if (j <= i || a.type !== b.type)
                return;
            const sameDatabase = a.root === b.root || (a.database !== undefined && a.database === b.database);
            if (sameDatabase || [...a.tables].some((t) => b.tables.has(t)))
                group[find(j)] = find(i);
        });
    });
    const groups = new Map();
    histories.forEach((h, i) => {
        groups.set(find(i), [...(groups.get(find(i)) ?? []), h]);
    });
    const size = (members) => members.reduce((n, h) => n + h.files, 0);
    const ordered = [...groups.values()].sort((a, b) => size(b) - size(a) || a[0].root.localeCompare(b[0].root));
    const sources = new Map();
    const used = new Set();
    const typesServed = new Set();
    for (const members of ordered) {
        const type = members[0]?.type;
        let source = databaseSource;
        if (type === undefined || typesServed.has(type)) {
            const base = databaseName(members[0]?.root ?? "", members[0]?.type ?? "db");
            let name = base;
            for (let n = 2; used.has(name); n++)
                name = `${base}-${n}`;
            used.add(name);
            source = `${databaseSource}/${name}`;
        }
        if (type !== undefined)
            typesServed.add(type);
        for (const h of members)
            sources.set(h.root, source);
    }
    return sources;
}
/** A database's name from its history's folder: its last part that says something, else the type. */
function databaseName(root, type) {
    // A description's root is its file (`web/prisma/schema.prisma`): named by its folders.
    const folder = /\.[a-z]+$/i.test(root) ? external_node_path_.posix.dirname(root) : root;
    const parts = folder.split("/").filter((p) => !GENERIC.has(p.toLowerCase()));
    const name = (parts.at(-1) ?? type)
        .toLowerCase()
        .replace(/[^a-z0-9_-]+/g, "-")
        .replace(/^-|-$/g, "");
    return name || type;
}
/** A file that holds a schema no reader reads, with what to do; undefined for any other. */
function unreadSchemaReason(path, text) {
    const name = external_node_path_.posix.basename(path);
    if (/\.rs$/.test(name)) {
        return text().then((t) => t !== undefined && /^\s*(?:diesel::)?table!\s*\{/m.test(t)
            ? "Diesel schema (Rust `table!` macros): no reader reads it; read the migrations Diesel applies instead (a postgres, mysql or sqlite rule over `migrations/` with `migrations: true`, or a schema dump), and run init again"
            : undefined);
    }
    if (/\.py$/.test(name)) {
        return text().then((t) => t !== undefined && isAlembicRevision(t)
            ? "Alembic revision (a migration in Python): no reader replays it; add a source rule for the SQLAlchemy/SQLModel models it migrates, or commit a schema dump (`pg_dump --schema-only`)"
            : undefined);
    }
    return Promise.resolve(undefined);
}
function isAlembicRevision(text) {
    return /^\s*revision\s*(?::\s*str\s*)?=/m.test(text) && /^\s*down_revision\b/m.test(text);
}
const TEST_FILE = /(^|\/)(tests?|__tests__|spec|specs|testdata|fixtures)\/|(^|\/)test_[^/]*\.py$|_test\.(py|go)$|\.(test|spec)\.[jt]sx?$|(Test|Tests|Spec|IT)\.(java|kt|swift|php)$|(^|\/)src\/test\//;
// A class, struct, interface or record: what a code reader can make an asset of.
const DECLARES_TYPE = /^\s*(?:export\s+)?(?:public\s+|private\s+|internal\s+|open\s+|abstract\s+|final\s+|sealed\s+|data\s+)*(?:class|interface|record|struct|enum)\s+\w|^type\s+\w+\s+(?:struct|interface)\b|\bz\.object\s*\(|\bStructType\s*\(/m;
/**
 * Why a code file is no model init should name, or undefined when it may be one: a package marker
 * (`__init__.py`), a test, a migration written in code, a file that declares no type.
 */
async function notAModel(path, text) {
    const name = external_node_path_.posix.basename(path);
    if (name === "__init__.py" || name === "package-info.java" || name === "index.ts")
        return "package file";
    if (TEST_FILE.test(path))
        return "test";
    const source = await text();
    if (source === undefined)
        return "unreadable";
    if (/\.py$/.test(name) && isAlembicRevision(source))
        return "Alembic revision";
    // Django's own files beside the models it reads (init-described.ts): migrations, app configs.
    if (/\.py$/.test(name) && /^class\s+Migration\s*\(\s*migrations\.Migration\s*\)/m.test(source))
        return "Django migration";
    if (name === "apps.py" && /\bAppConfig\b/.test(source))
        return "Django app config";
    // TypeORM's beside the entities it reads: migrations, and base classes the entities extend.
    if (/\.[cm]?[jt]s$/.test(name) && /\bimplements\s+MigrationInterface\b/.test(source))
        return "TypeORM migration";
    if (/\.[cm]?[jt]s$/.test(name) &&
        /from\s+["']typeorm["']/.test(source) &&
        !/@Entity\s*\(/.test(source) &&
        /@(?:PrimaryGeneratedColumn|PrimaryColumn|Column|CreateDateColumn|UpdateDateColumn)\s*\(/.test(source))
        return "TypeORM base class";
    return DECLARES_TYPE.test(source) ? undefined : "declares no type";
}
/**
 * What init names among the files it writes no contract for: each code file that may hold a model
 * (`model`: the reason to give) and each file that holds a schema no reader reads, with what to do.
 * Package files, tests, migrations written in code and files declaring no type are not named.
 */
async function notContracted(paths, sources, contracted, readText, model) {
    const out = [];
    for (const path of paths) {
        const text = () => readText(path).catch(() => undefined);
        const unread = await unreadSchemaReason(path, text);
        if (unread) {
            out.push({ path, why: unread });
            continue;
        }
        const target = sources.targetOf(path);
        if (target && !contracted(target.sourceType) && (await notAModel(path, text)) === undefined)
            out.push({ path, why: model });
    }
    return out;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/sync/init-skeleton.ts








/** The contract files `init` writes, one per asset: contract-sync's format, or ODCS (init-odcs.ts). */
/** Editors (yaml-language-server) complete and explain every key of the files init writes. */
const CONTRACT_MODELINE = schemaModeline("contract");
/**
 * One skeleton file: contract-sync's format, or ODCS v3.2.0 bound in the configuration init writes
 * (`bind`), else by the document's custom property (a configuration is there already).
 */
function skeletonFile(asset, options, taken, bind, writesConfig) {
    const name = (0,model/* resourceName */.Iy)(asset.sourceType, asset.dataSource, asset.path);
    const base = `${options.contractsDir ?? "contracts"}/${slug(asset)}`;
    if (options.format !== "odcs") {
        const text = contractSkeleton(asset, (0,external_node_crypto_.randomUUID)(), options.start);
        return { path: freePath(base, taken), text, what: `contract skeleton for ${name}` };
    }
    const contract = skeletonContract(asset, (0,external_node_crypto_.randomUUID)(), options.start);
    const skeleton = odcsSkeleton(contract, asset, writesConfig);
    if (skeleton.binding)
        bind(skeleton.binding);
    const how = skeleton.binding ? "bound in the configuration" : `bound by ${odcs/* CUSTOM */.Q4.resourceName}`;
    return {
        path: freePath(base, taken, ".odcs.yaml"),
        text: skeleton.text,
        what: `contract skeleton (ODCS ${odcs_schemas/* ODCS_WRITTEN_VERSION */.Z1}, ${how}) for ${name}`,
    };
}
const DEFAULT_START = { status: "DRAFT", level: "RECORD" };
/** One contract file for an asset: its fields and constraints as the schema has them. */
function contractSkeleton(asset, id = (0,external_node_crypto_.randomUUID)(), start = DEFAULT_START) {
    const contract = skeletonContract(asset, id, start);
    // Written out in full: the contract loader refuses a file whose YAML aliases expand too far, and
    // a message reaching the same nested one many times would otherwise be written with aliases.
    return `${CONTRACT_MODELINE}\n${(0,dist/* stringify */.As)(contract, { aliasDuplicateObjects: false })}`;
}
/** The contract of a skeleton, as a native contract file holds it (`init --format odcs` writes it as ODCS). */
function skeletonContract(asset, id, start = DEFAULT_START) {
    return {
        id,
        name: asset.schema.name ?? asset.path,
        dataAssetResourceName: (0,model/* resourceName */.Iy)(asset.sourceType, asset.dataSource, asset.path),
        status: start.status,
        enforcementLevel: start.level,
        schema: ((0,model/* toWireNode */.zN)(asset.schema).fields ?? []).map(loadableNode),
    };
}
/**
 * A node as a contract can hold it: enum symbols are strings in a contract, so the symbols of an
 * enum of numbers (a JSON Schema `"enum": [1, 2]`), which the check does not compare, are left out.
 */
function loadableNode(node) {
    const out = { ...node };
    const { symbols, ...rest } = node.constraints ?? {};
    if (Array.isArray(symbols) && !symbols.every((symbol) => typeof symbol === "string")) {
        if (Object.keys(rest).length > 0)
            out.constraints = rest;
        else
            delete out.constraints;
    }
    if (node.fields)
        out.fields = node.fields.map(loadableNode);
    return out;
}
/** A contract's file name: the asset's own name (a record, message or table), else its file's base name. */
function slug(asset) {
    const named = asset.path.includes(":") ? asset.path.slice(asset.path.lastIndexOf(":") + 1) : asset.path;
    // A file's asset is named by the file (`refund.schema.json`), a table or record by its last part.
    const file = /\.(json|ya?ml|avsc|avdl|avpr|proto|parquet|csv|tsv|ndjson|jsonl)$/i.test(named);
    const base = file ? external_node_path_.posix.basename(named).replace(/(\.schema)?\.[a-z]+$/i, "") : named;
    const last = (file ? base : base.split(/[./]/).filter(Boolean).at(-1)) ?? "contract";
    return (last
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "contract");
}
function freePath(base, taken, extension = ".yaml") {
    let path = `${base}${extension}`;
    for (let n = 2; taken.has(path); n++)
        path = `${base}-${n}${extension}`;
    taken.add(path);
    return path;
}

;// CONCATENATED MODULE: ./src/sync/init-described.ts
/* init's framework descriptions: a Prisma schema, Django/SQLAlchemy models, TypeORM entities, Drizzle tables. */


/** Files a framework keeps its description in (the readers check the text; this only bounds the reads). */
const CANDIDATE = /\.prisma$|(?:^|\/)models(?:\.py|\/[^/]+\.py)$|(?:^|\/)(?:[^/]*models?|tables|schema|db|database|entities|orm)\.py$|\.entity\.[cm]?[jt]s$|(?:^|\/)(?:entities|entity|models?)\/[^/]+\.[cm]?ts$|(?:^|\/)(?:[^/]*schema|tables)\.[cm]?ts$|(?:^|\/)schema\/[^/]+\.[cm]?ts$/i;
const NOT_SOURCE = /(?:^|\/)(?:node_modules|vendor|dist|build|\.venv|venv|site-packages|migrations)\//;
/** At most this many candidate files are read (a large monorepo: the rest are not looked at). */
const MAX_CANDIDATES = 2000;
/**
 * The descriptions among the repository's files, each with its database, plus the files that are
 * one but target a database contract-sync does not read (SQLite, MongoDB), with why.
 */
async function findDescriptions(paths, files) {
    const candidates = paths
        .filter((p) => (0,described.isDescriptionPath)(p) && CANDIDATE.test(p) && !NOT_SOURCE.test(p) && !p.startsWith(".github/"))
        .slice(0, MAX_CANDIDATES);
    if (candidates.length === 0)
        return { found: [], skipped: [] };
    const { frameworkOf } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 27376));
    const found = [];
    const skipped = [];
    const readText = (path) => files.readText(path).catch(() => undefined);
    for (const path of candidates) {
        const text = await readText(path);
        if (text === undefined)
            continue;
        const framework = await frameworkOf(path, text);
        if (!framework?.database)
            continue;
        const database = await framework.database({ path, text, paths, readText });
        if (!database.dialect) {
            if (database.why)
                skipped.push({ path, why: database.why });
            continue;
        }
        const described = await framework.describe({
            path,
            text,
            dialect: database.dialect,
            files: { readText, list: (dir) => Promise.resolve(paths.filter((p) => external_node_path_.posix.dirname(p) === dir)) },
        });
        if (described.tables.length === 0)
            continue;
        found.push({
            path,
            framework: framework.name,
            type: database.dialect,
            tables: new Set(described.tables.map((t) => t.name.toLowerCase())),
            project: `${framework.name}:${database.project}`,
            assumed: database.assumed,
        });
    }
    return { found, skipped };
}
/**
 * The descriptions as histories: each file its own rule, except a Prisma schema folder
 * (prismaSchemaFolder: several .prisma files of one folder are one schema), which is one rule for
 * the folder's files, so a model moved between them, or a file added, is read by the same rule.
 */
function descriptionHistories(found, paths) {
    const histories = new Map();
    for (const description of found) {
        const folder = external_node_path_.posix.dirname(description.path);
        const schemaFolder = description.path.endsWith(".prisma") &&
            paths.some((p) => p !== description.path && p.endsWith(".prisma") && external_node_path_.posix.dirname(p) === folder);
        const glob = schemaFolder ? `${escapePath(folder)}/*.prisma` : escapePath(description.path);
        const known = histories.get(glob);
        if (known) {
            for (const table of description.tables)
                known.tables.add(table);
            known.files++;
            continue;
        }
        histories.set(glob, {
            root: schemaFolder ? folder : description.path,
            glob,
            type: description.type,
            files: 1,
            tables: new Set(description.tables),
            database: description.project,
        });
    }
    return [...histories.values()];
}
function escapePath(path) {
    return path.replace(/[\\*?[\]{}()!+@|^$]/g, "\\$&");
}

;// CONCATENATED MODULE: ./src/sync/init-dialect.ts

/** Marks each dialect leaves in DDL that Postgres would reject (checked in this order). */
const MARKS = [
    ["ksql", /\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:SOURCE\s+)?STREAM\b|\bKAFKA_TOPIC\s*=|\bVALUE_FORMAT\s*=/i],
    ["spark", /\bUSING\s+(?:DELTA|PARQUET|ORC|ICEBERG|AVRO|CSV)\b|\bSTORED\s+AS\s+\w+|\bTBLPROPERTIES\b/i],
    ["bigquery", /\bSTRUCT\s*<|\bARRAY\s*<|\b(?:INT64|FLOAT64|BIGNUMERIC)\b|`[\w-]+\.[\w-]+\.[\w-]+`/i],
    ["snowflake", /\bVARIANT\b|\bCREATE\s+(?:OR\s+REPLACE\s+)?TRANSIENT\s+TABLE\b|\bNUMBER\s*\(\s*\d+/i],
    // SQLite's own words: PRAGMA, AUTOINCREMENT (MySQL spells it AUTO_INCREMENT), WITHOUT ROWID, STRICT tables.
    ["sqlite", /^[ \t]*PRAGMA\b|\bAUTOINCREMENT\b|\bWITHOUT\s+ROWID\b|\)\s*STRICT\s*(?:,|;|$)/im],
    ["mssql", /^[ \t]*GO[ \t]*$|\[dbo\]|\bNVARCHAR\s*\(\s*MAX\s*\)|\bIDENTITY\s*\(\s*\d+\s*,\s*\d+\s*\)/im],
    // Before MySQL: ClickHouse writes `ENGINE = MergeTree` too, with types MySQL has not.
    [
        "clickhouse",
        /\bENGINE\s*=\s*(?:Replicated|Shared)?(?:\w*MergeTree|TinyLog|StripeLog|Log|Distributed|Kafka|Buffer)\b|\b(?:LowCardinality|Nullable|DateTime64)\s*\(|\bDateTime\s*\(\s*'/,
    ],
    ["mysql", /\bENGINE\s*=\s*\w+|\bAUTO_INCREMENT\b|\bUNSIGNED\b/i],
    // Types PostgreSQL does not have, once MySQL's marks are ruled out: SQLite's DATETIME and BLOB, as a
    // column's type (after its name), never a column named so (`"datetime" timestamptz`, `blob bytea`).
    ["sqlite", /[\w"`\]](?<!\b(?:COLUMN|ADD|TABLE|EXISTS))\s+(?:DATETIME|BLOB)\b/i],
];
/** The dialect of a SQL text by the first mark found; Postgres when none is. */
function sqlDialectOf(text) {
    // Comments say anything ("-- not a STREAM"): only statements count.
    const code = text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, " ");
    for (const [dialect, mark] of MARKS)
        if (mark.test(code))
            return dialect;
    return "postgres";
}
/**
 * Whether a SQL text defines something (CREATE, ALTER, DROP, outside comments and strings): a
 * text without, a seed or a data fix, is data, not schema. A CREATE TEMP table is scratch, not schema.
 */
function definesSchema(text) {
    const code = text.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'/g, " ");
    return /\b(?:CREATE|ALTER|DROP)\s+(?!TEMP\b|TEMPORARY\b)\w/i.test(code);
}
const READ = {
    postgres: "postgres",
    mysql: "mysql",
    mssql: "mssql",
};
/** The source type that reads a dialect, undefined for one contract-sync has no reader for. */
function sourceTypeOfDialect(dialect) {
    return READ[dialect];
}
const NAMES = {
    postgres: "PostgreSQL",
    mysql: "MySQL",
    mssql: "SQL Server (T-SQL)",
    ksql: "ksqlDB",
    spark: "Spark SQL",
    bigquery: "BigQuery",
    snowflake: "Snowflake",
    clickhouse: "ClickHouse",
    sqlite: "SQLite",
};
function dialectName(dialect) {
    return NAMES[dialect];
}
/**
 * The dialect of a SQL folder (the first of its files, up to 20, that is not plain PostgreSQL) and
 * whether any of its files (up to 200) defines something: a folder of data scripts alone does not.
 */
async function folderShape(glob, sql, files) {
    const inFolder = sql.filter((p) => picomatch_default().isMatch(p, glob, { dot: true })).slice(0, 200);
    let dialect = "postgres";
    let defines = inFolder.length === 200;
    for (const [index, path] of inFolder.entries()) {
        const text = await files.readText(path).catch(() => undefined);
        if (text === undefined)
            defines = true; // unread: never taken for data
        else {
            if (index < 20 && dialect === "postgres")
                dialect = sqlDialectOf(text);
            defines ||= definesSchema(text);
        }
    }
    return { dialect, defines };
}

;// CONCATENATED MODULE: ./src/sync/init-schema-dsl.ts
/* init's Rails schema.rb and Liquibase changelogs: each a rule typed by the database the project configures. */

const init_schema_dsl_NOT_SOURCE = /(?:^|\/)(?:node_modules|vendor|dist|build|target|\.venv|venv|tests?|spec|fixtures|testdata)\//;
const RAILS_SCHEMA = /(?:^|\/)db\/schema\.rb$/;
const CHANGELOG = /\.(?:xml|ya?ml|json)$/i;
const CHANGELOG_PLACE = /changelog|changeset|liquibase|(?:^|\/)db\//i;
/** At most this many candidate changelogs (and build files) are read. */
const MAX_READS = 2000;
/**
 * The Rails schema.rb files (a rule each, on the file) and Liquibase changelog folders (a
 * `migrations: true` rule each, on the folder of the master changelog: a change to any changelog it
 * includes reads it again) as histories of the database they build, typed by that database: Rails'
 * `config/database.yml` adapter (else the Gemfile's driver gem), Liquibase's JDBC URL
 * (liquibase.properties, Spring's application files) or its build's driver. A project whose
 * database is none contract-sync reads (SQLite, H2), or that names none, is skipped with why.
 */
async function findSchemaDsl(paths, files) {
    const readText = (path) => files.readText(path).catch(() => undefined);
    const skipped = [];
    const rails = [];
    for (const path of paths.filter((p) => RAILS_SCHEMA.test(p) && !init_schema_dsl_NOT_SOURCE.test(p))) {
        const text = await readText(path);
        if (text === undefined || !/ActiveRecord::Schema/.test(text))
            continue;
        const root = path.slice(0, -"db/schema.rb".length);
        const adapter = await railsAdapter(root, paths, readText);
        if (!adapter.type) {
            skipped.push({ path, why: adapter.why });
            continue;
        }
        const tables = new Set([...text.matchAll(/create_table\s+["':]([\w.]+)/g)].map((m) => last(m[1])));
        rails.push({ root: path, glob: init_schema_dsl_escapeGlob(path), type: adapter.type, files: 1, tables });
    }
    const liquibase = await liquibaseHistories(paths, readText, skipped);
    return { rails, liquibase, skipped };
}
function last(name) {
    return (name ?? "").split(".").at(-1)?.toLowerCase() ?? "";
}
const RAILS_ADAPTERS = {
    postgresql: "postgres",
    postgis: "postgres",
    mysql2: "mysql",
    trilogy: "mysql",
    sqlserver: "mssql",
};
async function railsAdapter(root, paths, readText) {
    for (const name of ["config/database.yml", "config/database.yml.sample", "config/database.yml.example"]) {
        const text = paths.includes(`${root}${name}`) ? await readText(`${root}${name}`) : undefined;
        const adapter = text && /^\s*adapter:\s*["']?([\w-]+)/m.exec(text)?.[1];
        if (!adapter)
            continue;
        const type = RAILS_ADAPTERS[adapter];
        return type
            ? { type, why: "" }
            : {
                why: `Rails schema on the ${adapter} adapter (${root}${name}): not a database contract-sync reads (PostgreSQL, MySQL, SQL Server); add a rule naming db/schema.rb with the type of the database it runs on in production`,
            };
    }
    const gemfile = paths.includes(`${root}Gemfile`) ? await readText(`${root}Gemfile`) : undefined;
    if (gemfile) {
        if (/^\s*gem\s+["']pg["']/m.test(gemfile))
            return { type: "postgres", why: "" };
        if (/^\s*gem\s+["'](?:mysql2|trilogy)["']/m.test(gemfile))
            return { type: "mysql", why: "" };
        if (/^\s*gem\s+["']activerecord-sqlserver-adapter["']/m.test(gemfile))
            return { type: "mssql", why: "" };
    }
    return {
        why: "Rails schema whose database neither config/database.yml nor the Gemfile names: add a rule naming db/schema.rb with type postgres, mysql or mssql",
    };
}
const JDBC = [
    [/jdbc:postgresql:|org\.postgresql|["']postgresql["']\s*[)>]/, "postgres"],
    [/jdbc:(?:mysql|mariadb):|mysql-connector|mariadb-java-client/, "mysql"],
    [/jdbc:sqlserver:|mssql-jdbc/, "mssql"],
];
async function liquibaseHistories(paths, readText, skipped) {
    const changelogs = [];
    const candidates = paths.filter((p) => CHANGELOG.test(p) && CHANGELOG_PLACE.test(p) && !init_schema_dsl_NOT_SOURCE.test(p) && !p.startsWith(".github/"));
    for (const path of candidates.slice(0, MAX_READS)) {
        const text = await readText(path);
        if (text !== undefined && /databaseChangeLog/.test(text))
            changelogs.push(path);
    }
    if (changelogs.length === 0)
        return [];
    // A changelog folder: the shallowest folder holding changelogs; those below it are its includes.
    const dirs = [...new Set(changelogs.map((p) => external_node_path_.posix.dirname(p)))].sort((a, b) => a.length - b.length);
    const roots = [];
    for (const dir of dirs)
        if (!roots.some((r) => dir.startsWith(`${r}/`)))
            roots.push(dir);
    const type = await liquibaseDatabase(paths, readText);
    const histories = [];
    for (const root of roots) {
        const members = changelogs.filter((p) => p.startsWith(`${root}/`));
        if (!type) {
            for (const path of members)
                skipped.push({
                    path,
                    why: "Liquibase changelog whose database no JDBC URL (liquibase.properties, application.yml/properties) or driver dependency names: add a rule on its folder with type postgres, mysql or mssql and migrations: true",
                });
            continue;
        }
        const tables = new Set();
        for (const path of paths.filter((p) => p.startsWith(`${root}/`)).slice(0, MAX_READS)) {
            const text = (await readText(path)) ?? "";
            for (const m of text.matchAll(/createTable[\s\S]{0,400}?tableName["']?\s*[:=]\s*["']?([\w.$]+)/g))
                tables.add(last(m[1]));
            for (const m of text.matchAll(/\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?["`[]?([\w.]+)/gi))
                tables.add(last(m[1]));
        }
        histories.push({ root, glob: `${init_schema_dsl_escapeGlob(root)}/**`, type, files: members.length, tables });
    }
    return histories;
}
/** The database of the repository's Liquibase: its JDBC URLs, else the JDBC driver its build declares. */
async function liquibaseDatabase(paths, readText) {
    const settings = paths.filter((p) => !init_schema_dsl_NOT_SOURCE.test(p) &&
        /(?:^|\/)(?:liquibase\.properties|application[\w-]*\.(?:ya?ml|properties)|pom\.xml|build\.gradle(?:\.kts)?)$/.test(p));
    const rank = (p) => (/liquibase\.properties$/.test(p) ? 0 : /application/.test(p) ? 1 : 2);
    for (const path of settings.sort((a, b) => rank(a) - rank(b)).slice(0, 50)) {
        const text = (await readText(path)) ?? "";
        for (const [pattern, type] of JDBC)
            if (pattern.test(text))
                return type;
    }
    return undefined;
}
function init_schema_dsl_escapeGlob(path) {
    return path.replace(/[\\*?[\]{}()!+@|^$]/g, "\\$&");
}

;// CONCATENATED MODULE: ./src/sync/init-sqlc.ts


/*
 * sqlc projects (sqlc.yaml, sqlc.yml or sqlc.json, versions 1 and 2): each package names its
 * engine, its schema (a file, or a folder of migrations sqlc applies in order) and its queries.
 * Only the schema is a history of tables; the queries (`-- name: GetAuthor :one`, `$1`
 * parameters) would fail any replay, and a SQLite schema is a dialect contract-sync does not read.
 */
const CONFIG_NAMES = new Set(["sqlc.yaml", "sqlc.yml", "sqlc.json"]);
const ENGINES = { postgresql: "postgres", mysql: "mysql" };
/** What sqlc's configurations among `paths` say of the SQL files `sql`. */
async function sqlcLayout(sql, paths, readText) {
    const layout = { folders: [], leftOut: [], ignore: [], claimed: new Set() };
    const ignored = new Set();
    const said = new Set();
    const leaveOut = (files, glob, why) => {
        if (!ignored.has(glob))
            layout.ignore.push(glob);
        ignored.add(glob);
        for (const path of files.filter((f) => !said.has(f)))
            layout.leftOut.push({ path, why });
        for (const path of files)
            said.add(path);
    };
    for (const config of paths.filter((p) => CONFIG_NAMES.has(external_node_path_.posix.basename(p)))) {
        const dir = external_node_path_.posix.dirname(config);
        for (const [index, pkg] of packagesOf(await parsed(readText, config)).entries()) {
            const under = (entry) => entryOf(dir, entry, sql);
            const dialect = ENGINES[pkg.engine];
            const schemas = pkg.schema.map(under).filter((s) => s.files.length > 0);
            for (const file of schemas.flatMap((s) => s.files))
                layout.claimed.add(file);
            if (dialect) {
                // One package is one database: its schema entries share a data source (`database`).
                for (const folder of schemaFolders(schemas, sql)) {
                    // Packages sharing one schema (one per driver or per query set) are one history.
                    if (layout.folders.some((f) => f.root === folder.root))
                        continue;
                    layout.folders.push({ ...folder, tool: "sqlc", dialect, database: `${config}#${index}` });
                }
            }
            else {
                const why = `sqlc ${pkg.engine || "?"} schema: not a dialect contract-sync reads (PostgreSQL, MySQL, SQL Server)`;
                for (const schema of schemas)
                    leaveOut(schema.files, schema.glob, why);
            }
            // A file sqlc lists as schema is schema, whatever `queries` says (sqlc reads its DDL).
            const schemaFiles = new Set(schemas.flatMap((s) => s.files));
            for (const queries of pkg.queries.map(under)) {
                for (const file of queries.files)
                    layout.claimed.add(file);
                const files = queries.files.filter((f) => !schemaFiles.has(f));
                if (files.length === 0)
                    continue;
                const glob = files.length === queries.files.length ? queries.glob : globOfFiles(files);
                leaveOut(files, glob, "sqlc queries: not part of the schema");
            }
        }
    }
    return layout;
}
function entryOf(dir, entry, sql) {
    const path = external_node_path_.posix.normalize(dir === "." ? entry : `${dir}/${entry}`).replace(/\/$/, "");
    const files = sql.filter((p) => p === path || external_node_path_.posix.dirname(p) === path);
    const glob = sql.includes(path) ? escapeGlob(path) : `${escapeGlob(path)}/*.sql`;
    return { path, files, glob };
}
/**
 * The histories of one package's schema entries: a folder is one; files listed one by one in the
 * same folder are one too (`db/{schema.sql,jobs.sql}`), replayed by name, since each file alone
 * would lack the types and tables the others create.
 */
function schemaFolders(schemas, sql) {
    const folders = new Map();
    const filesByDir = new Map();
    for (const schema of schemas) {
        if (sql.includes(schema.path)) {
            const dir = external_node_path_.posix.dirname(schema.path);
            filesByDir.set(dir, [...(filesByDir.get(dir) ?? []), schema.path]);
        }
        else
            folders.set(schema.path, { root: schema.path, glob: schema.glob });
    }
    for (const [dir, files] of filesByDir) {
        const unique = [...new Set(files)];
        if (unique.length === 1)
            folders.set(unique[0] ?? dir, { root: unique[0] ?? dir, glob: escapeGlob(unique[0] ?? dir) });
        else
            folders.set(dir, { root: dir, glob: globOfFiles(unique) });
    }
    return [...folders.values()];
}
/** One glob for files of one folder: `dir/{a.sql,b.sql}` (commas in a name escaped). */
function globOfFiles(files) {
    if (files.length === 1)
        return escapeGlob(files[0] ?? "");
    const dir = external_node_path_.posix.dirname(files[0] ?? "");
    if (files.some((f) => external_node_path_.posix.dirname(f) !== dir))
        return `{${files.map((f) => escapeGlob(f).replace(/,/g, "\\,")).join(",")}}`;
    const names = files.map((f) => escapeGlob(external_node_path_.posix.basename(f)).replace(/,/g, "\\,"));
    return `${dir === "." ? "" : `${escapeGlob(dir)}/`}{${names.join(",")}}`;
}
async function parsed(readText, path) {
    const text = await readText(path).catch(() => undefined);
    if (text === undefined)
        return undefined;
    try {
        const { parse } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
        return parse(text, { maxAliasCount: 100 }); // JSON is YAML
    }
    catch {
        return undefined;
    }
}
/** Version 2's `sql` entries, version 1's `packages`. */
function packagesOf(config) {
    if (!isObject(config))
        return [];
    const entries = Array.isArray(config.sql)
        ? config.sql
        : Array.isArray(config.packages)
            ? config.packages
            : [];
    return entries.filter(isObject).map((entry) => ({
        engine: typeof entry.engine === "string" ? entry.engine : "",
        schema: pathsOf(entry.schema),
        queries: pathsOf(entry.queries),
    }));
}
function pathsOf(value) {
    const list = Array.isArray(value) ? value : [value];
    return list.filter((v) => typeof v === "string" && v !== "" && !v.startsWith("/") && !v.includes(".."));
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/sync/init-sql-sources.ts
/* init's SQL: one `migrations: true` rule per history, each database with its own data source. */







const DATA_SCRIPT = "data script (no CREATE, ALTER or DROP): not part of the schema, ignored";
/**
 * The SQL histories' rules, one `migrations: true` rule per history with its database's data source,
 * and what is ignored, skipped or left out among the SQL files (sqlc's queries, data scripts, dialects
 * without a reader). Before them, a rule per framework description (init-described.ts: a Prisma
 * schema, Django models, ...) typed by its database, on the data source of the history that builds
 * the same tables: the description and the migrations it generates name one table once. A Rails
 * schema.rb is such a description, a Liquibase changelog folder such a history (init-schema-dsl.ts).
 */
async function sqlSources(sql, paths, files, options) {
    // A Liquibase folder's SQL files (formatted SQL changelogs, sqlFile scripts) run from its changelog.
    const dsl = await findSchemaDsl(paths, files);
    const inChangelog = (p) => dsl.liquibase.some((h) => p.startsWith(`${h.root}/`));
    const sqlc = await sqlcLayout(sql, paths, (path) => files.readText(path));
    const layout = sqlLayout(sql.filter((p) => !sqlc.claimed.has(p) && !inChangelog(p)), new Set(paths));
    layout.folders.push(...sqlc.folders);
    layout.leftOut.push(...sqlc.leftOut);
    layout.ignore.push(...sqlc.ignore);
    const skipped = [...dsl.skipped];
    const histories = [...dsl.liquibase];
    // Another dialect's SQL is ignored, so that no check reads it as PostgreSQL (every statement an error).
    const ignore = [...layout.ignore];
    for (const folder of layout.folders) {
        const shape = await folderShape(folder.glob, sql, files);
        if (!shape.defines) {
            // Seeds and data fixes (INSERT, UPDATE, psql scripts): replayed as a history, every statement fails.
            for (const path of sql.filter((p) => picomatch_default().isMatch(p, folder.glob, { dot: true })))
                layout.leftOut.push({ path, why: DATA_SCRIPT });
            ignore.push(folder.glob);
            continue;
        }
        const dialect = folder.dialect ?? shape.dialect;
        const type = sourceTypeOfDialect(dialect);
        if (!type) {
            const why = `${dialectName(dialect)} SQL, not a dialect contract-sync reads (PostgreSQL, MySQL, SQL Server)`;
            for (const path of sql.filter((p) => picomatch_default().isMatch(p, folder.glob, { dot: true })))
                skipped.push({ path, why });
            ignore.push(folder.glob);
            continue;
        }
        // A folder of SQL files is a migration history until shown otherwise: one file today is a
        // folder of several after the next pull request, and only `migrations: true` replays it whole.
        histories.push(await historyOf(folder, type, sql, (path) => files.readText(path)));
    }
    const described = await findDescriptions(paths, files);
    skipped.push(...described.skipped);
    const descriptions = [...descriptionHistories(described.found, paths), ...dsl.rails];
    // Each database its own data source: two histories' tables never take each other's names.
    const dataSources = historyDataSources([...descriptions, ...histories], options.databaseSource);
    const rule = (h) => ({
        glob: h.glob,
        type: h.type,
        dataSource: dataSources.get(h.root) ?? options.databaseSource,
    });
    // Descriptions first: a table both declare is read from the description (its line is the one a
    // reviewer changed), and migrations that disagree with it are said (sync/one-definition.ts).
    const sqlRules = [
        ...descriptions.map(rule),
        ...histories.map((h) => ({ ...rule(h), migrations: true })),
    ];
    return { sqlRules, ignore, skipped, leftOut: layout.leftOut };
}

;// CONCATENATED MODULE: ./src/sync/init-templates.ts
/** Why init leaves a template out. */
const TEMPLATE = "in a folder of templates (not JSON until built): the schemas built from them are read instead";
const TEMPLATE_MARK = /@[A-Z][A-Z0-9_]*@|\{\{[^}]*\}\}|\{%[^%]*%\}/;
/** Whether a .json file is a template: not JSON as written, and holding template markers. */
async function isTemplate(path, files) {
    const text = await files.readText(path).catch(() => undefined);
    if (text === undefined || !TEMPLATE_MARK.test(text))
        return false;
    try {
        JSON.parse(text);
        return false;
    }
    catch {
        return true;
    }
}

;// CONCATENATED MODULE: ./src/sync/init.ts



















/**
 * Source types `init` detects by themselves: schema formats. Code models
 * (TypeScript, Python, Java, ...) are left out: in a code repository every
 * class would become a contract; add them to the config by hand.
 */
const DETECTED = new Set([
    "postgres",
    "mysql",
    "mssql",
    "json_schema",
    "avro",
    "protobuf",
    "dataframe",
    "s3",
]);
/** Where `init` writes the owners of the contract files it writes (GitHub reads it there too). */
const CODEOWNERS_PATH = ".github/CODEOWNERS";
/** The owner `init` cannot know: the user replaces it with the contracts' owners (init says so). */
const PLACEHOLDER_OWNER = "@your-org/data-owners";
/**
 * A CODEOWNERS entry for each contract file init writes, so that GitHub asks their owners to
 * review a change of them; the owner is a placeholder to replace (the same people or teams as
 * the contracts' `approvers`, which the check requires for breaking changes).
 */
function codeownersEntries(contractPaths) {
    if (contractPaths.length === 0)
        return undefined;
    const lines = contractPaths.map((path) => `/${escapeCodeownersPath(path)} ${PLACEHOLDER_OWNER}`);
    return {
        path: CODEOWNERS_PATH,
        text: `# Data contracts (contract-sync init): replace ${PLACEHOLDER_OWNER} with their owners.\n${lines.join("\n")}\n`,
        what: `owners of ${contractPaths.length} contract file${contractPaths.length === 1 ? "" : "s"} (placeholder ${PLACEHOLDER_OWNER})`,
        extend: true,
    };
}
/** CODEOWNERS patterns are gitignore-like: a space, `#` and the glob characters are escaped. */
function escapeCodeownersPath(path) {
    return path.replace(/([ #*?[\]\\!])/g, "\\$1");
}
/** The action as a workflow names it: one name for the README, `init` and the docs. */
const ACTION_REF = "contract-sync/contract-sync@v0";
// One run per pull request (or branch) at a time: a push that lands while a check runs cancels it, so
// two runs never race to write the sticky comment.
const CHECK_CONCURRENCY = `concurrency:
  group: contract-sync-\${{ github.workflow }}-\${{ github.event.pull_request.number || github.ref }}
  cancel-in-progress: true`;
/**
 * A review re-runs the check (an owner's approval is what a breaking change waits for); so does a
 * pull request retargeted to another base (`edited`: the base is what the change and its consent
 * are judged against, and a run against the old base would stay green on the head); a merge
 * queue's group is checked too (a required check must run on merge_group, or the queue waits).
 */
const CHECK_TRIGGERS = `on:
  pull_request:
    types: [opened, synchronize, reopened, edited]
  pull_request_review:
    types: [submitted, dismissed]
  merge_group:`;
const CHECK_WORKFLOW = `name: contracts
${CHECK_TRIGGERS}
permissions:
  contents: read
  pull-requests: write
${CHECK_CONCURRENCY}
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ${ACTION_REF}
        # with:
        #   api-url: https://contracts.acme.example   # leave out: checked against the contracts in the repository
        #   api-key: \${{ secrets.CONTRACT_SYNC_API_KEY }}
`;
// Publishes run one after another, never cancelled: each applies its push's changes to the service.
const PUBLISH_CONCURRENCY = `concurrency:
  group: contract-sync-publish
  cancel-in-progress: false`;
const publishWorkflow = (apiUrl) => `name: publish contracts
on:
  push:
    branches: [main]
permissions:
  contents: read
  pull-requests: read
${PUBLISH_CONCURRENCY}
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0   # the provenance of each contract is the commit that last changed its file
      - uses: ${ACTION_REF}
        with:
          api-url: ${JSON.stringify(apiUrl)}
          api-key: \${{ secrets.CONTRACT_SYNC_API_KEY }}
`;
/**
 * What `contract-sync init` writes into a repository: the configuration (the
 * sources detected, unless a configuration is already there), one DRAFT /
 * RECORD contract skeleton per asset that no contract covers yet, and the
 * workflows. The caller writes only the files that do not exist.
 */
async function planInit(files, options) {
    const configPath = options.configPath ?? config/* DEFAULT_CONFIG_PATH */.Bi;
    const all = await files.listAll();
    const hasConfig = all.includes(configPath);
    const foundOdcs = await findOdcsFiles(all, files);
    const out = [];
    const skipped = [];
    const leftOut = [];
    let rules;
    let written;
    if (hasConfig) {
        rules = (await (0,src_config/* loadConfig */.Z9)(files, configPath)).rules;
    }
    else {
        const config = await configText(all, files, options, foundOdcs);
        skipped.push(...config.skipped);
        leftOut.push(...config.leftOut);
        written = { path: configPath, text: config.text, what: "configuration" };
        out.push(written);
        rules = new src_config/* ConfigRules */.y7((0,src_config/* parseConfig */.o4)(config.text, configPath).config);
    }
    const covered = new Set((await (0,contracts/* loadContracts */.YR)(files, rules)).contracts.flatMap((c) => (0,contracts/* contractResourceNames */.fd)(c.contract)));
    // The names the check will compute: the config's data sources, else the one a check here falls back to.
    const sources = new asset_reads/* SourceMap */.oY(rules, options.fallbackDataSource ?? options.dataSource);
    // Code models only where the config names their type: in a code repository every class would
    // become a contract (services, helpers, tests), so init leaves them to the user.
    const named = new Set(rules.config.sources.flatMap((rule) => (rule.type ? [rule.type] : [])));
    const contracted = (type) => DETECTED.has(type) || named.has(type);
    leftOut.push(...(await notContracted(all, sources, contracted, (path) => files.readText(path), CODE_MODEL)));
    const unreadable = new Map();
    const read = await (0,asset_reads/* readRepository */.Nu)(files, sources, (target) => contracted(target.sourceType));
    for (const d of read.diagnostics) {
        // Two definitions of one asset that differ: the contract is written from the first, the other said.
        if (d.asset !== undefined)
            leftOut.push({ path: d.file, why: d.message });
        else if (d.severity === "error" && !unreadable.has(d.file))
            unreadable.set(d.file, `cannot be read: ${d.message}`);
    }
    const odcs = onboardOdcs(foundOdcs, read.assets, rules, options, written !== undefined);
    for (const bound of odcs.bindings)
        if (bound.resource !== undefined)
            covered.add(String(bound.resource));
    skipped.push(...odcs.skipped);
    const taken = new Set(all);
    const found = new Map();
    const vendored = new Set();
    const bindings = [...odcs.bindings];
    for (const asset of read.assets) {
        const name = (0,model/* resourceName */.Iy)(asset.sourceType, asset.dataSource, asset.path);
        if (covered.has(name) || !asset.schema.fields?.length)
            continue;
        // A description that cannot be read whole is skipped (said above), not contracted in part.
        if (unreadable.has(asset.file) && (0,described.isDescriptionPath)(asset.file))
            continue;
        if (source_type_names/* SQL_SOURCE_TYPES */.L.has(asset.sourceType) && isToolTable(asset.path))
            continue;
        // A file read only to resolve types (a Go package's other files) is no file a rule matches.
        if (!DETECTED.has(asset.sourceType) && rules.sourceMatch(asset.file)?.rule.type !== asset.sourceType)
            continue;
        if (isVendoredSchema(asset)) {
            vendored.add(asset.file);
            continue;
        }
        // One contract per asset: a schema dump and the migrations of the same database name one table once.
        covered.add(name);
        out.push(skeletonFile(asset, options, taken, (binding) => bindings.push(binding), written !== undefined));
        found.set(asset.sourceType, (found.get(asset.sourceType) ?? 0) + 1);
    }
    if (written)
        written.text = withOdcsBindings(written.text, bindings);
    for (const [path, why] of unreadable)
        skipped.push({ path, why });
    for (const path of vendored)
        leftOut.push({ path, why: VENDORED });
    const owners = codeownersEntries(out.filter((f) => f.what.startsWith("contract skeleton")).map((f) => f.path));
    if (owners)
        out.push(owners);
    out.push(...workflowFiles(options.apiUrl));
    const byPath = (a, b) => a.path.localeCompare(b.path);
    const lists = { skipped: skipped.sort(byPath), leftOut: leftOut.sort(byPath) };
    return { files: out, found, ...lists, odcsBound: odcs.bound };
}
/** The check workflow, and the publish workflow when init is given the service's address. */
function workflowFiles(apiUrl) {
    const check = { path: ".github/workflows/contracts.yml", text: CHECK_WORKFLOW, what: "pull request check" };
    if (!apiUrl)
        return [check];
    const publish = publishWorkflow(apiUrl);
    return [
        check,
        { path: ".github/workflows/publish-contracts.yml", text: publish, what: "publish on merge" },
    ];
}
/**
 * The ODCS contracts found: the bindings init writes into its config for their unbound objects, and,
 * as skipped, what it cannot write (an object it cannot bind; with a config there already, every
 * binding, and a file outside the config's `contracts` globs).
 */
function onboardOdcs(found, assets, rules, options, writesConfig) {
    const bindable = assets.map((asset) => ({ ...asset, name: asset.schema.name }));
    const objects = bindFoundObjects(found, bindable, rules, options.start?.level ?? "RECORD");
    const skipped = [];
    for (const { path } of found)
        if (!rules.isContractFile(path))
            skipped.push({
                path,
                why: `an ODCS contract outside the config's contracts globs: add ${path} to contracts`,
            });
    for (const { path, object, binding, undecided } of objects) {
        if (undecided)
            skipped.push({ path, why: `ODCS ${object} ${undecided}` });
        else if (binding && !writesConfig)
            skipped.push({
                path,
                why: `ODCS ${object} is the contract of ${String(binding.resource)}: add to the config: odcs: { bindings: [ ${JSON.stringify(binding)} ] }`,
            });
    }
    const bound = writesConfig ? objects.filter((o) => o.binding) : [];
    return { bindings: bound.map((o) => o.binding), bound, skipped };
}
const DEFAULT_CONTRACTS = ["contracts/**/*.{yaml,yml}"];
const CODE_MODEL = "code model: init contracts schema files only; add a source rule for it to the config to contract it";
const VENDORED = "vendored dependency (a well-known package or a vendor folder): read for imports, not contracted";
/**
 * The configuration of the sources found: for SQL one `migrations: true` rule per history (as its
 * migration tool lays it out, init-layouts.ts; typed by the dialect its files are written in,
 * init-dialect.ts), for schema files one rule per source type and top-level folder. The data
 * source is written out, so that a check anywhere (CLI, action, another CI) names each asset as the
 * contracts `init` writes do.
 */
async function configText(paths, files, options, odcs) {
    const groups = new Map();
    const sql = [];
    for (const path of paths) {
        if (path.startsWith(".github/"))
            continue;
        // A `.json` that says it is a JSON Schema (OpenLineage's spec/OpenLineage.json): a rule of its own,
        // as its folder's other `.json` files may be anything.
        if (!(0,schema.detectSourceType)(path) && (await declaresJsonSchema(path, files))) {
            groups.set(`file ${path}`, {
                type: "json_schema",
                dir: ".",
                ext: "",
                template: false,
                glob: escapeGlob(path),
            });
            continue;
        }
        const type = (0,schema.detectSourceType)(path);
        if (!type || !DETECTED.has(type))
            continue;
        if (source_type_names/* SQL_SOURCE_TYPES */.L.has(type)) {
            sql.push(path);
            continue;
        }
        const dir = path.split("/")[0] ?? "";
        const ext = path.slice(path.lastIndexOf("."));
        const key = `${type} ${dir === path ? "" : dir} ${ext}`;
        if (!groups.has(key))
            groups.set(key, { type, dir: dir === path ? "." : dir, ext, template: false });
        const group = groups.get(key);
        if (group && !group.template && ext === ".json")
            group.template = await isTemplate(path, files);
    }
    const { sqlRules, ignore, skipped, leftOut } = await sqlSources(sql, paths, files, options);
    const globbed = [...groups.values()].map((g) => ({
        ...g,
        glob: g.glob ?? `${g.dir === "." ? "" : `${escapeGlob(g.dir)}/`}**/*${escapeGlob(g.ext)}`,
    }));
    // A folder of templates (a generated schema's source, `@INCLUDE@` markers) is not read as schemas.
    for (const { glob } of globbed.filter((g) => g.template)) {
        ignore.push(glob);
        for (const path of paths.filter((p) => picomatch_default().isMatch(p, glob, { dot: true })))
            leftOut.push({ path, why: TEMPLATE });
    }
    const sources = [
        ...globbed.filter((g) => !g.template).map((g) => ({ glob: g.glob, type: g.type })),
        ...sqlRules,
    ];
    const config = {
        version: 1,
        dataSource: options.dataSource,
        contracts: [...DEFAULT_CONTRACTS, ...odcsContractGlobs(odcs, DEFAULT_CONTRACTS)],
        ...(ignore.length > 0 ? { ignore } : {}),
        sources,
    };
    const text = `${schemaModeline("config")}\n# contract-sync configuration, written by \`contract-sync init\`.\n${(0,dist/* stringify */.As)(config)}`;
    return { text, skipped, leftOut };
}
/** A `.json` file whose top-level `$schema` names a JSON Schema dialect (json-schema.org). */
async function declaresJsonSchema(path, files) {
    if (!path.toLowerCase().endsWith(".json"))
        return false;
    const text = await files.readText(path).catch(() => undefined);
    if (text === undefined || !text.includes("$schema"))
        return false;
    try {
        const value = JSON.parse(text);
        return typeof value?.$schema === "string" && /^https?:\/\/json-schema\.org\//.test(value.$schema);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 29161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ vendorDir)
/* harmony export */ });
/* unused harmony export loadPGliteModule */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/**
 * Where the bundled build keeps packages that webpack cannot bundle (their
 * emscripten loaders use `import("module")` in a way ncc breaks). In the bundle
 * this file's code lives in dist/index.js or dist/cli.js, so dist/vendor is a
 * sibling; from source (tests, tsx) the folder does not exist and the package
 * is imported from node_modules as usual.
 */
function vendorDir(name) {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "vendor", name);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) ? dir : undefined;
}
let pgliteModule;
/** Loads PGlite from dist/vendor/pglite when bundled, else from node_modules. */
function loadPGliteModule() {
    pgliteModule ??= (async () => {
        const dir = vendorDir("pglite");
        if (dir) {
            const url = pathToFileURL(join(dir, "index.js")).href;
            return (await import(/* webpackIgnore: true */ url));
        }
        return (await import(/* webpackIgnore: true */ "@electric-sql/pglite"));
    })();
    return pgliteModule;
}


/***/ })

};
