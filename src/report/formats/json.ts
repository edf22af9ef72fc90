import type { AssessedReport } from "../../outcome/model.js";

/**
 * `--format json`: the verdict and counts, the findings every format renders (existing debt marked
 * `existingDebt`, waived ones `waiver`, each counted apart), the base's findings the pull request fixes, and the report.
 */
export function renderJson(outcome: AssessedReport): string {
  const { verdict, assetsChecked, violations, findings, report } = outcome;
  const existingDebt = findings.filter((f) => f.existingDebt).length;
  const waived = findings.filter((f) => f.waiver).length;
  const fixed = outcome.fixed ?? [];
  const counted = { verdict, assetsChecked, violations, existingDebt, waived };
  return `${JSON.stringify({ ...counted, findings, fixed, report }, null, 2)}\n`;
}
