import type { Diagnostic, ReadRequest, ReadResult } from "../../model.js";
import { errorDiagnostic } from "../../reader-helpers.js";
import type { SqlDialect } from "./aligned-sql.js";
import type { Framework } from "./detect.js";

/**
 * Reads a framework's description by writing it as the SQL its tool would run (rails-sql.ts,
 * liquibase-sql.ts) and reading that SQL as the source type's SQL files are read (Postgres: replayed
 * in PGlite; MySQL, SQL Server: parsed), each table and column at the description's own line.
 * What the description holds that cannot be read is a problem at its line, beside the assets.
 */
export async function readFramework(framework: Framework, request: ReadRequest): Promise<ReadResult> {
  const dialect = request.sourceType as SqlDialect;
  const written =
    framework.kind === "rails"
      ? await railsFiles(request, dialect)
      : await (await import("./liquibase.js")).liquibaseFiles(framework.roots, request, dialect);
  if (written.files.length === 0) return { assets: [], diagnostics: written.diagnostics };
  const read =
    dialect === "postgres"
      ? await (await import("../postgres.js")).readSqlFiles(request, written.files)
      : (await import("../sql-ddl.js")).readDdlFiles(dialect, request, written.files);
  return { assets: read.assets, diagnostics: [...written.diagnostics, ...read.diagnostics] };
}

async function railsFiles(
  request: ReadRequest,
  dialect: SqlDialect,
): Promise<{ files: { file: string; text: string }[]; diagnostics: Diagnostic[] }> {
  const text = await request.files.readText(request.path);
  if (text === undefined) return { files: [], diagnostics: [errorDiagnostic(request.path, "no such file")] };
  const { parseRailsSchema } = await import("./rails-schema.js");
  const { railsSql } = await import("./rails-sql.js");
  const parsed = await parseRailsSchema(text);
  const written = railsSql(parsed.statements, dialect);
  const diagnostics = [...parsed.problems, ...written.problems].map((p) =>
    errorDiagnostic(request.path, p.message, p.line),
  );
  return {
    files: parsed.statements.length > 0 ? [{ file: request.path, text: written.sql }] : [],
    diagnostics,
  };
}
