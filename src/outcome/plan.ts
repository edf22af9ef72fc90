import type { ContractCreate } from "../api/resources.js";

/** What a reconcile does to one contract (docs/workflow.md "What the service holds after a merge (reconcile)": Git is the source of truth). */
export type PlanAction = "create" | "update" | "archive" | "unchanged";

export interface PlanEntry {
  action: PlanAction;
  id: string;
  name: string;
  /** The file at the pushed commit; for an archive, the file the service last recorded. */
  filePath: string | undefined;
  versionBefore: string | undefined;
  versionAfter: string | undefined;
  /** Why, in a few words: "not in the service", "spec changed", "file gone", ... */
  reason: string;
  /** What to send (without provenance): the repository's contract, or the held one ARCHIVED. */
  body: ContractCreate | undefined;
}

export interface ReconcilePlan {
  entries: PlanEntry[];
  counts: Record<PlanAction, number>;
}

/** One line of counts: what the plan does (or did). */
export function planCounts(plan: ReconcilePlan): string {
  const { create, update, archive, unchanged } = plan.counts;
  if (create + update + archive === 0) return `nothing to do: ${unchanged} contracts unchanged`;
  return `${create} to create, ${update} to update, ${archive} to archive, ${unchanged} unchanged`;
}
