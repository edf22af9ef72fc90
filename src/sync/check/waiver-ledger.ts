import type { GateFinding, WaiverLedger } from "../../outcome/model.js";
import type { LedgerAt } from "../../waivers/ledger.js";
import { ledgerErrorFindings } from "./rules/waivers-invalid.js";

/**
 * The waiver ledger as the base holds it: a pull request cannot waive its own break by adding
 * an entry (the entry applies once merged, after its review). A ledger that cannot be read
 * waives nothing, and its errors block at their lines (fail closed): what it meant to waive
 * counts again, so the check says why.
 */
export function baseWaiverLedger(
  base: LedgerAt,
  today: string,
): { ledger: WaiverLedger | undefined; findings: GateFinding[] } {
  if (base.text === undefined && base.diagnostics.length === 0) return { ledger: undefined, findings: [] };
  return { ledger: { file: base.file, entries: base.waivers, today }, findings: ledgerErrorFindings(base) };
}
