import type { RepoFiles } from "../../git/files.js";
import type { GateFinding, WaiverLedger } from "../../outcome/model.js";
import { DEFAULT_WAIVER_FILE, parseWaiverLedger } from "../../waivers/ledger.js";
import { ledgerErrorFindings } from "./rules/waivers-invalid.js";

/**
 * The waiver ledger as the base holds it: a pull request cannot waive its own break by adding
 * an entry (the entry applies once merged, after its review). A ledger that cannot be read
 * waives nothing, and its errors block at their lines (fail closed): what it meant to waive
 * counts again, so the check says why.
 */
export async function baseWaiverLedger(
  baseFiles: RepoFiles,
  today: string,
): Promise<{ ledger: WaiverLedger | undefined; findings: GateFinding[] }> {
  const text = await baseFiles.readText(DEFAULT_WAIVER_FILE);
  if (text === undefined) return { ledger: undefined, findings: [] };
  const { waivers, diagnostics } = parseWaiverLedger(text, DEFAULT_WAIVER_FILE);
  const findings = ledgerErrorFindings(diagnostics, text);
  return { ledger: { file: DEFAULT_WAIVER_FILE, entries: waivers, today }, findings };
}
