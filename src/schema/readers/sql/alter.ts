import type { ReadAsset, SchemaTree } from "../../model.js";
import { resourceName } from "../../model.js";

/*
 * ALTER TABLE and DROP TABLE of a MySQL or SQL Server migration history, applied
 * to the tables read so far (node-sql-parser's AST): sqlc's and Flyway's MySQL
 * folders rename tables and add, drop, change and rename columns after the
 * CREATE TABLE that made them; SQL Server migrations ALTER COLUMN a type.
 */

export interface ColumnRef {
  column?: string | { expr?: { value?: string } };
}

/** One action of node-sql-parser's ALTER TABLE AST (the parts read here). */
export interface AlterAction {
  action?: string;
  resource?: string;
  /** The new name of `RENAME TO`. */
  table?: string;
  column?: ColumnRef;
  old_column?: ColumnRef;
}

export interface TableRef {
  db?: string | null;
  schema?: string | null;
  table?: string;
}

export interface AlterTable {
  type?: string;
  table?: TableRef[] | null;
  expr?: AlterAction[];
}

/** A table's asset path: `db.schema.table` as far as the statement names it. */
export function tablePath(ref: TableRef | undefined): string | undefined {
  if (!ref?.table) return undefined;
  return [ref.db, ref.schema, ref.table]
    .filter((p): p is string => typeof p === "string" && p !== "")
    .join(".");
}

export function columnName(ref: ColumnRef | undefined): string | undefined {
  const c = ref?.column;
  return typeof c === "string" ? c : c?.expr?.value;
}

/**
 * Applies `alter` to `tables` (by asset path). `column` builds the field an ADD, MODIFY or
 * CHANGE declares (with its line in the statement); `place` is where the statement names a
 * column (a DROP COLUMN is recorded there, so that a report points at the drop). Returns false
 * when the table is unknown.
 */
export function applyAlter(
  tables: Map<string, ReadAsset>,
  alter: AlterTable,
  column: (action: AlterAction) => SchemaTree | undefined,
  place: (name: string) => { file: string; line: number },
): boolean {
  const path = tablePath(alter.table?.[0]);
  let asset = path === undefined ? undefined : tables.get(path);
  if (!asset) return false;
  for (const action of alter.expr ?? []) {
    if (action.resource === "table" && action.action === "rename" && action.table) {
      tables.delete(asset.path);
      const renamed = path?.includes(".")
        ? `${path.slice(0, path.lastIndexOf(".") + 1)}${action.table}`
        : action.table;
      asset = {
        ...asset,
        path: renamed,
        resourceName: resourceName(asset.sourceType, asset.dataSource, renamed),
        schema: { ...asset.schema, name: action.table },
      };
      tables.set(renamed, asset);
      continue;
    }
    if (action.resource !== "column") continue;
    const fields: SchemaTree[] = [...(asset.schema.fields ?? [])];
    const target = columnName(action.old_column ?? action.column);
    const at = fields.findIndex((f) => f.name?.toLowerCase() === target?.toLowerCase());
    if (action.action === "add") {
      const field = column(action);
      if (field) fields.push(field);
      // Added again after a drop: no longer dropped.
      if (field?.name && asset.dropped && Object.hasOwn(asset.dropped, field.name)) {
        const { [field.name]: _readded, ...dropped } = asset.dropped;
        asset = { ...asset, dropped };
      }
    } else if (action.action === "drop" && at !== -1) {
      const [gone] = fields.splice(at, 1);
      if (gone?.name) asset = { ...asset, dropped: { ...asset.dropped, [gone.name]: place(gone.name) } };
    } else if (["modify", "change", "alter"].includes(action.action ?? "") && at !== -1) {
      const field = column(action);
      const old = fields[at];
      if (field && old)
        fields[at] =
          field.name === old.name
            ? field
            : { ...field, constraints: { ...field.constraints, renamedFrom: old.name } };
    } else if (action.action === "rename" && at !== -1) {
      const name = columnName(action.column);
      const old = fields[at];
      if (name && old)
        fields[at] = { ...old, name, constraints: { ...old.constraints, renamedFrom: old.name } };
    }
    asset = { ...asset, schema: { ...asset.schema, fields } };
    tables.set(asset.path, asset);
  }
  return true;
}

/** `DROP TABLE a, b`: the tables are gone from the history. */
export function dropTables(tables: Map<string, ReadAsset>, refs: readonly TableRef[]): void {
  for (const ref of refs) {
    const path = tablePath(ref);
    if (path !== undefined) tables.delete(path);
  }
}
