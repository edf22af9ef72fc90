import { afterAll, describe, expect, it } from "vitest";
import { ConfigRules, parseConfig } from "../../src/config/config.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";
import { readRepositoryAssets, SourceMap } from "../../src/sync/asset-reads.js";
import { fieldAt } from "./golden.js";

afterAll(() => closeReaders());

const read = (files: Record<string, string>, path: string, views: boolean) =>
  readAssets([{ path, sourceType: "postgres" }], {
    files: memorySource(files),
    dataSourceOf: () => "db",
    viewsOf: () => views,
  });

const SQL = [
  "CREATE SCHEMA reporting;", // 1
  "CREATE TABLE orders (",
  "  id bigint PRIMARY KEY,",
  "  customer_id bigint NOT NULL,",
  "  total numeric(12,2) NOT NULL,", // 5
  "  placed_at timestamptz NOT NULL",
  ");",
  "",
  "-- Orders of the last 30 days, for the dashboard.",
  "CREATE OR REPLACE VIEW", // 10
  "  recent_orders AS",
  "  SELECT id, customer_id, total FROM orders WHERE placed_at > now() - interval '30 days';",
  "COMMENT ON VIEW recent_orders IS 'Orders of the last 30 days.';",
  "CREATE MATERIALIZED VIEW reporting.daily_revenue AS",
  "  SELECT date_trunc('day', placed_at)::date AS day, sum(total) AS revenue, count(*) AS orders", // 15
  "  FROM orders GROUP BY 1",
  "WITH NO DATA;",
  "CREATE VIEW gone AS SELECT 1 AS one;",
  "DROP VIEW gone;",
  "ALTER VIEW recent_orders RENAME COLUMN total TO amount;", // 20
  "",
].join("\n");

describe("postgres views as assets (config rule `views: true`)", () => {
  it("reads views and materialized views from the catalog, at their CREATE VIEW lines", async () => {
    const { assets, diagnostics } = await read({ "schema.sql": SQL }, "schema.sql", true);
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => [a.path, a.line, a.schema.constraints?.relationKind])).toEqual([
      ["postgres.public.orders", 2, undefined],
      ["postgres.public.recent_orders", 11, "view"],
      ["postgres.reporting.daily_revenue", 14, "materialized view"],
    ]);
    const recent = assets[1];
    expect(recent?.schema.doc).toBe("Orders of the last 30 days.");
    // Types as Postgres derived them from the query; a view's columns are never NOT NULL in the catalog.
    expect(recent?.schema.fields?.map((f) => [f.name, f.type, f.optional ?? false, f.line])).toEqual([
      ["id", "int64", true, 11],
      ["customer_id", "int64", true, 11],
      ["amount", "decimal128", true, 20],
    ]);
    expect(fieldAt(recent, "amount")?.constraints).toMatchObject({
      precision: 12,
      scale: 2,
      renamedFrom: "total",
    });
    const daily = assets[2];
    expect(daily?.schema.fields?.map((f) => [f.name, f.type, f.line])).toEqual([
      ["day", "date32", 14],
      ["revenue", "decimal256", 14],
      ["orders", "int64", 14],
    ]);
  });

  it("leaves views out unless the rule asks for them", async () => {
    const { assets, diagnostics } = await read({ "schema.sql": SQL }, "schema.sql", false);
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path)).toEqual(["postgres.public.orders"]);
  });
});

describe("the `views` key of a config source rule", () => {
  it("reads a migration folder's views only under the rule that asks for them", async () => {
    const { config, diagnostics } = parseConfig(
      [
        "version: 1",
        "sources:",
        "  - glob: db/migrations/*.sql",
        "    type: postgres",
        "    migrations: true",
        "    views: true",
        "  - glob: legacy/*.sql",
        "    type: postgres",
        "  - glob: events/*.avsc",
        "    type: avro",
        "    views: true",
        "",
      ].join("\n"),
    );
    expect(diagnostics).toEqual([
      expect.objectContaining({
        line: 11,
        message: expect.stringMatching(/views: true needs type postgres, not avro/),
      }),
    ]);
    const files = {
      "db/migrations/V1__orders.sql": "CREATE TABLE orders (id bigint PRIMARY KEY, total numeric(12,2));\n",
      "db/migrations/V2__view.sql": "\nCREATE VIEW big_orders AS SELECT id FROM orders WHERE total > 100;\n",
      "legacy/old.sql": "CREATE TABLE old (id int);\nCREATE VIEW old_ids AS SELECT id FROM old;\n",
    };
    const sources = new SourceMap(new ConfigRules(config), "db");
    const source = memorySource(files);
    const assets = await readRepositoryAssets(
      { ...source, listAll: async (dir = "") => (await source.listAll?.(dir)) ?? [] },
      sources,
    );
    expect(assets.map((a) => [a.path, a.file, a.line])).toEqual([
      ["postgres.public.big_orders", "db/migrations/V2__view.sql", 2],
      ["postgres.public.orders", "db/migrations/V1__orders.sql", 1],
      ["postgres.public.old", "legacy/old.sql", 1],
    ]);
  });
});
