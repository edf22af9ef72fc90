export const id = 3513;
export const ids = [3513];
export const modules = {

/***/ 15242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ sameCanonical),
/* harmony export */   ku: () => (/* binding */ schemaDigest)
/* harmony export */ });
/* unused harmony export canonical */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** JSON with sorted keys and without undefined or null values: equal values compare equal as text. */
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
/**
 * What a registration of an asset holds, as one digest (sha-256 of the canonical JSON of its
 * schema and field profiles): the service lists it and a client computes it over what it would
 * send, so an asset registered as the repository has it is not sent again.
 */
function schemaDigest(schema, fieldProfiles) {
    const text = canonical({ schema, fieldProfiles: fieldProfiles ?? undefined });
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(text).digest("hex");
}
/**
 * Whether `canonical(a) === canonical(b)`, without building either text: a publish compares every
 * contract of the repository with the service's copy (10,000 specs: a quarter of a second as text).
 */
function sameCanonical(a, b) {
    if (Array.isArray(a) || Array.isArray(b)) {
        if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length)
            return false;
        // In an array, undefined is written as null.
        for (let i = 0; i < a.length; i++)
            if (!sameCanonical(a[i] ?? null, b[i] ?? null))
                return false;
        return true;
    }
    if (isObject(a) && isObject(b)) {
        let present = 0;
        for (const key of Object.keys(a)) {
            if (!isPresent(a, key))
                continue;
            present++;
            if (!isPresent(b, key) || !sameCanonical(a[key], b[key]))
                return false;
        }
        for (const key of Object.keys(b))
            if (isPresent(b, key))
                present--;
        return present === 0;
    }
    if (isObject(a) || isObject(b))
        return false;
    return JSON.stringify(a) === JSON.stringify(b);
}
function isObject(value) {
    return value !== null && typeof value === "object";
}
/** Whether `canonical` writes the key: set to neither undefined nor null (`__proto__` is never an own key of its copy). */
function isPresent(value, key) {
    return key !== "__proto__" && Object.hasOwn(value, key) && value[key] !== undefined && value[key] !== null;
}


/***/ }),

/***/ 99758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(64204);
// EXTERNAL MODULE: ./src/report/inert-log.ts
var inert_log = __webpack_require__(66853);
// EXTERNAL MODULE: ./src/report/inert-markdown.ts
var inert_markdown = __webpack_require__(9058);
;// CONCATENATED MODULE: ./src/report/plan-table.ts

/**
 * The plan as a GFM table (contract, action, version before -> after,
 * reason), changes first. Names come from the repository: every cell is
 * escaped, so a contract's name cannot make markup.
 */
function renderPlanTable(plan, options = {}) {
    const order = ["create", "update", "archive", "unchanged"];
    const sorted = order.flatMap((action) => plan.entries.filter((e) => e.action === action));
    const limit = options.limit ?? 1000;
    const rows = sorted.slice(0, limit).map((e) => {
        const version = e.versionBefore === e.versionAfter
            ? (0,inert_markdown/* inertCell */.B5)(e.versionAfter)
            : `${(0,inert_markdown/* inertCell */.B5)(e.versionBefore)} -> ${(0,inert_markdown/* inertCell */.B5)(e.versionAfter)}`;
        return `| ${(0,inert_markdown/* inertCell */.B5)(e.name)} | ${e.action} | ${version} | ${(0,inert_markdown/* inertCell */.B5)(e.reason)} |`;
    });
    const more = sorted.length > limit ? [`\n…and ${sorted.length - limit} more contracts.`] : [];
    return ["| Contract | Action | Version | Reason |", "| --- | --- | --- | --- |", ...rows, ...more, ""].join("\n");
}

// EXTERNAL MODULE: ./src/schema/index.ts + 18 modules
var schema = __webpack_require__(32960);
// EXTERNAL MODULE: ./src/sync/publish.ts + 5 modules
var publish = __webpack_require__(95190);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(87911);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/repository.ts + 4 modules
var repository = __webpack_require__(32380);
// EXTERNAL MODULE: ./src/cli/service.ts + 1 modules
var cli_service = __webpack_require__(39458);
;// CONCATENATED MODULE: ./src/cli/commands/publish.ts










/**
 * Reconciles the service with the repository at --after: creates, updates and
 * archives contracts (with their Git provenance; no reviewers outside GitHub).
 * --dry-run prints the plan and changes nothing.
 */
const run = async (args, io) => {
    const { text, values } = (0,help/* parseByTable */.ph)(["publish"], args);
    const dryRun = values["dry-run"] === true;
    const requestLimits = (0,cli_service/* requestLimitsOf */.B)(text);
    const git = await (0,repository/* openRepository */.h_)((0,external_node_path_.resolve)(io.cwd, text("repo") ?? "."));
    const after = await git.resolveCommit(text("after") ?? "HEAD");
    const beforeRef = text("before");
    const before = beforeRef ? await git.resolveCommit(beforeRef) : undefined;
    const { service, embedded, close } = await (0,cli_service/* openCliService */.g)(text("api-url"), io.env);
    if (embedded)
        io.stderr("contract-sync: no --api-url: validated against the embedded service, nothing is kept\n");
    try {
        const outcome = await (0,publish/* runPublish */.j)({
            before,
            after,
            configPath: text("config") ?? config/* DEFAULT_CONFIG_PATH */.Bi,
            repositoryUrl: text("repo-url"),
            dryRun,
            requestLimits,
        }, {
            git,
            service,
            log: {
                info: (m) => io.stderr(`contract-sync: ${(0,inert_log/* inertLogText */.I)(m)}\n`),
                warn: (m) => io.stderr(`warning: ${(0,inert_log/* inertLogText */.I)(m)}\n`),
            },
        });
        for (const d of outcome.diagnostics)
            io.stderr((0,cli_io/* diagnosticLine */.CO)(d));
        if (dryRun)
            io.stdout(renderPlanTable(outcome.plan));
        else
            io.stdout(`${JSON.stringify(summary(outcome), null, 2)}\n`);
        if (outcome.failure) {
            const { message, notApplied, assetsNotApplied } = outcome.failure;
            io.stderr(`contract-sync: ${(0,inert_log/* inertLogText */.I)(message)}; not applied: ${notApplied.length} contracts, ${assetsNotApplied.length} assets (run publish again to finish)\n`);
            return 1;
        }
        return outcome.diagnostics.some((d) => d.severity === "error") ? 1 : 0;
    }
    finally {
        await close();
        await (0,schema.closeReaders)();
    }
};
/** What stdout carries after a publish: the counts and the contracts sent. */
function summary(outcome) {
    return {
        ...outcome.plan.counts,
        published: outcome.published.map((c) => ({
            id: c.id,
            name: c.contractSpec.name,
            filePath: c.filePath,
            version: c.version,
            gitHash: c.gitHash,
        })),
        archived: outcome.archived.map((c) => ({ id: c.id, name: c.contractSpec.name, filePath: c.filePath })),
        assetsRegistered: outcome.assetsRegistered,
        assets: outcome.assetPlan?.counts,
        ...(outcome.failure
            ? {
                notApplied: {
                    contracts: outcome.failure.notApplied.map((e) => ({ action: e.action, id: e.id, name: e.name })),
                    assets: outcome.failure.assetsNotApplied.map((a) => a.resourceName),
                },
            }
            : {}),
    };
}


/***/ })

};
