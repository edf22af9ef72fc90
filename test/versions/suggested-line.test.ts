// The line to write travels with its finding: through the fork relay's strict report, into the sticky
// comment as inert text, and into the review comment's suggestion block, which the line cannot close.
import { describe, expect, it } from "vitest";
import { suggestionBody } from "../../src/action/review-suggestions.js";
import { assessReport } from "../../src/outcome/assessment.js";
import type { CheckReport, GateFinding } from "../../src/outcome/model.js";
import { renderSarif } from "../../src/report/formats/index.js";
import { renderComment } from "../../src/report/markdown.js";
import { relayReportJson } from "../../src/report/relay-report.js";
import { parseRelayReport } from "../../src/report/relay-report-schema.js";
import { sarifValidator } from "../support/sarif.js";

const gate = (current: string, suggested: string): GateFinding => ({
  rule: "CONTRACT_VERSION_NOT_BUMPED",
  level: "BLOCK",
  file: "contracts/orders.yaml",
  line: 3,
  title: "Contract version not bumped: contract orders",
  message: "the contract changes in a breaking way (FIELD_REMOVED total); write version: 2.0.0",
  suggestedLine: { line: 3, current, suggested },
});

const reportOf = (finding: GateFinding): CheckReport => ({
  findings: [finding],
  checks: [],
  uncontracted: [],
  unreadable: [],
});

describe("a finding's suggested line", () => {
  it("survives the fork relay's strict report", () => {
    const report = reportOf(gate("version: 1.5.0", "version: 2.0.0"));
    const json = relayReportJson({
      pullRequest: 4,
      headSha: "a".repeat(40),
      job: "check",
      assetsChecked: 1,
      report,
    });
    const parsed = parseRelayReport(json);
    expect("relay" in parsed && parsed.relay.report.findings?.[0]?.suggestedLine).toEqual({
      line: 3,
      current: "version: 1.5.0",
      suggested: "version: 2.0.0",
    });
  });

  it("is shown in the sticky comment as code, inert", () => {
    const plain = renderComment(reportOf(gate("version: 1.5.0", "version: 2.0.0")), {
      workflow: "w",
      job: "j",
    });
    expect(plain).toContain("Suggested line 3: `version: 2.0.0`.");
    const hostile = renderComment(
      reportOf(gate("version: 1.5.0 # @team", "version: 2.0.0 # @team | [x](https://e.invalid)")),
      { workflow: "w", job: "j" },
    );
    expect(hostile).not.toContain("[x](https://e.invalid)");
    expect(hostile).not.toMatch(/(^|[^\u2060])@team/);
  });

  it("is a SARIF fix replacing the whole line", () => {
    const report = reportOf(gate('version: "1.5.0"', 'version: "2.0.0"'));
    const sarif = JSON.parse(renderSarif({ ...assessReport(report), report }, { toolVersion: "1" }));
    const validate = sarifValidator();
    expect(validate(sarif), JSON.stringify(validate.errors)).toBe(true);
    expect(sarif.runs[0].results[0].fixes).toEqual([
      {
        description: { text: 'write version: "2.0.0"' },
        artifactChanges: [
          {
            artifactLocation: { uri: "contracts/orders.yaml", uriBaseId: "%SRCROOT%" },
            replacements: [
              {
                deletedRegion: { startLine: 3, startColumn: 1, endColumn: 17 },
                insertedContent: { text: 'version: "2.0.0"' },
              },
            ],
          },
        ],
      },
    ]);
  });

  it("is a suggestion block the line cannot close, under the finding's inert text", () => {
    const finding = assessReport(reportOf(gate("version: 1.5.0 # ```", "version: 2.0.0 # ```"))).findings[0];
    if (!finding?.suggestedLine) throw new Error("no finding");
    const body = suggestionBody("<!-- m -->", finding, finding.suggestedLine);
    expect(body.split("\n")).toEqual([
      "<!-- m -->",
      expect.stringContaining(
        "**Contract version not bumped: contract orders** (CONTRACT_VERSION_NOT_BUMPED, BLOCK)",
      ),
      "",
      "````suggestion",
      "version: 2.0.0 # ```",
      "````",
      "",
    ]);
  });
});
