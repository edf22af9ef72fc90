import type { AssessedReport } from "../../outcome/model.js";

/**
 * `--format json`: the verdict and counts, the findings every format renders (existing debt marked
 * `existingDebt` and counted apart), the base's findings the pull request fixes, and the report.
 */
export function renderJson(outcome: AssessedReport): string {
  const { verdict, assetsChecked, violations, findings, report } = outcome;
  const existingDebt = findings.filter((f) => f.existingDebt).length;
  const fixed = outcome.fixed ?? [];
  return `${JSON.stringify({ verdict, assetsChecked, violations, existingDebt, findings, fixed, report }, null, 2)}\n`;
}
