import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dropUndefined } from "../../src/contracts/contract-file.js";

describe("dropUndefined (the JSON copy of a contract body)", () => {
  it("copies a value as JSON.parse(JSON.stringify(value)) does", () => {
    const leaf = fc.oneof(
      fc.jsonValue({ maxDepth: 1 }),
      fc.constantFrom(undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, () => 1, new Date(0)),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: "small" }, leaf, tie("array"), tie("object")),
      array: fc.array(tie("node"), { maxLength: 4 }),
      object: fc.dictionary(fc.oneof(fc.string(), fc.constant("__proto__")), tie("node"), { maxKeys: 4 }),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        const copy = dropUndefined(v);
        const text = JSON.stringify(v);
        expect(copy).toStrictEqual(text === undefined ? v : JSON.parse(text));
        expect(JSON.stringify(copy)).toBe(text);
      }),
      { numRuns: 2_000 },
    );
  });

  it("leaves out undefined keys and keeps an own __proto__ key as a key", () => {
    const body = JSON.parse('{"a": 1, "__proto__": {"b": 2}}') as Record<string, unknown>;
    body.gone = undefined;
    const copy = dropUndefined(body);
    expect(Object.keys(copy)).toEqual(["a", "__proto__"]);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(dropUndefined([undefined, Number.NaN, { x: undefined }])).toEqual([null, null, {}]);
  });
});
