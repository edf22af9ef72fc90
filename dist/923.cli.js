export const id = 923;
export const ids = [923];
export const modules = {

/***/ 73813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _service_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10055);
/* harmony import */ var _store_open_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52168);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87911);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71604);




const USAGE = `usage: contract-sync keys create [--workspace NAME] [--label TEXT] [--data-dir DIR | --database-url URL]
       contract-sync keys list   [--workspace NAME] [--data-dir DIR | --database-url URL]
       contract-sync keys revoke ID [--workspace NAME] [--data-dir DIR | --database-url URL]`;
/**
 * API keys of a workspace, straight on the store (a PGlite data dir must not
 * be served at the same time; the running server offers /v0/api-keys). A new
 * key is printed once, on stdout alone, and only its hash is stored.
 */
const run = async (args, io) => {
    const [action, ...rest] = args;
    if (action !== "create" && action !== "list" && action !== "revoke") {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`expected create, list or revoke\n${USAGE}`);
    }
    const { positionals, text } = (0,_help_js__WEBPACK_IMPORTED_MODULE_2__/* .parseByTable */ .ph)(["keys", action], rest);
    if (action === "revoke" ? positionals.length !== 1 : positionals.length !== 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(USAGE);
    const workspace = text("workspace") ?? _service_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_WORKSPACE_NAME */ .I;
    if (!/^[A-Za-z0-9._-]{1,100}$/.test(workspace)) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e("--workspace must be 1-100 letters, digits, '.', '_' or '-'");
    }
    const databaseUrl = text("database-url");
    const store = await (0,_store_open_js__WEBPACK_IMPORTED_MODULE_1__/* .openStore */ .C)(databaseUrl ? { databaseUrl } : { dataDir: text("data-dir") ?? "./.contract-sync" });
    try {
        if (action === "create") {
            const { key, info } = await (0,_service_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .createApiKey */ .Iq)(store, workspace, text("label"));
            io.stdout(`${key}\n`);
            io.stderr(`created key ${info.id} for workspace '${workspace}'; it is shown only now\n`);
            return 0;
        }
        const rows = await store.query("SELECT id FROM workspaces WHERE name = $1", [workspace]);
        const workspaceId = rows[0]?.id;
        if (!workspaceId) {
            io.stderr(`no workspace '${workspace}'\n`);
            return 1;
        }
        if (action === "list") {
            for (const k of await (0,_service_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .listApiKeys */ .d5)(store, workspaceId)) {
                io.stdout(`${k.id}\t${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : "active"}\t${k.label ?? ""}\n`);
            }
            return 0;
        }
        const id = positionals[0] ?? "";
        if (!/^[0-9a-f-]{36}$/i.test(id) || !(await (0,_service_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .revokeApiKey */ .mA)(store, workspaceId, id))) {
            io.stderr(`no key '${id}' in workspace '${workspace}'\n`);
            return 1;
        }
        io.stderr(`revoked key ${id}\n`);
        return 0;
    }
    finally {
        await store.close();
    }
};


/***/ }),

/***/ 55191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ readCachedDataDir),
/* harmony export */   hW: () => (/* binding */ writeCachedDataDir),
/* harmony export */   wK: () => (/* binding */ startPGlite)
/* harmony export */ });
/* unused harmony exports pgliteStartCount, pgliteCacheFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(643);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _vendor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29161);





let started = 0;
/** How many PGlite instances this process has started (tests assert a run's budget of them). */
function pgliteStartCount() {
    return started;
}
function pgliteCacheFile(env = process.env) {
    const dir = env.CONTRACT_SYNC_CACHE_DIR ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), ".cache"), "contract-sync");
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, "pglite-datadir-v1.tar.gz");
}
/**
 * Starts a PGlite from the cached data directory if there is one, else from
 * scratch (and caches it). With a snapshot: from the snapshot's own cache
 * file, else from the plain start prepared (and that cached too).
 */
async function startPGlite(cacheFile = pgliteCacheFile(), snapshot) {
    started++;
    if (!snapshot)
        return startPlain(cacheFile);
    const t0 = node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now();
    const snapshotFile = cacheFile.replace(/\.tar\.gz$/, `-${snapshot.key}.tar.gz`);
    const loaded = await loadDump(snapshotFile);
    if (loaded)
        return { db: loaded, start: { ms: node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now() - t0, fromCache: true } };
    const plain = await startPlain(cacheFile);
    await snapshot.prepare(plain.db);
    await saveDump(plain.db, snapshotFile);
    return { db: plain.db, start: { ms: node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now() - t0, fromCache: plain.start.fromCache } };
}
async function startPlain(cacheFile) {
    const { PGlite } = await (0,_vendor_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPGliteModule */ .m)();
    const t0 = node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now();
    const loaded = await loadDump(cacheFile);
    if (loaded)
        return { db: loaded, start: { ms: node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now() - t0, fromCache: true } };
    const db = await PGlite.create();
    const ms = node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now() - t0;
    await saveDump(db, cacheFile);
    return { db, start: { ms, fromCache: false } };
}
/** The cached initialised data directory (gzipped tarball), or undefined when there is none. */
async function readCachedDataDir(cacheFile = pgliteCacheFile()) {
    const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(cacheFile).catch(() => undefined);
    return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
}
/** Writes a dump of a freshly initialised data directory to the cache (atomically; failures ignored). */
async function writeCachedDataDir(dump, cacheFile = pgliteCacheFile()) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(cacheFile, ".."), { recursive: true });
        const partial = `${cacheFile}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(partial, dump);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(partial, cacheFile);
    }
    catch {
        // A read-only home is fine: the next process pays initdb again.
    }
}
/** A PGlite on a dumped data directory; undefined when there is none or it no longer loads (then removed). */
async function loadDump(file) {
    const cached = await readCachedDataDir(file);
    if (!cached)
        return undefined;
    const { PGlite } = await (0,_vendor_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPGliteModule */ .m)();
    try {
        return await PGlite.create({ loadDataDir: new Blob([cached]) });
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true });
        return undefined;
    }
}
async function saveDump(db, file) {
    const dump = await db.dumpDataDir("gzip").catch(() => undefined);
    if (dump)
        await writeCachedDataDir(new Uint8Array(await dump.arrayBuffer()), file);
}


/***/ }),

/***/ 29161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ vendorDir),
/* harmony export */   m: () => (/* binding */ loadPGliteModule)
/* harmony export */ });
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
            const url = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.pathToFileURL)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, "index.js")).href;
            return (await import(/* webpackIgnore: true */ url));
        }
        return (await import(/* webpackIgnore: true */ "@electric-sql/pglite"));
    })();
    return pgliteModule;
}


/***/ })

};
