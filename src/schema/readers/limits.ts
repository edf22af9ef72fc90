import type { Diagnostic } from "../model.js";

/**
 * The largest schema file (.avsc, .avdl, .avpr, JSON Schema, .proto) the
 * readers parse: bigger files are refused with a diagnostic naming the file,
 * and the other files of the check go on.
 */
export const MAX_SCHEMA_FILE_BYTES = 64 * 1024 * 1024;

/** A diagnostic when `text` is over the limit; undefined when it may be read. */
export function oversized(file: string, text: string, limit = MAX_SCHEMA_FILE_BYTES): Diagnostic | undefined {
  // UTF-16 length is a lower bound of the UTF-8 size; exact enough for a limit.
  if (text.length <= limit) return undefined;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return {
    file,
    severity: "error",
    message: `schema file is ${mb(text.length)}, over the ${mb(limit)} limit for one schema file: not read`,
  };
}
