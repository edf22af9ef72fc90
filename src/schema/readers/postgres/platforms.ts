/**
 * What a platform creates before a project's migrations run, made for a read whose SQL uses it
 * without creating it. Supabase: the `auth` and `storage` schemas with the tables migrations refer
 * to (`auth.users`, `storage.buckets`, `storage.objects`) and the functions policies call
 * (`auth.uid()`, `storage.foldername()`), the `extensions` schema (on the search path, as Supabase
 * sets it: `vector(1536)` finds `extensions.vector`) and the `anon`, `authenticated` and
 * `service_role` roles. A stand-in table is commented as one and is never an asset.
 */

/** The comment of a table that stands in for one of the platform's: not an asset. */
export const STAND_IN_COMMENT = "contract-sync: stands in for a platform table";

const uses = (schema: string, names: string) =>
  new RegExp(String.raw`(?<![\w$])"?${schema}"?\s*\.\s*"?(${names})"?\b`, "i");
const creates = (schema: string) =>
  new RegExp(String.raw`\bcreate\s+schema\s+(if\s+not\s+exists\s+)?"?${schema}"?`, "i");

const USES_AUTH = uses("auth", "users|uid|role|jwt|email|identities|sessions");
const USES_STORAGE = uses("storage", "buckets|objects|foldername|filename|extension");
const USES_EXTENSIONS = /(?<![\w$])"?extensions"?\s*\.\s*"?\w|\bschema\s+"?extensions"?\b/i;
const SUPABASE_ROLES = ["anon", "authenticated", "service_role"] as const;
const USES_SUPABASE_ROLE = /(?<![\w$"])(anon|authenticated|service_role)(?![\w$"])/i;

const comment = (table: string) => `COMMENT ON TABLE ${table} IS '${STAND_IN_COMMENT}';`;

function supabaseAuth(): string[] {
  return [
    "CREATE SCHEMA auth;",
    "CREATE TABLE auth.users (id uuid PRIMARY KEY, email text, phone text, role text, aud text, raw_user_meta_data jsonb, raw_app_meta_data jsonb, created_at timestamptz, updated_at timestamptz, last_sign_in_at timestamptz, is_anonymous boolean);",
    comment("auth.users"),
    "CREATE TABLE auth.identities (id uuid PRIMARY KEY, user_id uuid REFERENCES auth.users, provider text, identity_data jsonb, created_at timestamptz);",
    comment("auth.identities"),
    "CREATE TABLE auth.sessions (id uuid PRIMARY KEY, user_id uuid REFERENCES auth.users, created_at timestamptz);",
    comment("auth.sessions"),
    "CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS 'SELECT NULL::uuid';",
    "CREATE FUNCTION auth.role() RETURNS text LANGUAGE sql STABLE AS 'SELECT NULL::text';",
    "CREATE FUNCTION auth.email() RETURNS text LANGUAGE sql STABLE AS 'SELECT NULL::text';",
    "CREATE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS 'SELECT NULL::jsonb';",
  ];
}

function supabaseStorage(): string[] {
  return [
    "CREATE SCHEMA storage;",
    "CREATE TABLE storage.buckets (id text PRIMARY KEY, name text NOT NULL, owner uuid, public boolean DEFAULT false, file_size_limit bigint, allowed_mime_types text[], created_at timestamptz, updated_at timestamptz);",
    comment("storage.buckets"),
    "CREATE TABLE storage.objects (id uuid PRIMARY KEY, bucket_id text REFERENCES storage.buckets, name text, owner uuid, owner_id text, metadata jsonb, path_tokens text[], created_at timestamptz, updated_at timestamptz, last_accessed_at timestamptz);",
    comment("storage.objects"),
    "CREATE FUNCTION storage.foldername(text) RETURNS text[] LANGUAGE sql IMMUTABLE AS 'SELECT NULL::text[]';",
    "CREATE FUNCTION storage.filename(text) RETURNS text LANGUAGE sql IMMUTABLE AS 'SELECT NULL::text';",
    "CREATE FUNCTION storage.extension(text) RETURNS text LANGUAGE sql IMMUTABLE AS 'SELECT NULL::text';",
  ];
}

/** A role made unless it exists (roles belong to the whole server: the read's transaction takes it back). */
export function standInRole(role: string): string {
  const name = `"${role.replace(/"/g, '""')}"`;
  return `DO $role$ BEGIN CREATE ROLE ${name} NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $role$;`;
}

/** The SQL of the platforms' stand-ins that the texts use and do not create. */
export function platformStandIns(texts: readonly string[]): string {
  const any = (pattern: RegExp) => texts.some((t) => pattern.test(t));
  const sql: string[] = [];
  if (any(USES_AUTH) && !any(creates("auth"))) sql.push(...supabaseAuth());
  if (any(USES_STORAGE) && !any(creates("storage"))) sql.push(...supabaseStorage());
  if (any(USES_EXTENSIONS)) {
    if (!any(creates("extensions"))) sql.push("CREATE SCHEMA IF NOT EXISTS extensions;");
    sql.push(`SET search_path = "$user", public, extensions;`);
  }
  if (any(USES_SUPABASE_ROLE)) {
    const named = new Set(
      texts
        .flatMap((t) => [...t.matchAll(new RegExp(USES_SUPABASE_ROLE, "gi"))])
        .map((m) => (m[1] ?? "").toLowerCase()),
    );
    for (const role of SUPABASE_ROLES) if (named.has(role)) sql.push(standInRole(role));
  }
  return sql.join("\n");
}
