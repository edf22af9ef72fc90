import { z } from "zod";

/**
 * Who may approve a change to a contract on GitHub: a login (`alice`) or a team as
 * `org/team-slug` (`acme/data-owners`). Read from the base commit only (a contract's
 * `approvers`, the configuration's `owners`): a pull request does not name its own approvers.
 */
export const GitHubApprover = z
  .string()
  .regex(
    /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,99})?$/,
    "a GitHub login (alice) or a team as org/team-slug (acme/data-owners)",
  );

/** At most this many approvers for one contract or one owner. */
export const MAX_APPROVERS = 50;

export const ApproverList = z
  .union([GitHubApprover, z.array(GitHubApprover).min(1).max(MAX_APPROVERS)])
  .transform((value) => (typeof value === "string" ? [value] : value));

/** A team approver (`org/team`) split in two; undefined for a login. */
export function teamOf(approver: string): { org: string; slug: string } | undefined {
  const [org, slug] = approver.split("/");
  return org && slug ? { org, slug } : undefined;
}
