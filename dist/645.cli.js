export const id = 645;
export const ids = [645];
export const modules = {

/***/ 17862:
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
// EXTERNAL MODULE: ./src/compliance/diff-assets.ts
var diff_assets = __webpack_require__(75784);
// EXTERNAL MODULE: ./src/contracts/index.ts + 1 modules
var src_contracts = __webpack_require__(94582);
// EXTERNAL MODULE: ./src/report/assessment.ts
var report_assessment = __webpack_require__(80582);
;// CONCATENATED MODULE: ./src/report/locate.ts
/**
 * The file and line a dotted field path points at: the deepest node of the path
 * the asset has (a missing field points at its parent, a missing top-level
 * field at the statement that dropped it, else at the asset's declaration). List elements and map values have no
 * line of their own and take their field's.
 */
function locateField(asset, path) {
    let place = { file: asset.file, line: asset.line };
    const top = path.split(".")[0] ?? "";
    const drop = asset.dropped && Object.hasOwn(asset.dropped, top) ? asset.dropped[top] : undefined;
    if (drop && !asset.schema.fields?.some((field) => field.name === top))
        return { ...drop };
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
/**
 * Every reported line must exist: a (file, line) pair whose file is not in the
 * head commit, or whose line is past its end, or a line with no file at all,
 * loses its line and keeps its file. A wrong line is worse than none.
 * Changes the report in place.
 */
async function keepExistingLines(report, files) {
    const counts = new Map();
    const lineCount = (file) => {
        let count = counts.get(file);
        if (!count) {
            count = files.readText(file).then((text) => text === undefined || text === ""
                ? 0
                : text.replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/).length, () => 0);
            counts.set(file, count);
        }
        return count;
    };
    const exists = async (file, line) => line === undefined ||
        (file !== undefined && Number.isInteger(line) && line >= 1 && line <= (await lineCount(file)));
    for (const check of report.checks) {
        for (const v of check.violations)
            if (!(await exists(v.file ?? check.file, v.line)))
                v.line = undefined;
    }
    for (const asset of report.uncontracted) {
        for (const c of asset.changes)
            if (!(await exists(c.file ?? asset.file, c.line)))
                c.line = undefined;
    }
    for (const file of report.unreadable) {
        for (const d of file.diagnostics)
            if (!(await exists(file.file, d.line)))
                d.line = undefined;
    }
}

// EXTERNAL MODULE: ./src/sync/assets.ts
var assets = __webpack_require__(4630);
// EXTERNAL MODULE: ./src/sync/changes.ts
var sync_changes = __webpack_require__(24102);
// EXTERNAL MODULE: ./src/config/index.ts
var src_config = __webpack_require__(89750);
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(21916);
// EXTERNAL MODULE: ./src/api/resource-name.ts
var resource_name = __webpack_require__(97988);
// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var verdict = __webpack_require__(95714);
;// CONCATENATED MODULE: ./src/sync/gates.ts




/**
 * Fail closed (DESIGN.md): a check that could not be made is a finding, never a pass.
 * Each function here turns one kind of "could not check" into findings at the level it
 * deserves; the check puts them into the one report the verdict is computed from.
 */
const errors = (diagnostics) => diagnostics.filter((d) => d.severity === "error");
/** The head's configuration must be readable: what cannot be read cannot be enforced after the merge. */
function configFindings(diagnostics) {
    return errors(diagnostics).map((d) => ({
        kind: "config-error",
        level: "BLOCK",
        file: d.file,
        line: d.line,
        title: "Invalid configuration",
        message: d.message,
    }));
}
/** A contract file the pull request adds or changes must be valid, whatever level it declares. */
function invalidContractFindings(diagnostics) {
    return errors(diagnostics).map((d) => ({
        kind: "invalid-contract",
        level: "BLOCK",
        file: d.file,
        line: d.line,
        title: "Invalid contract file",
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
        if ((0,verdict/* levelRank */.L)(level) > (0,verdict/* levelRank */.L)(best.level))
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
        const held = new Set(baseAssets
            .filter((a) => a.file === d.file || (a.file && targetOf(a.file) === target))
            .map((a) => a.resourceName));
        const { level, contract } = strictestLevel(contracts, held);
        if (level === "INACTIVE") {
            rest.push(d);
            continue;
        }
        findings.push({
            kind: "unreadable-schema",
            level,
            file: d.file,
            line: d.line,
            title: "Schema file cannot be read",
            message: `${d.message} (it held ${[...held].join(", ")} at the base, under contract ${contract?.contract.name ?? "?"}: cannot verify is not compliant)`,
        });
    }
    return { findings, rest, unreadableTargets };
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
                kind: "no-asset",
                level,
                file: loaded.file,
                line: loaded.line,
                title: `Contract ${loaded.contract.name} points at no asset`,
                message: `no file of the repository yields ${name} at the head of this pull request`,
                suggestions: nearestNames(name, heads.map((a) => a.resourceName)),
            });
        }
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/sync/moves.ts
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
        kind: "moved-asset",
        level,
        file: move.to.file,
        line: move.to.line ?? 1,
        title: `Asset moved: update contract ${contract.name}`,
        message: `${move.from.resourceName} (${move.from.file}) is now ${move.to.resourceName} (${move.to.file}): set dataAssetResourceName in ${contract.file ?? "the contract"} to the new name`,
    };
}

;// CONCATENATED MODULE: ./src/sync/protection.ts



/**
 * No one switches off their own check (DESIGN.md "The base is trusted"): the check enforces the
 * base commit's configuration and contracts, and whatever the pull request weakens is a finding
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
function weakened(was, protect, where, message) {
    return {
        kind: "protection-weakened",
        level: protectLevel(protect, was.contract.enforcementLevel ?? "INACTIVE"),
        file: where.file,
        line: where.line,
        title: `Protection weakened: contract ${was.contract.name}`,
        message,
    };
}
/** Contract files the pull request deletes, levels it lowers, statuses it moves out of force. */
function contractWeakenings(changed, protect) {
    const head = new Map(changed.head.map((c) => [c.contract.id, c]));
    const findings = [];
    for (const was of changed.base) {
        const oldLevel = was.contract.enforcementLevel ?? "INACTIVE";
        if (oldLevel === "INACTIVE" || INACTIVE_STATUSES.has(was.contract.status))
            continue;
        const now = head.get(was.contract.id);
        if (!now) {
            findings.push(weakened(was, protect, { file: was.file, line: undefined }, `the contract (${oldLevel}) is deleted`));
            continue;
        }
        const place = { file: now.file, line: now.line };
        const newLevel = now.contract.enforcementLevel ?? "INACTIVE";
        if ((0,verdict/* levelRank */.L)(newLevel) < (0,verdict/* levelRank */.L)(oldLevel))
            findings.push(weakened(was, protect, place, `enforcementLevel lowered from ${oldLevel} to ${newLevel}`));
        if (INACTIVE_STATUSES.has(now.contract.status))
            findings.push(weakened(was, protect, place, `status moved from ${was.contract.status} to ${now.contract.status}`));
    }
    return findings;
}
/**
 * A configuration change that stops reading a contracted asset (an `ignore`, a dropped rule, a
 * changed data source or type) removes its protection: the files the base's rules read at the
 * head, but the head's rules read differently or not at all, are read with the base's rules and
 * each contracted asset among them is a finding.
 */
async function coverageWeakenings(input) {
    const { baseSources, headSources } = input;
    const targets = [];
    for (const path of await input.headFiles.listAll()) {
        const was = baseSources.targetOf(path);
        if (!was)
            continue;
        const now = headSources.targetOf(path);
        const same = now !== undefined &&
            now.sourceType === was.sourceType &&
            now.path === was.path &&
            headSources.dataSourceOf(now.path) === baseSources.dataSourceOf(was.path);
        if (!same && !targets.some((t) => t.path === was.path))
            targets.push(was);
    }
    if (targets.length === 0)
        return [];
    const { assets } = await (0,schema.readAssets)(targets, {
        files: input.headFiles,
        dataSourceOf: (path) => baseSources.dataSourceOf(path),
        viewsOf: (path) => baseSources.viewsOf(path),
    });
    const findings = [];
    for (const asset of assets) {
        for (const loaded of input.contracts) {
            if (!(0,src_contracts/* contractResourceNames */.fd)(loaded.contract).includes(asset.resourceName))
                continue;
            if ((loaded.contract.enforcementLevel ?? "INACTIVE") === "INACTIVE")
                continue;
            findings.push(weakened(loaded, input.protect, { file: input.configFile, line: undefined }, `the configuration of this pull request no longer reads ${asset.resourceName} (${asset.file ?? "its file"}) as the base's does: coverage removed`));
        }
    }
    return findings;
}
/** A configuration change is listed (not counted): this check enforced the base's configuration. */
function configChanged(file) {
    return {
        kind: "config-changed",
        level: "INACTIVE",
        file,
        title: "Configuration changed",
        message: "this pull request changes the configuration; the check enforced the base commit's configuration, the change applies after the merge",
    };
}

;// CONCATENATED MODULE: ./src/sync/check-run.ts








/** A config path given explicitly that exists at neither end is a usage error naming it. */
class ConfigNotFoundError extends Error {
}
/** Enforcement follows the base's configuration; the head's must still be valid (it applies after the merge). */
async function loadConfigs(request, baseFiles, headFiles) {
    const base = await (0,src_config/* loadConfig */.Z9)(baseFiles, request.configPath);
    const head = await (0,src_config/* loadConfig */.Z9)(headFiles, request.configPath);
    if (request.configExplicit && !base.found && !head.found)
        throw new ConfigNotFoundError(`config file ${request.configPath} does not exist (at the base or the head of the range); fix the path or leave it out for the default ${config/* DEFAULT_CONFIG_PATH */.Bi}`);
    const changed = (await baseFiles.readText(request.configPath)) !== (await headFiles.readText(request.configPath));
    return { base, head, changed };
}
/** Fail closed on the configuration and protection: the base's rules enforced, the PR's weakenings listed. */
async function protectionFindings(run, config, headFiles) {
    const protect = config.base.config.protect;
    const findings = contractWeakenings(run.changedFiles, protect);
    if (!config.changed)
        return findings;
    findings.unshift(configChanged(run.request.configPath));
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

// EXTERNAL MODULE: ./src/compliance/diff.ts + 4 modules
var diff = __webpack_require__(1350);
;// CONCATENATED MODULE: ./src/sync/contract-ref.ts
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
        };
    }
    return {
        id: result.contractId,
        name: result.contractName ?? declared?.name ?? result.contractId,
        version: result.contractVersion,
        owner: result.owner,
        enforcementLevel: result.enforcementLevel,
        filePath: loaded?.file,
    };
}

;// CONCATENATED MODULE: ./src/sync/contract-changes.ts




/** Reads and parses each changed contract file where it exists: the base path of a rename, its head path. */
async function loadChangedContracts(files, baseFiles, headFiles) {
    const loaded = { base: [], head: [], diagnostics: [] };
    for (const file of files) {
        if (file.status !== "added") {
            const path = file.previousPath ?? file.path;
            const text = await baseFiles.readText(path);
            if (text !== undefined)
                loaded.base.push(...(0,src_contracts/* parseContractFile */.Oi)(text, path).contracts);
        }
        if (file.status !== "deleted") {
            const text = await headFiles.readText(file.path);
            if (text === undefined)
                continue;
            const parsed = (0,src_contracts/* parseContractFile */.Oi)(text, file.path);
            loaded.head.push(...parsed.contracts);
            loaded.diagnostics.push(...parsed.diagnostics);
        }
    }
    return loaded;
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
    for (const [id, was] of base) {
        if (!head.has(id))
            result.push({ contract: contractRef(was), status: "removed", changes: [] });
    }
    return result;
}

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
    const config = await loadConfigs(request, baseFiles, headFiles);
    const rules = config.base.rules;
    const sources = await sourceMapOf(config.base, request, baseFiles, headFiles);
    const changed = await git.changedFiles(request.base, request.head);
    const changes = (0,sync_changes/* classifyChanges */.Wu)(changed, rules, sources);
    log.info(`${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`);
    const versions = await (0,sync_changes/* readAssetVersions */.et)(git, request.base, request.head, changes, sources);
    for (const d of versions.baseDiagnostics)
        log.warn(`base ${d.file}${d.line ? `:${d.line}` : ""}: ${d.message}`);
    // Changed contract files at the head are validated: their errors are the pull request's.
    const changedFiles = await loadChangedContracts(changes.contractFiles, baseFiles, headFiles);
    // The base's contracts judge unreadable files, seed the embedded service and weigh a config
    // change: with none of these (a README-only pull request) they are not read.
    const nothingToCheck = versions.base.length + versions.head.length + changedFiles.head.length === 0;
    const needContracts = versions.headDiagnostics.length > 0 || config.changed || (request.embedded && !nothingToCheck);
    const baseContracts = needContracts ? (await (0,src_contracts/* loadContracts */.YR)(baseFiles, rules)).contracts : [];
    const unreadableHead = unreadableSchemaFindings(versions.headDiagnostics, versions.base, baseContracts, sources);
    const run = {
        request,
        service,
        log,
        sources,
        baseFiles,
        versions,
        changedFiles,
        contractsById: new Map(),
        baseContracts,
        moves: movedAssets(changes.schemaFiles, versions.base, versions.head),
        unreadableTargets: unreadableHead.unreadableTargets,
    };
    await seedEmbeddedService(run);
    const contractedBase = await contractedBaseAssets(run);
    const { checked, results } = await registerAndCheck(run, contractedBase);
    const assetByName = new Map(checked.map((c) => [c.asset.resourceName, c.asset]));
    const { checks, uncontractedNames } = mapResults(run, results, assetByName);
    const known = new Map([...contractedBase.map((a) => [a.resourceName, a]), ...assetByName]);
    checks.push(...(await checkChangedContracts(run, checks, known)));
    for (const move of run.moves)
        uncontractedNames.delete(move.from.resourceName);
    const report = {
        findings: await gateFindings(run, config, headFiles, unreadableHead.findings, results),
        checks,
        uncontracted: uncontractedChanges(versions, uncontractedNames, assetByName),
        contractChanges: contractChanges(changedFiles),
        unreadable: unreadable([
            ...changedFiles.diagnostics.filter((d) => d.severity !== "error"),
            ...unreadableHead.rest,
        ]),
    };
    await keepExistingLines(report, headFiles);
    const assessment = (0,report_assessment/* assessReport */.v)(report, checked.length);
    return {
        report,
        assessment,
        verdict: assessment.verdict,
        assetsChecked: assessment.assetsChecked,
        violations: assessment.violations,
        changedFiles: changed.length,
    };
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
/** The base's rules; without a config, migration folders are where Postgres files share a folder (at either end). */
async function sourceMapOf(base, request, baseFiles, headFiles) {
    if (base.found)
        return new sync_changes/* SourceMap */.oY(base.rules, request.defaultDataSource);
    const paths = new Set([...(await baseFiles.listAll()), ...(await headFiles.listAll())]);
    return new sync_changes/* SourceMap */.oY(base.rules, request.defaultDataSource, (0,schema.sharedFolderRule)([...paths]));
}
/**
 * The contracts the check holds assets to. The embedded service starts empty: it gets the
 * repository's contracts at the base, and the head version of each contract the pull
 * request changes ("update the contract in the same PR" is the fix we advise). A remote
 * service already holds the published ones.
 */
async function seedEmbeddedService(run) {
    const changedContracts = run.changedFiles.head;
    const nothingToCheck = run.versions.base.length + run.versions.head.length + changedContracts.length === 0;
    // Nothing to check (a README-only pull request): the embedded service is not even started.
    if (!run.request.embedded || nothingToCheck) {
        for (const c of changedContracts)
            run.contractsById.set(c.contract.id, c);
        return;
    }
    for (const c of run.baseContracts)
        run.contractsById.set(c.contract.id, c);
    for (const c of changedContracts)
        run.contractsById.set(c.contract.id, c);
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
async function registerAndCheck(run, contractedBase) {
    const { versions, request, service } = run;
    const registered = [...versions.base, ...contractedBase];
    if (registered.length > 0) {
        await service.registerAssets({ assets: registered.map((a) => (0,assets/* toAssetInput */.i)(a)), prLink: request.prLink });
    }
    const headNames = new Set(versions.head.map((a) => a.resourceName));
    const movedFrom = new Set(run.moves.map((m) => m.from.resourceName));
    const targetOf = (file) => run.sources.targetOf(file)?.path ?? file;
    // Not removed: moved (checked under the old name below) or unreadable (a finding of its own).
    const removed = versions.base.filter((a) => !headNames.has(a.resourceName) &&
        !movedFrom.has(a.resourceName) &&
        !run.unreadableTargets.has(targetOf(a.file)));
    const checked = [
        ...versions.head.map((asset) => ({ input: (0,assets/* toAssetInput */.i)(asset), asset })),
        ...run.moves.map((move) => ({ input: (0,assets/* toAssetInput */.i)(underOldName(move)), asset: underOldName(move) })),
        ...removed.map((asset) => ({ input: (0,assets/* removedAssetInput */.N)(asset), asset })),
    ];
    if (checked.length === 0)
        return { checked, results: [] };
    const results = await service.checkAssetsCompliance({
        assets: checked.map((c) => c.input),
        responseType: "DETAILED",
        includeUnchangedAssets: false,
        prLink: request.prLink,
    });
    return { checked, results };
}
/** The service's results as report entries, violations located in the asset's file (or its contract's). */
function mapResults(run, results, assetByName) {
    const headNames = new Set([
        ...run.versions.head.map((a) => a.resourceName),
        ...run.moves.map((m) => m.from.resourceName),
    ]);
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
        const loaded = run.contractsById.get(result.contractId);
        const contract = contractRef(loaded, result);
        // A removed asset's file is gone at the head: point at its contract instead of dead lines.
        const gone = asset !== undefined && !headNames.has(asset.resourceName);
        checks.push({
            asset: result.dataAssetResourceName,
            file: gone ? undefined : asset?.file,
            contract,
            violations: asset && !gone
                ? locateViolations(asset, result.violations)
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
                violations: outcome.violations.map((v) => asset ? { ...v, ...locateField(asset, v.field) } : { ...v, file: loaded.file, line: loaded.line }),
            });
        }
    }
    return checks;
}
/** Assets without a contract: how they changed, breaking changes first. */
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
                ...(asset && d.status !== "removed" ? locateField(asset, change.field) : { line: undefined }),
            })),
        };
    })
        .sort((a, b) => Number(b.changes.some((c) => c.breaking)) - Number(a.changes.some((c) => c.breaking)));
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
    const { service, embedded, close } = await (0,cli_service/* openCliService */.g)(options.apiUrl, io.env);
    if (embedded)
        progress("embedded service: contracts come from the repository at the base commit");
    try {
        const outcome = await runCheck({ base, head, configPath: options.config, configExplicit: options.configExplicit, embedded }, { git, service, log: { info: progress, warn: (m) => progress(`warning: ${m}`) } });
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
        const lazy = lazyEmbedded(async () => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(849), __webpack_require__.e(568), __webpack_require__.e(175), __webpack_require__.e(740), __webpack_require__.e(154), __webpack_require__.e(263), __webpack_require__.e(493)]).then(__webpack_require__.bind(__webpack_require__, 16493))).startEmbeddedService());
        return { service: lazy.client, embedded: true, close: lazy.close };
    }
    const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(407)]).then(__webpack_require__.bind(__webpack_require__, 62407));
    const client = createClient(remote);
    return { service: client, embedded: false, close: () => client.close() };
}
/** A client whose every method first starts the embedded service (once); close stops it if it started. */
function lazyEmbedded(start) {
    let started;
    const close = async () => {
        const running = started;
        started = undefined;
        if (running)
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
                started ??= start();
                const { client: running } = await started;
                const method = running[property];
                if (typeof method !== "function")
                    throw new TypeError(`the service has no operation '${property}'`);
                return method.apply(running, args);
            };
        },
    });
    return { client, close };
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

/***/ 4630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ removedAssetInput),
/* harmony export */   i: () => (/* binding */ toAssetInput)
/* harmony export */ });
/* harmony import */ var _schema_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52442);

/** A read asset as endpoints 6 and 7 take it (the tree without source lines). */
function toAssetInput(asset, schema = (0,_schema_model_js__WEBPACK_IMPORTED_MODULE_0__/* .toWireNode */ .z)(asset.schema)) {
    return {
        source_type: asset.sourceType,
        data_asset_resource_name: {
            source_type: asset.sourceType,
            data_source: asset.dataSource,
            path: asset.path,
        },
        schema,
    };
}
/**
 * An asset that the head no longer has (file deleted, table dropped, message
 * removed) is checked as an empty struct: its contract then reports every
 * required field as missing, which is what its readers will see.
 */
function removedAssetInput(asset) {
    return toAssetInput(asset, { type: "struct", name: asset.schema.name, fields: [] });
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
