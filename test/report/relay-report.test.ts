import { describe, expect, it } from "vitest";
import { assessReport } from "../../src/outcome/assessment.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { GITHUB_COMMENT_LIMIT, renderComment } from "../../src/report/markdown.js";
import { RELAY_LIMITS, relayReportJson } from "../../src/report/relay-report.js";
import { parseRelayReport } from "../../src/report/relay-report-schema.js";
import { largeReport, options, reports } from "./reports.js";

const HEAD = "c".repeat(40);
const json = (report: CheckReport, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...(JSON.parse(
      relayReportJson({
        pullRequest: 5,
        headSha: HEAD,
        job: "check",
        assetsChecked: report.checks.length,
        report,
      }),
    ) as Record<string, unknown>),
    ...extra,
  });

describe("the relay report", () => {
  it("carries every report the check writes, and renders the same comment after the trip", () => {
    for (const [name, report] of Object.entries(reports)) {
      const parsed = parseRelayReport(json(report));
      if (!("relay" in parsed)) throw new Error(`${name}: ${parsed.error}`);
      const before = renderComment(report, options, assessReport(report));
      expect(renderComment(parsed.relay.report, options, assessReport(parsed.relay.report)), name).toBe(
        before,
      );
    }
  });

  it("carries a probable rename with its safe route, and renders it alike", () => {
    const base = reports.block as CheckReport;
    const [check, ...rest] = base.checks;
    if (!check) throw new Error("no check");
    const [violation, ...others] = check.violations;
    if (!violation) throw new Error("no violation");
    const rename = {
      to: "buyer",
      sign: "place" as const,
      carried: false,
      why: "'customer' is gone and 'buyer', of the same type, took its place",
      route: { format: "Avro", advice: "Add the alias.", language: "json", code: '"aliases": ["customer"]' },
    };
    const report: CheckReport = {
      ...base,
      checks: [
        {
          ...check,
          violations: [{ ...violation, violationType: "MISSING_REQUIRED_PROPERTY", rename }, ...others],
        },
        ...rest,
      ],
    };
    const before = renderComment(report, options, assessReport(report));
    expect(before).toContain("PROBABLE_RENAME");
    expect(before).toContain('```json\n"aliases": ["customer"]\n```');
    const parsed = parseRelayReport(json(report));
    if (!("relay" in parsed)) throw new Error(parsed.error);
    expect(renderComment(parsed.relay.report, options, assessReport(parsed.relay.report))).toBe(before);
  });

  it("carries the base's findings (existing debt) and the waiver ledger, and renders them alike", () => {
    const base = reports.block as CheckReport;
    const [debt, waived] = assessReport(base).findings.filter(
      (f) => f.rule !== "UNCONTRACTED_BREAKING_CHANGE" && f.contract,
    );
    const report: CheckReport = {
      ...base,
      atBase: debt ? [debt] : [],
      waivers: {
        file: ".github/contract-waivers.yml",
        today: "2026-11-25",
        entries: waived
          ? [
              {
                fingerprint: waived.fingerprint,
                expected: waived.expected,
                actual: waived.actual,
                reason: "accepted by finance",
                approvedBy: ["alice"],
                expires: "2026-12-31",
                line: 2,
              },
            ]
          : [],
      },
    };
    const before = renderComment(report, options, assessReport(report));
    expect(before).toContain("Existing debt");
    expect(before).toContain("Waived");
    const parsed = parseRelayReport(json(report));
    if (!("relay" in parsed)) throw new Error(parsed.error);
    expect(renderComment(parsed.relay.report, options, assessReport(parsed.relay.report))).toBe(before);
  });

  it("holds a 4,800-violation pull request within its bounds, and the relayed comment within GitHub's", () => {
    const report = largeReport(120, 40);
    const text = json(report);
    expect(Buffer.byteLength(text)).toBeLessThan(RELAY_LIMITS.fileBytes / 2);
    const parsed = parseRelayReport(text);
    if (!("relay" in parsed)) throw new Error(parsed.error);
    const assessment = assessReport(parsed.relay.report, parsed.relay.assetsChecked);
    expect(assessment.violations).toBe(4800);
    expect(renderComment(parsed.relay.report, options, assessment).length).toBeLessThanOrEqual(
      GITHUB_COMMENT_LIMIT,
    );
  });

  it("leaves out a contract's link (the relay links only to the repository) and refuses one put back", () => {
    const report = largeReport(1, 1);
    const check = report.checks[0];
    if (!check) throw new Error("one check");
    check.contract.fileUri = "https://evil.example/contract";
    expect(json(report)).not.toContain("fileUri");
    const forged = json(report).replace('"filePath"', '"fileUri":"https://evil.example/c","filePath"');
    expect(parseRelayReport(forged)).toEqual({
      error: expect.stringMatching(/report\.checks\.0\.contract: Unrecognized key: "fileUri"/),
    });
  });

  it.each([
    [
      "another format",
      { format: "contract-sync-relay/2" },
      /format: Invalid input: expected "contract-sync-relay\/1"/,
    ],
    ["a key of its own", { comment: "<b>hi</b>" }, /\(report\): Unrecognized key: "comment"/],
    ["a job that would end the marker", { job: "check -->" }, /job: Invalid string/],
    ["a pull request that is no number", { pullRequest: 0 }, /pullRequest: Too small/],
  ])("refuses %s", (_, extra, message) => {
    expect(parseRelayReport(json(reports.block as CheckReport, extra))).toEqual({
      error: expect.stringMatching(message),
    });
  });

  it("refuses a list longer than its bound without reading on", () => {
    const report: CheckReport = {
      checks: [],
      uncontracted: [],
      unreadable: [
        {
          file: "x.sql",
          diagnostics: Array.from({ length: 20_001 }, () => ({ severity: "error", message: "x" })),
        },
      ],
    };
    expect(parseRelayReport(json(report))).toEqual({
      error: expect.stringMatching(
        /report\.unreadable\.0\.diagnostics: Too big: expected array to have <=20000 items/,
      ),
    });
  });
});
