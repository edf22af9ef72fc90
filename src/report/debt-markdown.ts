import { changeText } from "../outcome/waivers.js";
import type { Finding } from "../rules/index.js";
import type { Section } from "./layout.js";
import { cell, code, type LinkOptions, omittedRows, place, plural } from "./markdown-text.js";

// The comment's collapsed sections for what the base already had (docs/rules.md "Existing debt: only what the pull request introduced blocks"):
// findings the pull request did not introduce, and those it fixes. Neither is counted.

function debtTable(
  findings: readonly Finding[],
  maxRows: number,
  options: LinkOptions,
  withPlace: boolean,
): string[] {
  const rows = findings
    .slice(0, maxRows)
    .map(
      (f) =>
        `| ${f.level} | ${code(f.asset ?? "")} | ${code(f.field ?? "")} | ${cell(f.rule)} | ${cell(f.contract?.name)} |${withPlace ? ` ${place(f.file, f.line, options)} |` : ""}`,
    );
  return [
    `| Level | Asset | Field | Violation | Contract |${withPlace ? " Line |" : ""}`,
    `|---|---|---|---|---|${withPlace ? "---|" : ""}`,
    ...rows,
    omittedRows(rows.length, findings.length),
  ];
}

function waiverTable(findings: readonly Finding[], maxRows: number, options: LinkOptions): string[] {
  const rows = findings
    .slice(0, maxRows)
    .map(
      (f) =>
        `| ${code(f.asset ?? f.file ?? "")} | ${code(f.field ?? "")} | ${cell(f.rule)} | ${cell(changeText(f.waiver?.accepted ?? {}))} | ${cell(changeText(f))} | ${cell(f.waiver?.reason)} | ${cell(f.waiver?.approvedBy.join(", "))} | ${cell(f.waiver?.expires)} | ${place(f.waiver?.file, f.waiver?.line, options)} |`,
    );
  // What the owners accepted beside what the pull request does now: a waiver accepts a change, not a field.
  return [
    "| Asset | Field | Finding | Accepted | Now | Why | Approved by | Until | Waiver |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
    omittedRows(rows.length, findings.length),
  ];
}

/** A collapsed `<details>` block: a summary line, a sentence, a table of findings. */
function collapsed(
  label: string,
  summary: string,
  sentence: string,
  table: (maxRows: number) => string[],
  rows: number,
): Section {
  return {
    rows,
    label,
    render: (maxRows) =>
      [
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
export function debtSections(
  findings: readonly Finding[],
  fixed: readonly Finding[],
  options: LinkOptions,
): Section[] {
  const debt = findings.filter((f) => f.existingDebt);
  const sections: Section[] = [];
  if (debt.length > 0) {
    const summary = `🗄️ Existing debt: ${plural(debt.length, "finding")} the base branch already has (not counted)`;
    sections.push(
      collapsed(
        summary,
        summary,
        "The base branch already breaks its contracts here, alike: this pull request did not introduce these findings, so they do not block it or count in its violations.",
        (maxRows) => debtTable(debt, maxRows, options, true),
        debt.length,
      ),
    );
  }
  const waived = findings.filter((f) => f.waiver);
  if (waived.length > 0) {
    const summary = `🤝 Waived: ${plural(waived.length, "finding")} the contracts' owners accepted (not counted)`;
    sections.push(
      collapsed(
        summary,
        summary,
        "The waiver ledger accepts these findings until the date shown: they do not block or count. An expired waiver counts again.",
        (maxRows) => waiverTable(waived, maxRows, options),
        waived.length,
      ),
    );
  }
  if (fixed.length > 0) {
    const summary = `✅ Fixed by this pull request: ${plural(fixed.length, "finding")} of the base branch`;
    sections.push(
      collapsed(
        summary,
        summary,
        "The base branch has these findings; after this pull request they are gone.",
        (maxRows) => debtTable(fixed, maxRows, options, false),
        fixed.length,
      ),
    );
  }
  return sections;
}

/**
 * Under a contract's table: each finding a waiver no longer covers (its day is past), so the
 * reader sees why an accepted break blocks again and what to do.
 */
export function expiredWaiverNotes(findings: readonly Pick<Finding, "field" | "waiverExpired">[]): string[] {
  const lapsed = findings.filter((f) => f.waiverExpired);
  if (lapsed.length === 0) return [];
  return lapsed.flatMap((f) => {
    const expired = f.waiverExpired;
    if (!expired) return [];
    return [
      `⏰ The waiver of ${code(f.field ?? "")} at ${code(expired.at)} expired on ${cell(expired.expires)}: the finding counts again. Fix the break, or have the contract's owners extend the waiver.`,
      "",
    ];
  });
}
