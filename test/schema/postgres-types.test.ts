import { afterAll, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";
import { fieldAt } from "./golden.js";

afterAll(closeReaders);

// The catalog read looks up only the types the columns use and what those reach (elements,
// domain bases, composite attributes): each reach is asserted here, one level and two deep.
const DDL = `CREATE TYPE mood AS ENUM ('happy', 'sad');
CREATE DOMAIN short_text AS varchar(20);
CREATE DOMAIN label AS short_text CHECK (VALUE <> '');
CREATE TYPE point2 AS (x double precision, y double precision);
CREATE TYPE weather AS ENUM ('sun', 'rain');
CREATE DOMAIN code AS char(3);
CREATE TYPE corner AS (code code, skies weather[]);
CREATE TYPE place AS (name label, at point2, moods mood[], corner corner);
CREATE TABLE visits (
  id bigint PRIMARY KEY,
  mood mood NOT NULL,
  moods mood[],
  label label,
  place place,
  route point2[],
  counts integer[]
);
`;

describe("postgres reader: user types the columns reach", () => {
  it("maps enums, domains over domains, nested composites and arrays of each", async () => {
    const { assets, diagnostics } = await readAssets([{ path: "db/visits.sql", sourceType: "postgres" }], {
      files: memorySource({ "db/visits.sql": DDL }),
      dataSourceOf: () => "prod.db:5432",
    });
    expect(diagnostics).toEqual([]);
    const visits = assets.find((a) => a.path === "postgres.public.visits");
    expect(fieldAt(visits, "mood")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["happy", "sad"] },
    });
    expect(fieldAt(visits, "moods")).toMatchObject({ type: "list", optional: true });
    expect(fieldAt(visits, "moods.element")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["happy", "sad"] },
    });
    expect(fieldAt(visits, "label")).toMatchObject({
      type: "string",
      constraints: { domain: "label", maxLength: 20 },
    });
    expect(fieldAt(visits, "place")).toMatchObject({ type: "struct", alias: "place" });
    expect(fieldAt(visits, "place.name")).toMatchObject({
      type: "string",
      constraints: { domain: "label", maxLength: 20 },
    });
    expect(fieldAt(visits, "place.at")).toMatchObject({ type: "struct", alias: "point2" });
    expect(fieldAt(visits, "place.at.x")).toMatchObject({ type: "float64" });
    expect(fieldAt(visits, "place.moods.element")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["happy", "sad"] },
    });
    // Reached only through a composite's attributes (no column of the table names them).
    expect(fieldAt(visits, "place.corner")).toMatchObject({ type: "struct", alias: "corner" });
    expect(fieldAt(visits, "place.corner.code")).toMatchObject({
      type: "string",
      constraints: { domain: "code", maxLength: 3, fixedLength: true },
    });
    expect(fieldAt(visits, "place.corner.skies.element")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["sun", "rain"] },
    });
    expect(fieldAt(visits, "route.element")).toMatchObject({ type: "struct", alias: "point2" });
    expect(fieldAt(visits, "route.element.y")).toMatchObject({ type: "float64" });
    expect(fieldAt(visits, "counts.element")).toMatchObject({ type: "int32" });
  });
});
