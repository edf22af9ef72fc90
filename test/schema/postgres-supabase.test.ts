import { afterAll, describe, expect, it } from "vitest";
import { memorySource } from "../../src/schema/fs-source.js";
import { closeReaders, readAssets } from "../../src/schema/index.js";

afterAll(() => closeReaders());

// A supabase project's migrations in small (supabase/migrations/*.sql): pgvector, roles, grants,
// publications, row-level security, and tables that refer to auth.users.
const MIGRATIONS = {
  "supabase/migrations/20240101000000_init.sql": [
    "create extension if not exists vector with schema extensions;",
    "create table public.profiles (",
    "  id uuid not null references auth.users on delete cascade,",
    "  username text unique,",
    "  primary key (id)",
    ");",
    "alter table public.profiles enable row level security;",
    'create policy "own profile" on public.profiles for select using (auth.uid() = id);',
    "grant select on public.profiles to anon, authenticated;",
    "",
  ].join("\n"),
  "supabase/migrations/20240102000000_documents.sql": [
    "create table public.documents (",
    "  id bigserial primary key,",
    "  owner uuid references auth.users (id),",
    "  content text not null,",
    "  embedding extensions.vector(1536)",
    ");",
    "create index on public.documents using hnsw (embedding extensions.vector_cosine_ops);",
    "alter publication supabase_realtime add table public.documents;",
    "",
  ].join("\n"),
};

describe("supabase-style migrations (issue 32)", () => {
  it("reads a table with a pgvector column, the column an opaque type keeping its dimension", async () => {
    const { assets, diagnostics } = await readAssets(
      [{ path: "supabase/migrations", sourceType: "postgres" }],
      {
        files: memorySource(MIGRATIONS),
        dataSourceOf: () => "db",
      },
    );
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => a.path)).toEqual(["postgres.public.documents", "postgres.public.profiles"]);
    const documents = assets.find((a) => a.path === "postgres.public.documents");
    expect(documents?.schema.fields?.map((f) => [f.name, f.type, f.constraints?.physicalType])).toEqual([
      ["id", "int64", "bigint"],
      ["owner", "uuid", "uuid"],
      ["content", "string", "text"],
      ["embedding", "unknown", "extensions.vector(1536)"],
    ]);
    const embedding = documents?.schema.fields?.find((f) => f.name === "embedding");
    expect(embedding).toMatchObject({ optional: true, line: 5 });
    expect(documents?.file).toBe("supabase/migrations/20240102000000_documents.sql");
  }, 120_000);

  it("reads a project's own auth schema as its own, not the stand-in", async () => {
    const { assets, diagnostics } = await readAssets([{ path: "db", sourceType: "postgres" }], {
      files: memorySource({
        "db/001.sql": "create schema auth;\ncreate table auth.users (id uuid primary key, login text);\n",
        "db/002.sql": "create table orders (id int primary key, buyer uuid references auth.users (id));\n",
      }),
      dataSourceOf: () => "db",
    });
    expect(diagnostics).toEqual([]);
    expect(assets.map((a) => [a.path, a.schema.fields?.map((f) => f.name)])).toEqual([
      ["postgres.auth.users", ["id", "login"]],
      ["postgres.public.orders", ["id", "buyer"]],
    ]);
  }, 120_000);
});
