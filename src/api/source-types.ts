import { z } from "zod";

/** SEED.md 2.6: the source types of a data asset (and of a listed asset's `type`). */
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

export const SourceType = z.enum(SOURCE_TYPES);
export type SourceType = z.infer<typeof SourceType>;
