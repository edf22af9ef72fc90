export const id = 206;
export const ids = [206,5334];
export const modules = {

/***/ 85334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand),
  failsOn: () => (/* binding */ failsOn),
  parseCheckArgs: () => (/* binding */ parseCheckArgs),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/report/formats/findings.ts

/** Help text per violation type (DESIGN.md "Compliance"): the rules of SARIF, the check names of GitLab. */
const RULE_HELP = {
    MISSING_REQUIRED_PROPERTY: "A field the contract requires is missing from the asset. Add the field back, or change the contract in the same pull request.",
    MISSING_OPTIONAL_PROPERTY: "An optional field of the contract is missing from the asset. Add it back, or drop it from the contract.",
    INCOMPATIBLE_TYPE: "The field's type narrows or changes the contract's type, so readers of the old data break. Widenings such as int32 to int64 pass.",
    REQUIRED_PROPERTY_NOW_OPTIONAL: "A field the contract requires became optional (nullable). Readers that rely on a value break.",
    ENUM_VALUE_REMOVED: "An enum symbol of the contract was removed from the asset.",
    CONSTRAINT_VIOLATION: "The field breaks a constraint of the contract (length, precision, format, ...).",
    PII_FIELD_ADDED: "A field that looks like personal data was added to an asset whose contract restricts PII.",
    UNREADABLE_FILE: "A schema, contract or config file of the change could not be read, so it could not be checked. Fix the file.",
};
const UNREADABLE_RULE = "UNREADABLE_FILE";
/**
 * Every violation of the outcome (INACTIVE contracts are ignored, as in the
 * verdict and the counts) and every unreadable file, in report order.
 */
function findingsOf(outcome) {
    const findings = [];
    for (const check of outcome.report.checks) {
        if (check.contract.enforcementLevel === "INACTIVE")
            continue;
        for (const v of check.violations) {
            findings.push({
                ruleId: v.violationType,
                message: `${check.asset}: ${v.message} (contract ${check.contract.name}, ${check.contract.enforcementLevel})`,
                file: v.file ?? check.file ?? check.contract.filePath,
                line: v.line,
                asset: check.asset,
                field: v.field,
                contract: check.contract,
                enforcementLevel: check.contract.enforcementLevel,
            });
        }
    }
    for (const file of outcome.report.unreadable) {
        for (const d of file.diagnostics) {
            findings.push({
                ruleId: UNREADABLE_RULE,
                message: `${file.file}: ${d.message}`,
                file: file.file,
                line: d.line,
                enforcementLevel: "ALERT",
            });
        }
    }
    return findings;
}
/**
 * A stable identity of a finding across runs: rule, file, asset, field,
 * contract and message (two constraints of one field are two findings), not
 * the line, so a finding keeps its identity when lines above it move.
 */
function fingerprintOf(finding, path) {
    const identity = [
        finding.ruleId,
        path,
        finding.asset,
        finding.field,
        finding.contract?.id ?? finding.contract?.name,
        finding.message,
    ];
    return (0,external_node_crypto_.createHash)("sha256").update(JSON.stringify(identity)).digest("hex");
}

;// CONCATENATED MODULE: ./src/report/formats/log-safe.ts
/**
 * CI formats are printed to stdout, where a runner reads workflow commands: a line
 * starting with `::`, or the legacy `##[` anywhere. Values from the pull request
 * are kept exact but written so no line can hold either.
 */
/** Pretty JSON whose strings cannot hold `##[` (written `##\u005b`, the same value); JSON escapes line breaks. */
function logSafeJson(value) {
    return `${JSON.stringify(value, null, 2).replace(/##\[/g, "##\\u005b")}\n`;
}

;// CONCATENATED MODULE: ./src/report/formats/gitlab.ts


const SEVERITY = {
    BLOCK: "blocker",
    ALERT: "major",
    NOTIFY: "minor",
    RECORD: "info",
    INACTIVE: "info",
};
/**
 * GitLab Code Quality JSON of a check outcome: one issue per violation and per
 * unreadable file, with a fingerprint that outlives line moves.
 */
function renderGitLab(outcome, options) {
    const issues = findingsOf(outcome).map((finding) => {
        const path = finding.file ?? options.fallbackPath;
        return {
            description: finding.message,
            check_name: finding.ruleId,
            fingerprint: fingerprintOf(finding, path),
            severity: SEVERITY[finding.enforcementLevel],
            location: { path, lines: { begin: finding.line ?? 1 } },
        };
    });
    return logSafeJson(issues);
}

;// CONCATENATED MODULE: ./src/report/formats/junit.ts
/** XML 1.0 text: markup characters escaped, characters XML cannot carry at all dropped. */
function xml(text) {
    return (text
        .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&apos;")
        // One line per element on stdout: a line break or `[` from the pull request could start a workflow command.
        .replace(/\n/g, "&#10;")
        .replace(/\r/g, "&#13;")
        .replace(/\[/g, "&#91;"));
}
const attrs = (values) => Object.entries(values)
    .map(([key, value]) => ` ${key}="${xml(String(value))}"`)
    .join("");
/** BLOCK and ALERT violations fail a test case (counted once per case, as JUnit counts); NOTIFY and RECORD ones are noted in its output. */
const fails = (check) => check.contract.enforcementLevel === "BLOCK" || check.contract.enforcementLevel === "ALERT";
function testcase(check) {
    const head = `    <testcase${attrs({ name: check.asset, classname: check.contract.name, ...(check.file ? { file: check.file } : {}) })}`;
    if (check.violations.length === 0)
        return { text: `${head}/>`, failures: 0 };
    const where = (v) => v.file ? ` at ${v.file}${v.line ? `:${v.line}` : ""}` : "";
    if (!fails(check)) {
        const notes = check.violations.map((v) => `${v.violationType} ${v.field}: ${v.message}${where(v)}`);
        return {
            text: `${head}>\n      <system-out>${xml(notes.join("\n"))}</system-out>\n    </testcase>`,
            failures: 0,
        };
    }
    const failures = check.violations.map((v) => `      <failure${attrs({ type: v.violationType, message: `${v.field}: ${v.message}` })}>${xml(`${v.violationType} ${v.field}: ${v.message}${where(v)} (contract ${check.contract.name}, ${check.contract.enforcementLevel})`)}</failure>`);
    return { text: `${head}>\n${failures.join("\n")}\n    </testcase>`, failures: 1 };
}
/**
 * JUnit XML of a check outcome: a test suite per contract, a test case per
 * asset checked against it with a <failure> per violation, and a suite of the
 * files that could not be read (each a failure: a check not made never passes).
 */
function renderJUnit(outcome) {
    const byContract = new Map();
    for (const check of outcome.report.checks) {
        if (check.contract.enforcementLevel === "INACTIVE")
            continue;
        const key = check.contract.id ?? check.contract.name;
        byContract.set(key, [...(byContract.get(key) ?? []), check]);
    }
    const suites = [];
    for (const checks of byContract.values()) {
        const cases = checks.map(testcase);
        const contract = checks[0]?.contract;
        suites.push({
            name: `contract ${contract?.name ?? "?"} (${contract?.enforcementLevel ?? "?"})`,
            file: contract?.filePath,
            cases: cases.map((c) => c.text),
            failures: cases.reduce((n, c) => n + c.failures, 0),
        });
    }
    if (outcome.report.unreadable.length > 0) {
        suites.push({
            name: "unreadable files",
            cases: outcome.report.unreadable.map((file) => `    <testcase${attrs({ name: file.file, classname: "unreadable files", file: file.file })}>\n${file.diagnostics
                .map((d) => `      <failure${attrs({ type: "UNREADABLE_FILE", message: d.message })}>${xml(`${file.file}${d.line ? `:${d.line}` : ""}: ${d.message}`)}</failure>`)
                .join("\n")}\n    </testcase>`),
            failures: outcome.report.unreadable.length,
        });
    }
    const tests = suites.reduce((n, s) => n + s.cases.length, 0);
    const failures = suites.reduce((n, s) => n + s.failures, 0);
    const body = suites.map((s) => `  <testsuite${attrs({ name: s.name, tests: s.cases.length, failures: s.failures, errors: 0, skipped: 0, ...(s.file ? { file: s.file } : {}) })}>\n${s.cases.join("\n")}\n  </testsuite>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: "contract-sync", tests, failures, errors: 0 })}>\n${body.join("\n")}\n</testsuites>\n`;
}

;// CONCATENATED MODULE: ./src/report/formats/sarif.ts


const LEVEL = {
    BLOCK: "error",
    ALERT: "warning",
    NOTIFY: "note",
    RECORD: "note",
    INACTIVE: "none",
};
const ruleName = (id) => id
    .toLowerCase()
    .split("_")
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
/**
 * SARIF 2.1.0 of a check outcome: one result per violation (ruleId = the
 * violation type, level from the contract's enforcement) and per unreadable
 * file, located by repository path and line, for GitHub code scanning and
 * other SARIF viewers.
 */
function renderSarif(outcome, options) {
    const rules = Object.entries(RULE_HELP).map(([id, help]) => ({
        id,
        name: ruleName(id),
        shortDescription: { text: id.toLowerCase().replaceAll("_", " ") },
        fullDescription: { text: help },
        help: { text: help },
    }));
    const ruleIndex = new Map(rules.map((rule, i) => [rule.id, i]));
    const results = findingsOf(outcome).map((finding) => ({
        ruleId: finding.ruleId,
        ...(ruleIndex.has(finding.ruleId) ? { ruleIndex: ruleIndex.get(finding.ruleId) } : {}),
        level: LEVEL[finding.enforcementLevel],
        message: { text: finding.message },
        // Keeps a code scanning alert the same alert across runs (the same identity as GitLab's fingerprint).
        partialFingerprints: { "contractSyncFinding/v1": fingerprintOf(finding, finding.file) },
        ...(finding.file
            ? {
                locations: [
                    {
                        physicalLocation: {
                            artifactLocation: { uri: finding.file, uriBaseId: "%SRCROOT%" },
                            ...(finding.line ? { region: { startLine: finding.line } } : {}),
                        },
                    },
                ],
            }
            : {}),
        properties: {
            enforcementLevel: finding.enforcementLevel,
            ...(finding.asset ? { asset: finding.asset } : {}),
            ...(finding.field ? { field: finding.field } : {}),
            ...(finding.contract ? { contract: finding.contract.name } : {}),
        },
    }));
    const log = {
        $schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: [
            {
                tool: {
                    driver: {
                        name: "contract-sync",
                        version: options.toolVersion,
                        rules,
                    },
                },
                results,
                properties: {
                    verdict: outcome.verdict.verdict,
                    assetsChecked: outcome.assetsChecked,
                    violations: outcome.violations,
                },
            },
        ],
    };
    return logSafeJson(log);
}

;// CONCATENATED MODULE: ./src/report/formats/index.ts





// EXTERNAL MODULE: ./src/report/inert-log.ts
var inert_log = __webpack_require__(66853);
// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(31367);
// EXTERNAL MODULE: ./src/schema/index.ts + 19 modules
var schema = __webpack_require__(83218);
// EXTERNAL MODULE: ./src/sync/changes.ts
var sync_changes = __webpack_require__(24102);
// EXTERNAL MODULE: ./src/sync/check-config.ts
var check_config = __webpack_require__(61558);
// EXTERNAL MODULE: ./src/sync/ports.ts
var sync_ports = __webpack_require__(52083);
;// CONCATENATED MODULE: ./src/sync/check.ts





/**
 * The pull request check (DESIGN.md): changed schema files become assets at the
 * base and the head; the base versions are registered, the head versions checked
 * against their contracts; changed contracts are checked against their assets
 * (check-changes.ts). Knows nothing of GitHub or HTTP. A pull request that changes
 * no schema file, no contract file and not the config (a README-only one) is
 * answered here, without loading the contracts, the compliance rules or a reader.
 */
async function runCheck(request, ports) {
    const log = ports.log ?? sync_ports/* silentLogger */.q;
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
        const report = {
            findings: [],
            checks: [],
            uncontracted: [],
            contractChanges: [],
            unreadable: [],
        };
        return (0,check_config/* checkOutcome */.Tx)(report, 0, changed.length);
    }
    // The embedded service will be asked: its PGlite starts now, while the files are read.
    if (request.embedded && !(await largeMigrationFolder(changes.baseTargets, baseFiles)))
        ports.warmService?.();
    const { checkChanges } = await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(6811), __webpack_require__.e(5784), __webpack_require__.e(5037)]).then(__webpack_require__.bind(__webpack_require__, 37790));
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
        return new sync_changes/* SourceMap */.oY(base.rules, request.defaultDataSource);
    const paths = new Set([...(await baseFiles.listAll()), ...(await headFiles.listAll())]);
    return new sync_changes/* SourceMap */.oY(base.rules, request.defaultDataSource, (0,schema.sharedFolderRule)([...paths]));
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

// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(87911);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
// EXTERNAL MODULE: ./src/cli/repository.ts + 3 modules
var repository = __webpack_require__(30588);
// EXTERNAL MODULE: ./src/cli/service.ts + 1 modules
var cli_service = __webpack_require__(39458);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts











const DEFAULT_BASES = ["origin/HEAD", "origin/main", "main", "origin/master", "master"];
/** The first of the usual names of a main branch that the clone has, else the remote's default branch. */
async function defaultBase(git, remote, log) {
    for (const ref of DEFAULT_BASES) {
        try {
            return await git.resolveCommit(ref);
        }
        catch {
            // try the next name
        }
    }
    const fetched = await (0,repository/* remoteDefaultBranch */.Ki)(git, remote, log);
    if (fetched)
        return fetched;
    throw new cli_io/* UsageError */.eb(`no main branch found to compare with (tried ${DEFAULT_BASES.join(", ")}): name one with --base, or fetch it:\n  git -C ${git.root} fetch --no-tags ${remote} main:refs/remotes/${remote}/main`);
}
/** The report in the asked format, from the outcome computed once. */
function render(outcome, options, io) {
    switch (options.format) {
        case "json":
            return `${JSON.stringify({ verdict: outcome.verdict, assetsChecked: outcome.assetsChecked, violations: outcome.violations, report: outcome.report }, null, 2)}\n`;
        case "sarif":
            return renderSarif(outcome, { toolVersion: io.env.CONTRACT_SYNC_VERSION ?? "0.1.0" });
        case "junit":
            return renderJUnit(outcome);
        case "gitlab":
            return renderGitLab(outcome, { fallbackPath: options.config });
        default:
            return (0,markdown/* renderComment */.wQ)(outcome.report, { workflow: "cli", job: "check", maxLength: 1_000_000 }, outcome.assessment);
    }
}
/** Exit 1 when the verdict reaches --fail-on (as the action's fail-on input). */
function failsOn(verdict, failOn) {
    return failOn === "alert" ? verdict !== "pass" : failOn === "block" ? verdict === "block" : false;
}
/** Runs the PR check between two commits and prints the report; exit 1 when the verdict reaches --fail-on. */
async function checkCommand(options, io) {
    const progress = (m) => io.stderr(`contract-sync: ${(0,inert_log/* inertLogText */.I)(m)}\n`);
    const remote = options.remote ?? "origin";
    const git = await (0,repository/* openRepository */.h_)(options.repo);
    const head = await (0,repository/* resolveFetching */.ns)(git, options.head, remote, progress);
    if (!head)
        throw new cli_io/* UsageError */.eb(`--head ${options.head} is not a commit in ${git.root}`);
    const base = options.base
        ? await (0,repository/* resolveFetching */.ns)(git, options.base, remote, progress)
        : await defaultBase(git, remote, progress);
    if (!base) {
        throw new cli_io/* UsageError */.eb(`--base ${options.base} is not a commit in ${git.root}; fetch it:\n  git -C ${git.root} fetch --no-tags ${remote} ${options.base?.replace(`${remote}/`, "")}`);
    }
    await (0,repository/* deepen */.gN)(git, base, head, { base: options.base ?? base, remote }, progress);
    progress(`checking ${head.slice(0, 12)} against ${base.slice(0, 12)}`);
    const { service, embedded, close, warm } = await (0,cli_service/* openCliService */.g)(options.apiUrl, io.env);
    if (embedded)
        progress("embedded service: contracts come from the repository at the base commit");
    try {
        const outcome = await runCheck({ base, head, configPath: options.config, configExplicit: options.configExplicit, embedded }, { git, service, log: { info: progress, warn: (m) => progress(`warning: ${m}`) }, warmService: warm });
        io.stdout(render(outcome, options, io));
        const verdict = outcome.verdict.verdict;
        progress(`verdict ${verdict}: ${outcome.violations} violations in ${outcome.assetsChecked} assets`);
        return failsOn(verdict, options.failOn ?? "block") ? 1 : 0;
    }
    finally {
        await close();
        await (0,schema.closeReaders)();
    }
}
function parseCheckArgs(args, cwd) {
    const { text } = (0,help/* parseByTable */.ph)(["check"], args);
    return {
        repo: (0,external_node_path_.resolve)(cwd, text("repo") ?? "."),
        base: text("base"),
        head: text("head") ?? "HEAD",
        config: text("config") ?? config/* DEFAULT_CONFIG_PATH */.Bi,
        configExplicit: text("config") !== undefined,
        apiUrl: text("api-url"),
        format: (text("format") ?? "markdown"),
        failOn: (text("fail-on") ?? "block"),
        remote: text("remote"),
    };
}
const run = async (args, io) => checkCommand(parseCheckArgs(args, io.cwd), io);


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
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87911);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(85334);







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
    const { values } = (0,_help_js__WEBPACK_IMPORTED_MODULE_5__/* .parseByTable */ .ph)(["demo"], args);
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
        const format = values.json === true ? "json" : "markdown";
        const code = await (0,_check_js__WEBPACK_IMPORTED_MODULE_6__.checkCommand)({ repo, base: "main", head: "HEAD", config: ".github/contract-sync.yml", apiUrl: undefined, format }, io);
        io.stderr(code === 1
            ? "contract-sync demo: the check fails (a BLOCK contract is broken), as it would on the pull request.\n"
            : "contract-sync demo: the check passes.\n");
        // The demo shows a failing check; it ran as intended, so it exits 0 unless asked to mirror the check.
        return values["exit-code"] === true ? code : 0;
    }
    finally {
        if (values.keep !== true)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(repo, { recursive: true, force: true });
    }
};


/***/ }),

/***/ 39458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ openCliService)
});

;// CONCATENATED MODULE: ./src/server/open-service.ts
/**
 * The service a run talks to (action and CLI alike): the remote one, else the
 * embedded one. Both are loaded on demand (the server, store and PGlite only in
 * embedded mode), and the embedded one starts at its first request: a run that
 * has nothing to ask (a README-only pull request) starts no PGlite.
 */
async function openService(remote) {
    if (!remote) {
        const lazy = lazyEmbedded(async () => {
            // The store (and its PGlite worker) starts before the server's modules load, so they load
            // while the worker starts instead of before it.
            const store = __webpack_require__.e(/* import() */ 6998).then(__webpack_require__.bind(__webpack_require__, 46998)).then(({ openStore }) => openStore({ shared: true }));
            store.catch(() => { });
            return (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(1568), __webpack_require__.e(9668), __webpack_require__.e(1968), __webpack_require__.e(4323), __webpack_require__.e(6493)]).then(__webpack_require__.bind(__webpack_require__, 16493))).startEmbeddedService(store);
        }, () => void Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 18652)).then(({ abandonSharedPGliteHost }) => abandonSharedPGliteHost()));
        return { service: lazy.client, embedded: true, close: lazy.close, warm: lazy.warm };
    }
    const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(9668), __webpack_require__.e(8627)]).then(__webpack_require__.bind(__webpack_require__, 62407));
    const client = createClient(remote);
    return { service: client, embedded: false, close: () => client.close() };
}
/**
 * A client whose every method first starts the embedded service (once); `warm` starts it
 * without a request; close stops it if it started. A service warmed and never asked (the
 * check found nothing to ask) is not awaited to the end of its start: `abandon` stops its
 * start at once (the start then fails, and is not closed again).
 */
function lazyEmbedded(start, abandon) {
    let started;
    let asked = false;
    const starting = () => {
        if (!started) {
            started = start();
            // Awaited by the first request (which throws it) or by close: not unhandled meanwhile.
            started.catch(() => { });
        }
        return started;
    };
    const warm = () => void starting();
    const close = async () => {
        const running = started;
        started = undefined;
        if (!running)
            return;
        if (!asked)
            abandon?.();
        await (await running.catch(() => undefined))?.close();
    };
    const client = new Proxy({}, {
        get(_target, property) {
            if (property === "close")
                return close;
            // Not a thenable: `await` on the client must not call into it.
            if (typeof property !== "string" || property === "then")
                return undefined;
            return async (...args) => {
                asked = true;
                const { client: running } = await starting();
                const method = running[property];
                if (typeof method !== "function")
                    throw new TypeError(`the service has no operation '${property}'`);
                return method.apply(running, args);
            };
        },
    });
    return { client, close, warm };
}

// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/service.ts


/** The service of a CLI run: `--api-url` (key from CONTRACT_SYNC_API_KEY), else the embedded one. */
async function openCliService(apiUrl, env) {
    if (!apiUrl)
        return openService(undefined);
    const apiKey = env.CONTRACT_SYNC_API_KEY;
    if (!apiKey)
        throw new io/* UsageError */.eb("--api-url needs an API key in CONTRACT_SYNC_API_KEY");
    return openService({ baseUrl: apiUrl, apiKey, userAgent: "contract-sync-cli" });
}


/***/ }),

/***/ 95714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ levelRank),
  V: () => (/* binding */ verdictOf)
});

;// CONCATENATED MODULE: ./src/compliance/types.ts
/** Enforcement levels from the weakest to the strongest (DESIGN.md "Enforcement"). */
const ENFORCEMENT_LEVELS = [
    "INACTIVE",
    "RECORD",
    "NOTIFY",
    "ALERT",
    "BLOCK",
];

;// CONCATENATED MODULE: ./src/compliance/verdict.ts

function levelRank(level) {
    return ENFORCEMENT_LEVELS.indexOf(level);
}
/**
 * DESIGN.md "Enforcement": the highest level among contracts with violations
 * decides. BLOCK fails, ALERT warns, NOTIFY and RECORD pass with a note,
 * INACTIVE is ignored. A missing level is INACTIVE (the seed's default).
 */
function verdictOf(results) {
    let level = "INACTIVE";
    let noted = 0;
    let violated = 0;
    for (const result of results) {
        const own = result.enforcementLevel ?? "INACTIVE";
        if (result.violations.length === 0 || own === "INACTIVE")
            continue;
        violated++;
        if (own === "NOTIFY" || own === "RECORD")
            noted++;
        if (levelRank(own) > levelRank(level))
            level = own;
    }
    const verdict = level === "BLOCK" ? "block" : level === "ALERT" ? "alert" : "pass";
    return { verdict, level, noted, violated };
}


/***/ }),

/***/ 80582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ assessReport)
/* harmony export */ });
/* unused harmony export countedFindings */
/* harmony import */ var _compliance_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95714);

function assessReport(report, assetsChecked = report.checks.length) {
    const enforced = report.checks.filter((c) => c.violations.length > 0 && c.contract.enforcementLevel !== "INACTIVE");
    const breaking = report.uncontracted.some((u) => u.changes.some((c) => c.breaking));
    const findings = countedFindings(report);
    return {
        assetsChecked,
        verdict: (0,_compliance_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictOf */ .V)([
            ...report.checks.map((c) => ({
                enforcementLevel: c.contract.enforcementLevel,
                violations: c.violations,
            })),
            ...findings.map((f) => ({ enforcementLevel: f.level, violations: [f] })),
        ]),
        violations: enforced.reduce((n, c) => n + c.violations.length, 0) + findings.length,
        hasFindings: enforced.length > 0 ||
            (report.findings?.length ?? 0) > 0 ||
            report.uncontracted.length > 0 ||
            report.unreadable.length > 0 ||
            (report.contractChanges?.length ?? 0) > 0,
        needsFix: enforced.length > 0 || breaking || findings.length > 0,
    };
}
/** Fail-closed and protection findings that count: one definition for the verdict and every count. */
function countedFindings(report) {
    return (report.findings ?? []).filter((f) => f.level !== "INACTIVE");
}


/***/ }),

/***/ 9058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ inertCell),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   UJ: () => (/* binding */ inertText)
/* harmony export */ });
/**
 * Text from a pull request (names, SQL errors, enum labels, paths) made inert for
 * GitHub markdown, in markdown and in HTML blocks (`<summary>`) alike.
 *
 * Markdown and HTML punctuation becomes numeric character references: CommonMark
 * never reads a reference as syntax, so no link, image, emphasis, HTML or table
 * pipe can form, and a backslash cannot un-escape the next character. GitHub finds
 * mentions, issue references and bare URLs in the rendered text (after references
 * are decoded), so those get a word joiner (U+2060, invisible) that breaks them:
 * after `@` and `#`, inside `http://`, `https://` and `ftp://` (the schemes
 * GitHub links; `postgres://` resource names stay as they are) and after `www`. Line breaks become spaces:
 * a new line could start a heading, a list or a new table row.
 */
const WORD_JOINER = "\u2060";
/**
 * Inline markdown and HTML punctuation (`$` is GitHub's math); the text never starts a
 * line, so `#`, `-`, `+` and `=` build nothing. Parentheses stay: with the brackets
 * encoded no link can form. An intraword `_` opens no emphasis and stays readable.
 */
const MARKUP = /[\\`*~[\]!<>&|$]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
function inertText(text) {
    return text
        .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, " ")
        .replace(/@/g, `@${WORD_JOINER}`)
        .replace(/#(?=\w)/g, `#${WORD_JOINER}`)
        .replace(/\b(https?|ftp):\/\//gi, `$1:${WORD_JOINER}//`)
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${WORD_JOINER}.`)
        .replace(MARKUP, (c) => `&#${c.charCodeAt(0)};`);
}
/** Text for a GFM table cell: inert, on one line (a pipe cannot split the row); a dash when empty. */
function inertCell(text) {
    if (text === undefined || text === "")
        return "—";
    return inertText(text);
}
/**
 * A link destination we build (repository file links, a contract's fileUri): only
 * http(s), and the characters that could end the destination, split a table row or
 * break out of an attribute are percent-encoded. Anything else is no link.
 */
function safeUrl(url) {
    if (!url || !/^https?:\/\//i.test(url))
        return undefined;
    return url.replace(/[\s()<>"'`|\\[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}


/***/ }),

/***/ 31367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ww: () => (/* binding */ renderAssetMarkdown),
  wQ: () => (/* binding */ renderComment)
});

// UNUSED EXPORTS: GITHUB_COMMENT_LIMIT, renderSummary

// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var verdict = __webpack_require__(95714);
// EXTERNAL MODULE: ./src/report/assessment.ts
var report_assessment = __webpack_require__(80582);
;// CONCATENATED MODULE: ./src/report/comment-marker.ts
/**
 * The hidden marker that identifies our comment on a pull request:
 * `<!-- contract-sync:{workflow}:{job} -->`. One comment per workflow and job,
 * so two workflows (or a matrix of jobs) checking the same pull request each
 * keep their own comment. Both parts are percent-encoded: the marker can then
 * contain neither `-->` (which would end the HTML comment) nor a stray `:`.
 * The comment starts with it and the GitHub adapter searches for it.
 */
function commentMarker(workflow, job) {
    return `<!-- contract-sync:${encodeURIComponent(workflow)}:${encodeURIComponent(job)} -->`;
}
function hasMarker(body, workflow, job) {
    return body.includes(commentMarker(workflow, job));
}

// EXTERNAL MODULE: ./src/report/inert-markdown.ts
var inert_markdown = __webpack_require__(9058);
;// CONCATENATED MODULE: ./src/report/markdown.ts




/** GitHub rejects issue comments over 65,536 characters; JS length counts emoji as 2, so this is safe. */
const GITHUB_COMMENT_LIMIT = 65_536;
const LEVEL_ICON = { BLOCK: "❌", ALERT: "⚠️", NOTIFY: "🔔", RECORD: "📝" };
/** A cell of a GFM table (inert-markdown.ts: the one escaping of text from the pull request). */
const cell = inert_markdown/* inertCell */.B5;
/** A field path or resource name: inert text in a code element (backticks in it are plain characters). */
function code(text) {
    if (text === "")
        return "<i>(root)</i>";
    return `<code>${(0,inert_markdown/* inertText */.UJ)(text)}</code>`;
}
function plural(count, word) {
    return `${count} ${word}${count === 1 ? "" : "s"}`;
}
/** `text` is already inert (no brackets); the destination passes `safeUrl`, else there is no link. */
function markdown_link(text, url) {
    const destination = (0,inert_markdown/* safeUrl */.Pl)(url);
    return destination ? `[${text}](${destination})` : text;
}
/** The same inside HTML blocks; `safeUrl` leaves no `"` or `<` that could leave the attribute. */
function htmlLink(text, url) {
    const destination = (0,inert_markdown/* safeUrl */.Pl)(url);
    return destination ? `<a href="${destination.replace(/&/g, "&amp;")}">${text}</a>` : text;
}
function place(file, line, options) {
    if (!file)
        return line === undefined ? "—" : String(line);
    const text = line === undefined ? file : `${file}:${line}`;
    return markdown_link(cell(text), options.fileUrl?.(file, line));
}
function omittedRows(shown, total) {
    return shown < total ? `\n_…and ${total - shown} more not shown (comment size limit)._\n` : "";
}
function checkSection(check, options) {
    const { contract } = check;
    const contractLink = markdown_link(cell(contract.name), contract.fileUri ?? (contract.filePath ? options.fileUrl?.(contract.filePath) : undefined));
    const details = [
        `Contract ${contractLink}${contract.version ? ` (version ${cell(contract.version)})` : ""}`,
        `owner ${contract.owner ? cell(contract.owner) : "—"}`,
        `enforcement **${contract.enforcementLevel}**`,
        ...(check.file ? [`schema ${place(check.file, undefined, options)}`] : []),
    ].join(" · ");
    const icon = LEVEL_ICON[contract.enforcementLevel] ?? "";
    return {
        rows: check.violations.length,
        render(maxRows) {
            const rows = check.violations
                .slice(0, maxRows)
                .map((v) => `| ${code(v.field)} | ${cell(v.violationType)} | ${cell(v.expected)} | ${cell(v.actual)} | ${place(v.file, v.line, options)} |`);
            return [
                `<details${contract.enforcementLevel === "BLOCK" ? " open" : ""}>`,
                `<summary>${icon} <b>${contract.enforcementLevel}</b> ${code(check.asset)}: ${plural(check.violations.length, "violation")}</summary>`,
                "",
                details,
                "",
                "| Field | Violation | Expected | Actual | Line |",
                "|---|---|---|---|---|",
                ...rows,
                omittedRows(rows.length, check.violations.length),
                "</details>",
                // A blank line ends the HTML block, so markdown after it renders.
                "",
                "",
            ].join("\n");
        },
    };
}
/** One asset's result, as a collapsible section: the PR comment's and the server's COMMENT_MARKDOWN (endpoint 6). */
function renderAssetMarkdown(check, options = {}) {
    if (check.violations.length === 0) {
        return `✅ ${code(check.asset)} complies with contract ${cell(check.contract.name)}.\n`;
    }
    const section = checkSection(check, options);
    return section.render(section.rows);
}
function breakingFirst(change) {
    return [...change.changes].sort((a, b) => Number(b.breaking) - Number(a.breaking));
}
function uncontractedSection(change, options) {
    const sorted = breakingFirst(change);
    const breaking = sorted.filter((c) => c.breaking).length;
    return {
        rows: sorted.length,
        render(maxRows) {
            const rows = sorted
                .slice(0, maxRows)
                .map((c) => `| ${code(c.field)} | ${cell(c.kind)} | ${c.breaking ? "**yes**" : "no"} | ${cell(c.reason)} | ${place(c.file ?? change.file, c.line, options)} |`);
            const status = change.status === "changed"
                ? `${plural(sorted.length, "change")}, ${breaking} breaking`
                : change.status;
            return [
                "<details>",
                `<summary>${breaking > 0 ? "💥" : "ℹ️"} ${code(change.asset)} (${cell(change.sourceType)}): ${status}</summary>`,
                "",
                "| Field | Change | Breaking | Why | Line |",
                "|---|---|---|---|---|",
                ...rows,
                omittedRows(rows.length, sorted.length),
                "</details>",
                // A blank line ends the HTML block, so markdown after it renders.
                "",
                "",
            ].join("\n");
        },
    };
}
function contractChangeSection(change, options) {
    const { contract } = change;
    // The name sits in <summary>, an HTML block where a markdown link would show as text.
    const name = htmlLink(cell(contract.name), contract.fileUri ?? (contract.filePath ? options.fileUrl?.(contract.filePath) : undefined));
    return {
        rows: change.changes.length,
        render(maxRows) {
            const rows = change.changes
                .slice(0, maxRows)
                .map((c) => `| ${code(c.field)} | ${cell(c.kind)} | ${cell(c.before)} | ${cell(c.after)} |`);
            const what = change.status === "changed"
                ? plural(change.changes.length, "field change")
                : `contract ${change.status}`;
            const table = rows.length > 0 ? ["", "| Field | Change | Before | After |", "|---|---|---|---|", ...rows] : [];
            return [
                "<details>",
                `<summary>📜 ${name} (${contract.enforcementLevel}${contract.owner ? `, owner ${cell(contract.owner)}` : ""}): ${what}</summary>`,
                ...table,
                omittedRows(rows.length, change.changes.length),
                "</details>",
                "",
                "",
            ].join("\n");
        },
    };
}
function unreadableSection(file, options) {
    return {
        rows: file.diagnostics.length,
        render(maxRows) {
            const lines = file.diagnostics
                .slice(0, maxRows)
                .map((d) => `- ${place(file.file, d.line, options)}: ${cell(d.severity)}: ${cell(d.message)}`);
            return [...lines, omittedRows(lines.length, file.diagnostics.length), ""].join("\n");
        },
    };
}
/** One fail-closed or protection finding as a bullet: level, where, what (and the names it may have meant). */
function findingSection(finding, options) {
    return {
        rows: 1,
        render() {
            const level = finding.level === "INACTIVE" ? "note" : `${LEVEL_ICON[finding.level] ?? ""} ${finding.level}`;
            const suggestions = finding.suggestions?.length
                ? ` Nearest existing: ${finding.suggestions.map((s) => code(s)).join(", ")}.`
                : "";
            return `- ${level} · ${place(finding.file, finding.line, options)} · **${cell(finding.title)}**: ${cell(finding.message)}${suggestions}\n`;
        },
    };
}
const PROTECTION_KINDS = new Set(["protection-weakened", "config-changed"]);
/** Contract results worth showing: violations under a level that is not INACTIVE, strongest first. */
function shownChecks(report) {
    return report.checks
        .filter((c) => c.violations.length > 0 && c.contract.enforcementLevel !== "INACTIVE")
        .sort((a, b) => (0,verdict/* levelRank */.L)(b.contract.enforcementLevel) - (0,verdict/* levelRank */.L)(a.contract.enforcementLevel) ||
        a.asset.localeCompare(b.asset));
}
function headline(report, assessment) {
    const shown = shownChecks(report);
    const { verdict, violations } = assessment;
    const breaking = report.uncontracted.reduce((sum, u) => sum + u.changes.filter((c) => c.breaking).length, 0);
    const counts = [
        `${plural(violations, "violation")} in ${plural(shown.length, "asset")}`,
        `${plural(assessment.assetsChecked, "asset")} checked`,
        ...(report.uncontracted.length > 0
            ? [`${plural(breaking, "breaking change")} in assets without a contract`]
            : []),
        ...(report.unreadable.length > 0 ? [plural(report.unreadable.length, "unreadable file")] : []),
        ...((report.findings?.length ?? 0) > 0 ? [plural(report.findings?.length ?? 0, "finding")] : []),
    ].join(" · ");
    const title = verdict.verdict === "block"
        ? shown.some((c) => c.contract.enforcementLevel === "BLOCK")
            ? "❌ Data contracts: this change breaks a blocking contract"
            : "❌ Data contracts: the check fails closed (see the findings)"
        : verdict.verdict === "alert"
            ? "⚠️ Data contracts: violations need attention"
            : report.unreadable.length > 0
                ? "⚠️ Data contracts: some schema files could not be read"
                : violations > 0
                    ? "✅ Data contracts: passed, with violations noted"
                    : breaking > 0
                        ? "✅ Data contracts: passed; assets without a contract have breaking changes"
                        : "✅ Data contracts: all clear";
    return `## ${title}\n\n${counts}\n`;
}
const WHAT_TO_DO = [
    "### What to do",
    "",
    "- If the change is intended, **update the contract in this pull request** so that it describes the new schema (its owner reviews it).",
    "- Otherwise **make the change compatible**: keep the field and its type, widen instead of narrowing, add fields as optional or with a default.",
    "",
].join("\n");
/**
 * The PR comment in GitHub-flavoured markdown: marker, verdict with counts, a
 * collapsible section per asset with violations (strongest level first), the
 * changes of assets without a contract (breaking first), unreadable files, and
 * what to do. Sections that do not fit `maxLength` are cut with a note.
 * The verdict and counts come from the check (`assessment`); the marker is added here only.
 */
function renderComment(report, options, assessment = (0,report_assessment/* assessReport */.v)(report)) {
    const maxLength = options.maxLength ?? GITHUB_COMMENT_LIMIT;
    const head = `${commentMarker(options.workflow, options.job)}\n${headline(report, assessment)}\n`;
    const footer = assessment.needsFix ? `\n${WHAT_TO_DO}` : "";
    const findings = report.findings ?? [];
    const groups = [
        {
            title: "### Protection weakened in this pull request\n\n",
            sections: findings.filter((f) => PROTECTION_KINDS.has(f.kind)).map((f) => findingSection(f, options)),
        },
        {
            title: "### Checks that could not be made\n\n",
            sections: findings.filter((f) => !PROTECTION_KINDS.has(f.kind)).map((f) => findingSection(f, options)),
        },
        { title: "", sections: shownChecks(report).map((c) => checkSection(c, options)) },
        {
            title: "### Changes to assets without a contract\n\n",
            sections: [...report.uncontracted]
                .filter((u) => u.changes.length > 0 || u.status !== "changed")
                .sort((a, b) => Number(b.changes.some((c) => c.breaking)) - Number(a.changes.some((c) => c.breaking)))
                .map((u) => uncontractedSection(u, options)),
        },
        {
            title: "### Contracts changed in this pull request\n\n",
            sections: (report.contractChanges ?? []).map((c) => contractChangeSection(c, options)),
        },
        {
            title: "### Unreadable files\n\n",
            sections: report.unreadable.map((f) => unreadableSection(f, options)),
        },
    ];
    const total = groups.reduce((sum, g) => sum + g.sections.length, 0);
    const noteRoom = 200;
    let budget = maxLength - head.length - footer.length - noteRoom;
    let body = "";
    let shown = 0;
    let full = false;
    for (const group of groups) {
        if (full || group.sections.length === 0)
            continue;
        if (group.title.length > budget) {
            full = true;
            continue;
        }
        let groupText = group.title;
        for (const section of group.sections) {
            const text = fitted(section, budget - groupText.length);
            if (text === undefined) {
                full = true;
                break;
            }
            groupText += text;
            shown++;
        }
        if (groupText !== group.title) {
            body += groupText;
            budget -= groupText.length;
        }
    }
    const note = shown < total
        ? `\n> [!NOTE]\n> ${total - shown} of ${total} sections are not shown: the comment would pass GitHub's size limit. The job summary of this run has them all.\n`
        : "";
    return `${head}${body}${note}${footer}`;
}
/** The section at full length, else with fewer rows, within `room` characters; undefined if not even its heading fits. */
function fitted(section, room) {
    let rows = section.rows;
    for (;;) {
        const text = section.render(rows);
        if (text.length <= room)
            return text;
        if (rows === 0)
            return undefined;
        rows = Math.floor(rows / 2);
    }
}
/** The job summary: the same content, with the summary's far larger limit (1 MiB). */
function renderSummary(report, options, assessment = assessReport(report)) {
    return renderComment(report, { ...options, maxLength: options.maxLength ?? 1_000_000 }, assessment);
}


/***/ }),

/***/ 61558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A9: () => (/* binding */ loadConfigs),
/* harmony export */   Tx: () => (/* binding */ checkOutcome)
/* harmony export */ });
/* unused harmony export ConfigNotFoundError */
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81122);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89750);
/* harmony import */ var _report_assessment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80582);



/** The outcome of a report: its assessment computed once, and the figures the callers print taken from it. */
function checkOutcome(report, assetsChecked, changedFiles) {
    const assessment = (0,_report_assessment_js__WEBPACK_IMPORTED_MODULE_2__/* .assessReport */ .v)(report, assetsChecked);
    return {
        report,
        assessment,
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

/***/ 52083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = { info: () => { }, warn: () => { } };


/***/ })

};
