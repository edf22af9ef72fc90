// Deprecation with a sunset (src/compliance/deprecation.ts): the decision for removing a deprecated
// field or object, enumerated over the day (before, on, after the sunset, no sunset), whether a
// declared consumer reads it, and what is removed (a field, a nested field, the whole object).
import { describe, expect, it } from "vitest";
import type { SchemaNode } from "../../src/api/schema-node.js";
import {
  type ConsumerReads,
  daysUntil,
  deprecatedFields,
  deprecationAt,
  deprecationValue,
  readersOf,
  removalDecision,
  SUNSET_WARNING_DAYS,
  sunsetConsentClauses,
  sunsetWithin,
} from "../../src/compliance/deprecation.js";

const SUNSET = "2026-12-01";
const DAYS = { before: "2026-11-30", on: SUNSET, after: "2027-01-15", "no sunset": "2026-11-30" } as const;

const schema: SchemaNode[] = [
  { name: "id", type: "int64" },
  {
    name: "legacy_code",
    type: "string",
    constraints: { deprecated: { since: "2026-06-01", sunset: SUNSET, replacement: "code" } },
  },
  {
    name: "address",
    type: "struct",
    fields: [
      { name: "city", type: "string" },
      { name: "zip", type: "string", constraints: { deprecated: true } },
    ],
    constraints: { deprecated: { sunset: SUNSET } },
  },
];

/** What is removed: its path ("" for the whole object) and a consumer that reads exactly it. */
const SUBJECTS = {
  field: { path: "legacy_code", reader: { name: "billing", reads: ["legacy_code"] } },
  "nested field": { path: "address.city", reader: { name: "maps", reads: ["address"] } },
  object: { path: "", reader: { name: "finance", reads: ["id"] } },
} as const;
const bystander: ConsumerReads = { name: "ops", reads: ["id"] };

describe("removalDecision: day x readers x subject", () => {
  for (const [subjectName, subject] of Object.entries(SUBJECTS)) {
    for (const [dayName, today] of Object.entries(DAYS)) {
      for (const read of [true, false]) {
        it(`${subjectName}, ${dayName} its sunset, ${read ? "read" : "not read"} by a declared consumer`, () => {
          const consumers: ConsumerReads[] = read ? [subject.reader] : subject.path ? [bystander] : [];
          const readers = readersOf(consumers, subject.path);
          expect(readers.map((c) => c.name)).toEqual(read ? [subject.reader.name] : []);
          const deprecation = dayName === "no sunset" ? {} : { sunset: SUNSET };
          const decision = removalDecision(deprecation, today, readers);
          if (dayName === "no sunset")
            expect(decision).toEqual({ kind: "early", sunset: undefined, readers });
          else if (dayName === "before") expect(decision).toEqual({ kind: "early", sunset: SUNSET, readers });
          else if (read) expect(decision).toEqual({ kind: "read", sunset: SUNSET, readers });
          else expect(decision).toEqual({ kind: "planned", sunset: SUNSET });
        });
      }
    }
  }
});

describe("who reads a field", () => {
  const consumers: ConsumerReads[] = [
    { name: "whole record", reads: ["address"] },
    { name: "one part", reads: ["address.zip"] },
    { name: "other field", reads: ["id"] },
    { name: "names nothing" },
    { name: "prefix lookalike", reads: ["address_line"] },
    // An empty list names no field either: taken to read every one, never as reading nothing.
    { name: "empty list", reads: [] },
  ];
  it.each([
    ["address", ["whole record", "one part", "names nothing", "empty list"]],
    ["address.zip", ["whole record", "one part", "names nothing", "empty list"]],
    ["address.city", ["whole record", "names nothing", "empty list"]],
    ["id", ["other field", "names nothing", "empty list"]],
    ["", ["whole record", "one part", "other field", "names nothing", "prefix lookalike", "empty list"]],
  ])("%s is read by %j", (path, names) => {
    expect(readersOf(consumers, path).map((c) => c.name)).toEqual(names);
  });
});

describe("reading a deprecation", () => {
  it("true, an object with dates, anything else none", () => {
    expect(deprecationValue(true)).toEqual({});
    expect(deprecationValue({ sunset: SUNSET, since: 5 })).toEqual({ sunset: SUNSET });
    for (const none of [false, undefined, null, "yes", [SUNSET]])
      expect(deprecationValue(none)).toBeUndefined();
  });
  it("every deprecated field, nested ones too; a field under a deprecated record is covered by it", () => {
    expect(deprecatedFields(schema).map((d) => d.path)).toEqual(["legacy_code", "address", "address.zip"]);
    expect(deprecationAt(schema, "address.city")).toEqual({ sunset: SUNSET });
    expect(deprecationAt(schema, "address.zip")).toEqual({});
    expect(deprecationAt(schema, "id")).toBeUndefined();
    expect(deprecationAt(schema, "gone")).toBeUndefined();
  });
});

describe("the warning window", () => {
  it.each([
    ["2026-11-01", true],
    ["2026-11-02", true],
    ["2026-10-31", false],
    [SUNSET, true],
    ["2026-12-02", false],
  ])("today %s: the sunset within the window is %s", (today, within) => {
    expect(SUNSET_WARNING_DAYS).toBe(30);
    expect(sunsetWithin(SUNSET, today)).toBe(within);
  });
  it("days across a month and a leap day", () => {
    expect(daysUntil("2028-03-01", "2028-02-28")).toBe(2);
    expect(daysUntil("2026-01-01", "2026-01-02")).toBe(-1);
    expect(sunsetWithin(undefined, "2026-01-01")).toBe(false);
  });
});

describe("changes that let a field go sooner need the owners", () => {
  const field = (deprecated?: unknown): SchemaNode[] => [
    { name: "legacy", type: "string", ...(deprecated === undefined ? {} : { constraints: { deprecated } }) },
  ];
  it.each([
    ["a sunset set on a kept field", field(), field({ sunset: SUNSET }), 1],
    ["a sunset set where only the flag was", field(true), field({ sunset: SUNSET }), 1],
    ["a sunset brought forward", field({ sunset: SUNSET }), field({ sunset: "2026-11-01" }), 1],
    ["a sunset pushed back", field({ sunset: SUNSET }), field({ sunset: "2027-01-01" }), 0],
    ["the same sunset", field({ sunset: SUNSET }), field({ sunset: SUNSET, replacement: "code" }), 0],
    ["a new field born deprecated", [], field({ sunset: SUNSET }), 0],
  ])("%s: %i clause(s)", (_name, before, now, count) => {
    expect(sunsetConsentClauses({ schema: before }, { schema: now })).toHaveLength(count);
  });
  it("a read of a deprecated field dropped, and the whole contract's sunset", () => {
    const deprecated = field({ sunset: SUNSET });
    const reader = { name: "billing", reads: ["legacy"] };
    expect(
      sunsetConsentClauses(
        { schema: deprecated, consumers: [reader] },
        { schema: deprecated, consumers: [{ ...reader, reads: ["other"] }] },
      ),
    ).toEqual(["no longer names billing as reading the deprecated field legacy"]);
    expect(
      sunsetConsentClauses({ schema: deprecated, consumers: [reader] }, { schema: deprecated }),
    ).toHaveLength(1);
    expect(
      sunsetConsentClauses({ schema: field() }, { schema: field(), deprecated: { sunset: SUNSET } })[0],
    ).toMatch(/sunset of the whole contract to 2026-12-01/);
  });
});
