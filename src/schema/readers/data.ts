import type { ReadRequest, SchemaReader } from "../model.js";
import { withDescriptions } from "./described/index.js";
import { frameworkOf } from "./frameworks/detect.js";
import { lazyReader } from "./lazy-reader.js";

/**
 * A SQL reader that also reads a Rails schema.rb and Liquibase changelogs (frameworks/), which a
 * rule names with the database's source type: written as the SQL their tool runs, read as SQL.
 */
function withSchemaDsl(reader: SchemaReader): SchemaReader {
  const read = async (request: ReadRequest) => {
    const framework = await frameworkOf(request);
    if (!framework) return reader.read(request);
    return (await import("./frameworks/read.js")).readFramework(framework, request);
  };
  return {
    ...reader,
    read,
    readVersions: async (base, head) => {
      if ((await frameworkOf(base)) || (await frameworkOf(head)) || !reader.readVersions)
        return { base: await read(base), head: await read(head) };
      return reader.readVersions(base, head);
    },
  };
}

/** Readers of schema and DDL files: postgres, mysql, mssql, json_schema, avro, protobuf, dataframe, s3. */
export const dataReaders: SchemaReader[] = [
  // A framework's description of the database (schema.prisma, Django models) read by its SQL reader.
  withDescriptions(
    withSchemaDsl(
      lazyReader(
        "postgres",
        [".sql", ".pgsql", ".psql"],
        async () => (await import("./postgres.js")).postgresReader,
      ),
    ),
  ),
  withDescriptions(
    withSchemaDsl(
      lazyReader("mysql", [".mysql.sql", ".mysql"], async () => (await import("./sql-ddl.js")).mysqlReader),
    ),
  ),
  withDescriptions(
    withSchemaDsl(
      lazyReader(
        "mssql",
        [".mssql.sql", ".tsql", ".mssql"],
        async () => (await import("./sql-ddl.js")).mssqlReader,
      ),
    ),
  ),
  lazyReader(
    "json_schema",
    [".schema.json", ".schema.yaml", ".schema.yml", ".jsonschema"],
    async () => (await import("./json-schema.js")).jsonSchemaReader,
  ),
  lazyReader("avro", [".avsc", ".avdl", ".avpr"], async () => (await import("./avro.js")).avroReader),
  lazyReader("protobuf", [".proto"], async () => (await import("./protobuf.js")).protobufReader),
  lazyReader(
    "dataframe",
    [".dataframe.yaml", ".dataframe.yml", ".dataframe.json"],
    async () => (await import("./dataframe.js")).dataframeReader,
  ),
  lazyReader("s3", [".s3.yaml", ".s3.yml", ".s3.json"], async () => (await import("./s3.js")).s3Reader),
];

/** The readers themselves, loaded (tests compare them with the lazy ones). */
export async function loadDataReaders(): Promise<SchemaReader[]> {
  const [postgres, sqlDdl, jsonSchema, avro, protobuf, dataframe, s3] = await Promise.all([
    import("./postgres.js"),
    import("./sql-ddl.js"),
    import("./json-schema.js"),
    import("./avro.js"),
    import("./protobuf.js"),
    import("./dataframe.js"),
    import("./s3.js"),
  ]);
  return [
    postgres.postgresReader,
    sqlDdl.mysqlReader,
    sqlDdl.mssqlReader,
    jsonSchema.jsonSchemaReader,
    avro.avroReader,
    protobuf.protobufReader,
    dataframe.dataframeReader,
    s3.s3Reader,
  ];
}
