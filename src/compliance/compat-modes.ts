import type { CompatMode } from "./compat-mode.js";

/**
 * Compatibility modes as Confluent Schema Registry names them, judged from Git history instead of
 * a registry. BACKWARD: a reader of the new version reads data written with the previous one;
 * FORWARD: a reader of the previous version reads data written with the new one; FULL: both.
 * `_TRANSITIVE`: with every earlier version of the asset, not only the previous one. NONE: no
 * compatibility check (the contract and the uncontracted listing still judge the change).
 * SQL tables and code models get the same idea: BACKWARD, the new schema holds and reads the old
 * rows; FORWARD, an old reader (or writer) still works against the new table.
 */
export const COMPATIBILITY_MODES = [
  "NONE",
  "BACKWARD",
  "BACKWARD_TRANSITIVE",
  "FORWARD",
  "FORWARD_TRANSITIVE",
  "FULL",
  "FULL_TRANSITIVE",
] as const;
export type CompatibilityMode = (typeof COMPATIBILITY_MODES)[number];

/** Where a transitive mode's line of versions starts: every version, or the contract's current major one. */
export const COMPATIBILITY_LINES = ["all", "major"] as const;
export type CompatibilityLine = (typeof COMPATIBILITY_LINES)[number];

/** The direction a mode judges in (compat-mode.ts), and whether every earlier version counts. */
export function modeParts(mode: CompatibilityMode): {
  direction: CompatMode | undefined;
  transitive: boolean;
} {
  if (mode === "NONE") return { direction: undefined, transitive: false };
  const transitive = mode.endsWith("_TRANSITIVE");
  const base = mode.replace("_TRANSITIVE", "").toLowerCase() as CompatMode;
  return { direction: base, transitive };
}

const DIRECTIONS: Record<CompatMode, readonly string[]> = {
  backward: ["backward"],
  forward: ["forward"],
  full: ["backward", "forward"],
};

/**
 * Whether `now` checks at least what `was` checks (each of its directions, over at least as many
 * versions): a mode that does not is a weakening (an unset mode is NONE).
 */
export function modeCovers(now: CompatibilityMode | undefined, was: CompatibilityMode | undefined): boolean {
  const before = modeParts(was ?? "NONE");
  const after = modeParts(now ?? "NONE");
  if (!before.direction) return true;
  if (!after.direction) return false;
  const kept = DIRECTIONS[after.direction];
  return (
    DIRECTIONS[before.direction].every((d) => kept.includes(d)) && (!before.transitive || after.transitive)
  );
}
