import type { AssessedReport } from "../../outcome/model.js";

/** `--format json`: the verdict and counts, the findings every format renders, and the report they came from. */
export function renderJson(outcome: AssessedReport): string {
  const { verdict, assetsChecked, violations, findings, report } = outcome;
  return `${JSON.stringify({ verdict, assetsChecked, violations, findings, report }, null, 2)}\n`;
}
