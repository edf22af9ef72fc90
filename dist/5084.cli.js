export const id = 5084;
export const ids = [5084];
export const modules = {

/***/ 60878:
/***/ ((module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2019 = void 0;
const core_1 = __webpack_require__(63893);
const draft7_1 = __webpack_require__(39941);
const dynamic_1 = __webpack_require__(59923);
const next_1 = __webpack_require__(17844);
const unevaluated_1 = __webpack_require__(62010);
const discriminator_1 = __webpack_require__(28886);
const json_schema_2019_09_1 = __webpack_require__(95375);
const META_SCHEMA_ID = "https://json-schema.org/draft/2019-09/schema";
class Ajv2019 extends core_1.default {
    constructor(opts = {}) {
        super({
            ...opts,
            dynamicRef: true,
            next: true,
            unevaluated: true,
        });
    }
    _addVocabularies() {
        super._addVocabularies();
        this.addVocabulary(dynamic_1.default);
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        this.addVocabulary(next_1.default);
        this.addVocabulary(unevaluated_1.default);
        if (this.opts.discriminator)
            this.addKeyword(discriminator_1.default);
    }
    _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
            return;
        json_schema_2019_09_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
    }
    defaultMeta() {
        return (this.opts.defaultMeta =
            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
    }
}
exports.Ajv2019 = Ajv2019;
module.exports = exports = Ajv2019;
module.exports.Ajv2019 = Ajv2019;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = Ajv2019;
var validate_1 = __webpack_require__(87881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __webpack_require__(81436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
var validation_error_1 = __webpack_require__(33021);
Object.defineProperty(exports, "ValidationError", ({ enumerable: true, get: function () { return validation_error_1.default; } }));
var ref_error_1 = __webpack_require__(53162);
Object.defineProperty(exports, "MissingRefError", ({ enumerable: true, get: function () { return ref_error_1.default; } }));
//# sourceMappingURL=2019.js.map

/***/ }),

/***/ 95375:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const metaSchema = __webpack_require__(88138);
const applicator = __webpack_require__(4908);
const content = __webpack_require__(80958);
const core = __webpack_require__(90058);
const format = __webpack_require__(36534);
const metadata = __webpack_require__(20711);
const validation = __webpack_require__(78030);
const META_SUPPORT_DATA = ["/properties"];
function addMetaSchema2019($data) {
    ;
    [
        metaSchema,
        applicator,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation),
    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
    return this;
    function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
    }
}
exports["default"] = addMetaSchema2019;
//# sourceMappingURL=index.js.map

/***/ }),

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
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83218);
/* harmony import */ var _sync_init_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16272);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(87911);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(71604);
/* harmony import */ var _repository_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(30588);









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
        throw new _io_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`init reads the repository at HEAD: ${git.root} has no commit yet`);
    }
    const remote = (await git.provenance(head)).repositoryUrl;
    try {
        const files = await (0,_sync_init_js__WEBPACK_IMPORTED_MODULE_5__/* .planInit */ .o)(git.filesAt(head), {
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


/***/ }),

/***/ 4908:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/applicator","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/applicator":true},"$recursiveAnchor":true,"title":"Applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"additionalItems":{"$recursiveRef":"#"},"unevaluatedItems":{"$recursiveRef":"#"},"items":{"anyOf":[{"$recursiveRef":"#"},{"$ref":"#/$defs/schemaArray"}]},"contains":{"$recursiveRef":"#"},"additionalProperties":{"$recursiveRef":"#"},"unevaluatedProperties":{"$recursiveRef":"#"},"properties":{"type":"object","additionalProperties":{"$recursiveRef":"#"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$recursiveRef":"#"},"propertyNames":{"format":"regex"},"default":{}},"dependentSchemas":{"type":"object","additionalProperties":{"$recursiveRef":"#"}},"propertyNames":{"$recursiveRef":"#"},"if":{"$recursiveRef":"#"},"then":{"$recursiveRef":"#"},"else":{"$recursiveRef":"#"},"allOf":{"$ref":"#/$defs/schemaArray"},"anyOf":{"$ref":"#/$defs/schemaArray"},"oneOf":{"$ref":"#/$defs/schemaArray"},"not":{"$recursiveRef":"#"}},"$defs":{"schemaArray":{"type":"array","minItems":1,"items":{"$recursiveRef":"#"}}}}');

/***/ }),

/***/ 80958:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/content","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/content":true},"$recursiveAnchor":true,"title":"Content vocabulary meta-schema","type":["object","boolean"],"properties":{"contentMediaType":{"type":"string"},"contentEncoding":{"type":"string"},"contentSchema":{"$recursiveRef":"#"}}}');

/***/ }),

/***/ 90058:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/core","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/core":true},"$recursiveAnchor":true,"title":"Core vocabulary meta-schema","type":["object","boolean"],"properties":{"$id":{"type":"string","format":"uri-reference","$comment":"Non-empty fragments not allowed.","pattern":"^[^#]*#?$"},"$schema":{"type":"string","format":"uri"},"$anchor":{"type":"string","pattern":"^[A-Za-z][-A-Za-z0-9.:_]*$"},"$ref":{"type":"string","format":"uri-reference"},"$recursiveRef":{"type":"string","format":"uri-reference"},"$recursiveAnchor":{"type":"boolean","default":false},"$vocabulary":{"type":"object","propertyNames":{"type":"string","format":"uri"},"additionalProperties":{"type":"boolean"}},"$comment":{"type":"string"},"$defs":{"type":"object","additionalProperties":{"$recursiveRef":"#"},"default":{}}}}');

/***/ }),

/***/ 36534:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/format","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/format":true},"$recursiveAnchor":true,"title":"Format vocabulary meta-schema","type":["object","boolean"],"properties":{"format":{"type":"string"}}}');

/***/ }),

/***/ 20711:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/meta-data","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/meta-data":true},"$recursiveAnchor":true,"title":"Meta-data vocabulary meta-schema","type":["object","boolean"],"properties":{"title":{"type":"string"},"description":{"type":"string"},"default":true,"deprecated":{"type":"boolean","default":false},"readOnly":{"type":"boolean","default":false},"writeOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true}}}');

/***/ }),

/***/ 78030:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/meta/validation","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/validation":true},"$recursiveAnchor":true,"title":"Validation vocabulary meta-schema","type":["object","boolean"],"properties":{"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/$defs/nonNegativeInteger"},"minLength":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"maxItems":{"$ref":"#/$defs/nonNegativeInteger"},"minItems":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"maxContains":{"$ref":"#/$defs/nonNegativeInteger"},"minContains":{"$ref":"#/$defs/nonNegativeInteger","default":1},"maxProperties":{"$ref":"#/$defs/nonNegativeInteger"},"minProperties":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"required":{"$ref":"#/$defs/stringArray"},"dependentRequired":{"type":"object","additionalProperties":{"$ref":"#/$defs/stringArray"}},"const":true,"enum":{"type":"array","items":true},"type":{"anyOf":[{"$ref":"#/$defs/simpleTypes"},{"type":"array","items":{"$ref":"#/$defs/simpleTypes"},"minItems":1,"uniqueItems":true}]}},"$defs":{"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"$ref":"#/$defs/nonNegativeInteger","default":0},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}}}');

/***/ }),

/***/ 88138:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2019-09/schema","$id":"https://json-schema.org/draft/2019-09/schema","$vocabulary":{"https://json-schema.org/draft/2019-09/vocab/core":true,"https://json-schema.org/draft/2019-09/vocab/applicator":true,"https://json-schema.org/draft/2019-09/vocab/validation":true,"https://json-schema.org/draft/2019-09/vocab/meta-data":true,"https://json-schema.org/draft/2019-09/vocab/format":false,"https://json-schema.org/draft/2019-09/vocab/content":true},"$recursiveAnchor":true,"title":"Core and Validation specifications meta-schema","allOf":[{"$ref":"meta/core"},{"$ref":"meta/applicator"},{"$ref":"meta/validation"},{"$ref":"meta/meta-data"},{"$ref":"meta/format"},{"$ref":"meta/content"}],"type":["object","boolean"],"properties":{"definitions":{"$comment":"While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.","type":"object","additionalProperties":{"$recursiveRef":"#"},"default":{}},"dependencies":{"$comment":"\\"dependencies\\" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to \\"dependentSchemas\\" and \\"dependentRequired\\"","type":"object","additionalProperties":{"anyOf":[{"$recursiveRef":"#"},{"$ref":"meta/validation#/$defs/stringArray"}]}}}}');

/***/ })

};
