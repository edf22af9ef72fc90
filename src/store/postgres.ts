import { createHash } from "node:crypto";
import pg from "pg";
import type { Queryable, Store } from "./port.js";

// int8 (bigint) and numeric come back as numbers where they fit, like PGlite does.
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** The connection budget of one server process (docs/service.md "Run it for a team" has the formula). */
export interface PoolOptions {
  /** Connections this process opens at most (default 10). */
  poolSize?: number | undefined;
  /** How long a statement waits for a free connection, or for a new one to open, in ms (default 5 s). */
  acquireTimeoutMs?: number | undefined;
  /** PostgreSQL's statement_timeout for this process's sessions, in ms; 0 is none (default 30 s). */
  statementTimeoutMs?: number | undefined;
}

export const POOL_DEFAULTS = { poolSize: 10, acquireTimeoutMs: 5_000, statementTimeoutMs: 30_000 } as const;

/** A PostgreSQL server through a `pg` pool; several processes may share one database. */
export async function openPostgresStore(connectionString: string, options: PoolOptions = {}): Promise<Store> {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: options.poolSize ?? POOL_DEFAULTS.poolSize,
    connectionTimeoutMillis: options.acquireTimeoutMs ?? POOL_DEFAULTS.acquireTimeoutMs,
    statement_timeout: options.statementTimeoutMs ?? POOL_DEFAULTS.statementTimeoutMs,
    application_name: "contract-sync",
    keepAlive: true,
  });
  // Idle clients can lose their connection (server restart): the pool discards them and opens new
  // ones on demand, so there is nothing to do but not crash.
  pool.on("error", () => {});
  // Every client keeps a listener of its own: the pool removes its idle listener when it hands a
  // client out, and `pool.connect()` resolves a promise, so a FATAL arriving in the same read as
  // the previous user's last answer (a server shutting down under load) was emitted with no
  // listener at all: a crash. The error also fails the client's next statement, which reports it.
  pool.on("connect", (client) => client.on("error", () => {}));
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  // Named statements: each connection parses and plans a statement once, then reuses the plan.
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      name = `cs_${createHash("sha1").update(sql).digest("hex").slice(0, 20)}`;
      if (names.size < 10_000) names.set(sql, name);
    }
    return name;
  };
  const run = async <Row extends object>(q: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    (await q.query<Row & pg.QueryResultRow>({ name: nameOf(sql), text: sql, values: params ?? [] }))
      .rows as Row[];
  return {
    kind: "postgres",
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // A connection cut between two statements (the client's own listener keeps it from being a
      // crash): the failed statement reports it, and the client is then discarded, not pooled.
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on("error", onError);
      try {
        await client.query("BEGIN");
        const scoped: Queryable = {
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        };
        const result = await fn(scoped);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.off("error", onError);
        client.release(broken);
      }
    },
    ping: async () => {
      await pool.query("SELECT 1");
    },
    close: () => pool.end(),
  };
}
