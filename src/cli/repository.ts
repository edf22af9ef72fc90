import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import { promisify } from "node:util";
import { errorMessage } from "../error-message.js";
import { GitRepository } from "../git/git-repository.js";
import { UsageError } from "./io.js";

const run = promisify(execFile);

async function gitOut(dir: string, args: string[]): Promise<string> {
  const { stdout } = await run("git", ["-C", dir, ...args], { encoding: "utf8" });
  return stdout.trim();
}

/** The repository at `dir`, or a usage error that names the folder when it is not one. */
export async function openRepository(dir: string): Promise<GitRepository> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`not a git repository: ${dir} (no such folder)`);
  let top: string;
  try {
    top = await gitOut(dir, ["rev-parse", "--show-toplevel"]);
  } catch {
    throw new UsageError(`not a git repository: ${dir}`);
  }
  return new GitRepository(top);
}

async function tryResolve(git: GitRepository, rev: string): Promise<string | undefined> {
  try {
    return await git.resolveCommit(rev);
  } catch {
    return undefined;
  }
}

/**
 * Resolves a ref that a shallow or single-branch clone may lack: a commit SHA
 * is fetched by `ensureCommits`; `REMOTE/BRANCH` is fetched into its
 * remote-tracking ref (depth 1 in a shallow clone; the history is deepened later).
 */
export async function resolveFetching(
  git: GitRepository,
  rev: string,
  remote: string,
  log: (message: string) => void,
): Promise<string | undefined> {
  const known = await tryResolve(git, rev);
  if (known) return known;
  const shallow = await git.isShallow();
  const depth = shallow ? ["--depth=1"] : [];
  let args: string[] | undefined;
  if (/^[0-9a-f]{40}$/i.test(rev)) args = [remote, rev];
  else if (rev.startsWith(`${remote}/`)) {
    const branch = rev.slice(remote.length + 1);
    args = [remote, `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`];
  }
  if (!args) return undefined;
  const command = ["fetch", "--no-tags", "--quiet", ...depth, ...args];
  log(`fetching ${rev}: git ${command.join(" ")}`);
  try {
    await gitOut(git.root, command);
  } catch (error) {
    log(`fetch failed: ${errorMessage(error).split("\n")[0]}`);
    return undefined;
  }
  return tryResolve(git, rev);
}

/** The remote's default branch (`git ls-remote --symref REMOTE HEAD`), fetched when the clone lacks it. */
export async function remoteDefaultBranch(
  git: GitRepository,
  remote: string,
  log: (message: string) => void,
): Promise<string | undefined> {
  let branch: string | undefined;
  try {
    const output = await gitOut(git.root, ["ls-remote", "--symref", remote, "HEAD"]);
    branch = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(output)?.[1];
  } catch {
    return undefined; // no such remote, or it cannot be reached
  }
  return branch ? resolveFetching(git, `${remote}/${branch}`, remote, log) : undefined;
}

/** The exact command that gets what a check of `base...head` needs, for a user whose clone lacks it. */
export function fetchAdvice(git: GitRepository, remote: string, base: string): string {
  return `git -C ${git.root} fetch --no-tags --unshallow ${remote} ${base.startsWith(`${remote}/`) ? base.slice(remote.length + 1) : base}`;
}

/**
 * Makes sure base, head and their merge base are in the clone (a CI checkout is
 * often shallow), as the action does; when that fails, a usage error with the
 * exact `git fetch` to run.
 */
export async function deepen(
  git: GitRepository,
  base: string,
  head: string,
  given: { base: string; remote: string },
  log: (message: string) => void,
): Promise<void> {
  try {
    const result = await git.ensureCommits(base, head, { remote: given.remote });
    for (const command of result.fetches) log(`fetched history: ${command}`);
  } catch (error) {
    throw new UsageError(
      errorMessage(error),
      `the clone lacks the history the check needs; run:\n  ${fetchAdvice(git, given.remote, given.base)}`,
    );
  }
  // Still shallow without a merge base: comparing the two trees would blame the pull request for
  // whatever landed on the base branch meanwhile. Refuse, with the fetch that fixes it.
  if ((await git.mergeBase(base, head)) === undefined && (await git.isShallow())) {
    throw new UsageError(
      `no common ancestor of ${given.base} and the head in this shallow clone, and the history could not be fetched from '${given.remote}'; run:`,
      `  ${fetchAdvice(git, given.remote, given.base)}`,
    );
  }
}
