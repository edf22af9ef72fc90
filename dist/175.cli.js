export const id = 175;
export const ids = [175];
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


/***/ })

};
