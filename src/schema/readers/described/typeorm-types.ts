import { quoteString } from "../frameworks/aligned-sql.js";
import type { Dialect } from "./ddl.js";

/**
 * TypeORM's column types as its drivers write them into CREATE TABLE (PostgresDriver, MysqlDriver,
 * SqlServerDriver: `normalizeType`, the default lengths, `createFullType`, and the query runners'
 * SERIAL / AUTO_INCREMENT / IDENTITY and date column defaults).
 */

/** The TypeScript type a column without `type` has (its `design:type`): TypeORM maps these only. */
export type DesignType = "String" | "Number" | "Boolean" | "Date";

export interface ColumnShape {
  /** The type option as written (`varchar`, `timestamptz`, `simple-json`), or the design type. */
  type: string;
  length?: number | undefined;
  precision?: number | undefined;
  scale?: number | undefined;
  array?: boolean | undefined;
  /** An enum column's values (TypeORM's `enum` option). */
  enumValues?: (string | number)[] | undefined;
  /** Postgres: the enum type's SQL name, already qualified and quoted. */
  enumType?: string | undefined;
  generation?: "increment" | "uuid" | "identity" | undefined;
  /** `generatedIdentity` of an identity column: ALWAYS or BY DEFAULT (TypeORM's default). */
  identity?: string | undefined;
  /** The special date columns: their defaults come from the driver. */
  role?: "create" | "update" | "delete" | "version" | undefined;
}

export interface SqlColumnType {
  /** The column's type in the DDL (generation included: `SERIAL`, `int AUTO_INCREMENT`). */
  sqlType: string;
  /** The type a foreign key to this column takes (SERIAL's integer). */
  keyType: string;
  /** A default the driver writes (uuid_generate_v4(), now()). */
  default?: string | undefined;
}

const DESIGN: Record<Dialect, Record<DesignType, string>> = {
  postgres: {
    String: "character varying",
    Number: "integer",
    Boolean: "boolean",
    Date: "timestamp without time zone",
  },
  mysql: { String: "varchar", Number: "int", Boolean: "tinyint", Date: "datetime" },
  mssql: { String: "nvarchar", Number: "int", Boolean: "bit", Date: "datetime" },
};

/** Each driver's normalizeType: aliases TypeORM accepts, as the name it writes. */
const ALIASES: Record<Dialect, Record<string, string>> = {
  postgres: {
    int: "integer",
    int4: "integer",
    varchar: "character varying",
    timestamp: "timestamp without time zone",
    timestamptz: "timestamp with time zone",
    time: "time without time zone",
    timetz: "time with time zone",
    bool: "boolean",
    "simple-array": "text",
    "simple-json": "text",
    "simple-enum": "enum",
    int2: "smallint",
    int8: "bigint",
    decimal: "numeric",
    float8: "double precision",
    float: "double precision",
    float4: "real",
    char: "character",
    varbit: "bit varying",
  },
  mysql: {
    "double precision": "double",
    real: "double",
    dec: "decimal",
    numeric: "decimal",
    fixed: "decimal",
    bool: "tinyint",
    boolean: "tinyint",
    nvarchar: "varchar",
    "national varchar": "varchar",
    nchar: "char",
    "national char": "char",
    uuid: "varchar",
    "simple-array": "text",
    "simple-json": "text",
    "simple-enum": "enum",
    integer: "int",
  },
  mssql: {
    integer: "int",
    dec: "decimal",
    "double precision": "float",
    uuid: "uniqueidentifier",
    "simple-array": "ntext",
    "simple-json": "ntext",
    "simple-enum": "simple-enum",
  },
};

/** Lengths and precisions the drivers give a type that is written without them. */
const DEFAULT_LENGTH: Record<Dialect, Record<string, number>> = {
  postgres: {},
  mysql: { varchar: 255, char: 1, binary: 1, varbinary: 255 },
  mssql: { nvarchar: 255, varchar: 255, char: 1, nchar: 1, binary: 1, varbinary: 1 },
};
const UUID_LENGTH = 36;

const SERIAL: Record<string, string> = { integer: "SERIAL", smallint: "SMALLSERIAL", bigint: "BIGSERIAL" };

/** The column's type for the dialect, or a message saying why TypeORM would not create it. */
export function columnType(dialect: Dialect, shape: ColumnShape): SqlColumnType | { problem: string } {
  const designType = (DESIGN[dialect] as Record<string, string | undefined>)[shape.type];
  const written = shape.type.toLowerCase();
  let type = designType ?? ALIASES[dialect][written] ?? written;
  let length = shape.length;
  if (dialect === "mysql" && written === "uuid") length ??= UUID_LENGTH;
  if (shape.generation === "uuid")
    return uuidColumn(dialect) ?? { problem: "a uuid primary key is not read for this database" };
  if (type === "enum" || type === "simple-enum") {
    const values = shape.enumValues;
    if (!values || values.length === 0)
      return { problem: "an enum column without `enum` values is not read" };
    if (dialect === "postgres" && shape.enumType)
      return { sqlType: `${shape.enumType}${shape.array ? "[]" : ""}`, keyType: shape.enumType };
    if (dialect === "mysql") {
      const sql = `enum(${values.map((v) => quoteString(String(v))).join(",")})`;
      return { sqlType: sql, keyType: sql };
    }
    if (type === "simple-enum") return { sqlType: "nvarchar(255)", keyType: "nvarchar(255)" };
    return { problem: "SQL Server has no enum type (TypeORM writes `simple-enum` as nvarchar)" };
  }
  if (shape.array && dialect !== "postgres") return { problem: "`array: true` is PostgreSQL's only" };
  length ??= DEFAULT_LENGTH[dialect][type];
  let full = type;
  if (length !== undefined) full += `(${length})`;
  else if (shape.precision !== undefined && shape.scale !== undefined)
    full += `(${shape.precision},${shape.scale})`;
  else if (shape.precision !== undefined) full += `(${shape.precision})`;
  if (dialect === "postgres") {
    const zoned = /^(timestamp|time) (with|without) time zone$/.exec(type);
    if (zoned) {
      const precision = shape.precision === undefined ? "" : `(${shape.precision})`;
      full = `${zoned[1]}${precision} ${zoned[2]} time zone`;
    }
    if (shape.array) full += "[]";
  }
  const keyType = full;
  type = full;
  let defaultSql: string | undefined;
  if (shape.generation === "increment") {
    if (dialect === "postgres") {
      const serial = SERIAL[full];
      if (!serial) return { problem: `an increment key of type ${full} is not read` };
      type = serial;
    } else type = dialect === "mysql" ? `${full} AUTO_INCREMENT` : `${full} IDENTITY(1,1)`;
  } else if (shape.generation === "identity") {
    if (dialect !== "postgres") return { problem: "identity keys are PostgreSQL's (TypeORM)" };
    type = `${full} GENERATED ${shape.identity === "ALWAYS" ? "ALWAYS" : "BY DEFAULT"} AS IDENTITY`;
  }
  if (shape.role === "create" || shape.role === "update") defaultSql = nowDefault(dialect, shape.precision);
  return { sqlType: type, keyType, default: defaultSql };
}

function uuidColumn(dialect: Dialect): SqlColumnType | undefined {
  if (dialect === "postgres") return { sqlType: "uuid", keyType: "uuid", default: "uuid_generate_v4()" };
  if (dialect === "mysql") return { sqlType: "varchar(36)", keyType: "varchar(36)" };
  return { sqlType: "uniqueidentifier", keyType: "uniqueidentifier", default: "NEWSEQUENTIALID()" };
}

function nowDefault(dialect: Dialect, precision: number | undefined): string {
  if (dialect === "postgres") return "now()";
  if (dialect === "mssql") return "getdate()";
  return `CURRENT_TIMESTAMP(${precision ?? 6})`;
}

/** The type a create/update/delete date column has when no `type` is given. */
export function dateColumnType(dialect: Dialect): string {
  return dialect === "postgres" ? "timestamp" : dialect === "mysql" ? "datetime" : "datetime2";
}

/** A default as the driver writes it (normalizeDefault): numbers, booleans, strings, JSON. */
export function literalDefault(dialect: Dialect, value: string | number | boolean | object): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return dialect === "postgres" ? String(value) : value ? "1" : "0";
  if (typeof value === "string") return quoteString(value);
  return quoteString(JSON.stringify(value));
}

/** The design:type TypeScript emits for a property's annotation (null and undefined left out of a union). */
export function designType(annotation: string | undefined): DesignType | undefined {
  const parts = (annotation ?? "")
    .split("|")
    .map((p) => p.trim())
    .filter((p) => p !== "null" && p !== "undefined");
  const map: Record<string, DesignType> = {
    string: "String",
    String: "String",
    number: "Number",
    Number: "Number",
    boolean: "Boolean",
    Boolean: "Boolean",
    Date: "Date",
  };
  const types = new Set(parts.map((p) => map[p]));
  return types.size === 1 ? [...types][0] : undefined;
}

export function dialectInt(dialect: Dialect): string {
  return dialect === "postgres" ? "integer" : "int";
}
