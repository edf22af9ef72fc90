// A pull request pays only for what it changed (docs/rules.md "What a pull request pays for"),
// rule by rule over the whole rule table: for every rule, a report holding one finding of it,
// as the check builds the part of the report that rule lives in (a gate finding, a contract
// violation, a change outside contracts, an unreadable file, a stale waiver), is assessed against
// the base's findings built by the same function (findingsOf) from the base's report. A rule whose
// finding the base can have (rules/attribution.ts "base"): unchanged at the base, even on other
// lines, it is existing debt and the pull request passes; absent at the base, changed at the base
// (another subject, another actual value) or hiding what the pull request changed, it counts. A rule
// that is a difference of base and head ("change") always counts; a "listed" one never does.
// Pure functions: the whole table in well under a second (the CLI cases of test/cli/attribution.test.ts
// prove the base's side is found alike, one case per way it can be).
import { describe, expect, it } from "vitest";
import type { RenameNote } from "../../src/compliance/renames.js";
import { assessReport } from "../../src/outcome/assessment.js";
import { findingsOf } from "../../src/outcome/findings.js";
import type { CheckReport, GateFinding } from "../../src/outcome/model.js";
import {
  counts,
  type Finding,
  type GateRuleId,
  RULE_ATTRIBUTION,
  RULE_IDS,
  RULES,
  type RuleAttribution,
  type RuleId,
} from "../../src/rules/index.js";

const ASSET = "postgres://localhost:5432:postgres.public.users";
const CONTRACT = { id: "c-users", name: "users", enforcementLevel: "BLOCK" as const };
const LEDGER = ".github/contract-waivers.yml";

/** One version of a finding: where it is (lines move), what it is about, and why it would count anyway. */
interface Variant {
  /** Added to every line: the same problem after the pull request moved the text around it. */
  shift: number;
  /** The problem itself (the failing statement, the error, the value the asset has). */
  about: string;
  hidesChange?: string;
}

const gate = (rule: GateRuleId, v: Variant): CheckReport => ({
  checks: [],
  uncontracted: [],
  unreadable: [],
  findings: [
    {
      rule,
      level: "BLOCK",
      file: "db/schema.sql",
      line: 3 + v.shift,
      title: rule,
      message: `${rule} at line ${3 + v.shift}`,
      asset: ASSET,
      contract: CONTRACT,
      subject: v.about,
      ...(v.hidesChange ? { hidesChange: v.hidesChange } : {}),
    } satisfies GateFinding,
  ],
});

const violation = (violationType: string, v: Variant, rename?: RenameNote): CheckReport => ({
  uncontracted: [],
  unreadable: [],
  checks: [
    {
      asset: ASSET,
      file: "db/schema.sql",
      contract: CONTRACT,
      violations: [
        {
          violationType,
          field: "name",
          message: `name: ${v.about}`,
          expected: "string, required",
          actual: v.about,
          line: 7 + v.shift,
          ...(rename ? { rename } : {}),
        },
      ],
    },
  ],
});

const RENAME: RenameNote = {
  to: "full_name",
  sign: "field-number",
  carried: false,
  why: "field 2 keeps its number",
  route: { format: "Protobuf", advice: "Add full_name beside name.", language: "protobuf", code: "" },
};

/**
 * Every rule of the table, and how a report holds one finding of it (a rule without a row here is
 * a compile error, and the first test below fails).
 */
const REPORT_OF = {
  PROTECTION_WEAKENED: (v) => gate("PROTECTION_WEAKENED", v),
  CONFIG_CHANGED: (v) => gate("CONFIG_CHANGED", v),
  OWNER_APPROVAL_REQUIRED: (v) => gate("OWNER_APPROVAL_REQUIRED", v),
  CONTRACT_VERSION_NOT_BUMPED: (v) => gate("CONTRACT_VERSION_NOT_BUMPED", v),
  COMPATIBILITY_BROKEN: (v) => gate("COMPATIBILITY_BROKEN", v),
  COMPATIBILITY_UNVERIFIED: (v) => gate("COMPATIBILITY_UNVERIFIED", v),
  REMOVED_BEFORE_SUNSET: (v) => gate("REMOVED_BEFORE_SUNSET", v),
  REMOVED_WHILE_READ: (v) => gate("REMOVED_WHILE_READ", v),
  PLANNED_REMOVAL: (v) => gate("PLANNED_REMOVAL", v),
  DEPRECATED_FIELD: (v) => gate("DEPRECATED_FIELD", v),
  CONFIG_INVALID: (v) => gate("CONFIG_INVALID", v),
  CONTRACT_INVALID: (v) => gate("CONTRACT_INVALID", v),
  SCHEMA_UNREADABLE: (v) => gate("SCHEMA_UNREADABLE", v),
  CONTRACT_POINTS_AT_NO_ASSET: (v) => gate("CONTRACT_POINTS_AT_NO_ASSET", v),
  MERGE_CONFLICT: (v) => gate("MERGE_CONFLICT", v),
  ASSET_MOVED: (v) => gate("ASSET_MOVED", v),
  WAIVERS_INVALID: (v) => gate("WAIVERS_INVALID", v),
  // A ledger entry that matches no finding of the check.
  WAIVER_STALE: (v) => ({
    checks: [],
    uncontracted: [],
    unreadable: [],
    waivers: {
      file: LEDGER,
      today: "2026-06-01",
      entries: [
        {
          rule: "MISSING_REQUIRED_PROPERTY",
          asset: ASSET,
          field: v.about,
          reason: "agreed (DATA-1)",
          approvedBy: ["alice"],
          expires: "2026-12-31",
          line: 2 + v.shift,
        },
      ],
    },
  }),
  MISSING_REQUIRED_PROPERTY: (v) => violation("MISSING_REQUIRED_PROPERTY", v),
  MISSING_OPTIONAL_PROPERTY: (v) => violation("MISSING_OPTIONAL_PROPERTY", v),
  INCOMPATIBLE_TYPE: (v) => violation("INCOMPATIBLE_TYPE", v),
  REQUIRED_PROPERTY_NOW_OPTIONAL: (v) => violation("REQUIRED_PROPERTY_NOW_OPTIONAL", v),
  ENUM_VALUE_REMOVED: (v) => violation("ENUM_VALUE_REMOVED", v),
  CONSTRAINT_VIOLATION: (v) => violation("CONSTRAINT_VIOLATION", v),
  PII_FIELD_ADDED: (v) => violation("PII_FIELD_ADDED", v),
  OTHER_VIOLATION: (v) => violation("SOMETHING_ELSE", v),
  PROBABLE_RENAME: (v) => violation("MISSING_REQUIRED_PROPERTY", v, RENAME),
  UNCONTRACTED_BREAKING_CHANGE: (v) => ({
    checks: [],
    unreadable: [],
    uncontracted: [
      {
        asset: ASSET,
        sourceType: "postgres",
        file: "db/schema.sql",
        status: "changed",
        changes: [
          {
            kind: "FIELD_REMOVED",
            field: v.about,
            breaking: true,
            reason: "readers of the field fail",
            line: 4 + v.shift,
          },
        ],
      },
    ],
  }),
  UNREADABLE_FILE: (v) => ({
    checks: [],
    uncontracted: [],
    unreadable: [
      {
        file: "schemas/misc/refund.avsc",
        diagnostics: [{ line: 1 + v.shift, severity: "error", message: "Not valid JSON", subject: v.about }],
      },
    ],
  }),
} satisfies Record<RuleId, (v: Variant) => CheckReport>;

const AT = { shift: 0, about: "a" };
const MOVED = { shift: 10, about: "a" };
const OTHER = { shift: 0, about: "b" };

/** The pull request's report assessed against the base's findings, built alike from the base's report. */
function assessed(rule: RuleId, head: Variant, base: Variant | undefined) {
  const atBase = base ? baseFindings(rule, base) : [];
  const assessment = assessReport({ ...REPORT_OF[rule](head), atBase });
  const mine = assessment.findings.filter((f) => f.rule === rule);
  expect(mine, `${rule}: the report holds one finding of the rule`).toHaveLength(1);
  return { finding: mine[0] as Finding, assessment };
}

function baseFindings(rule: RuleId, base: Variant): Finding[] {
  const report = REPORT_OF[rule](base);
  // A stale waiver is found by applying the ledger (outcome/waivers.ts), not by findingsOf.
  return rule === "WAIVER_STALE" ? [...assessReport(report).findings] : findingsOf(report);
}

/** Whether a finding of the rule, owned by the pull request, is counted in the verdict (a rule outside contracts never is). */
const countsWhenOwned = (rule: RuleId) =>
  RULES[rule].category !== "uncontracted" && RULE_ATTRIBUTION[rule] !== "listed";

describe("every rule of the table has an attribution class", () => {
  it("the table of classes and the table of rules name the same rules, and every rule has a report here", () => {
    expect(Object.keys(RULE_ATTRIBUTION).sort()).toEqual([...RULE_IDS].sort());
    expect(Object.keys(REPORT_OF).sort()).toEqual([...RULE_IDS].sort());
    const classes: RuleAttribution[] = ["base", "change", "listed"];
    for (const rule of RULE_IDS) expect(classes, rule).toContain(RULE_ATTRIBUTION[rule]);
  });
});

describe("a pull request pays only for what it changed, for every rule of the table", () => {
  for (const rule of RULE_IDS) {
    const attribution = RULE_ATTRIBUTION[rule];
    it(`${rule} (${attribution}): a pull request that introduces it ${countsWhenOwned(rule) ? "is charged" : "is shown it, uncounted"}`, () => {
      const { finding, assessment } = assessed(rule, AT, undefined);
      expect(finding.existingDebt).toBeUndefined();
      expect(counts(finding)).toBe(countsWhenOwned(rule));
      expect(assessment.violations).toBe(countsWhenOwned(rule) ? 1 : 0);
    });

    if (attribution === "base") {
      it(`${rule} (base): the base has it unchanged, on other lines: existing debt, the pull request passes`, () => {
        const { finding, assessment } = assessed(rule, MOVED, AT);
        expect(finding.existingDebt).toBe(true);
        expect(counts(finding)).toBe(false);
        expect([assessment.violations, assessment.existingDebt, assessment.verdict.verdict]).toEqual([
          0,
          1,
          "pass",
        ]);
      });
      it(`${rule} (base): the base has another such problem (worsened or replaced): the pull request's`, () => {
        const { finding } = assessed(rule, OTHER, AT);
        expect(finding.existingDebt).toBeUndefined();
        expect(counts(finding)).toBe(countsWhenOwned(rule));
      });
      if (RULES[rule].category !== "contract-violation" && rule !== "UNREADABLE_FILE") {
        it(`${rule} (base): the base has it, but it hides what the pull request changed: counted, and says why`, () => {
          const { finding } = assessed(
            rule,
            { ...MOVED, hidesChange: "it names the asset this pull request changes" },
            AT,
          );
          expect(finding.existingDebt).toBeUndefined();
          expect(counts(finding)).toBe(true);
          expect(finding.message).toContain(
            "the base has it too, yet it counts: it names the asset this pull request changes",
          );
        });
      }
    } else {
      it(`${rule} (${attribution}): never existing debt, even where the base shows the same finding`, () => {
        const { finding } = assessed(rule, MOVED, AT);
        expect(finding.existingDebt).toBeUndefined();
        expect(counts(finding)).toBe(countsWhenOwned(rule));
      });
    }
  }
});
