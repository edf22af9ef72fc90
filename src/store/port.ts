/**
 * The store port: the service speaks SQL (PostgreSQL dialect) through this and
 * nothing else, so the same statements run on embedded PGlite and on a
 * PostgreSQL server. Parameters are `$1, $2, ...`; jsonb values are passed as
 * JSON text and cast in the statement (`$1::jsonb`), which both drivers accept.
 */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Store extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * Present only on a store that no other process writes (PGlite: in memory, or
   * a data directory locked to this process): change counters kept in memory,
   * so a cache can tell it is current without asking the database.
   */
  readonly localChanges?: LocalChanges | undefined;
  /**
   * Runs `fn` in one transaction (READ COMMITTED): committed when it resolves,
   * rolled back when it throws (the error is rethrown).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Whether the store can answer, for /healthz: a query on PostgreSQL; on PGlite (in
   * this process) whether it is open, so health is not queued behind other requests.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A database error the caller may want to tell apart (unique violation, etc.). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

/**
 * Counters of changes by key (say, a workspace's contracts), bumped by the
 * writer after its transaction committed. A reader that saw a count, then read
 * the rows, can trust them while the count stays the same: a write committed
 * after the count was taken bumps it, so the next reader reloads.
 */
export class LocalChanges {
  readonly #counts = new Map<string, number>();

  count(key: string): number {
    return this.#counts.get(key) ?? 0;
  }

  bump(key: string): void {
    this.#counts.set(key, this.count(key) + 1);
  }
}
