import type { LoadedContract } from "../../contracts/index.js";
import type { RepoFiles } from "../../git/files.js";
import type { AssetVersions, SourceMap } from "../asset-reads.js";
import type { GitPort, Logger, ServicePort } from "../ports.js";
import type { BaseScope } from "./base-contracts.js";
import type { CheckRequest } from "./check-request.js";
import type { ChangedContracts } from "./contract-changes.js";
import type { MovedAsset } from "./moves.js";

// The state one pull request check carries from its reads to its rules and its report
// (check-reads.ts builds it once); the rules read it as part of their facts (facts.ts).

/** What the steps of one check share. */
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
  /** The run's day (check-start.ts `today`): the one clock of the check. */
  today: string;
  /** The Git port, for what reads the default branch's history (compatibility modes); absent in unit tests. */
  git?: GitPort | undefined;
}
