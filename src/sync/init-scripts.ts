import { posix } from "node:path";
import picomatch from "picomatch";
import type { SourceType } from "../api/source-types.js";

/**
 * What `init` tells apart: which SQL histories are one database; files that hold a schema no
 * reader reads (Alembic revisions, Diesel's schema.rs; Rails' schema.rb and Liquibase changelogs are read:
 * init-schema-dsl.ts), named with what to do
 * instead; and, among code files, those that are no model (package markers, tests, migrations
 * written in code).
 */

const CREATE_TABLE =
  /\bcreate\s+(?:(?:global\s+|local\s+)?(?:temp|temporary)\s+|unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?((?:[\w$]+|"[^"]+"|`[^`]+`|\[[^\]]+\])(?:\s*\.\s*(?:[\w$]+|"[^"]+"|`[^`]+`|\[[^\]]+\]))*)/gi;

/** The tables a SQL text creates, by their last name part (lower case, unquoted). */
export function tablesCreated(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(CREATE_TABLE)) {
    const last = (m[1] ?? "").split(".").at(-1)?.trim() ?? "";
    names.add(last.replace(/^["`[]|["`\]]$/g, "").toLowerCase());
  }
  return names;
}

export interface History {
  /** The folder the rule replays, and the rule's glob. */
  root: string;
  glob: string;
  type: SourceType;
  /** How many files it holds (the largest group keeps the data source given). */
  files: number;
  tables: Set<string>;
  /** Set when the tool says which database the folder builds (a sqlc package). */
  database?: string;
}

/** A history as historyDataSources weighs it: its files and the tables they create. */
export async function historyOf(
  folder: { root: string; glob: string; database?: string },
  type: SourceType,
  sql: readonly string[],
  readText: (path: string) => Promise<string | undefined>,
): Promise<History> {
  const members = sql.filter((p) => picomatch.isMatch(p, folder.glob, { dot: true }));
  const tables = new Set<string>();
  for (const path of members) {
    for (const table of tablesCreated((await readText(path).catch(() => undefined)) ?? "")) tables.add(table);
  }
  return {
    root: folder.root,
    glob: folder.glob,
    type,
    files: members.length,
    tables,
    database: folder.database,
  };
}

/** Folder names that say nothing of which database a history builds. */
const GENERIC = new Set([
  "db",
  "database",
  "databases",
  "sql",
  "schema",
  "schemas",
  "migrations",
  "migration",
  "migrate",
  "supabase",
  "drizzle",
  "prisma",
  "src",
  "internal",
  "resources",
  "main",
  "up",
  "deploy",
  "store",
  "storage",
  "postgres",
  "postgresql",
  "mysql",
  "sqlserver",
  ".",
]);

/**
 * The data source of each history: histories of one source type that create a table of the same
 * name, or replay the same folder (sqlc packages sharing one schema), are one database (a schema
 * dump beside its migrations); any other history of that type is a database of its own, named after
 * its folder (`localhost:5432/billing`), so that two databases' tables never take each other's names.
 * Per source type, the group with the most files keeps `databaseSource`: assets of two types are
 * named apart by their scheme (`postgres://`, `mysql://`) already.
 */
export function historyDataSources(
  histories: readonly History[],
  databaseSource: string,
): Map<string, string> {
  const group = histories.map((_, i) => i);
  const find = (i: number): number => {
    while (group[i] !== i) i = group[i] ?? i;
    return i;
  };
  histories.forEach((a, i) => {
    histories.forEach((b, j) => {
      if (j <= i || a.type !== b.type) return;
      const sameDatabase = a.root === b.root || (a.database !== undefined && a.database === b.database);
      if (sameDatabase || [...a.tables].some((t) => b.tables.has(t))) group[find(j)] = find(i);
    });
  });
  const groups = new Map<number, History[]>();
  histories.forEach((h, i) => {
    groups.set(find(i), [...(groups.get(find(i)) ?? []), h]);
  });
  const size = (members: History[]) => members.reduce((n, h) => n + h.files, 0);
  const ordered = [...groups.values()].sort(
    (a, b) => size(b) - size(a) || a[0]!.root.localeCompare(b[0]!.root),
  );
  const sources = new Map<string, string>();
  const used = new Set<string>();
  const typesServed = new Set<SourceType>();
  for (const members of ordered) {
    const type = members[0]?.type;
    let source = databaseSource;
    if (type === undefined || typesServed.has(type)) {
      const base = databaseName(members[0]?.root ?? "", members[0]?.type ?? "db");
      let name = base;
      for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
      used.add(name);
      source = `${databaseSource}/${name}`;
    }
    if (type !== undefined) typesServed.add(type);
    for (const h of members) sources.set(h.root, source);
  }
  return sources;
}

/** A database's name from its history's folder: its last part that says something, else the type. */
function databaseName(root: string, type: string): string {
  // A description's root is its file (`web/prisma/schema.prisma`): named by its folders.
  const folder = /\.[a-z]+$/i.test(root) ? posix.dirname(root) : root;
  const parts = folder.split("/").filter((p) => !GENERIC.has(p.toLowerCase()));
  const name = (parts.at(-1) ?? type)
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-|-$/g, "");
  return name || type;
}

/** A file that holds a schema no reader reads, with what to do; undefined for any other. */
export function unreadSchemaReason(
  path: string,
  text: () => Promise<string | undefined>,
): Promise<string | undefined> {
  const name = posix.basename(path);
  if (/\.rs$/.test(name)) {
    return text().then((t) =>
      t !== undefined && /^\s*(?:diesel::)?table!\s*\{/m.test(t)
        ? "Diesel schema (Rust `table!` macros): no reader reads it; read the migrations Diesel applies instead (a postgres, mysql or sqlite rule over `migrations/` with `migrations: true`, or a schema dump), and run init again"
        : undefined,
    );
  }
  if (/\.py$/.test(name)) {
    return text().then((t) =>
      t !== undefined && isAlembicRevision(t)
        ? "Alembic revision (a migration in Python): no reader replays it; add a source rule for the SQLAlchemy/SQLModel models it migrates, or commit a schema dump (`pg_dump --schema-only`)"
        : undefined,
    );
  }
  return Promise.resolve(undefined);
}

function isAlembicRevision(text: string): boolean {
  return /^\s*revision\s*(?::\s*str\s*)?=/m.test(text) && /^\s*down_revision\b/m.test(text);
}

const TEST_FILE =
  /(^|\/)(tests?|__tests__|spec|specs|testdata|fixtures)\/|(^|\/)test_[^/]*\.py$|_test\.(py|go)$|\.(test|spec)\.[jt]sx?$|(Test|Tests|Spec|IT)\.(java|kt|swift|php)$|(^|\/)src\/test\//;
// A class, struct, interface or record: what a code reader can make an asset of.
const DECLARES_TYPE =
  /^\s*(?:export\s+)?(?:public\s+|private\s+|internal\s+|open\s+|abstract\s+|final\s+|sealed\s+|data\s+)*(?:class|interface|record|struct|enum)\s+\w|^type\s+\w+\s+(?:struct|interface)\b|\bz\.object\s*\(|\bStructType\s*\(/m;

/**
 * Why a code file is no model init should name, or undefined when it may be one: a package marker
 * (`__init__.py`), a test, a migration written in code, a file that declares no type.
 */
export async function notAModel(
  path: string,
  text: () => Promise<string | undefined>,
): Promise<string | undefined> {
  const name = posix.basename(path);
  if (name === "__init__.py" || name === "package-info.java" || name === "index.ts") return "package file";
  if (TEST_FILE.test(path)) return "test";
  const source = await text();
  if (source === undefined) return "unreadable";
  if (/\.py$/.test(name) && isAlembicRevision(source)) return "Alembic revision";
  // Django's own files beside the models it reads (init-described.ts): migrations, app configs.
  if (/\.py$/.test(name) && /^class\s+Migration\s*\(\s*migrations\.Migration\s*\)/m.test(source))
    return "Django migration";
  if (name === "apps.py" && /\bAppConfig\b/.test(source)) return "Django app config";
  // TypeORM's beside the entities it reads: migrations, and base classes the entities extend.
  if (/\.[cm]?[jt]s$/.test(name) && /\bimplements\s+MigrationInterface\b/.test(source))
    return "TypeORM migration";
  if (
    /\.[cm]?[jt]s$/.test(name) &&
    /from\s+["']typeorm["']/.test(source) &&
    !/@Entity\s*\(/.test(source) &&
    /@(?:PrimaryGeneratedColumn|PrimaryColumn|Column|CreateDateColumn|UpdateDateColumn)\s*\(/.test(source)
  )
    return "TypeORM base class";
  return DECLARES_TYPE.test(source) ? undefined : "declares no type";
}

/**
 * What init names among the files it writes no contract for: each code file that may hold a model
 * (`model`: the reason to give) and each file that holds a schema no reader reads, with what to do.
 * Package files, tests, migrations written in code and files declaring no type are not named.
 */
export async function notContracted(
  paths: readonly string[],
  sources: { targetOf(path: string): { sourceType: SourceType } | undefined },
  contracted: (type: SourceType) => boolean,
  readText: (path: string) => Promise<string | undefined>,
  model: string,
): Promise<{ path: string; why: string }[]> {
  const out: { path: string; why: string }[] = [];
  for (const path of paths) {
    const text = () => readText(path).catch(() => undefined);
    const unread = await unreadSchemaReason(path, text);
    if (unread) {
      out.push({ path, why: unread });
      continue;
    }
    const target = sources.targetOf(path);
    if (target && !contracted(target.sourceType) && (await notAModel(path, text)) === undefined)
      out.push({ path, why: model });
  }
  return out;
}
