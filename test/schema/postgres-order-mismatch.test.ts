import { afterAll, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";
import { naturalCompare } from "../../src/schema/reader-helpers.js";
import { orderMismatches } from "../../src/schema/readers/postgres/migration-order.js";

afterAll(() => closeReaders());

const natural = (names: string[]) => names.map((n) => `db/m/${n}`).sort(naturalCompare);
const mismatches = (names: string[]) => orderMismatches(natural(names), "db/m").map((f) => f.slice(5));

// Folders as projects number them, each with the files string order applies elsewhere.
const FOLDERS: { name: string; files: string[]; named: string[] }[] = [
  {
    name: "one wider padded number among padded ones",
    files: ["001_a.sql", "002_b.sql", "0010_c.sql"],
    named: ["0010_c.sql"],
  },
  {
    name: "a narrower one that string order moves",
    files: ["0001_a.sql", "0002_b.sql", "0010_c.sql", "03_d.sql"],
    named: ["03_d.sql"],
  },
  {
    name: "a narrower one that string order keeps in place",
    files: ["0001_a.sql", "0002_b.sql", "0010_c.sql", "011_d.sql"],
    named: [],
  },
  {
    name: "padded alike (golang-migrate, drizzle-kit)",
    files: ["000001_a.up.sql", "000002_b.up.sql", "000010_c.up.sql"],
    named: [],
  },
  {
    name: "unpadded (string order already wrong at 10_)",
    files: ["1_a.sql", "2_b.sql", "10_c.sql"],
    named: [],
  },
  { name: "timestamps (Prisma, Rails-style)", files: ["20240101_a.sql", "20240315_b.sql"], named: [] },
  { name: "Flyway orders by version", files: ["V001__a.sql", "V0010__b.sql", "V002__c.sql"], named: [] },
  {
    name: "padded past the width without leading zero",
    files: ["098_a.sql", "099_b.sql", "100_c.sql"],
    named: [],
  },
  { name: "no numbers", files: ["create.sql", "alter.sql"], named: [] },
];

describe("natural order against string order in a numbered migration folder", () => {
  it.each(FOLDERS)("$name", ({ files, named }) => {
    expect(mismatches(files)).toEqual(named);
  });

  it("names exactly the files whose place differs and whose width is not the folder's, for every pair of widths", () => {
    for (let usual = 2; usual <= 5; usual++) {
      for (let odd = 2; odd <= 6; odd++) {
        const pad = (n: number, w: number) => String(n).padStart(w, "0");
        const files = [1, 2, 3].map((n) => `${pad(n, usual)}_x.sql`).concat(`${pad(10, odd)}_odd.sql`);
        const byString = [...files].sort();
        const moved =
          natural(files).findIndex((f) => f.endsWith("_odd.sql")) !==
          byString.indexOf(`${pad(10, odd)}_odd.sql`);
        expect(mismatches(files), `${usual} ${odd}`).toEqual(
          odd !== usual && moved ? [`${pad(10, odd)}_odd.sql`] : [],
        );
      }
    }
  });

  it("is an error at the file through the Postgres reader, the folder still read", async () => {
    const files = {
      "db/m/001_orders.sql": "CREATE TABLE orders (id int, currency char(3));",
      "db/m/002_drop_currency.sql": "ALTER TABLE orders DROP COLUMN currency;",
      "db/m/0010_currency_default.sql":
        "ALTER TABLE IF EXISTS orders ADD COLUMN IF NOT EXISTS currency char(3) NOT NULL DEFAULT 'EUR';",
    };
    const { assets, diagnostics } = await readAssets([{ path: "db/m", sourceType: "postgres" }], {
      files: memorySource(files),
      dataSourceOf: () => "db",
    });
    expect(assets.map((a) => a.path)).toEqual(["postgres.public.orders"]);
    expect(diagnostics).toEqual([
      {
        file: "db/m/0010_currency_default.sql",
        severity: "error",
        message: expect.stringMatching(/^its number is padded to another width than the folder's others/),
      },
    ]);
  }, 120_000);
});
