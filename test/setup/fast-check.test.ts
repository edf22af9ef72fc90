import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FC_SEED, propertySeed } from "./fast-check.js";

describe("property test seed (FC_SEED)", () => {
  it("is fixed unless asked otherwise, any integer when given, none for 'random'", () => {
    expect(propertySeed(undefined)).toBe(DEFAULT_FC_SEED);
    expect(propertySeed("")).toBe(DEFAULT_FC_SEED);
    expect(propertySeed("42")).toBe(42);
    expect(propertySeed("random")).toBeUndefined();
    expect(() => propertySeed("4x")).toThrow(/FC_SEED must be an integer/);
  });

  it("is the seed every fc.assert of this run starts from", () => {
    expect(fc.readConfigureGlobal().seed).toBe(propertySeed());
  });
});
