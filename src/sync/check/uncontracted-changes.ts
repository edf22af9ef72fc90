import { diffAssets } from "../../compliance/diff-assets.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import { locateField } from "../../outcome/locate.js";
import type { AssetCheck, UncontractedChange } from "../../outcome/model.js";
import type { ReadAsset } from "../../schema/model.js";
import type { AssetVersions } from "../asset-reads.js";
import { baseContractsOf } from "./base-contracts.js";
import type { CheckRun } from "./check-run.js";
import { outsideContracts } from "./outside-contracts.js";

/**
 * Changes no contract enforces: those of assets without a contract (a DRAFT one named), and the
 * breaking changes of contracted assets on fields no violation reports (a contract never hides
 * what the diff shows).
 */
export async function changesNoContractEnforces(
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

/** Assets without a contract: how they changed, breaking changes first. */
function uncontractedChanges(
  versions: AssetVersions,
  names: ReadonlySet<string>,
  assetByName: ReadonlyMap<string, ReadAsset>,
): UncontractedChange[] {
  return diffAssets(
    versions.base.filter((a) => names.has(a.resourceName)),
    versions.head.filter((a) => names.has(a.resourceName)),
    // A rename shown as the rule finds it (sync/check/renames.ts): one detector for both.
    { renames: true },
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
