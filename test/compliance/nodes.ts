import type { RecapType, SchemaNode } from "../../src/api/schema-node.js";

/** Test shorthand for schema nodes. */
export function field(name: string, type: RecapType, extra: Partial<SchemaNode> = {}): SchemaNode {
  return { name, type, ...extra };
}

export function struct(fields: SchemaNode[], name?: string): SchemaNode {
  return name === undefined ? { type: "struct", fields } : { type: "struct", name, fields };
}

export function list(name: string, element: SchemaNode, extra: Partial<SchemaNode> = {}): SchemaNode {
  return { name, type: "list", fields: [{ ...element, name: "element" }], ...extra };
}

export function map(name: string, key: SchemaNode, value: SchemaNode): SchemaNode {
  return {
    name,
    type: "map",
    fields: [
      { ...key, name: "key" },
      { ...value, name: "value" },
    ],
  };
}

export function enumOf(name: string, symbols: string[], extra: Partial<SchemaNode> = {}): SchemaNode {
  return { name, type: "enum", constraints: { symbols }, ...extra };
}
