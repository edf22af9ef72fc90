import { describe, expect, it } from "vitest";
import { assessReport } from "../../src/outcome/assessment.js";
import {
  GITHUB_COMMENT_LIMIT,
  renderComment,
  renderFullReport,
  renderSummary,
} from "../../src/report/markdown.js";
import { largeReport, options } from "./reports.js";

const MIB = 1024 * 1024;

/** The asset's name as the comment writes it: a code span, or a code element in a `<summary>`. */
const names = (text: string, asset: string) =>
  text.includes(`\`${asset}\``) || text.includes(`<code>${asset}</code>`);

// 132 assets of 40 violations: a report over 1 MiB (120 were, before names became code spans).
describe("a very large pull request within GitHub's limits (132 assets, 5,280 violations)", () => {
  const report = largeReport(132, 40);
  const assessment = assessReport(report);
  const comment = renderComment(report, options, assessment);
  const summary = renderSummary(report, options, assessment, "/runner/_temp/contract-sync-full-report.md");
  const full = renderFullReport(report, options, assessment);
  const assets = report.checks.map((c) => c.asset);

  it("is the case it claims to be: the whole report passes 1 MiB", () => {
    expect(assessment.violations).toBe(5280);
    expect(Buffer.byteLength(full)).toBeGreaterThan(MIB);
  });

  it("keeps the comment under 65,536 characters and names in the summary every asset it leaves out", () => {
    expect(comment.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    const leftOut = assets.filter((asset) => !names(comment, asset));
    expect(leftOut.length).toBeGreaterThan(100);
    expect(comment).toContain(`${leftOut.length} of 132 sections are not shown`);
    for (const asset of leftOut) expect(names(summary, asset)).toBe(true);
  });

  it("keeps the summary under 1 MiB, names each section it leaves out and the file with all of them", () => {
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(MIB - 1);
    const note = summary.slice(summary.indexOf("do not fit GitHub's 1 MiB job summary"));
    const named = assets.filter((asset) => names(note, asset));
    expect(named.length).toBeGreaterThan(0);
    expect(summary).toContain(`${named.length} of 132 sections do not fit`);
    expect(summary).toContain("`/runner/_temp/contract-sync-full-report.md`");
    for (const asset of assets) expect(full).toContain(`<code>${asset}</code>: 40 violations`);
  });

  it("gives the whole report as the summary when it fits", () => {
    const small = largeReport(10, 40);
    expect(renderSummary(small, options, assessReport(small), "/x.md")).toBe(
      renderFullReport(small, options),
    );
  });
});
