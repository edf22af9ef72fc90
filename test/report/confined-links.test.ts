// Every renderer that turns a path into a link or a forge's location — the comment and the job
// summary (rendered as GFM), the fork relay's comment (the report through its JSON and strict
// parser), annotations, SARIF, GitLab Code Quality and the service's contract fileUri — for every
// hostile path (test/support/hostile-paths.ts) in every place a report holds one: none becomes a
// link or a location; an ordinary path still does, into this repository at the run's commit.
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { reportOptions } from "../../src/action/report-options.js";
import type { ContractCreate } from "../../src/api/resources.js";
import { assessReport } from "../../src/outcome/assessment.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { annotationsOf } from "../../src/report/annotations.js";
import { renderGitLab, renderSarif } from "../../src/report/formats/index.js";
import { renderComment, renderSummary } from "../../src/report/markdown.js";
import { relayReportJson } from "../../src/report/relay-report.js";
import { parseRelayReport } from "../../src/report/relay-report-schema.js";
import { toContract } from "../../src/service/contract-rows.js";
import { HOSTILE_PATHS, ORDINARY_PATHS } from "../support/hostile-paths.js";
import { reports } from "./reports.js";

const SHA = "c".repeat(40);
const ENV = { GITHUB_SERVER_URL: "https://github.com", GITHUB_REPOSITORY: "acme/shop" };
const BLOB = `https://github.com/acme/shop/blob/${SHA}/`;
const FALLBACK = ".github/contract-sync.yml";

/** A report with a path in every place one goes: gate finding, contract, asset, violation, change, unreadable file. */
function reportAt(path: string): CheckReport {
  const block = reports.block as CheckReport;
  const report: CheckReport = {
    findings: [
      {
        rule: "CONTRACT_VERSION_NOT_BUMPED",
        level: "BLOCK",
        file: path,
        line: 3,
        title: "Contract version not bumped: contract orders",
        message: "its version goes down",
        contract: { name: "orders", enforcementLevel: "BLOCK", filePath: path, line: 1 },
        suggestedLine: { line: 3, current: "version: 1.0.0", suggested: "version: 2.0.0" },
      },
    ],
    checks: block.checks,
    uncontracted: block.uncontracted,
    unreadable: (reports.unreadable as CheckReport).unreadable,
    contractChanges: [
      {
        contract: { name: "orders", enforcementLevel: "BLOCK", filePath: path },
        status: "changed",
        changes: (block.uncontracted[0]?.changes ?? []).map(({ file: _f, line: _l, ...change }) => change),
      },
    ],
  };
  // Every `file` and `filePath` of it, however deep, is the path.
  return JSON.parse(JSON.stringify(report), (key, value: unknown) =>
    (key === "file" || key === "filePath") && typeof value === "string" ? path : value,
  ) as CheckReport;
}

const hrefs = (markdown: string): string[] =>
  [
    ...(marked.parse(markdown, { gfm: true, async: false }) as string).matchAll(/<a\s[^>]*href="([^"]*)"/g),
  ].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));

/** Every `artifactLocation.uri` of a SARIF log, wherever it is (results, related locations, fixes). */
function sarifUris(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(sarifUris);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "artifactLocation" ? [(inner as { uri: string }).uri] : sarifUris(inner),
  );
}

/** What each renderer makes a link or a location of, for a report whose every path is `path`. */
const RENDERERS: Record<string, (path: string) => string[]> = {
  comment: (path) => hrefs(renderComment(reportAt(path), reportOptions(ENV, SHA))),
  "job summary": (path) => hrefs(renderSummary(reportAt(path), reportOptions(ENV, SHA))),
  "fork relay comment": (path) => {
    const report = reportAt(path);
    const json = relayReportJson({ pullRequest: 5, headSha: SHA, job: "check", assetsChecked: 3, report });
    const parsed = parseRelayReport(json);
    if (!("relay" in parsed)) throw new Error(parsed.error);
    const options = reportOptions({}, SHA, { workflow: "contracts", job: "check", repository: "acme/shop" });
    return hrefs(renderComment(parsed.relay.report, options));
  },
  annotations: (path) =>
    annotationsOf(assessReport(reportAt(path)).findings).flatMap((a) => (a.file ? [a.file] : [])),
  sarif: (path) => {
    const report = reportAt(path);
    return sarifUris(JSON.parse(renderSarif({ ...assessReport(report), report }, { toolVersion: "1" })));
  },
  gitlab: (path) => {
    const report = reportAt(path);
    const issues = JSON.parse(
      renderGitLab({ ...assessReport(report), report }, { fallbackPath: FALLBACK }),
    ) as {
      location: { path: string };
    }[];
    return issues.map((i) => i.location.path).filter((p) => p !== FALLBACK);
  },
  "service fileUri": (path) => {
    const body = {
      name: "orders",
      gitRepo: "https://github.com/acme/shop",
      gitHash: SHA,
      filePath: path,
    } as unknown as ContractCreate;
    const row = {
      row_id: "r",
      contract_id: "c",
      parent_row_id: null,
      status: "ACTIVE",
      body,
      spec_raw: "",
      created_at: new Date(0),
      updated_at: new Date(0),
    };
    const { fileUri } = toContract(row, []);
    return fileUri ? [fileUri] : [];
  },
};

/** Links are absolute URLs (into the blob of the commit); locations are repository paths. */
const isLink = (target: string) => /^https?:/.test(target);

describe.each(Object.keys(RENDERERS))("%s", (renderer) => {
  const render = RENDERERS[renderer] as (path: string) => string[];

  it.each(HOSTILE_PATHS.map((path) => [JSON.stringify(path), path]))(
    "makes no link or location of %s",
    (_shown, path) => {
      expect(render(path)).toEqual([]);
    },
  );

  it.each(ORDINARY_PATHS)("links %j, as %j, into the repository at the commit", (path, normalised) => {
    const targets = render(path);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      if (!isLink(target)) {
        expect(target).toBe(normalised);
        continue;
      }
      // The browser's reading of the link (WHATWG URL) is the file at the commit, a line at most.
      const url = new URL(target);
      expect(url.origin).toBe("https://github.com");
      expect(decodeURIComponent(url.pathname)).toBe(`${new URL(BLOB).pathname}${normalised}`);
      expect(url.hash).toMatch(/^(#L\d+)?$/);
    }
  });
});
