// The docs test: every relative link of README.md and docs/**/*.md resolves to a file of the
// repository and, where it names an anchor, to a heading (or an `id`) of that page.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsOf, relativeLinks, slug, withoutCode } from "./markdown-links.js";

const ROOT = process.cwd();

function markdownUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory()
      ? markdownUnder(path)
      : name.endsWith(".md")
        ? [path]
        : [];
  });
}

const PAGES = ["README.md", ...markdownUnder("docs")];
const text = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The links of `page` that lead nowhere: `page:line: target (why)`. */
function brokenLinks(page: string): string[] {
  return relativeLinks(text(page)).flatMap(({ target, line }) => {
    const [file = "", anchor] = target.split("#", 2);
    const path = file === "" ? page : normalize(join(dirname(page), decodeURIComponent(file)));
    const where = `${page}:${line}: ${target}`;
    if (relative(ROOT, join(ROOT, path)).startsWith("..")) return [`${where} (leaves the repository)`];
    if (!existsSync(join(ROOT, path))) return [`${where} (no such file)`];
    if (anchor === undefined || anchor === "") return [];
    if (!path.endsWith(".md")) return [`${where} (an anchor into a file that is not markdown)`];
    return anchorsOf(text(path)).has(decodeURIComponent(anchor)) ? [] : [`${where} (no such heading)`];
  });
}

describe("the docs' links", () => {
  it("reads README.md and the pages under docs/, the generated reference too", () => {
    expect(PAGES).toContain("README.md");
    expect(PAGES).toContain(join("docs", "architecture.md"));
    expect(PAGES.some((p) => p.startsWith(join("docs", "reference")))).toBe(true);
  });

  it("every relative link resolves to a file, and every anchor to a heading of it", () => {
    expect(PAGES.flatMap(brokenLinks)).toEqual([]);
  });

  it("the checks catch what they look for", () => {
    const page = [
      "# Quick start",
      "## Security model — the pull request",
      "## Configuration (`.github/contract-sync.yml`)",
      "## Notes",
      "## Notes",
      '<a id="rule-x"></a>',
      "```yaml",
      "# not a heading",
      "see [no link](nowhere.md)",
      "```",
      "[a](docs/x.md#y) `[b](c.md)` [web](https://example.com) [here](#notes-1)",
    ].join("\n");
    expect([...anchorsOf(page)]).toEqual([
      "quick-start",
      "security-model--the-pull-request",
      "configuration-githubcontract-syncyml",
      "notes",
      "notes-1",
      "rule-x",
    ]);
    expect(relativeLinks(page)).toEqual([
      { target: "docs/x.md#y", line: 11 },
      { target: "#notes-1", line: 11 },
    ]);
    expect(slug("[Rules](x.md): what **it** reports")).toBe("rules-what-it-reports");
    expect(withoutCode(page).split("\n")).toHaveLength(11);
  });
});
