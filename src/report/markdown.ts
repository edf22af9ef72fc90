import { assessReport, type ReportAssessment } from "../outcome/assessment.js";
import { violationFindings } from "../outcome/findings.js";
import type { AssetCheck, CheckReport, ContractRef, UncontractedChange } from "../outcome/model.js";
import { type Finding, RULES, type RuleCategory, type UnfingerprintedFinding } from "../rules/index.js";
import { commentMarker } from "./comment-marker.js";
import { contractChangeSection } from "./contract-change-markdown.js";
import { countsLine } from "./counts-line.js";
import { debtSections, expiredWaiverNotes } from "./debt-markdown.js";
import { IMPACT_TITLE, impactSections } from "./impact-markdown.js";
import { characters, layOut, type Section, type SectionGroup, utf8Bytes } from "./layout.js";
import {
  cell,
  code,
  copyable,
  fileLink,
  htmlCode,
  type LinkOptions,
  link,
  omittedRows,
  place,
  plural,
  WHAT_TO_DO,
} from "./markdown-text.js";
import type { ReportOptions } from "./options.js";
import { renameAdvice, renameRoutes } from "./rename-markdown.js";

/** GitHub rejects issue comments over 65,536 characters; JS length counts emoji as 2, so this is safe. */
export const GITHUB_COMMENT_LIMIT = 65_536;
/** GitHub refuses a step's job summary over 1 MiB; the rest is room for the newline appended and margin. */
export const GITHUB_SUMMARY_LIMIT_BYTES = 1024 * 1024 - 4096;

const LEVEL_ICON: Record<string, string> = { BLOCK: "❌", ALERT: "⚠️", NOTIFY: "🔔", RECORD: "📝" };
/** What a level below BLOCK does with its violations, said where they are listed. */
const LEVEL_NOTE: Record<string, string> = {
  ALERT: "ALERT: this pull request is warned, not blocked.",
  NOTIFY: "NOTIFY: the contract's owner is notified; this pull request is not blocked.",
  RECORD: "RECORD: recorded for the contract's owner; this pull request is not blocked.",
};

/** One asset's violations of one contract: a collapsible section with a row per finding. */
interface ViolationGroup {
  asset: string;
  /** Schema file that declares the asset, when known. */
  file?: string | undefined;
  contract: ContractRef;
  findings: UnfingerprintedFinding[];
}

function checkSection(group: ViolationGroup, options: LinkOptions): Section {
  const { contract, findings } = group;
  const contractLink = link(
    cell(contract.name),
    contract.fileUri ?? fileLink(contract.filePath, undefined, options),
  );
  const details = [
    `Contract ${contractLink}${contract.version ? ` (version ${cell(contract.version)})` : ""}`,
    `owner ${contract.owner ? copyable(contract.owner) : "—"}`,
    `enforcement **${contract.enforcementLevel}**`,
    ...(group.file ? [`schema ${place(group.file, undefined, options)}`] : []),
  ].join(" · ");
  // A rename the format carries is listed at INACTIVE under its contract: not a violation.
  const violations = findings.filter((f) => f.level !== "INACTIVE").length;
  const icon = violations > 0 ? (LEVEL_ICON[contract.enforcementLevel] ?? "") : "ℹ️";
  const note = violations > 0 ? LEVEL_NOTE[contract.enforcementLevel] : undefined;
  const counted = `${plural(violations, "violation")}${violations < findings.length ? `, ${findings.length - violations} not counted` : ""}`;
  return {
    rows: findings.length,
    label: `${icon} ${contract.enforcementLevel} ${code(group.asset)}: ${counted} of contract ${cell(contract.name)}`,
    render(maxRows) {
      const rows = findings
        .slice(0, maxRows)
        .map(
          (f) =>
            `| ${code(f.field ?? "")} | ${cell(f.rule)} | ${cell(f.expected)} | ${cell(f.actual)} | ${place(f.file, f.line, options)} |`,
        );
      return [
        `<details${contract.enforcementLevel === "BLOCK" && violations > 0 ? " open" : ""}>`,
        `<summary>${icon} <b>${contract.enforcementLevel}</b> ${htmlCode(group.asset)}: ${counted}</summary>`,
        "",
        details,
        "",
        ...(note ? [note, ""] : []),
        "| Field | Violation | Expected | Actual | Line |",
        "|---|---|---|---|---|",
        ...rows,
        omittedRows(rows.length, findings.length),
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
function violationGroups(report: CheckReport, findings: readonly Finding[]): ViolationGroup[] {
  const keyOf = (contract: ContractRef) => contract.id ?? contract.name;
  const groups = new Map<string, ViolationGroup>();
  for (const f of findings) {
    if (RULES[f.rule].category !== "contract-violation" || !f.contract || f.asset === undefined) continue;
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
export function renderAssetMarkdown(check: AssetCheck, options: LinkOptions = {}): string {
  if (check.violations.length === 0) {
    return `✅ ${code(check.asset)} complies with contract ${cell(check.contract.name)}.\n`;
  }
  const section = checkSection({ ...check, findings: violationFindings(check) }, options);
  return section.render(section.rows);
}

function breakingFirst(change: UncontractedChange): UncontractedChange["changes"] {
  return [...change.changes].sort((a, b) => Number(b.breaking) - Number(a.breaking));
}

/** A draft contract is named where its asset's changes are listed: it exists, and does not enforce yet. */
const draftNote = (change: UncontractedChange): string =>
  change.draft
    ? ` · draft contract ${cell(change.draft.name)}, not enforced (status: DRAFT)`
    : change.contract
      ? ` · not covered by contract ${cell(change.contract.name)}`
      : "";

function uncontractedSection(change: UncontractedChange, options: LinkOptions): Section {
  const sorted = breakingFirst(change);
  const breaking = sorted.filter((c) => c.breaking).length;
  return {
    rows: sorted.length,
    label: `${code(change.asset)} (${cell(change.sourceType)}): ${change.status === "changed" ? `${plural(sorted.length, "change")}, ${breaking} breaking` : change.status}`,
    render(maxRows) {
      const rows = sorted
        .slice(0, maxRows)
        .map(
          (c) =>
            `| ${code(c.field)} | ${cell(c.kind)} | ${c.breaking ? "**yes** (UNCONTRACTED_BREAKING_CHANGE)" : "no"} | ${cell(c.reason)} | ${place(c.file ?? change.file, c.line, options)} |`,
        );
      const status =
        change.status === "changed"
          ? `${plural(sorted.length, "change")}, ${breaking} breaking`
          : change.status;
      return [
        "<details>",
        `<summary>${breaking > 0 ? "💥" : "ℹ️"} ${htmlCode(change.asset)} (${cell(change.sourceType)})${draftNote(change)}: ${status}</summary>`,
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

/** One finding as a bullet: level, where, what, its rule (and the names it may have meant). */
function findingSection(finding: Finding, options: LinkOptions): Section {
  return {
    rows: 1,
    label: `${finding.level} · ${place(finding.file, finding.line, options)} · ${cell(finding.title)} (${finding.rule})`,
    render() {
      const level =
        finding.level === "INACTIVE" ? "note" : `${LEVEL_ICON[finding.level] ?? ""} ${finding.level}`;
      const suggestions = finding.suggestions?.length
        ? ` Nearest existing: ${finding.suggestions.map((s) => code(s)).join(", ")}.`
        : finding.suggestedLine
          ? ` Suggested line ${finding.suggestedLine.line}: ${code(finding.suggestedLine.suggested.trim())}.`
          : "";
      return `- ${level} · ${place(finding.file, finding.line, options)} · **${cell(finding.title)}** (${finding.rule}): ${cell(finding.message)}${suggestions}\n`;
    },
  };
}

/** The findings of one category, as bullets. */
function findingSections(
  findings: readonly Finding[],
  category: RuleCategory,
  options: LinkOptions,
): Section[] {
  return findings.filter((f) => RULES[f.rule].category === category).map((f) => findingSection(f, options));
}

function headline(report: CheckReport, assessment: ReportAssessment): string {
  const { verdict, violations } = assessment;
  const findings = assessment.findings.filter((f) => !f.existingDebt && !f.waiver);
  const violated = violationGroups(report, findings);
  const breaking = findings.filter((f) => f.rule === "UNCONTRACTED_BREAKING_CHANGE").length;
  const uncontractedBreaking = report.uncontracted.some(
    (u) => !u.contract && u.changes.some((c) => c.breaking),
  );
  const unreadableFiles = findings.some((f) => f.rule === "UNREADABLE_FILE");
  const counts = countsLine(report, assessment);
  const title =
    verdict.verdict === "block"
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
function reportParts(
  report: CheckReport,
  options: ReportOptions,
  assessment: ReportAssessment,
): { head: string; groups: SectionGroup[]; footer: string } {
  const head = `${commentMarker(options.workflow, options.job)}\n${headline(report, assessment)}\n`;
  const footer = assessment.needsFix ? `\n${WHAT_TO_DO}${renameAdvice(assessment.findings)}` : "";
  // Existing debt is the base's, not the pull request's, and waived findings were accepted by the
  // contract's owners: each listed only in its own section.
  const findings = assessment.findings.filter((f) => !f.existingDebt && !f.waiver);
  const groups: SectionGroup[] = [
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
export function renderComment(
  report: CheckReport,
  options: ReportOptions,
  assessment: ReportAssessment = assessReport(report),
): string {
  const maxLength = options.maxLength ?? GITHUB_COMMENT_LIMIT;
  const { head, groups, footer } = reportParts(report, options, assessment);
  const { body, total, omitted } = layOut(
    groups,
    maxLength - head.length - footer.length - NOTE_ROOM,
    characters,
  );
  const note =
    omitted.length > 0
      ? `\n> [!NOTE]\n> ${omitted.length} of ${total} sections are not shown: the comment would pass GitHub's size limit. The job summary of this run names every one.\n`
      : "";
  return `${head}${body}${note}${footer}`;
}

/**
 * The job summary: the whole report when it fits GitHub's 1 MiB; else as much as
 * fits, then a line naming each section left out, and the file `fullReportPath`
 * (the whole report, written by the caller) for the rest.
 */
export function renderSummary(
  report: CheckReport,
  options: ReportOptions,
  assessment: ReportAssessment = assessReport(report),
  fullReportPath?: string,
): string {
  const whole = renderFullReport(report, options, assessment);
  const limit = options.maxLength ?? GITHUB_SUMMARY_LIMIT_BYTES;
  if (utf8Bytes(whole) <= limit) return whole;
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
  const cut =
    omitted.length > 0
      ? `${omitted.length} of ${total} sections do not fit GitHub's 1 MiB job summary; they are named below, and ${where}.\n\n${omitted.map((s) => `- ${s.label}\n`).join("")}`
      : `Some sections are shortened to fit GitHub's 1 MiB job summary; ${where}.\n`;
  const note = `\n> [!NOTE]\n> ${cut}`;
  return `${head}${body}${note}${footer}`;
}

/** Every section at full length: the report file a cut summary names. */
export function renderFullReport(
  report: CheckReport,
  options: ReportOptions,
  assessment: ReportAssessment = assessReport(report),
): string {
  return renderComment(report, { ...options, maxLength: Number.POSITIVE_INFINITY }, assessment);
}
