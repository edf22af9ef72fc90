export const id = 291;
export const ids = [291];
export const modules = {

/***/ 30291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand),
  failsOn: () => (/* reexport */ verdict/* failsOn */.Hu),
  parseCheckArgs: () => (/* binding */ parseCheckArgs),
  run: () => (/* binding */ run),
  verdictLine: () => (/* binding */ verdictLine)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var verdict = __webpack_require__(95714);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(64204);
// EXTERNAL MODULE: ./src/report/counts-line.ts
var counts_line = __webpack_require__(73723);
// EXTERNAL MODULE: ./src/repository-path.ts
var repository_path = __webpack_require__(25063);
// EXTERNAL MODULE: ./src/rules/index.ts + 13 modules
var src_rules = __webpack_require__(93645);
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
 * GitLab Code Quality JSON of a check outcome: one issue per finding, with its fingerprint. GitLab
 * links an issue's path: a path that could leave the repository points at the fallback instead and
 * is said in the description (src/repository-path.ts).
 */
function renderGitLab(outcome, options) {
    const issues = outcome.findings.map((finding) => {
        const { file, line, unlinked } = (0,repository_path/* findingPlace */.p)(finding.file, finding.line);
        return {
            description: `${finding.existingDebt ? "existing debt (the base has it, not counted): " : ""}${finding.waiver ? `waived until ${finding.waiver.expires} (not counted): ` : ""}${(0,src_rules/* findingLine */.mC)(finding)}${unlinked}`,
            check_name: finding.rule,
            fingerprint: finding.fingerprint,
            severity: finding.existingDebt || finding.waiver ? "info" : SEVERITY[finding.level],
            location: { path: file ?? options.fallbackPath, lines: { begin: line ?? 1 } },
        };
    });
    return logSafeJson(issues);
}

;// CONCATENATED MODULE: ./src/report/formats/json.ts
/**
 * `--format json`: the verdict and counts, the findings every format renders (existing debt marked
 * `existingDebt`, waived ones `waiver`, each counted apart), the base's findings the pull request fixes, and the report.
 */
function renderJson(outcome) {
    const { verdict, assetsChecked, violations, findings, report } = outcome;
    const existingDebt = findings.filter((f) => f.existingDebt).length;
    const waived = findings.filter((f) => f.waiver).length;
    const fixed = outcome.fixed ?? [];
    const counted = { verdict, assetsChecked, violations, existingDebt, waived };
    return `${JSON.stringify({ ...counted, findings, fixed, report }, null, 2)}\n`;
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
/** Suites of findings without a contract, by what kind of finding they are. */
const CATEGORY_SUITE = {
    "protection-weakened": "protection weakened",
    "fail-closed": "checks that could not be made",
    "contract-violation": "contract violations",
    uncontracted: "changes outside contracts",
};
/**
 * One test case per finding: BLOCK and ALERT fail it, NOTIFY and RECORD note it in its output,
 * INACTIVE (listed, not counted) skips it. So `failures` counts the failing findings.
 */
function findingCase(finding) {
    const head = `    <testcase${attrs({
        name: `${finding.asset ?? finding.file ?? finding.contract?.name ?? finding.rule}${finding.field ? `: ${finding.field}` : ""}`,
        classname: finding.rule,
        ...(finding.file ? { file: finding.file } : {}),
    })}>`;
    const where = finding.file ? ` at ${finding.file}${finding.line ? `:${finding.line}` : ""}` : "";
    const text = xml(`${finding.rule} ${(0,src_rules/* findingLine */.mC)(finding)}${where} (${finding.level})`);
    // Existing debt (the base has it alike) is skipped: the pull request did not introduce it.
    const failed = (finding.level === "BLOCK" || finding.level === "ALERT") && !finding.existingDebt && !finding.waiver;
    const skipped = finding.level === "INACTIVE" || finding.existingDebt === true || finding.waiver !== undefined;
    const note = finding.existingDebt
        ? "existing debt: the base has it, not counted"
        : finding.waiver
            ? `waived until ${finding.waiver.expires}: ${finding.waiver.reason}`
            : "listed, not counted";
    const body = failed
        ? `<failure${attrs({ type: finding.rule, message: finding.message })}>${text}</failure>`
        : skipped
            ? `<skipped${attrs({ message: `${finding.message} (${note})` })}/>`
            : `<system-out>${text}</system-out>`;
    return { text: `${head}\n      ${body}\n    </testcase>`, failed, skipped };
}
const contractKey = (contract) => contract.id ?? contract.name;
/**
 * JUnit XML of a check outcome: a test suite per contract (its findings, and a passing case per
 * asset that complies with it), and a suite per kind of finding without a contract.
 */
function renderJUnit(outcome) {
    const suites = new Map();
    const suiteOf = (key, name, file) => {
        const suite = suites.get(key) ?? { name, file, cases: [], failures: 0, skipped: 0 };
        suites.set(key, suite);
        return suite;
    };
    for (const finding of outcome.findings) {
        const { contract } = finding;
        const suite = contract
            ? suiteOf(`contract ${contractKey(contract)}`, `contract ${contract.name} (${contract.enforcementLevel})`, contract.filePath)
            : suiteOf(src_rules/* RULES */.y0[finding.rule].category, CATEGORY_SUITE[src_rules/* RULES */.y0[finding.rule].category]);
        const testcase = findingCase(finding);
        suite.cases.push(testcase.text);
        if (testcase.failed)
            suite.failures++;
        if (testcase.skipped)
            suite.skipped++;
    }
    for (const check of outcome.report.checks.filter(passing)) {
        const { contract } = check;
        suiteOf(`contract ${contractKey(contract)}`, `contract ${contract.name} (${contract.enforcementLevel})`, contract.filePath).cases.push(`    <testcase${attrs({ name: check.asset, classname: contract.name, ...(check.file ? { file: check.file } : {}) })}/>`);
    }
    const all = [...suites.values()];
    const tests = all.reduce((n, s) => n + s.cases.length, 0);
    const failures = all.reduce((n, s) => n + s.failures, 0);
    const body = all.map((s) => `  <testsuite${attrs({ name: s.name, tests: s.cases.length, failures: s.failures, errors: 0, skipped: s.skipped, ...(s.file ? { file: s.file } : {}) })}>\n${s.cases.join("\n")}\n  </testsuite>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: "contract-sync", tests, failures, errors: 0 })}>\n${body.join("\n")}\n</testsuites>\n`;
}
/** An asset that complies with a contract that is not INACTIVE: a passing test case. */
const passing = (check) => check.violations.length === 0 && check.contract.enforcementLevel !== "INACTIVE";

;// CONCATENATED MODULE: ./src/report/formats/sarif.ts



const LEVEL = {
    BLOCK: "error",
    ALERT: "warning",
    NOTIFY: "note",
    RECORD: "note",
    INACTIVE: "none",
};
/** A file and line as a SARIF physical location, relative to the checked-out repository. */
const physicalLocation = (file, line) => ({
    artifactLocation: { uri: file, uriBaseId: "%SRCROOT%" },
    ...(line ? { region: { startLine: line } } : {}),
});
/** A finding's line to write (the version) as a SARIF fix: the whole line replaced (columns in UTF-16 units). */
const lineFix = (file, suggestion) => ({
    description: { text: `write ${suggestion.suggested.trim()}` },
    artifactChanges: [
        {
            artifactLocation: physicalLocation(file, undefined).artifactLocation,
            replacements: [
                {
                    deletedRegion: {
                        startLine: suggestion.line,
                        startColumn: 1,
                        endColumn: suggestion.current.length + 1,
                    },
                    insertedContent: { text: suggestion.suggested },
                },
            ],
        },
    ],
});
/** The contract's own place, when it is another file than the change's: where a fix of the contract goes. */
function contractLocation(finding) {
    const contract = finding.contract;
    const path = (0,repository_path/* repositoryPath */.S)(contract?.filePath);
    if (!contract || !path || contract.filePath === finding.file)
        return {};
    return {
        relatedLocations: [
            {
                id: 0,
                physicalLocation: physicalLocation(path, contract.line),
                message: { text: `contract ${contract.name}` },
            },
        ],
    };
}
const ruleName = (id) => id
    .toLowerCase()
    .split("_")
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
/** The rule table as SARIF reporting descriptors, in the table's order (results index into it). */
const DESCRIPTORS = src_rules/* RULE_IDS */.Iu.map((id) => {
    const rule = src_rules/* RULES */.y0[id];
    return {
        id,
        name: ruleName(id),
        shortDescription: { text: rule.title },
        fullDescription: { text: rule.help },
        help: { text: rule.help },
        properties: {
            category: rule.category,
            defaultLevel: rule.defaultLevel,
            docs: `${src_rules/* RULE_REFERENCE_PAGE */.tK}#${rule.anchor}`,
        },
    };
});
/**
 * One finding as a SARIF result. Code scanning links a location's file: a path that could leave
 * the repository gets no location (nor fix) and is said in the message (src/repository-path.ts).
 */
function resultOf(finding) {
    const { file, line, unlinked } = (0,repository_path/* findingPlace */.p)(finding.file, finding.line);
    return {
        ruleId: finding.rule,
        ruleIndex: src_rules/* RULE_IDS */.Iu.indexOf(finding.rule),
        // Existing debt (the base has it alike) is a note, whatever its contract's level: it blocks nothing.
        level: finding.existingDebt || finding.waiver ? "note" : LEVEL[finding.level],
        baselineState: finding.existingDebt ? "unchanged" : "new",
        // A waived finding is suppressed in SARIF's own terms: accepted, with the ledger's reason.
        ...(finding.waiver
            ? { suppressions: [{ kind: "external", status: "accepted", justification: finding.waiver.reason }] }
            : {}),
        message: { text: `${(0,src_rules/* findingLine */.mC)(finding)}${unlinked}` },
        // Keeps a code scanning alert the same alert across runs (the same identity as GitLab's fingerprint).
        partialFingerprints: { "contractSyncFinding/v1": finding.fingerprint },
        ...(file ? { locations: [{ physicalLocation: physicalLocation(file, line) }] } : {}),
        ...contractLocation(finding),
        ...(file && finding.suggestedLine ? { fixes: [lineFix(file, finding.suggestedLine)] } : {}),
        properties: {
            enforcementLevel: finding.level,
            ...(finding.asset ? { asset: finding.asset } : {}),
            ...(finding.field ? { field: finding.field } : {}),
            ...(finding.contract ? { contract: finding.contract.name } : {}),
            ...(finding.existingDebt ? { existingDebt: true } : {}),
            ...(finding.waiver
                ? { waivedUntil: finding.waiver.expires, waivedBy: finding.waiver.approvedBy.join(", ") }
                : {}),
        },
    };
}
/**
 * SARIF 2.1.0 of a check outcome: one result per finding (ruleId and level from the finding,
 * its fingerprint as the partial fingerprint), located by repository path and line, for GitHub
 * code scanning and other SARIF viewers.
 */
function renderSarif(outcome, options) {
    const results = outcome.findings.map((finding) => resultOf(finding));
    const log = {
        $schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: [
            {
                tool: { driver: { name: "contract-sync", version: options.toolVersion, rules: DESCRIPTORS } },
                results,
                properties: {
                    verdict: outcome.verdict.verdict,
                    assetsChecked: outcome.assetsChecked,
                    violations: outcome.violations,
                    existingDebt: outcome.findings.filter((f) => f.existingDebt).length,
                    waived: outcome.findings.filter((f) => f.waiver).length,
                    fixed: outcome.fixed?.length ?? 0,
                },
            },
        ],
    };
    return logSafeJson(log);
}

// EXTERNAL MODULE: ./src/report/inert-log.ts
var inert_log = __webpack_require__(66853);
;// CONCATENATED MODULE: ./src/report/formats/text.ts



/**
 * The check for a terminal: plain lines, nothing to render. The comment's markdown is made
 * inert for GitHub (`&#95;`, a word joiner after `@`), which a terminal shows as noise; here
 * text from the pull request only has to be one line without control characters, which
 * `inertLogText` already guarantees for every log line.
 */
function renderText(outcome) {
    const { findings } = outcome;
    const lines = [
        `contract-sync: ${VERDICT[outcome.verdict.verdict]}`,
        (0,counts_line/* countsLine */.J)(outcome.report, outcome),
        "",
    ];
    for (const level of LEVELS) {
        const atLevel = findings.filter((finding) => (0,src_rules/* counts */.tQ)(finding) && finding.level === level);
        if (atLevel.length > 0)
            lines.push(`${level} (${LEVEL_EFFECT[level]})`, ...atLevel.flatMap(findingLines), "");
    }
    const debt = findings.filter((finding) => finding.existingDebt);
    if (debt.length > 0)
        lines.push("Existing debt (the base already has these; not counted)", ...debt.flatMap(findingLines), "");
    const waived = findings.filter((finding) => finding.waiver);
    if (waived.length > 0)
        lines.push("Waived (accepted in the waiver ledger; not counted)", ...waived.flatMap((finding) => [
            ...findingLines(finding),
            `    ${(0,inert_log/* inertLogText */.I)(`waived until ${finding.waiver?.expires} by ${finding.waiver?.approvedBy.join(", ")}: ${finding.waiver?.reason}`)}`,
        ]), "");
    const shown = findings.filter((finding) => !(0,src_rules/* counts */.tQ)(finding) && !finding.existingDebt && !finding.waiver);
    if (shown.length > 0)
        lines.push("Shown, not counted", ...shown.flatMap(findingLines), "");
    const fixed = outcome.fixed ?? [];
    if (fixed.length > 0)
        lines.push("Fixed by this change", ...fixed.flatMap(findingLines), "");
    const rules = [...new Set(findings.filter(src_rules/* counts */.tQ).map((finding) => finding.rule))];
    if (rules.length > 0)
        lines.push("What to do", ...rules.map(ruleHelp), "");
    return `${lines.join("\n")}\n`;
}
const VERDICT = {
    block: "blocked: this change breaks a blocking contract or fails closed",
    alert: "passed with alerts: violations need attention",
    pass: "passed",
};
const LEVELS = ["BLOCK", "ALERT", "NOTIFY", "RECORD"];
const LEVEL_EFFECT = {
    BLOCK: "fails the check",
    ALERT: "needs attention; does not block",
    NOTIFY: "the contract's owner is notified; does not block",
    RECORD: "recorded for the contract's owner; does not block",
};
/** Two lines a finding: what and where, then the contract's expectation and the contract. */
function findingLines(finding) {
    const subject = finding.asset ?? finding.file;
    const place = finding.file ? ` at ${finding.file}${finding.line ? `:${finding.line}` : ""}` : "";
    const field = finding.field ? ` field ${finding.field}` : "";
    const first = `  ${finding.rule}${subject ? ` ${subject}` : ""}${field}${place}`;
    const details = [
        finding.message,
        ...(finding.expected !== undefined || finding.actual !== undefined
            ? [`expected ${finding.expected ?? "—"}, found ${finding.actual ?? "—"}`]
            : []),
        ...(finding.contract
            ? [
                `contract ${finding.contract.name}${finding.contract.filePath ? ` (${finding.contract.filePath})` : ""}`,
            ]
            : []),
    ];
    // A probable rename's route: its code, a line each, indented under the finding.
    const route = finding.rename
        ? finding.rename.route.code.split(/\r\n?|\n/).map((l) => `      ${(0,inert_log/* inertLogText */.I)(l)}`)
        : [];
    return [(0,inert_log/* inertLogText */.I)(first), `    ${(0,inert_log/* inertLogText */.I)(details.join(" · "))}`, ...route];
}
function ruleHelp(rule) {
    return `  ${rule}: ${src_rules/* RULES */.y0[rule].help}`;
}

;// CONCATENATED MODULE: ./src/report/formats/index.ts






// EXTERNAL MODULE: ./src/report/markdown.ts + 6 modules
var markdown = __webpack_require__(77126);
// EXTERNAL MODULE: ./src/schema/index.ts + 6 modules
var schema = __webpack_require__(84723);
// EXTERNAL MODULE: ./src/outcome/assessment.ts + 1 modules
var assessment = __webpack_require__(30451);
// EXTERNAL MODULE: ./src/waivers/ledger.ts
var ledger = __webpack_require__(28896);
// EXTERNAL MODULE: ./src/sync/asset-reads.ts
var asset_reads = __webpack_require__(5279);
// EXTERNAL MODULE: ./src/api/source-type-names.ts
var source_type_names = __webpack_require__(20117);
// EXTERNAL MODULE: ./src/sync/read-inputs.ts
var read_inputs = __webpack_require__(44905);
;// CONCATENATED MODULE: ./src/sync/description-inputs.ts



/**
 * A framework's description (a Prisma schema, Drizzle tables) is read from more files than itself:
 * the other files of a Prisma schema folder (an enum in enums.prisma), the drizzle.config.* whose
 * `casing` names the columns, an imported column helper. A pull request that changes only one of
 * those changes the tables all the same, so each description a rule reads whose inputs a changed
 * file is, is read again at both ends, and that file counts as a schema file of the change. The
 * inputs are what the description's read asked for (descriptionInputs: one recorder for every
 * framework), or, where a framework says them without a read (Prisma, Drizzle: `inputs`), those. Only when a changed file could be an input (its ending): a README-only
 * pull request loads and lists nothing.
 */
const MAYBE_INPUT = /\.(?:prisma|[cm]?[jt]s|py)$/i;
async function withDescriptionInputs(changes, changed, sources, files) {
    const touched = new Map();
    for (const file of changed)
        for (const path of [file.path, file.previousPath])
            if (path && MAYBE_INPUT.test(path) && !sources.rules.isContractFile(path))
                touched.set(path, file);
    if (touched.size === 0)
        return changes;
    const { isDescriptionPath } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 27376));
    const inputOf = new Set();
    const added = async (end, targets) => {
        const paths = new Set(await end.listAll());
        const read = new Set(targets.map((t) => t.path));
        const more = [];
        for (const path of paths) {
            if (read.has(path) || !isDescriptionPath(path))
                continue;
            const target = sources.targetOf(path);
            if (!target || target.path !== path || !source_type_names/* SQL_SOURCE_TYPES */.L.has(target.sourceType))
                continue;
            const hits = await inputsChanged(path, end, paths, touched);
            if (hits.length === 0)
                continue;
            more.push(target);
            for (const file of hits)
                inputOf.add(file);
        }
        return more;
    };
    const [base, head] = await Promise.all([
        added(files.base, changes.baseTargets),
        added(files.head, changes.headTargets),
    ]);
    if (inputOf.size === 0)
        return changes;
    const schemaFiles = [...changes.schemaFiles];
    for (const file of inputOf)
        if (!schemaFiles.includes(file))
            schemaFiles.push(file);
    return {
        ...changes,
        schemaFiles,
        baseTargets: [...changes.baseTargets, ...base],
        headTargets: [...changes.headTargets, ...head],
    };
}
/**
 * What a description is read with besides itself, found or not, recorded as its framework reads it:
 * every file asked for (an imported base's module, a relation's target, an enum, settings, the
 * DataSource) and every folder listed (a models package, a schema's siblings); none when it is no
 * description a framework reads.
 */
async function descriptionInputs(path, files) {
    const { describeAt } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 27376));
    const recording = (0,read_inputs/* recordingFiles */.h)(files);
    if (!(await describeAt(path, recording.files)))
        return { files: [], folders: [] };
    const read = recording.inputs();
    return { files: read.files.filter((p) => p !== path), folders: read.folders, trees: read.trees };
}
/**
 * The changed files (by path, base or head) that are inputs of the description at `path` in `end`:
 * the framework's own `inputs` where it says them without a read (Prisma, Drizzle), else what its
 * read asked for (descriptionInputs).
 */
async function inputsChanged(path, end, paths, touched) {
    const { frameworkOf } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 27376));
    const text = await end.readText(path).catch(() => undefined);
    const framework = text === undefined ? undefined : await frameworkOf(path, text);
    if (!framework || text === undefined)
        return [];
    const said = framework.inputs?.({ path, text, paths });
    const inputs = said
        ? { files: said, folders: [] }
        : await descriptionInputs(path, end).catch(() => ({ files: [], folders: [] }));
    return [...touched].flatMap(([input, file]) => (inputOfRead(input, file, inputs) ? [file] : []));
}
/**
 * Whether a changed file changes what a read saw: a file it asked for, or a file added to, removed
 * from or renamed in a folder it listed (a listing holds names only: an edit of a file it did not
 * read changes nothing).
 */
function inputOfRead(path, file, inputs) {
    if (inputs.files.includes(path))
        return true;
    if (file.status === "modified" || file.status === "type-changed")
        return false;
    const dir = external_node_path_.posix.dirname(path) === "." ? "" : external_node_path_.posix.dirname(path);
    const clean = (f) => (f === "." ? "" : f.replace(/\/$/, ""));
    return (inputs.folders.some((f) => clean(f) === dir) ||
        (inputs.trees ?? []).some((t) => clean(t) === "" || path.startsWith(`${clean(t)}/`)));
}

// EXTERNAL MODULE: ./src/sync/ports.ts
var sync_ports = __webpack_require__(52083);
;// CONCATENATED MODULE: ./src/sync/schema-dependents.ts



/**
 * A schema read from more files than its own (attack54 F3): an Avro record's named types come from
 * the sibling `.avsc` files of its folder, a Protobuf file's from its imports, a JSON Schema's from
 * the files its `$ref`s name. A pull request that changes only such a file changes every asset
 * whose read used it, so each of those is read again at both ends and judged (its contract, its
 * compatibility mode). Which read used which file is what read-inputs.ts records (the history cache
 * keys on the same inputs); a file is read only when it could use a changed one (same folder for
 * Avro, the changed file's name in its text for the others), then confirmed by its read. A file
 * that uses one that uses a changed one is found too (its name is looked for in turn).
 */
const LINKED = new Set(["avro", "protobuf", "json_schema"]);
async function withSchemaDependents(changes, sources, files) {
    const touched = new Set();
    for (const file of changes.schemaFiles)
        for (const path of [file.path, file.previousPath])
            if (path && LINKED.has(sources.targetOf(path)?.sourceType))
                touched.add(path);
    if (touched.size === 0)
        return changes;
    const read = new Set([...changes.baseTargets, ...changes.headTargets].map((t) => t.path));
    const [base, head] = await Promise.all([
        dependentsAt(files.base, sources, touched, read),
        dependentsAt(files.head, sources, touched, read),
    ]);
    // Found at either end, read at both: the dependent itself did not change (else it is read already).
    const more = new Map([...base, ...head].map((t) => [t.path, t]));
    if (more.size === 0)
        return changes;
    return {
        ...changes,
        baseTargets: [...changes.baseTargets, ...more.values()],
        headTargets: [...changes.headTargets, ...more.values()],
    };
}
/** The targets at one end, not read already, whose read uses a touched file (at any remove). */
async function dependentsAt(end, sources, touched, read) {
    const candidates = [];
    for (const path of await end.listAll()) {
        const target = sources.targetOf(path);
        if (target?.path === path && LINKED.has(target.sourceType) && !read.has(path) && !touched.has(path))
            candidates.push(target);
    }
    await end.prefetch?.(candidates.map((t) => t.path));
    const used = new Set(touched);
    const found = [];
    for (let grew = true; grew;) {
        grew = false;
        for (const target of candidates) {
            if (found.includes(target) || !(await mayUse(end, target, used)))
                continue;
            const { files, inputs } = (0,read_inputs/* recordingFiles */.h)(end);
            await (0,asset_reads/* readTargets */.R0)(files, sources, [target]).catch(() => []);
            if (!inputs().files.some((file) => file !== target.path && used.has(file)))
                continue;
            found.push(target);
            used.add(target.path);
            grew = true;
        }
    }
    return found;
}
/** Whether `target` could read one of `used` (cheap: no parse); its read decides. */
async function mayUse(end, target, used) {
    if (target.sourceType === "avro") {
        const folder = external_node_path_.posix.dirname(target.path);
        return [...used].some((path) => external_node_path_.posix.dirname(path) === folder);
    }
    const text = await end.readText(target.path).catch(() => undefined);
    if (text === undefined)
        return false;
    return [...used].some((path) => text.includes(external_node_path_.posix.basename(path)));
}

// EXTERNAL MODULE: ./src/config/index.ts
var src_config = __webpack_require__(89750);
;// CONCATENATED MODULE: ./src/sync/check/check-request.ts


/** A config path given explicitly that exists at neither end is a usage error naming it. */
class ConfigNotFoundError extends Error {
}
/** Enforcement follows the base's configuration; the head's must still be valid (it applies after the merge). */
async function loadConfigs(request, baseFiles, headFiles) {
    // Both ends at once: each is a `git ls-tree` and a blob read.
    const [base, head] = await Promise.all([
        (0,src_config/* loadConfig */.Z9)(baseFiles, request.configPath),
        (0,src_config/* loadConfig */.Z9)(headFiles, request.configPath),
    ]);
    if (request.configExplicit && !base.found && !head.found)
        throw new ConfigNotFoundError(`config file ${request.configPath} does not exist (at the base or the head of the range); fix the path or leave it out for the default ${config/* DEFAULT_CONFIG_PATH */.Bi}`);
    // A pull request edits its own workflow: a `config` input naming a file only the head has would
    // read the base with defaults, leaving the base's own configuration (and its owners) unread.
    if (request.configExplicit && !base.found && request.configPath !== config/* DEFAULT_CONFIG_PATH */.Bi) {
        const atDefault = await (0,src_config/* loadConfig */.Z9)(baseFiles, config/* DEFAULT_CONFIG_PATH */.Bi);
        if (atDefault.found)
            return { base: atDefault, head, changed: true, baseFile: config/* DEFAULT_CONFIG_PATH */.Bi };
    }
    const [baseText, headText] = await Promise.all([
        baseFiles.readText(request.configPath),
        headFiles.readText(request.configPath),
    ]);
    const changed = baseText !== headText;
    return { base, head, changed };
}

// EXTERNAL MODULE: ./src/sync/check/codeowners.ts
var codeowners = __webpack_require__(71479);
// EXTERNAL MODULE: ./src/sync/check/rules/define.ts
var rules_define = __webpack_require__(48873);
;// CONCATENATED MODULE: ./src/sync/check/merge-target.ts

/**
 * The pull request's head is judged as merged into the base (docs/rules.md "The merge result: what is judged"):
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
    return (0,rules_define/* gateFinding */.j)("MERGE_CONFLICT", {
        file: paths[0],
        message: `The pull request does not merge cleanly into its base branch (conflicts in ${shown || "the history"}), so what the base would hold after the merge cannot be checked: rebase on the base branch and push again.`,
    });
}

;// CONCATENATED MODULE: ./src/sync/check/pipeline.ts











/**
 * The pull request check (docs/contributing.md "Architecture", docs/findings.md), top to bottom: the range,
 * the configuration at both ends, the changed files sorted into read targets; then (only when a
 * schema file, a contract file or the config changed) the files read at both ends, the contracts
 * that judge them, the service asked, its answers and the changed contracts judged, and one
 * report assessed once. Knows nothing of GitHub or HTTP. A README-only pull request is answered
 * before the rest of the check (changed-files-check.ts) is loaded: no contracts, compliance rules or reader.
 */
async function runCheck(asked, ports) {
    const log = ports.log ?? sync_ports/* silentLogger */.q;
    // The head as merged into the base tip (merge-target.ts).
    const range = await checkedRange(asked, ports.git, log);
    if ("conflict" in range)
        return (0,assessment/* checkOutcome */.Tx)({ ...EMPTY_REPORT, findings: [range.conflict] }, 0, 0);
    const request = { ...asked, base: range.base, head: range.head };
    const headFiles = ports.git.filesAt(request.head);
    const baseFiles = ports.git.filesAt(request.base);
    // `git diff` runs while the configs are read; its failure is awaited (and thrown) below.
    const diff = ports.git.changedFiles(request.base, request.head);
    diff.catch(() => { });
    const config = await loadConfigs(request, baseFiles, headFiles);
    const sources = await sourceMapOf(config.base, request, baseFiles, headFiles);
    const changed = await diff;
    const ends = { base: baseFiles, head: headFiles };
    const described = await withDescriptionInputs((0,asset_reads/* classifyChanges */.Wu)(changed, config.base.rules, sources), changed, sources, ends);
    // An asset whose read uses a changed sibling, import or $ref file changed too (attack54 F3).
    const changes = await withSchemaDependents(described, sources, ends);
    log.info(`${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`);
    const ledgerChanged = changed.some((f) => [f.path, f.previousPath].includes(ledger/* DEFAULT_WAIVER_FILE */.kQ));
    // Who owns a contract file is who consents to it: a CODEOWNERS change is checked (consent-changes.ts).
    const ownersChanged = changed.some((f) => codeowners/* CODEOWNERS_FILES */.cj.some((file) => [f.path, f.previousPath].includes(file)));
    if (nothingToCheck(changes, config) && !ledgerChanged && !ownersChanged)
        return (0,assessment/* checkOutcome */.Tx)({ ...EMPTY_REPORT, findings: [] }, 0, changed.length);
    // The embedded service will be asked: its PGlite starts now, while the files are read.
    if (request.embedded && !(await largeMigrationFolder(changes.baseTargets, baseFiles)))
        ports.warmService?.();
    const start = {
        request,
        config,
        sources,
        changes,
        changedCount: changed.length,
        consentFilesChanged: ledgerChanged || ownersChanged,
        headFiles,
        baseFiles,
        // Read once here: the base's is applied, the head's validated, both compared for approvals.
        ledgers: { base: await (0,ledger/* readWaiverLedger */.us)(baseFiles), head: await (0,ledger/* readWaiverLedger */.us)(headFiles) },
        // The one clock of the run: every rule and the approvals judge expiry and sunsets on this day.
        today: (0,ledger/* utcToday */.wc)(),
    };
    const { checkChangedFiles } = await Promise.all(/* import() */[__webpack_require__.e(1117), __webpack_require__.e(2815), __webpack_require__.e(8735), __webpack_require__.e(2254), __webpack_require__.e(5247), __webpack_require__.e(6811), __webpack_require__.e(4832), __webpack_require__.e(1705), __webpack_require__.e(4922)]).then(__webpack_require__.bind(__webpack_require__, 54922));
    return checkChangedFiles(start, {
        git: ports.git,
        service: ports.service,
        log,
        approvals: ports.approvals,
    });
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
        return new asset_reads/* SourceMap */.oY(base.rules, request.defaultDataSource);
    const paths = new Set([...(await baseFiles.listAll()), ...(await headFiles.listAll())]);
    return new asset_reads/* SourceMap */.oY(base.rules, request.defaultDataSource, (0,schema.sharedFolderRule)([...paths]));
}
/**
 * Migration folders with at least this many files replay for a second or more (`npm run bench --
 * action`, row "PR adding one migration to a folder of 2000, embedded, cold runner").
 */
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
// EXTERNAL MODULE: ./src/cli/repository.ts + 4 modules
var repository = __webpack_require__(32380);
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
    throw new cli_io/* UsageError */.eb(`no main branch found to compare with (tried ${DEFAULT_BASES.join(", ")}): name one with --base, or fetch it:`, `  git -C ${git.root} fetch --no-tags ${remote} main:refs/remotes/${remote}/main`);
}
/** The report in the asked format, from the outcome computed once. */
function render(outcome, options, io) {
    switch (options.format) {
        case "json":
            return renderJson(outcome);
        case "sarif":
            return renderSarif(outcome, { toolVersion: io.env.CONTRACT_SYNC_VERSION ?? "0.1.0" });
        case "junit":
            return renderJUnit(outcome);
        case "gitlab":
            return renderGitLab(outcome, { fallbackPath: options.config });
        case "text":
            return renderText(outcome);
        case "markdown":
            return (0,markdown/* renderComment */.wQ)(outcome.report, { workflow: "cli", job: "check", maxLength: 1_000_000 }, outcome.assessment);
    }
}
/** Exit 1 when the verdict reaches --fail-on (the action's fail-on input: the same policy). */

/** The one line on stderr that sums up a check: verdict and the counts of the findings. */
function verdictLine(outcome) {
    return `verdict ${outcome.verdict.verdict}: ${(0,counts_line/* countsLine */.J)(outcome.report, outcome)}`;
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
        throw new cli_io/* UsageError */.eb(`--base ${options.base} is not a commit in ${git.root}; fetch it:`, `  git -C ${git.root} fetch --no-tags ${remote} ${options.base?.replace(`${remote}/`, "")}`);
    }
    await (0,repository/* deepen */.gN)(git, base, head, { base: options.base ?? base, remote }, progress);
    progress(`checking ${head.slice(0, 12)} against ${base.slice(0, 12)}`);
    const { service, embedded, close, warm } = await (0,cli_service/* openCliService */.g)(options.apiUrl, io.env);
    if (embedded)
        progress("embedded service: contracts come from the repository at the base commit");
    try {
        const outcome = await runCheck({
            base,
            head,
            configPath: options.config,
            configExplicit: options.configExplicit,
            embedded,
            requestLimits: options.requestLimits,
        }, { git, service, log: { info: progress, warn: (m) => progress(`warning: ${m}`) }, warmService: warm });
        io.stdout(render(outcome, options, io));
        progress(verdictLine(outcome));
        return (0,verdict/* failsOn */.Hu)(outcome.verdict.verdict, options.failOn) ? 1 : 0;
    }
    finally {
        await close();
        await (0,schema.closeReaders)();
    }
}
/** `--format`, else plain text on a terminal and the pull request comment's markdown in a pipe or file. */
function parseCheckArgs(args, cwd, stdoutIsTerminal = false) {
    const { text } = (0,help/* parseByTable */.ph)(["check"], args);
    return {
        repo: (0,external_node_path_.resolve)(cwd, text("repo") ?? "."),
        base: text("base"),
        head: text("head") ?? "HEAD",
        config: text("config") ?? config/* DEFAULT_CONFIG_PATH */.Bi,
        configExplicit: text("config") !== undefined,
        apiUrl: text("api-url"),
        format: (text("format") ?? (stdoutIsTerminal ? "text" : "markdown")),
        failOn: text("fail-on"),
        remote: text("remote"),
        requestLimits: (0,cli_service/* requestLimitsOf */.B)(text),
    };
}
const run = async (args, io) => checkCommand(parseCheckArgs(args, io.cwd, io.stdoutIsTerminal), io);


/***/ }),

/***/ 71479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cj: () => (/* binding */ CODEOWNERS_FILES),
/* harmony export */   oZ: () => (/* binding */ readCodeowners)
/* harmony export */ });
/* unused harmony export parseCodeowners */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86587);


/**
 * Who GitHub asks to review a file (CODEOWNERS, docs/intended-changes.md "Who may consent"): the
 * owners of the last line whose pattern matches the path. `init` writes a line per contract file;
 * a pull request that changes who owns a contract file changes who consents to it.
 */
/** Where GitHub looks for the file, in its order: the first that exists is used. */
const CODEOWNERS_FILES = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
/** The file GitHub would use at this commit, parsed; a commit without one owns nothing. */
async function readCodeowners(files) {
    for (const file of CODEOWNERS_FILES) {
        let text;
        try {
            text = await files.readText(file);
        }
        catch (error) {
            // Fail closed, at the file: a change of it needs the owners (consent-changes.ts), never a crash.
            return { file, text: undefined, problem: (0,_error_message_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .g)(error), ownersOf: () => [] };
        }
        if (text !== undefined)
            return parseCodeowners(text, file);
    }
    return { file: undefined, text: undefined, ownersOf: () => [] };
}
function parseCodeowners(text, file) {
    const lines = [];
    for (const raw of text.split(/\r?\n/)) {
        const line = raw.replace(/(^|[^\\])#.*$/, "$1").trim();
        if (line === "")
            continue;
        // A pattern ends at the first space that is not escaped.
        const [pattern = "", ...owners] = line.split(/(?<!\\)\s+/);
        lines.push({ matches: patternMatcher(pattern), owners: owners.map((o) => o.toLowerCase()).sort() });
    }
    return {
        file,
        text,
        ownersOf: (path) => lines.findLast((l) => l.matches(path))?.owners ?? [],
    };
}
/** A CODEOWNERS (gitignore-like) pattern as a matcher of repository paths. */
function patternMatcher(pattern) {
    const directory = pattern.endsWith("/");
    let glob = pattern.replace(/\/+$/, "");
    // A pattern with a slash before its end is anchored at the root; one without matches at any depth.
    glob = glob.startsWith("/") ? glob.slice(1) : glob.includes("/") ? glob : `**/${glob}`;
    const globs = directory ? [`${glob}/**`] : [glob, `${glob}/**`];
    const match = picomatch__WEBPACK_IMPORTED_MODULE_1___default()(globs, { dot: true });
    return (path) => match(path);
}


/***/ }),

/***/ 48873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ gateFinding),
/* harmony export */   q: () => (/* binding */ defineCheck)
/* harmony export */ });
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93645);

/** A finding of `rule`: the rule, its table title (with `detail`) and its level (the table's unless given). */
function gateFinding(rule, detected) {
    const { detail, level, ...rest } = detected;
    const info = _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[rule];
    const at = level ?? (info.defaultLevel === "contract" ? undefined : info.defaultLevel);
    // A programming error, not bad input: a rule of the contract's level must say which level.
    if (at === undefined)
        throw new Error(`${rule}: a finding of a rule at the contract's level needs its level`);
    return { rule, level: at, title: detail ? `${info.title}: ${detail}` : info.title, ...rest };
}
/** A gate rule: its id from the rule table (src/rules/) and its detection over the check's facts. */
function defineCheck(rule, detect, atBase) {
    return { rule, detect, atBase };
}


/***/ }),

/***/ 44905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ fingerprintOf),
/* harmony export */   h: () => (/* binding */ recordingFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** `files` with every path and listing it is asked for recorded in `inputs`. */
function recordingFiles(files) {
    const read = new Set();
    const folders = new Set();
    const trees = new Set();
    const { readBytes, size, listAll, prefetch, blobIds, objectIds, entryPaths } = files;
    const recorded = {
        readText: (path) => {
            read.add(path);
            return files.readText(path);
        },
        list: (dir) => {
            folders.add(dir);
            return files.list(dir);
        },
        listAll: async (dir) => {
            trees.add(dir ?? "");
            return listAll.call(files, dir);
        },
        ...(readBytes && {
            readBytes: (path) => {
                read.add(path);
                return readBytes.call(files, path);
            },
        }),
        ...(size && {
            size: (path) => {
                read.add(path);
                return size.call(files, path);
            },
        }),
        ...(prefetch && { prefetch: (paths) => prefetch.call(files, paths) }),
        ...(blobIds && { blobIds: (paths) => blobIds.call(files, paths) }),
        ...(objectIds && { objectIds: (paths) => objectIds.call(files, paths) }),
        ...(entryPaths && { entryPaths: (dir) => entryPaths.call(files, dir) }),
    };
    const sorted = (set) => [...set].sort();
    return {
        files: recorded,
        inputs: () => ({ files: sorted(read), folders: sorted(folders), trees: sorted(trees) }),
    };
}
/**
 * What `inputs` are in `files` (one commit's): each file's blob id (its text when the source has
 * none), each listing's names. Equal fingerprints: the read sees the same bytes.
 */
async function fingerprintOf(files, inputs) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
    // A commit's ids come from its objects one by one (objectIds), not a listing of its whole tree.
    const ids = (await (files.objectIds ?? files.blobIds)?.call(files, inputs.files)) ?? new Map();
    const byId = files.objectIds !== undefined || files.blobIds !== undefined;
    for (const path of inputs.files) {
        const id = ids.get(path) ?? (byId ? undefined : await files.readText(path));
        hash.update(`file\0${path}\0${id ?? "-"}\n`);
    }
    for (const dir of inputs.folders) {
        // The names only (a listing by tree, no blob read): the files read are fingerprinted above.
        const clean = dir.replace(/\/$/, "");
        const root = clean === "." ? "" : clean;
        const prefix = root === "" ? "" : `${root}/`;
        const direct = files.entryPaths
            ? await files.entryPaths(root)
            : (await files.listAll(root)).filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"));
        hash.update(`folder\0${dir}\0${direct.join("\0")}\n`);
    }
    for (const dir of inputs.trees)
        hash.update(`tree\0${dir}\0${(await files.listAll(dir || undefined)).join("\0")}\n`);
    return hash.digest("hex");
}


/***/ })

};
