import type { CheckComplianceResult, ContractCreate } from "../../api/resources.js";
import { Pager } from "../../client/pages.js";
import { diffAssets } from "../../compliance/diff-assets.js";
import { diskContractIndex } from "../../contracts/contract-index.js";
import {
  contractResourceNames,
  type LoadedContract,
  loadContracts,
  toContractCreate,
} from "../../contracts/index.js";
import { odcsContextOf } from "../../contracts/odcs-binding.js";
import type { RepoFiles } from "../../git/files.js";
import { locateField, locateViolations } from "../../outcome/locate.js";
import type { AssetCheck, CheckReport, GateFinding, UncontractedChange } from "../../outcome/model.js";
import type { ReadAsset } from "../../schema/model.js";
import { utcToday } from "../../waivers/ledger.js";
import { type AssetVersions, readAssetVersions, readRepositoryAssets } from "../changes.js";
import { pagedService } from "../paged-service.js";
import type { GitPort, Logger, ServicePort } from "../ports.js";
import { type BaseScope, baseContractsOf, loadScopeOf } from "./base-contracts.js";
import { baseGateFindings, unreadableFiles } from "./base-findings.js";
import {
  type BrokenContract,
  brokenBaseContracts,
  brokenContractFindings,
  standInContracts,
} from "./broken-base-contracts.js";
import type { CheckStart } from "./check-start.js";
import {
  type ChangedContracts,
  contractChanges,
  duplicateIdErrors,
  loadChangedContracts,
} from "./contract-changes.js";
import { contractRef } from "./contract-ref.js";
import { baseViolations } from "./existing-debt.js";
import { configFindings, invalidContractFindings } from "./gates.js";
import { globDuplicateErrors } from "./glob-duplicates.js";
import { ledgerFindingsAt } from "./ledger-validity.js";
import { movedAssets } from "./moves.js";
import { outsideContracts } from "./outside-contracts.js";
import { diagnosticSubject } from "./read-problems.js";
import { withRenames } from "./renames.js";
import type { CheckRequest, LoadedConfigs } from "./request.js";
import { type CheckRun, movedFindings, pointsAtNothing, protectionFindings } from "./run.js";
import type { CheckedAsset, ServiceWork } from "./service-work.js";
import { unreadableSchemaFindings } from "./unreadable-schemas.js";
import { versionFindings } from "./version-bumps.js";
import { baseWaiverLedger } from "./waiver-ledger.js";

export { withApprovals } from "./approvals.js";
export type { CheckStart } from "./check-start.js";
export { otherContractChecks } from "./every-contract.js";
// Who depends on what broke (impact.ts): loaded with the phases, as it reads contracts.
export { impactOf } from "./impact.js";
export { serviceWork } from "./service-work.js";

/** The changed schema files read at both ends; the base's problems are warnings (already merged). */
export async function readVersions(start: CheckStart, git: GitPort, log: Logger): Promise<AssetVersions> {
  const { request, changes, sources } = start;
  const versions = await readAssetVersions(git, request.base, request.head, changes, sources);
  for (const d of versions.baseDiagnostics)
    log.warn(`base ${d.file}${d.line ? `:${d.line}` : ""}: ${d.message}`);
  return versions;
}

/** The contracts that judge the pull request: its changed contract files, and the base's when needed. */
export interface ContractSets {
  changedFiles: ChangedContracts;
  /**
   * The repository's contracts at the base (trusted): those `baseScope` selects, or none when
   * nothing needs them.
   */
  baseContracts: LoadedContract[];
  baseScope: BaseScope;
  /** The base's contract files that cannot be read (but those the pull request changes). */
  broken: BrokenContract[];
}

/**
 * Changed contract files at the head are validated (their errors are the pull request's), each
 * checked for an id another file already has. The base's contracts judge unreadable files, seed
 * the embedded service and weigh a config change: with none of these (a README-only pull
 * request) they are not read.
 */
export async function loadContractSets(start: CheckStart, versions: AssetVersions): Promise<ContractSets> {
  const { request, config, changes, headFiles, baseFiles } = start;
  const rules = config.base.rules;
  const loaded = await loadChangedContracts(
    changes.contractFiles,
    baseFiles,
    headFiles,
    (path) => rules.isContractFile(path),
    odcsContextOf(rules),
  );
  const nothingToCheck = versions.base.length + versions.head.length + loaded.head.length === 0;
  const needContracts =
    versions.headDiagnostics.length > 0 ||
    config.changed ||
    loaded.head.length > 0 ||
    (request.embedded && !nothingToCheck);
  const baseScope = scopeOf(start, versions, loaded);
  const base = needContracts
    ? await loadContracts(baseFiles, rules, loadScopeOf(baseScope))
    : { contracts: [], diagnostics: [] };
  const baseContracts = base.contracts;
  const duplicates = [
    ...duplicateIdErrors(loaded, changes.contractFiles, baseContracts),
    ...(start.config.changed
      ? await globDuplicateErrors(headFiles, { base: rules, head: start.config.head.rules }, baseContracts)
      : []),
  ];
  const changedByPullRequest = new Set(
    changes.contractFiles.flatMap((f) => [f.path, f.previousPath ?? f.path]),
  );
  return {
    changedFiles: { ...loaded, diagnostics: [...loaded.diagnostics, ...duplicates] },
    baseContracts,
    baseScope: { ...baseScope, loaded: needContracts },
    broken: await brokenBaseContracts(base.diagnostics, baseFiles, changedByPullRequest),
  };
}

/**
 * Which base contracts the check needs: every one when the pull request changes the config or
 * the waiver ledger, or holds a file that cannot be read (each may concern any contract, or the
 * neighbours of a file); else only those naming an asset a changed file holds at either end or a
 * changed contract names, or sharing an id with a changed contract (docs/configure.md "Monorepos").
 */
function scopeOf(start: CheckStart, versions: AssetVersions, changed: ChangedContracts): BaseScope {
  const { config } = start;
  const everyContract =
    config.changed ||
    config.head.diagnostics.length > 0 ||
    start.consentFilesChanged ||
    versions.headDiagnostics.length > 0;
  if (everyContract) return { loaded: false };
  const contracts = [...changed.base, ...changed.head];
  const selection = {
    names: new Set([
      ...versions.base.map((a) => a.resourceName),
      ...versions.head.map((a) => a.resourceName),
      ...contracts.flatMap((c) => contractResourceNames(c.contract)),
    ]),
    ids: new Set(contracts.map((c) => c.contract.id)),
  };
  return { loaded: false, selection, index: diskContractIndex() };
}

/** What the later phases share, built once; its head files that could not be read, as findings. */
export function checkRunOf(
  start: CheckStart,
  versions: AssetVersions,
  contracts: ContractSets,
  ports: { service: ServicePort; log: Logger },
): { run: CheckRun; unreadableHead: UnreadableHead } {
  const { request, sources, changes, baseFiles } = start;
  const { changedFiles, baseContracts, baseScope, broken } = contracts;
  // A base contract file that cannot be read speaks for what it names (broken-base-contracts.ts).
  const unreadable = unreadableSchemaFindings(
    versions.headDiagnostics,
    versions.base,
    [...baseContracts, ...standInContracts(broken)],
    sources,
    new Set(changes.schemaFiles.map((f) => f.path)),
  );
  const unreadableHead = {
    ...unreadable,
    findings: [...brokenContractFindings(broken, versions), ...unreadable.findings],
    broken,
  };
  // The embedded service takes what a pull request holds in one request: only a remote one is paged.
  const service = request.embedded
    ? ports.service
    : pagedService(ports.service, new Pager(request.requestLimits));
  const run: CheckRun = {
    request,
    service,
    log: ports.log,
    sources,
    baseFiles,
    versions,
    changedFiles,
    contractsById: knownContracts(request, baseContracts, changedFiles),
    baseContracts,
    baseScope,
    moves: movedAssets(changes.schemaFiles, versions.base, versions.head),
    unreadableTargets: unreadableHead.unreadableTargets,
  };
  return { run, unreadableHead };
}

export type UnreadableHead = ReturnType<typeof unreadableSchemaFindings> & { broken: BrokenContract[] };

/** What the service's answers and the changed contracts' checks leave for the report. */
export interface Judged {
  checks: readonly AssetCheck[];
  results: readonly CheckComplianceResult[];
  /** Assets the service knows no contract for (moved ones' old names left out). */
  uncontractedNames: ReadonlySet<string>;
  assetByName: ReadonlyMap<string, ReadAsset>;
  /** Base versions of the contracted assets: what the base's violations (existing debt) are found on. */
  contractedBase: readonly ReadAsset[];
}

/** The report: fail-closed and protection findings, contract checks, changes outside contracts, unreadable files. */
export async function reportOf(
  run: CheckRun,
  start: CheckStart,
  unreadableHead: UnreadableHead,
  judged: Judged,
): Promise<CheckReport> {
  const { config, headFiles } = start;
  const { changedFiles } = run;
  const { uncontractedNames } = judged;
  // A missing field the head carries under another name is a probable rename (renames.ts).
  const checks = withRenames(judged.checks, run.versions);
  // The base's ledger is the one applied; the head's is validated (its errors are the pull request's).
  const waivers = await baseWaiverLedger(run.baseFiles, utcToday());
  const findings = [
    ...(await gateFindings(run, config, headFiles, unreadableHead.findings, judged.results)),
    ...(await ledgerFindingsAt(headFiles)),
  ];
  return {
    findings,
    checks,
    uncontracted: await changesNoContractEnforces(run, uncontractedNames, judged.assetByName, checks),
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
      ...(await baseGateFindings(run, start, unreadableHead.broken, findings, waivers.findings)),
    ],
    waivers: waivers.ledger,
  };
}

/**
 * Changes no contract enforces: those of assets without a contract (a DRAFT one named), and the
 * breaking changes of contracted assets on fields no violation reports (a contract never hides
 * what the diff shows).
 */
async function changesNoContractEnforces(
  run: CheckRun,
  uncontractedNames: ReadonlySet<string>,
  assetByName: ReadonlyMap<string, ReadAsset>,
  checks: readonly AssetCheck[],
): Promise<UncontractedChange[]> {
  const contracts = uncontractedNames.size > 0 ? await baseContractsOf(run) : run.baseContracts;
  const contracted = new Set(checks.map((c) => c.asset));
  return [
    ...withDrafts(uncontractedChanges(run.versions, uncontractedNames, assetByName), contracts),
    ...outsideContracts(uncontractedChanges(run.versions, contracted, assetByName), checks),
  ];
}

/** What fails the check besides contract violations (fail closed; protection the pull request weakens). */
async function gateFindings(
  run: CheckRun,
  config: LoadedConfigs,
  headFiles: RepoFiles,
  unreadable: readonly GateFinding[],
  results: readonly CheckComplianceResult[],
): Promise<GateFinding[]> {
  return [
    ...configFindings(config.head.diagnostics),
    ...(await protectionFindings(run, config, headFiles)),
    ...(await versionFindings(run.changedFiles, headFiles, {
      protect: config.base.config.protect,
      movedTo: new Map(run.moves.map((m) => [m.from.resourceName, m.to.resourceName])),
    })),
    ...invalidContractFindings(run.changedFiles.diagnostics),
    ...unreadable,
    ...movedFindings(run, results),
    ...(await pointsAtNothing(run, headFiles)),
  ];
}

/** The contracts the check holds assets to: the changed ones, and in embedded mode the base's too. */
function knownContracts(
  request: CheckRequest,
  baseContracts: readonly LoadedContract[],
  changedFiles: ChangedContracts,
): ReadonlyMap<string, LoadedContract> {
  const known = [...(request.embedded ? baseContracts : []), ...changedFiles.head];
  return new Map(known.map((c) => [c.contract.id, c]));
}

/**
 * The embedded service starts empty: it gets the repository's contracts at the base, and the
 * head version of each contract the pull request changes ("update the contract in the same PR"
 * is the fix we advise). A remote service already holds the published ones. When nothing is
 * to be asked (a README-only pull request, or one that changes no contracted asset and no
 * contract) the embedded service gets nothing, and is not started unless it was warmed.
 */
export async function seedEmbeddedService(run: CheckRun, work: ServiceWork): Promise<void> {
  if (!run.request.embedded) return;
  if (!work.needed) {
    if (work.checked.length > 0)
      run.log.info("embedded service: nothing to ask (no contracted asset changed, no contract changed)");
    return;
  }
  const creates: ContractCreate[] = [...run.contractsById.values()].map((c) => toContractCreate(c));
  if (creates.length > 0) await run.service.createContracts(creates);
  run.log.info(`embedded service: ${creates.length} contracts loaded`);
}

/**
 * The embedded service starts empty: a contract the PR edits is checked against its asset as
 * merged, so find that asset in the base (a read of the repository's schema files, only then).
 */
export async function contractedBaseAssets(run: CheckRun): Promise<ReadAsset[]> {
  const changedContracts = run.changedFiles.head;
  if (!run.request.embedded || changedContracts.length === 0) return [];
  const have = new Set(run.versions.base.map((a) => a.resourceName));
  const wanted = new Set(
    changedContracts.flatMap((c) => contractResourceNames(c.contract)).filter((n) => !have.has(n)),
  );
  if (wanted.size === 0) return [];
  const found = await readRepositoryAssets(run.baseFiles, run.sources);
  return found.filter((a) => wanted.has(a.resourceName));
}

/** Registers what is merged, then checks what the pull request proposes (removed assets included). */
export async function registerAndCheck(
  run: CheckRun,
  work: ServiceWork,
): Promise<{ checked: CheckedAsset[]; results: CheckComplianceResult[] }> {
  const { request, service } = run;
  if (work.register.length > 0)
    await service.registerAssets({ assets: work.register, prLink: request.prLink });
  if (work.asked.length === 0) return { checked: work.checked, results: work.answered };
  const results = await service.checkAssetsCompliance({
    assets: work.asked,
    responseType: "DETAILED",
    includeUnchangedAssets: false,
    prLink: request.prLink,
  });
  return { checked: work.checked, results: [...work.answered, ...results] };
}

/** The service's results as report entries, violations located in the asset's file (or its contract's). */
export function mapResults(
  run: CheckRun,
  results: readonly CheckComplianceResult[],
  assetByName: ReadonlyMap<string, ReadAsset>,
): { checks: AssetCheck[]; uncontractedNames: ReadonlySet<string> } {
  const headNames = new Set([
    ...run.versions.head.map((a) => a.resourceName),
    ...run.moves.map((m) => m.from.resourceName),
  ]);
  const movedFrom = new Set(run.moves.map((m) => m.from.resourceName));
  const checks: AssetCheck[] = [];
  const uncontractedNames = new Set<string>();
  for (const result of results) {
    if (result.responseType === "NO_CONTRACT") {
      // A moved asset is checked under its old name: that name is no change outside contracts.
      if (!movedFrom.has(result.dataAssetResourceName)) uncontractedNames.add(result.dataAssetResourceName);
      continue;
    }
    if (result.responseType !== "DETAILED" || result.status === "NO_CHANGE") continue;
    const asset = assetByName.get(result.dataAssetResourceName);
    const loaded = run.contractsById.get(result.contractId);
    const contract = contractRef(loaded, result);
    // A removed asset's file is gone at the head: point at its contract instead of dead lines.
    const gone = asset !== undefined && !headNames.has(asset.resourceName);
    checks.push({
      asset: result.dataAssetResourceName,
      file: gone ? undefined : asset?.file,
      contract,
      violations:
        asset && !gone
          ? locateViolations(asset, result.violations)
          : result.violations.map((v) => ({
              ...v,
              file: contract.filePath,
              line: contract.filePath ? loaded?.line : undefined,
            })),
    });
  }
  return { checks, uncontractedNames };
}

/** Changed contracts are also checked against their (registered) assets the asset checks did not cover. */
export async function checkChangedContracts(
  run: CheckRun,
  done: readonly AssetCheck[],
  known: ReadonlyMap<string, ReadAsset>,
): Promise<AssetCheck[]> {
  const checkedPairs = new Set(done.map((c) => `${c.contract.id}|${c.asset}`));
  const checks: AssetCheck[] = [];
  for (const loaded of run.changedFiles.head) {
    const names = contractResourceNames(loaded.contract).filter(
      (n) => !checkedPairs.has(`${loaded.contract.id}|${n}`),
    );
    if (names.length === 0) continue;
    const { results: bulk } = await run.service.bulkCheckContractCompliance({
      contract: { contractSchema: loaded.contract.schema, dataAssetResourceNames: names },
    });
    for (const [name, outcome] of Object.entries(bulk)) {
      if ("error" in outcome) {
        run.log.info(`contract ${loaded.contract.name}: ${name}: ${outcome.error}`);
        continue;
      }
      const asset = known.get(name);
      checks.push({
        asset: name,
        file: asset?.file,
        contract: contractRef(loaded),
        violations: outcome.violations.map((v) =>
          asset ? { ...v, ...locateField(asset, v.field) } : { ...v, file: loaded.file, line: loaded.line },
        ),
      });
    }
  }
  return checks;
}

/** Assets without a contract: how they changed, breaking changes first. */
/**
 * A DRAFT contract on an uncontracted asset is named beside its changes: the asset has a contract,
 * which is not enforced until its owner makes it ACTIVE.
 */
function withDrafts(
  changes: UncontractedChange[],
  contracts: readonly LoadedContract[],
): UncontractedChange[] {
  if (changes.length === 0) return changes;
  const drafts = new Map<string, LoadedContract>();
  for (const loaded of contracts) {
    if (loaded.contract.status !== "DRAFT") continue;
    for (const name of contractResourceNames(loaded.contract))
      if (!drafts.has(name)) drafts.set(name, loaded);
  }
  return changes.map((change) => {
    const draft = drafts.get(change.asset);
    return draft ? { ...change, draft: { name: draft.contract.name, file: draft.file } } : change;
  });
}

function uncontractedChanges(
  versions: AssetVersions,
  names: ReadonlySet<string>,
  assetByName: ReadonlyMap<string, ReadAsset>,
): UncontractedChange[] {
  return diffAssets(
    versions.base.filter((a) => names.has(a.resourceName)),
    versions.head.filter((a) => names.has(a.resourceName)),
  )
    .filter((d) => d.changes.length > 0)
    .map((d) => {
      const asset = assetByName.get(d.asset);
      return {
        asset: d.asset,
        sourceType: d.sourceType,
        file: asset?.file,
        status: d.status,
        changes: d.changes.map((change) => ({
          ...change,
          // File and line together: a migration folder's field may be placed in another file than the asset.
          ...(asset && d.status !== "removed" ? locateField(asset, change.field) : { line: undefined }),
        })),
      };
    })
    .sort((a, b) => Number(b.changes.some((c) => c.breaking)) - Number(a.changes.some((c) => c.breaking)));
}
