import { GitHubApprover, MAX_APPROVERS } from "../config/approvers.js";
import type { OdcsSettings } from "../config/odcs-config.js";

/**
 * Who of an ODCS contract's `team` may approve its changes: the members whose role counts as an
 * owner's (by default every role with the word "owner" in it: owner, Data Owner, dataOwner, Data
 * Product Owner; `odcs.ownerRoles` names them instead) and who have not left (a `dateOut` before
 * today). Their usernames are GitHub logins unless `odcs.logins` maps them. They become the
 * contract's approvers, read from the base commit like every approver; so a change of `team` (or
 * of the login map) is a change of who approves the contract.
 */
type Json = Record<string, unknown>;

const OWNER_WORD = /owner/i;

/** v3.0 writes `team` as the member list; v3.1 and later as an object with `members` (both read). */
function membersOf(team: unknown): Json[] {
  if (Array.isArray(team)) return team as Json[];
  const members = (team as Json | undefined)?.members;
  return Array.isArray(members) ? (members as Json[]) : [];
}

export function teamApprovers(
  document: Json,
  settings: OdcsSettings | undefined,
  today: string,
): { approvers: string[]; notes: string[] } {
  const roles = settings?.ownerRoles?.map((role) => role.toLowerCase());
  const counts = (role: unknown) =>
    typeof role === "string" && (roles ? roles.includes(role.toLowerCase()) : OWNER_WORD.test(role));
  const approvers: string[] = [];
  const notes: string[] = [];
  for (const [i, member] of membersOf(document.team).entries()) {
    if (!counts(member.role) || typeof member.username !== "string") continue;
    // An ISO date or date-time: its first ten characters compare as dates.
    if (typeof member.dateOut === "string" && member.dateOut.slice(0, 10) < today) continue;
    const login = settings?.logins?.[member.username] ?? member.username;
    if (!GitHubApprover.safeParse(login).success) {
      notes.push(
        `team member ${i + 1} (${member.username}) is no GitHub login: map it in .github/contract-sync.yml odcs.logins`,
      );
      continue;
    }
    if (!approvers.some((known) => known.toLowerCase() === login.toLowerCase())) approvers.push(login);
  }
  return { approvers: approvers.slice(0, MAX_APPROVERS), notes };
}
