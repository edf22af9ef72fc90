import type { AssetCheck, UncontractedChange } from "../../outcome/model.js";

/**
 * The breaking changes of contracted assets that no violation reports: a field the contract does
 * not name, or names without pinning what changed (a column's declared width under a contract
 * that states only `string`). The diff shows them for an asset without a contract; a contract
 * must not hide them, so they are shown beside it (ALERT, not counted), never enforced.
 */
export function outsideContracts(
  changes: readonly UncontractedChange[],
  checks: readonly AssetCheck[],
): UncontractedChange[] {
  const reported = new Map<string, Set<string>>();
  const contractOf = new Map<string, AssetCheck["contract"]>();
  for (const check of checks) {
    const fields = reported.get(check.asset) ?? new Set<string>();
    // A probable rename is reported on both its names: the changes show it at the new one.
    for (const v of check.violations) {
      fields.add(v.field);
      if (v.rename) fields.add(v.rename.to);
    }
    reported.set(check.asset, fields);
    if (!contractOf.has(check.asset)) contractOf.set(check.asset, check.contract);
  }
  return changes.flatMap((change) => {
    const contract = contractOf.get(change.asset);
    if (!contract || change.status !== "changed") return [];
    const fields = reported.get(change.asset);
    const left = change.changes.filter((c) => c.breaking && !fields?.has(c.field));
    if (left.length === 0) return [];
    return [{ ...change, changes: left, contract: { name: contract.name, file: contract.filePath } }];
  });
}
