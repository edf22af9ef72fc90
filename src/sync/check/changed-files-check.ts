import { assessReport, type CheckOutcome, outcomeOf } from "../../outcome/assessment.js";
import { withExistingLines } from "../../outcome/locate.js";
import type { ApprovalPort, GitPort, Logger, ServicePort } from "../ports.js";
import { withApprovals } from "./approvals.js";
import { checkRunOf, loadContractSets, readVersions } from "./check-reads.js";
import { reportOf } from "./check-report.js";
import type { CheckStart } from "./check-start.js";
import { otherContractChecks } from "./every-contract.js";
import { impactOf } from "./impact.js";
import {
  checkChangedContracts,
  contractedBaseAssets,
  mapResults,
  registerAndCheck,
  seedEmbeddedService,
} from "./service-answers.js";
import { serviceWork } from "./service-work.js";

// The check of a pull request that changes what it reads (pipeline.ts answers the others first):
// loaded only then, with the contracts, the compliance rules and the readers behind it.

/**
 * The phases of a pull request that changes schema or contract files (or the config): the base
 * versions registered, the head versions checked against their contracts (endpoint 6,
 * DETAILED), changed contracts checked against their assets (endpoint 10). Each phase returns
 * what the next reads; none fills in another's result.
 */
export async function checkChangedFiles(
  start: CheckStart,
  ports: { git: GitPort; service: ServicePort; log: Logger; approvals?: ApprovalPort | undefined },
): Promise<CheckOutcome> {
  // Read: each changed schema file at both ends, and the contracts that judge them.
  const versions = await readVersions(start, ports.git, ports.log);
  const contracts = await loadContractSets(start, versions);
  const { run, unreadableHead } = checkRunOf(start, versions, contracts, ports);
  // Ask: the embedded service seeded, what is merged registered, what the pull request proposes checked.
  const contractedBase = await contractedBaseAssets(run);
  const work = serviceWork(run, contractedBase);
  await seedEmbeddedService(run, work);
  const { checked, results } = await registerAndCheck(run, work);
  // Judge: the answers located in the files, then the changed contracts the answers did not cover.
  const assetByName = new Map(checked.map((c) => [c.asset.resourceName, c.asset]));
  const answered = mapResults(run, results, assetByName);
  const known = new Map([...contractedBase.map((a) => [a.resourceName, a] as const), ...assetByName]);
  // Every other contract in force on an answered asset, each at its own level (every-contract.ts).
  const answeredChecks = [...answered.checks, ...(await otherContractChecks(run, answered.checks, checked))];
  const checks = [...answeredChecks, ...(await checkChangedContracts(run, answeredChecks, known))];
  // Report: with the gates' findings, changes outside contracts and unreadable files; lines that exist only.
  const judged = {
    checks,
    results,
    uncontractedNames: answered.uncontractedNames,
    assetByName,
    contractedBase,
  };
  const found = await reportOf(run, start, unreadableHead, judged);
  // Approve: what needs an owner's approval (a weakening, a breaking contract change, a new waiver).
  const report = await withApprovals(
    found,
    {
      ...run,
      config: start.config.base,
      headConfig: start.config.head,
      headFiles: start.headFiles,
      ledgers: start.ledgers,
      today: start.today,
    },
    ports.approvals,
  );
  // Assess: lines that exist only, then the findings, existing debt and waivers, once.
  const located = await withExistingLines(report, start.headFiles);
  const assessment = assessReport(located, checked.length);
  // Tell: who depends on what broke, asked only when something did (impact.ts).
  const embedded = start.request.embedded ? run.baseContracts : undefined;
  const impact = await impactOf(assessment.findings, ports.service, ports.log, embedded);
  return outcomeOf(impact ? { ...located, impact } : located, assessment, start.changedCount);
}
