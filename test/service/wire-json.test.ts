import { describe, expect, it } from "vitest";
import {
  jsonBytes,
  jsonHead,
  memberTail,
  toJson,
  withJsonBytes,
  withMember,
} from "../../src/service/wire-json.js";

describe("kept JSON text of answers", () => {
  const base = {
    id: "c1",
    spec: { name: "orders", fields: [{ name: "id", type: "int64" }] },
    note: undefined,
  };

  it("serialises an object with kept text to the text JSON.stringify gives", () => {
    const violations = [{ field: "id", violationType: "INCOMPATIBLE_TYPE" }];
    const item = withMember({ ...base, violations }, jsonHead(base), "violations", violations);
    expect(JSON.parse(toJson(item))).toEqual(JSON.parse(JSON.stringify(item)));
    expect(JSON.parse(toJson([item, item]))).toEqual(JSON.parse(JSON.stringify([item, item])));
  });

  it("uses the kept text, not the object's current members", () => {
    const item = withMember({ ...base, violations: [] }, jsonHead(base), "violations", []);
    // (The service never changes an answer after building it; this shows whose text is sent.)
    item.id = "changed";
    expect(JSON.parse(toJson(item)).id).toBe("c1");
  });

  it("falls back to JSON.stringify for anything without kept text, mixed arrays included", () => {
    const kept = withMember({ a: 1, b: 2 }, jsonHead({ a: 1 }), "b", 2);
    expect(toJson([kept, { c: 3 }])).toBe('[{"a":1,"b":2},{"c":3}]');
    expect(toJson([])).toBe("[]");
    expect(toJson({ x: "é\n" })).toBe(JSON.stringify({ x: "é\n" }));
    expect(toJson("text")).toBe('"text"');
    expect(toJson(null)).toBe("null");
  });

  it("gives the kept JSON as the UTF-8 bytes of JSON.stringify, arrays and non-ASCII text included", () => {
    const named = { ...base, spec: { name: "größe \u2028 ✓", fields: [] } };
    const violations = [{ field: "naïve", violationType: "INCOMPATIBLE_TYPE" }];
    const item = withMember({ ...named, violations }, jsonHead(named), "violations", violations);
    const shared = withMember(
      { ...named, violations: [] },
      jsonHead(named),
      "violations",
      [],
      memberTail("violations", []),
    );
    expect(jsonBytes(item)).toEqual(Buffer.from(JSON.stringify(item)));
    expect(jsonBytes([item, shared])).toEqual(Buffer.from(JSON.stringify([item, shared])));
    const page = withJsonBytes([item], Buffer.from(JSON.stringify([item])));
    expect(jsonBytes(page)).toEqual(Buffer.from(JSON.stringify([item])));
    // Nothing kept: no bytes, the server serialises the object itself.
    expect(jsonBytes([item, { c: 3 }])).toBeUndefined();
    expect(jsonBytes([])).toBeUndefined();
    expect(jsonBytes({ a: 1 })).toBeUndefined();
  });
});
