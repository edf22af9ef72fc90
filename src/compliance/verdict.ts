import { ENFORCEMENT_LEVELS, type EnforcementLevel } from "./types.js";

export type Verdict = "pass" | "alert" | "block";

/** One contract's outcome as the verdict needs it. */
export interface VerdictInput {
  enforcementLevel?: EnforcementLevel | null | undefined;
  violations: readonly unknown[];
}

export interface VerdictResult {
  verdict: Verdict;
  /** The highest enforcement level among contracts with violations (INACTIVE when none). */
  level: EnforcementLevel;
  /** Contracts with violations at NOTIFY or RECORD: they pass, with a note. */
  noted: number;
  /** Contracts with violations that count (anything but INACTIVE). */
  violated: number;
}

export function levelRank(level: EnforcementLevel): number {
  return ENFORCEMENT_LEVELS.indexOf(level);
}

/**
 * docs/workflow.md "Inputs and outputs" (enforcement): the highest level among contracts with violations
 * decides. BLOCK fails, ALERT warns, NOTIFY and RECORD pass with a note,
 * INACTIVE is ignored. A missing level is INACTIVE (the interface's default, docs/service-interface.md "Contract").
 */
export function verdictOf(results: readonly VerdictInput[]): VerdictResult {
  let level: EnforcementLevel = "INACTIVE";
  let noted = 0;
  let violated = 0;
  for (const result of results) {
    const own = result.enforcementLevel ?? "INACTIVE";
    if (result.violations.length === 0 || own === "INACTIVE") continue;
    violated++;
    if (own === "NOTIFY" || own === "RECORD") noted++;
    if (levelRank(own) > levelRank(level)) level = own;
  }
  const verdict: Verdict = level === "BLOCK" ? "block" : level === "ALERT" ? "alert" : "pass";
  return { verdict, level, noted, violated };
}

/** Which verdict fails the run (input `fail-on`, `--fail-on`): one policy for the action and the CLI. */
export const FAIL_ON = ["never", "alert", "block"] as const;
export type FailOn = (typeof FAIL_ON)[number];
/** When neither the input nor the flag names one: BLOCK fails, ALERT warns. */
export const DEFAULT_FAIL_ON: FailOn = "block";

export function failsOn(verdict: Verdict, failOn: FailOn = DEFAULT_FAIL_ON): boolean {
  return failOn === "alert" ? verdict !== "pass" : failOn === "block" ? verdict === "block" : false;
}
