import picomatch from "picomatch";
import { errorMessage } from "../../error-message.js";
import type { RepoFiles } from "../../git/files.js";

/**
 * Who GitHub asks to review a file (CODEOWNERS, docs/intended-changes.md "Who may consent"): the
 * owners of the last line whose pattern matches the path. `init` writes a line per contract file;
 * a pull request that changes who owns a contract file changes who consents to it.
 */

/** Where GitHub looks for the file, in its order: the first that exists is used. */
export const CODEOWNERS_FILES = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"] as const;

interface OwnersLine {
  matches: (path: string) => boolean;
  owners: string[];
}

export interface Codeowners {
  file: string | undefined;
  /** The file's text: two ends with the same text own alike. */
  text: string | undefined;
  /** Why the file GitHub would use cannot be read (a symbolic link): who owns what is unknown. */
  problem?: string | undefined;
  /** The owners GitHub asks for the path (lower case, sorted); none when no line matches. */
  ownersOf(path: string): string[];
}

/** The file GitHub would use at this commit, parsed; a commit without one owns nothing. */
export async function readCodeowners(files: RepoFiles): Promise<Codeowners> {
  for (const file of CODEOWNERS_FILES) {
    let text: string | undefined;
    try {
      text = await files.readText(file);
    } catch (error) {
      // Fail closed, at the file: a change of it needs the owners (consent-changes.ts), never a crash.
      return { file, text: undefined, problem: errorMessage(error), ownersOf: () => [] };
    }
    if (text !== undefined) return parseCodeowners(text, file);
  }
  return { file: undefined, text: undefined, ownersOf: () => [] };
}

export function parseCodeowners(text: string, file: string | undefined): Codeowners {
  const lines: OwnersLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|[^\\])#.*$/, "$1").trim();
    if (line === "") continue;
    // A pattern ends at the first space that is not escaped.
    const [pattern = "", ...owners] = line.split(/(?<!\\)\s+/);
    lines.push({ matches: patternMatcher(pattern), owners: owners.map((o) => o.toLowerCase()).sort() });
  }
  return {
    file,
    text,
    ownersOf: (path) => lines.findLast((l) => l.matches(path))?.owners ?? [],
  };
}

/** A CODEOWNERS (gitignore-like) pattern as a matcher of repository paths. */
function patternMatcher(pattern: string): (path: string) => boolean {
  const directory = pattern.endsWith("/");
  let glob = pattern.replace(/\/+$/, "");
  // A pattern with a slash before its end is anchored at the root; one without matches at any depth.
  glob = glob.startsWith("/") ? glob.slice(1) : glob.includes("/") ? glob : `**/${glob}`;
  const globs = directory ? [`${glob}/**`] : [glob, `${glob}/**`];
  const match = picomatch(globs, { dot: true });
  return (path) => match(path);
}
