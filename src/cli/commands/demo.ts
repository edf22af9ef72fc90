import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseByTable } from "../help.js";
import type { CommandRun } from "../io.js";
import { checkCommand } from "./check.js";

/** fixtures/demo, found from the bundle (dist/cli.js) or the sources (src/cli/commands). */
function demoFixtures(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, "fixtures", "demo");
    if (existsSync(join(candidate, "base"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("fixtures/demo not found: run the demo from a checkout of contract-sync");
}

function git(cwd: string, args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Demo Author",
      GIT_AUTHOR_EMAIL: "demo@acme.example",
      GIT_COMMITTER_NAME: "Demo Author",
      GIT_COMMITTER_EMAIL: "demo@acme.example",
      GIT_CONFIG_NOSYSTEM: "1",
    },
  });
}

/**
 * `npm run demo`: builds a small repository in a temp dir (a base commit with
 * contracts and schema files of several types; a head commit that breaks a
 * BLOCK and an ALERT contract and adds an unreadable file) and runs the pull
 * request check on it with the embedded service, printing the comment.
 */
export const run: CommandRun = async (args, io) => {
  const { values } = parseByTable(["demo"], args);
  const fixtures = demoFixtures();
  const repo = mkdtempSync(join(tmpdir(), "contract-sync-demo-"));
  try {
    git(repo, ["init", "-q", "-b", "main"]);
    cpSync(join(fixtures, "base"), repo, { recursive: true });
    git(repo, ["add", "-A"]);
    git(repo, ["commit", "-q", "-m", "Orders schema, events and contracts"]);
    git(repo, ["checkout", "-q", "-b", "feature/order-changes"]);
    cpSync(join(fixtures, "head"), repo, { recursive: true });
    git(repo, ["add", "-A"]);
    git(repo, ["commit", "-q", "-m", "Drop currency, order ids as strings, refunds"]);
    // The folder is named only when it outlives the run: a path that is gone when read helps no one.
    io.stderr(
      values.keep === true
        ? `contract-sync demo: the demo repository is in ${repo} (kept: --keep)\n`
        : "contract-sync demo: a demo repository in a temp folder, deleted at the end (--keep keeps it)\n",
    );
    const format = values.json === true ? "json" : "markdown";
    const code = await checkCommand(
      { repo, base: "main", head: "HEAD", config: ".github/contract-sync.yml", apiUrl: undefined, format },
      io,
    );
    const mirror = values["exit-code"] === true;
    // The demo shows a failing check; it ran as intended, so it exits 0 unless asked to mirror the
    // check (`npm install && npm run demo` must not read as a broken install). It says which, plainly.
    io.stderr(
      code === 1
        ? `contract-sync demo: the check fails (a BLOCK contract is broken): on the pull request it would exit 1. ${
            mirror
              ? "With --exit-code the demo exits 1 too."
              : "The demo itself exits 0 (--exit-code: exit as the check does)."
          }\n`
        : "contract-sync demo: the check passes.\n",
    );
    return mirror ? code : 0;
  } finally {
    if (values.keep !== true) rmSync(repo, { recursive: true, force: true });
  }
};
