import { quoteName, type SqlDialect } from "./aligned-sql.js";
import type { RubyValue } from "./rails-schema.js";

function numberOf(value: RubyValue | undefined): number | undefined {
  return typeof value === "number" ? value : undefined;
}

/** The adapter's SQL type of a DSL type with its limit/precision/scale, undefined when it has none. */
export function nativeType(
  type: string,
  options: Record<string, RubyValue>,
  dialect: SqlDialect,
): string | undefined {
  const limit = numberOf(options.limit);
  const precision = numberOf(options.precision);
  const scale = numberOf(options.scale);
  const sized = (name: string) =>
    precision !== undefined ? `${name}(${precision}${scale !== undefined ? `, ${scale}` : ""})` : name;
  const timed = (name: string, defaultPrecision?: number) => {
    // Rails 7+ writes datetimes with precision 6 unless schema.rb says `precision: nil`.
    const p = "precision" in options ? precision : defaultPrecision;
    return p !== undefined ? `${name}(${p})` : name;
  };
  const integer = (names: { 1?: string; 2: string; 3?: string; 4: string; 8: string }) =>
    limit === undefined ? names[4] : (names[limit as 1 | 2 | 3 | 4 | 8] ?? names[limit > 4 ? 8 : 4]);
  if (dialect === "postgres") {
    switch (type) {
      case "string":
        return limit !== undefined ? `character varying(${limit})` : "character varying";
      case "text":
        return "text";
      case "integer":
        return integer({ 2: "smallint", 4: "integer", 8: "bigint" });
      case "bigint":
        return "bigint";
      case "float":
        return "double precision";
      case "decimal":
      case "numeric":
        return sized("numeric");
      case "datetime":
      case "timestamp":
        return timed("timestamp", 6);
      case "timestamptz":
        return timed("timestamp with time zone", 6);
      case "time":
        return timed("time");
      case "date":
        return "date";
      case "binary":
        return "bytea";
      case "boolean":
        return "boolean";
      case "enum":
        return quoteName(String(options.enum_type ?? ""), dialect, true);
      case "bit":
        return limit !== undefined ? `bit(${limit})` : "bit";
      case "bit_varying":
        return limit !== undefined ? `bit varying(${limit})` : "bit varying";
      case "char":
        return limit !== undefined ? `character(${limit})` : "character";
      case "primary_key":
        return "bigserial";
      case "serial":
      case "bigserial":
      case "json":
      case "jsonb":
      case "uuid":
      case "inet":
      case "cidr":
      case "macaddr":
      case "hstore":
      case "citext":
      case "ltree":
      case "xml":
      case "tsvector":
      case "money":
      case "interval":
      case "oid":
      case "point":
      case "line":
      case "lseg":
      case "box":
      case "path":
      case "polygon":
      case "circle":
      case "daterange":
      case "numrange":
      case "tsrange":
      case "tstzrange":
      case "int4range":
      case "int8range":
        return type;
      default:
        return undefined;
    }
  }
  if (dialect === "mysql") {
    const unsigned = options.unsigned === true ? " unsigned" : "";
    switch (type) {
      case "string":
        return `varchar(${limit ?? 255})`;
      case "text":
        return limit === undefined
          ? "text"
          : limit <= 255
            ? "tinytext"
            : limit <= 65535
              ? "text"
              : limit <= 16777215
                ? "mediumtext"
                : "longtext";
      case "integer":
        return `${integer({ 1: "tinyint", 2: "smallint", 3: "mediumint", 4: "int", 8: "bigint" })}${unsigned}`;
      case "bigint":
        return `bigint${unsigned}`;
      case "float":
        return "float";
      case "decimal":
      case "numeric":
        return `${sized("decimal")}${unsigned}`;
      case "datetime":
        return timed("datetime", 6);
      case "timestamp":
        return timed("timestamp", 6);
      case "time":
        return timed("time");
      case "date":
        return "date";
      case "binary":
      case "blob":
        return limit !== undefined && limit <= 255 ? `varbinary(${limit})` : "blob";
      case "boolean":
        return "tinyint(1)";
      case "json":
        return "json";
      case "primary_key":
        return "bigint";
      default:
        return undefined;
    }
  }
  switch (type) {
    case "string":
      return limit !== undefined ? `nvarchar(${limit})` : "nvarchar(4000)";
    case "text":
    case "ntext":
      return "nvarchar(max)";
    case "varchar":
      return limit !== undefined ? `varchar(${limit})` : "varchar(8000)";
    case "integer":
      return integer({ 1: "tinyint", 2: "smallint", 4: "int", 8: "bigint" });
    case "bigint":
      return "bigint";
    case "float":
      return "float";
    case "real":
      return "real";
    case "decimal":
    case "numeric":
      return sized("decimal");
    case "money":
      return "money";
    case "datetime":
      return timed("datetime2", 6);
    case "datetimeoffset":
      return timed("datetimeoffset", 7);
    case "time":
      return timed("time", 7);
    case "date":
      return "date";
    case "binary":
      return "varbinary(max)";
    case "boolean":
      return "bit";
    case "uuid":
    case "uniqueidentifier":
      return "uniqueidentifier";
    case "json":
      return "nvarchar(max)";
    case "primary_key":
      return "bigint";
    default:
      return undefined;
  }
}
