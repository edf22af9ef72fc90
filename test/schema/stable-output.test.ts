import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { directorySource } from "../../src/schema/fs-source.js";
import { closeReaders, detectSourceType, readerFor } from "../../src/schema/index.js";
import type { SourceFiles } from "../../src/schema/model.js";
import { filesUnder } from "../corpus/support/corpus.js";

/*
 * Issue 14: every reader's output for one file is stable: the same assets, in
 * the same order, with the same names, across runs and whatever order the
 * repository's folders are listed or its files read in. Each run gets a fresh
 * source, so no cache of a previous run can make them agree.
 */

const ROOT = join(import.meta.dirname, "../..");
const FIXTURES = filesUnder(ROOT, ["fixtures/schemas"], [""]).filter(
  (path) =>
    !path.includes("/golden") && !path.endsWith(".golden.json") && detectSourceType(path) !== undefined,
);
const CORPUS = filesUnder(ROOT, ["test/corpus/code"], [".go", ".kt", ".java", ".py", ".ts", ".swift"]);

/** The repository with every folder listed backwards. */
function reversedListing(files: SourceFiles): SourceFiles {
  return { ...files, readText: files.readText, list: async (dir) => (await files.list(dir)).reverse() };
}

async function readAll(files: SourceFiles, paths: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const path of paths) {
    const sourceType = detectSourceType(path);
    const reader = sourceType && readerFor(sourceType);
    if (!sourceType || !reader) continue;
    const result = await reader.read({ path, sourceType, dataSource: "stable", files });
    out.set(path, JSON.stringify(result));
  }
  return out;
}

afterAll(() => closeReaders());

describe("stable reader output", () => {
  it("gives every file the same result across runs and listing or reading orders", async () => {
    const paths = [...FIXTURES, ...CORPUS];
    // Every reader is covered: the fixtures have a file for each source type.
    expect(new Set(paths.map((path) => detectSourceType(path))).size).toBeGreaterThanOrEqual(15);
    const first = await readAll(directorySource(ROOT), paths);
    const second = await readAll(directorySource(ROOT), paths);
    const reordered = await readAll(reversedListing(directorySource(ROOT)), [...paths].reverse());
    expect(first.size).toBe(paths.length);
    const differing = paths.filter(
      (path) => first.get(path) !== second.get(path) || first.get(path) !== reordered.get(path),
    );
    expect(differing).toEqual([]);
    // Not vacuous: the results hold assets, and sibling-file types (listing-dependent) are among them.
    expect([...first.values()].filter((json) => json.includes('"assets":[{')).length).toBeGreaterThan(40);
    expect(first.get("test/corpus/code/go/apis/batch/v1/types.go")).toContain(
      '"file":"test/corpus/code/go/apis/batch/v1/meta.go"',
    );
  }, 600_000);
});
