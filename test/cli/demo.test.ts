// `contract-sync demo` (what `npm run demo` runs), from the sources: its words agree with its
// tables and its exit code, it names its folder only when the folder outlives the run, and every
// finding it shows reads as a sentence.
import { existsSync, rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sentenceProblems } from "../support/sentences.js";
import { runCli } from "./run-cli.js";

describe.sequential("contract-sync demo", () => {
  it("counts violations and other findings as the tables show them, names no deleted folder, exits 0 and says why", async () => {
    const { code, stdout, stderr } = await runCli(["demo"]);
    expect(code).toBe(0);
    const counts = "4 violations in 2 assets · 1 other finding that counts · 3 assets checked";
    expect(stdout.split("\n")[3]).toBe(counts);
    expect(stderr).toContain(`verdict block: ${counts}\n`);
    // The violations tables hold exactly the violations the counts line names.
    const rows = stdout.split("\n").filter((line) => /^\| `[^`]+` \| [A-Z_]+ \|/.test(line));
    expect(rows).toHaveLength(4);
    expect(stdout.match(/^- .*\(SCHEMA_UNREADABLE\)/gm)).toHaveLength(1);
    // Without --keep the folder is deleted, so it is not named.
    expect(stderr).not.toMatch(/contract-sync-demo-/);
    expect(stderr).toContain("a demo repository in a temp folder, deleted at the end (--keep keeps it)");
    expect(stderr).toContain("on the pull request it would exit 1. The demo itself exits 0");
  }, 180_000);

  it("--keep names the folder it keeps; --exit-code exits as the check does; every finding reads as a sentence", async () => {
    const { code, stdout, stderr } = await runCli(["demo", "--keep", "--json", "--exit-code"]);
    const folder = /the demo repository is in (\S+) \(kept: --keep\)/.exec(stderr)?.[1];
    try {
      expect(folder && existsSync(`${folder}/.git`)).toBe(true);
      expect(code).toBe(1);
      expect(stderr).toContain("With --exit-code the demo exits 1 too.");
      const report = JSON.parse(stdout) as {
        violations: number;
        findings: { rule: string; message: string }[];
      };
      expect(report.violations).toBe(5);
      expect(report.findings.map((f) => f.rule).sort()).toEqual([
        "CONSTRAINT_VIOLATION",
        "ENUM_VALUE_REMOVED",
        "INCOMPATIBLE_TYPE",
        "MISSING_REQUIRED_PROPERTY",
        "SCHEMA_UNREADABLE",
      ]);
      const problems = report.findings.flatMap((f) =>
        sentenceProblems(f.message).map((p) => `${f.rule}: ${p}`),
      );
      expect(problems).toEqual([]);
    } finally {
      if (folder) rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
});
