import type { EnforcementLevel } from "../../api/resources.js";
import type { AssessedReport } from "../../outcome/model.js";
import { counts, type Finding, RULES, type RuleId } from "../../rules/index.js";
import { countsLine } from "../counts-line.js";
import { inertLogText } from "../inert-log.js";

/**
 * The check for a terminal: plain lines, nothing to render. The comment's markdown is made
 * inert for GitHub (`&#95;`, a word joiner after `@`), which a terminal shows as noise; here
 * text from the pull request only has to be one line without control characters, which
 * `inertLogText` already guarantees for every log line.
 */
export function renderText(outcome: AssessedReport): string {
  const { findings } = outcome;
  const lines = [
    `contract-sync: ${VERDICT[outcome.verdict.verdict]}`,
    countsLine(outcome.report, outcome),
    "",
  ];
  for (const level of LEVELS) {
    const atLevel = findings.filter((finding) => counts(finding) && finding.level === level);
    if (atLevel.length > 0)
      lines.push(`${level} (${LEVEL_EFFECT[level]})`, ...atLevel.flatMap(findingLines), "");
  }
  const debt = findings.filter((finding) => finding.existingDebt);
  if (debt.length > 0)
    lines.push("Existing debt (the base already has these; not counted)", ...debt.flatMap(findingLines), "");
  const waived = findings.filter((finding) => finding.waiver);
  if (waived.length > 0)
    lines.push(
      "Waived (accepted in the waiver ledger; not counted)",
      ...waived.flatMap((finding) => [
        ...findingLines(finding),
        `    ${inertLogText(`waived until ${finding.waiver?.expires} by ${finding.waiver?.approvedBy.join(", ")}: ${finding.waiver?.reason}`)}`,
      ]),
      "",
    );
  const shown = findings.filter((finding) => !counts(finding) && !finding.existingDebt && !finding.waiver);
  if (shown.length > 0) lines.push("Shown, not counted", ...shown.flatMap(findingLines), "");
  const fixed = outcome.fixed ?? [];
  if (fixed.length > 0) lines.push("Fixed by this change", ...fixed.flatMap(findingLines), "");
  const rules = [...new Set(findings.filter(counts).map((finding) => finding.rule))];
  if (rules.length > 0) lines.push("What to do", ...rules.map(ruleHelp), "");
  return `${lines.join("\n")}\n`;
}

const VERDICT = {
  block: "blocked: this change breaks a blocking contract or fails closed",
  alert: "passed with alerts: violations need attention",
  pass: "passed",
} as const;

const LEVELS = ["BLOCK", "ALERT", "NOTIFY", "RECORD"] as const satisfies readonly EnforcementLevel[];

const LEVEL_EFFECT: Record<(typeof LEVELS)[number], string> = {
  BLOCK: "fails the check",
  ALERT: "needs attention; does not block",
  NOTIFY: "the contract's owner is notified; does not block",
  RECORD: "recorded for the contract's owner; does not block",
};

/** Two lines a finding: what and where, then the contract's expectation and the contract. */
function findingLines(finding: Finding): string[] {
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
    ? finding.rename.route.code.split(/\r\n?|\n/).map((l) => `      ${inertLogText(l)}`)
    : [];
  return [inertLogText(first), `    ${inertLogText(details.join(" · "))}`, ...route];
}

function ruleHelp(rule: RuleId): string {
  return `  ${rule}: ${RULES[rule].help}`;
}
