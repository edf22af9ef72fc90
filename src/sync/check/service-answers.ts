import type { CheckComplianceResult, ContractCreate } from "../../api/resources.js";
import { contractResourceNames, toContractCreate } from "../../contracts/index.js";
import { locateField, locateViolations } from "../../outcome/locate.js";
import type { AssetCheck } from "../../outcome/model.js";
import type { ReadAsset } from "../../schema/model.js";
import { readRepositoryAssets } from "../asset-reads.js";
import type { CheckRun } from "./check-run.js";
import { contractRef } from "./contract-ref.js";
import type { CheckedAsset, ServiceWork } from "./service-work.js";

// Gather, second part: the service asked (the embedded one seeded first) and its answers judged:
// each checked asset against its contracts, and the changed contracts against their assets.

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
