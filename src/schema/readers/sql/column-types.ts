import type { SchemaTree } from "../../model.js";

/* MySQL and SQL Server column definitions to schema trees. */

/** A column of node-sql-parser's CREATE TABLE (or ALTER TABLE ADD/MODIFY) AST: the parts read. */
export interface ColumnDefinition {
  resource?: string;
  column?: { column?: string | { expr?: { value?: string } } };
  definition?: {
    dataType?: string;
    length?: number | string;
    scale?: number;
    suffix?: string[] | null;
    expr?: { value?: { value?: unknown }[] };
  };
  nullable?: { type?: string };
  auto_increment?: string | { keyword?: string; seed?: { value?: unknown }; increment?: { value?: unknown } };
  comment?: { value?: { value?: unknown } };
  default_val?: { value?: { value?: unknown; type?: string; name?: unknown } };
  primary_key?: string;
  unique?: string;
  constraint_type?: string;
  definition_columns?: unknown;
}

export function columnTree(def: ColumnDefinition, primaryKey: boolean): SchemaTree {
  const d = def.definition ?? {};
  const dataType = (d.dataType ?? "").toUpperCase();
  const unsigned = (d.suffix ?? []).some((s) => /unsigned/i.test(s));
  const length = d.length;
  const physical = `${dataType}${length !== undefined ? `(${length}${typeof d.scale === "number" ? `,${d.scale}` : ""})` : ""}${unsigned ? " UNSIGNED" : ""}`;
  const base = mapType(dataType, length, d.scale, unsigned);
  const constraints: Record<string, unknown> = { physicalType: physical, ...base.constraints };
  if (dataType === "ENUM" || dataType === "SET") {
    constraints.symbols = (d.expr?.value ?? []).map((v) => v.value);
  }
  const auto = def.auto_increment;
  if (typeof auto === "string") constraints.autoIncrement = true;
  else if (auto?.keyword) {
    constraints.identity = { seed: auto.seed?.value ?? 1, increment: auto.increment?.value ?? 1 };
    constraints.autoIncrement = true;
  }
  const defaultValue = def.default_val?.value;
  if (defaultValue) {
    constraints.default =
      defaultValue.type === "function"
        ? `${JSON.stringify(defaultValue.name).match(/"value":"([^"]+)"/)?.[1] ?? "function"}()`
        : defaultValue.value;
  }
  const isPrimary = primaryKey || def.primary_key !== undefined;
  if (isPrimary) constraints.primaryKey = true;
  if (def.unique) constraints.unique = true;
  const comment = def.comment?.value?.value;
  const notNull = def.nullable?.type === "not null" || isPrimary;
  return {
    ...base,
    ...(typeof comment === "string" ? { doc: comment } : {}),
    ...(notNull ? {} : { optional: true }),
    constraints,
  };
}

/** MySQL and SQL Server types, following Recap where it has a mapping. */
function mapType(
  dataType: string,
  length: number | string | undefined,
  scale: number | undefined,
  unsigned: boolean,
): SchemaTree {
  const int = (signed: SchemaTree["type"], unsignedType: SchemaTree["type"]): SchemaTree => ({
    type: unsigned ? unsignedType : signed,
  });
  switch (dataType) {
    case "TINYINT":
      return int("int8", "uint8");
    case "SMALLINT":
      return int("int16", "uint16");
    case "MEDIUMINT":
    case "INT":
    case "INTEGER":
      return int("int32", "uint32");
    case "BIGINT":
      return int("int64", "uint64");
    case "BIT":
      return length === undefined || length === 1 ? { type: "bool" } : { type: "bytes" };
    case "BOOL":
    case "BOOLEAN":
      return { type: "bool" };
    case "FLOAT":
    case "REAL":
      return { type: "float32" };
    case "DOUBLE":
      return { type: "float64" };
    case "DECIMAL":
    case "NUMERIC":
    case "MONEY":
    case "SMALLMONEY": {
      const precision =
        typeof length === "number" ? length : dataType === "MONEY" ? 19 : dataType === "SMALLMONEY" ? 10 : 18;
      const s = (typeof scale === "number" ? scale : undefined) ?? (dataType.endsWith("MONEY") ? 4 : 0);
      return {
        type: precision > 38 ? "decimal256" : "decimal128",
        logical: "Decimal",
        constraints: { precision, scale: s },
      };
    }
    case "CHAR":
    case "NCHAR":
    case "VARCHAR":
    case "NVARCHAR": {
      const max = typeof length === "number" ? { maxLength: length } : {};
      const fixed = dataType.endsWith("CHAR") && !dataType.includes("VAR") ? { fixedLength: true } : {};
      return { type: "string", constraints: { ...max, ...fixed } };
    }
    case "TINYTEXT":
    case "TEXT":
    case "MEDIUMTEXT":
    case "LONGTEXT":
    case "NTEXT":
    case "XML":
      return { type: "string" };
    case "JSON":
      return { type: "string", logical: "JSON" };
    case "BINARY":
    case "VARBINARY":
    case "TINYBLOB":
    case "BLOB":
    case "MEDIUMBLOB":
    case "LONGBLOB":
    case "IMAGE":
    case "ROWVERSION":
      return { type: "bytes", constraints: typeof length === "number" ? { maxLength: length } : {} };
    case "UNIQUEIDENTIFIER":
      return { type: "uuid" };
    case "DATE":
      return { type: "date32", logical: "Date" };
    case "TIME":
      return { type: "time64", logical: "Time" };
    case "DATETIME":
    case "DATETIME2":
    case "SMALLDATETIME":
      return { type: "timestamp64", logical: "Timestamp" };
    case "TIMESTAMP":
    case "DATETIMEOFFSET":
      return { type: "timestamp64", logical: "Timestamp", constraints: { timezone: "UTC" } };
    case "YEAR":
      return { type: "int16" };
    case "ENUM":
      return { type: "enum" };
    case "SET":
      return { type: "list", fields: [{ name: "element", type: "enum" }] };
    default:
      return { type: "unknown" };
  }
}
