// Who approves a contract's intended break (README "Intended changes: waivers and owner
// approval"): the configuration's `owners` and a contract's `approvers`, checked as GitHub names
// logins and teams, and the waivers a pull request adds or extends.
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config/config.js";
import { parseContractFile } from "../../src/contracts/index.js";
import type { Waiver } from "../../src/outcome/model.js";
import { covers } from "../../src/sync/check/approvals.js";

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

describe("a waiver the pull request adds or extends", () => {
  const base: Waiver = {
    rule: "MISSING_REQUIRED_PROPERTY",
    asset: "postgres://db:5432:postgres.public.users",
    field: "email",
    reason: "moves to contacts",
    approvedBy: ["alice"],
    expires: "2027-01-31",
  };

  it("is covered by a base entry that accepts as much for as long: no approval needed", () => {
    expect(covers(base, { ...base, reason: "reworded", approvedBy: ["bob"] })).toBe(true);
    expect(covers(base, { ...base, expires: "2026-12-31" })).toBe(true);
    expect(covers({ ...base, field: undefined }, base)).toBe(true);
  });

  it("a later expiry or a wider match is not covered: it needs an owner's approval", () => {
    expect(covers(base, { ...base, expires: "2027-02-01" })).toBe(false);
    expect(covers(base, { ...base, field: undefined })).toBe(false);
    expect(covers(base, { ...base, asset: "postgres://db:5432:postgres.public.orders" })).toBe(false);
    const fingerprint = { reason: "x", approvedBy: ["a"], expires: "2027-01-31" };
    expect(
      covers(
        { ...fingerprint, fingerprint: "3f2a9c1d0b7e" },
        { ...fingerprint, fingerprint: "3f2a9c1d0b7e55" },
      ),
    ).toBe(true);
    expect(
      covers(
        { ...fingerprint, fingerprint: "3f2a9c1d0b7e55" },
        { ...fingerprint, fingerprint: "3f2a9c1d0b7e" },
      ),
    ).toBe(false);
  });
});

describe("approvers and ODCS", () => {
  it("converting a native contract with approvers to ODCS says they are not carried", async () => {
    const { convertContractText } = await import("../../src/contracts/convert.js");
    const result = convertContractText(CONTRACT("[alice]"), "c.yaml", "odcs");
    expect(result.diagnostics).toEqual([]);
    expect(result.notes.join("\n")).toContain("approvers: not carried into ODCS");
  });
});
