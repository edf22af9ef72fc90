import type { Contract, ContractCreate, ContractWaiver } from "../api/resources.js";
import type { RepoFiles } from "../git/files.js";
import type { Waiver } from "../outcome/model.js";
import { waiverNamesContract } from "../outcome/waivers.js";
import type { Diagnostic } from "../schema/model.js";
import { DEFAULT_WAIVER_FILE, readWaiverLedger } from "../waivers/ledger.js";

/** The ledger at the published commit: its entries, or why it could not be read. */
export type PublishedLedger = { ok: true; waivers: Waiver[] } | { ok: false; diagnostics: Diagnostic[] };

/** The waiver ledger as the pushed commit holds it (no file: no waivers; one that cannot be read: its error). */
export async function ledgerAt(files: RepoFiles): Promise<PublishedLedger> {
  const { waivers, diagnostics } = await readWaiverLedger(files);
  const errors = diagnostics.filter((d) => d.severity === "error");
  return errors.length > 0 ? { ok: false, diagnostics: errors } : { ok: true, waivers };
}

/**
 * Whether a ledger entry is published with a contract: it names the contract by id, or (naming
 * none) one of the contract's assets. A fingerprint alone names no contract the publish can
 * tell: such an entry is published with none, and `unattributed` says so.
 */
function namesContract(waiver: Waiver, contract: ContractCreate): boolean {
  const spec = contract.contractSpec;
  const assets = [
    ...(spec.dataAssetResourceName ? [spec.dataAssetResourceName] : []),
    ...(spec.dataAssetResourceNameList ?? []),
  ];
  return waiverNamesContract(waiver, contract.id, assets);
}

function wireWaiver(waiver: Waiver): ContractWaiver {
  const { fingerprint, rule, asset, field, reason, approvedBy, expires } = waiver;
  return JSON.parse(
    JSON.stringify({
      fingerprint,
      rule,
      asset,
      field,
      reason,
      approvedBy,
      expires,
      file: DEFAULT_WAIVER_FILE,
    }),
  ) as ContractWaiver;
}

/**
 * The desired contracts with the ledger's entries that name each (docs/intended-changes.md "Intended changes":
 * waivers are published with their contracts, so the service shows which violations are
 * accepted and why). Expired entries are published too, with their `expires`: the service
 * shows until when a break was accepted. A ledger that cannot be read changes no contract's
 * waivers (the held ones are kept) and its errors are returned for the publish's diagnostics.
 */
export function withPublishedWaivers(
  desired: readonly ContractCreate[],
  held: readonly Contract[],
  ledger: PublishedLedger,
): { contracts: ContractCreate[]; unattributed: Waiver[]; diagnostics: Diagnostic[] } {
  if (!ledger.ok) {
    const heldById = new Map(held.map((c) => [c.id, c]));
    const contracts = desired.map((c) => {
      const kept = heldById.get(c.id)?.waivers;
      return kept && kept.length > 0 ? { ...c, waivers: kept } : c;
    });
    return { contracts, unattributed: [], diagnostics: ledger.diagnostics };
  }
  const contracts = desired.map((c) => {
    const naming = ledger.waivers.filter((w) => namesContract(w, c));
    return naming.length > 0 ? { ...c, waivers: naming.map(wireWaiver) } : c;
  });
  const unattributed = ledger.waivers.filter((w) => !desired.some((c) => namesContract(w, c)));
  return { contracts, unattributed, diagnostics: [] };
}
