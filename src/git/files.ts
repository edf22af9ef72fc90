import { directorySource } from "../schema/fs-source.js";
import type { SourceFiles } from "../schema/model.js";

/**
 * The files of one version of a repository (a commit, or the working tree):
 * what readers need (SourceFiles) plus a recursive listing, for finding schema
 * and contract files by glob. Paths are repository-relative, POSIX separators.
 */
export interface RepoFiles extends SourceFiles {
  /** Every file under `dir` (the whole repository when omitted), recursively, sorted. */
  listAll(dir?: string): Promise<string[]>;
  /** Hint that these files will be read soon, so they can be read in one go (a Git revision does). */
  prefetch?(paths: readonly string[]): Promise<void>;
  /** Each file's Git blob id (a commit's files; absent on a working tree), for caches keyed by content. */
  blobIds?(paths: readonly string[]): Promise<Map<string, string>>;
  /**
   * What each path names (a file's or a folder's object id; undefined when absent), without
   * listing the whole tree: the history cache asks it of every version (a commit's files only).
   */
  objectIds?(paths: readonly string[]): Promise<Map<string, string | undefined>>;
  /** The paths directly inside `dir` (every entry but a sub-folder), sorted, from its tree alone (a commit's files only). */
  entryPaths?(dir: string): Promise<string[]>;
}

/** What normalising changes: a backslash, an empty segment (leading, trailing or doubled slash), a "." segment. */
const NOT_CLEAN = /\\|\/\/|^\/|\/$|(?:^|\/)\.(?:\/|$)/;

/** `./a//b/` -> `a/b`; the repository root is "". */
export function normaliseRepoPath(path: string): string {
  // Most paths are clean already (a listing of 50,000 asks for each): returned as they are.
  if (!NOT_CLEAN.test(path)) return path;
  return path
    .replace(/\\/g, "/")
    .split("/")
    .filter((part) => part !== "" && part !== ".")
    .join("/");
}

/**
 * The working tree on disk, for the CLI run outside CI: the readers' one directory source, which
 * reads nothing outside `root` (no `..`, no absolute path, no symbolic link on the way), with
 * `.git/` left out of the listing.
 */
export function workingTreeFiles(root: string): RepoFiles {
  const files = directorySource(root);
  return {
    ...files,
    listAll: async (dir = "") =>
      ((await files.listAll?.(dir)) ?? []).filter((file) => !file.startsWith(".git/")),
  };
}
