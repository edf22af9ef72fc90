import { posix } from "node:path";
import type { SqlDialect } from "./init-dialect.js";
import { escapeGlob, type SqlFolder } from "./init-layouts.js";

/*
 * sqlc projects (sqlc.yaml, sqlc.yml or sqlc.json, versions 1 and 2): each package names its
 * engine, its schema (a file, or a folder of migrations sqlc applies in order) and its queries.
 * Only the schema is a history of tables; the queries (`-- name: GetAuthor :one`, `$1`
 * parameters) would fail any replay, and a SQLite schema is a dialect contract-sync does not read.
 */

const CONFIG_NAMES = new Set(["sqlc.yaml", "sqlc.yml", "sqlc.json"]);

const ENGINES: Record<string, SqlDialect | undefined> = { postgresql: "postgres", mysql: "mysql" };

export interface SqlcLayout {
  folders: SqlFolder[];
  leftOut: { path: string; why: string }[];
  /** Globs no check reads: the queries, and the schema of an engine contract-sync does not read. */
  ignore: string[];
  /** The SQL files a sqlc package names, whichever way they went. */
  claimed: Set<string>;
}

/** What sqlc's configurations among `paths` say of the SQL files `sql`. */
export async function sqlcLayout(
  sql: readonly string[],
  paths: readonly string[],
  readText: (path: string) => Promise<string | undefined>,
): Promise<SqlcLayout> {
  const layout: SqlcLayout = { folders: [], leftOut: [], ignore: [], claimed: new Set() };
  const ignored = new Set<string>();
  const said = new Set<string>();
  const leaveOut = (files: readonly string[], glob: string, why: string) => {
    if (!ignored.has(glob)) layout.ignore.push(glob);
    ignored.add(glob);
    for (const path of files.filter((f) => !said.has(f))) layout.leftOut.push({ path, why });
    for (const path of files) said.add(path);
  };
  for (const config of paths.filter((p) => CONFIG_NAMES.has(posix.basename(p)))) {
    const dir = posix.dirname(config);
    for (const [index, pkg] of packagesOf(await parsed(readText, config)).entries()) {
      const under = (entry: string) => entryOf(dir, entry, sql);
      const dialect = ENGINES[pkg.engine];
      const schemas = pkg.schema.map(under).filter((s) => s.files.length > 0);
      for (const file of schemas.flatMap((s) => s.files)) layout.claimed.add(file);
      if (dialect) {
        // One package is one database: its schema entries share a data source (`database`).
        for (const folder of schemaFolders(schemas, sql)) {
          // Packages sharing one schema (one per driver or per query set) are one history.
          if (layout.folders.some((f) => f.root === folder.root)) continue;
          layout.folders.push({ ...folder, tool: "sqlc", dialect, database: `${config}#${index}` });
        }
      } else {
        const why = `sqlc ${pkg.engine || "?"} schema: not a dialect contract-sync reads (PostgreSQL, MySQL, SQL Server)`;
        for (const schema of schemas) leaveOut(schema.files, schema.glob, why);
      }
      // A file sqlc lists as schema is schema, whatever `queries` says (sqlc reads its DDL).
      const schemaFiles = new Set(schemas.flatMap((s) => s.files));
      for (const queries of pkg.queries.map(under)) {
        for (const file of queries.files) layout.claimed.add(file);
        const files = queries.files.filter((f) => !schemaFiles.has(f));
        if (files.length === 0) continue;
        const glob = files.length === queries.files.length ? queries.glob : globOfFiles(files);
        leaveOut(files, glob, "sqlc queries: not part of the schema");
      }
    }
  }
  return layout;
}

interface SqlcEntry {
  /** The entry as a repository path (a file or a folder). */
  path: string;
  /** The SQL files it names: the file, or the folder's own .sql files (sqlc reads no sub-folder). */
  files: string[];
  glob: string;
}

function entryOf(dir: string, entry: string, sql: readonly string[]): SqlcEntry {
  const path = posix.normalize(dir === "." ? entry : `${dir}/${entry}`).replace(/\/$/, "");
  const files = sql.filter((p) => p === path || posix.dirname(p) === path);
  const glob = sql.includes(path) ? escapeGlob(path) : `${escapeGlob(path)}/*.sql`;
  return { path, files, glob };
}

/**
 * The histories of one package's schema entries: a folder is one; files listed one by one in the
 * same folder are one too (`db/{schema.sql,jobs.sql}`), replayed by name, since each file alone
 * would lack the types and tables the others create.
 */
function schemaFolders(
  schemas: readonly SqlcEntry[],
  sql: readonly string[],
): { root: string; glob: string }[] {
  const folders = new Map<string, { root: string; glob: string }>();
  const filesByDir = new Map<string, string[]>();
  for (const schema of schemas) {
    if (sql.includes(schema.path)) {
      const dir = posix.dirname(schema.path);
      filesByDir.set(dir, [...(filesByDir.get(dir) ?? []), schema.path]);
    } else folders.set(schema.path, { root: schema.path, glob: schema.glob });
  }
  for (const [dir, files] of filesByDir) {
    const unique = [...new Set(files)];
    if (unique.length === 1)
      folders.set(unique[0] ?? dir, { root: unique[0] ?? dir, glob: escapeGlob(unique[0] ?? dir) });
    else folders.set(dir, { root: dir, glob: globOfFiles(unique) });
  }
  return [...folders.values()];
}

/** One glob for files of one folder: `dir/{a.sql,b.sql}` (commas in a name escaped). */
function globOfFiles(files: readonly string[]): string {
  if (files.length === 1) return escapeGlob(files[0] ?? "");
  const dir = posix.dirname(files[0] ?? "");
  if (files.some((f) => posix.dirname(f) !== dir))
    return `{${files.map((f) => escapeGlob(f).replace(/,/g, "\\,")).join(",")}}`;
  const names = files.map((f) => escapeGlob(posix.basename(f)).replace(/,/g, "\\,"));
  return `${dir === "." ? "" : `${escapeGlob(dir)}/`}{${names.join(",")}}`;
}

interface SqlcPackage {
  engine: string;
  schema: string[];
  queries: string[];
}

async function parsed(
  readText: (path: string) => Promise<string | undefined>,
  path: string,
): Promise<unknown> {
  const text = await readText(path).catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const { parse } = await import("yaml");
    return parse(text, { maxAliasCount: 100 }); // JSON is YAML
  } catch {
    return undefined;
  }
}

/** Version 2's `sql` entries, version 1's `packages`. */
function packagesOf(config: unknown): SqlcPackage[] {
  if (!isObject(config)) return [];
  const entries = Array.isArray(config.sql)
    ? config.sql
    : Array.isArray(config.packages)
      ? config.packages
      : [];
  return entries.filter(isObject).map((entry) => ({
    engine: typeof entry.engine === "string" ? entry.engine : "",
    schema: pathsOf(entry.schema),
    queries: pathsOf(entry.queries),
  }));
}

function pathsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter(
    (v): v is string => typeof v === "string" && v !== "" && !v.startsWith("/") && !v.includes(".."),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
