// Semver 2.0.0 precedence (§11) through the version rule, from the specification's own examples:
// every pair of the ordered lists, both ways, as a pull request that changes only the contract's
// version. Going up passes; going down is CONTRACT_VERSION_NOT_BUMPED at BLOCK ("lowered"); build
// metadata (§10) does not count, so adding, changing or dropping it is neither.
import { describe, expect, it } from "vitest";
import { type LoadedContract, parseContractFile } from "../../src/contracts/index.js";
import type { ChangedContracts } from "../../src/sync/check/contract-changes.js";
import { versionFindings } from "../../src/sync/check/rules/contract-version-not-bumped.js";

const FILE = "contracts/orders.yaml";

/** §11, rule 4's example, lowest first. */
const PRE_RELEASES = [
  "1.0.0-alpha",
  "1.0.0-alpha.1",
  "1.0.0-alpha.beta",
  "1.0.0-beta",
  "1.0.0-beta.2",
  "1.0.0-beta.11",
  "1.0.0-rc.1",
  "1.0.0",
];
/** §11, rule 2's example, lowest first. */
const RELEASES = ["1.0.0", "2.0.0", "2.1.0", "2.1.1"];
/** The issue's own case: numeric identifiers compare as numbers, not text. */
const RELEASE_CANDIDATES = ["2.0.0-rc.1", "2.0.0-rc.2", "2.0.0-rc.9", "2.0.0-rc.10", "2.0.0-rc.11"];
/** §10's examples, each beside the same version without build metadata: equal precedence. */
const SAME_PRECEDENCE = [
  ["1.0.0-alpha", "1.0.0-alpha+001"],
  ["1.0.0", "1.0.0+20130313144700"],
  ["1.0.0-beta", "1.0.0-beta+exp.sha.5114f85"],
  ["1.0.0", "1.0.0+21AF26D3----117B344092BD"],
  ["1.0.0+001", "1.0.0+002"],
] as const;

function contract(version: string): LoadedContract {
  const text = [
    "id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
    "name: orders",
    `version: "${version}"`,
    'dataAssetResourceNameList: ["json_schema://github.com/acme/shop:schemas/order.schema.json"]',
    "enforcementLevel: BLOCK",
    "schema:",
    "  - name: id",
    "    type: int64",
    "",
  ].join("\n");
  const result = parseContractFile(text, FILE);
  expect(result.diagnostics).toEqual([]);
  return result.contracts[0] as LoadedContract;
}

/** The rule's findings for a pull request that changes the contract's version from `base` to `head`. */
async function findingsOf(base: string, head: string) {
  const changed: ChangedContracts = {
    base: [contract(base)],
    head: [contract(head)],
    diagnostics: [],
    renamedOutOfGlob: new Map(),
  };
  return versionFindings(changed, { readText: async () => undefined });
}

/** Every (lower, higher) pair of a list in ascending order, adjacent or not. */
function ascendingPairs(list: readonly string[]): [string, string][] {
  return list.flatMap((low, i) => list.slice(i + 1).map((high): [string, string] => [low, high]));
}

const ORDERED = [PRE_RELEASES, RELEASES, RELEASE_CANDIDATES].flatMap(ascendingPairs);

describe("semver precedence through the version rule (semver 2.0.0 §11)", () => {
  it("covers every adjacent pair of the specification's examples", () => {
    const adjacent = [PRE_RELEASES, RELEASES].flatMap((list) =>
      list.slice(1).map((high, i) => `${list[i]} < ${high}`),
    );
    const covered = new Set(ORDERED.map(([low, high]) => `${low} < ${high}`));
    expect(adjacent.filter((pair) => !covered.has(pair))).toEqual([]);
    expect(adjacent).toHaveLength(10);
  });

  it.each(ORDERED)("%s -> %s goes up: no finding", async (low, high) => {
    expect(await findingsOf(low, high)).toEqual([]);
  });

  it.each(ORDERED)("%s <- %s goes down: lowered, BLOCK", async (low, high) => {
    const findings = await findingsOf(high, low);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: "CONTRACT_VERSION_NOT_BUMPED",
      level: "BLOCK",
      message: `its version goes down from ${high} to ${low}: a version is never lowered; write version: ${high.replace(/\+.*/, "")}`,
    });
  });

  it.each(SAME_PRECEDENCE.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]))(
    "%s -> %s differs in build metadata only: no finding",
    async (from, to) => {
      expect(await findingsOf(from, to)).toEqual([]);
    },
  );
});
