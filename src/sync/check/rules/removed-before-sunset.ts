import { removalsOf } from "../deprecated-removals.js";
import { defineCheck, gateFinding } from "./define.js";

/** A deprecated field or contract the pull request removes before its sunset, or with none: a break saying the day it may go. (deprecated-removals.ts decides; docs/intended-changes.md "Deprecation with a sunset") */
export const REMOVED_BEFORE_SUNSET = defineCheck("REMOVED_BEFORE_SUNSET", (facts) =>
  removalsOf(facts, "early").map((detected) => gateFinding("REMOVED_BEFORE_SUNSET", detected)),
);
