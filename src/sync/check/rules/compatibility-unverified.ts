import { defineCheck, gateFinding } from "./define.js";

/**
 * COMPATIBILITY_UNVERIFIED: the compatibility modes' judgements of kind `unverified` (src/sync/compatibility.ts,
 * gathered once in compatibility-facts.ts), at the level their contract (or, at ALERT, their
 * source rule) gives.
 */
export const COMPATIBILITY_UNVERIFIED = defineCheck("COMPATIBILITY_UNVERIFIED", ({ compatibility }) =>
  compatibility
    .filter((judgement) => judgement.kind === "unverified")
    .map(({ kind: _kind, ...judgement }) => gateFinding("COMPATIBILITY_UNVERIFIED", judgement)),
);
