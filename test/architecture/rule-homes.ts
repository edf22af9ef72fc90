import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

// What the rule-homes test reads of the tree, as pure functions over file texts, so each check
// can be shown to catch a planted violation (docs/architecture.md "How to add a rule").

export interface TextFile {
  path: string;
  text: string;
}

/** Every `.ts` file under `dir` (relative to `root`, `/` separators) with its text. */
export function tsFiles(root: string, dir: string): TextFile[] {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(at, e.name)) : e.name.endsWith(".ts") ? [join(at, e.name)] : [],
    );
  return walk(join(root, dir)).map((file) => ({
    path: relative(root, file).split("\\").join("/"),
    text: readFileSync(file, "utf8"),
  }));
}

/** `ASSET_MOVED` -> `asset-moved`: a rule's file name. */
export const kebab = (rule: string) => rule.toLowerCase().replaceAll("_", "-");

/**
 * Each quoted literal of a rule id (`"ASSET_MOVED"`, in quotes of any kind) in a file that is not
 * the rule's home and not allowed for it: `path: RULE`. The table (`src/rules/`) names every rule
 * as a key, unquoted, and is not read.
 */
export function idsOutsideHome(
  files: readonly TextFile[],
  homes: ReadonlyMap<string, string>,
  allowed: Readonly<Record<string, readonly string[]>>,
): string[] {
  return files.flatMap((file) =>
    [...homes]
      .filter(([rule, home]) => file.path !== home && !(allowed[rule] ?? []).includes(file.path))
      .filter(([rule]) => new RegExp(`["'\`]${rule}["'\`]`).test(file.text))
      .map(([rule]) => `${file.path}: ${rule}`),
  );
}
