import type { EnforcementLevel } from "../../api/resources.js";
import { teamOf } from "../../config/approvers.js";
import type { PullRequestApprovals } from "../../github/approvals.js";
import type { ContractRef, GateFinding, Waiver } from "../../outcome/model.js";
import { gateFinding } from "./rules/define.js";

/**
 * One change of the pull request that an owner of a contract must approve (docs/intended-changes.md "Owner approval"): what it is, who may approve it (read at the base), at which level
 * it blocks until then.
 */
export interface ApprovalNeed {
  /** The base contract whose owners approve; none for a waiver that names no known finding. */
  contract?: ContractRef | undefined;
  /** GitHub logins and teams (org/team-slug), from the base: the contract's approvers, the config's owners. */
  approvers: string[];
  level: EnforcementLevel;
  /** What the pull request does that needs the approval, one clause each. */
  what: string[];
  file?: string | undefined;
  line?: number | undefined;
  /** Weakening findings this approval covers: listed, not counted, once approved. */
  weakenings: GateFinding[];
  /** A waiver the pull request adds or extends: applied to its own findings once approved. */
  waiver?: Waiver | undefined;
}

/** How a need was decided: approved by whom, or why not yet. */
export type ApprovalVerdict = { approvedBy: string } | { pending: string };

/**
 * Who approved, among the approvers: a listed login, or an approving login who is an active member
 * of a listed team. A waiver's `approvedBy` is its record of who consented (published, announced):
 * each name it gives must have approved the latest commit too, or the waiver waits.
 */
export async function decide(need: ApprovalNeed, approvals: PullRequestApprovals): Promise<ApprovalVerdict> {
  if (need.approvers.length === 0) return { pending: noApprover(need) };
  if (!approvals.readable) return { pending: `It cannot pass now: ${approvals.reason}.` };
  const verdict = await approverOf(need, approvals);
  if ("pending" in verdict || !need.waiver) return verdict;
  const claimed: string[] = [];
  for (const name of need.waiver.approvedBy) if (!(await approvedAs(name, approvals))) claimed.push(name);
  if (claimed.length === 0) return verdict;
  return {
    pending: `Its approvedBy names ${claimed.join(", ")}, who has not approved the latest commit ${approvals.headSha.slice(0, 7)} (approved: ${approvals.approvedBy.join(", ")}): a waiver records who consented, so each name in approvedBy approves the pull request, or is left out.`,
  };
}

/** Whether `name` (a login, or a team through an approving active member) approved the latest commit. */
async function approvedAs(
  name: string,
  approvals: Extract<PullRequestApprovals, { readable: true }>,
): Promise<boolean> {
  const team = teamOf(name);
  if (!team) return approvals.approvedBy.some((login) => login.toLowerCase() === name.toLowerCase());
  for (const login of approvals.approvedBy)
    if ((await approvals.isMember(team.org, team.slug, login)) === true) return true;
  return false;
}

async function approverOf(
  need: ApprovalNeed,
  approvals: Extract<PullRequestApprovals, { readable: true }>,
): Promise<ApprovalVerdict> {
  const logins = new Set(need.approvers.filter((a) => !teamOf(a)).map((a) => a.toLowerCase()));
  const direct = approvals.approvedBy.find((login) => logins.has(login.toLowerCase()));
  if (direct) return { approvedBy: direct };
  const unknown: string[] = [];
  for (const approver of need.approvers) {
    const team = teamOf(approver);
    if (!team) continue;
    for (const login of approvals.approvedBy) {
      const member = await approvals.isMember(team.org, team.slug, login);
      if (member === true) return { approvedBy: `${login} (member of ${approver})` };
      if (member === "unknown") unknown.push(`${login} in ${approver}`);
    }
  }
  const others = `${
    approvals.approvedBy.length
      ? ` The approvals of ${approvals.approvedBy.join(", ")} do not count: not an approver of this contract.`
      : ""
  }${approvals.notCounted ? ` ${approvals.notCounted}` : ""}`;
  const unread = unknown.length
    ? ` The team memberships could not be read (${unknown.join(", ")}): the token needs members: read on the organization.`
    : "";
  return {
    pending: `None of them has approved the latest commit ${approvals.headSha.slice(0, 7)}.${others}${unread}${authorNote(need, approvals.author)}`,
  };
}

/** An approver who wrote the pull request cannot approve it (GitHub refuses): said, so no one waits for it. */
function authorNote(need: ApprovalNeed, author: string | undefined): string {
  if (!author || !need.approvers.some((a) => a.toLowerCase() === author.toLowerCase())) return "";
  const others = need.approvers.filter((a) => a.toLowerCase() !== author.toLowerCase());
  return others.length > 0
    ? ` ${author} is the pull request's author, and GitHub does not let an author approve their own pull request: another of them must.`
    : ` ${author}, its only approver, is the pull request's author, and GitHub does not let an author approve their own pull request: no one can approve it as it is. Name a second approver in a pull request of its own (its approval is ${author}'s), or have someone else open this one.`;
}

function noApprover(need: ApprovalNeed): string {
  if (!need.contract)
    return "No contract owner is known to approve it: it matches no finding of this check. Name the finding by rule and asset, or add the waiver in the pull request that has the finding.";
  return `No GitHub approver is known for contract ${need.contract.name} at the base, so no one can approve this here. Name approvers (GitHub logins or org/team) in the contract, or an owners entry for ${need.contract.owner ?? "its owner"} in .github/contract-sync.yml: a change of who consents needs the consent of the base's approvers, and with none, a repository administrator merges that pull request past the check.`;
}

/** The finding of a need: blocking with who must approve, or listed as approved (not counted). */
export function approvalFinding(need: ApprovalNeed, verdict: ApprovalVerdict): GateFinding {
  const subject = need.contract ? `contract ${need.contract.name}` : "a waiver";
  const change = `This pull request ${need.what.join("; ")}.`;
  if ("approvedBy" in verdict)
    return gateFinding("OWNER_APPROVAL_REQUIRED", {
      level: "INACTIVE",
      ...where(need),
      // Listed as approved: the relay knows an approval by its title (action/relay-approvals.ts claimedApprover).
      detail: `${subject} (approved)`,
      message: `${change} Approved on the latest commit by ${verdict.approvedBy}.`,
      contract: need.contract,
    });
  const who = need.approvers.length
    ? ` It passes once one of these approves its latest commit: ${need.approvers.join(", ")} (a login, or a member of a team).`
    : "";
  return gateFinding("OWNER_APPROVAL_REQUIRED", {
    level: need.level,
    ...where(need),
    detail: subject,
    message: `${change}${who} ${verdict.pending}`,
    contract: need.contract,
  });
}

/** The need's place, else its contract's file and line. */
function where(need: ApprovalNeed): { file: string | undefined; line: number | undefined } {
  if (need.file) return { file: need.file, line: need.line };
  return { file: need.contract?.filePath, line: need.contract?.line };
}
