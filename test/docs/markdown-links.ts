// What a markdown page links to and which anchors it has, as GitHub renders it: the docs test
// (links.test.ts) resolves every relative link of README.md and docs/ with these.

/**
 * The page with its fenced code blocks blanked (their `#` lines are no headings, their `[x](y)` no
 * links); lines keep their numbers.
 */
export function withoutCode(markdown: string): string {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    const inCode = fence !== undefined || opener !== undefined;
    if (fence === undefined && opener) fence = opener;
    else if (fence !== undefined && opener && opener[0] === fence[0] && opener.length >= fence.length)
      fence = undefined;
    lines.push(inCode ? "" : line);
  }
  return lines.join("\n");
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[*`]/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor of a page: its headings' (a repeated one gets -1, -2, ...) and explicit `id`s. */
export function anchorsOf(markdown: string): Set<string> {
  const text = withoutCode(markdown);
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1] ?? "");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? "");
  return anchors;
}

export interface Link {
  target: string;
  line: number;
}

/** The relative links of a page (not web addresses, not mail), with their line numbers. */
export function relativeLinks(markdown: string): Link[] {
  const links: Link[] = [];
  const lines = withoutCode(markdown).split("\n");
  for (const [i, line] of lines.entries()) {
    const prose = line.replace(/(`+)[\s\S]*?\1/g, "");
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1] ?? "";
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ target, line: i + 1 });
    }
  }
  return links;
}
