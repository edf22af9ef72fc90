import { afterAll, describe, expect, it } from "vitest";
import { directorySource, memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";
import { expectGolden, fieldAt, repoRoot } from "./golden.js";

const files = directorySource(repoRoot);
const read = (path: string, dataSource = "prod.db:5432") =>
  readAssets([{ path, sourceType: "postgres" }], { files, dataSourceOf: () => dataSource });

afterAll(closeReaders);

describe("postgres reader (PGlite)", () => {
  it("reads a CREATE TABLE file into the golden trees", async () => {
    const result = await read("fixtures/schemas/postgres/tables/shop.sql");
    expect(result.diagnostics).toEqual([]);
    await expectGolden("postgres/golden/tables.json", result);
  });

  it("maps types the way Recap does", async () => {
    const { assets } = await read("fixtures/schemas/postgres/tables/shop.sql");
    const customers = assets.find((a) => a.path === "postgres.public.customers");
    const orders = assets.find((a) => a.path === "postgres.public.Orders");
    expect(customers?.resourceName).toBe("postgres://prod.db:5432:postgres.public.customers");
    expect(fieldAt(customers, "id")).toMatchObject({ type: "int64", constraints: { autoIncrement: true } });
    expect(fieldAt(customers, "created_at")).toMatchObject({
      type: "timestamp64",
      constraints: { timezone: "UTC" },
    });
    expect(fieldAt(customers, "name")).toMatchObject({
      type: "string",
      optional: true,
      constraints: { maxLength: 100 },
    });
    expect(fieldAt(customers, "email")).toMatchObject({
      constraints: { domain: "email", maxLength: 254 },
      line: 8,
    });
    expect(fieldAt(orders, "total")).toMatchObject({
      type: "decimal128",
      doc: "Sum of line amounts, in the order currency.",
      constraints: { precision: 12, scale: 2 },
    });
    expect(fieldAt(orders, "status")).toMatchObject({
      type: "enum",
      constraints: { symbols: ["new", "paid", "shipped"] },
    });
    expect(fieldAt(orders, "tags.element").type).toBe("string");
    expect(orders?.schema.doc).toBe("One row per order.");
  });

  it("replays a migration folder in natural order, skipping down migrations", async () => {
    const result = await read("fixtures/schemas/postgres/migrations");
    expect(result.diagnostics).toEqual([]);
    await expectGolden("postgres/golden/migrations.json", result);
    const accounts = result.assets.find((a) => a.path === "postgres.billing.accounts");
    // V10 ran after V2: balance was widened, and the down migration did not drop the table.
    expect(fieldAt(accounts, "balance")).toMatchObject({
      constraints: { precision: 14, scale: 4 },
      file: "fixtures/schemas/postgres/migrations/V10__rename_and_drop.sql",
      line: 1,
    });
    expect(fieldAt(accounts, "owner_name")).toMatchObject({
      doc: "Legal name of the account holder.",
      line: 5,
    });
    expect(accounts?.schema.fields?.map((f) => f.name)).toEqual(["id", "owner_name", "balance", "currency"]);
    expect(result.assets.map((a) => a.path).sort()).toEqual([
      "postgres.billing.accounts",
      "postgres.billing.bills",
    ]);
  });

  it("reports a rejected statement at its line and keeps the other tables", async () => {
    const result = await read("fixtures/schemas/postgres/malformed/broken.sql");
    expect(result.diagnostics).toEqual([
      {
        file: "fixtures/schemas/postgres/malformed/broken.sql",
        line: 7,
        severity: "error",
        message: 'Postgres rejected the statement: type "numerc" does not exist',
        // The failing statement itself, so a pull request is judged on whether it changed it.
        statement: "CREATE TABLE bad_one (\n  id int,\n  amount numerc(10, 2)\n)",
      },
    ]);
    expect(result.assets.map((a) => a.path)).toEqual([
      "postgres.public.good_one",
      "postgres.public.good_two",
    ]);
  });

  it("starts every read from an empty database", async () => {
    const mem = memorySource({
      "a.sql": "CREATE TABLE only_in_a (id int);",
      "b.sql": "CREATE TABLE only_in_b (id int);",
    });
    const first = await readAssets(["a.sql"], { files: mem, dataSourceOf: () => "db" });
    const second = await readAssets(["b.sql"], { files: mem, dataSourceOf: () => "db" });
    expect(first.assets.map((a) => a.path)).toEqual(["postgres.public.only_in_a"]);
    expect(second.assets.map((a) => a.path)).toEqual(["postgres.public.only_in_b"]);
  });

  it("takes the database name from the data source or the request", async () => {
    const mem = memorySource({ "t.sql": "CREATE TABLE t (id int);" });
    const fromSource = await readAssets(["t.sql"], { files: mem, dataSourceOf: () => "prod.db:5432/shop" });
    expect(fromSource.assets[0]?.resourceName).toBe("postgres://prod.db:5432/shop:shop.public.t");
    const fromOption = await readAssets(["t.sql"], {
      files: mem,
      dataSourceOf: () => "prod.db:5432",
      database: "sales",
    });
    expect(fromOption.assets[0]?.path).toBe("sales.public.t");
  });
});
