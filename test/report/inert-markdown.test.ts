import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { checkAsset } from "../../src/compliance/check.js";
import { fileUrl } from "../../src/git/remote-url.js";
import { locateViolations } from "../../src/outcome/locate.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { codeSpan, inertCell, inertText } from "../../src/report/inert-markdown.js";
import { renderComment } from "../../src/report/markdown.js";
import type { ReportOptions } from "../../src/report/options.js";
import { renderPublishSummary } from "../../src/report/publish-summary.js";
import type { SchemaTree } from "../../src/schema/model.js";

/** Text a pull request controls, trying every way GitHub markdown could act on it. */
const HOSTILE = [
  "@acme/owners ping @everyone",
  "[click](https://evil.example/x) ![img](https://evil.example/i.png)",
  "<img src=x onerror=alert(1)> <a href='https://evil.example'>a</a>",
  "<https://evil.example/auto> https://evil.example/bare www.evil.example mail@evil.example",
  "a | b \\| c",
  "`code` ``x`` ```",
  "**bold** _em_ ~~s~~ $x$",
  "&#64;team &#91;x&#93;(https://evil.example) #123",
  "line\n# heading\n| x | y |\r\n- item",
].join(" ");

const REPO = "https://github.com/acme/shop";
const options: ReportOptions = {
  workflow: "contracts",
  job: "check",
  fileUrl: (path, line) => `${fileUrl(REPO, "abc123", path)}${line ? `#L${line}` : ""}`,
};

/** A real check: an enum label with a pipe (and a trailing backslash) removed by the pull request. */
function enumCheck(): CheckReport["checks"][number] {
  const head: SchemaTree = {
    type: "struct",
    fields: [{ name: "status", type: "enum", line: 3, constraints: { symbols: ["NEW"] } }],
  };
  const contract = {
    schema: [{ name: "status", type: "enum" as const, constraints: { symbols: ["NEW", "PAID\\|REFUNDED"] } }],
  };
  const violations = checkAsset(contract, head);
  expect(violations.map((v) => v.violationType)).toEqual(["ENUM_VALUE_REMOVED"]);
  return {
    asset: "postgres://db:5432:shop.public.orders",
    file: "db/orders.sql",
    contract: { name: "orders", enforcementLevel: "BLOCK", filePath: "contracts/orders.yaml" },
    violations: locateViolations({ file: "db/orders.sql", schema: head }, violations),
  };
}

function hostileReport(): CheckReport {
  return {
    checks: [
      enumCheck(),
      {
        asset: `postgres://db:5432:${HOSTILE}`,
        file: `db/${HOSTILE}.sql`,
        contract: {
          name: HOSTILE,
          version: HOSTILE,
          owner: HOSTILE,
          enforcementLevel: "ALERT",
          filePath: `contracts/${HOSTILE}.yaml`,
        },
        violations: [
          {
            field: HOSTILE,
            violationType: HOSTILE,
            message: HOSTILE,
            expected: HOSTILE,
            actual: HOSTILE,
            file: `db/${HOSTILE}.sql`,
            line: 7,
          },
        ],
      },
    ],
    uncontracted: [
      {
        asset: HOSTILE,
        sourceType: "postgres",
        file: `db/${HOSTILE}.sql`,
        status: "changed",
        changes: [{ field: HOSTILE, kind: "FIELD_REMOVED", breaking: true, reason: HOSTILE, line: 2 }],
      },
    ],
    contractChanges: [
      {
        contract: { name: HOSTILE, owner: HOSTILE, enforcementLevel: "BLOCK", filePath: `c/${HOSTILE}.yaml` },
        status: "changed",
        changes: [
          {
            field: HOSTILE,
            kind: "TYPE_CHANGED",
            breaking: true,
            reason: HOSTILE,
            before: HOSTILE,
            after: HOSTILE,
          },
        ],
      },
    ],
    unreadable: [
      { file: `db/${HOSTILE}.sql`, diagnostics: [{ line: 1, severity: "error", message: HOSTILE }] },
    ],
  } as CheckReport;
}

/** The visible text of rendered HTML (tags dropped, references decoded as a browser would). */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Every table as rows of cell contents, the header first. */
function tables(html: string): string[][][] {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((table) =>
    [...(table[1] ?? "").matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
      [...(row[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? ""),
    ),
  );
}

describe("the PR comment keeps pull request text inert (rendered as GFM)", () => {
  const markdown = renderComment(hostileReport(), options);
  const html = marked.parse(markdown, { gfm: true, async: false });

  it("makes no link or image of it: the only links are the repository's files", () => {
    expect(html).not.toMatch(/<img/i);
    const hrefs = [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1] ?? "");
    // The file named with the hostile text is not among them: its name holds `//`, `:` and `\\`.
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) expect(href.startsWith(`${REPO}/blob/abc123/`)).toBe(true);
    expect(html).not.toMatch(/evil\.example"/);
    // <strong> is the comment's own (**yes**, the enforcement level); none from the text.
    expect(html).not.toMatch(/<(em|del|h1|script)[\s>]/);
    expect(html).not.toMatch(/<strong>bold/);
  });

  it("pings no one and links no issue, URL or e-mail address", () => {
    const text = visibleText(html);
    expect(text).toContain("@\u2060acme/owners");
    // GitHub links @name after a non-word character, #123, and bare URLs in rendered text.
    expect(text).not.toMatch(/(^|[^\w])@[a-z0-9]/i);
    expect(text).not.toMatch(/#\d/);
    expect(text).not.toMatch(/https?:\/\/evil|www\.evil/);
    // A reference the text spelled out shows as written instead of becoming `@team`.
    expect(text).toContain("&#\u206064;team");
  });

  it("keeps every table row whole: a GFM renderer drops the cells a stray pipe adds", () => {
    const found = tables(html);
    expect(found.length).toBe(4);
    for (const [header, ...rows] of found) {
      expect(rows.length).toBeGreaterThan(0);
      // Renderers pad or cut rows to the header, so look at what lands in the last column.
      if (header?.at(-1) !== "Line") continue;
      for (const row of rows.filter((r) => !r.at(-1)?.includes("acme/owners")))
        expect(row.at(-1)).toMatch(/^<a href="https:\/\/github\.com\/acme\/shop\/blob\/abc123\/[^"]+#L\d+">/);
    }
    // The file named with the hostile text could leave the repository as a link: its place is plain text.
    const hostileRow = found[1]?.[1] ?? [];
    expect(hostileRow.at(-1)).not.toContain("<a ");
    expect(hostileRow.at(-1)).toContain("db/@\u2060acme/owners");
    expect(hostileRow.at(-1)).toContain(":7");
  });

  it("keeps the line link of a row whose enum label has a pipe", () => {
    const row = html.match(/<tr>(?:(?!<\/tr>)[\s\S])*PAID\\\|REFUNDED(?:(?!<\/tr>)[\s\S])*<\/tr>/)?.[0] ?? "";
    expect(row).toContain(`<a href="${REPO}/blob/abc123/db/orders.sql#L3"><code>db/orders.sql:3</code></a>`);
    expect(row.match(/<td[\s>]/g)).toHaveLength(5);
  });

  it("shows the text itself, on one line per cell", () => {
    const text = visibleText(html);
    expect(text).toContain("[click](https:\u2060//evil.example/x)");
    expect(text).toContain("a | b \\| c");
    expect(text).toContain("line # heading | x | y | - item");
  });

  it("escapes the publish summary the same way", () => {
    const entry = {
      action: "create" as const,
      id: "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
      name: HOSTILE,
      filePath: `c/${HOSTILE}.yaml`,
      versionBefore: undefined,
      versionAfter: HOSTILE,
      reason: HOSTILE,
      body: undefined,
    };
    const summary = renderPublishSummary({
      plan: { entries: [entry], counts: { create: 1, update: 0, archive: 0, unchanged: 0 } },
      assetsRegistered: 0,
      failure: { message: HOSTILE, notApplied: [entry], assetsNotApplied: [] },
    });
    const rendered = marked.parse(summary, { gfm: true, async: false });
    expect(rendered).not.toMatch(/<(a|img|strong|em|h1)[\s>]/);
    expect(visibleText(rendered)).not.toMatch(/(^|[^\w])@[a-z0-9]/i);
  });

  it("inertCell and inertText: a dash for nothing, and plain text as it was", () => {
    expect(codeSpan("a|b")).toBeUndefined();
    expect(codeSpan("a\nb")).toBeUndefined();
    expect(codeSpan(" ")).toBeUndefined();
    expect(codeSpan("``x`")).toBe("``` ``x` ```");
    expect(inertCell(undefined)).toBe("—");
    expect(inertCell("")).toBe("—");
    expect(inertText("customer_id int64 (nullable)")).toBe("customer_id int64 (nullable)");
    expect(inertText("postgres://db:5432:shop.public.orders")).toBe("postgres://db:5432:shop.public.orders");
  });
});

/** Text a pull request controls that can be a code span (no pipe, no line break). */
const SPAN_HOSTILE =
  "@everyone www.evil.example https://evil.example/x <img src=x onerror=alert(1)> [x](https://evil.example) ![i](https://evil.example/i.png) `tick` ``two`` **bold** _em_ #123 &#64;team";

describe("names and paths as code spans: copied as written, still inert", () => {
  const path = `db/@app/__tests__/${SPAN_HOSTILE}.sql`;
  const report = {
    checks: [
      {
        asset: `postgres://db:5432:${SPAN_HOSTILE}`,
        file: path,
        contract: {
          name: "orders",
          owner: "data@acme.example",
          enforcementLevel: "BLOCK",
          filePath: "c/o.yaml",
        },
        violations: [
          {
            field: SPAN_HOSTILE,
            violationType: "MISSING_REQUIRED_PROPERTY",
            message: "m",
            file: path,
            line: 4,
          },
        ],
      },
    ],
    uncontracted: [],
    contractChanges: [],
    unreadable: [],
  } as unknown as CheckReport;
  const markdown = renderComment(report, options);
  const html = marked.parse(markdown, { gfm: true, async: false });
  const codes = [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => visibleText(m[1] ?? ""));
  const outsideCode = visibleText(html.replace(/<code>[\s\S]*?<\/code>/g, " "));

  it("shows field, path and owner exactly as written inside code: no word joiner, no character reference", () => {
    expect(codes).toContain(SPAN_HOSTILE);
    expect(codes).toContain(`${path}:4`);
    expect(codes).toContain("data@acme.example");
    expect(markdown).toContain("`data@acme.example`");
    expect(markdown).not.toContain("@\u2060acme");
  });

  it("builds nothing of it: no image, no link but the repository's, no emphasis, and nothing linkable outside code", () => {
    expect(html).not.toMatch(/<(img|em|del|script)[\s>]/i);
    expect(html).not.toMatch(/<strong>bold/);
    const hrefs = [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1] ?? "");
    for (const href of hrefs) expect(href.startsWith(`${REPO}/blob/abc123/`)).toBe(true);
    // GitHub links no mention, issue or URL inside code; outside it, none may form.
    expect(outsideCode).not.toMatch(/(^|[^\w])@[a-z0-9]/i);
    expect(outsideCode).not.toMatch(/#\d|https?:\/\/evil|www\.evil/);
  });
});
