import type { EnforcementLevel } from "../api/resources.js";
import type { ComplianceViolation } from "../compliance/types.js";
import { renderAssetMarkdown as renderCheck } from "../report/markdown.js";

/** What the COMMENT_MARKDOWN renderer gets for one asset. */
export interface AssetMarkdownInput {
  resourceName: string;
  contractName?: string | undefined;
  contractId: string;
  contractVersion?: string | undefined;
  owner?: string | undefined;
  fileUri?: string | undefined;
  enforcementLevel: EnforcementLevel;
  status: "COMPLIANT" | "NON_COMPLIANT" | "NO_CHANGE";
  violations: ComplianceViolation[];
}

/** Endpoint 6 COMMENT_MARKDOWN: the same section the PR comment shows for the asset (src/report). */
export function renderAssetMarkdown(input: AssetMarkdownInput): string {
  const name = input.contractName ?? input.contractId;
  if (input.status === "NO_CHANGE") {
    return `⏸️ \`${input.resourceName}\` is unchanged since its registration; contract ${name} was not checked.\n`;
  }
  return renderCheck({
    asset: input.resourceName,
    contract: {
      id: input.contractId,
      name,
      version: input.contractVersion,
      owner: input.owner,
      enforcementLevel: input.enforcementLevel,
      fileUri: input.fileUri,
    },
    violations: input.violations,
  });
}
