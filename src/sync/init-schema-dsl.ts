/* init's Rails schema.rb and Liquibase changelogs: each a rule typed by the database the project configures. */
import { posix } from "node:path";
import type { SourceType } from "../api/source-types.js";
import type { RepoFiles } from "../git/files.js";
import type { History } from "./init-scripts.js";

type Named = { path: string; why: string }[];

const NOT_SOURCE =
  /(?:^|\/)(?:node_modules|vendor|dist|build|target|\.venv|venv|tests?|spec|fixtures|testdata)\//;
const RAILS_SCHEMA = /(?:^|\/)db\/schema\.rb$/;
const CHANGELOG = /\.(?:xml|ya?ml|json)$/i;
const CHANGELOG_PLACE = /changelog|changeset|liquibase|(?:^|\/)db\//i;
/** At most this many candidate changelogs (and build files) are read. */
const MAX_READS = 2000;

/**
 * The Rails schema.rb files (a rule each, on the file) and Liquibase changelog folders (a
 * `migrations: true` rule each, on the folder of the master changelog: a change to any changelog it
 * includes reads it again) as histories of the database they build, typed by that database: Rails'
 * `config/database.yml` adapter (else the Gemfile's driver gem), Liquibase's JDBC URL
 * (liquibase.properties, Spring's application files) or its build's driver. A project whose
 * database is none contract-sync reads (SQLite, H2), or that names none, is skipped with why.
 */
export async function findSchemaDsl(
  paths: readonly string[],
  files: RepoFiles,
): Promise<{ rails: History[]; liquibase: History[]; skipped: Named }> {
  const readText = (path: string) => files.readText(path).catch(() => undefined);
  const skipped: Named = [];
  const rails: History[] = [];
  for (const path of paths.filter((p) => RAILS_SCHEMA.test(p) && !NOT_SOURCE.test(p))) {
    const text = await readText(path);
    if (text === undefined || !/ActiveRecord::Schema/.test(text)) continue;
    const root = path.slice(0, -"db/schema.rb".length);
    const adapter = await railsAdapter(root, paths, readText);
    if (!adapter.type) {
      skipped.push({ path, why: adapter.why });
      continue;
    }
    const tables = new Set([...text.matchAll(/create_table\s+["':]([\w.]+)/g)].map((m) => last(m[1])));
    rails.push({ root: path, glob: escapeGlob(path), type: adapter.type, files: 1, tables });
  }
  const liquibase = await liquibaseHistories(paths, readText, skipped);
  return { rails, liquibase, skipped };
}

function last(name: string | undefined): string {
  return (name ?? "").split(".").at(-1)?.toLowerCase() ?? "";
}

const RAILS_ADAPTERS: Record<string, SourceType> = {
  postgresql: "postgres",
  postgis: "postgres",
  mysql2: "mysql",
  trilogy: "mysql",
  sqlserver: "mssql",
};

async function railsAdapter(
  root: string,
  paths: readonly string[],
  readText: (path: string) => Promise<string | undefined>,
): Promise<{ type?: SourceType; why: string }> {
  for (const name of ["config/database.yml", "config/database.yml.sample", "config/database.yml.example"]) {
    const text = paths.includes(`${root}${name}`) ? await readText(`${root}${name}`) : undefined;
    const adapter = text && /^\s*adapter:\s*["']?([\w-]+)/m.exec(text)?.[1];
    if (!adapter) continue;
    const type = RAILS_ADAPTERS[adapter];
    return type
      ? { type, why: "" }
      : {
          why: `Rails schema on the ${adapter} adapter (${root}${name}): not a database contract-sync reads (PostgreSQL, MySQL, SQL Server); add a rule naming db/schema.rb with the type of the database it runs on in production`,
        };
  }
  const gemfile = paths.includes(`${root}Gemfile`) ? await readText(`${root}Gemfile`) : undefined;
  if (gemfile) {
    if (/^\s*gem\s+["']pg["']/m.test(gemfile)) return { type: "postgres", why: "" };
    if (/^\s*gem\s+["'](?:mysql2|trilogy)["']/m.test(gemfile)) return { type: "mysql", why: "" };
    if (/^\s*gem\s+["']activerecord-sqlserver-adapter["']/m.test(gemfile)) return { type: "mssql", why: "" };
  }
  return {
    why: "Rails schema whose database neither config/database.yml nor the Gemfile names: add a rule naming db/schema.rb with type postgres, mysql or mssql",
  };
}

const JDBC: [RegExp, SourceType][] = [
  [/jdbc:postgresql:|org\.postgresql|["']postgresql["']\s*[)>]/, "postgres"],
  [/jdbc:(?:mysql|mariadb):|mysql-connector|mariadb-java-client/, "mysql"],
  [/jdbc:sqlserver:|mssql-jdbc/, "mssql"],
];

async function liquibaseHistories(
  paths: readonly string[],
  readText: (path: string) => Promise<string | undefined>,
  skipped: Named,
): Promise<History[]> {
  const changelogs: string[] = [];
  const candidates = paths.filter(
    (p) => CHANGELOG.test(p) && CHANGELOG_PLACE.test(p) && !NOT_SOURCE.test(p) && !p.startsWith(".github/"),
  );
  for (const path of candidates.slice(0, MAX_READS)) {
    const text = await readText(path);
    if (text !== undefined && /databaseChangeLog/.test(text)) changelogs.push(path);
  }
  if (changelogs.length === 0) return [];
  // A changelog folder: the shallowest folder holding changelogs; those below it are its includes.
  const dirs = [...new Set(changelogs.map((p) => posix.dirname(p)))].sort((a, b) => a.length - b.length);
  const roots: string[] = [];
  for (const dir of dirs) if (!roots.some((r) => dir.startsWith(`${r}/`))) roots.push(dir);
  const type = await liquibaseDatabase(paths, readText);
  const histories: History[] = [];
  for (const root of roots) {
    const members = changelogs.filter((p) => p.startsWith(`${root}/`));
    if (!type) {
      for (const path of members)
        skipped.push({
          path,
          why: "Liquibase changelog whose database no JDBC URL (liquibase.properties, application.yml/properties) or driver dependency names: add a rule on its folder with type postgres, mysql or mssql and migrations: true",
        });
      continue;
    }
    const tables = new Set<string>();
    for (const path of paths.filter((p) => p.startsWith(`${root}/`)).slice(0, MAX_READS)) {
      const text = (await readText(path)) ?? "";
      for (const m of text.matchAll(/createTable[\s\S]{0,400}?tableName["']?\s*[:=]\s*["']?([\w.$]+)/g))
        tables.add(last(m[1]));
      for (const m of text.matchAll(/\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?["`[]?([\w.]+)/gi))
        tables.add(last(m[1]));
    }
    histories.push({ root, glob: `${escapeGlob(root)}/**`, type, files: members.length, tables });
  }
  return histories;
}

/** The database of the repository's Liquibase: its JDBC URLs, else the JDBC driver its build declares. */
async function liquibaseDatabase(
  paths: readonly string[],
  readText: (path: string) => Promise<string | undefined>,
): Promise<SourceType | undefined> {
  const settings = paths.filter(
    (p) =>
      !NOT_SOURCE.test(p) &&
      /(?:^|\/)(?:liquibase\.properties|application[\w-]*\.(?:ya?ml|properties)|pom\.xml|build\.gradle(?:\.kts)?)$/.test(
        p,
      ),
  );
  const rank = (p: string) => (/liquibase\.properties$/.test(p) ? 0 : /application/.test(p) ? 1 : 2);
  for (const path of settings.sort((a, b) => rank(a) - rank(b)).slice(0, 50)) {
    const text = (await readText(path)) ?? "";
    for (const [pattern, type] of JDBC) if (pattern.test(text)) return type;
  }
  return undefined;
}

function escapeGlob(path: string): string {
  return path.replace(/[\\*?[\]{}()!+@|^$]/g, "\\$&");
}
