import type { z } from "zod";
import type { ContractStatus as ContractStatusSchema } from "../api/resources.js";

/** A contract's lifecycle status, as the API's `ContractStatus` enum spells it. */
export type ContractStatus = z.infer<typeof ContractStatusSchema>;

/**
 * The statuses a contract is enforced at, by a check and by the service alike: DRAFT and ARCHIVED
 * contracts enforce nothing. The one definition: TypeScript reads it through `inForce`, SQL through
 * `IN_FORCE_SQL`.
 */
export const IN_FORCE_STATUSES: readonly ContractStatus[] = ["ACTIVE", "DEPRECATED"];

/** Whether a contract is in force (a contract that states no status is ACTIVE, its schema's default). */
export function inForce(contract: { status?: ContractStatus | undefined }): boolean {
  return IN_FORCE_STATUSES.includes(contract.status ?? "ACTIVE");
}

/** `IN_FORCE_STATUSES` as a SQL list, for `status IN ${IN_FORCE_SQL}` (literals of this file, never input). */
export const IN_FORCE_SQL = `(${IN_FORCE_STATUSES.map((status) => `'${status}'`).join(", ")})`;

/** The statuses `init` may write a skeleton at: DRAFT (nothing enforced, its default) or ACTIVE. */
export const SKELETON_STATUSES = ["DRAFT", "ACTIVE"] as const satisfies readonly ContractStatus[];
