import type { PlanAction, ReconcilePlan } from "../outcome/plan.js";
import { inertCell as cell } from "./inert-markdown.js";

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
