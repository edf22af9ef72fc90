// The version rule's details a user reads: which changes need which bump (and which need none), how
// the reasons are listed, each kind of message, the level at the base, ODCS's unversioned marker,
// and where the line to write is (and is not) offered. Built from contract files parsed as the
// check parses them.
import { describe, expect, it } from "vitest";
import { type LoadedContract, parseContractFile } from "../../src/contracts/index.js";
import type { ChangedContracts } from "../../src/sync/check/contract-changes.js";
import { neededBump, versionFindings } from "../../src/sync/check/rules/contract-version-not-bumped.js";

const FILE = "contracts/orders.yaml";
const ORDER = "json_schema://github.com/acme/shop:schemas/order.schema.json";
const REFUND = "json_schema://github.com/acme/shop:schemas/refund.schema.json";
const FIELDS = ["  - name: id\n    type: int64", "  - name: total\n    type: int64"];
const ID_ONLY = [FIELDS[0] as string];

interface Spec {
  /** The `version:` line(s) as written; none when absent. */
  version?: string;
  /** `enforcementLevel`; null leaves the key out. */
  level?: string | null;
  status?: string;
  restrictPii?: boolean;
  fields?: readonly string[];
  names?: readonly string[];
}

function contractText(spec: Spec = {}): string {
  const level = spec.level === undefined ? "BLOCK" : spec.level;
  return [
    "id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
    "name: orders",
    ...(spec.version === undefined ? [] : [spec.version]),
    `dataAssetResourceNameList: [${(spec.names ?? [ORDER]).map((n) => JSON.stringify(n)).join(", ")}]`,
    ...(level === null ? [] : [`enforcementLevel: ${level}`]),
    ...(spec.status ? [`status: ${spec.status}`] : []),
    ...(spec.restrictPii === undefined ? [] : [`restrictPii: ${spec.restrictPii}`]),
    "schema:",
    ...(spec.fields ?? FIELDS),
    "",
  ].join("\n");
}

function parsed(text: string, file = FILE): LoadedContract {
  const result = parseContractFile(text, file);
  expect(result.diagnostics).toEqual([]);
  return result.contracts[0] as LoadedContract;
}

const loaded = (spec: Spec = {}) => parsed(contractText(spec));

/** The check's findings for one contract file changed from `before` to `now` (its text at the head). */
async function findingsOf(before: string, now: string, file = FILE) {
  const changed: ChangedContracts = {
    base: [parsed(before, file)],
    head: [parsed(now, file)],
    diagnostics: [],
    renamedOutOfGlob: new Map(),
  };
  return versionFindings(changed, { readText: async (path: string) => (path === file ? now : undefined) });
}

async function onlyFinding(before: Spec, now: Spec) {
  const findings = await findingsOf(contractText(before), contractText(now));
  expect(findings).toHaveLength(1);
  return findings[0] as NonNullable<(typeof findings)[0]>;
}

describe("restrictPii and the version", () => {
  it("needs no bump when restrictPii stays on", () => {
    expect(neededBump(loaded({ restrictPii: true }), loaded({ restrictPii: true }))).toEqual({
      bump: "none",
      why: "",
    });
  });

  it("is a break when restrictPii is switched off, written as false", () => {
    expect(neededBump(loaded({ restrictPii: true }), loaded({ restrictPii: false }))).toEqual({
      bump: "major",
      why: "restrictPii dropped",
    });
  });

  it("is an addition when restrictPii goes from false to true", () => {
    expect(neededBump(loaded({ restrictPii: false }), loaded({ restrictPii: true }))).toEqual({
      bump: "minor",
      why: "restrictPii set",
    });
  });
});

describe("the assets a contract names and the version", () => {
  it("is an addition to name another asset too", () => {
    expect(neededBump(loaded({ names: [ORDER] }), loaded({ names: [ORDER, REFUND] }))).toEqual({
      bump: "minor",
      why: `names ${REFUND} too`,
    });
  });

  it("is a break to drop an asset with no recorded move, for another asset in its place", () => {
    expect(
      neededBump(loaded({ names: [ORDER, REFUND] }), loaded({ names: [REFUND, "postgres://db:other"] })),
    ).toEqual({
      bump: "major",
      why: `no longer names ${ORDER}`,
    });
  });
});

describe("the reasons a bump is needed", () => {
  it("lists up to three reasons, comma-separated", () => {
    const needed = neededBump(loaded(), loaded({ fields: ID_ONLY, level: "ALERT", status: "DRAFT" }));
    expect(needed).toEqual({
      bump: "major",
      why: "FIELD_REMOVED total, enforcementLevel lowered from BLOCK to ALERT, status moved from ACTIVE to DRAFT",
    });
  });

  it("lists the first three of more reasons and counts the rest", () => {
    const needed = neededBump(
      loaded({ restrictPii: true, names: [ORDER, REFUND] }),
      loaded({ fields: ID_ONLY, level: "ALERT", status: "DRAFT", names: [ORDER] }),
    );
    // the other two: restrictPii dropped, no longer names the refund asset
    expect(needed).toEqual({
      bump: "major",
      why: "FIELD_REMOVED total, enforcementLevel lowered from BLOCK to ALERT, status moved from ACTIVE to DRAFT and 2 more",
    });
  });

  it("names a change without a field path (a nameless member of a Protobuf oneof) as (root)", () => {
    const proto = ["protobuf://github.com/acme/shop:proto/order.proto:acme.Order"];
    const oneof = (...members: string[]) => [
      "  - name: payment\n    type: union\n    constraints: { oneof: true }\n    fields:",
      ...members,
    ];
    const card = "      - name: card\n        type: string";
    const nameless = "      - type: int64";
    const withBoth = loaded({ names: proto, fields: oneof(card, nameless) });
    const cardOnly = loaded({ names: proto, fields: oneof(card) });
    expect(neededBump(withBoth, cardOnly)).toEqual({ bump: "major", why: "FIELD_REMOVED (root)" });
    expect(neededBump(cardOnly, withBoth)).toEqual({ bump: "minor", why: "FIELD_ADDED (root)" });
  });
});

describe("the finding's title, message and level", () => {
  it("titles the finding with the contract's name and explains an additive change", async () => {
    const finding = await onlyFinding(
      { version: "version: 1.4.2" },
      { version: "version: 1.4.2", restrictPii: true },
    );
    expect(finding.title).toBe("Contract version not bumped: contract orders");
    expect(finding.message).toBe(
      "the contract changes additively (restrictPii set), which needs a new minor version, but its version is 1.4.2 (1.4.2 at the base); write version: 1.5.0",
    );
  });

  it("says a contract without a version at either end has none, and how the base was read", async () => {
    const finding = await onlyFinding({}, { fields: ID_ONLY });
    expect(finding.message).toBe(
      "the contract changes in a breaking way (FIELD_REMOVED total), which needs a new major version, but its version is not set (none at the base) (the contract has no version at the base (read as 0.0.0)); write version: 1.0.0",
    );
  });

  it("blocks a version removed even when nothing else changed, and asks for it back", async () => {
    const finding = await onlyFinding({ version: "version: 1.4.2", level: "ALERT" }, { level: "ALERT" });
    expect(finding.level).toBe("BLOCK");
    expect(finding.message).toBe(
      "its version 1.4.2 is removed: a versioned contract keeps a version; write version: 1.4.2",
    );
  });

  it("says a version that is not semver cannot be judged, and replaces it after the colon", async () => {
    // `n` is also the last letter of the key: the line to write must keep the key whole.
    const finding = await onlyFinding(
      { version: "version: 1.4.2" },
      { version: "version: n", fields: ID_ONLY },
    );
    expect(finding.message).toBe(
      "the contract changes in a breaking way (FIELD_REMOVED total), which needs a new major version, but its version n is not semver (MAJOR.MINOR.PATCH), so the bump cannot be told; write version: 2.0.0",
    );
    expect(finding.suggestedLine).toEqual({ line: 3, current: "version: n", suggested: "version: 2.0.0" });
  });

  it("lists (INACTIVE) a contract whose level at the base is INACTIVE, written or by default", async () => {
    const written = await onlyFinding(
      { version: "version: 1.4.2", level: "INACTIVE" },
      { version: "version: 1.4.2", level: "INACTIVE", fields: ID_ONLY },
    );
    expect(written.level).toBe("INACTIVE");
    const unwritten = await onlyFinding(
      { version: "version: 1.4.2", level: null },
      { version: "version: 1.4.2", level: null, fields: ID_ONLY },
    );
    expect(unwritten.level).toBe("INACTIVE");
    const inForce = await onlyFinding(
      { version: "version: 1.4.2" },
      { version: "version: 1.4.2", fields: ID_ONLY },
    );
    expect(inForce.level).toBe("BLOCK");
  });
});

describe("where the line to write is offered", () => {
  it("offers none when the version is written on the line below its key", async () => {
    const finding = await onlyFinding(
      { version: "version:\n  1.4.2" },
      { version: "version:\n  1.4.2", fields: ID_ONLY },
    );
    expect(finding.line).toBe(3);
    expect(finding.message).toContain("write version: 2.0.0");
    expect(finding.suggestedLine).toBeUndefined();
  });

  it("offers none when the key's line has no colon, even with the version in a comment there", async () => {
    const explicitKey = "? version # 1.4.2 until the next release\n: 1.4.2";
    const finding = await onlyFinding({ version: explicitKey }, { version: explicitKey, fields: ID_ONLY });
    expect(finding.line).toBe(3);
    expect(finding.suggestedLine).toBeUndefined();
  });

  it("offers it on a line that starts with the colon of the key before", async () => {
    const flow = (version: string, fields: string) =>
      `{id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e, name: orders, ? namespace\n: shop, version: ${version}, dataAssetResourceNameList: [${ORDER}], enforcementLevel: BLOCK, schema: [${fields}]}\n`;
    const both = "{name: id, type: int64}, {name: total, type: int64}";
    const [finding, ...rest] = await findingsOf(
      flow("1.4.2", both),
      flow("1.4.2", "{name: id, type: int64}"),
    );
    expect(rest).toEqual([]);
    expect(finding?.suggestedLine).toEqual({
      line: 2,
      current: `: shop, version: 1.4.2, dataAssetResourceNameList: [${ORDER}], enforcementLevel: BLOCK, schema: [{name: id, type: int64}]}`,
      suggested: `: shop, version: 2.0.0, dataAssetResourceNameList: [${ORDER}], enforcementLevel: BLOCK, schema: [{name: id, type: int64}]}`,
    });
  });
});

describe("an ODCS contract marked unversioned", () => {
  const ODCS_FILE = "contracts/orders.odcs.yaml";
  const odcs = (version: string, unversioned: boolean, properties: readonly string[]) =>
    [
      "apiVersion: v3.1.0",
      "kind: DataContract",
      "id: 6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
      "name: shop.orders",
      `version: ${version}`,
      "status: active",
      "servers:",
      "  - server: shop-db",
      "    type: postgres",
      "    host: shop-db",
      "    port: 5432",
      "    database: postgres",
      "    schema: public",
      "customProperties:",
      "  - property: enforcementLevel",
      "    value: BLOCK",
      ...(unversioned ? ["  - property: contractSyncUnversioned", "    value: true"] : []),
      "schema:",
      "  - name: orders",
      "    properties:",
      ...properties.map(
        (name) => `      - name: ${name}\n        logicalType: integer\n        required: true`,
      ),
      "",
    ].join("\n");

  it("is told to remove the marker as well as to write a version", async () => {
    const [finding, ...rest] = await findingsOf(
      odcs("0.0.0", true, ["id", "total"]),
      odcs("0.0.0", true, ["id"]),
      ODCS_FILE,
    );
    expect(rest).toEqual([]);
    expect(finding?.line).toBe(5);
    expect(finding?.message).toBe(
      "the contract changes in a breaking way (FIELD_REMOVED total), which needs a new major version, but its version is not set (none at the base) (the contract has no version at the base (read as 0.0.0)); write version: 1.0.0 and remove the customProperty contractSyncUnversioned, which makes the file's version count as none",
    );
  });

  it("is not told of the marker when it has a version", async () => {
    const [finding, ...rest] = await findingsOf(
      odcs("1.2.0", false, ["id", "total"]),
      odcs("1.2.0", false, ["id"]),
      ODCS_FILE,
    );
    expect(rest).toEqual([]);
    expect(finding?.message).toBe(
      "the contract changes in a breaking way (FIELD_REMOVED total), which needs a new major version, but its version is 1.2.0 (1.2.0 at the base); write version: 2.0.0",
    );
    expect(finding?.suggestedLine).toEqual({
      line: 5,
      current: "version: 1.2.0",
      suggested: "version: 2.0.0",
    });
  });
});
