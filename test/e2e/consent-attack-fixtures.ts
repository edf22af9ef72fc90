// The scratch repository of test/e2e/consent-attacks.test.ts: its base (a configuration, two contracts on one
// Avro record, a ledger, CODEOWNERS) and the builders its attacks write their changes with.
export const ORDER = "avro://github.com/acme/shop:schemas/order.avsc:acme.Order";
export const REFUND = "avro://github.com/acme/shop:schemas/refund.avsc:acme.Refund";
export const X = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
export const Z = "1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9";
export const LEDGER = ".github/contract-waivers.yml";
export const CONFIG_FILE = ".github/contract-sync.yml";
export const X_FILE = "contracts/orders.yaml";
export const Z_FILE = "contracts/finance/orders.yaml";
/** Who approves X at the base: its approvers and its owner's owners entry. */
export const X_OWNERS = "alice, acme/data-owners";

export const CONFIG = (extra = "", owners = "  orders@acme.example: [acme/data-owners]\n") =>
  `contracts: ["contracts/**/*.yaml"]
ignore: ["**/archive/**"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
owners:
${owners}${extra}`;

export const avsc = (name: string, fields: Record<string, string>) =>
  `${JSON.stringify({ type: "record", name, namespace: "acme", fields: Object.entries(fields).map(([n, type]) => ({ name: n, type })) }, null, 2)}\n`;
export const ORDER_FIELDS = { id: "long", total: "long", note: "long", amount: "string", status: "string" };
export const orderAvsc = (fields: Record<string, string> = ORDER_FIELDS) => avsc("Order", fields);

/** Contract X (the orders team's: alice, and the owners entry's acme/data-owners), BLOCK on the order record. */
export const contractX = (
  o: { id?: string; head?: string; version?: string; level?: string; fields?: string[] } = {},
) => `id: ${o.id ?? X}
name: orders
version: ${o.version ?? "1.0.0"}
${o.head ?? "owner: orders@acme.example\napprovers: [alice]\n"}dataAssetResourceName: ${ORDER}
${o.level ?? "enforcementLevel: BLOCK\n"}schema:
${(o.fields ?? ["id: int64", "total: int64", "amount: string", "status: string"]).map((f) => `  - name: ${f.replace(": ", "\n    type: ")}\n`).join("")}`;
/** Contract Z (finance's: carol only, no owner), BLOCK on the same record. */
export const contractZ = (o: { version?: string; fields?: string[] } = {}) => `id: ${Z}
name: orders-for-finance
version: ${o.version ?? "1.0.0"}
approvers: [carol]
dataAssetResourceName: ${ORDER}
enforcementLevel: BLOCK
schema:
${(o.fields ?? ["id: int64", "note: int64"]).map((f) => `  - name: ${f.replace(": ", "\n    type: ")}\n`).join("")}`;

export const waiver = (o: Record<string, string>) =>
  `  - ${Object.entries({ reason: "agreed (DATA-31)", approvedBy: "[alice]", expires: "2999-12-31", ...o })
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n    ")}\n`;
/** The base ledger: X's owners accepted `total` dropped from the order record. */
export const TOTAL = {
  rule: "MISSING_REQUIRED_PROPERTY",
  asset: ORDER,
  field: "total",
  contract: X,
  expected: "present",
  actual: "missing",
};
export const ledger = (...entries: string[]) => `waivers:\n${entries.join("")}`;
export const BASE_LEDGER = ledger(waiver(TOTAL));
export const CODEOWNERS = `/${X_FILE} @acme/data-owners\n/docs/ @writers\n`;

export const BASE_FILES: Record<string, string> = {
  [CONFIG_FILE]: CONFIG(),
  ".github/CODEOWNERS": CODEOWNERS,
  "schemas/order.avsc": orderAvsc(),
  [X_FILE]: contractX(),
  [Z_FILE]: contractZ(),
  [LEDGER]: BASE_LEDGER,
};

/** A pull request: files written (text, or a symlink's target) and removed, off the base or a base of its own. */
export interface Change {
  write?: Record<string, string>;
  symlink?: Record<string, string>;
  remove?: string[];
  /** Files the attack's own base adds to the common base (a base commit of its own). */
  base?: Record<string, string>;
  author?: string;
  inputs?: Record<string, string>;
}

export type Verdict =
  | { blocks: string[]; others: string[]; owners: string[] }
  | { refused: string[]; approvals: string[] }
  | { passes: true; approvals: string[] };
