import { randomUUID } from "node:crypto";
import type { AssetInput, ContractCreate } from "../../src/api/resources.js";
import type { SchemaNode } from "../../src/api/schema-node.js";

/** An asset of `fields` int64 fields named f0..fN on postgres://db:<table>. */
export function asset(table: string, fields: SchemaNode[]): AssetInput {
  return {
    source_type: "postgres",
    data_asset_resource_name: { source_type: "postgres", data_source: "db", path: table },
    schema: { type: "struct", fields },
  };
}

export function contract(
  table: string,
  fields: SchemaNode[],
  extra: Partial<ContractCreate> = {},
): ContractCreate {
  return {
    id: randomUUID(),
    status: "ACTIVE",
    enforcementLevel: "BLOCK",
    contractSpec: { name: table, dataAssetResourceName: `postgres://db:${table}`, schema: fields },
    ...extra,
  };
}

export const ORDER_FIELDS: SchemaNode[] = [
  { type: "int64", name: "id" },
  { type: "string", name: "email" },
];
