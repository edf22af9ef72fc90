// The acceptance test of the one finding stream: for every rule of the table, a report holding one
// finding of it is counted and levelled alike by every output the check has.
import { readdirSync } from "node:fs";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { checkOutputs } from "../../src/action/run-action.js";
import type { EnforcementLevel } from "../../src/api/resources.js";
import { verdictLine } from "../../src/cli/commands/check.js";
import { failsOn } from "../../src/compliance/verdict.js";
import { assessReport } from "../../src/outcome/assessment.js";
import type { CheckReport, ContractRef } from "../../src/outcome/model.js";
import { annotationsOf } from "../../src/report/annotations.js";
import {
  renderGitLab,
  renderJson,
  renderJUnit,
  renderSarif,
  renderText,
} from "../../src/report/formats/index.js";
import { renderComment, renderSummary } from "../../src/report/markdown.js";
import { relayReportJson } from "../../src/report/relay-report.js";
import { parseRelayReport } from "../../src/report/relay-report-schema.js";
import { counts, isGateRule, RULE_IDS, RULES, type RuleId } from "../../src/rules/index.js";
import { gateFinding } from "../../src/sync/check/rules/define.js";
import { sarifValidator } from "../support/sarif.js";

const ASSET = "avro://github.com/acme/shop:schemas/order.avsc:com.acme.Order";

const contractAt = (level: EnforcementLevel): ContractRef => ({
  id: "6f1d0c3e-8a55-4d55-9a43-0c9f0d1d2b7e",
  name: "orders_contract",
  version: "2",
  owner: "data@acme.io",
  enforcementLevel: level,
  filePath: "contracts/orders.yaml",
  line: 3,
});

const RENAME = {
  to: "total",
  sign: "place",
  carried: false,
  why: "'amount' is gone and 'total', of the same type, took its place",
  route: {
    format: "Avro",
    advice: "Keep the rename and give the new field the old name as an alias.",
    language: "json",
    code: '"name": "total", "aliases": ["amount"]',
  },
} as const;

/** A report whose only finding is one of `rule`, at `level`, in the part of the report the rule's category fills. */
function reportWith(rule: RuleId, level: EnforcementLevel): CheckReport {
  const empty: CheckReport = {
    findings: [],
    checks: [],
    uncontracted: [],
    unreadable: [],
    contractChanges: [],
  };
  switch (RULES[rule].category) {
    case "contract-violation":
      return {
        ...empty,
        checks: [
          {
            asset: ASSET,
            file: "schemas/order.avsc",
            contract: contractAt(level),
            violations: [
              {
                field: "amount",
                // A violation type this version does not know is what OTHER_VIOLATION stands for.
                violationType:
                  rule === "OTHER_VIOLATION"
                    ? "SOMETHING_NEWER"
                    : rule === "PROBABLE_RENAME"
                      ? "MISSING_REQUIRED_PROPERTY"
                      : rule,
                message: "Field 'amount' breaks the contract.",
                expected: "int64",
                actual: "int32",
                file: "schemas/order.avsc",
                line: 7,
                // A missing field the head carries under another name is a probable rename.
                ...(rule === "PROBABLE_RENAME" ? { rename: RENAME } : {}),
              },
            ],
          },
        ],
      };
    case "uncontracted":
      return rule === "UNREADABLE_FILE"
        ? {
            ...empty,
            unreadable: [
              {
                file: "schemas/broken.avsc",
                diagnostics: [{ line: 2, severity: "error", message: "bad JSON" }],
              },
            ],
          }
        : {
            ...empty,
            uncontracted: [
              {
                asset: ASSET,
                sourceType: "avro",
                file: "schemas/order.avsc",
                status: "changed",
                changes: [
                  {
                    kind: "FIELD_REMOVED",
                    field: "amount",
                    breaking: true,
                    reason: "readers need it",
                    line: 7,
                  },
                ],
              },
            ],
          };
    default:
      if (!isGateRule(rule)) throw new Error(`${rule}: a category this test does not know`);
      return {
        ...empty,
        // Made as every gate rule's file makes its findings (sync/check/rules/define.ts).
        findings: [
          gateFinding(rule, {
            level,
            file: "contracts/orders.yaml",
            line: 1,
            detail: "contract orders_contract",
            message: "the contract (BLOCK) is deleted",
            contract: contractAt(level),
          }),
        ],
      };
  }
}

/** The report as a fork's run leaves it for the relay, and as the relay reads it back (action/relay.ts). */
function relayed(report: CheckReport): CheckReport {
  const json = relayReportJson({
    pullRequest: 7,
    headSha: "a".repeat(40),
    job: "check",
    assetsChecked: 1,
    report,
  });
  const parsed = parseRelayReport(json);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.relay.report;
}

/** The levels a rule's findings take: a contract's (any of them) or the rule's own. */
function levelsOf(rule: RuleId): EnforcementLevel[] {
  const level = RULES[rule].defaultLevel;
  return level === "contract" ? ["BLOCK", "ALERT", "NOTIFY", "INACTIVE"] : [level];
}

const SARIF_LEVEL = { BLOCK: "error", ALERT: "warning", NOTIFY: "note", RECORD: "note", INACTIVE: "none" };
const ANNOTATION_LEVEL = {
  BLOCK: "failure",
  ALERT: "warning",
  NOTIFY: "notice",
  RECORD: "notice",
  INACTIVE: "notice",
};
const GITLAB_SEVERITY = {
  BLOCK: "blocker",
  ALERT: "major",
  NOTIFY: "minor",
  RECORD: "info",
  INACTIVE: "info",
};

const validate = sarifValidator();

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * The counts line's words for one finding of `rule`: a contract violation is a violation (in its
 * asset), a gate finding that counts is an "other finding", one at INACTIVE is listed, not counted.
 */
function countsWords(rule: RuleId, counted: boolean): string {
  const category = RULES[rule].category;
  if (category === "uncontracted") return "0 violations · 1 asset checked";
  if (!counted) return "0 violations · 1 asset checked · 1 finding listed, not counted";
  return category === "contract-violation"
    ? "1 violation in 1 asset · 1 asset checked"
    : "0 violations · 1 other finding that counts · 1 asset checked";
}

const cases = RULE_IDS.flatMap((rule) => levelsOf(rule).map((level) => ({ rule, level })))
  // Violations under an INACTIVE contract are ignored (no finding at all): covered below.
  .filter(({ rule, level }) => !(RULES[rule].category === "contract-violation" && level === "INACTIVE"));

describe("every rule of the table, through every output", () => {
  it.each(cases)("$rule at $level", ({ rule, level }) => {
    const report = reportWith(rule, level);
    const outcome = { ...assessReport(report, 1), report };
    expect(outcome.findings).toEqual([expect.objectContaining({ rule, level })]);
    const finding = outcome.findings[0]!;
    // Every finding's title starts with its rule's title (the table's), then what makes it specific.
    expect(finding.title.startsWith(RULES[rule].title), finding.title).toBe(true);
    const counted = counts(finding) ? 1 : 0;
    const verdict = counted && level === "BLOCK" ? "block" : counted && level === "ALERT" ? "alert" : "pass";
    expect(outcome.verdict.verdict).toBe(verdict);
    expect(outcome.violations).toBe(counted);

    // The comment and the job summary: the rule named once, the verdict and count in the headline.
    for (const markdown of [
      renderComment(report, { workflow: "w", job: "j" }, outcome),
      renderSummary(report, { workflow: "w", job: "j" }, outcome),
    ]) {
      expect(occurrences(markdown, rule)).toBe(1);
      expect(markdown).toContain(`\n${countsWords(rule, counted === 1)}`);
      expect(markdown.includes("## ❌")).toBe(verdict === "block");
    }

    // The terminal's text: the finding once (and its rule's help when it counts), the same counts.
    const text = renderText(outcome);
    expect(occurrences(text, `  ${rule} `)).toBe(1);
    expect(occurrences(text, `  ${rule}: `)).toBe(counted);
    expect(text.split("\n")[1]?.startsWith(countsWords(rule, counted === 1))).toBe(true);
    expect(text.startsWith("contract-sync: blocked")).toBe(verdict === "block");

    const annotations = annotationsOf(outcome.findings);
    expect(annotations).toEqual([expect.objectContaining({ level: ANNOTATION_LEVEL[level] })]);

    const sarif = JSON.parse(renderSarif(outcome, { toolVersion: "1.0.0" }));
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const [run] = sarif.runs;
    expect(run.results).toHaveLength(1);
    expect(run.results[0]).toMatchObject({ ruleId: rule, level: SARIF_LEVEL[level] });
    expect(run.tool.driver.rules[run.results[0].ruleIndex].id).toBe(rule);
    expect(run.properties).toMatchObject({ verdict, violations: counted });
    // A finding on a schema file points at its contract's line too; one on the contract file needs not.
    const related = finding.contract && finding.file !== "contracts/orders.yaml";
    expect(run.results[0].relatedLocations?.[0]?.physicalLocation).toEqual(
      related
        ? {
            artifactLocation: { uri: "contracts/orders.yaml", uriBaseId: "%SRCROOT%" },
            region: { startLine: 3 },
          }
        : undefined,
    );

    const junit = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(
      renderJUnit(outcome),
    );
    const failing = level === "BLOCK" || level === "ALERT" ? 1 : 0;
    expect(Number(junit.testsuites.tests)).toBe(1);
    expect(Number(junit.testsuites.failures)).toBe(failing);
    expect(junit.testsuites.testsuite.testcase.classname).toBe(rule);
    expect(Number(junit.testsuites.testsuite.skipped)).toBe(level === "INACTIVE" ? 1 : 0);

    const gitlab = JSON.parse(renderGitLab(outcome, { fallbackPath: ".github/contract-sync.yml" }));
    expect(gitlab).toEqual([
      expect.objectContaining({
        check_name: rule,
        severity: GITLAB_SEVERITY[level],
        fingerprint: finding.fingerprint,
      }),
    ]);

    const json = JSON.parse(renderJson(outcome));
    expect(json.findings).toEqual([
      expect.objectContaining({ rule, level, fingerprint: finding.fingerprint }),
    ]);
    expect(json).toMatchObject({ violations: counted, verdict: { verdict } });

    expect(checkOutputs(outcome)).toMatchObject({ verdict, violations: counted });
    // stderr's verdict counts in the comment's words.
    expect(verdictLine(outcome)).toBe(
      `verdict ${verdict}: ${renderComment(report, { workflow: "w", job: "j" }, outcome).split("\n")[3]}`,
    );
    expect(verdictLine(outcome).startsWith(`verdict ${verdict}: ${countsWords(rule, counted === 1)}`)).toBe(
      true,
    );
    expect(failsOn(outcome.verdict.verdict, "block")).toBe(verdict === "block");
    expect(failsOn(outcome.verdict.verdict, "alert")).toBe(verdict !== "pass");

    // A finding about a contract names it in every format (a deleted contract included).
    if (finding.contract) {
      for (const text of [
        renderSarif(outcome, { toolVersion: "1" }),
        renderJUnit(outcome),
        renderGitLab(outcome, { fallbackPath: "x" }),
        renderText(outcome),
      ])
        expect(text).toContain("orders_contract");
    }
  });

  it.each(cases)(
    "$rule at $level: through the fork relay's round trip, the same comment",
    ({ rule, level }) => {
      const report = reportWith(rule, level);
      const back = relayed(report);
      const options = { workflow: "w", job: "j" };
      expect(assessReport(back, 1).findings).toEqual(assessReport(report, 1).findings);
      expect(renderComment(back, options, assessReport(back, 1))).toBe(
        renderComment(report, options, assessReport(report, 1)),
      );
    },
  );

  it("runs every CI format of src/report/formats", async () => {
    // A format added there and not here fails this: add it to the test above.
    const formats = await import("../../src/report/formats/index.js");
    const renderers = Object.keys(formats).filter((name) => name.startsWith("render"));
    expect(renderers.sort()).toEqual([
      "renderGitLab",
      "renderJUnit",
      "renderJson",
      "renderSarif",
      "renderText",
    ]);
    const files = readdirSync("src/report/formats").filter((f) => !["index.ts", "log-safe.ts"].includes(f));
    expect(files.sort()).toEqual(["gitlab.ts", "json.ts", "junit.ts", "sarif.ts", "text.ts"]);
  });

  it("covers every rule, and a violation under an INACTIVE contract is no finding", () => {
    expect(new Set(cases.map((c) => c.rule))).toEqual(new Set(RULE_IDS));
    expect(assessReport(reportWith("INCOMPATIBLE_TYPE", "INACTIVE")).findings).toEqual([]);
  });
});
