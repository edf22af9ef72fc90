import {
  counts,
  type Finding,
  type FindingWaiver,
  fingerprinted,
  RULES,
  type RuleId,
} from "../rules/index.js";
import type { Waiver, WaiverLedger } from "./model.js";

export type { Waiver } from "./model.js";

/** A finding its contract's owners accepted: shown with why and until when, never counted. */
export interface WaivedFinding {
  finding: Finding;
  waiver: Waiver;
}

export interface WaiverOutcome {
  /** Findings no waiver in force covers: they count as before. */
  open: Finding[];
  waived: WaivedFinding[];
  /** Findings a waiver covered until its expiry: they count again, and the message says so. */
  expired: WaivedFinding[];
  /** Waivers in force that match no finding of this check: reported, so the ledger is kept clean. */
  stale: Waiver[];
  /** Findings a waiver in force names by scope whose change is not the one it accepts: they count, and say so. */
  otherChange: WaivedFinding[];
}

/** What a waiver is matched by: the ledger's entry, or as the service holds it (published with its contract). */
export type WaiverScope = Pick<Waiver, "fingerprint" | "asset" | "field" | "contract"> & {
  rule?: string | undefined;
};

/** What a waiver can name: a finding of the check, or a violation the service finds (it has no fingerprint). */
export type Waivable = Pick<Finding, "asset" | "field"> & {
  rule: string;
  fingerprint?: string | undefined;
  contract?: { id?: string | undefined } | undefined;
};

/**
 * Whether a waiver's scope names a finding: by fingerprint (a prefix of 12 or more hex digits, as
 * the comment prints it) when both have one, else by rule and asset, and by field when the waiver
 * names one. The one matcher: the check's waivers and the service's accepted breaks both ask it.
 */
export function waiverScopeMatches(waiver: WaiverScope, finding: Waivable): boolean {
  // A waiver accepts a break of a contract; the gates (an approval, a weakening, a check that
  // could not be made) are how consent is asked, and waiving them would skip the asking.
  if (RULES[finding.rule as RuleId]?.category !== "contract-violation") return false;
  if (waiver.contract !== undefined && finding.contract?.id?.toLowerCase() !== waiver.contract.toLowerCase())
    return false;
  if (waiver.fingerprint !== undefined && finding.fingerprint !== undefined)
    return finding.fingerprint.startsWith(waiver.fingerprint);
  return (
    waiver.rule === finding.rule &&
    waiver.asset === finding.asset &&
    (waiver.field === undefined || waiver.field === finding.field)
  );
}

/**
 * Whether a waiver names a contract (its owners approve it; it is published with it): by id when
 * it names one (`contract:`), else by one of the contract's assets. A fingerprint alone names no
 * contract that can be told without the finding (a fingerprint is a hash).
 */
export function waiverNamesContract(
  waiver: Pick<Waiver, "contract" | "asset">,
  contractId: string,
  assets: readonly string[],
): boolean {
  if (waiver.contract !== undefined) return waiver.contract.toLowerCase() === contractId.toLowerCase();
  return waiver.asset !== undefined && assets.includes(waiver.asset);
}

/**
 * Whether the change a waiver accepts is the finding's: a waiver accepts a change, not a field
 * (docs/intended-changes.md "The waiver ledger"). Its `expected` and `actual` are the finding's; an entry that
 * records none accepts only findings that state none (a weakening, a version not raised).
 */
export function acceptsChange(waiver: Waiver, finding: Finding): boolean {
  return waiver.expected === finding.expected && waiver.actual === finding.actual;
}

/** Whether a waiver names a finding and accepts its change. */
export function waiverMatches(waiver: Waiver, finding: Finding): boolean {
  return waiverScopeMatches(waiver, finding) && acceptsChange(waiver, finding);
}

/** A change as the comment shows it: `string -> int`. */
export function changeText(change: { expected?: string | undefined; actual?: string | undefined }): string {
  if (change.expected === undefined && change.actual === undefined) return "(no change recorded)";
  return `${change.expected ?? "(unset)"} -> ${change.actual ?? "(unset)"}`;
}

/** A waiver holds through its `expires` day (UTC): `today` is YYYY-MM-DD. */
export function waiverHolds(waiver: Pick<Waiver, "expires">, today: string): boolean {
  return waiver.expires >= today;
}

/**
 * Splits a check's findings by the ledger. Only findings that count can be waived (a finding
 * listed but not counted needs no waiver). A waiver that matches nothing is stale; an expired
 * one that still matches gives its finding back to the count.
 */
export function applyWaivers(
  findings: readonly Finding[],
  waivers: readonly Waiver[],
  today: string,
  counts: (finding: Finding) => boolean,
): WaiverOutcome {
  const outcome: WaiverOutcome = { open: [], waived: [], expired: [], stale: [], otherChange: [] };
  const used = new Set<Waiver>();
  for (const finding of findings) {
    const scoped = counts(finding) ? waivers.filter((waiver) => waiverScopeMatches(waiver, finding)) : [];
    for (const waiver of scoped) used.add(waiver);
    const matching = scoped.filter((waiver) => acceptsChange(waiver, finding));
    const holding = matching.find((waiver) => waiverHolds(waiver, today));
    const lapsed = matching.find((waiver) => !waiverHolds(waiver, today));
    const other = scoped.find((waiver) => waiverHolds(waiver, today) && !acceptsChange(waiver, finding));
    if (holding) outcome.waived.push({ finding, waiver: holding });
    else {
      outcome.open.push(finding);
      if (lapsed) outcome.expired.push({ finding, waiver: lapsed });
      else if (other) outcome.otherChange.push({ finding, waiver: other });
    }
  }
  outcome.stale = waivers.filter((waiver) => !used.has(waiver) && waiverHolds(waiver, today));
  return outcome;
}

/**
 * The check's findings with the ledger applied: a waived finding carries its waiver (and no
 * longer counts), an expired waiver's finding counts again and says so, and each stale waiver
 * is a WAIVER_STALE finding at its line, listed, not counted.
 */
export function withWaivers(findings: readonly Finding[], ledger: WaiverLedger | undefined): Finding[] {
  if (!ledger || ledger.entries.length === 0) return [...findings];
  const outcome = applyWaivers(findings, ledger.entries, ledger.today, counts);
  const waivedBy = new Map(outcome.waived.map((w) => [w.finding, w.waiver]));
  const expiredBy = new Map(outcome.expired.map((e) => [e.finding, e.waiver]));
  const otherBy = new Map(outcome.otherChange.map((e) => [e.finding, e.waiver]));
  const marked = findings.map((finding): Finding => {
    const waiver = waivedBy.get(finding);
    if (waiver) return { ...finding, waiver: shown(waiver, ledger.file) };
    const other = otherBy.get(finding);
    if (other)
      return { ...finding, message: `${finding.message} (${otherChangeNote(other, finding, ledger.file)})` };
    const lapsed = expiredBy.get(finding);
    if (!lapsed) return finding;
    const where = `${ledger.file}${lapsed.line ? `:${lapsed.line}` : ""}`;
    return {
      ...finding,
      message: `${finding.message} (the waiver at ${where} expired on ${lapsed.expires})`,
      waiverExpired: { at: where, expires: lapsed.expires },
    };
  });
  const stale = fingerprinted(
    outcome.stale.map((waiver) => ({
      rule: "WAIVER_STALE" as const,
      level: RULES.WAIVER_STALE.defaultLevel,
      file: ledger.file,
      line: waiver.line,
      title: RULES.WAIVER_STALE.title,
      message: `the waiver ${waiver.fingerprint ?? `${waiver.rule} on ${waiver.asset}${waiver.field ? ` field ${waiver.field}` : ""}`} (until ${waiver.expires}) matches no finding of this check: remove it from the ledger`,
    })),
  );
  return [...marked.filter((f) => !f.waiver), ...marked.filter((f) => f.waiver), ...stale];
}

/** Why a waiver of this field does not waive this finding: it accepted another change, or records none. */
function otherChangeNote(waiver: Waiver, finding: Finding, file: string): string {
  const where = `${file}${waiver.line ? `:${waiver.line}` : ""}`;
  const now = changeText(finding);
  if (waiver.expected === undefined && waiver.actual === undefined)
    return `the waiver at ${where} records no accepted change, and this pull request does ${now}: not waived; if its owners accept this change, add expected and actual to the entry (their approval is needed)`;
  return `the waiver at ${where} accepts ${changeText(waiver)}, and this pull request does ${now}: another change, not waived`;
}

function shown(waiver: Waiver, file: string): FindingWaiver {
  return {
    ...(waiver.expected !== undefined || waiver.actual !== undefined
      ? { accepted: { expected: waiver.expected, actual: waiver.actual } }
      : {}),
    reason: waiver.reason,
    approvedBy: waiver.approvedBy,
    expires: waiver.expires,
    file,
    line: waiver.line,
  };
}
