import { removalsOf } from "../deprecated-removals.js";
import { defineCheck, gateFinding } from "./define.js";

/** A deprecated field or contract removed from its sunset on, read by no declared consumer: listed, not counted. (deprecated-removals.ts decides; docs/intended-changes.md "Deprecation with a sunset") */
export const PLANNED_REMOVAL = defineCheck("PLANNED_REMOVAL", (facts) =>
  removalsOf(facts, "planned").map((detected) => gateFinding("PLANNED_REMOVAL", detected)),
);
