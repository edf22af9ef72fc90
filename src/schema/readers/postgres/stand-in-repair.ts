import { type PGliteHost, SqlError } from "../../../pglite/host.js";
import { errorMessage } from "../../reader-helpers.js";
import type { SqlStatement } from "../sql/statements.js";
import { savepointed } from "./instance.js";
import { standInRole } from "./platforms.js";
import {
  extensionStandIn,
  KNOWN_STAND_IN_TYPES,
  rewriteTypmods,
  standInType,
  standInTypeNames,
  typmodVariants,
  unshippedExtensions,
  writtenStandInType,
} from "./stand-ins.js";

/**
 * Stand-ins made when a statement meets what the database it was written for had and the embedded
 * engine does not: a role (`to authenticated`, `AUTHORIZATION admin`: always, roles shape no
 * table), the schema an extension is created in, and, once the read stands in an extension (or
 * the type is one a known unshipped extension creates: `extensions.vector` with no `CREATE
 * EXTENSION` in sight), the types and functions such an extension would have created. A type is
 * opaque (stand-ins.ts); a function returns boolean (what a CHECK, a policy or an index predicate
 * wants) unless the column its default or generated value feeds says otherwise. A name no
 * extension explains (a typo, a table never created) stays an error. A statement that still fails
 * and only decorates tables (an index, a policy, a trigger, a view, a comment, a CHECK added
 * later) is skipped with a warning when the read stands anything in; a `SET` the server does not
 * know is skipped with a warning (pg_dump of another version). A statement run for its calls
 * (`SELECT dblink_exec(...)`, `CALL ...`) that fails stays an error: what it changes is unknown.
 */
export type Repair =
  | { kind: "applied"; statement: SqlStatement; sql: string }
  | { kind: "skipped"; message: string }
  | { kind: "failed"; error: SqlError };

interface Fix {
  sql?: string | undefined;
  names?: readonly string[] | undefined;
  fn?: StandInFunction | undefined;
}

interface StandInFunction {
  name: string;
  args: string;
  at: number;
}

const MAX_FIXES = 8;
const DECORATION =
  /^(create\s+(unique\s+)?index|create\s+(or\s+replace\s+)?(policy|trigger|constraint\s+trigger|rule|function|procedure|aggregate|operator|cast|(materialized\s+)?view|statistics)|alter\s+(policy|function|operator|aggregate)|comment\s+on|alter\s+table\b[\s\S]*\badd\s+(constraint\s+\S+\s+)?(check|exclude)\b)/i;
const SESSION_SETTING = /^(set|reset)\b|^select\s+(pg_catalog\s*\.\s*)?set_config\s*\(/i;
// A statement run for what its calls do: a function the engine lacks may change any table
// (`dblink_exec`, a pg_cron job's command), so such a call is neither stood in nor skipped.
const TOP_LEVEL_CALL = /^(select|call|values|with|execute)\b/i;

const quoteName = (name: string) =>
  name
    .split(".")
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join(".");

/** Splits a message's argument list at commas outside quotes. */
function argumentTypes(list: string): string[] {
  return (list.match(/(?:"[^"]*"|[^,])+/g) ?? []).map((t) => t.trim()).filter((t) => t !== "");
}

export class StandInRepair {
  private readonly extensions = new Map<string, string | undefined>();
  private readonly typeNames = new Set<string>();
  /** The modifier lists the read's texts write after each type of an extension stood in. */
  private readonly variants = new Map<string, Set<string>>();
  private madeAny = false;

  constructor(texts: readonly string[]) {
    this.learn(texts);
  }

  /** Takes in the extensions and stand-in types of more files of the read. */
  learn(texts: readonly string[]): void {
    for (const [name, schema] of unshippedExtensions(texts)) this.extensions.set(name, schema);
    for (const name of standInTypeNames(texts)) {
      this.typeNames.add(name);
      const known = this.variants.get(name) ?? new Set<string>();
      for (const variant of typmodVariants(texts, name)) known.add(variant);
      this.variants.set(name, known);
    }
    if (this.extensions.size > 0) this.madeAny = true;
  }

  /**
   * A statement as the stand-ins known so far need it: an unshipped extension's `CREATE EXTENSION`
   * as the SQL of its stand-in types, a type with a modifier list of words as its own stand-in.
   */
  prepare(statement: SqlStatement): SqlStatement {
    const standIn = extensionStandIn(statement, (type) => [...(this.variants.get(type) ?? [])]);
    return standIn ?? rewriteTypmods(statement, this.typeNames);
  }

  /** Stands in what the statement missed and runs it again; else says whether it is skipped or failed. */
  async repair(
    host: PGliteHost,
    statement: SqlStatement,
    error: SqlError,
    timeoutMs: number,
  ): Promise<Repair> {
    if (SESSION_SETTING.test(statement.masked)) {
      return { kind: "skipped", message: `session setting not replayed: ${errorMessage(error)}` };
    }
    if (TOP_LEVEL_CALL.test(statement.masked)) {
      if (!/^(function|schema) .+ does not exist$/.test(error.message)) return { kind: "failed", error };
      const what = `${error.message}: the statement runs what the embedded PostgreSQL does not have, and what that changes (a table, through dblink or a scheduled job) cannot be told`;
      return { kind: "failed", error: new SqlError(what, error.position, error.code) };
    }
    const fixes: string[] = [];
    const names = new Set(this.typeNames);
    let current = statement;
    let last = error;
    let fn: StandInFunction | undefined;
    for (let attempt = 0; attempt < MAX_FIXES; attempt++) {
      const fix = this.fixFor(current, last, names, fn, fixes.length);
      if (!fix) break;
      if (fix.fn && fn && fix.fn.at === fn.at) fixes[fn.at] = fix.sql ?? "";
      else if (fix.sql) fixes.push(fix.sql);
      if (fix.fn) fn = fix.fn;
      for (const name of fix.names ?? []) names.add(name);
      current = rewriteTypmods(current, names);
      try {
        await savepointed(host, [...fixes, current.text].join(";\n"), timeoutMs);
        for (const name of names) this.typeNames.add(name);
        if (fixes.some((sql) => !sql.startsWith("DO $role$"))) this.madeAny = true;
        return { kind: "applied", statement: current, sql: [...fixes, current.text].join(";\n") };
      } catch (e) {
        if (!(e instanceof SqlError) || e.code === "escaped") throw e;
        last = e;
      }
    }
    if (this.madeAny && DECORATION.test(statement.masked)) {
      const what = this.extensions.size > 0 ? [...this.extensions.keys()].join(", ") : "an extension";
      return {
        kind: "skipped",
        message: `not replayed: it needs what ${what} would have created, and the embedded PostgreSQL does not ship it (${writtenStandInType(errorMessage(last))}); the tables it names are read`,
      };
    }
    return { kind: "failed", error: last };
  }

  private standsIn(type: string): boolean {
    const base = type.replace(/\(.*$/, "").replace(/^.*\./, "").toLowerCase();
    return this.madeAny || KNOWN_STAND_IN_TYPES.has(base) || this.typeNames.has(base);
  }

  private fixFor(
    statement: SqlStatement,
    error: SqlError,
    names: ReadonlySet<string>,
    fn: StandInFunction | undefined,
    at: number,
  ): Fix | undefined {
    const message = error.message;
    const role = /^role "(.+)" does not exist$/.exec(message)?.[1];
    if (role) return { sql: standInRole(role) };
    const type = /^type "(.+)" does not exist$/.exec(message)?.[1];
    if (type && this.standsIn(type)) {
      const m = /^(?:([^.(]+)\.)?(.+)$/.exec(type);
      const schema = m?.[1];
      const name = m?.[2] ?? type;
      const sql = schema
        ? `CREATE SCHEMA IF NOT EXISTS "${schema}";\n${standInType(`"${schema}"`, name)}`
        : standInType(undefined, name);
      return { sql, names: [name.replace(/\(.*$/, "").toLowerCase()] };
    }
    if (/invalid type modifier/.test(message)) {
      const all = [...names, ...KNOWN_STAND_IN_TYPES];
      return rewriteTypmods(statement, all) === statement ? undefined : { names: [...KNOWN_STAND_IN_TYPES] };
    }
    const schema = /^schema "(.+)" does not exist$/.exec(message)?.[1];
    if (schema && /^create\s+extension\b/i.test(statement.masked)) {
      return { sql: `CREATE SCHEMA IF NOT EXISTS ${quoteName(schema)}` };
    }
    const missing = /^function ([^(]+)\((.*)\) does not exist$/.exec(message);
    if (missing?.[1] && (this.madeAny || [...names].some((n) => (missing[2] ?? "").includes(n)))) {
      const args = argumentTypes(missing[2] ?? "")
        .map((t) => (t === "unknown" ? "text" : t))
        .join(", ");
      return { sql: standInFunction(missing[1], args, "boolean"), fn: { name: missing[1], args, at } };
    }
    const wanted = /is of type (.+) but (?:default|generation) expression is of type boolean/.exec(
      message,
    )?.[1];
    if (wanted && fn) return { sql: standInFunction(fn.name, fn.args, wanted), fn };
    return undefined;
  }
}

function standInFunction(name: string, args: string, returns: string): string {
  return `CREATE FUNCTION ${quoteName(name)}(${args}) RETURNS ${returns} LANGUAGE sql IMMUTABLE AS 'SELECT NULL::${returns.replace(/'/g, "''")}'`;
}
