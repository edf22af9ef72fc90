export const id = 45;
export const ids = [45];
export const modules = {

/***/ 4218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ RecapType),
/* harmony export */   gO: () => (/* binding */ SchemaNode)
/* harmony export */ });
/* unused harmony export RECAP_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);

/**
 * DESIGN.md "Schema tree": node types use the Gable/Recap type names. A list has
 * one child named `element`; a map has `key` and `value`; a union's children are
 * its variants; a struct's children are its fields.
 */
const RECAP_TYPES = [
    "null",
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "float16",
    "float32",
    "float64",
    "decimal128",
    "decimal256",
    "string",
    "bytes",
    "uuid",
    "date32",
    "time64",
    "timestamp64",
    "enum",
    "list",
    "map",
    "union",
    "struct",
    "unknown",
];
const RecapType = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(RECAP_TYPES);
const SchemaNode = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: RecapType,
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    fields: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SchemaNode).optional(),
    alias: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    doc: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    logical: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    optional: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    constraints: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).optional(),
}));


/***/ }),

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ SourceType)
/* harmony export */ });
/* unused harmony export SOURCE_TYPES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);

/** SEED.md 2.6: the source types of a data asset (and of a listed asset's `type`). */
const SOURCE_TYPES = [
    "postgres",
    "mysql",
    "mssql",
    "json_schema",
    "avro",
    "protobuf",
    "python",
    "pyspark",
    "typescript",
    "java",
    "s3",
    "dataframe",
    "kotlin",
    "swift",
    "php",
    "golang",
];
const SourceType = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SOURCE_TYPES);


/***/ }),

/***/ 39874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _server_start_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63097);
/* harmony import */ var _store_open_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52168);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71604);




const USAGE = "usage: contract-sync serve [--host 127.0.0.1] [--port 8080] [--data-dir DIR] [--database-url postgres://...] [--allow-private-webhooks] [--log-level info] [--rate-limit REQUESTS_PER_SECOND_PER_WORKSPACE]";
function parse(args) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args,
            options: {
                host: { type: "string", default: "127.0.0.1" },
                port: { type: "string", default: "8080" },
                "data-dir": { type: "string", default: "./.contract-sync" },
                "database-url": { type: "string" },
                "allow-private-webhooks": { type: "boolean", default: false },
                "log-level": { type: "string", default: "info" },
                "rate-limit": { type: "string", default: "0" },
            },
            strict: true,
            allowPositionals: false,
        }).values;
    }
    catch (error) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    }
}
/**
 * Runs the reference server until SIGINT/SIGTERM, then shuts down gracefully:
 * in-flight requests and deliveries finish, the store is closed. JSON log
 * lines go to stdout; the one human line ("listening on URL") to stderr.
 */
const run = async (args, io) => {
    const values = parse(args);
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--port must be an integer 0-65535, got '${values.port}'\n${USAGE}`);
    }
    const rate = Number(values["rate-limit"]);
    if (!Number.isFinite(rate) || rate < 0) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--rate-limit must be a number >= 0, got '${values["rate-limit"]}'\n${USAGE}`);
    }
    const databaseUrl = values["database-url"];
    const store = await (0,_store_open_js__WEBPACK_IMPORTED_MODULE_2__/* .openStore */ .C)(databaseUrl ? { databaseUrl } : { dataDir: values["data-dir"] });
    const envKey = io.env.CONTRACT_SYNC_API_KEY;
    let server;
    try {
        server = await (0,_server_start_js__WEBPACK_IMPORTED_MODULE_1__/* .startServer */ .U)({
            store,
            host: values.host,
            port,
            apiKeys: envKey ? [envKey] : [],
            allowPrivateWebhooks: values["allow-private-webhooks"],
            logLevel: values["log-level"],
            rateLimit: rate > 0 ? { requestsPerSecond: rate } : undefined,
        });
    }
    catch (error) {
        await store.close();
        throw error;
    }
    const where = databaseUrl ? "PostgreSQL" : `PGlite in ${values["data-dir"]}`;
    io.stderr(`contract-sync serve: listening on ${server.url} (store: ${where})\n`);
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

/***/ 55191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ startPGlite)
/* harmony export */ });
/* unused harmony export pgliteCacheFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(643);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _vendor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29161);





function pgliteCacheFile(env = process.env) {
    const dir = env.CONTRACT_SYNC_CACHE_DIR ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), ".cache"), "contract-sync");
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, "pglite-datadir-v1.tar.gz");
}
/** Starts a PGlite from the cached data directory if there is one, else from scratch (and caches it). */
async function startPGlite(cacheFile = pgliteCacheFile()) {
    const { PGlite } = await (0,_vendor_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPGliteModule */ .m)();
    const t0 = node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now();
    const cached = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(cacheFile).catch(() => undefined);
    if (cached) {
        try {
            const db = await PGlite.create({ loadDataDir: new Blob([cached]) });
            return { db, start: { ms: node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now() - t0, fromCache: true } };
        }
        catch {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(cacheFile, { force: true });
        }
    }
    const db = await PGlite.create();
    const ms = node_perf_hooks__WEBPACK_IMPORTED_MODULE_3__.performance.now() - t0;
    try {
        const dump = await db.dumpDataDir("gzip");
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(cacheFile, ".."), { recursive: true });
        const partial = `${cacheFile}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(partial, Buffer.from(await dump.arrayBuffer()));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(partial, cacheFile);
    }
    catch {
        // A read-only home is fine: the next process pays initdb again.
    }
    return { db, start: { ms, fromCache: false } };
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
