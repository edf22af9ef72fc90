import { appendFile, lstat, mkdir, readFile, realpath, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import { UsageError } from "./io.js";

/**
 * Writing new files into a repository whose folders the repository itself
 * chose: a committed `contracts` or `.github` may be a symbolic link to a
 * folder outside, and `mkdir` and `writeFile` follow it. Every folder on the
 * way is looked at (lstat); a link is followed only when its real path stays
 * inside the repository's real path, and a missing folder is created one level
 * at a time, so nothing is ever created outside. Refusals name the path as the
 * repository spells it; the CLI prints every error as inert lines.
 */
export class RepositoryWriter {
  private constructor(private readonly realRoot: string) {}

  static async open(root: string): Promise<RepositoryWriter> {
    return new RepositoryWriter(await realpath(root));
  }

  /**
   * Whether `path` (relative to the repository) is free to write: "exists" when
   * something is there (a dangling link counts), else "free". Throws a UsageError
   * naming the path when a folder on the way leads outside the repository.
   */
  async check(path: string): Promise<"exists" | "free"> {
    return (await this.walk(path, false)).exists ? "exists" : "free";
  }

  /** Writes a new file (never over an existing one), creating its folders inside the repository. */
  async writeNew(path: string, text: string): Promise<void> {
    const { file } = await this.walk(path, true);
    // "wx" is O_CREAT|O_EXCL: it fails on anything there, a symbolic link included.
    await writeFile(file, text, { flag: "wx" });
  }

  /**
   * Adds the lines of `text` that the file does not have yet (each once; comments only with a
   * new entry), creating the file when missing; a link in the file's place is refused, so
   * nothing outside is written. Returns the entries added.
   */
  async extend(path: string, text: string): Promise<string[]> {
    const { file, exists } = await this.walk(path, true);
    const wanted = text.split("\n").filter((line) => line.trim() !== "");
    if (!exists) {
      await writeFile(file, text, { flag: "wx" });
      return wanted.filter((line) => !line.startsWith("#"));
    }
    if (!(await lstat(file)).isFile()) throw this.refusal(path, `${path} is not a regular file`);
    const current = await readFile(file, "utf8");
    const have = new Set(current.split(/\r?\n/).map((line) => line.trim()));
    const added = wanted.filter((line) => !line.startsWith("#") && !have.has(line.trim()));
    if (added.length === 0) return [];
    const comments = wanted.filter((line) => line.startsWith("#") && !have.has(line.trim()));
    const separator = current === "" || current.endsWith("\n") ? "" : "\n";
    await appendFile(file, `${separator}${[...comments, ...added].join("\n")}\n`);
    return added;
  }

  /** Walks the folders of `path`: the file's real path, and whether something is there. */
  private async walk(path: string, create: boolean): Promise<{ file: string; exists: boolean }> {
    const parts = path.split(/[\\/]+/).filter((p) => p !== "" && p !== ".");
    if (isAbsolute(path) || parts.includes("..") || parts.length === 0) {
      throw this.refusal(path, `${path} is not a path inside the repository`);
    }
    let current = this.realRoot;
    for (const [index, part] of parts.entries()) {
      const next = join(current, part);
      const info = await lstat(next).catch(() => undefined);
      const last = index === parts.length - 1;
      if (last) return { file: next, exists: info !== undefined };
      if (!info) {
        if (create) await mkdir(next);
        current = next;
        continue;
      }
      if (info.isSymbolicLink()) {
        const target = await realpath(next).catch(() => undefined);
        const shown = parts.slice(0, index + 1).join("/");
        if (!target || !this.inside(target)) {
          throw this.refusal(
            path,
            `${shown} is a symbolic link to ${target ?? "a missing folder"}, outside the repository`,
          );
        }
        current = target;
        continue;
      }
      if (!info.isDirectory()) {
        throw this.refusal(path, `${parts.slice(0, index + 1).join("/")} is not a folder`);
      }
      current = next;
    }
    throw new Error("unreachable: a path has a last part");
  }

  private inside(target: string): boolean {
    const rel = relative(this.realRoot, target);
    return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
  }

  private refusal(path: string, why: string): UsageError {
    return new UsageError(`refusing to write ${path}: ${why}`);
  }
}
