import { defineCheck, gateFinding } from "./define.js";

/**
 * COMPATIBILITY_BROKEN: the compatibility modes' judgements of kind `broken` (src/sync/compatibility.ts,
 * gathered once in compatibility-facts.ts), at the level their contract (or, at ALERT, their
 * source rule) gives.
 */
export const COMPATIBILITY_BROKEN = defineCheck("COMPATIBILITY_BROKEN", ({ compatibility }) =>
  compatibility
    .filter((judgement) => judgement.kind === "broken")
    .map(({ kind: _kind, ...judgement }) => gateFinding("COMPATIBILITY_BROKEN", judgement)),
);
