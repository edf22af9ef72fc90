export const id = 206;
export const ids = [206,395];
export const modules = {

/***/ 47395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand),
  parseCheckArgs: () => (/* binding */ parseCheckArgs),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/git/git-port.ts + 3 modules
var git_port = __webpack_require__(65068);
// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(5163);
// EXTERNAL MODULE: ./src/schema/index.ts + 29 modules
var schema = __webpack_require__(43017);
// EXTERNAL MODULE: ./src/compliance/diff-assets.ts
var diff_assets = __webpack_require__(75784);
// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var compliance_verdict = __webpack_require__(95714);
// EXTERNAL MODULE: ./src/config/index.ts
var src_config = __webpack_require__(89750);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __webpack_require__(47714);
;// CONCATENATED MODULE: ./src/report/locate.ts
/**
 * The file and line a dotted field path points at: the deepest node of the path
 * the asset has (a missing field points at its parent, a missing top-level
 * field at the asset's declaration). List elements and map values have no
 * line of their own and take their field's.
 */
function locateField(asset, path) {
    let place = { file: asset.file, line: asset.line };
    let node = asset.schema;
    for (const name of path ? path.split(".") : []) {
        const next = node?.fields?.find((field) => field.name === name);
        if (!next)
            break;
        if (next.line !== undefined)
            place = { file: next.file ?? place.file, line: next.line };
        node = next.type === "union" ? (next.fields?.find((variant) => variant.type !== "null") ?? next) : next;
    }
    return place;
}
function locateViolations(asset, violations) {
    return violations.map((violation) => ({ ...violation, ...locateField(asset, violation.field) }));
}

// EXTERNAL MODULE: ./src/sync/assets.ts
var assets = __webpack_require__(4630);
// EXTERNAL MODULE: ./src/sync/changes.ts
var sync_changes = __webpack_require__(24102);
// EXTERNAL MODULE: ./src/sync/contract-changes.ts
var contract_changes = __webpack_require__(31889);
// EXTERNAL MODULE: ./src/sync/ports.ts
var sync_ports = __webpack_require__(52083);
;// CONCATENATED MODULE: ./src/sync/check.ts









function unreadable(diagnostics) {
    const byFile = new Map();
    for (const d of diagnostics) {
        const entry = byFile.get(d.file) ?? { file: d.file, diagnostics: [] };
        entry.diagnostics.push({ line: d.line, severity: d.severity, message: d.message });
        byFile.set(d.file, entry);
    }
    return [...byFile.values()];
}
function contractRef(result, files) {
    const loaded = files.get(result.contractId);
    return {
        id: result.contractId,
        name: result.contractName ?? loaded?.contract.name ?? result.contractId,
        version: result.contractVersion,
        owner: result.owner,
        enforcementLevel: result.enforcementLevel,
        filePath: loaded?.file,
    };
}
/**
 * The pull request check (DESIGN.md): changed schema files become assets at the
 * base and the head; the base versions are registered, the head versions checked
 * against their contracts (endpoint 6, DETAILED); changed contracts are checked
 * against their assets (endpoint 10). Knows nothing of GitHub or HTTP.
 */
async function runCheck(request, ports) {
    const { git, service } = ports;
    const log = ports.log ?? sync_ports/* silentLogger */.q;
    const headFiles = git.filesAt(request.head);
    const baseFiles = git.filesAt(request.base);
    const { rules, diagnostics: configDiagnostics } = await (0,src_config/* loadConfig */.Z9)(headFiles, request.configPath);
    const sources = new sync_changes/* SourceMap */.oY(rules, request.defaultDataSource);
    const changed = await git.changedFiles(request.base, request.head);
    const changes = (0,sync_changes/* classifyChanges */.Wu)(changed, rules, sources);
    log.info(`${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`);
    const versions = await (0,sync_changes/* readAssetVersions */.et)(git, request.base, request.head, changes, sources);
    for (const d of versions.baseDiagnostics)
        log.warn(`base ${d.file}${d.line ? `:${d.line}` : ""}: ${d.message}`);
    // Contracts: changed contract files at the head are validated (their errors are the PR's).
    const changedFiles = await (0,contract_changes/* loadChangedContracts */.Am)(changes.contractFiles, baseFiles, headFiles);
    const changedContracts = changedFiles.head;
    const contractsById = new Map();
    if (request.embedded) {
        const base = await (0,contracts/* loadContracts */.YR)(baseFiles, rules);
        for (const c of base.contracts)
            contractsById.set(c.contract.id, c);
        // The head version of a contract the PR changes is what its assets are held to:
        // "update the contract in the same PR" is the fix we advise.
        for (const c of changedContracts)
            contractsById.set(c.contract.id, c);
        const creates = [...contractsById.values()].map((c) => (0,contracts/* toContractCreate */.wi)(c));
        if (creates.length > 0)
            await service.createContracts(creates);
        log.info(`embedded service: ${creates.length} contracts loaded`);
    }
    else {
        for (const c of changedContracts)
            contractsById.set(c.contract.id, c);
    }
    // The embedded service starts empty: a contract the PR edits is checked against its asset as
    // merged, so find that asset in the base (a read of the repository's schema files, only then).
    const contractedBase = [];
    if (request.embedded && changedContracts.length > 0) {
        const have = new Set(versions.base.map((a) => a.resourceName));
        const wanted = new Set(changedContracts.flatMap((c) => (0,contracts/* contractResourceNames */.fd)(c.contract)).filter((n) => !have.has(n)));
        if (wanted.size > 0) {
            const found = await (0,sync_changes/* readRepositoryAssets */.Af)(baseFiles, sources);
            contractedBase.push(...found.filter((a) => wanted.has(a.resourceName)));
        }
    }
    // Register what is merged, then check what the PR proposes.
    const registered = [...versions.base, ...contractedBase];
    if (registered.length > 0) {
        await service.registerAssets({
            assets: registered.map((a) => (0,assets/* toAssetInput */.i)(a)),
            prLink: request.prLink,
        });
    }
    const headNames = new Set(versions.head.map((a) => a.resourceName));
    const removed = versions.base.filter((a) => !headNames.has(a.resourceName));
    const checked = [
        ...versions.head.map((asset) => ({ input: (0,assets/* toAssetInput */.i)(asset), asset })),
        ...removed.map((asset) => ({ input: (0,assets/* removedAssetInput */.N)(asset), asset })),
    ];
    const results = checked.length > 0
        ? await service.checkAssetsCompliance({
            assets: checked.map((c) => c.input),
            responseType: "DETAILED",
            includeUnchangedAssets: false,
            prLink: request.prLink,
        })
        : [];
    const assetByName = new Map(checked.map((c) => [c.asset.resourceName, c.asset]));
    const checks = [];
    const uncontractedNames = new Set();
    for (const result of results) {
        if (result.responseType === "NO_CONTRACT") {
            uncontractedNames.add(result.dataAssetResourceName);
            continue;
        }
        if (result.responseType !== "DETAILED" || result.status === "NO_CHANGE")
            continue;
        const asset = assetByName.get(result.dataAssetResourceName);
        const contract = contractRef(result, contractsById);
        // A removed asset's file is gone at the head: point at its contract instead of dead lines.
        const gone = asset !== undefined && !headNames.has(asset.resourceName);
        const contractLine = contractsById.get(result.contractId)?.line;
        checks.push({
            asset: result.dataAssetResourceName,
            file: gone ? undefined : asset?.file,
            contract,
            violations: asset && !gone
                ? locateViolations(asset, result.violations)
                : result.violations.map((v) => ({
                    ...v,
                    file: contract.filePath,
                    line: contract.filePath ? contractLine : undefined,
                })),
        });
    }
    // Changed contracts are also checked against their (registered) assets.
    const checkedPairs = new Set(checks.map((c) => `${c.contract.id}|${c.asset}`));
    for (const loaded of changedContracts) {
        const names = (0,contracts/* contractResourceNames */.fd)(loaded.contract).filter((n) => !checkedPairs.has(`${loaded.contract.id}|${n}`));
        if (names.length === 0)
            continue;
        const { results: bulk } = await service.bulkCheckContractCompliance({
            contract: { contractSchema: loaded.contract.schema, dataAssetResourceNames: names },
        });
        for (const [name, outcome] of Object.entries(bulk)) {
            if ("error" in outcome) {
                log.info(`contract ${loaded.contract.name}: ${name}: ${outcome.error}`);
                continue;
            }
            const asset = assetByName.get(name) ?? contractedBase.find((a) => a.resourceName === name);
            checks.push({
                asset: name,
                file: asset?.file,
                contract: (0,contract_changes/* contractRefOf */.lY)(loaded),
                violations: outcome.violations.map((v) => asset ? { ...v, ...locateField(asset, v.field) } : { ...v, file: loaded.file, line: loaded.line }),
            });
        }
    }
    // Assets without a contract: show how they changed, breaking changes first.
    const uncontracted = (0,diff_assets/* diffAssets */.r)(versions.base.filter((a) => uncontractedNames.has(a.resourceName)), versions.head.filter((a) => uncontractedNames.has(a.resourceName)))
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
                line: asset && d.status !== "removed" ? locateField(asset, change.field).line : undefined,
            })),
        };
    })
        .sort((a, b) => Number(b.changes.some((c) => c.breaking)) - Number(a.changes.some((c) => c.breaking)));
    const report = {
        checks,
        uncontracted,
        contractChanges: (0,contract_changes/* contractChanges */.CC)(changedFiles),
        unreadable: unreadable([
            ...configDiagnostics.filter((d) => d.severity === "error"),
            ...changedFiles.diagnostics,
            ...versions.headDiagnostics,
        ]),
    };
    const verdict = (0,compliance_verdict/* verdictOf */.V)(checks.map((c) => ({ enforcementLevel: c.contract.enforcementLevel, violations: c.violations })));
    return {
        report,
        verdict,
        assetsChecked: checked.length,
        // INACTIVE contracts are ignored (DESIGN.md "Enforcement"): their violations are not counted.
        violations: checks.reduce((n, c) => n + (c.contract.enforcementLevel === "INACTIVE" ? 0 : c.violations.length), 0),
        changedFiles: changed.length,
    };
}

// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/service.ts + 5 modules
var cli_service = __webpack_require__(46204);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts









const USAGE = "usage: contract-sync check [--repo DIR] [--base REF] [--head REF] [--config FILE] [--api-url URL] [--format markdown|json]";
/** The first of the usual names of a main branch that the repository has. */
async function defaultBase(git) {
    for (const ref of ["origin/HEAD", "origin/main", "main", "origin/master", "master"]) {
        try {
            return await git.resolveCommit(ref);
        }
        catch {
            // try the next name
        }
    }
    throw new io/* UsageError */.e("no main branch found to compare with: name one with --base");
}
/** Runs the PR check between two commits and prints the report; exit 1 on a BLOCK verdict. */
async function checkCommand(options, io) {
    const git = new git_port/* GitRepository */.xr(options.repo);
    const base = options.base ? await git.resolveCommit(options.base) : await defaultBase(git);
    const head = await git.resolveCommit(options.head);
    const progress = (m) => io.stderr(`contract-sync: ${m}\n`);
    progress(`checking ${head.slice(0, 12)} against ${base.slice(0, 12)}`);
    const { service, embedded, close } = await (0,cli_service/* openCliService */.g)(options.apiUrl, io.env);
    if (embedded)
        progress("embedded service: contracts come from the repository at the base commit");
    try {
        const outcome = await runCheck({ base, head, configPath: options.config, embedded }, { git, service, log: { info: progress, warn: (m) => progress(`warning: ${m}`) } });
        if (options.format === "json") {
            io.stdout(`${JSON.stringify({ verdict: outcome.verdict, assetsChecked: outcome.assetsChecked, violations: outcome.violations, report: outcome.report }, null, 2)}\n`);
        }
        else {
            io.stdout((0,markdown/* renderComment */.wQ)(outcome.report, { workflow: "cli", job: "check", maxLength: 1_000_000 }));
        }
        progress(`verdict ${outcome.verdict.verdict}: ${outcome.violations} violations in ${outcome.assetsChecked} assets`);
        return outcome.verdict.verdict === "block" ? 1 : 0;
    }
    finally {
        await close();
        await (0,schema/* closeReaders */.XX)();
    }
}
function parseCheckArgs(args, cwd) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        allowPositionals: true,
        options: {
            repo: { type: "string" },
            base: { type: "string" },
            head: { type: "string" },
            config: { type: "string" },
            "api-url": { type: "string" },
            format: { type: "string" },
        },
    });
    if (positionals.length > 0)
        throw new io/* UsageError */.e(`unexpected argument '${positionals[0]}'\n${USAGE}`);
    const format = values.format ?? "markdown";
    if (format !== "markdown" && format !== "json")
        throw new io/* UsageError */.e(`--format must be markdown or json\n${USAGE}`);
    return {
        repo: (0,external_node_path_.resolve)(cwd, values.repo ?? "."),
        base: values.base,
        head: values.head ?? "HEAD",
        config: values.config ?? config/* DEFAULT_CONFIG_PATH */.Bi,
        apiUrl: values["api-url"],
        format,
    };
}
const run = async (args, io) => {
    if (args.includes("--help") || args.includes("-h")) {
        io.stdout(`${USAGE}\n`);
        return 0;
    }
    return checkCommand(parseCheckArgs(args, io.cwd), io);
};


/***/ }),

/***/ 20206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47395);






/** fixtures/demo, found from the bundle (dist/cli.js) or the sources (src/cli/commands). */
function demoFixtures() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_4__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < 5; i++) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, "fixtures", "demo");
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(candidate, "base")))
            return candidate;
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir);
    }
    throw new Error("fixtures/demo not found: run the demo from a checkout of contract-sync");
}
function git(cwd, args) {
    return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)("git", args, {
        cwd,
        encoding: "utf8",
        env: {
            ...process.env,
            GIT_AUTHOR_NAME: "Demo Author",
            GIT_AUTHOR_EMAIL: "demo@acme.example",
            GIT_COMMITTER_NAME: "Demo Author",
            GIT_COMMITTER_EMAIL: "demo@acme.example",
            GIT_CONFIG_NOSYSTEM: "1",
        },
    });
}
/**
 * `npm run demo`: builds a small repository in a temp dir (a base commit with
 * contracts and schema files of several types; a head commit that breaks a
 * BLOCK and an ALERT contract and adds an unreadable file) and runs the pull
 * request check on it with the embedded service, printing the comment.
 */
const run = async (args, io) => {
    const fixtures = demoFixtures();
    const repo = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), "contract-sync-demo-"));
    try {
        git(repo, ["init", "-q", "-b", "main"]);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.cpSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(fixtures, "base"), repo, { recursive: true });
        git(repo, ["add", "-A"]);
        git(repo, ["commit", "-q", "-m", "Orders schema, events and contracts"]);
        git(repo, ["checkout", "-q", "-b", "feature/order-changes"]);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.cpSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(fixtures, "head"), repo, { recursive: true });
        git(repo, ["add", "-A"]);
        git(repo, ["commit", "-q", "-m", "Drop currency, order ids as strings, refunds"]);
        io.stderr(`contract-sync demo: repository in ${repo}\n`);
        const format = args.includes("--json") ? "json" : "markdown";
        const code = await (0,_check_js__WEBPACK_IMPORTED_MODULE_5__.checkCommand)({ repo, base: "main", head: "HEAD", config: ".github/contract-sync.yml", apiUrl: undefined, format }, io);
        io.stderr(code === 1
            ? "contract-sync demo: the check fails (a BLOCK contract is broken), as it would on the pull request.\n"
            : "contract-sync demo: the check passes.\n");
        // The demo shows a failing check; it ran as intended, so it exits 0 unless asked to mirror the check.
        return args.includes("--exit-code") ? code : 0;
    }
    finally {
        if (!args.includes("--keep"))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(repo, { recursive: true, force: true });
    }
};


/***/ }),

/***/ 75784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ diffAssets)
/* harmony export */ });
/* unused harmony export assetKey */
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21637);

/**
 * The part of an asset's path that survives moving its file: the message or
 * record after the last `:` (`events/order.proto:acme.Order` -> `acme.Order`),
 * else the whole path (`shop.public.orders`).
 */
function assetKey(asset) {
    const colon = asset.path.lastIndexOf(":");
    return `${asset.sourceType}:${colon >= 0 ? asset.path.slice(colon + 1) : asset.path}`;
}
/**
 * Pairs the assets of two versions (of a file, or of a repository) and diffs
 * each pair. A removed asset is breaking for its readers; an added one is not.
 * When each side has exactly one asset they pair even if renamed.
 */
function diffAssets(base, head) {
    const single = base.length === 1 && head.length === 1 && base[0]?.sourceType === head[0]?.sourceType;
    const keyOf = (asset) => (single ? "only" : assetKey(asset));
    const headByKey = new Map(head.map((asset) => [keyOf(asset), asset]));
    const baseKeys = new Set(base.map(keyOf));
    const results = [];
    for (const old of base) {
        const now = headByKey.get(keyOf(old));
        if (!now) {
            const change = {
                kind: "FIELD_REMOVED",
                field: "",
                breaking: true,
                reason: "the asset is gone: every reader of it breaks",
                before: old.resourceName,
            };
            results.push({
                asset: old.resourceName,
                sourceType: old.sourceType,
                status: "removed",
                changes: [change],
                breaking: true,
            });
            continue;
        }
        const changes = (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffSchemas */ .e7)(old.schema, now.schema, now.sourceType);
        results.push({
            asset: now.resourceName,
            sourceType: now.sourceType,
            status: "changed",
            changes,
            breaking: changes.some((change) => change.breaking),
        });
    }
    for (const now of head) {
        if (baseKeys.has(keyOf(now)))
            continue;
        results.push({
            asset: now.resourceName,
            sourceType: now.sourceType,
            status: "added",
            changes: [],
            breaking: false,
        });
    }
    return results;
}


/***/ })

};
