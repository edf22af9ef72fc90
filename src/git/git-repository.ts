import { execFile } from "node:child_process";
import { errorMessage } from "../error-message.js";
import { CatFileBatch } from "./cat-file-batch.js";
import { normaliseRepoPath, type RepoFiles } from "./files.js";
import { type MergeResult, mergeResult } from "./merge.js";
import { type PathHistory, pathHistory } from "./path-history.js";
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

/** An entry of a commit's tree: a blob (file or symlink) or a commit (a submodule). */
interface TreeEntry {
  /** Git's file mode: 100644 or 100755 for a file, 120000 for a symbolic link, 160000 for a submodule. */
  mode: string;
  type: string;
  oid: string;
}

/** Git's mode of a symbolic link: its blob holds the link's target path, not the file a runner reads. */
const SYMLINK_MODE = "120000";

/** The blobs of a listed tree by the folder that holds them, made at the first folder listed. */
const blobsByFolder = new WeakMap<Map<string, TreeEntry>, Map<string, string[]>>();

/** `ls-tree -r -z` output: `<mode> <type> <oid>\t<path>` records (by index: a monorepo lists 100,000). */
function parseTree(output: string): Map<string, TreeEntry> {
  const tree = new Map<string, TreeEntry>();
  let start = 0;
  while (start < output.length) {
    let end = output.indexOf("\0", start);
    if (end < 0) end = output.length;
    const tab = output.indexOf("\t", start);
    if (tab >= 0 && tab < end) {
      const typeAt = output.indexOf(" ", start) + 1;
      const oidAt = output.indexOf(" ", typeAt) + 1;
      if (typeAt > 0 && oidAt > typeAt && oidAt < tab)
        tree.set(output.slice(tab + 1, end), {
          mode: output.slice(start, typeAt - 1),
          type: output.slice(typeAt, oidAt - 1),
          oid: output.slice(oidAt, tab),
        });
    }
    start = end + 1;
  }
  return tree;
}

/**
 * A real repository on disk, through the `git` binary: the adapter behind
 * sync's GitPort (src/sync/ports.ts). Files are read through one
 * `git cat-file --batch` process per repository and one `ls-tree -r` per
 * commit, not a process per file.
 */
export class GitRepository {
  private readonly batch: CatFileBatch;
  /** One RevisionFiles per commit, so every reader of a commit shares its cache. */
  private readonly revisions = new Map<string, RevisionFiles>();
  /** Each commit's whole tree (by commit id), listed once. */
  private readonly trees = new Map<string, Promise<Map<string, TreeEntry>>>();
  /** Commits found by their id: each file read would otherwise ask again. */
  private readonly commits = new Map<string, string>();
  /** Merge bases found (they do not change; a failed lookup is asked again after a fetch). */
  private readonly mergeBases = new Map<string, string>();

  constructor(readonly root: string) {
    this.batch = new CatFileBatch(root);
  }

  /** Stops the `cat-file --batch` process (also harmless when none runs; reads start it again). */
  close(): void {
    this.batch.close();
  }

  /**
   * `git <args>` in the repository, its stdout as text. The environment is inherited as is
   * (the user's own CI settings); every non-zero exit is an error carrying git's stderr.
   */
  private raw(args: readonly string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      execFile(
        "git",
        args,
        { cwd: this.root, encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (!error) resolve(stdout);
          else {
            const code = typeof error.code === "number" ? error.code : undefined;
            const said = stderr.trim();
            reject(new Error(said || (code === undefined ? error.message : `git exited with code ${code}`)));
          }
        },
      );
    });
  }

  async resolveCommit(rev: string): Promise<string> {
    const sha = await this.commitOf(rev);
    if (!sha) throw new Error(`git: '${rev}' is not a commit in ${this.root}`);
    return sha;
  }

  async hasCommit(rev: string): Promise<boolean> {
    return (await this.commitOf(rev)) !== undefined;
  }

  /** The commit `rev` names, through the batch process (a revision with a line break names none). */
  private async commitOf(rev: string): Promise<string | undefined> {
    if (rev === "" || /\s/.test(rev)) return undefined;
    const known = this.commits.get(rev);
    if (known) return known;
    const object = await this.batch.read(`${rev}^{commit}`);
    const sha = object?.type === "commit" ? object.oid : undefined;
    // A commit id names the same commit for good (a branch moves; a missing commit may be fetched).
    if (sha && /^[0-9a-f]{40,64}$/.test(rev)) this.commits.set(rev, sha);
    return sha;
  }

  async isShallow(): Promise<boolean> {
    return (await this.raw(["rev-parse", "--is-shallow-repository"])).trim() === "true";
  }

  async mergeBase(base: string, head: string): Promise<string | undefined> {
    const key = `${base} ${head}`;
    const known = this.mergeBases.get(key);
    if (known) return known;
    try {
      const sha = (await this.raw(["merge-base", base, head])).trim();
      if (sha === "") return undefined;
      // Only commit ids are stable names: a branch may move on.
      if (/^[0-9a-f]{40,64}$/.test(base) && /^[0-9a-f]{40,64}$/.test(head)) this.mergeBases.set(key, sha);
      return sha;
    } catch {
      return undefined;
    }
  }

  /** Subjects of the commits `head` adds to `base` along its first parents, newest first (a merge queue's). */
  async firstParentSubjects(base: string, head: string): Promise<string[]> {
    const [from, to] = await Promise.all([this.resolveCommit(base), this.resolveCommit(head)]);
    const output = await this.raw(["log", "--first-parent", "--format=%s", "-z", `${from}..${to}`, "--"]);
    return output.split("\0").filter((s) => s !== "");
  }

  /** What `base` holds after merging `head` (merge.ts); `given` is a merge the caller already has. */
  async mergeResult(base: string, head: string, given?: string): Promise<MergeResult> {
    const [baseSha, headSha] = await Promise.all([this.resolveCommit(base), this.resolveCommit(head)]);
    const givenSha = given ? await this.commitOf(given) : undefined;
    return mergeResult(this.root, baseSha, headSha, await this.mergeBase(baseSha, headSha), givenSha);
  }

  /**
   * Files changed on `head` since it left `base` (the three-dot diff of a pull
   * request): changes that landed on the base branch meanwhile are not the PR's.
   * Without a common ancestor (unrelated histories) the two trees are compared.
   */
  async changedFiles(base: string, head: string): Promise<ChangedFile[]> {
    const from = (await this.mergeBase(base, head)) ?? (await this.resolveCommit(base));
    const to = await this.resolveCommit(head);
    const output = await this.raw(["diff", "--name-status", "-z", "-M", "--no-color", from, to, "--"]);
    return parseNameStatus(output);
  }

  /** The tree of the commit `rev` names: every file and submodule, by path, listed once per commit. */
  private async treeAt(rev: string, path: string): Promise<Map<string, TreeEntry>> {
    const sha = await this.commitOf(rev);
    if (!sha) throw new Error(`git: cannot read ${path || "the tree"} at '${rev}': not a commit`);
    let tree = this.trees.get(sha);
    if (!tree) {
      tree = this.raw(["ls-tree", "-r", "-z", "--full-tree", sha]).then(parseTree);
      this.trees.set(sha, tree);
      tree.catch(() => this.trees.delete(sha));
    }
    return tree;
  }

  /** A blob's bytes at a revision; undefined when the path is absent there, a folder or a submodule. */
  private async blobAt(rev: string, path: string): Promise<Buffer | undefined> {
    const clean = normaliseRepoPath(path);
    if (clean === "") return undefined;
    const entry = (await this.treeAt(rev, clean)).get(clean);
    if (entry?.type !== "blob") return undefined;
    // Read as text, a link would be its target's path (a comment to a SQL reader) while every
    // runner reads the target: refused, so that the file is a read problem, never a pass.
    if (entry.mode === SYMLINK_MODE)
      throw new Error(
        `${clean} is a symbolic link: contract-sync reads no links (a runner would read the file it points to); commit that file itself`,
      );
    const object = await this.batch.read(entry.oid);
    if (!object) throw new Error(`git: cannot read ${clean} at '${rev}': object ${entry.oid} is missing`);
    return object.content;
  }

  async readFileAt(rev: string, path: string): Promise<string | undefined> {
    return (await this.blobAt(rev, path))?.toString("utf8");
  }

  /** The exact bytes of a file at a revision, or undefined when it is absent there. */
  async readBytesAt(rev: string, path: string): Promise<Uint8Array | undefined> {
    const bytes = await this.blobAt(rev, path);
    return bytes === undefined ? undefined : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  }

  /** Many files at one revision (asked of the one batch process together); undefined for the absent ones. */
  async readFilesAt(rev: string, paths: readonly string[]): Promise<Map<string, string | undefined>> {
    const sha = await this.resolveCommit(rev);
    const clean = [...new Set(paths.map(normaliseRepoPath))];
    const texts = await Promise.all(clean.map((path) => this.readFileAt(sha, path)));
    return new Map(clean.map((path, i) => [path, texts[i]]));
  }

  /** Files under `dir` at `rev`, recursively, as repository-relative paths, sorted. */
  async listFilesAt(rev: string, dir = ""): Promise<string[]> {
    const clean = normaliseRepoPath(dir);
    const prefix = clean === "" ? "" : `${clean}/`;
    const files: string[] = [];
    for (const path of (await this.treeAt(rev, clean)).keys())
      if (path.startsWith(prefix) || path === clean) files.push(path);
    return files.sort();
  }

  /** The blob ids of files at `rev` (those that are blobs there). */
  async blobIdsAt(rev: string, paths: readonly string[]): Promise<Map<string, string>> {
    const tree = await this.treeAt(rev, "");
    const ids = new Map<string, string>();
    for (const path of paths) {
      const entry = tree.get(normaliseRepoPath(path));
      if (entry?.type === "blob") ids.set(path, entry.oid);
    }
    return ids;
  }

  /**
   * What each path names at `rev` (a blob's, a folder's or a submodule's id), asked of the one
   * batch process as `<commit>:<path>`: no `ls-tree` of the whole commit per version of a history.
   */
  async objectIdsAt(rev: string, paths: readonly string[]): Promise<Map<string, string | undefined>> {
    const sha = await this.commitOf(rev);
    if (!sha) throw new Error(`git: cannot read '${rev}': not a commit`);
    const objects = await Promise.all(
      paths.map((path) => this.batch.read(`${sha}:${normaliseRepoPath(path)}`)),
    );
    return new Map(paths.map((path, i) => [path, objects[i]?.oid]));
  }

  /** The paths directly inside `dir` at `rev` but its sub-folders, from the folder's tree object alone. */
  async entryPathsAt(rev: string, dir: string): Promise<string[]> {
    const sha = await this.commitOf(rev);
    if (!sha) throw new Error(`git: cannot read '${rev}': not a commit`);
    const clean = normaliseRepoPath(dir);
    const tree = await this.batch.read(`${sha}:${clean}`);
    if (tree?.type !== "tree") return [];
    const prefix = clean === "" ? "" : `${clean}/`;
    return treeEntries(tree.content, tree.oid.length / 2)
      .filter((entry) => entry.mode !== "40000")
      .map((entry) => prefix + entry.name)
      .sort();
  }

  /** Blobs directly inside `dir` at `rev` (no sub-folders). */
  async listDirectoryAt(rev: string, dir: string): Promise<string[]> {
    const clean = normaliseRepoPath(dir);
    const tree = await this.treeAt(rev, clean);
    let folders = blobsByFolder.get(tree);
    if (!folders) {
      // One pass over the tree for all its folders: a check lists a few (migration folders, at
      // both ends), each a pass over 50,000 paths in a monorepo.
      folders = new Map();
      for (const [path, entry] of tree) {
        if (entry.type !== "blob") continue;
        const slash = path.lastIndexOf("/");
        const folder = slash < 0 ? "" : path.slice(0, slash);
        const blobs = folders.get(folder);
        if (blobs) blobs.push(path);
        else folders.set(folder, [path]);
      }
      blobsByFolder.set(tree, folders);
    }
    return [...(folders.get(clean) ?? [])].sort();
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
        await this.raw(command);
        return true;
      } catch (error) {
        fetches.push(`  failed: ${firstLine(error)}`);
        return false;
      } finally {
        // The batch process started before the fetch; a fresh one sees what it brought.
        this.batch.close();
        this.mergeBases.clear();
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

  /** Commits on `to`'s first-parent line after `from`, newest first. */
  async firstParentCommits(from: string, to: string): Promise<string[]> {
    const [a, b] = await Promise.all([this.resolveCommit(from), this.resolveCommit(to)]);
    const output = await this.raw(["rev-list", "--first-parent", `${a}..${b}`, "--"]);
    return output.split("\n").filter((line) => line !== "");
  }

  /** The versions of `path` on `rev`'s first-parent line, oldest first (path-history.ts). */
  pathHistory(rev: string, path: string): Promise<PathHistory> {
    const git = {
      root: this.root,
      run: (args: readonly string[]) => this.raw(args),
      objectId: async (name: string) => (await this.batch.read(name))?.oid,
    };
    return pathHistory(git, rev, normaliseRepoPath(path));
  }

  /**
   * `path`'s whole history on `rev`'s first-parent line: in a shallow clone, fetches `rev` deeper
   * (4x per round, as ensureCommits does) until the path's first version is in, then unshallows as
   * the last resort. What it could not fetch stays `complete: false` (the caller fails closed).
   */
  async ensurePathHistory(
    rev: string,
    path: string,
    options: EnsureCommitsOptions = {},
  ): Promise<PathHistory & { fetches: string[] }> {
    const remote = options.remote ?? "origin";
    const fetches: string[] = [];
    let history = await this.pathHistory(rev, path);
    const fetch = async (args: string[]) => {
      const command = ["fetch", "--no-tags", "--quiet", ...args];
      fetches.push(`git ${command.join(" ")}`);
      try {
        await this.raw(command);
      } catch (error) {
        fetches.push(`  failed: ${firstLine(error)}`);
      } finally {
        this.batch.close();
      }
      history = await this.pathHistory(rev, path);
    };
    for (
      let depth = options.initialDepth ?? 64;
      !history.complete && depth <= (options.maxDepth ?? 4096);
      depth *= 4
    )
      await fetch([`--depth=${depth}`, remote, rev]);
    if (!history.complete && (await this.isShallow())) await fetch(["--unshallow", remote, rev]);
    return { ...history, fetches };
  }

  /**
   * The last commit on `rev`'s first-parent line that changed each path (for
   * a deleted file, the commit that deleted it), in one walk of the history; a path no
   * commit changed is absent. In a shallow clone the walk stops at the boundary.
   */
  async lastChanges(rev: string, paths: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    if (paths.length === 0) return found;
    const output = await this.raw([
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
    const output = await this.raw(["log", "-1", `--format=${format}`, resolved, "--"]);
    const [hash = resolved, an = "", ae = "", ad = "", cn = "", ce = "", cd = "", subject = ""] = output
      .replace(/\n$/, "")
      .split("\0");
    let repositoryUrl: string | undefined;
    try {
      repositoryUrl = normaliseRemoteUrl(await this.raw(["remote", "get-url", remote]));
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

  blobIds(paths: readonly string[]): Promise<Map<string, string>> {
    return this.repository.blobIdsAt(this.rev, paths);
  }

  objectIds(paths: readonly string[]): Promise<Map<string, string | undefined>> {
    return this.repository.objectIdsAt(this.rev, paths);
  }

  entryPaths(dir: string): Promise<string[]> {
    return this.repository.entryPathsAt(this.rev, dir);
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
  const message = errorMessage(error);
  return message.trim().split("\n")[0] ?? message;
}

/** A tree object's entries: `<mode> <name>\0<id bytes>` each (ids of 20 bytes, 32 in a SHA-256 repository). */
function treeEntries(content: Buffer, idBytes: number): Array<{ mode: string; name: string }> {
  const entries: Array<{ mode: string; name: string }> = [];
  let at = 0;
  while (at < content.length) {
    const space = content.indexOf(0x20, at);
    const end = content.indexOf(0x00, space + 1);
    if (space < 0 || end < 0) break;
    entries.push({
      mode: content.toString("latin1", at, space),
      name: content.toString("utf8", space + 1, end),
    });
    at = end + 1 + idBytes;
  }
  return entries;
}
