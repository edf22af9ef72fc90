import { shipsExtension } from "../../../pglite/host-types.js";
import type { SqlStatement } from "../sql/statements.js";
import { platformStandIns } from "./platforms.js";

/**
 * What SQL uses that the embedded engine does not have: extensions PGlite does not ship (PostGIS,
 * pgvector, any other) and the types their tables use. Such a `CREATE EXTENSION` is not replayed;
 * its types stand in as opaque types (built on varchar's input, output and type-modifier functions,
 * so `vector(1536)` keeps its dimension), and the tables using them are read, each such column an
 * `unknown` field whose `physicalType` is the type as written (`geometry(Polygon,4326)`,
 * `extensions.vector(1536)`). A type modifier that is not a list of integers (PostGIS's
 * `(Polygon,4326)`) cannot be held by varchar's, so the type with it is a stand-in of its own,
 * named as written (`"geometry(Polygon,4326)"`); the catalog's quotes are taken off when the
 * column is read. What the replay meets later (a type no statement creates, a function, a role)
 * is stood in by stand-in-repair.ts.
 */

/** Types of extensions PGlite does not ship, by extension: known, so they stand in before any statement needs them. */
const KNOWN_TYPES: Readonly<Record<string, readonly string[]>> = {
  vector: ["vector", "halfvec", "sparsevec"],
  postgis: ["geometry", "geography", "box2d", "box3d"],
  postgis_raster: ["raster"],
  ip4r: ["ip4", "ip4r", "ip6", "ip6r", "ipaddress", "iprange"],
  semver: ["semver"],
  h3: ["h3index"],
  prefix: ["prefix_range"],
};

/** Every type of KNOWN_TYPES: a use of one stands in even where no statement of the read creates its extension. */
export const KNOWN_STAND_IN_TYPES: ReadonlySet<string> = new Set(Object.values(KNOWN_TYPES).flat());

const CREATE_EXTENSION =
  /^create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?(?:\s+with)?(?:\s+schema\s+"?(\w+)"?)?/i;
const EXTENSION_STATEMENT = /^(?:comment\s+on|alter|drop)\s+extension\s+(?:if\s+exists\s+)?"?([\w-]+)"?/i;
// pgvector's index methods; with the extension stood in, such an index has nothing to be built with.
const VECTOR_INDEX = /^create\s+(?:unique\s+)?index\b[\s\S]*\busing\s+(?:hnsw|ivfflat)\b/i;

/** The extension a statement creates, with the schema it names. */
function createdExtension(masked: string): { name: string; schema: string | undefined } | undefined {
  const m = CREATE_EXTENSION.exec(masked);
  return m?.[1] ? { name: m[1].toLowerCase(), schema: m[2] } : undefined;
}

/**
 * Whether a statement (comments masked) is left out because a stand-in replaces what it does: the
 * `ALTER`, `DROP` or `COMMENT ON EXTENSION` of one the engine does not ship, its `CREATE EXTENSION`
 * when no type of it is known (one whose types are known is replaced in place: extensionStandIn),
 * and pgvector's indexes.
 */
export function replacedByStandIn(masked: string): boolean {
  const created = createdExtension(masked)?.name;
  if (created !== undefined) return !shipsExtension(created) && KNOWN_TYPES[created] === undefined;
  const named = EXTENSION_STATEMENT.exec(masked)?.[1]?.toLowerCase();
  return (named !== undefined && !shipsExtension(named)) || VECTOR_INDEX.test(masked);
}

/** Extensions the texts create that the engine does not ship, with the schema each is created in. */
export function unshippedExtensions(texts: readonly string[]): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const text of texts) {
    for (const line of text.matchAll(/\bcreate\s+extension\b[^;]*/gi)) {
      const created = createdExtension(line[0]);
      if (created && !shipsExtension(created.name)) found.set(created.name, created.schema);
    }
  }
  return found;
}

/**
 * The SQL that creates what the texts use and a platform provides (platforms.ts). An extension's
 * stand-in types are made where its `CREATE EXTENSION` stands (extensionStandIn), after the schema
 * it names was created.
 */
export function standIns(texts: readonly string[]): string {
  return platformStandIns(texts);
}

/**
 * The `CREATE EXTENSION` of one the engine does not ship whose types are known, as the SQL that
 * makes its stand-in types instead (each unless it exists: `IF NOT EXISTS` twice in a history),
 * with the modifier lists the read's texts write (`variants`); undefined for any other statement.
 */
export function extensionStandIn(
  statement: SqlStatement,
  variants: (type: string) => readonly string[],
): SqlStatement | undefined {
  const created = createdExtension(statement.masked);
  const types = created && !shipsExtension(created.name) ? KNOWN_TYPES[created.name] : undefined;
  if (!created || !types) return undefined;
  const schema = created.schema ? `"${created.schema}"` : undefined;
  const sql = types.flatMap((type) =>
    [type, ...variants(type)].map((name) => {
      const qualified = `${schema ? `${schema}.` : ""}"${name}"`;
      return `IF to_regtype('${qualified}') IS NULL THEN\n${standInType(schema, name)}\nEND IF;`;
    }),
  );
  const schemaSql = schema ? `CREATE SCHEMA IF NOT EXISTS ${schema};\n` : "";
  return { ...statement, text: `${schemaSql}DO $stand_in$ BEGIN\n${sql.join("\n")}\nEND $stand_in$` };
}

/** The SQL of an opaque type `schema.name` (schema: quoted, or undefined for the current schema). */
export function standInType(schema: string | undefined, name: string): string {
  const q = (id: string) => `${schema ? `${schema}.` : ""}"${id.replace(/"/g, '""')}"`;
  const type = q(name);
  const fn = (suffix: string) => q(`${name}_stand_in_${suffix}`);
  return [
    `CREATE TYPE ${type};`,
    `CREATE FUNCTION ${fn("in")}(cstring, oid, integer) RETURNS ${type} AS 'varcharin' LANGUAGE internal IMMUTABLE STRICT;`,
    `CREATE FUNCTION ${fn("out")}(${type}) RETURNS cstring AS 'varcharout' LANGUAGE internal IMMUTABLE STRICT;`,
    `CREATE FUNCTION ${fn("typmod_in")}(cstring[]) RETURNS integer AS 'varchartypmodin' LANGUAGE internal IMMUTABLE STRICT;`,
    `CREATE FUNCTION ${fn("typmod_out")}(integer) RETURNS cstring AS 'varchartypmodout' LANGUAGE internal IMMUTABLE STRICT;`,
    `CREATE TYPE ${type} (INPUT = ${fn("in")}, OUTPUT = ${fn("out")}, TYPMOD_IN = ${fn("typmod_in")}, TYPMOD_OUT = ${fn("typmod_out")}, INTERNALLENGTH = VARIABLE, STORAGE = extended);`,
  ].join("\n");
}

// `name (a, b)` after no identifier character or dot: a type with a modifier list of words and numbers.
const typmodUse = (name: string) =>
  new RegExp(String.raw`(?<![\w$"])${name}\s*\(\s*([\w ]+(?:\s*,\s*[\w ]+)*)\s*\)`, "gi");
const INTEGERS = /^\s*\d+(?:\s*,\s*\d+)*\s*$/;

/** The stand-in name of a type written with a non-integer modifier list: `geometry(Polygon,4326)`. */
function variantName(type: string, list: string): string {
  return `${type}(${list.replace(/\s+/g, "")})`;
}

/** The distinct non-integer modifier lists the texts write after `type`, as stand-in names. */
export function typmodVariants(texts: readonly string[], type: string): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(typmodUse(type))) {
      if (m[1] && !INTEGERS.test(m[1])) found.add(variantName(type, m[1]));
    }
  }
  return [...found];
}

/**
 * The statement with each use of a stand-in type that has a non-integer modifier list written as
 * the stand-in of its own (`geometry(Polygon, 4326)` -> `"geometry(Polygon,4326)"`); the masked text
 * alike, so both still match. Offsets after a rewrite move by a few characters within the statement.
 */
export function rewriteTypmods(statement: SqlStatement, names: Iterable<string>): SqlStatement {
  let { text, masked } = statement;
  for (const name of names) {
    const pattern = typmodUse(name);
    if (!pattern.test(masked)) continue;
    let out = "";
    let outMasked = "";
    let from = 0;
    for (const m of masked.matchAll(typmodUse(name))) {
      const list = m[1] ?? "";
      if (INTEGERS.test(list)) continue;
      // Padded to the length written, so that no later offset of the statement moves back a line.
      const quoted = `"${variantName(name.toLowerCase(), list)}"`.padEnd(m[0].length);
      out += text.slice(from, m.index) + quoted;
      outMasked += masked.slice(from, m.index) + quoted;
      from = m.index + m[0].length;
    }
    text = out + text.slice(from);
    masked = outMasked + masked.slice(from);
  }
  return text === statement.text ? statement : { ...statement, text, masked };
}

/** The names of the stand-in types a prepared statement is rewritten for: those of the extensions the texts stand in. */
export function standInTypeNames(texts: readonly string[]): string[] {
  return [...unshippedExtensions(texts).keys()].flatMap((e) => KNOWN_TYPES[e] ?? []);
}

/** A physical type as the catalog prints a stand-in with its modifiers (`"geometry(Polygon,4326)"`), as written. */
export function writtenStandInType(physical: string): string {
  return physical.replace(/"(\w+\([\w,]+\))"/g, "$1");
}
