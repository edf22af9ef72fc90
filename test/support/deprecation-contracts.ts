import { type LoadedContract, parseContractFile } from "../../src/contracts/index.js";
import { SHOP } from "./check-facts.js";

/** A BLOCK contract on the orders record whose `legacy` field is deprecated until `sunset`. */
export function deprecatedAt(
  sunset: string | undefined,
  {
    withLegacy = true,
    reads,
    deleted = false,
  }: { withLegacy?: boolean; reads?: string[]; deleted?: boolean } = {},
): LoadedContract {
  const mark = sunset ? `{ sunset: "${sunset}", replacement: code }` : "true";
  const text = `id: 5b0c6a52-3c1e-4a43-9f7e-8d2a1b3c4d5e
name: orders
version: 1.0.0
dataAssetResourceName: avro://${SHOP}:schemas/orders.avsc:acme.Order
enforcementLevel: BLOCK
${deleted && sunset ? `deprecated: { sunset: "${sunset}" }\n` : ""}schema:
  - name: id
    type: int64
${withLegacy ? `  - name: legacy\n    type: string\n    constraints:\n      deprecated: ${mark}\n` : ""}${reads ? `consumers:\n  - name: billing\n    reads: [${reads.join(", ")}]\n` : ""}`;
  const { contracts, diagnostics } = parseContractFile(text, "contracts/orders.yaml");
  if (diagnostics.length > 0) throw new Error(JSON.stringify(diagnostics));
  return contracts[0] as LoadedContract;
}

export const PAST = "2020-01-01";
export const FUTURE = "2099-01-01";
