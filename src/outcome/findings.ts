import type { RenameNote } from "../compliance/renames.js";
import { levelRank } from "../compliance/verdict.js";
import {
  type Finding,
  fingerprinted,
  RULES,
  type RuleCategory,
  type UnfingerprintedFinding,
  violationRule,
} from "../rules/index.js";
import type { AssetCheck, CheckReport, GateFinding } from "./model.js";

// The one place the parts of a check report become findings: every output renders this list.

/** Weakened protection first (a reviewer's first question), then what could not be checked. */
const CATEGORY_ORDER: readonly RuleCategory[] = [
  "protection-weakened",
  "fail-closed",
  "contract-violation",
  "uncontracted",
];

/** One asset's violations as findings, at its contract's level (a rename the format carries: listed only). */
export function violationFindings(check: AssetCheck): UnfingerprintedFinding[] {
  const { contract } = check;
  const level = contract.enforcementLevel;
  return check.violations.map((v) => {
    const rule = violationRule(v.violationType);
    // A type this version does not know keeps its name: the rule's title alone would lose it.
    const known = rule === "OTHER_VIOLATION" ? ` (${v.violationType})` : "";
    const finding: UnfingerprintedFinding = {
      rule,
      level,
      asset: check.asset,
      contract,
      field: v.field,
      file: v.file ?? check.file ?? contract.filePath,
      line: v.line,
      title: `${RULES[rule].title}${known}: ${v.field} (contract ${contract.name}, ${level})`,
      message: v.message,
      expected: v.expected,
      actual: v.actual,
    };
    return v.rename ? renamed(finding, v.rename) : finding;
  });
}

/** A missing field the head carries under another name: PROBABLE_RENAME, with the format's route. */
function renamed(finding: UnfingerprintedFinding, rename: RenameNote): UnfingerprintedFinding {
  const level = rename.carried ? "INACTIVE" : finding.level;
  const old = finding.field ?? "";
  const effect = rename.carried
    ? "the format carries both names, so no reader of the data breaks (listed, not counted); change the contract to the new name"
    : "readers of the old name break";
  return {
    ...finding,
    rule: "PROBABLE_RENAME",
    level,
    title: `${RULES.PROBABLE_RENAME.title}: ${old} -> ${rename.to} (contract ${finding.contract?.name ?? ""}, ${level})`,
    message: `Field '${old}' of the contract seems renamed to '${rename.to}': ${rename.why}; ${effect}. Safe route (${rename.route.format}): ${rename.route.advice}`,
    actual: `renamed to ${rename.to}`,
    rename,
  };
}

function gateFinding(gate: GateFinding): UnfingerprintedFinding {
  return {
    rule: gate.rule,
    level: gate.level,
    asset: gate.asset,
    contract: gate.contract,
    file: gate.file,
    line: gate.line,
    title: gate.title,
    message: gate.message,
    suggestions: gate.suggestions,
    suggestedLine: gate.suggestedLine,
    subject: gate.subject,
    hidesChange: gate.hidesChange,
  };
}

/** Breaking changes of assets without a contract: shown at the rule's level, not counted. */
function uncontractedFindings(report: CheckReport): UnfingerprintedFinding[] {
  const level = RULES.UNCONTRACTED_BREAKING_CHANGE.defaultLevel;
  return report.uncontracted.flatMap((u) =>
    u.changes
      .filter((c) => c.breaking)
      .map((c) => ({
        rule: "UNCONTRACTED_BREAKING_CHANGE" as const,
        level,
        asset: u.asset,
        field: c.field,
        file: c.file ?? u.file,
        line: c.line,
        title: `${RULES.UNCONTRACTED_BREAKING_CHANGE.title}: ${c.field || u.asset}${u.contract ? ` (contract ${u.contract.name} does not cover it)` : ""}`,
        message: `${c.kind}: ${c.reason}`,
      })),
  );
}

function unreadableFindings(report: CheckReport): UnfingerprintedFinding[] {
  const level = RULES.UNREADABLE_FILE.defaultLevel;
  return report.unreadable.flatMap((f) =>
    f.diagnostics.map((d) => ({
      rule: "UNREADABLE_FILE" as const,
      level,
      file: f.file,
      line: d.line,
      title: RULES.UNREADABLE_FILE.title,
      message: d.message,
      subject: d.subject,
    })),
  );
}

/** Contract results with violations under a level that counts, strongest first, then by asset. */
export function violatedChecks(report: CheckReport): AssetCheck[] {
  return report.checks
    .filter((c) => c.violations.length > 0 && c.contract.enforcementLevel !== "INACTIVE")
    .sort(
      (a, b) =>
        levelRank(b.contract.enforcementLevel) - levelRank(a.contract.enforcementLevel) ||
        a.asset.localeCompare(b.asset),
    );
}

/**
 * Every finding of a report, strongest level first; at one level weakened protection, then
 * checks that could not be made, then contract violations (by asset), then changes outside
 * contracts. Violations under INACTIVE contracts are ignored; INACTIVE gate findings are
 * listed (not counted).
 */
export function findingsOf(report: CheckReport): Finding[] {
  const all = [
    ...(report.findings ?? []).map(gateFinding),
    ...violatedChecks(report).flatMap(violationFindings),
    ...uncontractedFindings(report),
    ...unreadableFindings(report),
  ];
  const category = (f: UnfingerprintedFinding) => CATEGORY_ORDER.indexOf(RULES[f.rule].category);
  // Array.prototype.sort is stable: at one level and category, the report's order stays.
  const sorted = all.sort((a, b) => levelRank(b.level) - levelRank(a.level) || category(a) - category(b));
  return fingerprinted(sorted);
}
