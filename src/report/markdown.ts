import { levelRank } from "../compliance/verdict.js";
import { assessReport, type ReportAssessment } from "./assessment.js";
import { commentMarker } from "./comment-marker.js";
import type {
  AssetCheck,
  CheckReport,
  ContractChange,
  ReportOptions,
  UncontractedChange,
  UnreadableFile,
} from "./model.js";

/** GitHub rejects issue comments over 65,536 characters; JS length counts emoji as 2, so this is safe. */
export const GITHUB_COMMENT_LIMIT = 65_536;

const LEVEL_ICON: Record<string, string> = { BLOCK: "❌", ALERT: "⚠️", NOTIFY: "🔔", RECORD: "📝" };

/** Text for a GFM table cell: one line, pipes escaped, no raw HTML. */
export function cell(text: string | undefined): string {
  if (text === undefined || text === "") return "—";
  return text
    .replace(/\r?\n/g, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\|/g, "\\|");
}

function code(text: string): string {
  if (text === "") return "<i>(root)</i>";
  const escaped = text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\|/g, "&#124;");
  return `<code>${escaped}</code>`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function link(text: string, url: string | undefined): string {
  return url ? `[${text.replace(/[[\]]/g, "\\$&")}](${url})` : text;
}

type LinkOptions = Pick<ReportOptions, "fileUrl">;

function place(file: string | undefined, line: number | undefined, options: LinkOptions): string {
  if (!file) return line === undefined ? "—" : String(line);
  const text = line === undefined ? file : `${file}:${line}`;
  return link(cell(text), options.fileUrl?.(file, line));
}

/** A rendered section and how to render it shorter (fewer rows) when the comment is full. */
interface Section {
  rows: number;
  render(maxRows: number): string;
}

function omittedRows(shown: number, total: number): string {
  return shown < total ? `\n_…and ${total - shown} more not shown (comment size limit)._\n` : "";
}

function checkSection(check: AssetCheck, options: LinkOptions): Section {
  const { contract } = check;
  const contractLink = link(
    cell(contract.name),
    contract.fileUri ?? (contract.filePath ? options.fileUrl?.(contract.filePath) : undefined),
  );
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
        .map(
          (v) =>
            `| ${code(v.field)} | ${cell(v.violationType)} | ${cell(v.expected)} | ${cell(v.actual)} | ${place(v.file, v.line, options)} |`,
        );
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
export function renderAssetMarkdown(check: AssetCheck, options: LinkOptions = {}): string {
  if (check.violations.length === 0) {
    return `✅ ${code(check.asset)} complies with contract ${cell(check.contract.name)}.\n`;
  }
  const section = checkSection(check, options);
  return section.render(section.rows);
}

function breakingFirst(change: UncontractedChange): UncontractedChange["changes"] {
  return [...change.changes].sort((a, b) => Number(b.breaking) - Number(a.breaking));
}

function uncontractedSection(change: UncontractedChange, options: LinkOptions): Section {
  const sorted = breakingFirst(change);
  const breaking = sorted.filter((c) => c.breaking).length;
  return {
    rows: sorted.length,
    render(maxRows) {
      const rows = sorted
        .slice(0, maxRows)
        .map(
          (c) =>
            `| ${code(c.field)} | ${cell(c.kind)} | ${c.breaking ? "**yes**" : "no"} | ${cell(c.reason)} | ${place(change.file, c.line, options)} |`,
        );
      const status =
        change.status === "changed"
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

function contractChangeSection(change: ContractChange, options: LinkOptions): Section {
  const { contract } = change;
  const name = link(
    cell(contract.name),
    contract.fileUri ?? (contract.filePath ? options.fileUrl?.(contract.filePath) : undefined),
  );
  return {
    rows: change.changes.length,
    render(maxRows) {
      const rows = change.changes
        .slice(0, maxRows)
        .map((c) => `| ${code(c.field)} | ${cell(c.kind)} | ${cell(c.before)} | ${cell(c.after)} |`);
      const what =
        change.status === "changed"
          ? plural(change.changes.length, "field change")
          : `contract ${change.status}`;
      const table =
        rows.length > 0 ? ["", "| Field | Change | Before | After |", "|---|---|---|---|", ...rows] : [];
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

function unreadableSection(file: UnreadableFile, options: LinkOptions): Section {
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

/** Contract results worth showing: violations under a level that is not INACTIVE, strongest first. */
function shownChecks(report: CheckReport): AssetCheck[] {
  return report.checks
    .filter((c) => c.violations.length > 0 && c.contract.enforcementLevel !== "INACTIVE")
    .sort(
      (a, b) =>
        levelRank(b.contract.enforcementLevel) - levelRank(a.contract.enforcementLevel) ||
        a.asset.localeCompare(b.asset),
    );
}

function headline(report: CheckReport, assessment: ReportAssessment): string {
  const shown = shownChecks(report);
  const { verdict, violations } = assessment;
  const breaking = report.uncontracted.reduce(
    (sum, u) => sum + u.changes.filter((c) => c.breaking).length,
    0,
  );
  const counts = [
    `${plural(violations, "violation")} in ${plural(shown.length, "asset")}`,
    `${plural(report.checks.length, "asset")} checked`,
    ...(report.uncontracted.length > 0
      ? [`${plural(breaking, "breaking change")} in assets without a contract`]
      : []),
    ...(report.unreadable.length > 0 ? [plural(report.unreadable.length, "unreadable file")] : []),
  ].join(" · ");
  const title =
    verdict.verdict === "block"
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
 * The verdict and counts come from the check (`assessment`); the marker is added here only.
 */
export function renderComment(
  report: CheckReport,
  options: ReportOptions,
  assessment: ReportAssessment = assessReport(report),
): string {
  const maxLength = options.maxLength ?? GITHUB_COMMENT_LIMIT;
  const head = `${commentMarker(options.workflow, options.job)}\n${headline(report, assessment)}\n`;
  const footer = assessment.needsFix ? `\n${WHAT_TO_DO}` : "";
  const groups: Array<{ title: string; sections: Section[] }> = [
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
    if (full || group.sections.length === 0) continue;
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
  const note =
    shown < total
      ? `\n> [!NOTE]\n> ${total - shown} of ${total} sections are not shown: the comment would pass GitHub's size limit. The job summary of this run has them all.\n`
      : "";
  return `${head}${body}${note}${footer}`;
}

/** The section at full length, else with fewer rows, within `room` characters; undefined if not even its heading fits. */
function fitted(section: Section, room: number): string | undefined {
  let rows = section.rows;
  for (;;) {
    const text = section.render(rows);
    if (text.length <= room) return text;
    if (rows === 0) return undefined;
    rows = Math.floor(rows / 2);
  }
}

/** The job summary: the same content, with the summary's far larger limit (1 MiB). */
export function renderSummary(
  report: CheckReport,
  options: ReportOptions,
  assessment: ReportAssessment = assessReport(report),
): string {
  return renderComment(report, { ...options, maxLength: options.maxLength ?? 1_000_000 }, assessment);
}
