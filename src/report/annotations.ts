import type { EnforcementLevel } from "../api/resources.js";
import type { Finding } from "../rules/index.js";

export type AnnotationLevel = "failure" | "warning" | "notice";

/** One check-run annotation (what @actions/core's error/warning/notice take). */
export interface Annotation {
  level: AnnotationLevel;
  file?: string | undefined;
  line?: number | undefined;
  title: string;
  message: string;
}

const LEVEL: Record<EnforcementLevel, AnnotationLevel> = {
  BLOCK: "failure",
  ALERT: "warning",
  NOTIFY: "notice",
  RECORD: "notice",
  INACTIVE: "notice",
};

/**
 * One annotation per finding, in the findings' order (strongest first): BLOCK fails, ALERT
 * warns, NOTIFY, RECORD and INACTIVE (listed, not counted) are notices.
 */
export function annotationsOf(findings: readonly Finding[]): Annotation[] {
  return findings.map((finding) => ({
    level: LEVEL[finding.level],
    file: finding.file,
    line: finding.line,
    title: finding.title,
    message: finding.message,
  }));
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
