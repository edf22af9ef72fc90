import { checkAsset } from "../../compliance/check.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import { inForce } from "../../contracts/statuses.js";
import { violationFindings } from "../../outcome/findings.js";
import type { AssetCheck } from "../../outcome/model.js";
import { type Finding, fingerprinted } from "../../rules/index.js";
import type { ReadAsset } from "../../schema/model.js";
import { baseContractsOf } from "./base-contracts.js";
import type { CheckRun } from "./check-run.js";
import { contractRef } from "./contract-ref.js";

/**
 * The contract violations the base already has on the assets the check judged (docs/rules.md "Existing debt: only what the pull request introduced blocks"): each base asset against the base's version of the same contract, when that contract
 * governed it at the base. Computed here from what the check has read (the base versions of the
 * changed assets), no service call: a remote check reads the base's contract files only when an
 * asset was judged against a contract. `contractedBase`: base assets read for the contracts the pull
 * request changed (their assets need not have changed).
 */
export async function baseViolations(
  run: CheckRun,
  checks: readonly AssetCheck[],
  contractedBase: readonly ReadAsset[],
): Promise<Finding[]> {
  // The changed assets' base versions, and those read for a contract the pull request changed.
  const baseAssets = new Map([...contractedBase, ...run.versions.base].map((a) => [a.resourceName, a]));
  const judged = checks.filter((c) => c.contract.id !== undefined && baseAssets.has(c.asset));
  if (judged.length === 0) return [];
  const contracts = await baseContractsOf(run);
  const byId = new Map(contracts.map((c) => [c.contract.id, c]));
  return fingerprinted(
    judged.flatMap((check) => {
      const loaded = byId.get(check.contract.id ?? "");
      const asset = baseAssets.get(check.asset);
      if (!loaded || !asset || !governedAtBase(loaded, check.asset)) return [];
      return violationFindings({
        asset: check.asset,
        file: asset.file,
        contract: contractRef(loaded),
        violations: checkAsset(loaded.contract, asset.schema),
      });
    }),
  );
}

function governedAtBase(loaded: LoadedContract, asset: string): boolean {
  const { contract } = loaded;
  return (
    inForce(contract) &&
    (contract.enforcementLevel ?? "INACTIVE") !== "INACTIVE" &&
    contractResourceNames(contract).includes(asset)
  );
}
