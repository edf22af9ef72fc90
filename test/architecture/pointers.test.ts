import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { commentsOf, type Prose, stalePointers, type Tree } from "./pointers.js";

/**
 * No comment of src/ and no page of docs/ or README.md points at what does not exist: a file, a
 * function named with its file, a README heading, "the seed" (a document never in the
 * repository), or a bare issue number of a tracker no reader can open.
 */
const ROOT = process.cwd();

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(path);
    return [path];
  });
}

const files = ["src", "test", "docs", "scripts", "mutation", "bench"].flatMap(filesUnder);
const tree: Tree = { root: ROOT, files, readme: readFileSync(join(ROOT, "README.md"), "utf8") };
const prose: Prose[] = [
  ...files
    .filter((f) => f.startsWith("src/") && f.endsWith(".ts"))
    .map((path) => ({ path, text: commentsOf(readFileSync(join(ROOT, path), "utf8")) })),
  ...["README.md", ...files.filter((f) => f.startsWith("docs/") && f.endsWith(".md"))].map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), "utf8"),
  })),
];

/** Names that are examples, not pointers: a user's file, a file a run writes. */
const EXAMPLES = new Set([
  "src/schema/readers/code/typescript.ts: x.ts",
  "src/schema/readers/code/typescript.ts: x/index.ts",
  "docs/configure.md: x/index.ts",
  "docs/workflow.md: RUNNER_TEMP/contract-sync-full-report.md",
]);

describe("pointers in comments and docs resolve", () => {
  it("reads the comments of src/, docs/ and README.md", () => {
    expect(prose.length).toBeGreaterThan(300);
    expect(prose.find((p) => p.path === "src/outcome/waivers.ts")?.text).toContain(
      "docs/intended-changes.md",
    );
  });

  it("no comment or page names a missing file, function or README heading, the seed, or a bare issue number", () => {
    expect(prose.flatMap((p) => stalePointers(p, tree, EXAMPLES))).toEqual([]);
  });

  it("catches a planted stale pointer of each kind", () => {
    const planted = commentsOf(
      [
        "// Shown beside it, not enforced (sync/outside-contracts.ts).",
        '/** As outcome/waivers.ts `noSuchFunction` says; README "Outputs"; README.md#no-such-heading. */',
        "// A gap of the seed (issue 47, #12).",
        'const url = "sync/not-a-comment.ts";',
        "// Fine: sync/check/pipeline.ts, outcome/waivers.ts `withWaivers`, `applyWaivers` (outcome/waivers.ts).",
        '// Fine: README "Quick start", README.md#use-it-in-a-workflow, docs/rules.md, &#39;.',
      ].join("\n"),
    );
    expect(stalePointers({ path: "src/outcome/x.ts", text: planted }, tree, EXAMPLES)).toEqual([
      "src/outcome/x.ts: sync/outside-contracts.ts",
      "src/outcome/x.ts: outcome/waivers.ts `noSuchFunction`",
      'src/outcome/x.ts: README "Outputs"',
      "src/outcome/x.ts: README.md#no-such-heading",
      "src/outcome/x.ts: the seed",
      "src/outcome/x.ts: issue 47",
      "src/outcome/x.ts: #12",
    ]);
    // In a page, code is no pointer: a pull request number in an example is not this tracker's.
    const page = "Merged as `Merge pull request #123` or\n\n```\n#45 issue 7\n```\nbut issue 9.";
    expect(stalePointers({ path: "docs/x.md", text: page }, tree, EXAMPLES)).toEqual(["docs/x.md: issue 9"]);
  });
});
