export const id = 7126;
export const ids = [7126];
export const modules = {

/***/ 30451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vF: () => (/* binding */ assessReport),
  Tx: () => (/* binding */ checkOutcome),
  sG: () => (/* binding */ outcomeOf)
});

// EXTERNAL MODULE: ./src/compliance/verdict.ts + 1 modules
var verdict = __webpack_require__(95714);
// EXTERNAL MODULE: ./src/rules/index.ts + 13 modules
var rules = __webpack_require__(93645);
;// CONCATENATED MODULE: ./src/outcome/existing-debt.ts

/**
 * The head's findings with those the base already has marked as existing debt and listed last,
 * and the base's findings whose fingerprint the head no longer has: fixed by the pull request
 * (docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays for). A finding is the base's when its rule can
 * pre-exist (rules/attribution.ts), the base has its fingerprint with the same value in the asset
 * (a field the pull request breaks further is its own), and it hides nothing the pull request
 * changed: one with `hidesChange` counts, and says why.
 */
function withExistingDebt(findings, atBase) {
    if (!atBase || atBase.length === 0)
        return { findings: [...findings], fixed: [] };
    const sameAs = (f) => JSON.stringify([f.fingerprint, f.actual ?? null]);
    const before = new Set(atBase.map(sameAs));
    const atBaseToo = (f) => (0,rules/* canPreExist */.tm)(f.rule) && before.has(sameAs(f));
    const isDebt = (f) => atBaseToo(f) && f.hidesChange === undefined;
    const now = new Set(findings.map((f) => f.fingerprint));
    return {
        findings: [
            ...findings
                .filter((f) => !isDebt(f))
                .map((f) => atBaseToo(f)
                ? { ...f, message: `${f.message} (the base has it too, yet it counts: ${f.hidesChange})` }
                : f),
            ...findings.filter(isDebt).map((f) => ({ ...f, existingDebt: true })),
        ],
        fixed: atBase.filter((f) => !now.has(f.fingerprint)),
    };
}

// EXTERNAL MODULE: ./src/outcome/findings.ts
var outcome_findings = __webpack_require__(36784);
// EXTERNAL MODULE: ./src/outcome/waivers.ts
var waivers = __webpack_require__(31609);
;// CONCATENATED MODULE: ./src/outcome/assessment.ts





function assessReport(report, assetsChecked = report.checks.length) {
    const debt = withExistingDebt((0,outcome_findings/* findingsOf */.WX)(report), report.atBase);
    const findings = (0,waivers/* withWaivers */.kM)(debt.findings, report.waivers);
    const { fixed } = debt;
    const counted = findings.filter(rules/* counts */.tQ);
    return {
        findings,
        assetsChecked,
        verdict: (0,verdict/* verdictOf */.Vj)(counted.map((f) => ({ enforcementLevel: f.level, violations: [f] }))),
        violations: counted.length,
        existingDebt: findings.filter((f) => f.existingDebt).length,
        waived: findings.filter((f) => f.waiver).length,
        fixed,
        hasFindings: findings.length > 0 ||
            fixed.length > 0 ||
            report.uncontracted.length > 0 ||
            (report.contractChanges?.length ?? 0) > 0,
        needsFix: counted.length > 0 || findings.some((f) => f.rule === "UNCONTRACTED_BREAKING_CHANGE"),
    };
}
/** The outcome of a report: its assessment computed once, and the figures the callers print taken from it. */
function checkOutcome(report, assetsChecked, changedFiles) {
    return outcomeOf(report, assessReport(report, assetsChecked), changedFiles);
}
/** The outcome of a report already assessed (`assessment`: of this report, but for its `impact`, which it does not read). */
function outcomeOf(report, assessment, changedFiles) {
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


/***/ }),

/***/ 36784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ch: () => (/* binding */ violationFindings),
/* harmony export */   WX: () => (/* binding */ findingsOf)
/* harmony export */ });
/* unused harmony export violatedChecks */
/* harmony import */ var _compliance_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95714);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93645);


// The one place the parts of a check report become findings: every output renders this list.
/** Weakened protection first (a reviewer's first question), then what could not be checked. */
const CATEGORY_ORDER = [
    "protection-weakened",
    "fail-closed",
    "contract-violation",
    "uncontracted",
];
/** One asset's violations as findings, at its contract's level (a rename the format carries: listed only). */
function violationFindings(check) {
    const { contract } = check;
    const level = contract.enforcementLevel;
    return check.violations.map((v) => {
        const rule = (0,_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .violationRule */ .UE)(v.violationType);
        // A type this version does not know keeps its name: the rule's title alone would lose it.
        const known = rule === "OTHER_VIOLATION" ? ` (${v.violationType})` : "";
        const finding = {
            rule,
            level,
            asset: check.asset,
            contract,
            field: v.field,
            file: v.file ?? check.file ?? contract.filePath,
            line: v.line,
            title: `${_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[rule].title}${known}: ${v.field} (contract ${contract.name}, ${level})`,
            message: v.message,
            expected: v.expected,
            actual: v.actual,
        };
        return v.rename ? renamed(finding, v.rename) : finding;
    });
}
/** A missing field the head carries under another name: PROBABLE_RENAME, with the format's route. */
function renamed(finding, rename) {
    const level = rename.carried ? "INACTIVE" : finding.level;
    const old = finding.field ?? "";
    const effect = rename.carried
        ? "the format carries both names, so no reader of the data breaks (listed, not counted); change the contract to the new name"
        : "readers of the old name break";
    return {
        ...finding,
        rule: "PROBABLE_RENAME",
        level,
        title: `${_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.PROBABLE_RENAME.title}: ${old} -> ${rename.to} (contract ${finding.contract?.name ?? ""}, ${level})`,
        message: `Field '${old}' of the contract seems renamed to '${rename.to}': ${rename.why}; ${effect}. Safe route (${rename.route.format}): ${rename.route.advice}`,
        actual: `renamed to ${rename.to}`,
        rename,
    };
}
function gateFinding(gate) {
    return {
        rule: gate.rule,
        level: gate.level,
        asset: gate.asset,
        contract: gate.contract,
        file: gate.file,
        line: gate.line,
        title: gate.title,
        message: gate.message,
        suggestions: gate.suggestions,
        suggestedLine: gate.suggestedLine,
        subject: gate.subject,
        hidesChange: gate.hidesChange,
    };
}
/** Breaking changes of assets without a contract: shown at the rule's level, not counted. */
function uncontractedFindings(report) {
    const level = _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.UNCONTRACTED_BREAKING_CHANGE.defaultLevel;
    return report.uncontracted.flatMap((u) => u.changes
        .filter((c) => c.breaking)
        .map((c) => ({
        rule: "UNCONTRACTED_BREAKING_CHANGE",
        level,
        asset: u.asset,
        field: c.field,
        file: c.file ?? u.file,
        line: c.line,
        title: `${_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.UNCONTRACTED_BREAKING_CHANGE.title}: ${c.field || u.asset}${u.contract ? ` (contract ${u.contract.name} does not cover it)` : ""}`,
        message: `${c.kind}: ${c.reason}`,
    })));
}
function unreadableFindings(report) {
    const level = _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.UNREADABLE_FILE.defaultLevel;
    return report.unreadable.flatMap((f) => f.diagnostics.map((d) => ({
        rule: "UNREADABLE_FILE",
        level,
        file: f.file,
        line: d.line,
        title: _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.UNREADABLE_FILE.title,
        message: d.message,
        subject: d.subject,
    })));
}
/** Contract results with violations under a level that counts, strongest first, then by asset. */
function violatedChecks(report) {
    return report.checks
        .filter((c) => c.violations.length > 0 && c.contract.enforcementLevel !== "INACTIVE")
        .sort((a, b) => (0,_compliance_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .levelRank */ .Le)(b.contract.enforcementLevel) - (0,_compliance_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .levelRank */ .Le)(a.contract.enforcementLevel) ||
        a.asset.localeCompare(b.asset));
}
/**
 * Every finding of a report, strongest level first; at one level weakened protection, then
 * checks that could not be made, then contract violations (by asset), then changes outside
 * contracts. Violations under INACTIVE contracts are ignored; INACTIVE gate findings are
 * listed (not counted).
 */
function findingsOf(report) {
    const all = [
        ...(report.findings ?? []).map(gateFinding),
        ...violatedChecks(report).flatMap(violationFindings),
        ...uncontractedFindings(report),
        ...unreadableFindings(report),
    ];
    const category = (f) => CATEGORY_ORDER.indexOf(_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[f.rule].category);
    // Array.prototype.sort is stable: at one level and category, the report's order stays.
    const sorted = all.sort((a, b) => (0,_compliance_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .levelRank */ .Le)(b.level) - (0,_compliance_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .levelRank */ .Le)(a.level) || category(a) - category(b));
    return (0,_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprinted */ .g0)(sorted);
}


/***/ }),

/***/ 73723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ countsLine)
/* harmony export */ });
/* unused harmony export countsOf */
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93645);
/* harmony import */ var _markdown_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47141);


/** The findings of the pull request itself: not the base's existing debt, not waived. */
const ownFindings = (findings) => findings.filter((f) => !f.existingDebt && !f.waiver);
function countsOf(findings) {
    const own = ownFindings(findings).filter((f) => _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[f.rule].category !== "uncontracted");
    const counted = own.filter(_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .counts */ .tQ);
    const violations = counted.filter((f) => _rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[f.rule].category === "contract-violation");
    return {
        violations: violations.length,
        violatedAssets: new Set(violations.map((f) => f.asset)).size,
        otherCounted: counted.length - violations.length,
        notCounted: own.length - counted.length,
    };
}
/**
 * The counts under the comment's title, one line, and the CLI's stderr verdict and text report in
 * the same words ("1 violation in 1 asset · 1 other finding that counts · 12 assets checked"), so no
 * two outputs count differently. A violation is a contract violation; the other findings that count
 * are named apart, so the two numbers add up to the `violations` output.
 */
function countsLine(report, assessment) {
    const findings = ownFindings(assessment.findings);
    const { violations, violatedAssets, otherCounted, notCounted } = countsOf(assessment.findings);
    const debt = assessment.findings.filter((f) => f.existingDebt).length;
    const waived = assessment.findings.filter((f) => f.waiver).length;
    const fixed = assessment.fixed?.length ?? 0;
    const ofRule = (rule) => findings.filter((f) => f.rule === rule);
    // Breaking changes of contracted assets that their contracts do not cover are counted apart.
    const notCovered = report.uncontracted.filter((u) => u.contract).reduce((n, u) => n + u.changes.length, 0);
    const breaking = ofRule("UNCONTRACTED_BREAKING_CHANGE").length - notCovered;
    const unreadableFiles = new Set(ofRule("UNREADABLE_FILE").map((f) => f.file)).size;
    const countsThat = otherCounted === 1 ? "counts" : "count";
    return [
        violations > 0
            ? `${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(violations, "violation")} in ${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(violatedAssets, "asset")}`
            : "0 violations",
        ...(otherCounted > 0 ? [`${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(otherCounted, "other finding")} that ${countsThat}`] : []),
        `${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(assessment.assetsChecked, "asset")} checked`,
        ...(report.uncontracted.some((u) => !u.contract)
            ? [`${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(breaking, "breaking change")} in assets without a contract`]
            : []),
        ...(notCovered > 0 ? [`${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(notCovered, "breaking change")} no contract covers`] : []),
        ...(unreadableFiles > 0 ? [(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unreadableFiles, "unreadable file")] : []),
        ...(notCounted > 0 ? [`${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(notCounted, "finding")} listed, not counted`] : []),
        ...(debt > 0 ? [`${debt} existing debt at the base (not counted)`] : []),
        ...(waived > 0 ? [`${waived} waived (not counted)`] : []),
        ...(fixed > 0 ? [`${fixed} fixed`] : []),
    ].join(" · ");
}


/***/ }),

/***/ 47141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ htmlLink),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   L: () => (/* binding */ WHAT_TO_DO),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   RF: () => (/* binding */ fileLink),
/* harmony export */   UP: () => (/* binding */ omittedRows),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   ik: () => (/* binding */ place),
/* harmony export */   kh: () => (/* binding */ copyable),
/* harmony export */   nf: () => (/* binding */ link)
/* harmony export */ });
/* harmony import */ var _repository_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25063);
/* harmony import */ var _inert_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9058);


// The pieces of text the comment's sections are made of: cells, code, links, places.
/** A cell of a GFM table (inert-markdown.ts: the one escaping of text from the pull request). */
const cell = _inert_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inertCell */ .B5;
/**
 * A field path, resource name or path in markdown: a code span, copied as written; text that
 * cannot be one (a pipe, a line break) is inert text in a code element.
 */
function code(text) {
    if (text === "")
        return "<i>(root)</i>";
    return (0,_inert_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(text) ?? htmlCode(text);
}
/** The same inside an HTML block (`<summary>`), where markdown, and so a code span, is not read. */
function htmlCode(text) {
    if (text === "")
        return "<i>(root)</i>";
    return `<code>${(0,_inert_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inertText */ .UJ)(text)}</code>`;
}
/** Text from the repository that is copied (an owner's e-mail address), as a code span when it can be. */
function copyable(text) {
    return (0,_inert_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(text) ?? cell(text);
}
function plural(count, word) {
    return `${count} ${word}${count === 1 ? "" : "s"}`;
}
/** `text` is already inert (no brackets); the destination passes `safeUrl`, else there is no link. */
function link(text, url) {
    const destination = (0,_inert_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .safeUrl */ .Pl)(url);
    return destination ? `[${text}](${destination})` : text;
}
/** The same inside HTML blocks; `safeUrl` leaves no `"` or `<` that could leave the attribute. */
function htmlLink(text, url) {
    const destination = (0,_inert_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .safeUrl */ .Pl)(url);
    return destination ? `<a href="${destination.replace(/&/g, "&amp;")}">${text}</a>` : text;
}
/**
 * The link to a repository file (and line), the one way the comment and summary make one: none
 * for a path that could leave the repository (src/repository-path.ts), which stays plain text.
 */
function fileLink(file, line, options) {
    const path = (0,_repository_path_js__WEBPACK_IMPORTED_MODULE_1__/* .repositoryPath */ .S)(file);
    return path === undefined ? undefined : options.fileUrl?.(path, line);
}
function place(file, line, options) {
    if (!file)
        return line === undefined ? "—" : String(line);
    const text = line === undefined ? file : `${file}:${line}`;
    return link(copyable(text), fileLink(file, line, options));
}
function omittedRows(shown, total) {
    return shown < total ? `\n_…and ${total - shown} more not shown (comment size limit)._\n` : "";
}
/** The comment's last section when something is to fix. */
const WHAT_TO_DO = [
    "### What to do",
    "",
    "- If the change is intended, **update the contract in this pull request** so that it describes the new schema (one of its approvers then approves the pull request), or accept the break for a while in the waiver ledger.",
    "- Otherwise **make the change compatible**: keep the field and its type, widen instead of narrowing, add fields as optional or with a default.",
    "",
].join("\n");


/***/ }),

/***/ 77126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ww: () => (/* binding */ renderAssetMarkdown),
  wQ: () => (/* binding */ renderComment)
});

// UNUSED EXPORTS: GITHUB_COMMENT_LIMIT, GITHUB_SUMMARY_LIMIT_BYTES, renderFullReport, renderSummary

// EXTERNAL MODULE: ./src/outcome/assessment.ts + 1 modules
var outcome_assessment = __webpack_require__(30451);
// EXTERNAL MODULE: ./src/outcome/findings.ts
var findings = __webpack_require__(36784);
// EXTERNAL MODULE: ./src/rules/index.ts + 13 modules
var rules = __webpack_require__(93645);
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

// EXTERNAL MODULE: ./src/report/markdown-text.ts
var markdown_text = __webpack_require__(47141);
;// CONCATENATED MODULE: ./src/report/contract-change-markdown.ts

/** A contract the pull request adds, changes or deletes, as a collapsed section of its field changes. */
function contractChangeSection(change, options) {
    const { contract } = change;
    // The name sits in <summary>, an HTML block where a markdown link would show as text.
    const name = (0,markdown_text/* htmlLink */.Ar)((0,markdown_text/* cell */.Hn)(contract.name), contract.fileUri ?? (0,markdown_text/* fileLink */.RF)(contract.filePath, undefined, options));
    return {
        rows: change.changes.length,
        label: `📜 contract ${(0,markdown_text/* cell */.Hn)(contract.name)}: ${change.status === "changed" ? (0,markdown_text/* plural */.LS)(change.changes.length, "field change") : change.status}`,
        render(maxRows) {
            const rows = change.changes
                .slice(0, maxRows)
                .map((c) => `| ${(0,markdown_text/* code */.aY)(c.field)} | ${(0,markdown_text/* cell */.Hn)(c.kind)} | ${(0,markdown_text/* cell */.Hn)(c.before)} | ${(0,markdown_text/* cell */.Hn)(c.after)} |`);
            const what = change.status === "changed"
                ? (0,markdown_text/* plural */.LS)(change.changes.length, "field change")
                : `contract ${change.status}`;
            const table = rows.length > 0 ? ["", "| Field | Change | Before | After |", "|---|---|---|---|", ...rows] : [];
            return [
                "<details>",
                `<summary>📜 ${name} (${contract.enforcementLevel}${contract.owner ? `, owner ${(0,markdown_text/* cell */.Hn)(contract.owner)}` : ""}): ${what}</summary>`,
                ...table,
                (0,markdown_text/* omittedRows */.UP)(rows.length, change.changes.length),
                "</details>",
                "",
                "",
            ].join("\n");
        },
    };
}

// EXTERNAL MODULE: ./src/report/counts-line.ts
var counts_line = __webpack_require__(73723);
// EXTERNAL MODULE: ./src/outcome/waivers.ts
var waivers = __webpack_require__(31609);
;// CONCATENATED MODULE: ./src/report/debt-markdown.ts


// The comment's collapsed sections for what the base already had (docs/rules.md "Existing debt: only what the pull request introduced blocks"):
// findings the pull request did not introduce, and those it fixes. Neither is counted.
function debtTable(findings, maxRows, options, withPlace) {
    const rows = findings
        .slice(0, maxRows)
        .map((f) => `| ${f.level} | ${(0,markdown_text/* code */.aY)(f.asset ?? "")} | ${(0,markdown_text/* code */.aY)(f.field ?? "")} | ${(0,markdown_text/* cell */.Hn)(f.rule)} | ${(0,markdown_text/* cell */.Hn)(f.contract?.name)} |${withPlace ? ` ${(0,markdown_text/* place */.ik)(f.file, f.line, options)} |` : ""}`);
    return [
        `| Level | Asset | Field | Violation | Contract |${withPlace ? " Line |" : ""}`,
        `|---|---|---|---|---|${withPlace ? "---|" : ""}`,
        ...rows,
        (0,markdown_text/* omittedRows */.UP)(rows.length, findings.length),
    ];
}
function waiverTable(findings, maxRows, options) {
    const rows = findings
        .slice(0, maxRows)
        .map((f) => `| ${(0,markdown_text/* code */.aY)(f.asset ?? f.file ?? "")} | ${(0,markdown_text/* code */.aY)(f.field ?? "")} | ${(0,markdown_text/* cell */.Hn)(f.rule)} | ${(0,markdown_text/* cell */.Hn)((0,waivers/* changeText */.k0)(f.waiver?.accepted ?? {}))} | ${(0,markdown_text/* cell */.Hn)((0,waivers/* changeText */.k0)(f))} | ${(0,markdown_text/* cell */.Hn)(f.waiver?.reason)} | ${(0,markdown_text/* cell */.Hn)(f.waiver?.approvedBy.join(", "))} | ${(0,markdown_text/* cell */.Hn)(f.waiver?.expires)} | ${(0,markdown_text/* place */.ik)(f.waiver?.file, f.waiver?.line, options)} |`);
    // What the owners accepted beside what the pull request does now: a waiver accepts a change, not a field.
    return [
        "| Asset | Field | Finding | Accepted | Now | Why | Approved by | Until | Waiver |",
        "|---|---|---|---|---|---|---|---|---|",
        ...rows,
        (0,markdown_text/* omittedRows */.UP)(rows.length, findings.length),
    ];
}
/** A collapsed `<details>` block: a summary line, a sentence, a table of findings. */
function collapsed(label, summary, sentence, table, rows) {
    return {
        rows,
        label,
        render: (maxRows) => [
            "<details>",
            `<summary>${summary}</summary>`,
            "",
            sentence,
            "",
            ...table(maxRows),
            "</details>",
            "",
            "",
        ].join("\n"),
    };
}
/**
 * The existing debt (findings marked `existingDebt`), the waived findings (marked `waiver`) and
 * the base's findings the head fixed, as sections.
 */
function debtSections(findings, fixed, options) {
    const debt = findings.filter((f) => f.existingDebt);
    const sections = [];
    if (debt.length > 0) {
        const summary = `🗄️ Existing debt: ${(0,markdown_text/* plural */.LS)(debt.length, "finding")} the base branch already has (not counted)`;
        sections.push(collapsed(summary, summary, "The base branch already breaks its contracts here, alike: this pull request did not introduce these findings, so they do not block it or count in its violations.", (maxRows) => debtTable(debt, maxRows, options, true), debt.length));
    }
    const waived = findings.filter((f) => f.waiver);
    if (waived.length > 0) {
        const summary = `🤝 Waived: ${(0,markdown_text/* plural */.LS)(waived.length, "finding")} the contracts' owners accepted (not counted)`;
        sections.push(collapsed(summary, summary, "The waiver ledger accepts these findings until the date shown: they do not block or count. An expired waiver counts again.", (maxRows) => waiverTable(waived, maxRows, options), waived.length));
    }
    if (fixed.length > 0) {
        const summary = `✅ Fixed by this pull request: ${(0,markdown_text/* plural */.LS)(fixed.length, "finding")} of the base branch`;
        sections.push(collapsed(summary, summary, "The base branch has these findings; after this pull request they are gone.", (maxRows) => debtTable(fixed, maxRows, options, false), fixed.length));
    }
    return sections;
}
/**
 * Under a contract's table: each finding a waiver no longer covers (its day is past), so the
 * reader sees why an accepted break blocks again and what to do.
 */
function expiredWaiverNotes(findings) {
    const lapsed = findings.filter((f) => f.waiverExpired);
    if (lapsed.length === 0)
        return [];
    return lapsed.flatMap((f) => {
        const expired = f.waiverExpired;
        if (!expired)
            return [];
        return [
            `⏰ The waiver of ${(0,markdown_text/* code */.aY)(f.field ?? "")} at ${(0,markdown_text/* code */.aY)(expired.at)} expired on ${(0,markdown_text/* cell */.Hn)(expired.expires)}: the finding counts again. Fix the break, or have the contract's owners extend the waiver.`,
            "",
        ];
    });
}

;// CONCATENATED MODULE: ./src/report/impact-markdown.ts

// The comment's "who depends on it" section (docs/intended-changes.md "Intended changes": consumers told): for each
// broken asset, the consumers its contracts name and the lineage components that read or write it,
// as the service knows them. Everything is text from a contract file or the service: inert, so a
// name with an `@` mentions nobody and a `#` links no issue.
const IMPACT_TITLE = "### Who depends on the broken assets\n\n";
function consumer(c) {
    const about = [c.team, c.contact].filter((t) => t !== undefined && t !== "");
    return `${c.name}${about.length > 0 ? ` (${about.join(", ")})` : ""}`;
}
function neighbour(n) {
    const name = n.name ?? n.id;
    return n.type ? `${name} (${n.type})` : name;
}
/** A capped list as one cell: what is shown, then how many more there are. */
function listCell(shown, total) {
    if (total === 0)
        return "none known";
    const more = total - shown.length;
    return (0,markdown_text/* cell */.Hn)(`${shown.join("; ")}${more > 0 ? `; and ${more} more` : ""}`);
}
function row(impact) {
    return `| ${(0,markdown_text/* code */.aY)(impact.asset)} | ${listCell(impact.consumers.map(consumer), impact.consumerCount)} | ${listCell(impact.readers.map(neighbour), impact.readerCount)} | ${listCell(impact.writers.map(neighbour), impact.writerCount)} |`;
}
function table(impact, maxRows) {
    const rows = impact.assets.slice(0, maxRows).map(row);
    const notAsked = impact.notAsked > 0 ? `\n_…and ${(0,markdown_text/* plural */.LS)(impact.notAsked, "more broken asset")} not asked about._\n` : "";
    return [
        "Named from the contracts' `consumers` and the service's lineage, as text: tell them before this merges.",
        "",
        "| Asset | Consumers (contracts) | Reads it (downstream) | Writes it (upstream) |",
        "|---|---|---|---|",
        ...rows,
        `${(0,markdown_text/* omittedRows */.UP)(rows.length, impact.assets.length)}${notAsked}`,
    ].join("\n");
}
/** The section, or none when no asset broke (the service was not asked). */
function impactSections(impact) {
    if (!impact)
        return [];
    if (impact.unknown !== undefined) {
        const unknown = impact.unknown;
        const assets = impact.asked.map((a) => (0,markdown_text/* code */.aY)(a)).join(", ");
        return [
            {
                rows: 1,
                label: "who depends on the broken assets",
                render: () => `Consumers unknown: ${(0,markdown_text/* cell */.Hn)(unknown)}. Broken: ${assets}.\n`,
            },
        ];
    }
    // Nothing known of any asset: one line that says how to change that, not a table of "none known".
    const known = impact.assets.some((a) => a.consumerCount + a.readerCount + a.writerCount > 0);
    if (!known) {
        return [
            {
                rows: 1,
                label: "who depends on the broken assets",
                render: () => "No one is known to depend on the broken assets: their contracts name no `consumers` and the service knows no lineage for them. Name the readers in each contract's `consumers`, and the next break will tell them.\n",
            },
        ];
    }
    return [
        {
            rows: impact.assets.length,
            label: "who depends on the broken assets",
            render: (maxRows) => table(impact, maxRows),
        },
    ];
}

;// CONCATENATED MODULE: ./src/report/layout.ts
/**
 * Fitting a report's sections into a size limit: GitHub's 65,536 characters of a
 * comment, or the 1 MiB of a job summary (measured in UTF-8 bytes). A section that
 * does not fit whole is shown with fewer rows; one that does not fit at all is left
 * out, and the caller says so (the summary lists each by its label).
 */
const characters = (text) => text.length;
const layout_utf8Bytes = (text) => Buffer.byteLength(text, "utf8");
/** The groups' sections in order, each at full length or shorter, until `budget` is spent. */
function layout_layOut(groups, budget, measure) {
    const total = groups.reduce((sum, g) => sum + g.sections.length, 0);
    const omitted = [];
    let body = "";
    let full = false;
    for (const group of groups) {
        if (group.sections.length === 0)
            continue;
        if (full || measure(group.title) > budget) {
            full = true;
            omitted.push(...group.sections);
            continue;
        }
        let groupText = group.title;
        let used = measure(groupText);
        for (const section of group.sections) {
            const text = full ? undefined : fitted(section, budget - used, measure);
            if (text === undefined) {
                full = true;
                omitted.push(section);
                continue;
            }
            groupText += text;
            used += measure(text);
        }
        if (groupText !== group.title) {
            body += groupText;
            budget -= used;
        }
    }
    return { body, total, omitted };
}
/** The section at full length, else with fewer rows, within `room`; undefined if not even its heading fits. */
function fitted(section, room, measure) {
    let rows = section.rows;
    for (;;) {
        const text = section.render(rows);
        if (measure(text) <= room)
            return text;
        if (rows === 0)
            return undefined;
        rows = Math.floor(rows / 2);
    }
}

;// CONCATENATED MODULE: ./src/report/rename-markdown.ts


/**
 * A fenced code block of text from the pull request: the fence is longer than any run of
 * backticks inside, so no line of the text can close it; inside, nothing is markdown, HTML, a
 * mention or a link.
 */
function fencedCode(text, language) {
    const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(Math.max(3, longestRun + 1));
    const info = /^[a-z]+$/.test(language) ? language : "";
    return `${fence}${info}\n${text.replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")}\n${fence}`;
}
/**
 * The safe route of each probable rename among a section's findings (docs/intended-changes.md "Renames: the safe route"): the two names, why it looks like a rename, the route in the format, its code.
 */
function renameRoutes(findings) {
    const renamed = findings.filter((f) => f.rename);
    if (renamed.length === 0)
        return [];
    // The table's last line (omittedRows) is blank already.
    return [
        ...renamed.flatMap((f) => {
            const rename = f.rename;
            if (!rename)
                return [];
            const verdict = rename.carried
                ? "the format carries both names: not counted"
                : "readers of the old name break";
            return [
                `**Probable rename** ${(0,markdown_text/* code */.aY)(f.field ?? "")} → ${(0,markdown_text/* code */.aY)(rename.to)}: ${(0,markdown_text/* cell */.Hn)(rename.why)} (${verdict}).`,
                "",
                `Safe route (${(0,markdown_text/* cell */.Hn)(rename.route.format)}): ${(0,markdown_text/* cell */.Hn)(rename.route.advice)}`,
                "",
                fencedCode(rename.route.code, rename.route.language),
                "",
            ];
        }),
    ];
}
/** The "What to do" list's item for renames, when a probable rename counts. */
function renameAdvice(findings) {
    return findings.some((f) => f.rename && (0,rules/* counts */.tQ)(f))
        ? "- If a field was **renamed**: take the safe route shown under its row, which keeps the old name readable, or change the contract to the new name in this pull request (its owner reviews it).\n"
        : "";
}

;// CONCATENATED MODULE: ./src/report/markdown.ts











/** GitHub rejects issue comments over 65,536 characters; JS length counts emoji as 2, so this is safe. */
const GITHUB_COMMENT_LIMIT = 65_536;
/** GitHub refuses a step's job summary over 1 MiB; the rest is room for the newline appended and margin. */
const GITHUB_SUMMARY_LIMIT_BYTES = (/* unused pure expression or super */ null && (1024 * 1024 - 4096));
const LEVEL_ICON = { BLOCK: "❌", ALERT: "⚠️", NOTIFY: "🔔", RECORD: "📝" };
/** What a level below BLOCK does with its violations, said where they are listed. */
const LEVEL_NOTE = {
    ALERT: "ALERT: this pull request is warned, not blocked.",
    NOTIFY: "NOTIFY: the contract's owner is notified; this pull request is not blocked.",
    RECORD: "RECORD: recorded for the contract's owner; this pull request is not blocked.",
};
function checkSection(group, options) {
    const { contract, findings } = group;
    const contractLink = (0,markdown_text/* link */.nf)((0,markdown_text/* cell */.Hn)(contract.name), contract.fileUri ?? (0,markdown_text/* fileLink */.RF)(contract.filePath, undefined, options));
    const details = [
        `Contract ${contractLink}${contract.version ? ` (version ${(0,markdown_text/* cell */.Hn)(contract.version)})` : ""}`,
        `owner ${contract.owner ? (0,markdown_text/* copyable */.kh)(contract.owner) : "—"}`,
        `enforcement **${contract.enforcementLevel}**`,
        ...(group.file ? [`schema ${(0,markdown_text/* place */.ik)(group.file, undefined, options)}`] : []),
    ].join(" · ");
    // A rename the format carries is listed at INACTIVE under its contract: not a violation.
    const violations = findings.filter((f) => f.level !== "INACTIVE").length;
    const icon = violations > 0 ? (LEVEL_ICON[contract.enforcementLevel] ?? "") : "ℹ️";
    const note = violations > 0 ? LEVEL_NOTE[contract.enforcementLevel] : undefined;
    const counted = `${(0,markdown_text/* plural */.LS)(violations, "violation")}${violations < findings.length ? `, ${findings.length - violations} not counted` : ""}`;
    return {
        rows: findings.length,
        label: `${icon} ${contract.enforcementLevel} ${(0,markdown_text/* code */.aY)(group.asset)}: ${counted} of contract ${(0,markdown_text/* cell */.Hn)(contract.name)}`,
        render(maxRows) {
            const rows = findings
                .slice(0, maxRows)
                .map((f) => `| ${(0,markdown_text/* code */.aY)(f.field ?? "")} | ${(0,markdown_text/* cell */.Hn)(f.rule)} | ${(0,markdown_text/* cell */.Hn)(f.expected)} | ${(0,markdown_text/* cell */.Hn)(f.actual)} | ${(0,markdown_text/* place */.ik)(f.file, f.line, options)} |`);
            return [
                `<details${contract.enforcementLevel === "BLOCK" && violations > 0 ? " open" : ""}>`,
                `<summary>${icon} <b>${contract.enforcementLevel}</b> ${(0,markdown_text/* htmlCode */.h8)(group.asset)}: ${counted}</summary>`,
                "",
                details,
                "",
                ...(note ? [note, ""] : []),
                "| Field | Violation | Expected | Actual | Line |",
                "|---|---|---|---|---|",
                ...rows,
                (0,markdown_text/* omittedRows */.UP)(rows.length, findings.length),
                ...renameRoutes(findings.slice(0, maxRows)),
                ...expiredWaiverNotes(findings.slice(0, maxRows)),
                "</details>",
                // A blank line ends the HTML block, so markdown after it renders.
                "",
                "",
            ].join("\n");
        },
    };
}
/** The contract-violation findings grouped by asset and contract, in the findings' order. */
function violationGroups(report, findings) {
    const keyOf = (contract) => contract.id ?? contract.name;
    const groups = new Map();
    for (const f of findings) {
        if (rules/* RULES */.y0[f.rule].category !== "contract-violation" || !f.contract || f.asset === undefined)
            continue;
        const { asset, contract } = f;
        const key = JSON.stringify([asset, keyOf(contract)]);
        const group = groups.get(key) ?? {
            asset,
            file: report.checks.find((c) => c.asset === asset && keyOf(c.contract) === keyOf(contract))?.file,
            contract,
            findings: [],
        };
        group.findings.push(f);
        groups.set(key, group);
    }
    return [...groups.values()];
}
/** One asset's result, as a collapsible section: the PR comment's and the server's COMMENT_MARKDOWN (endpoint 6). */
function renderAssetMarkdown(check, options = {}) {
    if (check.violations.length === 0) {
        return `✅ ${(0,markdown_text/* code */.aY)(check.asset)} complies with contract ${(0,markdown_text/* cell */.Hn)(check.contract.name)}.\n`;
    }
    const section = checkSection({ ...check, findings: (0,findings/* violationFindings */.Ch)(check) }, options);
    return section.render(section.rows);
}
function breakingFirst(change) {
    return [...change.changes].sort((a, b) => Number(b.breaking) - Number(a.breaking));
}
/** A draft contract is named where its asset's changes are listed: it exists, and does not enforce yet. */
const draftNote = (change) => change.draft
    ? ` · draft contract ${(0,markdown_text/* cell */.Hn)(change.draft.name)}, not enforced (status: DRAFT)`
    : change.contract
        ? ` · not covered by contract ${(0,markdown_text/* cell */.Hn)(change.contract.name)}`
        : "";
function uncontractedSection(change, options) {
    const sorted = breakingFirst(change);
    const breaking = sorted.filter((c) => c.breaking).length;
    return {
        rows: sorted.length,
        label: `${(0,markdown_text/* code */.aY)(change.asset)} (${(0,markdown_text/* cell */.Hn)(change.sourceType)}): ${change.status === "changed" ? `${(0,markdown_text/* plural */.LS)(sorted.length, "change")}, ${breaking} breaking` : change.status}`,
        render(maxRows) {
            const rows = sorted
                .slice(0, maxRows)
                .map((c) => `| ${(0,markdown_text/* code */.aY)(c.field)} | ${(0,markdown_text/* cell */.Hn)(c.kind)} | ${c.breaking ? "**yes** (UNCONTRACTED_BREAKING_CHANGE)" : "no"} | ${(0,markdown_text/* cell */.Hn)(c.reason)} | ${(0,markdown_text/* place */.ik)(c.file ?? change.file, c.line, options)} |`);
            const status = change.status === "changed"
                ? `${(0,markdown_text/* plural */.LS)(sorted.length, "change")}, ${breaking} breaking`
                : change.status;
            return [
                "<details>",
                `<summary>${breaking > 0 ? "💥" : "ℹ️"} ${(0,markdown_text/* htmlCode */.h8)(change.asset)} (${(0,markdown_text/* cell */.Hn)(change.sourceType)})${draftNote(change)}: ${status}</summary>`,
                "",
                "| Field | Change | Breaking | Why | Line |",
                "|---|---|---|---|---|",
                ...rows,
                (0,markdown_text/* omittedRows */.UP)(rows.length, sorted.length),
                "</details>",
                // A blank line ends the HTML block, so markdown after it renders.
                "",
                "",
            ].join("\n");
        },
    };
}
/** One finding as a bullet: level, where, what, its rule (and the names it may have meant). */
function findingSection(finding, options) {
    return {
        rows: 1,
        label: `${finding.level} · ${(0,markdown_text/* place */.ik)(finding.file, finding.line, options)} · ${(0,markdown_text/* cell */.Hn)(finding.title)} (${finding.rule})`,
        render() {
            const level = finding.level === "INACTIVE" ? "note" : `${LEVEL_ICON[finding.level] ?? ""} ${finding.level}`;
            const suggestions = finding.suggestions?.length
                ? ` Nearest existing: ${finding.suggestions.map((s) => (0,markdown_text/* code */.aY)(s)).join(", ")}.`
                : finding.suggestedLine
                    ? ` Suggested line ${finding.suggestedLine.line}: ${(0,markdown_text/* code */.aY)(finding.suggestedLine.suggested.trim())}.`
                    : "";
            return `- ${level} · ${(0,markdown_text/* place */.ik)(finding.file, finding.line, options)} · **${(0,markdown_text/* cell */.Hn)(finding.title)}** (${finding.rule}): ${(0,markdown_text/* cell */.Hn)(finding.message)}${suggestions}\n`;
        },
    };
}
/** The findings of one category, as bullets. */
function findingSections(findings, category, options) {
    return findings.filter((f) => rules/* RULES */.y0[f.rule].category === category).map((f) => findingSection(f, options));
}
function headline(report, assessment) {
    const { verdict, violations } = assessment;
    const findings = assessment.findings.filter((f) => !f.existingDebt && !f.waiver);
    const violated = violationGroups(report, findings);
    const breaking = findings.filter((f) => f.rule === "UNCONTRACTED_BREAKING_CHANGE").length;
    const uncontractedBreaking = report.uncontracted.some((u) => !u.contract && u.changes.some((c) => c.breaking));
    const unreadableFiles = findings.some((f) => f.rule === "UNREADABLE_FILE");
    const counts = (0,counts_line/* countsLine */.J)(report, assessment);
    const title = verdict.verdict === "block"
        ? violated.some((c) => c.contract.enforcementLevel === "BLOCK")
            ? "❌ Data contracts: this change breaks a blocking contract"
            : "❌ Data contracts: the check fails closed (see the findings)"
        : verdict.verdict === "alert"
            ? "⚠️ Data contracts: violations need attention"
            : unreadableFiles
                ? "⚠️ Data contracts: some schema files could not be read"
                : violations > 0
                    ? "✅ Data contracts: passed, with violations noted"
                    : breaking > 0
                        ? uncontractedBreaking
                            ? "✅ Data contracts: passed; assets without a contract have breaking changes"
                            : "✅ Data contracts: passed; breaking changes no contract covers are listed"
                        : assessment.existingDebt > 0
                            ? "✅ Data contracts: passed; the base branch has existing debt"
                            : assessment.waived > 0
                                ? "✅ Data contracts: passed; waived findings are listed"
                                : "✅ Data contracts: all clear";
    return `## ${title}\n\n${counts}\n`;
}
/** The parts every rendering of a check shares: headline, sections in order, what to do. */
function reportParts(report, options, assessment) {
    const head = `${commentMarker(options.workflow, options.job)}\n${headline(report, assessment)}\n`;
    const footer = assessment.needsFix ? `\n${markdown_text/* WHAT_TO_DO */.L}${renameAdvice(assessment.findings)}` : "";
    // Existing debt is the base's, not the pull request's, and waived findings were accepted by the
    // contract's owners: each listed only in its own section.
    const findings = assessment.findings.filter((f) => !f.existingDebt && !f.waiver);
    const groups = [
        {
            title: "### Protection weakened in this pull request\n\n",
            sections: findingSections(findings, "protection-weakened", options),
        },
        {
            title: "### Checks that could not be made\n\n",
            sections: findingSections(findings, "fail-closed", options),
        },
        { title: "", sections: violationGroups(report, findings).map((g) => checkSection(g, options)) },
        { title: IMPACT_TITLE, sections: impactSections(report.impact) },
        {
            title: "### Breaking changes no contract covers\n\n",
            sections: report.uncontracted.filter((u) => u.contract).map((u) => uncontractedSection(u, options)),
        },
        {
            title: "### Changes to assets without a contract\n\n",
            sections: [...report.uncontracted]
                .filter((u) => !u.contract && (u.changes.length > 0 || u.status !== "changed"))
                .sort((a, b) => Number(b.changes.some((c) => c.breaking)) - Number(a.changes.some((c) => c.breaking)))
                .map((u) => uncontractedSection(u, options)),
        },
        {
            title: "### Contracts changed in this pull request\n\n",
            sections: (report.contractChanges ?? []).map((c) => contractChangeSection(c, options)),
        },
        {
            title: "### Unreadable files\n\n",
            sections: findings.filter((f) => f.rule === "UNREADABLE_FILE").map((f) => findingSection(f, options)),
        },
        { title: "", sections: debtSections(assessment.findings, assessment.fixed, options) },
    ];
    return { head, groups, footer };
}
/** Room kept for the note that says what was left out. */
const NOTE_ROOM = 400;
/**
 * The PR comment in GitHub-flavoured markdown: marker, verdict with counts, a
 * collapsible section per asset with violations (strongest level first), the
 * changes of assets without a contract (breaking first), unreadable files, and
 * what to do. Sections that do not fit `maxLength` are cut with a note; the job
 * summary (renderSummary) names every one of them.
 * The verdict and counts come from the check (`assessment`); the marker is added here only.
 */
function renderComment(report, options, assessment = (0,outcome_assessment/* assessReport */.vF)(report)) {
    const maxLength = options.maxLength ?? GITHUB_COMMENT_LIMIT;
    const { head, groups, footer } = reportParts(report, options, assessment);
    const { body, total, omitted } = layout_layOut(groups, maxLength - head.length - footer.length - NOTE_ROOM, characters);
    const note = omitted.length > 0
        ? `\n> [!NOTE]\n> ${omitted.length} of ${total} sections are not shown: the comment would pass GitHub's size limit. The job summary of this run names every one.\n`
        : "";
    return `${head}${body}${note}${footer}`;
}
/**
 * The job summary: the whole report when it fits GitHub's 1 MiB; else as much as
 * fits, then a line naming each section left out, and the file `fullReportPath`
 * (the whole report, written by the caller) for the rest.
 */
function renderSummary(report, options, assessment = assessReport(report), fullReportPath) {
    const whole = renderFullReport(report, options, assessment);
    const limit = options.maxLength ?? GITHUB_SUMMARY_LIMIT_BYTES;
    if (utf8Bytes(whole) <= limit)
        return whole;
    const { head, groups, footer } = reportParts(report, options, assessment);
    // Every section's label is kept room for, so each one left out can be named.
    const labels = groups.flatMap((g) => g.sections).reduce((sum, s) => sum + utf8Bytes(s.label) + 3, 0);
    const budget = limit - utf8Bytes(head) - utf8Bytes(footer) - NOTE_ROOM - labels;
    const { body, total, omitted } = layOut(groups, budget, utf8Bytes);
    // The path is the runner's (RUNNER_TEMP), not the pull request's: code text, without what could end it.
    const where = fullReportPath
        ? `the whole report is in \`${fullReportPath.replace(/[`\r\n]/g, "")}\` on the runner (upload it as an artifact to keep it)`
        : "the whole report is in the check's report file";
    // Past the limit something is always cut (sections, or rows of one): the note says where it all is.
    const cut = omitted.length > 0
        ? `${omitted.length} of ${total} sections do not fit GitHub's 1 MiB job summary; they are named below, and ${where}.\n\n${omitted.map((s) => `- ${s.label}\n`).join("")}`
        : `Some sections are shortened to fit GitHub's 1 MiB job summary; ${where}.\n`;
    const note = `\n> [!NOTE]\n> ${cut}`;
    return `${head}${body}${note}${footer}`;
}
/** Every section at full length: the report file a cut summary names. */
function renderFullReport(report, options, assessment = assessReport(report)) {
    return renderComment(report, { ...options, maxLength: Number.POSITIVE_INFINITY }, assessment);
}


/***/ }),

/***/ 25063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ repositoryPath),
/* harmony export */   p: () => (/* binding */ findingPlace)
/* harmony export */ });
/**
 * The one gate between a path and a link (docs/rules.md "Links stay in the repository"). A finding's
 * path becomes a link in the comment and job summary (`{repo}/blob/{sha}/{path}`), a file of an
 * annotation, a SARIF location and a GitLab Code Quality location, and each of those is opened
 * by a browser or a forge that resolves `..`, decodes percent-encoding and sometimes folds
 * Unicode. A fork's relay report, a remote service or a file name can carry any text, so a path
 * is linked only when no reading of it leaves the repository; otherwise it stays plain text.
 */
/** How many layers of percent-encoding are undone before a path counts as too deep to trust. */
const DECODE_ROUNDS = 4;
/**
 * Characters a link path never needs, in any reading: control characters, a backslash (Windows'
 * separator, which browsers read as `/`), a colon (a scheme, a drive letter) and the Unicode
 * line and paragraph separators.
 */
const REFUSED_CHARACTER = /[\p{Cc}\\:\u2028\u2029]/u;
/**
 * The path, normalised (`./` segments dropped), when it stays inside the repository in every
 * reading; undefined when it is empty, absolute, holds a `..` (or, decoded, a `.`) segment, an empty segment (`//`),
 * a scheme, a colon or a backslash, as written, after undoing percent-encoding (again and again:
 * `%252e`), or after Unicode compatibility folding (`．．`, `‥`, `／`), or when its
 * percent-encoding is not valid UTF-8 (an overlong `%c0%ae` is a dot to some decoders).
 */
function repositoryPath(text) {
    if (text === undefined)
        return undefined;
    const normalised = text
        .split("/")
        .filter((segment) => segment !== ".")
        .join("/");
    const readings = everyReading(normalised);
    if (!readings?.every(staysInside))
        return undefined;
    return normalised;
}
/** The path as written, percent-decoded layer by layer, each also folded (NFKC); undefined when undecodable. */
function everyReading(path) {
    const readings = [];
    let current = path;
    for (let round = 0; round <= DECODE_ROUNDS; round++) {
        readings.push(current, current.normalize("NFKC"));
        const decoded = percentDecoded(current);
        if (decoded === undefined)
            return undefined;
        if (decoded === current)
            return readings;
        current = decoded;
    }
    // Still encoded after that many rounds: no honest file name is.
    return undefined;
}
/** One layer of percent-decoding; a `%` not followed by two hex digits stays as it is. */
function percentDecoded(path) {
    try {
        return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => decodeURIComponent(run));
    }
    catch {
        return undefined;
    }
}
function staysInside(reading) {
    if (reading.trim() === "" || reading.startsWith("/") || REFUSED_CHARACTER.test(reading))
        return false;
    return reading.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}
/**
 * Where a finding is, for the formats that carry a file as a location a forge links (annotations,
 * SARIF, GitLab Code Quality): the path and line when the path stays in the repository; otherwise
 * no location, and `unlinked` to add to the finding's text so the place is still said.
 */
function findingPlace(file, line) {
    const path = repositoryPath(file);
    if (path !== undefined || file === undefined)
        return { file: path, line, unlinked: "" };
    return {
        file: undefined,
        line: undefined,
        unlinked: ` (at ${file}${line === undefined ? "" : `:${line}`}: a path outside the repository, not linked)`,
    };
}


/***/ })

};
