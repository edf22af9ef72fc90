import { createHash } from "node:crypto";

export { validateOdcs } from "./odcs-schemas.js";

/**
 * Open Data Contract Standard v3 (bitol-io) files read as contract-sync contracts.
 * One ODCS document holds one contract over several schema objects (tables,
 * topics); each object becomes one native contract, because a native contract
 * covers one data asset. The README ("Open Data Contract Standard") documents
 * the mapping; what has no native counterpart is listed in `dropped` (the
 * convert command prints it) and otherwise ignored.
 */

type Json = Record<string, unknown>;

/** Custom properties contract-sync reads and writes where ODCS has no key of its own. */
export const CUSTOM = {
  resourceName: "contractSyncResourceName",
  resourceNames: "contractSyncResourceNames",
  enforcementLevel: "enforcementLevel",
  restrictPii: "restrictPii",
  owner: "owner",
  /** Who reads the data (`[{name, team, contact}]`): ODCS has no key for it. */
  consumers: "consumers",
  /** The native contract had no version (ODCS requires one; the writer puts 0.0.0). */
  unversioned: "contractSyncUnversioned",
  logical: "logical",
  alias: "alias",
  constraints: "contractSyncConstraints",
  /**
   * A deprecation's dates (`{since, sunset, replacement}`) on a property or a schema object: ODCS
   * v3.2's `deprecated` is a flag with no day.
   */
  deprecation: "deprecation",
  /**
   * The compatibility mode with earlier versions (native `compatibility`, compliance/compat-modes.ts)
   * and which versions a _TRANSITIVE mode judges (native `compatibilityLine`): ODCS has no key for
   * either. On the document (every schema object), or on a schema object (that object only, and it wins).
   */
  compatibility: "compatibility",
  compatibilityLine: "compatibilityLine",
} as const;

export function isOdcsDocument(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { apiVersion, kind } = value as Json;
  return kind === "DataContract" && typeof apiVersion === "string" && /^v3\./.test(apiVersion);
}

export function customProperties(node: Json | undefined): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const list = node?.customProperties;
  if (Array.isArray(list)) {
    for (const item of list as Json[])
      if (typeof item?.property === "string") out.set(item.property, item.value);
  }
  return out;
}

/** A stable UUID for the n-th object of a multi-object contract (RFC 4122 layout over SHA-1, like v5). */
export function derivedId(contractId: string, objectName: string): string {
  const hash = createHash("sha1").update(`${contractId}\u0000${objectName}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** ODCS status (free text, commonly proposed, draft, active, deprecated, retired) -> native status. */
export function nativeStatus(status: unknown): string {
  switch (typeof status === "string" ? status.toLowerCase() : "") {
    case "proposed":
    case "draft":
      return "DRAFT";
    case "deprecated":
      return "DEPRECATED";
    case "retired":
    case "archived":
      return "ARCHIVED";
    default:
      return "ACTIVE";
  }
}

export function odcsStatus(status: string): string {
  return status === "ARCHIVED" ? "retired" : status.toLowerCase();
}
