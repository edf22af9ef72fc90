// The approval decision (docs/intended-changes.md "Intended changes"): who may approve a change to a contract,
// read from the base, and what the finding says until one of them has approved the latest commit.
import { describe, expect, it } from "vitest";
import type { PullRequestApprovals } from "../../src/github/approvals.js";
import { type ApprovalNeed, approvalFinding, decide } from "../../src/sync/check/approval-decision.js";

const HEAD = "c0ffee".padEnd(40, "0");

const need = (approvers: string[]): ApprovalNeed => ({
  contract: {
    id: "c1",
    name: "orders",
    enforcementLevel: "BLOCK",
    filePath: "contracts/orders.yaml",
    line: 1,
  },
  approvers,
  level: "BLOCK",
  what: ["weakens its protection: the contract (BLOCK) is deleted"],
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

describe("decide: who may approve", () => {
  it("an approver's login approves (case as GitHub ignores it)", async () => {
    expect(await decide(need(["Alice"]), reviews(["alice"]))).toEqual({ approvedBy: "alice" });
  });

  it("an approval by someone else does not count, and the finding names who must approve", async () => {
    const verdict = await decide(
      need(["alice", "acme/data-owners"]),
      reviews(["mallory"], { "acme/data-owners": ["bob"] }),
    );
    expect(verdict).toEqual({ pending: expect.stringContaining("mallory do not count") });
    const finding = approvalFinding(need(["alice", "acme/data-owners"]), verdict);
    expect(finding).toMatchObject({
      rule: "OWNER_APPROVAL_REQUIRED",
      level: "BLOCK",
      file: "contracts/orders.yaml",
    });
    expect(finding.message).toContain("alice, acme/data-owners");
    expect(finding.message).toContain("latest commit c0ffee0");
    expect(finding.message).not.toContain("@");
  });

  it("an approving member of an approver team approves", async () => {
    const verdict = await decide(
      need(["acme/data-owners"]),
      reviews(["bob"], { "acme/data-owners": ["bob"] }),
    );
    expect(verdict).toEqual({ approvedBy: "bob (member of acme/data-owners)" });
    const finding = approvalFinding(need(["acme/data-owners"]), verdict);
    expect(finding.level).toBe("INACTIVE");
    expect(finding.message).toContain("Approved on the latest commit by bob");
  });

  it("a membership GitHub would not show blocks and says the token cannot read it", async () => {
    const verdict = await decide(
      need(["acme/data-owners"]),
      reviews(["bob"], { "acme/data-owners": "unknown" }),
    );
    expect("pending" in verdict && verdict.pending).toMatch(
      /memberships could not be read \(bob in acme\/data-owners\)/,
    );
  });

  it("no approval of the latest commit blocks", async () => {
    expect(await decide(need(["alice"]), reviews([]))).toEqual({
      pending: "None of them has approved the latest commit c0ffee0.",
    });
  });

  it("reviews that cannot be read block with the reason (fail closed)", async () => {
    const verdict = await decide(need(["alice"]), { readable: false, reason: "no github-token" });
    expect(verdict).toEqual({ pending: "It cannot pass now: no github-token." });
    expect(approvalFinding(need(["alice"]), verdict).level).toBe("BLOCK");
  });

  it("a contract without approvers blocks and says how to name them", async () => {
    const verdict = await decide(need([]), reviews(["alice"]));
    expect("pending" in verdict && verdict.pending).toMatch(
      /No GitHub approver is known for contract orders at the base, so no one can approve this here\. Name approvers/,
    );
  });
});

describe("decide: an approver who wrote the pull request", () => {
  const authored = (approvedBy: string[]): PullRequestApprovals => ({
    readable: true,
    headSha: HEAD,
    approvedBy,
    author: "Alice",
    isMember: async () => false,
  });

  it("the only approver as the author: the finding says no one can approve it as it is, and what to do", async () => {
    const verdict = await decide(need(["alice"]), authored([]));
    expect(verdict).toEqual({
      pending: expect.stringContaining("Alice, its only approver, is the pull request's author"),
    });
    expect(JSON.stringify(verdict)).toContain("Name a second approver in a pull request of its own");
  });

  it("one approver among others as the author: another of them must approve", async () => {
    const verdict = await decide(need(["alice", "bob"]), authored([]));
    expect(verdict).toEqual({ pending: expect.stringContaining("Alice is the pull request's author") });
    expect(JSON.stringify(verdict)).toContain("another of them must");
  });

  it("an author who is no approver is not mentioned", async () => {
    expect(JSON.stringify(await decide(need(["bob"]), authored([])))).not.toContain("author");
  });
});
