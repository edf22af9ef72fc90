export const id = 595;
export const ids = [595];
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
/* harmony import */ var _report_assessment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80582);



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

/***/ 83595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ConfigNotFoundError: () => (/* reexport safe */ _check_config_js__WEBPACK_IMPORTED_MODULE_2__.kw),
/* harmony export */   runCheck: () => (/* binding */ runCheck)
/* harmony export */ });
/* harmony import */ var _schema_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98015);
/* harmony import */ var _changes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5776);
/* harmony import */ var _check_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61558);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52083);





/**
 * The pull request check (README "Architecture", docs/findings.md): changed schema
 * files become assets at the base and the head; the base versions are registered, the head versions checked
 * against their contracts; changed contracts are checked against their assets
 * (check-changes.ts). Knows nothing of GitHub or HTTP. A pull request that changes
 * no schema file, no contract file and not the config (a README-only one) is
 * answered here, without loading the contracts, the compliance rules or a reader.
 */
async function runCheck(request, ports) {
    const log = ports.log ?? _ports_js__WEBPACK_IMPORTED_MODULE_3__/* .silentLogger */ .q;
    const headFiles = ports.git.filesAt(request.head);
    const baseFiles = ports.git.filesAt(request.base);
    // `git diff` runs while the configs are read; its failure is awaited (and thrown) below.
    const diff = ports.git.changedFiles(request.base, request.head);
    diff.catch(() => { });
    const config = await (0,_check_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfigs */ .A9)(request, baseFiles, headFiles);
    const sources = await sourceMapOf(config.base, request, baseFiles, headFiles);
    const changed = await diff;
    const changes = (0,_changes_js__WEBPACK_IMPORTED_MODULE_1__/* .classifyChanges */ .Wu)(changed, config.base.rules, sources);
    log.info(`${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`);
    if (nothingToCheck(changes, config)) {
        const report = {
            findings: [],
            checks: [],
            uncontracted: [],
            contractChanges: [],
            unreadable: [],
        };
        return (0,_check_config_js__WEBPACK_IMPORTED_MODULE_2__/* .checkOutcome */ .Tx)(report, 0, changed.length);
    }
    // The embedded service will be asked: its PGlite starts now, while the files are read.
    if (request.embedded && !(await largeMigrationFolder(changes.baseTargets, baseFiles)))
        ports.warmService?.();
    const { checkChanges } = await Promise.all(/* import() */[__webpack_require__.e(537), __webpack_require__.e(790), __webpack_require__.e(27)]).then(__webpack_require__.bind(__webpack_require__, 42027));
    return checkChanges({ request, config, sources, changes, changedCount: changed.length, headFiles, baseFiles }, { git: ports.git, service: ports.service, log });
}
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
        return new _changes_js__WEBPACK_IMPORTED_MODULE_1__/* .SourceMap */ .oY(base.rules, request.defaultDataSource);
    const paths = new Set([...(await baseFiles.listAll()), ...(await headFiles.listAll())]);
    return new _changes_js__WEBPACK_IMPORTED_MODULE_1__/* .SourceMap */ .oY(base.rules, request.defaultDataSource, (0,_schema_index_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedFolderRule */ .id)([...paths]));
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
