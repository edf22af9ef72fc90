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

async function readCorpus(corpus: string, path: string, sourceType: SourceType, options = { views: false }) {
  const t0 = performance.now();
  const result = await readAssets([{ path, sourceType }], {
    files,
    dataSourceOf: () => "corpus",
    viewsOf: () => options.views,
  });
  figures.push({
    corpus,
    files: path.endsWith(".sql") ? 1 : (await files.list(path)).length,
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
  it("Postgres, a real-sized pg_dump: schemas, serial and identity, partitions, views, functions, a trigger, COPY, psql meta-commands", async () => {
    const { assets, diagnostics } = await readCorpus(
      "postgres ticketing dump",
      "test/corpus/postgres/ticketing-dump.sql",
      "postgres",
      { views: true },
    );
    expect(diagnostics).toEqual([]);
    // Partitions are read once, as their parent; views only because the rule asks for them.
    expect(assets.map((a) => [a.path, a.line, a.schema.constraints?.relationKind])).toEqual([
      ["postgres.audit.change", 129, undefined],
      ["postgres.public.customer", 189, undefined],
      ["postgres.sales.customer_ltv", 326, "materialized view"],
      ["postgres.sales.event", 236, undefined],
      ["postgres.sales.event_sales", 310, "view"],
      ["postgres.sales.ticket", 271, undefined],
    ]);
    const customer = assets[1];
    expect(customer?.schema.doc).toBe("People who buy tickets.");
    expect(columns(customer)).toEqual([
      ["id", "int32", false, 190],
      ["public_id", "uuid", false, 191],
      ["email", "string", false, 192],
      ["full_name", "string", false, 193],
      ["phone", "string", true, 194],
      ["marketing_opt_in", "bool", false, 195],
      ["created_at", "timestamp64", false, 196],
      ["updated_at", "timestamp64", false, 197],
    ]);
    // The old-style serial: a sequence OWNED BY the column and a DEFAULT set after the table.
    expect(fieldAt(customer, "id").constraints).toEqual({
      physicalType: "integer",
      default: "nextval('customer_id_seq'::regclass)",
      autoIncrement: true,
      primaryKey: true,
    });
    expect(fieldAt(customer, "email").constraints).toEqual({ physicalType: "text", domain: "email" });
    const ticket = assets[5];
    expect(columns(ticket)).toEqual([
      ["id", "int64", false, 272],
      ["event_id", "int32", false, 273],
      ["customer_id", "int32", false, 274],
      ["state", "enum", false, 275],
      ["price", "struct", false, 276],
      ["seat", "string", true, 277],
      ["price_cents", "int64", true, 278],
      ["bought_at", "timestamp64", true, 279],
    ]);
    expect(fieldAt(ticket, "id").constraints).toEqual({
      physicalType: "bigint",
      identity: "ALWAYS",
      primaryKey: true,
    });
    expect(fieldAt(ticket, "state").constraints?.symbols).toEqual(["reserved", "paid", "refunded", "void"]);
    expect(fieldAt(ticket, "price").fields?.map((f) => [f.name, f.type])).toEqual([
      ["amount", "decimal128"],
      ["currency", "string"],
    ]);
    expect(fieldAt(ticket, "seat").doc).toBe("Row and number, e.g. K12; NULL for standing tickets.");
    expect(fieldAt(ticket, "price_cents").constraints?.generated).toBe(
      "(((price).amount * (100)::numeric))::bigint",
    );
    expect(columns(assets[0])).toEqual([
      ["id", "int64", false, 130],
      ["table_name", "string", false, 131],
      ["row_id", "string", false, 132],
      ["changed_at", "timestamp64", false, 133],
      ["diff", "string", true, 134],
    ]);
    expect(fieldAt(assets[0], "id").constraints).toMatchObject({ identity: "BY DEFAULT", primaryKey: true });
    // Views: the catalog's types of the query's columns (never NOT NULL), placed at the view's name.
    expect(columns(assets[4])).toEqual([
      ["event_id", "int32", true, 310],
      ["title", "string", true, 310],
      ["tickets_sold", "int64", true, 310],
      ["revenue", "decimal256", true, 310],
    ]);
    expect(columns(assets[2])).toEqual([
      ["customer_id", "int32", true, 326],
      ["email", "string", true, 326],
      ["lifetime_value", "decimal256", true, 326],
    ]);
  }, 120_000);

  it("Postgres, five years of golang-migrate migrations: renames, retypes, enum values, backfills, drops, a view", async () => {
    const { assets, diagnostics } = await readCorpus(
      "postgres migrations (12 up, 3 down)",
      "test/corpus/postgres/migrations",
      "postgres",
      { views: true },
    );
    expect(diagnostics).toEqual([]);
    const m = (n: string) => `test/corpus/postgres/migrations/${n}.up.sql`;
    expect(assets.map((a) => [a.path, a.file, a.line])).toEqual([
      ["postgres.public.order_items", m("000006_products"), 10],
      ["postgres.public.order_summary", m("000012_order_summary_view"), 2],
      ["postgres.public.orders", m("000002_create_orders"), 2],
      ["postgres.public.products", m("000006_products"), 2],
      ["postgres.public.users", m("000001_create_users"), 2],
    ]);
    const where = (asset: ReadAsset | undefined) =>
      asset?.schema.fields?.map((f) => [f.name, f.type, f.optional === true, f.file ?? asset.file, f.line]);
    const orders = assets[2];
    expect(where(orders)).toEqual([
      ["id", "int64", false, m("000010_widen_ids"), 3],
      ["user_id", "int32", false, m("000002_create_orders"), 4],
      ["status", "enum", false, m("000004_order_status_enum"), 8],
      ["created_at", "timestamp64", false, m("000002_create_orders"), 7],
      ["total_cents", "int64", false, m("000007_money_as_cents"), 2],
    ]);
    expect(fieldAt(orders, "status").constraints).toEqual({
      physicalType: "order_status",
      symbols: ["new", "paid", "shipped", "refunded"],
      default: "'new'::order_status",
    });
    expect(orders?.dropped).toEqual({ total: { file: m("000007_money_as_cents"), line: 5 } });
    const users = assets[4];
    expect(where(users)).toEqual([
      ["id", "int32", false, m("000001_create_users"), 3],
      ["email", "string", false, m("000001_create_users"), 4],
      ["full_name", "string", true, m("000005_rename_users_name"), 2],
      ["created_at", "timestamp64", false, m("000001_create_users"), 6],
      ["updated_at", "timestamp64", true, m("000009_functions"), 2],
    ]);
    expect(fieldAt(users, "full_name").constraints?.renamedFrom).toBe("name");
    expect(users?.dropped).toEqual({ phone: { file: m("000011_drop_legacy_phone"), line: 2 } });
    expect(where(assets[0])).toEqual([
      ["order_id", "int64", false, m("000010_widen_ids"), 4],
      ["product_id", "int64", false, m("000006_products"), 12],
      ["quantity", "int32", false, m("000006_products"), 13],
    ]);
    expect(columns(assets[1])).toEqual([
      ["id", "int64", true, 2],
      ["email", "string", true, 2],
      ["status", "enum", true, 2],
      ["total_cents", "int64", true, 2],
      ["items", "int64", true, 2],
    ]);
  }, 120_000);
});
