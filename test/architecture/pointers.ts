import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import ts from "typescript";
import { anchorsOf, withoutCode } from "../docs/markdown-links.js";

/** A text that may point somewhere: a comment of src/, or a page of docs/ or README.md. */
export interface Prose {
  path: string;
  text: string;
}

/** Where the pointers are looked up: the repository's files and README.md. */
export interface Tree {
  root: string;
  files: readonly string[];
  readme: string;
}

/** The comments of a TypeScript file, joined (strings and code are no prose), as the parser finds them. */
export function commentsOf(text: string): string {
  const source = ts.createSourceFile("prose.ts", text, ts.ScriptTarget.Latest, true);
  const seen = new Set<number>();
  const comments: string[] = [];
  const visit = (node: ts.Node): void => {
    const ranges = [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ];
    for (const range of ranges.filter((r) => !seen.has(r.pos))) {
      seen.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments.join("\n");
}

/** A quoted name that a comment broke over lines (`"Fail\n * closed"`), as one line. */
const oneLine = (quoted: string) => quoted.replace(/\s*\n\s*(?:\*\s*)?/g, " ");

/** A file of this project named in prose: `sync/check/gates.ts`, `outcome/model.ts`, `docs/rules.md`. */
const FILE = /(?<![\w/.@$-])((?:[\w-]+\/)*[\w-]+\.(?:ts|mjs|md))\b/g;
/** A function or constant named with its file: ``waivers.ts `inForce` `` or `` `inForce` (waivers.ts) ``. */
const NAMED_AFTER_FILE = /(?<![\w/.-])((?:[\w-]+\/)*[\w-]+\.ts)(?:'s)? `([A-Za-z_$][\w$]*)(?:\(\))?`/g;
const NAMED_BEFORE_FILE = /`([A-Za-z_$][\w$]*)(?:\(\))?` \(((?:[\w-]+\/)*[\w-]+\.ts)\)/g;
/** A README heading: `README "Quick start"` or `README.md#quick-start`. */
const README_HEADING = /README(?:\.md)?(?:'s)?\s+(?:(?:\/\/|\*)\s*)?"([^"]+)"/g;
const README_ANCHOR = /README\.md#([\w-]+)/g;
/** "the seed": a document that is not in the repository (a random seed, "the seed of a failure", is fine). */
const SEED = /\bthe seed\b(?! of a failure)/gi;
/** A bare issue number of a tracker no one can follow: "issue 47", "#47" (not `&#39;`, not in code). */
const ISSUE = /(?<![&\w])(?:[Ii]ssues? #?\d+|#\d+)\b/g;

/** The file a pointer names, if any: from the root, from src/, beside the pointing file, or (a bare name) anywhere. */
export function resolveFile(ref: string, from: string, tree: Tree): string | undefined {
  const candidates = [
    ref,
    posix.join("src", ref),
    posix.join(posix.dirname(from), ref),
    posix.join("test", ref),
  ];
  const direct = candidates.find((c) => tree.files.includes(c) || existsSync(join(tree.root, c)));
  if (direct) return direct;
  return tree.files.find((f) => f.endsWith(`/${ref}`));
}

/** Inline code spans dropped: a pointer in prose, not an example in code. */
const withoutCodeSpans = (text: string) => text.replace(/(`+)[\s\S]*?\1/g, "``");

/** Every pointer in a text that names nothing: `path: what`. */
export function stalePointers(prose: Prose, tree: Tree, examples: ReadonlySet<string>): string[] {
  const { path, text } = prose;
  const found: string[] = [];
  const stale = (what: string) => {
    if (!examples.has(`${path}: ${what}`)) found.push(`${path}: ${what}`);
  };
  for (const m of text.matchAll(FILE)) if (!resolveFile(m[1] ?? "", path, tree)) stale(m[1] ?? "");
  for (const [pattern, fileAt, nameAt] of [
    [NAMED_AFTER_FILE, 1, 2],
    [NAMED_BEFORE_FILE, 2, 1],
  ] as const)
    for (const m of text.matchAll(pattern)) {
      const file = resolveFile(m[fileAt] ?? "", path, tree);
      const name = m[nameAt] ?? "";
      if (
        file &&
        !new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(readFileSync(join(tree.root, file), "utf8"))
      )
        stale(`${m[fileAt]} \`${name}\``);
    }
  const anchors = anchorsOf(tree.readme);
  const headings = new Set(
    [...withoutCode(tree.readme).matchAll(/^#{1,6} (.+)$/gm)].map((m) => (m[1] ?? "").trim()),
  );
  for (const m of text.matchAll(README_HEADING))
    if (!headings.has(oneLine(m[1] ?? ""))) stale(`README "${oneLine(m[1] ?? "")}"`);
  for (const m of text.matchAll(README_ANCHOR)) if (!anchors.has(m[1] ?? "")) stale(`README.md#${m[1]}`);
  for (const m of text.matchAll(SEED)) stale(m[0]);
  const plain = path.endsWith(".md") ? withoutCodeSpans(withoutCode(text)) : withoutCodeSpans(text);
  for (const m of plain.matchAll(ISSUE)) stale(m[0]);
  return found;
}
