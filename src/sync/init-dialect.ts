import type { SourceType } from "../api/source-types.js";

/** The SQL dialects `init` tells apart: the three it reads, and those it must not read as Postgres. */
export type SqlDialect = "postgres" | "mysql" | "mssql" | "ksql" | "spark" | "bigquery" | "snowflake";

/** Marks each dialect leaves in DDL that Postgres would reject (checked in this order). */
const MARKS: readonly [SqlDialect, RegExp][] = [
  ["ksql", /\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:SOURCE\s+)?STREAM\b|\bKAFKA_TOPIC\s*=|\bVALUE_FORMAT\s*=/i],
  ["spark", /\bUSING\s+(?:DELTA|PARQUET|ORC|ICEBERG|AVRO|CSV)\b|\bSTORED\s+AS\s+\w+|\bTBLPROPERTIES\b/i],
  ["bigquery", /\bSTRUCT\s*<|\bARRAY\s*<|\b(?:INT64|FLOAT64|BIGNUMERIC)\b|`[\w-]+\.[\w-]+\.[\w-]+`/i],
  ["snowflake", /\bVARIANT\b|\bCREATE\s+(?:OR\s+REPLACE\s+)?TRANSIENT\s+TABLE\b|\bNUMBER\s*\(\s*\d+/i],
  ["mssql", /^[ \t]*GO[ \t]*$|\[dbo\]|\bNVARCHAR\s*\(\s*MAX\s*\)|\bIDENTITY\s*\(\s*\d+\s*,\s*\d+\s*\)/im],
  ["mysql", /\bENGINE\s*=\s*\w+|\bAUTO_INCREMENT\b|\bUNSIGNED\b/i],
];

/** The dialect of a SQL text by the first mark found; Postgres when none is. */
export function sqlDialectOf(text: string): SqlDialect {
  // Comments say anything ("-- not a STREAM"): only statements count.
  const code = text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, " ");
  for (const [dialect, mark] of MARKS) if (mark.test(code)) return dialect;
  return "postgres";
}

const READ: Partial<Record<SqlDialect, SourceType>> = {
  postgres: "postgres",
  mysql: "mysql",
  mssql: "mssql",
};

/** The source type that reads a dialect, undefined for one contract-sync has no reader for. */
export function sourceTypeOfDialect(dialect: SqlDialect): SourceType | undefined {
  return READ[dialect];
}

const NAMES: Record<SqlDialect, string> = {
  postgres: "PostgreSQL",
  mysql: "MySQL",
  mssql: "SQL Server (T-SQL)",
  ksql: "ksqlDB",
  spark: "Spark SQL",
  bigquery: "BigQuery",
  snowflake: "Snowflake",
};

export function dialectName(dialect: SqlDialect): string {
  return NAMES[dialect];
}
