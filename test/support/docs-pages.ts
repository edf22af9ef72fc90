// The documentation as tests read it: README.md and the pages under docs/ (the generated reference
// excluded), so a test of what the docs show follows a section wherever it lives.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

function pagesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) return name === "reference" ? [] : pagesUnder(path);
      return name.endsWith(".md") ? [path] : [];
    });
}

/** README.md first, then docs/*.md by name: path and text. */
export function docsPages(): { path: string; text: string }[] {
  return ["README.md", ...pagesUnder("docs")].map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), "utf8"),
  }));
}

/** All of them, one after the other. */
export function docsText(): string {
  return docsPages()
    .map((page) => page.text)
    .join("\n");
}

/** The section under `title` (any heading level) up to the next heading of its level or higher. */
export function docsSection(title: string): { path: string; text: string } {
  for (const page of docsPages()) {
    const match = new RegExp(`^(#{1,6}) ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n`, "m").exec(
      page.text,
    );
    if (!match) continue;
    const level = match[1]?.length ?? 2;
    const rest = page.text.slice(match.index + match[0].length);
    const end = new RegExp(`^#{1,${level}} `, "m").exec(rest)?.index ?? rest.length;
    return { path: page.path, text: page.text.slice(match.index, match.index + match[0].length + end) };
  }
  throw new Error(`no page of the docs has the section '${title}'`);
}
