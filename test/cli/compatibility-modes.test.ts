// Compatibility modes over the Git history, through `contract-sync check` on a real repository
// (docs/rules.md "Compatibility modes over the Git history"): two records committed three times on
// main, a pull request on top, each record held to a contract of each mode of one direction (every
// contract on an asset judges at its own level). The case (a field removed whose default
// was added two versions ago) passes FORWARD and fails FORWARD_TRANSITIVE naming version 1 and its
// commit (an old reader without the default cannot read the new data: Confluent's FORWARD, avsc's
// reader = old); its BACKWARD counterpart (a default dropped from a field added two versions ago)
// passes BACKWARD and fails BACKWARD_TRANSITIVE. A third record is renamed twice: by a `git mv` on
// main between its versions 1 and 2, and by the pull request itself, which points its contracts at
// the new path (as ASSET_MOVED advises): the history follows both renames, and the renamed asset is
// judged as the base's asset it was (FORWARD against the base's version, FORWARD_TRANSITIVE back to
// version 1 under its first name).
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { Finding } from "../../src/rules/index.js";
import { TestRepo } from "../support/git-repo.js";
import { capture } from "./run-cli.js";

const ORDER = "schemas/order.avsc";
const PAYMENT = "schemas/payment.avsc";
const REFUND_FIRST = "schemas/refund-old.avsc";
const REFUND = "schemas/refund.avsc";
const REFUND_PR = "schemas/refund-v2.avsc";
const nameOf = (path: string, record: string) => `avro://github.com/acme/shop:${path}:acme.${record}`;
const CONFIG = "version: 1\ndataSource: github.com/acme/shop\n";
const record = (name: string, ...fields: object[]) =>
  `${JSON.stringify({ type: "record", name, namespace: "acme", fields }, null, 2)}\n`;
const id = { name: "id", type: "long" };
const note = { name: "note", type: "string" };
const qty = { name: "qty", type: "int" };
const n = { name: "n", type: "int", default: 0 };
const reason = { name: "reason", type: "string" };
const amount = { name: "amount", type: "long" };
const total = { name: "total", type: "long" };

/** A contract of `mode` on `asset`; the uuid's last digit tells the four apart. */
const contract = (digit: number, asset: string, mode: string) =>
  `id: 5a0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5${digit}\nname: ${mode.toLowerCase()}\nversion: 1.0.0\nenforcementLevel: BLOCK\ndataAssetResourceName: ${asset}\ncompatibility: ${mode}\nschema:\n  - name: id\n    type: int64\n`;

const ORDERS = [
  record("Order", id, note),
  record("Order", id, { ...note, default: "" }),
  record("Order", id, { ...note, default: "" }, n),
];
const PAYMENTS = [
  record("Payment", id),
  record("Payment", id, { ...qty, default: 0 }),
  record("Payment", id, { ...qty, default: 0 }, n),
];

const REFUNDS = [
  record("Refund", id, amount, total, note, reason),
  record("Refund", id, amount, total, { ...note, default: "" }, reason),
  record("Refund", id, amount, total, { ...note, default: "" }, reason, n),
];

let repo: TestRepo;
afterAll(() => repo?.cleanup());

describe("compatibility modes through contract-sync check", () => {
  it("names version 1 and its commit under the transitive modes only", async () => {
    repo = TestRepo.init();
    repo.write({
      ".github/contract-sync.yml": CONFIG,
      "contracts/forward.yaml": contract(1, nameOf(ORDER, "Order"), "FORWARD"),
      "contracts/forward-transitive.yaml": contract(2, nameOf(ORDER, "Order"), "FORWARD_TRANSITIVE"),
      "contracts/backward.yaml": contract(3, nameOf(PAYMENT, "Payment"), "BACKWARD"),
      "contracts/backward-transitive.yaml": contract(4, nameOf(PAYMENT, "Payment"), "BACKWARD_TRANSITIVE"),
    });
    const commits = [0, 1, 2].map((i) => {
      // Version 2 of the refund is written under its second name (a rename on main).
      if (i === 1) repo.git(["mv", REFUND_FIRST, REFUND]);
      const refund = i === 0 ? REFUND_FIRST : REFUND;
      return repo
        .write({ [ORDER]: ORDERS[i] ?? "", [PAYMENT]: PAYMENTS[i] ?? "", [refund]: REFUNDS[i] ?? "" })
        .commit(`version ${i + 1}`);
    });
    // The refund's contracts, on main since its version 3 (the base judges with them).
    const base = repo
      .write({
        "contracts/refund-forward.yaml": contract(5, nameOf(REFUND, "Refund"), "FORWARD"),
        "contracts/refund-forward-transitive.yaml": contract(
          6,
          nameOf(REFUND, "Refund"),
          "FORWARD_TRANSITIVE",
        ),
      })
      .commit("refund contracts");
    // The pull request: note removed (its default came in version 2); qty's default dropped (qty came in version 2).
    // The refund renamed again, note and reason removed, its contracts pointed at the new path.
    repo.git(["mv", REFUND, REFUND_PR]);
    const head = repo
      .write({
        [ORDER]: record("Order", id, n),
        [PAYMENT]: record("Payment", id, qty, n),
        [REFUND_PR]: record("Refund", id, amount, total, n),
        "contracts/refund-forward.yaml": contract(5, nameOf(REFUND_PR, "Refund"), "FORWARD"),
        "contracts/refund-forward-transitive.yaml": contract(
          6,
          nameOf(REFUND_PR, "Refund"),
          "FORWARD_TRANSITIVE",
        ),
      })
      .commit("pull request");
    const io = capture(repo.dir, { GITHUB_REPOSITORY: undefined });
    const code = await main(["check", "--base", base, "--head", head, "--format", "json"], io);
    const json = JSON.parse(io.out) as { findings: Finding[] };
    const found = json.findings.filter((f) => f.rule.startsWith("COMPATIBILITY_"));
    expect(code).toBe(1);
    const refund = found.filter((f) => f.asset?.includes("Refund"));
    const others = found.filter((f) => !f.asset?.includes("Refund"));
    expect(others.map((f) => [f.rule, f.level, f.contract?.name, f.asset]).sort()).toEqual([
      ["COMPATIBILITY_BROKEN", "BLOCK", "backward_transitive", nameOf(PAYMENT, "Payment")],
      ["COMPATIBILITY_BROKEN", "BLOCK", "forward_transitive", nameOf(ORDER, "Order")],
    ]);
    const first = commits[0]?.slice(0, 12);
    for (const finding of others) expect(finding.message).toContain(`version 1 of 3 (commit ${first}`);
    expect(others.find((f) => f.asset?.includes("Order"))?.message).toMatch(/^FIELD_REMOVED note/);
    // The renamed refund: reason (no default ever) breaks the base's version under FORWARD; under
    // FORWARD_TRANSITIVE note and reason break version 1, written under its first name.
    expect(refund.map((f) => [f.contract?.name, f.message.split(":")[0], f.file]).sort()).toEqual([
      ["forward", "FIELD_REMOVED reason", REFUND_PR],
      ["forward_transitive", "FIELD_REMOVED note", REFUND_PR],
      ["forward_transitive", "FIELD_REMOVED reason", REFUND_PR],
    ]);
    for (const finding of refund.filter((f) => f.contract?.name === "forward_transitive"))
      expect(finding.message).toContain(`version 1 of 3 (commit ${first}`);
  });
});
