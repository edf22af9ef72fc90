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

/** A scratch repository with helpers to write files and commit. */
export class TestRepo {
  constructor(readonly dir: string) {}

  static init(dir = tempDir("repo")): TestRepo {
    git(dir, ["init", "--quiet", "-b", "main"]);
    return new TestRepo(dir);
  }

  git(args: string[], env: Record<string, string> = {}): string {
    return git(this.dir, args, env);
  }

  write(files: Record<string, string>): this {
    for (const [path, text] of Object.entries(files)) {
      const full = join(this.dir, path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
    return this;
  }

  remove(...paths: string[]): this {
    for (const path of paths) unlinkSync(join(this.dir, path));
    return this;
  }

  /** Stages everything and commits; returns the new commit's SHA. */
  commit(message: string, env: Record<string, string> = {}): string {
    const script = 'git add --all\ngit commit --quiet --allow-empty -m "$1"\ngit rev-parse HEAD';
    return gitScript(this.dir, script, [message], env).trim();
  }

  head(): string {
    return this.git(["rev-parse", "HEAD"]).trim();
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
