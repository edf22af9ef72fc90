export const id = 850;
export const ids = [850];
export const modules = {

/***/ 26850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(73382);
/* harmony import */ var _api_source_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9279);
/* harmony import */ var _schema_fs_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28784);
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(43017);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71604);








const USAGE = "usage: contract-sync schema <file-or-folder>... [--type <source_type>] [--data-source <name>] [--database <db>]";
/**
 * `contract-sync schema`: reads schema files into data assets and prints them
 * as JSON (resource name, schema tree, source lines). Diagnostics go to stderr
 * as `file:line: message`, with exit code 1. A folder is walked; with
 * `--type postgres` a folder is one migration folder.
 */
const run = async (args, io) => {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
        args,
        allowPositionals: true,
        options: {
            type: { type: "string" },
            "data-source": { type: "string" },
            database: { type: "string" },
            help: { type: "boolean", short: "h" },
        },
    });
    if (values.help) {
        io.stdout(`${USAGE}\n`);
        return 0;
    }
    if (positionals.length === 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(USAGE);
    let forcedType;
    if (values.type !== undefined) {
        const parsed = _api_source_types_js__WEBPACK_IMPORTED_MODULE_3__/* .SourceType */ .Y.safeParse(values.type);
        if (!parsed.success)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`unknown --type '${values.type}' (one of ${_api_source_types_js__WEBPACK_IMPORTED_MODULE_3__/* .SourceType */ .Y.options.join(", ")})`);
        forcedType = parsed.data;
    }
    const root = io.cwd;
    const targets = [];
    const missing = [];
    for (const given of positionals) {
        const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, given);
        const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, absolute);
        if (inside.startsWith("..") || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inside))
            throw new _io_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`${given} is outside the current folder`);
        const path = inside.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/") || ".";
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(absolute).catch(() => undefined);
        if (!info) {
            missing.push(`${given}: no such file or folder`);
        }
        else if (info.isFile()) {
            const sourceType = forcedType ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.detectSourceType)(path);
            if (sourceType)
                targets.push({ path, sourceType });
            else
                missing.push(`${given}: unknown source type (name one with --type)`);
        }
        else if (forcedType === "postgres") {
            targets.push({ path, sourceType: "postgres" });
        }
        else {
            const files = (await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .glob */ .TI)("**/*", { cwd: absolute, onlyFiles: true, ignore: ["**/node_modules/**"] }))
                .map((f) => (path === "." ? f : `${path}/${f}`))
                .sort();
            targets.push(...(0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__/* .planReads */ .z8)(files, (f) => ((0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.detectSourceType)(f) ? (forcedType ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.detectSourceType)(f)) : undefined)));
        }
    }
    for (const problem of missing)
        io.stderr(`${problem}\n`);
    const { assets, diagnostics } = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__/* .readAssets */ .wd)(targets, {
        files: (0,_schema_fs_source_js__WEBPACK_IMPORTED_MODULE_4__/* .directorySource */ .X)(root),
        dataSourceOf: () => values["data-source"] ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultDataSource */ .PO)(io.env),
        ...(values.database ? { database: values.database } : {}),
    }).finally(_schema_index_js__WEBPACK_IMPORTED_MODULE_5__/* .closeReaders */ .XX);
    io.stdout(`${JSON.stringify(assets, null, 2)}\n`);
    for (const d of diagnostics) {
        io.stderr(`${d.file}${d.line ? `:${d.line}` : ""}: ${d.severity}: ${d.message}\n`);
    }
    return missing.length > 0 || diagnostics.some((d) => d.severity === "error") ? 1 : 0;
};


/***/ }),

/***/ 28784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ directorySource)
/* harmony export */ });
/* unused harmony export memorySource */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** SourceFiles over a folder on disk (the working tree); paths are relative to `root`. */
function directorySource(root) {
    return {
        async readText(path) {
            try {
                return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path), "utf8");
            }
            catch {
                return undefined; // missing, a folder, or unreadable: the reader reports it
            }
        },
        async readBytes(path) {
            try {
                return new Uint8Array(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path)));
            }
            catch {
                return undefined;
            }
        },
        async list(dir) {
            try {
                const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, dir), { withFileTypes: true });
                return entries
                    .filter((e) => e.isFile())
                    .map((e) => (dir === "" || dir === "." ? e.name : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, e.name)))
                    .sort();
            }
            catch {
                return [];
            }
        },
    };
}
/** SourceFiles over an in-memory map of path -> text (tests, benchmarks, files at a Git revision). */
function memorySource(files) {
    const paths = Object.keys(files).sort();
    return {
        readText: async (path) => files[path],
        list: async (dir) => {
            const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/\/$/, "")}/`;
            return paths.filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"));
        },
    };
}


/***/ })

};
