import { afterAll, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, type ReadAsset, readAssets } from "../../src/schema/index.js";

afterAll(() => closeReaders());

async function readFolder(files: Record<string, string>, path: string) {
  return readAssets([{ path, sourceType: "postgres" }], {
    files: memorySource(files),
    dataSourceOf: () => "db",
  });
}

const names = (assets: ReadAsset[]) => assets.map((a) => [a.path, a.schema.fields?.map((f) => f.name)]);

/** What Supabase's platform has before a project's first migration, each used as migrations use it. */
const SUPABASE_USES: { name: string; sql: string }[] = [
  {
    name: "auth.users by foreign key",
    sql: "alter table notes add column author uuid references auth.users (id);",
  },
  {
    name: "auth.uid() in a policy",
    sql: "create policy mine on notes for select using (auth.uid() = owner);",
  },
  {
    name: "auth.jwt() in a policy",
    sql: "create policy admin on notes using ((auth.jwt() ->> 'role') = 'admin');",
  },
  {
    name: "storage.buckets rows and a policy on storage.objects",
    sql: "insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true);\ncreate policy avatars on storage.objects for select to authenticated using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);",
  },
  {
    name: "the anon, authenticated and service_role roles",
    sql: "grant select on notes to anon;\ncreate policy p on notes for all to authenticated, service_role using (true);",
  },
  {
    name: "pgvector in the extensions schema, unqualified",
    sql: "create extension if not exists vector with schema extensions;\nalter table notes add column embedding vector(384);",
  },
  {
    name: "a shipped extension in the extensions schema",
    sql: 'create extension if not exists "pg_trgm" with schema extensions;\ncreate index notes_body on notes using gin (body extensions.gin_trgm_ops);',
  },
  {
    name: "a function of the extensions schema, unqualified",
    sql: 'create extension if not exists "uuid-ossp" with schema extensions;\nalter table notes add column ref uuid default uuid_generate_v4();',
  },
];

describe("Supabase: what the platform creates before the migrations (issue 47)", () => {
  it.each(SUPABASE_USES)(
    "$name",
    async ({ sql }) => {
      const { assets, diagnostics } = await readFolder(
        {
          "supabase/migrations/20240101000000_notes.sql":
            "create table public.notes (id bigint primary key, owner uuid, body text);\nalter table public.notes enable row level security;\n",
          "supabase/migrations/20240102000000_use.sql": `${sql}\n`,
          "supabase/migrations/20240103000000_later.sql":
            "create table public.later (id bigint primary key);\n",
        },
        "supabase/migrations",
      );
      expect(diagnostics).toEqual([]);
      // The platform's tables stand in and are no assets.
      expect(assets.map((a) => a.path)).toEqual(["postgres.public.later", "postgres.public.notes"]);
    },
    120_000,
  );
});

describe("drizzle-kit: the journal is the set and the order (issue 47)", () => {
  const journal = (tags: string[]) =>
    JSON.stringify({
      version: "7",
      dialect: "postgresql",
      entries: tags.map((tag, idx) => ({
        idx,
        version: "7",
        when: 1700000000000 + idx,
        tag,
        breakpoints: true,
      })),
    });

  it("replays only the journal's migrations, in its order; a stray file is never applied", async () => {
    const { assets, diagnostics } = await readFolder(
      {
        "drizzle/meta/_journal.json": journal(["0000_first", "0001_second"]),
        "drizzle/0000_first.sql": "CREATE TABLE t (id integer);\n",
        "drizzle/0001_second.sql": "ALTER TABLE t ADD COLUMN c text;\n",
        // Generated and then abandoned: not in the journal, drizzle-kit never applies it.
        "drizzle/0000_stray.sql": "ALTER TABLE t ADD COLUMN c text;\n",
      },
      "drizzle",
    );
    expect(diagnostics).toEqual([]);
    expect(names(assets)).toEqual([["postgres.public.t", ["id", "c"]]]);
  }, 120_000);

  it("orders by the journal's idx, not by the file names", async () => {
    const { assets, diagnostics } = await readFolder(
      {
        "drizzle/meta/_journal.json": journal(["0001_create", "0000_alter"]),
        "drizzle/0001_create.sql": "CREATE TABLE t (id integer);\n",
        "drizzle/0000_alter.sql": "ALTER TABLE t ADD COLUMN c text;\n",
      },
      "drizzle",
    );
    expect(diagnostics).toEqual([]);
    expect(names(assets)).toEqual([["postgres.public.t", ["id", "c"]]]);
  }, 120_000);

  it("without a readable journal the folder is a plain history (natural order)", async () => {
    const { diagnostics } = await readFolder(
      {
        "drizzle/meta/_journal.json": "{ not json",
        "drizzle/0001_create.sql": "CREATE TABLE t (id integer);\n",
        "drizzle/0000_alter.sql": "ALTER TABLE t ADD COLUMN c text;\n",
      },
      "drizzle",
    );
    expect(diagnostics).toMatchObject([{ file: "drizzle/0000_alter.sql", severity: "error" }]);
  }, 120_000);
});

describe("a pg_dump in a folder empties the search path for itself only (issue 47)", () => {
  it.each([
    ["set_config", "SELECT pg_catalog.set_config('search_path', '', false);"],
    ["SET", "SET search_path = '';"],
  ])(
    "%s: the next file's unqualified names go to public",
    async (_, empties) => {
      const { assets, diagnostics } = await readFolder(
        {
          "sql/01_schema.sql": `${empties}\nCREATE TABLE public.users (id bigint NOT NULL);\n`,
          "sql/02_extra.sql": "CREATE TABLE notes (id bigint NOT NULL, body text);\n",
        },
        "sql",
      );
      expect(diagnostics).toEqual([]);
      expect(assets.map((a) => a.path)).toEqual(["postgres.public.notes", "postgres.public.users"]);
    },
    120_000,
  );
});
