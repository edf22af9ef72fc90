export const id = 8652;
export const ids = [8652];
export const modules = {

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

/***/ 35859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ SqlError),
/* harmony export */   N8: () => (/* binding */ DEFAULT_EXTENSIONS),
/* harmony export */   Tg: () => (/* binding */ EXTENSION_REQUIRES),
/* harmony export */   XF: () => (/* binding */ shipsExtension),
/* harmony export */   mh: () => (/* binding */ extensionBundle),
/* harmony export */   sE: () => (/* binding */ SqlTimeout)
/* harmony export */ });
/* unused harmony export PGLITE_EXTENSIONS */
/**
 * Every extension `@electric-sql/pglite` ships (a `.control` file in one of its contrib bundles,
 * `dist/<bundle>.tar.gz`), loaded when SQL to replay creates one so that `CREATE EXTENSION` of it
 * works; plpgsql is built in. `test/pglite/extensions.test.ts` creates each and checks this list
 * against the bundles on disk, so an upgrade that ships more (or fewer) fails there.
 */
const PGLITE_EXTENSIONS = [
    "amcheck",
    "autoinc",
    "bloom",
    "btree_gin",
    "btree_gist",
    "citext",
    "cube",
    "dict_int",
    "dict_xsyn",
    "earthdistance",
    "file_fdw",
    "fuzzystrmatch",
    "hstore",
    "insert_username",
    "intarray",
    "isn",
    "lo",
    "ltree",
    "moddatetime",
    "pageinspect",
    "pg_buffercache",
    "pg_freespacemap",
    "pg_logicalinspect",
    "pg_stat_statements",
    "pg_surgery",
    "pg_trgm",
    "pg_visibility",
    "pg_walinspect",
    "pgcrypto",
    "refint",
    "seg",
    "tablefunc",
    "tcn",
    "tsm_system_rows",
    "tsm_system_time",
    "unaccent",
    "uuid-ossp",
];
/** Extensions of a bundle not named after them: contrib's spi modules share `spi.tar.gz`. */
const BUNDLE_OF = {
    autoinc: "spi",
    insert_username: "spi",
    moddatetime: "spi",
    refint: "spi",
};
/** Extensions that need another one created first (their control file's `requires`). */
const EXTENSION_REQUIRES = { earthdistance: ["cube"] };
/** The bundle (`dist/<name>.tar.gz`) that holds a shipped extension. */
function extensionBundle(name) {
    return BUNDLE_OF[name] ?? name;
}
/** Whether the embedded engine can create the extension (built in, or in a bundle it ships). */
function shipsExtension(name) {
    return name === "plpgsql" || PGLITE_EXTENSIONS.includes(name);
}
/** What a host made without a list of extensions loads at its start. */
const DEFAULT_EXTENSIONS = ["citext", "uuid-ossp", "pgcrypto", "pg_trgm", "hstore", "ltree"];
/** Postgres rejected the SQL. `position` is 1-based in the SQL text, when Postgres names one. */
class SqlError extends Error {
    position;
    code;
    constructor(message, position, 
    /** The SQLSTATE (`23505`, ...); "escaped" when guarded SQL ended the host's transaction. */
    code) {
        super(message);
        this.position = position;
        this.code = code;
        this.name = "SqlError";
    }
}
/** The call ran past its budget; the worker was terminated. `index`: the statement running then. */
class SqlTimeout extends Error {
    ms;
    index;
    constructor(ms, index) {
        super(`did not finish within ${ms} ms`);
        this.ms = ms;
        this.index = index;
        this.name = "SqlTimeout";
    }
}


/***/ }),

/***/ 85422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W3: () => (/* binding */ PGliteHost),
  L8: () => (/* reexport */ host_types/* SqlError */.L8),
  sE: () => (/* reexport */ host_types/* SqlTimeout */.sE),
  PL: () => (/* reexport */ pgliteModuleUrl)
});

// UNUSED EXPORTS: PGLITE_EXTENSIONS, shipsExtension

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/pglite/data-dir.ts
var data_dir = __webpack_require__(29935);
// EXTERNAL MODULE: ./src/pglite/host-types.ts
var host_types = __webpack_require__(35859);
// EXTERNAL MODULE: ./src/pglite/settings.ts
var settings = __webpack_require__(95420);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/vendor.ts
var vendor = __webpack_require__(29161);
;// CONCATENATED MODULE: ./src/pglite/worker-source.ts
/**
 * The code of the PGlite worker thread, as a string run with `eval: true`: the
 * same text works from source (tests, tsx) and from the ncc bundle, where a
 * separate worker file would not survive. It imports PGlite from the URL the
 * host gives it (while the host copies the data directory), waits for
 *
 *   {dataDir, cached, dumpFresh, extensions, settings} -> {type: "ready", dump?, fromCache, wasmModule?}
 *
 * PGlite's WebAssembly comes compiled in workerData.wasmModule when an earlier worker of the
 * process compiled it; otherwise this worker compiles it (while PGlite's JavaScript loads) and
 * hands the module back with "ready", for the host to give the next worker.
 *
 * then answers one message at a time:
 *
 *   {id, op: "exec", sql}             -> {id, ok}
 *   {id, op: "query", sql, params}    -> {id, ok, rows}
 *   {id, op: "each", statements, stopAtError?}
 *                                     -> {id, type: "started", index} before each statement,
 *                                        {id, type: "done", index, error?} after it, then {id, ok}
 *   {id, op: "dump"}                  -> {id, ok, dump} (the data directory, gzipped tarball)
 *   {id, op: "close"}                 -> {id, ok}
 *
 * `guard: true` (exec, each): the SQL runs inside a transaction the host
 * opened and must leave it open; if it does not (a COMMIT that got through),
 * the answer is an error with code "escaped". `savepoints: true` (each): every
 * statement runs under a savepoint, so that one rejected statement does not
 * abort the open transaction.
 *
 * An error is `{message, position}` (position: 1-based offset into the SQL, as
 * Postgres reports it). "started" is posted before a statement runs, so the
 * host knows which statement was running when it has to terminate the thread.
 */
const WORKER_SOURCE = String.raw `
const { parentPort, workerData } = require("node:worker_threads");
const { existsSync, readFileSync } = require("node:fs");
const { fileURLToPath, pathToFileURL } = require("node:url");
const { join } = require("node:path");

const failure = (error) => ({
  message: String((error && error.message) || error),
  position: error && error.position !== undefined ? Number(error.position) : undefined,
  code: error && typeof error.code === "string" ? error.code : undefined,
});

class Escaped extends Error {
  constructor() {
    super("the SQL ended the transaction it was run in");
    this.code = "escaped";
  }
}

async function main() {
  const compiling = workerData.wasmModule
    ? undefined
    : WebAssembly.compile(readFileSync(fileURLToPath(new URL("pglite.wasm", workerData.moduleUrl))));
  if (compiling) compiling.catch(() => {});
  const { PGlite } = await import(workerData.moduleUrl);
  // The host fills the data directory meanwhile; it says when, and how, to open it.
  const open = await new Promise((resolve) => parentPort.once("message", resolve));
  const dir = fileURLToPath(new URL(".", workerData.moduleUrl));
  const extensions = {};
  for (const name of open.extensions) {
    const bundle = join(dir, name + ".tar.gz");
    if (!existsSync(bundle)) continue;
    extensions[name.replace(/\W/g, "_")] = { name, setup: async () => ({ bundlePath: pathToFileURL(bundle) }) };
  }
  // Postgres's "-c name=value" settings (settings.ts) after PGlite's own.
  const startParams = [...PGlite.defaultStartParams, ...(open.settings || [])];
  const pgliteWasmModule = workerData.wasmModule || (await compiling);
  let db;
  let dump;
  if (open.dataDir) {
    // An empty folder is filled from the cached data directory when there is one.
    const loadDataDir = open.cached ? new Blob([open.cached]) : undefined;
    db = await PGlite.create(open.dataDir, { extensions, startParams, pgliteWasmModule, ...(loadDataDir ? { loadDataDir } : {}) });
    if (!loadDataDir && open.dumpFresh) {
      try { dump = new Uint8Array(await (await db.dumpDataDir("gzip")).arrayBuffer()); } catch {}
    }
  } else if (open.cached) {
    try {
      db = await PGlite.create({ loadDataDir: new Blob([open.cached]), extensions, startParams, pgliteWasmModule });
    } catch {}
  }
  if (!db) {
    db = await PGlite.create({ extensions, startParams, pgliteWasmModule });
    if (!open.dataDir) {
      try { dump = new Uint8Array(await (await db.dumpDataDir("gzip")).arrayBuffer()); } catch {}
    }
  }
  parentPort.postMessage({
    type: "ready",
    dump,
    fromCache: !dump && Boolean(open.cached),
    wasmModule: workerData.wasmModule ? undefined : pgliteWasmModule,
  });
  let queue = Promise.resolve();
  parentPort.on("message", (message) => {
    queue = queue.then(() => handle(db, message));
  });
}

async function handle(db, message) {
  const { id, op } = message;
  try {
    const guard = () => {
      if (message.guard && !db.isInTransaction()) throw new Escaped();
    };
    if (op === "exec") {
      await db.exec(message.sql);
      guard();
      parentPort.postMessage({ id, ok: true });
    } else if (op === "query") {
      const result = await db.query(message.sql, message.params || []);
      parentPort.postMessage({ id, ok: true, rows: result.rows });
    } else if (op === "each") {
      for (let index = 0; index < message.statements.length; index++) {
        parentPort.postMessage({ id, type: "started", index });
        let error;
        if (message.savepoints) await db.exec("SAVEPOINT each_statement");
        try {
          await db.exec(message.statements[index]);
        } catch (e) {
          error = failure(e);
          if (message.savepoints) await db.exec("ROLLBACK TO SAVEPOINT each_statement");
        }
        guard();
        if (message.savepoints) await db.exec("RELEASE SAVEPOINT each_statement");
        parentPort.postMessage({ id, type: "done", index, error });
        if (error && message.stopAtError) break;
      }
      parentPort.postMessage({ id, ok: true });
    } else if (op === "dump") {
      const dump = new Uint8Array(await (await db.dumpDataDir("gzip")).arrayBuffer());
      parentPort.postMessage({ id, ok: true, dump }, [dump.buffer]);
    } else if (op === "close") {
      await db.close();
      parentPort.postMessage({ id, ok: true });
    }
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: failure(error) });
  }
}

main().catch((error) => parentPort.postMessage({ type: "failed", error: failure(error) }));
`;

;// CONCATENATED MODULE: ./src/pglite/worker-start.ts









/**
 * PGlite's WebAssembly as the process's first worker compiled it. Later workers (a restart after a
 * statement ran out of time, another extension set, the next embedded store of a process that runs
 * many: the tests) get it with their workerData and instantiate it without compiling the 9 MB
 * module again: 10 store starts in one process, 8.2-9.5 -> 6.5-6.6 CPU-s (load ~14).
 */
let compiledWasm;
/** Keeps the module a worker compiled, for the workers started after it. */
function keepCompiledWasm(module) {
    if (module)
        compiledWasm ??= module;
}
/** A worker that loads PGlite and waits for what to open (see worker-source.ts). */
function loadingWorker() {
    const worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { moduleUrl: pgliteModuleUrl(), wasmModule: compiledWasm },
    });
    const gone = new Promise((resolve) => {
        worker.once("error", resolve);
        worker.once("exit", (code) => resolve(new Error(`the PGlite worker exited (${code}) while starting`)));
    });
    return { worker, gone };
}
/** The URL PGlite is imported from (the bundle's vendored copy, else node_modules). */
function pgliteModuleUrl() {
    const vendored = (0,vendor/* vendorDir */.A)("pglite");
    if (vendored)
        return (0,external_node_url_.pathToFileURL)((0,external_node_path_.join)(vendored, "index.js")).href;
    // A variable, so that the bundler leaves this source-only lookup alone.
    const specifier = "@electric-sql/pglite";
    return (0,external_node_url_.pathToFileURL)((0,external_node_module_.createRequire)(import.meta.url).resolve(specifier)).href.replace(/index\.cjs$/, "index.js");
}
/** Starts a worker, from the snapshot when there is one cached, else prepared and cached. */
async function spawnFromDataDir(options, host) {
    const { dataDir, snapshot } = options;
    // A data directory that already holds a database is reopened (after a restart: what was committed).
    if (dataDir && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dataDir, "PG_VERSION")))
        return host.spawnWorker(undefined);
    const cacheFile = options.cacheFile ?? (0,data_dir/* pgliteCacheFile */.a4)();
    if (dataDir && options.temporary && (await spawnFromSeed(options, dataDir, host)))
        return;
    if (dataDir && options.temporary && (await spawnFromFolder(options, dataDir, cacheFile, host)))
        return;
    const snapshotFile = snapshot ? (0,data_dir/* snapshotCacheFile */.t1)(cacheFile, snapshot.key) : undefined;
    const prepared = snapshotFile ? await (0,data_dir/* readCachedDataDir */.CJ)(snapshotFile) : undefined;
    if (prepared) {
        try {
            return await host.spawnWorker(prepared);
        }
        catch (error) {
            if (host.abandoned())
                throw error;
            // A snapshot that no longer loads (PGlite upgraded): dropped, prepared again.
            await (0,promises_.rm)(snapshotFile, { force: true });
            if (dataDir)
                await (0,promises_.rm)(dataDir, { recursive: true, force: true });
        }
    }
    // The plain initialised data directory for a scratch instance or a new folder (the store's own
    // on-disk folder has always started from initdb: keep that).
    const plain = dataDir && !options.temporary ? undefined : await (0,data_dir/* readCachedDataDir */.CJ)(cacheFile);
    await host.spawnWorker(plain, plain === undefined);
    if (!snapshot || !snapshotFile)
        return;
    const session = {
        exec: async (sql) => {
            await host.send({ op: "exec", sql }, 300_000);
        },
        query: async (sql, params = []) => {
            const { rows } = await host.send({ op: "query", sql, params }, 300_000);
            return { rows: (rows ?? []) };
        },
    };
    await snapshot.prepare(session);
    const { dump } = await host.send({ op: "dump" }, 300_000).catch(() => ({ dump: undefined }));
    if (!dump)
        return;
    await (0,data_dir/* writeCachedDataDir */.hW)(dump, snapshotFile);
    if (options.temporary)
        await (0,data_dir/* cacheDataDirFolder */.UZ)(dump, snapshot.key, cacheFile);
}
/** Starts on a copy of the cached data folder; false (the scratch folder emptied again) when it does not serve. */
async function spawnFromSeed(options, dataDir, host) {
    const seed = options.seedFolder;
    if (!seed || !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(seed, "PG_VERSION")))
        return false;
    try {
        await (0,data_dir/* copyDataDir */.jW)(seed, dataDir);
        await host.spawnWorker(undefined);
        host.noteOrigin("cache");
        return true;
    }
    catch (error) {
        await host.stopWorker();
        if (host.abandoned())
            throw error;
        await (0,promises_.rm)(dataDir, { recursive: true, force: true });
        await (0,promises_.mkdir)(dataDir, { recursive: true });
        return false;
    }
}
/**
 * Fills an empty scratch folder with a prepared data directory (the cached
 * plain folder of the snapshot's key, else the one shipped with dist/) and
 * opens it on disk, far cheaper than initdb (`npm run bench -- pglite-startup`, rows "startPGlite, warm cache: ..."
 * and "initdb in memory ..."). A reader's instance
 * (no snapshot) takes the store's shipped one too: it empties the database
 * inside the transaction it rolls back. False when none serves or it does
 * not open (the folder is then emptied for initdb).
 */
async function spawnFromFolder(options, dataDir, cacheFile, host) {
    const { snapshot } = options;
    const start = options.start ?? {};
    const keys = snapshot ? [snapshot.key] : [data_dir/* PLAIN_KEY */.P6, await (0,data_dir/* shippedDataDirKey */.a9)(start)];
    for (const key of new Set(keys)) {
        if (!key)
            continue;
        const source = await (0,data_dir/* fillDataDir */.xD)(dataDir, key, { ...start, cacheFile }).catch(() => undefined);
        if (!source) {
            // A copy cut short (the cache folder replaced meanwhile by another process) leaves nothing behind.
            await (0,promises_.rm)(dataDir, { recursive: true, force: true });
            await (0,promises_.mkdir)(dataDir, { recursive: true });
            continue;
        }
        try {
            await host.spawnWorker(undefined);
            host.noteOrigin(source);
            return true;
        }
        catch (error) {
            if (host.abandoned())
                throw error;
            await (0,promises_.rm)((0,data_dir/* dataDirCacheFolder */.sK)(cacheFile, key), { recursive: true, force: true });
            await (0,promises_.rm)(dataDir, { recursive: true, force: true });
            await (0,promises_.mkdir)(dataDir, { recursive: true });
        }
    }
    (0,data_dir/* notePGliteInitdb */.ic)();
    host.noteOrigin("initdb");
    return false;
}
/** A freshly initialised data directory, cached for the next process (as a dump and as a folder). */
async function cacheFreshDataDir(options, dump) {
    await (0,data_dir/* writeCachedDataDir */.hW)(dump, options.cacheFile);
    if (options.temporary)
        await (0,data_dir/* cacheDataDirFolder */.UZ)(dump, data_dir/* PLAIN_KEY */.P6, options.cacheFile ?? (0,data_dir/* pgliteCacheFile */.a4)());
}

;// CONCATENATED MODULE: ./src/pglite/host.ts








const sqlError = (error) => new host_types/* SqlError */.L8(error?.message ?? "failed", error?.position, error?.code);
/**
 * PGlite in a worker thread that can be terminated. SQL from a pull request
 * may loop forever inside PGlite's WebAssembly, where no JavaScript timer of
 * the same thread would ever run again; a worker can be stopped from outside
 * whatever it is doing. Every call takes a wall-clock timeout; on expiry the
 * thread is terminated, the call rejects with a `SqlTimeout`, and `restart()`
 * brings up a fresh instance (from the cached data directory: `npm run bench -- pglite-startup`,
 * row "startPGlite, warm cache").
 *
 * One host is meant to be the process's only PGlite (see shared.ts): callers
 * take turns through `exclusive()`, and `transaction()` holds the host from
 * BEGIN to COMMIT so that no other caller's statement lands inside it.
 */
class PGliteHost {
    options;
    worker;
    early;
    ready;
    pending = new Map();
    nextId = 1;
    turn = Promise.resolve();
    /** What the last caller left for the next one to do first (`leaveForNextTurn`). */
    leftover;
    poisoned;
    /** Set by abandon(): no worker starts any more, and a start in progress fails. */
    abandoned;
    /**
     * Milliseconds the last start took, whether it came from the cached data directory, and whether
     * its worker compiled PGlite's WebAssembly (only the process's first worker does: worker-start.ts).
     */
    lastStart;
    /** What the scratch folder was filled from: the cache, the shipped data directory, or initdb. */
    source;
    /** How many times a worker was started (tests: a run starts at most one). */
    starts = 0;
    constructor(options = {}) {
        this.options = options;
    }
    /** Extensions loaded beyond `options.extensions`, because SQL to replay creates them. */
    extraExtensions = new Set();
    extensions() {
        return [...new Set([...(this.options.extensions ?? host_types/* DEFAULT_EXTENSIONS */.N8), ...this.extraExtensions])];
    }
    /** The contrib bundles the worker loads (several extensions may share one). */
    bundles() {
        return [...new Set(this.extensions().map(host_types/* extensionBundle */.mh))];
    }
    /**
     * Makes sure the named contrib extensions are loadable: each bundle costs
     * start-up time, so a host made without them loads them only when
     * SQL about to be replayed creates one. A running worker is closed cleanly
     * and started again on the same data directory (what was committed stays);
     * an in-memory one takes them at its next start. Names PGlite does not ship
     * are left to fail as `CREATE EXTENSION` fails.
     */
    async ensureExtensions(names) {
        const loaded = new Set(this.extensions());
        const wanted = names.flatMap((n) => [n, ...(host_types/* EXTENSION_REQUIRES */.Tg[n] ?? [])]);
        const missing = [...new Set(wanted)].filter((n) => n !== "plpgsql" && (0,host_types/* shipsExtension */.XF)(n) && !loaded.has(n));
        if (missing.length === 0)
            return;
        for (const name of missing)
            this.extraExtensions.add(name);
        if (!this.worker || !this.options.dataDir)
            return;
        await this.send({ op: "close" }, 30_000).catch(() => undefined);
        await this.terminate();
        await this.start();
    }
    /** Starts the worker if it is not running; resolves when PGlite is ready. */
    start() {
        this.ready ??= this.spawn().catch((error) => {
            this.ready = undefined;
            throw error;
        });
        return this.ready;
    }
    /**
     * Starts a worker, from the snapshot when there is one cached, else prepared and cached. The
     * worker loads PGlite while the data directory is copied (both measured by `npm run bench --
     * pglite-startup`); one left unused
     * (every way to open failed) is stopped.
     */
    async spawn() {
        this.early ??= loadingWorker();
        try {
            await this.spawnFrom();
        }
        finally {
            const unused = this.early;
            this.early = undefined;
            if (unused)
                void unused.worker.terminate();
        }
    }
    /** Fills the data directory and starts a worker on it (worker-start.ts), through this host's messaging. */
    spawnFrom() {
        return spawnFromDataDir(this.options, {
            spawnWorker: (cached, initdb) => this.spawnWorker(cached, initdb),
            send: (request, timeoutMs) => this.send(request, timeoutMs),
            stopWorker: async () => {
                if (this.worker)
                    await this.terminate();
            },
            noteOrigin: (origin) => {
                this.source = origin;
            },
            abandoned: () => this.abandoned !== undefined,
        });
    }
    /** The on-disk data directory, when the host has one. */
    get dataDirectory() {
        return this.options.dataDir;
    }
    /** `initdb`: the folder is empty and nothing is loaded into it, so the worker runs initdb. */
    async spawnWorker(cached, initdb = false) {
        if (this.abandoned)
            throw this.abandoned;
        const t0 = external_node_perf_hooks_.performance.now();
        this.starts++;
        (0,data_dir/* notePGliteStart */.uo)();
        const { worker, gone } = this.early ?? loadingWorker();
        this.early = undefined;
        worker.postMessage({
            dataDir: this.options.dataDir,
            cached,
            // A fresh scratch folder's initdb is worth caching like an in-memory one's (only then: a dump
            // of a folder that was copied or reopened costs a whole dump and gains nothing).
            dumpFresh: this.options.temporary === true && initdb,
            extensions: this.bundles(),
            settings: (0,settings/* pgliteSettings */.l8)(),
        });
        this.worker = worker;
        await new Promise((resolve, reject) => {
            void gone.then(reject);
            worker.on("message", (message) => {
                if (message.type === "ready") {
                    keepCompiledWasm(message.wasmModule);
                    this.lastStart = {
                        ms: external_node_perf_hooks_.performance.now() - t0,
                        fromCache: message.fromCache === true,
                        compiledWasm: message.wasmModule !== undefined,
                    };
                    if (message.dump)
                        void cacheFreshDataDir(this.options, message.dump);
                    resolve();
                }
                else if (message.type === "failed") {
                    reject(new Error(`PGlite did not start: ${message.error?.message}`));
                }
                else {
                    this.dispatch(message);
                }
            });
        });
        worker.removeAllListeners("error");
        worker.removeAllListeners("exit");
        // Events of a worker already replaced (terminated, restarted) concern no one.
        worker.on("error", (error) => {
            if (this.worker === worker)
                this.fail(error);
        });
        worker.on("exit", () => {
            if (this.worker === worker)
                this.fail(new Error("the PGlite worker exited"));
        });
        worker.unref();
    }
    dispatch(message) {
        const pending = this.pending.get(message.id);
        if (!pending)
            return;
        if (message.type) {
            pending.onEvent?.({ type: message.type, index: message.index ?? 0, error: message.error });
            return;
        }
        this.pending.delete(message.id);
        if (message.ok)
            pending.resolve({ rows: message.rows, dump: message.dump });
        else
            pending.reject(sqlError(message.error));
    }
    fail(error) {
        this.worker = undefined;
        this.ready = undefined;
        for (const pending of this.pending.values())
            pending.reject(error);
        this.pending.clear();
    }
    async call(request, timeoutMs, onEvent, running, statementMs) {
        if (this.poisoned)
            throw this.poisoned;
        await this.start();
        return this.send(request, timeoutMs, onEvent, running, statementMs);
    }
    /**
     * Posts a request to the running worker (during start-up too, for the snapshot's preparation).
     * `statementMs`: the timer starts again, for that many ms, at each "started" event (a budget per
     * statement of an `each`, not one for the whole list).
     */
    send(request, timeoutMs, onEvent, running, statementMs) {
        const worker = this.worker;
        if (!worker)
            return Promise.reject(new Error("the PGlite worker is not running"));
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            let timer;
            const arm = (ms) => {
                clearTimeout(timer);
                timer = setTimeout(() => {
                    this.pending.delete(id);
                    reject(new host_types/* SqlTimeout */.sE(ms, running?.()));
                    void this.terminate();
                }, ms);
            };
            arm(timeoutMs);
            const settle = (fn) => (value) => {
                clearTimeout(timer);
                fn(value);
            };
            const events = statementMs && onEvent
                ? (event) => {
                    if (event.type === "started")
                        arm(statementMs());
                    onEvent(event);
                }
                : onEvent;
            this.pending.set(id, { resolve: settle(resolve), reject: settle(reject), onEvent: events });
            worker.postMessage({ id, ...request });
        });
    }
    /**
     * Runs SQL (any number of statements, one implicit transaction). Rejects with SqlError or
     * SqlTimeout. `guarded`: the SQL runs in a transaction the caller opened and must leave it open.
     */
    async exec(sql, timeoutMs, guarded = false) {
        await this.call({ op: "exec", sql, guard: guarded }, timeoutMs);
    }
    async query(sql, params = [], timeoutMs = 60_000) {
        const { rows } = await this.call({ op: "query", sql, params }, timeoutMs);
        return { rows: (rows ?? []) };
    }
    /**
     * Runs statements one by one; a rejected statement does not stop the others.
     * `onDone(index, outcome)` reports each as it finishes. `timeoutMs` is each
     * statement's budget (its timer starts when the worker starts it), cut to what
     * is left before `deadline` (performance.now()) when one is given: a long list
     * of quick statements never times out as a whole. On timeout the rejection's
     * `index` names the statement that was running. `guarded`: inside a
     * transaction the caller opened, none may end it; each statement under a
     * savepoint unless `savepoints` is false.
     */
    async each(statements, timeoutMs, onDone, options = {}) {
        const { guarded = false, stopAtError = false, deadline, savepoints = guarded } = options;
        let running;
        const statementMs = () => deadline === undefined ? timeoutMs : Math.max(1, Math.min(timeoutMs, deadline - external_node_perf_hooks_.performance.now()));
        await this.call({ op: "each", statements, guard: guarded, savepoints, stopAtError }, statementMs(), (event) => {
            if (event.type === "started")
                running = event.index;
            else {
                running = undefined;
                onDone(event.index, event.error ? sqlError(event.error) : undefined);
            }
        }, () => running, statementMs);
    }
    /** Runs `work` with the host to itself: callers take turns. */
    exclusive(work) {
        return this.nextTurn(async () => {
            const leftover = this.leftover;
            this.leftover = undefined;
            await leftover?.();
            return work(this);
        });
    }
    /**
     * Work the current turn leaves to whoever takes the next one, done before it: the Postgres
     * reader's ROLLBACK of a replay (PostgreSQL unlinks every file the transaction made, which grows
     * with the tables: `npm run bench -- readers`, row "postgres: 2000 CREATE TABLEs, one file"), which a run that reads and exits never needs, as a temporary host's
     * folder is deleted whole (`closeWhenFree`).
     */
    leaveForNextTurn(work) {
        this.leftover = work;
    }
    /** Closes the host after the current turn; a temporary one skips what that turn left to do. */
    closeWhenFree() {
        if (!this.options.temporary)
            return this.exclusive((host) => host.close());
        return this.nextTurn(() => {
            this.leftover = undefined;
            return this.close();
        });
    }
    nextTurn(work) {
        const run = this.turn.then(work);
        this.turn = run.catch(() => undefined);
        return run;
    }
    /**
     * Runs `work` in one transaction with the host to itself: committed when it
     * resolves, rolled back when it throws. Statements inside go through the
     * session given to `work`, not through `exclusive` (which would wait for this).
     */
    transaction(work, timeoutMs) {
        return this.exclusive(async () => {
            // Not awaited: the worker answers in order, so the first statement follows BEGIN anyway,
            // and a transaction costs one round trip less (every caller waits for each one).
            const begun = this.exec("BEGIN", timeoutMs);
            begun.catch(() => undefined);
            const session = {
                exec: (sql) => this.exec(sql, timeoutMs),
                query: (sql, params) => this.query(sql, params, timeoutMs),
            };
            try {
                const result = await work(session);
                await begun;
                await this.exec("COMMIT", timeoutMs);
                return result;
            }
            catch (error) {
                await this.exec("ROLLBACK", timeoutMs).catch(() => undefined);
                throw error;
            }
        });
    }
    /** Refuses every later call with `error` (its state can no longer be trusted), and stops the worker. */
    poison(error) {
        this.poisoned = error;
        void this.terminate();
    }
    /**
     * Stops the host for good, started or still starting (its start then fails rather than
     * going on to another data directory): for a start nobody needs any more.
     */
    abandon() {
        this.abandoned ??= new Error("PGlite was stopped: nothing needed it");
        const early = this.early;
        this.early = undefined;
        void early?.worker.terminate();
        void this.terminate();
    }
    /** Whether the worker is running (a closed or never started host is not). */
    get running() {
        return this.worker !== undefined;
    }
    /** Stops the worker at once, whatever it is doing. */
    async terminate() {
        const worker = this.worker;
        this.fail(new Error("the PGlite worker was terminated"));
        await worker?.terminate();
    }
    /** A fresh instance: terminates the current worker and starts a new one. */
    async restart() {
        await this.terminate();
        await this.start();
    }
    /** Closes PGlite cleanly when it has an on-disk data directory to flush, then ends the worker. */
    async close() {
        const { dataDir, temporary } = this.options;
        if (this.worker && dataDir && !temporary)
            await this.send({ op: "close" }, 30_000).catch(() => undefined);
        await this.terminate();
        if (dataDir && temporary)
            await (0,promises_.rm)(dataDir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 95420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dg: () => (/* binding */ scratchParent),
/* harmony export */   l8: () => (/* binding */ pgliteSettings)
/* harmony export */ });
/* unused harmony export useServerSettings */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);


/**
 * PGlite's postgres keeps its shared memory in the WebAssembly heap and touches all of
 * `shared_buffers` when it starts: at PostgreSQL's default of 128MB most of a process's peak
 * memory and a part of every start (`npm run bench -- pglite-startup`, rows "reopen a plain
 * on-disk dir" with and without shared_buffers=16MB). A
 * one-shot run's PGlite holds a store of a few contracts or replays a migration folder, and
 * with 16MB replaying 1,000 CREATE and ALTER TABLE pairs was no slower. `serve`, whose store
 * lives long and grows, keeps PostgreSQL's default.
 */
const ONE_SHOT = "16MB";
const SERVER = "128MB";
let sharedBuffers = ONE_SHOT;
let server = false;
/** The `-c` settings every PGlite of this process starts with. */
function pgliteSettings() {
    return ["-c", `shared_buffers=${sharedBuffers}`];
}
/** For `serve`: PostgreSQL's default shared_buffers, and scratch folders on disk, for a store that lives long. */
function useServerSettings() {
    sharedBuffers = SERVER;
    server = true;
}
/** The memory file system a one-shot run's scratch data directory goes to, when it has room. */
const MEMORY_FS = "/dev/shm";
/** Room it must have: a replayed migration folder of thousands of files grows the folder to ~100 MB. */
const MEMORY_FS_MIN_FREE = 1024 ** 3;
/**
 * Where a PGlite scratch data directory (a copy thrown away at exit) is made:
 * `CONTRACT_SYNC_SCRATCH_DIR` when set; else, for a one-shot run, /dev/shm when
 * it is there with 1 GiB free (a GitHub runner's is half its memory; a
 * container's default 64 MB is too small, and falls back); else the temp
 * folder. Creating the ~450 files of the copy costs ten times the system time on ext4 (the
 * journal) that it costs on tmpfs, and PGlite syncs
 * every statement to a file system where a sync costs nothing. `serve`'s store
 * lives long and may grow: it stays on disk.
 */
function scratchParent(env = process.env) {
    if (env.CONTRACT_SYNC_SCRATCH_DIR)
        return env.CONTRACT_SYNC_SCRATCH_DIR;
    if (!server && memoryFsHasRoom())
        return MEMORY_FS;
    return (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
function memoryFsHasRoom() {
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statfsSync)(MEMORY_FS);
        return stats.bavail * stats.bsize >= MEMORY_FS_MIN_FREE;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 18652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   abandonSharedPGliteHost: () => (/* binding */ abandonSharedPGliteHost),
/* harmony export */   claimSharedPGliteHost: () => (/* binding */ claimSharedPGliteHost),
/* harmony export */   closeSharedPGliteHost: () => (/* binding */ closeSharedPGliteHost),
/* harmony export */   seedSharedPGliteHost: () => (/* binding */ seedSharedPGliteHost),
/* harmony export */   sharedHostUnclaimed: () => (/* binding */ sharedHostUnclaimed),
/* harmony export */   sharedPGliteHost: () => (/* binding */ sharedPGliteHost)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85422);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95420);
/* harmony import */ var _shared_closer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42355);





/**
 * The process's one PGlite, started when something first needs it: the
 * embedded store and the Postgres reader share it (each instance costs a
 * start and a few hundred MB: `npm run bench -- action`, row "PGlite floor: ..."). The reader works inside a transaction that it
 * rolls back (see schema/readers/postgres/instance.ts), so the store's rows
 * are never touched by SQL read from a repository.
 *
 * Its data directory is a scratch folder (settings.ts: /dev/shm when it has room), not
 * PGlite's in-memory file system: when a
 * statement of a pull request runs past its budget, the worker is terminated
 * and restarted on the same folder, so what the store had committed is still
 * there (the reader's open transaction is what crash recovery drops). Nothing
 * is lost, and the store needs no re-seeding.
 */
let shared;
function create(snapshot, seedFolder) {
    const dataDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .scratchParent */ .dg)(), "contract-sync-pglite-"));
    // No contrib extension at start: the reader asks for those its SQL creates (ensureExtensions).
    return {
        host: new _host_js__WEBPACK_IMPORTED_MODULE_2__/* .PGliteHost */ .W3({ dataDir, temporary: true, snapshot, seedFolder, extensions: [] }),
        storeClaimed: false,
    };
}
/**
 * Makes the shared host start from `seedFolder` (a data directory the Postgres
 * reader cached), if nothing made it yet: true when it will.
 */
function seedSharedPGliteHost(seedFolder) {
    if (shared)
        return false;
    shared = create(undefined, seedFolder);
    return true;
}
/** Whether the shared host exists and no store holds it (what it commits is nobody's but the reader's). */
function sharedHostUnclaimed() {
    return shared !== undefined && !shared.storeClaimed;
}
/** The shared host for a reader (started on its first call). */
function sharedPGliteHost() {
    shared ??= create(undefined);
    return shared.host;
}
/**
 * The shared host for an embedded store, or undefined when another store
 * already holds it (the caller then starts its own). Started from `snapshot`
 * when the store is first to need it. `release` closes it: the next store
 * starts empty.
 */
function claimSharedPGliteHost(snapshot) {
    shared ??= create(snapshot);
    const claimed = shared;
    if (claimed.storeClaimed)
        return undefined;
    claimed.storeClaimed = true;
    return {
        host: claimed.host,
        release: async () => {
            if (shared === claimed)
                shared = undefined;
            await claimed.host.closeWhenFree();
        },
    };
}
/** Closes the shared host unless a store holds it (the store closes it then). */
async function closeSharedPGliteHost() {
    const current = shared;
    if (!current || current.storeClaimed)
        return;
    shared = undefined;
    await current.host.closeWhenFree();
}
(0,_shared_closer_js__WEBPACK_IMPORTED_MODULE_4__/* .registerSharedHostCloser */ .x)(closeSharedPGliteHost);
/**
 * Stops the shared host at once, started or still starting (an embedded service warmed in the
 * background and then not needed): whoever awaits its start gets an error and releases it.
 */
function abandonSharedPGliteHost() {
    shared?.host.abandon();
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
