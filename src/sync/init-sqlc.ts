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
  for (const config of paths.filter((p) => CONFIG_NAMES.has(posix.basename(p)))) {
    const dir = posix.dirname(config);
    for (const pkg of packagesOf(await parsed(readText, config))) {
      const under = (entry: string) => {
        const path = posix.normalize(dir === "." ? entry : `${dir}/${entry}`).replace(/\/$/, "");
        // A folder: its own .sql files, in order (sqlc reads no sub-folder).
        const files = sql.filter((p) => p === path || posix.dirname(p) === path);
        for (const file of files) layout.claimed.add(file);
        const glob = sql.includes(path) ? escapeGlob(path) : `${escapeGlob(path)}/*.sql`;
        return { path, files, glob };
      };
      const dialect = ENGINES[pkg.engine];
      for (const schema of pkg.schema.map(under)) {
        if (schema.files.length === 0) continue;
        if (dialect) {
          layout.folders.push({ root: schema.path, glob: schema.glob, tool: "sqlc", dialect });
          continue;
        }
        const why = `sqlc ${pkg.engine || "?"} schema: not a dialect contract-sync reads (PostgreSQL, MySQL, SQL Server)`;
        layout.leftOut.push(...schema.files.map((path) => ({ path, why })));
        layout.ignore.push(schema.glob);
      }
      for (const queries of pkg.queries.map(under)) {
        if (queries.files.length === 0) continue;
        layout.leftOut.push(
          ...queries.files.map((path) => ({ path, why: "sqlc queries: not part of the schema" })),
        );
        layout.ignore.push(queries.glob);
      }
    }
  }
  return layout;
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
