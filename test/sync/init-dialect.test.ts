// `init` must not configure another dialect's SQL as PostgreSQL: each dialect by a mark of its own DDL.
import { describe, expect, it } from "vitest";
import { sourceTypeOfDialect, sqlDialectOf } from "../../src/sync/init-dialect.js";

const SAMPLES: [string, string][] = [
  [
    "ksql",
    "CREATE STREAM pageviews (viewtime BIGINT, userid VARCHAR) WITH (KAFKA_TOPIC='pageviews', VALUE_FORMAT='AVRO');",
  ],
  ["spark", "CREATE TABLE events (id BIGINT, ts TIMESTAMP) USING DELTA PARTITIONED BY (ts);"],
  [
    "bigquery",
    "CREATE TABLE `shop-prod.sales.orders` (id INT64, items ARRAY<STRUCT<sku STRING, qty INT64>>);",
  ],
  ["snowflake", "CREATE OR REPLACE TABLE orders (id NUMBER(38,0), payload VARIANT);"],
  [
    "clickhouse",
    "CREATE TABLE events (id UUID, at DateTime('UTC'), kind LowCardinality(String)) ENGINE = MergeTree ORDER BY at;",
  ],
  ["clickhouse", "CREATE TABLE joins (id UUID, at DateTime64(3)) engine = ReplacingMergeTree ORDER BY id;"],
  ["mssql", "CREATE TABLE [dbo].[Orders] (Id INT IDENTITY(1,1) NOT NULL, Note NVARCHAR(MAX));\nGO"],
  [
    "mysql",
    "CREATE TABLE `orders` (id INT UNSIGNED NOT NULL AUTO_INCREMENT, PRIMARY KEY (id)) ENGINE=InnoDB;",
  ],
  ["postgres", "CREATE TABLE orders (id bigserial PRIMARY KEY, payload jsonb, tags text[]);"],
  ["clickhouse", "CREATE TABLE events (id UUID, at DateTime('UTC')) ENGINE = MergeTree ORDER BY at;"],
  ["clickhouse", "CREATE TABLE hits (site LowCardinality(String), n UInt64) ENGINE = ReplacingMergeTree;"],
  ["sqlite", "PRAGMA foreign_keys = ON;\nCREATE TABLE t (id INTEGER PRIMARY KEY);"],
  ["sqlite", "CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL);"],
  ["sqlite", "CREATE TABLE t (id INTEGER PRIMARY KEY, at DATETIME DEFAULT CURRENT_TIMESTAMP);"],
  ["sqlite", "CREATE TABLE kv (k TEXT PRIMARY KEY, v BLOB) WITHOUT ROWID;"],
  ["sqlite", "CREATE TABLE t (id INTEGER PRIMARY KEY, n INT) STRICT;"],
];

describe("sqlDialectOf", () => {
  it.each(SAMPLES)("tells %s apart", (dialect, sql) => {
    expect(sqlDialectOf(sql)).toBe(dialect);
  });

  it("keeps MySQL's own engines MySQL: ClickHouse's marks are its engines and types, not ENGINE itself", () => {
    for (const engine of ["InnoDB", "MyISAM", "MEMORY", "ARCHIVE"])
      expect(sqlDialectOf(`CREATE TABLE t (id INT NOT NULL) ENGINE=${engine};`)).toBe("mysql");
  });

  it("a column named like another dialect's type stays PostgreSQL (sweep: a Hasura history's \"datetime\" column)", () => {
    for (const sql of [
      'CREATE TABLE "public"."reviews" ("id" serial NOT NULL, "datetime" timestamptz NOT NULL DEFAULT now());',
      "CREATE TABLE reviews (id serial, datetime timestamptz, blob bytea);",
      "ALTER TABLE reviews ADD COLUMN datetime timestamptz;",
      "ALTER TABLE reviews ADD datetime timestamptz;",
    ])
      expect(sqlDialectOf(sql), sql).toBe("postgres");
  });

  it("reads the statements, not the comments: a comment naming a STREAM stays PostgreSQL", () => {
    expect(sqlDialectOf("-- not a CREATE STREAM\n/* ENGINE=InnoDB */\nCREATE TABLE t (id int);")).toBe(
      "postgres",
    );
  });

  it("gives a reader to PostgreSQL, MySQL and SQL Server only", () => {
    expect(
      SAMPLES.map(([d]) => [d, sourceTypeOfDialect(sqlDialectOf(SAMPLES.find(([x]) => x === d)?.[1] ?? ""))]),
    ).toEqual([
      ["ksql", undefined],
      ["spark", undefined],
      ["bigquery", undefined],
      ["snowflake", undefined],
      ["clickhouse", undefined],
      ["clickhouse", undefined],
      ["mssql", "mssql"],
      ["mysql", "mysql"],
      ["postgres", "postgres"],
      ["clickhouse", undefined],
      ["clickhouse", undefined],
      ["sqlite", undefined],
      ["sqlite", undefined],
      ["sqlite", undefined],
      ["sqlite", undefined],
      ["sqlite", undefined],
    ]);
  });
});
