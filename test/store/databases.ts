import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh database on the test PostgreSQL server (one per test file), so files
 * running in parallel never see each other's rows. Returns its URL.
 */
export async function createTestDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
