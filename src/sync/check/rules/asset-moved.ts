import type { CheckComplianceResult } from "../../../api/resources.js";
import { contractResourceNames } from "../../../contracts/index.js";
import type { GateFinding } from "../../../outcome/model.js";
import type { CheckRun } from "../check-run.js";
import type { MovedAsset } from "../moves.js";
import { defineCheck, gateFinding } from "./define.js";

/**
 * A schema file the pull request renamed (moves.ts) whose asset the service knows under the old
 * name: its contract still names the old place, so the contract is to be updated, at its level.
 */
export const ASSET_MOVED = defineCheck("ASSET_MOVED", ({ run, results }) => movedFindings(run, results));

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

export function movedFinding(
  move: MovedAsset,
  contract: { name: string; file?: string | undefined; line?: number | undefined },
  level: GateFinding["level"],
): GateFinding {
  return gateFinding("ASSET_MOVED", {
    level,
    file: move.to.file,
    line: move.to.line ?? 1,
    detail: `update contract ${contract.name}`,
    asset: move.from.resourceName,
    message: `${move.from.resourceName} (${move.from.file}) is now ${move.to.resourceName} (${move.to.file}): set dataAssetResourceName in ${contract.file ?? "the contract"} to the new name`,
  });
}
