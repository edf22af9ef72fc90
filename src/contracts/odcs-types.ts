import { RECAP_TYPES, type RecapType } from "../api/schema-node.js";

/**
 * ODCS types -> Recap types. An ODCS property says its type twice: `logicalType`
 * (string, integer, number, boolean, date, timestamp, time, object, array) and
 * `physicalType` (the source's own: VARCHAR(32), bigint, ...). The physical type
 * is the more precise and wins when it is understood; a Recap name there
 * (`int64`, `decimal128`) is taken as is, which is how `convert --to odcs` keeps
 * native types exactly.
 */
export interface MappedType {
  type: RecapType;
  constraints: Record<string, unknown>;
}

const RECAP: ReadonlySet<string> = new Set(RECAP_TYPES);

const SQL_TYPES: ReadonlyArray<[RegExp, RecapType]> = [
  [/^(bigint|int8|bigserial|serial8|long)$/, "int64"],
  [/^(int|integer|int4|serial|serial4|mediumint)$/, "int32"],
  [/^(smallint|int2|smallserial|serial2)$/, "int16"],
  [/^(tinyint|byteint)$/, "int8"],
  [/^(double|double precision|float8|float64|float)$/, "float64"],
  [/^(real|float4|float32)$/, "float32"],
  [/^(bool|boolean|bit)$/, "bool"],
  [
    /^(timestamp|timestamptz|datetime|datetime2|datetimeoffset|timestamp_ntz|timestamp_tz|timestamp_ltz)$/,
    "timestamp64",
  ],
  [/^timestamp(\s*\(\d+\))? with(out)? time zone$/, "timestamp64"],
  [/^date$/, "date32"],
  [/^(time|timetz)(\s*\(\d+\))?( with(out)? time zone)?$/, "time64"],
  [/^(uuid|uniqueidentifier)$/, "uuid"],
  [/^(bytea|binary|varbinary|blob|bytes|longblob)(\s*\(\d+\))?$/, "bytes"],
  [/^(text|string|clob|json|jsonb|xml|citext|tinytext|mediumtext|longtext)$/, "string"],
];

export function fromPhysicalType(physicalType: string): MappedType | undefined {
  const text = physicalType.trim().toLowerCase();
  if (RECAP.has(text)) return { type: text as RecapType, constraints: {} };
  const sized =
    /^(varchar|character varying|nvarchar|char|character|nchar|varchar2|nvarchar2|string)\s*\(\s*(\d+)\s*\)$/.exec(
      text,
    );
  if (sized) return { type: "string", constraints: { maxLength: Number(sized[2]) } };
  if (/^(varchar|character varying|nvarchar|char|character|nchar)$/.test(text))
    return { type: "string", constraints: {} };
  const decimal = /^(numeric|decimal|number|dec)\s*(\(\s*(\d+)\s*(,\s*(\d+)\s*)?\))?$/.exec(text);
  if (decimal) {
    if (decimal[3] === undefined) return { type: "decimal128", constraints: {} };
    return {
      type: "decimal128",
      constraints: { precision: Number(decimal[3]), scale: Number(decimal[5] ?? 0) },
    };
  }
  for (const [pattern, type] of SQL_TYPES) if (pattern.test(text)) return { type, constraints: {} };
  return undefined;
}

const LOGICAL: Record<string, RecapType> = {
  string: "string",
  integer: "int64",
  number: "float64",
  boolean: "bool",
  date: "date32",
  timestamp: "timestamp64",
  time: "time64",
  object: "struct",
  array: "list",
  // v3.2.0
  map: "map",
  vector: "list",
};

/** A v3.2 vector's `elementType` (float32 when absent) as the type of its list's element. */
export function vectorElementType(elementType: unknown): RecapType {
  switch (elementType) {
    case "float16":
      return "float16";
    case "float64":
      return "float64";
    case "int8":
      return "int8";
    case "uint8":
      return "uint8";
    case "binary":
      return "bool";
    default:
      return "float32"; // float32, and bfloat16 (no Recap type of its own) read as float32
  }
}

export function fromLogicalType(logicalType: string | undefined): RecapType | undefined {
  return logicalType === undefined ? undefined : LOGICAL[logicalType];
}

/** The ODCS logicalType a Recap type is written as (`convert --to odcs`). */
export function toLogicalType(type: RecapType): string | undefined {
  if (/^u?int\d+$/.test(type)) return "integer";
  if (/^(float\d+|decimal\d+)$/.test(type)) return "number";
  switch (type) {
    case "string":
    case "uuid":
    case "enum":
    case "bytes":
      return "string";
    case "bool":
      return "boolean";
    case "date32":
      return "date";
    case "timestamp64":
      return "timestamp";
    case "time64":
      return "time";
    case "map":
      return "map";
    case "struct":
    case "union":
      return "object";
    case "list":
      return "array";
    default:
      return undefined;
  }
}
