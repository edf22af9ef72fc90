import { execFile } from "node:child_process";
import { type SimpleGit, simpleGit } from "simple-git";
import { catFileBatch } from "./cat-file-batch.js";
import { normaliseRepoPath, type RepoFiles } from "./files.js";
import { normaliseRemoteUrl } from "./remote-url.js";

export type ChangeStatus = "added" | "modified" | "deleted" | "renamed" | "copied" | "type-changed";

export interface ChangedFile {
  status: ChangeStatus;
  /** Path at head (for a deletion: the path the file had at the base). */
  path: string;
  /** Path at the base, for renames and copies. */
  previousPath?: string | undefined;
  /** Git's similarity index (0-100) for renames and copies. */
  similarity?: number | undefined;
}

export interface GitIdentity {
  name: string;
  email: string;
  /** ISO 8601 with the offset git recorded. */
  date: string;
}

export interface Provenance {
  sha: string;
  author: GitIdentity;
  committer: GitIdentity;
  subject: string;
  /** Web address of the repository from the remote (`https://github.com/acme/x`), when it has one. */
  repositoryUrl?: string | undefined;
}

export interface EnsureCommitsOptions {
  /** Remote to fetch from; default "origin". */
  remote?: string;
  /** First `--depth` tried in a shallow clone; it grows 4x per round. Default 32. */
  initialDepth?: number;
  /** Largest `--depth` tried before `--unshallow`. Default 2048. */
  maxDepth?: number;
}

export interface EnsureCommitsResult {
  wasShallow: boolean;
  /** The git commands run to get the history (empty when nothing was needed), for the log. */
  fetches: string[];
}

const STATUS_LETTERS: Record<string, ChangeStatus> = {
  A: "added",
  M: "modified",
  D: "deleted",
  R: "renamed",
  C: "copied",
  T: "type-changed",
};

/** Parses `git diff --name-status -z` output. */
export function parseNameStatus(output: string): ChangedFile[] {
  const parts = output.split("\0");
  const changes: ChangedFile[] = [];
  let i = 0;
  while (i < parts.length) {
    const code = parts[i++];
    if (!code) continue;
    const letter = code[0] ?? "";
    const status = STATUS_LETTERS[letter];
    if (letter === "R" || letter === "C") {
      const previousPath = parts[i++] ?? "";
      const path = parts[i++] ?? "";
      changes.push({
        status: status ?? "modified",
        path,
        previousPath,
        similarity: Number(code.slice(1)) || 0,
      });
    } else {
      const path = parts[i++] ?? "";
      // U (unmerged) and X cannot occur between two commits; report them as modifications.
      changes.push({ status: status ?? "modified", path });
    }
  }
  return changes;
}

/**
 * A real repository on disk, through the `git` binary (simple-git): the adapter
 * behind sync's GitPort (src/sync/ports.ts).
 */
export class GitRepository {
  private readonly git: SimpleGit;
  /** One RevisionFiles per commit, so every reader of a commit shares its cache. */
  private readonly revisions = new Map<string, RevisionFiles>();

  constructor(readonly root: string) {
    // The environment is inherited as is: passing it through .env() would make simple-git's
    // guard refuse ordinary settings (EDITOR, GIT_SSH_COMMAND) of the user's own CI.
    this.git = simpleGit({
      baseDir: root,
      // By default simple-git resolves a failed command that wrote nothing to stderr
      // (`merge-base` without a common ancestor, `rev-parse --quiet`): every non-zero exit fails here.
      errors(error, result) {
        if (error) return error;
        if (result.exitCode === 0) return undefined;
        const stderr = Buffer.concat(result.stdErr).toString("utf8").trim();
        return new Error(stderr || `git exited with code ${result.exitCode}`);
      },
    });
  }

  async resolveCommit(rev: string): Promise<string> {
    let sha = "";
    try {
      sha = (await this.git.raw(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`])).trim();
    } catch {
      sha = "";
    }
    if (!/^[0-9a-f]{40,64}$/.test(sha)) throw new Error(`git: '${rev}' is not a commit in ${this.root}`);
    return sha;
  }

  async hasCommit(rev: string): Promise<boolean> {
    try {
      await this.git.raw(["cat-file", "-e", `${rev}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  }

  async isShallow(): Promise<boolean> {
    return (await this.git.raw(["rev-parse", "--is-shallow-repository"])).trim() === "true";
  }

  async mergeBase(base: string, head: string): Promise<string | undefined> {
    try {
      const sha = (await this.git.raw(["merge-base", base, head])).trim();
      return sha === "" ? undefined : sha;
    } catch {
      return undefined;
    }
  }

  /**
   * Files changed on `head` since it left `base` (the three-dot diff of a pull
   * request): changes that landed on the base branch meanwhile are not the PR's.
   * Without a common ancestor (unrelated histories) the two trees are compared.
   */
  async changedFiles(base: string, head: string): Promise<ChangedFile[]> {
    const from = (await this.mergeBase(base, head)) ?? (await this.resolveCommit(base));
    const to = await this.resolveCommit(head);
    const output = await this.git.raw(["diff", "--name-status", "-z", "-M", "--no-color", from, to, "--"]);
    return parseNameStatus(output);
  }

  async readFileAt(rev: string, path: string): Promise<string | undefined> {
    const clean = normaliseRepoPath(path);
    if (clean === "") return undefined;
    try {
      return await this.git.raw(["cat-file", "blob", `${rev}:${clean}`]);
    } catch (error) {
      // Absent file (or a folder) at a valid commit: undefined. A bad revision is an error.
      if (await this.hasCommit(rev)) return undefined;
      throw new Error(`git: cannot read ${clean} at '${rev}': ${firstLine(error)}`);
    }
  }

  /**
   * The exact bytes of a file at a revision (simple-git's `raw` decodes to UTF-8,
   * which mangles binary files), or undefined when it is absent there.
   */
  async readBytesAt(rev: string, path: string): Promise<Uint8Array | undefined> {
    const clean = normaliseRepoPath(path);
    if (clean === "") return undefined;
    try {
      return await new Promise<Uint8Array>((resolve, reject) => {
        execFile(
          "git",
          ["cat-file", "blob", `${rev}:${clean}`],
          { cwd: this.root, encoding: "buffer", maxBuffer: 1024 * 1024 * 1024 },
          (error, stdout) => (error ? reject(error) : resolve(new Uint8Array(stdout))),
        );
      });
    } catch (error) {
      if (await this.hasCommit(rev)) return undefined;
      throw new Error(`git: cannot read ${clean} at '${rev}': ${firstLine(error)}`);
    }
  }

  /** Many files at one revision in a single git process; undefined for the absent ones. */
  async readFilesAt(rev: string, paths: readonly string[]): Promise<Map<string, string | undefined>> {
    const sha = await this.resolveCommit(rev);
    const result = new Map<string, string | undefined>();
    // A path with a line break cannot be asked for in batch mode; those few go one by one.
    const batchable = paths.map(normaliseRepoPath).filter((p) => p !== "" && !/[\n\r]/.test(p));
    const texts = await catFileBatch(
      this.root,
      batchable.map((path) => `${sha}:${path}`),
    );
    for (const path of batchable) result.set(path, texts.get(`${sha}:${path}`));
    for (const path of paths) {
      const clean = normaliseRepoPath(path);
      if (!result.has(clean)) result.set(clean, await this.readFileAt(sha, clean));
    }
    return result;
  }

  /** Files under `dir` at `rev`, recursively, as repository-relative paths, sorted. */
  async listFilesAt(rev: string, dir = ""): Promise<string[]> {
    const clean = normaliseRepoPath(dir);
    const args = ["ls-tree", "-r", "-z", "--full-tree", "--name-only", rev];
    if (clean !== "") args.push("--", clean);
    const output = await this.git.raw(args);
    return output
      .split("\0")
      .filter((p) => p !== "")
      .sort();
  }

  /** Blobs directly inside `dir` at `rev` (no sub-folders). */
  async listDirectoryAt(rev: string, dir: string): Promise<string[]> {
    const clean = normaliseRepoPath(dir);
    const args = ["ls-tree", "-z", "--full-tree", rev];
    if (clean !== "") args.push("--", `${clean}/`);
    const output = await this.git.raw(args);
    const files: string[] = [];
    for (const entry of output.split("\0")) {
      // "<mode> <type> <object>\t<path>"
      const tab = entry.indexOf("\t");
      if (tab < 0) continue;
      const [, type] = entry.slice(0, tab).split(" ");
      if (type === "blob") files.push(entry.slice(tab + 1));
    }
    return files.sort();
  }

  /** The files of a commit. Pass a SHA: reads are cached, so a moving name like HEAD would mix versions. */
  filesAt(rev: string): RevisionFiles {
    let files = this.revisions.get(rev);
    if (!files) {
      files = new RevisionFiles(this, rev);
      this.revisions.set(rev, files);
    }
    return files;
  }

  /**
   * Makes sure `base`, `head` and their merge base are present, fetching only
   * what is missing: actions/checkout clones with depth 1 by default, and asking
   * every user for `fetch-depth: 0` (the whole history) is slow on big repositories.
   * Shallow: fetch both commits with a growing --depth until the merge base
   * appears, then --unshallow as the last resort. Complete but missing a commit
   * (a fork's head): fetch that commit.
   */
  async ensureCommits(
    base: string,
    head: string,
    options: EnsureCommitsOptions = {},
  ): Promise<EnsureCommitsResult> {
    const remote = options.remote ?? "origin";
    const maxDepth = options.maxDepth ?? 2048;
    const fetches: string[] = [];
    const wasShallow = await this.isShallow();
    const present = async () => (await this.hasCommit(base)) && (await this.hasCommit(head));
    const ready = async () => (await present()) && (await this.mergeBase(base, head)) !== undefined;
    const fetch = async (args: string[]): Promise<boolean> => {
      const command = ["fetch", "--no-tags", "--quiet", ...args];
      fetches.push(`git ${command.join(" ")}`);
      try {
        await this.git.raw(command);
        return true;
      } catch (error) {
        fetches.push(`  failed: ${firstLine(error)}`);
        return false;
      }
    };

    if (!wasShallow) {
      if (!(await present())) await fetch([remote, base, head]);
    } else if (!(await ready())) {
      for (let depth = options.initialDepth ?? 32; depth <= maxDepth; depth *= 4) {
        await fetch([`--depth=${depth}`, remote, base, head]);
        if (await ready()) break;
      }
      if ((await this.isShallow()) && !(await ready())) {
        await fetch(["--unshallow", remote, base, head]);
      }
    }
    const missing: string[] = [];
    for (const rev of [base, head]) if (!(await this.hasCommit(rev))) missing.push(rev);
    if (missing.length > 0) {
      throw new Error(
        `git: commit ${missing.join(", ")} is not in ${this.root} and could not be fetched from '${remote}'\n${fetches.join("\n")}`,
      );
    }
    return { wasShallow, fetches };
  }

  /**
   * The last commit on `rev`'s first-parent line that changed each path (for
   * a deleted file, the commit that deleted it), in one walk of the history; a path no
   * commit changed is absent. In a shallow clone the walk stops at the boundary.
   */
  async lastChanges(rev: string, paths: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    if (paths.length === 0) return found;
    const output = await this.git.raw([
      "log",
      "-z",
      // On the default branch: a merged pull request's change is its merge commit's (diffed to the first parent).
      "--first-parent",
      "--diff-merges=first-parent",
      "--no-renames",
      "--name-only",
      "--format=%x01%H",
      rev,
      "--",
      ...paths.map((p) => `:(literal)${p}`),
    ]);
    // Records are `\x01<sha>\0\n<path>\0<path>\0...`, newest commit first.
    for (const record of output.split("\x01")) {
      const [sha, ...names] = record.split("\0");
      if (!sha) continue;
      for (const name of names) {
        const path = name.replace(/^\n/, "");
        if (path && !found.has(path)) found.set(path, sha);
      }
    }
    return found;
  }

  async provenance(sha: string, remote = "origin"): Promise<Provenance> {
    const resolved = await this.resolveCommit(sha);
    const format = ["%H", "%an", "%ae", "%aI", "%cn", "%ce", "%cI", "%s"].join("%x00");
    const output = await this.git.raw(["log", "-1", `--format=${format}`, resolved, "--"]);
    const [hash = resolved, an = "", ae = "", ad = "", cn = "", ce = "", cd = "", subject = ""] = output
      .replace(/\n$/, "")
      .split("\0");
    let repositoryUrl: string | undefined;
    try {
      repositoryUrl = normaliseRemoteUrl(await this.git.raw(["remote", "get-url", remote]));
    } catch {
      repositoryUrl = undefined; // no such remote
    }
    return {
      sha: hash,
      author: { name: an, email: ae, date: ad },
      committer: { name: cn, email: ce, date: cd },
      subject,
      repositoryUrl,
    };
  }
}

/** A commit's files as a SourceFiles, so readers can read any revision. Reads are cached. */
export class RevisionFiles implements RepoFiles {
  private readonly texts = new Map<string, Promise<string | undefined>>();
  private readonly bytes = new Map<string, Promise<Uint8Array | undefined>>();
  private readonly dirs = new Map<string, Promise<string[]>>();

  constructor(
    private readonly repository: GitRepository,
    readonly rev: string,
  ) {}

  readText(path: string): Promise<string | undefined> {
    const clean = normaliseRepoPath(path);
    let text = this.texts.get(clean);
    if (!text) {
      text = this.repository.readFileAt(this.rev, clean);
      this.texts.set(clean, text);
    }
    return text;
  }

  readBytes(path: string): Promise<Uint8Array | undefined> {
    const clean = normaliseRepoPath(path);
    let bytes = this.bytes.get(clean);
    if (!bytes) {
      bytes = this.repository.readBytesAt(this.rev, clean);
      this.bytes.set(clean, bytes);
    }
    return bytes;
  }

  list(dir: string): Promise<string[]> {
    const clean = normaliseRepoPath(dir);
    let files = this.dirs.get(clean);
    if (!files) {
      // A listed folder is read next (a migration folder, file by file): its blobs come in one
      // `cat-file --batch` process now instead of one process per file then.
      files = this.repository.listDirectoryAt(this.rev, clean).then(async (listed) => {
        await this.prefetch(listed);
        return listed;
      });
      this.dirs.set(clean, files);
    }
    return files;
  }

  listAll(dir?: string): Promise<string[]> {
    return this.repository.listFilesAt(this.rev, dir);
  }

  async prefetch(paths: readonly string[]): Promise<void> {
    const wanted = paths.map(normaliseRepoPath).filter((path) => !this.texts.has(path));
    if (wanted.length === 0) return;
    try {
      const texts = await this.repository.readFilesAt(this.rev, wanted);
      for (const path of wanted)
        if (!this.texts.has(path)) this.texts.set(path, Promise.resolve(texts.get(path)));
    } catch {
      // Only a hint: reads then go one by one and report their own errors.
    }
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.trim().split("\n")[0] ?? message;
}
