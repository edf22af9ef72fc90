import picomatch from "picomatch";
import type { SourceType } from "../api/source-types.js";
import type { RepoFiles } from "../git/files.js";

/** The SQL dialects `init` tells apart: the three it reads, and those it must not read as Postgres. */
export type SqlDialect =
  | "postgres"
  | "mysql"
  | "mssql"
  | "ksql"
  | "spark"
  | "bigquery"
  | "snowflake"
  | "clickhouse"
  | "sqlite";

/** Marks each dialect leaves in DDL that Postgres would reject (checked in this order). */
const MARKS: readonly [SqlDialect, RegExp][] = [
  ["ksql", /\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:SOURCE\s+)?STREAM\b|\bKAFKA_TOPIC\s*=|\bVALUE_FORMAT\s*=/i],
  ["spark", /\bUSING\s+(?:DELTA|PARQUET|ORC|ICEBERG|AVRO|CSV)\b|\bSTORED\s+AS\s+\w+|\bTBLPROPERTIES\b/i],
  ["bigquery", /\bSTRUCT\s*<|\bARRAY\s*<|\b(?:INT64|FLOAT64|BIGNUMERIC)\b|`[\w-]+\.[\w-]+\.[\w-]+`/i],
  ["snowflake", /\bVARIANT\b|\bCREATE\s+(?:OR\s+REPLACE\s+)?TRANSIENT\s+TABLE\b|\bNUMBER\s*\(\s*\d+/i],
  // SQLite's own words: PRAGMA, AUTOINCREMENT (MySQL spells it AUTO_INCREMENT), WITHOUT ROWID, STRICT tables.
  ["sqlite", /^[ \t]*PRAGMA\b|\bAUTOINCREMENT\b|\bWITHOUT\s+ROWID\b|\)\s*STRICT\s*(?:,|;|$)/im],
  ["mssql", /^[ \t]*GO[ \t]*$|\[dbo\]|\bNVARCHAR\s*\(\s*MAX\s*\)|\bIDENTITY\s*\(\s*\d+\s*,\s*\d+\s*\)/im],
  // Before MySQL: ClickHouse writes `ENGINE = MergeTree` too, with types MySQL has not.
  [
    "clickhouse",
    /\bENGINE\s*=\s*(?:Replicated|Shared)?(?:\w*MergeTree|TinyLog|StripeLog|Log|Distributed|Kafka|Buffer)\b|\b(?:LowCardinality|Nullable|DateTime64)\s*\(|\bDateTime\s*\(\s*'/,
  ],
  ["mysql", /\bENGINE\s*=\s*\w+|\bAUTO_INCREMENT\b|\bUNSIGNED\b/i],
  // Types PostgreSQL does not have, once MySQL's marks are ruled out: SQLite's DATETIME and BLOB, as a
  // column's type (after its name), never a column named so (`"datetime" timestamptz`, `blob bytea`).
  ["sqlite", /[\w"`\]](?<!\b(?:COLUMN|ADD|TABLE|EXISTS))\s+(?:DATETIME|BLOB)\b/i],
];

/** The dialect of a SQL text by the first mark found; Postgres when none is. */
export function sqlDialectOf(text: string): SqlDialect {
  // Comments say anything ("-- not a STREAM"): only statements count.
  const code = text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, " ");
  for (const [dialect, mark] of MARKS) if (mark.test(code)) return dialect;
  return "postgres";
}

/**
 * Whether a SQL text defines something (CREATE, ALTER, DROP, outside comments and strings): a
 * text without, a seed or a data fix, is data, not schema. A CREATE TEMP table is scratch, not schema.
 */
export function definesSchema(text: string): boolean {
  const code = text.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'/g, " ");
  return /\b(?:CREATE|ALTER|DROP)\s+(?!TEMP\b|TEMPORARY\b)\w/i.test(code);
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
  clickhouse: "ClickHouse",
  sqlite: "SQLite",
};

export function dialectName(dialect: SqlDialect): string {
  return NAMES[dialect];
}

/**
 * The dialect of a SQL folder (the first of its files, up to 20, that is not plain PostgreSQL) and
 * whether any of its files (up to 200) defines something: a folder of data scripts alone does not.
 */
export async function folderShape(
  glob: string,
  sql: readonly string[],
  files: RepoFiles,
): Promise<{ dialect: SqlDialect; defines: boolean }> {
  const inFolder = sql.filter((p) => picomatch.isMatch(p, glob, { dot: true })).slice(0, 200);
  let dialect: SqlDialect = "postgres";
  let defines = inFolder.length === 200;
  for (const [index, path] of inFolder.entries()) {
    const text = await files.readText(path).catch(() => undefined);
    if (text === undefined)
      defines = true; // unread: never taken for data
    else {
      if (index < 20 && dialect === "postgres") dialect = sqlDialectOf(text);
      defines ||= definesSchema(text);
    }
  }
  return { dialect, defines };
}
