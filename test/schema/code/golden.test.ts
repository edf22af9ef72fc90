import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SourceType } from "../../../src/api/source-types.js";
import { readerFor, repoFiles, repoRoot } from "./helpers.js";

/**
 * Every fixture under fixtures/schemas/<type>/ reads into its `<file>.golden.json`.
 * The golden files were checked by hand; `UPDATE_GOLDEN=1` rewrites them (then
 * review the diff before keeping it).
 */
const SOURCE_TYPES: SourceType[] = [
  "typescript",
  "python",
  "pyspark",
  "java",
  "kotlin",
  "swift",
  "php",
  "golang",
];

for (const sourceType of SOURCE_TYPES) {
  describe(`${sourceType} fixtures`, async () => {
    const dir = `fixtures/schemas/${sourceType}`;
    const files = existsSync(join(repoRoot, dir))
      ? (await readdir(join(repoRoot, dir))).filter((name) => !name.endsWith(".golden.json"))
      : [];
    it("has fixtures", () => {
      expect(files.length).toBeGreaterThan(0);
    });
    for (const name of files) {
      it(`reads ${name} into its golden tree`, async () => {
        const path = `${dir}/${name}`;
        const result = await readerFor(sourceType).read({
          path,
          sourceType,
          dataSource: "github.com/acme/shop",
          files: repoFiles,
        });
        const goldenPath = join(repoRoot, `${path}.golden.json`);
        const actual = `${JSON.stringify(result, null, 2)}\n`;
        if (process.env.UPDATE_GOLDEN) await writeFile(goldenPath, actual);
        expect(actual).toBe(await readFile(goldenPath, "utf8"));
      });
    }
  });
}
