import avro from "avsc";
import {
  type SchemaTree as ParquetNode,
  parquetMetadata,
  parquetSchema,
  type SchemaElement,
} from "hyparquet";
import { errorMessage } from "../../error-message.js";
import type { SchemaTree } from "../model.js";
import { avroSchemaTree } from "./avro.js";

/**
 * Schemas of binary sample files for the s3 reader. Both functions throw on an
 * unreadable file; the s3 reader turns that into a diagnostic naming the file.
 * Trees carry no `line`: a binary file has none worth pointing at.
 */

/** The object container file header, as the Avro specification declares it. */
const AVRO_HEADER = avro.Type.forSchema({
  type: "record",
  name: "org.apache.avro.file.Header",
  fields: [
    { name: "magic", type: { type: "fixed", name: "Magic", size: 4 } },
    { name: "meta", type: { type: "map", values: "bytes" } },
    { name: "sync", type: { type: "fixed", name: "Sync", size: 16 } },
  ],
});

/** An Avro object container file: its writer schema, mapped as the Avro reader maps an .avsc record. */
export function avroSampleTree(bytes: Uint8Array, file: string): SchemaTree {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 4 || buffer.subarray(0, 4).toString("latin1") !== "Obj\x01") {
    throw new Error("not an Avro object container file (bad magic bytes)");
  }
  let header: { meta: Record<string, Buffer> };
  let offset: number;
  try {
    ({ value: header, offset } = AVRO_HEADER.decode(buffer, 0) as {
      value: { meta: Record<string, Buffer> };
      offset: number;
    });
  } catch (error) {
    throw new Error(`corrupt Avro header: ${errorMessage(error)}`);
  }
  if (offset < 0) throw new Error("truncated Avro header");
  const schema = header.meta["avro.schema"];
  if (!schema) throw new Error("the Avro header has no avro.schema");
  return stripLines(avroSchemaTree(schema.toString("utf8"), file));
}

/** A Parquet file: the schema in its footer, with Parquet types mapped to Recap's. */
export function parquetSampleTree(bytes: Uint8Array): SchemaTree {
  return parquetElementsTree(parquetMetadata(bytes).schema);
}

/** The mapping itself, from the flat schema elements of a Parquet footer (root first). */
export function parquetElementsTree(schema: SchemaElement[]): SchemaTree {
  return { type: "struct", fields: parquetSchema({ schema }).children.map(parquetField) };
}

function stripLines(tree: SchemaTree): SchemaTree {
  const { line: _line, fields, ...rest } = tree;
  return fields ? { ...rest, fields: fields.map(stripLines) } : rest;
}

function parquetField(node: ParquetNode): SchemaTree {
  const { element } = node;
  const repetition = element.repetition_type;
  if (repetition === "REPEATED") {
    // A repeated field outside a LIST annotation is a list of required elements.
    const { optional: _optional, ...element_ } = parquetValue(node);
    return { type: "list", name: element.name, fields: [{ ...element_, name: "element" }] };
  }
  return {
    ...parquetValue(node),
    name: element.name,
    ...(repetition === "OPTIONAL" ? { optional: true } : {}),
  };
}

/** The node's type, ignoring its own repetition. */
function parquetValue(node: ParquetNode): SchemaTree {
  const { element, children } = node;
  const logical = element.logical_type?.type;
  const converted = element.converted_type;
  if (logical === "LIST" || converted === "LIST") return parquetList(node);
  if (logical === "MAP" || converted === "MAP" || converted === "MAP_KEY_VALUE") return parquetMap(node);
  if (children.length > 0 || element.type === undefined) {
    return { type: "struct", fields: children.map(parquetField) };
  }
  return parquetPrimitive(node);
}

/** Parquet's LIST annotation, with the backward-compatibility rules for two-level lists. */
function parquetList(node: ParquetNode): SchemaTree {
  const repeated = node.children[0];
  if (!repeated || node.children.length !== 1)
    return { type: "list", fields: [{ name: "element", type: "unknown" }] };
  let element: SchemaTree;
  if (
    repeated.children.length === 1 &&
    repeated.element.name !== "array" &&
    repeated.element.name !== `${node.element.name}_tuple`
  ) {
    element = parquetField(repeated.children[0] as ParquetNode); // the standard three-level list
  } else {
    const { optional: _optional, ...value } = parquetValue(repeated); // two-level: the repeated field is the element
    element = value;
  }
  return { type: "list", fields: [{ ...element, name: "element" }] };
}

function parquetMap(node: ParquetNode): SchemaTree {
  const keyValue = node.children[0];
  const [key, value] = keyValue?.children ?? [];
  return {
    type: "map",
    fields: [
      key ? { ...parquetField(key), name: "key" } : { name: "key", type: "unknown" },
      value ? { ...parquetField(value), name: "value" } : { name: "value", type: "unknown" },
    ],
  };
}

const INTEGERS: Record<string, SchemaTree["type"]> = {
  INT_8: "int8",
  INT_16: "int16",
  INT_32: "int32",
  INT_64: "int64",
  UINT_8: "uint8",
  UINT_16: "uint16",
  UINT_32: "uint32",
  UINT_64: "uint64",
};

const UNITS = { MILLIS: "millisecond", MICROS: "microsecond", NANOS: "nanosecond" } as const;

function parquetPrimitive(node: ParquetNode): SchemaTree {
  const { element } = node;
  const logical = element.logical_type;
  const converted = element.converted_type;
  if (logical?.type === "DECIMAL" || converted === "DECIMAL") {
    const precision = logical?.type === "DECIMAL" ? logical.precision : (element.precision ?? 0);
    const scale = logical?.type === "DECIMAL" ? logical.scale : (element.scale ?? 0);
    return {
      type: precision > 38 ? "decimal256" : "decimal128",
      logical: "Decimal",
      constraints: { precision, scale },
    };
  }
  if (logical?.type === "TIMESTAMP" || converted === "TIMESTAMP_MILLIS" || converted === "TIMESTAMP_MICROS") {
    const unit =
      logical?.type === "TIMESTAMP"
        ? UNITS[logical.unit]
        : converted === "TIMESTAMP_MILLIS"
          ? "millisecond"
          : "microsecond";
    // The legacy converted types are always UTC-adjusted.
    const utc = logical?.type === "TIMESTAMP" ? logical.isAdjustedToUTC : true;
    return {
      type: "timestamp64",
      logical: "Timestamp",
      constraints: { unit, ...(utc ? { timezone: "UTC" } : {}) },
    };
  }
  if (logical?.type === "TIME" || converted === "TIME_MILLIS" || converted === "TIME_MICROS") {
    const unit =
      logical?.type === "TIME"
        ? UNITS[logical.unit]
        : converted === "TIME_MILLIS"
          ? "millisecond"
          : "microsecond";
    return { type: "time64", logical: "Time", constraints: { unit } };
  }
  if (logical?.type === "DATE" || converted === "DATE") return { type: "date32", logical: "Date" };
  if (logical?.type === "INTEGER") {
    const name = `${logical.isSigned ? "" : "U"}INT_${logical.bitWidth}`;
    return { type: INTEGERS[name] ?? "unknown" };
  }
  if (converted && INTEGERS[converted]) return { type: INTEGERS[converted] ?? "unknown" };
  if (logical?.type === "UUID") return { type: "uuid" };
  if (logical?.type === "FLOAT16") return { type: "float16" };
  if (
    logical?.type === "STRING" ||
    logical?.type === "ENUM" ||
    logical?.type === "JSON" ||
    converted === "UTF8" ||
    converted === "ENUM" ||
    converted === "JSON"
  ) {
    const annotation = logical?.type ?? converted;
    return annotation === "STRING" || annotation === "UTF8"
      ? { type: "string" }
      : { type: "string", constraints: { logicalType: annotation } };
  }
  switch (element.type) {
    case "BOOLEAN":
      return { type: "bool" };
    case "INT32":
      return { type: "int32" };
    case "INT64":
      return { type: "int64" };
    case "INT96": // legacy Impala/Spark timestamps
      return {
        type: "timestamp64",
        logical: "Timestamp",
        constraints: { unit: "nanosecond", physicalType: "INT96" },
      };
    case "FLOAT":
      return { type: "float32" };
    case "DOUBLE":
      return { type: "float64" };
    case "FIXED_LEN_BYTE_ARRAY":
      return { type: "bytes", constraints: { fixedSize: element.type_length } };
    case "BYTE_ARRAY":
      return { type: "bytes" };
    default:
      return { type: "unknown" };
  }
}
