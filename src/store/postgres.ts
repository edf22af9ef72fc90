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

/** A PostgreSQL server through a `pg` pool; several processes may share one database. */
export async function openPostgresStore(connectionString: string, poolSize = 10): Promise<Store> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types });
  // Idle clients can lose their connection (server restart); the pool replaces them.
  pool.on("error", () => {});
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
      let broken = false;
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
        client.release(broken);
      }
    },
    ping: async () => {
      await pool.query("SELECT 1");
    },
    close: () => pool.end(),
  };
}
