import type { CheckComplianceResult } from "../../api/resources.js";
import type { LoadedContract } from "../../contracts/index.js";
import type { ContractRef } from "../../outcome/model.js";

type DetailedResult = Extract<CheckComplianceResult, { responseType: "DETAILED" }>;

/**
 * How a contract is named in reports: as the service reported it when a
 * result is given (its id, version and level are what was enforced), else as
 * its file declares it; the file path comes from the loaded file either way.
 */
export function contractRef(loaded: LoadedContract): ContractRef;
export function contractRef(loaded: LoadedContract | undefined, result: DetailedResult): ContractRef;
export function contractRef(loaded: LoadedContract | undefined, result?: DetailedResult): ContractRef {
  const declared = loaded?.contract;
  if (!result) {
    return {
      id: declared?.id,
      name: declared?.name ?? "",
      version: declared?.version,
      owner: declared?.owner,
      enforcementLevel: declared?.enforcementLevel ?? "INACTIVE",
      filePath: loaded?.file,
      line: loaded?.line,
    };
  }
  return {
    id: result.contractId,
    name: result.contractName ?? declared?.name ?? result.contractId,
    version: result.contractVersion,
    owner: result.owner,
    enforcementLevel: result.enforcementLevel,
    filePath: loaded?.file,
    line: loaded?.line,
  };
}
