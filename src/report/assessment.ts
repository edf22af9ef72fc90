import { type VerdictResult, verdictOf } from "../compliance/verdict.js";
import type { CheckReport, GateFinding } from "./model.js";

/** What a check report amounts to: computed once (by the check) and handed to every renderer. */
export interface ReportAssessment {
  verdict: VerdictResult;
  /** Assets the check sent to the service (head, moved and removed ones): the one count of "assets checked". */
  assetsChecked: number;
  /**
   * Violations under contracts that are not INACTIVE (DESIGN.md "Enforcement": those are ignored),
   * plus the fail-closed findings that count (a check that could not be made is a violation).
   */
  violations: number;
  /** Anything a reviewer should see: worth creating a pull request comment for. */
  hasFindings: boolean;
  /** Something to fix (violations, breaking changes without a contract): the comment says what to do. */
  needsFix: boolean;
}

export function assessReport(report: CheckReport, assetsChecked = report.checks.length): ReportAssessment {
  const enforced = report.checks.filter(
    (c) => c.violations.length > 0 && c.contract.enforcementLevel !== "INACTIVE",
  );
  const breaking = report.uncontracted.some((u) => u.changes.some((c) => c.breaking));
  const findings = countedFindings(report);
  return {
    assetsChecked,
    verdict: verdictOf([
      ...report.checks.map((c) => ({
        enforcementLevel: c.contract.enforcementLevel,
        violations: c.violations,
      })),
      ...findings.map((f) => ({ enforcementLevel: f.level, violations: [f] })),
    ]),
    violations: enforced.reduce((n, c) => n + c.violations.length, 0) + findings.length,
    hasFindings:
      enforced.length > 0 ||
      (report.findings?.length ?? 0) > 0 ||
      report.uncontracted.length > 0 ||
      report.unreadable.length > 0 ||
      (report.contractChanges?.length ?? 0) > 0,
    needsFix: enforced.length > 0 || breaking || findings.length > 0,
  };
}

/** Fail-closed and protection findings that count: one definition for the verdict and every count. */
export function countedFindings(report: CheckReport): GateFinding[] {
  return (report.findings ?? []).filter((f) => f.level !== "INACTIVE");
}
