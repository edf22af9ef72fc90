import type { SchemaReader } from "../model.js";
import { avroReader } from "./avro.js";
import { dataframeReader } from "./dataframe.js";
import { jsonSchemaReader } from "./json-schema.js";
import { postgresReader } from "./postgres.js";
import { protobufReader } from "./protobuf.js";
import { s3Reader } from "./s3.js";
import { mssqlReader, mysqlReader } from "./sql-ddl.js";

/** Readers of schema and DDL files: postgres, mysql, mssql, json_schema, avro, protobuf, dataframe, s3. */
export const dataReaders: SchemaReader[] = [
  postgresReader,
  mysqlReader,
  mssqlReader,
  jsonSchemaReader,
  avroReader,
  protobufReader,
  dataframeReader,
  s3Reader,
];
