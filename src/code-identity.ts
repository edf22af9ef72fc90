import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * One digest of the code a cached result came from: each file's name and bytes, in the order
 * given (an unreadable file counts as its name and "unreadable"). Caches keyed by it are never
 * read by other code.
 */
export function identityOfFiles(files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of files) {
    try {
      hash.update(file.slice(file.lastIndexOf("/") + 1)).update(readFileSync(file));
    } catch {
      hash.update(`${file}: unreadable`);
    }
  }
  return hash.digest("hex");
}
