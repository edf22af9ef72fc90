import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { assessReport } from "../../src/outcome/assessment.js";
import type { AssessedReport, CheckReport } from "../../src/outcome/model.js";
import { renderGitLab, renderJUnit, renderSarif } from "../../src/report/formats/index.js";

/** The CI formats go to stdout, which a GitHub runner scans for workflow commands. */
const ATTACK = "x\n::add-mask::secret\r\n  ::error title=pwned::injected ##[error]old";

const report: CheckReport = {
  checks: [
    {
      asset: `postgres://db:5432:${ATTACK}`,
      file: "db/orders.sql",
      contract: { name: ATTACK, enforcementLevel: "BLOCK" },
      violations: [
        {
          field: ATTACK,
          violationType: "INCOMPATIBLE_TYPE",
          message: ATTACK,
          file: "db/orders.sql",
          line: 2,
        },
      ],
    },
  ],
  uncontracted: [],
  unreadable: [{ file: "db/x.sql", diagnostics: [{ line: 1, severity: "error", message: ATTACK }] }],
};
const outcome: AssessedReport = { ...assessReport(report), report };

function workflowCommands(output: string): string[] {
  return output
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trimStart().startsWith("::") || line.includes("##["));
}

describe("CI formats hold no workflow command", () => {
  it("SARIF and GitLab JSON: none, and the values read back exactly", () => {
    const sarif = renderSarif(outcome, { toolVersion: "1.0.0" });
    const gitlab = renderGitLab(outcome, { fallbackPath: "contract-sync.yaml" });
    for (const output of [sarif, gitlab]) {
      expect(output).toContain("add-mask");
      expect(workflowCommands(output)).toEqual([]);
      expect(JSON.stringify(JSON.parse(output))).toContain(JSON.stringify(ATTACK).slice(1, -1));
    }
  });

  it("JUnit XML: none, and the parsed message keeps its line breaks", () => {
    const junit = renderJUnit(outcome);
    expect(junit).toContain("add-mask");
    expect(workflowCommands(junit)).toEqual([]);
    const parsed = JSON.stringify(
      new XMLParser({ ignoreAttributes: false, htmlEntities: true }).parse(junit),
    );
    expect(parsed).toContain("::add-mask::secret");
    expect(parsed).toContain("##[error]old");
  });
});
