import { createHash } from "node:crypto";
import type { EnforcementLevel } from "../api/resources.js";
import type { RenameNote } from "../compliance/renames.js";
import { RULES, type RuleId } from "./table.js";

/** The contract a finding concerns: what a reviewer needs to find it and its owner. */
export interface FindingContract {
  id?: string | undefined;
  name: string;
  version?: string | undefined;
  owner?: string | undefined;
  enforcementLevel: EnforcementLevel;
  /** Repository path of the contract file, and the contract's line in it (a file may hold several). */
  filePath?: string | undefined;
  line?: number | undefined;
  /** A ready link to the contract; wins over `filePath`. */
  fileUri?: string | undefined;
}

/**
 * One thing the check found, in the one shape every output renders: the comment, the job
 * summary, annotations, SARIF, JUnit, GitLab, JSON, the outputs and the exit code.
 */
export interface Finding {
  rule: RuleId;
  /** The level it counts at (INACTIVE: listed, not counted). */
  level: EnforcementLevel;
  /** Resource name of the asset, when the finding concerns one. */
  asset?: string | undefined;
  contract?: FindingContract | undefined;
  /** Dotted field path ("" is the root), for findings on a field. */
  field?: string | undefined;
  /** Where the change is: repository path and line. */
  file?: string | undefined;
  line?: number | undefined;
  /** Short, with the names that make it specific: annotation titles, bullets. */
  title: string;
  /** A sentence: what is wrong. */
  message: string;
  /** For violations: what the contract expects and what the asset has. */
  expected?: string | undefined;
  actual?: string | undefined;
  /** Nearest existing resource names, for "points at no asset". */
  suggestions?: string[] | undefined;
  /** PROBABLE_RENAME: the new name, why, and the format's safe route (compliance/renames.ts). */
  rename?: RenameNote | undefined;
  /** A line of `file` to write instead, for a fix of one line (the version to write: CONTRACT_VERSION_NOT_BUMPED). */
  suggestedLine?: SuggestedLine | undefined;
  /**
   * What the finding is about beyond its asset and field, as a hash (sync/check/read-problems.ts):
   * the statement that fails and its error, a ledger entry and its error, a file's error without
   * its lines. Part of the fingerprint when set, so the base's finding and the head's compare.
   */
  subject?: string | undefined;
  /**
   * Why it counts even where the base has it alike: it hides what the pull request changed, or
   * the check cannot tell that it does not (docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays for).
   */
  hidesChange?: string | undefined;
  /** Stable across commits and line moves: rule, asset (or file), contract, field and subject, no line. */
  fingerprint: string;
  /**
   * The base already has this finding (same fingerprint: the base asset breaks its base contract
   * alike): existing debt, shown apart and never counted as the pull request's.
   */
  existingDebt?: true | undefined;
  /** The contract's owners accepted it in the waiver ledger: shown with why and until when, never counted. */
  waiver?: FindingWaiver | undefined;
  /** A waiver in the ledger matched it but its day is past: it counts again (`at`: the entry's file and line). */
  waiverExpired?: { at: string; expires: string } | undefined;
}

/** One line of a file (the finding's) and what to write there instead: a pull request review can offer it as a suggestion. */
export interface SuggestedLine {
  line: number;
  /** The line as the file has it (without its line break). */
  current: string;
  /** The line to write instead. */
  suggested: string;
}

/** The ledger entry that waives a finding, as the outputs show it. */
export interface FindingWaiver {
  /** The change the entry accepts (its `expected` and `actual`), shown beside what the pull request does now. */
  accepted?: { expected?: string | undefined; actual?: string | undefined } | undefined;
  reason: string;
  approvedBy: readonly string[];
  /** YYYY-MM-DD, the last day it holds. */
  expires: string;
  /** Where the entry is: the ledger file and line. */
  file: string;
  line?: number | undefined;
}

export type UnfingerprintedFinding = Omit<Finding, "fingerprint">;

/**
 * Whether a finding counts in the verdict and the violation count: changes outside contracts and
 * existing debt (already at the base) and waived findings (accepted in the ledger) only show.
 */
export function counts(finding: Pick<Finding, "rule" | "level" | "existingDebt" | "waiver">): boolean {
  return (
    finding.level !== "INACTIVE" &&
    RULES[finding.rule].category !== "uncontracted" &&
    !finding.existingDebt &&
    !finding.waiver
  );
}

/**
 * Fingerprints of a list: a hash of rule, asset (the file when there is none), contract, field,
 * what the contract expects (two constraints of one field are two findings) and the subject. No line and no text of
 * the pull request beyond those names; findings still alike are told apart by their order.
 */
export function fingerprinted(findings: readonly UnfingerprintedFinding[]): Finding[] {
  const seen = new Map<string, number>();
  return findings.map((finding) => {
    const identity = JSON.stringify([
      finding.rule,
      finding.asset ?? finding.file ?? "",
      finding.contract?.id ?? finding.contract?.name ?? "",
      finding.field ?? "",
      finding.expected ?? "",
      // Appended only when set: the fingerprints of findings without one do not move.
      ...(finding.subject === undefined ? [] : [finding.subject]),
    ]);
    const nth = seen.get(identity) ?? 0;
    seen.set(identity, nth + 1);
    const fingerprint = createHash("sha256")
      .update(nth === 0 ? identity : `${identity}#${nth}`)
      .digest("hex");
    return { ...finding, fingerprint };
  });
}

/** The finding on one line, for formats with a single text (SARIF message, GitLab description, JUnit). */
export function findingLine(finding: Finding): string {
  const subject = finding.asset ?? finding.file;
  return `${subject ? `${subject}: ` : ""}${finding.title}: ${finding.message}`;
}
