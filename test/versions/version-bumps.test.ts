// Which bump a contract's change needs, and the finding when its version is not enough: built from
// contract files parsed as the check parses them.
import { describe, expect, it } from "vitest";
import { parseContractFile } from "../../src/contracts/index.js";
import type { ChangedContracts } from "../../src/sync/check/contract-changes.js";
import { neededBump, versionFindings } from "../../src/sync/check/rules/contract-version-not-bumped.js";

const FILE = "contracts/orders.yaml";

interface Spec {
  version?: string;
  level?: string;
  status?: string;
  restrictPii?: boolean;
  fields?: readonly string[];
  names?: readonly string[];
}

const FIELDS = ["  - name: id\n    type: int64", "  - name: total\n    type: int64"];

function contractText(spec: Spec = {}): string {
  const names = spec.names ?? ["json_schema://github.com/acme/shop:schemas/order.schema.json"];
  return [
    "id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
    "name: orders",
    ...(spec.version === undefined ? [] : [`version: ${spec.version} # semver`]),
    `dataAssetResourceNameList: [${names.join(", ")}]`,
    `enforcementLevel: ${spec.level ?? "BLOCK"}`,
    ...(spec.status ? [`status: ${spec.status}`] : []),
    ...(spec.restrictPii === undefined ? [] : [`restrictPii: ${spec.restrictPii}`]),
    "schema:",
    ...(spec.fields ?? FIELDS),
    "",
  ].join("\n");
}

function loaded(spec: Spec = {}) {
  const parsed = parseContractFile(contractText(spec), FILE);
  expect(parsed.diagnostics).toEqual([]);
  return parsed.contracts[0] as NonNullable<(typeof parsed.contracts)[0]>;
}

const files = (text: string) => ({ readText: async (path: string) => (path === FILE ? text : undefined) });

async function findingsFor(before: Spec, now: Spec) {
  const changed: ChangedContracts = {
    base: [loaded(before)],
    head: [loaded(now)],
    diagnostics: [],
    renamedOutOfGlob: new Map(),
  };
  return versionFindings(changed, files(contractText(now)));
}

const AVRO = ["avro://github.com/acme/shop:schemas/order.avsc:acme.Order"];

describe("the bump a contract's change needs", () => {
  it("judges by the contract's format, and a field removed is a break even where Avro readers skip it", () => {
    const optional = "  - name: note\n    type: string\n    optional: true";
    const required = "  - name: note\n    type: string";
    // A contract states no defaults: an optional field added is an addition, a required one a break (Avro: old data lacks it).
    expect(
      neededBump(loaded({ names: AVRO }), loaded({ names: AVRO, fields: [...FIELDS, optional] })).bump,
    ).toBe("minor");
    expect(
      neededBump(loaded({ names: AVRO }), loaded({ names: AVRO, fields: [...FIELDS, required] })).bump,
    ).toBe("major");
    expect(
      neededBump(loaded({ names: AVRO }), loaded({ names: AVRO, fields: [FIELDS[0] as string] })),
    ).toEqual({
      bump: "major",
      why: "FIELD_REMOVED total",
    });
  });

  it.each([
    ["a field removed", {}, { fields: [FIELDS[0] as string] }, "major", "FIELD_REMOVED total"],
    [
      "a field narrowed",
      {},
      { fields: [FIELDS[0] as string, "  - name: total\n    type: int32"] },
      "major",
      "TYPE_CHANGED total",
    ],
    [
      "a field made optional",
      {},
      { fields: [FIELDS[0] as string, "  - name: total\n    type: int64\n    optional: true"] },
      "major",
      "NULLABILITY_CHANGED total",
    ],
    ["the level lowered", {}, { level: "ALERT" }, "major", "enforcementLevel lowered from BLOCK to ALERT"],
    ["the status out of force", {}, { status: "DRAFT" }, "major", "status moved from ACTIVE to DRAFT"],
    ["restrictPii dropped", { restrictPii: true }, {}, "major", "restrictPii dropped"],
    [
      "an asset no longer named",
      { names: ["avro://a:x.avsc:A", "avro://a:y.avsc:B"] },
      { names: ["avro://a:x.avsc:A"] },
      "major",
      "no longer names avro://a:y.avsc:B",
    ],
    [
      "an optional field added",
      {},
      { fields: [...FIELDS, "  - name: note\n    type: string\n    optional: true"] },
      "minor",
      "FIELD_ADDED note",
    ],
    [
      "a type widened",
      { fields: [FIELDS[0] as string, "  - name: total\n    type: int32"] },
      {},
      "minor",
      "TYPE_CHANGED total",
    ],
    ["the level raised", { level: "ALERT" }, {}, "minor", "enforcementLevel raised from ALERT to BLOCK"],
    [
      "the status deprecated",
      {},
      { status: "DEPRECATED" },
      "minor",
      "status moved from ACTIVE to DEPRECATED",
    ],
    ["restrictPii set", {}, { restrictPii: true }, "minor", "restrictPii set"],
    [
      "a documentation change only",
      {},
      { fields: [FIELDS[0] as string, "  - name: total\n    type: int64\n    doc: cents"] },
      "none",
      "",
    ],
  ] as const)("%s: %s", (_label, before, now, bump, why) => {
    const needed = neededBump(loaded(before), loaded(now));
    expect(needed.bump).toBe(bump);
    expect(needed.why).toContain(why);
  });
});

describe("versionFindings", () => {
  it("asks for the next major version of a break, at the version line, with the line to write", async () => {
    const [finding, ...rest] = await findingsFor(
      { version: "1.4.2" },
      { version: "1.5.0", fields: [FIELDS[0] as string] },
    );
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      rule: "CONTRACT_VERSION_NOT_BUMPED",
      level: "BLOCK",
      file: FILE,
      line: 3,
      suggestedLine: { line: 3, current: "version: 1.5.0 # semver", suggested: "version: 2.0.0 # semver" },
    });
    expect(finding?.message).toBe(
      "the contract changes in a breaking way (FIELD_REMOVED total), which needs a new major version, but its version is 1.5.0 (1.4.2 at the base); write version: 2.0.0",
    );
  });

  it("passes a major bump, and a larger bump than needed", async () => {
    expect(
      await findingsFor({ version: "1.4.2" }, { version: "2.0.0", fields: [FIELDS[0] as string] }),
    ).toEqual([]);
    expect(await findingsFor({ version: "1.4.2" }, { version: "2.0.0", restrictPii: true })).toEqual([]);
  });

  it("warns (ALERT) for an additive change without a minor version", async () => {
    const [finding] = await findingsFor({ version: "1.4.2" }, { version: "1.4.2", restrictPii: true });
    expect(finding?.level).toBe("ALERT");
    expect(finding?.suggestedLine?.suggested).toBe("version: 1.5.0 # semver");
  });

  it("blocks a version lowered even when nothing else changed", async () => {
    const [finding] = await findingsFor({ version: "1.4.2" }, { version: "1.4.1" });
    expect(finding?.level).toBe("BLOCK");
    expect(finding?.message).toContain("goes down from 1.4.2 to 1.4.1");
  });

  it("asks a contract without a version for 1.0.0 at its first break, with no line to suggest", async () => {
    const [finding] = await findingsFor({}, { fields: [FIELDS[0] as string] });
    expect(finding?.message).toContain("write version: 1.0.0");
    expect(finding?.line).toBe(1);
    expect(finding?.suggestedLine).toBeUndefined();
  });

  it("lists, not counts, a contract not in force at the base", async () => {
    const [finding] = await findingsFor(
      { version: "1.4.2", status: "DRAFT" },
      { version: "1.4.2", fields: [FIELDS[0] as string], status: "DRAFT" },
    );
    expect(finding?.level).toBe("INACTIVE");
  });

  it("says nothing of a new contract or an unchanged one", async () => {
    expect(await findingsFor({ version: "1.4.2" }, { version: "1.4.2" })).toEqual([]);
    const added: ChangedContracts = {
      base: [],
      head: [loaded({ version: "0.0.1" })],
      diagnostics: [],
      renamedOutOfGlob: new Map(),
    };
    expect(await versionFindings(added, files(contractText({ version: "0.0.1" })))).toEqual([]);
  });
});
