import type { AssessedReport, AssetCheck } from "../../outcome/model.js";
import { type Finding, findingLine, RULES, type RuleCategory } from "../../rules/index.js";

/** XML 1.0 text: markup characters escaped, characters XML cannot carry at all dropped. */
function xml(text: string): string {
  return (
    text
      .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // One line per element on stdout: a line break or `[` from the pull request could start a workflow command.
      .replace(/\n/g, "&#10;")
      .replace(/\r/g, "&#13;")
      .replace(/\[/g, "&#91;")
  );
}

const attrs = (values: Record<string, string | number>): string =>
  Object.entries(values)
    .map(([key, value]) => ` ${key}="${xml(String(value))}"`)
    .join("");

interface Suite {
  name: string;
  file?: string | undefined;
  cases: string[];
  failures: number;
  skipped: number;
}

/** Suites of findings without a contract, by what kind of finding they are. */
const CATEGORY_SUITE: Record<RuleCategory, string> = {
  "protection-weakened": "protection weakened",
  "fail-closed": "checks that could not be made",
  "contract-violation": "contract violations",
  uncontracted: "changes outside contracts",
};

/**
 * One test case per finding: BLOCK and ALERT fail it, NOTIFY and RECORD note it in its output,
 * INACTIVE (listed, not counted) skips it. So `failures` counts the failing findings.
 */
function findingCase(finding: Finding): { text: string; failed: boolean; skipped: boolean } {
  const head = `    <testcase${attrs({
    name: `${finding.asset ?? finding.file ?? finding.contract?.name ?? finding.rule}${finding.field ? `: ${finding.field}` : ""}`,
    classname: finding.rule,
    ...(finding.file ? { file: finding.file } : {}),
  })}>`;
  const where = finding.file ? ` at ${finding.file}${finding.line ? `:${finding.line}` : ""}` : "";
  const text = xml(`${finding.rule} ${findingLine(finding)}${where} (${finding.level})`);
  // Existing debt (the base has it alike) is skipped: the pull request did not introduce it.
  const failed =
    (finding.level === "BLOCK" || finding.level === "ALERT") && !finding.existingDebt && !finding.waiver;
  const skipped =
    finding.level === "INACTIVE" || finding.existingDebt === true || finding.waiver !== undefined;
  const note = finding.existingDebt
    ? "existing debt: the base has it, not counted"
    : finding.waiver
      ? `waived until ${finding.waiver.expires}: ${finding.waiver.reason}`
      : "listed, not counted";
  const body = failed
    ? `<failure${attrs({ type: finding.rule, message: finding.message })}>${text}</failure>`
    : skipped
      ? `<skipped${attrs({ message: `${finding.message} (${note})` })}/>`
      : `<system-out>${text}</system-out>`;
  return { text: `${head}\n      ${body}\n    </testcase>`, failed, skipped };
}

const contractKey = (contract: { id?: string | undefined; name: string }) => contract.id ?? contract.name;

/**
 * JUnit XML of a check outcome: a test suite per contract (its findings, and a passing case per
 * asset that complies with it), and a suite per kind of finding without a contract.
 */
export function renderJUnit(outcome: AssessedReport): string {
  const suites = new Map<string, Suite>();
  const suiteOf = (key: string, name: string, file?: string): Suite => {
    const suite = suites.get(key) ?? { name, file, cases: [], failures: 0, skipped: 0 };
    suites.set(key, suite);
    return suite;
  };
  for (const finding of outcome.findings) {
    const { contract } = finding;
    const suite = contract
      ? suiteOf(
          `contract ${contractKey(contract)}`,
          `contract ${contract.name} (${contract.enforcementLevel})`,
          contract.filePath,
        )
      : suiteOf(RULES[finding.rule].category, CATEGORY_SUITE[RULES[finding.rule].category]);
    const testcase = findingCase(finding);
    suite.cases.push(testcase.text);
    if (testcase.failed) suite.failures++;
    if (testcase.skipped) suite.skipped++;
  }
  for (const check of outcome.report.checks.filter(passing)) {
    const { contract } = check;
    suiteOf(
      `contract ${contractKey(contract)}`,
      `contract ${contract.name} (${contract.enforcementLevel})`,
      contract.filePath,
    ).cases.push(
      `    <testcase${attrs({ name: check.asset, classname: contract.name, ...(check.file ? { file: check.file } : {}) })}/>`,
    );
  }
  const all = [...suites.values()];
  const tests = all.reduce((n, s) => n + s.cases.length, 0);
  const failures = all.reduce((n, s) => n + s.failures, 0);
  const body = all.map(
    (s) =>
      `  <testsuite${attrs({ name: s.name, tests: s.cases.length, failures: s.failures, errors: 0, skipped: s.skipped, ...(s.file ? { file: s.file } : {}) })}>\n${s.cases.join("\n")}\n  </testsuite>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: "contract-sync", tests, failures, errors: 0 })}>\n${body.join("\n")}\n</testsuites>\n`;
}

/** An asset that complies with a contract that is not INACTIVE: a passing test case. */
const passing = (check: AssetCheck): boolean =>
  check.violations.length === 0 && check.contract.enforcementLevel !== "INACTIVE";
