// What every reader shares: offsets to lines, an error at a file, paths relative to a file, a
// natural sort, a regular expression of a literal text.
import { posix } from "node:path";
import type { Diagnostic } from "./model.js";

/** Maps character offsets of a text to 1-based line numbers. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }

  lineAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }
}

export function errorDiagnostic(file: string, message: string, line?: number): Diagnostic {
  return line === undefined
    ? { file, severity: "error", message }
    : { file, line, severity: "error", message };
}

export { errorMessage } from "../error-message.js";

/** Resolves `target` (relative to the folder of `from`) to a repository-relative POSIX path. */
export function resolveRelative(from: string, target: string): string {
  return posix.normalize(posix.join(posix.dirname(from), target)).replace(/^\.\//, "");
}

/** Sorts migration file names the way people number them: V2 before V10. */
export function naturalCompare(a: string, b: string): number {
  naturalCollator ??= new Intl.Collator("en", { numeric: true });
  return naturalCollator.compare(a, b);
}

// One collator, made at the first sort: localeCompare with options builds one per call.
let naturalCollator: Intl.Collator | undefined;

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
