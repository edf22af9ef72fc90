// check --format sarif|junit|gitlab from one check outcome of the demo repository:
// SARIF against the SARIF 2.1.0 JSON Schema, JUnit through a JUnit XML parser, GitLab's documented shape.
import { cpSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitRepository } from "../../src/git/git-repository.js";
import { assessReport } from "../../src/outcome/assessment.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { renderGitLab, renderJUnit, renderSarif } from "../../src/report/formats/index.js";
import { counts } from "../../src/rules/index.js";
import { closeReaders } from "../../src/schema/index.js";
import { startEmbeddedService } from "../../src/server/embedded.js";
import { type CheckOutcome, runCheck } from "../../src/sync/check/pipeline.js";
import { TestRepo } from "../support/git-repo.js";
import { sarifValidator } from "../support/sarif.js";

const DEMO = fileURLToPath(new URL("../../fixtures/demo/", import.meta.url));
interface SarifResult {
  ruleId: string;
  level: string;
  message: { text: string };
  partialFingerprints?: Record<string, string>;
  locations?: Array<{
    physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } };
  }>;
}

describe.sequential("report formats", () => {
  let repo: TestRepo;
  let outcome: CheckOutcome;

  beforeAll(async () => {
    repo = TestRepo.init();
    cpSync(join(DEMO, "base"), repo.dir, { recursive: true });
    const base = repo.commit("base");
    cpSync(join(DEMO, "head"), repo.dir, { recursive: true });
    // An unreadable schema file that no contract depends on too: it must be reported, not lost.
    repo.write({ "unowned/broken.avsc": '{"type": "record", "name": ' });
    const head = repo.commit("head");
    const local = await startEmbeddedService();
    try {
      outcome = await runCheck(
        { base, head, configPath: ".github/contract-sync.yml", embedded: true },
        { git: new GitRepository(repo.dir), service: local.client },
      );
    } finally {
      await local.close();
      await closeReaders();
    }
  }, 180_000);
  afterAll(() => repo.cleanup());
  // INACTIVE contracts are ignored, as in the verdict and the counts.
  const active = () => outcome.report.checks.filter((c) => c.contract.enforcementLevel !== "INACTIVE");

  it("SARIF 2.1.0: valid against the schema, one result per finding, rule ids from the rule table", () => {
    const text = renderSarif(outcome, { toolVersion: "0.1.0" });
    const validate = sarifValidator();
    const log = JSON.parse(text) as {
      version: string;
      runs: Array<{
        tool: { driver: { rules: Array<{ id: string; help: { text: string } }> } };
        results: SarifResult[];
      }>;
    };
    expect(validate(log), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(log.version).toBe("2.1.0");
    const run = log.runs[0];
    expect(run?.results).toHaveLength(outcome.findings.length);
    expect(run?.results.map((r) => r.ruleId)).toEqual(outcome.findings.map((f) => f.rule));
    const expectedTypes = active().flatMap((c) => c.violations.map((v) => v.violationType));
    const violations = run?.results.filter((r) => expectedTypes.includes(r.ruleId)) ?? [];
    expect(outcome.violations).toBeGreaterThan(0);
    // Counted: the violations, and the demo's new unreadable refund_issued.avsc beside an ALERT record.
    expect(violations).toHaveLength(outcome.findings.filter(counts).length - 1);
    expect(outcome.findings.filter((f) => counts(f) && !expectedTypes.includes(f.rule))).toEqual([
      expect.objectContaining({
        rule: "SCHEMA_UNREADABLE",
        level: "ALERT",
        file: "schemas/refund_issued.avsc",
      }),
    ]);
    expect(violations.map((r) => r.ruleId).sort()).toEqual(expectedTypes.sort());
    expect(violations.map((r) => r.ruleId)).toContain("MISSING_REQUIRED_PROPERTY");
    // Levels follow enforcement: the demo breaks a BLOCK and an ALERT contract.
    expect(new Set(violations.map((r) => r.level))).toEqual(new Set(["error", "warning"]));
    for (const r of violations) {
      expect(r.locations?.[0]?.physicalLocation.artifactLocation.uri).toMatch(
        /^[^/].*\.(sql|avsc|proto|yaml)$/,
      );
    }
    expect(violations.some((r) => (r.locations?.[0]?.physicalLocation.region?.startLine ?? 0) > 1)).toBe(
      true,
    );
    const rules = new Map(run?.tool.driver.rules.map((rule) => [rule.id, rule]));
    for (const r of run?.results ?? []) expect(rules.get(r.ruleId)?.help.text.length).toBeGreaterThan(20);
    const fingerprints = run?.results.map((r) => r.partialFingerprints?.["contractSyncFinding/v1"]) ?? [];
    expect(fingerprints.every((f) => /^[0-9a-f]{64}$/.test(f ?? ""))).toBe(true);
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
    const unreadable = run?.results.find((r) => r.ruleId === "UNREADABLE_FILE");
    expect(unreadable?.locations?.[0]?.physicalLocation.artifactLocation.uri).toBe("unowned/broken.avsc");
  });

  it("SARIF that breaks the schema is caught by the validation (the test can fail)", () => {
    const validate = sarifValidator();
    const log = JSON.parse(renderSarif(outcome, { toolVersion: "0.1.0" })) as {
      runs: Array<{ results: Array<Record<string, unknown>> }>;
    };
    const first = log.runs[0]?.results[0];
    if (first) first.level = "fatal";
    expect(validate(log)).toBe(false);
  });

  it("JUnit XML: a suite per contract, a case per finding failing at BLOCK and ALERT, parsed by an XML parser", () => {
    const xml = renderJUnit(outcome);
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      isArray: (name) => ["testsuite", "testcase", "failure"].includes(name),
    });
    type Case = {
      name: string;
      classname: string;
      failure?: Array<{ type: string; message: string; "#text": string }>;
    };
    const doc = parser.parse(xml, true) as {
      testsuites: {
        tests: string;
        failures: string;
        testsuite: Array<{ name: string; tests: string; failures: string; testcase: Case[] }>;
      };
    };
    const suites = doc.testsuites.testsuite;
    const contracts = new Set(active().map((c) => c.contract.name));
    for (const name of contracts)
      expect(suites.some((s) => s.name.startsWith(`contract ${name} (`))).toBe(true);
    const contractCases = suites.filter((s) => s.name.startsWith("contract ")).flatMap((s) => s.testcase);
    for (const check of active())
      expect(contractCases.some((c) => c.name === check.asset || c.name.startsWith(`${check.asset}: `))).toBe(
        true,
      );
    const failures = suites.flatMap((s) => s.testcase).flatMap((c) => c.failure ?? []);
    const failing = outcome.findings.filter((f) => f.level === "BLOCK" || f.level === "ALERT");
    expect(failures.map((f) => f.type)).toEqual(failing.map((f) => f.rule));
    expect(Number(doc.testsuites.failures)).toBe(failing.length);
    for (const s of suites) expect(Number(s.tests)).toBe(s.testcase.length);
    expect(Number(doc.testsuites.tests)).toBe(suites.reduce((n, s) => n + s.testcase.length, 0));
    const unreadable = suites.find((s) => s.name === "changes outside contracts");
    const broken = unreadable?.testcase.find((c) => c.name === "unowned/broken.avsc");
    expect(broken?.failure?.[0]?.type).toBe("UNREADABLE_FILE");
  });

  it("JUnit XML escapes markup and drops characters XML cannot carry", () => {
    const check = outcome.report.checks[0];
    if (!check) throw new Error("no check");
    const report: CheckReport = {
      ...outcome.report,
      findings: [],
      uncontracted: [],
      checks: [
        {
          ...check,
          contract: { ...check.contract, enforcementLevel: "BLOCK" },
          asset: `a"<b>&\u0001`,
          violations: [{ ...check.violations[0]!, message: "]]></failure><x>" }],
        },
      ],
      unreadable: [],
    };
    const hostile = { ...assessReport(report), report };
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" });
    const doc = parser.parse(renderJUnit(hostile), true) as {
      testsuites: { testsuite: { testcase: { name: string; failure: { "#text": string } } } };
    };
    expect(doc.testsuites.testsuite.testcase.name).toMatch(/^a"<b>&: /);
    expect(doc.testsuites.testsuite.testcase.failure["#text"]).toContain("]]></failure><x>");
  });

  it("GitLab Code Quality: the documented fields, severities from enforcement, stable fingerprints", () => {
    const issues = JSON.parse(renderGitLab(outcome, { fallbackPath: ".github/contract-sync.yml" })) as Array<
      Record<string, unknown>
    >;
    expect(issues.map((i) => i.check_name)).toEqual(outcome.findings.map((f) => f.rule));
    expect(issues.map((i) => i.fingerprint)).toEqual(outcome.findings.map((f) => f.fingerprint));
    for (const issue of issues) {
      expect(Object.keys(issue).sort()).toEqual([
        "check_name",
        "description",
        "fingerprint",
        "location",
        "severity",
      ]);
      expect(issue.description).toEqual(expect.any(String));
      expect(issue.check_name).toMatch(/^[A-Z_]+$/);
      expect(issue.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(["info", "minor", "major", "critical", "blocker"]).toContain(issue.severity);
      const location = issue.location as { path: string; lines: { begin: number } };
      expect(location.path).toMatch(/^[^/]/);
      expect(Number.isInteger(location.lines.begin) && location.lines.begin >= 1).toBe(true);
    }
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
    expect(issues.filter((i) => i.severity === "blocker").length).toBe(
      outcome.findings.filter((f) => f.level === "BLOCK").length,
    );
    expect(renderGitLab(outcome, { fallbackPath: "x" })).toBe(renderGitLab(outcome, { fallbackPath: "x" }));
  });
});
