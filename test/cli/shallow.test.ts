// check in shallow clones (as CI checks out): the remote's default branch is found and fetched
// when no --base is given; when the history cannot be fetched, the error is the exact git fetch to run.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { git, TestRepo, tempDir } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));

describe.sequential("contract-sync check in a shallow clone", () => {
  let origin: TestRepo;
  let base: string;
  const clones: string[] = [];

  beforeAll(() => {
    origin = TestRepo.init();
    cpSync(join(DEMO, "base"), origin.dir, { recursive: true });
    base = origin.commit("base");
    origin.git(["checkout", "--quiet", "-b", "feature"]);
    origin.write({ "notes.txt": "between\n" }).commit("a commit that is not the merge base");
    mkdirSync(join(origin.dir, "schemas"), { recursive: true });
    cpSync(join(DEMO, "head", "schemas"), join(origin.dir, "schemas"), { recursive: true });
    origin.commit("events change");
    origin.git(["checkout", "--quiet", "main"]);
  });
  afterAll(() => {
    origin.cleanup();
    for (const dir of clones) rmSync(dir, { recursive: true, force: true });
  });

  function clone(...flags: string[]): string {
    const dir = tempDir("shallow");
    clones.push(dir);
    git(dir, [
      "clone",
      "--quiet",
      "--depth",
      "1",
      ...flags,
      "--branch",
      "feature",
      `file://${origin.dir}`,
      ".",
    ]);
    return dir;
  }

  it("without --base: fetches the remote's default branch and the history back to the merge base", async () => {
    const dir = clone();
    const io = capture(dir);
    expect(await main(["check", "--format", "json"], io), io.err).toBe(0);
    expect(io.err).toContain("fetching origin/main");
    expect(io.err).toContain("fetched history: git fetch --no-tags --quiet --depth=32 origin");
    const result = JSON.parse(io.out) as { verdict: { verdict: string }; violations: number };
    expect(result.verdict.verdict).toBe("alert");
    expect(git(dir, ["merge-base", "origin/main", "HEAD"]).trim()).toBe(base);
  }, 240_000);

  it("prints the exact git fetch when the base cannot be fetched (exit 2)", async () => {
    const dir = clone();
    git(dir, ["remote", "set-url", "origin", join(tempDir("gone"), "nothing.git")]);
    const io = capture(dir);
    expect(await main(["check", "--base", base], io)).toBe(2);
    expect(io.err).toContain(
      `--base ${base} is not a commit in ${dir}; fetch it:\n  git -C ${dir} fetch --no-tags origin ${base}`,
    );
  }, 60_000);

  it("prints the exact git fetch when the merge base cannot be fetched (exit 2)", async () => {
    const dir = clone("--no-single-branch");
    git(dir, ["remote", "set-url", "origin", join(tempDir("gone"), "nothing.git")]);
    const io = capture(dir);
    expect(await main(["check", "--base", "origin/main"], io)).toBe(2);
    expect(io.err).toContain(`run:\n  git -C ${dir} fetch --no-tags --unshallow origin main`);
  }, 60_000);
});
