/* init's framework descriptions: a Prisma schema, Django/SQLAlchemy models, TypeORM entities, Drizzle tables. */
import { posix } from "node:path";
import type { SourceType } from "../api/source-types.js";
import type { RepoFiles } from "../git/files.js";
import { isDescriptionPath } from "../schema/readers/described/index.js";
import type { History } from "./init-scripts.js";

/**
 * A description init found: the database it targets (the rule's source type) and, for the data
 * source, the tables it declares and the project it belongs to (one Django project's apps, one
 * Prisma folder are one database, whatever tables each declares).
 */
export interface FoundDescription {
  path: string;
  framework: string;
  type: SourceType;
  tables: Set<string>;
  /** Same project, same database: the key historyDataSources joins by. */
  project: string;
  /** Set when the repository does not say which database: the rule's type is then this default. */
  assumed?: string;
}

/** Files a framework keeps its description in (the readers check the text; this only bounds the reads). */
const CANDIDATE =
  /\.prisma$|(?:^|\/)models(?:\.py|\/[^/]+\.py)$|(?:^|\/)(?:[^/]*models?|tables|schema|db|database|entities|orm)\.py$|\.entity\.[cm]?[jt]s$|(?:^|\/)(?:entities|entity|models?)\/[^/]+\.[cm]?ts$|(?:^|\/)(?:[^/]*schema|tables)\.[cm]?ts$|(?:^|\/)schema\/[^/]+\.[cm]?ts$/i;
const NOT_SOURCE = /(?:^|\/)(?:node_modules|vendor|dist|build|\.venv|venv|site-packages|migrations)\//;
/** At most this many candidate files are read (a large monorepo: the rest are not looked at). */
const MAX_CANDIDATES = 2000;

/**
 * The descriptions among the repository's files, each with its database, plus the files that are
 * one but target a database contract-sync does not read (SQLite, MongoDB), with why.
 */
export async function findDescriptions(
  paths: readonly string[],
  files: RepoFiles,
): Promise<{ found: FoundDescription[]; skipped: { path: string; why: string }[] }> {
  const candidates = paths
    .filter(
      (p) => isDescriptionPath(p) && CANDIDATE.test(p) && !NOT_SOURCE.test(p) && !p.startsWith(".github/"),
    )
    .slice(0, MAX_CANDIDATES);
  if (candidates.length === 0) return { found: [], skipped: [] };
  const { frameworkOf } = await import("../schema/readers/described/index.js");
  const found: FoundDescription[] = [];
  const skipped: { path: string; why: string }[] = [];
  const readText = (path: string) => files.readText(path).catch(() => undefined);
  for (const path of candidates) {
    const text = await readText(path);
    if (text === undefined) continue;
    const framework = await frameworkOf(path, text);
    if (!framework?.database) continue;
    const database = await framework.database({ path, text, paths, readText });
    if (!database.dialect) {
      if (database.why) skipped.push({ path, why: database.why });
      continue;
    }
    const described = await framework.describe({
      path,
      text,
      dialect: database.dialect,
      files: { readText, list: (dir) => Promise.resolve(paths.filter((p) => posix.dirname(p) === dir)) },
    });
    if (described.tables.length === 0) continue;
    found.push({
      path,
      framework: framework.name,
      type: database.dialect,
      tables: new Set(described.tables.map((t) => t.name.toLowerCase())),
      project: `${framework.name}:${database.project}`,
      assumed: database.assumed,
    });
  }
  return { found, skipped };
}

/**
 * The descriptions as histories: each file its own rule, except a Prisma schema folder
 * (prismaSchemaFolder: several .prisma files of one folder are one schema), which is one rule for
 * the folder's files, so a model moved between them, or a file added, is read by the same rule.
 */
export function descriptionHistories(
  found: readonly FoundDescription[],
  paths: readonly string[],
): History[] {
  const histories = new Map<string, History>();
  for (const description of found) {
    const folder = posix.dirname(description.path);
    const schemaFolder =
      description.path.endsWith(".prisma") &&
      paths.some((p) => p !== description.path && p.endsWith(".prisma") && posix.dirname(p) === folder);
    const glob = schemaFolder ? `${escapePath(folder)}/*.prisma` : escapePath(description.path);
    const known = histories.get(glob);
    if (known) {
      for (const table of description.tables) known.tables.add(table);
      known.files++;
      continue;
    }
    histories.set(glob, {
      root: schemaFolder ? folder : description.path,
      glob,
      type: description.type,
      files: 1,
      tables: new Set(description.tables),
      database: description.project,
    });
  }
  return [...histories.values()];
}

function escapePath(path: string): string {
  return path.replace(/[\\*?[\]{}()!+@|^$]/g, "\\$&");
}
