// Who consents is itself protected (docs/intended-changes.md "Who may consent"): a change of a
// contract's approvers or owner, of the configuration's owners or protect, or of the CODEOWNERS
// owners of a contract file needs the approval of those who consent at the base, compared with who
// would after the merge (the head's contract under the head's configuration), for every contract
// in force it touches, whatever else the pull request does.
import { describe, expect, it } from "vitest";
import { approvalNeeds } from "../../src/sync/check/approvals.js";
import { parseCodeowners } from "../../src/sync/check/codeowners.js";
import { visibleSpelling } from "../../src/sync/check/consent-changes.js";
import { contractChanges } from "../../src/sync/check/contract-changes.js";
import { changedOf, configOf, contextOf, contract, reportOf } from "../support/approval-context.js";

const OWNERS = "owners:\n  orders@acme.example: [alice]\n";
const approversOfBase = (spec: { owner?: string; approvers?: string[] }) => [
  ...(spec.approvers ?? []),
  ...(spec.owner === "orders@acme.example" ? ["alice"] : []),
];

describe("a change of who consents", () => {
  it("the contract's approvers alone make the contract changed, and need the base's approvers", async () => {
    const was = contract({ approvers: ["alice"] });
    const now = contract({ approvers: ["mallory"] });
    const changed = changedOf([was], [now]);
    const changes = contractChanges(changed);
    expect(changes.map((c) => [c.status, c.changes.map((x) => x.after)])).toEqual([
      ["changed", ["approvers: [mallory]"]],
    ]);
    const needs = await approvalNeeds(
      reportOf({ contractChanges: changes }),
      contextOf({ baseContracts: [was], changed }),
    );
    expect(needs.map((n) => [n.approvers, n.level, n.what])).toEqual([
      [["alice"], "BLOCK", ["changes who consents to it: changes its approvers (alice -> mallory)"]],
    ]);
  });

  // Every who-consents key of a contract, each way a pull request changes it: replaced, added to, deleted, added.
  const EDITS: Array<
    [string, { owner?: string; approvers?: string[] }, { owner?: string; approvers?: string[] }, string]
  > = [
    [
      "approvers replaced",
      { approvers: ["alice"] },
      { approvers: ["mallory"] },
      "approvers (alice -> mallory)",
    ],
    [
      "approvers added to",
      { approvers: ["alice"] },
      { approvers: ["alice", "mallory"] },
      "approvers (alice -> alice, mallory)",
    ],
    ["approvers deleted", { approvers: ["alice"] }, {}, "approvers (alice -> none)"],
    [
      "owner replaced",
      { owner: "orders@acme.example" },
      { owner: "friends@acme.example" },
      "owner (orders@acme.example -> friends@acme.example)",
    ],
    [
      "owner deleted",
      { owner: "orders@acme.example", approvers: ["bob"] },
      { approvers: ["bob"] },
      "owner (orders@acme.example -> none)",
    ],
    [
      "owner added",
      { approvers: ["bob"] },
      { owner: "orders@acme.example", approvers: ["bob"] },
      "owner (none -> orders@acme.example)",
    ],
  ];
  it.each(EDITS)("%s: the base's approvers consent", async (_name, before, after, clause) => {
    const was = contract(before);
    const needs = await approvalNeeds(
      reportOf(),
      contextOf({
        baseContracts: [was],
        changed: changedOf([was], [contract(after)]),
        config: configOf(OWNERS),
      }),
    );
    expect(needs.map((n) => [n.approvers, n.level, n.what.join(" ")])).toEqual([
      [approversOfBase(before), "BLOCK", expect.stringContaining(`changes its ${clause}`)],
    ]);
  });

  it("approvers reordered or recased name the same people: no one's consent", async () => {
    const was = contract({ approvers: ["alice", "bob"] });
    for (const approvers of [
      ["bob", "alice"],
      ["Alice", "BOB"],
    ])
      expect(
        await approvalNeeds(
          reportOf(),
          contextOf({ baseContracts: [was], changed: changedOf([was], [contract({ approvers })]) }),
        ),
      ).toEqual([]);
  });

  it("the contract's owner, mapped by the configuration, needs the base's mapped approvers", async () => {
    const was = contract({ owner: "orders@acme.example" });
    const now = contract({ owner: "friends@acme.example" });
    const config = configOf(`${OWNERS}  friends@acme.example: [mallory]\n`);
    const needs = await approvalNeeds(
      reportOf(),
      contextOf({ baseContracts: [was], changed: changedOf([was], [now]), config }),
    );
    expect(needs.map((n) => [n.approvers, n.what])).toEqual([
      [
        ["alice"],
        ["changes who consents to it: changes its owner (orders@acme.example -> friends@acme.example)"],
      ],
    ]);
  });

  it("the configuration's owners entry alone (no contract file touched) needs the base's owners", async () => {
    const orders = contract({ owner: "orders@acme.example" });
    const needs = await approvalNeeds(
      reportOf(),
      contextOf({
        baseContracts: [orders],
        config: configOf(OWNERS),
        headConfig: configOf("owners:\n  orders@acme.example: [mallory]\n"),
      }),
    );
    expect(needs.map((n) => [n.approvers, n.level, n.what])).toEqual([
      [
        ["alice"],
        "BLOCK",
        [
          "changes who consents to it: changes who approves it through the configuration's owners (alice -> mallory)",
        ],
      ],
    ]);
  });

  it("an owners entry added for an owner that had none: no one at the base can consent, so it blocks", async () => {
    const orders = contract({ owner: "orders@acme.example" });
    const needs = await approvalNeeds(
      reportOf(),
      contextOf({ baseContracts: [orders], headConfig: configOf(OWNERS) }),
    );
    expect(needs.map((n) => [n.approvers, n.level])).toEqual([[[], "BLOCK"]]);
  });

  it("protect lowered in the configuration needs each protected contract's owners; raised, none", async () => {
    const orders = contract({ approvers: ["alice"] });
    const off = await approvalNeeds(
      reportOf(),
      contextOf({ baseContracts: [orders], headConfig: configOf("protect: off\n") }),
    );
    expect(off.map((n) => [n.approvers, n.level, n.what])).toEqual([
      [
        ["alice"],
        "BLOCK",
        [expect.stringContaining("changes the configuration's protect from contract to off")],
      ],
    ]);
    const block = await approvalNeeds(
      reportOf(),
      contextOf({ baseContracts: [orders], headConfig: configOf("protect: block\n") }),
    );
    expect(block).toEqual([]);
  });

  it("protect: block -> contract lowers an ALERT contract's weakenings to ALERT: its owners consent (docs-only attack 39)", async () => {
    const alerting = contract({ approvers: ["alice"], level: "ALERT" });
    const needs = await approvalNeeds(
      reportOf(),
      contextOf({
        baseContracts: [alerting],
        config: configOf("protect: block\n"),
        headConfig: configOf("protect: contract\n"),
      }),
    );
    expect(needs.map((n) => [n.approvers, n.level, n.what])).toEqual([
      [
        ["alice"],
        "BLOCK",
        [
          expect.stringContaining(
            "protect from block to contract: its weakenings and breaks would count at ALERT, not BLOCK",
          ),
        ],
      ],
    ]);
  });

  it("CODEOWNERS: another owner for a contract file needs its approvers; other lines need none", async () => {
    const orders = contract({ approvers: ["alice"] });
    const base = { ".github/CODEOWNERS": "/contracts/orders.yaml @acme/data-owners\n/docs/ @writers\n" };
    const swapped = { ".github/CODEOWNERS": "/contracts/orders.yaml @mallory\n/docs/ @writers\n" };
    const docs = { ".github/CODEOWNERS": "/contracts/orders.yaml @acme/data-owners\n/docs/ @others\n" };
    const overridden = { ".github/CODEOWNERS": `${base[".github/CODEOWNERS"]}contracts/ @mallory\n` };
    const needsWith = (head: Record<string, string>) =>
      approvalNeeds(reportOf(), contextOf({ baseContracts: [orders], files: { base, head } }));
    expect((await needsWith(swapped)).map((n) => n.what)).toEqual([
      [
        "changes who consents to it: changes the owners CODEOWNERS names for contracts/orders.yaml (@acme/data-owners -> @mallory)",
      ],
    ]);
    expect(await needsWith(overridden)).toHaveLength(1);
    expect(await needsWith({})).toHaveLength(1);
    expect(await needsWith(docs)).toEqual([]);
  });

  it("a contract not in force (INACTIVE, DRAFT) has no one's consent to protect", async () => {
    for (const was of [
      contract({ level: "INACTIVE", approvers: ["alice"] }),
      contract({ status: "DRAFT", approvers: ["alice"] }),
    ]) {
      const now = contract({
        approvers: ["mallory"],
        level: was.contract.enforcementLevel,
        status: was.contract.status,
      });
      expect(
        await approvalNeeds(
          reportOf(),
          contextOf({ baseContracts: [was], changed: changedOf([was], [now]) }),
        ),
      ).toEqual([]);
    }
  });
});

describe("who consents, as the finding names them", () => {
  // Logins, teams and owner keys are ASCII (the contract's are validated; CODEOWNERS' are GitHub's):
  // any other character is shown by its code point, so a lookalike cannot read as the old name.
  it.each([
    ["@m\u0430llory", "@m\\u0430llory"],
    ["@acme/data\u2011owners", "@acme/data\\u2011owners"],
    ["alice\u200b", "alice\\u200b"],
    ["bob\u{1d41a}", "bob\\u{1d41a}"],
    ["acme/data-owners", "acme/data-owners"],
  ])("%j is shown as %s", (name, shown) => {
    expect(visibleSpelling(name)).toBe(shown);
  });
});

describe("CODEOWNERS matching (the last matching line wins)", () => {
  it("anchored, unanchored, directory and escaped patterns", () => {
    const owners = parseCodeowners(
      "# comment\n* @everyone\n/contracts/orders.yaml @a\ncontracts/ @b\n*.yaml @c\n/contracts/with\\ space.yaml @d\n",
      ".github/CODEOWNERS",
    );
    expect(owners.ownersOf("contracts/orders.yaml")).toEqual(["@c"]);
    expect(owners.ownersOf("contracts/other.yml")).toEqual(["@b"]);
    expect(owners.ownersOf("README.md")).toEqual(["@everyone"]);
    expect(owners.ownersOf("contracts/with space.yaml")).toEqual(["@d"]);
  });
});
