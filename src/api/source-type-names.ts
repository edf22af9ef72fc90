/**
 * The source types (docs/service-interface.md "Source types") of a data asset (and of a listed asset's `type`).
 * Kept free of zod so that code needing only the names (resource names, the
 * CLI's diff) does not load it.
 */
export const SOURCE_TYPES = [
  "postgres",
  "mysql",
  "mssql",
  "json_schema",
  "avro",
  "protobuf",
  "python",
  "pyspark",
  "typescript",
  "java",
  "s3",
  "dataframe",
  "kotlin",
  "swift",
  "php",
  "golang",
] as const;

/**
 * The SQL databases: their files are DDL and migration histories, their assets tables of one
 * database. Here, not beside the zod enum, so that a reader's or the diff's start loads no zod.
 */
export const SQL_SOURCE_TYPES: ReadonlySet<(typeof SOURCE_TYPES)[number]> = new Set([
  "postgres",
  "mysql",
  "mssql",
]);
