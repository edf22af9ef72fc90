import { SOURCE_TYPES } from "./source-type-names.js";
import type { SourceType } from "./source-types.js";

/** The structured form of a resource name (docs/service-interface.md "Resource name"). */
export interface ResourceNameParts {
  source_type: string;
  data_source: string;
  path: string;
}

/** `{source_type}://{data_source}:{path}` (docs/service-interface.md "Resource name"): the one place it is written. */
export function formatResourceName(name: ResourceNameParts): string {
  return `${name.source_type}://${name.data_source}:${name.path}`;
}

/**
 * The source type a resource name starts with, if it is a known one. Only the
 * source type is parsed: a data source may itself hold `:` (`host:5432`), so
 * the split between data source and path is not recoverable from the text.
 */
export function sourceTypeOfResourceName(name: string): SourceType | undefined {
  const end = name.indexOf("://");
  if (end < 0) return undefined;
  const type = name.slice(0, end);
  return (SOURCE_TYPES as readonly string[]).includes(type) ? (type as SourceType) : undefined;
}
