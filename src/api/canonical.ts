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

/**
 * Whether `canonical(a) === canonical(b)`, without building either text: a publish compares every
 * contract of the repository with the service's copy (10,000 specs: a quarter of a second as text).
 */
export function sameCanonical(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    // In an array, undefined is written as null.
    for (let i = 0; i < a.length; i++) if (!sameCanonical(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  if (isObject(a) && isObject(b)) {
    let present = 0;
    for (const key of Object.keys(a)) {
      if (!isPresent(a, key)) continue;
      present++;
      if (!isPresent(b, key) || !sameCanonical(a[key], b[key])) return false;
    }
    for (const key of Object.keys(b)) if (isPresent(b, key)) present--;
    return present === 0;
  }
  if (isObject(a) || isObject(b)) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object";
}

/** Whether `canonical` writes the key: set to neither undefined nor null (`__proto__` is never an own key of its copy). */
function isPresent(value: Record<string, unknown>, key: string): boolean {
  return key !== "__proto__" && Object.hasOwn(value, key) && value[key] !== undefined && value[key] !== null;
}
