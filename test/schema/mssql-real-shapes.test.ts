import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { readAssets } from "../../src/schema/index.js";

// One script with the constructs of Sakila for SQL Server, Wide World Importers and AdventureWorks
// that the reader lost (issue 32), written for this test in their shape.
const SCRIPT = readFileSync(new URL("./mssql/real-shapes.mssql.sql", import.meta.url), "utf8");

async function tables() {
  const { assets, diagnostics } = await readAssets(["db/real-shapes.mssql.sql"], {
    files: memorySource({ "db/real-shapes.mssql.sql": SCRIPT }),
    dataSourceOf: () => "d",
  });
  const field = (table: string, name: string) =>
    assets.find((a) => a.path === table)?.schema.fields?.find((f) => f.name === name);
  return { assets, diagnostics, field };
}

describe("SQL Server scripts of real databases", () => {
  it("reads every table", async () => {
    const { assets, diagnostics } = await tables();
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path)).toEqual(["language", "film", "Application.Cities", "Person.Address"]);
  });

  it("Sakila: FOREIGN KEY ... REFERENCES a table named like a keyword, inline and as a table constraint", async () => {
    const { field, assets } = await tables();
    expect(assets.find((a) => a.path === "film")?.schema.fields?.map((f) => f.name)).toEqual([
      "film_id",
      "title",
      "language_id",
      "original_language_id",
      "rental_duration",
      "rating",
      "last_update",
    ]);
    expect(field("film", "language_id")).toMatchObject({ type: "int8", line: 11 });
    expect(field("film", "language_id")?.optional).toBeUndefined();
    expect(field("film", "original_language_id")).toMatchObject({ type: "int8", optional: true });
    expect(field("film", "rental_duration")?.constraints?.default).toBe(3);
  });

  it("Wide World Importers: a named DEFAULT (NEXT VALUE FOR seq), a temporal table's period and storage options", async () => {
    const { field } = await tables();
    expect(field("Application.Cities", "CityID")?.constraints).toMatchObject({
      default: "NEXT VALUE FOR [Sequences].[CityID]",
      primaryKey: true,
    });
    expect(field("Application.Cities", "ValidFrom")).toMatchObject({ type: "timestamp64", line: 29 });
    expect(field("Application.Cities", "Location")?.type).toBe("unknown");
  });

  it("AdventureWorks: a user-defined type and named inline DEFAULT constraints", async () => {
    const { field } = await tables();
    expect(field("Person.Address", "FirstName")).toMatchObject({
      type: "string",
      constraints: { maxLength: 50 },
    });
    expect(field("Person.Address", "rowguid")).toMatchObject({
      type: "uuid",
      constraints: { default: "NEWID()" },
    });
  });
});
