import { errorMessage } from "../error-message.js";
import { headApprovals, type PullRequestReview } from "../github/approvals.js";
import type { CheckReport, GateFinding } from "../outcome/model.js";
import { RULES } from "../rules/index.js";

/**
 * A fork's report is the fork's word: its run could claim an owner approved. The relay posts in
 * the repository's own voice, so an approval it shows is one it has seen: each approval the report
 * claims (an OWNER_APPROVAL_REQUIRED listed as approved, a weakening "(approved by X)") is checked
 * against GitHub's reviews of the run's head commit; one GitHub does not show counts again, at BLOCK,
 * saying the fork's run claimed it. The relay cannot tell who owns a contract (it reads no files),
 * nor see a finding the fork left out: docs/workflow.md says so.
 */

const APPROVED_ON_HEAD = /Approved on the latest commit by ([A-Za-z0-9-]+)/;
const APPROVED_WEAKENING = /\(approved by ([A-Za-z0-9-]+)(?: \(member of [^)]*\))?\)$/;

/** The login a finding claims approved it, if it claims one. */
function claimedApprover(finding: GateFinding): string | undefined {
  if (finding.level !== "INACTIVE") return undefined;
  if (finding.rule === "OWNER_APPROVAL_REQUIRED")
    return isApprovalClaim(finding) ? (APPROVED_ON_HEAD.exec(finding.message)?.[1] ?? "") : undefined;
  if (finding.rule === "PROTECTION_WEAKENED") return APPROVED_WEAKENING.exec(finding.message)?.[1];
  return undefined;
}

/**
 * An approval listed by the check ("Owner approval required: contract orders (approved)"), by an
 * earlier version's title ("Approved by an owner: ..."), or by its sentence: any of them is a claim
 * to verify (recognising more claims only verifies more).
 */
function isApprovalClaim(finding: GateFinding): boolean {
  return (
    finding.title.endsWith(" (approved)") ||
    finding.title.startsWith("Approved by an owner") ||
    APPROVED_ON_HEAD.test(finding.message)
  );
}

/** The report with each approval GitHub does not show on `headSha` counted again, at BLOCK. */
export async function verifiedApprovals(
  report: CheckReport,
  headSha: string,
  reviews: () => Promise<PullRequestReview[]>,
): Promise<CheckReport> {
  const claims = (report.findings ?? []).map(claimedApprover);
  if (claims.every((c) => c === undefined)) return report;
  let approved: Set<string>;
  let unread = "";
  try {
    approved = new Set(headApprovals(await reviews(), headSha).map((l) => l.toLowerCase()));
  } catch (error) {
    approved = new Set();
    unread = ` (the relay could not read the reviews: ${errorMessage(error)})`;
  }
  const findings = (report.findings ?? []).map((finding, i) => {
    const login = claims[i];
    if (login === undefined || (login !== "" && approved.has(login.toLowerCase()))) return finding;
    return {
      ...finding,
      level: "BLOCK" as const,
      title: `${RULES.OWNER_APPROVAL_REQUIRED.title}: approval not verified`,
      message: `The fork's run reports this as approved${login ? ` by ${login}` : ""}, but GitHub shows no such approval of the latest commit ${headSha.slice(0, 7)}${unread}: the relay does not vouch for it. The fork's report says: ${finding.message}`,
    };
  });
  return { ...report, findings };
}
