import { createHash } from "node:crypto";

/** JSON with sorted keys and without undefined or null values: equal values compare equal as text. */
export function canonical(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined && item !== null) sorted[key] = sortKeys(item);
  }
  return sorted;
}

/**
 * What a registration of an asset holds, as one digest (sha-256 of the canonical JSON of its
 * schema and field profiles): the service lists it and a client computes it over what it would
 * send, so an asset registered as the repository has it is not sent again.
 */
export function schemaDigest(schema: unknown, fieldProfiles: unknown): string {
  const text = canonical({ schema, fieldProfiles: fieldProfiles ?? undefined });
  return createHash("sha256").update(text).digest("hex");
}
