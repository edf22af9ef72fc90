import { posix } from "node:path";
import type { ReadRequest } from "../../model.js";

/**
 * Which framework's description a SQL read target is, if any: a Ruby file is a Rails schema.rb, a
 * changelog (.xml, .yaml, .yml, .json) a Liquibase changelog, and a folder holding changelogs at its
 * top a Liquibase changelog folder (read from its master changelog). Everything else is SQL. Loads
 * nothing: the readers themselves are imported only for a target that is one (frameworks/read.ts).
 */
export type Framework = { kind: "rails" } | { kind: "liquibase"; roots: string[] };

export const CHANGELOG_FILE = /\.(xml|ya?ml|json)$/i;

export async function frameworkOf(request: ReadRequest): Promise<Framework | undefined> {
  const { path, files } = request;
  if (/\.rb$/i.test(path)) return { kind: "rails" };
  if (CHANGELOG_FILE.test(path)) return { kind: "liquibase", roots: [path] };
  if (/\.\w+$/.test(posix.basename(path))) return undefined;
  // A folder: a migrations rule's. Its top-level changelogs (if any) are what Liquibase runs.
  const listed = await files.list(path).catch(() => [] as string[]);
  const candidates = listed.filter((file) => CHANGELOG_FILE.test(file));
  if (candidates.length === 0) return undefined;
  const changelogs: string[] = [];
  for (const file of candidates) {
    const text = await files.readText(file).catch(() => undefined);
    if (text !== undefined && /databaseChangeLog/.test(text)) changelogs.push(file);
  }
  if (changelogs.length === 0) return undefined;
  // The master changelog runs the others: a folder's `*master*` file, else each top-level changelog.
  const masters = changelogs.filter((file) => /master/i.test(posix.basename(file)));
  return { kind: "liquibase", roots: (masters.length > 0 ? masters : changelogs).sort() };
}
