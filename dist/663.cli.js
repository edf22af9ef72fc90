export const id = 663;
export const ids = [663];
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

// EXTERNAL MODULE: ./src/schema/index.ts + 6 modules
var schema = __webpack_require__(84723);
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
