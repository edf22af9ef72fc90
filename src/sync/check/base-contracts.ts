import { type ContractFile, type LoadedContract, loadContracts } from "../../contracts/index.js";
import type { CheckRun } from "./run.js";

/** Statuses a check enforces (the service's too): DRAFT and ARCHIVED contracts enforce nothing. */
const IN_FORCE_STATUSES = new Set(["ACTIVE", "DEPRECATED"]);

export function inForce(contract: Pick<ContractFile, "status">): boolean {
  return IN_FORCE_STATUSES.has(contract.status ?? "ACTIVE");
}

const loaded = new WeakMap<CheckRun, Promise<LoadedContract[]>>();

/**
 * The base's contracts: those the check read already, else (a remote check that needed none of
 * them) read once per check, only when something asks.
 */
export function baseContractsOf(run: CheckRun): Promise<LoadedContract[]> {
  if (run.baseContracts.length > 0) return Promise.resolve(run.baseContracts);
  let contracts = loaded.get(run);
  if (!contracts) {
    contracts = loadContracts(run.baseFiles, run.sources.rules).then((r) => r.contracts);
    loaded.set(run, contracts);
  }
  return contracts;
}
