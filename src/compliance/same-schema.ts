import type { SchemaNode } from "../api/schema-node.js";

/**
 * Key-order-independent equality of two schema trees, source lines left out: the
 * service's NO_CHANGE test, and the check's, which skips asking it (sync/check/service-work.ts).
 */
export function sameSchema(a: SchemaNode, b: SchemaNode): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => v !== undefined && k !== "line")
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
