import { posix } from "node:path";
import type { Dialect } from "./ddl.js";
import type { DatabaseInput, DescribedDatabase } from "./framework.js";

const ENGINES: [RegExp, Dialect | string][] = [
  [/postgresql|postgis|psycopg/, "postgres"],
  [/mysql/, "mysql"],
  [/mssql|sql_server/, "mssql"],
  [/sqlite3/, "SQLite"],
  [/oracle/, "Oracle"],
];

/** Django's database: the ENGINE of a settings file's DATABASES; its project the nearest manage.py's folder. */
export async function djangoDatabase({ path, paths, readText }: DatabaseInput): Promise<DescribedDatabase> {
  if (!/(?:^|\/)models(?:\.py|\/[^/]+\.py)$/.test(path)) return { project: posix.dirname(path) };
  const manage = paths
    .filter(
      (p) =>
        posix.basename(p) === "manage.py" &&
        (posix.dirname(p) === "." || path.startsWith(`${posix.dirname(p)}/`)),
    )
    .sort((a, b) => b.length - a.length)[0];
  const project = manage ? posix.dirname(manage) : ".";
  const settings = paths.filter(
    (p) =>
      /settings(?:\/[^/]+)?\.py$|settings\.py$/.test(p) && (project === "." || p.startsWith(`${project}/`)),
  );
  for (const file of settings.slice(0, 20)) {
    const text = (await readText(file)) ?? "";
    const engine = /["']ENGINE["']\s*:\s*["']([^"']+)["']/.exec(text)?.[1];
    if (!engine) continue;
    const found = ENGINES.find(([pattern]) => pattern.test(engine))?.[1];
    if (found === "postgres" || found === "mysql" || found === "mssql") return { project, dialect: found };
    return {
      project,
      why: `Django models for ${found ?? engine}: not a database contract-sync reads (PostgreSQL, MySQL, SQL Server)`,
    };
  }
  return {
    project,
    dialect: "postgres",
    assumed: "no DATABASES ENGINE found in the settings: PostgreSQL assumed",
  };
}
