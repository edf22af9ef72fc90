import { formatResourceName } from "../../api/resource-name.js";
import { checkAsset } from "../../compliance/check.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import { inForce } from "../../contracts/statuses.js";
import { locateViolations } from "../../outcome/locate.js";
import type { AssetCheck } from "../../outcome/model.js";
import { baseContractsOf } from "./base-contracts.js";
import type { CheckRun } from "./check-run.js";
import { contractRef } from "./contract-ref.js";
import type { CheckedAsset } from "./service-work.js";

/**
 * Every contract in force on an asset is enforced, each at its own level: the service answers
 * with one contract per asset, so each asset it judged is held here to the other contracts that
 * name it (the base's, and the pull request's version of those it changes). A consumer team's
 * NOTIFY contract beside the owners' BLOCK one is reported under its own name and level.
 */
export async function otherContractChecks(
  run: CheckRun,
  checks: readonly AssetCheck[],
  checked: readonly CheckedAsset[],
): Promise<AssetCheck[]> {
  const judged = new Map<string, Set<string>>();
  for (const check of checks) {
    const ids = judged.get(check.asset) ?? new Set<string>();
    if (check.contract.id) ids.add(check.contract.id);
    judged.set(check.asset, ids);
  }
  if (judged.size === 0) return [];
  const byAsset = contractsByAsset(await governingContracts(run), judged);
  if (byAsset.size === 0) return [];
  const atHead = new Set([
    ...run.versions.head.map((a) => a.resourceName),
    ...run.moves.map((m) => m.from.resourceName),
  ]);
  const found: AssetCheck[] = [];
  for (const entry of checked) {
    const name = formatResourceName(entry.input.data_asset_resource_name);
    const done = judged.get(name);
    for (const loaded of byAsset.get(name) ?? []) {
      if (!done || done.has(loaded.contract.id)) continue;
      done.add(loaded.contract.id);
      const violations = checkAsset(loaded.contract, entry.input.schema);
      // A removed asset's file is gone at the head: its violations point at the contract.
      found.push({
        asset: name,
        file: atHead.has(name) ? entry.asset.file : undefined,
        contract: contractRef(loaded),
        violations: atHead.has(name)
          ? locateViolations(entry.asset, violations)
          : violations.map((v) => ({ ...v, file: loaded.file, line: loaded.line })),
      });
    }
  }
  return found;
}

/** The contracts the check enforces: the pull request's versions of those it changes, else the base's. */
async function governingContracts(run: CheckRun): Promise<LoadedContract[]> {
  const changed = new Map(run.changedFiles.head.map((c) => [c.contract.id, c]));
  const base = (await baseContractsOf(run)).filter((c) => !changed.has(c.contract.id));
  return [...changed.values(), ...base].filter((c) => inForce(c.contract));
}

function contractsByAsset(
  contracts: readonly LoadedContract[],
  judged: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, LoadedContract[]> {
  const byAsset = new Map<string, LoadedContract[]>();
  for (const loaded of contracts) {
    for (const name of contractResourceNames(loaded.contract)) {
      if (!judged.has(name)) continue;
      byAsset.set(name, [...(byAsset.get(name) ?? []), loaded]);
    }
  }
  return byAsset;
}
