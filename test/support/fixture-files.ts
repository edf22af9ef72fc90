import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Every file below `dir` by its path from `dir` (POSIX), under `prefix`: a fixture tree to write into a repository. */
export function fixtureFiles(dir: string, prefix = ""): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[`${prefix}${relative(dir, path).split("\\").join("/")}`] = readFileSync(path, "utf8");
    }
  };
  walk(dir);
  return files;
}
