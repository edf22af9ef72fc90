import type { PGliteHost } from "../../../pglite/host.js";

/**
 * SQL from a repository runs as PGlite's superuser, which may redefine PostgreSQL's own
 * functions, operators, types and casts (`CREATE OR REPLACE FUNCTION pg_catalog.format_type`,
 * an `UPDATE pg_catalog.pg_proc` in a DO block): the catalog read after it would then say what
 * that SQL wants, not what its tables hold, and a break could read as compliant. Nothing in the
 * session can stop a superuser, so the read looks afterwards: a row of those catalogs that the
 * read's own transaction wrote (its xmin is at or after the transaction's id: a subtransaction's
 * id comes after its parent's) means the result cannot be trusted. Casts have no schema: only
 * one between two of PostgreSQL's types counts (an extension's casts to its own types do not).
 */
const CHANGED = `SELECT concat_ws(', ',
  (SELECT 'function ' || min(proname) FROM pg_catalog.pg_proc WHERE pronamespace = 11 AND xmin::text::bigint >= c.x),
  (SELECT 'operator ' || min(oprname) FROM pg_catalog.pg_operator WHERE oprnamespace = 11 AND xmin::text::bigint >= c.x),
  (SELECT 'type ' || min(typname) FROM pg_catalog.pg_type WHERE typnamespace = 11 AND xmin::text::bigint >= c.x),
  (SELECT 'relation ' || min(relname) FROM pg_catalog.pg_class WHERE relnamespace = 11 AND xmin::text::bigint >= c.x),
  (SELECT 'cast ' || min(s.typname || ' AS ' || t.typname) FROM pg_catalog.pg_cast k
    JOIN pg_catalog.pg_type s ON s.oid = k.castsource JOIN pg_catalog.pg_type t ON t.oid = k.casttarget
    WHERE s.typnamespace = 11 AND t.typnamespace = 11 AND k.xmin::text::bigint >= c.x)) AS changed
FROM (SELECT pg_catalog.pg_current_xact_id()::text::bigint % 4294967296 AS x) AS c`;

/**
 * What SQL must hold to reach those catalogs: their names (`pg_...`), a search_path of its own,
 * a Unicode-escaped identifier, or code that builds statements at run time. Only a read whose
 * files hold one of these pays for the check (a scan of four catalogs).
 */
const MAY_CHANGE_CATALOG =
  /pg_|u&|search_path|set_config|system_table|\bexecute\b|\bdo\b|\bfunction\b|\bprocedure\b|\bcall\b/i;

export function mayChangeCatalog(text: string): boolean {
  return MAY_CHANGE_CATALOG.test(text);
}

/** The first catalog object of each kind the read's transaction changed, by name ("" when none). */
export async function catalogChanges(db: PGliteHost, timeoutMs: number): Promise<string> {
  return (await db.query<{ changed: string }>(CHANGED, [], timeoutMs)).rows[0]?.changed ?? "";
}
