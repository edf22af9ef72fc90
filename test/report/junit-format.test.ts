// JUnit XML of a hand-made check outcome, exact: suites per contract (keyed by the contract's id),
// a case per finding (failed, skipped or noted), a passing case per compliant asset, escaped text.
import { describe, expect, it } from "vitest";
import type { AssessedReport, AssetCheck, ContractRef } from "../../src/outcome/model.js";
import { renderJUnit } from "../../src/report/formats/index.js";
import type { Finding } from "../../src/rules/index.js";

const orders: ContractRef = {
  id: "c-orders",
  name: "orders",
  enforcementLevel: "BLOCK",
  filePath: "contracts/orders.yaml",
};
/** Another contract of the same name: its own suite, by its id. */
const ordersEu: ContractRef = { id: "c-orders-eu", name: "orders", enforcementLevel: "ALERT" };
/** Contracts without an id: keyed by their names. */
const payments: ContractRef = { name: "payments", enforcementLevel: "NOTIFY" };
const refunds: ContractRef = {
  name: "refunds",
  enforcementLevel: "ALERT",
  filePath: "contracts/refunds.yaml",
};
const legacy: ContractRef = { name: "legacy", enforcementLevel: "INACTIVE" };

const finding = (f: Omit<Finding, "fingerprint">): Finding => ({ ...f, fingerprint: "f".repeat(64) });

const findings: Finding[] = [
  finding({
    rule: "INCOMPATIBLE_TYPE",
    level: "BLOCK",
    asset: "pg://db:shop.orders",
    contract: orders,
    field: "id",
    file: "db/orders.sql",
    line: 2,
    title: "Type changed",
    message: 'id is int32, the contract\'s <int64> & "wide"',
  }),
  finding({
    rule: "MISSING_REQUIRED_PROPERTY",
    level: "ALERT",
    asset: "pg://db:eu.orders",
    contract: ordersEu,
    field: "total",
    file: "db/eu.sql",
    line: 7,
    title: "Required field missing",
    message: "total is missing",
    existingDebt: true,
  }),
  finding({
    rule: "MISSING_OPTIONAL_PROPERTY",
    level: "NOTIFY",
    asset: "pg://db:shop.payments",
    contract: payments,
    field: "note",
    file: "db/payments.sql",
    title: "Optional field missing",
    message: "note is missing",
  }),
  finding({
    rule: "INCOMPATIBLE_TYPE",
    level: "ALERT",
    asset: "pg://db:shop.refunds",
    contract: refunds,
    field: "amount",
    file: "db/refunds.sql",
    line: 4,
    title: "Type changed",
    message: "amount is text",
    waiver: {
      reason: "migration in two steps",
      approvedBy: ["ana", "bo"],
      expires: "2030-01-31",
      file: ".github/contract-waivers.yml",
      line: 3,
    },
  }),
  finding({
    rule: "CONFIG_INVALID",
    level: "BLOCK",
    title: "Invalid configuration",
    message: "line one\r\nline two",
  }),
  finding({
    rule: "UNCONTRACTED_BREAKING_CHANGE",
    level: "INACTIVE",
    asset: "pg://db:shop.audit",
    file: "db/audit.sql",
    line: 9,
    title: "Breaking change without a contract",
    message: "a field removed",
  }),
];

const checks: AssetCheck[] = [
  // Compliant under a contract that has a finding elsewhere: a passing case in its suite.
  { asset: "pg://db:shop.customers", file: "db/customers.sql", contract: orders, violations: [] },
  // Compliant, no file: a passing case without a file.
  { asset: "pg://db:shop.refund_lines", contract: refunds, violations: [] },
  // Not compliant: its findings are the cases, no passing case.
  {
    asset: "pg://db:shop.payments",
    contract: payments,
    violations: [{ field: "note", violationType: "MISSING_OPTIONAL_PROPERTY", message: "note is missing" }],
  },
  // Compliant with an INACTIVE contract: no case at all.
  { asset: "pg://db:shop.old", file: "db/old.sql", contract: legacy, violations: [] },
];

const outcome: AssessedReport = {
  findings,
  verdict: { verdict: "block" },
  assetsChecked: 7,
  violations: 3,
  report: { checks, uncontracted: [], unreadable: [] },
};

/** The document of `outcome`, line by line: every suite, case and attribute as JUnit readers take them. */
const EXPECTED = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<testsuites name="contract-sync" tests="8" failures="2" errors="0">',
  '  <testsuite name="contract orders (BLOCK)" tests="2" failures="1" errors="0" skipped="0" file="contracts/orders.yaml">',
  '    <testcase name="pg://db:shop.orders: id" classname="INCOMPATIBLE_TYPE" file="db/orders.sql">',
  '      <failure type="INCOMPATIBLE_TYPE" message="id is int32, the contract&apos;s &lt;int64&gt; &amp; &quot;wide&quot;">INCOMPATIBLE_TYPE pg://db:shop.orders: Type changed: id is int32, the contract&apos;s &lt;int64&gt; &amp; &quot;wide&quot; at db/orders.sql:2 (BLOCK)</failure>',
  "    </testcase>",
  '    <testcase name="pg://db:shop.customers" classname="orders" file="db/customers.sql"/>',
  "  </testsuite>",
  '  <testsuite name="contract orders (ALERT)" tests="1" failures="0" errors="0" skipped="1">',
  '    <testcase name="pg://db:eu.orders: total" classname="MISSING_REQUIRED_PROPERTY" file="db/eu.sql">',
  '      <skipped message="total is missing (existing debt: the base has it, not counted)"/>',
  "    </testcase>",
  "  </testsuite>",
  '  <testsuite name="contract payments (NOTIFY)" tests="1" failures="0" errors="0" skipped="0">',
  '    <testcase name="pg://db:shop.payments: note" classname="MISSING_OPTIONAL_PROPERTY" file="db/payments.sql">',
  "      <system-out>MISSING_OPTIONAL_PROPERTY pg://db:shop.payments: Optional field missing: note is missing at db/payments.sql (NOTIFY)</system-out>",
  "    </testcase>",
  "  </testsuite>",
  '  <testsuite name="contract refunds (ALERT)" tests="2" failures="0" errors="0" skipped="1" file="contracts/refunds.yaml">',
  '    <testcase name="pg://db:shop.refunds: amount" classname="INCOMPATIBLE_TYPE" file="db/refunds.sql">',
  '      <skipped message="amount is text (waived until 2030-01-31: migration in two steps)"/>',
  "    </testcase>",
  '    <testcase name="pg://db:shop.refund_lines" classname="refunds"/>',
  "  </testsuite>",
  '  <testsuite name="checks that could not be made" tests="1" failures="1" errors="0" skipped="0">',
  '    <testcase name="CONFIG_INVALID" classname="CONFIG_INVALID">',
  '      <failure type="CONFIG_INVALID" message="line one&#13;&#10;line two">CONFIG_INVALID Invalid configuration: line one&#13;&#10;line two (BLOCK)</failure>',
  "    </testcase>",
  "  </testsuite>",
  '  <testsuite name="changes outside contracts" tests="1" failures="0" errors="0" skipped="1">',
  '    <testcase name="pg://db:shop.audit" classname="UNCONTRACTED_BREAKING_CHANGE" file="db/audit.sql">',
  '      <skipped message="a field removed (listed, not counted)"/>',
  "    </testcase>",
  "  </testsuite>",
  "</testsuites>",
  "",
].join("\n");

const only = (...picked: Finding[]): AssessedReport => ({
  ...outcome,
  findings: picked,
  report: { checks: [], uncontracted: [], unreadable: [] },
});
const suiteNames = (xml: string): string[] =>
  [...xml.matchAll(/<testsuite name="([^"]*)"/g)].map((m) => m[1] ?? "");

describe("JUnit XML of a check outcome", () => {
  it("renders the whole outcome exactly: a suite per contract and kind of finding, a case per finding and compliant asset", () => {
    expect(renderJUnit(outcome)).toBe(EXPECTED);
  });

  it("puts each waived finding in a skipped test case naming its waiver's expiry and reason", () => {
    const xml = renderJUnit(only(findings[3]!));
    expect(xml).toContain(
      '<testcase name="pg://db:shop.refunds: amount" classname="INCOMPATIBLE_TYPE" file="db/refunds.sql">\n      <skipped message="amount is text (waived until 2030-01-31: migration in two steps)"/>',
    );
    expect(xml).toContain('tests="1" failures="0" errors="0" skipped="1"');
  });

  it("skips an INACTIVE finding as listed, not counted, and notes a NOTIFY one in its output with file and line", () => {
    const xml = renderJUnit(only(findings[5]!, { ...findings[5]!, level: "NOTIFY" }));
    expect(xml).toContain('<skipped message="a field removed (listed, not counted)"/>');
    expect(xml).toContain(
      "<system-out>UNCONTRACTED_BREAKING_CHANGE pg://db:shop.audit: Breaking change without a contract: a field removed at db/audit.sql:9 (NOTIFY)</system-out>",
    );
    expect(xml).toContain(
      '<testsuite name="changes outside contracts" tests="2" failures="0" errors="0" skipped="1">',
    );
  });

  it("keys contract suites by the contract's id, else its name: same-named contracts stay apart", () => {
    const sameName = { ...findings[0]!, contract: { ...orders, id: "c-orders-us", filePath: undefined } };
    const xml = renderJUnit(
      only(findings[0]!, sameName, findings[2]!, { ...findings[2]!, contract: refunds }),
    );
    expect(suiteNames(xml)).toEqual([
      "contract orders (BLOCK)",
      "contract orders (BLOCK)",
      "contract payments (NOTIFY)",
      "contract refunds (ALERT)",
    ]);
  });

  it("adds a passing case, in its contract's suite, for each compliant asset of a contract that is not INACTIVE", () => {
    const xml = renderJUnit({ ...outcome, findings: [] });
    expect(suiteNames(xml)).toEqual(["contract orders (BLOCK)", "contract refunds (ALERT)"]);
    expect(xml).toContain(
      '<testsuite name="contract orders (BLOCK)" tests="1" failures="0" errors="0" skipped="0" file="contracts/orders.yaml">\n    <testcase name="pg://db:shop.customers" classname="orders" file="db/customers.sql"/>\n  </testsuite>',
    );
    expect(xml).toContain('<testsuites name="contract-sync" tests="2" failures="0" errors="0">');
    expect(xml).not.toContain("shop.payments");
    expect(xml).not.toContain("shop.old");
  });

  it("escapes apostrophes and writes line breaks as character references, so each element stays on one line", () => {
    const xml = renderJUnit(only({ ...findings[4]!, message: "it's\r\n::error::x" }));
    expect(xml).toContain('message="it&apos;s&#13;&#10;::error::x"');
    expect(xml.split("\n").some((line) => line.startsWith("::"))).toBe(false);
  });
});
