// A new user, from the README alone: a fresh clone and a fresh HOME, the quick start's commands as
// written, then the commands of "Run it on your own repository" on a repository of their own (a
// schema and a contract on main, a branch that breaks it), reaching that repository's check.
// One substitution, named: `npm install` links this checkout's node_modules instead of
// downloading them (no network in tests); `npm test` is the suite this file belongs to, not rerun.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestRepo } from "../support/git-repo.js";
import { OWN_ASSET, ownRepository } from "../support/own-repository.js";

const ROOT = process.cwd();
const README = readFileSync(join(ROOT, "README.md"), "utf8");

/** The first ```sh block after the heading that matches `heading`: its command lines, comments dropped. */
function commandsUnder(heading: RegExp): string[] {
  const at = README.search(heading);
  if (at < 0) throw new Error(`README.md has no heading ${heading}`);
  const block = /```sh\n([\s\S]*?)```/.exec(README.slice(at))?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

const QUICK_START = commandsUnder(/^## Quick start$/m);
const OWN_REPOSITORY = commandsUnder(/^#{2,3} Run it on your own repository$/m);

describe.sequential("a new user, from the README alone", () => {
  let home: string;
  let clone: string;
  let repo: TestRepo;
  /** Runs one README command line in bash, as the user's shell would, in `cwd`. */
  const shell = (line: string, cwd: string) =>
    spawnSync(
      "bash",
      [
        "-c",
        `npm() { if [ "$*" = install ]; then cp -al "$MODULES" node_modules; else command npm "$@"; fi; }\n${line}`,
      ],
      {
        cwd,
        encoding: "utf8",
        timeout: 170_000,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          MODULES: join(ROOT, "node_modules"),
          TMPDIR: tmpdir(),
        },
      },
    );

  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), "contract-sync-home-"));
    clone = join(home, "contract-sync");
    const cloned = spawnSync("git", ["clone", "--quiet", ROOT, clone], {
      encoding: "utf8",
      env: { ...process.env, HOME: home },
    });
    expect(cloned.status, cloned.stderr).toBe(0);
    repo = ownRepository();
  });
  // The clone holds a linked node_modules: removing it takes a while on a busy machine.
  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    repo.cleanup();
  }, 600_000);

  it("the quick start is the two commands CI and the other docs rely on", () => {
    expect(QUICK_START).toEqual(["npm install && npm run demo", "npm test"]);
  });

  it("npm install && npm run demo, in the fresh clone: the demo's comment, exit 0", () => {
    const run = shell(QUICK_START[0] ?? "", clone);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("## ❌ Data contracts: this change breaks a blocking contract");
  }, 180_000);

  it("the commands for your own repository, as written: init lists, check finds the broken contract", () => {
    const lines = OWN_REPOSITORY.map((line) =>
      line.replaceAll("/path/to/your/repo", repo.dir).replaceAll("/path/to/contract-sync", clone),
    );
    expect(lines.some((line) => line.includes(" check "))).toBe(true);
    // `cd` lines set the folder of the lines after them, as in the user's shell.
    let cwd = home;
    const results = [];
    for (const line of lines) {
      const cd = /^cd (\S+)$/.exec(line)?.[1];
      if (cd) cwd = cd;
      else results.push({ line, ...shell(line, cwd) });
    }
    const init = results.find((r) => r.line.includes(" init"));
    expect(init?.status, init?.stderr).toBe(0);
    expect(init?.stdout).toContain("would write");
    const check = results.find((r) => r.line.includes(" check"));
    expect(check?.status, check?.stderr).toBe(1);
    expect(check?.stdout).toContain(OWN_ASSET);
    expect(check?.stdout).toContain("| `currency` | MISSING_REQUIRED_PROPERTY |");
    expect(check?.stderr).toContain("verdict block: 1 violation in 1 asset");
  }, 180_000);
});
