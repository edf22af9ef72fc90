// Under `compatibilityLine: major`, another major version starts a new compatibility line: the
// asset's earlier versions are no longer judged, so it is a weakening the base's owners approve
// (attack54 F10). Every mode, every line at each end, every kind of version change.
import { describe, expect, it } from "vitest";
import { COMPATIBILITY_MODES, modeParts } from "../../../../src/compliance/compat-modes.js";
import { type LoadedContract, parseContractFile } from "../../../../src/contracts/index.js";
import { contractWeakenings } from "../../../../src/sync/check/rules/protection-weakened.js";

function contract(mode: string, line: string, version: string | undefined): LoadedContract {
  const text = `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
${version === undefined ? "" : `version: "${version}"\n`}dataAssetResourceName: avro://shop:schemas/orders.avsc:acme.Order
status: ACTIVE
enforcementLevel: BLOCK
compatibility: ${mode}
compatibilityLine: ${line}
schema:
  - name: id
    type: int64
`;
  const { contracts, diagnostics } = parseContractFile(text, "contracts/orders.yaml");
  expect(diagnostics).toEqual([]);
  return contracts[0] as LoadedContract;
}

/** [base version, head version, whether the major differs]. */
const VERSIONS: Array<[string | undefined, string | undefined, boolean]> = [
  ["1.0.0", "1.0.0", false],
  ["1.0.0", "1.1.0", false],
  ["1.2.3", "1.2.4", false],
  ["1.0.0", "2.0.0", true],
  ["2.1.0", "1.0.0", true],
  [undefined, "2.0.0", true],
  ["1.0.0", "v3", true],
];
const LINES = ["all", "major"] as const;
const CASES = COMPATIBILITY_MODES.flatMap((mode) =>
  LINES.flatMap((was) => LINES.flatMap((now) => VERSIONS.map((v) => [mode, was, now, ...v] as const))),
);

describe("a new major version under compatibilityLine: major (F10)", () => {
  it.each(CASES)("%s, line %s -> %s, version %s -> %s", (mode, was, now, from, to, newMajor) => {
    const changed = {
      base: [contract(mode, was, from)],
      head: [contract(mode, now, to)],
      diagnostics: [],
      renamedOutOfGlob: new Map(),
    };
    const messages = contractWeakenings(changed, "contract").map((f) => f.message);
    const startsLine = messages.filter((m) => m.includes("starts a new compatibility line"));
    // Only a line that judges history (a transitive mode) kept at `major` at both ends: `all` at
    // the head judges every version again; all -> major is its own weakening.
    const expected = modeParts(mode).transitive && was === "major" && now === "major" && newMajor;
    expect(startsLine).toEqual(
      expected
        ? [
            `version moved from ${from ?? "unset"} to ${to} under compatibilityLine: major: that starts a new compatibility line, and the asset's versions before it will no longer be judged under ${mode}`,
          ]
        : [],
    );
  });
});
