import { namesFields, readersOf } from "../../compliance/deprecation.js";
import type { LoadedContract } from "../../contracts/index.js";
import type { AssetCheck } from "../../outcome/model.js";
import { baseContractsOf } from "./base-contracts.js";
import type { CheckRun } from "./check-run.js";

/**
 * Per broken field, the consumers its contract declares as reading it (docs/intended-changes.md
 * "Consumers told"): a violation's message ends with their names. Only consumers whose `reads`
 * names the field (or a record holding it, or a part of it) are named here; the comment's "Who
 * depends on the broken assets" lists every consumer of the asset.
 */
export async function withDeclaredReaders(
  run: CheckRun,
  checks: readonly AssetCheck[],
): Promise<AssetCheck[]> {
  if (!checks.some((c) => c.violations.length > 0)) return [...checks];
  const contracts = new Map<string, LoadedContract>();
  for (const c of await baseContractsOf(run)) contracts.set(c.contract.id, c);
  // The pull request's version of a contract it changes is the one the check held the asset to.
  for (const c of run.changedFiles.head) contracts.set(c.contract.id, c);
  return checks.map((check) => {
    const consumers = (contracts.get(check.contract.id ?? "")?.contract.consumers ?? []).filter(namesFields);
    if (consumers.length === 0) return check;
    return {
      ...check,
      violations: check.violations.map((violation) => {
        const readers = readersOf(consumers, violation.field);
        if (readers.length === 0) return violation;
        const names = readers.map((c) => `${c.name}${c.team ? ` (${c.team})` : ""}`).join(", ");
        return { ...violation, message: `${violation.message} Declared consumers reading it: ${names}.` };
      }),
    };
  });
}
