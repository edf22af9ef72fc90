// The configuration's `odcs` key is read into ODCS contracts (docs/intended-changes.md
// "Who may consent"): `logins` and `ownerRoles` make their team's approvers, `bindings` (and
// `enforcementLevel`) their assets and level. A pull request that changes only that key changes
// who consents to the base's ODCS contracts, or what they protect, once merged; each such change
// needs the base's owners, whatever else the pull request does. Enumerated: every odcs key, each
// way to change it (edit, delete, the whole key removed), against one ODCS contract at the base.
import { describe, expect, it } from "vitest";
import { ConfigRules, parseConfig } from "../../src/config/config.js";
import type { LoadedConfig } from "../../src/config/index.js";
import { parseContractFile } from "../../src/contracts/index.js";
import { odcsContextOf } from "../../src/contracts/odcs-binding.js";
import { approvalNeeds } from "../../src/sync/check/approvals.js";
import { contextOf, reportOf } from "../support/approval-context.js";

const FILE = "contracts/payouts.odcs.yaml";
const ODCS = `apiVersion: v3.1.0
kind: DataContract
id: 013dc5eb-2c68-4d9a-9b4a-e6061d2a9dc3
name: payouts
version: 1.0.0
status: active
team:
  members:
    - {username: grace, role: owner}
    - {username: heidi, role: steward}
schema:
  - name: payouts
    physicalType: table
    properties:
      - {name: payout_id, logicalType: string, required: true}
`;
const ORDERS = "avro://github.com/acme/shop:schemas/payouts.avsc:acme.payouts";
const AUDIT = "avro://github.com/acme/shop:schemas/audit.avsc:acme.payouts";
const BINDING = { contract: "payouts", resource: ORDERS, enforcementLevel: "BLOCK" };
const BASE = { bindings: [BINDING], logins: { grace: "grace-gh" } };

function configOf(odcs: Record<string, unknown> | undefined): LoadedConfig {
  const text = `contracts: ["contracts/**/*.yaml"]\nsources:\n  - glob: "schemas/**/*.avsc"\n    type: avro\n    dataSource: github.com/acme/shop\n${odcs ? `odcs: ${JSON.stringify(odcs)}\n` : ""}`;
  const { config, diagnostics } = parseConfig(text, ".github/contract-sync.yml");
  expect(diagnostics).toEqual([]);
  return { config, rules: new ConfigRules(config), diagnostics: [], found: true };
}

/** The needs of a pull request that changes only the configuration's odcs key to `head`. */
async function needsFor(head: Record<string, unknown> | undefined) {
  const config = configOf(BASE);
  const parsed = parseContractFile(ODCS, FILE, odcsContextOf(config.rules));
  expect(parsed.diagnostics).toEqual([]);
  const was = parsed.contracts[0]!;
  expect(was.contract.approvers).toEqual(["grace-gh"]);
  const needs = await approvalNeeds(
    reportOf(),
    contextOf({
      baseContracts: [was],
      config,
      headConfig: configOf(head),
      files: { base: { [FILE]: ODCS }, head: { [FILE]: ODCS } },
    }),
  );
  return needs.map((n) => ({ approvers: n.approvers, level: n.level, what: n.what.join(" ") }));
}

const CASES: Array<[string, Record<string, unknown> | undefined, RegExp]> = [
  [
    "logins: the owner mapped to another login",
    { ...BASE, logins: { grace: "mallory" } },
    /approvers \(grace-gh -> mallory\)/,
  ],
  ["logins: the map deleted", { bindings: [BINDING] }, /approvers \(grace-gh -> grace\)/],
  [
    "ownerRoles: another role counts",
    { ...BASE, ownerRoles: ["steward"] },
    /approvers \(grace-gh -> heidi\)/,
  ],
  ["ownerRoles: no role counts", { ...BASE, ownerRoles: ["nobody"] }, /approvers \(grace-gh -> none\)/],
  [
    "bindings: another resource",
    { ...BASE, bindings: [{ ...BINDING, resource: AUDIT }] },
    /no longer bind it to .*payouts\.avsc/,
  ],
  [
    "bindings: a lower level",
    { ...BASE, bindings: [{ ...BINDING, enforcementLevel: "NOTIFY" }] },
    /enforcementLevel from BLOCK to NOTIFY/,
  ],
  ["bindings: the binding deleted", { logins: BASE.logins }, /no longer reads it/],
  [
    "bindings: another contract bound",
    { ...BASE, bindings: [{ ...BINDING, contract: "other" }] },
    /no longer reads it/,
  ],
  ["odcs: the whole key deleted", undefined, /no longer reads it/],
];

describe("a change of the configuration's odcs key needs the base's owners of each ODCS contract", () => {
  it.each(CASES)("%s", async (_name, head, clause) => {
    const needs = await needsFor(head);
    expect(needs).toEqual([{ approvers: ["grace-gh"], level: "BLOCK", what: expect.stringMatching(clause) }]);
  });

  it("a change that reads the contract the same needs no one (a login for a non-owner, a higher level)", async () => {
    expect(await needsFor({ ...BASE, logins: { grace: "grace-gh", heidi: "heidi-gh" } })).toEqual([]);
    expect(await needsFor({ ...BASE, ownerRoles: ["owner"] })).toEqual([]);
  });
});
