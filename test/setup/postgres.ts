// Vitest global setup: gives the suites a real PostgreSQL server.
// CONTRACT_SYNC_TEST_DATABASE_URL wins when set; otherwise, where Debian's
// PostgreSQL is installed, a throw-away cluster is started on a free port and
// removed afterwards. On CI a missing server is an error, never a skip.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { findPostgresBin, freePort, initCluster } from "../support/pg-cluster.js";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
  }
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`postgres did not start: ${String(lastError)}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.CONTRACT_SYNC_TEST_DATABASE_URL;
  if (given) {
    project.provide("databaseUrl", given);
    return async () => {};
  }
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI)
      throw new Error(
        "CI needs PostgreSQL: install it (apt-get install postgresql) or set CONTRACT_SYNC_TEST_DATABASE_URL",
      );
    console.warn("PostgreSQL not found: the PostgreSQL suites are skipped (they run on CI).");
    project.provide("databaseUrl", undefined);
    return async () => {};
  }
  const { dir, data, options } = initCluster("contract-sync-pg-");
  const { env, ...user } = options;
  const port = await freePort();
  const args = ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1"];
  args.push("-c", "max_connections=200");
  const child = spawn(join(bin, "postgres"), args, { stdio: "ignore", env, ...user });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitForServer(url, child);
  project.provide("databaseUrl", url);
  return async () => {
    // SIGINT is PostgreSQL's fast shutdown.
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGINT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}
