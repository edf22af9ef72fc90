// Which changes of a pull request's contracts need an owner's approval, and what an approval does
// to the report (docs/intended-changes.md "Owner approval"): a weakening and a breaking edit of a
// contract each need an approver of the contract, read at the base, one approval per contract at
// the strictest level of its changes; once one approves, the weakenings are listed, not counted.
import { describe, expect, it } from "vitest";
import type { EnforcementLevel } from "../../src/api/resources.js";
import type { LoadedContract } from "../../src/contracts/index.js";
import type { GateFinding } from "../../src/outcome/model.js";
import { approvalNeeds, approversOf, withApprovals } from "../../src/sync/check/approvals.js";
import { contractChanges } from "../../src/sync/check/contract-changes.js";
import { contractRef } from "../../src/sync/check/contract-ref.js";
import { contractWeakenings } from "../../src/sync/check/rules/protection-weakened.js";
import {
  approvalsIn,
  approvedBy,
  changedOf,
  configOf,
  contextOf,
  contract,
  reportOf,
  USERS,
  USERS_ID,
} from "../support/approval-context.js";

/** A PROTECTION_WEAKENED finding of a contract as the gates report it, at a given level. */
const weakening = (loaded: LoadedContract, level: EnforcementLevel, message: string): GateFinding => ({
  rule: "PROTECTION_WEAKENED",
  level,
  file: loaded.file,
  title: `Protection weakened: contract ${loaded.contract.name}`,
  message,
  contract: contractRef(loaded),
});

describe("an approved weakening", () => {
  const orders = contract({ approvers: ["alice"] });
  const deleted = () => contractWeakenings(changedOf([orders], []), "contract");

  it("is listed, not counted, saying who approved it; the approval finding names the change", async () => {
    const [gone] = deleted();
    const report = await withApprovals(
      reportOf({ findings: [gone!] }),
      contextOf({ baseContracts: [orders], changed: changedOf([orders], []) }),
      approvedBy("alice"),
    );
    expect(report.findings).toEqual([
      expect.objectContaining({
        rule: "PROTECTION_WEAKENED",
        level: "INACTIVE",
        message: "the contract (BLOCK) is deleted (approved by alice)",
      }),
      expect.objectContaining({
        rule: "OWNER_APPROVAL_REQUIRED",
        level: "INACTIVE",
        message:
          "This pull request weakens its protection: the contract (BLOCK) is deleted. Approved on the latest commit by alice.",
      }),
    ]);
    // No waiver was added: the report keeps the ledger it had (none).
    expect(report.waivers).toBeUndefined();
  });

  it("stays counted while no approver has approved", async () => {
    const [gone] = deleted();
    const report = await withApprovals(
      reportOf({ findings: [gone!] }),
      contextOf({ baseContracts: [orders] }),
      approvedBy("mallory"),
    );
    expect(report.findings?.[0]).toEqual(gone);
    expect(approvalsIn(report)).toEqual([expect.objectContaining({ level: "BLOCK" })]);
  });
});

describe("one approval per contract", () => {
  it("two weakenings of one contract need one approval naming both", async () => {
    const orders = contract({ approvers: ["alice"] });
    const draft = contract({ level: "ALERT", status: "DRAFT" });
    const weakenings = contractWeakenings(changedOf([orders], [draft]), "contract");
    expect(weakenings).toHaveLength(2);
    const report = await withApprovals(
      reportOf({ findings: weakenings }),
      contextOf({ baseContracts: [orders] }),
      undefined,
    );
    const approvals = approvalsIn(report);
    expect(approvals).toHaveLength(1);
    expect(approvals[0]?.message).toContain(
      "This pull request weakens its protection: enforcementLevel lowered from BLOCK to ALERT; weakens its protection: status moved from ACTIVE to DRAFT.",
    );
  });

  it("a weakening and a breaking edit of one contract need one approval naming both", async () => {
    const orders = contract({ approvers: ["alice"] });
    const lowered = contract({ level: "ALERT", fields: ["id"], approvers: ["alice"] });
    const changed = changedOf([orders], [lowered]);
    const needs = await approvalNeeds(
      reportOf({
        findings: contractWeakenings(changed, "contract"),
        contractChanges: contractChanges(changed),
      }),
      contextOf({ baseContracts: [orders], changed }),
    );
    expect(needs).toHaveLength(1);
    expect(needs[0]?.what).toEqual([
      "weakens its protection: enforcementLevel lowered from BLOCK to ALERT",
      expect.stringMatching(/^changes the contract in a breaking way \(total: /),
    ]);
  });

  it("breaking edits of two contracts need an approval each, each compared with its own head", async () => {
    const orders = contract({ approvers: ["alice"] });
    const users = contract({
      id: USERS_ID,
      name: "users",
      asset: USERS,
      approvers: ["bob"],
      fields: ["id", "email"],
    });
    // users loses email (breaking); orders only gains an optional field (not breaking).
    const changed = changedOf(
      [orders, users],
      [
        contract({ id: USERS_ID, name: "users", asset: USERS, approvers: ["bob"], fields: ["id"] }),
        contract({ approvers: ["alice"], fields: ["id", "total", "note?"] }),
      ],
    );
    const needs = await approvalNeeds(
      reportOf({ contractChanges: contractChanges(changed) }),
      contextOf({ baseContracts: [orders, users], changed }),
    );
    expect(needs.map((n) => [n.contract?.name, n.approvers, n.what])).toEqual([
      ["users", ["bob"], [expect.stringMatching(/^changes the contract in a breaking way \(email: /)]],
    ]);

    const both = changedOf(
      [orders, users],
      [
        contract({ approvers: ["alice"], fields: ["id"] }),
        contract({ id: USERS_ID, name: "users", asset: USERS, approvers: ["bob"], fields: ["id"] }),
      ],
    );
    const two = await approvalNeeds(
      reportOf({ contractChanges: contractChanges(both) }),
      contextOf({ baseContracts: [orders, users], changed: both }),
    );
    expect(two.map((n) => n.contract?.name)).toEqual(["orders", "users"]);
  });

  it("counts at the strictest level of the contract's changes, not at the last one's", async () => {
    const orders = contract({ approvers: ["alice"] });
    // Each finding of the report carries its own level: here the stricter one comes first.
    const needs = await approvalNeeds(
      reportOf({
        findings: [
          weakening(orders, "BLOCK", "enforcementLevel lowered from BLOCK to ALERT"),
          weakening(orders, "ALERT", "status moved from ACTIVE to DRAFT"),
        ],
      }),
      contextOf({ baseContracts: [orders] }),
    );
    expect(needs.map((n) => n.level)).toEqual(["BLOCK"]);
  });

  it("a weakened contract the base does not hold has no known approver", async () => {
    const ghost = contract({ approvers: ["alice"] });
    const report = await withApprovals(
      reportOf({ findings: [weakening(ghost, "BLOCK", "the contract (BLOCK) is deleted")] }),
      contextOf(),
      approvedBy("alice"),
    );
    expect(approvalsIn(report)).toEqual([
      expect.objectContaining({
        level: "BLOCK",
        message: expect.stringMatching(
          /^This pull request weakens its protection: the contract \(BLOCK\) is deleted\. No GitHub approver is known for contract orders/,
        ),
      }),
    ]);
  });
});

describe("which edits of a contract need an approval", () => {
  const needsOf = async (before: LoadedContract, now: LoadedContract, config = configOf()) => {
    const changed = changedOf([before], [now]);
    return approvalNeeds(
      reportOf({ contractChanges: contractChanges(changed) }),
      contextOf({ baseContracts: [before], changed, config }),
    );
  };

  it("a breaking edit of an INACTIVE contract, or of a DRAFT one, or under protect: off, needs none", async () => {
    const inactive = { level: "INACTIVE" as const, approvers: ["alice"] };
    expect(await needsOf(contract(inactive), contract({ ...inactive, fields: ["id"] }))).toEqual([]);
    const draft = { status: "DRAFT", approvers: ["alice"] };
    expect(await needsOf(contract(draft), contract({ ...draft, fields: ["id"] }))).toEqual([]);
    const off = configOf("protect: off\n");
    expect(await needsOf(contract({ approvers: ["alice"] }), contract({ fields: ["id"] }), off)).toEqual([]);
  });

  it("a breaking edit of a DEPRECATED contract at ALERT needs one at ALERT", async () => {
    const spec = { status: "DEPRECATED", level: "ALERT" as const, approvers: ["alice"] };
    const needs = await needsOf(contract(spec), contract({ ...spec, fields: ["id"] }));
    expect(needs.map((n) => n.level)).toEqual(["ALERT"]);
  });

  it("lists every field the edit breaks", async () => {
    const before = contract({ approvers: ["alice"], fields: ["id", "total", "note"] });
    const needs = await needsOf(before, contract({ approvers: ["alice"], fields: ["id"] }));
    expect(needs[0]?.what).toEqual([
      expect.stringMatching(/^changes the contract in a breaking way \(total: [^;]+; note: [^;]+\)$/),
    ]);
  });

  it("a breaking edit that also changes who approves names both", async () => {
    const needs = await needsOf(
      contract({ approvers: ["alice"] }),
      contract({ approvers: ["mallory"], fields: ["id"] }),
    );
    expect(needs[0]?.approvers).toEqual(["alice"]);
    expect(needs[0]?.what).toEqual([
      expect.stringMatching(/^changes the contract in a breaking way \(total: [^;]+\)$/),
      "changes who consents to it: changes its approvers (alice -> mallory)",
    ]);
  });

  it("a contract that names no approver at the base cannot gain one here: no one at the base can consent", async () => {
    const needs = await needsOf(
      contract(),
      contract({ approvers: ["mallory"], fields: ["id", "total", "note?"] }),
    );
    expect(needs).toEqual([
      expect.objectContaining({
        approvers: [],
        level: "BLOCK",
        what: ["changes who consents to it: changes its approvers (none -> mallory)"],
      }),
    ]);
  });

  it("a new file reusing a base contract's id is no edit of that contract", async () => {
    const orders = contract({ approvers: ["alice"] });
    const copy = contract({ fields: ["id"], file: "contracts/orders-copy.yaml" });
    const changed = changedOf([], [copy]);
    const changes = contractChanges(changed);
    expect(changes.map((c) => c.status)).toEqual(["added"]);
    expect(
      await approvalNeeds(
        reportOf({ contractChanges: changes }),
        contextOf({ baseContracts: [orders], changed }),
      ),
    ).toEqual([]);
  });

  it("a deleted contract needs the approval of its weakening only", async () => {
    const orders = contract({ approvers: ["alice"] });
    const changed = changedOf([orders], []);
    const needs = await approvalNeeds(
      reportOf({
        findings: contractWeakenings(changed, "contract"),
        contractChanges: contractChanges(changed),
      }),
      contextOf({ baseContracts: [orders], changed }),
    );
    expect(needs.map((n) => n.what)).toEqual([["weakens its protection: the contract (BLOCK) is deleted"]]);
  });
});

describe("who approves a contract (approversOf)", () => {
  const config = configOf("owners:\n  data@acme.example: [alice, acme/Data-Owners, bob]\n");

  it("its approvers, then its owner's from the configuration, each once in the first spelling", () => {
    const loaded = contract({ owner: "data@acme.example", approvers: ["Alice", "acme/data-owners"] });
    expect(approversOf(loaded, config)).toEqual(["Alice", "acme/data-owners", "bob"]);
  });

  it("only its owner's when it names no approver", () => {
    expect(approversOf(contract({ owner: "data@acme.example" }), config)).toEqual([
      "alice",
      "acme/Data-Owners",
      "bob",
    ]);
  });

  it("only its own approvers when its owner is not in the configuration, or it has none", () => {
    expect(approversOf(contract({ owner: "sales@acme.example", approvers: ["carol"] }), config)).toEqual([
      "carol",
    ]);
    expect(approversOf(contract({ approvers: ["carol"] }), config)).toEqual(["carol"]);
  });
});
