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
/* harmony import */ var _schema_fs_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28784);
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83218);
/* harmony import */ var _sync_changes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(24102);
/* harmony import */ var _sync_init_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(16272);
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
        throw new _io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`no file or folder to read\n${USAGE}`);
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
        io.stderr(`${(0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDiagnostic */ .xy)(d)}\n`);
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
    const covered = (p) => planned.some((t) => t.path === p || p.startsWith(`${t.path}/`));
    for (const p of givenFiles)
        if (!covered(p))
            missing.push(`${p}: unknown source type (name one with --type or a config rule)`);
    targets.push(...planned);
    for (const problem of missing)
        io.stderr(`${problem}\n`);
    const { assets, diagnostics } = await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.readAssets)(targets, {
        files,
        dataSourceOf: (path) => text("data-source") ?? sources.dataSourceOf(path),
        viewsOf: (path) => sources.viewsOf(path),
        ...(text("database") ? { database: text("database") } : {}),
    }).finally(_schema_index_js__WEBPACK_IMPORTED_MODULE_5__.closeReaders);
    // --contract: a DRAFT / RECORD contract skeleton per asset (YAML documents), as `init` writes them.
    if (values.contract === true)
        io.stdout(assets.map((a) => (0,_sync_init_js__WEBPACK_IMPORTED_MODULE_7__/* .contractSkeleton */ .U)(a)).join("---\n"));
    else
        io.stdout(`${JSON.stringify(assets, null, 2)}\n`);
    for (const d of diagnostics) {
        io.stderr((0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .diagnosticLine */ .CO)(d));
    }
    const configErrors = config.diagnostics.some((d) => d.severity === "error");
    return missing.length > 0 || configErrors || diagnostics.some((d) => d.severity === "error") ? 1 : 0;
};


/***/ }),

/***/ 94582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fd: () => (/* reexport */ contract_file/* contractResourceNames */.fd),
  YR: () => (/* reexport */ loadContracts),
  Oi: () => (/* reexport */ contract_file/* parseContractFile */.Oi),
  wi: () => (/* reexport */ contract_file/* toContractCreate */.wi)
});

// UNUSED EXPORTS: ContractFile

// EXTERNAL MODULE: ./src/contracts/contract-file.ts + 1 modules
var contract_file = __webpack_require__(46811);
;// CONCATENATED MODULE: ./src/contracts/load.ts

/**
 * Loads every contract file the configuration points at (`contracts` globs,
 * minus `ignore`) from one version of the repository. A bad file costs only
 * its own contracts; a contract id used twice keeps the first (in path order)
 * and reports the second, naming both places.
 */
async function loadContracts(files, rules) {
    const paths = (await files.listAll()).filter((path) => rules.isContractFile(path));
    await files.prefetch?.(paths);
    const contracts = [];
    const diagnostics = [];
    const byId = new Map();
    for (const path of paths) {
        const text = await files.readText(path);
        if (text === undefined) {
            diagnostics.push({ file: path, severity: "error", message: "listed but could not be read" });
            continue;
        }
        const parsed = (0,contract_file/* parseContractFile */.Oi)(text, path);
        diagnostics.push(...parsed.diagnostics);
        for (const loaded of parsed.contracts) {
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

;// CONCATENATED MODULE: ./src/contracts/index.ts




/***/ }),

/***/ 16272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ contractSkeleton),
  o: () => (/* binding */ planInit)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/config/index.ts
var src_config = __webpack_require__(89750);
// EXTERNAL MODULE: ./src/contracts/index.ts + 1 modules
var contracts = __webpack_require__(94582);
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
    };
    return Object.fromEntries(Object.entries(schemas).map(([kind, schema]) => [
        SCHEMA_FILES[kind],
        `${JSON.stringify(schema, null, 2)}\n`,
    ]));
}

// EXTERNAL MODULE: ./src/schema/index.ts + 19 modules
var schema = __webpack_require__(83218);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/sync/changes.ts
var changes = __webpack_require__(24102);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/sync/init-layouts.ts

/** The migration histories among the SQL paths (`paths` holds every file of the repository). */
function sqlLayout(sqlPaths, paths) {
    const folders = new Map();
    const skipped = [];
    const add = (folder) => folders.set(folder.root, folders.get(folder.root) ?? folder);
    const rest = [];
    for (const path of sqlPaths) {
        const prisma = /^(?:(.*)\/)?migrations\/[^/]+\/migration\.sql$/.exec(path);
        const sqitch = /^(?:(.*)\/)?(deploy|revert|verify)\/.+$/.exec(path);
        const graphile = /^(?:(.*)\/)?(committed\/[^/]+|current\/[^/]+|current)\.sql$/.exec(path);
        if (prisma) {
            const root = join(prisma[1], "migrations");
            add({ root, glob: `${root}/*/migration.sql`, tool: "Prisma" });
        }
        else if (sqitch && paths.has(join(sqitch[1], "sqitch.plan"))) {
            if (sqitch[2] === "deploy") {
                const root = join(sqitch[1], "deploy");
                add({ root, glob: `${root}/**/*.sql`, tool: "sqitch" });
            }
            else
                skipped.push({ path, why: `sqitch ${sqitch[2]} script: not part of the schema's history` });
        }
        else if (graphile && [...paths].some((p) => p.startsWith(`${join(graphile[1], "committed")}/`))) {
            // afterReset.sql beside committed/ runs before the first migration (extensions, roles).
            const root = graphile[1] ?? ".";
            add({ root, glob: `${root === "." ? "" : `${root}/`}**/*.sql`, tool: "graphile-migrate" });
        }
        else
            rest.push(path);
    }
    const recursive = [...folders.values()].filter((f) => f.glob.includes("**"));
    for (const path of rest) {
        if (recursive.some((f) => inside(path, f.root)))
            continue;
        if (/(^|[._-])down\.sql$/i.test(path) || /^U[\d._]+__/.test(external_node_path_.posix.basename(path))) {
            skipped.push({ path, why: "down or undo migration: never applied to build the schema" });
            continue;
        }
        const dir = external_node_path_.posix.dirname(path);
        const prefix = dir === "." ? "" : `${dir}/`;
        add({ root: dir, glob: `${prefix}*${external_node_path_.posix.extname(path)}`, tool: toolOf(external_node_path_.posix.basename(path)) });
    }
    return { folders: [...folders.values()], skipped };
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
    "migrations",
]);
/** Whether a SQL asset path (`db.schema.table`) is a migration tool's own table. */
function isToolTable(assetPath) {
    const parts = assetPath.split(".");
    return (TOOL_TABLES.has(parts.at(-1) ?? "") || parts.at(-2) === "graphile_migrate" || parts.at(-2) === "sqitch");
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

;// CONCATENATED MODULE: ./src/sync/init.ts










/** The JSON Schema of a contract file, for editors (a constant: see the README). */
/** Editors (yaml-language-server) complete and explain every key of the files init writes. */
const CONTRACT_MODELINE = schemaModeline("contract");
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
const DATABASES = new Set(["postgres", "mysql", "mssql"]);
const CHECK_WORKFLOW = `name: contracts
on: pull_request
permissions:
  contents: read
  pull-requests: write
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: acme/contract-sync@v0
        # with:
        #   api-url: https://contracts.acme.example   # leave out: checked against the contracts in the repository
        #   api-key: \${{ secrets.CONTRACT_SYNC_API_KEY }}
`;
const PUBLISH_WORKFLOW = `name: publish contracts
on:
  push:
    branches: [main]
permissions:
  contents: read
  pull-requests: read
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0   # the provenance of each contract is the commit that last changed its file
      - uses: acme/contract-sync@v0
        # with:
        #   api-url: https://contracts.acme.example   # without it nothing is kept
        #   api-key: \${{ secrets.CONTRACT_SYNC_API_KEY }}
`;
/**
 * What `contract-sync init` writes into a repository: the configuration (the
 * sources detected, unless a configuration is already there), one DRAFT /
 * RECORD contract skeleton per asset that no contract covers yet, and the two
 * workflows. The caller writes only the files that do not exist.
 */
async function planInit(files, options) {
    const configPath = options.configPath ?? config/* DEFAULT_CONFIG_PATH */.Bi;
    const all = await files.listAll();
    const hasConfig = all.includes(configPath);
    const out = [];
    if (!hasConfig)
        out.push({ path: configPath, text: configText(all, options), what: "configuration" });
    const rules = hasConfig
        ? (await (0,src_config/* loadConfig */.Z9)(files, configPath)).rules
        : new src_config/* ConfigRules */.y7((0,src_config/* parseConfig */.o4)(configText(all, options), configPath).config);
    const covered = new Set((await (0,contracts/* loadContracts */.YR)(files, rules)).contracts.flatMap((c) => (0,contracts/* contractResourceNames */.fd)(c.contract)));
    const assets = await (0,changes/* readRepositoryAssets */.Af)(files, new changes/* SourceMap */.oY(rules, options.dataSource));
    const taken = new Set(all);
    for (const asset of assets) {
        const name = (0,model/* resourceName */.I)(asset.sourceType, asset.dataSource, asset.path);
        if (covered.has(name) || !asset.schema.fields?.length)
            continue;
        if (DATABASES.has(asset.sourceType) && isToolTable(asset.path))
            continue;
        const path = freePath(`${options.contractsDir ?? "contracts"}/${slug(asset)}`, taken);
        out.push({ path, text: contractSkeleton(asset), what: `contract skeleton for ${name}` });
    }
    out.push({ path: ".github/workflows/contracts.yml", text: CHECK_WORKFLOW, what: "pull request check" });
    out.push({
        path: ".github/workflows/publish-contracts.yml",
        text: PUBLISH_WORKFLOW,
        what: "publish on merge",
    });
    return out;
}
/** One contract file for an asset: its fields and constraints as the schema has them. */
function contractSkeleton(asset, id = (0,external_node_crypto_.randomUUID)()) {
    const contract = {
        id,
        name: asset.schema.name ?? asset.path,
        dataAssetResourceName: (0,model/* resourceName */.I)(asset.sourceType, asset.dataSource, asset.path),
        status: "DRAFT",
        enforcementLevel: "RECORD",
        schema: (0,model/* toWireNode */.z)(asset.schema).fields ?? [],
    };
    return `${CONTRACT_MODELINE}\n${(0,dist/* stringify */.As)(contract)}`;
}
/**
 * The configuration of the sources found: for SQL one `migrations: true` rule per history (as its
 * migration tool lays it out: init-layouts.ts), for schema files one rule per source type and
 * top-level folder.
 */
function configText(paths, options) {
    const groups = new Map();
    const sqlByType = new Map();
    for (const path of paths) {
        if (path.startsWith(".github/"))
            continue;
        const type = (0,schema.detectSourceType)(path);
        if (!type || !DETECTED.has(type))
            continue;
        if (DATABASES.has(type)) {
            sqlByType.set(type, [...(sqlByType.get(type) ?? []), path]);
            continue;
        }
        const dir = path.split("/")[0] ?? "";
        const ext = path.slice(path.lastIndexOf("."));
        const key = `${type} ${dir === path ? "" : dir} ${ext}`;
        if (!groups.has(key))
            groups.set(key, { type, dir: dir === path ? "." : dir, ext });
    }
    const files = new Set(paths);
    const sources = [
        ...[...groups.values()].map((g) => ({
            glob: `${g.dir === "." ? "" : `${g.dir}/`}**/*${g.ext}`,
            type: g.type,
            dataSource: options.dataSource,
        })),
        // A folder of SQL files is a migration history until shown otherwise: one file today is a
        // folder of several after the next pull request, and only `migrations: true` replays it whole.
        ...[...sqlByType].flatMap(([type, sql]) => sqlLayout(sql, files).folders.map((folder) => ({
            glob: folder.glob,
            type,
            dataSource: options.databaseSource,
            migrations: true,
        }))),
    ];
    const config = { version: 1, contracts: ["contracts/**/*.{yaml,yml}"], sources };
    return `${schemaModeline("config")}\n# contract-sync configuration, written by \`contract-sync init\`.\n${(0,dist/* stringify */.As)(config)}`;
}
function slug(asset) {
    const last = asset.path.split(/[.:/]/).filter(Boolean).at(-1) ?? "contract";
    return (last
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "contract");
}
function freePath(base, taken) {
    let path = `${base}.yaml`;
    for (let n = 2; taken.has(path); n++)
        path = `${base}-${n}.yaml`;
    taken.add(path);
    return path;
}


/***/ })

};
