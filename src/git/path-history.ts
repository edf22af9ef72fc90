import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";

/**
 * The versions of a path (a schema file, or a migration folder) on a branch: the commits along
 * `rev`'s first parents that changed it, oldest first, each with the object the path names there
 * (a blob, or a folder's tree: what caches of its read are keyed by). A commit that deleted the
 * path is no version. The walk follows renames (a commit that made the path by renaming a file,
 * or a whole folder, continues with the old path before it): a `git mv` cuts no history short.
 * In a shallow clone the walk stops at the boundary: `complete` is false when the path already
 * existed there, so earlier versions may be unseen (the caller fails closed).
 */
export interface PathVersion {
  commit: string;
  /** Committer date, ISO 8601. */
  date: string;
  /** The commit's subject (text of the repository: shown, never run). */
  subject: string;
  /** The id of the object at `commit:path` (blob or tree). */
  object: string;
  /** The path at that commit: an earlier name when the file or folder was renamed since. */
  path: string;
}

export interface PathHistory {
  path: string;
  /** Oldest first. */
  versions: PathVersion[];
  /** False when a shallow clone's boundary hides what came before the oldest version seen. */
  complete: boolean;
  /** The boundary commit that hides earlier versions, when not complete. */
  boundary?: string | undefined;
}

/** What the walk needs of a repository: git's stdout, and object ids by name (`<rev>:<path>`). */
export interface HistoryGit {
  /** The repository's root folder (git runs there). */
  root: string;
  run(args: readonly string[]): Promise<string>;
  objectId(name: string): Promise<string | undefined>;
}

const SHA = /^[0-9a-f]{40,64}$/;

/** Records of `git log --format=%x01%H%x02%cI%x02%s`: commit, date, subject. */
export function parseHistoryLog(output: string): Array<Omit<PathVersion, "object" | "path">> {
  const commits: Array<Omit<PathVersion, "object" | "path">> = [];
  for (const record of output.split("\x01")) {
    const [commit = "", date = "", ...subject] = record.replace(/\n$/, "").split("\x02");
    if (!SHA.test(commit)) continue;
    commits.push({ commit, date, subject: subject.join(" ").trim() });
  }
  return commits;
}

/** More renames than this in one path's history is taken as a loop (the walk stops there). */
const MAX_RENAMES = 64;

export async function pathHistory(git: HistoryGit, rev: string, path: string): Promise<PathHistory> {
  const versions: PathVersion[] = [];
  let at = rev;
  let current = path;
  const seen = new Set<string>([path]);
  for (let hop = 0; hop <= MAX_RENAMES; hop += 1) {
    const segment = await versionsAt(git, at, current);
    versions.unshift(...segment);
    const first = segment[0];
    const earlier = first ? await renamedFrom(git, first.commit, current) : undefined;
    if (!first || !earlier || seen.has(earlier)) break;
    seen.add(earlier);
    // The old path's versions are those before the renaming commit, on its first parent's line.
    at = `${first.commit}^1`;
    current = earlier;
  }
  const boundary = await hiddenBoundary(git, at, current);
  return { path, versions, complete: boundary === undefined, boundary };
}

/** The versions of `path` (under that name) on `rev`'s first-parent line, oldest first. */
async function versionsAt(git: HistoryGit, rev: string, path: string): Promise<PathVersion[]> {
  const output = await git.run([
    "log",
    // On the default branch: a merged pull request's change is its merge commit's (diffed to the first parent).
    "--first-parent",
    "--diff-merges=first-parent",
    "--no-renames",
    "--format=%x01%H%x02%cI%x02%s",
    rev,
    "--",
    `:(literal)${path}`,
  ]);
  const commits = parseHistoryLog(output).reverse();
  const objects = await Promise.all(commits.map((c) => git.objectId(`${c.commit}:${path}`)));
  const versions: PathVersion[] = [];
  commits.forEach((commit, i) => {
    const object = objects[i];
    if (object) versions.push({ ...commit, object, path });
  });
  return versions;
}

/**
 * The path `path` had before `commit` when that commit made it by a rename (against its first
 * parent, git's rename detection): the old file, or for a folder the old folder every renamed file
 * under it came from. Undefined when it made the path anew, or has no parent in the clone.
 */
export async function renamedFrom(
  git: HistoryGit,
  commit: string,
  path: string,
): Promise<string | undefined> {
  let output: string;
  try {
    output = await git.run(["diff", "--name-status", "-M", "-z", "--no-color", `${commit}^1`, commit]);
  } catch {
    return undefined; // a root commit, or a shallow boundary (its parent is not in the clone)
  }
  const fields = output.split("\0");
  const folders = new Set<string>();
  for (let i = 0; i < fields.length; i += 1) {
    const status = fields[i] ?? "";
    if (!/^[RC]\d*$/.test(status)) {
      i += 1; // one path follows any other status
      continue;
    }
    const [from = "", to = ""] = [fields[i + 1], fields[i + 2]];
    i += 2;
    if (!status.startsWith("R")) continue;
    if (to === path) return from;
    const rest = to.startsWith(`${path}/`) ? to.slice(path.length) : undefined;
    if (rest !== undefined && from.endsWith(rest)) folders.add(from.slice(0, from.length - rest.length));
  }
  // A folder moved whole: every renamed file under it came from one folder.
  return folders.size === 1 ? [...folders][0] : undefined;
}

/**
 * The shallow boundary on `rev`'s first-parent line when the path exists there (its earlier
 * versions are not in the clone); undefined in a complete clone or when the path is younger.
 */
async function hiddenBoundary(git: HistoryGit, rev: string, path: string): Promise<string | undefined> {
  if ((await git.run(["rev-parse", "--is-shallow-repository"])).trim() !== "true") return undefined;
  const shallowFile = (await git.run(["rev-parse", "--git-path", "shallow"])).trim();
  const cwdFile = isAbsolute(shallowFile) ? shallowFile : join(git.root, shallowFile);
  const shallow = new Set(
    (await readFile(cwdFile, "utf8").catch(() => ""))
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => SHA.test(line)),
  );
  // The oldest commits the first-parent walk reaches: the boundary (or the true root).
  const ends = (await git.run(["rev-list", "--first-parent", "--max-parents=0", rev]))
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => SHA.test(line));
  for (const end of ends) {
    if (shallow.has(end) && (await git.objectId(`${end}:${path}`))) return end;
  }
  return undefined;
}
