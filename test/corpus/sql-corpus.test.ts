import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import type { SourceType } from "../../src/api/source-types.js";
import { directorySource } from "../../src/schema/fs-source.js";
import { closeReaders, type ReadAsset, readAssets } from "../../src/schema/index.js";
import { fieldAt, repoRoot } from "../schema/golden.js";

/**
 * SQL corpora written after real public schemas (Chinook's MySQL script,
 * SQL Server sample databases, pg_dump output); our own text, see the files'
 * headers. Each is read whole; a few assets are compared field by field.
 */
const files = directorySource(repoRoot);
const figures: { corpus: string; files: number; assets: number; diagnostics: number; ms: number }[] = [];

async function readCorpus(corpus: string, path: string, sourceType: SourceType) {
  const t0 = performance.now();
  const result = await readAssets([{ path, sourceType }], { files, dataSourceOf: () => "corpus" });
  figures.push({
    corpus,
    files: 1,
    assets: result.assets.length,
    diagnostics: result.diagnostics.length,
    ms: Math.round(performance.now() - t0),
  });
  return result;
}

const columns = (asset: ReadAsset | undefined) =>
  asset?.schema.fields?.map((f) => [f.name, f.type, f.optional === true, f.line]);

afterAll(async () => {
  await closeReaders();
  console.table(figures);
});

describe("SQL corpora", () => {
  it("MySQL, a Chinook-style script: all 11 tables (NVARCHAR, SERIAL, BOOL, VARCHAR(n) BINARY)", async () => {
    const { assets, diagnostics } = await readCorpus(
      "mysql music-store",
      "fixtures/corpus/mysql/music-store.mysql.sql",
      "mysql",
    );
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path).sort()).toEqual(
      [
        "Album",
        "Artist",
        "Customer",
        "Employee",
        "Genre",
        "Invoice",
        "InvoiceLine",
        "MediaType",
        "Playlist",
        "PlaylistTrack",
        "Track",
      ].sort(),
    );
    const customer = assets.find((a) => a.path === "Customer");
    expect(columns(customer)).toEqual([
      ["CustomerId", "int32", false, 39],
      ["FirstName", "string", false, 40],
      ["LastName", "string", false, 41],
      ["Company", "string", true, 42],
      ["Country", "string", true, 43],
      ["PostalCode", "string", true, 44],
      ["Email", "string", false, 45],
      ["Newsletter", "bool", false, 46],
      ["SupportRepId", "int32", true, 47],
    ]);
    expect(fieldAt(customer, "FirstName").constraints).toEqual({
      physicalType: "NVARCHAR(40)",
      maxLength: 40,
    });
    expect(fieldAt(customer, "PostalCode").constraints).toEqual({
      physicalType: "VARCHAR(10)",
      maxLength: 10,
    });
    expect(fieldAt(customer, "Newsletter").constraints).toEqual({ physicalType: "BOOLEAN", default: 0 });
    const invoice = assets.find((a) => a.path === "Invoice");
    expect(fieldAt(invoice, "InvoiceId")).toEqual({
      name: "InvoiceId",
      type: "uint64",
      line: 60,
      constraints: { physicalType: "BIGINT UNSIGNED", autoIncrement: true, primaryKey: true, unique: true },
    });
  });

  it("SQL Server, an AdventureWorks-style script: alias types, ROWGUIDCOL, named defaults, computed columns, keys added later", async () => {
    const { assets, diagnostics } = await readCorpus(
      "mssql cycle-works",
      "fixtures/corpus/mssql/cycle-works.mssql.sql",
      "mssql",
    );
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path)).toEqual(["Person.Person", "Sales.SalesOrderHeader", "Sales.Store"]);
    const person = assets[0];
    expect(columns(person)).toEqual([
      ["BusinessEntityID", "int32", false, 16],
      ["PersonType", "string", false, 17],
      ["NameStyle", "bool", false, 18],
      ["FirstName", "string", false, 19],
      ["LastName", "string", false, 20],
      ["EmailPromotion", "int32", false, 21],
      ["Demographics", "string", true, 22],
      ["rowguid", "uuid", false, 23],
      ["ModifiedDate", "timestamp64", false, 24],
    ]);
    expect(fieldAt(person, "BusinessEntityID").constraints).toEqual({
      physicalType: "INT",
      primaryKey: true,
    });
    expect(fieldAt(person, "NameStyle").constraints).toEqual({ physicalType: "BIT", default: 0 });
    expect(fieldAt(person, "FirstName").constraints).toEqual({ physicalType: "NVARCHAR(50)", maxLength: 50 });
    expect(fieldAt(person, "rowguid").constraints).toEqual({
      physicalType: "UNIQUEIDENTIFIER",
      default: "newid()",
    });
    const order = assets[1];
    expect(fieldAt(order, "SalesOrderID").constraints).toEqual({
      physicalType: "INT",
      identity: { seed: 1, increment: 1 },
      autoIncrement: true,
      primaryKey: true,
    });
    expect(fieldAt(order, "TotalDue")).toEqual({
      name: "TotalDue",
      type: "unknown",
      line: 35,
      constraints: { generated: "(isnull([SubTotal],(0)))" },
    });
    expect(fieldAt(order, "CreatedBy").constraints).toEqual({
      physicalType: "NVARCHAR(128)",
      maxLength: 128,
    });
    expect(fieldAt(order, "CustomerID").constraints).toEqual({ physicalType: "INT" });
  });

  it("Postgres, a pg_dump file: extensions, enums and domains of another schema, a partitioned table, COPY data", async () => {
    const { assets, diagnostics } = await readCorpus(
      "postgres bookshop dump",
      "fixtures/corpus/postgres/bookshop-dump.sql",
      "postgres",
    );
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path)).toEqual([
      "postgres.catalog.book",
      "postgres.public.customer",
      "postgres.public.purchase",
    ]);
    const book = assets[0];
    expect(book?.line).toBe(84);
    expect(book?.schema.fields).toEqual([
      {
        name: "id",
        type: "uuid",
        line: 85,
        constraints: { physicalType: "uuid", default: "public.gen_random_uuid()", primaryKey: true },
      },
      {
        name: "isbn",
        type: "string",
        line: 86,
        constraints: {
          physicalType: "character(13)",
          maxLength: 13,
          fixedLength: true,
          domain: "catalog.isbn13",
        },
      },
      {
        name: "title",
        type: "string",
        line: 87,
        doc: "Title as printed on the cover.",
        constraints: { physicalType: "text" },
      },
      {
        name: "format",
        type: "enum",
        line: 88,
        constraints: {
          physicalType: "catalog.format",
          symbols: ["hardcover", "paperback", "ebook"],
          default: "'paperback'::catalog.format",
        },
      },
      {
        name: "price",
        type: "decimal128",
        logical: "Decimal",
        optional: true,
        line: 89,
        constraints: { physicalType: "numeric(8,2)", precision: 8, scale: 2 },
      },
      {
        name: "published_on",
        type: "date32",
        logical: "Date",
        optional: true,
        line: 90,
        constraints: { physicalType: "date" },
      },
    ]);
    const customer = assets[1];
    expect(fieldAt(customer, "id").constraints).toEqual({
      physicalType: "bigint",
      identity: "ALWAYS",
      primaryKey: true,
    });
    expect(fieldAt(customer, "email")).toMatchObject({
      type: "string",
      constraints: { physicalType: "citext" },
    });
    expect(columns(assets[2])).toEqual([
      ["id", "int64", false, 136],
      ["customer_id", "int64", false, 137],
      ["book_id", "uuid", false, 138],
      ["bought_at", "timestamp64", false, 139],
    ]);
  }, 120_000);
});
