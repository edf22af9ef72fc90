import type { EnforcementLevel } from "../../api/resources.js";
import type { AssessedReport } from "../../outcome/model.js";
import { findingLine } from "../../rules/index.js";
import { logSafeJson } from "./log-safe.js";

/** One issue of GitLab's Code Quality report (docs.gitlab.com, "Code Quality report format"). */
export interface CodeQualityIssue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: "info" | "minor" | "major" | "critical" | "blocker";
  location: { path: string; lines: { begin: number } };
}

const SEVERITY: Record<EnforcementLevel, CodeQualityIssue["severity"]> = {
  BLOCK: "blocker",
  ALERT: "major",
  NOTIFY: "minor",
  RECORD: "info",
  INACTIVE: "info",
};

export interface GitLabOptions {
  /** Where a finding without a file points (GitLab requires a path): the config file. */
  fallbackPath: string;
}

/** GitLab Code Quality JSON of a check outcome: one issue per finding, with its fingerprint. */
export function renderGitLab(outcome: AssessedReport, options: GitLabOptions): string {
  const issues: CodeQualityIssue[] = outcome.findings.map((finding) => ({
    description: `${finding.existingDebt ? "existing debt (the base has it, not counted): " : ""}${finding.waiver ? `waived until ${finding.waiver.expires} (not counted): ` : ""}${findingLine(finding)}`,
    check_name: finding.rule,
    fingerprint: finding.fingerprint,
    severity: finding.existingDebt || finding.waiver ? "info" : SEVERITY[finding.level],
    location: { path: finding.file ?? options.fallbackPath, lines: { begin: finding.line ?? 1 } },
  }));
  return logSafeJson(issues);
}
