import type { AssessedReport, AssetCheck } from "../model.js";

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

/** BLOCK and ALERT violations fail a test case (counted once per case, as JUnit counts); NOTIFY and RECORD ones are noted in its output. */
const fails = (check: AssetCheck): boolean =>
  check.contract.enforcementLevel === "BLOCK" || check.contract.enforcementLevel === "ALERT";

function testcase(check: AssetCheck): { text: string; failures: number } {
  const head = `    <testcase${attrs({ name: check.asset, classname: check.contract.name, ...(check.file ? { file: check.file } : {}) })}`;
  if (check.violations.length === 0) return { text: `${head}/>`, failures: 0 };
  const where = (v: AssetCheck["violations"][number]) =>
    v.file ? ` at ${v.file}${v.line ? `:${v.line}` : ""}` : "";
  if (!fails(check)) {
    const notes = check.violations.map((v) => `${v.violationType} ${v.field}: ${v.message}${where(v)}`);
    return {
      text: `${head}>\n      <system-out>${xml(notes.join("\n"))}</system-out>\n    </testcase>`,
      failures: 0,
    };
  }
  const failures = check.violations.map(
    (v) =>
      `      <failure${attrs({ type: v.violationType, message: `${v.field}: ${v.message}` })}>${xml(
        `${v.violationType} ${v.field}: ${v.message}${where(v)} (contract ${check.contract.name}, ${check.contract.enforcementLevel})`,
      )}</failure>`,
  );
  return { text: `${head}>\n${failures.join("\n")}\n    </testcase>`, failures: 1 };
}

/**
 * JUnit XML of a check outcome: a test suite per contract, a test case per
 * asset checked against it with a <failure> per violation, and a suite of the
 * files that could not be read (each a failure: a check not made never passes).
 */
export function renderJUnit(outcome: AssessedReport): string {
  const byContract = new Map<string, AssetCheck[]>();
  for (const check of outcome.report.checks) {
    if (check.contract.enforcementLevel === "INACTIVE") continue;
    const key = check.contract.id ?? check.contract.name;
    byContract.set(key, [...(byContract.get(key) ?? []), check]);
  }
  const suites: Array<{ name: string; file?: string | undefined; cases: string[]; failures: number }> = [];
  for (const checks of byContract.values()) {
    const cases = checks.map(testcase);
    const contract = checks[0]?.contract;
    suites.push({
      name: `contract ${contract?.name ?? "?"} (${contract?.enforcementLevel ?? "?"})`,
      file: contract?.filePath,
      cases: cases.map((c) => c.text),
      failures: cases.reduce((n, c) => n + c.failures, 0),
    });
  }
  if (outcome.report.unreadable.length > 0) {
    suites.push({
      name: "unreadable files",
      cases: outcome.report.unreadable.map(
        (file) =>
          `    <testcase${attrs({ name: file.file, classname: "unreadable files", file: file.file })}>\n${file.diagnostics
            .map(
              (d) =>
                `      <failure${attrs({ type: "UNREADABLE_FILE", message: d.message })}>${xml(`${file.file}${d.line ? `:${d.line}` : ""}: ${d.message}`)}</failure>`,
            )
            .join("\n")}\n    </testcase>`,
      ),
      failures: outcome.report.unreadable.length,
    });
  }
  const tests = suites.reduce((n, s) => n + s.cases.length, 0);
  const failures = suites.reduce((n, s) => n + s.failures, 0);
  const body = suites.map(
    (s) =>
      `  <testsuite${attrs({ name: s.name, tests: s.cases.length, failures: s.failures, errors: 0, skipped: 0, ...(s.file ? { file: s.file } : {}) })}>\n${s.cases.join("\n")}\n  </testsuite>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs({ name: "contract-sync", tests, failures, errors: 0 })}>\n${body.join("\n")}\n</testsuites>\n`;
}
