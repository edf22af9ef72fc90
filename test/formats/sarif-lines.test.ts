// SARIF regions are 1-based like the report's lines (issue 33): a result must point at its finding's
// own line, not merely at "a line after the first".
import { describe, expect, it } from "vitest";
import { assessReport } from "../../src/outcome/assessment.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { renderSarif } from "../../src/report/formats/index.js";
import { reports } from "../report/reports.js";

interface SarifLog {
  runs: Array<{
    results: Array<{
      ruleId: string;
      locations?: Array<{ physicalLocation: { region?: { startLine: number } } }>;
    }>;
  }>;
}

describe("SARIF locations", () => {
  it("put each result at its finding's line, the first line of a file included", () => {
    const report: CheckReport = {
      ...reports.block!,
      findings: [
        {
          rule: "CONFIG_INVALID",
          level: "BLOCK",
          file: ".github/contract-sync.yml",
          line: 1,
          title: "Invalid configuration",
          message: "unknown key",
        },
      ],
    };
    const outcome = { report, ...assessReport(report) };
    const log = JSON.parse(renderSarif(outcome, { toolVersion: "1.0.0" })) as SarifLog;
    const results = log.runs[0]?.results ?? [];
    const lines = results.map((r) => r.locations?.[0]?.physicalLocation.region?.startLine);
    expect(lines).toEqual(outcome.findings.map((f) => (f.file ? f.line : undefined)));
    // Not vacuous: the first line and several others are really located.
    expect(lines[0]).toBe(1);
    expect(new Set(lines.filter((l) => l !== undefined)).size).toBeGreaterThan(2);
  });
});
