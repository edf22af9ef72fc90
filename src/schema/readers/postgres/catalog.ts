import type { SchemaTree } from "../../model.js";
import { STAND_IN_COMMENT } from "./platforms.js";
import { writtenStandInType } from "./stand-ins.js";

/** What the catalog is read through: a PGlite or its worker host. */
export interface SqlQuery {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/** A table (or, when asked for, a view) as the catalog holds it after the DDL ran. */
export interface CatalogTable {
  schema: string;
  name: string;
  /** pg_class.relkind: r table, p partitioned table, v view, m materialized view. */
  kind: "r" | "p" | "v" | "m";
  doc: string | undefined;
  columns: CatalogColumn[];
}

interface CatalogColumn {
  name: string;
  typeId: number;
  physical: string;
  notNull: boolean;
  identity: string;
  generated: string;
  defaultExpr: string | null;
  doc: string | null;
  primaryKey: boolean;
}

interface CatalogType {
  oid: number;
  name: string;
  kind: string;
  elementId: number;
  category: string;
  baseId: number;
  basePhysical: string | null;
  relationId: number;
  labels: string[] | null;
}

// Descriptions and the primary key by join, not per-row calls of obj_description/col_description
// (SQL functions, run once per column) and an EXISTS per column: the catalog read is part of
// every Postgres read (measured: one exec against the reader's calls).
/** Columns of tables (and of views and materialized views: `withViews`), from pg_attribute. */
const columnsQuery = (withViews: boolean) => `
SELECT n.nspname AS schema, c.relname AS table, c.relkind AS kind, td.description AS table_doc,
  a.attname AS name, a.atttypid AS type_id, format_type(a.atttypid, a.atttypmod) AS physical,
  a.attnotnull AS not_null, a.attidentity AS identity, a.attgenerated AS generated,
  pg_get_expr(d.adbin, d.adrelid) AS default_expr, cd.description AS doc,
  COALESCE(a.attnum = ANY (pk.conkey), false) AS primary_key
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
LEFT JOIN pg_description td ON td.objoid = c.oid AND td.classoid = 'pg_class'::regclass AND td.objsubid = 0
LEFT JOIN pg_description cd ON cd.objoid = c.oid AND cd.classoid = 'pg_class'::regclass AND cd.objsubid = a.attnum
LEFT JOIN pg_constraint pk ON pk.conrelid = c.oid AND pk.contype = 'p'
WHERE c.relkind IN ('r', 'p'${withViews ? ", 'v', 'm'" : ""}) AND NOT c.relispartition
  AND c.relpersistence <> 't' -- a TEMP table (a migration's scratch) ends with the session: not an asset
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
  AND td.description IS DISTINCT FROM '${STAND_IN_COMMENT}'
ORDER BY n.nspname, c.relname, a.attnum`;

// Only the types the columns use, and what those reach (array elements, domain bases, composite
// attributes): every catalog's row type and every built-in array type is hundreds of rows, and
// reading them took a third of a one-file read. Built-in scalars map by their spelling.
const typesQuery = (typeIds: readonly number[]) => `
WITH RECURSIVE wanted(oid) AS (
  SELECT unnest('{${typeIds.join(",")}}'::oid[])
  UNION
  SELECT next.oid FROM wanted w
  JOIN pg_type t ON t.oid = w.oid
  CROSS JOIN LATERAL (
    SELECT t.typelem UNION ALL SELECT t.typbasetype
    UNION ALL SELECT a.atttypid FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE a.attrelid = t.typrelid AND c.relkind = 'c' AND a.attnum > 0 AND NOT a.attisdropped
  ) AS next(oid)
  WHERE next.oid <> 0
)
SELECT t.oid, t.typname AS name, t.typtype AS kind, t.typelem AS element_id, t.typcategory AS category,
  t.typbasetype AS base_id, CASE WHEN t.typbasetype <> 0 THEN format_type(t.typbasetype, t.typtypmod) END AS base_physical,
  t.typrelid AS relation_id,
  (SELECT array_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS labels
FROM pg_type t
WHERE t.oid IN (SELECT oid FROM wanted) AND (t.typtype IN ('e', 'd', 'c') OR t.typcategory = 'A')`;

interface TypeRow {
  oid: number;
  name: string;
  kind: string;
  element_id: number;
  category: string;
  base_id: number;
  base_physical: string | null;
  relation_id: number;
  labels: string[] | null;
}

/** The first id initdb does not give: below it, a type is PostgreSQL's own, the same in every read. */
const FIRST_NORMAL_OBJECT_ID = 16_384;
/** Type rows of sets of built-in types, by the set: what they reach is built in too. */
const builtInTypeRows = new Map<string, TypeRow[]>();

/**
 * The rows of the types the columns use: a set of PostgreSQL's own types only is read once per
 * process (a monorepo's 1,500 DDL files use a few such sets: 5 ms of each read), any other each
 * time (enums, domains and composites are the read's own).
 */
async function typeRowsOf(db: SqlQuery, used: readonly number[]): Promise<TypeRow[]> {
  const builtIn = used.every((oid) => oid < FIRST_NORMAL_OBJECT_ID);
  const key = builtIn ? [...used].sort((a, b) => a - b).join(",") : undefined;
  const known = key === undefined ? undefined : builtInTypeRows.get(key);
  if (known) return known;
  const rows = (await db.query<TypeRow>(typesQuery(used))).rows;
  if (key !== undefined) {
    if (builtInTypeRows.size >= 1_000) builtInTypeRows.clear();
    builtInTypeRows.set(key, rows);
  }
  return rows;
}

const compositeAttributesQuery = (relationIds: readonly number[]) => `
SELECT a.attrelid AS relation_id, a.attname AS name, a.atttypid AS type_id,
  format_type(a.atttypid, a.atttypmod) AS physical, a.attnotnull AS not_null
FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
WHERE c.relkind = 'c' AND a.attrelid = ANY ('{${relationIds.join(",")}}'::oid[])
  AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attrelid, a.attnum`;

/** Catalog ids are unsigned integers; anything else would not be inlined into the SQL above. */
function oids(values: Iterable<number>): number[] {
  const list = [...new Set(values)];
  for (const v of list) if (!Number.isSafeInteger(v) || v < 0) throw new Error(`not a catalog id: ${v}`);
  return list;
}

interface ColumnRow {
  schema: string;
  table: string;
  kind: CatalogTable["kind"];
  table_doc: string | null;
  name: string;
  type_id: number;
  physical: string;
  not_null: boolean;
  identity: string;
  generated: string;
  default_expr: string | null;
  doc: string | null;
  primary_key: boolean;
}

export class Catalog {
  private constructor(
    readonly tables: CatalogTable[],
    private readonly types: Map<number, CatalogType>,
    private readonly composites: Map<
      number,
      { name: string; typeId: number; physical: string; notNull: boolean }[]
    >,
  ) {}

  static async read(db: SqlQuery, options: { views?: boolean } = {}): Promise<Catalog> {
    const columns = await db.query<ColumnRow>(columnsQuery(options.views === true));
    const tables = new Map<string, CatalogTable>();
    for (const row of columns.rows) {
      const key = `${row.schema}.${row.table}`;
      let table = tables.get(key);
      if (!table) {
        table = {
          schema: row.schema,
          name: row.table,
          kind: row.kind,
          doc: row.table_doc ?? undefined,
          columns: [],
        };
        tables.set(key, table);
      }
      table.columns.push({
        name: row.name,
        typeId: row.type_id,
        physical: writtenStandInType(row.physical),
        notNull: row.not_null,
        identity: row.identity,
        generated: row.generated,
        defaultExpr: row.default_expr,
        doc: row.doc,
        primaryKey: row.primary_key,
      });
    }
    const types = new Map<number, CatalogType>();
    const used = oids([...tables.values()].flatMap((t) => t.columns.map((c) => c.typeId)));
    const typeRows = used.length === 0 ? [] : await typeRowsOf(db, used);
    for (const t of typeRows) {
      types.set(t.oid, {
        oid: t.oid,
        name: t.name,
        kind: t.kind,
        elementId: t.element_id,
        category: t.category,
        baseId: t.base_id,
        basePhysical: t.base_physical,
        relationId: t.relation_id,
        labels: t.labels,
      });
    }
    const composites = new Map<
      number,
      { name: string; typeId: number; physical: string; notNull: boolean }[]
    >();
    const relations = oids(typeRows.filter((t) => t.kind === "c").map((t) => t.relation_id));
    const attributes =
      relations.length === 0
        ? []
        : (
            await db.query<{
              relation_id: number;
              name: string;
              type_id: number;
              physical: string;
              not_null: boolean;
            }>(compositeAttributesQuery(relations))
          ).rows;
    for (const a of attributes) {
      const list = composites.get(a.relation_id) ?? [];
      list.push({
        name: a.name,
        typeId: a.type_id,
        physical: writtenStandInType(a.physical),
        notNull: a.not_null,
      });
      composites.set(a.relation_id, list);
    }
    return new Catalog([...tables.values()], types, composites);
  }

  /** The tree of one column (without name/line; the caller adds those). */
  columnTree(column: CatalogColumn): SchemaTree {
    const tree = this.typeTree(column.typeId, column.physical, new Set());
    const constraints: Record<string, unknown> = { ...tree.constraints };
    if (column.defaultExpr !== null && !column.generated) {
      constraints.default = column.defaultExpr;
      if (/^nextval\(/.test(column.defaultExpr)) constraints.autoIncrement = true;
    }
    if (column.identity === "a") constraints.identity = "ALWAYS";
    if (column.identity === "d") constraints.identity = "BY DEFAULT";
    if (column.generated === "s") constraints.generated = column.defaultExpr;
    if (column.primaryKey) constraints.primaryKey = true;
    return {
      ...tree,
      ...(column.doc ? { doc: column.doc } : {}),
      ...(column.notNull ? {} : { optional: true }),
      constraints,
    };
  }

  private typeTree(typeId: number, physical: string, seen: Set<number>): SchemaTree {
    const type = this.types.get(typeId);
    if (type?.kind === "e") {
      return { type: "enum", constraints: { physicalType: physical, symbols: type.labels ?? [] } };
    }
    if (type?.kind === "d" && type.basePhysical) {
      const base = this.typeTree(type.baseId, type.basePhysical, seen);
      return { ...base, constraints: { ...base.constraints, domain: physical } };
    }
    if (type?.kind === "c") {
      if (seen.has(typeId)) return { type: "struct", alias: type.name, constraints: { ref: type.name } };
      const inner = new Set(seen).add(typeId);
      const fields = (this.composites.get(type.relationId) ?? []).map((a) => ({
        name: a.name,
        ...this.typeTree(a.typeId, a.physical, inner),
        ...(a.notNull ? {} : { optional: true }),
      }));
      return { type: "struct", alias: type.name, fields, constraints: { physicalType: physical } };
    }
    if (type?.category === "A" && type.elementId !== 0) {
      const element = this.typeTree(type.elementId, physical.replace(/\[\]$/, ""), seen);
      return {
        type: "list",
        fields: [{ name: "element", ...element, optional: true }],
        constraints: { physicalType: physical },
      };
    }
    return mapBuiltin(physical);
  }
}

/** Built-in types by their `format_type` spelling, following Recap's Postgres converter. */
export function mapBuiltin(physical: string): SchemaTree {
  const c = (extra: Record<string, unknown> = {}) => ({ physicalType: physical, ...extra });
  const simple: Record<string, SchemaTree> = {
    smallint: { type: "int16" },
    integer: { type: "int32" },
    bigint: { type: "int64" },
    real: { type: "float32" },
    "double precision": { type: "float64" },
    boolean: { type: "bool" },
    text: { type: "string" },
    citext: { type: "string" },
    bytea: { type: "bytes" },
    uuid: { type: "uuid" },
    date: { type: "date32", logical: "Date" },
    json: { type: "string", logical: "JSON" },
    jsonb: { type: "string", logical: "JSON" },
    xml: { type: "string" },
    inet: { type: "string" },
    cidr: { type: "string" },
    macaddr: { type: "string" },
    name: { type: "string", constraints: c({ maxLength: 63 }) },
    '"char"': { type: "string", constraints: c({ maxLength: 1 }) },
    oid: { type: "uint32" },
    interval: { type: "unknown", logical: "Interval" },
  };
  // An extension's type in a schema off the search path is printed qualified (`extensions.citext`).
  const known = simple[physical] ?? (/^"?\w+"?\.citext$/.test(physical) ? simple.citext : undefined);
  if (known) return { ...known, constraints: known.constraints ?? c() };
  let m = /^numeric(?:\((\d+)(?:,(-?\d+))?\))?$/.exec(physical);
  if (m) {
    if (m[1] === undefined) return { type: "decimal256", logical: "Decimal", constraints: c() };
    const precision = Number(m[1]);
    const scale = Number(m[2] ?? 0);
    return {
      type: precision > 38 ? "decimal256" : "decimal128",
      logical: "Decimal",
      constraints: c({ precision, scale }),
    };
  }
  m = /^(character varying|character|bit varying|bit)(?:\((\d+)\))?$/.exec(physical);
  if (m) {
    const length = m[2] === undefined ? {} : { maxLength: Number(m[2]) };
    const fixed = m[1] === "character" || m[1] === "bit" ? { fixedLength: true } : {};
    const type = m[1]?.startsWith("bit") ? "bytes" : "string";
    return { type, constraints: c({ ...length, ...fixed }) };
  }
  m = /^(timestamp|time)(?:\((\d)\))? (with|without) time zone$/.exec(physical);
  if (m) {
    const zone = m[3] === "with" ? { timezone: "UTC" } : {};
    const precision = m[2] === undefined ? {} : { precision: Number(m[2]) };
    return m[1] === "timestamp"
      ? {
          type: "timestamp64",
          logical: "Timestamp",
          constraints: c({ unit: "microsecond", ...zone, ...precision }),
        }
      : { type: "time64", logical: "Time", constraints: c({ unit: "microsecond", ...zone, ...precision }) };
  }
  return { type: "unknown", constraints: c() };
}
