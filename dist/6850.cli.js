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
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84723);
/* harmony import */ var _sync_asset_reads_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5279);
/* harmony import */ var _sync_init_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(61663);
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
    // The same rules as the PR check (src/sync/asset-reads.ts SourceMap): one migration-folder rule.
    const dirs = [...new Set(pathsToPlan.map((p) => p.slice(0, Math.max(p.lastIndexOf("/"), 0)) || "."))];
    // Paths named on the command line are read even where `ignore` keeps the PR check away from them:
    // the config still names their source types, data sources and migration folders.
    const sources = new _sync_asset_reads_js__WEBPACK_IMPORTED_MODULE_6__/* .SourceMap */ .oY(new _config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigRules */ .y7({ ...config.rules.config, ignore: [] }), text("data-source") ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.defaultDataSource)(io.env), (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.sharedFolderRule)([
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


/***/ }),

/***/ 89750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bi: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.Bi),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   o4: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.o4),
/* harmony export */   y7: () => (/* reexport safe */ _config_js__WEBPACK_IMPORTED_MODULE_0__.y7)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64204);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59304);
/* harmony import */ var _yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61830);




/** Reads the config file from a version of the repository (a commit, or the working tree). */
async function loadConfig(files, path = _config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG_PATH */ .Bi) {
    const { text, problem } = await (0,_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .readWithinLimit */ .Vk)(files, path, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.configBytes, "the config file");
    if (problem) {
        const config = { ...(0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)(), file: path };
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [problem], found: true };
    }
    if (text === undefined) {
        const config = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultConfig */ .sb)();
        return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics: [], found: false };
    }
    const { config, diagnostics } = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConfig */ .o4)(text, path);
    return { config, rules: new _config_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigRules */ .y7(config), diagnostics, found: true };
}


/***/ }),

/***/ 5279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ readRepositoryAssets),
/* harmony export */   Nu: () => (/* binding */ readRepository),
/* harmony export */   R0: () => (/* binding */ readTargets),
/* harmony export */   Wu: () => (/* binding */ classifyChanges),
/* harmony export */   et: () => (/* binding */ readAssetVersions),
/* harmony export */   oY: () => (/* binding */ SourceMap)
/* harmony export */ });
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84723);

/** How paths map to source types and data sources: the config's rules, else file endings. */
class SourceMap {
    rules;
    fallbackDataSource;
    withoutConfig;
    /**
     * @param withoutConfig where migration folders are when the repository has no config file
     *   (`sharedFolderRule` over its files); with one, only `migrations: true` rules make them.
     */
    constructor(rules, fallbackDataSource = (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.defaultDataSource)(), withoutConfig = () => undefined) {
        this.rules = rules;
        this.fallbackDataSource = fallbackDataSource;
        this.withoutConfig = withoutConfig;
    }
    /** The read target a changed path belongs to, or undefined when no reader reads it. Keeps no state. */
    targetOf(path) {
        if (this.rules.isIgnored(path) || this.rules.isContractFile(path))
            return undefined;
        const match = this.rules.sourceMatch(path);
        const sourceType = match?.rule.type ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.detectSourceType)(path);
        if (!sourceType)
            return undefined;
        const withConfig = this.rules.config.file !== undefined;
        // The one migration-folder rule (src/schema planReads): the config's, else the shared-folder one.
        const folder = withConfig
            ? match?.rule.migrations
                ? match.readPath
                : undefined
            : this.withoutConfig(path, sourceType);
        return {
            path: folder ?? path,
            sourceType,
            dataSource: this.dataSourceOf(path),
            views: this.rules.viewsFor(path),
            ruleFolder: folder !== undefined && folder !== path && withConfig,
        };
    }
    /**
     * How the readers name and read `targets` (made by `targetOf`): their data sources, views and
     * migration folders' files; a path that is no target's, by its own rule.
     */
    readOptions(targets) {
        const byPath = new Map();
        for (const target of targets)
            if (target)
                byPath.set(target.path, target);
        return {
            dataSourceOf: (path) => byPath.get(path)?.dataSource ?? this.dataSourceOf(path),
            viewsOf: (path) => byPath.get(path)?.views === true || this.rules.viewsFor(path),
            membersOf: (path) => byPath.get(path)?.ruleFolder ? (file) => this.rules.sourceMatch(file)?.readPath === path : undefined,
        };
    }
    /**
     * Where a read asset's file stands among definitions of one asset (one-definition.ts): its read
     * target, and its rule's place in the config's `sources` (a file no rule names comes after them).
     */
    placeOf(file) {
        const rule = this.rules.sourceMatch(file)?.rule;
        const rank = rule ? this.rules.config.sources.indexOf(rule) : -1;
        return {
            target: this.targetOf(file)?.path ?? file,
            rank: rank < 0 ? Number.MAX_SAFE_INTEGER : rank,
        };
    }
    /** The data source of a file by its rule, else the fallback. */
    dataSourceOf(path) {
        return this.rules.dataSourceFor(path) ?? this.fallbackDataSource;
    }
}
/** Sorts changed files; a rename is read at its old path at the base and its new path at the head. */
function classifyChanges(changed, rules, sources) {
    const contractFiles = [];
    const schemaFiles = [];
    const baseTargets = [];
    const headTargets = [];
    for (const file of changed) {
        const basePath = file.previousPath ?? file.path;
        if (rules.isContractFile(file.path) || (file.previousPath && rules.isContractFile(file.previousPath))) {
            contractFiles.push(file);
            continue;
        }
        const headTarget = sources.targetOf(file.path);
        const baseTarget = sources.targetOf(basePath);
        if (!headTarget && !baseTarget)
            continue;
        schemaFiles.push(file);
        // A migration folder is read whole at both ends, whichever of its files changed:
        // an added migration changes tables that the base already had.
        const folder = (t, own) => t !== undefined && t.path !== own;
        if (file.status !== "deleted" || folder(headTarget, file.path))
            headTargets.push(headTarget);
        if (file.status !== "added" || folder(baseTarget, basePath))
            baseTargets.push(baseTarget);
    }
    return {
        contractFiles,
        schemaFiles,
        baseTargets: (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.uniqueTargets)(baseTargets),
        headTargets: (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.uniqueTargets)(headTargets),
    };
}
/** Reads the changed schema files at both ends of the range, each through its revision's files. */
async function readAssetVersions(git, base, head, changes, sources) {
    const baseFiles = git.filesAt(base);
    const headFiles = git.filesAt(head);
    // One `git cat-file --batch` per revision instead of one process per changed file.
    const changedPaths = changes.schemaFiles.flatMap((f) => f.previousPath ? [f.previousPath, f.path] : [f.path]);
    await Promise.all([baseFiles.prefetch?.(changedPaths), headFiles.prefetch?.(changedPaths)]);
    // Together: a migration folder the pull request only adds migrations to is replayed once.
    const { base: baseRead, head: headRead } = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.readAssetVersionPairs)({
        targets: changes.baseTargets,
        options: { files: baseFiles, ...sources.readOptions(changes.baseTargets) },
    }, {
        targets: changes.headTargets,
        options: { files: headFiles, ...sources.readOptions(changes.headTargets) },
    });
    // One definition per asset at each end, the same one at both (one-definition.ts).
    const place = (file) => sources.placeOf(file);
    const [oneBase, oneHead] = await Promise.all([
        oneDefinition(baseRead.assets, place),
        oneDefinition(headRead.assets, place),
    ]);
    // Loaded with the first read: the wire's schemas are not needed to sort changed files.
    const { storableAssets } = await __webpack_require__.e(/* import() */ 5163).then(__webpack_require__.bind(__webpack_require__, 45163));
    const storableBase = storableAssets(oneBase.assets);
    const storableHead = storableAssets(oneHead.assets);
    return {
        base: storableBase.assets,
        head: storableHead.assets,
        headDiagnostics: [...headRead.diagnostics, ...oneHead.diagnostics, ...storableHead.diagnostics],
        baseDiagnostics: [...baseRead.diagnostics, ...oneBase.diagnostics, ...storableBase.diagnostics],
    };
}
/**
 * Every asset of one version of the repository (all files a reader reads), for what a diff
 * does not name; with `onlyTargets`, the assets of those read targets only.
 */
async function readRepositoryAssets(files, sources, onlyTargets) {
    // No target to read (a push that changed no schema file): no walk of every file of the repository.
    if (onlyTargets?.size === 0)
        return [];
    return (await readRepository(files, sources, (target) => !onlyTargets || onlyTargets.has(target.path)))
        .assets;
}
/** The assets and diagnostics of the read targets of one version of the repository that `accept` keeps. */
async function readRepository(files, sources, accept = () => true) {
    const targets = (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.uniqueTargets)((await files.listAll()).map((path) => {
        const target = sources.targetOf(path);
        return target && accept(target) ? target : undefined;
    }));
    return readTargetsWithDiagnostics(files, sources, targets);
}
/** The storable assets of these read targets (what cannot be stored is left out). */
async function readTargets(files, sources, targets) {
    return (await readTargetsWithDiagnostics(files, sources, targets)).assets;
}
async function readTargetsWithDiagnostics(files, sources, targets) {
    const read = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__.readAssets)(targets, { files, ...sources.readOptions(targets) });
    const one = await oneDefinition(read.assets, (file) => sources.placeOf(file));
    // Whole-repository reads (init, the embedded service's base assets) leave out what cannot be stored.
    const { storableAssets } = await __webpack_require__.e(/* import() */ 5163).then(__webpack_require__.bind(__webpack_require__, 45163));
    const storable = storableAssets(one.assets);
    return {
        assets: storable.assets,
        diagnostics: [...read.diagnostics, ...one.diagnostics, ...storable.diagnostics],
    };
}
/**
 * One definition per asset (one-definition.ts), loaded only when two read assets share a name: it
 * loads the schema diff, which a pull request with nothing to compare (a README-only one) should not
 * (test/action/readme-loading.test.ts).
 */
async function oneDefinition(assets, place) {
    const names = new Set(assets.map((a) => a.resourceName));
    if (names.size === assets.length)
        return { assets: [...assets], diagnostics: [] };
    const { oneDefinitionEach } = await Promise.all(/* import() */[__webpack_require__.e(5247), __webpack_require__.e(5905)]).then(__webpack_require__.bind(__webpack_require__, 25905));
    return oneDefinitionEach(assets, place);
}


/***/ })

};
