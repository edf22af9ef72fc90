import type { ReportAssessment } from "../outcome/assessment.js";
import type { CheckReport } from "../outcome/model.js";
import { counts, type Finding, RULES } from "../rules/index.js";
import { plural } from "./markdown-text.js";

/** What the counts line says, as numbers: each finding the check shows is in exactly one of these. */
export interface Counts {
  /** Contract violations that count, and the assets they are on. */
  violations: number;
  violatedAssets: number;
  /** Other findings that count: checks that could not be made, weakened protection, the version rule. */
  otherCounted: number;
  /** Violations and gate findings listed at INACTIVE (approved, a contract not in force, carried renames). */
  notCounted: number;
}

type CountedAssessment = Pick<ReportAssessment, "findings" | "violations" | "assetsChecked"> & {
  fixed?: readonly Finding[] | undefined;
};

/** The findings of the pull request itself: not the base's existing debt, not waived. */
const ownFindings = (findings: readonly Finding[]) => findings.filter((f) => !f.existingDebt && !f.waiver);

export function countsOf(findings: readonly Finding[]): Counts {
  const own = ownFindings(findings).filter((f) => RULES[f.rule].category !== "uncontracted");
  const counted = own.filter(counts);
  const violations = counted.filter((f) => RULES[f.rule].category === "contract-violation");
  return {
    violations: violations.length,
    violatedAssets: new Set(violations.map((f) => f.asset)).size,
    otherCounted: counted.length - violations.length,
    notCounted: own.length - counted.length,
  };
}

/**
 * The counts under the comment's title, one line, and the CLI's stderr verdict and text report in
 * the same words ("1 violation in 1 asset · 1 other finding that counts · 12 assets checked"), so no
 * two outputs count differently. A violation is a contract violation; the other findings that count
 * are named apart, so the two numbers add up to the `violations` output.
 */
export function countsLine(report: CheckReport, assessment: CountedAssessment): string {
  const findings = ownFindings(assessment.findings);
  const { violations, violatedAssets, otherCounted, notCounted } = countsOf(assessment.findings);
  const debt = assessment.findings.filter((f) => f.existingDebt).length;
  const waived = assessment.findings.filter((f) => f.waiver).length;
  const fixed = assessment.fixed?.length ?? 0;
  const ofRule = (rule: Finding["rule"]) => findings.filter((f) => f.rule === rule);
  // Breaking changes of contracted assets that their contracts do not cover are counted apart.
  const notCovered = report.uncontracted.filter((u) => u.contract).reduce((n, u) => n + u.changes.length, 0);
  const breaking = ofRule("UNCONTRACTED_BREAKING_CHANGE").length - notCovered;
  const unreadableFiles = new Set(ofRule("UNREADABLE_FILE").map((f) => f.file)).size;
  const countsThat = otherCounted === 1 ? "counts" : "count";
  return [
    violations > 0
      ? `${plural(violations, "violation")} in ${plural(violatedAssets, "asset")}`
      : "0 violations",
    ...(otherCounted > 0 ? [`${plural(otherCounted, "other finding")} that ${countsThat}`] : []),
    `${plural(assessment.assetsChecked, "asset")} checked`,
    ...(report.uncontracted.some((u) => !u.contract)
      ? [`${plural(breaking, "breaking change")} in assets without a contract`]
      : []),
    ...(notCovered > 0 ? [`${plural(notCovered, "breaking change")} no contract covers`] : []),
    ...(unreadableFiles > 0 ? [plural(unreadableFiles, "unreadable file")] : []),
    ...(notCounted > 0 ? [`${plural(notCounted, "finding")} listed, not counted`] : []),
    ...(debt > 0 ? [`${debt} existing debt at the base (not counted)`] : []),
    ...(waived > 0 ? [`${waived} waived (not counted)`] : []),
    ...(fixed > 0 ? [`${fixed} fixed`] : []),
  ].join(" · ");
}
