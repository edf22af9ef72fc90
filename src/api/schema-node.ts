import { z } from "zod";
import { DocText, LIMITS, NameText } from "./limits.js";

/**
 * The schema tree (docs/service-interface.md "Schema node"): node types use the Gable/Recap type names. A list has
 * one child named `element`; a map has `key` and `value`; a union's children are
 * its variants; a struct's children are its fields.
 */
export const RECAP_TYPES = [
  "null",
  "bool",
  "int8",
  "int16",
  "int32",
  "int64",
  "uint8",
  "uint16",
  "uint32",
  "uint64",
  "float16",
  "float32",
  "float64",
  "decimal128",
  "decimal256",
  "string",
  "bytes",
  "uuid",
  "date32",
  "time64",
  "timestamp64",
  "enum",
  "list",
  "map",
  "union",
  "struct",
  "unknown",
] as const;

export const RecapType = z.enum(RECAP_TYPES);
export type RecapType = z.infer<typeof RecapType>;

/** A schema node as it travels on the wire. */
export interface SchemaNode {
  type: RecapType;
  name?: string | undefined;
  fields?: SchemaNode[] | undefined;
  alias?: string | undefined;
  doc?: string | undefined;
  logical?: string | undefined;
  optional?: boolean | undefined;
  /** Everything the source states that the node has no field for, so a reader loses nothing. */
  constraints?: Record<string, unknown> | undefined;
}

export const SchemaNode: z.ZodType<SchemaNode, SchemaNode> = z.lazy(() =>
  z.object({
    type: RecapType,
    name: NameText.optional(),
    fields: z.array(SchemaNode).optional(),
    alias: NameText.optional(),
    doc: DocText.optional(),
    logical: NameText.optional(),
    optional: z.boolean().optional(),
    constraints: z.record(z.string(), z.unknown()).optional(),
  }),
);

/** Nodes of a list of trees (nested ones counted) and their depth, stopping early past the limits. */
function measure(nodes: readonly SchemaNode[]): { count: number; depth: number } {
  let count = 0;
  let depth = 0;
  const stack: { node: SchemaNode; level: number }[] = nodes.map((node) => ({ node, level: 1 }));
  while (stack.length > 0) {
    const { node, level } = stack.pop()!;
    count++;
    depth = Math.max(depth, level);
    if (count > LIMITS.schemaNodes || depth > LIMITS.schemaDepth) break;
    for (const child of node.fields ?? []) stack.push({ node: child, level: level + 1 });
  }
  return { count, depth };
}

function checkSize(nodes: readonly SchemaNode[], ctx: z.core.$RefinementCtx): void {
  const { count, depth } = measure(nodes);
  if (count > LIMITS.schemaNodes) {
    ctx.addIssue({
      code: "custom",
      message: `a schema may have at most ${LIMITS.schemaNodes} fields, nested ones counted`,
    });
  } else if (depth > LIMITS.schemaDepth) {
    ctx.addIssue({ code: "custom", message: `a schema may nest at most ${LIMITS.schemaDepth} levels` });
  }
}

/** Whether trees are within the documented node and depth limits (the fast validation path checks this). */
export function schemaWithinLimits(nodes: readonly SchemaNode[]): boolean {
  const { count, depth } = measure(nodes);
  return count <= LIMITS.schemaNodes && depth <= LIMITS.schemaDepth;
}

/** A whole schema tree as a request carries it: bounded in nodes and depth (docs/service.md "Limits"). */
export const SchemaTree = SchemaNode.superRefine((node, ctx) => checkSize([node], ctx));
/** A contract's field list: bounded the same way. */
export const SchemaFields = z.array(SchemaNode).superRefine((nodes, ctx) => checkSize(nodes, ctx));
