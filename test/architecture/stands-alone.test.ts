import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository stands alone: what a reader needs is in docs/, and no file points at a design
 * note or an interface description kept outside it.
 */
const ROOT = process.cwd();
const FOLDERS = ["src", "test", "bench", "scripts", "mutation"];
// Spelled in two parts so this file does not name them itself.
const OUTSIDE = [`DESIGN${".md"}`, `SEED${".md"}`];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(path);
    return /\.(ts|mts|mjs|js|json|md|yml|yaml)$/.test(entry.name) ? [path] : [];
  });
}

const SELF = "test/architecture/stands-alone.test.ts";
const files = FOLDERS.filter((f) => existsSync(join(ROOT, f))).flatMap((f) =>
  filesUnder(join(ROOT, f)).map((path) => ({
    path: relative(ROOT, path).split("\\").join("/"),
    text: readFileSync(path, "utf8"),
  })),
);

/** `## Heading` lines of a markdown file. */
function headingsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => (m[1] ?? "").trim()));
}

/** Each `docs/<name>.md "<Section>"` a text refers to. */
function docReferences(text: string): { page: string; section: string }[] {
  return [...text.matchAll(/docs\/([a-z-]+\.md) "([^"]+)"/g)].map((m) => ({
    page: m[1] ?? "",
    section: m[2] ?? "",
  }));
}

describe("the repository stands alone", () => {
  it("reads the folders it guards", () => {
    expect(files.some((f) => f.path === "src/api/resources.ts")).toBe(true);
    expect(files.some((f) => f.path.startsWith("bench/"))).toBe(true);
  });

  it("no file points at a document outside the repository", () => {
    const pointing = files
      .filter((f) => f.path !== SELF)
      .flatMap((f) => OUTSIDE.filter((name) => f.text.includes(name)).map((name) => `${f.path}: ${name}`));
    expect(pointing).toEqual([]);
  });

  it("every docs/ page and section a file refers to exists", () => {
    const missing = files
      .filter((f) => f.path !== SELF)
      .flatMap((f) =>
        docReferences(f.text)
          .filter(({ page, section }) => {
            const path = join(ROOT, "docs", page);
            return !existsSync(path) || !headingsOf(readFileSync(path, "utf8")).has(section);
          })
          .map(({ page, section }) => `${f.path}: docs/${page} "${section}"`),
      );
    expect(missing).toEqual([]);
  });

  it("the checks catch what they look for", () => {
    expect(docReferences('see docs/service-interface.md "Paging" and docs/x.md "Y"')).toEqual([
      { page: "service-interface.md", section: "Paging" },
      { page: "x.md", section: "Y" },
    ]);
    expect(headingsOf("# A\ntext\n### B c\n")).toEqual(new Set(["A", "B c"]));
  });
});
