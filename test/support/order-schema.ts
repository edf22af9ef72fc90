// The Avro order record and its BLOCK contract that the merge-result tests edit on two branches:
// one field a line, so that edits near the top and near the end merge without a conflict.

/** The record with `early` fields after `id` and `late` ones before `created_at`. */
export function orderAvsc(early: string[] = [], late: string[] = []): string {
  const fields = [
    `    { "name": "id", "type": "long" },`,
    ...early.map((f) => `    ${f},`),
    `    { "name": "total", "type": "double" },`,
    `    { "name": "customer", "type": "string" },`,
    ...late.map((f) => `    ${f},`),
    `    { "name": "created_at", "type": "long" }`,
  ];
  return `{\n  "type": "record",\n  "name": "Order",\n  "namespace": "acme",\n  "fields": [\n${fields.join("\n")}\n  ]\n}\n`;
}

/** The BLOCK contract on the record; `withCurrency` adds the required field main introduces. */
export const orderEventContract = (withCurrency: boolean) => `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: order_events
dataAssetResourceName: avro://github.com/acme/shop:schemas/order.avsc:acme.Order
enforcementLevel: BLOCK
schema:
  - name: id
    type: int64
  - name: total
    type: float64
${withCurrency ? "  - name: currency\n    type: string\n" : ""}`;

export const CURRENCY_FIELD = `{ "name": "currency", "type": "string" }`;
export const NOTE_FIELD = `{ "name": "note", "type": ["null", "string"], "default": null }`;

/** The configuration the order record's tests share: contracts under `contracts/`, Avro under `schemas/`. */
export const AVRO_SHOP_CONFIG = `contracts: ["contracts/**/*.yaml"]
sources:
  - glob: "schemas/**/*.avsc"
    type: avro
    dataSource: github.com/acme/shop
`;
