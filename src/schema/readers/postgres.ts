import type { Diagnostic, ReadAsset, ReadRequest, ReadResult, SchemaReader, SchemaTree } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage, LineIndex, naturalCompare } from "../text.js";
import { Catalog } from "./postgres/catalog.js";
import { DdlPlaces } from "./postgres/ddl-lines.js";
import { withPGlite } from "./postgres/instance.js";
import { splitSql } from "./sql/statements.js";

const TRANSACTION_CONTROL = /^(begin|commit|rollback|start\s+transaction|end)\b/i;
// Down migrations undo the up ones; replaying them would erase the tables.
const DOWN_MIGRATION = /(^|[._-])down\.sql$/i;

/**
 * Postgres DDL: a file of CREATE TABLEs, or a folder of migrations replayed in
 * natural order (V2 before V10). The DDL runs in PGlite, statement by
 * statement, and the tables are read back from the catalog, so the result is
 * what Postgres itself would hold. A statement Postgres rejects becomes a
 * diagnostic at its line; the statements after it still run.
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
      for (const file of migrations) inputs.push({ file, text: (await request.files.readText(file)) ?? "" });
    }
    const database = request.database ?? /\/([^/:]+)$/.exec(request.dataSource)?.[1] ?? "postgres";
    return withPGlite(async (db) => {
      const places = new DdlPlaces();
      for (const { file, text } of inputs) {
        const lines = new LineIndex(text);
        const statements = splitSql(text, "postgres");
        // Fast path: the whole file in one round trip (one implicit transaction, so a
        // failure leaves nothing behind); statement by statement only to locate errors
        // or when the file manages its own transactions.
        if (!statements.some((st) => TRANSACTION_CONTROL.test(st.masked))) {
          const whole = await db.exec(statements.map((st) => st.text).join(";\n")).then(
            () => true,
            () => false,
          );
          if (whole) {
            for (const statement of statements) places.apply(file, lines, statement);
            continue;
          }
        }
        for (const statement of statements) {
          if (TRANSACTION_CONTROL.test(statement.masked)) continue;
          try {
            await db.exec(statement.text);
            places.apply(file, lines, statement);
          } catch (error) {
            const position = Number((error as { position?: unknown }).position);
            const offset = statement.start + (Number.isFinite(position) && position > 0 ? position - 1 : 0);
            diagnostics.push(
              errorDiagnostic(
                file,
                `Postgres rejected the statement: ${errorMessage(error)}`,
                lines.lineAt(offset),
              ),
            );
          }
        }
      }
      const catalog = await Catalog.read(db);
      const assets: ReadAsset[] = catalog.tables.map((table) => {
        const placed = places.tables.get(`${table.schema}.${table.name}`);
        const file = placed?.place.file ?? inputs[0]?.file ?? request.path;
        const fields: SchemaTree[] = table.columns.map((column) => {
          const at = placed?.columns.get(column.name);
          return {
            name: column.name,
            ...catalog.columnTree(column),
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
          schema: { type: "struct", name: table.name, ...(table.doc ? { doc: table.doc } : {}), fields },
        };
      });
      return { assets, diagnostics };
    });
  },
};
