// init offers a `.json` file that says it is a JSON Schema by its top-level `$schema` key
// (OpenLineage's spec/OpenLineage.json), and only such a file (src/sync/init.ts declaresJsonSchema).
import { describe, expect, it } from "vitest";
import type { RepoFiles } from "../../src/git/files.js";
import { declaresJsonSchema } from "../../src/sync/init.js";

const CASES: Array<[string, string, boolean]> = [
  [
    "spec/OpenLineage.json",
    '{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}',
    true,
  ],
  ["a/draft7.json", '{"$schema": "http://json-schema.org/draft-07/schema#", "properties": {}}', true],
  ["a/draft4.JSON", '{"$schema": "http://json-schema.org/draft-04/schema#"}', true],
  ["package.json", '{"name": "x", "version": "1.0.0"}', false],
  ["tsconfig.json", '{"$schema": "https://www.schemastore.org/tsconfig", "compilerOptions": {}}', false],
  ["a/nested.json", '{"definitions": {"x": {"$schema": "http://json-schema.org/draft-07/schema#"}}}', false],
  ["a/broken.json", '{"$schema": "http://json-schema.org/draft-07/schema#",', false],
  ["a/list.json", '["$schema"]', false],
  ["a/schema.yaml", '"$schema": "http://json-schema.org/draft-07/schema#"', false],
];

describe("a .json file with a JSON Schema $schema key (init)", () => {
  it.each(CASES)("%s", async (path, text, expected) => {
    const files = { readText: async () => text } as unknown as RepoFiles;
    expect(await declaresJsonSchema(path, files)).toBe(expected);
  });
});
