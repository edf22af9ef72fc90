import type { EnforcementLevel } from "../../api/resources.js";
import type { AssessedReport } from "../../outcome/model.js";
import { findingPlace } from "../../repository-path.js";
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

/**
 * GitLab Code Quality JSON of a check outcome: one issue per finding, with its fingerprint. GitLab
 * links an issue's path: a path that could leave the repository points at the fallback instead and
 * is said in the description (src/repository-path.ts).
 */
export function renderGitLab(outcome: AssessedReport, options: GitLabOptions): string {
  const issues: CodeQualityIssue[] = outcome.findings.map((finding) => {
    const { file, line, unlinked } = findingPlace(finding.file, finding.line);
    return {
      description: `${finding.existingDebt ? "existing debt (the base has it, not counted): " : ""}${finding.waiver ? `waived until ${finding.waiver.expires} (not counted): ` : ""}${findingLine(finding)}${unlinked}`,
      check_name: finding.rule,
      fingerprint: finding.fingerprint,
      severity: finding.existingDebt || finding.waiver ? "info" : SEVERITY[finding.level],
      location: { path: file ?? options.fallbackPath, lines: { begin: line ?? 1 } },
    };
  });
  return logSafeJson(issues);
}
