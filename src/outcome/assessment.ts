import { type VerdictResult, verdictOf } from "../compliance/verdict.js";
import { counts, type Finding } from "../rules/index.js";
import { withExistingDebt } from "./existing-debt.js";
import { findingsOf } from "./findings.js";
import type { AssessedReport, Assessment, CheckReport } from "./model.js";
import { withWaivers } from "./waivers.js";

/** What a check report amounts to: computed once (by the check) and handed to every renderer. */
export interface ReportAssessment extends Assessment {
  verdict: VerdictResult;
  /** Findings the base already had (`existingDebt`): listed apart, not in `violations`. */
  existingDebt: number;
  /** Findings the ledger waives (`waiver`): listed apart with why and until when, not in `violations`. */
  waived: number;
  /** Findings of the base that the head no longer has. */
  fixed: readonly Finding[];
  /** Anything a reviewer should see: worth creating a pull request comment for. */
  hasFindings: boolean;
  /** Something to fix (counted findings, breaking changes without a contract): the comment says what to do. */
  needsFix: boolean;
}

export function assessReport(report: CheckReport, assetsChecked = report.checks.length): ReportAssessment {
  const debt = withExistingDebt(findingsOf(report), report.atBase);
  const findings = withWaivers(debt.findings, report.waivers);
  const { fixed } = debt;
  const counted = findings.filter(counts);
  return {
    findings,
    assetsChecked,
    verdict: verdictOf(counted.map((f) => ({ enforcementLevel: f.level, violations: [f] }))),
    violations: counted.length,
    existingDebt: findings.filter((f) => f.existingDebt).length,
    waived: findings.filter((f) => f.waiver).length,
    fixed,
    hasFindings:
      findings.length > 0 ||
      fixed.length > 0 ||
      report.uncontracted.length > 0 ||
      (report.contractChanges?.length ?? 0) > 0,
    needsFix: counted.length > 0 || findings.some((f) => f.rule === "UNCONTRACTED_BREAKING_CHANGE"),
  };
}

/** What one pull request check answers: its report, assessed once; every output renders it as is. */
export interface CheckOutcome extends AssessedReport {
  /** The assessment the figures are taken from. */
  assessment: ReportAssessment;
  verdict: VerdictResult;
  changedFiles: number;
}

/** The outcome of a report: its assessment computed once, and the figures the callers print taken from it. */
export function checkOutcome(report: CheckReport, assetsChecked: number, changedFiles: number): CheckOutcome {
  return outcomeOf(report, assessReport(report, assetsChecked), changedFiles);
}

/** The outcome of a report already assessed (`assessment`: of this report, but for its `impact`, which it does not read). */
export function outcomeOf(
  report: CheckReport,
  assessment: ReportAssessment,
  changedFiles: number,
): CheckOutcome {
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
