import { waiverEntryKeys } from "../../contracts/governed-keys.js";
import { contractResourceNames, type LoadedContract } from "../../contracts/index.js";
import { inForce } from "../../contracts/statuses.js";
import { findingsOf } from "../../outcome/findings.js";
import type { CheckReport, Waiver } from "../../outcome/model.js";
import { waiverNamesContract, waiverScopeMatches } from "../../outcome/waivers.js";
import { counts, type Finding } from "../../rules/index.js";
import { DEFAULT_WAIVER_FILE } from "../../waivers/ledger.js";
import type { ApprovalContext } from "./approval-context.js";
import type { ApprovalNeed } from "./approval-decision.js";
import { baseContractsOf } from "./base-contracts.js";
import { approversOf } from "./consent-changes.js";
import { contractRef } from "./contract-ref.js";

/**
 * A waiver is what its owners accepted, every key of it (contracts/governed-keys.ts `WAIVER_KEYS`): an
 * entry the pull request adds, or changes in any key (its scope, the change it accepts, its
 * reason, who approved, its expiry), needs the approval of the base's owners of every contract it
 * can match. An entry kept as the base has it needs none; one removed waives less and needs none.
 */
export function sameWaiver(base: Waiver, head: Waiver): boolean {
  return waiverEntryKeys().every(
    (key) => JSON.stringify(base[key as keyof Waiver]) === JSON.stringify(head[key as keyof Waiver]),
  );
}

/** The waivers of the head's ledger the base's does not hold as they are, each needing its contracts' owners. */
export async function waiverNeeds(
  report: CheckReport,
  context: ApprovalContext,
  base: ReadonlyMap<string, LoadedContract>,
): Promise<ApprovalNeed[]> {
  const { base: baseLedger, head: headLedger } = context.ledgers;
  if (headLedger.text === undefined || headLedger.text === baseLedger.text) return [];
  const head = headLedger.waivers;
  const before = report.waivers?.entries ?? [];
  const added = head.filter((entry) => !before.some((b) => sameWaiver(b, entry)));
  if (added.length === 0) return [];
  const findings = findingsOf(report).filter(counts);
  const needs: ApprovalNeed[] = [];
  for (const waiver of added) {
    const where = { file: DEFAULT_WAIVER_FILE, line: waiver.line };
    const clause = `adds or changes the waiver at ${DEFAULT_WAIVER_FILE}${waiver.line ? `:${waiver.line}` : ""} (until ${waiver.expires})`;
    const contracts = await waivedContracts(waiver, findings, base, context);
    if (contracts.length === 0)
      needs.push({ approvers: [], level: "BLOCK", what: [clause], ...where, weakenings: [], waiver });
    for (const { loaded, level } of contracts)
      needs.push({
        contract: contractRef(loaded),
        approvers: approversOf(loaded, context.config),
        level,
        what: [clause],
        ...where,
        weakenings: [],
        waiver,
      });
  }
  return needs;
}

/**
 * Every contract a waiver can act for, each with the level its approval counts at: those whose
 * findings it names here (at their level); the one its `contract:` names; without a `contract:`,
 * every contract naming its asset at the base or at the head (BLOCK: what it would waive later is
 * unknown). Owners are always the base's; a contract new in the pull request has its head's.
 */
async function waivedContracts(
  waiver: Waiver,
  findings: readonly Finding[],
  base: ReadonlyMap<string, LoadedContract>,
  context: ApprovalContext,
): Promise<Array<{ loaded: LoadedContract; level: ApprovalNeed["level"] }>> {
  const found = new Map<string, { loaded: LoadedContract; level: ApprovalNeed["level"] }>();
  const add = (loaded: LoadedContract | undefined, level: ApprovalNeed["level"]) => {
    if (!loaded) return;
    const was = found.get(loaded.contract.id);
    if (!was || level === "BLOCK")
      found.set(loaded.contract.id, { loaded, level: was?.level === "BLOCK" ? "BLOCK" : level });
  };
  const everyBase = await baseContractsOf({ ...context, sources: context.config });
  const baseById = new Map([...everyBase.map((c) => [c.contract.id, c] as const), ...base]);
  const headById = new Map(context.changedFiles.head.map((c) => [c.contract.id, c]));
  const ownersOf = (id: string) => baseById.get(id) ?? headById.get(id);
  for (const finding of findings.filter((f) => waiverScopeMatches(waiver, f)))
    add(ownersOf(finding.contract?.id ?? ""), finding.level);
  if (waiver.contract !== undefined) {
    if (found.size === 0) add(ownersOf(waiver.contract.toLowerCase()) ?? ownersOf(waiver.contract), "BLOCK");
    return [...found.values()];
  }
  if (waiver.asset === undefined) return [...found.values()];
  const named = (c: LoadedContract) =>
    waiverNamesContract(waiver, c.contract.id, contractResourceNames(c.contract));
  for (const c of [...baseById.values(), ...context.changedFiles.head].filter(named))
    if (!found.has(c.contract.id)) add(ownersOf(c.contract.id), "BLOCK");
  return [...found.values()];
}

/**
 * A base waiver without `contract:` was approved by the owners of the contracts on its asset then;
 * a contract in force that the pull request makes name that asset would have its findings there
 * waived by an entry its own owners never approved: that needs them.
 */
export function blanketWaiverClauses(
  report: CheckReport,
  context: ApprovalContext,
): Array<{ was: LoadedContract; clauses: string[] }> {
  const blankets = (report.waivers?.entries ?? []).filter((w) => w.contract === undefined && w.asset);
  if (blankets.length === 0) return [];
  const head = new Map(context.changedFiles.head.map((c) => [c.contract.id, c]));
  const found = [];
  for (const was of context.changedFiles.base) {
    const now = head.get(was.contract.id);
    if (!now || !inForce(was.contract) || (was.contract.enforcementLevel ?? "INACTIVE") === "INACTIVE")
      continue;
    const before = new Set(contractResourceNames(was.contract));
    const added = contractResourceNames(now.contract).filter((name) => !before.has(name));
    const clauses = blankets
      .filter((w) => added.includes(w.asset ?? ""))
      .map(
        (w) =>
          `names ${w.asset}, which brings it under the waiver at ${DEFAULT_WAIVER_FILE}${w.line ? `:${w.line}` : ""} (no contract:, until ${w.expires}) that its owners never approved`,
      );
    if (clauses.length > 0) found.push({ was, clauses });
  }
  return found;
}
