export const id = 976;
export const ids = [976];
export const modules = {

/***/ 90976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  relayStep: () => (/* binding */ relayStep)
});

// UNUSED EXPORTS: RelayRefused

// EXTERNAL MODULE: ./node_modules/fflate/esm/index.mjs
var esm = __webpack_require__(51306);
// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(86587);
// EXTERNAL MODULE: ./src/outcome/assessment.ts + 1 modules
var outcome_assessment = __webpack_require__(30451);
// EXTERNAL MODULE: ./src/report/comment-marker.ts
var comment_marker = __webpack_require__(17202);
// EXTERNAL MODULE: ./src/report/markdown.ts + 6 modules
var markdown = __webpack_require__(33602);
// EXTERNAL MODULE: ./src/report/relay-report.ts
var relay_report = __webpack_require__(91722);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/api/source-types.ts
var source_types = __webpack_require__(9279);
// EXTERNAL MODULE: ./src/compliance/diff-types.ts
var diff_types = __webpack_require__(85248);
// EXTERNAL MODULE: ./src/rules/index.ts + 12 modules
var rules = __webpack_require__(56801);
;// CONCATENATED MODULE: ./src/report/relay-report-schema.ts





/**
 * The relay report as the relay reads it: untrusted data from a fork's run. Every object
 * is strict (an unknown key is refused, not dropped), every text and list is bounded, and
 * nothing in it is markup: the comment is rendered from it by report/markdown.ts.
 */
const Text = schemas/* string */.YjP().max(relay_report/* RELAY_LIMITS */.x7.textChars);
const List = (item) => schemas/* array */.YOg(item).max(relay_report/* RELAY_LIMITS */.x7.listItems);
const Line = schemas/* number */.aig().int().positive().max(10_000_000);
const Level = schemas/* enum */.k5n(["RECORD", "NOTIFY", "ALERT", "BLOCK", "INACTIVE"]);
// Every gate rule of the table, whatever its family: a family the table gains is relayed alike.
const GateRule = schemas/* enum */.k5n(rules/* GATE_RULE_IDS */.M5);
const SuggestedLine = schemas/* strictObject */.rej({ line: Line, current: Text, suggested: Text });
const IsoDate = schemas/* string */.YjP().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A finding's subject: a hash (sync/check/read-problems.ts). */
const Subject = schemas/* string */.YjP().regex(/^[0-9a-f]{1,64}$/);
const Contract = schemas/* strictObject */.rej({
    id: Text.optional(),
    name: Text,
    version: Text.optional(),
    owner: Text.optional(),
    enforcementLevel: Level,
    filePath: Text.optional(),
    line: Line.optional(),
});
const Change = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(diff_types/* CHANGE_KINDS */.t),
    field: Text,
    breaking: schemas/* boolean */.zMY(),
    reason: Text,
    before: Text.optional(),
    after: Text.optional(),
});
/** A probable rename of a missing field, with its safe route (compliance/renames.ts RenameNote). */
const Rename = schemas/* strictObject */.rej({
    to: Text,
    sign: schemas/* enum */.k5n(["alias", "rename-statement", "field-number", "place"]),
    carried: schemas/* boolean */.zMY(),
    why: Text,
    route: schemas/* strictObject */.rej({ format: Text, advice: Text, language: Text, code: Text }),
});
/** A finding of the base (existing debt is found by them): as the check built it, bounded. */
const BaseFinding = schemas/* strictObject */.rej({
    rule: schemas/* enum */.k5n(rules/* RULE_IDS */.Iu),
    level: Level,
    asset: Text.optional(),
    contract: Contract.optional(),
    field: Text.optional(),
    file: Text.optional(),
    line: Line.optional(),
    title: Text,
    message: Text,
    expected: Text.optional(),
    actual: Text.optional(),
    suggestions: List(Text).optional(),
    rename: Rename.optional(),
    suggestedLine: SuggestedLine.optional(),
    subject: Subject.optional(),
    hidesChange: Text.optional(),
    fingerprint: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
});
const Waiver = schemas/* strictObject */.rej({
    fingerprint: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{12,64}$/)
        .optional(),
    rule: schemas/* enum */.k5n(rules/* RULE_IDS */.Iu).optional(),
    asset: Text.optional(),
    field: Text.optional(),
    contract: Text.optional(),
    expected: Text.optional(),
    actual: Text.optional(),
    reason: Text,
    approvedBy: List(Text),
    expires: IsoDate,
    line: Line.optional(),
});
const Neighbour = schemas/* strictObject */.rej({ id: Text, name: Text.optional(), type: Text.optional() });
const Count = schemas/* number */.aig().int().nonnegative().max(10_000_000);
const Impact = schemas/* strictObject */.rej({
    asked: List(Text),
    notAsked: Count,
    assets: List(schemas/* strictObject */.rej({
        asset: Text,
        readers: List(Neighbour),
        readerCount: Count,
        writers: List(Neighbour),
        writerCount: Count,
        consumers: List(schemas/* strictObject */.rej({
            name: Text,
            team: Text.optional(),
            contact: Text.optional(),
            contractName: Text.optional(),
        })),
        consumerCount: Count,
    })),
    unknown: Text.optional(),
});
const Report = schemas/* strictObject */.rej({
    findings: List(schemas/* strictObject */.rej({
        rule: GateRule,
        level: Level,
        file: Text.optional(),
        line: Line.optional(),
        title: Text,
        message: Text,
        suggestions: List(Text).optional(),
        suggestedLine: SuggestedLine.optional(),
        contract: Contract.optional(),
        asset: Text.optional(),
        subject: Subject.optional(),
        hidesChange: Text.optional(),
    })).optional(),
    checks: List(schemas/* strictObject */.rej({
        asset: Text,
        file: Text.optional(),
        contract: Contract,
        violations: List(schemas/* strictObject */.rej({
            message: Text,
            field: Text,
            fieldType: Text.optional(),
            violationType: Text,
            expected: Text.optional(),
            actual: Text.optional(),
            file: Text.optional(),
            line: Line.optional(),
            rename: Rename.optional(),
        })),
    })),
    uncontracted: List(schemas/* strictObject */.rej({
        asset: Text,
        sourceType: source_types/* SourceType */.Y,
        file: Text.optional(),
        status: schemas/* enum */.k5n(["changed", "added", "removed"]),
        draft: schemas/* strictObject */.rej({ name: Text, file: Text }).optional(),
        contract: schemas/* strictObject */.rej({ name: Text, file: Text.optional() }).optional(),
        changes: List(Change.extend({ file: Text.optional(), line: Line.optional() })),
    })),
    unreadable: List(schemas/* strictObject */.rej({
        file: Text,
        diagnostics: List(schemas/* strictObject */.rej({
            line: Line.optional(),
            severity: schemas/* enum */.k5n(["error", "warning"]),
            message: Text,
            subject: Subject.optional(),
        })),
    })),
    contractChanges: List(schemas/* strictObject */.rej({
        contract: Contract,
        status: schemas/* enum */.k5n(["added", "changed", "removed"]),
        changes: List(Change),
    })).optional(),
    atBase: List(BaseFinding).optional(),
    waivers: schemas/* strictObject */.rej({ file: Text, entries: List(Waiver), today: IsoDate }).optional(),
    impact: Impact.optional(),
});
const Relay = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz(relay_report/* RELAY_FORMAT */.qi),
    pullRequest: schemas/* number */.aig().int().positive(),
    headSha: schemas/* string */.YjP().regex(/^[0-9a-f]{40}$/),
    // Part of the comment's marker (percent-encoded there): a job id's characters.
    job: schemas/* string */.YjP().regex(/^[A-Za-z0-9_-]{1,100}$/),
    assetsChecked: schemas/* number */.aig().int().nonnegative().max(10_000_000),
    report: Report,
});
/** The report, or why it is refused: too large, not JSON, or not the shape (the first problems named). */
function parseRelayReport(text) {
    if (Buffer.byteLength(text) > relay_report/* RELAY_LIMITS */.x7.fileBytes)
        return { error: `the report is larger than ${relay_report/* RELAY_LIMITS */.x7.fileBytes} bytes` };
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return { error: "the report is not JSON" };
    }
    const parsed = Relay.safeParse(json);
    if (!parsed.success) {
        const problems = parsed.error.issues
            .slice(0, 3)
            .map((issue) => `${issue.path.join(".") || "(report)"}: ${issue.message}`);
        return { error: `the report is not a contract-sync relay report: ${problems.join("; ")}` };
    }
    const report = parsed.data.report;
    return { relay: { ...parsed.data, report } };
}

// EXTERNAL MODULE: ./src/action/comment.ts
var comment = __webpack_require__(51151);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/github/approvals.ts
var approvals = __webpack_require__(70047);
;// CONCATENATED MODULE: ./src/action/relay-approvals.ts



/**
 * A fork's report is the fork's word: its run could claim an owner approved. The relay posts in
 * the repository's own voice, so an approval it shows is one it has seen: each approval the report
 * claims (an OWNER_APPROVAL_REQUIRED listed as approved, a weakening "(approved by X)") is checked
 * against GitHub's reviews of the run's head commit; one GitHub does not show counts again, at BLOCK,
 * saying the fork's run claimed it. The relay cannot tell who owns a contract (it reads no files),
 * nor see a finding the fork left out: docs/workflow.md says so.
 */
const APPROVED_ON_HEAD = /Approved on the latest commit by ([A-Za-z0-9-]+)/;
const APPROVED_WEAKENING = /\(approved by ([A-Za-z0-9-]+)(?: \(member of [^)]*\))?\)$/;
/** The login a finding claims approved it, if it claims one. */
function claimedApprover(finding) {
    if (finding.level !== "INACTIVE")
        return undefined;
    if (finding.rule === "OWNER_APPROVAL_REQUIRED")
        return isApprovalClaim(finding) ? (APPROVED_ON_HEAD.exec(finding.message)?.[1] ?? "") : undefined;
    if (finding.rule === "PROTECTION_WEAKENED")
        return APPROVED_WEAKENING.exec(finding.message)?.[1];
    return undefined;
}
/**
 * An approval listed by the check ("Owner approval required: contract orders (approved)"), by an
 * earlier version's title ("Approved by an owner: ..."), or by its sentence: any of them is a claim
 * to verify (recognising more claims only verifies more).
 */
function isApprovalClaim(finding) {
    return (finding.title.endsWith(" (approved)") ||
        finding.title.startsWith("Approved by an owner") ||
        APPROVED_ON_HEAD.test(finding.message));
}
/** The report with each approval GitHub does not show on `headSha` counted again, at BLOCK. */
async function verifiedApprovals(report, headSha, reviews) {
    const claims = (report.findings ?? []).map(claimedApprover);
    if (claims.every((c) => c === undefined))
        return report;
    let approved;
    let unread = "";
    try {
        approved = new Set((0,approvals/* headApprovals */.LD)(await reviews(), headSha).map((l) => l.toLowerCase()));
    }
    catch (error) {
        approved = new Set();
        unread = ` (the relay could not read the reviews: ${(0,error_message/* errorMessage */.g)(error)})`;
    }
    const findings = (report.findings ?? []).map((finding, i) => {
        const login = claims[i];
        if (login === undefined || (login !== "" && approved.has(login.toLowerCase())))
            return finding;
        return {
            ...finding,
            level: "BLOCK",
            title: `${rules/* RULES */.y0.OWNER_APPROVAL_REQUIRED.title}: approval not verified`,
            message: `The fork's run reports this as approved${login ? ` by ${login}` : ""}, but GitHub shows no such approval of the latest commit ${headSha.slice(0, 7)}${unread}: the relay does not vouch for it. The fork's report says: ${finding.message}`,
        };
    });
    return { ...report, findings };
}

// EXTERNAL MODULE: ./src/action/report-options.ts
var report_options = __webpack_require__(23813);
;// CONCATENATED MODULE: ./src/action/relay.ts











/** A report the relay does not post, and why: the step fails with it. */
class RelayRefused extends Error {
    name = "RelayRefused";
}
/**
 * Mode `relay`, in a `workflow_run` workflow with a write token and no checkout: the
 * report a pull request's check uploaded (a fork's run could not comment) becomes the
 * sticky comment. The report is untrusted: read only from this run's artifact, held to
 * a strict shape and size, rendered through the same inert path as any comment, and
 * posted only on the pull request whose head is the run's head commit and repository.
 */
const PULL_REQUEST_RUNS = new Set(["pull_request", "pull_request_target", "pull_request_review"]);
async function relayStep(run, event, eventName) {
    if (event.kind !== "workflow_run")
        throw new Error(`mode 'relay' needs a workflow_run event, got '${eventName}'`);
    const { io } = run;
    // A review re-runs a fork's check too (an owner's approval): its report is relayed alike.
    if (!PULL_REQUEST_RUNS.has(event.triggeringEvent)) {
        io.info(`contract-sync relay: run ${event.runId} was a '${event.triggeringEvent}' run, not a pull request's`);
        return;
    }
    const github = relayPort(run);
    const text = await downloadReport(github, event, io);
    if (text === undefined)
        return;
    const parsed = parseRelayReport(text);
    if ("error" in parsed)
        throw refused(event, parsed.error);
    const { relay } = parsed;
    const pullNumber = await verifiedPullRequest(github, event, relay, io);
    if (pullNumber === undefined)
        return;
    // An approval the fork's run claims is shown only when GitHub shows it (relay-approvals.ts).
    const report = await verifiedApprovals(relay.report, event.headSha, () => github.reviews(pullNumber));
    const assessment = (0,outcome_assessment/* assessReport */.vF)(report, relay.assetsChecked);
    // The marker of the check it relays (its workflow's name from GitHub, its job from the report).
    const options = (0,report_options/* reportOptions */.l)(run.env, event.headSha, {
        workflow: event.workflowName,
        job: relay.job,
        repository: event.repository,
    });
    const commentUrl = await (0,comment/* postComment */.G)({ enabled: run.settings.comment, io, github }, pullNumber, (0,comment_marker/* commentMarker */.Q)(options.workflow, options.job), { comment: (0,markdown/* renderComment */.wQ)(report, options, assessment), createIfMissing: assessment.hasFindings });
    io.setOutput(inputs/* OUTPUTS */.py.verdict, assessment.verdict.verdict);
    io.setOutput(inputs/* OUTPUTS */.py.violations, String(assessment.violations));
    io.setOutput(inputs/* OUTPUTS */.py.assetsChecked, String(assessment.assetsChecked));
    io.setOutput(inputs/* OUTPUTS */.py.commentUrl, commentUrl);
}
function relayPort(run) {
    const { settings, env } = run;
    if (!settings.githubToken || !env.GITHUB_REPOSITORY || !run.relayGitHub)
        throw new Error("mode 'relay' needs github-token (the workflow's permissions: actions: read, pull-requests: write)");
    return run.relayGitHub({
        token: settings.githubToken,
        repository: env.GITHUB_REPOSITORY,
        baseUrl: env.GITHUB_API_URL,
        rateLimitWaitMs: settings.rateLimitWaitMs,
    });
}
function refused(event, why) {
    return new RelayRefused(`contract-sync relay: the report of run ${event.runId} was refused, and no comment was written: ${why}`);
}
/** The report file of the run's artifact; undefined (and a notice) when the run left none. */
async function downloadReport(github, event, io) {
    const artifact = await github.runArtifact(event.runId, relay_report/* RELAY_ARTIFACT */.Hx);
    if (!artifact || artifact.expired) {
        io.notice(`No comment relayed: run ${event.runId} has no ${artifact ? "unexpired " : ""}artifact '${relay_report/* RELAY_ARTIFACT */.Hx}' (a check cancelled or stopped before its report, or a workflow without the upload step: docs/workflow.md, Comments on pull requests from forks)`);
        return undefined;
    }
    if (artifact.sizeInBytes > relay_report/* RELAY_LIMITS */.x7.zipBytes)
        throw refused(event, `the artifact is ${artifact.sizeInBytes} bytes, over ${relay_report/* RELAY_LIMITS */.x7.zipBytes}`);
    let zip;
    try {
        zip = await github.downloadArtifact(artifact.id, relay_report/* RELAY_LIMITS */.x7.zipBytes);
    }
    catch (error) {
        if (/larger than/.test((0,error_message/* errorMessage */.g)(error)))
            throw refused(event, (0,error_message/* errorMessage */.g)(error));
        throw error;
    }
    return reportFromZip(zip, event);
}
/** Only the report file is inflated, and only up to the bound (fflate fills a buffer of the declared size). */
function reportFromZip(zip, event) {
    let files;
    let declaredSize;
    try {
        files = (0,esm/* unzipSync */.AO)(zip, {
            filter: (file) => {
                if (file.name !== relay_report/* RELAY_REPORT_FILE */.Al)
                    return false;
                declaredSize = file.originalSize;
                return file.originalSize <= relay_report/* RELAY_LIMITS */.x7.fileBytes;
            },
        });
    }
    catch (error) {
        throw refused(event, `the artifact is not a readable zip (${(0,error_message/* errorMessage */.g)(error)})`);
    }
    const file = files[relay_report/* RELAY_REPORT_FILE */.Al];
    if (!file)
        throw refused(event, declaredSize === undefined
            ? `the artifact holds no ${relay_report/* RELAY_REPORT_FILE */.Al}`
            : `${relay_report/* RELAY_REPORT_FILE */.Al} is ${declaredSize} bytes, over ${relay_report/* RELAY_LIMITS */.x7.fileBytes}`);
    try {
        return new TextDecoder("utf-8", { fatal: true }).decode(file);
    }
    catch {
        throw refused(event, `${relay_report/* RELAY_REPORT_FILE */.Al} is not UTF-8 text`);
    }
}
/**
 * The pull request the comment goes to: the one the report names, only if GitHub says its
 * head is the run's head commit from the run's head repository (a forged number cannot aim
 * at another pull request). A head that moved on since is no forgery: a newer run relays.
 */
async function verifiedPullRequest(github, event, relay, io) {
    const number = relay.pullRequest;
    if (event.pullRequests.length > 0 && !event.pullRequests.includes(number))
        throw refused(event, `it names pull request #${number}, but the run belongs to #${event.pullRequests.join(", #")}`);
    if (relay.headSha !== event.headSha)
        throw refused(event, `it was made for commit ${relay.headSha}, but the run checked ${event.headSha}`);
    const head = await github.pullRequestHead(number).catch((error) => {
        throw refused(event, `pull request #${number} could not be read (${(0,error_message/* errorMessage */.g)(error)})`);
    });
    const sameRepository = head.headRepository !== undefined &&
        event.headRepository !== undefined &&
        head.headRepository.toLowerCase() === event.headRepository.toLowerCase();
    if (!sameRepository)
        throw refused(event, `pull request #${number} has its head in ${head.headRepository ?? "a deleted repository"}, not in ${event.headRepository ?? "a deleted repository"} where the run's commit is`);
    if (head.headSha !== event.headSha) {
        io.notice(`No comment relayed: pull request #${number} has moved on to ${head.headSha} since run ${event.runId} checked ${event.headSha}; the run for the new commit relays its own report`);
        return undefined;
    }
    return number;
}


/***/ }),

/***/ 20117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ SQL_SOURCE_TYPES),
/* harmony export */   m: () => (/* binding */ SOURCE_TYPES)
/* harmony export */ });
/**
 * The source types (docs/service-interface.md "Source types") of a data asset (and of a listed asset's `type`).
 * Kept free of zod so that code needing only the names (resource names, the
 * CLI's diff) does not load it.
 */
const SOURCE_TYPES = [
    "postgres",
    "mysql",
    "mssql",
    "json_schema",
    "avro",
    "protobuf",
    "python",
    "pyspark",
    "typescript",
    "java",
    "s3",
    "dataframe",
    "kotlin",
    "swift",
    "php",
    "golang",
];
/**
 * The SQL databases: their files are DDL and migration histories, their assets tables of one
 * database. Here, not beside the zod enum, so that a reader's or the diff's start loads no zod.
 */
const SQL_SOURCE_TYPES = new Set([
    "postgres",
    "mysql",
    "mssql",
]);


/***/ }),

/***/ 9279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ SourceType)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);
/* harmony import */ var _source_type_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20117);



const SourceType = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_source_type_names_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_TYPES */ .m);


/***/ }),

/***/ 7545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ childOf),
/* harmony export */   IM: () => (/* binding */ variantsOf),
/* harmony export */   Iz: () => (/* binding */ normalizeNode),
/* harmony export */   LG: () => (/* binding */ numberConstraint),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   VH: () => (/* binding */ stringListConstraint),
/* harmony export */   uy: () => (/* binding */ isWidening)
/* harmony export */ });
/* unused harmony export TYPE_WIDENINGS */
/**
 * The one table of type compatibility (docs/rules.md "Compatibility rules").
 *
 * A contract type may be served by an asset of any type listed for it: each of
 * those can hold every value of the contract type with the same meaning, so no
 * reader of the contracted data can notice (the widenings int32 -> int64,
 * float32 -> float64, uint8 -> int16, decimal128 -> decimal256). Anything not
 * listed (narrowing, integer <-> float, string <-> bytes, enum -> string, ...) is
 * an incompatible type. Every type is also compatible with itself.
 */
const TYPE_WIDENINGS = {
    int8: ["int16", "int32", "int64"],
    int16: ["int32", "int64"],
    int32: ["int64"],
    uint8: ["uint16", "uint32", "uint64", "int16", "int32", "int64"],
    uint16: ["uint32", "uint64", "int32", "int64"],
    uint32: ["uint64", "int64"],
    float16: ["float32", "float64"],
    float32: ["float64"],
    decimal128: ["decimal256"],
};
/** True when an asset of type `actual` can stand in for a contract type `expected`. */
function isWidening(expected, actual) {
    return expected === actual || (TYPE_WIDENINGS[expected]?.includes(actual) ?? false);
}
function numberConstraint(node, key) {
    const value = node.constraints?.[key];
    return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
function stringListConstraint(node, key) {
    const value = node.constraints?.[key];
    if (!Array.isArray(value))
        return undefined;
    return value.filter((item) => typeof item === "string");
}
/** A union's variants; a node of any other type is a union of one. */
const variantsOf = (node) => node.type === "union" ? (node.fields ?? []) : [node];
/** The children of a list (`element`) or map (`key`, `value`), by position when unnamed. */
function childOf(node, role) {
    const fields = node.fields ?? [];
    const named = fields.find((field) => field.name === role);
    if (named)
        return named;
    return fields[role === "value" ? 1 : 0];
}
/**
 * Nullable unions are optionality, not a type: `union<null, X>` becomes an
 * optional X, so a reader that writes `optional: true` and one that writes a
 * union with null compare equal.
 */
function normalizeNode(node) {
    if (node.type !== "union")
        return node;
    const variants = node.fields ?? [];
    const nonNull = variants.filter((variant) => variant.type !== "null");
    const hasNull = nonNull.length < variants.length;
    if (!hasNull)
        return node;
    const only = nonNull[0];
    if (nonNull.length === 1 && only) {
        return {
            ...only,
            name: node.name,
            doc: node.doc ?? only.doc,
            optional: true,
            constraints: node.constraints || only.constraints ? { ...only.constraints, ...node.constraints } : undefined,
        };
    }
    return { ...node, fields: nonNull, optional: true };
}
/** A short human description of a node's type, e.g. `string(maxLength=50)` or `list<int32>`. */
function describeType(raw) {
    const node = normalizeNode(raw);
    const logical = node.logical ? ` (${node.logical})` : "";
    switch (node.type) {
        case "list": {
            const element = childOf(node, "element");
            return `list<${element ? describeType(element) : "unknown"}>`;
        }
        case "map": {
            const key = childOf(node, "key");
            const value = childOf(node, "value");
            return `map<${key ? describeType(key) : "unknown"}, ${value ? describeType(value) : "unknown"}>`;
        }
        case "union":
            return `union<${(node.fields ?? []).map(describeType).join(" | ")}>`;
        case "enum": {
            const symbols = stringListConstraint(node, "symbols") ?? [];
            const shown = symbols.length > 8 ? [...symbols.slice(0, 8), "…"] : symbols;
            return `enum(${shown.join(", ")})`;
        }
        case "decimal128":
        case "decimal256": {
            const precision = numberConstraint(node, "precision");
            const scale = numberConstraint(node, "scale");
            return precision === undefined ? `${node.type}${logical}` : `${node.type}(${precision},${scale ?? 0})`;
        }
        case "string":
        case "bytes": {
            const maxLength = numberConstraint(node, "maxLength");
            return `${node.type}${maxLength === undefined ? "" : `(maxLength=${maxLength})`}${logical}`;
        }
        default:
            return `${node.type}${logical}`;
    }
}


/***/ }),

/***/ 85248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ symbolChanges),
/* harmony export */   t: () => (/* binding */ CHANGE_KINDS)
/* harmony export */ });
/* harmony import */ var _narrowing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21254);

/* The change model shared by diff.ts and the per-format rule files (diff-*.ts), which import it from here rather than from diff.ts. */
const CHANGE_KINDS = [
    "FIELD_ADDED",
    "FIELD_REMOVED",
    "FIELD_RENAMED",
    "TYPE_CHANGED",
    "NULLABILITY_CHANGED",
    "ENUM_SYMBOL_ADDED",
    "ENUM_SYMBOL_REMOVED",
    "ENUM_SYMBOL_RENAMED",
    "DOC_CHANGED",
    "CONSTRAINT_CHANGED",
];
/** Symbols added and removed by name: the enum rule of every format but Protobuf. */
function symbolChanges(base, head, path, removedJudgement) {
    const changes = [];
    for (const symbol of (0,_narrowing_js__WEBPACK_IMPORTED_MODULE_0__/* .removedSymbols */ .KM)(base, head)) {
        changes.push({ kind: "ENUM_SYMBOL_REMOVED", field: path, ...removedJudgement(symbol), before: symbol });
    }
    // Added symbols are those the head has and the base lacks.
    for (const symbol of (0,_narrowing_js__WEBPACK_IMPORTED_MODULE_0__/* .removedSymbols */ .KM)(head, base)) {
        changes.push({
            kind: "ENUM_SYMBOL_ADDED",
            field: path,
            breaking: false,
            reason: "old data never holds the new symbol",
            after: symbol,
        });
    }
    return changes;
}


/***/ }),

/***/ 21254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iu: () => (/* binding */ CAPACITY_KEYS),
/* harmony export */   KM: () => (/* binding */ removedSymbols),
/* harmony export */   _9: () => (/* binding */ capacityLosses),
/* harmony export */   eP: () => (/* binding */ capacityLoss)
/* harmony export */ });
/* harmony import */ var _compat_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7545);

/*
 * What a later version of a field can no longer hold of an earlier one: its capacity (maxLength,
 * precision, scale, fixed size) and its enum symbols. The one judgement of both the contract check
 * (checkAsset: earlier = the contract) and the diff (diffSchemas: earlier = the base version).
 */
/** The capacity constraints a field may grow but not shrink. */
const CAPACITY_KEYS = new Set([
    "maxLength",
    "precision",
    "scale",
    "size",
    "fixedSize",
]);
const sizeOf = (node) => (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(node, "size") ?? (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(node, "fixedSize");
/** A scale defaults to 0 where a precision is stated (numeric(10) holds no fraction). */
function scaleOf(node) {
    return ((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(node, "scale") ?? ((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(node, "precision") === undefined ? undefined : 0));
}
/** What `after` loses of `before`'s capacity `key` (one of CAPACITY_KEYS), or undefined. */
function capacityLoss(key, before, after, absent) {
    switch (key) {
        case "maxLength": {
            const was = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(before, key);
            const now = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(after, key);
            if (now === undefined)
                return undefined;
            const limit = was ?? (absent === "unbounded" ? Infinity : 0);
            return limit > now ? { what: "maxLength", before: was, after: now } : undefined;
        }
        case "precision": {
            const was = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(before, key);
            const now = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(after, key);
            if (now === undefined)
                return undefined;
            // numeric -> numeric(10,2): an unconstrained decimal now holds fewer digits.
            if (was === undefined)
                return absent === "unbounded" && before.type === after.type
                    ? { what: "precision", before: undefined, after: now }
                    : undefined;
            return now < was ? { what: "precision", before: was, after: now } : undefined;
        }
        case "scale": {
            const was = scaleOf(before);
            const now = scaleOf(after);
            if (was !== undefined && now !== undefined && now < was)
                return { what: "scale", before: was, after: now };
            // decimal(10,2) -> decimal(10,4) keeps the precision but loses two integer digits.
            const p0 = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(before, "precision");
            const p1 = (0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .numberConstraint */ .LG)(after, "precision");
            if (p0 === undefined || p1 === undefined || was === undefined || now === undefined)
                return undefined;
            return p1 - now < p0 - was ? { what: "integer digits", before: p0 - was, after: p1 - now } : undefined;
        }
        case "size":
        case "fixedSize": {
            // Fixed-size bytes (Avro fixed, char(n)) change their encoding with the size, either way.
            const was = sizeOf(before);
            const now = sizeOf(after);
            if (was === now || (absent === "unstated" && (was === undefined || now === undefined)))
                return undefined;
            return { what: "size", before: was, after: now };
        }
        default:
            return undefined;
    }
}
/** Every capacity loss of a field, at most one of precision, scale and integer digits (the first). */
function capacityLosses(before, after, absent) {
    const digits = capacityLoss("precision", before, after, absent) ?? capacityLoss("scale", before, after, absent);
    return [
        capacityLoss("maxLength", before, after, absent),
        digits,
        capacityLoss("size", before, after, absent),
    ].filter((loss) => loss !== undefined);
}
/** The enum symbols of `before` that `after` no longer has, in `before`'s order. */
function removedSymbols(before, after) {
    const kept = new Set((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .stringListConstraint */ .VH)(after, "symbols") ?? []);
    return ((0,_compat_js__WEBPACK_IMPORTED_MODULE_0__/* .stringListConstraint */ .VH)(before, "symbols") ?? []).filter((symbol) => !kept.has(symbol));
}


/***/ })

};
