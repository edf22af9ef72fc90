import type { SchemaReader } from "../model.js";

/**
 * A reader whose module (and its parser: node-sql-parser, avsc, protobufjs, a
 * YAML parser, PGlite's loader) is imported at its first read: a run loads
 * only the readers of the source types it reads, and a run that reads nothing
 * (a README-only pull request) none. The endings are stated here so that
 * detecting a file's type loads nothing; a test holds them equal to the
 * reader's own (test/schema/lazy-readers.test.ts).
 */
export function lazyReader(
  sourceType: SchemaReader["sourceType"],
  extensions: readonly string[],
  load: () => Promise<SchemaReader>,
): SchemaReader {
  let loaded: Promise<SchemaReader> | undefined;
  const reader = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    sourceType,
    extensions,
    read: async (request) => (await reader()).read(request),
    readVersions: async (base, head) => {
      const loadedReader = await reader();
      if (loadedReader.readVersions) return loadedReader.readVersions(base, head);
      return { base: await loadedReader.read(base), head: await loadedReader.read(head) };
    },
  };
}
