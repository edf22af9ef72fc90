import type { Fix, Log, ReportingDescriptor, Result } from "sarif";
import type { EnforcementLevel } from "../../api/resources.js";
import type { AssessedReport } from "../../outcome/model.js";
import { findingPlace, type RepositoryPath, repositoryPath } from "../../repository-path.js";
import {
  type Finding,
  findingLine,
  RULE_IDS,
  RULE_REFERENCE_PAGE,
  RULES,
  type SuggestedLine,
} from "../../rules/index.js";
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

/** A file and line as a SARIF physical location, relative to the checked-out repository. */
const physicalLocation = (file: RepositoryPath, line: number | undefined) => ({
  artifactLocation: { uri: file, uriBaseId: "%SRCROOT%" },
  ...(line ? { region: { startLine: line } } : {}),
});

/** A finding's line to write (the version) as a SARIF fix: the whole line replaced (columns in UTF-16 units). */
const lineFix = (file: RepositoryPath, suggestion: SuggestedLine): Fix => ({
  description: { text: `write ${suggestion.suggested.trim()}` },
  artifactChanges: [
    {
      artifactLocation: physicalLocation(file, undefined).artifactLocation,
      replacements: [
        {
          deletedRegion: {
            startLine: suggestion.line,
            startColumn: 1,
            endColumn: suggestion.current.length + 1,
          },
          insertedContent: { text: suggestion.suggested },
        },
      ],
    },
  ],
});

/** The contract's own place, when it is another file than the change's: where a fix of the contract goes. */
function contractLocation(finding: Finding): Pick<Result, "relatedLocations"> {
  const contract = finding.contract;
  const path = repositoryPath(contract?.filePath);
  if (!contract || !path || contract.filePath === finding.file) return {};
  return {
    relatedLocations: [
      {
        id: 0,
        physicalLocation: physicalLocation(path, contract.line),
        message: { text: `contract ${contract.name}` },
      },
    ],
  };
}

const ruleName = (id: string): string =>
  id
    .toLowerCase()
    .split("_")
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");

/** The rule table as SARIF reporting descriptors, in the table's order (results index into it). */
const DESCRIPTORS: ReportingDescriptor[] = RULE_IDS.map((id) => {
  const rule = RULES[id];
  return {
    id,
    name: ruleName(id),
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.help },
    help: { text: rule.help },
    properties: {
      category: rule.category,
      defaultLevel: rule.defaultLevel,
      docs: `${RULE_REFERENCE_PAGE}#${rule.anchor}`,
    },
  };
});

/**
 * One finding as a SARIF result. Code scanning links a location's file: a path that could leave
 * the repository gets no location (nor fix) and is said in the message (src/repository-path.ts).
 */
function resultOf(finding: Finding): Result {
  const { file, line, unlinked } = findingPlace(finding.file, finding.line);
  return {
    ruleId: finding.rule,
    ruleIndex: RULE_IDS.indexOf(finding.rule),
    // Existing debt (the base has it alike) is a note, whatever its contract's level: it blocks nothing.
    level: finding.existingDebt || finding.waiver ? "note" : LEVEL[finding.level],
    baselineState: finding.existingDebt ? "unchanged" : "new",
    // A waived finding is suppressed in SARIF's own terms: accepted, with the ledger's reason.
    ...(finding.waiver
      ? { suppressions: [{ kind: "external", status: "accepted", justification: finding.waiver.reason }] }
      : {}),
    message: { text: `${findingLine(finding)}${unlinked}` },
    // Keeps a code scanning alert the same alert across runs (the same identity as GitLab's fingerprint).
    partialFingerprints: { "contractSyncFinding/v1": finding.fingerprint },
    ...(file ? { locations: [{ physicalLocation: physicalLocation(file, line) }] } : {}),
    ...contractLocation(finding),
    ...(file && finding.suggestedLine ? { fixes: [lineFix(file, finding.suggestedLine)] } : {}),
    properties: {
      enforcementLevel: finding.level,
      ...(finding.asset ? { asset: finding.asset } : {}),
      ...(finding.field ? { field: finding.field } : {}),
      ...(finding.contract ? { contract: finding.contract.name } : {}),
      ...(finding.existingDebt ? { existingDebt: true } : {}),
      ...(finding.waiver
        ? { waivedUntil: finding.waiver.expires, waivedBy: finding.waiver.approvedBy.join(", ") }
        : {}),
    },
  };
}

/**
 * SARIF 2.1.0 of a check outcome: one result per finding (ruleId and level from the finding,
 * its fingerprint as the partial fingerprint), located by repository path and line, for GitHub
 * code scanning and other SARIF viewers.
 */
export function renderSarif(outcome: AssessedReport, options: SarifOptions): string {
  const results: Result[] = outcome.findings.map((finding) => resultOf(finding));
  const log: Log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "contract-sync", version: options.toolVersion, rules: DESCRIPTORS } },
        results,
        properties: {
          verdict: outcome.verdict.verdict,
          assetsChecked: outcome.assetsChecked,
          violations: outcome.violations,
          existingDebt: outcome.findings.filter((f) => f.existingDebt).length,
          waived: outcome.findings.filter((f) => f.waiver).length,
          fixed: outcome.fixed?.length ?? 0,
        },
      },
    ],
  };
  return logSafeJson(log);
}
