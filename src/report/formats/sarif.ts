import type { Log, ReportingDescriptor, Result } from "sarif";
import type { EnforcementLevel } from "../../api/resources.js";
import type { AssessedReport } from "../model.js";
import { findingsOf, fingerprintOf, RULE_HELP } from "./findings.js";
import { logSafeJson } from "./log-safe.js";

export interface SarifOptions {
  toolVersion: string;
}

const LEVEL: Record<EnforcementLevel, Result.level> = {
  BLOCK: "error",
  ALERT: "warning",
  NOTIFY: "note",
  RECORD: "note",
  INACTIVE: "none",
};

const ruleName = (id: string): string =>
  id
    .toLowerCase()
    .split("_")
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");

/**
 * SARIF 2.1.0 of a check outcome: one result per violation (ruleId = the
 * violation type, level from the contract's enforcement) and per unreadable
 * file, located by repository path and line, for GitHub code scanning and
 * other SARIF viewers.
 */
export function renderSarif(outcome: AssessedReport, options: SarifOptions): string {
  const rules: ReportingDescriptor[] = Object.entries(RULE_HELP).map(([id, help]) => ({
    id,
    name: ruleName(id),
    shortDescription: { text: id.toLowerCase().replaceAll("_", " ") },
    fullDescription: { text: help },
    help: { text: help },
  }));
  const ruleIndex = new Map(rules.map((rule, i) => [rule.id, i]));
  const results: Result[] = findingsOf(outcome).map((finding) => ({
    ruleId: finding.ruleId,
    ...(ruleIndex.has(finding.ruleId) ? { ruleIndex: ruleIndex.get(finding.ruleId) } : {}),
    level: LEVEL[finding.enforcementLevel],
    message: { text: finding.message },
    // Keeps a code scanning alert the same alert across runs (the same identity as GitLab's fingerprint).
    partialFingerprints: { "contractSyncFinding/v1": fingerprintOf(finding, finding.file) },
    ...(finding.file
      ? {
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: finding.file, uriBaseId: "%SRCROOT%" },
                ...(finding.line ? { region: { startLine: finding.line } } : {}),
              },
            },
          ],
        }
      : {}),
    properties: {
      enforcementLevel: finding.enforcementLevel,
      ...(finding.asset ? { asset: finding.asset } : {}),
      ...(finding.field ? { field: finding.field } : {}),
      ...(finding.contract ? { contract: finding.contract.name } : {}),
    },
  }));
  const log: Log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "contract-sync",
            version: options.toolVersion,
            rules,
          },
        },
        results,
        properties: {
          verdict: outcome.verdict.verdict,
          assetsChecked: outcome.assetsChecked,
          violations: outcome.violations,
        },
      },
    ],
  };
  return logSafeJson(log);
}
