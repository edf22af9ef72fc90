import { execFile } from "node:child_process";

/**
 * What the base branch would hold after merging a pull request's head: the tree a check
 * judges (docs/rules.md "The merge result: what is judged"), so that what landed on the base after the branch was
 * cut is never blamed on the pull request.
 */
export type MergeResult =
  /** The head already holds the base tip (a rebased branch, GitHub's merge ref): check it as is. */
  | { kind: "contains-base" }
  /** A commit given as the merge (GitHub's merge ref) whose parents are the base and the head. */
  | { kind: "given"; commit: string }
  /** The merge computed here: a commit of the merged tree with the base and the head as parents. */
  | { kind: "merged"; commit: string }
  /** The merge conflicts in these files: there is no result to check. */
  | { kind: "conflict"; paths: string[] }
  /** Git before 2.38 has no `merge-tree --write-tree`: the head is checked against the merge base. */
  | { kind: "old-git"; version: string; mergeBase: string }
  /** No common history: the two trees are compared as they are. */
  | { kind: "unrelated" };

interface GitRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `git <args>` in `cwd` with its exit code (merge-tree exits 1 on a conflict, which is an answer). */
function runGit(cwd: string, args: readonly string[], env?: NodeJS.ProcessEnv): Promise<GitRun> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      args,
      { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: env ?? process.env },
      (error, stdout, stderr) => {
        if (!error) resolve({ code: 0, stdout, stderr });
        else if (typeof error.code === "number") resolve({ code: error.code, stdout, stderr });
        else reject(error);
      },
    );
  });
}

/** Fixed identity and dates: the same merge gives the same commit id, so re-runs add no objects. */
const MERGE_IDENTITY = {
  GIT_AUTHOR_NAME: "contract-sync",
  GIT_AUTHOR_EMAIL: "contract-sync@localhost",
  GIT_AUTHOR_DATE: "@0 +0000",
  GIT_COMMITTER_NAME: "contract-sync",
  GIT_COMMITTER_EMAIL: "contract-sync@localhost",
  GIT_COMMITTER_DATE: "@0 +0000",
};

/** `git version` as [major, minor] and its text. */
async function gitVersion(cwd: string): Promise<{ text: string; major: number; minor: number }> {
  const { stdout } = await runGit(cwd, ["version"]);
  const text = stdout.trim();
  const match = /(\d+)\.(\d+)/.exec(text);
  return { text, major: Number(match?.[1] ?? 0), minor: Number(match?.[2] ?? 0) };
}

/**
 * The parents `commit` records, or undefined when it is not a commit here. Read from the
 * object itself: in a shallow checkout of the merge ref, `rev-list --parents` shows none.
 */
async function parentsOf(cwd: string, commit: string): Promise<string[] | undefined> {
  const { code, stdout } = await runGit(cwd, ["cat-file", "commit", commit]);
  if (code !== 0) return undefined;
  const header = stdout.slice(0, stdout.indexOf("\n\n"));
  return [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((m) => m[1] as string);
}

/**
 * The merge of `head` into `base` (both commit ids), as `git merge-tree --write-tree`
 * computes it without touching the work tree or the index. `given` is a commit the caller
 * was handed as the merge (GitHub's merge ref): used when its parents are exactly the two.
 */
export async function mergeResult(
  cwd: string,
  base: string,
  head: string,
  mergeBase: string | undefined,
  given?: string | undefined,
): Promise<MergeResult> {
  if (given && given !== head) {
    const parents = await parentsOf(cwd, given);
    if (parents?.length === 2 && parents.includes(base) && parents.includes(head))
      return { kind: "given", commit: given };
  }
  if (!mergeBase) return { kind: "unrelated" };
  if (mergeBase === base) return { kind: "contains-base" };
  const merged = await runGit(cwd, [
    "merge-tree",
    "--write-tree",
    "--name-only",
    "--no-messages",
    base,
    head,
  ]);
  // Git before 2.38 knows only the old form: it prints its usage and exits 129 (asked only then).
  if (merged.code === 129) {
    const version = await gitVersion(cwd);
    if (version.major < 2 || (version.major === 2 && version.minor < 38))
      return { kind: "old-git", version: version.text, mergeBase };
  }
  const [tree = "", ...conflicted] = merged.stdout.split("\n").filter((line) => line !== "");
  if (merged.code === 1) return { kind: "conflict", paths: [...new Set(conflicted)] };
  if (merged.code !== 0 || !/^[0-9a-f]{40,64}$/.test(tree))
    throw new Error(`git merge-tree failed: ${merged.stderr.trim() || `exit code ${merged.code}`}`);
  const commit = await runGit(
    cwd,
    [
      "commit-tree",
      tree,
      "-p",
      base,
      "-p",
      head,
      "-m",
      "contract-sync: the pull request merged into its base",
    ],
    { ...process.env, ...MERGE_IDENTITY },
  );
  if (commit.code !== 0) throw new Error(`git commit-tree failed: ${commit.stderr.trim()}`);
  return { kind: "merged", commit: commit.stdout.trim() };
}
