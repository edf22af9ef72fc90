// What an owner-approval finding says (docs/intended-changes.md "Owner approval"): its title names
// the contract (or the waiver), its message the change, who may approve it and why it still blocks.
import { describe, expect, it } from "vitest";
import type { PullRequestApprovals } from "../../src/github/approvals.js";
import type { ContractRef } from "../../src/outcome/model.js";
import { type ApprovalNeed, approvalFinding, decide } from "../../src/sync/check/approval-decision.js";

const HEAD = "c0ffee".padEnd(40, "0");
const DELETED = "weakens its protection: the contract (BLOCK) is deleted";

const ORDERS: ContractRef = {
  id: "c1",
  name: "orders",
  enforcementLevel: "BLOCK",
  filePath: "contracts/orders.yaml",
  line: 1,
};

const need = (approvers: string[], contract: ContractRef | "no contract" = ORDERS): ApprovalNeed => ({
  contract: contract === "no contract" ? undefined : contract,
  approvers,
  level: "BLOCK",
  what: [DELETED],
  weakenings: [],
});

function reviews(
  approvedBy: string[],
  teams: Record<string, string[] | "unknown"> = {},
): PullRequestApprovals {
  return {
    readable: true,
    headSha: HEAD,
    approvedBy,
    isMember: async (org, slug, login) => {
      const members = teams[`${org}/${slug}`];
      if (members === "unknown") return "unknown";
      return (members ?? []).includes(login);
    },
  };
}

const pending = async (n: ApprovalNeed, approvals: PullRequestApprovals) => {
  const verdict = await decide(n, approvals);
  if (!("pending" in verdict)) throw new Error(`expected a pending verdict, got ${JSON.stringify(verdict)}`);
  return verdict.pending;
};

describe("why an approval is still pending", () => {
  it("names the approvals that do not count, and the commit they must approve", async () => {
    expect(await pending(need(["alice"]), reviews(["mallory", "trudy"]))).toBe(
      "None of them has approved the latest commit c0ffee0. The approvals of mallory, trudy do not count: not an approver of this contract.",
    );
  });

  it("says the token cannot read a team's members only when GitHub would not say", async () => {
    expect(
      await pending(need(["acme/data-owners"]), reviews(["bob"], { "acme/data-owners": "unknown" })),
    ).toBe(
      "None of them has approved the latest commit c0ffee0. The approvals of bob do not count: not an approver of this contract. The team memberships could not be read (bob in acme/data-owners): the token needs members: read on the organization.",
    );
  });

  it("lists each unreadable membership, comma-separated", async () => {
    const verdict = await pending(
      need(["acme/data-owners", "acme/platform"]),
      reviews(["bob"], { "acme/data-owners": "unknown", "acme/platform": "unknown" }),
    );
    expect(verdict).toContain(
      "The team memberships could not be read (bob in acme/data-owners, bob in acme/platform): the token needs members: read on the organization.",
    );
  });

  it("a reviewer who is known not to be in the approver team is no unreadable membership", async () => {
    const verdict = await pending(
      need(["acme/data-owners"]),
      reviews(["bob"], { "acme/data-owners": ["carol"] }),
    );
    expect(verdict).not.toContain("could not be read");
    expect(verdict).toContain("The approvals of bob do not count");
  });

  it("a contract without approvers or owner says to add approvers or an owners entry for its owner", async () => {
    expect(await pending(need([]), reviews(["alice"]))).toBe(
      "No GitHub approver is known for contract orders at the base, so no one can approve this here. Name approvers (GitHub logins or org/team) in the contract, or an owners entry for its owner in .github/contract-sync.yml: a change of who consents needs the consent of the base's approvers, and with none, a repository administrator merges that pull request past the check.",
    );
  });

  it("a contract with an owner but no approvers names that owner for the owners entry", async () => {
    const owned = need([], { ...ORDERS, owner: "team-checkout" });
    expect(await pending(owned, reviews([]))).toContain(
      "or an owners entry for team-checkout in .github/contract-sync.yml",
    );
  });

  it("a waiver that matches no finding has no owner to approve it, and says how to name the finding", async () => {
    expect(await pending(need([], "no contract"), reviews(["alice"]))).toBe(
      "No contract owner is known to approve it: it matches no finding of this check. Name the finding by rule and asset, or add the waiver in the pull request that has the finding.",
    );
  });
});

describe("the finding of an approval", () => {
  it("pending: titled for the contract, saying the change, who may approve and why it blocks", async () => {
    const n = need(["alice", "acme/data-owners"]);
    const finding = approvalFinding(n, await decide(n, reviews([])));
    expect(finding).toEqual({
      rule: "OWNER_APPROVAL_REQUIRED",
      level: "BLOCK",
      file: "contracts/orders.yaml",
      line: 1,
      title: "Owner approval required: contract orders",
      message: `This pull request ${DELETED}. It passes once one of these approves its latest commit: alice, acme/data-owners (a login, or a member of a team). None of them has approved the latest commit c0ffee0.`,
      contract: ORDERS,
    });
  });

  it("joins the several changes that need the one approval with semicolons", () => {
    const n = { ...need(["alice"]), what: ["drops asset a", "lowers the level"] };
    expect(approvalFinding(n, { pending: "Not yet." }).message).toBe(
      "This pull request drops asset a; lowers the level. It passes once one of these approves its latest commit: alice (a login, or a member of a team). Not yet.",
    );
  });

  it("pending with no one to approve: the change, then only why no one can", async () => {
    const n = need([]);
    const finding = approvalFinding(n, await decide(n, reviews([])));
    expect(finding.message).toBe(
      `This pull request ${DELETED}. No GitHub approver is known for contract orders at the base, so no one can approve this here. Name approvers (GitHub logins or org/team) in the contract, or an owners entry for its owner in .github/contract-sync.yml: a change of who consents needs the consent of the base's approvers, and with none, a repository administrator merges that pull request past the check.`,
    );
  });

  it("approved: listed under the contract at INACTIVE, naming who approved", async () => {
    const n = need(["alice"]);
    const finding = approvalFinding(n, await decide(n, reviews(["alice"])));
    expect(finding).toEqual({
      rule: "OWNER_APPROVAL_REQUIRED",
      level: "INACTIVE",
      file: "contracts/orders.yaml",
      line: 1,
      title: "Owner approval required: contract orders (approved)",
      message: `This pull request ${DELETED}. Approved on the latest commit by alice.`,
      contract: ORDERS,
    });
  });

  it("a waiver with no contract is titled as a waiver, at the need's own place", () => {
    const n: ApprovalNeed = {
      ...need(["alice"], "no contract"),
      what: ["adds a waiver"],
      file: ".github/contract-waivers.yml",
      line: 4,
    };
    expect(approvalFinding(n, { pending: "Not yet." })).toMatchObject({
      title: "Owner approval required: a waiver",
      file: ".github/contract-waivers.yml",
      line: 4,
    });
    expect(approvalFinding(n, { approvedBy: "alice" }).title).toBe(
      "Owner approval required: a waiver (approved)",
    );
  });
});
