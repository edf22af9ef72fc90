export const id = 672;
export const ids = [672];
export const modules = {

/***/ 7545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ childOf),
/* harmony export */   Iz: () => (/* binding */ normalizeNode),
/* harmony export */   LG: () => (/* binding */ numberConstraint),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   VH: () => (/* binding */ stringListConstraint),
/* harmony export */   uy: () => (/* binding */ isWidening)
/* harmony export */ });
/* unused harmony export TYPE_WIDENINGS */
/**
 * The one table of type compatibility (README "Compliance rules").
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

/***/ 5163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ww: () => (/* binding */ renderAssetMarkdown),
  wQ: () => (/* binding */ renderComment)
});

// UNUSED EXPORTS: GITHUB_COMMENT_LIMIT, cell, commentMarker, hasMarker, renderSummary, reportVerdict

// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var verdict = __webpack_require__(95714);
;// CONCATENATED MODULE: ./src/github/sticky-comment.ts
/**
 * The hidden marker that identifies our comment on a pull request:
 * `<!-- contract-sync:{workflow}:{job} -->`. One comment per workflow and job,
 * so two workflows (or a matrix of jobs) checking the same pull request each
 * keep their own comment. Both parts are percent-encoded: the marker can then
 * contain neither `-->` (which would end the HTML comment) nor a stray `:`.
 */
function stickyCommentMarker(workflow, job) {
    return `<!-- contract-sync:${encodeURIComponent(workflow)}:${encodeURIComponent(job)} -->`;
}
/** The comment text: the marker on the first line (invisible once rendered), then the body. */
function withMarker(marker, body) {
    return body.includes(marker) ? body : `${marker}\n${body}`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts


/** GitHub rejects issue comments over 65,536 characters; JS length counts emoji as 2, so this is safe. */
const GITHUB_COMMENT_LIMIT = 65_536;
const LEVEL_ICON = { BLOCK: "❌", ALERT: "⚠️", NOTIFY: "🔔", RECORD: "📝" };
/**
 * The hidden marker a later run looks for to edit the same comment (one per
 * workflow and job): the GitHub port's, so the comment and the search agree.
 */
function commentMarker(workflow, job) {
    return stickyCommentMarker(workflow, job);
}
function hasMarker(body, workflow, job) {
    return body.includes(commentMarker(workflow, job));
}
/** Text for a GFM table cell: one line, pipes escaped, no raw HTML. */
function cell(text) {
    if (text === undefined || text === "")
        return "—";
    return text
        .replace(/\r?\n/g, " ")
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/\|/g, "\\|");
}
function code(text) {
    if (text === "")
        return "<i>(root)</i>";
    const escaped = text
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/\|/g, "&#124;");
    return `<code>${escaped}</code>`;
}
function plural(count, word) {
    return `${count} ${word}${count === 1 ? "" : "s"}`;
}
function markdown_link(text, url) {
    return url ? `[${text.replace(/[[\]]/g, "\\$&")}](${url})` : text;
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
                .map((c) => `| ${code(c.field)} | ${cell(c.kind)} | ${c.breaking ? "**yes**" : "no"} | ${cell(c.reason)} | ${place(change.file, c.line, options)} |`);
            const status = change.status === "changed"
                ? `${plural(sorted.length, "change")}, ${breaking} breaking`
                : change.status;
            return [
                "<details>",
                `<summary>${breaking > 0 ? "💥" : "ℹ️"} ${code(change.asset)} (${change.sourceType}): ${status}</summary>`,
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
    const name = markdown_link(cell(contract.name), contract.fileUri ?? (contract.filePath ? options.fileUrl?.(contract.filePath) : undefined));
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
                .map((d) => `- ${place(file.file, d.line, options)}: ${d.severity}: ${cell(d.message)}`);
            return [...lines, omittedRows(lines.length, file.diagnostics.length), ""].join("\n");
        },
    };
}
function reportVerdict(report) {
    return (0,verdict/* verdictOf */.V)(report.checks.map((c) => ({ enforcementLevel: c.contract.enforcementLevel, violations: c.violations })));
}
/** Contract results worth showing: violations under a level that is not INACTIVE, strongest first. */
function shownChecks(report) {
    return report.checks
        .filter((c) => c.violations.length > 0 && c.contract.enforcementLevel !== "INACTIVE")
        .sort((a, b) => (0,verdict/* levelRank */.L)(b.contract.enforcementLevel) - (0,verdict/* levelRank */.L)(a.contract.enforcementLevel) ||
        a.asset.localeCompare(b.asset));
}
function headline(report, verdict) {
    const shown = shownChecks(report);
    const violations = shown.reduce((sum, c) => sum + c.violations.length, 0);
    const breaking = report.uncontracted.reduce((sum, u) => sum + u.changes.filter((c) => c.breaking).length, 0);
    const counts = [
        `${plural(violations, "violation")} in ${plural(shown.length, "asset")}`,
        `${plural(report.checks.length, "asset")} checked`,
        ...(report.uncontracted.length > 0
            ? [`${plural(breaking, "breaking change")} in assets without a contract`]
            : []),
        ...(report.unreadable.length > 0 ? [plural(report.unreadable.length, "unreadable file")] : []),
    ].join(" · ");
    const title = verdict.verdict === "block"
        ? "❌ Data contracts: this change breaks a blocking contract"
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
 */
function renderComment(report, options) {
    const maxLength = options.maxLength ?? GITHUB_COMMENT_LIMIT;
    const verdict = reportVerdict(report);
    const head = `${commentMarker(options.workflow, options.job)}\n${headline(report, verdict)}\n`;
    const hasFindings = shownChecks(report).length > 0 || report.uncontracted.some((u) => u.changes.some((c) => c.breaking));
    const footer = hasFindings ? `\n${WHAT_TO_DO}` : "";
    const groups = [
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
function renderSummary(report, options) {
    return renderComment(report, { ...options, maxLength: options.maxLength ?? 1_000_000 });
}


/***/ }),

/***/ 63097:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ startServer)
});

// EXTERNAL MODULE: ./node_modules/standardwebhooks/dist/index.js
var dist = __webpack_require__(15487);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(40610);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./src/service/webhook-target.ts


/**
 * DESIGN.md: webhook targets on loopback or private networks are refused unless
 * the server is started with --allow-private-webhooks. Checked when an endpoint
 * is saved (the URL) and again when connecting (every resolved address), so a
 * name that later resolves to 127.0.0.1 is still refused.
 */
const privateRanges = new external_node_net_.BlockList();
for (const [net, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
]) {
    privateRanges.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
    ["::", 128],
    ["::1", 128],
    ["fc00::", 7],
    ["fe80::", 10],
    ["ff00::", 8],
]) {
    privateRanges.addSubnet(net, prefix, "ipv6");
}
function isPrivateAddress(address) {
    const family = (0,external_node_net_.isIP)(address);
    if (family === 0)
        return false;
    const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (v4mapped?.[1])
        return privateRanges.check(v4mapped[1], "ipv4");
    return privateRanges.check(address, family === 6 ? "ipv6" : "ipv4");
}
/** Why a URL cannot be a webhook target, or undefined when it can (before DNS). */
function webhookUrlProblem(url, allowPrivate) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return "is not a valid URL";
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
        return "must be an http or https URL";
    if (parsed.username || parsed.password)
        return "must not carry credentials";
    const host = parsed.hostname.replace(/^\[|\]$/g, "");
    if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost") || isPrivateAddress(host))) {
        return "points at a loopback or private network address (start the server with --allow-private-webhooks to allow it)";
    }
    return undefined;
}
/** A DNS lookup for the delivery agent that refuses private addresses unless allowed. */
function guardedLookup(allowPrivate) {
    return (hostname, options, callback) => {
        (0,external_node_dns_.lookup)(hostname, { ...options, all: true }, (error, addresses) => {
            if (error)
                return callback(error, "", 0);
            const list = addresses;
            const refused = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
            if (refused) {
                const err = new Error(`webhook host ${hostname} resolves to private address ${refused.address}`);
                return callback(err, "", 0);
            }
            if (options.all)
                return callback(null, list);
            const first = list[0];
            if (!first)
                return callback(new Error(`no address for ${hostname}`), "", 0);
            callback(null, first.address, first.family);
        });
    };
}

;// CONCATENATED MODULE: ./src/service/delivery.ts



/**
 * The outbox delivery worker. Rows are claimed with FOR UPDATE SKIP LOCKED and
 * a lease in one statement, so any number of workers in any number of processes
 * on one PostgreSQL never send one message twice; a worker that dies leaves its
 * rows to be claimed again when the lease ends. Each message is signed per
 * Standard Webhooks and retried with exponential backoff; a notification
 * follows its messages: PENDING until all are done, then SENT or FAILED, with
 * retryCount counting the retries.
 */
function createDeliveryWorker(store, options = {}) {
    const maxAttempts = options.maxAttempts ?? 5;
    const backoffBase = options.backoffBaseMs ?? 1_000;
    const backoffMax = options.backoffMaxMs ?? 300_000;
    const leaseMs = options.leaseMs ?? 60_000;
    const timeoutMs = options.timeoutMs ?? 10_000;
    const pollMs = options.pollMs ?? 1_000;
    const batchSize = options.batchSize ?? 10;
    const allowPrivate = options.allowPrivate ?? false;
    const agent = new undici/* Agent */.g6({ connect: { lookup: guardedLookup(allowPrivate) } });
    let stopped = false;
    let timer;
    let running;
    let again = false;
    async function claim() {
        return store.query(`WITH due AS (
         SELECT id FROM outbox
         WHERE status = 'PENDING' AND next_attempt_at <= now()
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at LIMIT $1
         FOR UPDATE SKIP LOCKED)
       UPDATE outbox o SET attempts = o.attempts + 1, locked_until = now() + $2 * interval '1 millisecond',
         updated_at = now()
       FROM due, webhooks w
       WHERE o.id = due.id AND w.id = o.webhook_id
       RETURNING o.id, o.message_id, o.event_type, o.payload, o.attempts, o.notification_id,
         w.url, w.secret, w.headers`, [batchSize, leaseMs]);
    }
    async function send(row) {
        try {
            const host = new URL(row.url).hostname.replace(/^\[|\]$/g, "");
            if (!allowPrivate && (host === "localhost" || isPrivateAddress(host))) {
                return `target ${host} is a private address`;
            }
            const body = JSON.stringify(row.payload);
            const timestamp = new Date();
            const signature = new dist/* Webhook */.KD(row.secret).sign(row.message_id, timestamp, body);
            const response = await (0,undici/* request */.Em)(row.url, {
                method: "POST",
                dispatcher: agent,
                headers: {
                    ...row.headers,
                    "content-type": "application/json",
                    "user-agent": "contract-sync-webhooks",
                    "webhook-id": row.message_id,
                    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
                    "webhook-signature": signature,
                },
                body,
                headersTimeout: timeoutMs,
                bodyTimeout: timeoutMs,
            });
            await response.body.dump();
            return response.statusCode >= 200 && response.statusCode < 300
                ? undefined
                : `receiver answered ${response.statusCode}`;
        }
        catch (error) {
            return error instanceof Error ? error.message : String(error);
        }
    }
    async function settle(row, error) {
        await store.transaction(async (tx) => {
            if (row.notification_id) {
                // Lock the notification first so two workers settling its messages see each other's result.
                await tx.query("SELECT id FROM notifications WHERE id = $1 FOR UPDATE", [row.notification_id]);
            }
            if (error === undefined) {
                await tx.query("UPDATE outbox SET status = 'SENT', locked_until = NULL, last_error = NULL, updated_at = now() WHERE id = $1", [row.id]);
            }
            else {
                const final = row.attempts >= maxAttempts;
                const delay = Math.min(backoffMax, backoffBase * 2 ** (row.attempts - 1));
                await tx.query(`UPDATE outbox SET status = $2, locked_until = NULL, last_error = $3, updated_at = now(),
             next_attempt_at = now() + $4 * interval '1 millisecond' WHERE id = $1`, [row.id, final ? "FAILED" : "PENDING", error.slice(0, 1000), delay]);
            }
            if (row.notification_id) {
                await tx.query(`UPDATE notifications n SET updated_at = now(),
             retry_count = s.retries,
             status = CASE WHEN s.pending > 0 THEN 'PENDING' WHEN s.failed > 0 THEN 'FAILED' ELSE 'SENT' END
           FROM (SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending,
                        count(*) FILTER (WHERE status = 'FAILED') AS failed,
                        greatest(coalesce(max(attempts), 0) - 1, 0) AS retries
                 FROM outbox WHERE notification_id = $1) s
           WHERE n.id = $1`, [row.notification_id]);
            }
        });
    }
    async function runOnce() {
        const rows = await claim();
        await Promise.all(rows.map(async (row) => settle(row, await send(row))));
        return rows.length;
    }
    function schedule(delay) {
        if (stopped)
            return;
        clearTimeout(timer);
        timer = setTimeout(loop, delay);
        timer.unref();
    }
    function loop() {
        if (stopped)
            return;
        if (running) {
            again = true;
            return;
        }
        running = runOnce()
            .catch((error) => {
            options.onError?.(error);
            return 0;
        })
            .finally(() => {
            running = undefined;
        });
        void running.then((n) => {
            const more = again || n === batchSize;
            again = false;
            schedule(more ? 0 : pollMs);
        });
    }
    if (options.autoStart ?? true)
        schedule(0);
    return {
        runOnce,
        wake: () => {
            if (options.autoStart ?? true)
                schedule(0);
        },
        async stop() {
            stopped = true;
            clearTimeout(timer);
            await running;
            await agent.close();
        },
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/compliance/compat.ts
var compat = __webpack_require__(7545);
;// CONCATENATED MODULE: ./src/compliance/pii.ts
/**
 * Field names that look like personal data (README "PII heuristics"). A name is
 * split into lower-case words at `_`, `-`, `.`, spaces and camelCase humps; it
 * looks like PII when its words contain one of these phrases. Phrases are
 * matched as whole words so `emailed_at` or `phoneme` do not match.
 */
const PII_PHRASES = [
    "email",
    "e mail",
    "mail address",
    "phone",
    "phone number",
    "mobile",
    "msisdn",
    "ssn",
    "social security",
    "passport",
    "driver license",
    "drivers license",
    "national id",
    "tax id",
    "tin",
    "credit card",
    "card number",
    "cvv",
    "iban",
    "date of birth",
    "dob",
    "birth date",
    "birthdate",
    "birthday",
    "first name",
    "last name",
    "full name",
    "surname",
    "given name",
    "street",
    "street address",
    "home address",
    "postal code",
    "zip",
    "zipcode",
    "ip address",
    "ip",
    "geolocation",
    "latitude",
    "longitude",
    "password",
];
function nameWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 0);
}
const phraseWords = PII_PHRASES.map((phrase) => phrase.split(" "));
/** The PII phrase a field name matches, or undefined. */
function piiPhraseOf(name) {
    const words = nameWords(name);
    for (const phrase of phraseWords) {
        for (let start = 0; start + phrase.length <= words.length; start++) {
            if (phrase.every((word, offset) => words[start + offset] === word))
                return phrase.join(" ");
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/compliance/check.ts


/**
 * DESIGN.md "Compliance": checks an asset's schema (a struct root) against a
 * contract and returns every violation, nested fields by dotted path of node
 * names (`customer.address.zip`, `items.element.sku`, `attributes.value`).
 * Extra asset fields are fine (except PII-looking ones under `restrictPii`).
 */
function checkAsset(contract, asset) {
    const expectedFields = contractFields(contract.schema ?? []);
    const violations = [];
    compareFields(expectedFields, asset.fields ?? [], "", violations);
    if (contract.restrictPii)
        findAddedPii(expectedFields, asset.fields ?? [], "", violations);
    return violations;
}
/**
 * A contract schema is the list of the asset's top-level fields; a single
 * unnamed struct is accepted too, as the root itself (README decision).
 */
function contractFields(schema) {
    const only = schema[0];
    if (schema.length === 1 && only && only.type === "struct" && !only.name)
        return only.fields ?? [];
    return schema;
}
function joinPath(prefix, name) {
    return prefix ? `${prefix}.${name}` : name;
}
const byNameCache = new WeakMap();
/** Fields by name, built once per field list (wide assets would be quadratic otherwise). */
function byName(fields) {
    let map = byNameCache.get(fields);
    if (!map) {
        map = new Map();
        for (const field of fields)
            if (field.name !== undefined && !map.has(field.name))
                map.set(field.name, field);
        byNameCache.set(fields, map);
    }
    return map;
}
/** The field of the same name, else one that names the other as its alias (a rename). */
function findField(fields, wanted) {
    return ((wanted.name === undefined ? undefined : byName(fields).get(wanted.name)) ??
        fields.find((field) => (field.alias !== undefined && field.alias === wanted.name) ||
            (wanted.alias !== undefined && wanted.alias === field.name)));
}
function push(out, violationType, field, expectedNode, expected, actual, message) {
    out.push({ message, field, fieldType: (0,compat/* describeType */.MF)(expectedNode), violationType, expected, actual });
}
function compareFields(expected, actual, prefix, out) {
    for (const want of expected) {
        const name = want.name ?? "";
        const path = joinPath(prefix, name);
        const have = findField(actual, want);
        if (!have) {
            const optional = (0,compat/* normalizeNode */.Iz)(want).optional === true;
            push(out, optional ? "MISSING_OPTIONAL_PROPERTY" : "MISSING_REQUIRED_PROPERTY", path, want, "present", "missing", `${optional ? "Optional" : "Required"} field '${path}' of the contract is missing from the asset.`);
            continue;
        }
        compareNode(want, have, path, out);
    }
}
function compareNode(rawExpected, rawActual, path, out) {
    const expected = (0,compat/* normalizeNode */.Iz)(rawExpected);
    const actual = (0,compat/* normalizeNode */.Iz)(rawActual);
    if (expected.optional !== true && actual.optional === true) {
        push(out, "REQUIRED_PROPERTY_NOW_OPTIONAL", path, expected, "required", "optional", `Field '${path}' is required by the contract but optional (nullable) in the asset.`);
    }
    compareType(expected, actual, path, out);
}
function incompatible(out, path, expected, actual) {
    const want = (0,compat/* describeType */.MF)(expected);
    const have = (0,compat/* describeType */.MF)(actual);
    push(out, "INCOMPATIBLE_TYPE", path, expected, want, have, `Field '${path}' has type ${have}, which cannot hold every value of the contract's ${want}.`);
}
function namedVariants(union) {
    const variants = union.fields ?? [];
    return (variants.length > 0 && variants.every((variant) => variant.name !== undefined && variant.name !== ""));
}
/** True when `actual` satisfies `expected` with no violation at all. */
function fits(expected, actual) {
    const scratch = [];
    compareType((0,compat/* normalizeNode */.Iz)(expected), (0,compat/* normalizeNode */.Iz)(actual), "", scratch);
    return scratch.length === 0;
}
function compareType(expected, actual, path, out) {
    if (expected.type === "unknown")
        return;
    if (expected.type === "union" &&
        actual.type === "union" &&
        namedVariants(expected) &&
        namedVariants(actual)) {
        // A Protobuf oneof: its variants are fields, matched by name like a struct's.
        compareFields(expected.fields ?? [], actual.fields ?? [], path, out);
        return;
    }
    if (expected.type === "union") {
        const variants = actual.type === "union" ? (actual.fields ?? []) : [actual];
        const everyFits = (expected.fields ?? []).every((want) => variants.some((have) => fits(want, have)));
        if (!everyFits)
            incompatible(out, path, expected, actual);
        return;
    }
    if (actual.type === "union") {
        // Widening into a union is fine when one variant holds every contracted value.
        if (!(actual.fields ?? []).some((variant) => fits(expected, variant)))
            incompatible(out, path, expected, actual);
        return;
    }
    switch (expected.type) {
        case "struct":
            if (actual.type !== "struct") {
                incompatible(out, path, expected, actual);
                return;
            }
            compareFields(expected.fields ?? [], actual.fields ?? [], path, out);
            return;
        case "list":
        case "map": {
            if (actual.type !== expected.type) {
                incompatible(out, path, expected, actual);
                return;
            }
            const roles = expected.type === "list" ? ["element"] : ["key", "value"];
            for (const role of roles) {
                const want = (0,compat/* childOf */.GG)(expected, role);
                const have = (0,compat/* childOf */.GG)(actual, role);
                if (want && have)
                    compareNode(want, have, joinPath(path, role), out);
            }
            return;
        }
        case "enum":
            if (actual.type !== "enum") {
                incompatible(out, path, expected, actual);
                return;
            }
            compareSymbols(expected, actual, path, out);
            return;
        default:
            if (!(0,compat/* isWidening */.uy)(expected.type, actual.type)) {
                incompatible(out, path, expected, actual);
                return;
            }
            if (expected.logical && expected.logical !== actual.logical) {
                incompatible(out, path, expected, actual);
                return;
            }
            compareConstraints(expected, actual, path, out);
    }
}
function compareSymbols(expected, actual, path, out) {
    const have = new Set((0,compat/* stringListConstraint */.VH)(actual, "symbols") ?? []);
    for (const symbol of (0,compat/* stringListConstraint */.VH)(expected, "symbols") ?? []) {
        if (have.has(symbol))
            continue;
        push(out, "ENUM_VALUE_REMOVED", path, expected, symbol, (0,compat/* describeType */.MF)(actual), `Enum '${path}' no longer has the symbol ${symbol} that the contract lists.`);
    }
}
function constraintViolation(out, path, expectedNode, what, expected, actual) {
    push(out, "CONSTRAINT_VIOLATION", path, expectedNode, `${what} ${expected}`, `${what} ${actual}`, `Field '${path}' has ${what} ${actual}, less than the contract's ${expected}.`);
}
/** Capacity constraints may grow but never shrink (varchar(50) -> varchar(100) is fine). */
function compareConstraints(expected, actual, path, out) {
    const wantLength = (0,compat/* numberConstraint */.LG)(expected, "maxLength");
    const haveLength = (0,compat/* numberConstraint */.LG)(actual, "maxLength");
    // A contract that states no maxLength does not make length part of the promise: char(3) satisfies
    // `type: string`. One that states it is broken by any asset that holds less.
    if (wantLength !== undefined && haveLength !== undefined && haveLength < wantLength) {
        constraintViolation(out, path, expected, "maxLength", String(wantLength), String(haveLength));
    }
    const wantPrecision = (0,compat/* numberConstraint */.LG)(expected, "precision");
    const havePrecision = (0,compat/* numberConstraint */.LG)(actual, "precision");
    const wantScale = (0,compat/* numberConstraint */.LG)(expected, "scale") ?? (wantPrecision === undefined ? undefined : 0);
    const haveScale = (0,compat/* numberConstraint */.LG)(actual, "scale") ?? (havePrecision === undefined ? undefined : 0);
    if (wantPrecision !== undefined && havePrecision !== undefined && havePrecision < wantPrecision) {
        constraintViolation(out, path, expected, "precision", String(wantPrecision), String(havePrecision));
    }
    else if (wantScale !== undefined && haveScale !== undefined && haveScale < wantScale) {
        constraintViolation(out, path, expected, "scale", String(wantScale), String(haveScale));
    }
    else if (wantPrecision !== undefined &&
        havePrecision !== undefined &&
        wantScale !== undefined &&
        haveScale !== undefined &&
        havePrecision - haveScale < wantPrecision - wantScale) {
        // decimal(10,2) -> decimal(10,4) keeps the precision but loses two integer digits.
        constraintViolation(out, path, expected, "integer digits", String(wantPrecision - wantScale), String(havePrecision - haveScale));
    }
    const wantSize = (0,compat/* numberConstraint */.LG)(expected, "size") ?? (0,compat/* numberConstraint */.LG)(expected, "fixedSize");
    const haveSize = (0,compat/* numberConstraint */.LG)(actual, "size") ?? (0,compat/* numberConstraint */.LG)(actual, "fixedSize");
    if (wantSize !== undefined && haveSize !== undefined && wantSize !== haveSize) {
        // Fixed-size bytes (Avro fixed, char(n)) change their encoding with the size.
        push(out, "CONSTRAINT_VIOLATION", path, expected, `size ${wantSize}`, `size ${haveSize}`, `Field '${path}' has fixed size ${haveSize}, the contract's is ${wantSize}.`);
    }
}
/** Under restrictPii: asset fields the contract does not have whose names look like personal data. */
function findAddedPii(expected, actual, prefix, out) {
    for (const raw of actual) {
        const field = (0,compat/* normalizeNode */.Iz)(raw);
        const name = field.name ?? "";
        const path = joinPath(prefix, name);
        const known = findField(expected, field);
        const phrase = known ? undefined : piiPhraseOf(name);
        if (phrase) {
            push(out, "PII_FIELD_ADDED", path, field, "no personal data", `new field '${path}' (looks like ${phrase})`, `Field '${path}' looks like personal data (${phrase}) and the contract restricts PII.`);
        }
        const knownNode = known ? (0,compat/* normalizeNode */.Iz)(known) : undefined;
        for (const [nested, expectedNested] of nestedStructs(field, knownNode)) {
            findAddedPii(expectedNested, nested.fields ?? [], nested.path, out);
        }
    }
    function nestedStructs(field, known) {
        const base = joinPath(prefix, field.name ?? "");
        const result = [];
        const visit = (node, expectedNode, path) => {
            const current = (0,compat/* normalizeNode */.Iz)(node);
            const expectedCurrent = expectedNode ? (0,compat/* normalizeNode */.Iz)(expectedNode) : undefined;
            if (current.type === "struct") {
                result.push([
                    { path, fields: current.fields },
                    expectedCurrent?.type === "struct" ? (expectedCurrent.fields ?? []) : [],
                ]);
            }
            else if (current.type === "list" || current.type === "map") {
                const role = current.type === "list" ? "element" : "value";
                const child = (0,compat/* childOf */.GG)(current, role);
                const expectedChild = expectedCurrent ? (0,compat/* childOf */.GG)(expectedCurrent, role) : undefined;
                if (child)
                    visit(child, expectedChild, joinPath(path, role));
            }
        };
        visit(field, known, base);
        return result;
    }
}

// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var compliance_verdict = __webpack_require__(95714);
;// CONCATENATED MODULE: ./src/service/context.ts
function iso(value) {
    return (value instanceof Date ? value : new Date(value)).toISOString();
}
/** `{source_type}://{data_source}:{path}` (DESIGN.md "Resource name"). */
function resourceNameOf(name) {
    return `${name.source_type}://${name.data_source}:${name.path}`;
}

;// CONCATENATED MODULE: ./src/service/errors.ts
/**
 * An answer other than success, decided by the service (not found, conflict,
 * bad input it can only see with the data). The HTTP adapter turns it into
 * problem+json; in-process callers get it thrown.
 */
class ServiceError extends Error {
    status;
    title;
    errors;
    name = "ServiceError";
    constructor(status, title, detail, errors) {
        super(detail);
        this.status = status;
        this.title = title;
        this.errors = errors;
    }
}
const notFound = (detail) => new ServiceError(404, "Not Found", detail);
const conflict = (detail) => new ServiceError(409, "Conflict", detail);
const badRequest = (detail, errors) => new ServiceError(400, "Bad Request", detail, errors);

;// CONCATENATED MODULE: ./src/service/contracts.ts



const CONTRACT_COLUMNS = "row_id, contract_id, parent_row_id, status, body, spec_raw, created_at, updated_at";
/** Violation events shown with a contract: the newest ones. */
const VIOLATIONS_SHOWN = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value) => UUID.test(value);
function resourceNamesOf(spec) {
    const names = [spec.dataAssetResourceName, ...(spec.dataAssetResourceNameList ?? [])];
    return [...new Set(names.filter((n) => typeof n === "string" && n.length > 0))];
}
/** A stable id for the contract inferred from an asset that has none yet. */
function inferredContractId(workspaceId, assetId) {
    const h = (0,external_node_crypto_.createHash)("sha256").update(`${workspaceId}:${assetId}`).digest("hex");
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
function specRaw(spec) {
    return `${JSON.stringify(spec, null, 2)}\n`;
}
function fileUriOf(body) {
    if (!body.gitRepo || !body.gitHash || !body.filePath)
        return undefined;
    return `${body.gitRepo.replace(/\/+$/, "")}/blob/${body.gitHash}/${body.filePath.replace(/^\/+/, "")}`;
}
function toContract(row, violations) {
    const { parentRowId: _ignored, ...body } = row.body;
    const fileUri = fileUriOf(row.body);
    return {
        ...body,
        id: row.contract_id,
        status: row.status,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        contractSpecRaw: row.spec_raw,
        violations,
        enforcementLevel: row.body.enforcementLevel ?? "INACTIVE",
        ...(row.parent_row_id ? { parentRowId: row.parent_row_id } : {}),
        ...(fileUri ? { fileUri } : {}),
    };
}
async function withViolations(db, workspaceId, rows) {
    if (rows.length === 0)
        return [];
    const ids = [...new Set(rows.map((r) => r.contract_id))];
    const events = await db.query(`SELECT contract_id, body FROM (
       SELECT contract_id, body, created_at, id,
              row_number() OVER (PARTITION BY contract_id ORDER BY created_at DESC, id) AS n
       FROM contract_violations WHERE workspace_id = $1 AND contract_id = ANY($2::uuid[])) v
     WHERE n <= $3 ORDER BY created_at DESC, id`, [workspaceId, ids, VIOLATIONS_SHOWN]);
    const byContract = new Map();
    for (const e of events) {
        const list = byContract.get(e.contract_id) ?? [];
        list.push(e.body);
        byContract.set(e.contract_id, list);
    }
    return rows.map((r) => toContract(r, byContract.get(r.contract_id) ?? []));
}
/** Statuses as a filter: one value or a comma-separated list, upper-cased. */
function statusFilter(status) {
    if (!status)
        return null;
    const list = status
        .split(",")
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean);
    return list.length > 0 ? list : null;
}
/** Saves one contract: a no-op when unchanged, else a new row whose parent is the previous newest row. */
async function upsertContract(tx, workspaceId, input) {
    // The server owns the version chain: a parentRowId sent by the client is ignored.
    const { parentRowId: _ignored, ...body } = input;
    // Serializes writers of one contract id (across processes on one PostgreSQL), so no version is lost.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`contract:${workspaceId}:${body.id}`]);
    const previous = await tx.query(`SELECT row_id, created_at, body = $3::jsonb AS same FROM contracts
     WHERE workspace_id = $1 AND contract_id = $2 AND is_latest FOR UPDATE`, [workspaceId, body.id, JSON.stringify(body)]);
    const prior = previous[0];
    if (prior?.same)
        return "unchanged";
    if (prior) {
        await tx.query("UPDATE contracts SET is_latest = false WHERE row_id = $1", [prior.row_id]);
    }
    await tx.query(`INSERT INTO contracts (row_id, workspace_id, contract_id, parent_row_id, is_latest, status, body, spec_raw,
       resource_names, created_at, updated_at)
     VALUES ($1, $2, $3, $4, true, $5, $6::jsonb, $7, $8::text[], coalesce($9::timestamptz, clock_timestamp()),
       clock_timestamp())`, [
        (0,external_node_crypto_.randomUUID)(),
        workspaceId,
        body.id,
        prior?.row_id ?? null,
        body.status,
        JSON.stringify(body),
        specRaw(body.contractSpec),
        resourceNamesOf(body.contractSpec),
        prior?.created_at ?? null,
    ]);
    return prior ? "updated" : "created";
}
/** The newest contract (in force) covering a resource name, if any. */
async function contractForResource(db, workspaceId, resourceName, statuses) {
    const rows = await db.query(`SELECT ${CONTRACT_COLUMNS} FROM contracts
     WHERE workspace_id = $1 AND is_latest AND resource_names @> ARRAY[$2::text]
       AND ($3::text[] IS NULL OR status = ANY($3::text[]))
     ORDER BY updated_at DESC, contract_id LIMIT 1`, [workspaceId, resourceName, statuses]);
    return rows[0];
}
/** contractForResource for many names in one query: name -> newest contract covering it. */
async function contractsForResources(db, workspaceId, resourceNames, statuses) {
    const rows = await db.query(`SELECT DISTINCT ON (r.name) r.name AS resource_name, ${CONTRACT_COLUMNS.split(", ")
        .map((c) => `c.${c}`)
        .join(", ")}
     FROM unnest($2::text[]) AS r(name)
     JOIN contracts c ON c.workspace_id = $1 AND c.is_latest AND c.resource_names @> ARRAY[r.name]
       AND ($3::text[] IS NULL OR c.status = ANY($3::text[]))
     ORDER BY r.name, c.updated_at DESC, c.contract_id`, [workspaceId, [...new Set(resourceNames)], statuses]);
    return new Map(rows.map((r) => [r.resource_name, r]));
}
function contractHandlers({ store }) {
    return {
        async createContracts(caller, { body }) {
            const list = Array.isArray(body) ? body : [body];
            const counts = { created: 0, updated: 0, unchanged: 0 };
            await store.transaction(async (tx) => {
                for (const contract of list)
                    counts[await upsertContract(tx, caller.workspaceId, contract)]++;
            });
            return {
                message: `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`,
                contractIds: list.map((c) => c.id),
            };
        },
        async getContractByDataAsset(caller, { params, query }) {
            let resourceName = params.id;
            if (isUuid(params.id)) {
                const assets = await store.query("SELECT resource_name FROM data_assets WHERE workspace_id = $1 AND id = $2", [caller.workspaceId, params.id]);
                resourceName = assets[0]?.resource_name ?? params.id;
            }
            const row = await contractForResource(store, caller.workspaceId, resourceName, statusFilter(query?.status));
            if (!row)
                throw notFound(`no contract for data asset '${params.id}'`);
            const [contract] = await withViolations(store, caller.workspaceId, [row]);
            return contract;
        },
        async listContracts(caller, { query }) {
            const rows = await store.query(`SELECT ${CONTRACT_COLUMNS} FROM contracts
         WHERE workspace_id = $1 AND is_latest
           AND ($2::text[] IS NULL OR status = ANY($2::text[]))
           AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM unnest(resource_names) r WHERE starts_with(r, $3::text)))
           AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM unnest(resource_names) r WHERE starts_with(r, $4::text)))
         ORDER BY created_at, contract_id LIMIT $5 OFFSET $6`, [
                caller.workspaceId,
                statusFilter(query.status),
                query.sourceType ? `${query.sourceType}://` : null,
                query.resourcesLocation ?? null,
                query.limit,
                query.offset,
            ]);
            return withViolations(store, caller.workspaceId, rows);
        },
        async inferContract(caller, { params }) {
            const assets = await store.query("SELECT id, resource_name, data_source, path, schema, created_at, updated_at FROM data_assets WHERE workspace_id = $1 AND id = $2", [caller.workspaceId, params.id]);
            const asset = assets[0];
            if (!asset)
                throw notFound(`no data asset with id '${params.id}'`);
            const existing = await contractForResource(store, caller.workspaceId, asset.resource_name, null);
            const contractId = existing?.contract_id ?? inferredContractId(caller.workspaceId, asset.id);
            const name = asset.path.split(/[.:/]/).filter(Boolean).at(-1) ?? asset.path;
            const contractSpec = {
                id: contractId,
                name,
                namespace: asset.data_source,
                dataAssetResourceName: asset.resource_name,
                schema: asset.schema.fields ?? [],
            };
            return {
                contractId,
                contractSpec,
                contractSpecRaw: specRaw(contractSpec),
                status: "ACTIVE",
                createdAt: iso(asset.created_at),
                updatedAt: iso(asset.updated_at),
            };
        },
        async listContractVersions(caller, { params }) {
            const rows = await store.query(`SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE workspace_id = $1 AND contract_id = $2
         ORDER BY is_latest DESC, updated_at DESC, row_id`, [caller.workspaceId, params.id]);
            if (rows.length === 0)
                throw notFound(`no contract with id '${params.id}'`);
            return { versions: await withViolations(store, caller.workspaceId, rows) };
        },
    };
}

;// CONCATENATED MODULE: ./src/service/outbox.ts

/** A Standard Webhooks secret: `whsec_` + base64 of 24 random bytes. */
function generateWebhookSecret() {
    return `whsec_${(0,external_node_crypto_.randomBytes)(24).toString("base64")}`;
}
/** Standard Webhooks message ids: unique per message, kept across retries so receivers can dedupe. */
function newMessageId() {
    return `msg_${(0,external_node_crypto_.randomUUID)().replaceAll("-", "")}`;
}
/**
 * Queues one message for every webhook endpoint of the workspace, inside the
 * caller's transaction (so the message exists exactly when the change does).
 * The payload follows the Standard Webhooks convention `{type, timestamp, data}`.
 * Returns the message id and how many endpoints it was queued for.
 */
async function enqueueMessage(tx, workspaceId, message) {
    const messageId = newMessageId();
    const payload = { type: message.eventType, timestamp: new Date().toISOString(), data: message.data };
    const rows = await tx.query(`INSERT INTO outbox (id, workspace_id, webhook_id, notification_id, message_id, event_type, payload, status)
     SELECT gen_random_uuid(), $1, w.id, $2, $3, $4, $5::jsonb, 'PENDING'
     FROM webhooks w WHERE w.workspace_id = $1 AND ($6::uuid IS NULL OR w.id = $6::uuid)
     RETURNING id`, [
        workspaceId,
        message.notificationId ?? null,
        messageId,
        message.eventType,
        JSON.stringify(payload),
        message.webhookId ?? null,
    ]);
    return { messageId, endpoints: rows.length };
}

;// CONCATENATED MODULE: ./src/service/events.ts


/**
 * Whether a trigger matches a violation. Decision (the seed shows only
 * `source`): `source` matches the asset's source type, data source or
 * resource name; `contract` its contract id or name; `enforcementLevel` the
 * contract's level; `violationType` any violation's type. An empty value list
 * matches everything of that kind; unknown trigger types match nothing.
 */
function triggerMatches(trigger, ctx) {
    const values = trigger.triggerValues ?? [];
    const any = (candidates) => values.length === 0 || candidates.some((c) => c !== undefined && values.includes(c));
    switch (trigger.triggerType) {
        case "source":
            return any([ctx.asset.sourceType, ctx.asset.dataSource, ctx.asset.resourceName]);
        case "contract":
            return any([ctx.contract.contract_id, ctx.contract.body.contractSpec.name]);
        case "enforcementLevel":
            return any([ctx.contract.body.enforcementLevel ?? "INACTIVE"]);
        case "violationType":
            return any(ctx.violations.map((v) => v.violationType));
        default:
            return false;
    }
}
/**
 * Records a check with violations (inside the caller's transaction): one
 * violation event per violation on the contract (SEED.md 2.4), one change-log
 * event, and for each active action whose triggers match, a PENDING
 * notification with its webhook messages queued. Returns how many messages
 * were queued.
 */
async function recordViolations(tx, ctx) {
    const now = new Date().toISOString();
    const spec = ctx.contract.body.contractSpec;
    const changeLogEventId = (0,external_node_crypto_.randomUUID)();
    await tx.query(`INSERT INTO change_log_events (id, workspace_id, contract_id, event_type, payload)
     VALUES ($1, $2, $3, 'CONTRACT_VIOLATION', $4::jsonb)`, [
        changeLogEventId,
        ctx.workspaceId,
        ctx.contract.contract_id,
        JSON.stringify({
            dataAssetResourceName: ctx.asset.resourceName,
            violations: ctx.violations,
            prLink: ctx.prLink,
        }),
    ]);
    for (const v of ctx.violations) {
        const event = {
            id: (0,external_node_crypto_.randomUUID)(),
            eventTitle: `${v.violationType} on ${v.field}`,
            timestamp: now,
            contractId: ctx.contract.contract_id,
            ...(ctx.contract.body.version ? { contractVersion: ctx.contract.body.version } : {}),
            contractFieldName: v.field,
            ...(spec.name ? { contractName: spec.name } : {}),
            contractDomain: spec.namespace ?? ctx.asset.dataSource,
            entityType: "DATA_CONTRACT",
            eventType: "VIOLATION",
            violationType: v.violationType,
            dataAssetResourceName: ctx.asset.resourceName,
            ...(v.expected !== undefined ? { expectedValue: v.expected } : {}),
            ...(v.actual !== undefined ? { actualValue: v.actual } : {}),
            ...(ctx.prLink ? { prLink: ctx.prLink } : {}),
        };
        await tx.query("INSERT INTO contract_violations (id, workspace_id, contract_id, body) VALUES ($1, $2, $3, $4::jsonb)", [event.id, ctx.workspaceId, ctx.contract.contract_id, JSON.stringify(event)]);
    }
    const actions = await tx.query("SELECT id, name, triggers, destinations FROM actions WHERE workspace_id = $1 AND is_active ORDER BY created_at, id", [ctx.workspaceId]);
    let queued = 0;
    for (const action of actions) {
        if (!action.triggers.some((t) => triggerMatches(t, ctx)))
            continue;
        const notificationId = (0,external_node_crypto_.randomUUID)();
        const actionDetails = {
            triggers: action.triggers,
            destinations: action.destinations,
            contractId: ctx.contract.contract_id,
            dataAssetResourceName: ctx.asset.resourceName,
            violationCount: ctx.violations.length,
            ...(ctx.prLink ? { prLink: ctx.prLink } : {}),
        };
        await tx.query(`INSERT INTO notifications (id, workspace_id, change_log_event_id, action_id, action_details, action_name, status)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, 'PENDING')`, [
            notificationId,
            ctx.workspaceId,
            changeLogEventId,
            action.id,
            JSON.stringify(actionDetails),
            action.name,
        ]);
        const { endpoints } = await enqueueMessage(tx, ctx.workspaceId, {
            eventType: "contract.violation",
            notificationId,
            data: {
                notificationId,
                changeLogEventId,
                actionId: action.id,
                actionName: action.name,
                ...actionDetails,
                contractName: spec.name,
                violations: ctx.violations,
            },
        });
        // A notification with nowhere to go cannot be delivered: FAILED at once, not PENDING forever.
        if (endpoints === 0) {
            await tx.query("UPDATE notifications SET status = 'FAILED' WHERE id = $1", [notificationId]);
        }
        queued += endpoints;
    }
    return queued;
}

;// CONCATENATED MODULE: ./src/service/assets.ts







/** Contracts in force: a check ignores DRAFT and ARCHIVED ones. */
const ENFORCED_STATUSES = ["ACTIVE", "DEPRECATED"];
/** Why an asset cannot be registered, or undefined. */
function assetProblem(asset, sourceType, named) {
    if (sourceType !== named) {
        return `source_type '${sourceType}' differs from the resource name's source_type '${named}'`;
    }
    if (asset.schema.type !== "struct")
        return `schema root must be a struct, not '${asset.schema.type}'`;
    return undefined;
}
async function saveAsset(db, workspaceId, asset) {
    await db.query(`INSERT INTO data_assets (id, workspace_id, resource_name, source_type, data_source, path, schema,
       field_profiles, pr_link)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)
     ON CONFLICT (workspace_id, resource_name) DO UPDATE SET schema = EXCLUDED.schema,
       field_profiles = EXCLUDED.field_profiles, pr_link = EXCLUDED.pr_link, updated_at = now()`, [
        (0,external_node_crypto_.randomUUID)(),
        workspaceId,
        asset.resourceName,
        asset.sourceType,
        asset.dataSource,
        asset.path,
        JSON.stringify(asset.schema),
        asset.fieldProfiles ? JSON.stringify(asset.fieldProfiles) : null,
        asset.prLink ?? null,
    ]);
}
async function registeredSchema(db, workspaceId, resourceName) {
    const rows = await db.query("SELECT schema FROM data_assets WHERE workspace_id = $1 AND resource_name = $2", [workspaceId, resourceName]);
    return rows[0]?.schema;
}
async function registeredSchemasOf(db, workspaceId, resourceNames) {
    const rows = await db.query("SELECT resource_name, schema FROM data_assets WHERE workspace_id = $1 AND resource_name = ANY($2::text[])", [workspaceId, resourceNames]);
    return new Map(rows.map((r) => [r.resource_name, r.schema]));
}
/** Key-order-independent equality of two schema trees. */
function sameSchema(a, b) {
    const canonical = (value) => {
        if (Array.isArray(value))
            return value.map(canonical);
        if (value && typeof value === "object") {
            return Object.fromEntries(Object.entries(value)
                .filter(([k, v]) => v !== undefined && k !== "line")
                .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
                .map(([k, v]) => [k, canonical(v)]));
        }
        return value;
    };
    return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
function assetHandlers(deps, renderMarkdown) {
    const { store } = deps;
    return {
        async registerAssets(caller, { body }) {
            const outcomes = [];
            for (const asset of body.assets) {
                const name = asset.data_asset_resource_name;
                const problem = assetProblem(asset, asset.source_type, name.source_type);
                if (problem) {
                    outcomes.push({ data_asset_resource_name: name, error: problem });
                    continue;
                }
                try {
                    await saveAsset(store, caller.workspaceId, {
                        resourceName: resourceNameOf(name),
                        sourceType: asset.source_type,
                        dataSource: name.data_source,
                        path: name.path,
                        schema: asset.schema,
                        fieldProfiles: asset.fieldNameToDataAssetFieldProfileMap,
                        prLink: body.prLink,
                    });
                    outcomes.push({ data_asset_resource_name: name });
                }
                catch (error) {
                    outcomes.push({
                        data_asset_resource_name: name,
                        error: `not registered: ${error instanceof Error ? error.message : String(error)}`,
                    });
                }
            }
            return { asset_registration_outcomes: outcomes };
        },
        async registerS3Assets(caller, { body }) {
            const registered = [];
            const problems = [];
            for (const asset of body.assets) {
                const resourceName = resourceNameOf({
                    source_type: "s3",
                    data_source: asset.bucket,
                    path: asset.pattern,
                });
                const problem = assetProblem(asset, "s3", "s3");
                if (problem) {
                    problems.push(`${resourceName}: ${problem}`);
                    continue;
                }
                // Rule 2: a trial run validates and reports, and writes nothing.
                if (!body.dry_run) {
                    await saveAsset(store, caller.workspaceId, {
                        resourceName,
                        sourceType: "s3",
                        dataSource: asset.bucket,
                        path: asset.pattern,
                        schema: asset.schema,
                        fieldProfiles: asset.fieldNameToDataAssetFieldProfileMap,
                        prLink: body.prLink,
                    });
                }
                registered.push(resourceName);
            }
            const verb = body.dry_run ? "would be registered (dry run, nothing written)" : "registered";
            const message = `${registered.length} asset${registered.length === 1 ? "" : "s"} ${verb}${problems.length > 0 ? `; ${problems.length} refused: ${problems.join("; ")}` : ""}`;
            return { message, registered, success: problems.length === 0 };
        },
        async listDataAssets(caller, { query }) {
            const rows = await store.query(`SELECT a.id, a.resource_name, a.source_type, a.data_source, a.path, a.updated_at,
           (SELECT c.contract_id FROM contracts c WHERE c.workspace_id = a.workspace_id AND c.is_latest
              AND c.resource_names @> ARRAY[a.resource_name] ORDER BY c.updated_at DESC LIMIT 1) AS contract_id
         FROM data_assets a WHERE a.workspace_id = $1 ORDER BY a.created_at, a.id LIMIT $2 OFFSET $3`, [caller.workspaceId, query.limit, query.offset]);
            return rows.map((r) => ({
                id: r.id,
                dataAssetResourceName: r.resource_name,
                domain: r.data_source,
                path: r.path,
                type: r.source_type,
                updatedAt: iso(r.updated_at),
                ...(r.contract_id ? { contractId: r.contract_id } : {}),
            }));
        },
        async checkAssetsCompliance(caller, { body }) {
            const results = [];
            let queued = 0;
            const names = body.assets.map((a) => resourceNameOf(a.data_asset_resource_name));
            const contracts = await contractsForResources(store, caller.workspaceId, names, ENFORCED_STATUSES);
            const registeredSchemas = body.includeUnchangedAssets
                ? new Map()
                : await registeredSchemasOf(store, caller.workspaceId, names);
            for (const asset of body.assets) {
                const name = asset.data_asset_resource_name;
                const resourceName = resourceNameOf(name);
                const base = {
                    dataAssetNamespace: name.data_source,
                    dataAssetResourceName: resourceName,
                    dataAssetPath: name.path,
                };
                const contract = contracts.get(resourceName);
                if (!contract) {
                    results.push({ ...base, responseType: "NO_CONTRACT" });
                    continue;
                }
                const spec = contract.body.contractSpec;
                const level = contract.body.enforcementLevel ?? "INACTIVE";
                let status;
                let violations = [];
                const registered = registeredSchemas.get(resourceName);
                if (registered && sameSchema(registered, asset.schema)) {
                    status = "NO_CHANGE";
                }
                else {
                    violations = checkAsset(spec, asset.schema);
                    status = violations.length > 0 ? "NON_COMPLIANT" : "COMPLIANT";
                }
                if (violations.length > 0) {
                    queued += await store.transaction((tx) => recordViolations(tx, {
                        workspaceId: caller.workspaceId,
                        contract,
                        asset: {
                            resourceName,
                            sourceType: asset.source_type,
                            dataSource: name.data_source,
                            path: name.path,
                        },
                        violations,
                        prLink: body.prLink,
                    }));
                }
                if (body.responseType === "DETAILED") {
                    results.push({
                        ...base,
                        responseType: "DETAILED",
                        contractId: contract.contract_id,
                        ...(spec.name ? { contractName: spec.name } : {}),
                        ...(contract.body.version ? { contractVersion: contract.body.version } : {}),
                        enforcementLevel: level,
                        ...(spec.owner ? { owner: spec.owner } : {}),
                        status,
                        violations,
                    });
                }
                else {
                    const verdict = (0,compliance_verdict/* verdictOf */.V)([{ enforcementLevel: level, violations }]).verdict;
                    results.push({
                        ...base,
                        responseType: "COMMENT_MARKDOWN",
                        markdown: renderMarkdown({
                            resourceName,
                            contractName: spec.name,
                            contractId: contract.contract_id,
                            contractVersion: contract.body.version,
                            owner: spec.owner,
                            enforcementLevel: level,
                            status,
                            violations,
                        }),
                        enforcementLevel: level,
                        shouldBlock: verdict === "block",
                        shouldAlert: verdict === "alert",
                    });
                }
            }
            if (queued > 0)
                deps.onQueued();
            return results;
        },
        async checkContractCompliance(caller, { body }) {
            const { contractSchema, dataAssetResourceName } = body.contract;
            const schema = await registeredSchema(store, caller.workspaceId, dataAssetResourceName);
            if (!schema)
                throw notFound(`data asset '${dataAssetResourceName}' is not registered`);
            return { violations: checkAsset({ schema: contractSchema }, schema) };
        },
        async bulkCheckContractCompliance(caller, { body }) {
            const { contractSchema, dataAssetResourceNames } = body.contract;
            const results = {};
            for (const name of dataAssetResourceNames) {
                const schema = await registeredSchema(store, caller.workspaceId, name);
                results[name] = schema
                    ? { violations: checkAsset({ schema: contractSchema }, schema) }
                    : { error: `data asset '${name}' is not registered` };
            }
            return { results };
        },
    };
}

// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(5163);
;// CONCATENATED MODULE: ./src/service/markdown.ts

/** Endpoint 6 COMMENT_MARKDOWN: the same section the PR comment shows for the asset (src/report). */
function renderAssetMarkdown(input) {
    const name = input.contractName ?? input.contractId;
    if (input.status === "NO_CHANGE") {
        return `⏸️ \`${input.resourceName}\` is unchanged since its registration; contract ${name} was not checked.\n`;
    }
    return (0,markdown/* renderAssetMarkdown */.ww)({
        asset: input.resourceName,
        contract: {
            id: input.contractId,
            name,
            version: input.contractVersion,
            owner: input.owner,
            enforcementLevel: input.enforcementLevel,
            fileUri: input.fileUri,
        },
        violations: input.violations,
    });
}

// EXTERNAL MODULE: ./src/service/keys.ts
var keys = __webpack_require__(10055);
;// CONCATENATED MODULE: ./src/service/operations.ts






/** Endpoint 19: decision on the seed's gap, the columns and directions a caller may sort by. */
const NOTIFICATION_ORDER = {
    createdAt: "created_at",
    updatedAt: "updated_at",
    status: "status",
    retryCount: "retry_count",
    actionName: "action_name",
};
function toConfigRecord(r) {
    return {
        config_type: r.config_type,
        language: r.language,
        repo: r.repo,
        ...(r.project_root !== null ? { project_root: r.project_root } : {}),
        version: r.version,
        config_value: r.config_value,
        created_at: iso(r.created_at),
    };
}
function operationHandlers(deps) {
    const { store } = deps;
    return {
        // ---- lineage
        async getComponent(caller, { params }) {
            const rows = await store.query("SELECT body FROM components WHERE workspace_id = $1 AND id::text = $2", [caller.workspaceId, params.id.toLowerCase()]);
            if (!rows[0])
                throw notFound(`no component with id '${params.id}'`);
            return rows[0].body;
        },
        async exportLineage(caller, { query }) {
            const rows = await store.query("SELECT body FROM components WHERE workspace_id = $1 AND run_id = $2 ORDER BY created_at, id", [caller.workspaceId, query.run_id]);
            return { timestamp: new Date().toISOString(), items: rows.map((r) => r.body) };
        },
        async putComponent(caller, { body }) {
            const rows = await store.query(`INSERT INTO components (id, workspace_id, run_id, body) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (id) DO UPDATE SET run_id = EXCLUDED.run_id, body = EXCLUDED.body
           WHERE components.workspace_id = EXCLUDED.workspace_id
         RETURNING workspace_id`, [body.id, caller.workspaceId, body.runId ?? null, JSON.stringify(body)]);
            // The id is taken by another workspace's component: refuse without saying whose.
            if (rows.length === 0)
                throw conflict(`component id '${body.id}' is not available`);
            return body;
        },
        // ---- actions
        async createAction(caller, { body }) {
            const actionId = (0,external_node_crypto_.randomUUID)();
            await store.query(`INSERT INTO actions (workspace_id, id, name, triggers, destinations, is_active)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, true)`, [
                caller.workspaceId,
                actionId,
                body.name,
                JSON.stringify(body.triggers),
                JSON.stringify(body.destinations),
            ]);
            return { actionId };
        },
        async updateAction(caller, { body }) {
            const rows = await store.query(`UPDATE actions SET name = $3, triggers = $4::jsonb, destinations = $5::jsonb, is_active = $6, updated_at = now()
         WHERE workspace_id = $1 AND id = $2 RETURNING id`, [
                caller.workspaceId,
                body.actionId,
                body.name,
                JSON.stringify(body.triggers),
                JSON.stringify(body.destinations),
                body.isActive,
            ]);
            if (rows.length === 0)
                throw notFound(`no action with id '${body.actionId}'`);
            return { actionId: body.actionId };
        },
        async listActions(caller, { query }) {
            const rows = await store.query(`SELECT id, name, triggers, destinations, is_active FROM actions WHERE workspace_id = $1
         ORDER BY created_at, id LIMIT $2 OFFSET $3`, [caller.workspaceId, query.limit, query.offset]);
            return {
                actions: rows.map((r) => ({
                    actionId: r.id,
                    name: r.name,
                    triggers: r.triggers,
                    destinations: r.destinations,
                    isActive: r.is_active,
                })),
            };
        },
        // ---- single sign-on
        async putSsoSettings(caller, { body }) {
            const problems = [];
            if (body.identityProvider.trim() === "") {
                problems.push({ pointer: "/body/identityProvider", message: "must not be empty" });
            }
            let url;
            try {
                url = new URL(body.metadataDocumentEndpointUrl);
            }
            catch { }
            if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
                problems.push({ pointer: "/body/metadataDocumentEndpointUrl", message: "must be an http(s) URL" });
            }
            if (problems.length > 0)
                throw badRequest("invalid SSO settings", problems);
            await store.query(`INSERT INTO sso_settings (workspace_id, body) VALUES ($1, $2::jsonb)
         ON CONFLICT (workspace_id) DO UPDATE SET body = EXCLUDED.body, updated_at = now()`, [caller.workspaceId, JSON.stringify(body)]);
            return body;
        },
        async getSsoSettings(caller) {
            const rows = await store.query("SELECT body FROM sso_settings WHERE workspace_id = $1", [caller.workspaceId]);
            if (!rows[0])
                throw notFound("no SSO settings stored");
            return rows[0].body;
        },
        // ---- telemetry (idempotent by id)
        async ingestTelemetry(caller, { body }) {
            const id = body.id ?? (0,external_node_crypto_.randomUUID)();
            const data = JSON.stringify(body.data);
            await store.query(`INSERT INTO telemetry (workspace_id, id, type, data) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (workspace_id, id) DO NOTHING`, [caller.workspaceId, id, body.type, data]);
            const same = await store.query("SELECT type = $3 AND data = $4::jsonb AS same FROM telemetry WHERE workspace_id = $1 AND id = $2", [caller.workspaceId, id, body.type, data]);
            if (!same[0]?.same)
                throw conflict(`telemetry data point '${id}' exists with different content`);
            return { id };
        },
        // ---- configuration
        async getConfig(caller, { body }) {
            // Rule 3: selected by type, language and repo, plus the version when given; else the latest.
            const rows = await store.query(`SELECT config_type, language, repo, project_root, version, config_value, created_at FROM configurations
         WHERE workspace_id = $1 AND config_type = $2 AND language = $3 AND repo = $4
           AND ($5::text IS NULL OR version = $5::text)
         ORDER BY created_at DESC, id LIMIT 1`, [caller.workspaceId, body.config_type, body.language, body.repo, body.version ?? null]);
            if (!rows[0])
                throw notFound("no configuration matches");
            return toConfigRecord(rows[0]);
        },
        async createConfiguration(caller, { body }) {
            const rows = await store.query(`INSERT INTO configurations (id, workspace_id, config_type, language, repo, project_root, version, config_value)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
         ON CONFLICT (workspace_id, config_type, language, repo, version) DO NOTHING
         RETURNING config_type, language, repo, project_root, version, config_value, created_at`, [
                (0,external_node_crypto_.randomUUID)(),
                caller.workspaceId,
                body.config_type,
                body.language,
                body.repo,
                body.project_root ?? null,
                body.version,
                JSON.stringify(body.config_value),
            ]);
            if (!rows[0])
                throw conflict(`configuration version '${body.version}' exists (versions are immutable)`);
            return toConfigRecord(rows[0]);
        },
        // ---- webhooks
        async listWebhooks(caller) {
            const rows = await store.query("SELECT id, url, name, secret, headers FROM webhooks WHERE workspace_id = $1 ORDER BY created_at, id", [caller.workspaceId]);
            return { webhooks: rows };
        },
        async createWebhook(caller, { body }) {
            const problem = webhookUrlProblem(body.url, deps.allowPrivateWebhooks);
            if (problem)
                throw badRequest(`webhook url ${problem}`, [{ pointer: "/body/url", message: problem }]);
            const webhook = {
                id: (0,external_node_crypto_.randomUUID)(),
                url: body.url,
                name: body.name,
                secret: body.secret ?? generateWebhookSecret(),
                headers: body.headers ?? {},
            };
            await store.query("INSERT INTO webhooks (id, workspace_id, url, name, secret, headers) VALUES ($1, $2, $3, $4, $5, $6::jsonb)", [
                webhook.id,
                caller.workspaceId,
                webhook.url,
                webhook.name,
                webhook.secret,
                JSON.stringify(webhook.headers),
            ]);
            return webhook;
        },
        async deleteWebhook(caller, { params }) {
            const rows = await store.query("DELETE FROM webhooks WHERE workspace_id = $1 AND id = $2 RETURNING id", [caller.workspaceId, params.id]);
            if (rows.length === 0)
                throw notFound(`no webhook with id '${params.id}'`);
            return { id: params.id, deleted: true };
        },
        async testWebhook(caller, { body }) {
            const { messageId, endpoints } = await store.transaction((tx) => enqueueMessage(tx, caller.workspaceId, {
                eventType: body.eventType,
                data: { test: true, message: "contract-sync test message" },
            }));
            if (endpoints === 0)
                throw conflict("the workspace has no webhook endpoint to send a test message to");
            deps.onQueued();
            return { messageId };
        },
        // ---- notifications
        async listNotifications(caller, { query }) {
            const orderBy = query.orderBy ?? "createdAt";
            const column = NOTIFICATION_ORDER[orderBy];
            const dir = (query.orderDir ?? "desc").toLowerCase();
            const errors = [];
            if (!column) {
                errors.push({
                    pointer: "/query/orderBy",
                    message: `must be one of ${Object.keys(NOTIFICATION_ORDER).join(", ")}`,
                });
            }
            if (dir !== "asc" && dir !== "desc")
                errors.push({ pointer: "/query/orderDir", message: "must be asc or desc" });
            if (errors.length > 0 || !column)
                throw badRequest("invalid sort order", errors);
            const sqlDir = dir === "asc" ? "ASC" : "DESC";
            // column and direction come from the fixed tables above, never from the request text.
            const rows = await store.query(`SELECT id, change_log_event_id, action_id, action_details, status, created_at, updated_at, retry_count,
           action_name, user_name FROM notifications WHERE workspace_id = $1
         ORDER BY ${column} ${sqlDir}, id ${sqlDir} LIMIT $2 OFFSET $3`, [caller.workspaceId, query.limit, query.offset]);
            return {
                notifications: rows.map((r) => ({
                    id: r.id,
                    changeLogEventId: r.change_log_event_id,
                    actionId: r.action_id,
                    actionDetails: r.action_details,
                    status: r.status,
                    createdAt: iso(r.created_at),
                    updatedAt: iso(r.updated_at),
                    retryCount: r.retry_count,
                    actionName: r.action_name,
                    ...(r.user_name ? { userName: r.user_name } : {}),
                })),
            };
        },
        // ---- API keys
        async createApiKey(caller, { body }) {
            const names = await store.query("SELECT name FROM workspaces WHERE id = $1", [
                caller.workspaceId,
            ]);
            const { key, info } = await (0,keys/* createApiKey */.Iq)(store, names[0].name, body?.label);
            return { ...info, key };
        },
        async listApiKeys(caller) {
            return { apiKeys: await (0,keys/* listApiKeys */.d5)(store, caller.workspaceId) };
        },
        async revokeApiKey(caller, { params }) {
            if (!(await (0,keys/* revokeApiKey */.mA)(store, caller.workspaceId, params.id))) {
                throw notFound(`no API key with id '${params.id}'`);
            }
            return { id: params.id, deleted: true };
        },
    };
}

;// CONCATENATED MODULE: ./src/service/index.ts





/**
 * The Data Contract Service without HTTP: the GitHub Action's embedded mode
 * calls it directly, the fastify adapter calls it per request. Requests are
 * expected already validated by the endpoint table's schemas.
 */
function createService(store, options = {}) {
    const deps = {
        store,
        allowPrivateWebhooks: options.allowPrivateWebhooks ?? false,
        onQueued: options.onQueued ?? (() => { }),
    };
    const service = {
        ...contractHandlers(deps),
        ...assetHandlers(deps, options.renderMarkdown ?? renderAssetMarkdown),
        ...operationHandlers(deps),
    };
    return service;
}

// EXTERNAL MODULE: ./node_modules/fastify/fastify.js
var fastify = __webpack_require__(16703);
var fastify_default = /*#__PURE__*/__webpack_require__.n(fastify);
// EXTERNAL MODULE: ./src/api/endpoints.ts
var endpoints = __webpack_require__(49214);
// EXTERNAL MODULE: ./src/api/extensions.ts
var extensions = __webpack_require__(59668);
// EXTERNAL MODULE: ./src/api/openapi.ts
var api_openapi = __webpack_require__(66740);
;// CONCATENATED MODULE: ./src/store/port.ts
/** A database error the caller may want to tell apart (unique violation, etc.). */
function sqlState(error) {
    if (typeof error === "object" && error !== null && "code" in error) {
        const code = error.code;
        return typeof code === "string" ? code : undefined;
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./src/server/problem.ts

function problem(status, detail, errors, title) {
    return {
        type: "about:blank",
        title: title ?? external_node_http_.STATUS_CODES[status] ?? "Error",
        status,
        detail,
        ...(errors && errors.length > 0 ? { errors } : {}),
    };
}
function sendProblem(reply, body) {
    return reply.code(body.status).type("application/problem+json").send(body);
}
/**
 * For a value no branch of a union accepts, the branch that got furthest (its
 * issues sit deepest, then fewest of them) says best what is wrong: a contract
 * object with a bad status should report /body/status, not "expected array".
 */
function flatten(issues, base = []) {
    return issues.flatMap((issue) => {
        const path = [...base, ...issue.path];
        if (issue.code === "invalid_union" && issue.errors.length > 0) {
            const branches = issue.errors.map((branch) => flatten(branch, path));
            const depth = (b) => Math.min(...b.map((i) => i.path.length));
            branches.sort((a, b) => depth(b) - depth(a) || a.length - b.length);
            const best = branches[0];
            if (best && best.length > 0 && depth(best) > path.length)
                return best;
        }
        return [{ path, message: issue.message }];
    });
}
/** RFC 6901 pointers of a zod error's issues, rooted at the part of the request they sit in. */
function zodFieldErrors(error, part) {
    return flatten(error.issues).map((issue) => ({
        pointer: `/${part}${issue.path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("")}`,
        message: issue.message,
    }));
}

;// CONCATENATED MODULE: ./src/server/rate-limit.ts
/**
 * A token bucket per workspace: `requestsPerSecond` refill, `burst` capacity.
 * In memory, so each server process limits on its own (replicas multiply it).
 */
class RateLimiter {
    requestsPerSecond;
    #buckets = new Map();
    #burst;
    constructor(requestsPerSecond, burst) {
        this.requestsPerSecond = requestsPerSecond;
        this.#burst = burst ?? Math.max(1, Math.ceil(requestsPerSecond * 2));
    }
    /** Takes one token; returns 0 when allowed, else the seconds until one is available. */
    take(key, now = Date.now()) {
        const bucket = this.#buckets.get(key) ?? { tokens: this.#burst, at: now };
        bucket.tokens = Math.min(this.#burst, bucket.tokens + ((now - bucket.at) / 1000) * this.requestsPerSecond);
        bucket.at = now;
        if (this.#buckets.size > 100_000)
            this.#buckets.clear();
        this.#buckets.set(key, bucket);
        if (bucket.tokens >= 1) {
            bucket.tokens -= 1;
            return 0;
        }
        return Math.max(1, Math.ceil((1 - bucket.tokens) / this.requestsPerSecond));
    }
}

;// CONCATENATED MODULE: ./src/server/app.ts









const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Every operation the server answers: the seed's 20 and the extensions, one table. */
const ALL_ENDPOINTS = { ...endpoints/* endpoints */.vZ, ...extensions/* extensionEndpoints */.Ql };
/**
 * The fastify adapter: one route per entry of the endpoint tables, each
 * validating its params, query and body with the table's zod schemas and
 * calling the service method of the same operation id. Nothing about the wire
 * is written here twice.
 */
function buildApp(options) {
    const requestTimeout = options.requestTimeoutMs ?? 30_000;
    const app = fastify_default()({
        bodyLimit: options.bodyLimit ?? 1024 * 1024,
        requestTimeout,
        connectionTimeout: requestTimeout,
        keepAliveTimeout: 5_000,
        return503OnClosing: true,
        forceCloseConnections: "idle",
        requestIdHeader: false,
        genReqId: (req) => {
            const given = req.headers["x-request-id"];
            return typeof given === "string" && REQUEST_ID.test(given) ? given : (0,external_node_crypto_.randomUUID)();
        },
        logger: {
            level: options.logLevel ?? "info",
            ...(options.logStream ? { stream: options.logStream } : {}),
        },
    });
    // Endpoint 17 sends its selector as a JSON body on a GET.
    app.addHttpMethod("GET", { hasBody: true, overrideExisting: true });
    // An empty JSON body is "no body" (GETs sent with a content-type), left to the schemas to judge.
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
        if (body === "")
            return done(null, undefined);
        try {
            parseJson(request, String(body), done);
        }
        catch (error) {
            const refusal = Object.assign(new Error(`body is not usable JSON: ${String(error)}`), {
                statusCode: 400,
            });
            done(refusal, undefined);
        }
    });
    const callers = new WeakMap();
    const handlers = options.service;
    let openapi;
    app.addHook("onSend", async (request, reply) => {
        reply.header("x-request-id", request.id);
    });
    app.setNotFoundHandler((request, reply) => sendProblem(reply, problem(404, `no route ${request.method} ${request.url.split("?")[0]}`)));
    app.setErrorHandler((error, request, reply) => {
        if (error instanceof ServiceError) {
            return sendProblem(reply, problem(error.status, error.message, error.errors, error.title));
        }
        const message = error instanceof Error ? error.message : String(error);
        // Values the database cannot hold (a NUL character in text, say) are the client's to fix.
        const state = sqlState(error);
        if (state?.startsWith("22")) {
            return sendProblem(reply, problem(400, `a value cannot be stored: ${message}`, [{ pointer: "/body", message }]));
        }
        if (state === "23505")
            return sendProblem(reply, problem(409, "the resource exists already"));
        // (Fastify's own errors, such as body too large, are RangeErrors too but carry a statusCode.)
        if (error instanceof RangeError && !("statusCode" in error)) {
            return sendProblem(reply, problem(400, "the request is nested too deeply", [{ pointer: "/body", message }]));
        }
        const status = typeof error === "object" && error && "statusCode" in error ? Number(error.statusCode) : 500;
        if (status >= 400 && status < 500) {
            // Fastify's own refusals: malformed JSON, body too large, unsupported media type, timeouts.
            const errors = status === 400 ? [{ pointer: "/body", message }] : undefined;
            return sendProblem(reply, problem(status, message, errors));
        }
        request.log.error({ err: error }, "request failed");
        const code = status === 503 ? 503 : 500;
        return sendProblem(reply, problem(code, code === 503 ? "the service is not available" : "internal error"));
    });
    const limiter = options.rateLimit
        ? new RateLimiter(options.rateLimit.requestsPerSecond, options.rateLimit.burst)
        : undefined;
    const authenticate = async (request, reply) => {
        const header = request.headers["x-api-key"];
        const workspaceId = await options.keys.resolve(typeof header === "string" ? header : undefined);
        // One answer for a missing key and a wrong one.
        if (!workspaceId)
            throw new ServiceError(401, "Unauthorized", "a valid X-API-KEY header is required");
        const wait = limiter?.take(workspaceId) ?? 0;
        if (wait > 0) {
            reply.header("retry-after", String(wait));
            throw new ServiceError(429, "Too Many Requests", `rate limit exceeded; retry in ${wait} s`);
        }
        callers.set(request, { workspaceId });
    };
    for (const [operationId, spec] of Object.entries(ALL_ENDPOINTS)) {
        const isPublic = spec.public === true;
        const serve = publicHandler(operationId) ?? handlers[operationId];
        if (!serve)
            throw new Error(`no service method for operation '${operationId}'`);
        app.route({
            method: spec.method,
            url: (0,endpoints/* toFastifyPath */.JH)(spec.path),
            ...(isPublic ? {} : { onRequest: authenticate }),
            handler: async (request, reply) => {
                const parsed = {};
                const errors = [];
                for (const part of ["params", "query", "body"]) {
                    const schema = spec[part];
                    if (!schema)
                        continue;
                    const raw = request[part] ?? (part === "body" ? undefined : {});
                    let result;
                    try {
                        result = schema.safeParse(raw);
                    }
                    catch (error) {
                        // zod recursing through a pathologically deep value runs out of stack.
                        if (!(error instanceof RangeError))
                            throw error;
                        errors.push({ pointer: `/${part}`, message: "nested too deeply" });
                        continue;
                    }
                    if (result.success)
                        parsed[part] = result.data;
                    else
                        errors.push(...zodFieldErrors(result.error, part));
                }
                if (errors.length > 0) {
                    return sendProblem(reply, problem(400, `invalid request to ${operationId}`, errors));
                }
                const caller = callers.get(request) ?? { workspaceId: "" };
                const body = await serve(caller, parsed);
                if (options.validateResponses) {
                    const check = spec.response.safeParse(body);
                    if (!check.success) {
                        request.log.error({ issues: check.error.issues, operationId }, "response does not match its schema");
                        return sendProblem(reply, problem(500, `response of ${operationId} does not match its schema`));
                    }
                }
                return reply.code(spec.status).send(body);
            },
        });
    }
    function publicHandler(operationId) {
        if (operationId === "healthz") {
            return async () => {
                try {
                    await options.store.query("SELECT 1");
                }
                catch {
                    throw new ServiceError(503, "Service Unavailable", "the store is not reachable");
                }
                return { status: "ok" };
            };
        }
        if (operationId === "getOpenApi") {
            return async () => {
                openapi ??= (0,api_openapi/* buildOpenApiDocument */.u)();
                return openapi;
            };
        }
        return undefined;
    }
    return app;
}

;// CONCATENATED MODULE: ./src/server/start.ts




/** Starts the reference server in this process (the CLI's `serve`, the action's embedded mode, tests). */
async function startServer(options) {
    const allowPrivate = options.allowPrivateWebhooks ?? false;
    let worker;
    const service = createService(options.store, {
        allowPrivateWebhooks: allowPrivate,
        onQueued: () => worker?.wake(),
    });
    const app = buildApp({
        ...options,
        service,
        keys: new keys/* KeyResolver */.Gx(options.store, options.apiKeys ?? [], options.keyCacheMs),
    });
    await app.listen({ host: options.host ?? "127.0.0.1", port: options.port ?? 8080 });
    if (options.delivery !== false) {
        worker = createDeliveryWorker(options.store, {
            allowPrivate,
            onError: (error) => app.log.error({ err: error }, "webhook delivery failed"),
            ...options.delivery,
        });
    }
    const address = app.server.address();
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    let closing;
    return {
        url: `http://${host}:${address.port}`,
        app,
        service,
        worker,
        close() {
            closing ??= (async () => {
                await app.close();
                await worker?.stop();
            })();
            return closing;
        },
    };
}


/***/ }),

/***/ 10055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gx: () => (/* binding */ KeyResolver),
/* harmony export */   I: () => (/* binding */ DEFAULT_WORKSPACE_NAME),
/* harmony export */   Iq: () => (/* binding */ createApiKey),
/* harmony export */   d5: () => (/* binding */ listApiKeys),
/* harmony export */   mA: () => (/* binding */ revokeApiKey)
/* harmony export */ });
/* unused harmony exports DEFAULT_WORKSPACE_ID, hashKey, generateKey, ensureWorkspace */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** The workspace of CONTRACT_SYNC_API_KEY (created by the first migration). */
const DEFAULT_WORKSPACE_ID = "00000000-0000-4000-8000-000000000001";
const DEFAULT_WORKSPACE_NAME = "default";
/**
 * Keys are 32 random bytes, so a plain SHA-256 is the right hash: there is
 * nothing to brute-force that a slow hash would protect. Only the hash is stored.
 */
function hashKey(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(key, "utf8").digest("hex");
}
function generateKey() {
    return `csk_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString("base64url")}`;
}
/** Finds or creates a workspace by name; returns its id. */
async function ensureWorkspace(db, name) {
    const rows = await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`, [(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(), name]);
    return rows[0].id;
}
/** Creates a key for the workspace (created when missing). The key itself is returned once, never stored. */
async function createApiKey(store, workspace, label) {
    const key = generateKey();
    const info = await store.transaction(async (tx) => {
        const workspaceId = await ensureWorkspace(tx, workspace);
        const rows = await tx.query("INSERT INTO api_keys (id, workspace_id, key_hash, label) VALUES ($1, $2, $3, $4) RETURNING id, created_at", [(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(), workspaceId, hashKey(key), label ?? null]);
        const row = rows[0];
        return {
            id: row.id,
            workspace,
            label: label ?? null,
            createdAt: row.created_at.toISOString(),
            revokedAt: null,
        };
    });
    return { key, info };
}
async function listApiKeys(db, workspaceId) {
    const rows = await db.query(`SELECT k.id, w.name, k.label, k.created_at, k.revoked_at FROM api_keys k
     JOIN workspaces w ON w.id = k.workspace_id WHERE k.workspace_id = $1 ORDER BY k.created_at, k.id`, [workspaceId]);
    return rows.map((r) => ({
        id: r.id,
        workspace: r.name,
        label: r.label,
        createdAt: r.created_at.toISOString(),
        revokedAt: r.revoked_at?.toISOString() ?? null,
    }));
}
/** Revokes a key of the workspace; false when there is no such key. */
async function revokeApiKey(db, workspaceId, keyId) {
    const rows = await db.query("UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE workspace_id = $1 AND id = $2 RETURNING id", [workspaceId, keyId]);
    return rows.length > 0;
}
/**
 * Maps a presented key to its workspace. Environment keys (CONTRACT_SYNC_API_KEY)
 * belong to the default workspace. Found keys are cached for `cacheMs` so a
 * request costs no query; a revoked key stops working within that time.
 */
class KeyResolver {
    db;
    cacheMs;
    #cache = new Map();
    #envHashes;
    constructor(db, envKeys = [], cacheMs = 5_000) {
        this.db = db;
        this.cacheMs = cacheMs;
        this.#envHashes = new Set(envKeys.filter((k) => k.length > 0).map(hashKey));
    }
    async resolve(key) {
        if (!key)
            return undefined;
        const hash = hashKey(key);
        if (this.#envHashes.has(hash))
            return DEFAULT_WORKSPACE_ID;
        const now = Date.now();
        const cached = this.#cache.get(hash);
        if (cached && cached.until > now)
            return cached.workspaceId;
        const rows = await this.db.query("SELECT workspace_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL", [hash]);
        const workspaceId = rows[0]?.workspace_id;
        if (workspaceId) {
            if (this.#cache.size > 10_000)
                this.#cache.clear();
            this.#cache.set(hash, { workspaceId, until: now + this.cacheMs });
        }
        else {
            this.#cache.delete(hash);
        }
        return workspaceId;
    }
}


/***/ }),

/***/ 52168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ openStore)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/store/lock.ts


/**
 * PGlite is one process's database: two processes on one data dir would
 * corrupt it. The lock file holds the owner's pid; a lock whose process is
 * gone (kill -9) is taken over.
 */
async function lockDataDir(dir) {
    const file = (0,external_node_path_.join)(dir, "contract-sync.lock");
    for (let attempt = 0; attempt < 2; attempt++) {
        try {
            const handle = await (0,promises_.open)(file, "wx");
            await handle.writeFile(String(process.pid));
            await handle.close();
            return () => (0,promises_.rm)(file, { force: true });
        }
        catch (error) {
            if (error.code !== "EEXIST")
                throw error;
            const owner = Number((await (0,promises_.readFile)(file, "utf8").catch(() => "")).trim());
            if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
                throw new Error(`data dir ${dir} is in use by process ${owner}; stop it first (or use its HTTP API, e.g. POST /v0/api-keys)`);
            }
            await (0,promises_.rm)(file, { force: true });
        }
    }
    throw new Error(`could not lock data dir ${dir}`);
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === "EPERM";
    }
}

;// CONCATENATED MODULE: ./src/store/migrations.ts
/**
 * The one set of SQL migrations, for PGlite and PostgreSQL alike, applied in
 * order at start. Never edit a released migration: append a new one.
 * Every tenant row carries `workspace_id`; every query filters on it.
 */
const MIGRATIONS = [
    {
        version: 1,
        name: "initial",
        sql: `
CREATE TABLE workspaces (
  id uuid PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The workspace CONTRACT_SYNC_API_KEY belongs to.
INSERT INTO workspaces (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'default');

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  label text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- One row per contract version; the newest row of an id has is_latest.
CREATE TABLE contracts (
  row_id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  contract_id uuid NOT NULL,
  parent_row_id uuid REFERENCES contracts(row_id),
  is_latest boolean NOT NULL,
  status text NOT NULL,
  body jsonb NOT NULL,
  spec_raw text NOT NULL,
  resource_names text[] NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX contracts_latest ON contracts (workspace_id, contract_id) WHERE is_latest;
CREATE INDEX contracts_list ON contracts (workspace_id, created_at, contract_id) WHERE is_latest;
CREATE INDEX contracts_resources ON contracts USING gin (resource_names) WHERE is_latest;

CREATE TABLE change_log_events (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  contract_id uuid,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contract_violations (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  contract_id uuid NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_violations_contract ON contract_violations (workspace_id, contract_id, created_at);

CREATE TABLE data_assets (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  resource_name text NOT NULL,
  source_type text NOT NULL,
  data_source text NOT NULL,
  path text NOT NULL,
  schema jsonb NOT NULL,
  field_profiles jsonb,
  pr_link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, resource_name)
);

CREATE TABLE components (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  run_id text,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX components_run ON components (workspace_id, run_id);

CREATE TABLE actions (
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  id text NOT NULL,
  name text NOT NULL,
  triggers jsonb NOT NULL,
  destinations jsonb NOT NULL,
  is_active boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);

CREATE TABLE sso_settings (
  workspace_id uuid PRIMARY KEY REFERENCES workspaces(id),
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhooks (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  url text NOT NULL,
  name text NOT NULL,
  secret text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  change_log_event_id uuid NOT NULL,
  action_id text NOT NULL,
  action_details jsonb NOT NULL,
  action_name text NOT NULL,
  user_name text,
  status text NOT NULL,
  retry_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_list ON notifications (workspace_id, created_at);

-- The outbox: one row per message per webhook endpoint. Workers claim rows with
-- FOR UPDATE SKIP LOCKED and a lease (locked_until), so two never send one row.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  notification_id uuid REFERENCES notifications(id) ON DELETE CASCADE,
  message_id text NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'PENDING';

CREATE TABLE telemetry (
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, id)
);

CREATE TABLE configurations (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id),
  config_type text NOT NULL,
  language text NOT NULL,
  repo text NOT NULL,
  project_root text,
  version text NOT NULL,
  config_value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (workspace_id, config_type, language, repo, version)
);
`,
    },
];
/** Any constant: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 7_412_903;
/** Applies the migrations not yet applied; safe to call from several processes at once. */
async function migrate(store) {
    return store.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
        await tx.query("CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())");
        const done = new Set((await tx.query("SELECT version FROM schema_migrations")).map((r) => r.version));
        const applied = [];
        for (const m of MIGRATIONS) {
            if (done.has(m.version))
                continue;
            await tx.exec(m.sql);
            await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
            applied.push(m.version);
        }
        return applied;
    });
}

// EXTERNAL MODULE: ./src/pglite-start.ts
var pglite_start = __webpack_require__(55191);
// EXTERNAL MODULE: ./src/vendor.ts
var vendor = __webpack_require__(29161);
;// CONCATENATED MODULE: ./src/store/pglite.ts


/**
 * Embedded PostgreSQL (PGlite) kept on disk in `dataDir` (in memory without one).
 * PGlite is a single connection: its `transaction` holds a mutex, and plain
 * queries wait for it, so transactions are serialized. Each statement is synced
 * to the file system before it resolves (PGlite's default, not
 * `relaxedDurability`), which is what makes an acknowledged write survive a
 * kill -9.
 */
async function openPGliteStore(dataDir) {
    const { PGlite } = await (0,vendor/* loadPGliteModule */.m)();
    // In memory, start from the cached initialised data directory (initdb costs seconds; the embedded
    // service of every action run starts one).
    const db = dataDir ? await PGlite.create(dataDir) : (await (0,pglite_start/* startPGlite */.w)()).db;
    const run = async (q, sql, params) => (await q.query(sql, params)).rows;
    return {
        kind: "pglite",
        query: (sql, params) => run(db, sql, params),
        exec: async (sql) => {
            await db.exec(sql);
        },
        transaction: (fn) => db.transaction((tx) => {
            const scoped = {
                query: (sql, params) => run(tx, sql, params),
                exec: async (sql) => {
                    await tx.exec(sql);
                },
            };
            return fn(scoped);
        }),
        close: () => db.close(),
    };
}

// EXTERNAL MODULE: ./node_modules/pg/esm/index.mjs
var esm = __webpack_require__(83849);
;// CONCATENATED MODULE: ./src/store/postgres.ts

// int8 (bigint) and numeric come back as numbers where they fit, like PGlite does.
const types = {
    getTypeParser: ((oid, format) => {
        if (oid === 20)
            return (value) => Number(value);
        return esm/* default.types */.Ay.types.getTypeParser(oid, format);
    }),
};
/** A PostgreSQL server through a `pg` pool; several processes may share one database. */
async function openPostgresStore(connectionString, poolSize = 10) {
    const pool = new esm/* default.Pool */.Ay.Pool({ connectionString, max: poolSize, types });
    // Idle clients can lose their connection (server restart); the pool replaces them.
    pool.on("error", () => { });
    // Fail at start, not on the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const run = async (q, sql, params) => (await q.query(sql, params)).rows;
    return {
        kind: "postgres",
        query: (sql, params) => run(pool, sql, params),
        exec: async (sql) => {
            await pool.query(sql);
        },
        async transaction(fn) {
            const client = await pool.connect();
            let broken = false;
            try {
                await client.query("BEGIN");
                const scoped = {
                    query: (sql, params) => run(client, sql, params),
                    exec: async (sql) => {
                        await client.query(sql);
                    },
                };
                const result = await fn(scoped);
                await client.query("COMMIT");
                return result;
            }
            catch (error) {
                await client.query("ROLLBACK").catch(() => {
                    broken = true;
                });
                throw error;
            }
            finally {
                client.release(broken);
            }
        },
        close: () => pool.end(),
    };
}

;// CONCATENATED MODULE: ./src/store/open.ts






/** Opens the store the options name and applies the migrations. */
async function openStore(options) {
    let store;
    if (options.databaseUrl) {
        store = await openPostgresStore(options.databaseUrl, options.poolSize);
    }
    else if (options.dataDir) {
        const dir = (0,external_node_path_.resolve)(options.dataDir);
        await (0,promises_.mkdir)(dir, { recursive: true });
        const unlock = await lockDataDir(dir);
        try {
            const pglite = await openPGliteStore(dir);
            store = {
                ...pglite,
                close: async () => {
                    await pglite.close();
                    await unlock();
                },
            };
        }
        catch (error) {
            await unlock();
            throw error;
        }
    }
    else {
        store = await openPGliteStore();
    }
    try {
        await migrate(store);
    }
    catch (error) {
        await store.close().catch(() => { });
        throw error;
    }
    return store;
}


/***/ })

};
