import { describe, expect, it } from "vitest";
import {
  counts,
  type Finding,
  findingLine,
  fingerprinted,
  type UnfingerprintedFinding,
} from "../../src/rules/index.js";

const violation: UnfingerprintedFinding = {
  rule: "INCOMPATIBLE_TYPE",
  level: "BLOCK",
  asset: "postgres://db:5432:shop.public.orders",
  contract: { id: "c1", name: "orders", enforcementLevel: "BLOCK" },
  field: "id",
  file: "db/orders.sql",
  line: 2,
  title: "Incompatible type: id (contract orders, BLOCK)",
  message: "Field 'id' has type int32.",
  expected: "int64",
};

const fingerprintOf = (finding: UnfingerprintedFinding) => fingerprinted([finding])[0]?.fingerprint;

describe("fingerprints", () => {
  it("stay the same when lines move, the message changes or the level changes", () => {
    const first = fingerprintOf(violation);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf({ ...violation, line: 40, message: "Field 'id' has type int16." })).toBe(first);
    expect(fingerprintOf({ ...violation, level: "ALERT", title: "other" })).toBe(first);
  });

  it("differ by rule, asset, contract and field", () => {
    const first = fingerprintOf(violation);
    for (const other of [
      { ...violation, rule: "ENUM_VALUE_REMOVED" as const },
      { ...violation, asset: "postgres://db:5432:shop.public.refunds" },
      { ...violation, contract: { id: "c2", name: "orders", enforcementLevel: "BLOCK" as const } },
      { ...violation, field: "total" },
    ])
      expect(fingerprintOf(other)).not.toBe(first);
  });

  it("tell alike findings apart by their order, and keep the first one's", () => {
    const [a, b] = fingerprinted([violation, { ...violation, line: 9 }]);
    expect(a?.fingerprint).toBe(fingerprintOf(violation));
    expect(b?.fingerprint).not.toBe(a?.fingerprint);
  });

  it("tell three alike findings apart, and two findings' second occurrences too", () => {
    const other = { ...violation, field: "total" };
    const prints = fingerprinted([violation, violation, violation, other, other]).map((f) => f.fingerprint);
    expect(new Set(prints).size).toBe(5);
  });

  it("stay what earlier releases computed, with or without an asset or a file: ledgers and bases name findings by them", () => {
    const plain = { level: "BLOCK", title: "t", message: "m" } as const;
    expect(
      fingerprinted([
        violation,
        { ...plain, rule: "UNREADABLE_FILE", file: "db/orders.sql" },
        { ...plain, rule: "CONFIG_INVALID" },
      ]).map((f) => f.fingerprint),
    ).toEqual([
      "038bdd63af439bd4df163c517d9f109092c9f2c451137ad435adc0b606546f6a",
      "4ddce3db7413ca7a4e6484432b3bfee484cea95c013ca1d7097027375252f0ce",
      "b644221205b4fc55cdb95f20d821aa090791236443db7f18acbdd69add4e0b96",
    ]);
  });
});

describe("a finding on one line", () => {
  const [onAsset] = fingerprinted([violation]) as [Finding];

  it("leads with the asset, not the file, when the finding has both", () => {
    expect(findingLine(onAsset)).toBe(
      "postgres://db:5432:shop.public.orders: Incompatible type: id (contract orders, BLOCK): Field 'id' has type int32.",
    );
  });

  it("leads with the file when there is no asset", () => {
    expect(findingLine({ ...onAsset, asset: undefined })).toBe(
      "db/orders.sql: Incompatible type: id (contract orders, BLOCK): Field 'id' has type int32.",
    );
  });

  it("is the title and the message alone when the finding has neither asset nor file", () => {
    expect(findingLine({ ...onAsset, asset: undefined, file: undefined })).toBe(
      "Incompatible type: id (contract orders, BLOCK): Field 'id' has type int32.",
    );
  });
});

describe("counts", () => {
  it("counts contract, fail-closed and protection findings at a level, not INACTIVE ones or changes outside contracts", () => {
    expect(counts({ rule: "INCOMPATIBLE_TYPE", level: "NOTIFY" })).toBe(true);
    expect(counts({ rule: "PROTECTION_WEAKENED", level: "BLOCK" })).toBe(true);
    expect(counts({ rule: "PROTECTION_WEAKENED", level: "INACTIVE" })).toBe(false);
    expect(counts({ rule: "UNCONTRACTED_BREAKING_CHANGE", level: "ALERT" })).toBe(false);
    expect(counts({ rule: "UNREADABLE_FILE", level: "ALERT" })).toBe(false);
  });
});
