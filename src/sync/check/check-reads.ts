import { Pager } from "../../client/pages.js";
import { diskContractIndex } from "../../contracts/contract-index.js";
import { contractResourceNames, type LoadedContract, loadContracts } from "../../contracts/index.js";
import { odcsContextOf } from "../../contracts/odcs-binding.js";
import { type AssetVersions, readAssetVersions } from "../asset-reads.js";
import { pagedService } from "../paged-service.js";
import type { GitPort, Logger, ServicePort } from "../ports.js";
import { type BaseScope, loadScopeOf } from "./base-contracts.js";
import { type BrokenContract, brokenBaseContracts, standInContracts } from "./broken-base-contracts.js";
import type { CheckRequest } from "./check-request.js";
import type { CheckRun } from "./check-run.js";
import type { CheckStart } from "./check-start.js";
import { type ChangedContracts, duplicateIdErrors, loadChangedContracts } from "./contract-changes.js";
import type { UnreadableHead } from "./facts.js";
import { globDuplicateErrors } from "./glob-duplicates.js";
import { movedAssets } from "./moves.js";
import { unreadableSchemaFindings } from "./rules/schema-unreadable.js";

// Gather, first part: what the check reads of the files at both ends (the changed schema files,
// the contracts that judge them) and the state the later steps share (check-run.ts).

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
    odcsContextOf(rules, start.today),
  );
  const nothingToCheck = versions.base.length + versions.head.length + loaded.head.length === 0;
  const needContracts =
    versions.headDiagnostics.length > 0 ||
    config.changed ||
    loaded.head.length > 0 ||
    (request.embedded && !nothingToCheck);
  const baseScope = scopeOf(start, versions, loaded);
  const base = needContracts
    ? await loadContracts(baseFiles, rules, loadScopeOf(baseScope), undefined, start.today)
    : { contracts: [], diagnostics: [] };
  const baseContracts = base.contracts;
  const duplicates = [
    ...duplicateIdErrors(loaded, changes.contractFiles, baseContracts),
    ...(start.config.changed
      ? await globDuplicateErrors(
          headFiles,
          { base: rules, head: start.config.head.rules },
          baseContracts,
          start.today,
        )
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
  ports: { service: ServicePort; log: Logger; git?: GitPort | undefined },
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
  const unreadableHead = { ...unreadable, broken };
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
    today: start.today,
    git: ports.git,
  };
  return { run, unreadableHead };
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
