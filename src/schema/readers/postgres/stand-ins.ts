/**
 * Extensions PGlite does not ship whose types tables use: pgvector's `vector`,
 * `halfvec` and `sparsevec`. Their `CREATE EXTENSION` is not replayed; a type of
 * the same name stands in, built on varchar's input, output and type-modifier
 * functions, so that `vector(1536)` keeps its dimension (`format_type` gives
 * `vector(1536)`), the table is read, and the column is an opaque `unknown`
 * with that physical type. Their index methods (hnsw, ivfflat) are not replayed.
 */
const STOOD_IN = new Map<string, readonly string[]>([["vector", ["vector", "halfvec", "sparsevec"]]]);

const CREATE_EXTENSION =
  /^create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?(?:\s+with)?(?:\s+schema\s+"?(\w+)"?)?/i;
const VECTOR_INDEX = /^create\s+(?:unique\s+)?index\b[\s\S]*\busing\s+(?:hnsw|ivfflat)\b/i;

/** Whether a statement (comments masked) is left out because a stand-in replaces what it does. */
export function replacedByStandIn(masked: string): boolean {
  const created = CREATE_EXTENSION.exec(masked)?.[1]?.toLowerCase();
  return (created !== undefined && STOOD_IN.has(created)) || VECTOR_INDEX.test(masked);
}

/** The comment of a table that stands in for one of the platform's: not an asset. */
export const STAND_IN_COMMENT = "contract-sync: stands in for a platform table";

const USES_SUPABASE_AUTH = /\bauth\s*\.\s*(users|uid|role|jwt|email)\b/i;
const CREATES_AUTH = /\bcreate\s+schema\s+(if\s+not\s+exists\s+)?"?auth"?/i;

/**
 * Supabase's `auth` schema, which its platform creates before a project's
 * migrations: `auth.users` (referenced by foreign keys) and the functions
 * policies call. Made only for SQL that uses it without creating it; the
 * table is commented as a stand-in and is not an asset.
 */
function supabaseAuth(texts: readonly string[]): string {
  if (!texts.some((t) => USES_SUPABASE_AUTH.test(t)) || texts.some((t) => CREATES_AUTH.test(t))) return "";
  return [
    "CREATE SCHEMA auth;",
    "CREATE TABLE auth.users (id uuid PRIMARY KEY, email text, role text, raw_user_meta_data jsonb, raw_app_meta_data jsonb, created_at timestamptz);",
    `COMMENT ON TABLE auth.users IS '${STAND_IN_COMMENT}';`,
    "CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS 'SELECT NULL::uuid';",
    "CREATE FUNCTION auth.role() RETURNS text LANGUAGE sql STABLE AS 'SELECT NULL::text';",
    "CREATE FUNCTION auth.email() RETURNS text LANGUAGE sql STABLE AS 'SELECT NULL::text';",
    "CREATE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS 'SELECT NULL::jsonb';",
  ].join("\n");
}

/**
 * The SQL that creates what the texts use and a platform provides: the stand-in
 * types of the extensions they create (in the schema each names), Supabase's auth.
 */
export function standIns(texts: readonly string[]): string {
  return [standInTypes(texts), supabaseAuth(texts)].filter((sql) => sql !== "").join("\n");
}

function standInTypes(texts: readonly string[]): string {
  const schemas = new Map<string, string>();
  for (const text of texts) {
    for (const line of text.matchAll(/\bcreate\s+extension\b[^;]*/gi)) {
      const m = CREATE_EXTENSION.exec(line[0]);
      const name = m?.[1]?.toLowerCase();
      if (name && STOOD_IN.has(name)) schemas.set(name, m?.[2] ?? "public");
    }
  }
  const sql: string[] = [];
  for (const [extension, schema] of schemas) {
    sql.push(`CREATE SCHEMA IF NOT EXISTS "${schema}";`);
    for (const type of STOOD_IN.get(extension) ?? [])
      sql.push(standInType(`"${schema}"."${type}"`, `"${schema}"."${type}_stand_in`));
  }
  return sql.join("\n");
}

function standInType(type: string, prefix: string): string {
  return [
    `CREATE TYPE ${type};`,
    `CREATE FUNCTION ${prefix}_in"(cstring, oid, integer) RETURNS ${type} AS 'varcharin' LANGUAGE internal IMMUTABLE STRICT;`,
    `CREATE FUNCTION ${prefix}_out"(${type}) RETURNS cstring AS 'varcharout' LANGUAGE internal IMMUTABLE STRICT;`,
    `CREATE FUNCTION ${prefix}_typmod_in"(cstring[]) RETURNS integer AS 'varchartypmodin' LANGUAGE internal IMMUTABLE STRICT;`,
    `CREATE FUNCTION ${prefix}_typmod_out"(integer) RETURNS cstring AS 'varchartypmodout' LANGUAGE internal IMMUTABLE STRICT;`,
    `CREATE TYPE ${type} (INPUT = ${prefix}_in", OUTPUT = ${prefix}_out", TYPMOD_IN = ${prefix}_typmod_in", TYPMOD_OUT = ${prefix}_typmod_out", INTERNALLENGTH = VARIABLE, STORAGE = extended);`,
  ].join("\n");
}
