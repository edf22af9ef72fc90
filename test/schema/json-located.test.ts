import { describe, expect, it } from "vitest";
import { parseJsonLocated } from "../../src/schema/readers/json-located.js";

/*
 * The lines of parseJsonLocated's light scan (it steps from token to token with a
 * regular expression): strings that hold the scan's own tokens (quotes, braces,
 * colons, commas) must not move the lines of what follows them.
 */

const TEXT = [
  "{", //                                                      1
  '  "name": "a \\"quoted\\" {brace} [x], y: z",', //           2
  '  "back\\\\slash": "ends with \\\\",', //                     3
  '  "esc\\u0061ped": 1,', //                                   4
  '  "fields": [', //                                           5
  "    1, true, null, -2.5e3,", //                               6
  '    { "type": "record",', //                                 7
  '      "nested": [[], {"deep": "}"}]', //                     8
  "    },", //                                                  9
  '    ["x", {"after": ":"}]', //                               10
  "  ]", //                                                     11
  "}", //                                                       12
].join("\n");

describe("parseJsonLocated", () => {
  const doc = parseJsonLocated(TEXT);
  const value = doc.value as {
    fields: [number, boolean, null, number, { nested: [unknown[], object] }, [string, object]];
  };
  const record = value.fields[4];
  const nestedObject = record.nested[1];
  const pair = value.fields[5];

  it("gives the lines of keys, escaped ones under their parsed name", () => {
    expect(doc.keyLine(value, "name")).toBe(2);
    expect(doc.keyLine(value, "back\\slash")).toBe(3);
    expect(doc.keyLine(value, "escaped")).toBe(4);
    expect(doc.keyLine(value, "fields")).toBe(5);
    expect(doc.keyLine(record, "type")).toBe(7);
    expect(doc.keyLine(record, "nested")).toBe(8);
    expect(doc.keyLine(nestedObject, "deep")).toBe(8);
    expect(doc.keyLine(pair[1], "after")).toBe(10);
  });

  it("gives the lines of objects and arrays, by position among scalars", () => {
    expect(doc.lineOf(value)).toBe(1);
    expect(doc.lineOf(value.fields)).toBe(5);
    expect(doc.lineOf(record)).toBe(7);
    expect(doc.lineOf(record.nested)).toBe(8);
    expect(doc.lineOf(pair)).toBe(10);
    expect(doc.lineOf(pair[1])).toBe(10);
  });
});
