export const id = 99;
export const ids = [99];
export const modules = {

/***/ 61558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A9: () => (/* binding */ loadConfigs),
/* harmony export */   Tx: () => (/* binding */ checkOutcome),
/* harmony export */   kw: () => (/* binding */ ConfigNotFoundError)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89750);
/* harmony import */ var _report_assessment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78709);



/** The outcome of a report: its assessment computed once, and the figures the callers print taken from it. */
function checkOutcome(report, assetsChecked, changedFiles) {
    const assessment = (0,_report_assessment_js__WEBPACK_IMPORTED_MODULE_2__/* .assessReport */ .v)(report, assetsChecked);
    return {
        report,
        assessment,
        findings: assessment.findings,
        verdict: assessment.verdict,
        assetsChecked: assessment.assetsChecked,
        violations: assessment.violations,
        fixed: assessment.fixed,
        changedFiles,
    };
}
/** A config path given explicitly that exists at neither end is a usage error naming it. */
class ConfigNotFoundError extends Error {
}
/** Enforcement follows the base's configuration; the head's must still be valid (it applies after the merge). */
async function loadConfigs(request, baseFiles, headFiles) {
    // Both ends at once: each is a `git ls-tree` and a blob read.
    const [base, head] = await Promise.all([
        (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(baseFiles, request.configPath),
        (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(headFiles, request.configPath),
    ]);
    if (request.configExplicit && !base.found && !head.found)
        throw new ConfigNotFoundError(`config file ${request.configPath} does not exist (at the base or the head of the range); fix the path or leave it out for the default ${_config_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG_PATH */ .Bi}`);
    const [baseText, headText] = await Promise.all([
        baseFiles.readText(request.configPath),
        headFiles.readText(request.configPath),
    ]);
    const changed = baseText !== headText;
    return { base, head, changed };
}


/***/ }),

/***/ 89099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ConfigNotFoundError: () => (/* reexport */ check_config/* ConfigNotFoundError */.kw),
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: ./src/schema/index.ts + 20 modules
var schema = __webpack_require__(98015);
// EXTERNAL MODULE: ./src/sync/changes.ts + 1 modules
var sync_changes = __webpack_require__(5776);
// EXTERNAL MODULE: ./src/sync/check-config.ts
var check_config = __webpack_require__(61558);
// EXTERNAL MODULE: ./src/rules/index.ts + 4 modules
var rules = __webpack_require__(56986);
;// CONCATENATED MODULE: ./src/sync/merge-target.ts

/**
 * The pull request's head is judged as merged into the base (README "The merge result"):
 * a branch cut before the base moved on is not blamed for what the base did since.
 * `given` is the merge the caller already has (GitHub's merge ref, GITHUB_SHA).
 */
async function checkedRange(request, git, log) {
    const merge = await git.mergeResult(request.base, request.head, request.mergeCommit);
    switch (merge.kind) {
        case "given":
            return { base: request.base, head: merge.commit };
        case "merged":
            log.info(`the head is behind the base: checking their merge ${merge.commit.slice(0, 12)}`);
            return { base: request.base, head: merge.commit };
        case "old-git":
            log.warn(`${merge.version} has no 'git merge-tree --write-tree' (Git 2.38 or later): the head is checked against the merge base ${merge.mergeBase.slice(0, 12)}, not against the base branch's tip as merged`);
            return { base: merge.mergeBase, head: request.head };
        case "conflict":
            return { conflict: conflictFinding(merge.paths) };
        default:
            return { base: request.base, head: request.head };
    }
}
function conflictFinding(paths) {
    const shown = paths.slice(0, 10).join(", ") + (paths.length > 10 ? `, and ${paths.length - 10} more` : "");
    return {
        rule: "MERGE_CONFLICT",
        level: "BLOCK",
        file: paths[0],
        title: rules/* RULES */.y0.MERGE_CONFLICT.title,
        message: `The pull request does not merge cleanly into its base branch (conflicts in ${shown || "the history"}), so what the base would hold after the merge cannot be checked: rebase on the base branch and push again.`,
    };
}

// EXTERNAL MODULE: ./src/sync/ports.ts
var sync_ports = __webpack_require__(52083);
;// CONCATENATED MODULE: ./src/sync/check.ts






/**
 * The pull request check (README "Architecture", docs/findings.md): changed schema
 * files become assets at the base and the head; the base versions are registered, the head versions checked
 * against their contracts; changed contracts are checked against their assets
 * (check-changes.ts). Knows nothing of GitHub or HTTP. A pull request that changes
 * no schema file, no contract file and not the config (a README-only one) is
 * answered here, without loading the contracts, the compliance rules or a reader.
 * The head is judged as merged into the base tip (merge-target.ts).
 */
async function runCheck(asked, ports) {
    const log = ports.log ?? sync_ports/* silentLogger */.q;
    const range = await checkedRange(asked, ports.git, log);
    if ("conflict" in range)
        return (0,check_config/* checkOutcome */.Tx)({ ...EMPTY_REPORT, findings: [range.conflict] }, 0, 0);
    const request = { ...asked, base: range.base, head: range.head };
    const headFiles = ports.git.filesAt(request.head);
    const baseFiles = ports.git.filesAt(request.base);
    // `git diff` runs while the configs are read; its failure is awaited (and thrown) below.
    const diff = ports.git.changedFiles(request.base, request.head);
    diff.catch(() => { });
    const config = await (0,check_config/* loadConfigs */.A9)(request, baseFiles, headFiles);
    const sources = await sourceMapOf(config.base, request, baseFiles, headFiles);
    const changed = await diff;
    const changes = (0,sync_changes/* classifyChanges */.Wu)(changed, config.base.rules, sources);
    log.info(`${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`);
    if (nothingToCheck(changes, config)) {
        return (0,check_config/* checkOutcome */.Tx)({ ...EMPTY_REPORT, findings: [] }, 0, changed.length);
    }
    // The embedded service will be asked: its PGlite starts now, while the files are read.
    if (request.embedded && !(await largeMigrationFolder(changes.baseTargets, baseFiles)))
        ports.warmService?.();
    const { checkChanges } = await Promise.all(/* import() */[__webpack_require__.e(537), __webpack_require__.e(790), __webpack_require__.e(293), __webpack_require__.e(67)]).then(__webpack_require__.bind(__webpack_require__, 35067));
    return checkChanges({ request, config, sources, changes, changedCount: changed.length, headFiles, baseFiles }, { git: ports.git, service: ports.service, log });
}
const EMPTY_REPORT = { checks: [], uncontracted: [], contractChanges: [], unreadable: [] };
/** No schema or contract file changed, the config neither, and it is valid: nothing to read or judge. */
function nothingToCheck(changes, config) {
    return (changes.schemaFiles.length === 0 &&
        changes.contractFiles.length === 0 &&
        !config.changed &&
        config.head.diagnostics.length === 0);
}
/** The base's rules; without a config, migration folders are where Postgres files share a folder (at either end). */
async function sourceMapOf(base, request, baseFiles, headFiles) {
    if (base.found)
        return new sync_changes/* SourceMap */.oY(base.rules, request.defaultDataSource);
    const paths = new Set([...(await baseFiles.listAll()), ...(await headFiles.listAll())]);
    return new sync_changes/* SourceMap */.oY(base.rules, request.defaultDataSource, (0,schema/* sharedFolderRule */.id)([...paths]));
}
/** Migration folders with at least this many files replay for a second or more (2,000 take ~7 s). */
const LARGE_FOLDER_FILES = 200;
/**
 * Whether the base holds a migration folder large enough for its replay state to be cached
 * (readers/postgres/state-cache.ts): its read may start the process's one PGlite from such a
 * state, or keep one, and either needs the PGlite not started yet, so the service is not warmed.
 */
async function largeMigrationFolder(targets, files) {
    for (const target of targets) {
        if (target.sourceType !== "postgres" || /\.(sql|pgsql|psql)$/i.test(target.path))
            continue;
        if ((await files.listAll(target.path)).length >= LARGE_FOLDER_FILES)
            return true;
    }
    return false;
}


/***/ })

};
