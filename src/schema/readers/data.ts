import type { SchemaReader } from "../model.js";

/** Readers of schema and DDL files: postgres, mysql, mssql, json_schema, avro, protobuf, dataframe, s3. */
export const dataReaders: SchemaReader[] = [];
