import { parse } from "yaml";
import type { RepoFiles } from "../../../git/files.js";
import type { GateFinding } from "../../../outcome/model.js";
import type { Diagnostic } from "../../../schema/model.js";
import { DEFAULT_WAIVER_FILE, parseWaiverLedger } from "../../../waivers/ledger.js";
import { subjectOf } from "../read-problems.js";
import { defineCheck, gateFinding } from "./define.js";

/** The head's ledger is validated (its errors are the pull request's); the base's is the one applied (waiver-ledger.ts). */
export const WAIVERS_INVALID = defineCheck(
  "WAIVERS_INVALID",
  ({ start }) => ledgerFindingsAt(start.headFiles),
  ({ atBase }) => [...atBase.ledger],
);

/**
 * The waiver ledger's errors as WAIVERS_INVALID findings (BLOCK: a ledger that cannot be read
 * waives nothing, and what it meant to waive counts). Found at both ends (docs/rules.md "Fail closed: what fails a pull request's check":
 * what a pull request pays for): the head's are the pull request's findings, the base's what
 * they are compared with, so an error the pull request introduces or worsens blocks it (and not
 * every later pull request after the merge), and one the base has unchanged is existing debt.
 * Each is known by its entry (its text) and error, not by its line or index: an entry added
 * above it moves neither.
 */
export function ledgerErrorFindings(diagnostics: readonly Diagnostic[], text: string): GateFinding[] {
  const entries = ledgerEntries(text);
  return diagnostics
    .filter((d) => d.severity === "error")
    .map((d): GateFinding => {
      const index = /^waivers\[(\d+)\]/.exec(d.message);
      const entry = index ? entries[Number(index[1])] : undefined;
      const about = index && entry !== undefined ? d.message.slice(index[0].length) : d.message;
      return gateFinding("WAIVERS_INVALID", {
        file: d.file,
        line: d.line,
        message: `${d.message}: the ledger waives nothing until it is fixed`,
        subject: subjectOf(JSON.stringify(entry ?? null), about),
      });
    });
}

/** The ledger's errors as a commit holds it (none when it has no ledger). */
export async function ledgerFindingsAt(files: RepoFiles): Promise<GateFinding[]> {
  const text = await files.readText(DEFAULT_WAIVER_FILE);
  if (text === undefined) return [];
  return ledgerErrorFindings(parseWaiverLedger(text, DEFAULT_WAIVER_FILE).diagnostics, text);
}

/** The ledger's entries as written, whatever is wrong in them (none when it is no YAML list). */
function ledgerEntries(text: string): unknown[] {
  try {
    const value: unknown = parse(text);
    const waivers = (value as { waivers?: unknown } | null)?.waivers;
    return Array.isArray(waivers) ? waivers : [];
  } catch {
    return [];
  }
}
