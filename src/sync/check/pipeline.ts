import type { LoadedConfig } from "../../config/index.js";
import type { RepoFiles } from "../../git/files.js";
import { type CheckOutcome, checkOutcome } from "../../outcome/assessment.js";
import { withExistingLines } from "../../outcome/locate.js";
import type { CheckReport } from "../../outcome/model.js";
import { type ReadTarget, sharedFolderRule } from "../../schema/index.js";
import { DEFAULT_WAIVER_FILE } from "../../waivers/ledger.js";
import { type ChangeSet, classifyChanges, SourceMap } from "../changes.js";
import { type ApprovalPort, type GitPort, type Logger, type ServicePort, silentLogger } from "../ports.js";
import { CODEOWNERS_FILES } from "./codeowners.js";
import { checkedRange } from "./merge-target.js";
import type { CheckStart } from "./phases.js";
import { type CheckRequest, type LoadedConfigs, loadConfigs } from "./request.js";

export type { CheckOutcome } from "../../outcome/assessment.js";
export { type CheckRequest, ConfigNotFoundError } from "./request.js";

/**
 * The pull request check (docs/contributing.md "Architecture", docs/findings.md), top to bottom: the range,
 * the configuration at both ends, the changed files sorted into read targets; then (only when a
 * schema file, a contract file or the config changed) the files read at both ends, the contracts
 * that judge them, the service asked, its answers and the changed contracts judged, and one
 * report assessed once. Knows nothing of GitHub or HTTP. A README-only pull request is answered
 * before the phases (phases.ts) are loaded: no contracts, compliance rules or reader.
 */
export async function runCheck(
  asked: CheckRequest,
  ports: {
    git: GitPort;
    service: ServicePort;
    log?: Logger;
    warmService?: (() => void) | undefined;
    /** The pull request's reviews; without it (the CLI) changes that need an owner's approval block. */
    approvals?: ApprovalPort | undefined;
  },
): Promise<CheckOutcome> {
  const log = ports.log ?? silentLogger;
  // The head as merged into the base tip (merge-target.ts).
  const range = await checkedRange(asked, ports.git, log);
  if ("conflict" in range) return checkOutcome({ ...EMPTY_REPORT, findings: [range.conflict] }, 0, 0);
  const request = { ...asked, base: range.base, head: range.head };
  const headFiles = ports.git.filesAt(request.head);
  const baseFiles = ports.git.filesAt(request.base);
  // `git diff` runs while the configs are read; its failure is awaited (and thrown) below.
  const diff = ports.git.changedFiles(request.base, request.head);
  diff.catch(() => {});
  const config = await loadConfigs(request, baseFiles, headFiles);
  const sources = await sourceMapOf(config.base, request, baseFiles, headFiles);
  const changed = await diff;
  const changes = classifyChanges(changed, config.base.rules, sources);
  log.info(
    `${changed.length} changed files: ${changes.schemaFiles.length} schema files, ${changes.contractFiles.length} contract files`,
  );
  const ledgerChanged = changed.some((f) => [f.path, f.previousPath].includes(DEFAULT_WAIVER_FILE));
  // Who owns a contract file is who consents to it: a CODEOWNERS change is checked (consent-changes.ts).
  const ownersChanged = changed.some((f) =>
    CODEOWNERS_FILES.some((file) => [f.path, f.previousPath].includes(file)),
  );
  if (nothingToCheck(changes, config) && !ledgerChanged && !ownersChanged)
    return checkOutcome({ ...EMPTY_REPORT, findings: [] }, 0, changed.length);
  // The embedded service will be asked: its PGlite starts now, while the files are read.
  if (request.embedded && !(await largeMigrationFolder(changes.baseTargets, baseFiles)))
    ports.warmService?.();
  const start = {
    request,
    config,
    sources,
    changes,
    changedCount: changed.length,
    consentFilesChanged: ledgerChanged || ownersChanged,
    headFiles,
    baseFiles,
  };
  return checkChangedFiles(start, {
    git: ports.git,
    service: ports.service,
    log,
    approvals: ports.approvals,
  });
}

/**
 * The phases of a pull request that changes schema or contract files (or the config): the base
 * versions registered, the head versions checked against their contracts (endpoint 6,
 * DETAILED), changed contracts checked against their assets (endpoint 10). Each phase returns
 * what the next reads; none fills in another's result.
 */
async function checkChangedFiles(
  start: CheckStart,
  ports: { git: GitPort; service: ServicePort; log: Logger; approvals?: ApprovalPort | undefined },
): Promise<CheckOutcome> {
  const phase = await import("./phases.js");
  // Read: each changed schema file at both ends, and the contracts that judge them.
  const versions = await phase.readVersions(start, ports.git, ports.log);
  const contracts = await phase.loadContractSets(start, versions);
  const { run, unreadableHead } = phase.checkRunOf(start, versions, contracts, ports);
  // Ask: the embedded service seeded, what is merged registered, what the pull request proposes checked.
  const contractedBase = await phase.contractedBaseAssets(run);
  const work = phase.serviceWork(run, contractedBase);
  await phase.seedEmbeddedService(run, work);
  const { checked, results } = await phase.registerAndCheck(run, work);
  // Judge: the answers located in the files, then the changed contracts the answers did not cover.
  const assetByName = new Map(checked.map((c) => [c.asset.resourceName, c.asset]));
  const answered = phase.mapResults(run, results, assetByName);
  const known = new Map([...contractedBase.map((a) => [a.resourceName, a] as const), ...assetByName]);
  // Every other contract in force on an answered asset, each at its own level (every-contract.ts).
  const answeredChecks = [
    ...answered.checks,
    ...(await phase.otherContractChecks(run, answered.checks, checked)),
  ];
  const checks = [...answeredChecks, ...(await phase.checkChangedContracts(run, answeredChecks, known))];
  // Report: with the gates' findings, changes outside contracts and unreadable files; lines that exist only.
  const judged = {
    checks,
    results,
    uncontractedNames: answered.uncontractedNames,
    assetByName,
    contractedBase,
  };
  const found = await phase.reportOf(run, start, unreadableHead, judged);
  // Approve: what needs an owner's approval (a weakening, a breaking contract change, a new waiver).
  const report = await phase.withApprovals(
    found,
    { ...run, config: start.config.base, headConfig: start.config.head, headFiles: start.headFiles },
    ports.approvals,
  );
  // Tell: who depends on what broke, asked only when something did (impact.ts).
  const embedded = start.request.embedded ? run.baseContracts : undefined;
  const impact = await phase.impactOf(report, ports.service, ports.log, embedded);
  const told = impact ? { ...report, impact } : report;
  return checkOutcome(await withExistingLines(told, start.headFiles), checked.length, start.changedCount);
}

const EMPTY_REPORT: CheckReport = { checks: [], uncontracted: [], contractChanges: [], unreadable: [] };

/** No schema or contract file changed, the config neither, and it is valid: nothing to read or judge. */
function nothingToCheck(changes: ChangeSet, config: LoadedConfigs): boolean {
  return (
    changes.schemaFiles.length === 0 &&
    changes.contractFiles.length === 0 &&
    !config.changed &&
    config.head.diagnostics.length === 0
  );
}

/** The base's rules; without a config, migration folders are where Postgres files share a folder (at either end). */
async function sourceMapOf(
  base: LoadedConfig,
  request: CheckRequest,
  baseFiles: RepoFiles,
  headFiles: RepoFiles,
): Promise<SourceMap> {
  if (base.found) return new SourceMap(base.rules, request.defaultDataSource);
  const paths = new Set([...(await baseFiles.listAll()), ...(await headFiles.listAll())]);
  return new SourceMap(base.rules, request.defaultDataSource, sharedFolderRule([...paths]));
}

/**
 * Migration folders with at least this many files replay for a second or more (`npm run bench --
 * action`, row "PR adding one migration to a folder of 2000, embedded, cold runner").
 */
const LARGE_FOLDER_FILES = 200;

/**
 * Whether the base holds a migration folder large enough for its replay state to be cached
 * (readers/postgres/state-cache.ts): its read may start the process's one PGlite from such a
 * state, or keep one, and either needs the PGlite not started yet, so the service is not warmed.
 */
async function largeMigrationFolder(targets: readonly ReadTarget[], files: RepoFiles): Promise<boolean> {
  for (const target of targets) {
    if (target.sourceType !== "postgres" || /\.(sql|pgsql|psql)$/i.test(target.path)) continue;
    if ((await files.listAll(target.path)).length >= LARGE_FOLDER_FILES) return true;
  }
  return false;
}
