// The README's GitLab CI and Jenkins recipes, run as written: their `contract-sync` command lines,
// in a shallow clone (as CI checks out) of a repository built from fixtures/demo, with the
// variables the CI system sets, and `contract-sync` on PATH running the sources.
import { execFile } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { docsText } from "../support/docs-pages.js";
import { git, TestRepo, tempDir } from "../support/git-repo.js";
import { cliOnPath } from "./run-cli.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));
const README = docsText();

/** The first fenced block of `language` in the README that contains `marker`. */
function readmeBlock(language: string, marker: string): string {
  for (const match of README.matchAll(/```(\w+)\n([\s\S]*?)```/g)) {
    if (match[1] === language && match[2]?.includes(marker)) return match[2];
  }
  throw new Error(`no ${language} block with '${marker}' in README.md or docs/`);
}

function sh(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      "sh",
      ["-c", command],
      { cwd, env, encoding: "utf8", timeout: 220_000 },
      (error, _stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stderr });
      },
    );
  });
}

describe.sequential("README CI recipes", () => {
  let origin: TestRepo;
  let base: string;
  let bin: string;
  const clones: string[] = [];

  beforeAll(() => {
    origin = TestRepo.init();
    cpSync(join(DEMO, "base"), origin.dir, { recursive: true });
    base = origin.commit("base");
    origin.git(["checkout", "--quiet", "-b", "feature"]);
    cpSync(join(DEMO, "head"), origin.dir, { recursive: true });
    origin.commit("head");
    bin = cliOnPath();
  });
  afterAll(() => {
    origin.cleanup();
    rmSync(bin, { recursive: true, force: true });
    for (const dir of clones) rmSync(dir, { recursive: true, force: true });
  });

  /** A depth-1 clone of the feature branch, as CI checks out a merge request. */
  function shallowClone(): string {
    const dir = tempDir("ci-clone");
    clones.push(dir);
    git(dir, ["clone", "--quiet", "--depth", "1", "--branch", "feature", `file://${origin.dir}`, "."]);
    expect(git(dir, ["rev-parse", "--is-shallow-repository"]).trim()).toBe("true");
    return dir;
  }

  const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({
    ...process.env,
    CONTRACT_SYNC_API_KEY: undefined,
    GIT_CONFIG_NOSYSTEM: "1",
    PATH: `${bin}:${process.env.PATH ?? ""}`,
    ...vars,
  });

  it("GitLab CI: writes the Code Quality report the artifact names, and fails the job on BLOCK", async () => {
    const job = (
      parse(readmeBlock("yaml", "codequality")) as Record<
        string,
        { script: string[]; artifacts: { reports: { codequality: string } } }
      >
    )["contract-sync"];
    if (!job) throw new Error("no contract-sync job in the GitLab recipe");
    const script = job.script.filter((line) => line.startsWith("contract-sync "));
    expect(script.length).toBe(1);
    const report = job.artifacts.reports.codequality;
    const clone = shallowClone();
    for (const line of script) {
      const run = await sh(
        line,
        clone,
        env({ CI_MERGE_REQUEST_DIFF_BASE_SHA: base, CI_PIPELINE_SOURCE: "merge_request_event" }),
      );
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain("fetched history");
    }
    const issues = JSON.parse(readFileSync(join(clone, report), "utf8")) as Array<Record<string, unknown>>;
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(issue).toEqual({
        description: expect.any(String),
        check_name: expect.stringMatching(/^[A-Z_]+$/),
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        severity: expect.stringMatching(/^(info|minor|major|critical|blocker)$/),
        location: { path: expect.any(String), lines: { begin: expect.any(Number) } },
      });
    }
    expect(issues.some((i) => i.severity === "blocker")).toBe(true);
  }, 240_000);

  it("Jenkins: writes the JUnit file the junit step reads, fetching origin/$CHANGE_TARGET into a single-branch clone", async () => {
    const jenkinsfile = readmeBlock("groovy", "junit");
    const steps = [...jenkinsfile.matchAll(/sh '([^']+)'/g)]
      .map((m) => m[1] ?? "")
      .filter((line) => line.startsWith("contract-sync "));
    expect(steps.length).toBe(1);
    const report = /testResults: '([^']+)'/.exec(jenkinsfile)?.[1] ?? "";
    const clone = shallowClone();
    expect(() => git(clone, ["rev-parse", "--verify", "--quiet", "origin/main"])).toThrow();
    for (const line of steps) {
      const run = await sh(line, clone, env({ CHANGE_TARGET: "main", BRANCH_NAME: "PR-1" }));
      expect(run.code, run.stderr).toBe(1);
    }
    expect(existsSync(join(clone, report))).toBe(true);
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      isArray: (name) => ["testsuite", "testcase", "failure"].includes(name),
    });
    const doc = parser.parse(readFileSync(join(clone, report), "utf8"), true) as {
      testsuites: {
        failures: string;
        testsuite: Array<{ name: string; testcase: Array<{ failure?: unknown[] }> }>;
      };
    };
    expect(Number(doc.testsuites.failures)).toBeGreaterThan(0);
    expect(doc.testsuites.testsuite.some((s) => s.name.includes("(BLOCK)"))).toBe(true);
  }, 240_000);
});
