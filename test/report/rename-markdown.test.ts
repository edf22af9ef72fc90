// A probable rename's safe route in the comment: names from the pull request are data. The route's
// code sits in a fence no line of it can close; the names in the sentence are inert.
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { assessReport } from "../../src/outcome/assessment.js";
import type { CheckReport } from "../../src/outcome/model.js";
import { renderJson } from "../../src/report/formats/json.js";
import { renderText } from "../../src/report/formats/text.js";
import { renderComment } from "../../src/report/markdown.js";
import { fencedCode } from "../../src/report/rename-markdown.js";

const hostile = "x\n```\n<img src=x onerror=alert(1)> @octocat [a](https://evil.example)";

function reportWith(code: string, to: string, carried = false): CheckReport {
  return {
    findings: [],
    uncontracted: [],
    unreadable: [],
    contractChanges: [],
    checks: [
      {
        asset: "postgres://shop-db:5432:postgres.public.users",
        file: "db/users.sql",
        contract: { id: "c1", name: "users", enforcementLevel: "BLOCK" },
        violations: [
          {
            field: "email",
            violationType: "MISSING_REQUIRED_PROPERTY",
            message: "Required field 'email' of the contract is missing from the asset.",
            expected: "present",
            actual: "missing",
            rename: {
              to,
              sign: "place",
              carried,
              why: `'email' is gone and '${to}', of the same type, took its place`,
              route: { format: "PostgreSQL", advice: "Expand and contract.", language: "sql", code },
            },
          },
        ],
      },
    ],
  };
}

describe("the safe route in the comment", () => {
  it("keeps the route's code in one code block, whatever backticks it holds", () => {
    expect(fencedCode("a\n```\nb", "sql")).toBe("````sql\na\n```\nb\n````");
    expect(fencedCode("plain", "not a language!")).toBe("```\nplain\n```");
    const comment = renderComment(reportWith(hostile, "mail"), { workflow: "w", job: "j" });
    const html = marked.parse(comment, { async: false });
    // The whole route is one <pre><code>: no image, link or raw HTML escaped out of it.
    expect(html).not.toMatch(/<img|<a |href=/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; @octocat [a](https://evil.example)");
  });

  it("makes the names in the sentence inert (no mention, no link)", () => {
    const comment = renderComment(reportWith("ALTER TABLE t ADD c int;", "@octocat[x](https://e.example)"), {
      workflow: "w",
      job: "j",
    });
    // "What to do" says how to rename safely.
    expect(comment).toContain(
      "- Otherwise **make the change compatible**: keep the field and its type, widen instead of narrowing, add fields as optional or with a default.\n- If a field was **renamed**: take the safe route",
    );
    const line = comment.split("\n").find((l) => l.startsWith("**Probable rename**")) ?? "";
    expect(line).toContain("`email` → `@octocat[x](https://e.example)`");
    expect(line).toContain("'@\u2060octocat&#91;x&#93;(https:\u2060//e.example)'");
  });

  it("the terminal's text shows the route's code under the finding, a line each", () => {
    const report = reportWith(
      'ALTER TABLE t ADD COLUMN "mail" text;\nUPDATE t SET "mail" = "email";',
      "mail",
    );
    const text = renderText({ ...assessReport(report, 1), report });
    expect(text).toContain("  PROBABLE_RENAME postgres://shop-db:5432:postgres.public.users field email");
    const json = JSON.parse(renderJson({ ...assessReport(report, 1), report })) as {
      findings: Array<{ rule: string; rename?: { to: string; route: { code: string } } }>;
    };
    expect(json.findings[0]).toMatchObject({ rule: "PROBABLE_RENAME", rename: { to: "mail" } });
    expect(text).toContain(
      '\n      ALTER TABLE t ADD COLUMN "mail" text;\n      UPDATE t SET "mail" = "email";\n',
    );
  });

  it("a rename the format carries is listed under its contract as not counted, the section closed", () => {
    const report = reportWith('reserved "email";', "mail", true);
    const comment = renderComment(report, { workflow: "w", job: "j" });
    expect(comment).toContain(
      "<details>\n<summary>ℹ️ <b>BLOCK</b> <code>postgres://shop-db:5432:postgres.public.users</code>: 0 violations, 1 not counted</summary>",
    );
    expect(comment).toContain("(the format carries both names: not counted)");
    expect(comment).not.toContain("What to do");
  });
});
