import { describe, expect, it } from "vitest";
import { counts, fingerprinted, type UnfingerprintedFinding } from "../../src/rules/index.js";

const violation: UnfingerprintedFinding = {
  rule: "INCOMPATIBLE_TYPE",
  level: "BLOCK",
  asset: "postgres://db:5432:shop.public.orders",
  contract: { id: "c1", name: "orders", enforcementLevel: "BLOCK" },
  field: "id",
  file: "db/orders.sql",
  line: 2,
  title: "INCOMPATIBLE_TYPE: id (contract orders, BLOCK)",
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
