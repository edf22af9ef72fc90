// SQL from a pull request runs as PGlite's superuser and could redefine PostgreSQL's own functions,
// operators or types, so that the catalog read after it says what the SQL wants: a column whose
// type changed reading as before. Such a read yields nothing and says why (fail closed).
import { afterAll, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";

afterAll(() => closeReaders());

const read = (files: Record<string, string>, path: string) =>
  readAssets([{ path, sourceType: "postgres" }], { files: memorySource(files), dataSourceOf: () => "db" });

const FORGED_TYPE_NAMES =
  "CREATE OR REPLACE FUNCTION pg_catalog.format_type(oid, integer) RETURNS text LANGUAGE sql AS $$ SELECT 'bigint'::text $$;\n";

describe("SQL that changes PostgreSQL's own catalog is not read", () => {
  it("a file that redefines pg_catalog.format_type yields no asset and an error naming it", async () => {
    const { assets, diagnostics } = await read(
      { "ddl/orders.sql": `CREATE TABLE orders (id text NOT NULL);\n${FORGED_TYPE_NAMES}` },
      "ddl/orders.sql",
    );
    expect(assets).toEqual([]);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        file: "ddl/orders.sql",
        severity: "error",
        message: expect.stringMatching(
          /^this SQL changes PostgreSQL's own catalog \(pg_catalog function format_type\)/,
        ),
      }),
    ]);
  });

  it("so is a catalog row written by dynamic SQL in a DO block, and a later migration of a folder", async () => {
    const files = {
      "db/migrations/V1__orders.sql": "CREATE TABLE orders (id bigint NOT NULL);\n",
      "db/migrations/V2__hide.sql":
        "ALTER TABLE orders ALTER COLUMN id TYPE text;\nDO $$ BEGIN EXECUTE 'UPDATE pg_catalog.pg_operator SET oprcode = oprcode WHERE oid = 607'; END $$;\n",
    };
    const { assets, diagnostics } = await read(files, "db/migrations");
    expect(assets).toEqual([]);
    expect(diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("(pg_catalog operator =)")]);
  });

  it("functions, DO blocks and pg_catalog names that change nothing of it read as usual", async () => {
    const { assets, diagnostics } = await read(
      {
        "ddl/audit.sql": `CREATE FUNCTION public.touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TABLE audit (id pg_catalog.int8 NOT NULL, at timestamptz);
DO $$ BEGIN EXECUTE 'CREATE TABLE audit_log (id bigint)'; END $$;
SELECT pg_catalog.set_config('search_path', '', false);
`,
      },
      "ddl/audit.sql",
    );
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path).sort()).toEqual(["postgres.public.audit", "postgres.public.audit_log"]);
    expect(assets.find((a) => a.path.endsWith(".audit"))?.schema.fields?.[0]).toMatchObject({
      name: "id",
      type: "int64",
    });
  });

  it("leaves nothing behind: the next read on the same PGlite sees PostgreSQL's own format_type", async () => {
    await read({ "a.sql": `CREATE TABLE a (id text);\n${FORGED_TYPE_NAMES}` }, "a.sql");
    const { assets, diagnostics } = await read({ "b.sql": "CREATE TABLE b (id text NOT NULL);\n" }, "b.sql");
    expect(diagnostics).toEqual([]);
    expect(assets[0]?.schema.fields?.[0]).toMatchObject({ name: "id", type: "string" });
  });
});
