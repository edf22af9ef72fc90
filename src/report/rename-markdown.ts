import { counts, type Finding, type UnfingerprintedFinding } from "../rules/index.js";
import { cell, code } from "./markdown-text.js";

/**
 * A fenced code block of text from the pull request: the fence is longer than any run of
 * backticks inside, so no line of the text can close it; inside, nothing is markdown, HTML, a
 * mention or a link.
 */
export function fencedCode(text: string, language: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  const info = /^[a-z]+$/.test(language) ? language : "";
  return `${fence}${info}\n${text.replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")}\n${fence}`;
}

/**
 * The safe route of each probable rename among a section's findings (docs/intended-changes.md "Renames: the safe route"): the two names, why it looks like a rename, the route in the format, its code.
 */
export function renameRoutes(findings: readonly UnfingerprintedFinding[]): string[] {
  const renamed = findings.filter((f) => f.rename);
  if (renamed.length === 0) return [];
  // The table's last line (omittedRows) is blank already.
  return [
    ...renamed.flatMap((f) => {
      const rename = f.rename;
      if (!rename) return [];
      const verdict = rename.carried
        ? "the format carries both names: not counted"
        : "readers of the old name break";
      return [
        `**Probable rename** ${code(f.field ?? "")} → ${code(rename.to)}: ${cell(rename.why)} (${verdict}).`,
        "",
        `Safe route (${cell(rename.route.format)}): ${cell(rename.route.advice)}`,
        "",
        fencedCode(rename.route.code, rename.route.language),
        "",
      ];
    }),
  ];
}

/** The "What to do" list's item for renames, when a probable rename counts. */
export function renameAdvice(findings: readonly Finding[]): string {
  return findings.some((f) => f.rename && counts(f))
    ? "- If a field was **renamed**: take the safe route shown under its row, which keeps the old name readable, or change the contract to the new name in this pull request (its owner reviews it).\n"
    : "";
}
