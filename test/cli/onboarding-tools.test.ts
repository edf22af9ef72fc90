// Onboarding as a new user does it, once per migration tool: `init` on a repository laid out like a
// real project of that tool, its contracts made ACTIVE/BLOCK, then a pull request with a real break
// (exit 1, the field named) and one with a harmless change (exit 0, nothing unreadable).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";
import { MIGRATION_TOOLS, type ToolLayout } from "./support/migration-tools.js";

interface CheckJson {
  verdict: { verdict: string };
  report: {
    checks: { asset: string; violations: { field: string; file?: string }[] }[];
    findings: { title: string }[];
    unreadable: { file: string }[];
  };
}

const repos: TestRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

async function cli(repo: TestRepo, args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
  const code = await main(args, io);
  return { code, out: io.out, err: io.err };
}

/** init, then every contract it wrote made ACTIVE / BLOCK and committed on main. */
async function onboard(layout: ToolLayout): Promise<{ repo: TestRepo; contracts: string[]; config: string }> {
  const repo = TestRepo.init();
  repos.push(repo);
  repo.write(layout.base).commit(`a ${layout.tool} project`);
  const init = await cli(repo, ["init"]);
  expect(init.code, init.err).toBe(0);
  const contracts = readdirSync(join(repo.dir, "contracts")).sort();
  for (const file of contracts) {
    const path = join(repo.dir, "contracts", file);
    const text = readFileSync(path, "utf8");
    writeFileSync(
      path,
      text
        .replace(/^status: .*$/m, "status: ACTIVE")
        .replace(/^enforcementLevel: .*$/m, "enforcementLevel: BLOCK"),
    );
  }
  repo.commit("contracts made ACTIVE / BLOCK");
  return { repo, contracts, config: readFileSync(join(repo.dir, ".github/contract-sync.yml"), "utf8") };
}

async function checkPullRequest(repo: TestRepo, files: Record<string, string>, name: string) {
  const base = repo.head();
  repo.git(["checkout", "-q", "-b", name]);
  repo.write(files).commit(name);
  const result = await cli(repo, ["check", "--base", base, "--head", "HEAD", "--format", "json"]);
  repo.git(["checkout", "-q", base]);
  return { code: result.code, json: JSON.parse(result.out) as CheckJson, err: result.err };
}

describe.each(MIGRATION_TOOLS)("onboarding a $tool project", (layout) => {
  let onboarded: Awaited<ReturnType<typeof onboard>>;

  it("init writes one migrations: true rule for the history and a contract per table, none for the tool's own", async () => {
    onboarded = await onboard(layout);
    expect(onboarded.config).toContain(`glob: ${layout.glob}`);
    expect(onboarded.config).toContain("migrations: true");
    expect(onboarded.contracts).toEqual(layout.contracts);
  });

  it("a pull request that breaks a contracted column is blocked, naming the field and the line", async () => {
    const { code, json, err } = await checkPullRequest(onboarded.repo, layout.breaking, "break");
    expect(json.report.unreadable, err).toEqual([]);
    const violations = json.report.checks.flatMap((c) => c.violations);
    expect(violations.map((v) => v.field)).toContain(layout.field);
    expect(violations.find((v) => v.field === layout.field)?.file).toBe(Object.keys(layout.breaking).at(-1));
    expect(json.verdict.verdict).toBe("block");
    expect(code).toBe(1);
  });

  it("a harmless pull request passes with nothing unreadable", async () => {
    const { code, json, err } = await checkPullRequest(onboarded.repo, layout.harmless, "harmless");
    expect(json.report.unreadable, err).toEqual([]);
    expect(json.report.findings).toEqual([]);
    expect(json.report.checks.flatMap((c) => c.violations)).toEqual([]);
    expect(code).toBe(0);
  });
});
