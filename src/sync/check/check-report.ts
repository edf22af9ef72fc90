import type { CheckReport, GateFinding } from "../../outcome/model.js";
import { baseFactsOf, baseGateFindings, unreadableFiles } from "./base-findings.js";
import type { CheckRun } from "./check-run.js";
import type { CheckStart } from "./check-start.js";
import { compatibilityFacts } from "./compatibility-facts.js";
import { contractChanges } from "./contract-changes.js";
import { withDeclaredReaders } from "./declared-readers.js";
import { deprecatedRemovals, withPlannedDeletions } from "./deprecated-removals.js";
import { baseViolations } from "./existing-debt.js";
import type { CheckFacts, UnreadableHead } from "./facts.js";
import { diagnosticSubject } from "./read-problems.js";
import { withRenames } from "./renames.js";
import { GATE_CHECKS } from "./rules/registry.js";
import type { Judged } from "./service-answers.js";
import { changesNoContractEnforces } from "./uncontracted-changes.js";
import { baseWaiverLedger } from "./waiver-ledger.js";

// Rules: the facts gathered, every gate rule of the registry runs over them once; with the
// judged checks, the changes outside contracts and what the base already has, the report.

/** The report: fail-closed and protection findings, contract checks, changes outside contracts, unreadable files. */
export async function reportOf(
  run: CheckRun,
  start: CheckStart,
  unreadableHead: UnreadableHead,
  judged: Judged,
): Promise<CheckReport> {
  const { changedFiles } = run;
  // A missing field the head carries under another name is a probable rename (renames.ts).
  // Each broken field names the declared consumers that read it (declared-readers.ts).
  const checks = await withDeclaredReaders(run, withRenames(judged.checks, run.versions));
  // The base's ledger is the one applied; the head's is validated (its errors are the pull request's).
  const waivers = baseWaiverLedger(start.ledgers.base, start.today);
  const facts: CheckFacts = {
    start,
    run,
    unreadableHead,
    results: judged.results,
    atBase: await baseFactsOf(start, run, unreadableHead.broken, waivers.findings),
    compatibility: await compatibilityFacts(start, run),
  };
  // A deprecated contract deleted as planned (its sunset come, no reader) weakens nothing to count.
  const findings = withPlannedDeletions(
    await gateFindingsOf(facts),
    deprecatedRemovals(changedFiles, start.today),
  );
  return {
    findings,
    checks,
    uncontracted: await changesNoContractEnforces(run, judged.uncontractedNames, judged.assetByName, checks),
    contractChanges: contractChanges(changedFiles),
    unreadable: unreadableFiles([
      ...changedFiles.diagnostics
        .filter((d) => d.severity !== "error")
        .map((d) => ({ ...d, subject: diagnosticSubject(d) })),
      ...unreadableHead.rest,
    ]),
    // What the base already has: its violations, and the findings of rules that can pre-exist.
    atBase: [
      ...(await baseViolations(run, checks, judged.contractedBase)),
      ...(await baseGateFindings(facts, findings)),
    ],
    waivers: waivers.ledger,
  };
}

/** Every registered gate rule over the facts, in the registry's order (one after another: reads stay in order). */
export async function gateFindingsOf(facts: CheckFacts): Promise<GateFinding[]> {
  const findings: GateFinding[] = [];
  for (const check of Object.values(GATE_CHECKS)) findings.push(...(await check.detect(facts)));
  return findings;
}
