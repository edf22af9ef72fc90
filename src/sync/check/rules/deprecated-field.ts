import { deprecatedRemovals } from "../deprecated-removals.js";
import { touchedDeprecations } from "../deprecation-notices.js";
import { defineCheck, gateFinding } from "./define.js";

/**
 * The deprecated fields of the contracts a pull request touches that it changes, or whose sunset is
 * within 30 days or has come: listed with their sunsets and readers, not counted (deprecation-notices.ts).
 */
export const DEPRECATED_FIELD = defineCheck("DEPRECATED_FIELD", async ({ run, start }) => {
  const { today } = start;
  const notices = await touchedDeprecations(run, deprecatedRemovals(run.changedFiles, today), today);
  return notices.map((detected) => gateFinding("DEPRECATED_FIELD", detected));
});
