export const id = 179;
export const ids = [179];
export const modules = {

/***/ 97179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPublish: () => (/* binding */ runPublish)
});

// EXTERNAL MODULE: ./src/config/index.ts
var config = __webpack_require__(89750);
// EXTERNAL MODULE: ./src/contracts/index.ts + 9 modules
var contracts = __webpack_require__(29659);
// EXTERNAL MODULE: ./src/git/files.ts
var files = __webpack_require__(40151);
// EXTERNAL MODULE: ./src/report/plan.ts
var report_plan = __webpack_require__(51307);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/sync/assets.ts
var sync_assets = __webpack_require__(4630);
// EXTERNAL MODULE: ./src/sync/changes.ts
var changes = __webpack_require__(24102);
// EXTERNAL MODULE: ./src/sync/ports.ts
var sync_ports = __webpack_require__(52083);
;// CONCATENATED MODULE: ./src/sync/bounded.ts
/**
 * Runs `work` over `items` with at most `limit` at once, in order of the
 * items. After the first failure no new item starts; the ones under way
 * finish, and the failure is returned beside the results that were made.
 */
async function mapBounded(items, limit, work) {
    const results = new Array(items.length).fill(undefined);
    const done = new Array(items.length).fill(false);
    let next = 0;
    let failure;
    const worker = async () => {
        while (failure === undefined && next < items.length) {
            const index = next++;
            try {
                results[index] = await work(items[index], index);
                done[index] = true;
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return { results, done, error: failure?.error };
}

;// CONCATENATED MODULE: ./src/sync/reconcile-apply.ts

/** Paging of the service's listing: the interface's largest page. */
const PAGE = 500;
/** Contracts per POST, and POSTs (and git or GitHub look-ups) under way at once. */
const BATCH = 50;
const CONCURRENCY = 8;
/** Every contract the service holds, page by page (all statuses: an ARCHIVED one may come back). */
async function listHeldContracts(service) {
    const held = [];
    for (let offset = 0;; offset += PAGE) {
        const page = await service.listContracts({ query: { limit: PAGE, offset } });
        held.push(...page);
        if (page.length < PAGE)
            return held;
    }
}
/**
 * Provenance per contract: the commit that last changed its file at `after`
 * (for an archive, the commit that deleted it) and the pull request that
 * brought that commit. Each commit is looked up once, a few at a time.
 */
async function provenanceByFile(entries, context) {
    const { after, git, github } = context;
    const paths = [...new Set(entries.flatMap((e) => (e.filePath ? [e.filePath] : [])))];
    const lastChanges = await git.lastChanges(after, paths);
    const commitOf = (path) => lastChanges.get(path) ?? after;
    const shas = [...new Set(paths.map(commitOf))];
    const looked = await mapBounded(shas, CONCURRENCY, (sha) => commitProvenance(sha, context.gitRepo, git, github));
    if (looked.error)
        throw looked.error;
    const bySha = new Map(shas.map((sha, i) => [sha, looked.results[i]]));
    return new Map(paths.map((path) => [path, bySha.get(commitOf(path)) ?? {}]));
}
async function commitProvenance(sha, gitRepo, git, github) {
    const pullRequest = await github?.findPullRequestForCommit(sha);
    const reviewers = pullRequest ? await github?.approvingReviewers(pullRequest.number) : undefined;
    const commit = await git.provenance(sha);
    return {
        gitHash: commit.sha,
        gitRepo: gitRepo ?? commit.repositoryUrl,
        gitUser: pullRequest?.author ?? commit.author.name,
        reviewers: reviewers ?? [],
        mergedAt: pullRequest?.mergedAt ?? commit.committer.date,
    };
}
/** Sends the bodies in batches, a few at a time; stops at the first failure and says what went out. */
async function writeContracts(service, bodies) {
    const batches = [];
    for (let i = 0; i < bodies.length; i += BATCH)
        batches.push(bodies.slice(i, i + BATCH));
    const sent = await mapBounded(batches, CONCURRENCY, async (batch) => {
        await service.createContracts(batch);
    });
    const written = new Set();
    batches.forEach((batch, i) => {
        if (sent.done[i])
            for (const body of batch)
                written.add(body.id);
    });
    return { written, error: sent.error };
}

;// CONCATENATED MODULE: ./src/sync/reconcile-plan.ts
/**
 * The plan of a reconcile, a pure function: `desired` is every contract of the
 * repository at the pushed commit (as it would be sent, without provenance),
 * `held` every contract the service lists. A desired contract the service lacks
 * is created; one whose spec, status, level, version or file differs is
 * updated; a held contract of this repository (`gitRepo`) that is not ARCHIVED
 * and that the repository no longer has is archived. Without a `gitRepo`
 * nothing is archived: contracts of other repositories must never be touched.
 * Nor is a contract whose file is still there but could not be read
 * (`unreadableFiles`): a typo must not retire a contract.
 */
function planReconcile(desired, held, gitRepo, unreadableFiles = new Set()) {
    const heldById = new Map(held.map((c) => [c.id, c]));
    const entries = desired.map((want) => {
        const have = heldById.get(want.id);
        const base = {
            id: want.id,
            name: want.contractSpec.name ?? want.id,
            filePath: want.filePath,
            versionBefore: have?.version,
            versionAfter: want.version,
        };
        if (!have)
            return { ...base, action: "create", reason: "not in the service", body: want };
        const differences = differencesOf(want, have);
        if (differences.length === 0)
            return { ...base, action: "unchanged", reason: "same", body: undefined };
        return { ...base, action: "update", reason: differences.join(", "), body: want };
    });
    const wanted = new Set(desired.map((c) => c.id));
    const repo = gitRepo === undefined ? undefined : sameRepo(gitRepo);
    for (const have of held) {
        if (repo === undefined || wanted.has(have.id) || have.status === "ARCHIVED")
            continue;
        if (have.gitRepo === undefined || sameRepo(have.gitRepo) !== repo)
            continue;
        if (have.filePath !== undefined && unreadableFiles.has(have.filePath))
            continue;
        entries.push({
            action: "archive",
            id: have.id,
            name: have.contractSpec.name ?? have.id,
            filePath: have.filePath,
            versionBefore: have.version,
            versionAfter: have.version,
            reason: "file gone",
            body: archivedBody(have),
        });
    }
    const counts = { create: 0, update: 0, archive: 0, unchanged: 0 };
    for (const entry of entries)
        counts[entry.action] += 1;
    return { entries, counts };
}
function sameRepo(url) {
    return url
        .replace(/\/+$/, "")
        .replace(/\.git$/, "")
        .toLowerCase();
}
/** What differs between the repository's contract and the service's, in words. */
function differencesOf(want, have) {
    const differences = [];
    if (canonical(want.contractSpec) !== canonical(have.contractSpec))
        differences.push("spec changed");
    if (want.status !== have.status)
        differences.push(`status ${have.status} -> ${want.status}`);
    const level = want.enforcementLevel ?? "INACTIVE";
    if (level !== have.enforcementLevel)
        differences.push(`level ${have.enforcementLevel} -> ${level}`);
    if ((want.version ?? "") !== (have.version ?? ""))
        differences.push("version changed");
    if (want.filePath !== have.filePath)
        differences.push(`moved from ${have.filePath ?? "nowhere"}`);
    return differences;
}
/** The held contract as a creation body, ARCHIVED; provenance is added when the plan is applied. */
function archivedBody(have) {
    return {
        id: have.id,
        status: "ARCHIVED",
        contractSpec: have.contractSpec,
        version: have.version,
        enforcementLevel: have.enforcementLevel,
        filePath: have.filePath,
        gitRepo: have.gitRepo,
    };
}
/** JSON with sorted keys and without undefined or null values: equal specs compare equal as text. */
function canonical(value) {
    return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value === null || typeof value !== "object")
        return value;
    const sorted = {};
    for (const key of Object.keys(value).sort()) {
        const item = value[key];
        if (item !== undefined && item !== null)
            sorted[key] = sortKeys(item);
    }
    return sorted;
}

;// CONCATENATED MODULE: ./src/sync/publish.ts










/**
 * Reconcile on merge (DESIGN.md: Git is the source of truth): the plan from
 * the whole repository at `after` against what the service holds for this
 * repository, then the plan applied (contracts with the provenance of the
 * commit that last changed their file, then the assets that contracts name).
 * Running it again finds every contract unchanged and sends nothing.
 */
async function runPublish(request, ports) {
    const { git, service } = ports;
    const log = ports.log ?? sync_ports/* silentLogger */.q;
    const files = git.filesAt(request.after);
    const range = request.before && !/^0+$/.test(request.before) ? ` (push ${request.before.slice(0, 12)}..)` : "";
    log.info(`reconciling the service with the repository at ${request.after.slice(0, 12)}${range}`);
    const { rules, diagnostics } = await (0,config/* loadConfig */.Z9)(files, request.configPath);
    const loaded = await (0,contracts/* loadContracts */.YR)(files, rules);
    diagnostics.push(...loaded.diagnostics);
    const gitRepo = request.repositoryUrl ?? (await git.provenance(request.after)).repositoryUrl;
    if (!gitRepo)
        log.warn("the repository has no web address (remote or --repo-url): nothing is archived");
    const desired = loaded.contracts.map((c) => ({ ...(0,contracts/* toContractCreate */.wi)(c), ...(gitRepo ? { gitRepo } : {}) }));
    const unreadable = new Set(loaded.diagnostics.map((d) => d.file));
    const plan = planReconcile(desired, await listHeldContracts(service), gitRepo, unreadable);
    logPlan(plan, log);
    const toSend = plan.entries.filter((e) => e.body !== undefined);
    const outcome = {
        plan,
        published: bodiesOf(toSend, ["create", "update"]),
        archived: bodiesOf(toSend, ["archive"]),
        assetsRegistered: 0,
        diagnostics,
        pullRequest: undefined,
    };
    if (request.dryRun)
        return outcome;
    outcome.pullRequest = await ports.github?.findPullRequestForCommit(request.after);
    const provenance = await provenanceByFile(toSend, {
        after: request.after,
        gitRepo,
        git,
        github: ports.github,
    });
    const bodies = toSend.map((e) => ({ ...e.body, ...provenance.get(e.filePath ?? "") }));
    const archiveIds = new Set(toSend.filter((e) => e.action === "archive").map((e) => e.id));
    outcome.published = bodies.filter((b) => !archiveIds.has(b.id));
    outcome.archived = bodies.filter((b) => archiveIds.has(b.id));
    const written = await writeContracts(service, bodies);
    if (written.error !== undefined) {
        const notApplied = toSend.filter((e) => !written.written.has(e.id));
        const message = `the service failed after ${written.written.size} of ${toSend.length} contract writes: ${describe(written.error)}`;
        log.warn(`${message}; not applied: ${notApplied.map((e) => `${e.action} ${e.name}`).join(", ")}`);
        outcome.failure = { message, notApplied };
        return outcome;
    }
    const names = new Set(loaded.contracts.flatMap((c) => (0,contracts/* contractResourceNames */.fd)(c.contract)));
    const sources = new changes/* SourceMap */.oY(rules, request.defaultDataSource);
    const scope = await assetScope(request, git, sources, plan);
    const assets = (await (0,changes/* readRepositoryAssets */.Af)(files, sources, scope)).filter((a) => names.has((0,model/* resourceName */.I)(a.sourceType, a.dataSource, a.path)));
    diagnostics.push(...(await registerAssets(service, assets, outcome.pullRequest?.url)));
    outcome.assetsRegistered = assets.length;
    if (assets.length > 0)
        log.info(`registered ${assets.length} assets that contracts name`);
    return outcome;
}
/**
 * The read targets whose assets this push (re)registers: a contract created or updated needs
 * its assets, which only reading every schema file finds, so then all (undefined); so too for
 * a new branch, an unknown `before` or a changed config. Otherwise the assets the service
 * holds are as registered before, except those whose files the push changed: only those.
 */
async function assetScope(request, git, sources, plan) {
    const { before, after, configPath } = request;
    if (!before || /^0+$/.test(before) || plan.counts.create + plan.counts.update > 0)
        return undefined;
    let changed;
    try {
        changed = await git.changedFiles(before, after);
    }
    catch {
        return undefined; // `before` is not in the checkout: read everything
    }
    const paths = changed.flatMap((f) => (f.previousPath ? [f.path, f.previousPath] : [f.path]));
    if (paths.includes((0,files/* normaliseRepoPath */.G)(configPath)))
        return undefined;
    const targets = new Set();
    for (const path of paths) {
        const target = sources.targetOf(path);
        if (target)
            targets.add(target.path);
    }
    return targets;
}
function bodiesOf(entries, actions) {
    return entries.filter((e) => actions.includes(e.action)).map((e) => e.body);
}
function logPlan(plan, log) {
    const { create, update, archive } = plan.counts;
    log.info(create + update + archive === 0 ? (0,report_plan/* planCounts */.A)(plan) : `plan: ${(0,report_plan/* planCounts */.A)(plan)}`);
}
function describe(error) {
    return error instanceof Error ? error.message : String(error);
}
/** Registers the assets (object storage through its own endpoint); failures become diagnostics. */
async function registerAssets(service, assets, prLink) {
    const diagnostics = [];
    const objectStorage = assets.filter((a) => a.sourceType === "s3");
    const generic = assets.filter((a) => a.sourceType !== "s3");
    if (generic.length > 0) {
        const { asset_registration_outcomes: outcomes } = await service.registerAssets({
            assets: generic.map((a) => (0,sync_assets/* toAssetInput */.i)(a)),
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
    return diagnostics;
}
/** The s3 reader names an asset `s3://{bucket}:{key pattern}`: the data source is the bucket. */
function toObjectStorageAsset(asset) {
    return { bucket: asset.dataSource, pattern: asset.path, schema: (0,model/* toWireNode */.z)(asset.schema) };
}


/***/ })

};
