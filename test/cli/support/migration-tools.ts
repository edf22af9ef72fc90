// Small repositories laid out as each migration tool lays out a real project (modelled on public
// projects of each tool: file names, headers, the SQL each tool generates), with a breaking and a
// harmless pull request each. The users table's `name` column is the contracted field they narrow.

export interface ToolLayout {
  tool: string;
  /** The repository before onboarding. */
  base: Record<string, string>;
  /** The glob `init` writes for the history. */
  glob: string;
  /** The contract files `init` writes, sorted. */
  contracts: string[];
  /** Files a pull request writes that break a contracted column (the last one holds the break). */
  breaking: Record<string, string>;
  /** The contracted field that breaks. */
  field: string;
  harmless: Record<string, string>;
}

const FLYWAY = "src/main/resources/db/migration";

const STRUCTURE_SQL = (name: string, extra = "") => `SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET default_tablespace = '';
SET default_table_access_method = heap;

CREATE TABLE public.ar_internal_metadata (
    key character varying NOT NULL,
    value character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE public.schema_migrations (
    version character varying NOT NULL
);

CREATE TABLE public.users (
    id bigint NOT NULL,
    email character varying NOT NULL,
    name ${name},${extra}
    created_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE public.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;

ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);

ALTER TABLE ONLY public.ar_internal_metadata
    ADD CONSTRAINT ar_internal_metadata_pkey PRIMARY KEY (key);

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

SET search_path TO "$user", public;

INSERT INTO "schema_migrations" (version) VALUES
('20240101120000');
`;

const SQITCH_PLAN = (more = "") => `%syntax-version=1.0.0
%project=shop
%uri=https://example.com/shop/

users 2024-01-01T10:00:00Z Dev <dev@example.com> # Adds the users table.
orders [users] 2024-01-02T10:00:00Z Dev <dev@example.com> # Adds orders.
${more}`;

const SUPABASE_INIT = `-- Profiles of the users Supabase Auth keeps in auth.users.
create table public.profiles (
  id uuid not null references auth.users on delete cascade,
  username text unique,
  name text,
  updated_at timestamp with time zone,

  primary key (id)
);

alter table public.profiles enable row level security;

create policy "Public profiles are viewable by everyone." on profiles
  for select using (true);

create policy "Users can update own profile." on profiles
  for update using ((select auth.uid()) = id);

grant select on public.profiles to anon, authenticated;
`;

export const MIGRATION_TOOLS: ToolLayout[] = [
  {
    tool: "plain numbered folder",
    base: {
      "db/migrations/001_users.sql":
        "CREATE TABLE users (\n  id bigint PRIMARY KEY,\n  name text NOT NULL\n);\n",
    },
    glob: "db/migrations/*.sql",
    contracts: ["users.yaml"],
    breaking: { "db/migrations/002_narrow.sql": "ALTER TABLE users ALTER COLUMN name TYPE varchar(32);\n" },
    field: "name",
    harmless: { "db/migrations/002_index.sql": "CREATE INDEX users_name ON users (name);\n" },
  },
  {
    tool: "Flyway",
    base: {
      "pom.xml": "<project><artifactId>shop</artifactId></project>\n",
      [`${FLYWAY}/V1__create_users.sql`]:
        "CREATE TABLE users (\n    id BIGINT PRIMARY KEY,\n    email VARCHAR(255) NOT NULL\n);\n",
      [`${FLYWAY}/V1.1__add_name.sql`]: "ALTER TABLE users ADD COLUMN name TEXT;\n",
      [`${FLYWAY}/V2__create_orders.sql`]:
        "CREATE TABLE orders (\n    id BIGINT PRIMARY KEY,\n    user_id BIGINT NOT NULL REFERENCES users (id)\n);\n",
      // Repeatable: applied after every versioned one (by name it would come first, before users).
      [`${FLYWAY}/R__active_users.sql`]:
        "CREATE OR REPLACE VIEW active_users AS SELECT id, name FROM users;\n",
      // Undo (Flyway Teams): never applied to build the schema.
      [`${FLYWAY}/U2__create_orders.sql`]: "DROP TABLE orders;\n",
    },
    glob: `${FLYWAY}/*.sql`,
    contracts: ["orders.yaml", "users.yaml"],
    // V10 after V2, by version.
    breaking: {
      [`${FLYWAY}/V10__shorten_name.sql`]: "ALTER TABLE users ALTER COLUMN name TYPE VARCHAR(32);\n",
    },
    field: "name",
    harmless: { [`${FLYWAY}/V3__index_orders.sql`]: "CREATE INDEX orders_user ON orders (user_id);\n" },
  },
  {
    tool: "golang-migrate",
    base: {
      "go.mod": "module example.com/shop\n\ngo 1.22\n",
      "migrations/000001_create_users.up.sql":
        "CREATE TABLE IF NOT EXISTS users (\n  id bigserial PRIMARY KEY,\n  name text NOT NULL\n);\n",
      "migrations/000001_create_users.down.sql": "DROP TABLE IF EXISTS users;\n",
    },
    glob: "migrations/*.sql",
    contracts: ["users.yaml"],
    breaking: {
      "migrations/000002_shorten_name.down.sql": "ALTER TABLE users ALTER COLUMN name TYPE text;\n",
      "migrations/000002_shorten_name.up.sql": "ALTER TABLE users ALTER COLUMN name TYPE varchar(32);\n",
    },
    field: "name",
    harmless: {
      "migrations/000002_add_bio.down.sql": "ALTER TABLE users DROP COLUMN bio;\n",
      "migrations/000002_add_bio.up.sql": "ALTER TABLE users ADD COLUMN bio text;\n",
    },
  },
  {
    tool: "dbmate",
    base: {
      "db/migrations/20240101120000_create_users.sql":
        "-- migrate:up\ncreate table users (\n  id bigserial primary key,\n  name text not null\n);\n\n-- migrate:down\ndrop table users;\n",
    },
    glob: "db/migrations/*.sql",
    contracts: ["users.yaml"],
    breaking: {
      "db/migrations/20240301120000_shorten_name.sql":
        "-- migrate:up\nalter table users alter column name type varchar(32);\n\n-- migrate:down\nalter table users alter column name type text;\n",
    },
    field: "name",
    harmless: {
      "db/migrations/20240301120000_add_bio.sql":
        "-- migrate:up\nalter table users add column bio text;\n\n-- migrate:down\nalter table users drop column bio;\n",
    },
  },
  {
    tool: "Prisma",
    base: {
      "prisma/schema.prisma":
        'datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n\nmodel User {\n  id    Int     @id @default(autoincrement())\n  email String  @unique\n  name  String\n}\n',
      "prisma/migrations/migration_lock.toml": 'provider = "postgresql"\n',
      "prisma/migrations/20240101120000_init/migration.sql":
        '-- CreateTable\nCREATE TABLE "User" (\n    "id" SERIAL NOT NULL,\n    "email" TEXT NOT NULL,\n    "name" TEXT NOT NULL,\n\n    CONSTRAINT "User_pkey" PRIMARY KEY ("id")\n);\n\n-- CreateIndex\nCREATE UNIQUE INDEX "User_email_key" ON "User"("email");\n',
    },
    glob: "prisma/migrations/*/migration.sql",
    contracts: ["user.yaml"],
    breaking: {
      "prisma/migrations/20240301120000_shorten_name/migration.sql":
        '-- AlterTable\nALTER TABLE "User" ALTER COLUMN "name" SET DATA TYPE VARCHAR(32);\n',
    },
    field: "name",
    harmless: {
      "prisma/migrations/20240301120000_add_bio/migration.sql":
        '-- AlterTable\nALTER TABLE "User" ADD COLUMN "bio" TEXT;\n',
    },
  },
  {
    // Hasura CLI: one folder per migration, named by a millisecond timestamp, each with up.sql and down.sql.
    tool: "Hasura",
    base: {
      "hasura/config.yaml": "version: 3\nendpoint: http://localhost:8080\nmetadata_directory: metadata\n",
      "hasura/migrations/default/1700000000000_create_table_public_users/up.sql":
        'CREATE TABLE "public"."users" ("id" serial NOT NULL, "name" text NOT NULL, PRIMARY KEY ("id") );\n',
      "hasura/migrations/default/1700000000000_create_table_public_users/down.sql":
        'DROP TABLE "public"."users";\n',
      "hasura/migrations/default/1700000100000_alter_table_public_users_add_column_email/up.sql":
        'alter table "public"."users" add column "email" text\n null;\n',
      "hasura/migrations/default/1700000100000_alter_table_public_users_add_column_email/down.sql":
        'alter table "public"."users" drop column "email";\n',
    },
    glob: "hasura/migrations/default/*/up.sql",
    contracts: ["users.yaml"],
    breaking: {
      "hasura/migrations/default/1700000200000_alter_table_public_users_alter_column_name/down.sql":
        'ALTER TABLE "public"."users" ALTER COLUMN "name" TYPE text;\n',
      "hasura/migrations/default/1700000200000_alter_table_public_users_alter_column_name/up.sql":
        'ALTER TABLE "public"."users" ALTER COLUMN "name" TYPE varchar(32);\n',
    },
    field: "name",
    harmless: {
      "hasura/migrations/default/1700000200000_alter_table_public_users_add_column_bio/down.sql":
        'alter table "public"."users" drop column "bio";\n',
      "hasura/migrations/default/1700000200000_alter_table_public_users_add_column_bio/up.sql":
        'alter table "public"."users" add column "bio" text\n null;\n',
    },
  },
  {
    tool: "graphile-migrate",
    base: {
      ".gmrc": '{ "connectionString": "postgres://localhost/app" }\n',
      // The extensions come from afterReset.sql, not from the migration that uses citext.
      "migrations/afterReset.sql":
        'BEGIN;\nCREATE EXTENSION IF NOT EXISTS plpgsql WITH SCHEMA pg_catalog;\nCREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public;\nCREATE EXTENSION IF NOT EXISTS citext;\nCOMMIT;\n',
      "migrations/committed/000001.sql":
        "--! Previous: -\n--! Hash: sha1:6b1f2b1c0c7a7f1e8d2f4a1a2b3c4d5e6f708192\n\n-- Enter migration here\ncreate schema app_public;\n\ncreate table app_public.users (\n  id uuid primary key default uuid_generate_v4(),\n  username citext not null unique,\n  name text,\n  created_at timestamptz not null default now()\n);\n",
      "migrations/current.sql": "-- Enter migration here\n",
    },
    glob: "migrations/**/*.sql",
    contracts: ["users.yaml"],
    breaking: {
      "migrations/current.sql":
        "-- Enter migration here\nalter table app_public.users alter column name type varchar(32);\n",
    },
    field: "name",
    harmless: {
      "migrations/current.sql":
        "-- Enter migration here\ncreate index users_name_idx on app_public.users (name);\n",
    },
  },
  {
    tool: "Rails structure.sql",
    base: {
      Gemfile: "source 'https://rubygems.org'\ngem 'rails'\n",
      "db/migrate/20240101120000_create_users.rb":
        "class CreateUsers < ActiveRecord::Migration[7.1]\n  def change\n    create_table :users do |t|\n      t.string :email, null: false\n      t.string :name\n    end\n  end\nend\n",
      "db/structure.sql": STRUCTURE_SQL("character varying"),
    },
    glob: "db/*.sql",
    contracts: ["users.yaml"],
    breaking: { "db/structure.sql": STRUCTURE_SQL("character varying(32)") },
    field: "name",
    harmless: { "db/structure.sql": STRUCTURE_SQL("character varying", "\n    bio text,") },
  },
  {
    tool: "Supabase",
    base: {
      "supabase/config.toml": 'project_id = "shop"\n',
      "supabase/migrations/20240101120000_profiles.sql": SUPABASE_INIT,
    },
    glob: "supabase/migrations/*.sql",
    contracts: ["profiles.yaml"],
    breaking: {
      "supabase/migrations/20240301120000_short_names.sql":
        "alter table public.profiles alter column name type varchar(32);\n",
    },
    field: "name",
    harmless: {
      "supabase/migrations/20240301120000_profile_index.sql":
        "create index profiles_username_idx on public.profiles (username);\n",
    },
  },
  {
    tool: "sqitch",
    base: {
      "sqitch.conf": "[core]\n\tengine = pg\n",
      "sqitch.plan": SQITCH_PLAN(),
      "deploy/users.sql":
        "-- Deploy shop:users to pg\n\nBEGIN;\n\nCREATE TABLE users (\n    id   BIGINT PRIMARY KEY,\n    name TEXT NOT NULL\n);\n\nCOMMIT;\n",
      // By name it would come before users, which it references: the plan's order applies.
      "deploy/orders.sql":
        "-- Deploy shop:orders to pg\n-- requires: users\n\nBEGIN;\n\nCREATE TABLE orders (\n    id      BIGINT PRIMARY KEY,\n    user_id BIGINT NOT NULL REFERENCES users (id)\n);\n\nCOMMIT;\n",
      "revert/users.sql": "-- Revert shop:users from pg\n\nBEGIN;\n\nDROP TABLE users;\n\nCOMMIT;\n",
      "revert/orders.sql": "-- Revert shop:orders from pg\n\nBEGIN;\n\nDROP TABLE orders;\n\nCOMMIT;\n",
      "verify/users.sql":
        "-- Verify shop:users on pg\n\nBEGIN;\n\nSELECT id, name FROM users WHERE FALSE;\n\nROLLBACK;\n",
    },
    glob: "deploy/**/*.sql",
    contracts: ["orders.yaml", "users.yaml"],
    breaking: {
      "sqitch.plan": SQITCH_PLAN(
        "shorten_name [users] 2024-03-01T10:00:00Z Dev <dev@example.com> # Shorter names.\n",
      ),
      "deploy/shorten_name.sql":
        "-- Deploy shop:shorten_name to pg\n\nBEGIN;\n\nALTER TABLE users ALTER COLUMN name TYPE VARCHAR(32);\n\nCOMMIT;\n",
    },
    field: "name",
    harmless: {
      "sqitch.plan": SQITCH_PLAN(
        "index_orders [orders] 2024-03-01T10:00:00Z Dev <dev@example.com> # Index.\n",
      ),
      "deploy/index_orders.sql":
        "-- Deploy shop:index_orders to pg\n\nBEGIN;\n\nCREATE INDEX orders_user ON orders (user_id);\n\nCOMMIT;\n",
    },
  },
];
