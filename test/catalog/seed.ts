import { randomUUID } from "node:crypto";
import type { ContractCreate } from "../../src/api/resources.js";
import type { SchemaNode } from "../../src/api/schema-node.js";
import type { createClient } from "../../src/client/index.js";

type Client = ReturnType<typeof createClient>;

/** Debian's chromium (.ci/run installs it): the browser test and the bench drive it; no browser is downloaded. */
export const CHROMIUM = process.env.CONTRACT_SYNC_CHROMIUM ?? "/usr/bin/chromium";

/**
 * Hostile text for a field: markup that would run script or add an element if a page let it
 * through. Each probe names its field, so a test can tell every one reached its page as text.
 */
export const probe = (field: string) =>
  `<i data-probe="${field}">${field}</i><script>alert("${field}")</script>`;
/** How a probe reads once escaped into a page. */
export const escapedProbe = (field: string) =>
  probe(field).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const ORDERS = "postgres://shop-db:5432:shop.public.orders";
export const LAKE = "s3://lake:finance/orders/*.parquet";
const REPO = "https://github.com/acme/shop";

/** The fields of the orders contract: one of each kind the schema tree shows, hostile names among them. */
export const ORDER_FIELDS: SchemaNode[] = [
  { type: "int64", name: "id", doc: "The order's key." },
  { type: "string", name: "email", optional: true, constraints: { maxLength: 254, pii: true } },
  { type: "enum", name: "state", constraints: { symbols: ["open", "paid", "shipped"] } },
  { type: "string", name: "legacy_code", optional: true, constraints: { deprecated: true } },
  {
    type: "struct",
    name: probe("field.name"),
    doc: probe("field.doc"),
    alias: probe("field.alias"),
    fields: [
      { type: "decimal128", name: "amount", logical: "Decimal", constraints: { precision: 12, scale: 2 } },
    ],
    constraints: { note: probe("field.constraint") },
  },
];

/** The orders contract as first published (version 1), with hostile text in every free-text field. */
export function ordersContract(id: string): ContractCreate {
  return {
    id,
    status: "ACTIVE",
    enforcementLevel: "BLOCK",
    version: "1.0.0",
    gitRepo: REPO,
    gitHash: "a".repeat(40),
    gitUser: probe("gitUser"),
    filePath: "contracts/orders.yaml",
    reviewers: [probe("reviewer"), "bob"],
    mergedAt: "2026-11-20T10:00:00.000Z",
    contractSpec: {
      name: `orders ${probe("name")}`,
      namespace: `sales ${probe("domain")}`,
      owner: "data-team@example.com",
      doc: probe("doc"),
      dataAssetResourceName: ORDERS,
      schema: ORDER_FIELDS,
      consumers: [
        { name: probe("consumer.name"), team: probe("consumer.team"), contact: probe("consumer.contact") },
      ],
    },
    waivers: [
      {
        rule: "field-removed",
        asset: ORDERS,
        field: "legacy_code",
        reason: probe("waiver.reason"),
        approvedBy: [probe("waiver.approver")],
        expires: "2030-01-31",
        file: ".github/contract-sync-waivers.yml",
        line: 3,
      },
    ],
  };
}

/** Version 2: a field removed and one made optional (a break, accepted by its reviewed merge). */
export function ordersContractV2(id: string): ContractCreate {
  const v1 = ordersContract(id);
  return {
    ...v1,
    version: "2.0.0",
    gitHash: "b".repeat(40),
    // A repository address that is script: shown as text, never a link.
    gitRepo: "javascript:alert('gitRepo')//x",
    mergedAt: "2026-11-25T09:30:00.000Z",
    contractSpec: {
      ...v1.contractSpec,
      schema: ORDER_FIELDS.filter((f) => f.name !== "state").map((f) =>
        f.name === "id" ? { ...f, optional: true } : f,
      ),
    },
  };
}

/** Contracts of other domains and owners, to list, filter and search. */
export function fillerContracts(count: number): ContractCreate[] {
  const domains = ["sales", "finance", "marketing", "logistics"];
  const levels = ["BLOCK", "ALERT", "NOTIFY", "RECORD"] as const;
  const statuses = ["ACTIVE", "ACTIVE", "DEPRECATED", "DRAFT"] as const;
  return Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    status: statuses[i % statuses.length]!,
    enforcementLevel: levels[i % levels.length]!,
    contractSpec: {
      name: `table_${String(i).padStart(5, "0")}`,
      namespace: domains[i % domains.length]!,
      owner: `team${i % 7}@example.com`,
      doc: `Rows of table ${i}.`,
      dataAssetResourceName: `postgres://warehouse:5432:dw.public.table_${i}`,
      schema: [
        { type: "int64", name: "id" },
        { type: "string", name: "label", optional: true },
      ],
    },
  }));
}

export interface Seeded {
  ordersId: string;
}

/**
 * A workspace with what the catalog shows: the orders contract in two versions (a break accepted
 * by the merge), its violations from a check (a hostile field name and pull request link), a
 * waiver, lineage upstream and downstream, an asset without a contract, and `filler` more contracts.
 */
export async function seedCatalog(client: Client, filler = 30): Promise<Seeded> {
  const ordersId = randomUUID();
  await client.createContracts(ordersContract(ordersId));
  await client.createContracts(ordersContractV2(ordersId));
  for (let i = 0; i < filler; i += 500)
    await client.createContracts(fillerContracts(Math.min(500, filler - i)));
  await client.checkAssetsCompliance({
    assets: [
      {
        source_type: "postgres",
        data_asset_resource_name: {
          source_type: "postgres",
          data_source: "shop-db:5432",
          path: "shop.public.orders",
        },
        schema: {
          type: "struct",
          fields: [
            { type: "string", name: "id" },
            { type: "string", name: probe("asset.field") },
          ],
        },
      },
    ],
    responseType: "DETAILED",
    prLink: "javascript:alert('prLink')",
  });
  await client.registerAssets({
    assets: [
      {
        source_type: "postgres",
        data_asset_resource_name: {
          source_type: "postgres",
          data_source: "shop-db:5432",
          path: probe("asset.path"),
        },
        schema: { type: "struct", fields: [{ type: "int64", name: "id" }] },
      },
    ],
  });
  const component = (name: string, type: string, reads: string[], writes: string[]) =>
    client.putComponent({
      id: randomUUID(),
      name,
      type,
      ingresses: reads.map((r) => ({ id: randomUUID(), dataAssetResourceName: r })),
      egresses: writes.map((w) => ({ id: randomUUID(), dataAssetResourceName: w })),
    });
  await component("checkout_api", "service", ["kafka://events:checkout"], [ORDERS]);
  await component("nightly_finance", "job", [ORDERS], [LAKE]);
  await component(probe("component.name"), probe("component.type"), [ORDERS], []);
  await component("revenue_dashboard", "dashboard", [LAKE], []);
  return { ordersId };
}
