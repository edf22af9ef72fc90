import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
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
}

/** `./a//b/` -> `a/b`; the repository root is "". */
export function normaliseRepoPath(path: string): string {
  return path
    .replace(/\\/g, "/")
    .split("/")
    .filter((part) => part !== "" && part !== ".")
    .join("/");
}

/**
 * The working tree on disk, for the CLI run outside CI. Never leaves `root`:
 * `..` segments are refused (undefined / empty), so a config cannot read /etc.
 */
export class WorkingTreeFiles implements RepoFiles {
  constructor(private readonly root: string) {}

  async readText(path: string): Promise<string | undefined> {
    const clean = normaliseRepoPath(path);
    if (clean === "" || clean.split("/").includes("..")) return undefined;
    try {
      return await readFile(join(this.root, clean), "utf8");
    } catch {
      return undefined;
    }
  }

  /** Size on disk, so a limited read refuses a large file before reading it. */
  async size(path: string): Promise<number | undefined> {
    const clean = normaliseRepoPath(path);
    if (clean === "" || clean.split("/").includes("..")) return undefined;
    const info = await stat(join(this.root, clean)).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
  }

  async readBytes(path: string): Promise<Uint8Array | undefined> {
    const clean = normaliseRepoPath(path);
    if (clean === "" || clean.split("/").includes("..")) return undefined;
    try {
      return new Uint8Array(await readFile(join(this.root, clean)));
    } catch {
      return undefined;
    }
  }

  async list(dir: string): Promise<string[]> {
    const clean = normaliseRepoPath(dir);
    if (clean.split("/").includes("..")) return [];
    try {
      const entries = await readdir(join(this.root, clean), { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => (clean === "" ? entry.name : `${clean}/${entry.name}`))
        .sort();
    } catch {
      return [];
    }
  }

  async listAll(dir = ""): Promise<string[]> {
    const clean = normaliseRepoPath(dir);
    if (clean.split("/").includes("..")) return [];
    try {
      const entries = await readdir(join(this.root, clean), { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join("/"))
        .filter((file) => !file.startsWith(".git/"))
        .sort();
    } catch {
      return [];
    }
  }
}
