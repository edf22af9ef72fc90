// The docs' list of what the npm package holds names every entry of package.json's `files`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const pages = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? pages(path) : name.endsWith(".md") ? [path] : [];
  });

describe("the docs on the npm package", () => {
  it("name every entry of package.json's files where they say what the package holds", () => {
    const { files } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { files: string[] };
    const holding = ["README.md", ...pages("docs")]
      .map((page) => readFileSync(join(ROOT, page), "utf8"))
      .flatMap((text) => text.split(/\n\n/))
      .filter((paragraph) => paragraph.includes("The package holds only"));
    expect(holding).toHaveLength(1);
    const paragraph = holding[0] ?? "";
    for (const entry of files) {
      const name = entry.replace(/\.md$/, "");
      expect(paragraph, `the package's list lacks ${entry}`).toContain(
        name === "CHANGELOG" || name === "README" || name === "LICENSE" ? name : `\`${entry}\``,
      );
    }
  });
});
