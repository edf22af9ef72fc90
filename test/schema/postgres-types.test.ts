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

  // The types of PostgreSQL's own a read uses are looked up once per process (by the set of them);
  // a read's own types every time, though a later read may name them alike and hold other labels.
  it("reads built-in arrays alike in later reads, and each read's own enum with its own labels", async () => {
    const read = async (path: string, ddl: string) => {
      const { assets, diagnostics } = await readAssets([{ path, sourceType: "postgres" }], {
        files: memorySource({ [path]: ddl }),
        dataSourceOf: () => "prod.db:5432",
      });
      expect(diagnostics).toEqual([]);
      return assets[0];
    };
    const builtIn = "CREATE TABLE tagged (id bigint, tags text[], scores numeric(5,2)[]);\n";
    for (const path of ["db/first.sql", "db/second.sql"]) {
      const tagged = await read(path, builtIn);
      expect(fieldAt(tagged, "tags")).toMatchObject({ type: "list" });
      expect(fieldAt(tagged, "tags.element")).toMatchObject({ type: "string" });
      expect(fieldAt(tagged, "scores.element")).toMatchObject({ type: "decimal128" });
    }
    for (const labels of [["a", "b"], ["c"]]) {
      // A fresh PGlite for each: both enums then get the same type id.
      await closeReaders();
      const table = await read(
        `db/${labels.join("")}.sql`,
        `CREATE TYPE state AS ENUM (${labels.map((l) => `'${l}'`).join(", ")});\nCREATE TABLE t (s state, ss state[]);\n`,
      );
      expect(fieldAt(table, "s")).toMatchObject({ type: "enum", constraints: { symbols: labels } });
      expect(fieldAt(table, "ss.element")).toMatchObject({ type: "enum", constraints: { symbols: labels } });
    }
  });
});
