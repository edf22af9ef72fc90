import { z } from "zod";

/**
 * DESIGN.md "Schema tree": node types use the Gable/Recap type names. A list has
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

/** SEED.md 2.1, as it travels on the wire. */
export interface SchemaNode {
  type: RecapType;
  name?: string | undefined;
  fields?: SchemaNode[] | undefined;
  alias?: string | undefined;
  doc?: string | undefined;
  logical?: string | undefined;
  optional?: boolean | undefined;
  /** Everything the source states that the node has no field for (DESIGN.md). */
  constraints?: Record<string, unknown> | undefined;
}

export const SchemaNode: z.ZodType<SchemaNode, SchemaNode> = z.lazy(() =>
  z.object({
    type: RecapType,
    name: z.string().optional(),
    fields: z.array(SchemaNode).optional(),
    alias: z.string().optional(),
    doc: z.string().optional(),
    logical: z.string().optional(),
    optional: z.boolean().optional(),
    constraints: z.record(z.string(), z.unknown()).optional(),
  }),
);
