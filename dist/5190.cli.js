export const id = 5190;
export const ids = [5190];
export const modules = {

/***/ 95190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ runPublish)
});

// EXTERNAL MODULE: ./src/client/pages.ts
var pages = __webpack_require__(77039);
// EXTERNAL MODULE: ./src/config/index.ts
var config = __webpack_require__(89750);
// EXTERNAL MODULE: ./src/contracts/index.ts + 1 modules
var contracts = __webpack_require__(94582);
// EXTERNAL MODULE: ./src/contracts/cache-file.ts
var cache_file = __webpack_require__(17056);
;// CONCATENATED MODULE: ./src/contracts/parse-cache.ts

/** The store in the cache folder (cache-file.ts): `contract-parse-v1.json`. */
function diskParsedContracts(env = process.env) {
    return (0,cache_file/* diskStore */.bT)("contract-parse-v1", validEntry, env);
}
/** An entry's contracts name the file of its key, each with a line and an id. */
function validEntry(key, value) {
    const path = key.slice(key.indexOf(" ") + 1);
    return (Array.isArray(value) &&
        value.every((item) => {
            const loaded = item;
            return (loaded?.file === path &&
                Number.isInteger(loaded.line) &&
                typeof loaded.contract === "object" &&
                typeof loaded.contract?.id === "string");
        }));
}

// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: ./src/git/files.ts
var files = __webpack_require__(40151);
;// CONCATENATED MODULE: ./src/outcome/plan.ts
/** One line of counts: what the plan does (or did). */
function planCounts(plan) {
    const { create, update, archive, unchanged } = plan.counts;
    if (create + update + archive === 0)
        return `nothing to do: ${unchanged} contracts unchanged`;
    return `${create} to create, ${update} to update, ${archive} to archive, ${unchanged} unchanged`;
}

// EXTERNAL MODULE: ./src/api/canonical.ts
var canonical = __webpack_require__(15242);
// EXTERNAL MODULE: ./src/api/resource-name.ts
var resource_name = __webpack_require__(97988);
// EXTERNAL MODULE: ./src/schema/model.ts
var model = __webpack_require__(52442);
// EXTERNAL MODULE: ./src/sync/assets.ts
var sync_assets = __webpack_require__(4630);
// EXTERNAL MODULE: ./src/sync/paged-service.ts
var paged_service = __webpack_require__(7356);
;// CONCATENATED MODULE: ./src/sync/asset-plan.ts






/** The listing's largest page. */
const PAGE = 500;
/**
 * Every asset the service holds, by resource name, with the digest of its registration
 * (undefined from a service that does not list one: its assets are always sent).
 */
async function listHeldAssets(service) {
    const held = new Map();
    for (let offset = 0;; offset += PAGE) {
        const page = await service.listDataAssets({ query: { limit: PAGE, offset } });
        for (const asset of page)
            held.set(asset.dataAssetResourceName, asset.schemaDigest);
        if (page.length < PAGE)
            return held;
    }
}
/** Create what the service lacks, update what it holds otherwise, leave the rest: a no-op sends nothing. */
function planAssets(assets, held) {
    const counts = { create: 0, update: 0, unchanged: 0 };
    // A name read twice is registered once, as the service keeps it: the last one read wins.
    const lastByName = new Map(assets.map((asset) => [asset.resourceName, asset]));
    const entries = [...lastByName.values()].map((asset) => {
        const sent = asset.sourceType === "s3" ? toObjectStorageAsset(asset) : (0,sync_assets/* toAssetInput */.i)(asset);
        const wire = "bucket" in sent ? { objectStorage: sent } : { generic: sent };
        const digest = (0,canonical/* schemaDigest */.ku)(sent.schema, sent.fieldNameToDataAssetFieldProfileMap);
        const action = !held.has(asset.resourceName)
            ? "create"
            : held.get(asset.resourceName) === digest
                ? "unchanged"
                : "update";
        counts[action] += 1;
        return { action, asset, wire };
    });
    return { entries, counts };
}
/** Registers the created and updated assets (object storage through its own endpoint), paged. */
async function registerPlannedAssets(service, plan, prLink) {
    const toSend = plan.entries.filter((e) => e.action !== "unchanged");
    const generic = toSend.flatMap((e) => ("generic" in e.wire ? [{ entry: e, input: e.wire.generic }] : []));
    const objectStorage = toSend.flatMap((e) => "objectStorage" in e.wire ? [{ entry: e, input: e.wire.objectStorage }] : []);
    const writes = { registered: 0, diagnostics: [] };
    // Wire objects the service answered for (registered, or refused with a reason of their own).
    const answered = new Set();
    try {
        if (generic.length > 0) {
            const { asset_registration_outcomes: outcomes } = await service.registerAssets({
                assets: generic.map((g) => g.input),
                prLink,
            });
            for (const g of generic)
                answered.add(g.input);
            const byName = new Map(generic.map((g) => [g.entry.asset.resourceName, g.entry.asset]));
            for (const outcome of outcomes) {
                if (!outcome.error) {
                    writes.registered += 1;
                    continue;
                }
                const name = (0,resource_name/* formatResourceName */.f)(outcome.data_asset_resource_name);
                writes.diagnostics.push({
                    file: byName.get(name)?.file ?? name,
                    severity: "error",
                    message: `${name}: registration failed: ${outcome.error}`,
                });
            }
        }
        if (objectStorage.length > 0) {
            const answer = await service.registerS3Assets({
                assets: objectStorage.map((o) => o.input),
                dry_run: false,
                prLink,
            });
            for (const o of objectStorage)
                answered.add(o.input);
            writes.registered += answer.registered.length;
            const registered = new Set(answer.registered);
            for (const { entry } of objectStorage) {
                if (registered.has(entry.asset.resourceName))
                    continue;
                writes.diagnostics.push({
                    file: entry.asset.file,
                    severity: "error",
                    message: `${entry.asset.resourceName}: registration failed: ${answer.message}`,
                });
            }
        }
    }
    catch (error) {
        const partial = error instanceof paged_service/* PartialWriteError */.vT ? error : undefined;
        writes.registered += partial?.applied.length ?? 0;
        for (const item of partial?.applied ?? [])
            answered.add(item);
        const notApplied = toSend.filter((e) => !answered.has(wireOf(e))).map((e) => e.asset);
        const message = partial?.message ?? `the service failed registering assets: ${(0,error_message/* errorMessage */.g)(error)}`;
        writes.failure = { message, notApplied };
    }
    return writes;
}
function wireOf(entry) {
    return "generic" in entry.wire ? entry.wire.generic : entry.wire.objectStorage;
}
/** The s3 reader names an asset `s3://{bucket}:{key pattern}`: the data source is the bucket. */
function toObjectStorageAsset(asset) {
    return { bucket: asset.dataSource, pattern: asset.path, schema: (0,model/* toWireNode */.zN)(asset.schema) };
}

// EXTERNAL MODULE: ./src/sync/asset-reads.ts
var asset_reads = __webpack_require__(5279);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/schema/index.ts + 6 modules
var schema = __webpack_require__(84723);
;// CONCATENATED MODULE: ./src/sync/named-reads.ts




/**
 * The assets of one version of the repository that `names` name, reading only the targets that
 * can yield one of them: a publish of 10,000 contracts over 50,000 schema files reads the 10,000,
 * not all (a Postgres file is a PGlite round trip of its own).
 *
 * A target can yield a name when the name's path starts with the target's path (a schema file's
 * assets are named after the file), or when it is SQL, whose assets are named after their tables:
 * a migration folder always, a single file when its text mentions a named table of its source.
 * Both only order the work: a name still missing afterwards (a table created by dynamic SQL, a
 * reader that names its assets otherwise) has every remaining target of its source read, so the
 * result is what a read of every target, filtered to the names, gives.
 */
async function readNamedAssets(files, sources, names) {
    const targets = (0,schema.uniqueTargets)((await files.listAll()).map((path) => sources.targetOf(path)));
    const pathKeys = namePathKeys(names);
    const tables = new SqlTables(names);
    const first = [];
    const rest = [];
    for (const target of targets) {
        const yields = pathKeys.has(`${prefixOf(target)}${target.path}`) || (await tables.mayYield(target, files));
        (yields ? first : rest).push(target);
    }
    const assets = assetsNamed(await (0,asset_reads/* readTargets */.R0)(files, sources, first), names);
    const found = new Set(assets.map(nameOf));
    const missing = [...names].filter((name) => !found.has(name));
    const more = rest.filter((target) => missing.some((name) => name.startsWith(prefixOf(target))));
    if (more.length > 0)
        assets.push(...assetsNamed(await (0,asset_reads/* readTargets */.R0)(files, sources, more), names));
    return { assets, read: [...first, ...more].map((t) => t.path), targets: targets.length };
}
const nameOf = (asset) => (0,model/* resourceName */.Iy)(asset.sourceType, asset.dataSource, asset.path);
/** The assets among `assets` whose resource names are among `names`. */
const assetsNamed = (assets, names) => assets.filter((asset) => names.has(nameOf(asset)));
const prefixOf = (target) => (0,model/* sourcePrefix */.UD)(target.sourceType, target.dataSource);
/**
 * Every name, and every part of it that ends before one of its `:`: a schema file's asset is
 * `type://dataSource:file` or `type://dataSource:file:Type`, so the file's key is among them
 * (a data source may hold `:` itself, so no single split would do).
 */
function namePathKeys(names) {
    const keys = new Set();
    for (const name of names) {
        keys.add(name);
        for (let at = name.indexOf(":"); at >= 0; at = name.indexOf(":", at + 1))
            keys.add(name.slice(0, at));
    }
    return keys;
}
/** The named tables of each SQL source, lower-cased, for the text test of a single SQL file. */
class SqlTables {
    names;
    bySource = new Map();
    constructor(names) {
        this.names = names;
    }
    async mayYield(target, files) {
        if (!source_type_names/* SQL_SOURCE_TYPES */.L.has(target.sourceType))
            return false;
        const tables = this.of(prefixOf(target));
        if (tables.words.length + tables.others.length === 0)
            return false;
        let text;
        try {
            text = await files.readText(target.path);
        }
        catch {
            return true; // the reader reports what cannot be read
        }
        // A migration folder: its tables come from all of its files in order.
        if (text === undefined)
            return true;
        const lower = text.toLowerCase();
        const words = new Set(lower.match(WORD));
        return (tables.words.some((table) => words.has(table)) || tables.others.some((table) => lower.includes(table)));
    }
    /**
     * `db.schema.table` -> `table` for each name under the source, lower-cased: a plain identifier
     * is looked up among the text's words, any other (a quoted name with spaces or dots) in its text.
     */
    of(prefix) {
        let tables = this.bySource.get(prefix);
        if (!tables) {
            const all = [...this.names]
                .filter((name) => name.startsWith(prefix))
                .map((name) => (name.slice(prefix.length).split(".").pop() ?? "").toLowerCase())
                .filter((table) => table !== "");
            tables = {
                words: all.filter((table) => PLAIN.test(table)),
                others: all.filter((table) => !PLAIN.test(table)),
            };
            this.bySource.set(prefix, tables);
        }
        return tables;
    }
}
const WORD = /[\p{L}_][\p{L}\p{N}_$]*/gu;
const PLAIN = /^[\p{L}_][\p{L}\p{N}_$]*$/u;

// EXTERNAL MODULE: ./src/sync/ports.ts
var sync_ports = __webpack_require__(52083);
// EXTERNAL MODULE: ./src/outcome/waivers.ts
var waivers = __webpack_require__(31609);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
;// CONCATENATED MODULE: ./src/sync/published-waivers.ts


/** The waiver ledger as the pushed commit holds it (no file: no waivers; one that cannot be read: its error). */
async function ledgerAt(files) {
    const { waivers, diagnostics } = await (0,ledger/* readWaiverLedger */.us)(files);
    const errors = diagnostics.filter((d) => d.severity === "error");
    return errors.length > 0 ? { ok: false, diagnostics: errors } : { ok: true, waivers };
}
/**
 * Whether a ledger entry is published with a contract: it names the contract by id, or (naming
 * none) one of the contract's assets. A fingerprint alone names no contract the publish can
 * tell: such an entry is published with none, and `unattributed` says so.
 */
function namesContract(waiver, contract) {
    const spec = contract.contractSpec;
    const assets = [
        ...(spec.dataAssetResourceName ? [spec.dataAssetResourceName] : []),
        ...(spec.dataAssetResourceNameList ?? []),
    ];
    return (0,waivers/* waiverNamesContract */.hC)(waiver, contract.id, assets);
}
function wireWaiver(waiver) {
    const { fingerprint, rule, asset, field, reason, approvedBy, expires } = waiver;
    return JSON.parse(JSON.stringify({
        fingerprint,
        rule,
        asset,
        field,
        reason,
        approvedBy,
        expires,
        file: ledger/* DEFAULT_WAIVER_FILE */.kQ,
    }));
}
/**
 * The desired contracts with the ledger's entries that name each (docs/intended-changes.md "Intended changes":
 * waivers are published with their contracts, so the service shows which violations are
 * accepted and why). Expired entries are published too, with their `expires`: the service
 * shows until when a break was accepted. A ledger that cannot be read changes no contract's
 * waivers (the held ones are kept) and its errors are returned for the publish's diagnostics.
 */
function withPublishedWaivers(desired, held, ledger) {
    if (!ledger.ok) {
        const heldById = new Map(held.map((c) => [c.id, c]));
        const contracts = desired.map((c) => {
            const kept = heldById.get(c.id)?.waivers;
            return kept && kept.length > 0 ? { ...c, waivers: kept } : c;
        });
        return { contracts, unattributed: [], diagnostics: ledger.diagnostics };
    }
    const contracts = desired.map((c) => {
        const naming = ledger.waivers.filter((w) => namesContract(w, c));
        return naming.length > 0 ? { ...c, waivers: naming.map(wireWaiver) } : c;
    });
    const unattributed = ledger.waivers.filter((w) => !desired.some((c) => namesContract(w, c)));
    return { contracts, unattributed, diagnostics: [] };
}

// EXTERNAL MODULE: ./src/sync/reconcile-apply.ts + 1 modules
var reconcile_apply = __webpack_require__(81924);
// EXTERNAL MODULE: ./src/sync/reconcile-plan.ts
var reconcile_plan = __webpack_require__(11599);
;// CONCATENATED MODULE: ./src/sync/publish.ts















/**
 * Reconcile on merge (Git is the source of truth: docs/architecture.md): the plan from
 * the whole repository at `after` against what the service holds for this
 * repository, then the plan applied (contracts with the provenance of the
 * commit that last changed their file, then the assets that contracts name).
 * Running it again finds every contract unchanged and sends nothing.
 */
async function runPublish(request, ports) {
    const { git } = ports;
    const service = (0,paged_service/* pagedService */.LZ)(ports.service, new pages/* Pager */.is(request.requestLimits));
    const log = ports.log ?? sync_ports/* silentLogger */.q;
    const files = git.filesAt(request.after);
    const range = request.before && !/^0+$/.test(request.before) ? ` (push ${request.before.slice(0, 12)}..)` : "";
    log.info(`reconciling the service with the repository at ${request.after.slice(0, 12)}${range}`);
    const { rules, diagnostics } = await (0,config/* loadConfig */.Z9)(files, request.configPath);
    const parsedContracts = "parsedContracts" in request ? request.parsedContracts : diskParsedContracts();
    const loaded = await (0,contracts/* loadContracts */.YR)(files, rules, undefined, parsedContracts);
    diagnostics.push(...loaded.diagnostics);
    const gitRepo = request.repositoryUrl ?? (await git.provenance(request.after)).repositoryUrl;
    if (!gitRepo)
        log.warn("the repository has no web address (remote or --repo-url): nothing is archived");
    // The assets the service holds are listed meanwhile (contract writes do not change them): on a
    // monorepo both listings are thousands of rows, and the service answers one while the other is read.
    const heldAssets = request.dryRun ? undefined : settled(listHeldAssets(service));
    const held = await (0,reconcile_apply/* listHeldContracts */.Zu)(service);
    // The waiver ledger's entries go with the contracts they name (published-waivers.ts).
    const waivers = withPublishedWaivers(loaded.contracts.map((c) => ({ ...(0,contracts/* toContractCreate */.wi)(c), ...(gitRepo ? { gitRepo } : {}) })), held, await ledgerAt(files));
    diagnostics.push(...waivers.diagnostics);
    for (const w of waivers.unattributed)
        log.warn(`${w.line ? `line ${w.line} of ` : ""}the waiver ledger names no contract of the repository (add contract: or asset:): published with none`);
    const unreadable = new Set(loaded.diagnostics.map((d) => d.file));
    const plan = (0,reconcile_plan/* planReconcile */.I)(waivers.contracts, held, gitRepo, unreadable);
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
    const provenance = await (0,reconcile_apply/* provenanceByFile */.PH)(toSend, {
        after: request.after,
        gitRepo,
        git,
        github: ports.github,
    });
    const bodies = toSend.map((e) => ({ ...e.body, ...provenance.get(e.filePath ?? "") }));
    const archiveIds = new Set(toSend.filter((e) => e.action === "archive").map((e) => e.id));
    outcome.published = bodies.filter((b) => !archiveIds.has(b.id));
    outcome.archived = bodies.filter((b) => archiveIds.has(b.id));
    const written = await (0,reconcile_apply/* writeContracts */.Bx)(service, bodies);
    // What the service took: a body refused as too large, or not sent after a failure, is not published.
    outcome.published = outcome.published.filter((b) => written.written.has(b.id));
    outcome.archived = outcome.archived.filter((b) => written.written.has(b.id));
    for (const { body, reason } of written.tooLarge) {
        const name = body.contractSpec.name ?? body.id;
        diagnostics.push({
            file: body.filePath ?? body.id,
            severity: "error",
            message: `contract ${name}: ${reason}`,
        });
    }
    if (written.error !== undefined) {
        const notApplied = toSend.filter((e) => !written.written.has(e.id));
        const message = `the service failed after ${written.written.size} of ${toSend.length} contract writes: ${(0,error_message/* errorMessage */.g)(written.error)}`;
        log.warn(`${message}; not applied: ${notApplied.map((e) => `${e.action} ${e.name}`).join(", ")}`);
        outcome.failure = { message, notApplied, assetsNotApplied: [] };
        return outcome;
    }
    const names = new Set(loaded.contracts.flatMap((c) => (0,contracts/* contractResourceNames */.fd)(c.contract)));
    const sources = new asset_reads/* SourceMap */.oY(rules, request.defaultDataSource);
    // Not a dry run (it returned above): the listing started with the contracts'.
    const assetsHeld = await (heldAssets ?? settled(listHeldAssets(service)));
    await publishAssets({ request, git, service, log, files, sources, names, outcome, held: assetsHeld });
    return outcome;
}
/** A promise that never rejects (one awaited later must not be an unhandled rejection meanwhile). */
function settled(promise) {
    return promise.then((value) => ({ ok: true, value }), (error) => ({ ok: false, error }));
}
/**
 * The assets the contracts name, planned against the service's listing and the created and
 * updated ones registered; what the service refused or did not take goes into `outcome`.
 */
async function publishAssets(run) {
    const { request, git, service, log, sources, names, outcome } = run;
    if (!run.held.ok) {
        const message = `the service failed listing its assets: ${(0,error_message/* errorMessage */.g)(run.held.error)}`;
        log.warn(`${message}; no asset was registered`);
        outcome.failure = { message, notApplied: [], assetsNotApplied: [] };
        return;
    }
    const held = run.held.value;
    // An asset a contract names that the service lacks (an earlier run failed partway) is looked for everywhere.
    const lacking = [...names].some((name) => !held.has(name));
    const scope = lacking ? undefined : await assetScope(request, git, sources, outcome.plan);
    const assets = scope
        ? assetsNamed(await (0,asset_reads/* readRepositoryAssets */.Af)(run.files, sources, scope), names)
        : await readAllNamed(run.files, sources, names, log);
    const assetPlan = planAssets(assets, held);
    outcome.assetPlan = assetPlan;
    const { create, update, unchanged } = assetPlan.counts;
    if (assets.length > 0)
        log.info(`assets: ${create} to register, ${update} to update, ${unchanged} unchanged`);
    const registered = await registerPlannedAssets(service, assetPlan, outcome.pullRequest?.url);
    outcome.diagnostics.push(...registered.diagnostics);
    outcome.assetsRegistered = registered.registered;
    if (registered.failure) {
        const { message, notApplied } = registered.failure;
        log.warn(`${message}; not registered: ${notApplied.map((a) => a.resourceName).join(", ")}`);
        outcome.failure = { message, notApplied: [], assetsNotApplied: notApplied };
    }
    else if (create + update > 0) {
        log.info(`registered ${registered.registered} assets that contracts name`);
    }
}
/** Every asset the contracts name, from the read targets that can yield one (named-reads.ts). */
async function readAllNamed(files, sources, names, log) {
    const { assets, read, targets } = await readNamedAssets(files, sources, names);
    log.info(`read ${read.length} of ${targets} schema files and folders: those that can yield an asset a contract names`);
    return assets;
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
    log.info(create + update + archive === 0 ? planCounts(plan) : `plan: ${planCounts(plan)}`);
}


/***/ }),

/***/ 81924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Zu: () => (/* binding */ listHeldContracts),
  PH: () => (/* binding */ provenanceByFile),
  Bx: () => (/* binding */ writeContracts)
});

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

// EXTERNAL MODULE: ./src/sync/paged-service.ts
var paged_service = __webpack_require__(7356);
;// CONCATENATED MODULE: ./src/sync/reconcile-apply.ts


/** Paging of the service's listing: the interface's largest page. */
const PAGE = 500;
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
    const looked = await mapBounded(shas, paged_service/* CONCURRENCY */.iy, (sha) => commitProvenance(sha, context.gitRepo, git, github));
    if (looked.error)
        throw looked.error;
    const bySha = new Map(shas.map((sha, i) => [sha, looked.results[i]]));
    return new Map(paths.map((path) => [path, bySha.get(commitOf(path)) ?? {}]));
}
async function commitProvenance(sha, gitRepo, git, github) {
    const pullRequest = await github?.findPullRequestForCommit(sha);
    // Who consented is who approved what was merged: a merged pull request's final head. An open or
    // unmerged one holding the commit (approved on another branch) consented to nothing here.
    const reviewers = pullRequest?.mergedAt !== undefined
        ? await github?.approvingReviewers(pullRequest.number, pullRequest.headSha)
        : undefined;
    const commit = await git.provenance(sha);
    return {
        gitHash: commit.sha,
        gitRepo: gitRepo ?? commit.repositoryUrl,
        gitUser: pullRequest?.author ?? commit.author.name,
        reviewers: reviewers ?? [],
        mergedAt: pullRequest?.mergedAt ?? commit.committer.date,
    };
}
/** Sends the bodies through the paged service; says what went out when it stops partway. */
async function writeContracts(service, bodies) {
    if (bodies.length === 0)
        return { written: new Set(), error: undefined, tooLarge: [] };
    try {
        await service.createContracts([...bodies]);
        return { written: new Set(bodies.map((b) => b.id)), error: undefined, tooLarge: [] };
    }
    catch (error) {
        if (!(error instanceof paged_service/* PartialWriteError */.vT))
            return { written: new Set(), error, tooLarge: [] };
        const partial = error;
        return {
            written: new Set(partial.applied.map((b) => b.id)),
            error: partial.failure,
            tooLarge: partial.tooLarge.map(({ item, reason }) => ({ body: item, reason })),
        };
    }
}


/***/ }),

/***/ 11599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ planReconcile),
/* harmony export */   d: () => (/* binding */ archivedBody)
/* harmony export */ });
/* harmony import */ var _api_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15242);

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
    if (!(0,_api_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sameCanonical */ .FN)(want.contractSpec, have.contractSpec))
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
    if (!(0,_api_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sameCanonical */ .FN)(want.waivers ?? [], have.waivers ?? []))
        differences.push("waivers changed");
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
        ...(have.waivers ? { waivers: have.waivers } : {}),
    };
}


/***/ })

};
