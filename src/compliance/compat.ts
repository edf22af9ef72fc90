import type { RecapType, SchemaNode } from "../api/schema-node.js";

/**
 * The one table of type compatibility (docs/rules.md "Compatibility rules").
 *
 * A contract type may be served by an asset of any type listed for it: each of
 * those can hold every value of the contract type with the same meaning, so no
 * reader of the contracted data can notice (the widenings int32 -> int64,
 * float32 -> float64, uint8 -> int16, decimal128 -> decimal256). Anything not
 * listed (narrowing, integer <-> float, string <-> bytes, enum -> string, ...) is
 * an incompatible type. Every type is also compatible with itself.
 */
export const TYPE_WIDENINGS: Readonly<Partial<Record<RecapType, readonly RecapType[]>>> = {
  int8: ["int16", "int32", "int64"],
  int16: ["int32", "int64"],
  int32: ["int64"],
  uint8: ["uint16", "uint32", "uint64", "int16", "int32", "int64"],
  uint16: ["uint32", "uint64", "int32", "int64"],
  uint32: ["uint64", "int64"],
  float16: ["float32", "float64"],
  float32: ["float64"],
  decimal128: ["decimal256"],
};

/** True when an asset of type `actual` can stand in for a contract type `expected`. */
export function isWidening(expected: RecapType, actual: RecapType): boolean {
  return expected === actual || (TYPE_WIDENINGS[expected]?.includes(actual) ?? false);
}

export function numberConstraint(node: SchemaNode, key: string): number | undefined {
  const value = node.constraints?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export function stringListConstraint(node: SchemaNode, key: string): string[] | undefined {
  const value = node.constraints?.[key];
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is string => typeof item === "string");
}

/** A union's variants; a node of any other type is a union of one. */
export const variantsOf = (node: SchemaNode): SchemaNode[] =>
  node.type === "union" ? (node.fields ?? []) : [node];

/** The roles of a list's and a map's children. */
export type ChildRole = "element" | "key" | "value";

/** The children of a list (`element`) or map (`key`, `value`), by position when unnamed. */
export function childOf(node: SchemaNode, role: ChildRole): SchemaNode | undefined {
  const fields = node.fields ?? [];
  const named = fields.find((field) => field.name === role);
  if (named) return named;
  return fields[role === "value" ? 1 : 0];
}

/**
 * Nullable unions are optionality, not a type: `union<null, X>` becomes an
 * optional X, so a reader that writes `optional: true` and one that writes a
 * union with null compare equal.
 */
export function normalizeNode(node: SchemaNode): SchemaNode {
  if (node.type !== "union") return node;
  const variants = node.fields ?? [];
  const nonNull = variants.filter((variant) => variant.type !== "null");
  const hasNull = nonNull.length < variants.length;
  if (!hasNull) return node;
  const only = nonNull[0];
  if (nonNull.length === 1 && only) {
    return {
      ...only,
      name: node.name,
      doc: node.doc ?? only.doc,
      optional: true,
      constraints:
        node.constraints || only.constraints ? { ...only.constraints, ...node.constraints } : undefined,
    };
  }
  return { ...node, fields: nonNull, optional: true };
}

/** A short human description of a node's type, e.g. `string(maxLength=50)` or `list<int32>`. */
export function describeType(raw: SchemaNode): string {
  const node = normalizeNode(raw);
  const logical = node.logical ? ` (${node.logical})` : "";
  switch (node.type) {
    case "list": {
      const element = childOf(node, "element");
      return `list<${element ? describeType(element) : "unknown"}>`;
    }
    case "map": {
      const key = childOf(node, "key");
      const value = childOf(node, "value");
      return `map<${key ? describeType(key) : "unknown"}, ${value ? describeType(value) : "unknown"}>`;
    }
    case "union":
      return `union<${(node.fields ?? []).map(describeType).join(" | ")}>`;
    case "enum": {
      const symbols = stringListConstraint(node, "symbols") ?? [];
      const shown = symbols.length > 8 ? [...symbols.slice(0, 8), "…"] : symbols;
      return `enum(${shown.join(", ")})`;
    }
    case "decimal128":
    case "decimal256": {
      const precision = numberConstraint(node, "precision");
      const scale = numberConstraint(node, "scale");
      return precision === undefined ? `${node.type}${logical}` : `${node.type}(${precision},${scale ?? 0})`;
    }
    case "string":
    case "bytes": {
      const maxLength = numberConstraint(node, "maxLength");
      return `${node.type}${maxLength === undefined ? "" : `(maxLength=${maxLength})`}${logical}`;
    }
    default:
      return `${node.type}${logical}`;
  }
}
