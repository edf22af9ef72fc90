// Real Git repositories in temp folders for the tests: no mocks of git.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const IDENTITY = {
  GIT_AUTHOR_NAME: "Ada Author",
  GIT_AUTHOR_EMAIL: "ada@example.com",
  GIT_COMMITTER_NAME: "Cy Committer",
  GIT_COMMITTER_EMAIL: "cy@example.com",
};

export function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync("git", args, gitOptions(cwd, env));
}

/**
 * Several git commands in one `sh -c` (`script` reads its arguments as "$1", "$2"...; `set -e`
 * stops at the first that fails). Why: each spawn forks this test process, and a vitest worker
 * holding PGlite's memory pays ~50 ms of system time per fork (the page tables it copies), where
 * sh forking git costs ~1 ms: three git commands this way cost a third.
 */
export function gitScript(
  cwd: string,
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): string {
  return execFileSync("sh", ["-c", `set -e\n${script}`, "sh", ...args], gitOptions(cwd, env));
}

function gitOptions(cwd: string, env: Record<string, string>) {
  return {
    cwd,
    encoding: "utf8" as const,
    env: { ...process.env, ...IDENTITY, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null", ...env },
    stdio: ["ignore", "pipe", "pipe"] as ["ignore", "pipe", "pipe"],
  };
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `contract-sync-${prefix}-`));
}

/**
 * A scratch repository with helpers to write files and commit. `git init` waits for the first
 * commit, which runs it in the same sh (one fork of the test process fewer per repository: see
 * gitScript), unless something asks for the folder, or git, before: then it runs at once.
 */
export class TestRepo {
  private uninitialised: boolean;

  private constructor(
    private readonly root: string,
    uninitialised: boolean,
  ) {
    this.uninitialised = uninitialised;
  }

  static init(dir = tempDir("repo")): TestRepo {
    return new TestRepo(dir, true);
  }

  /** The repository's folder, a Git repository by the time it is handed out. */
  get dir(): string {
    this.initialise();
    return this.root;
  }

  private initialise(): void {
    if (!this.uninitialised) return;
    git(this.root, ["init", "--quiet", "-b", "main"]);
    this.uninitialised = false;
  }

  git(args: string[], env: Record<string, string> = {}): string {
    this.initialise();
    return git(this.root, args, env);
  }

  write(files: Record<string, string>): this {
    for (const [path, text] of Object.entries(files)) {
      const full = join(this.root, path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
    return this;
  }

  remove(...paths: string[]): this {
    for (const path of paths) unlinkSync(join(this.root, path));
    return this;
  }

  /** Stages everything and commits; returns the new commit's SHA. */
  commit(message: string, env: Record<string, string> = {}): string {
    const init = this.uninitialised ? "git init --quiet -b main\n" : "";
    const script = `${init}git add --all\ngit commit --quiet --allow-empty -m "$1"\ngit rev-parse HEAD`;
    const sha = gitScript(this.root, script, [message], env).trim();
    this.uninitialised = false;
    return sha;
  }

  head(): string {
    return this.git(["rev-parse", "HEAD"]).trim();
  }

  cleanup(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
