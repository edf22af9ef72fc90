import { removalsOf } from "../deprecated-removals.js";
import { defineCheck, gateFinding } from "./define.js";

/** A deprecated field or contract removed from its sunset on while a declared consumer reads it: a break naming them. (deprecated-removals.ts decides; docs/intended-changes.md "Deprecation with a sunset") */
export const REMOVED_WHILE_READ = defineCheck("REMOVED_WHILE_READ", (facts) =>
  removalsOf(facts, "read").map((detected) => gateFinding("REMOVED_WHILE_READ", detected)),
);
