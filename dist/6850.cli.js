export const id = 6850;
export const ids = [6850];
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
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(73382);
/* harmony import */ var _api_source_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9279);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89750);
/* harmony import */ var _report_inert_log_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(66853);
/* harmony import */ var _schema_fs_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28784);
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(13706);
/* harmony import */ var _sync_changes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5776);
/* harmony import */ var _sync_init_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26483);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(87911);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(71604);












const USAGE = "usage: contract-sync schema <file-or-folder>... (see contract-sync schema --help)";
/** The repository a path is in (the nearest folder up with a `.git`), else undefined. */
async function repositoryRoot(path) {
    let dir = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined))?.isDirectory() ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    for (;;) {
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ".git")).catch(() => undefined))
            return dir;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            return undefined;
        dir = parent;
    }
}
/** Files of a folder (repository-relative), for the migration-folder rule without a config. */
async function siblings(root, dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, dir), { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => (dir === "." ? e.name : `${dir}/${e.name}`));
}
/**
 * `contract-sync schema`: reads schema files into data assets and prints them
 * as JSON (resource name, schema tree, source lines), with the resource names
 * `check` gives them: the repository root is found from the first path, and its
 * configuration (`--config`) names source types, data sources and migration folders.
 * Diagnostics go to stderr as `file:line: message`, with exit code 1.
 */
const run = async (args, io) => {
    const { positionals, text, values } = (0,_help_js__WEBPACK_IMPORTED_MODULE_8__/* .parseByTable */ .ph)(["schema"], args);
    const typeName = text("type");
    if (positionals.length === 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb("no file or folder to read", USAGE);
    let forcedType;
    if (typeName !== undefined) {
        const parsed = _api_source_types_js__WEBPACK_IMPORTED_MODULE_2__.SourceType.safeParse(typeName);
        if (!parsed.success)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`unknown --type '${typeName}' (one of ${_api_source_types_js__WEBPACK_IMPORTED_MODULE_2__.SourceType.options.join(", ")})`);
        forcedType = parsed.data;
    }
    const first = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, positionals[0] ?? ".");
    const root = (await repositoryRoot(first)) ?? ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, first).startsWith("..") ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(first) : io.cwd);
    const files = (0,_schema_fs_source_js__WEBPACK_IMPORTED_MODULE_4__/* .directorySource */ .X5)(root);
    const configPath = text("config") ?? _config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CONFIG_PATH */ .Bi;
    const config = await (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z9)(files, configPath);
    if (text("config") !== undefined && !config.found)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--config ${configPath} does not exist in ${root}`);
    for (const d of config.diagnostics)
        io.stderr((0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .diagnosticLine */ .CO)(d));
    const targets = [];
    const missing = [];
    const pathsToPlan = [];
    const givenFiles = [];
    for (const given of positionals) {
        const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, given);
        const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, absolute);
        if (inside.startsWith("..") || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inside))
            throw new _io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`${given} is outside the repository of ${positionals[0]} (${root})`);
        const path = inside.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/") || ".";
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(absolute).catch(() => undefined);
        if (!info) {
            missing.push(`${given}: no such file or folder`);
        }
        else if (info.isFile()) {
            if (forcedType)
                targets.push({ path, sourceType: forcedType });
            else {
                pathsToPlan.push(path);
                givenFiles.push(path);
            }
        }
        else if (forcedType === "postgres") {
            targets.push({ path, sourceType: "postgres" });
        }
        else {
            const found = await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_10__/* .glob */ .TI)("**/*", { cwd: absolute, onlyFiles: true, ignore: ["**/node_modules/**"] });
            pathsToPlan.push(...found.map((f) => (path === "." ? f : `${path}/${f}`)).sort());
        }
    }
    // The same rules as the PR check (src/sync/changes.ts SourceMap): one migration-folder rule.
    const dirs = [...new Set(pathsToPlan.map((p) => p.slice(0, Math.max(p.lastIndexOf("/"), 0)) || "."))];
    // Paths named on the command line are read even where `ignore` keeps the PR check away from them:
    // the config still names their source types, data sources and migration folders.
    const sources = new _sync_changes_js__WEBPACK_IMPORTED_MODULE_6__/* .SourceMap */ .oY(new _config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigRules */ .y7({ ...config.rules.config, ignore: [] }), text("data-source") ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.defaultDataSource)(io.env), (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.sharedFolderRule)([
        ...new Set([...pathsToPlan, ...(await Promise.all(dirs.map((d) => siblings(root, d)))).flat()]),
    ]));
    const planned = (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.planReads)(pathsToPlan, (p) => forcedType && sources.targetOf(p)
        ? forcedType
        : (sources.targetOf(p)?.sourceType ??
            // plain .json files are schemas when the type is named
            (forcedType === "json_schema" && p.endsWith(".json") ? "json_schema" : undefined)), (p) => {
        const target = sources.targetOf(p);
        return target && target.path !== p ? target.path : undefined;
    });
    const covered = (p) => planned.some((t) => t.path === p || t.path === "." || p.startsWith(`${t.path}/`));
    for (const p of givenFiles)
        if (!covered(p))
            missing.push(`${p}: unknown source type (name one with --type or a config rule)`);
    targets.push(...planned);
    for (const problem of missing)
        io.stderr(`${(0,_report_inert_log_js__WEBPACK_IMPORTED_MODULE_11__/* .inertLogText */ .I)(problem)}\n`);
    const planOptions = sources.readOptions(pathsToPlan.map((p) => sources.targetOf(p)));
    const read = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.readAssets)(targets, {
        files,
        ...planOptions,
        dataSourceOf: (path, sourceType) => text("data-source") ?? planOptions.dataSourceOf(path, sourceType),
        ...(text("database") ? { database: text("database") } : {}),
    }).finally(_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.closeReaders);
    // Files named alone that belong to a migration history are read with it (earlier files make the
    // tables they alter), and what is printed is theirs: the tables they create or change, their errors.
    const onlyFiles = givenFiles.length === positionals.length ? new Set(givenFiles) : undefined;
    const theirs = (file) => !onlyFiles || (file !== undefined && onlyFiles.has(file));
    const assets = read.assets.filter((a) => theirs(a.file) || (a.schema.fields ?? []).some((f) => theirs(f.file)));
    const diagnostics = read.diagnostics.filter((d) => theirs(d.file));
    const elsewhere = read.diagnostics.length - diagnostics.length;
    if (elsewhere > 0) {
        io.stderr(`${elsewhere} diagnostic(s) in other files of the migration history read with it (name its folder to see them)\n`);
    }
    // --contract: a DRAFT / RECORD contract skeleton per asset (YAML documents), as `init` writes them.
    if (values.contract === true)
        io.stdout(assets.map((a) => (0,_sync_init_js__WEBPACK_IMPORTED_MODULE_7__/* .contractSkeleton */ .Ur)(a)).join("---\n"));
    else
        io.stdout(`${JSON.stringify(assets, null, 2)}\n`);
    for (const d of diagnostics) {
        io.stderr((0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .diagnosticLine */ .CO)(d));
    }
    const configErrors = config.diagnostics.some((d) => d.severity === "error");
    return missing.length > 0 || configErrors || diagnostics.some((d) => d.severity === "error") ? 1 : 0;
};


/***/ })

};
