import { randomUUID } from "node:crypto";
import { posix } from "node:path";
import { stringify } from "yaml";
import type { SchemaNode } from "../api/schema-node.js";
import type { OdcsBinding } from "../config/odcs-config.js";
import type { ContractFile } from "../contracts/index.js";
import { schemaModeline } from "../contracts/json-schemas.js";
import { CUSTOM } from "../contracts/odcs.js";
import { ODCS_WRITTEN_VERSION } from "../contracts/odcs-schemas.js";
import type { SKELETON_STATUSES } from "../contracts/statuses.js";
import { type ReadAsset, resourceName, toWireNode } from "../schema/model.js";
import { odcsSkeleton } from "./init-odcs.js";

/** The contract files `init` writes, one per asset: contract-sync's format, or ODCS (init-odcs.ts). */
/** Editors (yaml-language-server) complete and explain every key of the files init writes. */
const CONTRACT_MODELINE = schemaModeline("contract");

/**
 * One skeleton file: contract-sync's format, or ODCS v3.2.0 bound in the configuration init writes
 * (`bind`), else by the document's custom property (a configuration is there already).
 */
export function skeletonFile(
  asset: ReadAsset,
  options: {
    contractsDir?: string;
    start?: SkeletonStart | undefined;
    format?: "contract-sync" | "odcs" | undefined;
  },
  taken: Set<string>,
  bind: (binding: OdcsBinding) => void,
  writesConfig: boolean,
): { path: string; text: string; what: string } {
  const name = resourceName(asset.sourceType, asset.dataSource, asset.path);
  const base = `${options.contractsDir ?? "contracts"}/${slug(asset)}`;
  if (options.format !== "odcs") {
    const text = contractSkeleton(asset, randomUUID(), options.start);
    return { path: freePath(base, taken), text, what: `contract skeleton for ${name}` };
  }
  const contract = skeletonContract(asset, randomUUID(), options.start) as ContractFile;
  const skeleton = odcsSkeleton(contract, asset, writesConfig);
  if (skeleton.binding) bind(skeleton.binding);
  const how = skeleton.binding ? "bound in the configuration" : `bound by ${CUSTOM.resourceName}`;
  return {
    path: freePath(base, taken, ".odcs.yaml"),
    text: skeleton.text,
    what: `contract skeleton (ODCS ${ODCS_WRITTEN_VERSION}, ${how}) for ${name}`,
  };
}

/** The status and level a skeleton starts at: DRAFT / RECORD (nothing enforced) unless asked otherwise. */
export interface SkeletonStart {
  status: (typeof SKELETON_STATUSES)[number];
  level: "BLOCK" | "ALERT" | "NOTIFY" | "RECORD";
}

const DEFAULT_START: SkeletonStart = { status: "DRAFT", level: "RECORD" };

/** One contract file for an asset: its fields and constraints as the schema has them. */
export function contractSkeleton(
  asset: ReadAsset,
  id: string = randomUUID(),
  start: SkeletonStart = DEFAULT_START,
): string {
  const contract = skeletonContract(asset, id, start);
  // Written out in full: the contract loader refuses a file whose YAML aliases expand too far, and
  // a message reaching the same nested one many times would otherwise be written with aliases.
  return `${CONTRACT_MODELINE}\n${stringify(contract, { aliasDuplicateObjects: false })}`;
}

/** The contract of a skeleton, as a native contract file holds it (`init --format odcs` writes it as ODCS). */
export function skeletonContract(asset: ReadAsset, id: string, start: SkeletonStart = DEFAULT_START) {
  return {
    id,
    name: asset.schema.name ?? asset.path,
    dataAssetResourceName: resourceName(asset.sourceType, asset.dataSource, asset.path),
    status: start.status,
    enforcementLevel: start.level,
    schema: (toWireNode(asset.schema).fields ?? []).map(loadableNode),
  };
}

/**
 * A node as a contract can hold it: enum symbols are strings in a contract, so the symbols of an
 * enum of numbers (a JSON Schema `"enum": [1, 2]`), which the check does not compare, are left out.
 */
function loadableNode(node: SchemaNode): SchemaNode {
  const out: SchemaNode = { ...node };
  const { symbols, ...rest } = node.constraints ?? {};
  if (Array.isArray(symbols) && !symbols.every((symbol) => typeof symbol === "string")) {
    if (Object.keys(rest).length > 0) out.constraints = rest;
    else delete out.constraints;
  }
  if (node.fields) out.fields = node.fields.map(loadableNode);
  return out;
}

/** A contract's file name: the asset's own name (a record, message or table), else its file's base name. */
export function slug(asset: ReadAsset): string {
  const named = asset.path.includes(":") ? asset.path.slice(asset.path.lastIndexOf(":") + 1) : asset.path;
  // A file's asset is named by the file (`refund.schema.json`), a table or record by its last part.
  const file = /\.(json|ya?ml|avsc|avdl|avpr|proto|parquet|csv|tsv|ndjson|jsonl)$/i.test(named);
  const base = file ? posix.basename(named).replace(/(\.schema)?\.[a-z]+$/i, "") : named;
  const last = (file ? base : base.split(/[./]/).filter(Boolean).at(-1)) ?? "contract";
  return (
    last
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "contract"
  );
}

export function freePath(base: string, taken: Set<string>, extension = ".yaml"): string {
  let path = `${base}${extension}`;
  for (let n = 2; taken.has(path); n++) path = `${base}-${n}${extension}`;
  taken.add(path);
  return path;
}
