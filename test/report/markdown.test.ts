import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { assessReport } from "../../src/outcome/assessment.js";
import { commentMarker, hasMarker } from "../../src/report/comment-marker.js";
import {
  GITHUB_COMMENT_LIMIT,
  renderAssetMarkdown,
  renderComment,
  renderSummary,
} from "../../src/report/markdown.js";
import { options, reports } from "./reports.js";

const GOLDEN = join(process.cwd(), "fixtures/report");

describe("PR comment goldens", () => {
  for (const [name, report] of Object.entries(reports)) {
    it(name, async () => {
      const markdown = renderComment(report, options);
      const path = join(GOLDEN, `${name}.md`);
      if (process.env.UPDATE_GOLDEN) await writeFile(path, markdown);
      expect(markdown).toBe(await readFile(path, "utf8"));
      expect(markdown.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    });
  }
});

describe("renderComment", () => {
  it("states the verdict with its icon", () => {
    expect(renderComment(reports["all-clear"]!, options)).toContain("## ✅ Data contracts: all clear");
    expect(renderComment(reports["alerts-only"]!, options)).toContain("## ⚠️");
    expect(renderComment(reports.block!, options)).toContain("## ❌");
    expect(assessReport(reports.block!).verdict.verdict).toBe("block");
  });

  it("blames a blocking contract only when a BLOCK contract is violated, else the fail-closed findings", () => {
    const blocking = "## ❌ Data contracts: this change breaks a blocking contract";
    const failsClosed = "## ❌ Data contracts: the check fails closed (see the findings)";
    const [blockCheck, alertCheck] = reports.block!.checks;
    const onlyBlock = { checks: [blockCheck!], uncontracted: [], unreadable: [] };
    expect(renderComment(onlyBlock, options)).toContain(blocking);
    // An ALERT violation beside a BLOCK gate finding: the check blocks, but no blocking contract is broken.
    const gate = {
      rule: "CONFIG_INVALID" as const,
      level: "BLOCK" as const,
      file: ".github/contract-sync.yml",
      line: 3,
      title: "Invalid configuration",
      message: "unknown key",
    };
    const alertAndGate = { findings: [gate], checks: [alertCheck!], uncontracted: [], unreadable: [] };
    expect(assessReport(alertAndGate).verdict.verdict).toBe("block");
    expect(renderComment(alertAndGate, options)).toContain(failsClosed);
  });

  it("does not call breaking changes of assets without a contract all clear", () => {
    const report = { ...reports.block!, checks: [] };
    expect(renderComment(report, options)).toContain("assets without a contract have breaking changes");
    expect(assessReport(report).verdict.verdict).toBe("pass");
  });

  it("puts the strongest level first, leaves INACTIVE out and links contract and lines", () => {
    const markdown = renderComment(reports["alerts-only"]!, options);
    expect(markdown.indexOf("<b>ALERT</b>")).toBeLessThan(markdown.indexOf("<b>NOTIFY</b>"));
    expect(markdown).not.toContain("legacy");
    expect(markdown).toContain("[orders](https://github.com/acme/shop/blob/abc123/contracts/orders.yaml)");
    expect(markdown).toContain(
      "[`db/orders.sql:2`](https://github.com/acme/shop/blob/abc123/db/orders.sql#L2)",
    );
  });

  it("lists breaking changes of uncontracted assets before the others", () => {
    const markdown = renderComment(reports.block!, options);
    const section = markdown.slice(markdown.indexOf("### Changes to assets without a contract"));
    const breaking = "| **yes** (UNCONTRACTED_BREAKING_CHANGE) |";
    expect(section.indexOf(breaking)).toBeGreaterThan(0);
    expect(section.indexOf(breaking)).toBeLessThan(section.indexOf("| no |"));
  });

  it("cuts sections with a note to stay under the limit, and the summary keeps them all", () => {
    const markdown = renderComment(reports["many-assets"]!, options);
    expect(markdown.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(markdown).toMatch(/\d+ of 401 sections are not shown/);
    expect(markdown).toContain("### What to do");
    const summary = renderSummary(reports["many-assets"]!, options);
    expect(summary.length).toBeGreaterThan(GITHUB_COMMENT_LIMIT);
    expect(summary).not.toContain("not shown");
    const tiny = renderComment(reports.block!, { ...options, maxLength: 2500 });
    expect(tiny.length).toBeLessThanOrEqual(2500);
    expect(tiny).toMatch(/more not shown|sections are not shown/);
  });

  it("carries a hidden marker keyed by workflow and job", () => {
    const markdown = renderComment(reports.block!, options);
    expect(markdown.startsWith(commentMarker("contracts", "check"))).toBe(true);
    expect(hasMarker(markdown, "contracts", "check")).toBe(true);
    expect(hasMarker(markdown, "contracts", "other-job")).toBe(false);
    expect(commentMarker("a-->b", "j")).not.toContain("-->b");
  });

  it("renders one asset alone for the server's COMMENT_MARKDOWN", () => {
    const check = reports.block!.checks[0]!;
    const section = renderAssetMarkdown(check);
    expect(section).toContain("<details open>");
    expect(section).toContain("| Field | Violation | Expected | Actual | Line |");
    expect(renderComment(reports.block!, options)).toContain(section.split("\n")[1] ?? "missing");
    expect(renderAssetMarkdown(reports["all-clear"]!.checks[0]!)).toMatch(/^✅/);
  });

  it("comes out of a GFM renderer as HTML tables inside details elements", async () => {
    const markdown = await readFile(join(GOLDEN, "block.md"), "utf8");
    const html = await marked.parse(markdown, { gfm: true });
    const details = html.match(/<details[\s>]/g) ?? [];
    const tables = html.match(/<table>/g) ?? [];
    expect(details.length).toBe(3);
    expect(tables.length).toBe(3);
    expect(html).toMatch(
      /<details open>\s*<summary>[\s\S]*?<table>[\s\S]*?<th>Field<\/th>[\s\S]*?<\/table>[\s\S]*?<\/details>/,
    );
    expect(html).toContain("<td><code>customer.id</code></td>");
    expect(html).not.toContain("| Field |");
    expect(html).toContain("<h3>Changes to assets without a contract</h3>");
    expect(html).toContain("<h3>What to do</h3>");
  });

  it("escapes pipes and HTML in cells so the table survives", async () => {
    const markdown = renderComment(reports.unreadable!, options);
    expect(markdown).toContain("in JSON &#124; at position");
    const html = await marked.parse(markdown, { gfm: true });
    expect(html).toContain("in JSON | at position");
  });
});
