export const id = 787;
export const ids = [787];
export const modules = {

/***/ 49787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81122);
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1462);
/* harmony import */ var _sync_init_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14585);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(87911);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(71604);
/* harmony import */ var _repository_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(960);









/**
 * Onboarding in one command: the configuration, a contract skeleton per
 * asset, the two workflows. Reads the repository at HEAD; never overwrites a
 * file; --dry-run lists what it would write.
 */
const run = async (args, io) => {
    const { text, values } = (0,_help_js__WEBPACK_IMPORTED_MODULE_6__/* .parseByTable */ .ph)(["init"], args);
    const git = await (0,_repository_js__WEBPACK_IMPORTED_MODULE_7__/* .openRepository */ .h_)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, text("repo") ?? "."));
    let head;
    try {
        head = await git.resolveCommit("HEAD");
    }
    catch {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e(`init reads the repository at HEAD: ${git.root} has no commit yet`);
    }
    const remote = (await git.provenance(head)).repositoryUrl;
    try {
        const files = await (0,_sync_init_js__WEBPACK_IMPORTED_MODULE_5__/* .planInit */ .oV)(git.filesAt(head), {
            dataSource: text("data-source") ?? remote?.replace(/^https?:\/\//, "") ?? (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_4__.defaultDataSource)(io.env),
            databaseSource: text("database-source") ?? "localhost:5432",
            configPath: text("config") ?? _config_config_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CONFIG_PATH */ .Bi,
        });
        const dryRun = values["dry-run"] === true;
        for (const file of files) {
            const full = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(git.root, file.path);
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(full)) {
                io.stdout(`kept     ${file.path} (exists)\n`);
                continue;
            }
            if (dryRun) {
                io.stdout(`would write ${file.path}: ${file.what}\n`);
                continue;
            }
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(full), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(full, file.text, { flag: "wx" });
            io.stdout(`wrote    ${file.path}: ${file.what}\n`);
        }
        return 0;
    }
    finally {
        await (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_4__.closeReaders)();
    }
};


/***/ }),

/***/ 14585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ur: () => (/* binding */ contractSkeleton),
/* harmony export */   oV: () => (/* binding */ planInit)
/* harmony export */ });
/* unused harmony export CONTRACT_MODELINE */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81122);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89750);
/* harmony import */ var _contracts_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94582);
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1462);
/* harmony import */ var _schema_model_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(52442);
/* harmony import */ var _changes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(24102);









/** The JSON Schema of a contract file, for editors (a constant: see the README). */
const CONTRACT_MODELINE = "# yaml-language-server: $schema=https://unpkg.com/contract-sync/schemas/contract.schema.json";
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
    const configPath = options.configPath ?? _config_config_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CONFIG_PATH */ .Bi;
    const all = await files.listAll();
    const hasConfig = all.includes(configPath);
    const out = [];
    if (!hasConfig)
        out.push({ path: configPath, text: configText(all, options), what: "configuration" });
    const rules = hasConfig
        ? (await (0,_config_index_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z9)(files, configPath)).rules
        : new _config_index_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigRules */ .y7((0,_config_index_js__WEBPACK_IMPORTED_MODULE_4__/* .parseConfig */ .o4)(configText(all, options), configPath).config);
    const covered = new Set((await (0,_contracts_index_js__WEBPACK_IMPORTED_MODULE_5__/* .loadContracts */ .YR)(files, rules)).contracts.flatMap((c) => (0,_contracts_index_js__WEBPACK_IMPORTED_MODULE_5__/* .contractResourceNames */ .fd)(c.contract)));
    const assets = await (0,_changes_js__WEBPACK_IMPORTED_MODULE_8__/* .readRepositoryAssets */ .Af)(files, new _changes_js__WEBPACK_IMPORTED_MODULE_8__/* .SourceMap */ .oY(rules, options.dataSource));
    const taken = new Set(all);
    for (const asset of assets) {
        const name = (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_7__/* .resourceName */ .I)(asset.sourceType, asset.dataSource, asset.path);
        if (covered.has(name) || !asset.schema.fields?.length)
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
function contractSkeleton(asset, id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()) {
    const contract = {
        id,
        name: asset.schema.name ?? asset.path,
        dataAssetResourceName: (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_7__/* .resourceName */ .I)(asset.sourceType, asset.dataSource, asset.path),
        status: "DRAFT",
        enforcementLevel: "RECORD",
        schema: (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_7__/* .toWireNode */ .z)(asset.schema).fields ?? [],
    };
    return `${CONTRACT_MODELINE}\n${(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .stringify */ .As)(contract)}`;
}
/** The configuration of the sources found: one rule per source type and folder. */
function configText(paths, options) {
    const groups = new Map();
    for (const path of paths) {
        if (path.startsWith(".github/"))
            continue;
        const type = (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_6__.detectSourceType)(path);
        if (!type || !DETECTED.has(type))
            continue;
        const dir = DATABASES.has(type) ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(path) : (path.split("/")[0] ?? "");
        const ext = path.slice(path.lastIndexOf("."));
        const key = `${type} ${dir === path ? "" : dir} ${ext}`;
        const group = groups.get(key) ?? { type, dir: dir === path ? "." : dir, ext, count: 0 };
        group.count += 1;
        groups.set(key, group);
    }
    const sources = [...groups.values()].map((g) => {
        const database = DATABASES.has(g.type);
        const prefix = g.dir === "." ? "" : `${g.dir}/`;
        return {
            glob: database ? `${prefix}*${g.ext}` : `${prefix}**/*${g.ext}`,
            type: g.type,
            dataSource: database ? options.databaseSource : options.dataSource,
            ...(database && g.count > 1 ? { migrations: true } : {}),
        };
    });
    const config = { version: 1, contracts: ["contracts/**/*.{yaml,yml}"], sources };
    return `# contract-sync configuration, written by \`contract-sync init\`.\n${(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .stringify */ .As)(config)}`;
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
