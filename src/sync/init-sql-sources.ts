/* init's SQL: one `migrations: true` rule per history, each database with its own data source. */
import picomatch from "picomatch";
import type { SourceType } from "../api/source-types.js";
import type { RepoFiles } from "../git/files.js";
import { descriptionHistories, findDescriptions } from "./init-described.js";
import { dialectName, folderShape, sourceTypeOfDialect } from "./init-dialect.js";
import { sqlLayout } from "./init-layouts.js";
import { findSchemaDsl } from "./init-schema-dsl.js";
import { type History, historyDataSources, historyOf } from "./init-scripts.js";
import { sqlcLayout } from "./init-sqlc.js";

/** A file init names with why it wrote no rule or contract for it. */
type Named = { path: string; why: string }[];

const DATA_SCRIPT = "data script (no CREATE, ALTER or DROP): not part of the schema, ignored";

/**
 * The SQL histories' rules, one `migrations: true` rule per history with its database's data source,
 * and what is ignored, skipped or left out among the SQL files (sqlc's queries, data scripts, dialects
 * without a reader). Before them, a rule per framework description (init-described.ts: a Prisma
 * schema, Django models, ...) typed by its database, on the data source of the history that builds
 * the same tables: the description and the migrations it generates name one table once. A Rails
 * schema.rb is such a description, a Liquibase changelog folder such a history (init-schema-dsl.ts).
 */
export async function sqlSources(
  sql: readonly string[],
  paths: readonly string[],
  files: RepoFiles,
  options: { databaseSource: string },
): Promise<{
  sqlRules: { glob: string; type: SourceType; dataSource: string; migrations?: true }[];
  ignore: string[];
  skipped: Named;
  leftOut: Named;
}> {
  // A Liquibase folder's SQL files (formatted SQL changelogs, sqlFile scripts) run from its changelog.
  const dsl = await findSchemaDsl(paths, files);
  const inChangelog = (p: string) => dsl.liquibase.some((h) => p.startsWith(`${h.root}/`));
  const sqlc = await sqlcLayout(sql, paths, (path) => files.readText(path));
  const layout = sqlLayout(
    sql.filter((p) => !sqlc.claimed.has(p) && !inChangelog(p)),
    new Set(paths),
  );
  layout.folders.push(...sqlc.folders);
  layout.leftOut.push(...sqlc.leftOut);
  layout.ignore.push(...sqlc.ignore);
  const skipped: Named = [...dsl.skipped];
  const histories: History[] = [...dsl.liquibase];
  // Another dialect's SQL is ignored, so that no check reads it as PostgreSQL (every statement an error).
  const ignore: string[] = [...layout.ignore];
  for (const folder of layout.folders) {
    const shape = await folderShape(folder.glob, sql, files);
    if (!shape.defines) {
      // Seeds and data fixes (INSERT, UPDATE, psql scripts): replayed as a history, every statement fails.
      for (const path of sql.filter((p) => picomatch.isMatch(p, folder.glob, { dot: true })))
        layout.leftOut.push({ path, why: DATA_SCRIPT });
      ignore.push(folder.glob);
      continue;
    }
    const dialect = folder.dialect ?? shape.dialect;
    const type = sourceTypeOfDialect(dialect);
    if (!type) {
      const why = `${dialectName(dialect)} SQL, not a dialect contract-sync reads (PostgreSQL, MySQL, SQL Server)`;
      for (const path of sql.filter((p) => picomatch.isMatch(p, folder.glob, { dot: true })))
        skipped.push({ path, why });
      ignore.push(folder.glob);
      continue;
    }
    // A folder of SQL files is a migration history until shown otherwise: one file today is a
    // folder of several after the next pull request, and only `migrations: true` replays it whole.
    histories.push(await historyOf(folder, type, sql, (path) => files.readText(path)));
  }
  const described = await findDescriptions(paths, files);
  skipped.push(...described.skipped);
  const descriptions = [...descriptionHistories(described.found, paths), ...dsl.rails];
  // Each database its own data source: two histories' tables never take each other's names.
  const dataSources = historyDataSources([...descriptions, ...histories], options.databaseSource);
  const rule = (h: History) => ({
    glob: h.glob,
    type: h.type,
    dataSource: dataSources.get(h.root) ?? options.databaseSource,
  });
  // Descriptions first: a table both declare is read from the description (its line is the one a
  // reviewer changed), and migrations that disagree with it are said (sync/one-definition.ts).
  const sqlRules = [
    ...descriptions.map(rule),
    ...histories.map((h) => ({ ...rule(h), migrations: true as const })),
  ];
  return { sqlRules, ignore, skipped, leftOut: layout.leftOut };
}
