import { FileTooLarge } from "../fs-source.js";
import type { Diagnostic, ReadAsset, ReadRequest, ReadResult, SchemaReader, SchemaTree } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, LineIndex, naturalCompare } from "../text.js";
import { Catalog } from "./postgres/catalog.js";
import { DdlPlaces } from "./postgres/ddl-lines.js";
import { prepareFile } from "./postgres/dump.js";
import { extensionsCreatedIn, withPGlite } from "./postgres/instance.js";
import { replayBudgetFromEnv, replayFiles } from "./postgres/replay.js";

// Down migrations undo the up ones; replaying them would erase the tables.
const DOWN_MIGRATION = /(^|[._-])down\.sql$/i;

/**
 * Postgres DDL: a file of CREATE TABLEs, or a folder of migrations replayed in
 * natural order (V2 before V10). The DDL runs in PGlite (in a worker thread,
 * files batched into few round trips) and the tables are read back from the
 * catalog, so the result is what Postgres itself would hold. A statement
 * Postgres rejects becomes a diagnostic at its line; the statements after it
 * still run. SQL from a pull request is bounded in time (see replay.ts: 20 s
 * per statement or batch, 180 s per read by default) and pg_dump files are
 * read as dumps (see dump.ts). With `views` (a config rule's `views: true`),
 * views and materialized views are assets too: their columns and types from the
 * catalog, their lines at the view's name in its CREATE VIEW.
 */
export const postgresReader: SchemaReader = {
  sourceType: "postgres",
  extensions: [".sql", ".pgsql", ".psql"],
  async read(request: ReadRequest): Promise<ReadResult> {
    const diagnostics: Diagnostic[] = [];
    const inputs: { file: string; text: string }[] = [];
    const single = await request.files.readText(request.path);
    if (single !== undefined) {
      inputs.push({ file: request.path, text: single });
    } else {
      const migrations = (await request.files.list(request.path))
        .filter((f) => /\.(sql|pgsql|psql)$/i.test(f) && !DOWN_MIGRATION.test(f))
        .sort(naturalCompare);
      if (migrations.length === 0) {
        return {
          assets: [],
          diagnostics: [errorDiagnostic(request.path, "no such file, or a folder without .sql files")],
        };
      }
      for (const file of migrations) {
        try {
          inputs.push({ file, text: (await request.files.readText(file)) ?? "" });
        } catch (error) {
          // One oversized migration is reported; the folder is still replayed without it.
          if (!(error instanceof FileTooLarge)) throw error;
          diagnostics.push(errorDiagnostic(file, error.message));
        }
      }
    }
    const database = request.database ?? /\/([^/:]+)$/.exec(request.dataSource)?.[1] ?? "postgres";
    const budget = request.limits?.sqlBudget ?? replayBudgetFromEnv();
    const texts = new Map(inputs.map(({ file, text }) => [file, text]));
    const prepared = inputs.map(({ file, text }) =>
      prepareFile(file, text, new LineIndex(text), diagnostics),
    );
    return withPGlite(async (db) => {
      const places = new DdlPlaces();
      await replayFiles(db, prepared, budget, places, diagnostics);
      // pg_dump empties search_path for its session; the catalog is read with the default one.
      await db.exec("RESET ALL", budget.fileMs).catch(() => undefined);
      const catalog = await Catalog.read(db, { views: request.views === true });
      const assets: ReadAsset[] = catalog.tables.map((table) => {
        const placed = places.tables.get(`${table.schema}.${table.name}`);
        const file = placed?.place.file ?? inputs[0]?.file ?? request.path;
        const fields: SchemaTree[] = table.columns.map((column) => {
          const at = placed?.columns.get(column.name) ?? (placed?.view ? placed.place : undefined);
          const tree = catalog.columnTree(column);
          const constraints = { ...tree.constraints };
          if (at?.renamedFrom) constraints.renamedFrom = at.renamedFrom;
          if (typeof constraints.default === "string" && isReplayTimeLiteral(constraints.default)) {
            constraints.default = writtenDefault(at && texts.get(at.file), at?.line);
          }
          return {
            name: column.name,
            ...tree,
            constraints,
            ...(at ? { line: at.line } : {}),
            ...(at && at.file !== file ? { file: at.file } : {}),
          };
        });
        const path = `${database}.${table.schema}.${table.name}`;
        return {
          sourceType: "postgres",
          resourceName: resourceName("postgres", request.dataSource, path),
          dataSource: request.dataSource,
          path,
          file,
          ...(placed ? { line: placed.place.line } : {}),
          ...(placed && placed.dropped.size > 0 ? { dropped: Object.fromEntries(placed.dropped) } : {}),
          schema: {
            type: "struct",
            name: table.name,
            ...(table.doc ? { doc: table.doc } : {}),
            ...(RELATION_KINDS[table.kind]
              ? { constraints: { relationKind: RELATION_KINDS[table.kind] } }
              : {}),
            fields,
          },
        };
      });
      return { assets, diagnostics };
    }, extensionsCreatedIn(texts.values()));
  },
};

/** Relations other than tables say what they are, so a contract can tell a view from a table. */
const RELATION_KINDS: Partial<Record<string, string>> = { v: "view", m: "materialized view" };

/**
 * `DEFAULT 'now()'` (or 'now', 'today', ...) is a literal that Postgres turns
 * into the moment the DDL ran, so each replay would read a new default and
 * diff against itself. Such a default (a date/time literal within two days of
 * the replay) is reported as written in the source.
 */
function isReplayTimeLiteral(expression: string): boolean {
  const literal = /^'(\d{4}-\d{2}-\d{2}[^']*)'::(timestamp|date|time)/.exec(expression)?.[1];
  if (!literal) return false;
  const at = Date.parse(literal.replace(" ", "T").replace(/(:\d{2}(?:\.\d+)?[+-]\d{2})$/, "$1:00"));
  return Number.isFinite(at) ? Math.abs(at - Date.now()) < 2 * 86_400_000 : false;
}

function writtenDefault(text: string | undefined, line: number | undefined): string {
  const source = text && line ? text.split("\n")[line - 1] : undefined;
  return /\bdefault\s+('[^']*'(?:::[\w ]+)?)/i.exec(source ?? "")?.[1]?.trim() ?? "'now'";
}
