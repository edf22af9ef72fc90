// A waiver the pull request's ledger adds or extends (README "Intended changes: waivers and owner
// approval"): it needs an approver of every contract whose counted findings it would waive (else
// of the contracts on its asset, at BLOCK), and applies, beside the base's entries, only once an
// approver of each has approved the latest commit. A waiver the base already has needs nothing.
import { describe, expect, it } from "vitest";
import type { LoadedContract } from "../../src/contracts/index.js";
import type { AssetCheck, Waiver } from "../../src/outcome/model.js";
import { approvalNeeds, withApprovals } from "../../src/sync/check/approvals.js";
import { contractRef } from "../../src/sync/check/contract-ref.js";
import { contractWeakenings } from "../../src/sync/check/rules/protection-weakened.js";
import { sameWaiver } from "../../src/sync/check/waiver-approvals.js";
import { DEFAULT_WAIVER_FILE, parseWaiverLedger } from "../../src/waivers/ledger.js";
import {
  AUDIT_ID,
  approvalsIn,
  approvedBy,
  changedOf,
  contextOf,
  contract,
  ORDERS,
  reportOf,
  USERS,
  USERS_ID,
} from "../support/approval-context.js";

const missing = (loaded: LoadedContract, asset: string, field: string): AssetCheck => ({
  asset,
  contract: contractRef(loaded),
  violations: [{ violationType: "MISSING_REQUIRED_PROPERTY", field, message: `${field} is missing` }],
});

const waiverYaml = (asset: string, field: string) =>
  `  - rule: MISSING_REQUIRED_PROPERTY\n    asset: ${asset}\n    field: ${field}\n    reason: the field moves to another topic (DATA-31)\n    approvedBy: [alice]\n    expires: 2999-12-31\n`;

describe("whether a head waiver is a base one (sameWaiver)", () => {
  const waiver = (w: Partial<Waiver>): Waiver => ({
    reason: "accepted",
    approvedBy: ["alice"],
    expires: "2999-12-31",
    rule: "MISSING_REQUIRED_PROPERTY",
    asset: ORDERS,
    ...w,
  });

  it("a waiver by rule and asset is the same one", () => {
    expect(sameWaiver(waiver({}), waiver({}))).toBe(true);
  });

  it("a base waiver named by a fingerprint is not a head waiver by rule and asset", () => {
    expect(sameWaiver(waiver({ fingerprint: "0123456789ab" }), waiver({}))).toBe(false);
  });

  it("a base waiver of another rule on the asset, or with a narrower field, is not it", () => {
    expect(sameWaiver(waiver({ rule: "OTHER_VIOLATION" }), waiver({}))).toBe(false);
    expect(sameWaiver(waiver({}), waiver({ field: "total" }))).toBe(false);
  });
});

describe("a waiver the pull request adds", () => {
  const orders = contract({ level: "ALERT", approvers: ["alice"] });
  const audit = contract({ id: AUDIT_ID, name: "orders-audit", approvers: ["bob"] });
  const users = contract({
    id: USERS_ID,
    name: "users",
    asset: USERS,
    approvers: ["carol"],
    fields: ["id", "email"],
  });
  const BASE_LEDGER = `waivers:\n${waiverYaml(USERS, "email")}`;
  const baseWaivers = () => ({
    file: DEFAULT_WAIVER_FILE,
    entries: parseWaiverLedger(BASE_LEDGER, DEFAULT_WAIVER_FILE).waivers,
    today: "2026-01-01",
  });
  const addsTotal = { base: BASE_LEDGER, head: `${BASE_LEDGER}${waiverYaml(ORDERS, "total")}` };

  it("needs an approver of the contract whose finding it waives, at that finding's level", async () => {
    const report = await withApprovals(
      reportOf({
        checks: [missing(orders, ORDERS, "total"), missing(users, USERS, "email")],
        waivers: baseWaivers(),
      }),
      contextOf({ baseContracts: [orders, users], ledger: addsTotal }),
      approvedBy("mallory"),
    );
    expect(approvalsIn(report)).toEqual([
      expect.objectContaining({
        level: "ALERT",
        file: DEFAULT_WAIVER_FILE,
        line: 8,
        title: "Owner approval required: contract orders",
        message: expect.stringMatching(
          /^This pull request adds or changes the waiver at \.github\/contract-waivers\.yml:8 \(until 2999-12-31\)\. It passes once one of these approves its latest commit: alice /,
        ),
      }),
    ]);
    expect(report.waivers).toEqual(baseWaivers());
  });

  it("applies once approved, beside the ledger's entries", async () => {
    const report = await withApprovals(
      reportOf({ checks: [missing(orders, ORDERS, "total")], waivers: baseWaivers() }),
      contextOf({ baseContracts: [orders, users], ledger: addsTotal }),
      approvedBy("alice"),
    );
    expect(approvalsIn(report)).toEqual([expect.objectContaining({ level: "INACTIVE" })]);
    expect(report.waivers?.entries).toEqual([
      expect.objectContaining({ asset: USERS, field: "email" }),
      expect.objectContaining({ asset: ORDERS, field: "total", line: 8 }),
    ]);
  });

  it("applies only when an approver of every contract it waives has approved", async () => {
    const report = await withApprovals(
      reportOf({
        checks: [missing(orders, ORDERS, "total"), missing(audit, ORDERS, "total")],
        waivers: baseWaivers(),
      }),
      contextOf({ baseContracts: [orders, audit], ledger: addsTotal }),
      approvedBy("alice"),
    );
    expect(approvalsIn(report).map((f) => [f.contract?.name, f.level])).toEqual([
      ["orders-audit", "BLOCK"],
      ["orders", "INACTIVE"],
    ]);
    expect(report.waivers).toEqual(baseWaivers());
  });

  it("an unchanged ledger needs no approval, even when the check did not read it", async () => {
    const needs = await approvalNeeds(
      reportOf({ checks: [missing(users, USERS, "email")] }),
      contextOf({ baseContracts: [users], ledger: { base: BASE_LEDGER, head: BASE_LEDGER } }),
    );
    expect(needs).toEqual([]);
  });

  it("that waives only a finding which does not count is judged by the contracts on its asset, at BLOCK", async () => {
    const named = contract({ approvers: ["alice"] });
    // protect: off lists the weakening (orders stops naming its asset) without counting it.
    const [listed] = contractWeakenings(changedOf([named], [contract({ asset: USERS })]), "off");
    expect(listed).toMatchObject({ level: "INACTIVE", asset: ORDERS });
    const ledger = `waivers:\n  - rule: PROTECTION_WEAKENED\n    asset: ${ORDERS}\n    reason: orders moves to the users topic (DATA-7)\n    approvedBy: [alice]\n    expires: 2999-12-31\n`;
    const needs = await approvalNeeds(
      reportOf({ findings: [listed!] }),
      contextOf({ baseContracts: [named], ledger: { head: ledger } }),
    );
    expect(needs.map((n) => [n.contract?.name, n.level])).toEqual([["orders", "BLOCK"]]);
  });

  it("that matches no finding and no contracted asset blocks, and no owner can approve it", async () => {
    const report = await withApprovals(
      reportOf(),
      contextOf({ baseContracts: [users], ledger: { head: `waivers:\n${waiverYaml(ORDERS, "total")}` } }),
      approvedBy("alice"),
    );
    expect(approvalsIn(report)).toEqual([
      {
        rule: "OWNER_APPROVAL_REQUIRED",
        level: "BLOCK",
        file: DEFAULT_WAIVER_FILE,
        line: 2,
        title: "Owner approval required: a waiver",
        message: expect.stringMatching(
          /^This pull request adds or changes the waiver at \.github\/contract-waivers\.yml:2 \(until 2999-12-31\)\. No contract owner is known to approve it: it matches no finding of this check\./,
        ),
        contract: undefined,
      },
    ]);
    expect(report.waivers).toBeUndefined();
  });
});

describe("a waiver's approvedBy is checked against who approved the latest commit", () => {
  // orders is approved by alice, bob or a member of acme/data; dave is a member of acme/data.
  const orders = contract({ approvers: ["alice", "bob", "acme/data"] });
  const ledgerBy = (approvers: string) => ({
    head: `waivers:\n${waiverYaml(ORDERS, "total").replace("approvedBy: [alice]", `approvedBy: ${approvers}`)}`,
  });
  const port = (...logins: string[]) => ({
    approvals: async () => ({
      readable: true as const,
      headSha: "c0ffee".padEnd(40, "0"),
      approvedBy: logins,
      isMember: async (org: string, slug: string, login: string) =>
        `${org}/${slug}` === "acme/data" && login === "dave",
    }),
  });
  const CLAIMS: Array<[string, string[], "applies" | "waits"]> = [
    ["[alice]", ["alice"], "applies"],
    ["[Alice]", ["alice"], "applies"],
    ["alice", ["alice"], "applies"],
    ["[alice, bob]", ["alice", "bob"], "applies"],
    ["[acme/data]", ["dave"], "applies"],
    ["[alice]", ["bob"], "waits"], // an owner approved, not the one the entry names
    ["[alice, bob]", ["bob"], "waits"],
    ["[acme/data]", ["bob"], "waits"], // no member of the team approved
    ["[alice, acme/finance-leads]", ["alice"], "waits"], // a team that never approved
    ["[carol]", ["alice"], "waits"], // someone who is no owner, and did not approve
  ];

  it.each(CLAIMS)("approvedBy: %s, approved by %j: %s", async (claim, logins, expected) => {
    const report = await withApprovals(
      reportOf({ checks: [missing(orders, ORDERS, "total")] }),
      contextOf({ baseContracts: [orders], ledger: ledgerBy(claim) }),
      port(...logins),
    );
    const [finding] = approvalsIn(report);
    if (expected === "applies") {
      expect(finding?.level).toBe("INACTIVE");
      expect(report.waivers?.entries).toHaveLength(1);
    } else {
      expect(finding?.level).toBe("BLOCK");
      expect(finding?.message).toMatch(/Its approvedBy names .+, who has not approved the latest commit/);
      expect(report.waivers?.entries ?? []).toHaveLength(0);
    }
  });
});

describe("every key of a waiver, widened or narrowed: the base's owners of every contract it can match", () => {
  // orders (alice) and orders-audit (bob) both govern ORDERS; the base's entry names orders.
  const orders = contract({ approvers: ["alice"] });
  const audit = contract({ id: AUDIT_ID, name: "orders-audit", approvers: ["bob"] });
  const ENTRY = {
    rule: "MISSING_REQUIRED_PROPERTY",
    asset: ORDERS,
    field: "total",
    contract: orders.contract.id,
    expected: "present",
    actual: "missing",
    reason: "totals move to the invoices topic (DATA-31)",
    approvedBy: "[alice]",
    expires: "2999-12-31",
  };
  type Entry = Partial<Record<keyof typeof ENTRY, string>>;
  const yaml = (entry: Entry) =>
    `  - ${Object.entries(entry)
      .map(([k, v]) => `${k}: ${v}`)
      .join("\n    ")}\n`;
  const needsFor = async (head: string, base = `waivers:\n${yaml(ENTRY)}`) => {
    // The report holds the base's ledger, as the check applies it.
    const waivers = {
      file: DEFAULT_WAIVER_FILE,
      entries: parseWaiverLedger(base, DEFAULT_WAIVER_FILE).waivers,
      today: "2026-01-01",
    };
    const needs = await approvalNeeds(
      reportOf({ waivers }),
      contextOf({ baseContracts: [orders, audit], ledger: { base, head } }),
    );
    return needs.map((n) => `${n.contract?.name}: ${n.approvers.join(", ")}`).sort();
  };
  const without = (key: keyof typeof ENTRY): Entry => {
    const { [key]: _, ...rest } = ENTRY;
    return rest;
  };
  const ORDERS_OWNERS = ["orders: alice"];
  const BOTH = ["orders-audit: bob", "orders: alice"];
  const EDITS: Array<[string, Entry, string[]]> = [
    ["rule changed", { ...ENTRY, rule: "INCOMPATIBLE_TYPE" }, ORDERS_OWNERS],
    ["asset changed", { ...ENTRY, asset: `${ORDERS}s` }, ORDERS_OWNERS],
    ["field left out (wider)", without("field"), ORDERS_OWNERS],
    ["field changed", { ...ENTRY, field: "id" }, ORDERS_OWNERS],
    ["contract left out (wider: every contract on the asset)", without("contract"), BOTH],
    ["contract retargeted to another contract", { ...ENTRY, contract: AUDIT_ID }, ["orders-audit: bob"]],
    ["expected changed", { ...ENTRY, expected: "int64" }, ORDERS_OWNERS],
    ["actual changed", { ...ENTRY, actual: "bool" }, ORDERS_OWNERS],
    [
      "expected and actual left out (any change of the field)",
      { ...without("expected"), actual: undefined },
      ORDERS_OWNERS,
    ],
    ["reason reworded", { ...ENTRY, reason: "the owners said any break is fine" }, ORDERS_OWNERS],
    ["approvedBy changed", { ...ENTRY, approvedBy: "[alice, acme/finance-leads]" }, ORDERS_OWNERS],
    ["expires later (wider)", { ...ENTRY, expires: "3000-01-01" }, ORDERS_OWNERS],
    [
      "expires earlier (narrower: still a change of what the owners accepted)",
      { ...ENTRY, expires: "2998-01-01" },
      ORDERS_OWNERS,
    ],
  ];

  it.each(EDITS)("%s", async (_name, entry, owners) => {
    const clean = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as Entry;
    expect(await needsFor(`waivers:\n${yaml(clean)}`)).toEqual(owners);
  });

  it("kept as it is (moved, another entry beside it removed) or removed: no one", async () => {
    const other = yaml({ ...ENTRY, field: "id" });
    expect(await needsFor(`waivers:\n${yaml(ENTRY)}`, `waivers:\n${other}${yaml(ENTRY)}`)).toEqual([]);
    expect(await needsFor("waivers: []\n")).toEqual([]);
  });

  it("a merge key (one anchored line extending several entries) makes the ledger invalid, waiving nothing", () => {
    const anchored = `waivers:\n  - &w {rule: MISSING_REQUIRED_PROPERTY, asset: "${ORDERS}", field: total, reason: "totals move (DATA-31)", approvedBy: [alice], expires: 2999-12-31}\n  - <<: *w\n    contract: ${AUDIT_ID}\n`;
    const parsed = parseWaiverLedger(anchored, DEFAULT_WAIVER_FILE);
    expect(parsed.waivers).toEqual([]);
    expect(parsed.diagnostics.map((d) => d.message)).toContain("waivers[1].<<: unknown key");
  });
});

describe("a contract brought under a base waiver without contract: (issue 48 attack 45)", () => {
  // The base's blanket waiver on USERS was approved by users' owner (carol) for the contracts on USERS then.
  const blanket = `waivers:\n  - rule: MISSING_REQUIRED_PROPERTY\n    asset: ${USERS}\n    field: email\n    expected: present\n    actual: missing\n    reason: email moves to the contacts table (DATA-7)\n    approvedBy: [carol]\n    expires: 2999-12-31\n`;
  const orders = contract({ approvers: ["alice"] });
  const naming = (...names: string[]) => ({
    ...orders,
    contract: { ...orders.contract, dataAssetResourceNameList: names },
  });
  const needsFor = async (now: LoadedContract, ledger = blanket) => {
    const waivers = {
      file: DEFAULT_WAIVER_FILE,
      entries: parseWaiverLedger(ledger, DEFAULT_WAIVER_FILE).waivers,
      today: "2026-01-01",
    };
    const needs = await approvalNeeds(
      reportOf({ waivers }),
      contextOf({
        baseContracts: [orders],
        changed: changedOf([orders], [now]),
        ledger: { base: ledger, head: ledger },
      }),
    );
    return needs.map((n) => [n.contract?.name, n.approvers, n.level, n.what.join(" ")]);
  };

  it("naming the waiver's asset needs the contract's own base owners", async () => {
    expect(await needsFor(naming(ORDERS, USERS))).toEqual([
      [
        "orders",
        ["alice"],
        "BLOCK",
        expect.stringContaining(
          `names ${USERS}, which brings it under the waiver at ${DEFAULT_WAIVER_FILE}:2`,
        ),
      ],
    ]);
  });

  it("naming another asset, or the waiver naming its contract, needs no one", async () => {
    expect(await needsFor(naming(ORDERS, `${USERS}x`))).toEqual([]);
    const scoped = blanket.replace(
      "    field: email\n",
      `    field: email\n    contract: 0c1d2e3f-0000-4000-8000-000000000009\n`,
    );
    expect(await needsFor(naming(ORDERS, USERS), scoped)).toEqual([]);
  });
});
