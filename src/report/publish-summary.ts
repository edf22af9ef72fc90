import { type PlanEntry, planCounts, type ReconcilePlan } from "../outcome/plan.js";
import { inertCell as cell, inertText } from "./inert-markdown.js";
import { renderPlanTable } from "./plan-table.js";

/** What a publish run did (or, on a dry run, would do), for the job summary. */
export interface PublishSummary {
  plan: ReconcilePlan;
  assetsRegistered: number;
  dryRun?: boolean | undefined;
  failure?:
    | {
        message: string;
        notApplied: readonly PlanEntry[];
        assetsNotApplied: readonly { resourceName: string }[];
      }
    | undefined;
}

/** The job summary of a publish: the counts, the plan table, and what a failure left undone. */
export function renderPublishSummary(outcome: PublishSummary): string {
  const { create, update, archive, unchanged } = outcome.plan.counts;
  const head = outcome.dryRun
    ? `Dry run, nothing changed. Plan: ${planCounts(outcome.plan)}.`
    : `Created ${create}, updated ${update}, archived ${archive}, unchanged ${unchanged} contracts; registered ${outcome.assetsRegistered} assets.`;
  const lines = ["## contract-sync: publish", "", head, ""];
  if (outcome.failure) {
    lines.push(
      `Stopped: ${inertText(outcome.failure.message)}. Not applied (the next run applies them):`,
      "",
      ...outcome.failure.notApplied.map((e) => `- ${e.action} ${cell(e.name)}`),
      ...outcome.failure.assetsNotApplied.map((a) => `- register ${cell(a.resourceName)}`),
      "",
    );
  }
  lines.push(renderPlanTable(outcome.plan));
  return `${lines.join("\n")}\n`;
}
