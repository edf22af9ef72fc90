import type { CheckComplianceResult } from "../../api/resources.js";
import type { LoadedConfig } from "../../config/index.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import type { RepoFiles } from "../../git/files.js";
import type { GateFinding } from "../../outcome/model.js";
import { defaultDataSource } from "../../schema/index.js";
import { type AssetVersions, readRepositoryAssets, SourceMap } from "../changes.js";
import type { Logger, ServicePort } from "../ports.js";
import type { BaseScope } from "./base-contracts.js";
import type { ChangedContracts } from "./contract-changes.js";
import { noAssetFindings } from "./gates.js";
import { type MovedAsset, movedFinding } from "./moves.js";
import {
  configChanged,
  contractWeakenings,
  coverageWeakenings,
  plantedIgnores,
  shadowingContracts,
  unreadContracts,
} from "./protection.js";
import type { CheckRequest } from "./request.js";

// The state one PR check carries between its phases, and the phases that turn what it
// could not check (or what the PR weakens) into findings (docs/rules.md "Fail closed: what fails a pull request's check", docs/findings.md).

/** What the phases of one check share. */
export interface CheckRun {
  request: CheckRequest;
  service: ServicePort;
  log: Logger;
  sources: SourceMap;
  baseFiles: RepoFiles;
  versions: AssetVersions;
  changedFiles: ChangedContracts;
  /** Contracts by id: the ones the checked assets are held to, for names and file links. */
  contractsById: ReadonlyMap<string, LoadedContract>;
  /** The repository's contracts at the base (trusted): what unreadable files and weakenings are judged by. */
  baseContracts: LoadedContract[];
  /** Which base contracts `baseContracts` holds (all, or those the changed files concern). */
  baseScope: BaseScope;
  /** Assets whose file the pull request renamed: checked under their old name, reported as moved. */
  moves: MovedAsset[];
  /** Read targets whose head could not be read: their assets are not "removed". */
  unreadableTargets: Set<string>;
}

/** Fail closed on the configuration and protection: the base's rules enforced, the PR's weakenings listed. */
export async function protectionFindings(
  run: CheckRun,
  config: { base: LoadedConfig; head: LoadedConfig; changed: boolean; baseFile?: string | undefined },
  headFiles: RepoFiles,
): Promise<GateFinding[]> {
  const protect = config.base.config.protect;
  const findings = [
    ...contractWeakenings(
      run.changedFiles,
      protect,
      new Map(run.moves.map((m) => [m.from.resourceName, m.to.resourceName])),
    ),
    ...shadowingContracts(run.changedFiles, run.baseContracts, protect),
  ];
  if (!config.changed) return findings;
  findings.unshift(configChanged(run.request.configPath, config.baseFile));
  findings.push(
    ...unreadContracts(
      run.baseContracts,
      (path) => config.head.rules.isContractFile(path),
      protect,
      run.request.configPath,
    ),
  );
  findings.push(
    ...(await coverageWeakenings({
      headFiles,
      baseSources: run.sources,
      headSources: new SourceMap(config.head.rules, run.request.defaultDataSource),
      contracts: run.baseContracts,
      protect,
      configFile: run.request.configPath,
    })),
    ...(await plantedIgnores({
      headFiles,
      baseSources: run.sources,
      headIgnore: config.head.rules.config.ignore,
      contracts: run.baseContracts,
      protect,
      configFile: run.request.configPath,
    })),
  );
  return findings;
}

/** A moved asset whose contract still names the old place: the contract to update, at its level. */
export function movedFindings(run: CheckRun, results: readonly CheckComplianceResult[]): GateFinding[] {
  const findings: GateFinding[] = [];
  for (const move of run.moves) {
    const result = results.find(
      (r) => r.dataAssetResourceName === move.from.resourceName && r.responseType === "DETAILED",
    );
    if (result?.responseType !== "DETAILED") continue;
    const loaded = run.contractsById.get(result.contractId);
    // Updated in this pull request to the new name: nothing to report (remote: the service has the old one).
    const updated = run.changedFiles.head.some(
      (c) =>
        c.contract.id === result.contractId &&
        contractResourceNames(c.contract).includes(move.to.resourceName),
    );
    if (updated) continue;
    findings.push(
      movedFinding(
        move,
        { name: loaded?.contract.name ?? result.contractName ?? result.contractId, file: loaded?.file },
        result.enforcementLevel,
      ),
    );
  }
  return findings;
}

/** Contracts the pull request adds or changes must name an asset the head yields (read only when unsure). */
export async function pointsAtNothing(run: CheckRun, headFiles: RepoFiles): Promise<GateFinding[]> {
  const known = new Set([
    ...run.versions.head.map((a) => a.resourceName),
    ...run.versions.base.map((a) => a.resourceName),
    ...run.moves.map((m) => m.from.resourceName),
  ]);
  const unsure = run.changedFiles.head.filter((c) =>
    contractResourceNames(c.contract).some((n) => !known.has(n)),
  );
  if (unsure.length === 0) return [];
  const heads = await readRepositoryAssets(headFiles, run.sources);
  const reportedElsewhere = new Set([
    ...run.versions.base.map((a) => a.resourceName),
    ...run.moves.map((m) => m.from.resourceName),
  ]);
  return noAssetFindings(
    unsure,
    heads,
    run.sources.rules,
    run.request.defaultDataSource ?? defaultDataSource(),
    reportedElsewhere,
  );
}
