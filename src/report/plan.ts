import type { ContractCreate } from "../api/resources.js";
import { inertCell as cell } from "./inert-markdown.js";

/** What a reconcile does to one contract (README "What the service holds after a merge": Git is the source of truth). */
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

/**
 * The plan as a GFM table (contract, action, version before -> after,
 * reason), changes first. Names come from the repository: every cell is
 * escaped, so a contract's name cannot make markup.
 */
export function renderPlanTable(plan: ReconcilePlan, options: { limit?: number } = {}): string {
  const order: PlanAction[] = ["create", "update", "archive", "unchanged"];
  const sorted = order.flatMap((action) => plan.entries.filter((e) => e.action === action));
  const limit = options.limit ?? 1000;
  const rows = sorted.slice(0, limit).map((e) => {
    const version =
      e.versionBefore === e.versionAfter
        ? cell(e.versionAfter)
        : `${cell(e.versionBefore)} -> ${cell(e.versionAfter)}`;
    return `| ${cell(e.name)} | ${e.action} | ${version} | ${cell(e.reason)} |`;
  });
  const more = sorted.length > limit ? [`\n…and ${sorted.length - limit} more contracts.`] : [];
  return ["| Contract | Action | Version | Reason |", "| --- | --- | --- | --- |", ...rows, ...more, ""].join(
    "\n",
  );
}
