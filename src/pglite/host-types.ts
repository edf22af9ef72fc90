import type { StartOptions } from "./data-dir.js";

/** Contrib extensions PGlite ships as bundles, loaded so that `CREATE EXTENSION` of them works. */
export const PGLITE_EXTENSIONS = ["citext", "uuid-ossp", "pgcrypto", "pg_trgm", "hstore", "ltree"] as const;

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
