import { describe, expect, it } from "vitest";
import {
  compatibilityBreaks,
  type EarlierVersion,
  introducedBreaks,
  versionsInScope,
  versionsOfLine,
} from "../../src/compliance/compat-history.js";
import {
  COMPATIBILITY_MODES,
  type CompatibilityMode,
  modeCovers,
  modeParts,
} from "../../src/compliance/compat-modes.js";
import type { AssetVersion } from "../../src/compliance/diff-assets.js";
import { avroTreeOf } from "./support/trees.js";

// The compatibility modes judged over a history (src/compliance/compat-history.ts): every mode on
// the same histories, the scope of versions each judges, which mode covers which.

const record = (...fields: object[]) => ({ type: "record", name: "R", namespace: "t", fields });
const id = { name: "id", type: "long" };

async function asset(schema: object): Promise<AssetVersion> {
  return {
    resourceName: "avro://events:t.R",
    sourceType: "avro",
    path: "r.avsc:t.R",
    schema: await avroTreeOf(schema),
  };
}

async function history(...schemas: object[]): Promise<EarlierVersion[]> {
  return Promise.all(
    schemas.map(async (schema, i) => ({
      commit: `${String(i + 1).repeat(40)}`.slice(0, 40),
      number: i + 1,
      assets: [await asset(schema)],
    })),
  );
}

const v1 = record(id, { name: "f", type: "string" });
const v2 = record(id, { name: "f", type: "string", default: "" });
const v3 = record(id, { name: "f", type: "string", default: "" }, { name: "g", type: "int", default: 0 });
// Head: f removed. An old reader without a default for f breaks; one with a default does not.
const removed = record(id, { name: "g", type: "int", default: 0 });
// The BACKWARD counterpart: g added with a default two versions ago, its default dropped now.
const w1 = record(id);
const w2 = record(id, { name: "g", type: "int", default: 0 });
const w3 = record(id, { name: "g", type: "int", default: 0 }, { name: "h", type: "int", default: 0 });
const defaultDropped = record(id, { name: "g", type: "int" }, { name: "h", type: "int", default: 0 });

/** Which modes break, and the oldest version each names. */
async function verdicts(earlier: object[], head: object): Promise<Record<CompatibilityMode, number | null>> {
  const versions = await history(...earlier);
  const headAssets = [await asset(head)];
  const result = {} as Record<CompatibilityMode, number | null>;
  for (const mode of COMPATIBILITY_MODES) {
    const breaks = compatibilityBreaks(headAssets, versions, mode);
    result[mode] = breaks.length === 0 ? null : Math.min(...breaks.map((b) => b.oldest.number));
  }
  return result;
}

describe("compatibility modes over a history", () => {
  it("a field removed whose default was added two versions ago: FORWARD passes, FORWARD_TRANSITIVE names version 1", async () => {
    expect(await verdicts([v1, v2, v3], removed)).toEqual({
      NONE: null,
      BACKWARD: null,
      BACKWARD_TRANSITIVE: null,
      FORWARD: null,
      FORWARD_TRANSITIVE: 1,
      FULL: null,
      FULL_TRANSITIVE: 1,
    });
  });

  it("a default dropped from a field added two versions ago: BACKWARD passes, BACKWARD_TRANSITIVE names version 1", async () => {
    expect(await verdicts([w1, w2, w3], defaultDropped)).toEqual({
      NONE: null,
      BACKWARD: null,
      BACKWARD_TRANSITIVE: 1,
      FORWARD: null,
      FORWARD_TRANSITIVE: null,
      FULL: null,
      FULL_TRANSITIVE: 1,
    });
  });

  it("a break of the previous version is found by every mode of its direction", async () => {
    // g added without a default: new readers cannot read v3's data (BACKWARD); old readers ignore it.
    const added = record(
      id,
      { name: "f", type: "string", default: "" },
      { name: "g", type: "int", default: 0 },
      { name: "x", type: "int" },
    );
    const found = await verdicts([v1, v2, v3], added);
    expect(found).toEqual({
      NONE: null,
      BACKWARD: 3,
      BACKWARD_TRANSITIVE: 1,
      FORWARD: null,
      FORWARD_TRANSITIVE: null,
      FULL: 3,
      FULL_TRANSITIVE: 1,
    });
  });

  it("names the oldest and newest versions a change breaks, and how many", async () => {
    const versions = await history(v1, v1, v2, v3);
    const [only, ...rest] = compatibilityBreaks([await asset(removed)], versions, "FORWARD_TRANSITIVE");
    expect(rest).toEqual([]);
    expect(only?.change).toMatchObject({ kind: "FIELD_REMOVED", field: "f" });
    expect([only?.oldest.number, only?.newest.number, only?.brokenVersions]).toEqual([1, 2, 2]);
  });

  it("each mode judges the newest version only, or every version when transitive", async () => {
    const versions = await history(v1, v2, v3);
    for (const mode of COMPATIBILITY_MODES) {
      const numbers = versionsInScope(versions, mode).map((v) => v.number);
      const { direction, transitive } = modeParts(mode);
      expect(numbers, mode).toEqual(!direction ? [] : transitive ? [3, 2, 1] : [3]);
    }
  });

  it("a major line judges only the versions from its start", async () => {
    const versions = await history(v1, v2, v3);
    expect(versionsOfLine(versions, 2).map((v) => v.number)).toEqual([2, 3]);
    expect(versionsOfLine(versions, undefined).map((v) => v.number)).toEqual([1, 2, 3]);
    const line = versionsOfLine(versions, 2);
    expect(compatibilityBreaks([await asset(removed)], line, "FORWARD_TRANSITIVE")).toEqual([]);
  });

  it("a break the base already has is not the pull request's", async () => {
    const versions = await history(v1, v2);
    const baseBreaks = compatibilityBreaks([await asset(removed)], versions, "FORWARD_TRANSITIVE");
    const headBreaks = compatibilityBreaks(
      [await asset(record(id))],
      [...versions, ...(await history(removed)).map((v) => ({ ...v, number: 3 }))],
      "FORWARD_TRANSITIVE",
    );
    // g removed is new (v3 had it without... a default of 0: no break); f removed is the base's.
    expect(headBreaks.map((b) => b.change.field).sort()).toEqual(["f"]);
    expect(introducedBreaks(headBreaks, baseBreaks)).toEqual([]);
    expect(introducedBreaks(headBreaks, [])).toHaveLength(1);
  });

  it("a field the base already broke, changed again by the pull request, is the pull request's break", async () => {
    const amount = (type: string) => record(id, { name: "amount", type });
    const versions = await history(amount("int"), amount("string"));
    // The base (v2) broke amount against v1 (int -> string); the head changes it again (-> boolean).
    const baseBreaks = compatibilityBreaks(
      [await asset(amount("string"))],
      versions.slice(0, 1),
      "FULL_TRANSITIVE",
    );
    expect(baseBreaks.map((b) => [b.change.field, b.change.kind])).toEqual([["amount", "TYPE_CHANGED"]]);
    const headBreaks = compatibilityBreaks([await asset(amount("boolean"))], versions, "FULL_TRANSITIVE");
    expect(introducedBreaks(headBreaks, baseBreaks).map((b) => [b.change.field, b.oldest.number])).toEqual([
      ["amount", 1],
    ]);
    // A pull request that leaves amount as the base has it introduces nothing.
    const kept = compatibilityBreaks([await asset(amount("string"))], versions, "FULL_TRANSITIVE");
    expect(introducedBreaks(kept, baseBreaks)).toEqual([]);
  });
});

describe("which mode covers which", () => {
  const checks = (mode: CompatibilityMode): Set<string> => {
    const { direction, transitive } = modeParts(mode);
    const directions = direction === "full" ? ["backward", "forward"] : direction ? [direction] : [];
    const depths = transitive ? ["previous", "all"] : ["previous"];
    return new Set(directions.flatMap((d) => depths.map((depth) => `${d}/${depth}`)));
  };
  it("a mode covers another exactly when it checks every direction and version the other does (49 pairs)", () => {
    for (const was of COMPATIBILITY_MODES)
      for (const now of COMPATIBILITY_MODES) {
        const expected = [...checks(was)].every((check) => checks(now).has(check));
        expect(modeCovers(now, was), `${was} -> ${now}`).toBe(expected);
      }
    expect(modeCovers(undefined, "BACKWARD")).toBe(false);
    expect(modeCovers("NONE", undefined)).toBe(true);
  });
});
