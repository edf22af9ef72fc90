export const id = 79;
export const ids = [79];
export const modules = {

/***/ 87079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
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
// EXTERNAL MODULE: ./src/schema/index.ts + 29 modules
var schema = __webpack_require__(43017);
// EXTERNAL MODULE: ./src/config/index.ts
var src_config = __webpack_require__(89750);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var src_contracts = __webpack_require__(47714);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/sync/assets.ts
var assets = __webpack_require__(4630);
// EXTERNAL MODULE: ./src/sync/changes.ts
var sync_changes = __webpack_require__(24102);
// EXTERNAL MODULE: ./src/sync/contract-changes.ts
var contract_changes = __webpack_require__(31889);
// EXTERNAL MODULE: ./src/sync/ports.ts
var sync_ports = __webpack_require__(52083);
;// CONCATENATED MODULE: ./src/sync/publish.ts







const NO_COMMIT = /^0{40}$/;
/**
 * Publish on merge (DESIGN.md): contracts added or changed by the push go out
 * with their Git provenance, contracts whose files were deleted go out
 * ARCHIVED, and the changed assets are registered. Contract POSTs are upserts
 * by id with an unchanged body changing nothing, so running it twice is a no-op.
 */
async function runPublish(request, ports) {
    const { git, service } = ports;
    const log = ports.log ?? sync_ports/* silentLogger */.q;
    const { after } = request;
    const afterFiles = git.filesAt(after);
    const { rules, diagnostics } = await (0,src_config/* loadConfig */.Z9)(afterFiles, request.configPath);
    const sources = new sync_changes/* SourceMap */.oY(rules, request.defaultDataSource);
    const fresh = NO_COMMIT.test(request.before);
    // Provenance: the pull request that brought the commit, when GitHub knows one.
    const pullRequest = await ports.github?.findPullRequestForCommit(after);
    const reviewers = pullRequest ? await ports.github?.approvingReviewers(pullRequest.number) : undefined;
    const commit = await git.provenance(after);
    const provenance = {
        gitHash: after,
        gitRepo: request.repositoryUrl ?? commit.repositoryUrl,
        gitUser: pullRequest?.author ?? commit.author.name,
        reviewers: reviewers ?? [],
        mergedAt: pullRequest?.mergedAt ?? commit.committer.date,
    };
    const published = [];
    const archived = [];
    let changedContracts = [];
    let deletedContracts = [];
    let headAssets = [];
    if (fresh) {
        // A new branch has no range to diff: everything in it is new.
        const loaded = await (0,src_contracts/* loadContracts */.YR)(afterFiles, rules);
        changedContracts = loaded.contracts;
        diagnostics.push(...loaded.diagnostics);
    }
    else {
        const changed = await git.changedFiles(request.before, after);
        const changes = (0,sync_changes/* classifyChanges */.Wu)(changed, rules, sources);
        const loaded = await (0,contract_changes/* loadChangedContracts */.Am)(changes.contractFiles, git.filesAt(request.before), afterFiles);
        changedContracts = loaded.head;
        diagnostics.push(...loaded.diagnostics);
        // Only the contracts of deleted files are archived: an edited file that fails to parse archives nothing.
        const deletedPaths = new Set(changes.contractFiles.filter((f) => f.status === "deleted").map((f) => f.path));
        deletedContracts = loaded.base.filter((c) => deletedPaths.has(c.file));
        // A contract moved to another file is not archived: its id lives on.
        const kept = new Set(changedContracts.map((c) => c.contract.id));
        deletedContracts = deletedContracts.filter((c) => !kept.has(c.contract.id));
        const versions = await (0,sync_changes/* readAssetVersions */.et)(git, request.before, after, changes, sources);
        headAssets = versions.head;
        diagnostics.push(...versions.headDiagnostics);
    }
    for (const loaded of changedContracts)
        published.push((0,src_contracts/* toContractCreate */.wi)(loaded, provenance));
    for (const loaded of deletedContracts)
        archived.push({ ...(0,src_contracts/* toContractCreate */.wi)(loaded, provenance), status: "ARCHIVED" });
    const contracts = [...published, ...archived];
    if (contracts.length > 0) {
        await service.createContracts(contracts);
        log.info(`published ${published.length} contracts, archived ${archived.length}`);
    }
    const prLink = pullRequest?.url;
    const objectStorage = headAssets.filter((a) => a.sourceType === "s3");
    const generic = headAssets.filter((a) => a.sourceType !== "s3");
    if (generic.length > 0) {
        const { asset_registration_outcomes: outcomes } = await service.registerAssets({
            assets: generic.map((a) => (0,assets/* toAssetInput */.i)(a)),
            prLink,
        });
        for (const outcome of outcomes) {
            if (!outcome.error)
                continue;
            const name = outcome.data_asset_resource_name;
            diagnostics.push({
                file: generic.find((a) => a.path === name.path)?.file ?? name.path,
                severity: "error",
                message: `registration failed: ${outcome.error}`,
            });
        }
    }
    if (objectStorage.length > 0) {
        await service.registerS3Assets({
            assets: objectStorage.map(toObjectStorageAsset),
            dry_run: false,
            prLink,
        });
    }
    return { published, archived, assetsRegistered: headAssets.length, diagnostics, pullRequest };
}
/** The s3 reader names an asset `s3://{bucket}:{key pattern}`: the data source is the bucket. */
function toObjectStorageAsset(asset) {
    return { bucket: asset.dataSource, pattern: asset.path, schema: (0,model/* toWireNode */.z)(asset.schema) };
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/service.ts + 5 modules
var cli_service = __webpack_require__(46204);
;// CONCATENATED MODULE: ./src/cli/commands/publish.ts








const USAGE = "usage: contract-sync publish [--repo DIR] [--before REF] [--after REF] [--config FILE] [--api-url URL] [--repo-url URL]";
/**
 * Publishes the contracts a range of commits added, changed or deleted, with
 * their Git provenance (no reviewers outside GitHub). Without --before, every
 * contract at --after is published.
 */
const run = async (args, io) => {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args,
        allowPositionals: true,
        options: {
            repo: { type: "string" },
            before: { type: "string" },
            after: { type: "string" },
            config: { type: "string" },
            "api-url": { type: "string" },
            "repo-url": { type: "string" },
            help: { type: "boolean", short: "h" },
        },
    });
    if (values.help) {
        io.stdout(`${USAGE}\n`);
        return 0;
    }
    if (positionals.length > 0)
        throw new cli_io/* UsageError */.e(`unexpected argument '${positionals[0]}'\n${USAGE}`);
    const git = new git_port/* GitRepository */.xr((0,external_node_path_.resolve)(io.cwd, values.repo ?? "."));
    const after = await git.resolveCommit(values.after ?? "HEAD");
    const before = values.before ? await git.resolveCommit(values.before) : "0".repeat(40);
    const { service, embedded, close } = await (0,cli_service/* openCliService */.g)(values["api-url"], io.env);
    if (embedded)
        io.stderr("contract-sync: no --api-url: validated against the embedded service, nothing is kept\n");
    try {
        const outcome = await runPublish({ before, after, configPath: values.config ?? config/* DEFAULT_CONFIG_PATH */.Bi, repositoryUrl: values["repo-url"] }, {
            git,
            service,
            log: { info: (m) => io.stderr(`contract-sync: ${m}\n`), warn: (m) => io.stderr(`warning: ${m}\n`) },
        });
        for (const d of outcome.diagnostics)
            io.stderr(`${d.file}${d.line ? `:${d.line}` : ""}: ${d.severity}: ${d.message}\n`);
        io.stdout(`${JSON.stringify({
            published: outcome.published.map((c) => ({
                id: c.id,
                name: c.contractSpec.name,
                filePath: c.filePath,
                version: c.version,
            })),
            archived: outcome.archived.map((c) => ({
                id: c.id,
                name: c.contractSpec.name,
                filePath: c.filePath,
            })),
            assetsRegistered: outcome.assetsRegistered,
        }, null, 2)}\n`);
        return outcome.diagnostics.some((d) => d.severity === "error") ? 1 : 0;
    }
    finally {
        await close();
        await (0,schema/* closeReaders */.XX)();
    }
};


/***/ })

};
