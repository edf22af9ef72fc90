// The parts held to a 100% mutation score (issue "Tests that fail"): the gates' level logic, as
// named functions, and the service's workspace scoping, as the lines that name the workspace. The
// Stryker config runs each as a group of its own (`levels`, `scoping`); scores.mjs scores them.
import { readFileSync } from "node:fs";

export const LEVEL_FUNCTIONS = {
  "src/sync/check/rules/schema-unreadable.ts": [
    "strictestLevel",
    "unreadableSchemaFindings",
    "neighbourNames",
  ],
  "src/sync/check/rules/contract-points-at-no-asset.ts": ["producedSource"],
  "src/sync/check/rules/protection-weakened.ts": ["protectLevel", "weakened", "contractWeakenings"],
};

export const SCOPING_LINE = /workspace/i;

/** 1-based [first, last] lines of each named top-level function: its declaration to its closing brace. */
export function functionRanges(source, names) {
  const lines = source.split("\n");
  return names.flatMap((name) => {
    const start = lines.findIndex((l) => new RegExp(`^(export )?(async )?function ${name}\\b`).test(l));
    if (start === -1) return [];
    const end = lines.findIndex((l, i) => i > start && /^}/.test(l));
    return [[start + 1, end + 1]];
  });
}

/** Stryker `mutate` entries (`file:first-last`) for the level functions. */
export function levelRanges() {
  return Object.entries(LEVEL_FUNCTIONS).flatMap(([file, names]) =>
    functionRanges(readFileSync(file, "utf8"), names).map(([first, last]) => `${file}:${first}-${last}`),
  );
}

/** Stryker `mutate` entries for the lines of `files` that name the workspace. */
export function scopingRanges(files) {
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (SCOPING_LINE.test(line) ? [`${file}:${i + 1}-${i + 1}`] : [])),
  );
}
