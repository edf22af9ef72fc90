// The plain outputs of `contract-sync check`: the terminal's text (--format text), --format json and
// GitLab Code Quality. Findings are written by hand here, so each shape a finding can take (with or
// without an asset, file, line, field, expectation, contract or rename) is rendered exactly once.
import { describe, expect, it } from "vitest";
import type { AssessedReport, CheckReport } from "../../src/outcome/model.js";
import { renderGitLab } from "../../src/report/formats/gitlab.js";
import { renderJson } from "../../src/report/formats/json.js";
import { renderText } from "../../src/report/formats/text.js";
import { type Finding, RULES } from "../../src/rules/index.js";

const ORDERS = "postgres://db:5432:shop.public.orders";
const AUDIT = "postgres://db:5432:shop.public.audit";
const ordersContract = {
  name: "orders",
  enforcementLevel: "BLOCK",
  filePath: "contracts/orders.yaml",
} as const;

const emptyReport: CheckReport = { checks: [], uncontracted: [], unreadable: [] };

/** A BLOCK violation with everything a finding can name: asset, field, file and line, expectation, contract file. */
const missingEmail: Finding = {
  rule: "MISSING_REQUIRED_PROPERTY",
  level: "BLOCK",
  asset: ORDERS,
  contract: ordersContract,
  field: "email",
  file: "db/orders.sql",
  line: 4,
  title: "email missing",
  message: "Required field 'email' of the contract is missing from the asset.",
  expected: "present",
  actual: "missing",
  fingerprint: "f-email",
};

/** ALERT: a file without a line, only what the contract expects, a contract without a file. */
const narrowedTotal: Finding = {
  rule: "INCOMPATIBLE_TYPE",
  level: "ALERT",
  asset: ORDERS,
  contract: { name: "orders-lite", enforcementLevel: "ALERT" },
  field: "total",
  file: "db/orders.sql",
  title: "total narrowed",
  message: "The type of 'total' narrows the contract's.",
  expected: "decimal(12,2)",
  fingerprint: "f-total",
};

/** A gate finding on a file: no asset (the file is the subject), no field, no expectation, no contract. */
const badConfig: Finding = {
  rule: "CONFIG_INVALID",
  level: "NOTIFY",
  file: ".github/contract-sync.yml",
  line: 3,
  title: "unknown key",
  message: "Unknown key 'contract'.",
  fingerprint: "f-config",
};

/** No asset, no file: only the rule and the message. */
const conflict: Finding = {
  rule: "MERGE_CONFLICT",
  level: "RECORD",
  title: "merge conflict",
  message: "The pull request does not merge cleanly.",
  fingerprint: "f-conflict",
};

/** Only what the asset has, no expectation. */
const otherViolation: Finding = {
  rule: "OTHER_VIOLATION",
  level: "RECORD",
  asset: ORDERS,
  contract: ordersContract,
  title: "other",
  message: "The service reported FUTURE_RULE.",
  actual: "FUTURE_RULE",
  fingerprint: "f-other",
};

const debt: Finding = {
  rule: "ENUM_VALUE_REMOVED",
  level: "BLOCK",
  asset: ORDERS,
  contract: ordersContract,
  field: "status",
  file: "db/orders.sql",
  line: 3,
  title: "SHIPPED removed",
  message: "Enum symbol 'SHIPPED' was removed.",
  expected: "SHIPPED",
  actual: "NEW, PAID",
  existingDebt: true,
  fingerprint: "f-debt",
};

const waived: Finding = {
  rule: "INCOMPATIBLE_TYPE",
  level: "BLOCK",
  asset: ORDERS,
  contract: ordersContract,
  field: "id",
  file: "db/orders.sql",
  line: 2,
  title: "id narrowed",
  message: "The type of 'id' narrows the contract's.",
  expected: "int64",
  actual: "int32",
  waiver: {
    reason: "ids fit in int32 until the migration",
    approvedBy: ["alice", "bob"],
    expires: "2030-01-31",
    file: ".github/contract-sync-waivers.yml",
    line: 2,
  },
  fingerprint: "f-waived",
};

/** Not counted (the format carries both names): its route's code has CRLF, CR and LF line breaks. */
const carriedRename: Finding = {
  rule: "PROBABLE_RENAME",
  level: "INACTIVE",
  asset: AUDIT,
  contract: { name: "audit", enforcementLevel: "INACTIVE" },
  field: "who",
  file: "db/audit.sql",
  line: 7,
  title: "who renamed",
  message: "'who' is gone and 'actor' took its place.",
  rename: {
    to: "actor",
    sign: "place",
    carried: true,
    why: "same type, same place",
    route: {
      format: "PostgreSQL",
      advice: "Expand and contract.",
      language: "sql",
      code: "one;\r\ntwo;\rthree;\nfour;",
    },
  },
  fingerprint: "f-rename",
};

const fixedOptional: Finding = {
  rule: "MISSING_OPTIONAL_PROPERTY",
  level: "ALERT",
  asset: ORDERS,
  contract: ordersContract,
  field: "note",
  file: "db/orders.sql",
  title: "note missing",
  message: "Optional field 'note' is missing.",
  fingerprint: "f-fixed",
};

const everySection: AssessedReport = {
  findings: [missingEmail, narrowedTotal, badConfig, conflict, otherViolation, debt, waived, carriedRename],
  verdict: { verdict: "block" },
  assetsChecked: 2,
  violations: 5,
  fixed: [fixedOptional],
  report: emptyReport,
};

const nothingFound: AssessedReport = {
  findings: [],
  verdict: { verdict: "pass" },
  assetsChecked: 3,
  violations: 0,
  report: emptyReport,
};

describe("the text report (--format text)", () => {
  it("lists counted findings by level, then existing debt, waived (with expiry, approvers and reason), shown, fixed, and what to do", () => {
    expect(renderText(everySection)).toBe(
      [
        "contract-sync: blocked: this change breaks a blocking contract or fails closed",
        "3 violations in 1 asset · 2 other findings that count · 2 assets checked · 1 finding listed, not counted · 1 existing debt at the base (not counted) · 1 waived (not counted) · 1 fixed",
        "",
        "BLOCK (fails the check)",
        `  MISSING_REQUIRED_PROPERTY ${ORDERS} field email at db/orders.sql:4`,
        "    Required field 'email' of the contract is missing from the asset. · expected present, found missing · contract orders (contracts/orders.yaml)",
        "",
        "ALERT (needs attention; does not block)",
        `  INCOMPATIBLE_TYPE ${ORDERS} field total at db/orders.sql`,
        "    The type of 'total' narrows the contract's. · expected decimal(12,2), found — · contract orders-lite",
        "",
        "NOTIFY (the contract's owner is notified; does not block)",
        "  CONFIG_INVALID .github/contract-sync.yml at .github/contract-sync.yml:3",
        "    Unknown key 'contract'.",
        "",
        "RECORD (recorded for the contract's owner; does not block)",
        "  MERGE_CONFLICT",
        "    The pull request does not merge cleanly.",
        `  OTHER_VIOLATION ${ORDERS}`,
        "    The service reported FUTURE_RULE. · expected —, found FUTURE_RULE · contract orders (contracts/orders.yaml)",
        "",
        "Existing debt (the base already has these; not counted)",
        `  ENUM_VALUE_REMOVED ${ORDERS} field status at db/orders.sql:3`,
        "    Enum symbol 'SHIPPED' was removed. · expected SHIPPED, found NEW, PAID · contract orders (contracts/orders.yaml)",
        "",
        "Waived (accepted in the waiver ledger; not counted)",
        `  INCOMPATIBLE_TYPE ${ORDERS} field id at db/orders.sql:2`,
        "    The type of 'id' narrows the contract's. · expected int64, found int32 · contract orders (contracts/orders.yaml)",
        "    waived until 2030-01-31 by alice, bob: ids fit in int32 until the migration",
        "",
        "Shown, not counted",
        `  PROBABLE_RENAME ${AUDIT} field who at db/audit.sql:7`,
        "    'who' is gone and 'actor' took its place. · contract audit",
        "      one;",
        "      two;",
        "      three;",
        "      four;",
        "",
        "Fixed by this change",
        `  MISSING_OPTIONAL_PROPERTY ${ORDERS} field note at db/orders.sql`,
        "    Optional field 'note' is missing. · contract orders (contracts/orders.yaml)",
        "",
        "What to do",
        `  MISSING_REQUIRED_PROPERTY: ${RULES.MISSING_REQUIRED_PROPERTY.help}`,
        `  INCOMPATIBLE_TYPE: ${RULES.INCOMPATIBLE_TYPE.help}`,
        `  CONFIG_INVALID: ${RULES.CONFIG_INVALID.help}`,
        `  MERGE_CONFLICT: ${RULES.MERGE_CONFLICT.help}`,
        `  OTHER_VIOLATION: ${RULES.OTHER_VIOLATION.help}`,
        "",
        "",
      ].join("\n"),
    );
  });

  it("a check that found nothing prints the verdict and the counts only: no empty section and no help", () => {
    expect(renderText(nothingFound)).toBe("contract-sync: passed\n0 violations · 3 assets checked\n\n");
  });
});

describe("the JSON report (--format json)", () => {
  it("has the counts apart, the findings, the fixed ones (an empty list when none are known) and the report", () => {
    expect(JSON.parse(renderJson(nothingFound))).toEqual({
      verdict: { verdict: "pass" },
      assetsChecked: 3,
      violations: 0,
      existingDebt: 0,
      waived: 0,
      findings: [],
      fixed: [],
      report: emptyReport,
    });
    const json = JSON.parse(renderJson(everySection)) as Record<string, unknown>;
    expect(json).toMatchObject({ violations: 5, existingDebt: 1, waived: 1 });
    expect(json.fixed).toEqual([fixedOptional]);
  });
});

describe("the GitLab Code Quality report", () => {
  it("describes existing debt and waived findings as not counted, at severity info; others plainly at their level's severity", () => {
    const outcome: AssessedReport = { ...nothingFound, findings: [missingEmail, debt, waived, conflict] };
    expect(JSON.parse(renderGitLab(outcome, { fallbackPath: ".github/contract-sync.yml" }))).toEqual([
      {
        description: `${ORDERS}: email missing: Required field 'email' of the contract is missing from the asset.`,
        check_name: "MISSING_REQUIRED_PROPERTY",
        fingerprint: "f-email",
        severity: "blocker",
        location: { path: "db/orders.sql", lines: { begin: 4 } },
      },
      {
        description: `existing debt (the base has it, not counted): ${ORDERS}: SHIPPED removed: Enum symbol 'SHIPPED' was removed.`,
        check_name: "ENUM_VALUE_REMOVED",
        fingerprint: "f-debt",
        severity: "info",
        location: { path: "db/orders.sql", lines: { begin: 3 } },
      },
      {
        description: `waived until 2030-01-31 (not counted): ${ORDERS}: id narrowed: The type of 'id' narrows the contract's.`,
        check_name: "INCOMPATIBLE_TYPE",
        fingerprint: "f-waived",
        severity: "info",
        location: { path: "db/orders.sql", lines: { begin: 2 } },
      },
      {
        description: "merge conflict: The pull request does not merge cleanly.",
        check_name: "MERGE_CONFLICT",
        fingerprint: "f-conflict",
        severity: "info",
        location: { path: ".github/contract-sync.yml", lines: { begin: 1 } },
      },
    ]);
  });
});
