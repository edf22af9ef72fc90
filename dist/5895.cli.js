export const id = 5895;
export const ids = [5895];
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
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
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
        const { text, problem } = await (0,limits/* readWithinLimit */.Vk)(files, path, limits/* LIMITS */.b1.contractFileBytes, "the contract file");
        if (problem) {
            diagnostics.push(problem);
            continue;
        }
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

/***/ 83314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkChangedContracts: () => (/* binding */ checkChangedContracts),
  checkRunOf: () => (/* binding */ checkRunOf),
  contractedBaseAssets: () => (/* binding */ contractedBaseAssets),
  loadContractSets: () => (/* binding */ loadContractSets),
  mapResults: () => (/* binding */ mapResults),
  otherContractChecks: () => (/* reexport */ otherContractChecks),
  readVersions: () => (/* binding */ readVersions),
  registerAndCheck: () => (/* binding */ registerAndCheck),
  reportOf: () => (/* binding */ reportOf),
  seedEmbeddedService: () => (/* binding */ seedEmbeddedService),
  serviceWork: () => (/* reexport */ serviceWork)
});

// EXTERNAL MODULE: ./src/client/pages.ts
var pages = __webpack_require__(77039);
// EXTERNAL MODULE: ./src/compliance/diff-assets.ts
var diff_assets = __webpack_require__(75784);
// EXTERNAL MODULE: ./src/contracts/index.ts + 1 modules
var src_contracts = __webpack_require__(94582);
// EXTERNAL MODULE: ./src/outcome/locate.ts
var locate = __webpack_require__(60316);
// EXTERNAL MODULE: ./src/sync/changes.ts + 1 modules
var sync_changes = __webpack_require__(5776);
// EXTERNAL MODULE: ./src/sync/paged-service.ts
var paged_service = __webpack_require__(7356);
// EXTERNAL MODULE: ./src/api/resources.ts
var resources = __webpack_require__(36909);
// EXTERNAL MODULE: ./src/rules/index.ts + 7 modules
var rules = __webpack_require__(140);
;// CONCATENATED MODULE: ./src/sync/check/broken-base-contracts.ts


/** Base contract files with errors, but those the pull request changes (validated as its own). */
async function brokenBaseContracts(diagnostics, baseFiles, changedByPullRequest) {
    const firstError = new Map();
    for (const d of diagnostics)
        if (d.severity === "error" && !changedByPullRequest.has(d.file) && !firstError.has(d.file))
            firstError.set(d.file, d);
    const broken = [];
    for (const [file, d] of firstError) {
        const text = (await baseFiles.readText(file)) ?? "";
        broken.push({ file, line: d.line, message: d.message, ...statedIntent(text) });
    }
    return broken;
}
/** Resource names and level as written, whatever else is wrong; a level it does not state reads as BLOCK. */
function statedIntent(text) {
    const bounded = text.slice(0, 256 * 1024);
    const resourceNames = [
        ...new Set([...bounded.matchAll(RESOURCE_NAME)].flatMap((match) => (match[1] ? [match[1]] : []))),
    ];
    const stated = LEVEL.exec(bounded)?.[1]?.toUpperCase();
    const level = resources/* EnforcementLevel */.fL.options.find((known) => known === stated) ?? "BLOCK";
    return { resourceNames, level };
}
const RESOURCE_NAME = /^\s*(?:-\s*)?dataAssetResourceName:\s*["']?([^"'\s#]+)/gm;
const LEVEL = /^\s*enforcementLevel:\s*["']?(\w+)/m;
/** Stand-ins for the gates that weigh unreadable schema files by the contracts around them. */
function standInContracts(broken) {
    return broken.flatMap(({ file, line, resourceNames, level }) => resourceNames.map((name) => ({
        file,
        line: line ?? 1,
        contract: {
            id: file,
            name: `${file} (unreadable at the base)`,
            dataAssetResourceName: name,
            enforcementLevel: level,
            status: "ACTIVE",
            schema: [],
        },
    })));
}
/**
 * Assets the pull request adds, removes or changes. A migration folder is read whole at both
 * ends, so an asset read is not an asset changed: its schema must differ.
 */
function changedAssetNames(versions) {
    const schemaOf = (assets) => new Map(assets.map((asset) => [asset.resourceName, JSON.stringify(asset.schema)]));
    const [base, head] = [schemaOf(versions.base), schemaOf(versions.head)];
    return new Set([...base.keys(), ...head.keys()].filter((name) => base.get(name) !== head.get(name)));
}
/** One finding per broken file: at its level when the pull request touches what it names, else listed. */
function brokenContractFindings(broken, versions) {
    // Comparing every changed asset's schema at both ends is work only a broken contract needs.
    if (broken.length === 0)
        return [];
    const touched = changedAssetNames(versions);
    return broken.map(({ file, line, message, resourceNames, level }) => {
        const hit = resourceNames.filter((name) => touched.has(name));
        return {
            rule: "CONTRACT_INVALID",
            level: hit.length > 0 ? level : "INACTIVE",
            file,
            line,
            title: rules/* RULES */.y0.CONTRACT_INVALID.title,
            message: hit.length > 0
                ? `the contract file cannot be read at the base commit (${message}), so it has protected nothing; this pull request changes ${hit.join(", ")}, which it names: fix the contract file so the change can be checked`
                : `the contract file cannot be read at the base commit (${message}): it protects nothing until it is fixed`,
        };
    });
}

// EXTERNAL MODULE: ./src/api/resource-name.ts
var resource_name = __webpack_require__(97988);
// EXTERNAL MODULE: ./src/compliance/diff.ts + 4 modules
var diff = __webpack_require__(1350);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
;// CONCATENATED MODULE: ./src/sync/check/contract-ref.ts
function contractRef(loaded, result) {
    const declared = loaded?.contract;
    if (!result) {
        return {
            id: declared?.id,
            name: declared?.name ?? "",
            version: declared?.version,
            owner: declared?.owner,
            enforcementLevel: declared?.enforcementLevel ?? "INACTIVE",
            filePath: loaded?.file,
            line: loaded?.line,
        };
    }
    return {
        id: result.contractId,
        name: result.contractName ?? declared?.name ?? result.contractId,
        version: result.contractVersion,
        owner: result.owner,
        enforcementLevel: result.enforcementLevel,
        filePath: loaded?.file,
        line: loaded?.line,
    };
}

;// CONCATENATED MODULE: ./src/sync/check/contract-changes.ts





/**
 * Reads and parses each changed contract file where it exists: the base path of a rename, its head
 * path. A head path the base's globs do not read (`orders.yaml` -> `orders.yml`) holds no contract:
 * the base's configuration is what is enforced, so the contract it read is gone.
 */
async function loadChangedContracts(files, baseFiles, headFiles, isContractFile) {
    const loaded = { base: [], head: [], diagnostics: [], renamedOutOfGlob: new Map() };
    for (const file of files) {
        if (file.status !== "added") {
            const path = file.previousPath ?? file.path;
            const text = await baseFiles.readText(path);
            if (text !== undefined)
                loaded.base.push(...(0,src_contracts/* parseContractFile */.Oi)(text, path).contracts);
        }
        if (file.status !== "deleted" && !isContractFile(file.path)) {
            if (file.previousPath)
                loaded.renamedOutOfGlob.set(file.previousPath, file.path);
            continue;
        }
        if (file.status !== "deleted") {
            const { text, problem } = await (0,limits/* readWithinLimit */.Vk)(headFiles, file.path, limits/* LIMITS */.b1.contractFileBytes, "the contract file");
            if (problem)
                loaded.diagnostics.push(problem);
            if (text === undefined)
                continue;
            const parsed = (0,src_contracts/* parseContractFile */.Oi)(text, file.path);
            loaded.head.push(...parsed.contracts);
            loaded.diagnostics.push(...parsed.diagnostics);
        }
    }
    return loaded;
}
/**
 * A contract id names one contract: a changed file whose contract takes the id of another file's
 * (one the base keeps, or another changed file's) is an error at its line, whatever level it
 * declares, since the one would replace the other where contracts are held by id.
 */
function duplicateIdErrors(changed, files, baseContracts) {
    const replaced = new Set(files.map((f) => f.previousPath ?? f.path));
    const owners = new Map();
    for (const kept of baseContracts)
        if (!replaced.has(kept.file))
            owners.set(kept.contract.id, kept);
    const errors = [];
    for (const loaded of changed.head) {
        const other = owners.get(loaded.contract.id);
        if (other && other.file !== loaded.file) {
            errors.push({
                file: loaded.file,
                line: loaded.line,
                severity: "error",
                message: `id: ${loaded.contract.id} is already the id of the contract in ${other.file}:${other.line}; a contract id names one contract, give this one its own`,
            });
            continue;
        }
        if (!other)
            owners.set(loaded.contract.id, loaded);
    }
    return errors;
}
/** The format whose rules judge a contract's schema: its asset's source type (`avro://...`). */
function sourceTypeOf(loaded) {
    return (0,resource_name/* sourceTypeOfResourceName */.U)((0,src_contracts/* contractResourceNames */.fd)(loaded.contract)[0] ?? "") ?? "json_schema";
}
const root = (schema) => ({ type: "struct", fields: schema });
const WATCHED_KEYS = ["enforcementLevel", "status", "owner", "restrictPii", "dataAssetResourceName"];
/**
 * How each contract file the pull request touches changed: added, removed,
 * or its schema's field changes (by the rules of its asset's format) and the
 * keys that change how it is enforced. Reviewers see these in the comment.
 */
function contractChanges(loaded) {
    const base = new Map(loaded.base.map((c) => [c.contract.id, c]));
    const head = new Map(loaded.head.map((c) => [c.contract.id, c]));
    const result = [];
    for (const [id, now] of head) {
        const before = base.get(id);
        if (!before) {
            result.push({ contract: contractRef(now), status: "added", changes: [] });
            continue;
        }
        const changes = (0,diff/* diffSchemas */.e7)(root(before.contract.schema), root(now.contract.schema), sourceTypeOf(now));
        for (const key of WATCHED_KEYS) {
            const was = before.contract[key];
            const is = now.contract[key];
            if (JSON.stringify(was) === JSON.stringify(is))
                continue;
            changes.push({
                kind: "CONSTRAINT_CHANGED",
                field: "",
                breaking: false,
                reason: `the contract's ${key} changed`,
                before: `${key}: ${was ?? "(unset)"}`,
                after: `${key}: ${is ?? "(unset)"}`,
            });
        }
        if (changes.length > 0)
            result.push({ contract: contractRef(now), status: "changed", changes });
    }
    const unparsed = unparsedContractFiles(loaded);
    for (const [id, was] of base) {
        if (!head.has(id) && !unparsed.has(was.file)) {
            result.push({ contract: contractRef(was), status: "removed", changes: [] });
        }
    }
    return result;
}
/**
 * Contract files the head holds but cannot parse: their contracts are not removed, they are invalid
 * (a BLOCK finding of their own, at the bad key's line).
 */
function unparsedContractFiles(loaded) {
    return new Set(loaded.diagnostics.filter((d) => d.severity === "error").map((d) => d.file));
}

// EXTERNAL MODULE: ./src/compliance/check.ts + 2 modules
var compliance_check = __webpack_require__(85365);
// EXTERNAL MODULE: ./src/outcome/findings.ts
var findings = __webpack_require__(36784);
;// CONCATENATED MODULE: ./src/sync/check/base-contracts.ts

/** Statuses a check enforces (the service's too): DRAFT and ARCHIVED contracts enforce nothing. */
const IN_FORCE_STATUSES = new Set(["ACTIVE", "DEPRECATED"]);
function inForce(contract) {
    return IN_FORCE_STATUSES.has(contract.status ?? "ACTIVE");
}
const loaded = new WeakMap();
/**
 * The base's contracts: those the check read already, else (a remote check that needed none of
 * them) read once per check, only when something asks.
 */
function baseContractsOf(run) {
    if (run.baseContracts.length > 0)
        return Promise.resolve(run.baseContracts);
    let contracts = loaded.get(run);
    if (!contracts) {
        contracts = (0,src_contracts/* loadContracts */.YR)(run.baseFiles, run.sources.rules).then((r) => r.contracts);
        loaded.set(run, contracts);
    }
    return contracts;
}

;// CONCATENATED MODULE: ./src/sync/check/existing-debt.ts






/**
 * The contract violations the base already has on the assets the check judged (README "Existing
 * debt"): each base asset against the base's version of the same contract, when that contract
 * governed it at the base. Computed here from what the check has read (the base versions of the
 * changed assets), no service call: a remote check reads the base's contract files only when an
 * asset was judged against a contract. `contractedBase`: base assets read for the contracts the pull
 * request changed (their assets need not have changed).
 */
async function baseViolations(run, checks, contractedBase) {
    // The changed assets' base versions, and those read for a contract the pull request changed.
    const baseAssets = new Map([...contractedBase, ...run.versions.base].map((a) => [a.resourceName, a]));
    const judged = checks.filter((c) => c.contract.id !== undefined && baseAssets.has(c.asset));
    if (judged.length === 0)
        return [];
    const contracts = await baseContractsOf(run);
    const byId = new Map(contracts.map((c) => [c.contract.id, c]));
    return (0,rules/* fingerprinted */.g0)(judged.flatMap((check) => {
        const loaded = byId.get(check.contract.id ?? "");
        const asset = baseAssets.get(check.asset);
        if (!loaded || !asset || !governedAtBase(loaded, check.asset))
            return [];
        return (0,findings/* violationFindings */.Ch)({
            asset: check.asset,
            file: asset.file,
            contract: contractRef(loaded),
            violations: (0,compliance_check/* checkAsset */.V)(loaded.contract, asset.schema),
        });
    }));
}
function governedAtBase(loaded, asset) {
    const { contract } = loaded;
    return (inForce(contract) &&
        (contract.enforcementLevel ?? "INACTIVE") !== "INACTIVE" &&
        (0,src_contracts/* contractResourceNames */.fd)(contract).includes(asset));
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(21916);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var verdict = __webpack_require__(95714);
;// CONCATENATED MODULE: ./src/sync/check/gates.ts








/**
 * Fail closed (docs/architecture.md): a check that could not be made is a finding, never a pass.
 * Each function here turns one kind of "could not check" into findings at the level it
 * deserves; the check puts them into the one report the verdict is computed from.
 */
const errors = (diagnostics) => diagnostics.filter((d) => d.severity === "error");
/** The head's configuration must be readable: what cannot be read cannot be enforced after the merge. */
function configFindings(diagnostics) {
    return errors(diagnostics).map((d) => ({
        rule: "CONFIG_INVALID",
        level: rules/* RULES */.y0.CONFIG_INVALID.defaultLevel,
        file: d.file,
        line: d.line,
        title: rules/* RULES */.y0.CONFIG_INVALID.title,
        message: d.message,
    }));
}
/** A contract file the pull request adds or changes must be valid, whatever level it declares. */
function invalidContractFindings(diagnostics) {
    return errors(diagnostics).map((d) => ({
        rule: "CONTRACT_INVALID",
        level: rules/* RULES */.y0.CONTRACT_INVALID.defaultLevel,
        file: d.file,
        line: d.line,
        title: rules/* RULES */.y0.CONTRACT_INVALID.title,
        message: d.message,
    }));
}
/** The strongest level among contracts that cover any of the names (INACTIVE when none does). */
function strictestLevel(contracts, names) {
    let best = { level: "INACTIVE" };
    for (const loaded of contracts) {
        if (!(0,src_contracts/* contractResourceNames */.fd)(loaded.contract).some((n) => names.has(n)))
            continue;
        const level = loaded.contract.enforcementLevel ?? "INACTIVE";
        if ((0,verdict/* levelRank */.Le)(level) > (0,verdict/* levelRank */.Le)(best.level))
            best = { level, contract: loaded };
    }
    return best;
}
/**
 * A schema file the head cannot read held assets at the base: "cannot verify" is not
 * "compliant", so its errors count at the level of the strictest contract on those assets.
 * Returns the findings and the diagnostics left over (files no contract depends on).
 */
function unreadableSchemaFindings(headDiagnostics, baseAssets, contracts, sources) {
    const findings = [];
    const rest = [];
    const unreadableTargets = new Set();
    const targetOf = (file) => sources.targetOf(file)?.path ?? file;
    for (const d of headDiagnostics) {
        if (d.severity !== "error") {
            rest.push(d);
            continue;
        }
        const target = targetOf(d.file);
        unreadableTargets.add(target);
        const own = new Set(baseAssets
            .filter((a) => a.file === d.file || (a.file && targetOf(a.file) === target))
            .map((a) => a.resourceName));
        // A file new to the pull request held nothing at the base, yet it may change what its neighbours
        // hold (a migration that alters a contracted table): the contracts on its neighbours speak for it.
        const held = own.size > 0 ? own : neighbourNames(d.file, contracts, sources);
        const { level, contract } = strictestLevel(contracts, held);
        if (level === "INACTIVE") {
            rest.push(d);
            continue;
        }
        const where = own.size > 0
            ? `it held ${[...held].join(", ")} at the base`
            : `a file new to ${external_node_path_.posix.dirname(d.file)}/, beside the contracted ${[...held].join(", ")}`;
        findings.push({
            rule: "SCHEMA_UNREADABLE",
            level,
            file: d.file,
            line: d.line,
            title: "Schema file cannot be read",
            message: `${d.message} (${where}, under contract ${contract?.contract.name ?? "?"}: cannot verify is not compliant)`,
        });
    }
    return { findings, rest, unreadableTargets };
}
/**
 * The contracted names a new file could change: for SQL every table of its database (a migration
 * alters any of them), for a schema file the assets of files in its own folder (named types it may
 * define for them).
 */
function neighbourNames(file, contracts, sources) {
    const sourceType = sources.targetOf(file)?.sourceType;
    if (!sourceType)
        return new Set();
    const prefix = `${sourceType}://${sources.dataSourceOf(file)}:`;
    const folder = external_node_path_.posix.dirname(file);
    const near = (name) => name.startsWith(prefix) &&
        (source_type_names/* SQL_SOURCE_TYPES */.L.has(sourceType) ||
            external_node_path_.posix.dirname(name.slice(prefix.length).split(":")[0] ?? "") === folder);
    return new Set(contracts.flatMap((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract)).filter(near));
}
/** The repository produces a name's source when an asset or config rule has its type and data source. */
function producedSource(name, heads, rules, fallback) {
    if (!(0,resource_name/* sourceTypeOfResourceName */.U)(name))
        return false;
    const prefixes = new Set(heads.map((a) => `${a.sourceType}://${a.dataSource}:`));
    for (const rule of rules.config.sources) {
        if (rule.type)
            prefixes.add(`${rule.type}://${rule.dataSource ?? rules.config.dataSource ?? fallback}:`);
    }
    return [...prefixes].some((p) => name.startsWith(p));
}
/** Up to three names of the same source type, nearest by edit distance. */
function nearestNames(name, candidates, count = 3) {
    const type = (0,resource_name/* sourceTypeOfResourceName */.U)(name);
    const pool = candidates.filter((c) => (0,resource_name/* sourceTypeOfResourceName */.U)(c) === type && c !== name);
    if (pool.length === 0)
        return [];
    const first = (0,mod/* closest */.kp)(name, pool);
    return [
        first,
        ...pool.filter((c) => c !== first).sort((a, b) => (0,mod/* distance */.Io)(name, a) - (0,mod/* distance */.Io)(name, b)),
    ].slice(0, count);
}
/**
 * A contract the pull request adds or changes that names an asset under a source the repository
 * produces, but that no file yields at the head, enforces nothing: a finding at its own level.
 */
function noAssetFindings(contracts, heads, rules, fallbackDataSource, reportedElsewhere = new Set()) {
    const names = new Set([...heads.map((a) => a.resourceName), ...reportedElsewhere]);
    const findings = [];
    for (const loaded of contracts) {
        const level = loaded.contract.enforcementLevel ?? "INACTIVE";
        for (const name of (0,src_contracts/* contractResourceNames */.fd)(loaded.contract)) {
            if (names.has(name) || !producedSource(name, heads, rules, fallbackDataSource))
                continue;
            findings.push({
                rule: "CONTRACT_POINTS_AT_NO_ASSET",
                level,
                file: loaded.file,
                line: loaded.line,
                title: `Contract ${loaded.contract.name} points at no asset`,
                message: `no file of the repository yields ${name} at the head of this pull request`,
                contract: contractRef(loaded),
                asset: name,
                suggestions: nearestNames(name, heads.map((a) => a.resourceName)),
            });
        }
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/sync/check/moves.ts

/**
 * Pairs the assets of each renamed schema file: the head asset whose name is the base one's with
 * the new path for the old, else the only asset on each side. Names that did not change (an Avro
 * record, a table) are no move at all.
 */
function movedAssets(schemaFiles, base, head) {
    const baseNames = new Set(base.map((a) => a.resourceName));
    const headNames = new Set(head.map((a) => a.resourceName));
    const moves = [];
    for (const file of schemaFiles) {
        const oldPath = file.previousPath;
        if (file.status !== "renamed" || !oldPath)
            continue;
        const gone = base.filter((a) => a.file === oldPath && !headNames.has(a.resourceName));
        const fresh = head.filter((a) => a.file === file.path && !baseNames.has(a.resourceName));
        for (const from of gone) {
            const to = fresh.find((h) => h.resourceName === from.resourceName.split(oldPath).join(file.path)) ??
                (gone.length === 1 && fresh.length === 1 ? fresh[0] : undefined);
            if (to && !moves.some((m) => m.to === to))
                moves.push({ from, to });
        }
    }
    return moves;
}
/** The head asset checked under the old name: its contract judges its schema, not "every field missing". */
function underOldName(move) {
    return {
        ...move.to,
        resourceName: move.from.resourceName,
        path: move.from.path,
        dataSource: move.from.dataSource,
    };
}
function movedFinding(move, contract, level) {
    return {
        rule: "ASSET_MOVED",
        level,
        file: move.to.file,
        line: move.to.line ?? 1,
        title: `${rules/* RULES */.y0.ASSET_MOVED.title}: update contract ${contract.name}`,
        asset: move.from.resourceName,
        message: `${move.from.resourceName} (${move.from.file}) is now ${move.to.resourceName} (${move.to.file}): set dataAssetResourceName in ${contract.file ?? "the contract"} to the new name`,
    };
}

;// CONCATENATED MODULE: ./src/sync/check/outside-contracts.ts
/**
 * The breaking changes of contracted assets that no violation reports: a field the contract does
 * not name, or names without pinning what changed (a column's declared width under a contract
 * that states only `string`). The diff shows them for an asset without a contract; a contract
 * must not hide them, so they are shown beside it (ALERT, not counted), never enforced.
 */
function outsideContracts(changes, checks) {
    const reported = new Map();
    const contractOf = new Map();
    for (const check of checks) {
        const fields = reported.get(check.asset) ?? new Set();
        for (const v of check.violations)
            fields.add(v.field);
        reported.set(check.asset, fields);
        if (!contractOf.has(check.asset))
            contractOf.set(check.asset, check.contract);
    }
    return changes.flatMap((change) => {
        const contract = contractOf.get(change.asset);
        if (!contract || change.status !== "changed")
            return [];
        const fields = reported.get(change.asset);
        const left = change.changes.filter((c) => c.breaking && !fields?.has(c.field));
        if (left.length === 0)
            return [];
        return [{ ...change, changes: left, contract: { name: contract.name, file: contract.filePath } }];
    });
}

// EXTERNAL MODULE: ./src/schema/index.ts + 20 modules
var schema = __webpack_require__(98015);
;// CONCATENATED MODULE: ./src/sync/check/protection.ts






/**
 * No one switches off their own check (README "Security model — the pull request", "Rules"): the
 * check enforces the base commit's configuration and contracts, and whatever the pull request weakens is a finding
 * at the level it had before, unless the base configuration's `protect` says otherwise.
 */
const INACTIVE_STATUSES = new Set(["DRAFT", "ARCHIVED"]);
/** The level a weakening counts at: the old level, or what `protect` (from the base) says. */
function protectLevel(protect, oldLevel) {
    if (oldLevel === "INACTIVE" || protect === "off")
        return "INACTIVE";
    if (protect === "block")
        return "BLOCK";
    if (protect === "alert")
        return "ALERT";
    return oldLevel;
}
function weakened(was, protect, where, message, asset) {
    return {
        rule: "PROTECTION_WEAKENED",
        level: protectLevel(protect, was.contract.enforcementLevel ?? "INACTIVE"),
        file: where.file,
        line: where.line,
        title: `${rules/* RULES */.y0.PROTECTION_WEAKENED.title}: contract ${was.contract.name}`,
        message,
        contract: contractRef(was),
        asset,
    };
}
/** Contract files the pull request deletes, levels it lowers, statuses it moves out of force, assets it stops naming. */
function contractWeakenings(changed, protect, movedTo = new Map()) {
    const head = new Map(changed.head.map((c) => [c.contract.id, c]));
    const unparsed = unparsedContractFiles(changed);
    const findings = [];
    for (const was of changed.base) {
        const oldLevel = was.contract.enforcementLevel ?? "INACTIVE";
        if (oldLevel === "INACTIVE" || INACTIVE_STATUSES.has(was.contract.status))
            continue;
        const now = head.get(was.contract.id);
        if (!now && unparsed.has(was.file))
            continue;
        if (!now) {
            const renamedTo = changed.renamedOutOfGlob.get(was.file);
            const message = renamedTo
                ? `the contract file is renamed to ${renamedTo}, which the base configuration's contracts globs do not read: the contract (${oldLevel}) is no longer enforced`
                : `the contract (${oldLevel}) is deleted`;
            findings.push(weakened(was, protect, { file: renamedTo ?? was.file, line: undefined }, message));
            continue;
        }
        const place = { file: now.file, line: now.line };
        const kept = new Set((0,src_contracts/* contractResourceNames */.fd)(now.contract));
        // Following its asset's file to its new name (a move) keeps the protection.
        const dropped = (0,src_contracts/* contractResourceNames */.fd)(was.contract).filter((n) => !kept.has(n) && !kept.has(movedTo.get(n) ?? ""));
        for (const name of dropped)
            findings.push(weakened(was, protect, place, `the contract no longer names ${name}, which it governs at the base (now ${[...kept].join(", ") || "nothing"}): that asset loses its ${oldLevel} contract`, name));
        const newLevel = now.contract.enforcementLevel ?? "INACTIVE";
        if ((0,verdict/* levelRank */.Le)(newLevel) < (0,verdict/* levelRank */.Le)(oldLevel))
            findings.push(weakened(was, protect, place, `enforcementLevel lowered from ${oldLevel} to ${newLevel}`));
        if (INACTIVE_STATUSES.has(now.contract.status))
            findings.push(weakened(was, protect, place, `status moved from ${was.contract.status} to ${now.contract.status}`));
    }
    return findings;
}
/**
 * A configuration change that stops reading a contracted asset (an `ignore`, a dropped rule, a
 * changed data source or type, `views: true` dropped) removes its protection: the files the base's
 * rules read at the head, but the head's rules read differently or not at all, are read with the
 * base's rules and each contracted asset among them (for dropped views: each the head's rules no
 * longer yield) is a finding.
 */
async function coverageWeakenings(input) {
    const { baseSources, headSources } = input;
    const targets = [];
    // Read the same way but with views no longer assets (`views: true` dropped): only what goes missing.
    const narrowed = [];
    for (const path of await input.headFiles.listAll()) {
        const was = baseSources.targetOf(path);
        if (!was)
            continue;
        const now = headSources.targetOf(path);
        const same = now !== undefined &&
            now.sourceType === was.sourceType &&
            now.path === was.path &&
            now.dataSource === was.dataSource;
        if (!same)
            targets.push(was);
        else if (was.views && !now.views)
            narrowed.push({ was, now });
    }
    if (targets.length === 0 && narrowed.length === 0)
        return [];
    const read = async (planned, sources) => {
        const list = (0,schema.uniqueTargets)(planned);
        return list.length === 0
            ? []
            : (await (0,schema.readAssets)(list, { files: input.headFiles, ...sources.readOptions(list) })).assets;
    };
    // Each side read as its own rules plan the same folder or file (views: the head's no longer).
    const stillRead = new Set((await read(narrowed.map((n) => n.now), headSources)).map((a) => a.resourceName));
    const assets = [
        ...(await read(targets, baseSources)),
        ...(await read(narrowed.map((n) => n.was), baseSources)).filter((a) => !stillRead.has(a.resourceName)),
    ];
    const findings = [];
    for (const asset of assets) {
        for (const loaded of input.contracts) {
            if (!(0,src_contracts/* contractResourceNames */.fd)(loaded.contract).includes(asset.resourceName))
                continue;
            if ((loaded.contract.enforcementLevel ?? "INACTIVE") === "INACTIVE")
                continue;
            findings.push(weakened(loaded, input.protect, { file: input.configFile, line: undefined }, `the configuration of this pull request no longer reads ${asset.resourceName} (${asset.file ?? "its file"}) as the base's does: coverage removed`, asset.resourceName));
        }
    }
    return findings;
}
/**
 * A contract the pull request adds on an asset a base contract already governs, at a lower level:
 * where one contract answers for an asset, it would shadow the stricter one.
 */
function shadowingContracts(changed, baseContracts, protect) {
    const existing = new Set(changed.base.map((c) => c.contract.id));
    const findings = [];
    for (const added of changed.head.filter((c) => !existing.has(c.contract.id))) {
        const level = added.contract.enforcementLevel ?? "INACTIVE";
        for (const name of (0,src_contracts/* contractResourceNames */.fd)(added.contract)) {
            for (const governing of baseContracts) {
                const was = governing.contract.enforcementLevel ?? "INACTIVE";
                if (governing.contract.id === added.contract.id || (0,verdict/* levelRank */.Le)(level) >= (0,verdict/* levelRank */.Le)(was))
                    continue;
                if (INACTIVE_STATUSES.has(governing.contract.status))
                    continue;
                if (!(0,src_contracts/* contractResourceNames */.fd)(governing.contract).includes(name))
                    continue;
                findings.push(weakened(governing, protect, { file: added.file, line: added.line }, `contract ${added.contract.name} (${level}) is added on ${name}, which this contract governs at ${was}: a second, weaker contract on the asset`, name));
            }
        }
    }
    return findings;
}
/** Base contracts whose files the head configuration's `contracts` globs no longer read: unenforced after the merge. */
function unreadContracts(contracts, headReads, protect, configFile) {
    return contracts
        .filter((loaded) => (loaded.contract.enforcementLevel ?? "INACTIVE") !== "INACTIVE")
        .filter((loaded) => !INACTIVE_STATUSES.has(loaded.contract.status) && !headReads(loaded.file))
        .map((loaded) => weakened(loaded, protect, { file: configFile, line: undefined }, `the configuration of this pull request no longer reads the contract file ${loaded.file} (its contracts globs changed): the contract (${loaded.contract.enforcementLevel}) would not be enforced after the merge`));
}
/** A configuration change is listed (not counted): this check enforced the base's configuration. */
function configChanged(file) {
    return {
        rule: "CONFIG_CHANGED",
        level: rules/* RULES */.y0.CONFIG_CHANGED.defaultLevel,
        file,
        title: rules/* RULES */.y0.CONFIG_CHANGED.title,
        message: "this pull request changes the configuration; the check enforced the base commit's configuration, the change applies after the merge",
    };
}

;// CONCATENATED MODULE: ./src/sync/check/run.ts






/** Fail closed on the configuration and protection: the base's rules enforced, the PR's weakenings listed. */
async function protectionFindings(run, config, headFiles) {
    const protect = config.base.config.protect;
    const findings = [
        ...contractWeakenings(run.changedFiles, protect, new Map(run.moves.map((m) => [m.from.resourceName, m.to.resourceName]))),
        ...shadowingContracts(run.changedFiles, run.baseContracts, protect),
    ];
    if (!config.changed)
        return findings;
    findings.unshift(configChanged(run.request.configPath));
    findings.push(...unreadContracts(run.baseContracts, (path) => config.head.rules.isContractFile(path), protect, run.request.configPath));
    findings.push(...(await coverageWeakenings({
        headFiles,
        baseSources: run.sources,
        headSources: new sync_changes/* SourceMap */.oY(config.head.rules, run.request.defaultDataSource),
        contracts: run.baseContracts,
        protect,
        configFile: run.request.configPath,
    })));
    return findings;
}
/** A moved asset whose contract still names the old place: the contract to update, at its level. */
function movedFindings(run, results) {
    const findings = [];
    for (const move of run.moves) {
        const result = results.find((r) => r.dataAssetResourceName === move.from.resourceName && r.responseType === "DETAILED");
        if (result?.responseType !== "DETAILED")
            continue;
        const loaded = run.contractsById.get(result.contractId);
        // Updated in this pull request to the new name: nothing to report (remote: the service has the old one).
        const updated = run.changedFiles.head.some((c) => c.contract.id === result.contractId &&
            (0,src_contracts/* contractResourceNames */.fd)(c.contract).includes(move.to.resourceName));
        if (updated)
            continue;
        findings.push(movedFinding(move, { name: loaded?.contract.name ?? result.contractName ?? result.contractId, file: loaded?.file }, result.enforcementLevel));
    }
    return findings;
}
/** Contracts the pull request adds or changes must name an asset the head yields (read only when unsure). */
async function pointsAtNothing(run, headFiles) {
    const known = new Set([
        ...run.versions.head.map((a) => a.resourceName),
        ...run.versions.base.map((a) => a.resourceName),
        ...run.moves.map((m) => m.from.resourceName),
    ]);
    const unsure = run.changedFiles.head.filter((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract).some((n) => !known.has(n)));
    if (unsure.length === 0)
        return [];
    const heads = await (0,sync_changes/* readRepositoryAssets */.Af)(headFiles, run.sources);
    const reportedElsewhere = new Set([
        ...run.versions.base.map((a) => a.resourceName),
        ...run.moves.map((m) => m.from.resourceName),
    ]);
    return noAssetFindings(unsure, heads, run.sources.rules, run.request.defaultDataSource ?? (0,schema.defaultDataSource)(), reportedElsewhere);
}

// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
;// CONCATENATED MODULE: ./src/sync/check/waiver-ledger.ts


/**
 * The waiver ledger as the base holds it: a pull request cannot waive its own break by adding
 * an entry (the entry applies once merged, after its review). A ledger that cannot be read
 * waives nothing, and its errors block at their lines (fail closed): what it meant to waive
 * counts again, so the check says why.
 */
async function baseWaiverLedger(baseFiles, today) {
    const text = await baseFiles.readText(ledger/* DEFAULT_WAIVER_FILE */.kQ);
    if (text === undefined)
        return { ledger: undefined, findings: [] };
    const { waivers, diagnostics } = (0,ledger/* parseWaiverLedger */.V4)(text, ledger/* DEFAULT_WAIVER_FILE */.kQ);
    const findings = diagnostics
        .filter((d) => d.severity === "error")
        .map((d) => ({
        rule: "WAIVERS_INVALID",
        level: rules/* RULES */.y0.WAIVERS_INVALID.defaultLevel,
        file: d.file,
        line: d.line,
        title: rules/* RULES */.y0.WAIVERS_INVALID.title,
        message: `${d.message}: the ledger waives nothing until it is fixed`,
    }));
    return { ledger: { file: ledger/* DEFAULT_WAIVER_FILE */.kQ, entries: waivers, today }, findings };
}
/** Today in UTC, the day waiver expiry is judged on. */
function utcToday(now = new Date()) {
    return now.toISOString().slice(0, 10);
}

;// CONCATENATED MODULE: ./src/sync/check/every-contract.ts






/**
 * Every contract in force on an asset is enforced, each at its own level: the service answers
 * with one contract per asset, so each asset it judged is held here to the other contracts that
 * name it (the base's, and the pull request's version of those it changes). A consumer team's
 * NOTIFY contract beside the owners' BLOCK one is reported under its own name and level.
 */
async function otherContractChecks(run, checks, checked) {
    const judged = new Map();
    for (const check of checks) {
        const ids = judged.get(check.asset) ?? new Set();
        if (check.contract.id)
            ids.add(check.contract.id);
        judged.set(check.asset, ids);
    }
    if (judged.size === 0)
        return [];
    const byAsset = contractsByAsset(await governingContracts(run), judged);
    if (byAsset.size === 0)
        return [];
    const atHead = new Set([
        ...run.versions.head.map((a) => a.resourceName),
        ...run.moves.map((m) => m.from.resourceName),
    ]);
    const found = [];
    for (const entry of checked) {
        const name = (0,resource_name/* formatResourceName */.f)(entry.input.data_asset_resource_name);
        const done = judged.get(name);
        for (const loaded of byAsset.get(name) ?? []) {
            if (!done || done.has(loaded.contract.id))
                continue;
            done.add(loaded.contract.id);
            const violations = (0,compliance_check/* checkAsset */.V)(loaded.contract, entry.input.schema);
            // A removed asset's file is gone at the head: its violations point at the contract.
            found.push({
                asset: name,
                file: atHead.has(name) ? entry.asset.file : undefined,
                contract: contractRef(loaded),
                violations: atHead.has(name)
                    ? (0,locate/* locateViolations */.fi)(entry.asset, violations)
                    : violations.map((v) => ({ ...v, file: loaded.file, line: loaded.line })),
            });
        }
    }
    return found;
}
/** The contracts the check enforces: the pull request's versions of those it changes, else the base's. */
async function governingContracts(run) {
    const changed = new Map(run.changedFiles.head.map((c) => [c.contract.id, c]));
    const base = (await baseContractsOf(run)).filter((c) => !changed.has(c.contract.id));
    return [...changed.values(), ...base].filter((c) => inForce(c.contract));
}
function contractsByAsset(contracts, judged) {
    const byAsset = new Map();
    for (const loaded of contracts) {
        for (const name of (0,src_contracts/* contractResourceNames */.fd)(loaded.contract)) {
            if (!judged.has(name))
                continue;
            byAsset.set(name, [...(byAsset.get(name) ?? []), loaded]);
        }
    }
    return byAsset;
}

// EXTERNAL MODULE: ./src/compliance/same-schema.ts
var same_schema = __webpack_require__(27769);
// EXTERNAL MODULE: ./src/sync/assets.ts
var assets = __webpack_require__(4630);
;// CONCATENATED MODULE: ./src/sync/check/service-work.ts





/**
 * A remote service holds contracts the check does not know, so it is asked about every asset.
 * The embedded one holds only the contracts the check seeds (run.contractsById), so the check
 * knows two of its answers in advance: NO_CONTRACT for an asset none of them names, and
 * NO_CHANGE (which the report leaves out) for a head version equal to the registered base
 * version. Only the rest is sent, and a pull request that changes no contracted asset and no
 * contract starts no embedded service at all (a migration folder of 2,000 files whose PR adds
 * a column to an uncontracted table is answered without PGlite).
 */
function serviceWork(run, contractedBase) {
    const checked = checkedAssets(run);
    const register = [...run.versions.base, ...contractedBase].map((a) => (0,assets/* toAssetInput */.i)(a));
    if (!run.request.embedded) {
        const asked = checked.map((c) => c.input);
        return { register, checked, asked, answered: [], needed: true };
    }
    const covered = new Set([...run.contractsById.values()].flatMap((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract)));
    const nameOf = (input) => (0,resource_name/* formatResourceName */.f)(input.data_asset_resource_name);
    // As the service keeps them: the last registration of a name wins.
    const registered = new Map(register.map((input) => [nameOf(input), input]));
    const heads = new Set(checked.slice(0, run.versions.head.length));
    const asked = [];
    const answered = [];
    for (const entry of checked) {
        const name = nameOf(entry.input);
        if (!covered.has(name)) {
            answered.push(noContract(entry.input, name));
            continue;
        }
        const before = heads.has(entry) ? registered.get(name) : undefined;
        if (before && (0,same_schema/* sameSchema */.G)(before.schema, entry.input.schema))
            continue;
        asked.push(entry.input);
    }
    // Registered versions serve the NO_CHANGE test of the asked assets and the changed contracts' checks.
    const needed = asked.length > 0 || run.changedFiles.head.length > 0;
    return {
        register: needed ? [...registered.values()].filter((input) => covered.has(nameOf(input))) : [],
        checked,
        asked,
        answered,
        needed,
    };
}
/** The head's versions first, then moved assets under their old name, then removed assets. */
function checkedAssets(run) {
    const { versions } = run;
    const headNames = new Set(versions.head.map((a) => a.resourceName));
    const movedFrom = new Set(run.moves.map((m) => m.from.resourceName));
    const targetOf = (file) => run.sources.targetOf(file)?.path ?? file;
    // Not removed: moved (checked under the old name) or unreadable (a finding of its own).
    const removed = versions.base.filter((a) => !headNames.has(a.resourceName) &&
        !movedFrom.has(a.resourceName) &&
        !run.unreadableTargets.has(targetOf(a.file)));
    return [
        ...versions.head.map((asset) => ({ input: (0,assets/* toAssetInput */.i)(asset), asset })),
        ...run.moves.map((move) => ({ input: (0,assets/* toAssetInput */.i)(underOldName(move)), asset: underOldName(move) })),
        ...removed.map((asset) => ({ input: (0,assets/* removedAssetInput */.N)(asset), asset })),
    ];
}
function noContract(input, resourceName) {
    const name = input.data_asset_resource_name;
    return {
        dataAssetNamespace: name.data_source,
        dataAssetResourceName: resourceName,
        dataAssetPath: name.path,
        responseType: "NO_CONTRACT",
    };
}

;// CONCATENATED MODULE: ./src/sync/check/phases.ts

















function unreadable(diagnostics) {
    const byFile = new Map();
    for (const d of diagnostics) {
        const entry = byFile.get(d.file) ?? { file: d.file, diagnostics: [] };
        entry.diagnostics.push({ line: d.line, severity: d.severity, message: d.message });
        byFile.set(d.file, entry);
    }
    return [...byFile.values()];
}
/** The changed schema files read at both ends; the base's problems are warnings (already merged). */
async function readVersions(start, git, log) {
    const { request, changes, sources } = start;
    const versions = await (0,sync_changes/* readAssetVersions */.et)(git, request.base, request.head, changes, sources);
    for (const d of versions.baseDiagnostics)
        log.warn(`base ${d.file}${d.line ? `:${d.line}` : ""}: ${d.message}`);
    return versions;
}
/**
 * Changed contract files at the head are validated (their errors are the pull request's), each
 * checked for an id another file already has. The base's contracts judge unreadable files, seed
 * the embedded service and weigh a config change: with none of these (a README-only pull
 * request) they are not read.
 */
async function loadContractSets(start, versions) {
    const { request, config, changes, headFiles, baseFiles } = start;
    const rules = config.base.rules;
    const loaded = await loadChangedContracts(changes.contractFiles, baseFiles, headFiles, (path) => rules.isContractFile(path));
    const nothingToCheck = versions.base.length + versions.head.length + loaded.head.length === 0;
    const needContracts = versions.headDiagnostics.length > 0 ||
        config.changed ||
        loaded.head.length > 0 ||
        (request.embedded && !nothingToCheck);
    const base = needContracts ? await (0,src_contracts/* loadContracts */.YR)(baseFiles, rules) : { contracts: [], diagnostics: [] };
    const baseContracts = base.contracts;
    const duplicates = duplicateIdErrors(loaded, changes.contractFiles, baseContracts);
    const changedByPullRequest = new Set(changes.contractFiles.flatMap((f) => [f.path, f.previousPath ?? f.path]));
    return {
        changedFiles: { ...loaded, diagnostics: [...loaded.diagnostics, ...duplicates] },
        baseContracts,
        broken: await brokenBaseContracts(base.diagnostics, baseFiles, changedByPullRequest),
    };
}
/** What the later phases share, built once; its head files that could not be read, as findings. */
function checkRunOf(start, versions, contracts, ports) {
    const { request, sources, changes, baseFiles } = start;
    const { changedFiles, baseContracts, broken } = contracts;
    // A base contract file that cannot be read speaks for what it names (broken-base-contracts.ts).
    const unreadable = unreadableSchemaFindings(versions.headDiagnostics, versions.base, [...baseContracts, ...standInContracts(broken)], sources);
    const unreadableHead = {
        ...unreadable,
        findings: [...brokenContractFindings(broken, versions), ...unreadable.findings],
    };
    // The embedded service takes what a pull request holds in one request: only a remote one is paged.
    const service = request.embedded
        ? ports.service
        : (0,paged_service/* pagedService */.LZ)(ports.service, new pages/* Pager */.is(request.requestLimits));
    const run = {
        request,
        service,
        log: ports.log,
        sources,
        baseFiles,
        versions,
        changedFiles,
        contractsById: knownContracts(request, baseContracts, changedFiles),
        baseContracts,
        moves: movedAssets(changes.schemaFiles, versions.base, versions.head),
        unreadableTargets: unreadableHead.unreadableTargets,
    };
    return { run, unreadableHead };
}
/** The report: fail-closed and protection findings, contract checks, changes outside contracts, unreadable files. */
async function reportOf(run, start, unreadableHead, judged) {
    const { config, headFiles } = start;
    const { changedFiles } = run;
    const { uncontractedNames, checks } = judged;
    const waivers = await baseWaiverLedger(run.baseFiles, utcToday());
    return {
        findings: [
            ...(await gateFindings(run, config, headFiles, unreadableHead.findings, judged.results)),
            ...waivers.findings,
        ],
        checks: [...checks],
        uncontracted: await changesNoContractEnforces(run, uncontractedNames, judged.assetByName, checks),
        contractChanges: contractChanges(changedFiles),
        unreadable: unreadable([
            ...changedFiles.diagnostics.filter((d) => d.severity !== "error"),
            ...unreadableHead.rest,
        ]),
        atBase: await baseViolations(run, checks, judged.contractedBase),
        waivers: waivers.ledger,
    };
}
/**
 * Changes no contract enforces: those of assets without a contract (a DRAFT one named), and the
 * breaking changes of contracted assets on fields no violation reports (a contract never hides
 * what the diff shows).
 */
async function changesNoContractEnforces(run, uncontractedNames, assetByName, checks) {
    const contracts = uncontractedNames.size > 0 && run.baseContracts.length === 0
        ? (await (0,src_contracts/* loadContracts */.YR)(run.baseFiles, run.sources.rules)).contracts
        : run.baseContracts;
    const contracted = new Set(checks.map((c) => c.asset));
    return [
        ...withDrafts(uncontractedChanges(run.versions, uncontractedNames, assetByName), contracts),
        ...outsideContracts(uncontractedChanges(run.versions, contracted, assetByName), checks),
    ];
}
/** What fails the check besides contract violations (fail closed; protection the pull request weakens). */
async function gateFindings(run, config, headFiles, unreadable, results) {
    return [
        ...configFindings(config.head.diagnostics),
        ...(await protectionFindings(run, config, headFiles)),
        ...invalidContractFindings(run.changedFiles.diagnostics),
        ...unreadable,
        ...movedFindings(run, results),
        ...(await pointsAtNothing(run, headFiles)),
    ];
}
/** The contracts the check holds assets to: the changed ones, and in embedded mode the base's too. */
function knownContracts(request, baseContracts, changedFiles) {
    const known = [...(request.embedded ? baseContracts : []), ...changedFiles.head];
    return new Map(known.map((c) => [c.contract.id, c]));
}
/**
 * The embedded service starts empty: it gets the repository's contracts at the base, and the
 * head version of each contract the pull request changes ("update the contract in the same PR"
 * is the fix we advise). A remote service already holds the published ones. When nothing is
 * to be asked (a README-only pull request, or one that changes no contracted asset and no
 * contract) the embedded service gets nothing, and is not started unless it was warmed.
 */
async function seedEmbeddedService(run, work) {
    if (!run.request.embedded)
        return;
    if (!work.needed) {
        if (work.checked.length > 0)
            run.log.info("embedded service: nothing to ask (no contracted asset changed, no contract changed)");
        return;
    }
    const creates = [...run.contractsById.values()].map((c) => (0,src_contracts/* toContractCreate */.wi)(c));
    if (creates.length > 0)
        await run.service.createContracts(creates);
    run.log.info(`embedded service: ${creates.length} contracts loaded`);
}
/**
 * The embedded service starts empty: a contract the PR edits is checked against its asset as
 * merged, so find that asset in the base (a read of the repository's schema files, only then).
 */
async function contractedBaseAssets(run) {
    const changedContracts = run.changedFiles.head;
    if (!run.request.embedded || changedContracts.length === 0)
        return [];
    const have = new Set(run.versions.base.map((a) => a.resourceName));
    const wanted = new Set(changedContracts.flatMap((c) => (0,src_contracts/* contractResourceNames */.fd)(c.contract)).filter((n) => !have.has(n)));
    if (wanted.size === 0)
        return [];
    const found = await (0,sync_changes/* readRepositoryAssets */.Af)(run.baseFiles, run.sources);
    return found.filter((a) => wanted.has(a.resourceName));
}
/** Registers what is merged, then checks what the pull request proposes (removed assets included). */
async function registerAndCheck(run, work) {
    const { request, service } = run;
    if (work.register.length > 0)
        await service.registerAssets({ assets: work.register, prLink: request.prLink });
    if (work.asked.length === 0)
        return { checked: work.checked, results: work.answered };
    const results = await service.checkAssetsCompliance({
        assets: work.asked,
        responseType: "DETAILED",
        includeUnchangedAssets: false,
        prLink: request.prLink,
    });
    return { checked: work.checked, results: [...work.answered, ...results] };
}
/** The service's results as report entries, violations located in the asset's file (or its contract's). */
function mapResults(run, results, assetByName) {
    const headNames = new Set([
        ...run.versions.head.map((a) => a.resourceName),
        ...run.moves.map((m) => m.from.resourceName),
    ]);
    const movedFrom = new Set(run.moves.map((m) => m.from.resourceName));
    const checks = [];
    const uncontractedNames = new Set();
    for (const result of results) {
        if (result.responseType === "NO_CONTRACT") {
            // A moved asset is checked under its old name: that name is no change outside contracts.
            if (!movedFrom.has(result.dataAssetResourceName))
                uncontractedNames.add(result.dataAssetResourceName);
            continue;
        }
        if (result.responseType !== "DETAILED" || result.status === "NO_CHANGE")
            continue;
        const asset = assetByName.get(result.dataAssetResourceName);
        const loaded = run.contractsById.get(result.contractId);
        const contract = contractRef(loaded, result);
        // A removed asset's file is gone at the head: point at its contract instead of dead lines.
        const gone = asset !== undefined && !headNames.has(asset.resourceName);
        checks.push({
            asset: result.dataAssetResourceName,
            file: gone ? undefined : asset?.file,
            contract,
            violations: asset && !gone
                ? (0,locate/* locateViolations */.fi)(asset, result.violations)
                : result.violations.map((v) => ({
                    ...v,
                    file: contract.filePath,
                    line: contract.filePath ? loaded?.line : undefined,
                })),
        });
    }
    return { checks, uncontractedNames };
}
/** Changed contracts are also checked against their (registered) assets the asset checks did not cover. */
async function checkChangedContracts(run, done, known) {
    const checkedPairs = new Set(done.map((c) => `${c.contract.id}|${c.asset}`));
    const checks = [];
    for (const loaded of run.changedFiles.head) {
        const names = (0,src_contracts/* contractResourceNames */.fd)(loaded.contract).filter((n) => !checkedPairs.has(`${loaded.contract.id}|${n}`));
        if (names.length === 0)
            continue;
        const { results: bulk } = await run.service.bulkCheckContractCompliance({
            contract: { contractSchema: loaded.contract.schema, dataAssetResourceNames: names },
        });
        for (const [name, outcome] of Object.entries(bulk)) {
            if ("error" in outcome) {
                run.log.info(`contract ${loaded.contract.name}: ${name}: ${outcome.error}`);
                continue;
            }
            const asset = known.get(name);
            checks.push({
                asset: name,
                file: asset?.file,
                contract: contractRef(loaded),
                violations: outcome.violations.map((v) => asset ? { ...v, ...(0,locate/* locateField */.Dz)(asset, v.field) } : { ...v, file: loaded.file, line: loaded.line }),
            });
        }
    }
    return checks;
}
/** Assets without a contract: how they changed, breaking changes first. */
/**
 * A DRAFT contract on an uncontracted asset is named beside its changes: the asset has a contract,
 * which is not enforced until its owner makes it ACTIVE.
 */
function withDrafts(changes, contracts) {
    if (changes.length === 0)
        return changes;
    const drafts = new Map();
    for (const loaded of contracts) {
        if (loaded.contract.status !== "DRAFT")
            continue;
        for (const name of (0,src_contracts/* contractResourceNames */.fd)(loaded.contract))
            if (!drafts.has(name))
                drafts.set(name, loaded);
    }
    return changes.map((change) => {
        const draft = drafts.get(change.asset);
        return draft ? { ...change, draft: { name: draft.contract.name, file: draft.file } } : change;
    });
}
function uncontractedChanges(versions, names, assetByName) {
    return (0,diff_assets/* diffAssets */.r)(versions.base.filter((a) => names.has(a.resourceName)), versions.head.filter((a) => names.has(a.resourceName)))
        .filter((d) => d.changes.length > 0)
        .map((d) => {
        const asset = assetByName.get(d.asset);
        return {
            asset: d.asset,
            sourceType: d.sourceType,
            file: asset?.file,
            status: d.status,
            changes: d.changes.map((change) => ({
                ...change,
                // File and line together: a migration folder's field may be placed in another file than the asset.
                ...(asset && d.status !== "removed" ? (0,locate/* locateField */.Dz)(asset, change.field) : { line: undefined }),
            })),
        };
    })
        .sort((a, b) => Number(b.changes.some((c) => c.breaking)) - Number(a.changes.some((c) => c.breaking)));
}


/***/ }),

/***/ 7356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LZ: () => (/* binding */ pagedService),
/* harmony export */   iy: () => (/* binding */ CONCURRENCY),
/* harmony export */   vT: () => (/* binding */ PartialWriteError)
/* harmony export */ });
/* unused harmony export tooLargeText */
/* harmony import */ var _api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97988);
/* harmony import */ var _client_pages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77039);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86587);



/** Contracts per write: small pages, several at once (a contract write is one transaction per page). */
const CONTRACTS_PER_PAGE = 50;
/** Pages (and git or GitHub look-ups) under way at once. */
const CONCURRENCY = 8;
/** A bulk write that stopped partway, or left items out as too large: what the service took, and what not. */
class PartialWriteError extends Error {
    applied;
    notApplied;
    tooLarge;
    failure;
    name = "PartialWriteError";
    constructor(message, 
    /** Items of the pages the service answered. */
    applied, 
    /** Items not sent, or sent in the page that failed. */
    notApplied, 
    /** Items the service refuses even alone (413), with why. */
    tooLarge, 
    /** The failure that stopped the write; undefined when only too-large items were left out. */
    failure) {
        super(message, failure === undefined ? undefined : { cause: failure });
        this.applied = applied;
        this.notApplied = notApplied;
        this.tooLarge = tooLarge;
        this.failure = failure;
    }
}
/**
 * The service with every bulk call paged (src/client/pages.ts): one call of the caller becomes as many
 * requests as the server's limits need, and the answers are merged into one. An asset too
 * large for the server is a failed registration outcome naming it; a failure partway through
 * a write throws a PartialWriteError that says what was applied.
 */
function pagedService(service, pager) {
    /** Pages of a body whose items are its `assets`, each sent as the body with those assets. */
    const byAssets = (body, send) => pager.send({
        items: body.assets,
        envelopeBytes: (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .envelopeBytes */ .Ci)({ ...body, assets: [] }),
        concurrency: CONCURRENCY,
        send: (assets) => send({ ...body, assets }),
    });
    return {
        listContracts: (...args) => service.listContracts(...args),
        listDataAssets: (...args) => service.listDataAssets(...args),
        async createContracts(body) {
            const items = Array.isArray(body) ? body : [body];
            const outcome = await pager.send({
                items,
                envelopeBytes: 2,
                concurrency: CONCURRENCY,
                maxItems: CONTRACTS_PER_PAGE,
                send: (page) => service.createContracts(page),
            });
            if (outcome.error !== undefined || outcome.tooLarge.length > 0)
                throw partial("contract", outcome);
            const answers = outcome.answered.map((p) => p.result);
            return {
                message: answers.map((a) => a.message).join("; "),
                contractIds: answers.flatMap((a) => a.contractIds),
            };
        },
        async registerAssets(body) {
            const outcome = await byAssets(body, (page) => service.registerAssets(page));
            if (outcome.error !== undefined)
                throw partial("asset registration", outcome);
            return {
                asset_registration_outcomes: [
                    ...outcome.answered.flatMap((p) => p.result.asset_registration_outcomes),
                    ...outcome.tooLarge.map((large) => ({
                        data_asset_resource_name: large.item.data_asset_resource_name,
                        error: tooLargeText(large),
                    })),
                ],
            };
        },
        registerS3Assets: (body) => pagedS3Registration(service, pager, body),
        async checkAssetsCompliance(body) {
            const outcome = await byAssets(body, (page) => service.checkAssetsCompliance(page));
            const large = outcome.tooLarge[0];
            if (large) {
                throw new Error(`${(0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .formatResourceName */ .f)(large.item.data_asset_resource_name)} cannot be checked: ${tooLargeText(large)}`);
            }
            if (outcome.error !== undefined)
                throw outcome.error;
            return outcome.answered.flatMap((p) => p.result);
        },
        bulkCheckContractCompliance: (body) => pagedContractCheck(service, pager, body),
    };
}
/** Object-storage registration, paged by its assets; assets too large even alone are named as refused. */
async function pagedS3Registration(service, pager, body) {
    const outcome = await pager.send({
        items: body.assets,
        envelopeBytes: (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .envelopeBytes */ .Ci)({ ...body, assets: [] }),
        concurrency: CONCURRENCY,
        send: (assets) => service.registerS3Assets({ ...body, assets }),
    });
    if (outcome.error !== undefined)
        throw partial("object-storage registration", outcome);
    const answers = outcome.answered.map((p) => p.result);
    const refused = outcome.tooLarge.map((large) => `${(0,_api_resource_name_js__WEBPACK_IMPORTED_MODULE_0__/* .formatResourceName */ .f)({ source_type: "s3", data_source: large.item.bucket, path: large.item.pattern })}: ${tooLargeText(large)}`);
    return {
        message: [...answers.map((a) => a.message), ...refused].join("; "),
        registered: answers.flatMap((a) => a.registered),
        success: refused.length === 0 && answers.every((a) => a.success),
    };
}
/** A contract checked against many assets (endpoint 10), paged by the asset names. */
async function pagedContractCheck(service, pager, body) {
    const { dataAssetResourceNames: names, ...contract } = body.contract;
    const outcome = await pager.send({
        items: names,
        envelopeBytes: (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .envelopeBytes */ .Ci)({ ...body, contract: { ...contract, dataAssetResourceNames: [] } }),
        concurrency: CONCURRENCY,
        send: (page) => service.bulkCheckContractCompliance({
            ...body,
            contract: { ...contract, dataAssetResourceNames: page },
        }),
    });
    const large = outcome.tooLarge[0];
    if (large)
        throw new Error(`the contract check of ${large.item} is too large for the service`);
    if (outcome.error !== undefined)
        throw outcome.error;
    return { results: Object.assign({}, ...outcome.answered.map((p) => p.result.results)) };
}
/** Why an item was left out: its size, and what the server said of it (the 413 names its limit). */
function tooLargeText(large) {
    const said = large.error.problem?.detail ?? large.error.message;
    return `too large for the service: ${large.bytes} bytes encoded, refused even alone (${said})`;
}
/**
 * What a bulk write that did not fully go through throws: the service's own error when it took
 * nothing (a refused key or an unreachable service reads as such), else a PartialWriteError.
 */
function partial(what, outcome) {
    if (outcome.answered.length === 0 && outcome.tooLarge.length === 0)
        return outcome.error;
    const applied = outcome.answered.flatMap((p) => p.items);
    const total = applied.length + outcome.notSent.length + outcome.tooLarge.length;
    const failure = outcome.error;
    const message = failure === undefined
        ? `${outcome.tooLarge.length} of ${total} ${what} items too large for the service`
        : `the service failed after ${applied.length} of ${total} ${what} items: ${(0,_error_message_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(failure)}`;
    return new PartialWriteError(message, applied, outcome.notSent, outcome.tooLarge.map((large) => ({ item: large.item, reason: tooLargeText(large) })), failure);
}


/***/ }),

/***/ 28896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V4: () => (/* binding */ parseWaiverLedger),
/* harmony export */   kQ: () => (/* binding */ DEFAULT_WAIVER_FILE)
/* harmony export */ });
/* unused harmony export WaiverLedgerFile */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55156);
/* harmony import */ var _config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61830);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(140);



/** Where the ledger lives unless the configuration names another file. */
const DEFAULT_WAIVER_FILE = ".github/contract-waivers.yml";
/** How many waivers one ledger may hold: a ledger is read on every check. */
const MAX_WAIVERS = 1_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * One accepted finding: named by its fingerprint (as the comment prints it, at least its first
 * 12 hex digits) or by rule and asset (and field), with why, who approved and until when.
 */
const WaiverEntry = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_2__.string()
        .regex(/^[0-9a-f]{12,64}$/, "12 to 64 lowercase hex digits, as the comment prints them")
        .optional()
        .describe("The finding's fingerprint, or its first 12 or more hex digits."),
    rule: zod__WEBPACK_IMPORTED_MODULE_2__["enum"](_rules_index_js__WEBPACK_IMPORTED_MODULE_1__/* .RULE_IDS */ .Iu)
        .optional()
        .describe("With asset (and field): the findings of this rule on that asset."),
    asset: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).optional().describe("Resource name of the asset the finding is on."),
    field: zod__WEBPACK_IMPORTED_MODULE_2__.string().optional().describe("Dotted field path; without it, every field of the asset."),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__.string()
        .min(10, "say why the break is accepted (10 characters or more)")
        .max(2_000)
        .describe("Why the break is accepted: shown beside the finding, published with the contract."),
    approvedBy: zod__WEBPACK_IMPORTED_MODULE_2__.union([zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1), zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1)).min(1)])
        .describe("GitHub login(s) or team(s) (org/team) of the contract's owners who accepted it."),
    expires: zod__WEBPACK_IMPORTED_MODULE_2__.string()
        .regex(DATE, "a date as YYYY-MM-DD")
        .describe("Last day the waiver holds (UTC); after it, the finding counts again."),
})
    .refine((entry) => entry.fingerprint !== undefined || (entry.rule !== undefined && entry.asset !== undefined), {
    message: "name the finding: fingerprint, or rule and asset (and field)",
});
const WaiverLedgerFile = zod__WEBPACK_IMPORTED_MODULE_2__.strictObject({
    waivers: zod__WEBPACK_IMPORTED_MODULE_2__.array(WaiverEntry).max(MAX_WAIVERS).describe("Accepted findings, each until its expiry."),
})
    .describe("contract-sync waivers (.github/contract-waivers.yml): findings a contract's owners accepted, why, and until when.");
/** 2026-02-30 matches the pattern but is no day: a day is one that reads back as itself. */
function isCalendarDate(date) {
    const time = Date.parse(`${date}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
/**
 * Parses the ledger. A ledger that does not parse waives nothing (its diagnostics say why);
 * the check fails closed on them rather than guessing which entries were meant.
 */
function parseWaiverLedger(text, file) {
    const { documents, diagnostics } = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .parseYaml */ .hN)(text, file);
    const [source] = documents;
    if (diagnostics.some((d) => d.severity === "error") || !source)
        return { waivers: [], diagnostics };
    const expanded = (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .documentValue */ .H5)(source);
    if (!expanded.ok)
        return { waivers: [], diagnostics: [...diagnostics, expanded.diagnostic] };
    if (expanded.value === null || expanded.value === undefined)
        return { waivers: [], diagnostics };
    const result = WaiverLedgerFile.safeParse(expanded.value);
    if (!result.success)
        return { waivers: [], diagnostics: [...diagnostics, ...(0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .zodDiagnostics */ .qV)(result.error, source)] };
    const invalidDate = result.data.waivers.findIndex((entry) => !isCalendarDate(entry.expires));
    if (invalidDate >= 0)
        return {
            waivers: [],
            diagnostics: [
                ...diagnostics,
                {
                    file,
                    line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .lineOf */ .cA)(source, ["waivers", invalidDate, "expires"]),
                    severity: "error",
                    message: `waivers[${invalidDate}].expires: no such date`,
                },
            ],
        };
    const waivers = result.data.waivers.map((entry, index) => ({
        ...entry,
        approvedBy: typeof entry.approvedBy === "string" ? [entry.approvedBy] : entry.approvedBy,
        line: (0,_config_yaml_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .lineOf */ .cA)(source, ["waivers", index]),
    }));
    return { waivers, diagnostics };
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
