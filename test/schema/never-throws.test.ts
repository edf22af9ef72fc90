import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import type { SchemaReader } from "../../src/schema/model.js";
import { dataReaders } from "../../src/schema/readers/data.js";

// Readers other than postgres (its PGlite path is covered in postgres.test.ts).
const readers = dataReaders.filter((r) => r.sourceType !== "postgres");

/** Text that looks a little like each format, so the parsers get past their first byte. */
const fragments = fc.constantFrom(
  "{",
  "}",
  "[",
  "]",
  '"type"',
  ":",
  ",",
  '"record"',
  '"fields"',
  '"name"',
  "message",
  "syntax",
  "=",
  ";",
  "CREATE TABLE",
  "(",
  ")",
  "INT",
  "$ref",
  "dataframes:",
  "columns:",
  "bucket:",
  "\n",
  " ",
  "null",
  "1",
);

describe("readers never throw", () => {
  it.each(readers.map((r): [string, SchemaReader] => [r.sourceType, r]))("%s", async (_type, reader) => {
    const path = `input${reader.extensions[0] ?? ".txt"}`;
    await fc.assert(
      fc.asyncProperty(fc.array(fragments, { maxLength: 40 }), async (parts) => {
        const result = await reader.read({
          path,
          sourceType: reader.sourceType,
          dataSource: "ds",
          files: memorySource({ [path]: parts.join(" ") }),
        });
        // The property fails if read() rejects; every diagnostic names a file and says why.
        for (const d of result.diagnostics) {
          expect(d.file).not.toBe("");
          expect(d.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60 },
    );
  });
});
