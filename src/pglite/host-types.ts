import type { StartOptions } from "./data-dir.js";

/**
 * Every extension `@electric-sql/pglite` ships (a `.control` file in one of its contrib bundles,
 * `dist/<bundle>.tar.gz`), loaded when SQL to replay creates one so that `CREATE EXTENSION` of it
 * works; plpgsql is built in. `test/pglite/extensions.test.ts` creates each and checks this list
 * against the bundles on disk, so an upgrade that ships more (or fewer) fails there.
 */
export const PGLITE_EXTENSIONS = [
  "amcheck",
  "autoinc",
  "bloom",
  "btree_gin",
  "btree_gist",
  "citext",
  "cube",
  "dict_int",
  "dict_xsyn",
  "earthdistance",
  "file_fdw",
  "fuzzystrmatch",
  "hstore",
  "insert_username",
  "intarray",
  "isn",
  "lo",
  "ltree",
  "moddatetime",
  "pageinspect",
  "pg_buffercache",
  "pg_freespacemap",
  "pg_logicalinspect",
  "pg_stat_statements",
  "pg_surgery",
  "pg_trgm",
  "pg_visibility",
  "pg_walinspect",
  "pgcrypto",
  "refint",
  "seg",
  "tablefunc",
  "tcn",
  "tsm_system_rows",
  "tsm_system_time",
  "unaccent",
  "uuid-ossp",
] as const;

/** Extensions of a bundle not named after them: contrib's spi modules share `spi.tar.gz`. */
const BUNDLE_OF: Readonly<Record<string, string>> = {
  autoinc: "spi",
  insert_username: "spi",
  moddatetime: "spi",
  refint: "spi",
};

/** Extensions that need another one created first (their control file's `requires`). */
export const EXTENSION_REQUIRES: Readonly<Record<string, readonly string[]>> = { earthdistance: ["cube"] };

/** The bundle (`dist/<name>.tar.gz`) that holds a shipped extension. */
export function extensionBundle(name: string): string {
  return BUNDLE_OF[name] ?? name;
}

/** Whether the embedded engine can create the extension (built in, or in a bundle it ships). */
export function shipsExtension(name: string): boolean {
  return name === "plpgsql" || (PGLITE_EXTENSIONS as readonly string[]).includes(name);
}

/** What a host made without a list of extensions loads at its start. */
export const DEFAULT_EXTENSIONS = ["citext", "uuid-ossp", "pgcrypto", "pg_trgm", "hstore", "ltree"] as const;

export interface PGliteHostOptions {
  /** An on-disk data directory (the store); default: in memory, from the cached initialised one. */
  dataDir?: string | undefined;
  /** Cache file of the initialised data directory (default: pgliteCacheFile()). */
  cacheFile?: string | undefined;
  extensions?: readonly string[] | undefined;
  /** A prepared state to start from (the store's migrations applied), cached under its key. */
  snapshot?: HostSnapshot | undefined;
  /**
   * A data directory folder to start from before any other (a cached state of
   * the Postgres reader's, see schema/readers/postgres/state-cache.ts): copied
   * into the empty scratch `dataDir`; passed over when it does not open.
   */
  seedFolder?: string | undefined;
  /** `dataDir` is this host's scratch folder: removed at close. */
  temporary?: boolean | undefined;
  /** Where the shipped data directory is and where notices go (default: dist/'s, stderr). */
  start?: StartOptions | undefined;
}

/** What a snapshot's `prepare` runs its SQL through (the host is not started for others yet). */
export interface SqlSession {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * A prepared state of the data directory, cached beside the plain one under
 * its key (the same file as `startPGlite`'s snapshot of that key). The key
 * must change whenever `prepare` would do otherwise.
 */
export interface HostSnapshot {
  key: string;
  prepare(db: SqlSession): Promise<void>;
}

/** Postgres rejected the SQL. `position` is 1-based in the SQL text, when Postgres names one. */
export class SqlError extends Error {
  constructor(
    message: string,
    readonly position: number | undefined,
    /** The SQLSTATE (`23505`, ...); "escaped" when guarded SQL ended the host's transaction. */
    readonly code?: string | undefined,
  ) {
    super(message);
    this.name = "SqlError";
  }
}

/** The call ran past its budget; the worker was terminated. `index`: the statement running then. */
export class SqlTimeout extends Error {
  constructor(
    readonly ms: number,
    readonly index?: number,
  ) {
    super(`did not finish within ${ms} ms`);
    this.name = "SqlTimeout";
  }
}

/** The outcome of one statement run by `each`: undefined when it succeeded. */
export type StatementOutcome = SqlError | undefined;

/** How `each` runs its statements. */
export interface EachOptions {
  /** Inside a transaction the caller opened, which no statement may end. */
  guarded?: boolean | undefined;
  /** Each statement under its own savepoint (default: when guarded), so a rejected one undoes only itself. */
  savepoints?: boolean | undefined;
  /** Stop after the first statement Postgres rejects. */
  stopAtError?: boolean | undefined;
  /** performance.now() after which no statement gets any more time. */
  deadline?: number | undefined;
}
