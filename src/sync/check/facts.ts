import type { CheckComplianceResult } from "../../api/resources.js";
import type { GateFinding } from "../../outcome/model.js";
import type { Diagnostic } from "../../schema/model.js";
import type { CompatibilityJudgement } from "../compatibility.js";
import type { BrokenContract } from "./broken-base-contracts.js";
import type { CheckRun } from "./check-run.js";
import type { CheckStart } from "./check-start.js";
import type { SubjectDiagnostic } from "./read-problems.js";

/**
 * Everything the gate rules read, gathered once before any of them runs (gather, rules, assess,
 * render: docs/architecture.md): no rule reads a file or asks the service on its own but where it
 * says why (a contract pointing at no asset reads the head's assets only when unsure).
 */
export interface CheckFacts {
  /** The range, the configuration at both ends, the source map, the changed files, the files at both ends. */
  start: CheckStart;
  /** The changed schema files read at both ends, the changed contracts, the base's contracts, the moves. */
  run: CheckRun;
  /** The head's schema files that cannot be read, and the base's contract files that cannot be (`broken`). */
  unreadableHead: UnreadableHead;
  /** The service's answers for the assets it was asked about. */
  results: readonly CheckComplianceResult[];
  /** The base's side, what its findings of the rules that can pre-exist are found from (base-findings.ts). */
  atBase: BaseFacts;
  /** The compatibility modes' judgements of the changed assets (compatibility-facts.ts). */
  compatibility: readonly CompatibilityJudgement[];
}

/** What the base holds of what the pull request changes: its findings are compared with the head's. */
export interface BaseFacts {
  /** The read problems of the changed schema files at the base, judged by the base's contracts. */
  unreadable: { findings: GateFinding[]; rest: SubjectDiagnostic[] };
  /** The problems of the changed contract files as the base holds them. */
  changedContracts: Diagnostic[];
  /** The errors of the waiver ledger as the base holds it (waiver-ledger.ts). */
  ledger: readonly GateFinding[];
}

/** The head's unreadable schema files (as findings, and those no contract depends on) and the broken base contracts. */
export interface UnreadableHead {
  /** SCHEMA_UNREADABLE findings of the head. */
  findings: GateFinding[];
  rest: SubjectDiagnostic[];
  unreadableTargets: Set<string>;
  broken: BrokenContract[];
}
