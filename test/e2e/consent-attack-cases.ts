// The attacks of test/e2e/consent-attacks.test.ts, each a pull request and its verdict (the runner there).
import {
  avsc,
  BASE_LEDGER,
  type Change,
  CODEOWNERS,
  CONFIG,
  CONFIG_FILE,
  contractX,
  contractZ,
  LEDGER,
  ledger,
  ORDER,
  orderAvsc,
  REFUND,
  TOTAL,
  type Verdict,
  waiver,
  X,
  X_FILE,
  X_OWNERS,
  Z,
  Z_FILE,
} from "./consent-attack-fixtures.js";

/** [attack (its number in /work/notes/attacks-48.md), the pull request, the verdict]. */
export const ATTACKS: Array<[string, Change, Verdict]> = [
  [
    "1b. a colleague added beside the contract's approvers",
    { write: { [X_FILE]: contractX({ head: "owner: orders@acme.example\napprovers: [alice, mallory]\n" }) } },
    { blocks: ["changes its approvers (alice -> alice, mallory)"], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "3. the contract's owner re-keyed to an owners entry the pull request adds",
    {
      write: {
        [X_FILE]: contractX({ head: "owner: orders-team@acme.example\napprovers: [alice]\n" }),
        [CONFIG_FILE]: CONFIG("  orders-team@acme.example: [mallory]\n"),
      },
    },
    {
      blocks: [
        "changes its owner (orders@acme.example -> orders-team@acme.example)",
        `approves its latest commit: ${X_OWNERS}`,
      ],
      others: ["mallory"],
      owners: ["bob"],
    },
  ],
  [
    "4. a contract nobody can approve claimed by naming its first approver",
    {
      base: {
        "schemas/legacy.avsc": avsc("Legacy", { id: "long" }),
        "contracts/legacy.yaml": `id: 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f\nname: legacy\nversion: 1.0.0\nowner: legacy@acme.example\ndataAssetResourceName: avro://github.com/acme/shop:schemas/legacy.avsc:acme.Legacy\nenforcementLevel: BLOCK\nschema:\n  - name: id\n    type: int64\n`,
      },
      write: {
        "contracts/legacy.yaml": `id: 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f\nname: legacy\nversion: 1.0.0\nowner: legacy@acme.example\napprovers: [mallory]\ndataAssetResourceName: avro://github.com/acme/shop:schemas/legacy.avsc:acme.Legacy\nenforcementLevel: BLOCK\nschema:\n  - name: id\n    type: int64\n`,
      },
    },
    {
      refused: ["No GitHub approver is known for contract legacy at the base"],
      approvals: ["mallory", "alice"],
    },
  ],
  [
    "5. an approver spelt with a Cyrillic lookalike letter",
    { write: { [X_FILE]: contractX({ head: "owner: orders@acme.example\napprovers: [\u0430lice]\n" }) } },
    { refused: ["CONTRACT_INVALID"], approvals: ["alice", "bob"] },
  ],
  [
    "5b. a CODEOWNERS owner swapped for a Cyrillic lookalike of the team",
    { write: { ".github/CODEOWNERS": CODEOWNERS.replace("@acme/", "@\u0430cme/") } },
    {
      blocks: [`(@acme/data-owners -> @\\u0430cme/data-owners)`],
      others: ["mallory"],
      owners: ["bob"],
    },
  ],
  [
    "5c. the owner re-keyed to a Cyrillic lookalike of itself",
    {
      write: {
        [X_FILE]: contractX({ head: "owner: orders@\u0430cme.example\napprovers: [alice]\n" }),
        [CONFIG_FILE]: CONFIG("  orders@\u0430cme.example: [mallory]\n"),
      },
    },
    { refused: ["owner: Invalid email address"], approvals: ["alice", "bob"] },
  ],
  [
    "6a. CODEOWNERS overridden by a later line for the contracts folder",
    { write: { ".github/CODEOWNERS": `${CODEOWNERS}/contracts/ @mallory\n` } },
    {
      blocks: [
        `changes the owners CODEOWNERS names for ${X_FILE} (@acme/data-owners -> @mallory)`,
        `changes the owners CODEOWNERS names for ${Z_FILE} (none -> @mallory)`,
      ],
      others: ["mallory"],
      owners: ["bob", "carol"],
    },
  ],
  [
    "6b. CODEOWNERS moved to the root without the contract's line",
    { remove: [".github/CODEOWNERS"], write: { CODEOWNERS: "/docs/ @writers\n" } },
    { blocks: ["(@acme/data-owners -> none)"], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "7. the action pointed at a configuration only the pull request has",
    {
      write: {
        ".github/cs.yml": CONFIG("", "  orders@acme.example: [mallory]\n"),
        [X_FILE]: contractX({ head: "owner: orders@acme.example\napprovers: [mallory]\n" }),
      },
      inputs: { config: ".github/cs.yml" },
    },
    { blocks: ["changes its approvers (alice -> mallory)"], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "8. the configuration deleted",
    { remove: [CONFIG_FILE] },
    {
      blocks: [
        "changes who approves it through the configuration's owners (alice, acme/data-owners -> alice)",
      ],
      others: ["mallory"],
      owners: ["alice"],
    },
  ],
  [
    "41. protect lowered to off",
    { write: { [CONFIG_FILE]: CONFIG("protect: off\n") } },
    {
      blocks: ["changes the configuration's protect from contract to off"],
      others: ["mallory"],
      owners: ["alice", "carol"],
    },
  ],
  [
    "11. a pending member of the owners' team approves a break of the contract",
    {
      write: {
        [X_FILE]: contractX({ version: "2.0.0", fields: ["id: int64", "total: int64", "amount: string"] }),
      },
    },
    { blocks: ["changes the contract in a breaking way (status: "], others: ["pat"], owners: ["bob"] },
  ],
  [
    "13. one contract's owner approving a break of two contracts",
    {
      write: {
        [X_FILE]: contractX({ version: "2.0.0", fields: ["id: int64", "total: int64", "amount: string"] }),
        [Z_FILE]: contractZ({ version: "2.0.0", fields: ["id: int64"] }),
      },
    },
    {
      blocks: ["Owner approval required: contract orders-for-finance"],
      others: ["mallory"],
      owners: ["alice", "carol"],
    },
  ],
  [
    "66. the only approver is the pull request's author (GitHub refuses an author's approval)",
    { write: { [Z_FILE]: contractZ({ version: "2.0.0", fields: ["id: int64"] }) }, author: "carol" },
    { refused: ["carol, its only approver, is the pull request's author"], approvals: ["alice"] },
  ],
  [
    "16b. a waiver's contract: retargeted at another contract",
    { write: { [LEDGER]: ledger(waiver({ ...TOTAL, contract: Z, approvedBy: "[carol]" })) } },
    {
      blocks: [`adds or changes the waiver at ${LEDGER}:2`, "contract orders-for-finance"],
      others: ["mallory"],
      owners: ["carol"],
    },
  ],
  [
    "18c. a new waiver whose approvedBy names an owner who did not approve",
    {
      write: {
        "schemas/order.avsc": orderAvsc({ id: "long", total: "long", note: "long", amount: "string" }),
        [LEDGER]: ledger(
          waiver(TOTAL),
          waiver({ ...TOTAL, field: "status", reason: "status moves to events (DATA-77)" }),
        ),
      },
    },
    {
      blocks: ["Its approvedBy names alice, who has not approved the latest commit"],
      others: ["bob"],
      owners: ["alice"],
    },
  ],
  [
    "20. a waiver of the owner approval itself",
    {
      write: {
        [X_FILE]: contractX({ head: "owner: orders@acme.example\napprovers: [mallory]\n" }),
        [LEDGER]: ledger(
          waiver(TOTAL),
          waiver({ rule: "OWNER_APPROVAL_REQUIRED", asset: ORDER, contract: X, reason: "bulk migration" }),
        ),
      },
    },
    { blocks: ["changes its approvers (alice -> mallory)"], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "21. a waiver's field widened to a wildcard",
    { write: { [LEDGER]: ledger(waiver({ ...TOTAL, field: '"*"' })) } },
    { blocks: [`adds or changes the waiver at ${LEDGER}:2`], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "22. a waiver's fingerprint YAML reads as a number",
    { write: { [LEDGER]: ledger(waiver(TOTAL), waiver({ fingerprint: "000000000000e0" })) } },
    { refused: ["WAIVERS_INVALID"], approvals: ["alice", "carol"] },
  ],
  [
    "23. a YAML merge key extending a waiver",
    {
      write: {
        [LEDGER]: `waivers:\n  - &w\n${waiver(TOTAL).slice(4).replace(/^/gm, "    ")}  - <<: *w\n    contract: ${Z}\n`,
      },
    },
    { refused: ["WAIVERS_INVALID"], approvals: ["alice", "carol"] },
  ],
  [
    "24. a second YAML document in the ledger",
    { write: { [LEDGER]: `${BASE_LEDGER}---\n${ledger(waiver({ ...TOTAL, field: "amount" }))}` } },
    { refused: ["WAIVERS_INVALID"], approvals: ["alice", "carol"] },
  ],
  [
    "26a. a waiver's expiry as a time with an offset",
    { write: { [LEDGER]: ledger(waiver({ ...TOTAL, expires: "2999-12-31T20:00:00-10:00" })) } },
    { refused: ["WAIVERS_INVALID"], approvals: ["alice"] },
  ],
  [
    "issue 48: the pull request's own ledger broken (a day that does not exist)",
    {
      write: {
        [LEDGER]: ledger(waiver(TOTAL), waiver({ ...TOTAL, field: "amount", expires: "2999-02-30" })),
      },
    },
    { refused: ["WAIVERS_INVALID", "waivers&#91;1&#93;.expires"], approvals: ["alice"] },
  ],
  [
    "26e. a waiver's expiry extended",
    { write: { [LEDGER]: ledger(waiver({ ...TOTAL, expires: "9999-12-31" })) } },
    { blocks: [`adds or changes the waiver at ${LEDGER}:2`], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "27. a waiver planted in a pull request with nothing to waive",
    {
      write: {
        [LEDGER]: ledger(
          waiver(TOTAL),
          waiver({ ...TOTAL, field: "amount", reason: "planned for next quarter" }),
        ),
      },
    },
    { blocks: [`adds or changes the waiver at ${LEDGER}:11`], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "28. a break, its waiver and new approvers in one pull request",
    {
      write: {
        "schemas/order.avsc": orderAvsc({ id: "long", total: "long", note: "long", amount: "string" }),
        [X_FILE]: contractX({ head: "owner: orders@acme.example\napprovers: [mallory]\n" }),
        [LEDGER]: ledger(waiver(TOTAL), waiver({ ...TOTAL, field: "status", approvedBy: "[mallory]" })),
      },
    },
    { blocks: ["changes its approvers (alice -> mallory)"], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "29. the contract given another id",
    {
      write: {
        [X_FILE]: contractX({ id: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a", head: "approvers: [mallory]\n" }),
      },
    },
    { blocks: ["the contract (BLOCK) is deleted"], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "35. the level removed (INACTIVE by default) with a major version",
    { write: { [X_FILE]: contractX({ version: "2.0.0", level: "" }) } },
    { blocks: ["lowered from BLOCK to INACTIVE"], others: ["mallory"], owners: ["bob"] },
  ],
  [
    "36. the contract file replaced by a symlink to a copy without a field",
    {
      base: {
        "vendor/orders-copy.yaml": contractX({
          version: "2.0.0",
          fields: ["id: int64", "total: int64", "amount: string"],
        }),
      },
      remove: [X_FILE],
      symlink: { [X_FILE]: "../vendor/orders-copy.yaml" },
    },
    { refused: ["CONTRACT_INVALID", "is a symbolic link"], approvals: ["alice"] },
  ],
  [
    "37. the contract moved into an ignored folder its glob still matches",
    { remove: [X_FILE], write: { "contracts/archive/orders.yaml": contractX() } },
    { blocks: ["is renamed to contracts/archive/orders.yaml"], others: ["mallory"], owners: ["alice"] },
  ],
  [
    "42. the schema moved into an ignored folder",
    { remove: ["schemas/order.avsc"], write: { "schemas/archive/order.avsc": orderAvsc() } },
    {
      refused: ["this change breaks a blocking contract", "| `amount` | MISSING_REQUIRED_PROPERTY |"],
      approvals: ["alice", "carol"],
    },
  ],
  [
    "45. a contract brought under a base waiver without contract:",
    {
      base: {
        "schemas/refund.avsc": avsc("Refund", { id: "long" }),
        "contracts/refunds.yaml": `id: 5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b\nname: refunds\nversion: 1.0.0\napprovers: [frank]\ndataAssetResourceName: ${REFUND}\nenforcementLevel: BLOCK\nschema:\n  - name: id\n    type: int64\n`,
        [LEDGER]: ledger(
          waiver(TOTAL),
          waiver({
            rule: "MISSING_REQUIRED_PROPERTY",
            asset: REFUND,
            expected: "present",
            actual: "missing",
            approvedBy: "[frank]",
          }),
        ),
      },
      write: {
        [X_FILE]: contractX({ version: "1.1.0" }).replace(
          `dataAssetResourceName: ${ORDER}`,
          `dataAssetResourceNameList:\n  - ${ORDER}\n  - ${REFUND}`,
        ),
      },
    },
    { blocks: ["contract orders"], others: ["frank"], owners: ["alice"] },
  ],
  [
    "46. the contracts glob widened onto a copy of the contract with other approvers",
    {
      base: {
        "docs/examples/orders.yaml": contractX({
          head: "owner: orders@acme.example\napprovers: [mallory]\n",
        }),
      },
      write: {
        [CONFIG_FILE]: CONFIG().replace(
          '["contracts/**/*.yaml"]',
          '["contracts/**/*.yaml", "docs/examples/*.yaml"]',
        ),
      },
    },
    {
      refused: ["this pull request's configuration makes its contracts globs read this file too"],
      approvals: ["alice", "mallory"],
    },
  ],
  [
    "58. approver and reviewer spell the login in another case",
    {
      write: {
        [X_FILE]: contractX({ version: "2.0.0", fields: ["id: int64", "total: int64", "amount: string"] }),
      },
    },
    { passes: true, approvals: ["ALICE"] },
  ],
  [
    "59b. approvers reordered and recased",
    { write: { [X_FILE]: contractX({ head: "approvers: [ALICE]\nowner: orders@acme.example\n" }) } },
    { passes: true, approvals: [] },
  ],
];
