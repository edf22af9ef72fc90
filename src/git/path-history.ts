import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";

/**
 * The versions of a path (a schema file, or a migration folder) on a branch: the commits along
 * `rev`'s first parents that changed it, oldest first, each with the object the path names there
 * (a blob, or a folder's tree: what caches of its read are keyed by). A commit that deleted the
 * path is no version. In a shallow clone the walk stops at the boundary: `complete` is false when
 * the path already existed there, so earlier versions may be unseen (the caller fails closed).
 */
export interface PathVersion {
  commit: string;
  /** Committer date, ISO 8601. */
  date: string;
  /** The commit's subject (text of the repository: shown, never run). */
  subject: string;
  /** The id of the object at `commit:path` (blob or tree). */
  object: string;
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
export function parseHistoryLog(output: string): Array<Omit<PathVersion, "object">> {
  const commits: Array<Omit<PathVersion, "object">> = [];
  for (const record of output.split("\x01")) {
    const [commit = "", date = "", ...subject] = record.replace(/\n$/, "").split("\x02");
    if (!SHA.test(commit)) continue;
    commits.push({ commit, date, subject: subject.join(" ").trim() });
  }
  return commits;
}

export async function pathHistory(git: HistoryGit, rev: string, path: string): Promise<PathHistory> {
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
    if (object) versions.push({ ...commit, object });
  });
  const boundary = await hiddenBoundary(git, rev, path);
  return { path, versions, complete: boundary === undefined, boundary };
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
