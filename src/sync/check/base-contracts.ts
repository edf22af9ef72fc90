import type { ConfigRules } from "../../config/config.js";
import type { ContractIndexStore, ContractSelection } from "../../contracts/contract-index.js";
import { type LoadedContract, loadContracts } from "../../contracts/index.js";
import type { LoadScope } from "../../contracts/load.js";
import type { RepoFiles } from "../../git/files.js";

/**
 * Which of the base's contracts a check reads (docs/configure.md "Monorepos"): every one, or through an index
 * only those its selection names; `loaded` once the check holds them in `baseContracts`.
 */
export interface BaseScope {
  loaded: boolean;
  selection?: ContractSelection | undefined;
  index?: ContractIndexStore | undefined;
}

/** What reading the base's contracts takes: the base, its rules, what has been read and the scope. */
export interface BaseContractSource {
  baseContracts: readonly LoadedContract[];
  baseScope: BaseScope;
  baseFiles: RepoFiles;
  sources: { rules: ConfigRules };
  /** The run's day: an ODCS team member's dateOut is judged on it. */
  today: string;
}

export function loadScopeOf(scope: BaseScope): LoadScope | undefined {
  return scope.selection ? { selection: scope.selection, index: scope.index } : undefined;
}

const loaded = new WeakMap<BaseContractSource, Promise<readonly LoadedContract[]>>();

/**
 * The base's contracts in the check's scope: those the check read already, else (a remote check
 * that needed none of them) read once per check, only when something asks.
 */
export function baseContractsOf(run: BaseContractSource): Promise<readonly LoadedContract[]> {
  if (run.baseScope.loaded) return Promise.resolve(run.baseContracts);
  let contracts = loaded.get(run);
  if (!contracts) {
    const scope = loadScopeOf(run.baseScope);
    contracts = loadContracts(run.baseFiles, run.sources.rules, scope, undefined, run.today).then(
      (r) => r.contracts,
    );
    loaded.set(run, contracts);
  }
  return contracts;
}
