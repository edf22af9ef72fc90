import { levelRank } from "../compliance/verdict.js";
import type { CheckReport } from "./model.js";

export type AnnotationLevel = "failure" | "warning" | "notice";

/** One check-run annotation (what @actions/core's error/warning/notice take). */
export interface Annotation {
  level: AnnotationLevel;
  file?: string | undefined;
  line?: number | undefined;
  title: string;
  message: string;
}

const LEVEL_ORDER: Record<AnnotationLevel, number> = { failure: 0, warning: 1, notice: 2 };

/**
 * Annotations for every finding, most severe first: BLOCK violations and
 * unreadable files fail, ALERT violations and breaking changes of assets
 * without a contract warn, NOTIFY and RECORD violations are notices.
 * INACTIVE contracts are ignored.
 */
export function annotationsOf(report: CheckReport): Annotation[] {
  const found: Array<Annotation & { rank: number }> = [];
  for (const check of report.checks) {
    const level = check.contract.enforcementLevel;
    if (level === "INACTIVE") continue;
    const annotationLevel: AnnotationLevel =
      level === "BLOCK" ? "failure" : level === "ALERT" ? "warning" : "notice";
    for (const v of check.violations) {
      found.push({
        level: annotationLevel,
        file: v.file ?? check.file,
        line: v.line,
        title: `${v.violationType}: ${v.field} (contract ${check.contract.name}, ${level})`,
        message: v.message,
        rank: -levelRank(level),
      });
    }
  }
  for (const finding of report.findings ?? []) {
    if (finding.level === "INACTIVE") continue;
    found.push({
      level: finding.level === "BLOCK" ? "failure" : finding.level === "ALERT" ? "warning" : "notice",
      file: finding.file,
      line: finding.line,
      title: finding.title,
      message: finding.message,
      rank: -levelRank(finding.level) - 1,
    });
  }
  for (const file of report.unreadable) {
    for (const d of file.diagnostics) {
      found.push({
        level: d.severity === "error" ? "failure" : "warning",
        file: file.file,
        line: d.line,
        title: "Unreadable schema file",
        message: d.message,
        rank: 0,
      });
    }
  }
  for (const asset of report.uncontracted) {
    for (const change of asset.changes) {
      if (!change.breaking) continue;
      found.push({
        level: "warning",
        file: change.file ?? asset.file,
        line: change.line,
        title: `Breaking change without a contract: ${change.field || asset.asset}`,
        message: `${change.kind}: ${change.reason}`,
        rank: 1,
      });
    }
  }
  found.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || a.rank - b.rank);
  return found.map(({ rank: _rank, ...annotation }) => annotation);
}

/**
 * GitHub shows only ten annotations per level per step: keeps the first nine of
 * a level and turns the rest into one that counts them and points at the comment.
 */
export function limitAnnotations(annotations: readonly Annotation[], perLevel = 10): Annotation[] {
  const kept: Annotation[] = [];
  for (const level of ["failure", "warning", "notice"] as const) {
    const ofLevel = annotations.filter((a) => a.level === level);
    if (ofLevel.length <= perLevel) {
      kept.push(...ofLevel);
      continue;
    }
    kept.push(...ofLevel.slice(0, perLevel - 1), {
      level,
      title: `${ofLevel.length - perLevel + 1} more ${level} findings`,
      message:
        "GitHub shows ten annotations per level; the pull request comment and the job summary list them all.",
    });
  }
  return kept;
}
