import { findingsOf } from "../../outcome/findings.js";
import type { GateFinding, UnreadableFile } from "../../outcome/model.js";
import type { Finding } from "../../rules/index.js";
import { type BrokenContract, standInContracts } from "./broken-base-contracts.js";
import type { CheckRun } from "./check-run.js";
import type { CheckStart } from "./check-start.js";
import type { BaseFacts, CheckFacts } from "./facts.js";
import { diagnosticSubject, type SubjectDiagnostic } from "./read-problems.js";
import { changedContractsAtBase } from "./rules/contract-invalid.js";
import { AT_BASE_CHECKS } from "./rules/registry.js";
import { unreadableSchemaFindings } from "./rules/schema-unreadable.js";

/**
 * What the base holds of what the pull request changes, read once with the other facts: the read
 * problems of the changed schema files at the base (judged by the base's contracts and the broken
 * ones' stand-ins), the base versions of the changed contract files, the base ledger's errors.
 */
export async function baseFactsOf(
  start: CheckStart,
  run: CheckRun,
  broken: readonly BrokenContract[],
  ledger: readonly GateFinding[],
): Promise<BaseFacts> {
  const contracts = [...run.baseContracts, ...standInContracts(broken)];
  return {
    unreadable: unreadableSchemaFindings(
      run.versions.baseDiagnostics,
      run.versions.base,
      contracts,
      run.sources,
    ),
    changedContracts: await changedContractsAtBase(start),
    ledger,
  };
}

/**
 * The findings the base commit already has, of the rules that can pre-exist (rules/attribution.ts),
 * found by each rule's `atBase` from the base's side of the facts (what a pull request pays for:
 * docs/rules.md "Fail closed: what fails a pull request's check"). A head finding with one of
 * their fingerprints is existing debt (outcome/existing-debt.ts).
 */
export async function baseGateFindings(facts: CheckFacts, head: readonly GateFinding[]): Promise<Finding[]> {
  const findings: GateFinding[] = [];
  for (const check of AT_BASE_CHECKS) findings.push(...((await check.atBase?.(facts, head)) ?? []));
  const { changedContracts, unreadable } = facts.atBase;
  return findingsOf({
    findings,
    checks: [],
    uncontracted: [],
    unreadable: unreadableFiles([
      ...changedContracts
        .filter((d) => d.severity !== "error")
        .map((d) => ({ ...d, subject: diagnosticSubject(d) })),
      ...unreadable.rest,
    ]),
  });
}

/** Diagnostics by file, in the report's shape (with their subjects). */
export function unreadableFiles(diagnostics: readonly SubjectDiagnostic[]): UnreadableFile[] {
  const byFile = new Map<string, UnreadableFile>();
  for (const d of diagnostics) {
    const entry = byFile.get(d.file) ?? { file: d.file, diagnostics: [] };
    entry.diagnostics.push({ line: d.line, severity: d.severity, message: d.message, subject: d.subject });
    byFile.set(d.file, entry);
  }
  return [...byFile.values()];
}
