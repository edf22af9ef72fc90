import type { EnforcementLevel } from "../api/resources.js";
import { findingPlace } from "../repository-path.js";
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
 * warns, NOTIFY, RECORD and INACTIVE (listed, not counted) are notices, and so is existing debt.
 */
export function annotationsOf(findings: readonly Finding[]): Annotation[] {
  return findings.map((finding) => {
    // GitHub links an annotation's file: a path that could leave the repository is only said.
    const { unlinked, ...place } = findingPlace(finding.file, finding.line);
    const message = `${finding.message}${unlinked}`;
    return finding.waiver
      ? {
          level: "notice",
          ...place,
          title: `Waived: ${finding.title}`,
          message: `${message} (waived until ${finding.waiver.expires}: ${finding.waiver.reason})`,
        }
      : finding.existingDebt
        ? {
            level: "notice",
            ...place,
            title: `Existing debt: ${finding.title}`,
            message: `${message} (the base branch has it already: not counted)`,
          }
        : { level: LEVEL[finding.level], ...place, title: finding.title, message };
  });
}

/**
 * What GitHub shows of a step's annotations: ten errors, ten warnings (and ten notices, to be
 * safe). Its fifty per job cannot be passed by one step kept to these thirty.
 */
export const ANNOTATIONS_PER_STEP: Readonly<Record<AnnotationLevel, number>> = {
  failure: 10,
  warning: 10,
  notice: 10,
};

/**
 * The findings' annotations that fit what is left of the step's budget (`used`: the
 * annotations the step has issued already, its failure message among them), in rank
 * order (BLOCK's failures first); when some do not fit, a last notice counts them
 * and points at the job summary, which lists them all.
 */
export function budgetAnnotations(
  annotations: readonly Annotation[],
  used: Readonly<Record<AnnotationLevel, number>>,
): Annotation[] {
  const levels = ["failure", "warning", "notice"] as const;
  const room = { ...ANNOTATIONS_PER_STEP };
  for (const level of levels) room[level] = Math.max(room[level] - used[level], 0);
  const ofLevel = (level: AnnotationLevel) => annotations.filter((a) => a.level === level);
  const fitsAll = levels.every((level) => ofLevel(level).length <= room[level]);
  // The count of those left out takes one notice's place.
  const counted = !fitsAll && room.notice > 0;
  if (counted) room.notice--;
  const kept: Annotation[] = [];
  for (const level of levels) {
    kept.push(...ofLevel(level).slice(0, room[level]));
  }
  if (!counted) return kept;
  const more = annotations.length - kept.length;
  return [
    ...kept,
    { level: "notice", title: "contract-sync", message: `${more} more findings: see the job summary` },
  ];
}
