import { describe, expect, it } from "vitest";
import type { SourceType } from "../../src/api/source-types.js";
import { memorySource } from "../../src/schema/fs-source.js";
import { readAssets } from "../../src/schema/index.js";

// A MySQL or SQL Server migration folder (a `migrations: true` rule) is read file by file, each
// file's ALTER TABLE and DROP TABLE applied to the tables of the files before it.

async function history(sourceType: SourceType, files: Record<string, string>) {
  const read = await readAssets([{ path: "db", sourceType }], {
    files: memorySource(files),
    dataSourceOf: () => "d",
  });
  const table = (path: string) => read.assets.find((a) => a.path === path);
  return { ...read, table };
}

describe("MySQL and SQL Server migration folders", () => {
  it("SQL Server: ADD, DROP COLUMN, ALTER COLUMN and DROP TABLE in a later file", async () => {
    const { assets, diagnostics, table } = await history("mssql", {
      "db/001_create.sql": [
        "CREATE TABLE [Sales].[Order] (",
        "  [OrderId] INT NOT NULL PRIMARY KEY,",
        "  [Status] VARCHAR(20) NOT NULL,",
        "  [Legacy] INT NULL",
        ");",
        "GO",
        "CREATE TABLE [Sales].[Scratch] ([Id] INT NOT NULL);",
      ].join("\n"),
      "db/002_change.sql": [
        "ALTER TABLE [Sales].[Order] ADD [Note] NVARCHAR(200) NULL;",
        "GO",
        "ALTER TABLE [Sales].[Order] DROP COLUMN [Legacy];",
        "GO",
        "ALTER TABLE [Sales].[Order] ALTER COLUMN [Status] VARCHAR(40) NOT NULL;",
        "GO",
        "DROP TABLE [Sales].[Scratch];",
      ].join("\n"),
    });
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path)).toEqual(["Sales.Order"]);
    const order = table("Sales.Order");
    expect(order?.file).toBe("db/001_create.sql");
    expect(
      order?.schema.fields?.map((f) => [f.name, f.type, f.optional ?? false, f.file ?? order.file, f.line]),
    ).toEqual([
      ["OrderId", "int32", false, "db/001_create.sql", 2],
      ["Status", "string", false, "db/002_change.sql", 5],
      ["Note", "string", true, "db/002_change.sql", 1],
    ]);
    expect(order?.schema.fields?.[1]?.constraints).toMatchObject({
      maxLength: 40,
      physicalType: "VARCHAR(40)",
    });
    // Where the column went, so that a finding about it points at the drop.
    expect(order?.dropped).toEqual({ Legacy: { file: "db/002_change.sql", line: 3 } });
  });

  it("MySQL: RENAME TO and RENAME COLUMN keep the table's and the column's history", async () => {
    const { assets, table } = await history("mysql", {
      "db/V1__create.sql": "CREATE TABLE venues (id int NOT NULL PRIMARY KEY, capacity int);\n",
      "db/V2__rename.sql":
        "ALTER TABLE venues RENAME TO venue;\nALTER TABLE venue RENAME COLUMN capacity TO seats;\n",
    });
    expect(assets.map((a) => [a.path, a.resourceName])).toEqual([["venue", "mysql://d:venue"]]);
    expect(table("venue")?.schema.fields?.map((f) => [f.name, f.constraints?.renamedFrom])).toEqual([
      ["id", undefined],
      ["seats", "capacity"],
    ]);
  });
});
