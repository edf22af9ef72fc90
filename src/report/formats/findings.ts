import { createHash } from "node:crypto";
import type { EnforcementLevel } from "../../api/resources.js";
import type { AssessedReport, ContractRef } from "../model.js";

/** Help text per violation type (DESIGN.md "Compliance"): the rules of SARIF, the check names of GitLab. */
export const RULE_HELP: Record<string, string> = {
  MISSING_REQUIRED_PROPERTY:
    "A field the contract requires is missing from the asset. Add the field back, or change the contract in the same pull request.",
  MISSING_OPTIONAL_PROPERTY:
    "An optional field of the contract is missing from the asset. Add it back, or drop it from the contract.",
  INCOMPATIBLE_TYPE:
    "The field's type narrows or changes the contract's type, so readers of the old data break. Widenings such as int32 to int64 pass.",
  REQUIRED_PROPERTY_NOW_OPTIONAL:
    "A field the contract requires became optional (nullable). Readers that rely on a value break.",
  ENUM_VALUE_REMOVED: "An enum symbol of the contract was removed from the asset.",
  CONSTRAINT_VIOLATION: "The field breaks a constraint of the contract (length, precision, format, ...).",
  PII_FIELD_ADDED:
    "A field that looks like personal data was added to an asset whose contract restricts PII.",
  UNREADABLE_FILE:
    "A schema, contract or config file of the change could not be read, so it could not be checked. Fix the file.",
};

export const UNREADABLE_RULE = "UNREADABLE_FILE";

/** One thing to report, flattened from the check report: a violation of a contract, or an unreadable file. */
export interface Finding {
  ruleId: string;
  message: string;
  /** Repository path and line the finding points at, when known. */
  file?: string | undefined;
  line?: number | undefined;
  asset?: string | undefined;
  field?: string | undefined;
  contract?: ContractRef | undefined;
  /** The contract's level; unreadable files count as ALERT (shown, not blocking by themselves). */
  enforcementLevel: EnforcementLevel;
}

/**
 * Every violation of the outcome (INACTIVE contracts are ignored, as in the
 * verdict and the counts) and every unreadable file, in report order.
 */
export function findingsOf(outcome: AssessedReport): Finding[] {
  const findings: Finding[] = [];
  for (const check of outcome.report.checks) {
    if (check.contract.enforcementLevel === "INACTIVE") continue;
    for (const v of check.violations) {
      findings.push({
        ruleId: v.violationType,
        message: `${check.asset}: ${v.message} (contract ${check.contract.name}, ${check.contract.enforcementLevel})`,
        file: v.file ?? check.file ?? check.contract.filePath,
        line: v.line,
        asset: check.asset,
        field: v.field,
        contract: check.contract,
        enforcementLevel: check.contract.enforcementLevel,
      });
    }
  }
  for (const file of outcome.report.unreadable) {
    for (const d of file.diagnostics) {
      findings.push({
        ruleId: UNREADABLE_RULE,
        message: `${file.file}: ${d.message}`,
        file: file.file,
        line: d.line,
        enforcementLevel: "ALERT",
      });
    }
  }
  return findings;
}

/**
 * A stable identity of a finding across runs: rule, file, asset, field,
 * contract and message (two constraints of one field are two findings), not
 * the line, so a finding keeps its identity when lines above it move.
 */
export function fingerprintOf(finding: Finding, path: string | undefined): string {
  const identity = [
    finding.ruleId,
    path,
    finding.asset,
    finding.field,
    finding.contract?.id ?? finding.contract?.name,
    finding.message,
  ];
  return createHash("sha256").update(JSON.stringify(identity)).digest("hex");
}
