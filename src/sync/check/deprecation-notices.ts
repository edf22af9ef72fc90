import { diffContractSchemas } from "../../compliance/contract-breaks.js";
import {
  type ConsumerReads,
  consumerNames,
  type Deprecation,
  daysUntil,
  deprecatedFields,
  readersOf,
  SUNSET_WARNING_DAYS,
} from "../../compliance/deprecation.js";
import { diffAssets } from "../../compliance/diff-assets.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import { inForce } from "../../contracts/statuses.js";
import { baseContractsOf } from "./base-contracts.js";
import type { CheckRun } from "./check-run.js";
import { contractSourceType } from "./contract-changes.js";
import { contractRef } from "./contract-ref.js";
import { type DeprecatedRemoval, removalKey } from "./deprecated-removals.js";
import type { Detected } from "./rules/define.js";

/**
 * The deprecated fields a pull request touches, listed with their sunsets (DEPRECATED_FIELD, not
 * counted; docs/intended-changes.md "Deprecation with a sunset"): of the contracts in force on the
 * assets it changes and of the contracts it changes, those whose fields it changes (in the
 * contract, or in the asset's schema) and those whose sunset is within the warning window or has
 * come. The contracts are the pull request's versions of those it changes, else the base's.
 */
export async function touchedDeprecations(
  run: CheckRun,
  removals: readonly DeprecatedRemoval[],
  today: string,
): Promise<Detected[]> {
  const names = new Set([
    ...run.versions.base.map((a) => a.resourceName),
    ...run.versions.head.map((a) => a.resourceName),
  ]);
  const changed = new Map(run.changedFiles.head.map((c) => [c.contract.id, c]));
  const onAssets = names.size > 0 ? await baseContractsOf(run) : [];
  const contracts = new Map(changed);
  for (const c of onAssets)
    if (!contracts.has(c.contract.id) && contractResourceNames(c.contract).some((n) => names.has(n)))
      contracts.set(c.contract.id, c);
  const touched = new Map<string, Set<string>>();
  const touch = (id: string, field: string) => touched.set(id, (touched.get(id) ?? new Set()).add(field));
  const wasOf = new Map(run.changedFiles.base.map((c) => [c.contract.id, c]));
  for (const now of changed.values()) {
    const was = wasOf.get(now.contract.id);
    if (!was) continue;
    for (const change of diffContractSchemas(
      was.contract.schema,
      now.contract.schema,
      contractSourceType(now),
    ))
      touch(now.contract.id, change.field);
  }
  for (const diff of diffAssets(run.versions.base, run.versions.head)) {
    for (const loaded of contracts.values()) {
      if (!contractResourceNames(loaded.contract).includes(diff.asset)) continue;
      for (const change of diff.changes) touch(loaded.contract.id, change.field);
    }
  }
  const removed = new Set(removals.map((r) => removalKey(r.was.contract.id, r.path)));
  const inForceContracts = [...contracts.values()].filter((c) => inForce(c.contract));
  return deprecationNotices(inForceContracts, touched, removed, today);
}

/**
 * The deprecated fields (and deprecated contracts) of the contracts a pull request touches, listed
 * with their sunsets (DEPRECATED_FIELD, not counted): those whose paths it changes (`touched`, by
 * contract id), and those whose sunset is within the warning window or has come. Those it removes
 * are its removals' findings instead (`removed`: removalKey).
 */
export function deprecationNotices(
  contracts: readonly LoadedContract[],
  touched: ReadonlyMap<string, ReadonlySet<string>>,
  removed: ReadonlySet<string>,
  today: string,
): Detected[] {
  const findings: Detected[] = [];
  for (const loaded of contracts) {
    const { contract } = loaded;
    const paths = touched.get(contract.id) ?? new Set<string>();
    const marks = [
      ...(contract.deprecated ? [{ path: "", deprecation: contract.deprecated }] : []),
      ...deprecatedFields(contract.schema),
    ];
    for (const { path, deprecation } of marks) {
      if (removed.has(removalKey(contract.id, path))) continue;
      const left = deprecation.sunset === undefined ? undefined : daysUntil(deprecation.sunset, today);
      const changedHere =
        path === "" ? paths.size > 0 : [...paths].some((p) => p === path || p.startsWith(`${path}.`));
      if (!changedHere && (left === undefined || left > SUNSET_WARNING_DAYS)) continue;
      findings.push({
        level: "INACTIVE",
        file: loaded.file,
        line: loaded.line,
        detail: `${path || "the whole contract"} of contract ${contract.name}`,
        message: noticeMessage(path, deprecation, left, readersOf(contract.consumers ?? [], path)),
        contract: contractRef(loaded),
        subject: path || "(contract)",
      });
    }
  }
  return findings;
}

function noticeMessage(
  path: string,
  deprecation: Deprecation,
  left: number | undefined,
  readers: readonly ConsumerReads[],
): string {
  const subject = path ? `The field ${path}` : "The whole contract";
  const since = deprecation.since ? ` since ${deprecation.since}` : "";
  const sunset =
    left === undefined
      ? "with no sunset (no day is promised when it may go)"
      : left < 0
        ? `with a sunset of ${deprecation.sunset}, ${-left} day${left === -1 ? "" : "s"} ago: it may be removed once no declared consumer reads it`
        : left === 0
          ? `with a sunset of ${deprecation.sunset}, today: it may be removed from today once no declared consumer reads it`
          : `with a sunset of ${deprecation.sunset}, in ${left} day${left === 1 ? "" : "s"}`;
  const instead = deprecation.replacement ? ` Readers should move to ${deprecation.replacement}.` : "";
  const read = readers.length ? ` Declared consumers reading it: ${consumerNames(readers)}.` : "";
  return `${subject} is deprecated${since}, ${sunset}.${instead}${read}`;
}
