// Who approves a contract's intended break (README "Intended changes: waivers and owner
// approval"): the configuration's `owners` and a contract's `approvers`, checked as GitHub names
// logins and teams, and the waivers a pull request adds or extends.
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config/config.js";
import { waiverEntryKeys } from "../../src/contracts/governed-keys.js";
import { parseContractFile } from "../../src/contracts/index.js";
import type { Waiver } from "../../src/outcome/model.js";
import { sameWaiver } from "../../src/sync/check/waiver-approvals.js";

const CONTRACT = (approvers: string) => `id: 0c1d2e3f-0000-4000-8000-000000000001
name: users
approvers: ${approvers}
dataAssetResourceName: postgres://db:5432:postgres.public.users
schema:
  - name: email
    type: string
`;

describe("owners and approvers", () => {
  it("the configuration maps an owner to logins and teams; one name or a list", () => {
    const { config, diagnostics } = parseConfig(
      "owners:\n  data@acme.example: [alice, acme/data-owners]\n  billing@acme.example: bob\n",
    );
    expect(diagnostics).toEqual([]);
    expect(config.owners).toEqual({
      "data@acme.example": ["alice", "acme/data-owners"],
      "billing@acme.example": ["bob"],
    });
  });

  it("a name GitHub cannot have is an error at its line; the mention form too", () => {
    const { diagnostics } = parseConfig("version: 1\nowners:\n  data@acme.example: ['@alice']\n");
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: "error",
        line: 3,
        message: expect.stringContaining("a GitHub login"),
      }),
    ]);
  });

  it("a contract names its approvers; a bad one is an error of the contract", () => {
    expect(
      parseContractFile(CONTRACT("[alice, acme/data-owners]"), "c.yaml").contracts[0]?.contract.approvers,
    ).toEqual(["alice", "acme/data-owners"]);
    const bad = parseContractFile(CONTRACT("[alice/x/y]"), "c.yaml");
    expect(bad.diagnostics).toEqual([expect.objectContaining({ severity: "error", line: 3 })]);
  });
});

describe("a waiver the pull request adds or changes", () => {
  const base: Waiver = {
    rule: "MISSING_REQUIRED_PROPERTY",
    asset: "postgres://db:5432:postgres.public.users",
    field: "email",
    contract: "5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e",
    expected: "present",
    actual: "missing",
    reason: "moves to contacts",
    approvedBy: ["alice"],
    expires: "2027-01-31",
  };
  /** Another value for each key of an entry (contracts/governed-keys.ts WAIVER_KEYS). */
  const OTHER: Record<string, unknown> = {
    fingerprint: "3f2a9c1d0b7e",
    rule: "INCOMPATIBLE_TYPE",
    asset: "postgres://db:5432:postgres.public.orders",
    field: undefined,
    contract: undefined,
    expected: "string",
    actual: "boolean",
    reason: "reworded by the author",
    approvedBy: ["mallory"],
    expires: "2026-12-31",
  };

  it("the same entry (moved to another line) is the base's: no approval needed", () => {
    expect(sameWaiver(base, { ...base, line: 40 })).toBe(true);
  });

  it("a change of any key of the entry is another waiver: it needs the owners' approval", () => {
    const keys = waiverEntryKeys();
    expect(keys.sort()).toEqual(Object.keys(OTHER).sort());
    for (const key of keys)
      expect([key, sameWaiver(base, { ...base, [key]: OTHER[key] })]).toEqual([key, false]);
  });
});

describe("approvers and ODCS", () => {
  it("a native contract's approvers become owners of the ODCS team, and come back as approvers", async () => {
    const { convertContractText } = await import("../../src/contracts/convert.js");
    const { parse } = await import("yaml");
    const result = convertContractText(CONTRACT("[alice, acme/data-owners]"), "c.yaml", "odcs");
    expect(result.diagnostics).toEqual([]);
    expect(parse(result.output).team).toEqual({
      members: [
        { username: "alice", role: "owner" },
        { username: "acme/data-owners", role: "owner" },
      ],
    });
    const back = parseContractFile(result.output, "c.odcs.yaml");
    expect(back.contracts.map((c) => c.contract.approvers)).toEqual([["alice", "acme/data-owners"]]);
  });
});
