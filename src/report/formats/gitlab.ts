import { createHash } from "node:crypto";
import type { EnforcementLevel } from "../../api/resources.js";
import type { CheckOutcome } from "../../sync/check.js";
import { findingsOf } from "./findings.js";

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
 * GitLab Code Quality JSON of a check outcome: one issue per violation and per
 * unreadable file. The fingerprint leaves out the line, so an issue keeps its
 * identity when lines above it move.
 */
export function renderGitLab(outcome: CheckOutcome, options: GitLabOptions): string {
  const issues: CodeQualityIssue[] = findingsOf(outcome).map((finding) => {
    const path = finding.file ?? options.fallbackPath;
    const identity = [
      finding.ruleId,
      path,
      finding.asset,
      finding.field,
      finding.contract?.id ?? finding.contract?.name,
    ];
    return {
      description: finding.message,
      check_name: finding.ruleId,
      fingerprint: createHash("sha256").update(JSON.stringify(identity)).digest("hex"),
      severity: SEVERITY[finding.enforcementLevel],
      location: { path, lines: { begin: finding.line ?? 1 } },
    };
  });
  return `${JSON.stringify(issues, null, 2)}\n`;
}
