import { z } from "zod";
import { LIMITS } from "./limits.js";
import { SchemaNode } from "./schema-node.js";
import { SourceType } from "./source-types.js";

/**
 * What every resource of the interface (resources.ts, workspace-resources.ts) shares: the
 * registry and the interface's formats. Each schema and its inferred type share one name; where the
 * interface is silent on a field being required, the field is optional unless the resource cannot be
 * identified without it (noted).
 *
 * Every named resource is registered in `apiSchemas` so the OpenAPI document can
 * refer to it as `#/components/schemas/<Name>`.
 */
export const apiSchemas = z.registry<{ id: string; description?: string }>();

export function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  apiSchemas.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

// Formats of the interface. `uuid` is any 8-4-4-4-12 hex string (what PostgreSQL's
// uuid type accepts), not only RFC 9562 variants, so ids minted elsewhere pass.
export const Uuid = z.guid();
export const DateTime = z.iso.datetime({ offset: true });
export const Uri = z.url().max(LIMITS.url);
export const Email = z.email().max(LIMITS.name);
/** A gitHash is exactly 40 characters (a full SHA-1 commit id). */
export const GitHash = z.string().length(40);
/** Objects whose inner shape the interface does not show. */
export const OpenObject = z.record(z.string(), z.unknown());

named("SchemaNode", SchemaNode, "A schema tree node; `type` uses the Gable/Recap type names.");
named("SourceType", SourceType);
