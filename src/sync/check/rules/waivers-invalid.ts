import type { GateFinding } from "../../../outcome/model.js";
import type { LedgerAt } from "../../../waivers/ledger.js";
import { subjectOf } from "../read-problems.js";
import { defineCheck, gateFinding } from "./define.js";

/** The head's ledger is validated (its errors are the pull request's); the base's is the one applied (waiver-ledger.ts). */
export const WAIVERS_INVALID = defineCheck(
  "WAIVERS_INVALID",
  ({ start }) => ledgerErrorFindings(start.ledgers.head),
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
export function ledgerErrorFindings(ledger: LedgerAt): GateFinding[] {
  const entries = ledger.written;
  return ledger.diagnostics
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
