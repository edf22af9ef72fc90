import { LIMITS, readWithinLimit } from "../../config/limits.js";
import { readContractFile } from "../../contracts/index.js";
import { odcsContextOf } from "../../contracts/odcs-binding.js";
import { findingsOf } from "../../outcome/findings.js";
import type { GateFinding, UnreadableFile } from "../../outcome/model.js";
import type { Finding } from "../../rules/index.js";
import { defaultDataSource } from "../../schema/index.js";
import type { Diagnostic } from "../../schema/model.js";
import { readRepositoryAssets } from "../changes.js";
import { type BrokenContract, brokenContractFindings, standInContracts } from "./broken-base-contracts.js";
import type { CheckStart } from "./check-start.js";
import { configFindings, invalidContractFindings, noAssetFindings } from "./gates.js";
import { diagnosticSubject } from "./read-problems.js";
import type { CheckRun } from "./run.js";
import { type SubjectDiagnostic, unreadableSchemaFindings } from "./unreadable-schemas.js";

/**
 * The findings the base commit already has, of the rules that can pre-exist (rules/attribution.ts),
 * found by the same functions as the head's from the base's side, from what the check has read
 * anyway (docs/rules.md "Fail closed: what fails a pull request's check": what a pull request pays for): the base's configuration errors,
 * the read problems of the changed schema files at the base, the base's unreadable contract
 * files, the base versions of the changed contract files, the base's waiver ledger (`ledger`:
 * its errors, waiver-ledger.ts), and (only
 * when the head has such a finding) the base versions of changed contracts that point at no
 * asset. A head finding with one of their fingerprints is existing debt (outcome/existing-debt.ts).
 */
export async function baseGateFindings(
  run: CheckRun,
  start: CheckStart,
  broken: readonly BrokenContract[],
  head: readonly GateFinding[],
  ledger: readonly GateFinding[],
): Promise<Finding[]> {
  const contracts = [...run.baseContracts, ...standInContracts(broken)];
  const unreadable = unreadableSchemaFindings(
    run.versions.baseDiagnostics,
    run.versions.base,
    contracts,
    run.sources,
  );
  const changedContracts = await changedContractsAtBase(start);
  const findings: GateFinding[] = [
    ...configFindings(start.config.base.diagnostics),
    ...unreadable.findings,
    ...brokenContractFindings(broken, { base: [], head: [] }),
    ...invalidContractFindings(changedContracts),
    ...ledger,
    ...(head.some((f) => f.rule === "CONTRACT_POINTS_AT_NO_ASSET")
      ? await pointingAtNothing(run, start)
      : []),
  ];
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

/** The problems of the changed contract files as the base holds them (the head's are the pull request's). */
async function changedContractsAtBase(start: CheckStart): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  // An ODCS file is read as the base read it: under the base's bindings, its topics bound to the
  // base's message schemas (without them, a bound document reads as bound to nothing).
  const odcs = odcsContextOf(start.config.base.rules, undefined, start.baseFiles);
  for (const file of start.changes.contractFiles) {
    if (file.status === "added") continue;
    const path = file.previousPath ?? file.path;
    const { text, problem } = await readWithinLimit(
      start.baseFiles,
      path,
      LIMITS.contractFileBytes,
      "the contract file",
    );
    // Under the head's path: a renamed file's error is the same error.
    if (problem) diagnostics.push({ ...problem, file: file.path });
    if (text !== undefined)
      diagnostics.push(
        ...(await readContractFile(text, path, odcs)).diagnostics.map((d) => ({ ...d, file: file.path })),
      );
  }
  return diagnostics;
}

/** The base versions of the changed contracts that name an asset no base file yields. */
async function pointingAtNothing(run: CheckRun, start: CheckStart): Promise<GateFinding[]> {
  const assets = await readRepositoryAssets(start.baseFiles, run.sources);
  return noAssetFindings(
    run.changedFiles.base,
    assets,
    run.sources.rules,
    run.request.defaultDataSource ?? defaultDataSource(),
  );
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
