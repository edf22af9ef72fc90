import type { EnforcementLevel } from "../api/resources.js";
import type { SourceType } from "../api/source-types.js";
import type { SchemaChange } from "../compliance/diff.js";
import type { RenameNote } from "../compliance/renames.js";
import type { ComplianceViolation } from "../compliance/types.js";
import type { Finding, FindingContract, GateRuleId, SuggestedLine } from "../rules/index.js";

/** A violation with the place in the asset's schema file it points at. */
export interface LocatedViolation extends ComplianceViolation {
  file?: string | undefined;
  line?: number | undefined;
  /**
   * A missing field the head seems to carry under another name (sync/check/renames.ts): the
   * finding is PROBABLE_RENAME, with the format's safe route.
   */
  rename?: RenameNote | undefined;
}

/** The contract an asset is checked against (the finding's contract: one shape). */
export type ContractRef = FindingContract;

/** One asset checked against one contract. */
export interface AssetCheck {
  /** Resource name (`{source_type}://{data_source}:{path}`, docs/configure.md "Configuration (`.github/contract-sync.yml`)"). */
  asset: string;
  /** Schema file that declares the asset, when known. */
  file?: string | undefined;
  contract: ContractRef;
  violations: LocatedViolation[];
}

/** An asset without a contract whose schema changed between base and head. */
export interface UncontractedChange {
  asset: string;
  sourceType: SourceType;
  file?: string | undefined;
  status: "changed" | "added" | "removed";
  /** A DRAFT contract in the repository names the asset: it has a contract, not enforced yet. */
  draft?: { name: string; file: string } | undefined;
  /**
   * The asset has a contract in force, which does not cover these changes (fields it does not
   * name or pin): shown beside it, not enforced (sync/check/outside-contracts.ts).
   */
  contract?: { name: string; file?: string | undefined } | undefined;
  /** Where each change is: a migration folder's asset spans files, so `file` may differ from the asset's. */
  changes: Array<SchemaChange & { file?: string | undefined; line?: number | undefined }>;
}

export interface UnreadableFile {
  file: string;
  diagnostics: Array<{
    line?: number | undefined;
    severity: "error" | "warning";
    message: string;
    /** The problem's identity without its line (rules/finding.ts `subject`). */
    subject?: string | undefined;
  }>;
}

/** A contract file the pull request adds, changes or deletes, with how its schema changed. */
export interface ContractChange {
  contract: ContractRef;
  status: "added" | "changed" | "removed";
  /** Field changes of the contract's schema (head vs base); empty for a change of other keys only. */
  changes: SchemaChange[];
}

/**
 * A check that could not be made, or protection the pull request takes away (docs/rules.md "Fail closed: what fails a pull request's check" and "Rules: what the check reports"). Counted in the verdict at `level` like a contract violation.
 */
export interface GateFinding {
  rule: GateRuleId;
  /** INACTIVE: listed, not counted (for example `protect: off`, or a configuration change that weakens nothing). */
  level: EnforcementLevel;
  file?: string | undefined;
  line?: number | undefined;
  /** Short, for annotations and the comment's bullet. */
  title: string;
  message: string;
  /** Nearest existing resource names, for "points at no asset". */
  suggestions?: string[] | undefined;
  /** The line of `file` to write instead (the version to write), for the comment and a review suggestion. */
  suggestedLine?: SuggestedLine | undefined;
  /** The contract it concerns and its asset, when there is one: part of the finding's identity. */
  contract?: ContractRef | undefined;
  asset?: string | undefined;
  /** The problem's identity without its line, when the rule, file and asset do not say it (rules/finding.ts). */
  subject?: string | undefined;
  /** Why it counts even where the base has it alike (rules/finding.ts `hidesChange`). */
  hidesChange?: string | undefined;
}

/** Everything one PR check found: the input of the comment, summary and annotations. */
export interface CheckReport {
  /** Fail-closed and protection findings: listed first, counted in the verdict. */
  findings?: GateFinding[] | undefined;
  checks: AssetCheck[];
  uncontracted: UncontractedChange[];
  unreadable: UnreadableFile[];
  /** Contracts the pull request edits: reviewers (and the contract's owner) should look at these. */
  contractChanges?: ContractChange[] | undefined;
  /**
   * The findings the base already had, found alike from the base's side: contract violations
   * (each base asset against the base's contract) and the findings of rules that can pre-exist
   * (rules/attribution.ts; sync/check/base-findings.ts). A head finding with one of their
   * fingerprints is existing debt, and those the head no longer has are fixed (outcome/existing-debt.ts).
   */
  atBase?: Finding[] | undefined;
  /** The base's waiver ledger, read when the check judged anything (docs/intended-changes.md "Intended changes"). */
  waivers?: WaiverLedger | undefined;
  /**
   * Who depends on the broken assets (findings that count, or waived ones), as the service knows
   * it (sync/check/impact.ts): absent when no asset broke, so the service was not asked.
   */
  impact?: ImpactReport | undefined;
}

/** A lineage component next to a broken asset. */
export interface ImpactNeighbour {
  name?: string | undefined;
  type?: string | undefined;
  id: string;
}

/** A consumer a contract on a broken asset names. */
export interface ImpactConsumer {
  name: string;
  team?: string | undefined;
  contact?: string | undefined;
  contractName?: string | undefined;
}

/** Who depends on one broken asset: each list capped, the counts whole. */
export interface AssetImpact {
  asset: string;
  readers: ImpactNeighbour[];
  readerCount: number;
  writers: ImpactNeighbour[];
  writerCount: number;
  consumers: ImpactConsumer[];
  consumerCount: number;
}

/** The answer for the broken assets of a check, or why there is none. */
export interface ImpactReport {
  /** The broken assets asked about, in the report's order (at most MAX_IMPACT_ASSETS). */
  asked: string[];
  /** Broken assets beyond the cap, not asked about. */
  notAsked: number;
  assets: AssetImpact[];
  /** Set when the service could not answer: the consumers are unknown, and why. */
  unknown?: string | undefined;
}

/** One entry of the waiver ledger (waivers/ledger.ts parses it, outcome/waivers.ts applies it): an accepted finding, until when. */
export interface Waiver {
  fingerprint?: string | undefined;
  rule?: Finding["rule"] | undefined;
  asset?: string | undefined;
  field?: string | undefined;
  /** The contract (id) whose findings it names: narrows the match, and says which contract it is published with. */
  contract?: string | undefined;
  /** The change it accepts, as the finding stated it when the owners agreed: what the contract expects, what the asset has. */
  expected?: string | undefined;
  actual?: string | undefined;
  reason: string;
  approvedBy: string[];
  /** YYYY-MM-DD, the last day it holds. */
  expires: string;
  /** Its line in the ledger, for findings about it. */
  line?: number | undefined;
}

/** The ledger the check applies: its file, its entries, and the day (UTC) expiry is judged on. */
export interface WaiverLedger {
  file: string;
  entries: readonly Waiver[];
  /** YYYY-MM-DD. */
  today: string;
}

/** What a check's report amounts to, computed once by the check: the figures every output prints. */
export interface Assessment {
  /** Everything the report found, in one ordered list (outcome/findings.ts): what every format renders. */
  findings: readonly Finding[];
  verdict: { verdict: "pass" | "alert" | "block" };
  /** Assets the check sent to the service (head, moved and removed ones): the one count of "assets checked". */
  assetsChecked: number;
  /**
   * Findings that count (rules/finding.ts `counts`): violations under contracts that are not
   * INACTIVE, and the fail-closed and protection findings at a level (a check that could not be
   * made is a violation). Changes outside contracts are shown, not counted.
   */
  violations: number;
  /** Findings of the base that the pull request fixes: shown, never counted. */
  fixed?: readonly Finding[] | undefined;
}

/** A check's report with its assessment: what the CI formats render. */
export interface AssessedReport extends Assessment {
  report: CheckReport;
}
